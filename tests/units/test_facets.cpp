/***************************************************************************
  test_facets.cpp: the distance between boundaries whose boxes are apart
  equals GEOS's prepared distance to the last bit (by hand on round
  figures, then on hundreds of generated shapes: triangles to 600-gons,
  holes, several parts, the indexed path of large areas); boxes that meet
  are left to GEOS; the nearest sensitive area found through them is the
  one GEOS finds.
 ***************************************************************************/
#include "geometry/swfacets.h"
#include "geometry/swfeatureindex.h"
#include "geometry/swgeos.h"

#include "qgsgeometry.h"

#include <gtest/gtest.h>

#include <cmath>

namespace
{
  geos::unique_ptr geosOf( const QString &wkt )
  {
    return SwGeos::toGeos( QgsGeometry::fromWkt( wkt ) );
  }

  double geosDistance( const GEOSGeometry *area, const GEOSGeometry *parcel )
  {
    const SwGeos::PreparedPtr prepared = SwGeos::prepare( area );
    double d = std::numeric_limits<double>::quiet_NaN();
    GEOSPreparedDistance_r( SwGeos::context(), prepared.get(), parcel, &d );
    return d;
  }

  // A deterministic generator: the same shapes on every run.
  struct Random
  {
    unsigned long long state = 88172645463325252ULL;
    double next()
    {
      state ^= state << 13;
      state ^= state >> 7;
      state ^= state << 17;
      return static_cast<double>( state % 1000000007ULL ) / 1000000007.0;
    }
  };

  //! A star-shaped ring of \a vertices around (cx, cy), radii between r and 2r, in WKT.
  QString ring( Random &random, double cx, double cy, double r, int vertices )
  {
    QStringList points;
    for ( int k = 0; k < vertices; ++k )
    {
      const double angle = 2 * M_PI * k / vertices;
      const double radius = r * ( 1 + random.next() );
      points << QStringLiteral( "%1 %2" ).arg( cx + radius * std::cos( angle ), 0, 'f', 3 ).arg( cy + radius * std::sin( angle ), 0, 'f', 3 );
    }
    points << points.first();
    return QStringLiteral( "(%1)" ).arg( points.join( QLatin1String( ", " ) ) );
  }
} // namespace

TEST( Facets, RoundFiguresByHand )
{
  // An area 0..100 square; a parcel 200 ft east of it; another whose nearest
  // corner is 30 ft east and 40 ft north of the area's (50 ft).
  const geos::unique_ptr area = geosOf( QStringLiteral( "Polygon ((0 0, 100 0, 100 100, 0 100, 0 0))" ) );
  const geos::unique_ptr east = geosOf( QStringLiteral( "Polygon ((300 20, 350 20, 350 80, 300 80, 300 20))" ) );
  const geos::unique_ptr corner = geosOf( QStringLiteral( "Polygon ((130 140, 160 140, 160 170, 130 170, 130 140))" ) );
  const SwFacets areaFacets( area.get() );
  EXPECT_EQ( areaFacets.segmentCount(), 4 );
  EXPECT_EQ( areaFacets.distance( SwFacets( east.get() ) ), 200.0 );
  EXPECT_EQ( areaFacets.distance( SwFacets( corner.get() ) ), 50.0 );
  // Boxes that meet (a parcel in the area's box, or touching it) are GEOS's to measure.
  const geos::unique_ptr touching = geosOf( QStringLiteral( "Polygon ((100 0, 150 0, 150 50, 100 50, 100 0))" ) );
  EXPECT_TRUE( std::isnan( areaFacets.distance( SwFacets( touching.get() ) ) ) );
  const geos::unique_ptr inHole = geosOf( QStringLiteral( "Polygon ((40 40, 60 40, 60 60, 40 60, 40 40))" ) );
  EXPECT_TRUE( std::isnan( areaFacets.distance( SwFacets( inHole.get() ) ) ) );
  EXPECT_TRUE( std::isnan( SwFacets().distance( SwFacets( east.get() ) ) ) );
  // A parcel of 300 vertices is GEOS's to measure.
  Random random;
  const geos::unique_ptr detailed = geosOf( QStringLiteral( "Polygon (%1)" ).arg( ring( random, 1000, 1000, 50, 300 ) ) );
  EXPECT_TRUE( std::isnan( areaFacets.distance( SwFacets( detailed.get() ) ) ) );
}

