/***************************************************************************
  test_vacantcoverage.cpp: a parcel with no footprint is vacant only where
  the footprint layer was drawn. Footprints of another neighbourhood, a
  layer clipped to half the block, a coverage polygon over half a lot, an
  expression that still decides, and the main job and the notices after.
  Answers set by construction: rectangles in EPSG:2229 feet.
 ***************************************************************************/
#include "swtestdata.h"
#include "swtestfeature.h"
#include "swtestrun.h"

#include <QTemporaryDir>

#include <gtest/gtest.h>

namespace
{
  using Row = SwTestData::Row;
  using SwTestFeature::rect;

  // Four 1.2-acre lots (264 x 198 ft) in a row, 100 ft apart, of four owners; A has a house.
  QString writeLots( const QString &data )
  {
    const QgsFields fields = SwTestData::fields( { QStringLiteral( "apn:string" ), QStringLiteral( "owner:string" ), QStringLiteral( "use_code:string" ) } );
    auto lot = [&]( int n, const char *apn, const char *useCode )
    { return Row{ rect( n * 364, 0, n * 364 + 264, 198 ), { QString::fromLatin1( apn ), QStringLiteral( "OWNER %1" ).arg( n ), QString::fromLatin1( useCode ) } }; };
    return SwTestData::writeLayer( data, QStringLiteral( "lots" ), QStringLiteral( "MultiPolygon" ), QStringLiteral( "EPSG:2229" ), fields,
                                   { lot( 0, "A", "0100" ), lot( 1, "B", "010V" ), lot( 2, "C", "010V" ), lot( 3, "D", "0100" ) } );
  }

  QString writeFootprints( const QString &data, const QString &name, const QList<QString> &rectangles )
  {
    std::vector<Row> rows;
    for ( const QString &wkt : rectangles )
      rows.push_back( Row{ wkt, { QStringLiteral( "building" ) } } );
    return SwTestData::writeLayer( data, name, QStringLiteral( "MultiPolygon" ), QStringLiteral( "EPSG:2229" ), SwTestData::fields( { QStringLiteral( "type:string" ) } ), rows );
  }

  struct Screened
  {
    SwTestRun::Result run;
    QMap<QString, QgsFeature> byApn;
  };

  Screened screen( const QString &algorithm, const QVariantMap &parameters )
  {
    Screened s;
    s.run = SwTestRun::run( algorithm, parameters );
    if ( s.run.ok )
    {
      std::unique_ptr<QgsVectorLayer> layer = SwTestData::openLayer( parameters.value( QStringLiteral( "OUTPUT" ) ).toString() );
      s.byApn = SwTestData::featuresBy( layer.get(), QStringLiteral( "apn" ) );
    }
    return s;
  }

  QString text( const Screened &s, const char *apn, const char *field )
  {
    return s.byApn.value( QString::fromLatin1( apn ) ).attribute( QString::fromLatin1( field ) ).toString();
  }
  bool isNull( const Screened &s, const char *apn, const char *field )
  {
    return SwTestFeature::isNull( s.byApn.value( QString::fromLatin1( apn ) ), field );
  }
} // namespace

