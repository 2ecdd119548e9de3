/***************************************************************************
  test_hillside_coarse.cpp: stormwater:hillside decided only where the data
  decides it (issue 48). Small lots on a DEM of 100 ft cells, each cell's
  slope set by hand; a profile that sets a minimum steep area with its
  reason; a slope layer that maps only the steep class (as Mercer Island
  publishes its 40%-and-steeper polygons) with SLOPE_POLYGONS_OUTSIDE.
 ***************************************************************************/
#include "swhillsidetest.h"
#include "swtestfeature.h"

#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>

#include <gtest/gtest.h>

#include <cmath>

using namespace SwHillsideTest;
using SwTestFeature::isNull;
using SwTestFeature::number;
using SwTestFeature::text;

namespace
{
  //! hillside as "true", "false" or "null".
  QString hillside( const QgsFeature &f )
  {
    const QVariant v = f.attribute( QStringLiteral( "hillside" ) );
    return v.isNull() ? QStringLiteral( "null" ) : ( v.toBool() ? QStringLiteral( "true" ) : QStringLiteral( "false" ) );
  }

  /**
   * A DEM of 100 ft cells (10,000 sq ft each, EPSG:2229 feet) whose
   * elevation depends on the column only: 0, 0, 0, 60, 120, 180, 180...
   * ft. Horn's slope of column c is |z(c+1) - z(c-1)| / (2 x 100 ft):
   * column 1 0%, column 2 60/200 = 30%, column 3 120/200 = 60%, column 4
   * 60%, column 5 30%, columns 6 to 8 0%. Column c spans local x 100c to
   * 100(c+1); rows 1 to 8 (local y 100 to 900) have a slope.
   */
  QString writeCoarseDem( const QString &path )
  {
    DemGrid grid;
    grid.cell = 100;
    grid.cols = 10;
    grid.rows = 10;
    grid.top = Y0 + 1000;
    static const double columns[10] = { 0, 0, 0, 60, 120, 180, 180, 180, 180, 180 };
    const bool written = writeDem( path, grid, []( double x, double )
                                   { return columns[static_cast<int>( std::floor( ( x - X0 ) / 100 ) )]; } );
    return written ? path : QString();
  }

  //! Erosive soil west of local x = 550, not east of it.
  QString writeSoils( const QString &gpkg )
  {
    return SwTestData::writeLayer( gpkg, QStringLiteral( "soils" ), QStringLiteral( "MultiPolygon" ), QStringLiteral( "EPSG:2229" ), SwTestData::fields( { QStringLiteral( "erosive:string" ) } ),
                                   { { rect( -100, -100, 550, 1100 ), { QStringLiteral( "Y" ) } }, { rect( 550, -100, 1100, 1100 ), { QStringLiteral( "N" ) } } } );
  }

  //! Signal Hill's profile with a minimum erodible steep area of 5,000 sq ft and its reason, as a city whose code sets one would write it.
  QString writeProfileWithMinimum( const QString &path )
  {
    QFile builtIn( QStringLiteral( SW_SOURCE_DIR "/profiles/signal-hill.json" ) );
    if ( !builtIn.open( QIODevice::ReadOnly ) )
      return QString();
    QJsonObject root = QJsonDocument::fromJson( builtIn.readAll() ).object();
    QJsonObject rules = root.value( QStringLiteral( "rules" ) ).toObject();
    rules.insert( QStringLiteral( "hillside.min_steep_sqft" ), QJsonObject{ { QStringLiteral( "value" ), 5000 }, { QStringLiteral( "unit" ), QStringLiteral( "sq ft" ) }, { QStringLiteral( "citation" ), QStringLiteral( "Test City Code 9.9 (\"5,000 square feet or more of such slope\")" ) } } );
    root.insert( QStringLiteral( "rules" ), rules );
    QFile file( path );
    if ( !file.open( QIODevice::WriteOnly ) )
      return QString();
    file.write( QJsonDocument( root ).toJson() );
    return path;
  }

