/***************************************************************************
  test_impervious.cpp: stormwater:impervious on synthetic layers whose
  answers are set by construction and checked against GEOS itself: two
  footprints that overlap each other and the parcel's edge, a paved lot
  over a building, landscaping that does not count, a parcel outside the
  footprints' ground (undecided, not 0), a parcel in EPSG:4326, a land-cover
  raster by exact cell coverage and its union with the footprints, and the
  errors that name the layer.
 ***************************************************************************/
#include "../hillside/swhillsidetest.h"
#include "swtestdata.h"
#include "swtestfeature.h"
#include "swtestrun.h"

#include "qgscoordinatetransform.h"
#include "qgscoordinatetransformcontext.h"

#include <QTemporaryDir>

#include <geos_c.h>
#include <gtest/gtest.h>

#include <cmath>
#include <limits>

namespace
{
  using Row = SwTestData::Row;
  using SwTestFeature::isNull;
  using SwTestFeature::number;
  using SwTestFeature::rect;
  using SwTestFeature::text;
  using SwTestFeature::X0;
  using SwTestFeature::Y0;

  QgsFields parcelFields()
  {
    return SwTestData::fields( { QStringLiteral( "apn:string" ) } );
  }
  QgsFields typedFields()
  {
    return SwTestData::fields( { QStringLiteral( "type:string" ) } );
  }

  // The lot: 100 x 100 ft. A building across its east edge, a shed over
  // the building's corner, a paved lot under the building's south-west
  // corner, landscaping on the rest of the west side.
  const QString LOT = rect( 0, 0, 100, 100 );
  const QString BUILDING = rect( 80, 20, 130, 60 );
  const QString SHED = rect( 60, 40, 90, 80 );
  const QString PAVING = rect( 0, 0, 85, 30 );
  const QString LANDSCAPING = rect( 0, 50, 40, 100 );
  // By hand: building on the lot 20 x 40 = 800, shed 30 x 40 = 1,200, paving
  // 85 x 30 = 2,550; building and shed share 10 x 20 = 200, building and
  // paving 5 x 10 = 50, shed and paving nothing: 4,550 - 250 = 4,300.
  constexpr double LOT_IMPERVIOUS_SQFT = 4300;

  //! The area of (a ∪ b ∪ c) ∩ lot, by GEOS directly (its own context, WKT in, area out).
  double geosArea( const QString &lot, const QStringList &footprints )
  {
    GEOSContextHandle_t h = GEOS_init_r();
    GEOSWKTReader *reader = GEOSWKTReader_create_r( h );
    std::vector<GEOSGeometry *> parts;
    for ( const QString &wkt : footprints )
      parts.push_back( GEOSWKTReader_read_r( h, reader, wkt.toUtf8().constData() ) );
    GEOSGeometry *collection = GEOSGeom_createCollection_r( h, GEOS_GEOMETRYCOLLECTION, parts.data(), static_cast<unsigned int>( parts.size() ) );
    GEOSGeometry *united = GEOSUnaryUnion_r( h, collection );
    GEOSGeometry *parcel = GEOSWKTReader_read_r( h, reader, lot.toUtf8().constData() );
    GEOSGeometry *onLot = GEOSIntersection_r( h, united, parcel );
    double area = std::numeric_limits<double>::quiet_NaN();
    GEOSArea_r( h, onLot, &area );
    for ( GEOSGeometry *g : { collection, united, parcel, onLot } )
      GEOSGeom_destroy_r( h, g );
    GEOSWKTReader_destroy_r( h, reader );
    GEOS_finish_r( h );
    return area;
  }

  struct Screened
  {
    SwTestRun::Result run;
    QMap<QString, QgsFeature> byApn;
    long long count = 0;
  };

