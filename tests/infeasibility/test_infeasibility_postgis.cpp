/***************************************************************************
  test_infeasibility_postgis.cpp: stormwater:infeasibility's figures on an
  irregular synthetic city (jittered parcels, star-shaped soils, lenses and
  sites, a 1,500-vertex hazard zone, wells scattered among them) against
  an independent computation: PostGIS ST_Area(ST_Intersection(...)) and
  ST_Distance on a real server the test starts itself.
 ***************************************************************************/
#include "swinfeasibilitytest.h"
#include "swtestpostgis.h"

#include <QTemporaryDir>

#include <gtest/gtest.h>

#include <cstdint>
#include <iostream>

using namespace SwInfeasibilityTest;

namespace
{
  // A small deterministic generator, so the scene is the same on every run.
  class Lcg
  {
  public:
    explicit Lcg( uint64_t seed )
      : mState( seed )
    {
    }
    double uniform( double low, double high )
    {
      mState = mState * 6364136223846793005ULL + 1442695040888963407ULL;
      return low + ( high - low ) * static_cast<double>( mState >> 11 ) / static_cast<double>( 1ULL << 53 );
    }

  private:
    uint64_t mState;
  };

  // A star-shaped polygon: radius R (1 + a sin(k t + phase)) around (cx, cy).
  QString star( double cx, double cy, double radius, double amplitude, int lobes, double phase, int vertices )
  {
    QStringList ring;
    for ( int i = 0; i <= vertices; ++i )
    {
      const double t = ( i % vertices ) * 2 * M_PI / vertices;
      const double r = radius * ( 1 + amplitude * std::sin( lobes * t + phase ) );
      ring << QStringLiteral( "%1 %2" ).arg( X0 + cx + r * std::cos( t ), 0, 'f', 4 ).arg( Y0 + cy + r * std::sin( t ), 0, 'f', 4 );
    }
    return QStringLiteral( "MULTIPOLYGON(((%1)))" ).arg( ring.join( QLatin1String( ", " ) ) );
  }

  QString quad( double x1, double y1, double x2, double y2, double x3, double y3, double x4, double y4 )
  {
    return QStringLiteral( "MULTIPOLYGON(((%1 %2, %3 %4, %5 %6, %7 %8, %1 %2)))" )
      .arg( X0 + x1, 0, 'f', 4 )
      .arg( Y0 + y1, 0, 'f', 4 )
      .arg( X0 + x2, 0, 'f', 4 )
      .arg( Y0 + y2, 0, 'f', 4 )
      .arg( X0 + x3, 0, 'f', 4 )
      .arg( Y0 + y3, 0, 'f', 4 )
      .arg( X0 + x4, 0, 'f', 4 )
      .arg( Y0 + y4, 0, 'f', 4 );
  }
} // namespace

