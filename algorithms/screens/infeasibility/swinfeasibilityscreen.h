/***************************************************************************
  swinfeasibilityscreen.h: the technical-infeasibility screen. Where on a
  parcel on-site retention of the storm water quality design volume is
  technically infeasible (Signal Hill 12.16.114(E)(2), 12.16.116(C)(1);
  Beverly Hills F.3.d): within 100 ft of a drinking-water well, over
  seasonal high groundwater within 10 ft of grade, on soils infiltrating
  below 0.3 in/hr, on brownfield sites, on mapped geotechnical hazards.
  Each condition's zone is built once; each parcel is measured against
  them, every area counted once.
 ***************************************************************************/
#ifndef SWINFEASIBILITYSCREEN_H
#define SWINFEASIBILITYSCREEN_H

#include "core/swfeatureindex.h"
#include "pipeline/swscreen.h"
#include "core/swzoneindex.h"

#include <array>

class SwInfeasibilityScreen : public SwScreen
{
public:
  //! The conditions, in the order of the output fields.
  enum class Condition
  {
    Well,
    Groundwater,
    Soil,
    Brownfield,
    Geohazard,
  };
  static constexpr int CONDITION_COUNT = 5;

  //! One condition's zone, for the ZONES map.
  struct Zone
  {
    QString condition; //!< well, groundwater, soil, brownfield, geohazard
    QString threshold; //!< the rule with its unit ("within 100 ft of a drinking-water well")
    QString citation;
    QVariant approximate;  //!< wells: true when any well's position is approximate; null for other conditions
    long long sources = 0; //!< input features that make the zone
    QString detail;
    QgsGeometry geometry; //!< dissolved, working CRS
  };

  QString id() const override { return QStringLiteral( "infeasibility" ); }
  QString title() const override;
  void addParameters( SwParameterSink &sink, bool combined ) const override;
  QString parameterHelp() const override;
  bool isConfigured( const QVariantMap &parameters, QgsProcessingContext &context ) const override;
  void prepare( const QVariantMap &parameters, QgsProcessingContext &context, QgsProcessingFeedback *feedback, const SwScreenSetup &setup ) override;
  QgsFields fields() const override;
  QgsAttributes evaluate( const SwParcel &parcel ) const override;
  QString flag( const QgsAttributes &row ) const override;
  QStringList summary() const override { return mSummary; }

  //! The zones of the conditions that were screened, wells first.
  QList<Zone> zones() const;

  //! Vertices of a well's circle: 64 per quarter circle.
  static int circleSegments() { return 256; }
  /**
   * A well's zone: the regular polygon of circleSegments() sides whose
   * edges touch the true circle of \a radius, so the zone holds every
   * point within the radius and overstates the circle's area by
   * tan(pi/n)/(pi/n) - 1 = 0.005% (at most 0.0075 ft beyond 100 ft).
   */
  static QgsGeometry wellCircle( const QgsPointXY &center, double radius );

  //! Condition token as written in the `conditions` field and in ZONES.
  static QString conditionName( Condition condition );

  static QString none() { return QStringLiteral( "none" ); }
  static QString partial() { return QStringLiteral( "partial" ); }
  static QString full() { return QStringLiteral( "full" ); }

private:
  struct ConditionZone
  {
    bool screened = false;
    SwZoneIndex zone;
    QString citation;
    long long sources = 0;
  };

  ConditionZone &zoneOf( Condition condition ) { return mZones[static_cast<size_t>( condition )]; }
  const ConditionZone &zoneOf( Condition condition ) const { return mZones[static_cast<size_t>( condition )]; }

  void prepareWells( const QVariantMap &parameters, QgsProcessingContext &context, QgsProcessingFeedback *feedback, const SwProfile &profile );
  void prepareGroundwater( const QVariantMap &parameters, QgsProcessingContext &context, QgsProcessingFeedback *feedback, const SwProfile &profile );
  void prepareSoils( const QVariantMap &parameters, QgsProcessingContext &context, QgsProcessingFeedback *feedback, const SwProfile &profile, bool combined );
  void preparePolygons( Condition condition, const QString &parameter, const QVariantMap &parameters, QgsProcessingContext &context, QgsProcessingFeedback *feedback, const QString &typeField );

  SwWorkingCrs mWorking = SwWorkingCrs( QgsCoordinateReferenceSystem( SwWorkingCrs::defaultAuthId() ) );
  std::array<ConditionZone, CONDITION_COUNT> mZones;

  // Wells: the counted (drinking-water) wells as points, for exact distances.
  SwFeatureIndex mWells;
  double mWellFeet = 100;
  double mWellSearchFeet = 5280;
  bool mAccuracyGiven = false;
  long long mApproximateWells = 0;
  QString mWellDetail;

  double mGroundwaterFeet = 10;
  double mShallowFeet = 5;
  double mInfiltrationInHr = 0.3;
  QString mConditionsProfile;
  QStringList mSummary;
};

#endif // SWINFEASIBILITYSCREEN_H
