/***************************************************************************
  test_hillside.cpp: stormwater:hillside on synthetic DEMs and layers whose
  answers are known by construction: tilted planes of exactly 20% and 30%
  under parcels of any shape, NoData and off-DEM parcels, elevations in
  metres on a feet grid and feet on a metre grid, the contour method on
  hand-measured contours, Cudahy's 15% and Signal Hill's 25% boundaries,
  erodible soil rows (no minimum area by default, MIN_STEEP_SQFT when set), slope polygons, QGIS's zonal
  statistics beside the exact-coverage answer, bad inputs.
 ***************************************************************************/
#include "screens/hillside/swhillsidescreen.h"
#include "swhillsidetest.h"
#include "swtestfeature.h"
#include "processing/swparcelscreenalgorithm.h"

#include "qgsapplication.h"
#include "qgscoordinatetransform.h"
#include "qgscoordinatetransformcontext.h"
#include "qgsprocessingcontext.h"
#include "qgsprocessingregistry.h"

#include <QTemporaryDir>

#include <gtest/gtest.h>

#include <cmath>
#include <iostream>

using namespace SwHillsideTest;

namespace
{
  const QString R1 = QStringLiteral( "R1" );
  const QString HOME = QStringLiteral( "0100" );

  QgsFields soilFields()
  {
    return SwTestData::fields( { QStringLiteral( "musym:string" ), QStringLiteral( "erosive:string" ), QStringLiteral( "kfact:double" ) } );
  }

  //! Soils: erosive west of local x = 500, not east of it.
  QString writeSoils( const QString &gpkg )
  {
    return SwTestData::writeLayer( gpkg, QStringLiteral( "soils" ), QStringLiteral( "MultiPolygon" ), QStringLiteral( "EPSG:2229" ), soilFields(),
                                   { { rect( -100, -100, 500, 1100 ), { QStringLiteral( "ChA" ), QStringLiteral( "Y" ), 0.43 } },
                                     { rect( 500, -100, 1100, 1100 ), { QStringLiteral( "RmC" ), QStringLiteral( "N" ), 0.28 } } } );
  }

  //! Soils: one erosive polygon over everything.
  QString writeAllErodible( const QString &gpkg )
  {
    return SwTestData::writeLayer( gpkg, QStringLiteral( "erodible" ), QStringLiteral( "MultiPolygon" ), QStringLiteral( "EPSG:2229" ), soilFields(),
                                   { { rect( -500, -500, 1500, 1500 ), { QStringLiteral( "ChA" ), QStringLiteral( "Y" ), 0.43 } } } );
  }

  using SwTestFeature::isNull;
  using SwTestFeature::number;
  using SwTestFeature::text;
  //! hillside as "true", "false" or "null".
  QString hillside( const QgsFeature &f )
  {
    const QVariant v = f.attribute( QStringLiteral( "hillside" ) );
    return v.isNull() ? QStringLiteral( "null" ) : ( v.toBool() ? QStringLiteral( "true" ) : QStringLiteral( "false" ) );
  }

  std::string describe( const QgsFeature &f )
  {
    QStringList parts;
    for ( const QgsField &field : f.fields() )
      parts << QStringLiteral( "%1=%2" ).arg( field.name(), f.attribute( field.name() ).toString() );
    return parts.join( QLatin1String( "; " ) ).toStdString();
  }
} // namespace

// ---------------------------------------------------------------------------
// Tilted planes: any shape, interior, gives the plane's slope.

struct PlaneCase
{
  const char *name;
  double gx;
  double gy;
  double percent;
};

class TiltedPlane : public ::testing::TestWithParam<PlaneCase>
{
};

TEST_P( TiltedPlane, EveryShapeGetsThePlanesSlope )
{
  const PlaneCase c = GetParam();
  QTemporaryDir dir;
  const QString dem = dir.filePath( QStringLiteral( "plane.tif" ) );
  ASSERT_TRUE( writeDem( dem, DemGrid(), plane( c.gx, c.gy ) ) );
  const QString gpkg = dir.filePath( QStringLiteral( "city.gpkg" ) );
  const std::vector<std::pair<const char *, QString>> shapes = {
    { "aligned", rect( 100, 100, 200, 300 ) },
    { "offset", rect( 233.3, 121.7, 291.1, 207.9 ) },
    { "rotated", polygon( { { 400, 100 }, { 470, 140 }, { 430, 210 }, { 360, 170 } } ) },
    { "l_shape", polygon( { { 600, 100 }, { 720, 100 }, { 720, 135 }, { 641, 135 }, { 641, 260 }, { 600, 260 } } ) },
    { "triangle", polygon( { { 100, 500 }, { 160, 505 }, { 123, 547 } } ) },
    { "small", rect( 301.5, 601.5, 308.5, 606.5 ) },
    { "star", polygon( { { 500, 500 }, { 530, 560 }, { 600, 570 }, { 545, 610 }, { 560, 680 }, { 500, 640 }, { 440, 680 }, { 455, 610 }, { 400, 570 }, { 470, 560 } } ) } };
  std::vector<SwTestData::Row> rows;
  for ( const auto &shape : shapes )
    rows.push_back( { shape.second, { QString::fromLatin1( shape.first ), R1, HOME } } );
  const QString parcels = SwTestData::writeLayer( gpkg, QStringLiteral( "parcels" ), QStringLiteral( "MultiPolygon" ), QStringLiteral( "EPSG:2229" ), parcelFields(), rows );
  const QString soils = writeAllErodible( gpkg );

  const Screened s = screen( { { QStringLiteral( "PARCELS" ), parcels }, { QStringLiteral( "DEM" ), dem }, { QStringLiteral( "SOILS" ), soils } }, dir.filePath( QStringLiteral( "out.gpkg" ) ) );
  ASSERT_TRUE( s.run.ok ) << s.run.error.toStdString();
  ASSERT_EQ( s.count, static_cast<long long>( shapes.size() ) );
  const bool steep = c.percent >= 25;
  for ( const auto &shape : shapes )
  {
    const QgsFeature f = s.byApn.value( QString::fromLatin1( shape.first ) );
    const double area = QgsGeometry::fromWkt( shape.second ).area();
    EXPECT_NEAR( number( f, "slope_mean_pct" ), c.percent, 0.01 ) << shape.first << ": " << describe( f );
    EXPECT_NEAR( number( f, "slope_max_pct" ), c.percent, 0.01 ) << shape.first;
    EXPECT_NEAR( number( f, "steep_sqft" ), steep ? area : 0.0, area * 1e-9 ) << shape.first;
    EXPECT_NEAR( number( f, "steep_fraction" ), steep ? 1.0 : 0.0, 1e-9 ) << shape.first;
    EXPECT_NEAR( number( f, "erodible_steep_sqft" ), steep ? area : 0.0, area * 1e-9 ) << shape.first;
    // Definition EE sets no minimum area: any steep ground on erodible soil, whatever the cell size.
    EXPECT_EQ( hillside( f ), steep ? QStringLiteral( "true" ) : QStringLiteral( "false" ) ) << shape.first << ": " << describe( f );
    EXPECT_EQ( text( f, "status" ), QStringLiteral( "ok" ) ) << shape.first;
    EXPECT_TRUE( isNull( f, "average_slope_pct" ) );
    EXPECT_TRUE( text( f, "citation" ).contains( QStringLiteral( "Hillside Property" ) ) ) << text( f, "citation" ).toStdString();
  }
  const QgsFeature small = s.byApn.value( QStringLiteral( "small" ) );
  // 7 x 5 ft, smaller than one 10 ft cell, wholly on one steep cell: 35 sq ft measured, and a hillside.
  EXPECT_EQ( number( small, "dem_cells" ), 1 );
  EXPECT_NEAR( number( small, "dem_cell_sqft" ), 100, 1e-9 );
  if ( steep )
  {
    EXPECT_EQ( hillside( small ), QStringLiteral( "true" ) );
    EXPECT_EQ( text( small, "hillside_basis" ), QStringLiteral( "hillside (erodible steep): 35 sq ft of slope 25% or more on erodible soil (\"erosive\" = 'Y'); mean %1%, max %1% from the DEM, on 1 DEM cell of 100 sq ft" ).arg( QString::number( number( small, "slope_mean_pct" ), 'f', 2 ) ) );
  }
  else
    EXPECT_TRUE( text( small, "hillside_basis" ).startsWith( QStringLiteral( "not hillside: no natural slope 25% or more (mean 20.00%" ) ) ) << text( small, "hillside_basis" ).toStdString();
}

INSTANTIATE_TEST_SUITE_P( Planes, TiltedPlane,
                          ::testing::Values(
                            // (0.12, 0.16) and (0.18, 0.24) have lengths 0.20 and 0.30 exactly.
                            PlaneCase{ "twenty", 0.12, 0.16, 20.0 },
                            PlaneCase{ "thirty", 0.18, 0.24, 30.0 },
                            PlaneCase{ "thirty_west", -0.30, 0, 30.0 } ),
                          []( const ::testing::TestParamInfo<PlaneCase> &info )
                          { return std::string( info.param.name ); } );

// ---------------------------------------------------------------------------
// NoData and the DEM's extent.