  struct CoarseCity
  {
    QTemporaryDir dir;
    QString dem;
    QString parcels;
    QString soils;
  };

  /**
   * The lots, each 60 x 50 ft = 3,000 sq ft, far smaller than a 10,000 sq ft cell:
   *   steep_cell     x 210-270: inside column 2 (30%), on erosive soil
   *   flat_cell      x 110-170: inside column 1 (0%)
   *   straddling     x 170-230: 1,500 sq ft on column 1 (0%), 1,500 on column 2 (30%), erosive soil
   *   two_steep      x 270-330: 1,500 on column 2 (30%), 1,500 on column 3 (60%)
   *   straddling_firm x 570-630: 1,500 on column 5 (30%), 1,500 on column 6 (0%), no erosive soil
   */
  const CoarseCity &coarseCity()
  {
    static CoarseCity city;
    if ( city.dem.isEmpty() )
    {
      city.dem = writeCoarseDem( city.dir.filePath( QStringLiteral( "coarse.tif" ) ) );
      const QString gpkg = city.dir.filePath( QStringLiteral( "city.gpkg" ) );
      city.parcels = SwTestData::writeLayer( gpkg, QStringLiteral( "parcels" ), QStringLiteral( "MultiPolygon" ), QStringLiteral( "EPSG:2229" ), parcelFields(),
                                             { { rect( 210, 420, 270, 470 ), { QStringLiteral( "steep_cell" ), QStringLiteral( "R1" ), QStringLiteral( "0100" ) } },
                                               { rect( 110, 420, 170, 470 ), { QStringLiteral( "flat_cell" ), QStringLiteral( "R1" ), QStringLiteral( "0100" ) } },
                                               { rect( 170, 620, 230, 670 ), { QStringLiteral( "straddling" ), QStringLiteral( "R1" ), QStringLiteral( "0100" ) } },
                                               { rect( 270, 220, 330, 270 ), { QStringLiteral( "two_steep" ), QStringLiteral( "R1" ), QStringLiteral( "0100" ) } },
                                               { rect( 570, 420, 630, 470 ), { QStringLiteral( "straddling_firm" ), QStringLiteral( "R1" ), QStringLiteral( "0100" ) } } } );
      city.soils = writeSoils( gpkg );
    }
    return city;
  }
} // namespace

