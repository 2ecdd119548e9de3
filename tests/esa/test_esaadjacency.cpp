/***************************************************************************
  test_esaadjacency.cpp: stormwater:esaadjacency on synthetic layers whose
  distances are set by construction: the 199/200/201 ft boundary, areas in
  EPSG:2229, 4326 and 3857 together, a single touching point, a parcel in a
  hole, an empty layer, a null geometry, bad inputs, cancellation.
 ***************************************************************************/
#include "swtestdata.h"
#include "swtestfeature.h"
#include "swtestrun.h"

#include "qgscoordinatetransform.h"
#include "qgscoordinatetransformcontext.h"
#include "qgsrenderer.h"

#include <QFileInfo>
#include <QTemporaryDir>

#include <gtest/gtest.h>

#include <cmath>

namespace
{
  using Row = SwTestData::Row;
  using SwTestFeature::rect;
  using SwTestFeature::X0;
  using SwTestFeature::Y0;

  // The same WKT moved into another CRS (a tool of the test, not the code under test).
  QString reproject( const QString &wkt, const QString &authid )
  {
    QgsGeometry g = QgsGeometry::fromWkt( wkt );
    g.densifyByCount( 20 );
    g.transform( QgsCoordinateTransform( QgsCoordinateReferenceSystem( QStringLiteral( "EPSG:2229" ) ), QgsCoordinateReferenceSystem( authid ), QgsCoordinateTransformContext() ) );
    return g.asWkt( 12 );
  }

  QgsFields parcelFields()
  {
    return SwTestData::fields( { QStringLiteral( "apn:string" ), QStringLiteral( "owner:string" ) } );
  }
  QgsFields areaFields()
  {
    return SwTestData::fields( { QStringLiteral( "name:string" ) } );
  }

  struct Screened
  {
    SwTestRun::Result run;
    QMap<QString, QgsFeature> byApn;
    long long count = 0;
  };

  Screened screen( const QString &parcels, const QVariantList &areas, const QString &output, QVariantMap extra = QVariantMap() )
  {
    QVariantMap parameters = extra;
    parameters.insert( QStringLiteral( "PARCELS" ), parcels );
    parameters.insert( QStringLiteral( "SENSITIVE_AREAS" ), areas );
    parameters.insert( QStringLiteral( "OUTPUT" ), output );
    Screened s;
    s.run = SwTestRun::run( QStringLiteral( "stormwater:esaadjacency" ), parameters );
    if ( s.run.ok )
    {
      std::unique_ptr<QgsVectorLayer> layer = SwTestData::openLayer( output );
      s.count = layer->featureCount();
      s.byApn = SwTestData::featuresBy( layer.get(), QStringLiteral( "apn" ) );
    }
    return s;
  }
} // namespace

// The marsh's west edge is x = 1000; parcels' east edges sit at the distances below.
struct BoundaryCase
{
  const char *apn;
  double eastEdge;
  const char *relation;
  double distance;
};

class EsaBoundary : public ::testing::TestWithParam<BoundaryCase>
{
};

TEST_P( EsaBoundary, WithinTwoHundredFeetIncludesTwoHundred )
{
  static QTemporaryDir dir;
  static Screened result;
  if ( result.byApn.isEmpty() )
  {
    const QString data = dir.filePath( QStringLiteral( "city.gpkg" ) );
    const QString parcels = SwTestData::writeLayer( data, QStringLiteral( "parcels" ), QStringLiteral( "MultiPolygon" ), QStringLiteral( "EPSG:2229" ), parcelFields(),
                                                    { { rect( 700, 0, 801, 100 ), { QStringLiteral( "7000-001-001" ), QStringLiteral( "A" ) } },
                                                      { rect( 700, 200, 800, 300 ), { QStringLiteral( "7000-001-002" ), QStringLiteral( "B" ) } },
                                                      { rect( 700, 400, 799, 500 ), { QStringLiteral( "7000-001-003" ), QStringLiteral( "C" ) } },
                                                      { rect( 700, 600, 800.01, 700 ), { QStringLiteral( "7000-001-004" ), QStringLiteral( "D" ) } },
                                                      { rect( 1100, 100, 1200, 200 ), { QStringLiteral( "7000-001-005" ), QStringLiteral( "E" ) } },
                                                      { rect( 950, 950, 1050, 1050 ), { QStringLiteral( "7000-001-006" ), QStringLiteral( "F" ) } } } );
    const QString esa = SwTestData::writeLayer( data, QStringLiteral( "esa" ), QStringLiteral( "MultiPolygon" ), QStringLiteral( "EPSG:2229" ), areaFields(), { { rect( 1000, 0, 2000, 1000 ), { QStringLiteral( "Marsh" ) } } } );
    result = screen( parcels, { esa }, dir.filePath( QStringLiteral( "out.gpkg" ) ) );
    ASSERT_TRUE( result.run.ok ) << result.run.error.toStdString();
  }
  const BoundaryCase c = GetParam();
  ASSERT_TRUE( result.byApn.contains( QString::fromLatin1( c.apn ) ) );
  const QgsFeature f = result.byApn.value( QString::fromLatin1( c.apn ) );
  EXPECT_EQ( f.attribute( QStringLiteral( "esa_relation" ) ).toString(), QString::fromLatin1( c.relation ) ) << c.apn;
  EXPECT_NEAR( f.attribute( QStringLiteral( "esa_distance_ft" ) ).toDouble(), c.distance, 1e-6 ) << c.apn;
  EXPECT_EQ( f.attribute( QStringLiteral( "esa_name" ) ).toString(), QStringLiteral( "Marsh" ) );
  EXPECT_EQ( f.attribute( QStringLiteral( "esa_layer" ) ).toString(), QStringLiteral( "esa" ) );
  EXPECT_EQ( f.attribute( QStringLiteral( "status" ) ).toString(), QStringLiteral( "ok" ) );
}

