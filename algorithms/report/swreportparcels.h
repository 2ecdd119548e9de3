/***************************************************************************
  swreportparcels.h: the report's tables of parcels, gathered while the
  screened parcels are written (no second read of the layer): for each
  screen that ran, the parcels it flags or could not evaluate in full, with
  the screen's own figures and words; and every parcel not fully screened,
  with which screens and why. Each row starts with the parcel's APN,
  street address and owner when the roll has them.
 ***************************************************************************/
#ifndef SWREPORTPARCELS_H
#define SWREPORTPARCELS_H

#include "report/swreportmap.h"
#include "report/swreporttable.h"
#include "pipeline/swscreen.h"

#include <memory>
#include <vector>

class SwReportParcels
{
public:
  /**
   * \a screens are the screens that run (rows come in their order);
   * \a parcelFields the roll's fields, where the address and \a ownerField
   * are looked for; \a outputFields the written row's, with flags and status.
   */
  SwReportParcels( const std::vector<std::unique_ptr<SwScreen>> &screens, const QgsFields &parcelFields, const QgsFields &outputFields, const QString &ownerField );

  //! The address field names tried, in order, ignoring case.
  static QStringList addressFieldNames();
  //! The roll's fields that give each row's address and owner ("" when none), for the data sources.
  QString addressField() const { return mAddressField; }
  QString ownerField() const { return mOwnerField; }

  //! Adds the parcel written as \a written, with its screens' \a rows, to the tables that list it.
  void add( const SwParcel &parcel, const std::vector<QgsAttributes> &rows, const QgsAttributes &written );

  //! The tables: one per screen, then the parcels not fully screened.
  QList<SwReportTable> tables() const;
  //! One line per screen for the report's summary: flagged, not fully screened, listed for reference.
  QStringList summary() const;
  //! Every parcel's mark for the map (taken: called once), and the first flagged parcels' APNs.
  std::vector<SwReportMap::ParcelMark> takeMarks() { return std::move( mMarks ); }
  const QStringList &flaggedApns() const { return mFlaggedApns; }
  //! Every flagged parcel's APN and the centre of its box (working CRS), in input order: where the maps show it.
  const std::vector<std::pair<QString, QgsPointXY>> &flaggedPlaces() const { return mFlaggedPlaces; }

private:
  QStringList leadingCells( const SwParcel &parcel ) const;

  const std::vector<std::unique_ptr<SwScreen>> &mScreens;
  int mAddressIndex = -1;
  int mOwnerIndex = -1;
  QString mAddressField;
  QString mOwnerField;
  int mFlagsIndex = -1;
  int mStatusIndex = -1;
  std::vector<SwReportTable> mTables; //!< per screen
  std::vector<long long> mFlagged;    //!< per screen: rows that raise its flag
  std::vector<long long> mIncomplete; //!< per screen: rows it did not evaluate in full
  std::vector<long long> mListed;     //!< per screen: rows in its table
  SwReportTable mNotScreened;
  std::vector<SwReportMap::ParcelMark> mMarks;
  QStringList mFlaggedApns; //!< the first thousand
  std::vector<std::pair<QString, QgsPointXY>> mFlaggedPlaces;
};

#endif // SWREPORTPARCELS_H
