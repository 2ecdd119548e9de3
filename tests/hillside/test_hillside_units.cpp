/***************************************************************************
  test_hillside_units.cpp: the hillside screen's building blocks against
  independent references: exact cell coverage against GEOS intersection
  areas cell by cell, Horn's slope against hand-computed windows and against
  `gdaldem slope -p` on a rough DEM with NoData, Z factors from CRS units.
 ***************************************************************************/
#include "screens/hillside/swcellcoverage.h"
#include "screens/hillside/swdemslope.h"
#include "screens/hillside/swcontourslope.h"
#include "swhillsidetest.h"
#include "core/swunits.h"

#include "qgsexception.h"

#include <QTemporaryDir>
#include <QtConcurrent>

#include <gtest/gtest.h>

#include <cmath>

using namespace SwHillsideTest;

namespace
{
  // GEOS area of one cell square clipped by the polygon: the reference, computed apart from SwCellCoverage.
  double geosCellArea( const QgsGeometry &polygon, const SwGrid &grid, long long col, long long row )
  {
    const QgsRectangle cell( grid.originX + col * grid.cellWidth, grid.originY - ( row + 1 ) * grid.cellHeight, grid.originX + ( col + 1 ) * grid.cellWidth, grid.originY - row * grid.cellHeight );
    return polygon.intersection( QgsGeometry::fromRect( cell ) ).area();
  }

  void expectCoverageMatchesGeos( const QString &wkt, const SwGrid &grid )
  {
    const QgsGeometry polygon = QgsGeometry::fromWkt( wkt );
    ASSERT_FALSE( polygon.isNull() ) << wkt.toStdString();
    ASSERT_TRUE( polygon.isGeosValid() ) << wkt.toStdString();
    const SwCellCoverage coverage( polygon, grid );
    const double cellArea = grid.cellWidth * grid.cellHeight;
    EXPECT_NEAR( coverage.areaInCells() * cellArea, polygon.area(), polygon.area() * 1e-9 ) << wkt.toStdString();

    // One cell of margin around the window: cells outside must read 0.
    SwCellWindow window = coverage.window();
    window.col0 -= 1;
    window.row0 -= 1;
    window.cols += 2;
    window.rows += 2;
    std::vector<double> fractions;
    coverage.fractions( window, fractions );
    ASSERT_EQ( fractions.size(), static_cast<size_t>( window.cols * window.rows ) );
    double total = 0;
    for ( long long r = 0; r < window.rows; ++r )
    {
      for ( long long c = 0; c < window.cols; ++c )
      {
        const double ours = fractions[static_cast<size_t>( r * window.cols + c )] * cellArea;
        const double reference = geosCellArea( polygon, grid, window.col0 + c, window.row0 + r );
        EXPECT_NEAR( ours, reference, 1e-6 * cellArea ) << "cell " << window.col0 + c << "," << window.row0 + r << " of " << wkt.toStdString();
        total += ours;
      }
    }
    EXPECT_NEAR( total, polygon.area(), polygon.area() * 1e-9 ) << wkt.toStdString();
  }

  QString ngon( double cx, double cy, double radius, int sides, double rotation, double innerRatio = 1 )
  {
    // innerRatio < 1 alternates the radius: a star, concave at every other vertex.
    std::vector<std::pair<double, double>> points;
    for ( int i = 0; i < sides; ++i )
    {
      const double r = ( i % 2 && innerRatio != 1 ) ? radius * innerRatio : radius;
      const double a = rotation + 2 * M_PI * i / sides;
      points.push_back( { cx + r * std::cos( a ), cy + r * std::sin( a ) } );
    }
    return polygon( points );
  }
} // namespace

struct CoverageCase
{
  const char *name;
  QString wkt;
};

class CellCoverage : public ::testing::TestWithParam<CoverageCase>
{
};