INSTANTIATE_TEST_SUITE_P( Rows, EsaBoundary,
                          ::testing::Values(
                            BoundaryCase{ "7000-001-001", 801, "directly_adjacent", 199.0 },
                            BoundaryCase{ "7000-001-002", 800, "directly_adjacent", 200.0 },
                            BoundaryCase{ "7000-001-003", 799, "outside", 201.0 },
                            BoundaryCase{ "7000-001-004", 800.01, "directly_adjacent", 199.99 },
                            BoundaryCase{ "7000-001-005", 0, "inside", 0.0 },
                            // Straddles the marsh's north edge: overlapping is inside.
                            BoundaryCase{ "7000-001-006", 0, "inside", 0.0 } ) );

TEST( EsaAdjacency, CitationNamesTheDefinitionAndTheSection )
{
  QTemporaryDir dir;
  const QString data = dir.filePath( QStringLiteral( "c.gpkg" ) );
  const QString parcels = SwTestData::writeLayer( data, QStringLiteral( "parcels" ), QStringLiteral( "MultiPolygon" ), QStringLiteral( "EPSG:2229" ), parcelFields(),
                                                  { { rect( 700, 0, 800, 100 ), { QStringLiteral( "1" ), QString() } }, { rect( 1100, 0, 1200, 100 ), { QStringLiteral( "2" ), QString() } }, { rect( 0, 0, 100, 100 ), { QStringLiteral( "3" ), QString() } } } );
  const QString esa = SwTestData::writeLayer( data, QStringLiteral( "esa" ), QStringLiteral( "MultiPolygon" ), QStringLiteral( "EPSG:2229" ), areaFields(), { { rect( 1000, 0, 2000, 1000 ), { QStringLiteral( "Marsh" ) } } } );
  const Screened s = screen( parcels, { esa }, dir.filePath( QStringLiteral( "o.gpkg" ) ) );
  ASSERT_TRUE( s.run.ok ) << s.run.error.toStdString();
  const QString adjacent = s.byApn.value( QStringLiteral( "1" ) ).attribute( QStringLiteral( "citation" ) ).toString();
  EXPECT_TRUE( adjacent.contains( QStringLiteral( "definition S \"Directly Adjacent\"" ) ) ) << adjacent.toStdString();
  EXPECT_TRUE( adjacent.contains( QStringLiteral( "12.16.114(C)(9)" ) ) ) << adjacent.toStdString();
  EXPECT_TRUE( s.byApn.value( QStringLiteral( "2" ) ).attribute( QStringLiteral( "citation" ) ).toString().contains( QStringLiteral( "12.16.114(C)(9)" ) ) );
  EXPECT_TRUE( s.byApn.value( QStringLiteral( "3" ) ).attribute( QStringLiteral( "citation" ) ).isNull() );
  EXPECT_EQ( s.byApn.value( QStringLiteral( "3" ) ).attribute( QStringLiteral( "esa_relation" ) ).toString(), QStringLiteral( "outside" ) );
  EXPECT_NEAR( s.byApn.value( QStringLiteral( "3" ) ).attribute( QStringLiteral( "esa_distance_ft" ) ).toDouble(), 900.0, 1e-6 );
  // The parcel's own fields follow the screen's.
  EXPECT_EQ( s.byApn.value( QStringLiteral( "1" ) ).fields().lookupField( QStringLiteral( "owner" ) ) > 0, true );
}

