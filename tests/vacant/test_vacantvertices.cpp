/***************************************************************************
  test_vacantvertices.cpp: stormwater:vacantparcels on a lot drawn with
  300,000 vertices (a creek boundary digitized to the centimetre) and its
  neighbour of the same owner, which carries the lots' common line vertex
  for vertex as a parcel fabric does. The answers are known by
  construction: the lot is 250 x 250 ft whatever its waves (they sum to
  nothing over whole periods), the neighbour 100 x 250 ft. No time is
  asserted; bench/vertices.sh measures it.
 ***************************************************************************/
#include "swtestdata.h"
#include "swtestfeature.h"
#include "swtestrun.h"

#include "qgsabstractgeometry.h"

#include <QTemporaryDir>

#include <gtest/gtest.h>

#include <cmath>
#include <vector>

namespace
{
  using Row = SwTestData::Row;
  using SwTestFeature::rect;
  using SwTestFeature::X0;
  using SwTestFeature::Y0;
  constexpr double ACRE = 43560;
  constexpr int VERTICES = 300000;
  constexpr int SIDE = VERTICES / 4;
  // The lot's corners, in feet from the local origin.
  constexpr double WEST = 1000;
  constexpr double SOUTH = 1000;
  constexpr double EAST = 1250;
  constexpr double NORTH = 1250;
  // The creek's waves on the north and west lines.
  constexpr double WAVE_FT = 1.5;
  constexpr int WAVES = 20;
  constexpr double PI = 3.14159265358979323846;

  struct Point
  {
    double x;
    double y;
  };

  double wave( int j )
  {
    return WAVE_FT * std::sin( 2 * PI * WAVES * j / SIDE );
  }

  //! The lot's outline, counter-clockwise from its south-west corner, open.
  std::vector<Point> lotOutline()
  {
    std::vector<Point> points;
    points.reserve( VERTICES );
    const double width = EAST - WEST;
    const double height = NORTH - SOUTH;
    for ( int j = 0; j < SIDE; ++j )
      points.push_back( { WEST + width * j / SIDE, SOUTH } );
    for ( int j = 0; j < SIDE; ++j )
      points.push_back( { EAST, SOUTH + height * j / SIDE } );
    for ( int j = 0; j < SIDE; ++j )
      points.push_back( { EAST - width * j / SIDE, NORTH + wave( j ) } );
    for ( int j = 0; j < SIDE; ++j )
      points.push_back( { WEST - wave( j ), NORTH - height * j / SIDE } );
    return points;
  }

  //! The neighbour east of the lot, from its own north-east corner, carrying the lot's east line.
  std::vector<Point> neighbourOutline( const std::vector<Point> &lot )
  {
    std::vector<Point> points{ { EAST + 100, NORTH }, { EAST, NORTH } };
    for ( int j = 2 * SIDE - 1; j >= SIDE; --j )
      points.push_back( lot[static_cast<size_t>( j )] );
    points.push_back( { EAST + 100, SOUTH } );
    return points;
  }

  QString polygonWkt( const std::vector<Point> &points )
  {
    QStringList coordinates;
    coordinates.reserve( static_cast<int>( points.size() ) + 1 );
    for ( const Point &p : points )
      coordinates << QStringLiteral( "%1 %2" ).arg( X0 + p.x, 0, 'f', 6 ).arg( Y0 + p.y, 0, 'f', 6 );
    coordinates << coordinates.front();
    return QStringLiteral( "MULTIPOLYGON(((%1)))" ).arg( coordinates.join( QLatin1String( ", " ) ) );
  }

  //! Area by the shoelace formula, in the local frame: no GEOS, no QGIS.
  double shoelace( const std::vector<Point> &points )
  {
    double twice = 0;
    for ( size_t i = 0, j = points.size() - 1; i < points.size(); j = i++ )
      twice += points[j].x * points[i].y - points[i].x * points[j].y;
    return std::fabs( twice ) / 2;
  }

  Row parcel( const QString &wkt, const char *apn, const char *owner )
  {
    return { wkt, { QString::fromLatin1( apn ), QString::fromLatin1( owner ) } };
  }

  Row typed( const QString &wkt, const char *type )
  {
    return { wkt, { QString::fromLatin1( type ), QStringLiteral( "Y" ) } };
  }
} // namespace

