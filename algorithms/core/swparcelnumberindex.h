/***************************************************************************
  swparcelnumberindex.h: the parcels of a layer found by their number, and
  the numbers that name more than one parcel. A roll may repeat an APN (a
  split recorded under the old number, a condominium's lots, a typing
  error); a lookup that silently takes the first of them answers for land
  the applicant or the owner never meant. Every algorithm that looks
  parcels up by number keeps them here, so each can say which numbers are
  repeated, and answer per parcel or refuse, in the same words.
 ***************************************************************************/
#ifndef SWPARCELNUMBERINDEX_H
#define SWPARCELNUMBERINDEX_H

#include <QHash>
#include <QList>
#include <QString>
#include <QStringList>

class SwParcelNumberIndex
{
public:
  //! How many repeated numbers a warning or an error names before it only counts.
  static constexpr int NAMED = 10;

  /**
   * Adds the parcel \a item (whatever the caller finds it by: a feature id,
   * a position) with the number \a apn, matched by SwParcelNumber::key
   * (7004-001-007 is 7004001007). A parcel without a number is not added.
   */
  void add( const QString &apn, long long item );

  //! True when a parcel is numbered \a apn.
  bool contains( const QString &apn ) const;
  //! The parcels numbered \a apn, in the order added; empty when none is.
  QList<long long> parcels( const QString &apn ) const;
  //! True when \a apn names two or more parcels.
  bool isRepeated( const QString &apn ) const;
  //! The number \a apn as the layer first writes it (\a apn itself when the layer lacks it).
  QString written( const QString &apn ) const;

  //! Every number, as first written, in no particular order.
  QStringList numbers() const;

  //! Every number naming two or more parcels, as first written, in the order first met.
  QStringList repeated() const;
  //! "100-005 (2 parcels), 100-009 (3 parcels)": \a apns with their parcel counts, the first NAMED and how many in all.
  QString repeatedNamed( const QStringList &apns ) const;
  //! repeatedNamed() of every repeated number.
  QString repeatedNamed() const { return repeatedNamed( repeated() ); }

  //! "a, b, c", or "a, ..., j (the first 10 of 13)": a list a message names in part.
  static QString named( const QStringList &items, int most = NAMED );

private:
  //! A roll's millions of numbers are nearly all single: the first parcel held without a list.
  struct Entry
  {
    QString written;
    long long first = 0;
    QList<long long> more;
  };
  QHash<QString, Entry> mByKey;
  QStringList mRepeatedKeys; //!< in the order each first repeated
};

#endif // SWPARCELNUMBERINDEX_H
