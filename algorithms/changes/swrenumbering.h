/***************************************************************************
  swrenumbering.h: parcels the assessor renumbered. A parcel gone from the
  roll and one new to it that are the same land (each covers at least 90%
  of the other's area, measured in the working CRS) are one parcel under a
  new APN: its screening is compared with the old one's, and a vacant
  parcel notice and its 180-day deadline follow the land ("no later than
  180 days from the date of the original mailing or posting", Signal Hill
  12.16, vacant parcel provisions D), never restarted by a new number.
  Only gone x new candidates are compared, through a packed R-tree of the
  new parcels' boxes, so a county roll costs what its few changes cost.
  A split (one old parcel, two or more new ones lying within it) or a
  merge (the reverse) is not a renumbering: the land is not the same, so
  no notice follows it; it is said as such beside gone and new_parcel.
  Two new parcels that are each the same land as one old one (a roll that
  repeats a shape) are not decided, and said so.
 ***************************************************************************/
#ifndef SWRENUMBERING_H
#define SWRENUMBERING_H

#include "geometry/swgeos.h"

#include "qgsgeometry.h"
#include "qgsrectangle.h"

#include <QHash>
#include <QList>
#include <QString>
#include <QStringList>

#include <vector>

class QgsFeedback;
class QgsProcessingFeedback;

class SwRenumbering
{
public:
  //! The share of each parcel's area the other must cover for the two to be the same land.
  static constexpr double SAME_LAND = 0.9;

  //! One parcel renumbered: its APN before and now, and the share of each one's area the other covers.
  struct Pair
  {
    QString previousApn;
    QString apn;
    double previousShare = 0; //!< of the previous parcel's area, covered by the current one
    double currentShare = 0;  //!< of the current parcel's area, covered by the previous one
  };

  //! A parcel of the previous roll whose APN this roll lacks; \a shape in the working CRS.
  void addPrevious( const QString &apn, const QgsGeometry &shape );
  //! A parcel of this roll whose APN the previous roll lacks; \a shape in the working CRS.
  void addCurrent( const QString &apn, const QgsGeometry &shape );
  int previousCount() const { return static_cast<int>( mPrevious.size() ); }
  int currentCount() const { return static_cast<int>( mCurrent.size() ); }

  //! Matches the previous parcels with the current ones; the shapes are then let go. Stops early when \a feedback is cancelled.
  void match( QgsFeedback *feedback = nullptr );

  //! Every parcel renumbered, by previous APN.
  const QList<Pair> &pairs() const { return mPairs; }
  //! The APN the previous parcel \a previousApn has now (however either roll writes it), or empty.
  QString renumberedTo( const QString &previousApn ) const;
  //! The pair whose current parcel is \a apn, or null.
  const Pair *renumberedFrom( const QString &apn ) const;
  /**
   * Why a gone or new parcel \a apn whose land overlaps another is not a
   * renumbering ("split into 4462-065-012, 4462-065-013: not a
   * renumbering"), or empty.
   */
  QString note( const QString &apn ) const { return mNotes.value( key( apn ) ); }

  //! Says of \a apn "not decided whether renumbered: \a why" (an APN naming several parcels, whose land is no one parcel's).
  void notDecided( const QString &apn, const QString &why );
  //! "4462-065-004 is now 4462-065-011 (renumbered, same land)".
  static QString words( const Pair &pair );
  //! "95.0%": a share as the changes and the log write it, never rounded up past a threshold.
  static QString percent( double share );

  /**
   * The notice register's \a rows (SwNoticeRegister::read) with each
   * renumbered parcel's APN read as its APN now, so the register's history
   * finds the earlier notice under the new number. Each earlier notice
   * that follows a parcel is said to \a feedback.
   */
  QList<QStringList> translated( const QList<QStringList> &rows, QgsProcessingFeedback *feedback = nullptr ) const;

private:
  struct Shape
  {
    QString apn;
    geos::unique_ptr geos;
    QgsRectangle box;
    double area = 0;
  };
  //! Shared land of previous parcel p and current parcel c (at least SAME_LAND of the smaller one).
  struct Overlap
  {
    int previous;
    int current;
    double shared;
  };
  static QString key( const QString &apn );
  static void add( std::vector<Shape> &shapes, const QString &apn, const QgsGeometry &shape );
  std::vector<Overlap> overlaps( QgsFeedback *feedback ) const;
  bool sameLand( const Overlap &overlap ) const;
  //! Pairs the parcels each the same land as exactly one other; notes the rest.
  void pairUp( const std::vector<Overlap> &overlaps );
  //! Notes the splits, merges and partial overlaps of the parcels not paired.
  void noteTheRest( const std::vector<Overlap> &overlaps );
  void addNote( const QString &apn, const QString &note );

  std::vector<Shape> mPrevious;
  std::vector<Shape> mCurrent;
  QList<Pair> mPairs;
  QHash<QString, int> mByPrevious; //!< SwParcelNumber::key -> index in mPairs
  QHash<QString, int> mByCurrent;
  QHash<QString, QString> mNotes; //!< SwParcelNumber::key -> note
};

#endif // SWRENUMBERING_H