// Finding 1: the footprints of another neighbourhood made every parcel vacant and "notice required".
TEST( VacantCoverage, FootprintsOfAnotherNeighbourhoodDecideNoParcel )
{
  QTemporaryDir dir;
  const QString data = dir.filePath( QStringLiteral( "city.gpkg" ) );
  const QString lots = writeLots( data );
  // Twenty miles east: 105,600 ft.
  const QString elsewhere = writeFootprints( data, QStringLiteral( "venice" ), { rect( 105600, 0, 105700, 100 ), rect( 106000, 0, 106100, 100 ) } );
  const Screened s = screen( QStringLiteral( "stormwater:vacantparcels" ), { { QStringLiteral( "PARCELS" ), lots }, { QStringLiteral( "STRUCTURES" ), elsewhere }, { QStringLiteral( "OUTPUT" ), dir.filePath( QStringLiteral( "vacant.gpkg" ) ) } } );
  ASSERT_TRUE( s.run.ok ) << s.run.error.toStdString();
  ASSERT_EQ( s.byApn.size(), 4 );
  for ( const char *apn : { "A", "B", "C", "D" } )
  {
    EXPECT_EQ( text( s, apn, "vacancy" ), QStringLiteral( "not_evaluated" ) ) << apn;
    EXPECT_EQ( text( s, apn, "status" ), QStringLiteral( "outside_footprints" ) ) << apn;
    EXPECT_TRUE( isNull( s, apn, "qualifies" ) ) << apn;
    EXPECT_EQ( text( s, apn, "reason" ), QStringLiteral( "not evaluated: outside the extent of STRUCTURES layer 'venice'" ) ) << apn;
  }
  const QString warnings = s.run.warnings.join( '\n' );
  EXPECT_TRUE( warnings.contains( QStringLiteral( "Vacant parcels: no footprint of STRUCTURES layer 'venice' touches any of the 4 parcel(s) of 'lots'" ) ) ) << warnings.toStdString();
  EXPECT_TRUE( warnings.contains( QStringLiteral( "4 parcel(s) not fully screened, outside the ground the footprint layers cover (the extent of STRUCTURES layer 'venice') (outside_footprints): APN A, B, C, D" ) ) ) << warnings.toStdString();

  // And no notice goes out on it.
  const SwTestRun::Result notices = SwTestRun::run( QStringLiteral( "stormwater:vacantnotices" ), { { QStringLiteral( "INPUT" ), dir.filePath( QStringLiteral( "vacant.gpkg" ) ) }, { QStringLiteral( "NOTICE_DATE" ), QStringLiteral( "2026-12-01" ) }, { QStringLiteral( "OUTPUT_CSV" ), dir.filePath( QStringLiteral( "mailing.csv" ) ) }, { QStringLiteral( "POSTING_CSV" ), dir.filePath( QStringLiteral( "posting.csv" ) ) } } );
  ASSERT_TRUE( notices.ok ) << notices.error.toStdString();
  EXPECT_EQ( notices.outputs.value( QStringLiteral( "NOTICE_COUNT" ) ).toLongLong(), 0 );
}

// A layer clipped to half the block: beyond its extent nothing was drawn; within it, no footprint is vacant.
TEST( VacantCoverage, ALayerClippedToHalfTheBlockDecidesOnlyItsHalf )
{
  QTemporaryDir dir;
  const QString data = dir.filePath( QStringLiteral( "city.gpkg" ) );
  const QString lots = writeLots( data );
  // A's house and a shed-sized garage at B's far corner: the layer's extent runs x 20..620, over A and B, short of C (728..992) and D.
  const QString half = writeFootprints( data, QStringLiteral( "structures_west" ), { rect( 20, 20, 128, 141 ), rect( 610, 150, 620, 160 ) } );
  // About where the layer was drawn, not what it maps: the city states its structures layer maps its improvements too.
  const Screened s = screen( QStringLiteral( "stormwater:vacantparcels" ), { { QStringLiteral( "PARCELS" ), lots }, { QStringLiteral( "STRUCTURES" ), half }, { QStringLiteral( "STRUCTURES_INCLUDE_IMPROVEMENTS" ), true }, { QStringLiteral( "OUTPUT" ), dir.filePath( QStringLiteral( "vacant.gpkg" ) ) } } );
  ASSERT_TRUE( s.run.ok ) << s.run.error.toStdString();
  EXPECT_EQ( text( s, "A", "vacancy" ), QStringLiteral( "improved" ) );
  EXPECT_EQ( text( s, "A", "status" ), QStringLiteral( "ok" ) );
  // B has the 100 sq ft garage: 52,272 - 100 = 52,172 sq ft unimproved, 1.2 acres: partially vacant.
  EXPECT_EQ( text( s, "B", "vacancy" ), QStringLiteral( "partially_vacant" ) );
  EXPECT_EQ( text( s, "C", "vacancy" ), QStringLiteral( "not_evaluated" ) );
  EXPECT_EQ( text( s, "C", "status" ), QStringLiteral( "outside_footprints" ) );
  EXPECT_EQ( text( s, "D", "vacancy" ), QStringLiteral( "not_evaluated" ) );
  EXPECT_FALSE( s.run.warnings.join( '\n' ).contains( QStringLiteral( "no footprint of" ) ) );
}