// Areas given in three CRSs count together; distances are true feet. The SEA
// is in Web Mercator: 180 true feet away must stay directly adjacent (a 200
// unit buffer drawn in EPSG:3857 here would reach only ~166 ft).
TEST( EsaAdjacency, LayersInDifferentCrsCountTogetherInTrueFeet )
{
  QTemporaryDir dir;
  const QString data = dir.filePath( QStringLiteral( "crs.gpkg" ) );
  const QString parcels = SwTestData::writeLayer( data, QStringLiteral( "parcels" ), QStringLiteral( "MultiPolygon" ), QStringLiteral( "EPSG:2229" ), parcelFields(),
                                                  { { rect( 0, 0, 100, 100 ), { QStringLiteral( "near-wgs84" ), QString() } },
                                                    { rect( 0, 3000, 100, 3100 ), { QStringLiteral( "near-mercator" ), QString() } },
                                                    { rect( 0, 6000, 100, 6100 ), { QStringLiteral( "near-2229" ), QString() } } } );
  const QString inWgs84 = SwTestData::writeLayer( data, QStringLiteral( "ecological" ), QStringLiteral( "MultiPolygon" ), QStringLiteral( "EPSG:4326" ), areaFields(), { { reproject( rect( 250, 0, 600, 400 ), QStringLiteral( "EPSG:4326" ) ), { QStringLiteral( "Hilltop SEA" ) } } } );
  const QString inMercator = SwTestData::writeLayer( data, QStringLiteral( "rare" ), QStringLiteral( "MultiPolygon" ), QStringLiteral( "EPSG:3857" ), areaFields(), { { reproject( rect( 280, 3000, 700, 3400 ), QStringLiteral( "EPSG:3857" ) ), { QStringLiteral( "Creek RARE" ) } } } );
  const QString in2229 = SwTestData::writeLayer( data, QStringLiteral( "city" ), QStringLiteral( "MultiPolygon" ), QStringLiteral( "EPSG:2229" ), areaFields(), { { rect( 310, 6000, 700, 6400 ), { QStringLiteral( "Park" ) } } } );
  const Screened s = screen( parcels, { inWgs84, inMercator, in2229 }, dir.filePath( QStringLiteral( "o.gpkg" ) ) );
  ASSERT_TRUE( s.run.ok ) << s.run.error.toStdString();
  ASSERT_EQ( s.count, 3 );
  // Transforming the areas' vertices there and back keeps them to a few
  // thousandths of a foot.
  EXPECT_NEAR( s.byApn.value( QStringLiteral( "near-wgs84" ) ).attribute( QStringLiteral( "esa_distance_ft" ) ).toDouble(), 150.0, 0.01 );
  EXPECT_EQ( s.byApn.value( QStringLiteral( "near-wgs84" ) ).attribute( QStringLiteral( "esa_layer" ) ).toString(), QStringLiteral( "ecological" ) );
  EXPECT_NEAR( s.byApn.value( QStringLiteral( "near-mercator" ) ).attribute( QStringLiteral( "esa_distance_ft" ) ).toDouble(), 180.0, 0.01 );
  EXPECT_EQ( s.byApn.value( QStringLiteral( "near-mercator" ) ).attribute( QStringLiteral( "esa_relation" ) ).toString(), QStringLiteral( "directly_adjacent" ) );
  EXPECT_EQ( s.byApn.value( QStringLiteral( "near-mercator" ) ).attribute( QStringLiteral( "esa_name" ) ).toString(), QStringLiteral( "Creek RARE" ) );
  EXPECT_NEAR( s.byApn.value( QStringLiteral( "near-2229" ) ).attribute( QStringLiteral( "esa_distance_ft" ) ).toDouble(), 210.0, 1e-6 );
  EXPECT_EQ( s.byApn.value( QStringLiteral( "near-2229" ) ).attribute( QStringLiteral( "esa_relation" ) ).toString(), QStringLiteral( "outside" ) );
}

TEST( EsaAdjacency, ParcelsInDegreesAreMeasuredInFeet )
{
  QTemporaryDir dir;
  const QString data = dir.filePath( QStringLiteral( "deg.gpkg" ) );
  const QString parcels = SwTestData::writeLayer( data, QStringLiteral( "parcels" ), QStringLiteral( "MultiPolygon" ), QStringLiteral( "EPSG:4326" ), parcelFields(), { { reproject( rect( 0, 0, 100, 100 ), QStringLiteral( "EPSG:4326" ) ), { QStringLiteral( "deg" ), QString() } } } );
  const QString esa = SwTestData::writeLayer( data, QStringLiteral( "esa" ), QStringLiteral( "MultiPolygon" ), QStringLiteral( "EPSG:2229" ), areaFields(), { { rect( 295, 0, 600, 100 ), { QStringLiteral( "Marsh" ) } } } );
  const Screened s = screen( parcels, { esa }, dir.filePath( QStringLiteral( "o.gpkg" ) ) );
  ASSERT_TRUE( s.run.ok ) << s.run.error.toStdString();
  EXPECT_NEAR( s.byApn.value( QStringLiteral( "deg" ) ).attribute( QStringLiteral( "esa_distance_ft" ) ).toDouble(), 195.0, 0.01 );
  EXPECT_TRUE( s.run.infos.join( '\n' ).contains( QStringLiteral( "Measuring in EPSG:2229" ) ) );
}

