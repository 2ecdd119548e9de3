/***************************************************************************
  test_infeasibility_outside.cpp: ground off the GROUNDWATER or SOILS map.
  A groundwater map of part of a city says nothing about the rest: a parcel
  there is not "none" unless the planner says the layer lists every
  shallow zone (GROUNDWATER_OUTSIDE=not_present). The answers are known by
  construction: the groundwater map ends at x = 600, the soil map at
  x = 1000, slow soil lies at 650..750 x 500..600.
 ***************************************************************************/
#include "swinfeasibilitytest.h"

#include <QTemporaryDir>

#include <gtest/gtest.h>

using namespace SwInfeasibilityTest;

namespace
{
  using SwTestFeature::isNull;
  using SwTestFeature::number;
  using SwTestFeature::text;

  struct OffMapScene
  {
    QTemporaryDir dir;
    QVariantMap parameters;

    OffMapScene()
    {
      const QString data = dir.filePath( QStringLiteral( "maps.gpkg" ) );
      const QString parcels = SwTestData::writeLayer( data, QStringLiteral( "parcels" ), QStringLiteral( "MultiPolygon" ), QStringLiteral( "EPSG:2229" ), parcelFields(),
                                                      { { rect( 200, 200, 300, 300 ), { QStringLiteral( "on-both-maps" ), QString() } },
                                                        { rect( 700, 200, 800, 300 ), { QStringLiteral( "off-groundwater" ), QString() } },
                                                        { rect( 1200, 200, 1300, 300 ), { QStringLiteral( "off-both" ), QString() } },
                                                        { rect( 650, 500, 750, 600 ), { QStringLiteral( "slow-off-groundwater" ), QString() } },
                                                        { rect( 700, 500, 800, 600 ), { QStringLiteral( "half-slow-off-groundwater" ), QString() } },
                                                        { rect( 550, 200, 650, 300 ), { QStringLiteral( "across-groundwater-edge" ), QString() } },
                                                        { rect( 0, 0, 100, 100 ), { QStringLiteral( "shallow" ), QString() } } } );
      const QString soils = SwTestData::writeLayer( data, QStringLiteral( "soils" ), QStringLiteral( "MultiPolygon" ), QStringLiteral( "EPSG:2229" ), SwTestData::fields( { QStringLiteral( "musym:string" ), QStringLiteral( "ksat_in_hr:double" ) } ),
                                                    { { QStringLiteral( "MULTIPOLYGON(((%1 %2, %3 %2, %3 %4, %1 %4, %1 %2), (%5 %6, %7 %6, %7 %8, %5 %8, %5 %6)))" )
                                                          .arg( X0, 0, 'f', 1 )
                                                          .arg( Y0, 0, 'f', 1 )
                                                          .arg( X0 + 1000, 0, 'f', 1 )
                                                          .arg( Y0 + 1000, 0, 'f', 1 )
                                                          .arg( X0 + 650, 0, 'f', 1 )
                                                          .arg( Y0 + 500, 0, 'f', 1 )
                                                          .arg( X0 + 750, 0, 'f', 1 )
                                                          .arg( Y0 + 600, 0, 'f', 1 ),
                                                        { QStringLiteral( "RmC" ), 1.2 } },
                                                      { rect( 650, 500, 750, 600 ), { QStringLiteral( "ZaC" ), 0.1 } } } );
      const QString groundwater = SwTestData::writeLayer( data, QStringLiteral( "groundwater" ), QStringLiteral( "MultiPolygon" ), QStringLiteral( "EPSG:2229" ), SwTestData::fields( { QStringLiteral( "depth_ft:double" ) } ),
                                                          { { rect( 100, 0, 600, 1000 ), { 30.0 } }, { rect( 0, 0, 100, 1000 ), { 6.0 } } } );
      parameters = { { QStringLiteral( "PARCELS" ), parcels }, { QStringLiteral( "SOILS" ), soils }, { QStringLiteral( "GROUNDWATER" ), groundwater } };
    }

    Screened run( const QString &name, QVariantMap extra = QVariantMap() ) const
    {
      QVariantMap all = parameters;
      for ( auto it = extra.cbegin(); it != extra.cend(); ++it )
        all.insert( it.key(), it.value() );
      all.insert( QStringLiteral( "OUTPUT" ), dir.filePath( name ) );
      return screen( all );
    }
  };

  const OffMapScene &scene()
  {
    static OffMapScene s;
    return s;
  }

  struct Expected
  {
    const char *apn;
    const char *infeasibility; // "" for empty
    const char *status;
    double groundwaterSqft; // NaN for empty
    double soilSqft;
  };

