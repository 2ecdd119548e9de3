/***************************************************************************
  test_featureindex.cpp: exact nearest-distance and intersection queries
  over an indexed layer, and the same answers from many threads. Distances
  are set by construction (axis-aligned edges at known offsets).
 ***************************************************************************/
#include "geometry/swfeatureindex.h"
#include "geometry/swpackedpolygons.h"
#include "geometry/swpackedrtree.h"
#include "geometry/swgeos.h"
#include "core/swworkingcrs.h"

#include "qgscoordinatetransformcontext.h"
#include "qgsvectorlayer.h"

#include <QtConcurrent>

#include "swtestprint.h"

#include <gtest/gtest.h>

namespace
{
  QgsGeometry wkt( const char *text )
  {
    return QgsGeometry::fromWkt( QString::fromLatin1( text ) );
  }

  // Areas east of x = 1000 (with a hole), one far north, one touching at a point.
  void fillAreas( SwFeatureIndex &index )
  {
    index.addFeature( wkt( "POLYGON((1000 0, 2000 0, 2000 1000, 1000 1000, 1000 0),(1400 400, 1600 400, 1600 600, 1400 600, 1400 400))" ), QgsAttributes() << QStringLiteral( "Marsh" ), QStringLiteral( "esa" ), 1 );
    index.addFeature( wkt( "POLYGON((0 5000, 500 5000, 500 5500, 0 5500, 0 5000))" ), QgsAttributes() << QStringLiteral( "Hills" ), QStringLiteral( "sea" ), 2 );
    index.addFeature( wkt( "POLYGON((-300 -300, -100 -300, -100 -100, -300 -100, -300 -300))" ), QgsAttributes() << QStringLiteral( "Corner" ), QStringLiteral( "esa" ), 3 );
  }

  double nearestFeet( const SwFeatureIndex &index, const QgsGeometry &parcel, double limit, int *which = nullptr )
  {
    geos::unique_ptr g = SwGeos::toGeos( parcel );
    const SwFeatureIndex::Nearest n = index.nearest( g.get(), parcel.boundingBox(), limit );
    if ( which )
      *which = n.index;
    return n.distance;
  }
} // namespace

TEST( FeatureIndex, NearestDistanceIsGeometryToGeometry )
{
  SwFeatureIndex index;
  fillAreas( index );
  int which = -1;
  // Parcel edge at x = 801: 199 ft from the marsh edge at x = 1000.
  EXPECT_DOUBLE_EQ( nearestFeet( index, wkt( "POLYGON((700 100, 801 100, 801 200, 700 200, 700 100))" ), 5280, &which ), 199.0 );
  EXPECT_EQ( which, 0 );
  EXPECT_DOUBLE_EQ( nearestFeet( index, wkt( "POLYGON((700 100, 800 100, 800 200, 700 200, 700 100))" ), 5280 ), 200.0 );
  EXPECT_DOUBLE_EQ( nearestFeet( index, wkt( "POLYGON((700 100, 799 100, 799 200, 700 200, 700 100))" ), 5280 ), 201.0 );
  // Diagonal: a corner 300 ft west and 400 ft south of the marsh corner is 500 ft away.
  EXPECT_DOUBLE_EQ( nearestFeet( index, wkt( "POLYGON((600 -500, 700 -500, 700 -400, 600 -400, 600 -500))" ), 5280 ), 500.0 );
}

TEST( FeatureIndex, OverlapAndTouchAreZeroAndAHoleIsOutside )
{
  SwFeatureIndex index;
  fillAreas( index );
  const QgsGeometry inside = wkt( "POLYGON((1100 100, 1200 100, 1200 200, 1100 200, 1100 100))" );
  const QgsGeometry touchingCorner = wkt( "POLYGON((-100 -100, 0 -100, 0 0, -100 0, -100 -100))" );
  const QgsGeometry inHole = wkt( "POLYGON((1450 450, 1550 450, 1550 550, 1450 550, 1450 450))" );
  EXPECT_DOUBLE_EQ( nearestFeet( index, inside, 5280 ), 0.0 );
  EXPECT_DOUBLE_EQ( nearestFeet( index, touchingCorner, 5280 ), 0.0 );
  EXPECT_DOUBLE_EQ( nearestFeet( index, inHole, 5280 ), 50.0 );

  geos::unique_ptr holeParcel = SwGeos::toGeos( inHole );
  geos::unique_ptr insideParcel = SwGeos::toGeos( inside );
  EXPECT_FALSE( index.intersects( 0, holeParcel.get() ) );
  EXPECT_TRUE( index.intersects( 0, insideParcel.get() ) );
}