TEST( EsaAdjacency, PointTouchIsAdjacentAndAHoleIsNotInside )
{
  QTemporaryDir dir;
  const QString data = dir.filePath( QStringLiteral( "t.gpkg" ) );
  const QString parcels = SwTestData::writeLayer( data, QStringLiteral( "parcels" ), QStringLiteral( "MultiPolygon" ), QStringLiteral( "EPSG:2229" ), parcelFields(),
                                                  { { rect( 900, -100, 1000, 0 ), { QStringLiteral( "corner" ), QString() } },
                                                    { rect( 1450, 450, 1550, 550 ), { QStringLiteral( "in-hole" ), QString() } },
                                                    { rect( 3050, 50, 3150, 150 ), { QStringLiteral( "second-part" ), QString() } } } );
  // A marsh with a hole, and a second part (multipolygon).
  const QString marsh = QStringLiteral( "MULTIPOLYGON(((%1 %2, %3 %2, %3 %4, %1 %4, %1 %2),(%5 %6, %7 %6, %7 %8, %5 %8, %5 %6)),((%9 %2, %10 %2, %10 %11, %9 %11, %9 %2)))" )
                          .arg( X0 + 1000, 0, 'f', 1 )
                          .arg( Y0, 0, 'f', 1 )
                          .arg( X0 + 2000, 0, 'f', 1 )
                          .arg( Y0 + 1000, 0, 'f', 1 )
                          .arg( X0 + 1400, 0, 'f', 1 )
                          .arg( Y0 + 400, 0, 'f', 1 )
                          .arg( X0 + 1600, 0, 'f', 1 )
                          .arg( Y0 + 600, 0, 'f', 1 )
                          .arg( X0 + 3000, 0, 'f', 1 )
                          .arg( X0 + 3500, 0, 'f', 1 )
                          .arg( Y0 + 500, 0, 'f', 1 );
  const QString esa = SwTestData::writeLayer( data, QStringLiteral( "esa" ), QStringLiteral( "MultiPolygon" ), QStringLiteral( "EPSG:2229" ), areaFields(), { { marsh, { QStringLiteral( "Marsh" ) } } } );
  const Screened s = screen( parcels, { esa }, dir.filePath( QStringLiteral( "o.gpkg" ) ) );
  ASSERT_TRUE( s.run.ok ) << s.run.error.toStdString();
  EXPECT_EQ( s.byApn.value( QStringLiteral( "corner" ) ).attribute( QStringLiteral( "esa_relation" ) ).toString(), QStringLiteral( "directly_adjacent" ) );
  EXPECT_DOUBLE_EQ( s.byApn.value( QStringLiteral( "corner" ) ).attribute( QStringLiteral( "esa_distance_ft" ) ).toDouble(), 0.0 );
  EXPECT_EQ( s.byApn.value( QStringLiteral( "in-hole" ) ).attribute( QStringLiteral( "esa_relation" ) ).toString(), QStringLiteral( "directly_adjacent" ) );
  EXPECT_DOUBLE_EQ( s.byApn.value( QStringLiteral( "in-hole" ) ).attribute( QStringLiteral( "esa_distance_ft" ) ).toDouble(), 50.0 );
  EXPECT_EQ( s.byApn.value( QStringLiteral( "second-part" ) ).attribute( QStringLiteral( "esa_relation" ) ).toString(), QStringLiteral( "inside" ) );
}

TEST( EsaAdjacency, EmptyLayerLeavesEveryParcelOutsideWithAWarning )
{
  QTemporaryDir dir;
  const QString data = dir.filePath( QStringLiteral( "e.gpkg" ) );
  const QString parcels = SwTestData::writeLayer( data, QStringLiteral( "parcels" ), QStringLiteral( "MultiPolygon" ), QStringLiteral( "EPSG:2229" ), parcelFields(), { { rect( 0, 0, 100, 100 ), { QStringLiteral( "a" ), QString() } }, { rect( 200, 0, 300, 100 ), { QStringLiteral( "b" ), QString() } } } );
  const QString esa = SwTestData::writeLayer( data, QStringLiteral( "esa" ), QStringLiteral( "MultiPolygon" ), QStringLiteral( "EPSG:2229" ), areaFields(), {} );
  const Screened s = screen( parcels, { esa }, dir.filePath( QStringLiteral( "o.gpkg" ) ) );
  ASSERT_TRUE( s.run.ok ) << s.run.error.toStdString();
  EXPECT_EQ( s.count, 2 );
  for ( const QgsFeature &f : s.byApn )
  {
    EXPECT_EQ( f.attribute( QStringLiteral( "esa_relation" ) ).toString(), QStringLiteral( "outside" ) );
    EXPECT_TRUE( f.attribute( QStringLiteral( "esa_distance_ft" ) ).isNull() );
  }
  EXPECT_TRUE( s.run.warnings.contains( QStringLiteral( "SENSITIVE_AREAS hold no areas: every parcel is outside" ) ) ) << s.run.warnings.join( '\n' ).toStdString();
}

