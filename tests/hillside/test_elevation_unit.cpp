/***************************************************************************
  test_elevation_unit.cpp: a DEM's elevation unit without the planner
  setting one. Planes of a known grade (30%) in four set-ups (metres on a
  metre grid, feet on a US-feet grid, metres on a feet grid and feet on a
  metre grid with the band's unit declared) read 30% with the defaults; the
  unit and why are said in the log and the layer's metadata; the warnings
  when the choice looks wrong (a metre DEM warped to EPSG:2229, elevations
  no California ground reaches, slopes mostly above 100%); VERTICAL_UNIT as
  a name, a number or another spelling.
 ***************************************************************************/
#include "screens/hillside/swelevationunit.h"
#include "swhillsidetest.h"
#include "swtestfeature.h"

#include "qgscoordinatetransform.h"
#include "qgscoordinatetransformcontext.h"
#include "qgslayermetadata.h"
#include "qgsvectorlayer.h"

#include <QTemporaryDir>

#include <gtest/gtest.h>

#include <cmath>

using namespace SwHillsideTest;

namespace
{
  const QString R1 = QStringLiteral( "R1" );
  const QString HOME = QStringLiteral( "0100" );
  constexpr double FEET_PER_METRE = 3937.0 / 1200.0;
  //! The lot every set-up measures: 120 x 200 ft around the middle of the DEM.
  const double LOT[4] = { 450, 420, 570, 620 };

  //! A grid in UTM zone 11N (metres) covering the lot, \a cell metres across.
  DemGrid utmGrid( double cell )
  {
    const QgsCoordinateTransform toUtm( QgsCoordinateReferenceSystem( QStringLiteral( "EPSG:2229" ) ), QgsCoordinateReferenceSystem( QStringLiteral( "EPSG:26911" ) ), QgsCoordinateTransformContext() );
    const QgsPointXY centre = toUtm.transform( QgsPointXY( X0 + 510, Y0 + 520 ) );
    DemGrid grid;
    grid.authid = QStringLiteral( "EPSG:26911" );
    grid.cell = cell;
    grid.cols = static_cast<int>( std::ceil( 600 / cell ) );
    grid.rows = grid.cols;
    grid.left = std::floor( centre.x() ) - 300;
    grid.top = std::floor( centre.y() ) + 300;
    return grid;
  }

  //! A grid on EPSG:2229 (US feet) covering the lot, \a cell feet across.
  DemGrid feetGrid( double cell )
  {
    DemGrid grid;
    grid.cell = cell;
    grid.cols = static_cast<int>( std::ceil( 1000 / cell ) );
    grid.rows = grid.cols;
    return grid;
  }

  //! Elevations rising northward by \a grade (rise over run), written in \a feet or metres on \a grid.
  std::function<double( double, double )> northward( const DemGrid &grid, double grade, bool feet )
  {
    const bool gridInFeet = grid.authid == QLatin1String( "EPSG:2229" );
    return [grid, grade, feet, gridInFeet]( double, double y )
    {
      const double runMetres = ( grid.top - y ) * ( gridInFeet ? 1200.0 / 3937.0 : 1.0 );
      const double riseMetres = -grade * runMetres;
      return 300 + ( feet ? riseMetres * FEET_PER_METRE : riseMetres );
    };
  }

  struct LotRun
  {
    Screened screened;
    QString out;
    double meanPct() const { return SwTestFeature::number( screened.byApn.value( QStringLiteral( "lot" ) ), "slope_mean_pct" ); }
    QString log() const { return screened.run.infos.join( '\n' ); }
    QString warnings() const { return screened.run.warnings.join( '\n' ); }
  };