TEST( Hillside, NoDataIsNeverZeroAndOffDemParcelsSaySo )
{
  QTemporaryDir dir;
  const QString dem = dir.filePath( QStringLiteral( "holed.tif" ) );
  // 30% plane; NoData on cells whose centres lie west of local x = 300 (columns 0-29).
  const auto thirty = plane( 0.30, 0 );
  ASSERT_TRUE( writeDem( dem, DemGrid(), [&]( double x, double y )
                         { return x - X0 < 300 ? std::nan( "" ) : thirty( x, y ); } ) );
  const QString gpkg = dir.filePath( QStringLiteral( "city.gpkg" ) );
  const QString parcels = SwTestData::writeLayer( gpkg, QStringLiteral( "parcels" ), QStringLiteral( "MultiPolygon" ), QStringLiteral( "EPSG:2229" ), parcelFields(),
                                                  { { rect( 250, 400, 350, 600 ), { QStringLiteral( "half" ), R1, HOME } },
                                                    { rect( 100, 400, 200, 600 ), { QStringLiteral( "all_nodata" ), R1, HOME } },
                                                    { rect( 1100, 400, 1200, 600 ), { QStringLiteral( "off_dem" ), R1, HOME } },
                                                    { rect( 950, 400, 1050, 600 ), { QStringLiteral( "east_edge" ), R1, HOME } },
                                                    { rect( 310, 400, 410, 600 ), { QStringLiteral( "beside_nodata" ), R1, HOME } } } );
  const QString soils = writeAllErodible( gpkg );
  const Screened s = screen( { { QStringLiteral( "PARCELS" ), parcels }, { QStringLiteral( "DEM" ), dem }, { QStringLiteral( "SOILS" ), soils } }, dir.filePath( QStringLiteral( "out.gpkg" ) ) );
  ASSERT_TRUE( s.run.ok ) << s.run.error.toStdString();
  ASSERT_EQ( s.count, 5 );

  // Column 30 touches NoData in its 3x3 window, so slope starts at column 31 (x = 310):
  // 40 x 200 ft of the lot has a slope, all of it exactly 30%.
  const QgsFeature half = s.byApn.value( QStringLiteral( "half" ) );
  EXPECT_EQ( text( half, "status" ), QStringLiteral( "partial_nodata" ) ) << describe( half );
  EXPECT_NEAR( number( half, "slope_mean_pct" ), 30.0, 1e-3 );
  EXPECT_NEAR( number( half, "slope_max_pct" ), 30.0, 1e-3 );
  EXPECT_NEAR( number( half, "steep_sqft" ), 8000.0, 1e-6 );
  EXPECT_NEAR( number( half, "steep_fraction" ), 1.0, 1e-9 );
  EXPECT_EQ( hillside( half ), QStringLiteral( "true" ) );
  EXPECT_TRUE( text( half, "hillside_basis" ).endsWith( QStringLiteral( "; DEM slope known on 8000 sq ft of 20000 sq ft (the rest is NoData or off the source)" ) ) ) << text( half, "hillside_basis" ).toStdString();

  const QgsFeature none = s.byApn.value( QStringLiteral( "all_nodata" ) );
  EXPECT_EQ( text( none, "status" ), QStringLiteral( "nodata" ) );
  for ( const char *field : { "slope_mean_pct", "slope_max_pct", "steep_sqft", "steep_fraction", "erodible_steep_sqft", "hillside" } )
    EXPECT_TRUE( isNull( none, field ) ) << field;
  EXPECT_EQ( text( none, "hillside_basis" ), QStringLiteral( "slope unknown: no DEM cell under the parcel has a slope (NoData, or the DEM's edge)" ) );

  const QgsFeature off = s.byApn.value( QStringLiteral( "off_dem" ) );
  EXPECT_EQ( text( off, "status" ), QStringLiteral( "outside_dem" ) );
  for ( const char *field : { "slope_mean_pct", "slope_max_pct", "steep_sqft", "steep_fraction", "erodible_steep_sqft", "hillside" } )
    EXPECT_TRUE( isNull( off, field ) ) << field;
  EXPECT_EQ( text( off, "hillside_basis" ), QStringLiteral( "slope unknown: the parcel lies outside the DEM" ) );

  // The raster ends at x = 1000; its last column has no 3x3 window: 40 x 200 ft known.
  const QgsFeature edge = s.byApn.value( QStringLiteral( "east_edge" ) );
  EXPECT_EQ( text( edge, "status" ), QStringLiteral( "partial_nodata" ) );
  EXPECT_NEAR( number( edge, "steep_sqft" ), 8000.0, 1e-6 );

  // A lot beside NoData sees none of it: -9999 read as an elevation would make cliffs of thousands of percent.
  const QgsFeature beside = s.byApn.value( QStringLiteral( "beside_nodata" ) );
  EXPECT_EQ( text( beside, "status" ), QStringLiteral( "ok" ) );
  EXPECT_NEAR( number( beside, "slope_max_pct" ), 30.0, 1e-3 );
  EXPECT_NEAR( number( beside, "steep_sqft" ), 20000.0, 1e-6 );
}

// ---------------------------------------------------------------------------
// Units: metres on a feet grid, feet on a metre grid.

struct UnitCase
{
  const char *name;
  const char *verticalUnit; // empty: not given
  double zFactor;           // 0: not given
  double percent;
};

class ZFactor : public ::testing::TestWithParam<UnitCase>
{
};

TEST_P( ZFactor, MetresOnAFeetGrid )
{
  const UnitCase c = GetParam();
  QTemporaryDir dir;
  const QString dem = dir.filePath( QStringLiteral( "metres.tif" ) );
  // The 30% plane in feet, written in metres (1 US ft = 1200/3937 m).
  const auto thirty = plane( 0.18, 0.24 );
  ASSERT_TRUE( writeDem( dem, DemGrid(), [&]( double x, double y )
                         { return thirty( x, y ) * 1200.0 / 3937.0; } ) );
  const QString gpkg = dir.filePath( QStringLiteral( "city.gpkg" ) );
  const QString parcels = SwTestData::writeLayer( gpkg, QStringLiteral( "parcels" ), QStringLiteral( "MultiPolygon" ), QStringLiteral( "EPSG:2229" ), parcelFields(), { { rect( 300, 300, 420, 500 ), { QStringLiteral( "lot" ), R1, HOME } } } );
  QVariantMap parameters{ { QStringLiteral( "PARCELS" ), parcels }, { QStringLiteral( "DEM" ), dem } };
  if ( *c.verticalUnit )
    parameters.insert( QStringLiteral( "VERTICAL_UNIT" ), QString::fromLatin1( c.verticalUnit ) );
  if ( c.zFactor > 0 )
    parameters.insert( QStringLiteral( "Z_FACTOR" ), c.zFactor );
  const Screened s = screen( parameters, dir.filePath( QStringLiteral( "out.gpkg" ) ) );
  ASSERT_TRUE( s.run.ok ) << s.run.error.toStdString();
  EXPECT_NEAR( number( s.byApn.value( QStringLiteral( "lot" ) ), "slope_mean_pct" ), c.percent, 1e-3 ) << c.name;
}

INSTANTIATE_TEST_SUITE_P( Units, ZFactor,
                          ::testing::Values(
                            UnitCase{ "metres", "metres", 0, 30.0 },
                            // Read as feet, the metres make the ground 1200/3937 as steep.
                            UnitCase{ "taken_for_feet", "", 0, 30.0 * 1200.0 / 3937.0 },
                            UnitCase{ "explicit_z", "", 3937.0 / 1200.0, 30.0 },
                            // Z_FACTOR wins over VERTICAL_UNIT.
                            UnitCase{ "explicit_z_over_unit", "feet", 3937.0 / 1200.0, 30.0 } ),
                          []( const ::testing::TestParamInfo<UnitCase> &info )
                          { return std::string( info.param.name ); } );

TEST( Hillside, FeetOnAMetreGridInAnotherCrs )
{
  // A UTM (metres) DEM under parcels in EPSG:2229: elevations in feet rising 0.30 ft per ft northward.
  QTemporaryDir dir;
  const QgsCoordinateTransform toUtm( QgsCoordinateReferenceSystem( QStringLiteral( "EPSG:2229" ) ), QgsCoordinateReferenceSystem( QStringLiteral( "EPSG:26911" ) ), QgsCoordinateTransformContext() );
  const QgsPointXY centre = toUtm.transform( QgsPointXY( X0 + 500, Y0 + 500 ) );
  DemGrid grid;
  grid.authid = QStringLiteral( "EPSG:26911" );
  grid.cell = 5;
  grid.cols = 120;
  grid.rows = 120;
  grid.left = std::floor( centre.x() ) - 300;
  grid.top = std::floor( centre.y() ) + 300;
  const double feetPerMetre = 3937.0 / 1200.0;
  const QString dem = dir.filePath( QStringLiteral( "utm.tif" ) );
  ASSERT_TRUE( writeDem( dem, grid, [&]( double, double y )
                         { return 50 + 0.30 * ( y - grid.top ) * feetPerMetre; } ) );
  const QString gpkg = dir.filePath( QStringLiteral( "city.gpkg" ) );
  const QString lot = rect( 450, 420, 570, 620 );
  const QString parcels = SwTestData::writeLayer( gpkg, QStringLiteral( "parcels" ), QStringLiteral( "MultiPolygon" ), QStringLiteral( "EPSG:2229" ), parcelFields(), { { lot, { QStringLiteral( "lot" ), R1, HOME } } } );
  const Screened s = screen( { { QStringLiteral( "PARCELS" ), parcels }, { QStringLiteral( "DEM" ), dem }, { QStringLiteral( "VERTICAL_UNIT" ), QStringLiteral( "feet" ) } }, dir.filePath( QStringLiteral( "out.gpkg" ) ) );
  ASSERT_TRUE( s.run.ok ) << s.run.error.toStdString();
  const QgsFeature f = s.byApn.value( QStringLiteral( "lot" ) );
  EXPECT_NEAR( number( f, "slope_mean_pct" ), 30.0, 1e-3 ) << describe( f );
  // The lot measured in the DEM's CRS: within the two projections' scale difference of its 24,000 sq ft.
  EXPECT_NEAR( number( f, "steep_sqft" ), 24000.0, 24000.0 * 1e-3 );
  // Measured in full; steep without a soil layer, so not decided, and the status says so.
  EXPECT_EQ( text( f, "status" ), QStringLiteral( "undecided_no_soils" ) );
  EXPECT_TRUE( s.run.infos.join( '\n' ).contains( QStringLiteral( "DEM 'utm' is in EPSG:26911; parcels are measured against it in that CRS" ) ) ) << s.run.infos.join( '\n' ).toStdString();
}