TEST( EsaAdjacency, BrokenParcelsAreWrittenWithAStatus )
{
  QTemporaryDir dir;
  const QString data = dir.filePath( QStringLiteral( "b.gpkg" ) );
  const QString bowtie = QStringLiteral( "MULTIPOLYGON(((%1 %2, %3 %4, %1 %4, %3 %2, %1 %2)))" ).arg( X0 + 700, 0, 'f', 1 ).arg( Y0, 0, 'f', 1 ).arg( X0 + 800, 0, 'f', 1 ).arg( Y0 + 100, 0, 'f', 1 );
  const QString parcels = SwTestData::writeLayer( data, QStringLiteral( "parcels" ), QStringLiteral( "MultiPolygon" ), QStringLiteral( "EPSG:2229" ), parcelFields(),
                                                  { { QString(), { QStringLiteral( "null-geom" ), QString() } }, { bowtie, { QStringLiteral( "bowtie" ), QString() } }, { rect( 0, 0, 100, 100 ), { QString(), QStringLiteral( "no apn" ) } } } );
  const QString esa = SwTestData::writeLayer( data, QStringLiteral( "esa" ), QStringLiteral( "MultiPolygon" ), QStringLiteral( "EPSG:2229" ), areaFields(), { { rect( 1000, 0, 2000, 1000 ), { QStringLiteral( "Marsh" ) } } } );
  const Screened s = screen( parcels, { esa }, dir.filePath( QStringLiteral( "o.gpkg" ) ) );
  ASSERT_TRUE( s.run.ok ) << s.run.error.toStdString();
  EXPECT_EQ( s.count, 3 );
  const QgsFeature nullGeom = s.byApn.value( QStringLiteral( "null-geom" ) );
  EXPECT_EQ( nullGeom.attribute( QStringLiteral( "status" ) ).toString(), QStringLiteral( "null_geometry" ) );
  EXPECT_TRUE( nullGeom.attribute( QStringLiteral( "esa_relation" ) ).isNull() );
  // The bow-tie's two triangles are repaired; its nearest point is x = 800.
  const QgsFeature repaired = s.byApn.value( QStringLiteral( "bowtie" ) );
  EXPECT_EQ( repaired.attribute( QStringLiteral( "status" ) ).toString(), QStringLiteral( "repaired" ) );
  EXPECT_DOUBLE_EQ( repaired.attribute( QStringLiteral( "esa_distance_ft" ) ).toDouble(), 200.0 );
  EXPECT_TRUE( s.byApn.contains( QString() ) );
  // Each warning names its parcels: the third parcel read has no APN.
  EXPECT_TRUE( s.run.warnings.contains( QStringLiteral( "1 parcel(s) have no APN; they are written with an empty apn: input parcel 3 (no APN)" ) ) ) << s.run.warnings.join( '\n' ).toStdString();
  EXPECT_TRUE( s.run.warnings.contains( QStringLiteral( "1 parcel(s) with status null_geometry (no geometry, not screened): APN null-geom" ) ) ) << s.run.warnings.join( '\n' ).toStdString();
  EXPECT_TRUE( s.run.warnings.contains( QStringLiteral( "1 parcel(s) with status repaired (screened on its repaired geometry): APN bowtie" ) ) ) << s.run.warnings.join( '\n' ).toStdString();
}