  Screened screen( const QString &algorithm, QVariantMap parameters, const QString &output )
  {
    parameters.insert( QStringLiteral( "OUTPUT" ), output );
    Screened s;
    s.run = SwTestRun::run( algorithm, parameters );
    if ( s.run.ok )
    {
      std::unique_ptr<QgsVectorLayer> layer = SwTestData::openLayer( output );
      s.count = layer->featureCount();
      s.byApn = SwTestData::featuresBy( layer.get(), QStringLiteral( "apn" ) );
    }
    return s;
  }

  //! The lot's footprints and the ground they cover, written into \a data.
  struct Footprints
  {
    QString structures;
    QString improvements;
    QString ground;
  };
  Footprints writeFootprints( const QString &data )
  {
    Footprints f;
    f.structures = SwTestData::writeLayer( data, QStringLiteral( "structures" ), QStringLiteral( "MultiPolygon" ), QStringLiteral( "EPSG:2229" ), typedFields(),
                                           { { BUILDING, { QStringLiteral( "building" ) } }, { SHED, { QStringLiteral( "storage_shed" ) } } } );
    f.improvements = SwTestData::writeLayer( data, QStringLiteral( "improvements" ), QStringLiteral( "MultiPolygon" ), QStringLiteral( "EPSG:2229" ), typedFields(),
                                             { { PAVING, { QStringLiteral( "Paved Parking" ) } }, { LANDSCAPING, { QStringLiteral( "landscaping" ) } } } );
    // Where both layers were drawn: x from -10 to 310 ft.
    f.ground = SwTestData::writeLayer( data, QStringLiteral( "surveyed" ), QStringLiteral( "MultiPolygon" ), QStringLiteral( "EPSG:2229" ), typedFields(), { { rect( -10, -10, 310, 110 ), { QStringLiteral( "survey" ) } } } );
    return f;
  }

  QVariantMap footprintParameters( const Footprints &f )
  {
    return { { QStringLiteral( "STRUCTURES" ), f.structures }, { QStringLiteral( "IMPROVEMENTS" ), f.improvements }, { QStringLiteral( "STRUCTURES_COVERAGE" ), f.ground }, { QStringLiteral( "IMPROVEMENTS_COVERAGE" ), f.ground } };
  }

  // The same WKT moved into another CRS, densified first so its edges stay where they were (a tool of the test).
  QString reproject( const QString &wkt, const QString &authid )
  {
    QgsGeometry g = QgsGeometry::fromWkt( wkt );
    g = g.densifyByCount( 20 );
    g.transform( QgsCoordinateTransform( QgsCoordinateReferenceSystem( QStringLiteral( "EPSG:2229" ) ), QgsCoordinateReferenceSystem( authid ), QgsCoordinateTransformContext() ) );
    return g.asWkt( 12 );
  }
} // namespace