TEST_P( CellCoverage, EqualsGeosIntersectionCellByCell )
{
  // State Plane coordinates in the millions, square and odd-sized cells.
  SwGrid tenFoot{ X0 - 3, Y0 + 1007, 10, 10 };
  expectCoverageMatchesGeos( GetParam().wkt, tenFoot );
  SwGrid thirtyMetre{ X0 - 50, Y0 + 1200, 98.4251968503937, 98.4251968503937 };
  expectCoverageMatchesGeos( GetParam().wkt, thirtyMetre );
  SwGrid oblong{ X0 + 0.37, Y0 + 999.1, 7, 13 };
  expectCoverageMatchesGeos( GetParam().wkt, oblong );
}

INSTANTIATE_TEST_SUITE_P( Shapes, CellCoverage,
                          ::testing::Values(
                            CoverageCase{ "aligned_lot", rect( 7, 7, 107, 207 ) },
                            CoverageCase{ "offset_lot", rect( 9.5, 3.25, 61.75, 118.5 ) },
                            CoverageCase{ "rotated_square", ngon( 150, 150, 71, 4, M_PI / 6 ) },
                            CoverageCase{ "l_shape", polygon( { { 0, 0 }, { 120, 0 }, { 120, 35 }, { 41, 35 }, { 41, 160 }, { 0, 160 } } ) },
                            CoverageCase{ "u_shape", polygon( { { 0, 0 }, { 90, 0 }, { 90, 90 }, { 63, 90 }, { 63, 21 }, { 27, 21 }, { 27, 90 }, { 0, 90 } } ) },
                            CoverageCase{ "star", ngon( 200, 300, 80, 14, 0.3, 0.35 ) },
                            CoverageCase{ "circle", ngon( 400, 400, 55.5, 64, 0 ) },
                            CoverageCase{ "tiny_triangle", polygon( { { 11, 11 }, { 14, 11 }, { 12, 15 } } ) },
                            CoverageCase{ "sliver", polygon( { { 0, 0 }, { 300, 0.4 }, { 300, 0.9 }, { 0, 0.5 } } ) },
                            CoverageCase{ "lot_with_hole", QStringLiteral( "MULTIPOLYGON(((%1 %2, %3 %2, %3 %4, %1 %4, %1 %2),(%5 %6, %7 %6, %7 %8, %5 %8, %5 %6)))" ).arg( X0 + 3, 0, 'f', 3 ).arg( Y0 + 3, 0, 'f', 3 ).arg( X0 + 203, 0, 'f', 3 ).arg( Y0 + 203, 0, 'f', 3 ).arg( X0 + 51.5, 0, 'f', 3 ).arg( Y0 + 77, 0, 'f', 3 ).arg( X0 + 122, 0, 'f', 3 ).arg( Y0 + 131.3, 0, 'f', 3 ) },
                            CoverageCase{ "two_parts", QStringLiteral( "MULTIPOLYGON(((%1 %2, %3 %2, %3 %4, %1 %2)),((%5 %6, %7 %6, %7 %8, %5 %8, %5 %6)))" ).arg( X0 + 1, 0, 'f', 3 ).arg( Y0 + 1, 0, 'f', 3 ).arg( X0 + 77, 0, 'f', 3 ).arg( Y0 + 93, 0, 'f', 3 ).arg( X0 + 130, 0, 'f', 3 ).arg( Y0 + 12, 0, 'f', 3 ).arg( X0 + 171.7, 0, 'f', 3 ).arg( Y0 + 45.2, 0, 'f', 3 ) } ),
                          []( const ::testing::TestParamInfo<CoverageCase> &info )
                          { return std::string( info.param.name ); } );