TEST( FeatureIndex, NothingWithinTheSearchLimitIsNotFound )
{
  SwFeatureIndex index;
  fillAreas( index );
  int which = 7;
  EXPECT_TRUE( std::isnan( nearestFeet( index, wkt( "POLYGON((-3000 -3000, -2900 -3000, -2900 -2900, -3000 -2900, -3000 -3000))" ), 1000, &which ) ) );
  EXPECT_EQ( which, -1 );
  // Exactly at the limit counts.
  EXPECT_DOUBLE_EQ( nearestFeet( index, wkt( "POLYGON((700 100, 800 100, 800 200, 700 200, 700 100))" ), 200 ), 200.0 );
}

TEST( FeatureIndex, TiesGoToTheFeatureAddedFirst )
{
  SwFeatureIndex index;
  index.addFeature( wkt( "POLYGON((100 0, 200 0, 200 100, 100 100, 100 0))" ) );
  index.addFeature( wkt( "POLYGON((-200 0, -100 0, -100 100, -200 100, -200 0))" ) );
  int which = -1;
  EXPECT_DOUBLE_EQ( nearestFeet( index, wkt( "POINT(0 50)" ), 1000, &which ), 100.0 );
  EXPECT_EQ( which, 0 );
}

TEST( FeatureIndex, LoadsALayerIntoTheWorkingCrsAndRepairsIt )
{
  QgsVectorLayer layer( QStringLiteral( "Polygon?crs=EPSG:4326&field=name:string" ), QStringLiteral( "areas" ), QStringLiteral( "memory" ) );
  QgsFeature valid( layer.fields() );
  valid.setGeometry( wkt( "POLYGON((-118.171 33.799, -118.169 33.799, -118.169 33.801, -118.171 33.801, -118.171 33.799))" ) );
  valid.setAttributes( QgsAttributes() << QStringLiteral( "square" ) );
  QgsFeature bowtie( layer.fields() );
  bowtie.setGeometry( wkt( "POLYGON((-118.16 33.79, -118.15 33.80, -118.16 33.80, -118.15 33.79, -118.16 33.79))" ) );
  bowtie.setAttributes( QgsAttributes() << QStringLiteral( "bowtie" ) );
  QgsFeature empty( layer.fields() );
  empty.setAttributes( QgsAttributes() << QStringLiteral( "no geometry" ) );
  layer.dataProvider()->addFeatures( QgsFeatureList() << valid << bowtie << empty );

  SwFeatureIndex index;
  const SwWorkingCrs working = SwWorkingCrs::choose( layer.crs() );
  const SwFeatureIndex::LoadReport report = index.addSource( *layer.dataProvider(), QStringLiteral( "areas" ), working, QgsCoordinateTransformContext() );
  EXPECT_EQ( report.loaded, 2 );
  EXPECT_EQ( report.repaired, 1 );
  EXPECT_EQ( report.skippedEmpty, 1 );
  ASSERT_EQ( index.size(), 2 );
  // In EPSG:2229 the coordinates are feet in the millions, not degrees.
  EXPECT_GT( index.feature( 0 ).bbox.xMinimum(), 6e6 );
  EXPECT_TRUE( index.feature( 1 ).geometry.isGeosValid() );
}

TEST( FeatureIndex, ThreadsGetTheSameAnswersAsOneThread )
{
  SwFeatureIndex index;
  for ( int i = 0; i < 200; ++i )
  {
    const double x = ( i % 20 ) * 1000.0;
    const double y = ( i / 20 ) * 1000.0;
    index.addFeature( QgsGeometry::fromRect( QgsRectangle( x, y, x + 300, y + 300 ) ) );
  }
  std::vector<QgsGeometry> parcels;
  for ( int i = 0; i < 4000; ++i )
  {
    const double x = ( i * 37 ) % 20000;
    const double y = ( i * 53 ) % 10000;
    parcels.push_back( QgsGeometry::fromRect( QgsRectangle( x, y, x + 50, y + 80 ) ) );
  }
  std::vector<double> sequential( parcels.size() );
  for ( size_t i = 0; i < parcels.size(); ++i )
    sequential[i] = nearestFeet( index, parcels[i], 5280 );

  std::vector<double> parallel( parcels.size() );
  std::vector<size_t> order( parcels.size() );
  std::iota( order.begin(), order.end(), 0 );
  QtConcurrent::blockingMap( order, [&]( size_t i )
                             { parallel[i] = nearestFeet( index, parcels[i], 5280 ); } );
  for ( size_t i = 0; i < parcels.size(); ++i )
    EXPECT_DOUBLE_EQ( parallel[i], sequential[i] ) << parcels[i].asWkt().toStdString();
}

