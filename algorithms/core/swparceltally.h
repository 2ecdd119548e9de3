/***************************************************************************
  swparceltally.h: the parcels a warning is about, counted and named. A
  warning that says "141 parcels ..." is only useful at the counter when it
  also says which: it names the first of them in input order (the same ones
  every run, whichever worker thread met them first) and counts the rest.
 ***************************************************************************/
#ifndef SWPARCELTALLY_H
#define SWPARCELTALLY_H

#include <QMutex>
#include <QString>
#include <QStringList>

#include <utility>
#include <vector>

//! A count of parcels and the first few of them by input position. Not thread safe; see SwParcelTally.
class SwParcelSample
{
public:
  //! How many parcels a warning names before it only counts.
  static constexpr int NAMED = 20;

  //! Counts the parcel at input position \a index (from 0) with \a apn (empty when it has none).
  void add( long long index, const QString &apn );
  long long count() const { return mCount; }
  //! The named parcels' APNs in input order ("input parcel 12" for one without an APN).
  QStringList names() const;
  //! "APN 7001-012-001, 7001-012-004" or "APN 7001-001-001, ... (the first 20 of 141)"; empty when none.
  QString named() const;

private:
  long long mCount = 0;
  std::vector<std::pair<long long, QString>> mFirst; //!< the NAMED smallest indexes, sorted
};

//! SwParcelSample for worker threads.
class SwParcelTally
{
public:
  void add( long long index, const QString &apn );
  long long count() const;
  SwParcelSample sample() const;
  void clear();

private:
  mutable QMutex mMutex;
  SwParcelSample mSample;
};

#endif // SWPARCELTALLY_H