// ---------------------------------------------------------------------------
// Cudahy: the contour method, and the 15% boundary.

TEST( Hillside, ContourMethodByHand )
{
  QTemporaryDir dir;
  const QString gpkg = dir.filePath( QStringLiteral( "city.gpkg" ) );
  const QString parcels = SwTestData::writeLayer( gpkg, QStringLiteral( "parcels" ), QStringLiteral( "MultiPolygon" ), QStringLiteral( "EPSG:2229" ), parcelFields(),
                                                  { { rect( 0, 0, 100, 200 ), { QStringLiteral( "five_lines" ), R1, HOME } },
                                                    { rect( 300, 0, 400, 100 ), { QStringLiteral( "seven_lines" ), R1, HOME } },
                                                    { rect( 500, 0, 600, 100 ), { QStringLiteral( "eight_lines" ), R1, HOME } },
                                                    { rect( 700, 0, 800, 100 ), { QStringLiteral( "no_lines" ), R1, HOME } } } );
  std::vector<SwTestData::Row> lines;
  auto line = [&]( double x1, double y1, double x2, double y2 )
  {
    lines.push_back( { QStringLiteral( "LINESTRING(%1 %2, %3 %4)" ).arg( X0 + x1, 0, 'f', 3 ).arg( Y0 + y1, 0, 'f', 3 ).arg( X0 + x2, 0, 'f', 3 ).arg( Y0 + y2, 0, 'f', 3 ), { 0.0 } } );
  };
  // five_lines: five contours straight across (100 ft each), one entering 10 ft from the north, one beyond the lot.
  for ( const double y : { 20, 60, 100, 140, 180 } )
    line( -50, y, 150, y );
  line( 50, 190, 50, 260 );
  line( -50, 300, 150, 300 );
  // seven_lines and eight_lines: 700 and 800 ft of contour on 10,000 sq ft lots.
  for ( int i = 0; i < 8; ++i )
  {
    if ( i < 7 )
      line( 290, 5 + 12.5 * i, 410, 5 + 12.5 * i );
    line( 490, 5 + 12.5 * i, 610, 5 + 12.5 * i );
  }
  const QString contours = SwTestData::writeLayer( gpkg, QStringLiteral( "contours" ), QStringLiteral( "LineString" ), QStringLiteral( "EPSG:2229" ), SwTestData::fields( { QStringLiteral( "elev_ft:double" ) } ), lines );
  const Screened s = screen( { { QStringLiteral( "PARCELS" ), parcels }, { QStringLiteral( "CONTOURS" ), contours }, { QStringLiteral( "PROFILE" ), QStringLiteral( "cudahy" ) } }, dir.filePath( QStringLiteral( "out.gpkg" ) ) );
  ASSERT_TRUE( s.run.ok ) << s.run.error.toStdString();

  // S = 0.00229 I L / A: I = 2 ft, A = 20,000 / 43,560 acres, L = 5 x 100 + 10 = 510 ft.
  const QgsFeature five = s.byApn.value( QStringLiteral( "five_lines" ) );
  EXPECT_NEAR( number( five, "average_slope_pct" ), 0.00229 * 2 * 510 / ( 20000.0 / 43560.0 ), 1e-9 ) << describe( five );
  EXPECT_EQ( hillside( five ), QStringLiteral( "false" ) );
  EXPECT_EQ( text( five, "hillside_basis" ), QStringLiteral( "not hillside: residential zoned and in residential use, but average slope 5.09% (by the contour method, S = 0.00229 I L / A with I = 2 ft, L = 510.0 ft, A = 0.4591 acres) is under 15%" ) );
  EXPECT_TRUE( isNull( five, "slope_mean_pct" ) );
  EXPECT_TRUE( isNull( five, "steep_sqft" ) );
  EXPECT_EQ( text( five, "status" ), QStringLiteral( "ok" ) );
  EXPECT_TRUE( text( five, "citation" ).contains( QStringLiteral( "Single-family hillside residence" ) ) );

  // 10,000 sq ft = 0.229568 acres: 700 ft gives 13.96%, 800 ft gives 15.96%.
  const QgsFeature seven = s.byApn.value( QStringLiteral( "seven_lines" ) );
  EXPECT_NEAR( number( seven, "average_slope_pct" ), 0.00229 * 2 * 700 / ( 10000.0 / 43560.0 ), 1e-9 );
  EXPECT_EQ( hillside( seven ), QStringLiteral( "false" ) );
  const QgsFeature eight = s.byApn.value( QStringLiteral( "eight_lines" ) );
  EXPECT_NEAR( number( eight, "average_slope_pct" ), 0.00229 * 2 * 800 / ( 10000.0 / 43560.0 ), 1e-9 );
  EXPECT_EQ( hillside( eight ), QStringLiteral( "true" ) );
  const QgsFeature flat = s.byApn.value( QStringLiteral( "no_lines" ) );
  EXPECT_NEAR( number( flat, "average_slope_pct" ), 0.0, 1e-12 );
  EXPECT_EQ( hillside( flat ), QStringLiteral( "false" ) );

  // A 5 ft interval scales the figure.
  const Screened five_ft = screen( { { QStringLiteral( "PARCELS" ), parcels }, { QStringLiteral( "CONTOURS" ), contours }, { QStringLiteral( "CONTOUR_INTERVAL" ), 5 }, { QStringLiteral( "PROFILE" ), QStringLiteral( "cudahy" ) } }, dir.filePath( QStringLiteral( "out5.gpkg" ) ) );
  ASSERT_TRUE( five_ft.run.ok ) << five_ft.run.error.toStdString();
  EXPECT_NEAR( number( five_ft.byApn.value( QStringLiteral( "five_lines" ) ), "average_slope_pct" ), 0.00229 * 5 * 510 / ( 20000.0 / 43560.0 ), 1e-9 );

  // Signal Hill's rule needs a steep area, which contours do not give.
  const Screened signalHill = screen( { { QStringLiteral( "PARCELS" ), parcels }, { QStringLiteral( "CONTOURS" ), contours } }, dir.filePath( QStringLiteral( "outsh.gpkg" ) ) );
  ASSERT_TRUE( signalHill.run.ok ) << signalHill.run.error.toStdString();
  EXPECT_EQ( hillside( signalHill.byApn.value( QStringLiteral( "eight_lines" ) ) ), QStringLiteral( "null" ) );
  EXPECT_EQ( text( signalHill.byApn.value( QStringLiteral( "eight_lines" ) ), "hillside_basis" ), QStringLiteral( "steep area unknown: no DEM or SLOPE_POLYGONS given (CONTOURS give only an average slope)" ) );
  EXPECT_TRUE( signalHill.run.warnings.join( '\n' ).contains( QStringLiteral( "Only CONTOURS were given" ) ) );
}

struct BoundaryCase
{
  const char *apn;
  double strip; // left edge (local ft) of the strip the lot sits on
  double row;   // how far north of the first lot
  const char *zoning;
  const char *useCode; // nullptr: NULL
  const char *hillside;
};

namespace
{
  //! Strips 250 ft wide rising northward at 14.9, 14.99, 15.0 and 15.1% (Cudahy) or 24.99, 25.0, 30% (Signal Hill).
  double stripSlope( double localX, const std::vector<double> &percents )
  {
    const int strip = std::clamp( static_cast<int>( localX / 250 ), 0, static_cast<int>( percents.size() ) - 1 );
    return percents[static_cast<size_t>( strip )] / 100;
  }

  Screened runStrips( QTemporaryDir &dir, const std::vector<double> &percents, const std::vector<BoundaryCase> &cases, const QString &profile, bool withSoils )
  {
    const QString dem = dir.filePath( QStringLiteral( "strips.tif" ) );
    DemGrid grid;
    grid.cols = 25 * static_cast<int>( percents.size() );
    writeDem( dem, grid, [&]( double x, double y )
              { return 100 + stripSlope( x - X0, percents ) * ( y - Y0 ); } );
    const QString gpkg = dir.filePath( QStringLiteral( "city.gpkg" ) );
    std::vector<SwTestData::Row> rows;
    for ( const BoundaryCase &c : cases )
      rows.push_back( { rect( c.strip + 50, 100 + c.row, c.strip + 150, 250 + c.row ), { QString::fromLatin1( c.apn ), QString::fromLatin1( c.zoning ), c.useCode ? QVariant( QString::fromLatin1( c.useCode ) ) : QVariant( QVariant::String ) } } );
    const QString parcels = SwTestData::writeLayer( gpkg, QStringLiteral( "parcels" ), QStringLiteral( "MultiPolygon" ), QStringLiteral( "EPSG:2229" ), parcelFields(), rows );
    QVariantMap parameters{ { QStringLiteral( "PARCELS" ), parcels }, { QStringLiteral( "DEM" ), dem }, { QStringLiteral( "PROFILE" ), profile } };
    if ( withSoils )
      parameters.insert( QStringLiteral( "SOILS" ), writeAllErodible( gpkg ) );
    return screen( parameters, dir.filePath( QStringLiteral( "out.gpkg" ) ) );
  }
} // namespace

class CudahyBoundary : public ::testing::TestWithParam<BoundaryCase>
{
};