// The packed R-tree finds exactly what a scan of every box finds.
TEST( PackedRTree, QueriesEqualABruteForceScan )
{
  SwPackedRTree tree;
  std::vector<QgsRectangle> boxes;
  quint32 seed = 12345;
  auto next = [&seed]()
  {
    seed = seed * 1664525u + 1013904223u;
    return static_cast<double>( seed >> 8 ) / static_cast<double>( 1u << 24 );
  };
  for ( int i = 0; i < 5000; ++i )
  {
    const double x = next() * 10000;
    const double y = next() * 10000;
    // Some degenerate boxes (points, lines) as wells and thin slivers give.
    const double w = i % 7 == 0 ? 0 : next() * 200;
    const double h = i % 11 == 0 ? 0 : next() * 200;
    boxes.emplace_back( x, y, x + w, y + h );
    tree.add( i, boxes.back() );
  }
  tree.build();
  for ( int q = 0; q < 500; ++q )
  {
    const double x = next() * 10000;
    const double y = next() * 10000;
    const QgsRectangle rect( x, y, x + next() * 800, y + next() * 800 );
    std::vector<int> found;
    tree.query( rect, found );
    std::sort( found.begin(), found.end() );
    std::vector<int> expected;
    for ( int i = 0; i < static_cast<int>( boxes.size() ); ++i )
    {
      const QgsRectangle &b = boxes[static_cast<size_t>( i )];
      if ( b.xMinimum() <= rect.xMaximum() && rect.xMinimum() <= b.xMaximum() && b.yMinimum() <= rect.yMaximum() && rect.yMinimum() <= b.yMaximum() )
        expected.push_back( i );
    }
    EXPECT_EQ( found, expected ) << rect.toString().toStdString();
  }
  std::vector<int> none;
  SwPackedRTree empty;
  empty.build();
  empty.query( QgsRectangle( 0, 0, 1, 1 ), none );
  EXPECT_TRUE( none.empty() );
}

namespace
{
  // GEOS's own reading of a WKT, in the test's context, to compare rebuilt geometries with.
  struct GeosText
  {
    GEOSContextHandle_t handle = GEOS_init_r();
    GEOSWKTReader *reader = GEOSWKTReader_create_r( handle );
    std::vector<GEOSGeometry *> made;
    ~GeosText()
    {
      for ( GEOSGeometry *g : made )
        GEOSGeom_destroy_r( handle, g );
      GEOSWKTReader_destroy_r( handle, reader );
      GEOS_finish_r( handle );
    }
    const GEOSGeometry *operator()( const char *text )
    {
      made.push_back( GEOSWKTReader_read_r( handle, reader, text ) );
      return made.back();
    }
    bool same( const GEOSGeometry *a, const GEOSGeometry *b ) const
    {
      return a && b && GEOSGeomTypeId_r( handle, a ) == GEOSGeomTypeId_r( handle, b ) && GEOSEqualsExact_r( handle, a, b, 0 ) == 1;
    }
  };
} // namespace