  LotRun screenLot( QTemporaryDir &dir, const DemGrid &grid, double grade, bool feet, const QVariantMap &extra = QVariantMap() )
  {
    const QString dem = dir.filePath( QStringLiteral( "dem.tif" ) );
    EXPECT_TRUE( writeDem( dem, grid, northward( grid, grade, feet ) ) );
    const QString gpkg = dir.filePath( QStringLiteral( "city.gpkg" ) );
    const QString parcels = SwTestData::writeLayer( gpkg, QStringLiteral( "parcels" ), QStringLiteral( "MultiPolygon" ), QStringLiteral( "EPSG:2229" ), parcelFields(), { { rect( LOT[0], LOT[1], LOT[2], LOT[3] ), { QStringLiteral( "lot" ), R1, HOME } } } );
    QVariantMap parameters{ { QStringLiteral( "PARCELS" ), parcels }, { QStringLiteral( "DEM" ), dem } };
    for ( auto it = extra.constBegin(); it != extra.constEnd(); ++it )
      parameters.insert( it.key(), it.value() );
    LotRun run;
    run.out = dir.filePath( QStringLiteral( "out.gpkg" ) );
    run.screened = screen( parameters, run.out );
    return run;
  }
} // namespace

// ---------------------------------------------------------------------------
// The four set-ups, each with the defaults.

struct DemCase
{
  const char *name;
  bool utm;           // the grid: UTM metres, else EPSG:2229 US feet
  bool feet;          // the elevations' unit
  const char *unit;   // what the band declares
  const char *stated; // the note in the log
};

class FourSetUps : public ::testing::TestWithParam<DemCase>
{
};

TEST_P( FourSetUps, ReadThirtyPercentWithTheDefaults )
{
  const DemCase c = GetParam();
  QTemporaryDir dir;
  DemGrid grid = c.utm ? utmGrid( 3 ) : feetGrid( 10 );
  grid.unit = QString::fromLatin1( c.unit );
  const LotRun run = screenLot( dir, grid, 0.30, c.feet );
  ASSERT_TRUE( run.screened.run.ok ) << run.screened.run.error.toStdString();
  EXPECT_NEAR( run.meanPct(), 30.0, 1e-3 ) << c.name;
  EXPECT_TRUE( run.log().contains( QString::fromLatin1( c.stated ) ) ) << run.log().toStdString();
  EXPECT_TRUE( run.screened.run.warnings.filter( QStringLiteral( "DEM 'dem'" ) ).isEmpty() ) << run.warnings().toStdString();

  // The layer carries what was assumed, for whoever opens it later.
  std::unique_ptr<QgsVectorLayer> layer = SwTestData::openLayer( run.out );
  EXPECT_TRUE( layer->metadata().abstract().contains( QString::fromLatin1( c.stated ) ) ) << layer->metadata().abstract().toStdString();
}

INSTANTIATE_TEST_SUITE_P( Dems, FourSetUps,
                          ::testing::Values(
                            DemCase{ "metres_on_a_metre_grid", true, false, "", "DEM: elevations taken as metres: the DEM's CRS (EPSG:26911) is in metres and its band declares no unit; Z factor 1" },
                            DemCase{ "feet_on_a_feet_grid", false, true, "", "DEM: elevations taken as feet: the DEM's CRS (EPSG:2229) is in US survey feet and its band declares no unit; Z factor 1" },
                            DemCase{ "metres_on_a_feet_grid_declared", false, false, "m", "DEM: elevations taken as metres: the DEM's band declares its unit as 'm'; Z factor 3.2808333" },
                            DemCase{ "feet_on_a_metre_grid_declared", true, true, "US survey foot", "DEM: elevations taken as feet: the DEM's band declares its unit as 'US survey foot'; Z factor 0.30480061" } ),
                          []( const ::testing::TestParamInfo<DemCase> &info )
                          { return std::string( info.param.name ); } );

// ---------------------------------------------------------------------------
// When the choice looks wrong.