// A coverage layer says where the layer was drawn, to the foot.
TEST( VacantCoverage, ACoveragePolygonOverHalfALotLeavesItUndecided )
{
  QTemporaryDir dir;
  const QString data = dir.filePath( QStringLiteral( "city.gpkg" ) );
  const QString lots = writeLots( data );
  const QString structures = writeFootprints( data, QStringLiteral( "structures" ), { rect( 20, 20, 128, 141 ), rect( 1112, 20, 1140, 48 ) } );
  // Drawn over A, B and the west half of C (728..860); D (1092..1356) lies outside, though its 784 sq ft garage stands in the layer:
  // the garage leaves over an acre, and what stands on the rest of D is not known.
  const QString surveyed = SwTestData::writeLayer( data, QStringLiteral( "surveyed" ), QStringLiteral( "MultiPolygon" ), QStringLiteral( "EPSG:2229" ), SwTestData::fields( { QStringLiteral( "name:string" ) } ), { Row{ rect( -10, -10, 860, 208 ), { QStringLiteral( "2024 flight" ) } } } );
  // About where the layer was drawn, not what it maps: the city states its structures layer maps its improvements too.
  const QVariantMap parameters{ { QStringLiteral( "PARCELS" ), lots }, { QStringLiteral( "STRUCTURES" ), structures }, { QStringLiteral( "STRUCTURES_INCLUDE_IMPROVEMENTS" ), true }, { QStringLiteral( "STRUCTURES_COVERAGE" ), surveyed }, { QStringLiteral( "OUTPUT" ), dir.filePath( QStringLiteral( "vacant.gpkg" ) ) } };
  const Screened s = screen( QStringLiteral( "stormwater:vacantparcels" ), parameters );
  ASSERT_TRUE( s.run.ok ) << s.run.error.toStdString();
  EXPECT_EQ( text( s, "A", "vacancy" ), QStringLiteral( "improved" ) );
  EXPECT_EQ( text( s, "B", "vacancy" ), QStringLiteral( "vacant" ) );
  EXPECT_EQ( text( s, "B", "qualifies" ), QStringLiteral( "true" ) );
  EXPECT_EQ( text( s, "C", "vacancy" ), QStringLiteral( "not_evaluated" ) );
  EXPECT_EQ( text( s, "C", "status" ), QStringLiteral( "partly_outside_footprints" ) );
  EXPECT_EQ( text( s, "C", "reason" ), QStringLiteral( "not evaluated: partly outside the polygons of STRUCTURES_COVERAGE layer 'surveyed', and no footprint on the part inside decides it" ) );
  EXPECT_EQ( text( s, "D", "status" ), QStringLiteral( "outside_footprints" ) );

  // With an attribute rule too: D's use code says improved, which decides it; C's says vacant, which cannot.
  QVariantMap withRule = parameters;
  withRule.insert( QStringLiteral( "VACANT_EXPRESSION" ), QStringLiteral( "\"use_code\" LIKE '%V'" ) );
  withRule.insert( QStringLiteral( "OUTPUT" ), dir.filePath( QStringLiteral( "rule.gpkg" ) ) );
  const Screened r = screen( QStringLiteral( "stormwater:vacantparcels" ), withRule );
  ASSERT_TRUE( r.run.ok ) << r.run.error.toStdString();
  EXPECT_EQ( text( r, "D", "vacancy" ), QStringLiteral( "improved" ) );
  EXPECT_EQ( text( r, "D", "vacancy_basis" ), QStringLiteral( "expression (the footprint layers do not cover the parcel)" ) );
  EXPECT_EQ( text( r, "C", "vacancy" ), QStringLiteral( "not_evaluated" ) );
}

// The main job counts the parcels outside as not fully screened, never as "no notice required".
TEST( VacantCoverage, TheMainJobCountsParcelsOutsideAsNotFullyScreened )
{
  QTemporaryDir dir;
  const QString data = dir.filePath( QStringLiteral( "city.gpkg" ) );
  const QString lots = writeLots( data );
  const QString half = writeFootprints( data, QStringLiteral( "structures_west" ), { rect( 20, 20, 128, 141 ), rect( 610, 150, 620, 160 ) } );
  const Screened s = screen( QStringLiteral( "stormwater:screenparcels" ), { { QStringLiteral( "PARCELS" ), lots }, { QStringLiteral( "PROFILE" ), QStringLiteral( "signal-hill" ) }, { QStringLiteral( "STRUCTURES" ), half }, { QStringLiteral( "OUTPUT" ), dir.filePath( QStringLiteral( "screened.gpkg" ) ) } } );
  ASSERT_TRUE( s.run.ok ) << s.run.error.toStdString();
  EXPECT_TRUE( text( s, "C", "incomplete_screens" ).contains( QStringLiteral( "vacant (outside_footprints)" ) ) ) << text( s, "C", "incomplete_screens" ).toStdString();
  EXPECT_FALSE( text( s, "C", "flags" ).contains( QStringLiteral( "vacant" ) ) );
  EXPECT_TRUE( text( s, "A", "incomplete_screens" ).isEmpty() );
}
