/***************************************************************************
  swimperviousscreen.h: the impervious area screen. Each parcel's existing
  impervious area in square feet and its share of the parcel, from the
  structure and improvement footprints the vacant parcel screen reads
  (every structure; only the improvement types the profile lists in
  impervious.improvement_types: paved parking yes, landscaping no), and/or
  a land-cover raster whose impervious classes are a parameter. Footprints
  count by the exact area of their union clipped to the parcel, each square
  foot once; raster cells by the exact part of each cell inside the parcel;
  with both, the union of the two. The existing impervious area decides the
  redevelopment "50%" rule (Signal Hill 12.16.114(C)(11)(b)-(c), Beverly
  Hills D.1-D.2, Cudahy (7)(d)) and Beverly Hills' 10,000 sq ft site test
  (C.2.a, C.4).

  Undecided is not zero: a parcel wholly or partly outside the ground a
  footprint layer covers (its *_COVERAGE polygons, else its extent), or
  outside the raster or on its NoData, gets empty figures and a status
  saying why; only ok and repaired mean measured.

  Using the engine from other code (the design volume, LID applicability):

    SwImperviousScreen impervious;
    // Parameters as stormwater:impervious takes them: STRUCTURES and/or
    // IMPROVEMENTS (+ IMPROVEMENT_TYPE_FIELD, STRUCTURES_COVERAGE,
    // IMPROVEMENTS_COVERAGE, DIGITIZING_TOLERANCE), and/or LAND_COVER +
    // LAND_COVER_CLASSES (+ LAND_COVER_BAND). prepare() refuses parameters
    // with none of them: ask SwImperviousScreen::inputsGiven() first.
    impervious.prepare( parameters, context, feedback, setup ); // once, one thread
    // Any thread, on a parcel the pipeline prepared (working CRS, GEOS copy, area):
    const SwImperviousScreen::Figures figures = impervious.measure( parcel );
    if ( figures.decided() )
      use( figures.sqft, figures.fraction );  // else figures.status says why
    // Or the row of the output layer: impervious.evaluate( parcel ), read
    // back with SwImperviousScreen::figures( row ) or SwImperviousRow's columns.
 ***************************************************************************/
#ifndef SWIMPERVIOUSSCREEN_H
#define SWIMPERVIOUSSCREEN_H

#include "pipeline/swscreen.h"
#include "screens/swfootprints.h"

#include <QMutex>

#include <limits>
#include <memory>

class SwLandCover;

class SwImperviousScreen : public SwScreen
{
public:
  //! One parcel's impervious area, as evaluate() writes it.
  struct Figures
  {
    //! Impervious square feet, and their share of the parcel's area (0 to 1); 0 unless decided().
    double sqft = 0;
    double fraction = 0;
    //! What the figures rest on: footprints(), landCover() or footprintsUnionLandCover(); empty unless decided().
    QString basis;
    //! Each source's own figure before they combine; NaN when that source was not given or cannot decide the parcel.
    double footprintSqft = std::numeric_limits<double>::quiet_NaN();
    double landCoverSqft = std::numeric_limits<double>::quiet_NaN();
    //! ok or repaired when measured; else why not: the parcel's geometry status, or undecided_outside_footprints...
    QString status;
    //! True when the figures are measured (status ok or repaired). Undecided is never 0.
    bool decided() const { return SwStatus::evaluated( status ); }
  };

  SwImperviousScreen();
  ~SwImperviousScreen() override;

  //! True when \a parameters give what prepare() needs: STRUCTURES, IMPROVEMENTS or LAND_COVER (IMPERVIOUS aside).
  static bool inputsGiven( const QVariantMap &parameters, QgsProcessingContext &context );

  void addParameters( SwParameterSink &sink, bool combined ) const override;
  QString fieldsHelp() const override;
  /**
   * In stormwater:screenparcels the screen runs when IMPERVIOUS is true or
   * LAND_COVER is given: STRUCTURES and IMPROVEMENTS alone are the vacant
   * screen's, and do not make a run measure impervious area.
   */
  bool isConfigured( const QVariantMap &parameters, QgsProcessingContext &context ) const override;
  QString inputsToRun() const override { return QObject::tr( "tick IMPERVIOUS or give LAND_COVER" ); }
  void prepare( const QVariantMap &parameters, QgsProcessingContext &context, QgsProcessingFeedback *feedback, const SwScreenSetup &setup ) override;
  QgsAttributes evaluate( const SwParcel &parcel ) const override;
  QStringList sharedFigures() const override;
  void share( const QgsAttributes &row, SwParcel &parcel ) const override;
  //! Impervious area is a figure, not a flag: empty.
  QString flag( const QgsAttributes &row ) const override;
  QList<SwFlagWords> flagWords() const override;
  QString reasonWords( const QString &reason ) const override;
  QList<SwReportColumn> reportColumns() const override;
  QStringList reportCells( const QgsAttributes &row ) const override;
  QString reportNote() const override;
  QStringList summary() const override;

  //! The figures of \a parcel. Thread safe, after prepare().
  Figures measure( const SwParcel &parcel ) const;
  //! The figures a row of this screen holds.
  static Figures figures( const QgsAttributes &row );

  //! impervious_basis values.
  static QString footprints() { return QStringLiteral( "footprints" ); }
  static QString landCover() { return QStringLiteral( "land_cover" ); }
  static QString footprintsUnionLandCover() { return QStringLiteral( "footprints_union_land_cover" ); }
  //! Statuses of a parcel whose impervious area cannot be measured.
  static QString outsideFootprints() { return QStringLiteral( "undecided_outside_footprints" ); }
  static QString partlyOutsideFootprints() { return QStringLiteral( "undecided_partly_outside_footprints" ); }
  static QString outsideLandCover() { return QStringLiteral( "undecided_outside_land_cover" ); }
  static QString landCoverNoData() { return QStringLiteral( "undecided_land_cover_nodata" ); }

private:
  SwFootprints mFootprints;
  bool mUseFootprints = false;
  std::unique_ptr<SwLandCover> mLandCover;
  SwWorkingCrs mWorking = SwWorkingCrs( QgsCoordinateReferenceSystem( SwWorkingCrs::defaultAuthId() ) );
  QString mCitation;
  QStringList mPrepareNotes;

  //! Totals for the log and the report, gathered on the worker threads.
  mutable QMutex mTotalsMutex;
  mutable long long mMeasured = 0;
  mutable long long mUndecided = 0;
  mutable double mImperviousSqft = 0;
  mutable double mParcelSqft = 0;
};

#endif // SWIMPERVIOUSSCREEN_H