TEST_P( CudahyBoundary, ResidentialAverageOfFifteenPercentOrMore )
{
  static QTemporaryDir dir;
  static Screened s;
  static const std::vector<BoundaryCase> all = {
    { "r_14_9", 0, 0, "R1", "0100", "false" },
    { "r_14_99", 250, 0, "R1", "0100", "false" },
    { "r_15_0", 500, 0, "R1", "0100", "true" },
    { "r_15_1", 750, 0, "R1", "0100", "true" },
    { "commercial_15_1", 750, 200, "CG", "1100", "false" },
    { "vacant_r1_15_1", 750, 400, "R1", "010V", "false" },
    { "no_use_code_15_1", 750, 600, "R1", nullptr, "null" } };
  if ( s.byApn.isEmpty() )
  {
    s = runStrips( dir, { 14.9, 14.99, 15.0, 15.1 }, all, QStringLiteral( "cudahy" ), false );
    ASSERT_TRUE( s.run.ok ) << s.run.error.toStdString();
  }
  const BoundaryCase c = GetParam();
  const QgsFeature f = s.byApn.value( QString::fromLatin1( c.apn ) );
  EXPECT_EQ( hillside( f ), QString::fromLatin1( c.hillside ) ) << c.apn << ": " << describe( f );
  const QString basis = text( f, "hillside_basis" );
  if ( QString::fromLatin1( c.hillside ) == QLatin1String( "true" ) )
    EXPECT_TRUE( basis.startsWith( QStringLiteral( "hillside (residential average slope): residential zoned and in residential use, average slope 15." ) ) && basis.endsWith( QStringLiteral( "(the coverage-weighted mean of the DEM slope), is 15% or more" ) ) ) << basis.toStdString();
  if ( QString::fromLatin1( c.apn ).startsWith( QLatin1String( "r_14" ) ) )
    EXPECT_TRUE( basis.endsWith( QStringLiteral( "(the coverage-weighted mean of the DEM slope) is under 15%" ) ) ) << basis.toStdString();
  if ( QString::fromLatin1( c.apn ) == QLatin1String( "commercial_15_1" ) )
    EXPECT_TRUE( basis.startsWith( QStringLiteral( "not hillside: not residential zoned and in residential use (RESIDENTIAL_EXPRESSION \"zoning\" LIKE 'R%' AND \"use_code\" LIKE '0%' AND \"use_code\" NOT LIKE '%V' is false); average slope 15.10%" ) ) ) << basis.toStdString();
  if ( !c.useCode )
    EXPECT_TRUE( basis.startsWith( QStringLiteral( "residential use unknown: RESIDENTIAL_EXPRESSION gave NULL" ) ) ) << basis.toStdString();
}

INSTANTIATE_TEST_SUITE_P( Rows, CudahyBoundary,
                          ::testing::Values(
                            BoundaryCase{ "r_14_9", 0, 0, "R1", "0100", "false" },
                            BoundaryCase{ "r_14_99", 250, 0, "R1", "0100", "false" },
                            BoundaryCase{ "r_15_0", 500, 0, "R1", "0100", "true" },
                            BoundaryCase{ "r_15_1", 750, 0, "R1", "0100", "true" },
                            BoundaryCase{ "commercial_15_1", 750, 200, "CG", "1100", "false" },
                            BoundaryCase{ "vacant_r1_15_1", 750, 400, "R1", "010V", "false" },
                            BoundaryCase{ "no_use_code_15_1", 750, 600, "R1", nullptr, "null" } ),
                          []( const ::testing::TestParamInfo<BoundaryCase> &info )
                          { return std::string( info.param.apn ); } );

class SignalHillBoundary : public ::testing::TestWithParam<BoundaryCase>
{
};

TEST_P( SignalHillBoundary, NaturalSlopeOfTwentyFivePercentOrMore )
{
  static QTemporaryDir dir;
  static Screened s;
  if ( s.byApn.isEmpty() )
  {
    s = runStrips( dir, { 24.99, 25.0, 30.0 }, { { "s_24_99", 0, 0, "M1", "3100", "" }, { "s_25_0", 250, 0, "M1", "3100", "" }, { "s_30", 500, 0, "M1", "3100", "" } }, QStringLiteral( "signal-hill" ), true );
    ASSERT_TRUE( s.run.ok ) << s.run.error.toStdString();
  }
  const BoundaryCase c = GetParam();
  const QgsFeature f = s.byApn.value( QString::fromLatin1( c.apn ) );
  EXPECT_EQ( hillside( f ), QString::fromLatin1( c.hillside ) ) << c.apn << ": " << describe( f );
  // Zoning does not matter in Signal Hill: the industrial lots count.
  EXPECT_NEAR( number( f, "steep_sqft" ), QString::fromLatin1( c.hillside ) == QLatin1String( "true" ) ? 15000.0 : 0.0, 1e-6 );
}

INSTANTIATE_TEST_SUITE_P( Rows, SignalHillBoundary,
                          ::testing::Values(
                            BoundaryCase{ "s_24_99", 0, 0, "M1", "3100", "false" },
                            BoundaryCase{ "s_25_0", 250, 0, "M1", "3100", "true" },
                            BoundaryCase{ "s_30", 500, 0, "M1", "3100", "true" } ),
                          []( const ::testing::TestParamInfo<BoundaryCase> &info )
                          { return std::string( info.param.apn ); } );

// ---------------------------------------------------------------------------
// Erodible soil, with no minimum area (definition EE sets none).

struct ErodibleCase
{
  const char *apn;
  double x1, y1, x2, y2;
  double erodibleSqft;
  const char *hillside;
};

class ErodibleSteep : public ::testing::TestWithParam<ErodibleCase>
{
};

TEST_P( ErodibleSteep, SteepAreaOnErodibleSoilAgainstTheMinimum )
{
  static QTemporaryDir dir;
  static Screened byErosive, byKFactor;
  static const std::vector<ErodibleCase> all = {
    { "half_on_erodible", 400, 100, 600, 300, 20000, "true" },
    { "not_erodible", 600, 100, 700, 300, 0, "false" },
    { "strip_1000", 490, 400, 600, 500, 1000, "true" },
    { "exactly_100", 490, 600, 600, 610, 100, "true" },
    { "just_99", 490.1, 700, 600, 710, 99, "true" },
    { "only_50", 495, 800, 600, 810, 50, "true" } };
  if ( byErosive.byApn.isEmpty() )
  {
    const QString dem = dir.filePath( QStringLiteral( "plane.tif" ) );
    ASSERT_TRUE( writeDem( dem, DemGrid(), plane( 0.18, 0.24 ) ) );
    const QString gpkg = dir.filePath( QStringLiteral( "city.gpkg" ) );
    std::vector<SwTestData::Row> rows;
    for ( const ErodibleCase &c : all )
      rows.push_back( { rect( c.x1, c.y1, c.x2, c.y2 ), { QString::fromLatin1( c.apn ), QStringLiteral( "M1" ), QStringLiteral( "3100" ) } } );
    const QString parcels = SwTestData::writeLayer( gpkg, QStringLiteral( "parcels" ), QStringLiteral( "MultiPolygon" ), QStringLiteral( "EPSG:2229" ), parcelFields(), rows );
    const QString soils = writeSoils( gpkg );
    byErosive = screen( { { QStringLiteral( "PARCELS" ), parcels }, { QStringLiteral( "DEM" ), dem }, { QStringLiteral( "SOILS" ), soils } }, dir.filePath( QStringLiteral( "erosive.gpkg" ) ) );
    ASSERT_TRUE( byErosive.run.ok ) << byErosive.run.error.toStdString();
    byKFactor = screen( { { QStringLiteral( "PARCELS" ), parcels }, { QStringLiteral( "DEM" ), dem }, { QStringLiteral( "SOILS" ), soils }, { QStringLiteral( "ERODIBLE_EXPRESSION" ), QStringLiteral( "\"kfact\" >= 0.37" ) } }, dir.filePath( QStringLiteral( "kfact.gpkg" ) ) );
    ASSERT_TRUE( byKFactor.run.ok ) << byKFactor.run.error.toStdString();
  }
  const ErodibleCase c = GetParam();
  for ( const Screened *s : { &byErosive, &byKFactor } )
  {
    const QgsFeature f = s->byApn.value( QString::fromLatin1( c.apn ) );
    EXPECT_NEAR( number( f, "erodible_steep_sqft" ), c.erodibleSqft, 1e-6 ) << c.apn << ": " << describe( f );
    EXPECT_NEAR( number( f, "steep_sqft" ), ( c.x2 - c.x1 ) * ( c.y2 - c.y1 ), 1e-6 ) << c.apn;
    EXPECT_EQ( hillside( f ), QString::fromLatin1( c.hillside ) ) << c.apn << ": " << describe( f );
  }
  const QgsFeature f = byErosive.byApn.value( QString::fromLatin1( c.apn ) );
  if ( QString::fromLatin1( c.apn ) == QLatin1String( "exactly_100" ) )
    EXPECT_EQ( text( f, "hillside_basis" ), QStringLiteral( "hillside (erodible steep): 100 sq ft of slope 25% or more on erodible soil (\"erosive\" = 'Y'); mean 30.00%, max 30.00% from the DEM, on 11 DEM cells of 100 sq ft" ) );
  if ( QString::fromLatin1( c.apn ) == QLatin1String( "not_erodible" ) )
    EXPECT_EQ( text( f, "hillside_basis" ), QStringLiteral( "not hillside: 20000 sq ft of slope 25% or more but none of it on erodible soil (\"erosive\" = 'Y'); mean 30.00%, max 30.00% from the DEM, on 200 DEM cells of 100 sq ft" ) );
}

INSTANTIATE_TEST_SUITE_P( Rows, ErodibleSteep,
                          ::testing::Values(
                            ErodibleCase{ "half_on_erodible", 400, 100, 600, 300, 20000, "true" },
                            ErodibleCase{ "not_erodible", 600, 100, 700, 300, 0, "false" },
                            ErodibleCase{ "strip_1000", 490, 400, 600, 500, 1000, "true" },
                            ErodibleCase{ "exactly_100", 490, 600, 600, 610, 100, "true" },
                            ErodibleCase{ "just_99", 490.1, 700, 600, 710, 99, "true" },
                            ErodibleCase{ "only_50", 495, 800, 600, 810, 50, "true" } ),
                          []( const ::testing::TestParamInfo<ErodibleCase> &info )
                          { return std::string( info.param.apn ); } );