TEST( EsaAdjacency, DistanceSearchLimitAndProfileTogether )
{
  QTemporaryDir dir;
  const QString data = dir.filePath( QStringLiteral( "d.gpkg" ) );
  const QString parcels = SwTestData::writeLayer( data, QStringLiteral( "parcels" ), QStringLiteral( "MultiPolygon" ), QStringLiteral( "EPSG:2229" ), parcelFields(),
                                                  { { rect( 700, 0, 760, 100 ), { QStringLiteral( "240ft" ), QString() } }, { rect( -6000, 0, -5900, 100 ), { QStringLiteral( "far" ), QString() } } } );
  const QString esa = SwTestData::writeLayer( data, QStringLiteral( "esa" ), QStringLiteral( "MultiPolygon" ), QStringLiteral( "EPSG:2229" ), areaFields(), { { rect( 1000, 0, 2000, 1000 ), { QStringLiteral( "Marsh" ) } } } );
  Screened s = screen( parcels, { esa }, dir.filePath( QStringLiteral( "o1.gpkg" ) ) );
  ASSERT_TRUE( s.run.ok );
  EXPECT_EQ( s.byApn.value( QStringLiteral( "240ft" ) ).attribute( QStringLiteral( "esa_relation" ) ).toString(), QStringLiteral( "outside" ) );
  EXPECT_TRUE( s.byApn.value( QStringLiteral( "far" ) ).attribute( QStringLiteral( "esa_distance_ft" ) ).isNull() ); // 6,900 ft > 5,280
  s = screen( parcels, { esa }, dir.filePath( QStringLiteral( "o2.gpkg" ) ), { { QStringLiteral( "DISTANCE" ), 250 }, { QStringLiteral( "ESA_SEARCH_LIMIT" ), 10000 } } );
  ASSERT_TRUE( s.run.ok );
  EXPECT_EQ( s.byApn.value( QStringLiteral( "240ft" ) ).attribute( QStringLiteral( "esa_relation" ) ).toString(), QStringLiteral( "directly_adjacent" ) );
  EXPECT_DOUBLE_EQ( s.byApn.value( QStringLiteral( "far" ) ).attribute( QStringLiteral( "esa_distance_ft" ) ).toDouble(), 6900.0 );
  // Beverly Hills' code names no ESA category: screened on request, and said so.
  s = screen( parcels, { esa }, dir.filePath( QStringLiteral( "o3.gpkg" ) ), { { QStringLiteral( "PROFILE" ), QStringLiteral( "beverly-hills" ) } } );
  ASSERT_TRUE( s.run.ok );
  EXPECT_TRUE( s.run.warnings.join( '\n' ).contains( QStringLiteral( "ESA adjacency is not required by City of Beverly Hills's code" ) ) ) << s.run.warnings.join( '\n' ).toStdString();
}

TEST( EsaAdjacency, AdjacencyZoneIsTheAreasGrownByTheDistance )
{
  QTemporaryDir dir;
  const QString data = dir.filePath( QStringLiteral( "z.gpkg" ) );
  const QString parcels = SwTestData::writeLayer( data, QStringLiteral( "parcels" ), QStringLiteral( "MultiPolygon" ), QStringLiteral( "EPSG:2229" ), parcelFields(), { { rect( 0, 0, 100, 100 ), { QStringLiteral( "a" ), QString() } } } );
  const QString esa = SwTestData::writeLayer( data, QStringLiteral( "esa" ), QStringLiteral( "MultiPolygon" ), QStringLiteral( "EPSG:2229" ), areaFields(), { { rect( 1000, 0, 2000, 1000 ), { QStringLiteral( "Marsh" ) } }, { rect( 1500, 500, 2500, 1500 ), { QStringLiteral( "Overlap" ) } } } );
  const QString zone = dir.filePath( QStringLiteral( "zone.gpkg" ) );
  const Screened s = screen( parcels, { esa }, dir.filePath( QStringLiteral( "o.gpkg" ) ), { { QStringLiteral( "ADJACENCY_ZONE" ), zone } } );
  ASSERT_TRUE( s.run.ok ) << s.run.error.toStdString();
  std::unique_ptr<QgsVectorLayer> layer = SwTestData::openLayer( zone );
  ASSERT_EQ( layer->featureCount(), 1 );
  QgsFeature f;
  layer->getFeatures().nextFeature( f );
  // The union is a staircase of 1.75e6 sq ft with a 6,000 ft perimeter, six
  // convex corners (each adds a quarter circle, drawn as 32 segments) and two
  // concave ones (where the grown edges double count an r x r square).
  const double r = 200.0;
  const double polygonFactor = ( 128 / ( 2 * M_PI ) ) * std::sin( 2 * M_PI / 128 );
  const double expected = 1.75e6 + 6000.0 * r + 6 * ( M_PI * r * r / 4 ) * polygonFactor - 2 * r * r;
  EXPECT_NEAR( f.geometry().area(), expected, expected * 1e-4 );
  EXPECT_DOUBLE_EQ( f.attribute( QStringLiteral( "distance_ft" ) ).toDouble(), 200.0 );
}

