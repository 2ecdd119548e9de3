/***************************************************************************
  swoutputlayout.h: the per-parcel output row: apn, each screen's fields
  (in a combined run `citation` and `status` take the screen's prefix:
  `esa_status`, as does a field an earlier screen already has), then flags, the screens that did not evaluate all of the
  parcel, the screens the run did not include, profile and combined status, then the parcel's own fields (renamed `name_2` on a clash, as QGIS joins do). Also
  counts what it writes, for the log and the report.
 ***************************************************************************/
#ifndef SWOUTPUTLAYOUT_H
#define SWOUTPUTLAYOUT_H

#include "core/swparceltally.h"
#include "pipeline/swscreen.h"

#include <QMap>

#include <map>

#include <memory>
#include <vector>

//! What a run wrote, counted, with the parcels behind each count that a planner must look at.
struct SwRunCounts
{
  QMap<QString, long long> flags;        //!< parcels per flag
  QMap<QString, long long> statuses;     //!< parcels per status written (a combined run: the combined status)
  QMap<QString, long long> combinations; //!< parcels per combination of flags ("esa_adjacent + hillside", "none")
  long long read = 0;
  long long written = 0;
  SwParcelSample missingApns;
  SwParcelSample duplicateApns;
  //! Parcels per status other than ok, named.
  std::map<QString, SwParcelSample> statusParcels;
  //! Parcels a screen did not evaluate in full, by screen id, then by reason (outside_dem, undecided...).
  std::map<QString, std::map<QString, SwParcelSample>> incompleteParcels;
};

class SwOutputLayout
{
public:
  SwOutputLayout( const std::vector<std::unique_ptr<SwScreen>> &screens, const QgsFields &parcelFields, int apnIndex, bool combined, const QString &profileName );

  const QgsFields &fields() const { return mFields; }

  /**
   * The ids of the screens a combined run did not include, written in
   * every parcel's `not_screened` ("hillside, impervious"; "none" when
   * every screen ran). Short: it is on every row of a county's layer; the
   * log and the report say what would include each.
   */
  void setNotScreened( const QStringList &screens );

  //! The output row of \a parcel from its screens' rows; counts its flags and status into \a counts.
  QgsAttributes assemble( const SwParcel &parcel, const std::vector<QgsAttributes> &screenRows, SwRunCounts &counts ) const;

  /**
   * True when any screen flags \a parcel, or it or any screen's row says it
   * was not evaluated in full: what "only qualifying" keeps in a combined
   * run, so no parcel is dropped unseen.
   */
  bool isFlaggedOrNotEvaluated( const SwParcel &parcel, const std::vector<QgsAttributes> &screenRows ) const;

  //! The flags \a screenRows give, sorted, "incomplete" among them when a screen did not evaluate the parcel in full: the row's flags.
  QStringList flagsOf( const std::vector<QgsAttributes> &screenRows ) const;

  //! The flag of a parcel that some screen did not evaluate in full.
  static QString incompleteFlag() { return QStringLiteral( "incomplete" ); }
  //! The combined status of an evaluable parcel that some screen did not evaluate in full.
  static QString incompleteStatus() { return QStringLiteral( "incomplete" ); }

private:
  const std::vector<std::unique_ptr<SwScreen>> &mScreens;
  bool mCombined = false;
  QString mProfileName;
  QString mNotScreened = QStringLiteral( "none" );
  QgsFields mFields;
  std::vector<int> mParcelFieldIndexes; //!< parcel fields carried to the output
};

#endif // SWOUTPUTLAYOUT_H