TEST( Hillside, WithoutSoilsASteepParcelIsNeverSilentlyDecided )
{
  QTemporaryDir dir;
  const QString dem = dir.filePath( QStringLiteral( "plane.tif" ) );
  ASSERT_TRUE( writeDem( dem, DemGrid(), plane( 0.18, 0.24 ) ) );
  const QString gpkg = dir.filePath( QStringLiteral( "city.gpkg" ) );
  const QString parcels = SwTestData::writeLayer( gpkg, QStringLiteral( "parcels" ), QStringLiteral( "MultiPolygon" ), QStringLiteral( "EPSG:2229" ), parcelFields(),
                                                  { { rect( 100, 100, 200, 300 ), { QStringLiteral( "steep" ), R1, HOME } }, { rect( 300, 100, 305, 105 ), { QStringLiteral( "tiny" ), R1, HOME } } } );
  const Screened s = screen( { { QStringLiteral( "PARCELS" ), parcels }, { QStringLiteral( "DEM" ), dem } }, dir.filePath( QStringLiteral( "out.gpkg" ) ) );
  ASSERT_TRUE( s.run.ok ) << s.run.error.toStdString();
  const QgsFeature steep = s.byApn.value( QStringLiteral( "steep" ) );
  EXPECT_EQ( hillside( steep ), QStringLiteral( "null" ) );
  EXPECT_TRUE( isNull( steep, "erodible_steep_sqft" ) );
  EXPECT_NEAR( number( steep, "steep_sqft" ), 20000, 1e-6 );
  EXPECT_EQ( text( steep, "hillside_basis" ), QStringLiteral( "steep, soil unknown: 20000 sq ft of slope 25% or more (mean 30.00%, max 30.00% from the DEM, on 200 DEM cells of 100 sq ft) and no SOILS layer to tell erosive soil" ) );
  // With no minimum area, a 25 sq ft steep lot is steep too: its soil decides, and it is unknown.
  EXPECT_EQ( hillside( s.byApn.value( QStringLiteral( "tiny" ) ) ), QStringLiteral( "null" ) );
  EXPECT_TRUE( s.run.warnings.contains( QStringLiteral( "No SOILS given: 2 steep parcel(s) read \"steep, soil unknown\" with hillside empty: APN steep, tiny" ) ) ) << s.run.warnings.join( '\n' ).toStdString();
  // Not decided is not screened: the parcel is named as such.
  EXPECT_TRUE( s.run.warnings.contains( QStringLiteral( "Hillside properties: 2 parcel(s) not fully screened, steep, but no soil layer says whether the steep ground is erodible (undecided_no_soils): APN steep, tiny" ) ) ) << s.run.warnings.join( '\n' ).toStdString();
  // status = 'ok' means decided: the undecided parcel's status says why, and it is named once.
  EXPECT_EQ( text( steep, "status" ), QStringLiteral( "undecided_no_soils" ) );
  EXPECT_FALSE( s.run.warnings.join( '\n' ).contains( QStringLiteral( "with status undecided_no_soils" ) ) ) << s.run.warnings.join( '\n' ).toStdString();
}

TEST( Hillside, NoMinimumSteepAreaByDefaultAndOneCanBeSet )
{
  QTemporaryDir dir;
  const QString dem = dir.filePath( QStringLiteral( "coarse.tif" ) );
  DemGrid grid;
  grid.cell = 30;
  grid.cols = 34;
  grid.rows = 34;
  grid.top = Y0 + 1020;
  ASSERT_TRUE( writeDem( dem, grid, plane( 0.18, 0.24 ) ) );
  const QString gpkg = dir.filePath( QStringLiteral( "city.gpkg" ) );
  // 850 sq ft on erodible soil west of x = 500: under one 30 ft cell (900 sq ft), once "not hillside" by a one-cell minimum.
  const QString parcels = SwTestData::writeLayer( gpkg, QStringLiteral( "parcels" ), QStringLiteral( "MultiPolygon" ), QStringLiteral( "EPSG:2229" ), parcelFields(), { { rect( 415, 300, 600, 310 ), { QStringLiteral( "lot" ), R1, HOME } }, { rect( 600, 500, 700, 600 ), { QStringLiteral( "off_erodible" ), R1, HOME } } } );
  const QString soils = writeSoils( gpkg );
  const Screened byDefault = screen( { { QStringLiteral( "PARCELS" ), parcels }, { QStringLiteral( "DEM" ), dem }, { QStringLiteral( "SOILS" ), soils } }, dir.filePath( QStringLiteral( "a.gpkg" ) ) );
  ASSERT_TRUE( byDefault.run.ok ) << byDefault.run.error.toStdString();
  const QgsFeature f = byDefault.byApn.value( QStringLiteral( "lot" ) );
  EXPECT_NEAR( number( f, "erodible_steep_sqft" ), 850, 1e-6 );
  EXPECT_EQ( hillside( f ), QStringLiteral( "true" ) );
  EXPECT_TRUE( byDefault.run.infos.join( '\n' ).contains( QStringLiteral( "any steep (25% or more) ground on erodible soil, with no minimum area" ) ) ) << byDefault.run.infos.join( '\n' ).toStdString();
  // A city whose code sets a minimum gives it: 850 sq ft is not under 850, 851 is.
  const Screened set = screen( { { QStringLiteral( "PARCELS" ), parcels }, { QStringLiteral( "DEM" ), dem }, { QStringLiteral( "SOILS" ), soils }, { QStringLiteral( "MIN_STEEP_SQFT" ), 850 } }, dir.filePath( QStringLiteral( "b.gpkg" ) ) );
  ASSERT_TRUE( set.run.ok ) << set.run.error.toStdString();
  EXPECT_EQ( hillside( set.byApn.value( QStringLiteral( "lot" ) ) ), QStringLiteral( "true" ) );
  const Screened above = screen( { { QStringLiteral( "PARCELS" ), parcels }, { QStringLiteral( "DEM" ), dem }, { QStringLiteral( "SOILS" ), soils }, { QStringLiteral( "MIN_STEEP_SQFT" ), 851 } }, dir.filePath( QStringLiteral( "d.gpkg" ) ) );
  ASSERT_TRUE( above.run.ok ) << above.run.error.toStdString();
  EXPECT_EQ( hillside( above.byApn.value( QStringLiteral( "lot" ) ) ), QStringLiteral( "false" ) );
  EXPECT_TRUE( text( above.byApn.value( QStringLiteral( "lot" ) ), "hillside_basis" ).contains( QStringLiteral( "under the 851 sq ft minimum (MIN_STEEP_SQFT)" ) ) ) << text( above.byApn.value( QStringLiteral( "lot" ) ), "hillside_basis" ).toStdString();
  // A minimum of 0 still needs some steep ground on erodible soil.
  const Screened zero = screen( { { QStringLiteral( "PARCELS" ), parcels }, { QStringLiteral( "DEM" ), dem }, { QStringLiteral( "SOILS" ), soils }, { QStringLiteral( "MIN_STEEP_SQFT" ), 0 } }, dir.filePath( QStringLiteral( "c.gpkg" ) ) );
  ASSERT_TRUE( zero.run.ok ) << zero.run.error.toStdString();
  EXPECT_EQ( hillside( zero.byApn.value( QStringLiteral( "lot" ) ) ), QStringLiteral( "true" ) );
  EXPECT_EQ( hillside( zero.byApn.value( QStringLiteral( "off_erodible" ) ) ), QStringLiteral( "false" ) );
  EXPECT_EQ( hillside( byDefault.byApn.value( QStringLiteral( "off_erodible" ) ) ), QStringLiteral( "false" ) );
}

// ---------------------------------------------------------------------------
// Steep ground off the soil map: its soil is unknown, not "not erodible".