TEST( Impervious, OverlappingFootprintsCountOnceAndOnlyOnTheLot )
{
  // The hand figure is GEOS's figure, with landscaping left out.
  ASSERT_NEAR( geosArea( LOT, { BUILDING, SHED, PAVING } ), LOT_IMPERVIOUS_SQFT, 1e-6 );

  QTemporaryDir dir;
  const QString data = dir.filePath( QStringLiteral( "city.gpkg" ) );
  const Footprints f = writeFootprints( data );
  const QString parcels = SwTestData::writeLayer( data, QStringLiteral( "parcels" ), QStringLiteral( "MultiPolygon" ), QStringLiteral( "EPSG:2229" ), parcelFields(),
                                                  { { LOT, { QStringLiteral( "LOT" ) } },
                                                    { rect( 200, 0, 300, 100 ), { QStringLiteral( "BARE" ) } },
                                                    { rect( 400, 0, 500, 100 ), { QStringLiteral( "BEYOND" ) } },
                                                    { rect( 290, -50, 340, 50 ), { QStringLiteral( "EDGE" ) } },
                                                    { QString(), { QStringLiteral( "NOGEOM" ) } } } );
  QVariantMap parameters = footprintParameters( f );
  parameters.insert( QStringLiteral( "PARCELS" ), parcels );
  const Screened s = screen( QStringLiteral( "stormwater:impervious" ), parameters, dir.filePath( QStringLiteral( "out.gpkg" ) ) );
  ASSERT_TRUE( s.run.ok ) << s.run.error.toStdString();
  EXPECT_EQ( s.count, 5 );
  ASSERT_EQ( s.byApn.size(), 5 );

  const QgsFeature lot = s.byApn.value( QStringLiteral( "LOT" ) );
  EXPECT_NEAR( number( lot, "impervious_sqft" ), LOT_IMPERVIOUS_SQFT, 1e-6 );
  EXPECT_NEAR( number( lot, "impervious_fraction" ), LOT_IMPERVIOUS_SQFT / 10000, 1e-12 );
  EXPECT_NEAR( number( lot, "impervious_footprint_sqft" ), LOT_IMPERVIOUS_SQFT, 1e-6 );
  EXPECT_TRUE( isNull( lot, "impervious_land_cover_sqft" ) );
  EXPECT_EQ( text( lot, "impervious_basis" ), QStringLiteral( "footprints" ) );
  EXPECT_EQ( text( lot, "status" ), QStringLiteral( "ok" ) );
  EXPECT_TRUE( text( lot, "citation" ).contains( QStringLiteral( "definition II \"Impervious Surface\"" ) ) ) << text( lot, "citation" ).toStdString();

  // On the surveyed ground with nothing on it: decided, 0.
  const QgsFeature bare = s.byApn.value( QStringLiteral( "BARE" ) );
  EXPECT_EQ( text( bare, "status" ), QStringLiteral( "ok" ) );
  EXPECT_FALSE( isNull( bare, "impervious_sqft" ) );
  EXPECT_EQ( number( bare, "impervious_sqft" ), 0.0 );

  // Off the surveyed ground: undecided, never 0.
  const QgsFeature beyond = s.byApn.value( QStringLiteral( "BEYOND" ) );
  EXPECT_EQ( text( beyond, "status" ), QStringLiteral( "undecided_outside_footprints" ) );
  for ( const char *field : { "impervious_sqft", "impervious_fraction", "impervious_basis", "impervious_footprint_sqft", "citation" } )
    EXPECT_TRUE( isNull( beyond, field ) ) << field;
  const QgsFeature edge = s.byApn.value( QStringLiteral( "EDGE" ) );
  EXPECT_EQ( text( edge, "status" ), QStringLiteral( "undecided_partly_outside_footprints" ) );
  EXPECT_TRUE( isNull( edge, "impervious_sqft" ) );

  const QgsFeature none = s.byApn.value( QStringLiteral( "NOGEOM" ) );
  EXPECT_EQ( text( none, "status" ), QStringLiteral( "null_geometry" ) );
  EXPECT_TRUE( isNull( none, "impervious_sqft" ) );
}

