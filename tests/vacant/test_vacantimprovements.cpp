/***************************************************************************
  test_vacantimprovements.cpp: vacancy decided only on data that sees the
  permanent improvements (issue 48). Signal Hill 12.16 definition IIII: a
  vacant parcel is "an unimproved parcel without a permitted structure or
  other associated permanent improvements such as approved paved parking
  lots and associated landscaping"; CCCC: a partially vacant parcel has a
  structure and an unimproved portion of 1.0 acre or more. An improved
  city's structure footprints alone do not show its driveways, pools and
  paving: a lot that would qualify from them is not decided, a lot they
  leave under the acre does not qualify whatever its improvements, and
  with an improvements layer (or the city's statement that its structures
  layer maps them) every lot is decided. Blocks in EPSG:2229 feet, every
  area by construction.
 ***************************************************************************/
#include "swtestdata.h"
#include "swtestfeature.h"
#include "swtestfiles.h"
#include "swtestrun.h"

#include <QFile>
#include <QTemporaryDir>

#include <gtest/gtest.h>

namespace
{
  using Row = SwTestData::Row;
  using SwTestFeature::rect;

  const QString STATUS = QStringLiteral( "undecided_improvements_not_mapped" );
  const QString UNSEEN = QStringLiteral( "but improvements are not mapped (driveways, paving, pools, landscaping: definition IIII); give IMPROVEMENTS (the permanent improvement footprints), or set STRUCTURES_INCLUDE_IMPROVEMENTS if the structures layer maps them too" );

  struct City
  {
    QTemporaryDir dir;
    QString parcels;
    QString structures;
    QString improvements;
  };

  City &city()
  {
    static City c;
    if ( !c.parcels.isEmpty() )
      return c;
    const QString data = c.dir.filePath( QStringLiteral( "improved_city.gpkg" ) );
    const QgsFields fields = SwTestData::fields( { QStringLiteral( "apn:string" ), QStringLiteral( "owner:string" ), QStringLiteral( "mail_address:string" ), QStringLiteral( "mail_city:string" ), QStringLiteral( "mail_state:string" ), QStringLiteral( "mail_zip:string" ), QStringLiteral( "situs_address:string" ) } );
    auto lot = [&]( const QString &wkt, const char *apn, const char *owner )
    {
      return Row{ wkt, { QString::fromLatin1( apn ), QString::fromLatin1( owner ), QStringLiteral( "1 OAK ST" ), QStringLiteral( "SIGNAL HILL" ), QStringLiteral( "CA" ), QStringLiteral( "90755" ), QStringLiteral( "2 ELM ST" ) } };
    };
    c.parcels = SwTestData::writeLayer( data, QStringLiteral( "parcels" ), QStringLiteral( "MultiPolygon" ), QStringLiteral( "EPSG:2229" ), fields,
                                        { // 330 x 198 ft = 65,340 sq ft (1.50 ac): a house whose roof covers 30%.
                                          lot( rect( 0, 0, 330, 198 ), "HOUSE", "ALVAREZ,ROSA" ),
                                          // 220 x 198 ft = 43,560 sq ft: one acre, no building (a paved lot).
                                          lot( rect( 400, 0, 620, 198 ), "PAVED", "CORNER PARKING LLC" ),
                                          // 264 x 198 ft = 52,272 sq ft (1.20 ac), nothing on it.
                                          lot( rect( 700, 0, 964, 198 ), "EMPTY", "BARE LAND LLC" ),
                                          // 330 x 198 ft, 231 x 198 ft of it under buildings.
                                          lot( rect( 1100, 0, 1430, 198 ), "BUILT", "WAREHOUSE CO" ),
                                          // 132 x 198 ft = 26,136 sq ft (0.60 ac), no building.
                                          lot( rect( 1500, 0, 1632, 198 ), "SMALL", "LONE LOT LLC" ),
                                          // Two touching 0.60 ac lots of one owner: 1.20 ac together.
                                          lot( rect( 1700, 0, 1832, 198 ), "PAIR1", "TWIN LOTS LLC" ),
                                          lot( rect( 1832, 0, 1964, 198 ), "PAIR2", "TWIN LOTS LLC" ) } );
    const QgsFields typed = SwTestData::fields( { QStringLiteral( "type:string" ) } );
    c.structures = SwTestData::writeLayer( data, QStringLiteral( "structures" ), QStringLiteral( "MultiPolygon" ), QStringLiteral( "EPSG:2229" ), typed,
                                           { // 99 x 198 ft = 19,602 sq ft: 30% of HOUSE, so 45,738 sq ft (1.05 ac) is not under the roof.
                                             { rect( 0, 0, 99, 198 ), { QStringLiteral( "house" ) } },
                                             // 231 x 198 ft = 45,738 sq ft of BUILT: 19,602 sq ft (0.45 ac) left.
                                             { rect( 1100, 0, 1331, 198 ), { QStringLiteral( "warehouse" ) } } } );
    c.improvements = SwTestData::writeLayer( data, QStringLiteral( "improvements" ), QStringLiteral( "MultiPolygon" ), QStringLiteral( "EPSG:2229" ), typed,
                                             { // HOUSE's driveway, 100 x 20 ft = 2,000 sq ft, and pool, 40 x 20 ft = 800 sq ft.
                                               { rect( 99, 0, 199, 20 ), { QStringLiteral( "driveway" ) } },
                                               { rect( 200, 100, 240, 120 ), { QStringLiteral( "pool" ) } },
                                               // PAVED's parking lot covers it.
                                               { rect( 400, 0, 620, 198 ), { QStringLiteral( "paved_parking" ) } } } );
    return c;
  }