TEST( CellCoverage, AnAlignedLotCoversWholeCellsOnly )
{
  // 100 x 200 ft lot on the 10 ft grid: 200 cells, each fully covered.
  const SwGrid grid{ X0, Y0 + 1000, 10, 10 };
  const SwCellCoverage coverage( QgsGeometry::fromWkt( rect( 100, 300, 200, 500 ) ), grid );
  EXPECT_EQ( coverage.window().col0, 10 );
  EXPECT_EQ( coverage.window().row0, 50 );
  EXPECT_EQ( coverage.window().cols, 10 );
  EXPECT_EQ( coverage.window().rows, 20 );
  std::vector<double> fractions;
  coverage.fractions( coverage.window(), fractions );
  for ( const double f : fractions )
    EXPECT_DOUBLE_EQ( f, 1.0 );
  EXPECT_DOUBLE_EQ( coverage.areaInCells(), 200.0 );
}

// Found by the sanitized build (scripts/test-sanitized): a part 1e25 ft off
// made the cell window's conversion to integers undefined behaviour. The
// far part is clamped out of every raster; the near part counts as before.
TEST( CellCoverage, APartFarBeyondAnyRasterIsOutsideIt )
{
  const SwGrid grid{ X0, Y0 + 1000, 10, 10 };
  const QString near = QStringLiteral( "((%1 %2, %3 %2, %3 %4, %1 %4, %1 %2))" ).arg( X0 + 100, 0, 'f', 3 ).arg( Y0 + 300, 0, 'f', 3 ).arg( X0 + 200, 0, 'f', 3 ).arg( Y0 + 500, 0, 'f', 3 );
  const QString far = QStringLiteral( "((1e25 %1, 1.0000001e25 %1, 1.0000001e25 %2, 1e25 %2, 1e25 %1))" ).arg( Y0 + 300, 0, 'f', 3 ).arg( Y0 + 500, 0, 'f', 3 );
  const SwCellCoverage coverage( QgsGeometry::fromWkt( QStringLiteral( "MULTIPOLYGON(%1, %2)" ).arg( near, far ) ), grid );
  ASSERT_FALSE( coverage.isEmpty() );
  EXPECT_EQ( coverage.window().col0, 10 );
  EXPECT_EQ( coverage.window().row0, 50 );
  EXPECT_EQ( coverage.window().rows, 20 );
  EXPECT_EQ( coverage.window().col0 + coverage.window().cols, 4503599627370496LL );
  const SwCellWindow dem = coverage.window().intersected( SwCellWindow{ 0, 0, 1000, 1000 } );
  EXPECT_EQ( dem.cols, 990 );
  std::vector<double> fractions;
  coverage.fractions( dem, fractions );
  double cells = 0;
  for ( const double f : fractions )
    cells += f;
  EXPECT_DOUBLE_EQ( cells, 200.0 );
  // Wholly far off: nothing of it on a raster.
  const SwCellCoverage off( QgsGeometry::fromWkt( QStringLiteral( "POLYGON%1" ).arg( far ) ), grid );
  EXPECT_TRUE( off.window().intersected( SwCellWindow{ 0, 0, 1000, 1000 } ).isEmpty() );
}

TEST( CellCoverage, ASubWindowGivesTheSameFractions )
{
  const SwGrid grid{ X0, Y0 + 1000, 10, 10 };
  const SwCellCoverage coverage( QgsGeometry::fromWkt( ngon( 150, 150, 71, 4, M_PI / 6 ) ), grid );
  std::vector<double> whole, part;
  coverage.fractions( coverage.window(), whole );
  SwCellWindow sub = coverage.window();
  sub.col0 += 2;
  sub.cols -= 3;
  sub.row0 += 4;
  sub.rows = 3;
  coverage.fractions( sub, part );
  for ( long long r = 0; r < sub.rows; ++r )
  {
    for ( long long c = 0; c < sub.cols; ++c )
      EXPECT_DOUBLE_EQ( part[static_cast<size_t>( r * sub.cols + c )], whole[static_cast<size_t>( ( r + 4 ) * coverage.window().cols + c + 2 )] );
  }
}