TEST( Impervious, LandscapingIsNotImperviousPavedParkingIs )
{
  QTemporaryDir dir;
  const QString data = dir.filePath( QStringLiteral( "city.gpkg" ) );
  // Two lots, each wholly under one improvement, and the improvements' type in a field of another name.
  const QString parcels = SwTestData::writeLayer( data, QStringLiteral( "parcels" ), QStringLiteral( "MultiPolygon" ), QStringLiteral( "EPSG:2229" ), parcelFields(),
                                                  { { rect( 0, 0, 100, 50 ), { QStringLiteral( "GARDEN" ) } }, { rect( 0, 50, 100, 100 ), { QStringLiteral( "LOT" ) } } } );
  const QString improvements = SwTestData::writeLayer( data, QStringLiteral( "improvements" ), QStringLiteral( "MultiPolygon" ), QStringLiteral( "EPSG:2229" ), SwTestData::fields( { QStringLiteral( "kind:string" ) } ),
                                                       { { rect( 0, 0, 100, 50 ), { QStringLiteral( "landscaping" ) } }, { rect( 0, 50, 100, 100 ), { QStringLiteral( "paved-parking" ) } } } );
  const Screened s = screen( QStringLiteral( "stormwater:impervious" ), { { QStringLiteral( "PARCELS" ), parcels }, { QStringLiteral( "IMPROVEMENTS" ), improvements }, { QStringLiteral( "IMPROVEMENT_TYPE_FIELD" ), QStringLiteral( "kind" ) } }, dir.filePath( QStringLiteral( "out.gpkg" ) ) );
  ASSERT_TRUE( s.run.ok ) << s.run.error.toStdString();
  EXPECT_EQ( number( s.byApn.value( QStringLiteral( "GARDEN" ) ), "impervious_sqft" ), 0.0 );
  EXPECT_EQ( text( s.byApn.value( QStringLiteral( "GARDEN" ) ), "status" ), QStringLiteral( "ok" ) );
  EXPECT_NEAR( number( s.byApn.value( QStringLiteral( "LOT" ) ), "impervious_sqft" ), 5000, 1e-6 );
  EXPECT_NEAR( number( s.byApn.value( QStringLiteral( "LOT" ) ), "impervious_fraction" ), 1.0, 1e-12 );
  EXPECT_TRUE( s.run.warnings.contains( QStringLiteral( "IMPROVEMENTS: 1 feature(s) of layer 'improvements' are not of a type in impervious.improvement_types (paved_parking, parking_lot, driveway, roadway, storage_area, paving, compacted_gravel) and do not count" ) ) )
    << s.run.warnings.join( '\n' ).toStdString();
}

// Parcels in EPSG:4326 are measured in US feet in EPSG:2229: the same square feet.
TEST( Impervious, GeographicParcelsGiveTheSameSquareFeet )
{
  QTemporaryDir dir;
  const QString data = dir.filePath( QStringLiteral( "city.gpkg" ) );
  const Footprints f = writeFootprints( data );
  const QString parcels = SwTestData::writeLayer( data, QStringLiteral( "parcels4326" ), QStringLiteral( "MultiPolygon" ), QStringLiteral( "EPSG:4326" ), parcelFields(), { { reproject( LOT, QStringLiteral( "EPSG:4326" ) ), { QStringLiteral( "LOT" ) } } } );
  QVariantMap parameters = footprintParameters( f );
  parameters.insert( QStringLiteral( "PARCELS" ), parcels );
  const Screened s = screen( QStringLiteral( "stormwater:impervious" ), parameters, dir.filePath( QStringLiteral( "out.gpkg" ) ) );
  ASSERT_TRUE( s.run.ok ) << s.run.error.toStdString();
  const QgsFeature lot = s.byApn.value( QStringLiteral( "LOT" ) );
  EXPECT_EQ( text( lot, "status" ), QStringLiteral( "ok" ) );
  EXPECT_NEAR( number( lot, "impervious_sqft" ), LOT_IMPERVIOUS_SQFT, 0.01 );
  EXPECT_NEAR( number( lot, "impervious_fraction" ), LOT_IMPERVIOUS_SQFT / 10000, 1e-6 );
}

// A 10 ft grid over the local square 0-100 ft: column 0 and the cell at
// column 5, row 5 (x 50-60, y 40-50) are class 1 (impervious), the rest
// class 2; the cell at column 9, row 0 (x 90-100, y 90-100) is NoData.
class ImperviousLandCover : public ::testing::Test
{
protected:
  void SetUp() override
  {
    data = dir.filePath( QStringLiteral( "city.gpkg" ) );
    raster = dir.filePath( QStringLiteral( "cover.tif" ) );
    SwHillsideTest::DemGrid grid;
    grid.left = X0;
    grid.top = Y0 + 100;
    grid.cell = 10;
    grid.cols = 10;
    grid.rows = 10;
    ASSERT_TRUE( SwHillsideTest::writeDem( raster, grid, []( double x, double y )
                                           {
                                             const double u = x - X0;
                                             const double v = y - Y0;
                                             if ( u > 90 && v > 90 )
                                               return std::numeric_limits<double>::quiet_NaN();
                                             return ( u < 10 || ( u > 50 && u < 60 && v > 40 && v < 50 ) ) ? 1.0 : 2.0; } ) );
  }