  struct Screened
  {
    SwTestRun::Result run;
    QString output;
    QMap<QString, QgsFeature> byApn;
  };

  Screened screen( const QString &output, const QVariantMap &extra, const QString &algorithm = QStringLiteral( "stormwater:vacantparcels" ) )
  {
    City &c = city();
    QVariantMap parameters{ { QStringLiteral( "PARCELS" ), c.parcels },
                            { QStringLiteral( "STRUCTURES" ), c.structures },
                            // The footprints were drawn over the whole city.
                            { QStringLiteral( "STRUCTURES_COVERAGE" ), c.parcels },
                            { QStringLiteral( "OUTPUT" ), output } };
    for ( auto it = extra.constBegin(); it != extra.constEnd(); ++it )
      parameters.insert( it.key(), it.value() );
    Screened s;
    s.output = output;
    s.run = SwTestRun::run( algorithm, parameters );
    if ( s.run.ok )
    {
      std::unique_ptr<QgsVectorLayer> layer = SwTestData::openLayer( output );
      s.byApn = SwTestData::featuresBy( layer.get(), QStringLiteral( "apn" ) );
    }
    return s;
  }

  const Screened &structuresOnly()
  {
    static QTemporaryDir dir;
    static Screened s = screen( dir.filePath( QStringLiteral( "roofs.gpkg" ) ), {} );
    return s;
  }

  QVariant value( const Screened &s, const char *apn, const char *field )
  {
    return s.byApn.value( QString::fromLatin1( apn ) ).attribute( QString::fromLatin1( field ) );
  }
  QString text( const Screened &s, const char *apn, const char *field )
  {
    return value( s, apn, field ).toString();
  }

  QString readText( const QString &path )
  {
    QFile file( path );
    return file.open( QIODevice::ReadOnly ) ? QString::fromUtf8( file.readAll() ) : QString();
  }

  //! Not decided: no vacancy, no qualification, no figure, the status and why.
  void expectNotDecided( const Screened &s, const char *apn, const QString &found )
  {
    SCOPED_TRACE( apn );
    EXPECT_EQ( text( s, apn, "vacancy" ), QStringLiteral( "not_decided" ) );
    EXPECT_EQ( text( s, apn, "status" ), STATUS );
    EXPECT_TRUE( value( s, apn, "qualifies" ).isNull() );
    EXPECT_TRUE( value( s, apn, "unimproved_sqft" ).isNull() );
    EXPECT_TRUE( value( s, apn, "group_acres" ).isNull() );
    EXPECT_EQ( text( s, apn, "vacancy_basis" ), QStringLiteral( "structures only (improvements not mapped)" ) );
    EXPECT_EQ( text( s, apn, "reason" ), QStringLiteral( "not decided: %1, %2" ).arg( found, UNSEEN ) );
  }