TEST( ElevationUnit, AMetreDemWarpedToFeetWithNoUnitIsWarnedAbout )
{
  // 10 m cells on EPSG:2229, as gdalwarp makes of a 3DEP tile: 32.81 ft, not a round number of feet.
  QTemporaryDir dir;
  const LotRun run = screenLot( dir, feetGrid( 10 * FEET_PER_METRE ), 0.30, false );
  ASSERT_TRUE( run.screened.run.ok ) << run.screened.run.error.toStdString();
  // Read as feet, the metres make the ground 3.28 times flatter: the warning says so.
  EXPECT_NEAR( run.meanPct(), 30.0 / FEET_PER_METRE, 1e-3 );
  EXPECT_TRUE( run.screened.run.warnings.contains( QStringLiteral( "DEM 'dem': elevations were taken as feet because its CRS is in feet and its band declares no unit, but its cells are 32.81 ft (10.00 m) across, not a round number of feet, as in a DEM warped from a metre grid. A USGS 3DEP DEM warped to feet keeps its elevations in metres: if this one did, set VERTICAL_UNIT to metres (slopes would read 3.28 times steeper)" ) ) ) << run.warnings().toStdString();

  // Told, the planner sets metres: 30%, and no warning.
  QTemporaryDir again;
  const LotRun told = screenLot( again, feetGrid( 10 * FEET_PER_METRE ), 0.30, false, { { QStringLiteral( "VERTICAL_UNIT" ), QStringLiteral( "metres" ) } } );
  ASSERT_TRUE( told.screened.run.ok ) << told.screened.run.error.toStdString();
  EXPECT_NEAR( told.meanPct(), 30.0, 1e-3 );
  EXPECT_TRUE( told.screened.run.warnings.filter( QStringLiteral( "DEM 'dem'" ) ).isEmpty() ) << told.warnings().toStdString();
}

TEST( ElevationUnit, ARoundFeetGridIsNotWarnedAbout )
{
  // The county's LiDAR: 5 ft cells on EPSG:2229, feet.
  QTemporaryDir dir;
  const LotRun run = screenLot( dir, feetGrid( 5 ), 0.30, true );
  ASSERT_TRUE( run.screened.run.ok ) << run.screened.run.error.toStdString();
  EXPECT_NEAR( run.meanPct(), 30.0, 1e-3 );
  EXPECT_TRUE( run.screened.run.warnings.filter( QStringLiteral( "DEM 'dem'" ) ).isEmpty() ) << run.warnings().toStdString();
}

TEST( ElevationUnit, FeetTakenForMetresAreWarnedAboutByRangeAndSlope )
{
  // A feet DEM of the San Gabriels on a UTM grid, no unit declared: its top cell centre, 1.5 m below
  // the 6,000 ft line (6000 - 0.40 x 1.5 x 3.2808 = 5998.03 ft), read as metres; a 40% grade as 131%.
  QTemporaryDir dir;
  const DemGrid grid = utmGrid( 3 );
  const QString dem = dir.filePath( QStringLiteral( "dem.tif" ) );
  ASSERT_TRUE( writeDem( dem, grid, [&]( double, double y )
                         { return 6000 + 0.40 * ( y - grid.top ) * FEET_PER_METRE; } ) );
  const QString gpkg = dir.filePath( QStringLiteral( "city.gpkg" ) );
  const QString parcels = SwTestData::writeLayer( gpkg, QStringLiteral( "parcels" ), QStringLiteral( "MultiPolygon" ), QStringLiteral( "EPSG:2229" ), parcelFields(), { { rect( LOT[0], LOT[1], LOT[2], LOT[3] ), { QStringLiteral( "lot" ), R1, HOME } } } );
  const Screened s = screen( { { QStringLiteral( "PARCELS" ), parcels }, { QStringLiteral( "DEM" ), dem } }, dir.filePath( QStringLiteral( "out.gpkg" ) ) );
  ASSERT_TRUE( s.run.ok ) << s.run.error.toStdString();
  EXPECT_NEAR( SwTestFeature::number( s.byApn.value( QStringLiteral( "lot" ) ), "slope_mean_pct" ), 40.0 * FEET_PER_METRE, 1e-2 );
  const QString warnings = s.run.warnings.join( '\n' );
  EXPECT_TRUE( s.run.warnings.contains( QStringLiteral( "DEM 'dem' reaches 5998, which cannot be metres in California (Mount Whitney, its highest point, is 4421 m): if the elevations are feet, set VERTICAL_UNIT to feet (slopes would read 3.28 times flatter)" ) ) ) << warnings.toStdString();
  EXPECT_TRUE( s.run.warnings.contains( QStringLiteral( "DEM 'dem': 1 of the 1 parcels measured (100%) have a mean slope above 100% (45 degrees), which few parcels in any city have: the elevations are probably feet, not metres; set VERTICAL_UNIT to feet (slopes would read 3.28 times flatter)" ) ) ) << warnings.toStdString();
}