  QTemporaryDir dir;
  QString data;
  QString raster;
};

TEST_F( ImperviousLandCover, CellsCountByTheExactPartInsideTheParcel )
{
  // A 90 x 80 ft parcel 5 ft inside the grid's edge, clear of the NoData
  // cell: half of each of column 0's cells it meets (5 x 80 = 400 sq ft)
  // and the whole class-1 cell (100): 500 sq ft of 7,200. One parcel on
  // the NoData cell, one off the grid, one across its east edge.
  const QString parcels = SwTestData::writeLayer( data, QStringLiteral( "parcels" ), QStringLiteral( "MultiPolygon" ), QStringLiteral( "EPSG:2229" ), parcelFields(),
                                                  { { rect( 5, 5, 95, 85 ), { QStringLiteral( "INSIDE" ) } },
                                                    { rect( 92, 92, 98, 98 ), { QStringLiteral( "NODATA" ) } },
                                                    { rect( 150, 0, 200, 50 ), { QStringLiteral( "OFF" ) } },
                                                    { rect( 95, 0, 105, 10 ), { QStringLiteral( "ACROSS" ) } } } );
  const Screened s = screen( QStringLiteral( "stormwater:impervious" ), { { QStringLiteral( "PARCELS" ), parcels }, { QStringLiteral( "LAND_COVER" ), raster }, { QStringLiteral( "LAND_COVER_CLASSES" ), QStringLiteral( "1" ) } }, dir.filePath( QStringLiteral( "out.gpkg" ) ) );
  ASSERT_TRUE( s.run.ok ) << s.run.error.toStdString();
  const QgsFeature inside = s.byApn.value( QStringLiteral( "INSIDE" ) );
  EXPECT_EQ( text( inside, "status" ), QStringLiteral( "ok" ) );
  EXPECT_NEAR( number( inside, "impervious_sqft" ), 500, 1e-6 );
  EXPECT_NEAR( number( inside, "impervious_fraction" ), 500.0 / 7200, 1e-9 );
  EXPECT_EQ( text( inside, "impervious_basis" ), QStringLiteral( "land_cover" ) );
  EXPECT_NEAR( number( inside, "impervious_land_cover_sqft" ), 500, 1e-6 );
  EXPECT_EQ( text( s.byApn.value( QStringLiteral( "NODATA" ) ), "status" ), QStringLiteral( "undecided_land_cover_nodata" ) );
  EXPECT_TRUE( isNull( s.byApn.value( QStringLiteral( "NODATA" ) ), "impervious_sqft" ) );
  EXPECT_EQ( text( s.byApn.value( QStringLiteral( "OFF" ) ), "status" ), QStringLiteral( "undecided_outside_land_cover" ) );
  EXPECT_EQ( text( s.byApn.value( QStringLiteral( "ACROSS" ) ), "status" ), QStringLiteral( "undecided_outside_land_cover" ) );
  EXPECT_TRUE( isNull( s.byApn.value( QStringLiteral( "ACROSS" ) ), "impervious_sqft" ) );
}