TEST( Hillside, SteepGroundOffTheSoilMapIsNotDecided )
{
  QTemporaryDir dir;
  const QString gpkg = dir.filePath( QStringLiteral( "city.gpkg" ) );
  const QString slopes = SwTestData::writeLayer( gpkg, QStringLiteral( "slopes" ), QStringLiteral( "MultiPolygon" ), QStringLiteral( "EPSG:2229" ), SwTestData::fields( { QStringLiteral( "slope_pct:double" ) } ),
                                                 { { rect( -100, -100, 1100, 1100 ), { 30.0 } } } );
  // The soil survey ends at x = 500: one erosive polygon, nothing east of it.
  const QString soils = SwTestData::writeLayer( gpkg, QStringLiteral( "soils" ), QStringLiteral( "MultiPolygon" ), QStringLiteral( "EPSG:2229" ), soilFields(),
                                                { { rect( -100, -100, 500, 1100 ), { QStringLiteral( "ChA" ), QStringLiteral( "Y" ), 0.43 } } } );
  const QString parcels = SwTestData::writeLayer( gpkg, QStringLiteral( "parcels" ), QStringLiteral( "MultiPolygon" ), QStringLiteral( "EPSG:2229" ), parcelFields(),
                                                  { { rect( 100, 100, 200, 200 ), { QStringLiteral( "on_erodible" ), R1, HOME } },
                                                    { rect( 700, 100, 800, 200 ), { QStringLiteral( "off_the_soil_map" ), R1, HOME } },
                                                    { rect( 450, 300, 550, 400 ), { QStringLiteral( "across_the_edge" ), R1, HOME } } } );
  const QVariantMap base{ { QStringLiteral( "PARCELS" ), parcels }, { QStringLiteral( "SLOPE_POLYGONS" ), slopes }, { QStringLiteral( "SLOPE_FIELD" ), QStringLiteral( "slope_pct" ) }, { QStringLiteral( "SOILS" ), soils } };
  const Screened unknown = screen( base, dir.filePath( QStringLiteral( "unknown.gpkg" ) ) );
  ASSERT_TRUE( unknown.run.ok ) << unknown.run.error.toStdString();
  EXPECT_EQ( hillside( unknown.byApn.value( QStringLiteral( "on_erodible" ) ) ), QStringLiteral( "true" ) );
  // 5,000 sq ft of erodible steep ground already make a hillside, whatever lies east of the edge.
  EXPECT_EQ( hillside( unknown.byApn.value( QStringLiteral( "across_the_edge" ) ) ), QStringLiteral( "true" ) );
  const QgsFeature off = unknown.byApn.value( QStringLiteral( "off_the_soil_map" ) );
  EXPECT_EQ( hillside( off ), QStringLiteral( "null" ) );
  EXPECT_EQ( text( off, "status" ), QStringLiteral( "undecided_outside_soils" ) );
  EXPECT_NEAR( number( off, "erodible_steep_sqft" ), 0, 1e-6 );
  EXPECT_TRUE( text( off, "hillside_basis" ).startsWith( QStringLiteral( "steep, soil unknown on part: 10000 sq ft of slope 25% or more, of it 0 sq ft on erodible soil (\"erosive\" = 'Y') and 10000 sq ft off the SOILS polygons (SOILS_OUTSIDE unknown)" ) ) ) << text( off, "hillside_basis" ).toStdString();
  EXPECT_TRUE( unknown.run.warnings.contains( QStringLiteral( "SOILS: 1 steep parcel(s) have steep ground off the soil polygons of layer 'soils', where the soil is unknown (SOILS_OUTSIDE), and read \"steep, soil unknown on part\" with hillside empty: APN off_the_soil_map" ) ) ) << unknown.run.warnings.join( '\n' ).toStdString();

  // The planner says the layer lists every erodible soil: east of the edge is not erodible.
  QVariantMap inventory = base;
  inventory.insert( QStringLiteral( "SOILS_OUTSIDE" ), QStringLiteral( "not_present" ) );
  const Screened listed = screen( inventory, dir.filePath( QStringLiteral( "listed.gpkg" ) ) );
  ASSERT_TRUE( listed.run.ok ) << listed.run.error.toStdString();
  EXPECT_EQ( hillside( listed.byApn.value( QStringLiteral( "off_the_soil_map" ) ) ), QStringLiteral( "false" ) );
  EXPECT_EQ( text( listed.byApn.value( QStringLiteral( "off_the_soil_map" ) ), "status" ), QStringLiteral( "ok" ) );
}

// ---------------------------------------------------------------------------
// Slope polygons.

TEST( Hillside, SlopePolygonsWeightByArea )
{
  QTemporaryDir dir;
  const QString gpkg = dir.filePath( QStringLiteral( "city.gpkg" ) );
  const QString slopes = SwTestData::writeLayer( gpkg, QStringLiteral( "slopes" ), QStringLiteral( "MultiPolygon" ), QStringLiteral( "EPSG:2229" ), SwTestData::fields( { QStringLiteral( "band:string" ), QStringLiteral( "slope_pct:double" ) } ),
                                                 { { rect( 0, 0, 500, 1000 ), { QStringLiteral( "gentle" ), 10.0 } }, { rect( 500, 0, 1000, 1000 ), { QStringLiteral( "steep" ), 30.0 } } } );
  const QString parcels = SwTestData::writeLayer( gpkg, QStringLiteral( "parcels" ), QStringLiteral( "MultiPolygon" ), QStringLiteral( "EPSG:2229" ), parcelFields(),
                                                  { { rect( 400, 100, 600, 300 ), { QStringLiteral( "across" ), R1, HOME } },
                                                    { rect( 950, 100, 1050, 200 ), { QStringLiteral( "half_covered" ), R1, HOME } },
                                                    { rect( 1100, 100, 1200, 200 ), { QStringLiteral( "uncovered" ), R1, HOME } } } );
  const QString soils = writeSoils( gpkg );
  const Screened s = screen( { { QStringLiteral( "PARCELS" ), parcels }, { QStringLiteral( "SLOPE_POLYGONS" ), slopes }, { QStringLiteral( "SLOPE_FIELD" ), QStringLiteral( "slope_pct" ) }, { QStringLiteral( "SOILS" ), soils } }, dir.filePath( QStringLiteral( "out.gpkg" ) ) );
  ASSERT_TRUE( s.run.ok ) << s.run.error.toStdString();
  // Half at 10%, half at 30%; the steep half lies east of x = 500, off the erosive soil.
  const QgsFeature across = s.byApn.value( QStringLiteral( "across" ) );
  EXPECT_NEAR( number( across, "slope_mean_pct" ), 20.0, 1e-9 );
  EXPECT_NEAR( number( across, "slope_max_pct" ), 30.0, 1e-9 );
  EXPECT_NEAR( number( across, "steep_sqft" ), 20000, 1e-6 );
  EXPECT_NEAR( number( across, "steep_fraction" ), 0.5, 1e-12 );
  EXPECT_NEAR( number( across, "erodible_steep_sqft" ), 0, 1e-6 );
  EXPECT_EQ( hillside( across ), QStringLiteral( "false" ) );
  EXPECT_TRUE( text( across, "hillside_basis" ).endsWith( QStringLiteral( "mean 20.00%, max 30.00% from the slope polygons" ) ) ) << text( across, "hillside_basis" ).toStdString();
  const QgsFeature half = s.byApn.value( QStringLiteral( "half_covered" ) );
  EXPECT_EQ( text( half, "status" ), QStringLiteral( "partial_nodata" ) );
  EXPECT_NEAR( number( half, "steep_sqft" ), 5000, 1e-6 );
  // Its seen half is steep but not erodible: a "no" for that half only. The unseen half
  // may hold erodible steep ground, so the parcel is not decided (it read "no" before).
  EXPECT_EQ( hillside( half ), QStringLiteral( "null" ) );
  EXPECT_TRUE( text( half, "hillside_basis" ).startsWith( QStringLiteral( "not decided, slope data on only part of the parcel: not hillside: 5000 sq ft of slope 25% or more but none of it on erodible soil" ) ) ) << text( half, "hillside_basis" ).toStdString();
  const QgsFeature none = s.byApn.value( QStringLiteral( "uncovered" ) );
  EXPECT_EQ( text( none, "status" ), QStringLiteral( "nodata" ) );
  EXPECT_EQ( text( none, "hillside_basis" ), QStringLiteral( "slope unknown: no slope polygon covers the parcel (SLOPE_POLYGONS_OUTSIDE unknown)" ) );
}

// ---------------------------------------------------------------------------
// QGIS's zonal statistics beside ours: agreement on large parcels; on a
// small lot on a coarse DEM, ours is the exact-coverage answer.