  void expectDecided( const Screened &s, const char *apn, const char *vacancy, double unimprovedSqft, bool qualifies, const char *reason )
  {
    SCOPED_TRACE( apn );
    EXPECT_EQ( text( s, apn, "vacancy" ), QString::fromLatin1( vacancy ) );
    EXPECT_EQ( text( s, apn, "status" ), QStringLiteral( "ok" ) );
    EXPECT_NEAR( value( s, apn, "unimproved_sqft" ).toDouble(), unimprovedSqft, 1e-6 );
    ASSERT_FALSE( value( s, apn, "qualifies" ).isNull() );
    EXPECT_EQ( value( s, apn, "qualifies" ).toBool(), qualifies );
    EXPECT_EQ( text( s, apn, "reason" ), QString::fromLatin1( reason ) );
  }
} // namespace

TEST( VacantImprovements, RoofsAloneDoNotDecideALotThatWouldQualify )
{
  const Screened &s = structuresOnly();
  ASSERT_TRUE( s.run.ok ) << s.run.error.toStdString();
  // (a) CCCC: 45,738 sq ft not under the roof was "partially vacant, qualifies"; a driveway, a pool or landscaping would shrink it.
  expectNotDecided( s, "HOUSE", QStringLiteral( "1.05 ac not under a structure" ) );
  // (b) IIII: a 1-acre lot with no building was "vacant"; paved parking would make it improved.
  expectNotDecided( s, "PAVED", QStringLiteral( "no structure on 1.00 ac" ) );
  expectNotDecided( s, "EMPTY", QStringLiteral( "no structure on 1.20 ac" ) );
  // YYY: either of the pair may be improved, so their 1.20 ac together decides nothing.
  expectNotDecided( s, "PAIR1", QStringLiteral( "no structure on this parcel and 1 touching parcel(s) of the same owner, 1.20 ac together" ) );
  expectNotDecided( s, "PAIR2", QStringLiteral( "no structure on this parcel and 1 touching parcel(s) of the same owner, 1.20 ac together" ) );
}

TEST( VacantImprovements, RoofsAloneDecideALotThatCannotQualify )
{
  const Screened &s = structuresOnly();
  ASSERT_TRUE( s.run.ok ) << s.run.error.toStdString();
  // (c) Improvements only shrink the unimproved portion: 65,340 - 45,738 = 19,602 sq ft (0.45 ac) cannot reach the acre.
  expectDecided( s, "BUILT", "improved", 19602, false, "improved: 0.45 ac unimproved, under 1.0 ac" );
  // 0.60 ac with no building: improved or vacant, under the acre either way.
  expectDecided( s, "SMALL", "vacant", 26136, false, "vacant 0.60 ac, under 1.0 ac" );
  EXPECT_EQ( text( s, "SMALL", "vacancy_basis" ), QStringLiteral( "structures only (improvements not mapped)" ) );
}

TEST( VacantImprovements, TheLogCountsTheParcelsLeftNotDecidedAndWhatWouldDecideThem )
{
  const Screened &s = structuresOnly();
  ASSERT_TRUE( s.run.ok ) << s.run.error.toStdString();
  const QString all = ( s.run.warnings + s.run.infos ).join( '\n' );
  EXPECT_TRUE( s.run.warnings.contains( QStringLiteral( "Vacant parcels: 5 parcel(s) not decided because improvements are not mapped (driveways, paving, pools, landscaping: definition IIII): 4 with no structure that would qualify, 1 with 1.0 acre(s) or more not under a structure [APN PAVED, EMPTY, PAIR1, PAIR2; APN HOUSE]; give IMPROVEMENTS (the permanent improvement footprints), or set STRUCTURES_INCLUDE_IMPROVEMENTS if the structures layer maps them too to decide them" ) ) ) << all.toStdString();
  EXPECT_TRUE( all.contains( QStringLiteral( "STRUCTURES: structures only, no IMPROVEMENTS: permanent improvements (driveways, paving, pools, landscaping: definition IIII) are not mapped, so a parcel with no structure, or with a structure and an unimproved portion that could qualify is not decided (status undecided_improvements_not_mapped)" ) ) ) << all.toStdString();
}