TEST( EsaAdjacency, BadInputsAreNamed )
{
  QTemporaryDir dir;
  const QString data = dir.filePath( QStringLiteral( "bad.gpkg" ) );
  const QString parcels = SwTestData::writeLayer( data, QStringLiteral( "parcels" ), QStringLiteral( "MultiPolygon" ), QStringLiteral( "EPSG:2229" ), parcelFields(), { { rect( 0, 0, 100, 100 ), { QStringLiteral( "a" ), QString() } } } );
  const QString points = SwTestData::writeLayer( data, QStringLiteral( "wells" ), QStringLiteral( "Point" ), QStringLiteral( "EPSG:2229" ), areaFields(), { { QStringLiteral( "POINT(6500000 1770000)" ), { QStringLiteral( "w" ) } } } );
  const QString noParcels = SwTestData::writeLayer( data, QStringLiteral( "none" ), QStringLiteral( "MultiPolygon" ), QStringLiteral( "EPSG:2229" ), parcelFields(), {} );
  const QString esa = SwTestData::writeLayer( data, QStringLiteral( "esa" ), QStringLiteral( "MultiPolygon" ), QStringLiteral( "EPSG:2229" ), areaFields(), { { rect( 1000, 0, 2000, 1000 ), { QStringLiteral( "Marsh" ) } } } );
  const QString out = dir.filePath( QStringLiteral( "o.gpkg" ) );

  EXPECT_EQ( screen( parcels, { points }, out ).run.error, QStringLiteral( "SENSITIVE_AREAS: layer 'wells' must hold polygons; it holds Point" ) );
  EXPECT_EQ( screen( noParcels, { esa }, out ).run.error, QStringLiteral( "PARCELS layer 'none' has no parcels" ) );
  EXPECT_EQ( screen( parcels, { esa }, out, { { QStringLiteral( "APN_FIELD" ), QStringLiteral( "ain" ) } } ).run.error, QStringLiteral( "APN_FIELD 'ain' is not a field of PARCELS layer 'parcels' (its fields: fid, apn, owner)" ) );
  EXPECT_EQ( screen( parcels, { esa }, out, { { QStringLiteral( "PROFILE" ), QStringLiteral( "lakewood" ) } } ).run.error, QStringLiteral( "Unknown profile 'lakewood': give one of beverly-hills, cudahy, signal-hill, or the path of a profile file as PROFILE_FILE" ) );
  EXPECT_EQ( screen( parcels, { esa }, out, { { QStringLiteral( "DISTANCE" ), QStringLiteral( "two hundred" ) } } ).run.error, QStringLiteral( "DISTANCE must be a number of feet, 0 or more; got 'two hundred'" ) );
  EXPECT_EQ( screen( parcels, { esa }, out, { { QStringLiteral( "WORKING_CRS" ), QStringLiteral( "EPSG:3857" ) } } ).run.error, QStringLiteral( "The working CRS EPSG:3857 cannot measure feet: EPSG:3857 is a Mercator projection, whose scale at Los Angeles is off by about 20%. Choose a projected CRS such as EPSG:2229." ) );
}

TEST( EsaAdjacency, ACancelledRunLeavesNoOutput )
{
  QTemporaryDir dir;
  const QString data = dir.filePath( QStringLiteral( "x.gpkg" ) );
  const QString parcels = SwTestData::writeLayer( data, QStringLiteral( "parcels" ), QStringLiteral( "MultiPolygon" ), QStringLiteral( "EPSG:2229" ), parcelFields(), { { rect( 0, 0, 100, 100 ), { QStringLiteral( "a" ), QString() } } } );
  const QString esa = SwTestData::writeLayer( data, QStringLiteral( "esa" ), QStringLiteral( "MultiPolygon" ), QStringLiteral( "EPSG:2229" ), areaFields(), { { rect( 1000, 0, 2000, 1000 ), { QStringLiteral( "Marsh" ) } } } );
  const QString out = dir.filePath( QStringLiteral( "cancelled.gpkg" ) );
  SwTestRun::RecordingFeedback feedback;
  feedback.cancel();
  QVariantMap parameters{ { QStringLiteral( "PARCELS" ), parcels }, { QStringLiteral( "SENSITIVE_AREAS" ), QVariantList{ esa } }, { QStringLiteral( "OUTPUT" ), out } };
  const SwTestRun::Result result = SwTestRun::run( QStringLiteral( "stormwater:esaadjacency" ), parameters, &feedback );
  EXPECT_FALSE( result.ok );
  EXPECT_EQ( result.error, QStringLiteral( "Canceled: no output was written" ) );
  EXPECT_FALSE( QFileInfo::exists( out ) );
}