TEST( HornSlope, HandComputedWindows )
{
  // A plane rising 0.18 ft per ft east and 0.24 north: |(0.18, 0.24)| = 0.30.
  double plane3[9];
  for ( int k = 0; k < 9; ++k )
  {
    const double x = ( k % 3 ) * 10.0;
    const double y = -( k / 3 ) * 10.0; // rows run south
    plane3[k] = 50 + 0.18 * x + 0.24 * y;
  }
  EXPECT_NEAR( SwDemSlope::hornPercent( plane3, 10, 10, 1 ), 30.0, 1e-12 );
  // Rows a b c = 0 0 0, d e f = 0 0 0, g h i = 10 20 10: dz/dy = (10 + 40 + 10) / 80 = 0.75, dz/dx = 0.
  const double ridge[9] = { 0, 0, 0, 0, 0, 0, 10, 20, 10 };
  EXPECT_NEAR( SwDemSlope::hornPercent( ridge, 10, 10, 1 ), 75.0, 1e-12 );
  // The same in metres on a feet grid: Z factor 3937/1200.
  EXPECT_NEAR( SwDemSlope::hornPercent( ridge, 10, 10, 3937.0 / 1200.0 ), 75.0 * 3937.0 / 1200.0, 1e-9 );
  // Oblong cells, 5 ft wide and 20 ft tall: rows 0 0 4 / 0 0 8 / 8 16 12 give
  // dz/dx = ((4 + 16 + 12) - (0 + 0 + 8)) / 40 = 0.6, dz/dy = ((8 + 32 + 12) - (0 + 0 + 4)) / 160 = 0.3.
  const double oblong[9] = { 0, 0, 4, 0, 0, 8, 8, 16, 12 };
  EXPECT_NEAR( SwDemSlope::hornPercent( oblong, 5, 20, 1 ), 100 * std::sqrt( 0.6 * 0.6 + 0.3 * 0.3 ), 1e-12 );
}

TEST( HornSlope, ZFactorFollowsTheUnits )
{
  const QgsCoordinateReferenceSystem feetGrid( QStringLiteral( "EPSG:2229" ) );
  const QgsCoordinateReferenceSystem metreGrid( QStringLiteral( "EPSG:26911" ) );
  EXPECT_DOUBLE_EQ( SwDemSlope::zFactorFor( feetGrid, SwDemSlope::VerticalUnit::Feet ), 1.0 );
  EXPECT_NEAR( SwDemSlope::zFactorFor( feetGrid, SwDemSlope::VerticalUnit::Metres ), 3937.0 / 1200.0, 1e-12 );
  EXPECT_NEAR( SwDemSlope::zFactorFor( metreGrid, SwDemSlope::VerticalUnit::Feet ), 1200.0 / 3937.0, 1e-12 );
  EXPECT_NEAR( SwDemSlope::zFactorFor( metreGrid, SwDemSlope::VerticalUnit::Metres ), 1.0, 1e-12 );
  EXPECT_TRUE( std::isnan( SwDemSlope::zFactorFor( QgsCoordinateReferenceSystem( QStringLiteral( "EPSG:4326" ) ), SwDemSlope::VerticalUnit::Feet ) ) );
}

TEST( HornSlope, ContourMethodByHand )
{
  // 20,000 sq ft = 20000 / 43560 acres; I = 2 ft, L = 500 ft:
  // S = 0.00229 * 2 * 500 / (20000 / 43560) = 2.29 * 43560 / 20000 = 4.98762 %.
  EXPECT_NEAR( SwContourSlope::averageSlope( 2, 500, 20000 ), 4.98762, 1e-9 );
  EXPECT_TRUE( std::isnan( SwContourSlope::averageSlope( 2, 500, 0 ) ) );
}