TEST( Hillside, ZonalStatisticsAgreeOnLargeParcelsAndOursIsExactOnSmallOnes )
{
  QTemporaryDir dir;
  DemGrid grid;
  grid.cell = 30 * 3937.0 / 1200.0; // 30 m in US feet
  grid.cols = 40;
  grid.rows = 40;
  grid.top = Y0 + grid.cell * 40;
  const QString dem = dir.filePath( QStringLiteral( "coarse.tif" ) );
  // Slope varies from cell to cell: z = 0.0002 u^2 + 0.05 v makes the east-west slope 0.04% per foot of u.
  ASSERT_TRUE( writeDem( dem, grid, []( double x, double y )
                         { return 100 + 0.0002 * ( x - X0 ) * ( x - X0 ) + 0.05 * ( y - Y0 ); } ) );
  const QString slope = dir.filePath( QStringLiteral( "slope.tif" ) );
  ASSERT_TRUE( gdaldemSlope( dem, slope ) );
  const Raster reference = readRaster( slope );
  ASSERT_EQ( reference.cols, 40 );

  const QString gpkg = dir.filePath( QStringLiteral( "city.gpkg" ) );
  // Cell centres sit at (k + 0.5) c in local feet both ways. The small lot
  // (81 x 102 ft, about 8,300 sq ft) holds two of them, (5.5c, 6.5c) and
  // (5.5c, 7.5c), yet lies over six cells: 30 ft of its width is in column 6.
  const double c = grid.cell;
  const QString small = rect( 5.5 * c - 2, 6.5 * c - 2, 6 * c + 30, 7.5 * c + 2 );
  const std::vector<std::pair<QString, QString>> lots = {
    { QStringLiteral( "small" ), small },
    { QStringLiteral( "large_a" ), rect( 3 * c + 7, 3 * c + 11, 13 * c + 3, 12 * c + 5 ) },
    { QStringLiteral( "large_b" ), polygon( { { 20 * c, 5 * c }, { 35 * c, 8 * c }, { 33 * c, 20 * c }, { 18 * c, 17 * c } } ) },
    { QStringLiteral( "large_c" ), rect( 8.3 * c, 22.1 * c, 30.7 * c, 36.2 * c ) } };
  std::vector<SwTestData::Row> rows;
  for ( const auto &lot : lots )
    rows.push_back( { lot.second, { lot.first, R1, HOME } } );
  const QString parcels = SwTestData::writeLayer( gpkg, QStringLiteral( "parcels" ), QStringLiteral( "MultiPolygon" ), QStringLiteral( "EPSG:2229" ), parcelFields(), rows );

  const Screened ours = screen( { { QStringLiteral( "PARCELS" ), parcels }, { QStringLiteral( "DEM" ), dem } }, dir.filePath( QStringLiteral( "ours.gpkg" ) ) );
  ASSERT_TRUE( ours.run.ok ) << ours.run.error.toStdString();

  const QString zonalOut = dir.filePath( QStringLiteral( "zonal.gpkg" ) );
  const SwTestRun::Result zonal = SwTestRun::run( QStringLiteral( "native:zonalstatisticsfb" ),
                                                  { { QStringLiteral( "INPUT" ), parcels }, { QStringLiteral( "INPUT_RASTER" ), slope }, { QStringLiteral( "RASTER_BAND" ), 1 }, { QStringLiteral( "COLUMN_PREFIX" ), QStringLiteral( "z_" ) }, { QStringLiteral( "STATISTICS" ), QVariantList() << 0 << 2 }, { QStringLiteral( "OUTPUT" ), zonalOut } } );
  ASSERT_TRUE( zonal.ok ) << zonal.error.toStdString();
  std::unique_ptr<QgsVectorLayer> zonalLayer = SwTestData::openLayer( zonalOut );
  const QMap<QString, QgsFeature> zonalByApn = SwTestData::featuresBy( zonalLayer.get(), QStringLiteral( "apn" ) );

  // The exact answer, independently: GEOS area of each cell inside the lot, times gdaldem's slope.
  auto exactMean = [&]( const QString &wkt )
  {
    const QgsGeometry lot = QgsGeometry::fromWkt( wkt );
    double weighted = 0, area = 0;
    for ( int r = 0; r < reference.rows; ++r )
    {
      for ( int col = 0; col < reference.cols; ++col )
      {
        const double s = reference.at( col, r );
        if ( std::isnan( s ) )
          continue;
        const QgsRectangle cell( reference.transform[0] + col * c, reference.transform[3] - ( r + 1 ) * c, reference.transform[0] + ( col + 1 ) * c, reference.transform[3] - r * c );
        const double a = lot.intersection( QgsGeometry::fromRect( cell ) ).area();
        weighted += a * s;
        area += a;
      }
    }
    return weighted / area;
  };

  for ( const auto &lot : lots )
  {
    const double mine = number( ours.byApn.value( lot.first ), "slope_mean_pct" );
    const double exact = exactMean( lot.second );
    const double qgis = number( zonalByApn.value( lot.first ), "z_mean" );
    EXPECT_NEAR( mine, exact, 1e-4 ) << lot.first.toStdString();
    if ( lot.first.startsWith( QLatin1String( "large" ) ) )
      EXPECT_NEAR( qgis, mine, 0.02 * mine ) << lot.first.toStdString() << ": QGIS " << qgis << ", ours " << mine;
  }
  // The small lot: QGIS counts the two cells whose centres fall inside, with
  // equal weight; the lot actually lies over six cells in unequal parts.
  const QgsFeature smallZonal = zonalByApn.value( QStringLiteral( "small" ) );
  EXPECT_EQ( smallZonal.attribute( QStringLiteral( "z_count" ) ).toInt(), 2 );
  const double exact = exactMean( small );
  const double mine = number( ours.byApn.value( QStringLiteral( "small" ) ), "slope_mean_pct" );
  const double qgis = number( smallZonal, "z_mean" );
  EXPECT_NEAR( mine, exact, 1e-4 );
  EXPECT_GT( std::fabs( qgis - exact ), 1.0 ) << "QGIS " << qgis << ", exact " << exact;
  std::cout << "small lot on a 30 m DEM: exact coverage mean " << exact << "%, ours " << mine << "%, QGIS zonal statistics (cell centres) " << qgis << "%\n";
}

// ---------------------------------------------------------------------------
// Bad inputs and broken parcels.

TEST( Hillside, BadInputsAreNamed )
{
  QTemporaryDir dir;
  const QString gpkg = dir.filePath( QStringLiteral( "city.gpkg" ) );
  const QString parcels = SwTestData::writeLayer( gpkg, QStringLiteral( "parcels" ), QStringLiteral( "MultiPolygon" ), QStringLiteral( "EPSG:2229" ), parcelFields(), { { rect( 100, 100, 200, 300 ), { QStringLiteral( "lot" ), R1, HOME } } } );
  const QString dem = dir.filePath( QStringLiteral( "plane.tif" ) );
  ASSERT_TRUE( writeDem( dem, DemGrid(), plane( 0.18, 0.24 ) ) );
  DemGrid geographic;
  geographic.authid = QStringLiteral( "EPSG:4326" );
  geographic.left = -118.2;
  geographic.top = 33.8;
  geographic.cell = 0.0001;
  const QString geo = dir.filePath( QStringLiteral( "geo.tif" ) );
  ASSERT_TRUE( writeDem( geo, geographic, []( double, double )
                         { return 10.0; } ) );
  const QString slopes = SwTestData::writeLayer( gpkg, QStringLiteral( "slopes" ), QStringLiteral( "MultiPolygon" ), QStringLiteral( "EPSG:2229" ), SwTestData::fields( { QStringLiteral( "slope_pct:double" ), QStringLiteral( "label:string" ) } ), { { rect( 0, 0, 1000, 1000 ), { 30.0, QStringLiteral( "steep" ) } } } );
  const QString soils = writeSoils( gpkg );

  struct Bad
  {
    QVariantMap parameters;
    QString error; // exact, or a prefix when it ends with "..."
  };
  const QVariantMap base{ { QStringLiteral( "PARCELS" ), parcels } };
  auto with = [&]( const QVariantMap &extra )
  {
    QVariantMap p = base;
    for ( auto it = extra.begin(); it != extra.end(); ++it )
      p.insert( it.key(), it.value() );
    return p;
  };
  const std::vector<Bad> cases = {
    { base, QStringLiteral( "The hillside screen needs a slope source: give DEM, SLOPE_POLYGONS or CONTOURS" ) },
    { with( { { QStringLiteral( "DEM" ), dem }, { QStringLiteral( "SLOPE_POLYGONS" ), slopes }, { QStringLiteral( "SLOPE_FIELD" ), QStringLiteral( "slope_pct" ) } } ), QStringLiteral( "Give DEM or SLOPE_POLYGONS, not both: each is a complete slope source" ) },
    { with( { { QStringLiteral( "SLOPE_POLYGONS" ), slopes } } ), QStringLiteral( "SLOPE_FIELD is required with SLOPE_POLYGONS: name the field of layer 'slopes' that holds the slope in percent" ) },
    { with( { { QStringLiteral( "SLOPE_POLYGONS" ), slopes }, { QStringLiteral( "SLOPE_FIELD" ), QStringLiteral( "label" ) } } ), QStringLiteral( "SLOPE_FIELD 'label' of SLOPE_POLYGONS layer 'slopes' must be numeric (percent slope); it is ..." ) },
    { with( { { QStringLiteral( "DEM" ), geo } } ), QStringLiteral( "DEM 'geo' is in a geographic CRS (EPSG:4326): slope needs a projected CRS in feet or metres; warp it first (e.g. gdalwarp -t_srs EPSG:2229)" ) },
    { with( { { QStringLiteral( "DEM" ), dem }, { QStringLiteral( "DEM_BAND" ), 3 } } ), QStringLiteral( "DEM_BAND 3 does not exist in DEM 'plane' (it has 1 band(s))" ) },
    { with( { { QStringLiteral( "DEM" ), dem }, { QStringLiteral( "Z_FACTOR" ), 0 } } ), QStringLiteral( "Z_FACTOR must be a number greater than 0; got '0'" ) },
    { with( { { QStringLiteral( "DEM" ), dem }, { QStringLiteral( "SOILS" ), soils }, { QStringLiteral( "ERODIBLE_EXPRESSION" ), QStringLiteral( "\"erodes\" = 'Y'" ) } } ), QStringLiteral( "ERODIBLE_EXPRESSION '\"erodes\" = 'Y'' refers to field 'erodes', which layer 'soils' does not have (its fields: ..." ) },
    { with( { { QStringLiteral( "DEM" ), dem }, { QStringLiteral( "PROFILE" ), QStringLiteral( "cudahy" ) }, { QStringLiteral( "RESIDENTIAL_EXPRESSION" ), QStringLiteral( "\"zoning\" LIKE" ) } } ), QStringLiteral( "RESIDENTIAL_EXPRESSION '\"zoning\" LIKE' is not a valid expression: ..." ) },
    { with( { { QStringLiteral( "DEM" ), dem }, { QStringLiteral( "PROFILE" ), QStringLiteral( "cudahy" ) }, { QStringLiteral( "RESIDENTIAL_EXPRESSION" ), QStringLiteral( "\"zone\" = 'R1'" ) } } ), QStringLiteral( "RESIDENTIAL_EXPRESSION '\"zone\" = 'R1'' refers to field 'zone', which layer 'PARCELS' does not have (its fields: fid, apn, zoning, use_code)" ) } };
  for ( const Bad &bad : cases )
  {
    const Screened s = screen( bad.parameters, dir.filePath( QStringLiteral( "out.gpkg" ) ) );
    EXPECT_FALSE( s.run.ok ) << bad.error.toStdString();
    if ( bad.error.endsWith( QLatin1String( "..." ) ) )
      EXPECT_TRUE( s.run.error.startsWith( bad.error.chopped( 3 ) ) ) << s.run.error.toStdString() << "\nexpected: " << bad.error.toStdString();
    else
      EXPECT_EQ( s.run.error, bad.error );
  }
}