// ---------------------------------------------------------------------------
// VERTICAL_UNIT as QGIS's help offers it: a name, a number, another spelling.

TEST( ElevationUnit, VerticalUnitTakesNamesNumbersAndSpellings )
{
  for ( const QVariant &metres : { QVariant( QStringLiteral( "metres" ) ), QVariant( QStringLiteral( "1" ) ), QVariant( 1 ), QVariant( QStringLiteral( "meters" ) ), QVariant( QStringLiteral( "m" ) ), QVariant( QStringLiteral( "METRES" ) ) } )
  {
    QTemporaryDir dir;
    const LotRun run = screenLot( dir, feetGrid( 10 ), 0.30, false, { { QStringLiteral( "VERTICAL_UNIT" ), metres } } );
    ASSERT_TRUE( run.screened.run.ok ) << metres.toString().toStdString() << ": " << run.screened.run.error.toStdString();
    EXPECT_NEAR( run.meanPct(), 30.0, 1e-3 ) << metres.toString().toStdString();
    EXPECT_TRUE( run.log().contains( QStringLiteral( "DEM: elevations taken as metres: VERTICAL_UNIT is metres; Z factor 3.2808333" ) ) ) << run.log().toStdString();
  }
  for ( const QVariant &feet : { QVariant( QStringLiteral( "0" ) ), QVariant( QStringLiteral( "ft" ) ), QVariant( QStringLiteral( "Feet" ) ) } )
  {
    QTemporaryDir dir;
    const LotRun run = screenLot( dir, feetGrid( 10 ), 0.30, true, { { QStringLiteral( "VERTICAL_UNIT" ), feet } } );
    ASSERT_TRUE( run.screened.run.ok ) << feet.toString().toStdString() << ": " << run.screened.run.error.toStdString();
    EXPECT_NEAR( run.meanPct(), 30.0, 1e-3 ) << feet.toString().toStdString();
  }
  QTemporaryDir dir;
  const LotRun wrong = screenLot( dir, feetGrid( 10 ), 0.30, true, { { QStringLiteral( "VERTICAL_UNIT" ), QStringLiteral( "yards" ) } } );
  EXPECT_FALSE( wrong.screened.run.ok );
  EXPECT_TRUE( wrong.screened.run.error.contains( QStringLiteral( "VERTICAL_UNIT" ) ) ) << wrong.screened.run.error.toStdString();
}

// ---------------------------------------------------------------------------
// The band's declared unit, as DEMs in the wild write it.

TEST( ElevationUnit, DeclaredUnitsAsDemsWriteThem )
{
  using Unit = SwElevationUnit::Unit;
  for ( const char *metres : { "m", "M", "metre", "metres", "meter", "Meters", "m (metre)" } )
    EXPECT_EQ( SwElevationUnit::fromDeclared( QString::fromLatin1( metres ) ), Unit::Metres ) << metres;
  for ( const char *feet : { "ft", "foot", "feet", "US survey foot", "ft-us", "us-ft", "Feet (US)", "international foot", "ftUS" } )
    EXPECT_EQ( SwElevationUnit::fromDeclared( QString::fromLatin1( feet ) ), Unit::Feet ) << feet;
  for ( const char *neither : { "", "cm", "unknown", "degrees", "mm", "dm" } )
    EXPECT_FALSE( SwElevationUnit::fromDeclared( QString::fromLatin1( neither ) ).has_value() ) << neither;
}

TEST( ElevationUnit, AnUnknownDeclaredUnitFallsBackToTheCrsAndSaysSo )
{
  const SwElevationUnit unit = SwElevationUnit::choose( QString(), QStringLiteral( "cm" ), QgsCoordinateReferenceSystem( QStringLiteral( "EPSG:26911" ) ), QStringLiteral( "dem" ) );
  EXPECT_EQ( unit.unit(), SwElevationUnit::Unit::Metres );
  EXPECT_EQ( unit.statement(), QStringLiteral( "elevations taken as metres: the DEM's CRS (EPSG:26911) is in metres and its band's unit 'cm' is neither feet nor metres" ) );
}

