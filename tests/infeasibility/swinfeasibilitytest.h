/***************************************************************************
  swinfeasibilitytest.h: what the infeasibility suites share: synthetic
  geometry at a Signal Hill origin, the analytic circle areas the well
  zones are checked against, and a run of stormwater:infeasibility read
  back by APN.
 ***************************************************************************/
#ifndef SWINFEASIBILITYTEST_H
#define SWINFEASIBILITYTEST_H

#include "swtestfeature.h"

#include "swtestdata.h"
#include "swtestpostgis.h"
#include "swtestrun.h"

#include <QMap>
#include <QString>

#include <cmath>
#include <memory>

namespace SwInfeasibilityTest
{
  using SwTestFeature::point;
  using SwTestFeature::rect;
  using SwTestFeature::X0;
  using SwTestFeature::Y0;
  //! Sides of a well's circle, as the help states (64 per quarter circle).
  constexpr int CIRCLE_SIDES = 256;

  /**
   * Area of the part of a disk of radius \a r beyond a line \a d from its
   * centre: r^2 acos(d/r) - d sqrt(r^2 - d^2) (0 when d >= r).
   */
  inline double segment( double r, double d )
  {
    if ( d >= r )
      return 0;
    return r * r * std::acos( d / r ) - d * std::sqrt( r * r - d * d );
  }

  //! Area of the union of two disks of radius \a r whose centres are \a c apart (c <= 2r).
  inline double twoDiskUnion( double r, double c )
  {
    return 2 * M_PI * r * r - ( 2 * r * r * std::acos( c / ( 2 * r ) ) - ( c / 2 ) * std::sqrt( 4 * r * r - c * c ) );
  }

  /**
   * Radius of the circle through the vertices of the well polygon drawn
   * around the circle of \a r: the polygon lies between the two circles, so
   * any area it gives lies between the two circles' areas.
   */
  inline double outerRadius( double r )
  {
    return r / std::cos( M_PI / CIRCLE_SIDES );
  }

  inline QgsFields parcelFields()
  {
    return SwTestData::fields( { QStringLiteral( "apn:string" ), QStringLiteral( "owner:string" ) } );
  }
  inline QgsFields wellFields()
  {
    return SwTestData::fields( { QStringLiteral( "well_id:string" ), QStringLiteral( "use:string" ), QStringLiteral( "accuracy:string" ) } );
  }

  struct Screened
  {
    SwTestRun::Result run;
    QMap<QString, QgsFeature> byApn;
    long long count = 0;
  };

  inline Screened screen( const QVariantMap &parameters, SwTestRun::RecordingFeedback *feedback = nullptr )
  {
    Screened s;
    s.run = SwTestRun::run( QStringLiteral( "stormwater:infeasibility" ), parameters, feedback );
    if ( s.run.ok )
    {
      std::unique_ptr<QgsVectorLayer> layer = SwTestData::openLayer( parameters.value( QStringLiteral( "OUTPUT" ) ).toString() );
      s.count = layer->featureCount();
      s.byApn = SwTestData::featuresBy( layer.get(), QStringLiteral( "apn" ) );
    }
    return s;
  }

  //! How a run compared with PostGIS, for the test's log.
  struct PostgisComparison
  {
    int parcels = 0;
    int withWells = 0;
    int withSeveral = 0;
    int full = 0;
    double worstPolygonDifference = 0;
    double worstWellDifference = 0;
    QString describe() const;
  };

  /**
   * Checks every parcel of \a screened against PostGIS's own figures over the
   * tables parcels, wells, groundwater, soils, brownfields and geohazards of
   * \a postgis (loaded with the run's inputs, run with default parameters):
   * ST_Distance to drinking wells, ST_Area(ST_Intersection(...)) with each
   * condition's ST_Union and with the union of all, the shallowest lens.
   * Failures name the APN.
   */
  PostgisComparison compareWithPostgis( const Screened &screened, SwTestPostgis &postgis );
} // namespace SwInfeasibilityTest

#endif // SWINFEASIBILITYTEST_H