TEST( Hillside, BrokenParcelsAreWrittenWithAStatus )
{
  QTemporaryDir dir;
  const QString dem = dir.filePath( QStringLiteral( "plane.tif" ) );
  ASSERT_TRUE( writeDem( dem, DemGrid(), plane( 0.18, 0.24 ) ) );
  const QString gpkg = dir.filePath( QStringLiteral( "city.gpkg" ) );
  // The bow-tie's ring crosses itself at (150, 150): repaired into two triangles of 2,500 sq ft each.
  const QString parcels = SwTestData::writeLayer( gpkg, QStringLiteral( "parcels" ), QStringLiteral( "MultiPolygon" ), QStringLiteral( "EPSG:2229" ), parcelFields(),
                                                  { { QString(), { QStringLiteral( "no_geometry" ), R1, HOME } },
                                                    { polygon( { { 100, 100 }, { 200, 200 }, { 200, 100 }, { 100, 200 } } ), { QStringLiteral( "bow_tie" ), R1, HOME } },
                                                    { rect( 300, 300, 400, 400 ), { QStringLiteral( "fine" ), R1, HOME } } } );
  const Screened s = screen( { { QStringLiteral( "PARCELS" ), parcels }, { QStringLiteral( "DEM" ), dem }, { QStringLiteral( "SOILS" ), writeAllErodible( gpkg ) } }, dir.filePath( QStringLiteral( "out.gpkg" ) ) );
  ASSERT_TRUE( s.run.ok ) << s.run.error.toStdString();
  EXPECT_EQ( s.count, 3 );
  const QgsFeature none = s.byApn.value( QStringLiteral( "no_geometry" ) );
  EXPECT_EQ( text( none, "status" ), QStringLiteral( "null_geometry" ) );
  EXPECT_TRUE( isNull( none, "hillside" ) );
  EXPECT_TRUE( isNull( none, "hillside_basis" ) );
  const QgsFeature bowTie = s.byApn.value( QStringLiteral( "bow_tie" ) );
  EXPECT_EQ( text( bowTie, "status" ), QStringLiteral( "repaired" ) );
  EXPECT_NEAR( number( bowTie, "steep_sqft" ), 5000, 1e-6 );
  EXPECT_EQ( hillside( bowTie ), QStringLiteral( "true" ) );
  EXPECT_EQ( text( s.byApn.value( QStringLiteral( "fine" ) ), "status" ), QStringLiteral( "ok" ) );
}

TEST( Hillside, IsRegisteredWithItsContractParameters )
{
  const QgsProcessingAlgorithm *algorithm = QgsApplication::processingRegistry()->algorithmById( QStringLiteral( "stormwater:hillside" ) );
  ASSERT_TRUE( algorithm );
  EXPECT_EQ( algorithm->groupId(), QStringLiteral( "screens" ) );
  for ( const char *name : { "PARCELS", "APN_FIELD", "DEM", "DEM_BAND", "VERTICAL_UNIT", "Z_FACTOR", "SLOPE_POLYGONS", "SLOPE_FIELD", "SLOPE_POLYGONS_OUTSIDE", "CONTOURS", "CONTOUR_INTERVAL", "SOILS", "ERODIBLE_EXPRESSION", "SOILS_OUTSIDE", "RESIDENTIAL_EXPRESSION", "MIN_STEEP_SQFT", "PROFILE", "OUTPUT" } )
    EXPECT_TRUE( algorithm->parameterDefinition( QString::fromLatin1( name ) ) ) << name;
  EXPECT_TRUE( algorithm->shortHelpString().contains( QStringLiteral( "S = 0.00229 I L / A" ) ) );
}

namespace
{
  //! The hillside screen as stormwater:screenparcels runs it: every input optional, shared names prefixed.
  class CombinedHillside : public SwParcelScreenAlgorithm
  {
  public:
    CombinedHillside *createInstance() const override { return new CombinedHillside(); }

  protected:
    Description description() const override { return { "combinedhillside", "combinedhillside", Group::Screens, "", "" }; }
    std::vector<std::unique_ptr<SwScreen>> createScreens() const override
    {
      std::vector<std::unique_ptr<SwScreen>> screens;
      screens.push_back( std::make_unique<SwHillsideScreen>() );
      return screens;
    }
    bool isCombined() const override { return true; }
    QString helpIntroduction() const override { return QString(); }
  };
} // namespace

TEST( Hillside, InACombinedRunSoilsWithoutErosionDataLeaveSoilUnknown )
{
  QTemporaryDir dir;
  const QString dem = dir.filePath( QStringLiteral( "plane.tif" ) );
  ASSERT_TRUE( writeDem( dem, DemGrid(), plane( 0.18, 0.24 ) ) );
  const QString gpkg = dir.filePath( QStringLiteral( "city.gpkg" ) );
  const QString parcels = SwTestData::writeLayer( gpkg, QStringLiteral( "parcels" ), QStringLiteral( "MultiPolygon" ), QStringLiteral( "EPSG:2229" ), parcelFields(), { { rect( 100, 100, 200, 300 ), { QStringLiteral( "steep" ), R1, HOME } } } );
  // Infiltration rates only, as the infeasibility screen wants them.
  const QString soils = SwTestData::writeLayer( gpkg, QStringLiteral( "soils" ), QStringLiteral( "MultiPolygon" ), QStringLiteral( "EPSG:2229" ), SwTestData::fields( { QStringLiteral( "musym:string" ), QStringLiteral( "ksat_in_hr:double" ) } ), { { rect( -100, -100, 1100, 1100 ), { QStringLiteral( "ZaC" ), 0.06 } } } );
  const QVariantMap parameters{ { QStringLiteral( "PARCELS" ), parcels }, { QStringLiteral( "DEM" ), dem }, { QStringLiteral( "SOILS" ), soils }, { QStringLiteral( "OUTPUT" ), dir.filePath( QStringLiteral( "combined.gpkg" ) ) } };

  const CombinedHillside prototype;
  std::unique_ptr<QgsProcessingAlgorithm> combined( prototype.create() );
  QgsProcessingContext context;
  SwTestRun::RecordingFeedback feedback;
  bool ok = false;
  const QVariantMap results = combined->run( parameters, context, &feedback, &ok );
  ASSERT_TRUE( ok ) << feedback.warnings.join( '\n' ).toStdString();
  std::unique_ptr<QgsVectorLayer> layer = SwTestData::openLayer( results.value( QStringLiteral( "OUTPUT" ) ).toString() );
  const QgsFeature f = SwTestData::featuresBy( layer.get(), QStringLiteral( "apn" ) ).value( QStringLiteral( "steep" ) );
  EXPECT_EQ( hillside( f ), QStringLiteral( "null" ) );
  EXPECT_EQ( text( f, "hillside_basis" ), QStringLiteral( "steep, soil unknown: 20000 sq ft of slope 25% or more (mean 30.00%, max 30.00% from the DEM, on 200 DEM cells of 100 sq ft) and SOILS layer 'soils' has no 'erosive' field" ) );
  EXPECT_EQ( text( f, "hillside_status" ), QStringLiteral( "undecided_no_soils" ) );
  EXPECT_TRUE( feedback.warnings.contains( QStringLiteral( "SOILS layer 'soils' has no field 'erosive' for the default ERODIBLE_EXPRESSION; the hillside screen treats soil as unknown (give ERODIBLE_EXPRESSION, e.g. \"kfact\" >= 0.37)" ) ) ) << feedback.warnings.join( '\n' ).toStdString();

  // Run alone, the same layer is an error: the planner gave SOILS for this screen.
  const Screened alone = screen( parameters, dir.filePath( QStringLiteral( "alone.gpkg" ) ) );
  EXPECT_TRUE( alone.run.error.startsWith( QStringLiteral( "ERODIBLE_EXPRESSION '\"erosive\" = 'Y'' refers to field 'erosive', which layer 'soils' does not have (its fields: " ) ) ) << alone.run.error.toStdString();

  // A combined run without any slope source skips the screen.
  std::unique_ptr<QgsProcessingAlgorithm> skipped( prototype.create() );
  SwTestRun::RecordingFeedback skippedFeedback;
  skipped->run( { { QStringLiteral( "PARCELS" ), parcels }, { QStringLiteral( "OUTPUT" ), dir.filePath( QStringLiteral( "skipped.gpkg" ) ) } }, context, &skippedFeedback, &ok );
  EXPECT_TRUE( ok );
  EXPECT_TRUE( skippedFeedback.infos.contains( QStringLiteral( "Hillside properties: not screened, its inputs were not given (to screen it, give DEM, SLOPE_POLYGONS or CONTOURS)" ) ) ) << skippedFeedback.infos.join( '\n' ).toStdString();
}

TEST( Hillside, GeoPackageOutputCarriesTheHillsideStyle )
{
  QTemporaryDir dir;
  const QString dem = dir.filePath( QStringLiteral( "plane.tif" ) );
  ASSERT_TRUE( writeDem( dem, DemGrid(), plane( 0.18, 0.24 ) ) );
  const QString gpkg = dir.filePath( QStringLiteral( "city.gpkg" ) );
  const QString parcels = SwTestData::writeLayer( gpkg, QStringLiteral( "parcels" ), QStringLiteral( "MultiPolygon" ), QStringLiteral( "EPSG:2229" ), parcelFields(), { { rect( 100, 100, 200, 300 ), { QStringLiteral( "lot" ), R1, HOME } } } );
  const QString out = dir.filePath( QStringLiteral( "screened.gpkg" ) );
  const Screened s = screen( { { QStringLiteral( "PARCELS" ), parcels }, { QStringLiteral( "DEM" ), dem } }, out );
  ASSERT_TRUE( s.run.ok ) << s.run.error.toStdString();
  std::unique_ptr<QgsVectorLayer> styles = SwTestData::openLayer( out + QStringLiteral( "|layername=layer_styles" ) );
  ASSERT_TRUE( styles->isValid() );
  QgsFeature style;
  ASSERT_TRUE( styles->getFeatures().nextFeature( style ) );
  EXPECT_EQ( style.attribute( QStringLiteral( "styleName" ) ).toString(), QStringLiteral( "hillside" ) );
  EXPECT_TRUE( style.attribute( QStringLiteral( "styleQML" ) ).toString().contains( QStringLiteral( "Hillside property" ) ) );
}