namespace
{
  // Rough ground with a NoData pit and a NoData strip on the west edge: every kind of cell gdaldem distinguishes.
  double rough( double x, double y )
  {
    const double u = x - X0, v = y - Y0;
    if ( u > 300 && u < 340 && v > 500 && v < 530 )
      return std::nan( "" );
    if ( u < 25 && v > 700 )
      return std::nan( "" );
    return 80 + 0.2 * u + 30 * std::sin( u / 47.0 ) * std::cos( v / 61.0 ) + 0.0004 * u * v;
  }
} // namespace

TEST( DemSlope, MatchesGdaldemCellByCell )
{
  QTemporaryDir dir;
  DemGrid grid;
  grid.cols = 90;
  grid.rows = 110;
  grid.cell = 10;
  const QString dem = dir.filePath( QStringLiteral( "rough.tif" ) );
  ASSERT_TRUE( writeDem( dem, grid, rough ) );
  const QString reference = dir.filePath( QStringLiteral( "slope.tif" ) );
  ASSERT_TRUE( gdaldemSlope( dem, reference ) ) << "gdaldem must be installed";
  const Raster expected = readRaster( reference );
  ASSERT_EQ( expected.cols, grid.cols );

  const SwDemSlope slope( dem, QStringLiteral( "rough" ), 1, QgsCoordinateReferenceSystem( grid.authid ), 1.0 );
  EXPECT_EQ( slope.width(), grid.cols );
  EXPECT_DOUBLE_EQ( slope.grid().originX, grid.left );
  EXPECT_DOUBLE_EQ( slope.grid().originY, grid.top );
  std::vector<double> ours;
  slope.slopes( slope.cells(), ours );
  int compared = 0, empty = 0;
  for ( int r = 0; r < grid.rows; ++r )
  {
    for ( int c = 0; c < grid.cols; ++c )
    {
      const double theirs = expected.at( c, r );
      const double mine = ours[static_cast<size_t>( r * grid.cols + c )];
      if ( std::isnan( theirs ) )
      {
        EXPECT_TRUE( std::isnan( mine ) ) << "cell " << c << "," << r << " has no slope in gdaldem, ours " << mine;
        ++empty;
        continue;
      }
      // gdaldem sums the window in single precision and writes Float32: a
      // thousandth of a percentage point covers its rounding.
      EXPECT_NEAR( mine, theirs, 1e-3 ) << "cell " << c << "," << r;
      ++compared;
    }
  }
  // The edge ring, the pit and the strip with their one-cell halos have no slope.
  EXPECT_GT( compared, 8000 );
  EXPECT_GT( empty, 2 * ( 90 + 110 ) - 4 + 4 * 3 );
}

TEST( DemSlope, ScaleAndZFactorAgreeWithGdaldem )
{
  // Elevations in metres on a US-feet grid: gdaldem -s 0.3048006 (metres per horizontal unit over metres per vertical unit).
  QTemporaryDir dir;
  DemGrid grid;
  grid.cols = 40;
  grid.rows = 30;
  const QString dem = dir.filePath( QStringLiteral( "metres.tif" ) );
  ASSERT_TRUE( writeDem( dem, grid, []( double x, double y )
                         { return rough( x, y ) * 1200.0 / 3937.0; } ) );
  const QString reference = dir.filePath( QStringLiteral( "slope.tif" ) );
  ASSERT_TRUE( gdaldemSlope( dem, reference, 1200.0 / 3937.0 ) );
  const Raster expected = readRaster( reference );
  const double zFactor = SwDemSlope::zFactorFor( QgsCoordinateReferenceSystem( grid.authid ), SwDemSlope::VerticalUnit::Metres );
  const SwDemSlope slope( dem, QStringLiteral( "metres" ), 1, QgsCoordinateReferenceSystem( grid.authid ), zFactor );
  std::vector<double> ours;
  slope.slopes( slope.cells(), ours );
  int compared = 0;
  for ( int r = 0; r < grid.rows; ++r )
  {
    for ( int c = 0; c < grid.cols; ++c )
    {
      const double mine = ours[static_cast<size_t>( r * grid.cols + c )];
      if ( std::isnan( expected.at( c, r ) ) )
      {
        EXPECT_TRUE( std::isnan( mine ) ) << c << "," << r;
        continue;
      }
      EXPECT_NEAR( mine, expected.at( c, r ), 1e-3 ) << c << "," << r;
      ++compared;
    }
  }
  EXPECT_GT( compared, 38 * 28 / 2 );
}