TEST_F( ImperviousLandCover, WithFootprintsTheUnionCountsEachSquareFootOnce )
{
  // A structure over the parcel's south-west corner: 15 x 15 = 225 sq ft on
  // the parcel, of which column 0 holds 5 x 15 = 75. Raster 550 (the whole
  // 90 x 90 parcel: 5 x 90 + 100): union 225 + 550 - 75 = 700.
  const QString parcels = SwTestData::writeLayer( data, QStringLiteral( "parcels" ), QStringLiteral( "MultiPolygon" ), QStringLiteral( "EPSG:2229" ), parcelFields(), { { rect( 5, 5, 95, 95 ), { QStringLiteral( "P" ) } } } );
  const QString structures = SwTestData::writeLayer( data, QStringLiteral( "structures" ), QStringLiteral( "MultiPolygon" ), QStringLiteral( "EPSG:2229" ), typedFields(), { { rect( 0, 0, 20, 20 ), { QStringLiteral( "building" ) } } } );
  const QString ground = SwTestData::writeLayer( data, QStringLiteral( "surveyed" ), QStringLiteral( "MultiPolygon" ), QStringLiteral( "EPSG:2229" ), typedFields(), { { rect( 0, 0, 100, 100 ), { QStringLiteral( "survey" ) } } } );
  // The NoData cell is x 90-100, y 90-100: this parcel reaches it by 5 x 5 ft; class it as data for this case.
  SwHillsideTest::DemGrid grid;
  grid.left = X0;
  grid.top = Y0 + 100;
  grid.cols = 10;
  grid.rows = 10;
  const QString full = dir.filePath( QStringLiteral( "full.tif" ) );
  ASSERT_TRUE( SwHillsideTest::writeDem( full, grid, []( double x, double y )
                                         {
                                           const double u = x - X0;
                                           const double v = y - Y0;
                                           return ( u < 10 || ( u > 50 && u < 60 && v > 40 && v < 50 ) ) ? 1.0 : 2.0; } ) );
  const Screened s = screen( QStringLiteral( "stormwater:impervious" ),
                             { { QStringLiteral( "PARCELS" ), parcels }, { QStringLiteral( "STRUCTURES" ), structures }, { QStringLiteral( "STRUCTURES_COVERAGE" ), ground }, { QStringLiteral( "LAND_COVER" ), full }, { QStringLiteral( "LAND_COVER_CLASSES" ), QStringLiteral( "1" ) } },
                             dir.filePath( QStringLiteral( "out.gpkg" ) ) );
  ASSERT_TRUE( s.run.ok ) << s.run.error.toStdString();
  const QgsFeature p = s.byApn.value( QStringLiteral( "P" ) );
  EXPECT_EQ( text( p, "status" ), QStringLiteral( "ok" ) );
  EXPECT_EQ( text( p, "impervious_basis" ), QStringLiteral( "footprints_union_land_cover" ) );
  EXPECT_NEAR( number( p, "impervious_footprint_sqft" ), 225, 1e-6 );
  EXPECT_NEAR( number( p, "impervious_land_cover_sqft" ), 550, 1e-6 );
  EXPECT_NEAR( number( p, "impervious_sqft" ), 700, 1e-6 );
  EXPECT_NEAR( number( p, "impervious_fraction" ), 700.0 / 8100, 1e-9 );
}

TEST_F( ImperviousLandCover, ClassesAreNeededAndMustBeNumbers )
{
  const QString parcels = SwTestData::writeLayer( data, QStringLiteral( "parcels" ), QStringLiteral( "MultiPolygon" ), QStringLiteral( "EPSG:2229" ), parcelFields(), { { rect( 5, 5, 95, 95 ), { QStringLiteral( "P" ) } } } );
  const Screened none = screen( QStringLiteral( "stormwater:impervious" ), { { QStringLiteral( "PARCELS" ), parcels }, { QStringLiteral( "LAND_COVER" ), raster } }, dir.filePath( QStringLiteral( "a.gpkg" ) ) );
  ASSERT_FALSE( none.run.ok );
  EXPECT_EQ( none.run.error, QStringLiteral( "LAND_COVER_CLASSES: give the values of LAND_COVER 'cover' that are impervious surface (e.g. 1, or 22, 23, 24)" ) );
  const Screened word = screen( QStringLiteral( "stormwater:impervious" ), { { QStringLiteral( "PARCELS" ), parcels }, { QStringLiteral( "LAND_COVER" ), raster }, { QStringLiteral( "LAND_COVER_CLASSES" ), QStringLiteral( "1, paved" ) } }, dir.filePath( QStringLiteral( "b.gpkg" ) ) );
  ASSERT_FALSE( word.run.ok );
  EXPECT_EQ( word.run.error, QStringLiteral( "LAND_COVER_CLASSES: 'paved' is not a value of LAND_COVER 'cover' (a number); give the values that are impervious, e.g. 1, or 22, 23, 24" ) );
}