// Signal Hill definition EE "Hillside Property": "known erosive soil conditions
// ... any natural slope that is 25% or greater". EE sets no minimum area, so
// a lot smaller than a DEM cell that lies on a steep cell is a hillside; the
// answer must not depend on the cell size. Before: the default minimum was
// one cell (10,000 sq ft here), and the 3,000 sq ft lot read "not hillside".
TEST( HillsideCoarseDem, ALotInsideOneSteepCellIsAHillsideWhateverTheCellSize )
{
  const CoarseCity &city = coarseCity();
  ASSERT_FALSE( city.dem.isEmpty() );
  const Screened s = screen( { { QStringLiteral( "PARCELS" ), city.parcels }, { QStringLiteral( "DEM" ), city.dem }, { QStringLiteral( "SOILS" ), city.soils } }, city.dir.filePath( QStringLiteral( "default.gpkg" ) ) );
  ASSERT_TRUE( s.run.ok ) << s.run.error.toStdString();

  // (a) 3,000 sq ft inside one 30% cell, on erosive soil.
  const QgsFeature steep = s.byApn.value( QStringLiteral( "steep_cell" ) );
  EXPECT_EQ( hillside( steep ), QStringLiteral( "true" ) ) << text( steep, "hillside_basis" ).toStdString();
  EXPECT_EQ( text( steep, "status" ), QStringLiteral( "ok" ) );
  EXPECT_NEAR( number( steep, "steep_sqft" ), 3000, 1e-6 );
  EXPECT_NEAR( number( steep, "erodible_steep_sqft" ), 3000, 1e-6 );
  EXPECT_NEAR( number( steep, "slope_mean_pct" ), 30, 1e-9 );
  EXPECT_EQ( number( steep, "dem_cells" ), 1 );
  EXPECT_NEAR( number( steep, "dem_cell_sqft" ), 10000, 1e-6 );
  EXPECT_EQ( text( steep, "hillside_basis" ), QStringLiteral( "hillside (erodible steep): 3000 sq ft of slope 25% or more on erodible soil (\"erosive\" = 'Y'); mean 30.00%, max 30.00% from the DEM, on 1 DEM cell of 10,000 sq ft" ) );

  // (b) inside one 0% cell.
  const QgsFeature flat = s.byApn.value( QStringLiteral( "flat_cell" ) );
  EXPECT_EQ( hillside( flat ), QStringLiteral( "false" ) );
  EXPECT_EQ( text( flat, "status" ), QStringLiteral( "ok" ) );
  EXPECT_NEAR( number( flat, "steep_sqft" ), 0, 1e-9 );
  EXPECT_EQ( number( flat, "dem_cells" ), 1 );
  EXPECT_EQ( text( flat, "hillside_basis" ), QStringLiteral( "not hillside: no natural slope 25% or more (mean 0.00%, max 0.00% from the DEM, on 1 DEM cell of 10,000 sq ft)" ) );

  // Wholly on steep cells (30% and 60%), even across two: decided.
  const QgsFeature twoSteep = s.byApn.value( QStringLiteral( "two_steep" ) );
  EXPECT_EQ( hillside( twoSteep ), QStringLiteral( "true" ) );
  EXPECT_EQ( number( twoSteep, "dem_cells" ), 2 );
  EXPECT_NEAR( number( twoSteep, "slope_mean_pct" ), 45, 1e-9 );
}

// EE asks whether the lot has natural slope of 25% or more on erosive soil.
// (c) A 3,000 sq ft lot half on a 0% cell and half on a 30% cell: which part
// of the lot is steep is below the DEM's resolution, so it is not decided.
TEST( HillsideCoarseDem, ALotSmallerThanACellAcrossSteepAndFlatCellsIsNotDecided )
{
  const CoarseCity &city = coarseCity();
  ASSERT_FALSE( city.dem.isEmpty() );
  const Screened s = screen( { { QStringLiteral( "PARCELS" ), city.parcels }, { QStringLiteral( "DEM" ), city.dem }, { QStringLiteral( "SOILS" ), city.soils } }, city.dir.filePath( QStringLiteral( "straddling.gpkg" ) ) );
  ASSERT_TRUE( s.run.ok ) << s.run.error.toStdString();
  const QgsFeature straddling = s.byApn.value( QStringLiteral( "straddling" ) );
  EXPECT_EQ( hillside( straddling ), QStringLiteral( "null" ) );
  EXPECT_EQ( text( straddling, "status" ), QStringLiteral( "undecided_dem_too_coarse" ) );
  EXPECT_NEAR( number( straddling, "steep_sqft" ), 1500, 1e-6 );
  EXPECT_NEAR( number( straddling, "slope_mean_pct" ), 15, 1e-9 );
  EXPECT_EQ( number( straddling, "dem_cells" ), 2 );
  EXPECT_NEAR( number( straddling, "dem_cell_sqft" ), 10000, 1e-6 );
  EXPECT_EQ( text( straddling, "hillside_basis" ), QStringLiteral( "not decided, the DEM is too coarse for the parcel: the lot (3000 sq ft) is smaller than one DEM cell and lies across cells on both sides of 25% (1500 sq ft of it on the steeper ones), so which part of it is steep is below the DEM's resolution; 3000 sq ft of it on erodible soil (\"erosive\" = 'Y'); mean 15.00%, max 30.00% from the DEM, on 2 DEM cells of 10,000 sq ft" ) );
  EXPECT_TRUE( s.run.warnings.contains( QStringLiteral( "Hillside properties: 1 parcel(s) not fully screened, the DEM is too coarse for it: smaller than one DEM cell and across steep and flatter cells, so which part of it is steep is not known (undecided_dem_too_coarse): APN straddling" ) ) ) << s.run.warnings.join( '\n' ).toStdString();

  // The same across a 30% and a 0% cell with no erosive soil anywhere on it: whichever part is steep, not a hillside.
  const QgsFeature firm = s.byApn.value( QStringLiteral( "straddling_firm" ) );
  EXPECT_EQ( hillside( firm ), QStringLiteral( "false" ) );
  EXPECT_EQ( text( firm, "status" ), QStringLiteral( "ok" ) );
  EXPECT_NEAR( number( firm, "steep_sqft" ), 1500, 1e-6 );
}