  void check( const Screened &s, const Expected &e )
  {
    const QgsFeature f = s.byApn.value( QString::fromLatin1( e.apn ) );
    ASSERT_TRUE( f.isValid() ) << e.apn;
    if ( *e.infeasibility )
      EXPECT_EQ( text( f, "infeasibility" ), QString::fromLatin1( e.infeasibility ) ) << e.apn;
    else
      EXPECT_TRUE( isNull( f, "infeasibility" ) ) << e.apn << ": " << text( f, "infeasibility" ).toStdString();
    EXPECT_EQ( text( f, "status" ), QString::fromLatin1( e.status ) ) << e.apn;
    if ( std::isnan( e.groundwaterSqft ) )
      EXPECT_TRUE( isNull( f, "groundwater_infeasible_sqft" ) ) << e.apn;
    else
      EXPECT_NEAR( number( f, "groundwater_infeasible_sqft" ), e.groundwaterSqft, 1e-6 ) << e.apn;
    if ( std::isnan( e.soilSqft ) )
      EXPECT_TRUE( isNull( f, "soil_infeasible_sqft" ) ) << e.apn;
    else
      EXPECT_NEAR( number( f, "soil_infeasible_sqft" ), e.soilSqft, 1e-6 ) << e.apn;
  }
} // namespace

TEST( InfeasibilityOffTheMap, OutsideAGroundwaterOrSoilMapIsNotNone )
{
  const Screened s = scene().run( QStringLiteral( "unknown.gpkg" ) );
  ASSERT_TRUE( s.run.ok ) << s.run.error.toStdString();
  ASSERT_EQ( s.count, 7 );
  const double nan = std::numeric_limits<double>::quiet_NaN();
  for ( const Expected &e : {
          Expected{ "on-both-maps", "none", "ok", 0, 0 },
          // Off the groundwater map, on fast soil: groundwater unknown, so not "none".
          Expected{ "off-groundwater", "", "undecided_outside_groundwater", nan, 0 },
          Expected{ "off-both", "", "undecided_outside_groundwater_and_soils", nan, nan },
          // Wholly on slow soil: full whatever the groundwater.
          Expected{ "slow-off-groundwater", "full", "ok", nan, 10000 },
          // Half on slow soil: at least partial, maybe full.
          Expected{ "half-slow-off-groundwater", "partial", "undecided_outside_groundwater", nan, 5000 },
          Expected{ "across-groundwater-edge", "", "undecided_outside_groundwater", nan, 0 },
          Expected{ "shallow", "full", "ok", 10000, 0 } } )
    check( s, e );
  EXPECT_TRUE( s.run.warnings.contains( QStringLiteral( "GROUNDWATER: 5 parcel(s) lie wholly or partly outside the polygons of layer 'groundwater', where it says nothing (GROUNDWATER_OUTSIDE = unknown; set it to not_present if the layer maps every such place): APN off-groundwater, off-both, slow-off-groundwater, half-slow-off-groundwater, across-groundwater-edge" ) ) )
    << s.run.warnings.join( '\n' ).toStdString();
  EXPECT_TRUE( s.run.warnings.contains( QStringLiteral( "SOILS: 1 parcel(s) lie wholly or partly outside the polygons of layer 'soils', where it says nothing (SOILS_OUTSIDE = unknown; set it to not_present if the layer maps every such place): APN off-both" ) ) )
    << s.run.warnings.join( '\n' ).toStdString();
}

TEST( InfeasibilityOffTheMap, NotPresentOutsideDecidesEveryParcel )
{
  const Screened s = scene().run( QStringLiteral( "not-present.gpkg" ), { { QStringLiteral( "GROUNDWATER_OUTSIDE" ), QStringLiteral( "not_present" ) }, { QStringLiteral( "SOILS_OUTSIDE" ), QStringLiteral( "not_present" ) } } );
  ASSERT_TRUE( s.run.ok ) << s.run.error.toStdString();
  for ( const Expected &e : {
          Expected{ "on-both-maps", "none", "ok", 0, 0 },
          Expected{ "off-groundwater", "none", "ok", 0, 0 },
          Expected{ "off-both", "none", "ok", 0, 0 },
          Expected{ "slow-off-groundwater", "full", "ok", 0, 10000 },
          Expected{ "half-slow-off-groundwater", "partial", "ok", 0, 5000 },
          Expected{ "across-groundwater-edge", "none", "ok", 0, 0 },
          Expected{ "shallow", "full", "ok", 10000, 0 } } )
    check( s, e );
  for ( const QString &warning : s.run.warnings )
    EXPECT_FALSE( warning.contains( QStringLiteral( "outside the polygons" ) ) ) << warning.toStdString();
}

TEST( InfeasibilityOffTheMap, OnlyOneLayerCanBeCalledAnInventory )
{
  // The groundwater layer lists the shallow zones; the soil survey has its holes.
  const Screened s = scene().run( QStringLiteral( "groundwater-inventory.gpkg" ), { { QStringLiteral( "GROUNDWATER_OUTSIDE" ), QStringLiteral( "not present" ) } } );
  ASSERT_TRUE( s.run.ok ) << s.run.error.toStdString();
  const double nan = std::numeric_limits<double>::quiet_NaN();
  check( s, Expected{ "off-groundwater", "none", "ok", 0, 0 } );
  check( s, Expected{ "off-both", "", "undecided_outside_soils", 0, nan } );
}