TEST( VacantVertices, LotOf300000VerticesGroupsWithItsNeighbour )
{
  const std::vector<Point> lot = lotOutline();
  const std::vector<Point> neighbour = neighbourOutline( lot );
  const double lotSqft = shoelace( lot );
  const double neighbourSqft = shoelace( neighbour );
  // By construction: the waves add and take away the same area.
  ASSERT_NEAR( lotSqft, 62500, 0.01 );
  ASSERT_NEAR( neighbourSqft, 25000, 1e-6 );

  QTemporaryDir dir;
  const QString data = dir.filePath( QStringLiteral( "vertices.gpkg" ) );
  const QgsFields parcelFields = SwTestData::fields( { QStringLiteral( "apn:string" ), QStringLiteral( "owner:string" ) } );
  const QString parcels = SwTestData::writeLayer( data, QStringLiteral( "parcels" ), QStringLiteral( "MultiPolygon" ), QStringLiteral( "EPSG:2229" ), parcelFields,
                                                  { parcel( polygonWkt( lot ), "V1", "CREEKSIDE LAND TRUST" ),
                                                    parcel( polygonWkt( neighbour ), "V2", "Creekside Land Trust" ),
                                                    // South of the lot, another owner's house.
                                                    parcel( rect( WEST, SOUTH - 100, EAST, SOUTH ), "V3", "RIVERA,ANA" ) } );
  const QgsFields typedFields = SwTestData::fields( { QStringLiteral( "type:string" ), QStringLiteral( "permitted:string" ) } );
  const QString structures = SwTestData::writeLayer( data, QStringLiteral( "structures" ), QStringLiteral( "MultiPolygon" ), QStringLiteral( "EPSG:2229" ), typedFields,
                                                     { // V3's house crosses onto the lot by 0.08 sq ft: a digitizing sliver.
                                                       typed( rect( WEST + 40, SOUTH - 60, WEST + 80, SOUTH + 0.002 ), "building" ),
                                                       // Not structures under the ordinance.
                                                       typed( rect( WEST + 100, SOUTH + 100, WEST + 112, SOUTH + 110 ), "storage_shed" ),
                                                       typed( rect( WEST + 180, SOUTH + 40, WEST + 185, SOUTH + 45 ), "oil_well" ) } );
  // An alley along the south half of the lots' common line: the north half still joins them.
  const QString rightOfWay = SwTestData::writeLayer( data, QStringLiteral( "right_of_way" ), QStringLiteral( "MultiPolygon" ), QStringLiteral( "EPSG:2229" ), SwTestData::fields( { QStringLiteral( "kind:string" ) } ),
                                                     { { rect( EAST - 10, SOUTH - 100, EAST + 10, SOUTH + 125 ), { QStringLiteral( "alley" ) } } } );
  ASSERT_FALSE( parcels.isEmpty() );
  ASSERT_FALSE( structures.isEmpty() );
  ASSERT_FALSE( rightOfWay.isEmpty() );
  {
    // The layer holds the lot as drawn, every vertex of it.
    std::unique_ptr<QgsVectorLayer> input = SwTestData::openLayer( parcels );
    const QgsFeature v1 = SwTestData::featuresBy( input.get(), QStringLiteral( "apn" ) ).value( QStringLiteral( "V1" ) );
    ASSERT_EQ( v1.geometry().constGet()->nCoordinates(), VERTICES + 1 );
  }

  const QString output = dir.filePath( QStringLiteral( "vacant.gpkg" ) );
  // About the vertices, not the improvements: the city states its structures layer maps its improvements too.
  const SwTestRun::Result run = SwTestRun::run( QStringLiteral( "stormwater:vacantparcels" ), { { QStringLiteral( "PARCELS" ), parcels }, { QStringLiteral( "STRUCTURES" ), structures }, { QStringLiteral( "STRUCTURES_INCLUDE_IMPROVEMENTS" ), true }, { QStringLiteral( "STRUCTURES_COVERAGE" ), parcels }, { QStringLiteral( "RIGHT_OF_WAY" ), rightOfWay }, { QStringLiteral( "OUTPUT" ), output } } );
  ASSERT_TRUE( run.ok ) << run.error.toStdString();
  std::unique_ptr<QgsVectorLayer> layer = SwTestData::openLayer( output );
  const QMap<QString, QgsFeature> byApn = SwTestData::featuresBy( layer.get(), QStringLiteral( "apn" ) );
  ASSERT_EQ( byApn.size(), 3 );
  const QgsFeature v1 = byApn.value( QStringLiteral( "V1" ) );
  const QgsFeature v2 = byApn.value( QStringLiteral( "V2" ) );
  const QgsFeature v3 = byApn.value( QStringLiteral( "V3" ) );
  using SwTestFeature::number;
  using SwTestFeature::text;

  EXPECT_EQ( text( v1, "status" ), QStringLiteral( "ok" ) );
  EXPECT_EQ( text( v1, "vacancy" ), QStringLiteral( "vacant" ) );
  EXPECT_NEAR( number( v1, "unimproved_sqft" ), lotSqft, 1.0 );
  EXPECT_EQ( text( v2, "vacancy" ), QStringLiteral( "vacant" ) );
  EXPECT_NEAR( number( v2, "unimproved_sqft" ), neighbourSqft, 1.0 );

  // One contiguous vacant parcel: 62,500 + 25,000 sq ft = 2.0087 acres.
  EXPECT_FALSE( SwTestFeature::isNull( v1, "group_id" ) );
  EXPECT_EQ( v1.attribute( QStringLiteral( "group_id" ) ).toLongLong(), v2.attribute( QStringLiteral( "group_id" ) ).toLongLong() );
  const double groupAcres = ( 62500.0 + 25000.0 ) / ACRE;
  for ( const QgsFeature &f : { v1, v2 } )
  {
    EXPECT_EQ( f.attribute( QStringLiteral( "group_size" ) ).toInt(), 2 );
    EXPECT_NEAR( number( f, "group_acres" ), groupAcres, 1.0 / ACRE );
    EXPECT_TRUE( f.attribute( QStringLiteral( "qualifies" ) ).toBool() );
    EXPECT_EQ( text( f, "reason" ), QStringLiteral( "contiguous with 1 parcel of the same owner, 2.01 ac together" ) );
  }

  // The house stands on V3; its sliver over the lot line does not count on V1.
  EXPECT_EQ( text( v3, "vacancy" ), QStringLiteral( "improved" ) );
  EXPECT_NEAR( number( v3, "unimproved_sqft" ), 25000 - 40 * 60, 1e-6 );
  EXPECT_TRUE( SwTestFeature::isNull( v3, "group_id" ) );
  EXPECT_FALSE( run.warnings.join( '\n' ).contains( QStringLiteral( "right-of-way" ) ) ) << run.warnings.join( '\n' ).toStdString();
}