TEST( Impervious, BadInputsNameTheLayerAndTheField )
{
  QTemporaryDir dir;
  const QString data = dir.filePath( QStringLiteral( "city.gpkg" ) );
  const QString parcels = SwTestData::writeLayer( data, QStringLiteral( "parcels" ), QStringLiteral( "MultiPolygon" ), QStringLiteral( "EPSG:2229" ), parcelFields(), { { LOT, { QStringLiteral( "LOT" ) } } } );
  const QString untyped = SwTestData::writeLayer( data, QStringLiteral( "paving" ), QStringLiteral( "MultiPolygon" ), QStringLiteral( "EPSG:2229" ), SwTestData::fields( { QStringLiteral( "owner:string" ) } ), { { PAVING, { QStringLiteral( "x" ) } } } );
  const QString empty = SwTestData::writeLayer( data, QStringLiteral( "nobuildings" ), QStringLiteral( "MultiPolygon" ), QStringLiteral( "EPSG:2229" ), typedFields(), {} );

  // Nothing to measure from.
  const Screened nothing = screen( QStringLiteral( "stormwater:impervious" ), { { QStringLiteral( "PARCELS" ), parcels } }, dir.filePath( QStringLiteral( "a.gpkg" ) ) );
  ASSERT_FALSE( nothing.run.ok );
  EXPECT_EQ( nothing.run.error, QStringLiteral( "Impervious area needs STRUCTURES, IMPROVEMENTS or LAND_COVER (with LAND_COVER_CLASSES): none was given" ) );

  // Improvements without a type cannot tell paving from landscaping.
  const Screened noType = screen( QStringLiteral( "stormwater:impervious" ), { { QStringLiteral( "PARCELS" ), parcels }, { QStringLiteral( "IMPROVEMENTS" ), untyped } }, dir.filePath( QStringLiteral( "b.gpkg" ) ) );
  ASSERT_FALSE( noType.run.ok );
  EXPECT_TRUE( noType.run.error.startsWith( QStringLiteral( "IMPROVEMENT_TYPE_FIELD: IMPROVEMENTS layer 'paving' has no field 'type'" ) ) ) << noType.run.error.toStdString();
  EXPECT_TRUE( noType.run.error.contains( QStringLiteral( "(its fields: fid, owner)" ) ) || noType.run.error.contains( QStringLiteral( "(its fields: owner)" ) ) ) << noType.run.error.toStdString();

  // A type field that is not there.
  const Screened wrongField = screen( QStringLiteral( "stormwater:impervious" ), { { QStringLiteral( "PARCELS" ), parcels }, { QStringLiteral( "IMPROVEMENTS" ), untyped }, { QStringLiteral( "IMPROVEMENT_TYPE_FIELD" ), QStringLiteral( "surface" ) } }, dir.filePath( QStringLiteral( "c.gpkg" ) ) );
  ASSERT_FALSE( wrongField.run.ok );
  EXPECT_TRUE( wrongField.run.error.contains( QStringLiteral( "surface" ) ) && wrongField.run.error.contains( QStringLiteral( "paving" ) ) ) << wrongField.run.error.toStdString();

  // An empty footprint layer says nothing of where footprints were drawn.
  const Screened emptyLayer = screen( QStringLiteral( "stormwater:impervious" ), { { QStringLiteral( "PARCELS" ), parcels }, { QStringLiteral( "STRUCTURES" ), empty } }, dir.filePath( QStringLiteral( "d.gpkg" ) ) );
  ASSERT_FALSE( emptyLayer.run.ok );
  EXPECT_EQ( emptyLayer.run.error, QStringLiteral( "STRUCTURES: layer 'nobuildings' has no features, so it says nothing of where structures stand; give STRUCTURES_COVERAGE (the ground it was drawn over) when it is truly empty" ) );
}