TEST( Facets, EqualGeosToTheLastBit )
{
  Random random;
  int compared = 0;
  for ( int a = 0; a < 24; ++a )
  {
    // Areas of 3 to 600 vertices (above 48 segments the indexed path), some with a hole, some of two parts.
    const int vertices = a % 4 == 0 ? 600 : 3 + static_cast<int>( random.next() * 60 );
    const double cx = 6500000 + random.next() * 20000;
    const double cy = 1750000 + random.next() * 20000;
    const double r = 200 + random.next() * 2000;
    QString wkt = QStringLiteral( "Polygon (%1" ).arg( ring( random, cx, cy, r, vertices ) );
    if ( a % 3 == 1 )
      wkt += QStringLiteral( ", %1" ).arg( ring( random, cx, cy, r / 4, 7 ) );
    wkt += QLatin1Char( ')' );
    if ( a % 5 == 2 )
      wkt = QStringLiteral( "MultiPolygon ((%1), (%2))" ).arg( wkt.mid( 9, wkt.size() - 10 ), ring( random, cx + 5 * r, cy, r / 2, 9 ) );
    const geos::unique_ptr area = geosOf( wkt );
    ASSERT_TRUE( area ) << wkt.toStdString();
    const SwFacets facets( area.get() );
    for ( int p = 0; p < 40; ++p )
    {
      // Parcels of 4 to 8 vertices anywhere from beside the area to miles off.
      const double angle = random.next() * 2 * M_PI;
      const double far = r * ( 2.2 + random.next() * ( p % 2 ? 3 : 40 ) );
      const geos::unique_ptr parcel = geosOf( QStringLiteral( "Polygon (%1)" ).arg( ring( random, cx + far * std::cos( angle ), cy + far * std::sin( angle ), 20 + random.next() * 60, 4 + p % 5 ) ) );
      ASSERT_TRUE( parcel );
      const SwFacets parcelFacets( parcel.get() );
      const double ours = facets.distance( parcelFacets );
      if ( std::isnan( ours ) )
        continue; // boxes meet: GEOS's
      const double expected = geosDistance( area.get(), parcel.get() );
      EXPECT_EQ( ours, expected ) << "area " << a << " parcel " << p << ": " << ours << " against GEOS " << expected;
      ++compared;
    }
  }
  // Most parcels lie outside the area's box, as in a city.
  EXPECT_GT( compared, 700 );
}

TEST( Facets, TheNearestAreaIsTheOneGeosFinds )
{
  // Three areas; the index measures the parcel against them by boundaries
  // (outside their boxes) and by GEOS (inside one's box, in its hole).
  SwFeatureIndex areas;
  areas.addFeature( QgsGeometry::fromWkt( QStringLiteral( "Polygon ((0 0, 1000 0, 1000 1000, 0 1000, 0 0), (400 400, 600 400, 600 600, 400 600, 400 400))" ) ) );
  areas.addFeature( QgsGeometry::fromWkt( QStringLiteral( "Polygon ((1300 0, 1400 0, 1400 100, 1300 100, 1300 0))" ) ) );
  areas.addFeature( QgsGeometry::fromWkt( QStringLiteral( "Polygon ((1300 300, 1400 300, 1400 400, 1300 400, 1300 300))" ) ) );
  const auto nearest = [&]( const QString &wkt )
  {
    const QgsGeometry parcel = QgsGeometry::fromWkt( wkt );
    const geos::unique_ptr g = SwGeos::toGeos( parcel );
    return areas.nearest( g.get(), parcel.boundingBox(), 5280 );
  };
  // 64 ft from the second area's corner (40 east, 50 north), 250 ft from the first.
  SwFeatureIndex::Nearest found = nearest( QStringLiteral( "Polygon ((1250 150, 1260 150, 1260 160, 1250 160, 1250 150))" ) );
  EXPECT_EQ( found.index, 1 );
  EXPECT_NEAR( found.distance, std::sqrt( 40.0 * 40 + 50.0 * 50 ), 1e-12 );
  // In the first area's hole: 50 ft from its inner ring.
  found = nearest( QStringLiteral( "Polygon ((450 450, 550 450, 550 550, 450 550, 450 450))" ) );
  EXPECT_EQ( found.index, 0 );
  EXPECT_EQ( found.distance, 50.0 );
  // Equally far from the second and the third (99.5 ft): the first added wins.
  found = nearest( QStringLiteral( "Polygon ((1340 199.5, 1360 199.5, 1360 200.5, 1340 200.5, 1340 199.5))" ) );
  EXPECT_EQ( found.index, 1 );
  EXPECT_EQ( found.distance, 99.5 );
}