TEST( VacantImprovements, OnlyQualifyingKeepsTheParcelsNotDecided )
{
  // A parcel not decided is not lost from a list of the qualifying ones: it may qualify.
  QTemporaryDir dir;
  const Screened s = screen( dir.filePath( QStringLiteral( "qualifying.gpkg" ) ), { { QStringLiteral( "ONLY_QUALIFYING" ), true } } );
  ASSERT_TRUE( s.run.ok ) << s.run.error.toStdString();
  const QStringList kept = s.byApn.keys();
  EXPECT_EQ( kept.join( ' ' ), QStringLiteral( "EMPTY HOUSE PAIR1 PAIR2 PAVED" ) );
}

TEST( VacantImprovements, WithTheImprovementsEveryLotIsDecided )
{
  QTemporaryDir dir;
  const Screened s = screen( dir.filePath( QStringLiteral( "both.gpkg" ) ), { { QStringLiteral( "IMPROVEMENTS" ), city().improvements }, { QStringLiteral( "IMPROVEMENTS_COVERAGE" ), city().parcels } } );
  ASSERT_TRUE( s.run.ok ) << s.run.error.toStdString();
  // 45,738 - 2,000 (driveway) - 800 (pool) = 42,938 sq ft (0.99 ac): under the acre, no notice.
  expectDecided( s, "HOUSE", "improved", 42938, false, "improved: 0.99 ac unimproved, under 1.0 ac" );
  // Paved over: improved by definition IIII.
  expectDecided( s, "PAVED", "improved", 0, false, "improved: 0.00 ac unimproved, under 1.0 ac" );
  expectDecided( s, "EMPTY", "vacant", 52272, true, "vacant 1.20 ac" );
  expectDecided( s, "BUILT", "improved", 19602, false, "improved: 0.45 ac unimproved, under 1.0 ac" );
  expectDecided( s, "SMALL", "vacant", 26136, false, "vacant 0.60 ac, under 1.0 ac" );
  expectDecided( s, "PAIR1", "vacant", 26136, true, "contiguous with 1 parcel of the same owner, 1.20 ac together" );
  EXPECT_EQ( text( s, "EMPTY", "vacancy_basis" ), QStringLiteral( "footprints" ) );
  for ( const QString &line : s.run.warnings )
    EXPECT_FALSE( line.contains( QStringLiteral( "not decided" ) ) ) << line.toStdString();
}

TEST( VacantImprovements, TheCityStatingItsStructuresMapTheImprovementsDecidesOnThem )
{
  QTemporaryDir dir;
  const Screened s = screen( dir.filePath( QStringLiteral( "stated.gpkg" ) ), { { QStringLiteral( "STRUCTURES_INCLUDE_IMPROVEMENTS" ), true } } );
  ASSERT_TRUE( s.run.ok ) << s.run.error.toStdString();
  // As before the change: 45,738 sq ft (1.05 ac) not under the roof, one acre with nothing on it.
  expectDecided( s, "HOUSE", "partially_vacant", 45738, true, "partially vacant: 1.05 ac unimproved" );
  expectDecided( s, "PAVED", "vacant", 43560, true, "vacant 1.00 ac" );
  expectDecided( s, "PAIR2", "vacant", 26136, true, "contiguous with 1 parcel of the same owner, 1.20 ac together" );
  EXPECT_EQ( text( s, "HOUSE", "vacancy_basis" ), QStringLiteral( "footprints" ) );
  const QString all = ( s.run.warnings + s.run.infos ).join( '\n' );
  EXPECT_TRUE( all.contains( QStringLiteral( "STRUCTURES: the city states that this layer maps the permanent improvements too (driveways, paving, pools, landscaping: definition IIII; STRUCTURES_INCLUDE_IMPROVEMENTS): vacancy is decided on it" ) ) ) << all.toStdString();
  EXPECT_FALSE( all.contains( QStringLiteral( "not decided because improvements are not mapped" ) ) ) << all.toStdString();
}