// ---------------------------------------------------------------------------
// A real DEM: SRTM 30 m of Big Tujunga in the San Gabriel Mountains (UTM 11N,
// metres, no unit on the band; tests/data/realdem/README.md), with the
// defaults, against `gdaldem slope -p` on the same file.

TEST( ElevationUnit, ARealMetreDemReadsAsGdaldemWithTheDefaults )
{
  const QString dem = QStringLiteral( SW_SOURCE_DIR "/tests/data/realdem/bigtujunga_srtm30m_utm11_crop.tif" );
  QTemporaryDir dir;
  const QString reference = dir.filePath( QStringLiteral( "slope.tif" ) );
  ASSERT_TRUE( gdaldemSlope( dem, reference ) );
  const Raster slope = readRaster( reference );
  ASSERT_EQ( slope.cols, 160 );

  // Parcels in the DEM's own CRS: single cells and 3 x 3 blocks, spread over the mountain.
  const double left = slope.transform[0];
  const double top = slope.transform[3];
  const double cell = slope.transform[1];
  auto cellsRect = [&]( int col, int row, int size )
  {
    return QStringLiteral( "MULTIPOLYGON(((%1 %2,%3 %2,%3 %4,%1 %4,%1 %2)))" )
      .arg( left + col * cell, 0, 'f', 3 )
      .arg( top - row * cell, 0, 'f', 3 )
      .arg( left + ( col + size ) * cell, 0, 'f', 3 )
      .arg( top - ( row + size ) * cell, 0, 'f', 3 );
  };
  std::vector<SwTestData::Row> rows;
  QMap<QString, double> expected;
  for ( int row = 2; row < 156; row += 11 )
  {
    for ( int col = 2; col < 156; col += 11 )
    {
      const bool block = ( row + col ) % 2 == 0;
      const int size = block ? 3 : 1;
      double sum = 0;
      for ( int r = row; r < row + size; ++r )
      {
        for ( int c = col; c < col + size; ++c )
          sum += slope.at( c, r );
      }
      const QString apn = QStringLiteral( "%1-%2" ).arg( row ).arg( col );
      expected.insert( apn, sum / ( size * size ) );
      rows.push_back( { cellsRect( col, row, size ), { apn, R1, HOME } } );
    }
  }
  const QString gpkg = dir.filePath( QStringLiteral( "tujunga.gpkg" ) );
  const QString parcels = SwTestData::writeLayer( gpkg, QStringLiteral( "parcels" ), QStringLiteral( "MultiPolygon" ), QStringLiteral( "EPSG:32611" ), parcelFields(), rows );
  const Screened s = screen( { { QStringLiteral( "PARCELS" ), parcels }, { QStringLiteral( "DEM" ), dem } }, dir.filePath( QStringLiteral( "out.gpkg" ) ) );
  ASSERT_TRUE( s.run.ok ) << s.run.error.toStdString();
  ASSERT_EQ( s.count, expected.size() );
  int steepAbove100 = 0;
  for ( auto it = expected.constBegin(); it != expected.constEnd(); ++it )
  {
    const QgsFeature f = s.byApn.value( it.key() );
    EXPECT_NEAR( SwTestFeature::number( f, "slope_mean_pct" ), it.value(), 1e-3 ) << it.key().toStdString();
    steepAbove100 += it.value() > 100;
  }
  // Real mountain ground: steep, but not mostly above 100%, so no unit warning.
  EXPECT_LT( steepAbove100 * 2, expected.size() );
  EXPECT_TRUE( s.run.infos.join( '\n' ).contains( QStringLiteral( "DEM: elevations taken as metres: the DEM's CRS (EPSG:32611) is in metres and its band declares no unit; Z factor 1" ) ) ) << s.run.infos.join( '\n' ).toStdString();
  EXPECT_TRUE( s.run.warnings.filter( QStringLiteral( "DEM '" ) ).isEmpty() ) << s.run.warnings.join( '\n' ).toStdString();
}