// A city whose code sets a minimum steep area gives it in its profile with its
// reason (EE sets none): lot (a), 3,000 sq ft of erodible steep ground, is then
// under the 5,000 sq ft minimum, and the basis names the minimum and the reason.
TEST( HillsideCoarseDem, AProfileMinimumIsNamedWithItsReason )
{
  const CoarseCity &city = coarseCity();
  ASSERT_FALSE( city.dem.isEmpty() );
  const QString profile = writeProfileWithMinimum( city.dir.filePath( QStringLiteral( "test-city.json" ) ) );
  ASSERT_FALSE( profile.isEmpty() );
  const Screened s = screen( { { QStringLiteral( "PARCELS" ), city.parcels }, { QStringLiteral( "DEM" ), city.dem }, { QStringLiteral( "SOILS" ), city.soils }, { QStringLiteral( "PROFILE_FILE" ), profile } }, city.dir.filePath( QStringLiteral( "minimum.gpkg" ) ) );
  ASSERT_TRUE( s.run.ok ) << s.run.error.toStdString();
  const QgsFeature steep = s.byApn.value( QStringLiteral( "steep_cell" ) );
  EXPECT_EQ( hillside( steep ), QStringLiteral( "false" ) );
  EXPECT_EQ( text( steep, "hillside_basis" ), QStringLiteral( "not hillside: only 3000 sq ft of slope 25% or more, under the 5000 sq ft minimum (Test City Code 9.9 (\"5,000 square feet or more of such slope\")) (mean 30.00%, max 30.00% from the DEM, on 1 DEM cell of 10,000 sq ft)" ) );
  EXPECT_TRUE( s.run.infos.join( '\n' ).contains( QStringLiteral( "of at least the 5000 sq ft minimum (Test City Code 9.9" ) ) ) << s.run.infos.join( '\n' ).toStdString();
  // The straddling lot (3,000 sq ft) cannot reach 5,000 sq ft whichever part is steep: decided.
  EXPECT_EQ( hillside( s.byApn.value( QStringLiteral( "straddling" ) ) ), QStringLiteral( "false" ) );
  EXPECT_EQ( text( s.byApn.value( QStringLiteral( "straddling" ) ), "status" ), QStringLiteral( "ok" ) );
}

namespace
{
  struct SteepOnlyCity
  {
    QTemporaryDir dir;
    QVariantMap parameters;
  };