TEST( VacantImprovements, TheStatementNeedsAStructuresLayer )
{
  QTemporaryDir dir;
  const SwTestRun::Result run = SwTestRun::run( QStringLiteral( "stormwater:vacantparcels" ), { { QStringLiteral( "PARCELS" ), city().parcels }, { QStringLiteral( "IMPROVEMENTS" ), city().improvements }, { QStringLiteral( "STRUCTURES_INCLUDE_IMPROVEMENTS" ), true }, { QStringLiteral( "OUTPUT" ), dir.filePath( QStringLiteral( "o.gpkg" ) ) } } );
  EXPECT_FALSE( run.ok );
  EXPECT_EQ( run.error, QStringLiteral( "STRUCTURES_INCLUDE_IMPROVEMENTS is set, but no STRUCTURES layer is given: give the structures layer that maps the improvements too, or leave it unset" ) );
}

TEST( VacantImprovements, NoticesNeverGoToParcelsNotDecided )
{
  // Vacant parcel provisions D: notices go to qualifying parcels; an empty qualifies is no decision, so no notice.
  const Screened &s = structuresOnly();
  ASSERT_TRUE( s.run.ok ) << s.run.error.toStdString();
  QTemporaryDir dir;
  const QString mailing = dir.filePath( QStringLiteral( "mailing.csv" ) );
  const SwTestRun::Result n = SwTestRun::run( QStringLiteral( "stormwater:vacantnotices" ), { { QStringLiteral( "INPUT" ), s.output }, { QStringLiteral( "NOTICE_DATE" ), QStringLiteral( "2026-12-01" ) }, { QStringLiteral( "OUTPUT_CSV" ), mailing }, { QStringLiteral( "POSTING_CSV" ), dir.filePath( QStringLiteral( "posting.csv" ) ) }, { QStringLiteral( "OUTPUT_PDF" ), dir.filePath( QStringLiteral( "letters.pdf" ) ) } } );
  ASSERT_TRUE( n.ok ) << n.error.toStdString();
  // The header only: HOUSE, PAVED, EMPTY, PAIR1 and PAIR2 are not decided; BUILT and SMALL do not qualify.
  EXPECT_EQ( SwTestFiles::readCsv( mailing ).size(), 1 );
  const QString all = n.warnings.join( '\n' );
  EXPECT_TRUE( all.contains( QStringLiteral( "5 parcel(s) have an empty 'qualifies': not decided, so they are neither noticed nor recorded as no longer qualifying" ) ) ) << all.toStdString();
}

TEST( VacantImprovements, TheMainJobTakesTheStatementAndItsReportListsTheParcelsNotDecided )
{
  QTemporaryDir dir;
  const QString report = dir.filePath( QStringLiteral( "report.html" ) );
  const Screened s = screen( dir.filePath( QStringLiteral( "main.gpkg" ) ), { { QStringLiteral( "REPORT" ), report } }, QStringLiteral( "stormwater:screenparcels" ) );
  ASSERT_TRUE( s.run.ok ) << s.run.error.toStdString();
  EXPECT_EQ( text( s, "HOUSE", "vacancy" ), QStringLiteral( "not_decided" ) );
  EXPECT_EQ( text( s, "HOUSE", "vacant_status" ), STATUS );
  EXPECT_FALSE( text( s, "HOUSE", "flags" ).contains( QStringLiteral( "vacant" ) ) ) << text( s, "HOUSE", "flags" ).toStdString();
  const QString html = readText( report );
  EXPECT_TRUE( html.contains( QStringLiteral( "not decided: improvements not mapped (driveways, paving, pools, landscaping: definition IIII)" ) ) );
  EXPECT_TRUE( html.contains( QStringLiteral( "Vacant parcels: 5 parcel(s) not decided because improvements are not mapped" ) ) );

  const Screened stated = screen( dir.filePath( QStringLiteral( "stated.gpkg" ) ), { { QStringLiteral( "STRUCTURES_INCLUDE_IMPROVEMENTS" ), true }, { QStringLiteral( "REPORT" ), dir.filePath( QStringLiteral( "stated.html" ) ) } }, QStringLiteral( "stormwater:screenparcels" ) );
  ASSERT_TRUE( stated.run.ok ) << stated.run.error.toStdString();
  EXPECT_EQ( text( stated, "HOUSE", "vacancy" ), QStringLiteral( "partially_vacant" ) );
  EXPECT_TRUE( readText( dir.filePath( QStringLiteral( "stated.html" ) ) ).contains( QStringLiteral( "the city states that this layer maps the permanent improvements too" ) ) );
}