TEST( PackedPolygons, RebuildsTypeRingsAndCoordinatesAndRefusesOtherTypes )
{
  GeosText text;
  SwPackedPolygons packed;
  GEOSContextHandle_t context = SwGeos::context();
  const char *holed = "POLYGON((0 0, 10 0, 10 10, 0 10, 0 0),(2 2, 4 2, 4 4, 2 4, 2 2))";
  const char *twoParts = "MULTIPOLYGON(((0 0, 1 0, 1 1, 0 0)),((5 5, 9 5, 9 9, 5 9, 5 5),(6 6, 7 6, 7 7, 6 6)))";
  const char *onePart = "MULTIPOLYGON(((20 20, 30 20, 30 30, 20 20)))";
  ASSERT_TRUE( packed.add( context, text( holed ) ) );
  ASSERT_TRUE( packed.add( context, text( twoParts ) ) );
  // A line, a point or a collection is not packed, and leaves nothing behind.
  EXPECT_FALSE( packed.add( context, text( "LINESTRING(0 0, 1 1)" ) ) );
  EXPECT_FALSE( packed.add( context, text( "POINT(3 4)" ) ) );
  EXPECT_FALSE( packed.add( context, text( "GEOMETRYCOLLECTION(POLYGON((0 0, 1 0, 1 1, 0 0)))" ) ) );
  EXPECT_FALSE( packed.add( context, nullptr ) );
  ASSERT_TRUE( packed.add( context, text( onePart ) ) );
  // Z is dropped: area and overlay are planar.
  ASSERT_TRUE( packed.add( context, text( "POLYGON Z((0 0 7, 3 0 7, 3 3 7, 0 0 7))" ) ) );
  ASSERT_EQ( packed.size(), 4 );
  packed.shrink();

  geos::unique_ptr g0 = packed.geometry( context, 0 );
  geos::unique_ptr g1 = packed.geometry( context, 1 );
  geos::unique_ptr g2 = packed.geometry( context, 2 );
  geos::unique_ptr g3 = packed.geometry( context, 3 );
  EXPECT_TRUE( text.same( g0.get(), text( holed ) ) );
  EXPECT_TRUE( text.same( g1.get(), text( twoParts ) ) );
  // One part stays a multipolygon.
  EXPECT_TRUE( text.same( g2.get(), text( onePart ) ) );
  EXPECT_TRUE( text.same( g3.get(), text( "POLYGON((0 0, 3 0, 3 3, 0 0))" ) ) );
  EXPECT_EQ( GEOSHasZ_r( context, g3.get() ), 0 );
  // 10 x 10 less the 2 x 2 hole; half of 1 x 1 plus 4 x 4 less half of 1 x 1.
  EXPECT_DOUBLE_EQ( SwGeos::area( g0.get() ), 96.0 );
  EXPECT_DOUBLE_EQ( SwGeos::area( g1.get() ), 16.0 );
}

TEST( FeatureIndex, APackedIndexKeepsBoxesIdsLayersAndRebuildsGeometries )
{
  GeosText text;
  SwFeatureIndex index;
  index.setKeep( SwFeatureIndex::Keep::Packed );
  index.addFeature( wkt( "POLYGON((0 0, 40 0, 40 30, 0 30, 0 0))" ), QgsAttributes(), QStringLiteral( "structures" ), 11 );
  index.addFeature( wkt( "MULTIPOLYGON(((100 0, 120 0, 120 20, 100 20, 100 0)),((130 0, 140 0, 140 10, 130 0)))" ), QgsAttributes(), QStringLiteral( "structures" ), 12 );
  // Not polygonal: kept whole, not packed.
  index.addFeature( wkt( "LINESTRING(0 100, 50 150)" ), QgsAttributes(), QStringLiteral( "improvements" ), 7 );
  index.addFeature( wkt( "POLYGON((200 200, 210 200, 210 205, 200 205, 200 200))" ), QgsAttributes(), QStringLiteral( "improvements" ), 8 );
  ASSERT_EQ( index.size(), 4 );
  EXPECT_THROW( index.setKeep( SwFeatureIndex::Keep::Everything ), std::logic_error );

  EXPECT_EQ( index.featureId( 0 ), 11 );
  EXPECT_EQ( index.featureId( 3 ), 8 );
  EXPECT_EQ( index.layerName( 1 ), QStringLiteral( "structures" ) );
  EXPECT_EQ( index.layerName( 2 ), QStringLiteral( "improvements" ) );
  EXPECT_EQ( index.layerName( 3 ), QStringLiteral( "improvements" ) );
  EXPECT_EQ( index.box( 1 ), QgsRectangle( 100, 0, 140, 20 ) );
  EXPECT_EQ( index.box( 2 ), QgsRectangle( 0, 100, 50, 150 ) );

  geos::unique_ptr rebuilt;
  EXPECT_TRUE( text.same( index.geometry( 0, rebuilt ), text( "POLYGON((0 0, 40 0, 40 30, 0 30, 0 0))" ) ) );
  EXPECT_TRUE( text.same( index.geometry( 1, rebuilt ), text( "MULTIPOLYGON(((100 0, 120 0, 120 20, 100 20, 100 0)),((130 0, 140 0, 140 10, 130 0)))" ) ) );
  EXPECT_TRUE( text.same( index.geometry( 2, rebuilt ), text( "LINESTRING(0 100, 50 150)" ) ) );
  EXPECT_TRUE( text.same( index.geometry( 3, rebuilt ), text( "POLYGON((200 200, 210 200, 210 205, 200 205, 200 200))" ) ) );

  // Candidates by box, in insertion order; exact queries need the whole features.
  EXPECT_EQ( index.candidates( QgsRectangle( 30, 10, 135, 120 ) ), ( std::vector<int>{ 0, 1, 2 } ) );
  geos::unique_ptr probe = SwGeos::toGeos( wkt( "POINT(1 1)" ) );
  EXPECT_THROW( index.distance( 0, probe.get() ), std::logic_error );
}