  /**
   * One slope polygon of the 40%-and-steeper class (45%) over local x 0-100,
   * nothing elsewhere; erosive soil everywhere. The lots, 100 ft deep:
   *   off       x 300-400: 10,000 sq ft, wholly off the polygons
   *   half_on   x 50-150:  5,000 sq ft (50 x 100) on the polygon, 5,000 off
   *   wholly_on x 10-90:   8,000 sq ft (80 x 100), all on the polygon
   */
  const SteepOnlyCity &steepOnlyCity()
  {
    static SteepOnlyCity city;
    if ( city.parameters.isEmpty() )
    {
      const QString gpkg = city.dir.filePath( QStringLiteral( "city.gpkg" ) );
      const QString slopes = SwTestData::writeLayer( gpkg, QStringLiteral( "steep_slopes" ), QStringLiteral( "MultiPolygon" ), QStringLiteral( "EPSG:2229" ), SwTestData::fields( { QStringLiteral( "slope_pct:double" ) } ), { { rect( 0, 0, 100, 1000 ), { 45.0 } } } );
      const QString soils = SwTestData::writeLayer( gpkg, QStringLiteral( "soils" ), QStringLiteral( "MultiPolygon" ), QStringLiteral( "EPSG:2229" ), SwTestData::fields( { QStringLiteral( "erosive:string" ) } ), { { rect( -500, -500, 1500, 1500 ), { QStringLiteral( "Y" ) } } } );
      const QString parcels = SwTestData::writeLayer( gpkg, QStringLiteral( "parcels" ), QStringLiteral( "MultiPolygon" ), QStringLiteral( "EPSG:2229" ), parcelFields(),
                                                      { { rect( 300, 100, 400, 200 ), { QStringLiteral( "off" ), QStringLiteral( "R1" ), QStringLiteral( "0100" ) } },
                                                        { rect( 50, 300, 150, 400 ), { QStringLiteral( "half_on" ), QStringLiteral( "R1" ), QStringLiteral( "0100" ) } },
                                                        { rect( 10, 500, 90, 600 ), { QStringLiteral( "wholly_on" ), QStringLiteral( "R1" ), QStringLiteral( "0100" ) } } } );
      city.parameters = { { QStringLiteral( "PARCELS" ), parcels }, { QStringLiteral( "SLOPE_POLYGONS" ), slopes }, { QStringLiteral( "SLOPE_FIELD" ), QStringLiteral( "slope_pct" ) }, { QStringLiteral( "SOILS" ), soils } };
    }
    return city;
  }
} // namespace

// A slope layer of only the steep class (Mercer Island's 40%-and-steeper
// polygons), read against EE's 25%: unset, ground off the polygons is unknown
// as it always was.
TEST( HillsideSteepClassOnly, OffThePolygonsIsUnknownByDefault )
{
  const SteepOnlyCity &city = steepOnlyCity();
  const Screened s = screen( city.parameters, city.dir.filePath( QStringLiteral( "unknown.gpkg" ) ) );
  ASSERT_TRUE( s.run.ok ) << s.run.error.toStdString();
  const QgsFeature off = s.byApn.value( QStringLiteral( "off" ) );
  EXPECT_EQ( hillside( off ), QStringLiteral( "null" ) );
  EXPECT_EQ( text( off, "status" ), QStringLiteral( "nodata" ) );
  EXPECT_EQ( text( off, "hillside_basis" ), QStringLiteral( "slope unknown: no slope polygon covers the parcel (SLOPE_POLYGONS_OUTSIDE unknown)" ) );
  // The 5,000 sq ft on the 45% polygon and erosive soil already make a hillside; the rest is unseen.
  const QgsFeature half = s.byApn.value( QStringLiteral( "half_on" ) );
  EXPECT_EQ( hillside( half ), QStringLiteral( "true" ) );
  EXPECT_EQ( text( half, "status" ), QStringLiteral( "partial_nodata" ) );
  EXPECT_NEAR( number( half, "steep_sqft" ), 5000, 1e-6 );
  const QgsFeature on = s.byApn.value( QStringLiteral( "wholly_on" ) );
  EXPECT_EQ( hillside( on ), QStringLiteral( "true" ) );
  EXPECT_EQ( text( on, "status" ), QStringLiteral( "ok" ) );
  EXPECT_TRUE( isNull( on, "dem_cells" ) );
  EXPECT_TRUE( isNull( on, "dem_cell_sqft" ) );
}