TEST( InfeasibilityPostgis, AreasAndDistancesMatchPostgis )
{
  if ( !SwTestPostgis::available() )
    GTEST_SKIP() << "PostgreSQL or ogr2ogr is not installed";
  QTemporaryDir dir;
  const QString data = dir.filePath( QStringLiteral( "city.gpkg" ) );
  Lcg random( 20240611 );

  // 20 x 15 parcels of about 120 x 100 ft, corners shared and jittered.
  constexpr int COLUMNS = 20;
  constexpr int ROWS = 15;
  std::vector<std::vector<std::pair<double, double>>> corners( COLUMNS + 1, std::vector<std::pair<double, double>>( ROWS + 1 ) );
  for ( int i = 0; i <= COLUMNS; ++i )
  {
    for ( int j = 0; j <= ROWS; ++j )
      corners[i][j] = { i * 120.0 + random.uniform( -15, 15 ), j * 100.0 + random.uniform( -15, 15 ) };
  }
  std::vector<SwTestData::Row> parcels;
  for ( int i = 0; i < COLUMNS; ++i )
  {
    for ( int j = 0; j < ROWS; ++j )
    {
      const auto &a = corners[i][j];
      const auto &b = corners[i + 1][j];
      const auto &c = corners[i + 1][j + 1];
      const auto &d = corners[i][j + 1];
      parcels.push_back( { quad( a.first, a.second, b.first, b.second, c.first, c.second, d.first, d.second ), { QStringLiteral( "P%1-%2" ).arg( i ).arg( j ), QString() } } );
    }
  }
  std::vector<SwTestData::Row> wells;
  const QStringList uses{ QStringLiteral( "drinking" ), QStringLiteral( "Municipal" ), QStringLiteral( "irrigation" ), QStringLiteral( "domestic" ), QStringLiteral( "monitoring" ) };
  for ( int w = 0; w < 25; ++w )
    wells.push_back( { point( random.uniform( 0, 2400 ), random.uniform( 0, 1500 ) ), { QStringLiteral( "W%1" ).arg( w ), uses.at( w % uses.size() ), QStringLiteral( "exact" ) } } );
  std::vector<SwTestData::Row> groundwater{
    { star( 400, 300, 250, 0.3, 3, 0.2, 60 ), { 3.0 } },
    { star( 700, 500, 300, 0.25, 4, 1.0, 60 ), { 8.0 } },
    { star( 1600, 900, 350, 0.2, 5, 0.5, 60 ), { 12.0 } },
    { star( 1800, 1100, 200, 0.35, 3, 2.0, 60 ), { 9.5 } } };
  std::vector<SwTestData::Row> soils{
    { star( 1200, 300, 300, 0.3, 4, 0.0, 48 ), { QStringLiteral( "ZaC" ), 0.1 } },
    { star( 1500, 400, 250, 0.2, 3, 0.7, 48 ), { QStringLiteral( "RmC" ), 0.5 } },
    { star( 300, 1200, 280, 0.3, 5, 1.3, 48 ), { QStringLiteral( "ChA" ), 0.25 } },
    { star( 2100, 300, 260, 0.25, 2, 0.4, 48 ), { QStringLiteral( "MoA" ), 0.29 } },
    { star( 900, 1300, 200, 0.3, 3, 2.2, 48 ), { QStringLiteral( "HoA" ), 2.0 } } };
  std::vector<SwTestData::Row> brownfields{
    { star( 1000, 800, 150, 0.2, 4, 0.1, 24 ), { QStringLiteral( "Tank farm" ) } },
    { star( 1100, 850, 120, 0.3, 3, 0.9, 24 ), { QStringLiteral( "Sump" ) } },
    { star( 2200, 1300, 180, 0.25, 5, 1.7, 24 ), { QStringLiteral( "Rail yard" ) } } };
  std::vector<SwTestData::Row> hazards{
    { star( 600, 1000, 500, 0.15, 7, 0.3, 1500 ), { QStringLiteral( "liquefaction" ) } },
    { star( 1900, 600, 220, 0.3, 3, 1.1, 40 ), { QStringLiteral( "landslide" ) } } };

  QVariantMap parameters;
  parameters.insert( QStringLiteral( "PARCELS" ), SwTestData::writeLayer( data, QStringLiteral( "parcels" ), QStringLiteral( "MultiPolygon" ), QStringLiteral( "EPSG:2229" ), parcelFields(), parcels ) );
  parameters.insert( QStringLiteral( "WELLS" ), SwTestData::writeLayer( data, QStringLiteral( "wells" ), QStringLiteral( "Point" ), QStringLiteral( "EPSG:2229" ), wellFields(), wells ) );
  parameters.insert( QStringLiteral( "GROUNDWATER" ), SwTestData::writeLayer( data, QStringLiteral( "groundwater" ), QStringLiteral( "MultiPolygon" ), QStringLiteral( "EPSG:2229" ), SwTestData::fields( { QStringLiteral( "depth_ft:double" ) } ), groundwater ) );
  // The scene's soil and groundwater polygons list the places with the condition, as PostGIS's peer query reads them.
  parameters.insert( QStringLiteral( "GROUNDWATER_OUTSIDE" ), QStringLiteral( "not_present" ) );
  parameters.insert( QStringLiteral( "SOILS_OUTSIDE" ), QStringLiteral( "not_present" ) );
  parameters.insert( QStringLiteral( "SOILS" ), SwTestData::writeLayer( data, QStringLiteral( "soils" ), QStringLiteral( "MultiPolygon" ), QStringLiteral( "EPSG:2229" ), SwTestData::fields( { QStringLiteral( "musym:string" ), QStringLiteral( "ksat_in_hr:double" ) } ), soils ) );
  parameters.insert( QStringLiteral( "BROWNFIELDS" ), SwTestData::writeLayer( data, QStringLiteral( "brownfields" ), QStringLiteral( "MultiPolygon" ), QStringLiteral( "EPSG:2229" ), SwTestData::fields( { QStringLiteral( "site_name:string" ) } ), brownfields ) );
  parameters.insert( QStringLiteral( "GEOHAZARDS" ), SwTestData::writeLayer( data, QStringLiteral( "geohazards" ), QStringLiteral( "MultiPolygon" ), QStringLiteral( "EPSG:2229" ), SwTestData::fields( { QStringLiteral( "hazard:string" ) } ), hazards ) );
  parameters.insert( QStringLiteral( "OUTPUT" ), dir.filePath( QStringLiteral( "screened.gpkg" ) ) );
  const Screened s = screen( parameters );
  ASSERT_TRUE( s.run.ok ) << s.run.error.toStdString();
  ASSERT_EQ( s.count, COLUMNS * ROWS );

  SwTestPostgis postgis;
  ASSERT_TRUE( postgis.ok() ) << postgis.error().toStdString();
  ASSERT_TRUE( postgis.load( data ) ) << postgis.error().toStdString();
  const PostgisComparison c = compareWithPostgis( s, postgis );
  EXPECT_EQ( c.parcels, COLUMNS * ROWS );
  std::cout << c.describe().toStdString() << std::endl;
  // The scene exercises what it means to.
  EXPECT_GT( c.withWells, 10 );
  EXPECT_GT( c.withSeveral, 10 );
  EXPECT_GT( c.full, 5 );
}