TEST( EsaAdjacency, GeoPackageOutputCarriesItsDefaultStyle )
{
  QTemporaryDir dir;
  const QString data = dir.filePath( QStringLiteral( "s.gpkg" ) );
  const QString parcels = SwTestData::writeLayer( data, QStringLiteral( "parcels" ), QStringLiteral( "MultiPolygon" ), QStringLiteral( "EPSG:2229" ), parcelFields(), { { rect( 0, 0, 100, 100 ), { QStringLiteral( "a" ), QString() } } } );
  const QString esa = SwTestData::writeLayer( data, QStringLiteral( "esa" ), QStringLiteral( "MultiPolygon" ), QStringLiteral( "EPSG:2229" ), areaFields(), { { rect( 1000, 0, 2000, 1000 ), { QStringLiteral( "Marsh" ) } } } );
  const QString out = dir.filePath( QStringLiteral( "screened.gpkg" ) );
  const Screened s = screen( parcels, { esa }, out );
  ASSERT_TRUE( s.run.ok ) << s.run.error.toStdString();
  std::unique_ptr<QgsVectorLayer> styles = SwTestData::openLayer( out + QStringLiteral( "|layername=layer_styles" ) );
  ASSERT_TRUE( styles->isValid() );
  ASSERT_EQ( styles->featureCount(), 1 );
  QgsFeature style;
  styles->getFeatures().nextFeature( style );
  EXPECT_EQ( style.attribute( QStringLiteral( "f_table_name" ) ).toString(), QStringLiteral( "screened" ) );
  EXPECT_EQ( style.attribute( QStringLiteral( "styleName" ) ).toString(), QStringLiteral( "esaadjacency" ) );
  EXPECT_TRUE( style.attribute( QStringLiteral( "useAsDefault" ) ).toBool() );
  EXPECT_TRUE( style.attribute( QStringLiteral( "styleQML" ) ).toString().contains( QStringLiteral( "Directly adjacent (within 200 ft)" ) ) );
  // Opening the output applies it.
  std::unique_ptr<QgsVectorLayer> screened = SwTestData::openLayer( out );
  bool ok = false;
  screened->loadDefaultStyle( ok );
  EXPECT_TRUE( ok );
  EXPECT_EQ( screened->renderer()->type(), QStringLiteral( "categorizedSymbol" ) );
}

TEST( EsaAdjacency, DirectlyAdjacentIsMeasuredFromTheContiguousZoneWhenItHasAWidth )
{
  // Signal Hill's definition S: "within 200 feet of the contiguous zone required for the continued
  // maintenance, function, and structural stability" of the area. A 50 ft zone moves the line to 250 ft.
  QTemporaryDir dir;
  const QString data = dir.filePath( QStringLiteral( "z.gpkg" ) );
  const QString parcels = SwTestData::writeLayer( data, QStringLiteral( "parcels" ), QStringLiteral( "MultiPolygon" ), QStringLiteral( "EPSG:2229" ), parcelFields(),
                                                  { { rect( 650, 0, 750, 100 ), { QStringLiteral( "250 ft" ), QString() } }, { rect( 649, 200, 749, 300 ), { QStringLiteral( "251 ft" ), QString() } }, { rect( 700, 400, 800, 500 ), { QStringLiteral( "200 ft" ), QString() } } } );
  const QString esa = SwTestData::writeLayer( data, QStringLiteral( "esa" ), QStringLiteral( "MultiPolygon" ), QStringLiteral( "EPSG:2229" ), areaFields(), { { rect( 1000, 0, 2000, 1000 ), { QStringLiteral( "Marsh" ) } } } );
  const Screened zone = screen( parcels, { esa }, dir.filePath( QStringLiteral( "zone.gpkg" ) ), { { QStringLiteral( "CONTIGUOUS_ZONE" ), 50 } } );
  ASSERT_TRUE( zone.run.ok ) << zone.run.error.toStdString();
  EXPECT_EQ( zone.byApn.value( QStringLiteral( "250 ft" ) ).attribute( QStringLiteral( "esa_relation" ) ).toString(), QStringLiteral( "directly_adjacent" ) );
  EXPECT_EQ( zone.byApn.value( QStringLiteral( "251 ft" ) ).attribute( QStringLiteral( "esa_relation" ) ).toString(), QStringLiteral( "outside" ) );
  EXPECT_EQ( zone.byApn.value( QStringLiteral( "200 ft" ) ).attribute( QStringLiteral( "esa_relation" ) ).toString(), QStringLiteral( "directly_adjacent" ) );
  // The distance stays the distance to the area itself.
  EXPECT_NEAR( zone.byApn.value( QStringLiteral( "250 ft" ) ).attribute( QStringLiteral( "esa_distance_ft" ) ).toDouble(), 250.0, 1e-6 );
  EXPECT_TRUE( zone.run.infos.join( '\n' ).contains( QStringLiteral( "directly adjacent measured from a contiguous zone 50 ft wide around each area (CONTIGUOUS_ZONE; " ) ) ) << zone.run.infos.join( '\n' ).toStdString();
  // Without a width (the profile's 0 ft: the code gives the zone none), 250 ft is outside and the log says why.
  const Screened edge = screen( parcels, { esa }, dir.filePath( QStringLiteral( "edge.gpkg" ) ) );
  ASSERT_TRUE( edge.run.ok ) << edge.run.error.toStdString();
  EXPECT_EQ( edge.byApn.value( QStringLiteral( "250 ft" ) ).attribute( QStringLiteral( "esa_relation" ) ).toString(), QStringLiteral( "outside" ) );
  EXPECT_TRUE( edge.run.infos.join( '\n' ).contains( QStringLiteral( "directly adjacent measured from each area's own edge: no contiguous zone width is given (SHMC 12.16, definition S measures 200 feet from \"the contiguous zone required" ) ) ) << edge.run.infos.join( '\n' ).toStdString();
}