TEST( DemSlope, WindowsAtTheEdgesAndFromManyThreadsReadTheSame )
{
  QTemporaryDir dir;
  DemGrid grid;
  grid.cols = 150;
  grid.rows = 140;
  const QString dem = dir.filePath( QStringLiteral( "rough.tif" ) );
  ASSERT_TRUE( writeDem( dem, grid, rough ) );
  const SwDemSlope slope( dem, QStringLiteral( "rough" ), 1, QgsCoordinateReferenceSystem( grid.authid ), 1.0 );
  std::vector<double> whole;
  slope.slopes( slope.cells(), whole );

  std::vector<SwCellWindow> windows;
  for ( int i = 0; i < 400; ++i )
  {
    SwCellWindow w;
    w.col0 = ( i * 37 ) % grid.cols;
    w.row0 = ( i * 53 ) % grid.rows;
    w.cols = std::min<long long>( 1 + i % 17, grid.cols - w.col0 );
    w.rows = std::min<long long>( 1 + i % 23, grid.rows - w.row0 );
    windows.push_back( w );
  }
  std::vector<int> mismatches( windows.size(), 0 );
  std::vector<size_t> order( windows.size() );
  std::iota( order.begin(), order.end(), 0 );
  QtConcurrent::blockingMap( order, [&]( size_t i )
                             {
    std::vector<double> part;
    slope.slopes( windows[i], part );
    for ( long long r = 0; r < windows[i].rows; ++r )
    {
      for ( long long c = 0; c < windows[i].cols; ++c )
      {
        const double a = part[static_cast<size_t>( r * windows[i].cols + c )];
        const double b = whole[static_cast<size_t>( ( windows[i].row0 + r ) * grid.cols + windows[i].col0 + c )];
        if ( !( a == b || ( std::isnan( a ) && std::isnan( b ) ) ) )
          ++mismatches[i];
      }
    } } );
  for ( size_t i = 0; i < windows.size(); ++i )
    EXPECT_EQ( mismatches[i], 0 ) << "window " << windows[i].col0 << "," << windows[i].row0 << " " << windows[i].cols << "x" << windows[i].rows;
}

TEST( DemSlope, BadRastersAreNamed )
{
  QTemporaryDir dir;
  DemGrid grid;
  grid.cols = 5;
  grid.rows = 5;
  const QString dem = dir.filePath( QStringLiteral( "small.tif" ) );
  ASSERT_TRUE( writeDem( dem, grid, plane( 0.1, 0 ) ) );
  try
  {
    SwDemSlope slope( dem, QStringLiteral( "small" ), 2, QgsCoordinateReferenceSystem( grid.authid ), 1.0 );
    FAIL() << "band 2 accepted";
  }
  catch ( QgsProcessingException &e )
  {
    EXPECT_EQ( e.what(), QStringLiteral( "DEM_BAND 2 does not exist in DEM 'small' (it has 1 band(s))" ) );
  }
  try
  {
    SwDemSlope slope( dir.filePath( QStringLiteral( "missing.tif" ) ), QStringLiteral( "missing" ), 1, QgsCoordinateReferenceSystem( grid.authid ), 1.0 );
    FAIL() << "a missing file was accepted";
  }
  catch ( QgsProcessingException &e )
  {
    EXPECT_TRUE( e.what().startsWith( QStringLiteral( "DEM 'missing' cannot be opened by GDAL" ) ) ) << e.what().toStdString();
  }
}
