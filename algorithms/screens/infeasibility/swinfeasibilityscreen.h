/***************************************************************************
  swinfeasibilityscreen.h: the technical-infeasibility screen. Where on a
  parcel on-site retention of the storm water quality design volume is
  technically infeasible (Signal Hill 12.16.114(E)(2), 12.16.116(C)(1);
  Beverly Hills F.3.d): within 100 ft of a drinking-water well, over
  seasonal high groundwater within 10 ft of grade, on soils infiltrating
  below 0.3 in/hr, on brownfield sites, on mapped geotechnical hazards.
  Each condition's zone is built once; each parcel is measured against
  them, every area counted once.

  The conditions: swdrinkingwells.h, swgroundwaterzones.h, swslowsoils.h,
  swpolygoncondition.h (brownfields, geohazards), sharing
  swinfeasibilitycondition.h. The row: swinfeasibilityrow.h. The ZONES
  map: swinfeasibilityzones.h. Parameter names:
  swinfeasibilityparameters.h.
 ***************************************************************************/
#ifndef SWINFEASIBILITYSCREEN_H
#define SWINFEASIBILITYSCREEN_H

#include "pipeline/swscreen.h"
#include "screens/infeasibility/swdrinkingwells.h"
#include "screens/infeasibility/swgroundwaterzones.h"
#include "screens/infeasibility/swinfeasibilityzones.h"
#include "screens/infeasibility/swpolygoncondition.h"
#include "screens/infeasibility/swslowsoils.h"

class SwInfeasibilityScreen : public SwScreen
{
public:
  SwInfeasibilityScreen();
  void addParameters( SwParameterSink &sink, bool combined ) const override;
  QString fieldsHelp() const override;
  bool isConfigured( const QVariantMap &parameters, QgsProcessingContext &context ) const override;
  QString inputsToRun() const override { return QObject::tr( "give WELLS, GROUNDWATER, BROWNFIELDS, GEOHAZARDS, or SOILS with infiltration rates" ); }
  void prepare( const QVariantMap &parameters, QgsProcessingContext &context, QgsProcessingFeedback *feedback, const SwScreenSetup &setup ) override;
  QgsAttributes evaluate( const SwParcel &parcel ) const override;
  QStringList sharedFigures() const override;
  void share( const QgsAttributes &row, SwParcel &parcel ) const override;
  QString flag( const QgsAttributes &row ) const override;
  QList<SwFlagWords> flagWords() const override;
  QList<SwReportColumn> reportColumns() const override;
  QStringList reportCells( const QgsAttributes &row ) const override;
  QString reasonWords( const QString &reason ) const override;
  QStringList summary() const override;

  //! The zones of the conditions that were screened, wells first.
  QList<SwInfeasibilityZone> zones() const;

  static QString none() { return QStringLiteral( "none" ); }
  static QString partial() { return QStringLiteral( "partial" ); }
  static QString full() { return QStringLiteral( "full" ); }
  //! Statuses of a parcel partly off the GROUNDWATER or SOILS map (outside unknown) that the mapped part does not decide.
  static QString undecidedOutsideGroundwater() { return QStringLiteral( "undecided_outside_groundwater" ); }
  static QString undecidedOutsideSoils() { return QStringLiteral( "undecided_outside_soils" ); }
  static QString undecidedOutsideGroundwaterAndSoils() { return QStringLiteral( "undecided_outside_groundwater_and_soils" ); }

private:
  //! The status naming \a conditions (groundwater, slow_soil) whose maps leave part of a parcel unknown.
  static QString undecidedOutside( const QStringList &conditions );

  SwWorkingCrs mWorking = SwWorkingCrs( QgsCoordinateReferenceSystem( SwWorkingCrs::defaultAuthId() ) );
  SwDrinkingWells mWells;
  SwGroundwaterZones mGroundwater;
  SwSlowSoils mSoils;
  SwPolygonCondition mBrownfields = SwPolygonCondition::brownfields();
  SwPolygonCondition mGeohazards = SwPolygonCondition::geohazards();
  QStringList mSummary;
};

#endif // SWINFEASIBILITYSCREEN_H