// SLOPE_POLYGONS_OUTSIDE = not_steep: the city says its layer maps every
// place at or above EE's 25% threshold (here a single 40%+ class standing for
// it), so off it the ground is under 25%. Every lot is decided, the steep
// area being exactly the overlap with the polygon.
TEST( HillsideSteepClassOnly, NotSteepOutsideDecidesEveryLot )
{
  const SteepOnlyCity &city = steepOnlyCity();
  QVariantMap parameters = city.parameters;
  parameters.insert( QStringLiteral( "SLOPE_POLYGONS_OUTSIDE" ), QStringLiteral( "not_steep" ) );
  const Screened s = screen( parameters, city.dir.filePath( QStringLiteral( "not_steep.gpkg" ) ) );
  ASSERT_TRUE( s.run.ok ) << s.run.error.toStdString();
  EXPECT_TRUE( s.run.infos.join( '\n' ).contains( QStringLiteral( "off them the slope is under 25% (SLOPE_POLYGONS_OUTSIDE = not_steep)" ) ) ) << s.run.infos.join( '\n' ).toStdString();

  const QgsFeature off = s.byApn.value( QStringLiteral( "off" ) );
  EXPECT_EQ( hillside( off ), QStringLiteral( "false" ) );
  EXPECT_EQ( text( off, "status" ), QStringLiteral( "ok" ) );
  EXPECT_NEAR( number( off, "steep_sqft" ), 0, 1e-9 );
  EXPECT_NEAR( number( off, "steep_fraction" ), 0, 1e-12 );
  // Off the polygons the slope is a class, not a number.
  EXPECT_TRUE( isNull( off, "slope_mean_pct" ) );
  EXPECT_TRUE( isNull( off, "slope_max_pct" ) );
  EXPECT_EQ( text( off, "hillside_basis" ), QStringLiteral( "not hillside: no natural slope 25% or more (10000 sq ft off the slope polygons, under 25% (SLOPE_POLYGONS_OUTSIDE = not_steep))" ) );

  // 50 x 100 ft on the 45% polygon.
  const QgsFeature half = s.byApn.value( QStringLiteral( "half_on" ) );
  EXPECT_EQ( hillside( half ), QStringLiteral( "true" ) );
  EXPECT_EQ( text( half, "status" ), QStringLiteral( "ok" ) );
  EXPECT_NEAR( number( half, "steep_sqft" ), 5000, 1e-6 );
  EXPECT_NEAR( number( half, "steep_fraction" ), 0.5, 1e-12 );
  EXPECT_NEAR( number( half, "erodible_steep_sqft" ), 5000, 1e-6 );
  EXPECT_NEAR( number( half, "slope_max_pct" ), 45, 1e-9 );
  EXPECT_TRUE( isNull( half, "slope_mean_pct" ) );
  EXPECT_EQ( text( half, "hillside_basis" ), QStringLiteral( "hillside (erodible steep): 5000 sq ft of slope 25% or more on erodible soil (\"erosive\" = 'Y'); max 45.00% from the slope polygons, 5000 sq ft off the slope polygons, under 25% (SLOPE_POLYGONS_OUTSIDE = not_steep)" ) );

  // 80 x 100 ft, all on the polygon.
  const QgsFeature on = s.byApn.value( QStringLiteral( "wholly_on" ) );
  EXPECT_EQ( hillside( on ), QStringLiteral( "true" ) );
  EXPECT_NEAR( number( on, "steep_sqft" ), 8000, 1e-6 );
  EXPECT_NEAR( number( on, "slope_mean_pct" ), 45, 1e-9 );
}

TEST( HillsideSteepClassOnly, AnUnknownOutsideValueIsRefused )
{
  const SteepOnlyCity &city = steepOnlyCity();
  QVariantMap parameters = city.parameters;
  parameters.insert( QStringLiteral( "SLOPE_POLYGONS_OUTSIDE" ), QStringLiteral( "sometimes" ) );
  const Screened s = screen( parameters, city.dir.filePath( QStringLiteral( "refused.gpkg" ) ) );
  EXPECT_FALSE( s.run.ok );
  EXPECT_TRUE( s.run.error.contains( QStringLiteral( "SLOPE_POLYGONS_OUTSIDE" ) ) ) << s.run.error.toStdString();
  EXPECT_TRUE( s.run.error.contains( QStringLiteral( "sometimes" ) ) ) << s.run.error.toStdString();
}
