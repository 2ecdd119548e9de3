/***************************************************************************
  swscreeningchanges.h: what changed for each parcel since the previous
  screening: flags newly raised or cleared, and the figures that moved past
  the profile's threshold (unimproved land past the vacant parcel acre,
  slope past the hillside percent, distance past the ESA adjacency and the
  well setback, groundwater past its depth), with both values. Parcels are
  matched by APN; a parcel new to the roll, one gone from it and one with
  no APN (which cannot be matched) are said as such, never as unchanged.
  A parcel renumbered (SwRenumbering: the same land under a new APN) is
  compared with its old APN's screening and said as renumbered, naming
  both APNs, instead of gone and new.
 ***************************************************************************/
#ifndef SWSCREENINGCHANGES_H
#define SWSCREENINGCHANGES_H

#include "core/swparcelnumberindex.h"

#include "qgsfeature.h"
#include "qgsfields.h"

#include <QDate>
#include <QHash>
#include <QList>
#include <QMap>
#include <QSet>
#include <QString>
#include <QStringList>

#include <memory>
#include <vector>

class SwProfile;
class SwScreen;

class SwScreeningChanges
{
public:
  //! A figure compared against a threshold of the profile.
  struct Figure
  {
    QString field;    //!< the screened layer's field ("esa_distance_ft")
    QString words;    //!< "distance to the nearest ESA"
    double threshold; //!< in the field's unit
    QString unit;     //!< "ft", "sq ft", "%"
    bool within;      //!< true: the rule holds at or below the threshold (a distance); false: at or above (an area, a slope)
  };

  //! One parcel's screening, as compared: its flags (sorted) and figures (NaN: not given).
  struct State
  {
    QStringList flags;
    std::vector<double> figures; //!< in the order of figures()
  };

  //! What changed, as the CHANGES table's change field says it.
  enum class Kind
  {
    Unchanged,
    NewlyFlagged, //!< no flag before, some now
    Cleared,      //!< some flag before, none now
    FlagsChanged, //!< flagged before and after, by other flags
    FigureMoved,  //!< the same flags, a figure past its threshold
    Renumbered,   //!< a new APN on the land of a gone one (SwRenumbering); compared with it
    NewParcel,    //!< an APN the previous screening does not have
    Gone,         //!< an APN of the previous screening not in this one
    NotCompared,  //!< no APN: it cannot be matched
  };
  static QString kindValue( Kind kind );
  //! Every kind, in the order the report lists them.
  static QList<Kind> kinds();

  struct Change
  {
    QString apn;
    QString previousApn; //!< a renumbered parcel's APN in the previous screening
    Kind kind = Kind::Unchanged;
    QString flagsBefore;
    QString flagsAfter;
    QString details; //!< "newly flagged: vacant; esa_distance_ft 215.0 -> 190.0 (ESA adjacency: 200 ft)"
  };

  //! The figures compared, with the thresholds of \a profile.
  explicit SwScreeningChanges( const SwProfile &profile );

  const QList<Figure> &figures() const { return mFigures; }

  /**
   * The state of the screened layer's row \a attributes with \a fields:
   * its "flags" field (split on ", ") and its figures. A field the layer
   * lacks gives NaN figures.
   */
  State stateOf( const QgsAttributes &attributes, const QgsFields &fields ) const;

  //! Finds each figure among \a screens' rows (the run's screens, in order); call before stateOf( flags, rows ).
  void locate( const std::vector<std::unique_ptr<SwScreen>> &screens );
  //! The state of a parcel of this run: its \a flags (SwOutputLayout::flagsOf) and its screens' \a rows.
  State stateOf( const QStringList &flags, const std::vector<QgsAttributes> &rows ) const;

  /**
   * Records the previous screening's parcel \a apn (feature \a id of its
   * layer). An APN it gives two or more parcels (however written) is
   * compared with none of them: which this parcel was then, the data cannot
   * say (not_compared); gone, it is one gone row naming each one's flags.
   */
  void addPrevious( const QString &apn, const State &state, QgsFeatureId id = FID_NULL );
  //! The APNs the previous screening gives two or more parcels: "7004-001-007 (2 parcels), ...", the first ten and a count; empty when none.
  QString previousRepeatedNamed() const { return mPreviousNumbers.repeatedNamed(); }
  int previousRepeatedCount() const { return mPreviousNumbers.repeated().size(); }
  int previousCount() const { return mPrevious.size(); }

  /**
   * Says the previous screening wrote only its flagged parcels (ONLY_QUALIFYING):
   * a parcel not in it is then compared as unflagged before (newly_flagged or
   * unchanged), never called new to the roll.
   */
  void setPreviousOnlyFlagged( bool onlyFlagged ) { mPreviousOnlyFlagged = onlyFlagged; }
  bool previousOnlyFlagged() const { return mPreviousOnlyFlagged; }

  //! Compares this screening's parcel with the previous one's (matched by SwParcelNumber::key), and counts it.
  Change compare( const QString &apn, const State &current );
  /**
   * True when compare() would call \a apn new to the roll: it has an APN
   * the previous screening lacks, and that screening wrote every parcel.
   * Such a parcel may be one renumbered; its comparison can wait until the
   * gone parcels are known.
   */
  bool isNewToTheRoll( const QString &apn ) const;
  /**
   * Compares the parcel \a apn, renumbered from the previous screening's
   * \a previousApn (\a how says so), with that parcel's screening, and
   * counts it as renumbered: the previous parcel is then not gone.
   */
  Change renumbered( const QString &previousApn, const QString &apn, const State &current, const QString &how );
  //! The previous screening's parcels no change has named yet (gone, unless renumbered), with their layer's feature ids.
  QgsFeatureIds notYetCompared() const;
  //! The previous screening's parcels this one never compared, in APN order, counted as gone.
  QList<Change> gone();

  //! Parcels per kind so far.
  const QMap<Kind, long long> &counts() const { return mCounts; }

  //! The fields of the CHANGES table: apn, change, flags_before, flags_after, details, previous_apn.
  static QgsFields tableFields();
  static QgsAttributes row( const Change &change );

private:
  QList<Figure> mFigures;
  std::vector<std::pair<int, int>> mPlaces; //!< each figure's (screen, column) in this run's rows; (-1, -1): not screened
  //! A parcel of the previous screening: its APN as that layer writes it, and its state.
  struct Previous
  {
    QString apn;
    State state;
    QgsFeatureId id = FID_NULL;
    QStringList repeatedFlags; //!< the flags of each later parcel of the same APN
  };
  //! The flags of each parcel of \a previous's APN in turn, "vacant | (none)".
  static QString eachParcelsFlags( const Previous &previous );
  //! Fills \a change's flags before, details and kind from \a previous and \a current.
  void compareWith( const Previous &previous, const State &current, Change &change ) const;
  QHash<QString, Previous> mPrevious; //!< by SwParcelNumber::key: 7004-001-007 on one roll is 7004001007 on another
  SwParcelNumberIndex mPreviousNumbers;
  bool mPreviousOnlyFlagged = false;
  QSet<QString> mCompared;
  QMap<Kind, long long> mCounts;
};

#endif // SWSCREENINGCHANGES_H
