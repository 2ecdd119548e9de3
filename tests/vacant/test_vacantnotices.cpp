/***************************************************************************
  test_vacantnotices.cpp: stormwater:vacantnotices. One notice per owner
  however the roll spells the name; the deadline is the notice date plus
  the compliance days; the lists parse back (with Python's csv module, not
  our writer) to the same values, commas, quotes, a leading "=" and accents
  included; owners without an address are posted, not lost; the PDF has one
  page per notice and each page names its parcels (pdfinfo, pdftotext); a
  city template replaces the built-in letter; failures and cancels leave no
  files.
 ***************************************************************************/
#include "swtestdata.h"
#include "swtestfiles.h"
#include "swtestfeature.h"
#include "swtestrun.h"

#include <QDate>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>

#include <gtest/gtest.h>

namespace
{
  using Row = SwTestData::Row;
  using SwTestFeature::rect;
  using SwTestFeature::X0;
  using SwTestFeature::Y0;
  constexpr double ACRE = 43560;

  QgsFields noticeFields()
  {
    return SwTestData::fields( { QStringLiteral( "apn:string" ), QStringLiteral( "qualifies:int" ), QStringLiteral( "owner:string" ), QStringLiteral( "mail_address:string" ), QStringLiteral( "mail_city:string" ), QStringLiteral( "mail_state:string" ), QStringLiteral( "mail_zip:string" ), QStringLiteral( "situs_address:string" ) } );
  }

  // A lot of 132 x 198 ft (0.6 acre) in slot n of a row of lots 200 ft apart.
  Row lot( int n, const char *apn, int qualifies, const QString &owner, const QStringList &mail, const char *situs )
  {
    QVariantList attributes{ QString::fromLatin1( apn ), qualifies, owner };
    for ( int i = 0; i < 4; ++i )
      attributes << ( i < mail.size() ? QVariant( mail.at( i ) ) : QVariant() );
    attributes << QString::fromLatin1( situs );
    return { rect( n * 200, 0, n * 200 + 132, 198 ), attributes };
  }

  const QString EVIL = QStringLiteral( "=HYPERLINK(\"http://example.com/x\",\"Pay here\")" );
  const QString QUOTED = QStringLiteral( "Smith, \"Jack\" & Co" );

  // The planted roll: owners spelled several ways, awkward names, missing addresses.
  QString writeRoll( const QString &path )
  {
    const QStringList crest{ QStringLiteral( "1 WORLD TRADE CTR STE 800" ), QStringLiteral( "LONG BEACH" ), QStringLiteral( "CA" ), QStringLiteral( "90831" ) };
    const QStringList other{ QStringLiteral( "PO BOX 8812" ), QStringLiteral( "SCOTTSDALE" ), QStringLiteral( "AZ" ), QStringLiteral( "85251" ) };
    return SwTestData::writeLayer( path, QStringLiteral( "screened" ), QStringLiteral( "MultiPolygon" ), QStringLiteral( "EPSG:2229" ), noticeFields(),
                                   { lot( 0, "9100-001-003", 1, QStringLiteral( "PACIFIC CREST HOLDINGS LLC" ), crest, "2101 E 21ST ST" ),
                                     lot( 1, "9100-001-001", 1, QStringLiteral( "Pacific Crest Holdings, L.L.C." ), crest, "2103 E 21ST ST" ),
                                     lot( 2, "9100-001-002", 1, QStringLiteral( "PACIFIC CREST HOLDINGS LLC" ), other, "2105 E 21ST ST" ),
                                     lot( 3, "9100-002-001", 1, QUOTED, { QStringLiteral( "12 \"B\" ST, UNIT 4" ), QStringLiteral( "LONG BEACH" ), QStringLiteral( "CA" ), QStringLiteral( "90802" ) }, "2107 E 21ST ST" ),
                                     lot( 4, "9100-003-001", 1, EVIL, { QStringLiteral( "-1 MINUS WAY" ), QStringLiteral( "+CITY" ), QStringLiteral( "CA" ), QStringLiteral( "@90000" ) }, "2109 E 21ST ST" ),
                                     lot( 5, "9100-004-001", 1, QStringLiteral( "Peña, José" ), { QStringLiteral( "88 CALLE ÑANDÚ" ), QStringLiteral( "SAN JOSÉ" ), QStringLiteral( "CA" ), QStringLiteral( "95112" ) }, "2111 E 21ST ST" ),
                                     lot( 6, "9100-005-001", 1, QStringLiteral( "MARINER VIEW TRUST" ), {}, "2113 E 21ST ST" ),
                                     lot( 7, "9100-006-001", 1, QStringLiteral( "HALF ADDRESS LLC" ), { QStringLiteral( "5 ELM ST" ), QStringLiteral( "LAKEWOOD" ), QStringLiteral( "CA" ) }, "2115 E 21ST ST" ),
                                     lot( 8, "9100-007-001", 0, QStringLiteral( "NOT QUALIFYING INC" ), crest, "2117 E 21ST ST" ) } );
  }

  // A cell as a spreadsheet user reads it back: one protective apostrophe removed.
  QString unneutralised( const QString &cell )
  {
    static const QRegularExpression guarded( QStringLiteral( "^'[=+\\-@\\t\\r]" ) );
    return guarded.match( cell ).hasMatch() ? cell.mid( 1 ) : cell;
  }

  QMap<QString, QString> byHeader( const QStringList &header, const QStringList &row )
  {
    QMap<QString, QString> values;
    for ( int i = 0; i < header.size(); ++i )
      values.insert( header.at( i ), unneutralised( row.value( i ) ) );
    return values;
  }

  using SwTestFiles::pdfPages;
  using SwTestFiles::readCsv;

  QString pdfPageText( const QString &path, int page )
  {
    return SwTestFiles::pdfText( path, page );
  }

  struct Notices
  {
    SwTestRun::Result run;
    QList<QStringList> mailing;
    QList<QStringList> posting;
    QString mailingPath;
    QString postingPath;
    QString pdfPath;
  };

  Notices notices( const QString &input, const QString &dir, QVariantMap extra = QVariantMap() )
  {
    Notices n;
    n.mailingPath = dir + QStringLiteral( "/mailing.csv" );
    n.postingPath = dir + QStringLiteral( "/posting.csv" );
    n.pdfPath = dir + QStringLiteral( "/letters.pdf" );
    QVariantMap parameters{ { QStringLiteral( "INPUT" ), input }, { QStringLiteral( "NOTICE_DATE" ), QStringLiteral( "2025-03-01" ) }, { QStringLiteral( "OUTPUT_CSV" ), n.mailingPath }, { QStringLiteral( "POSTING_CSV" ), n.postingPath }, { QStringLiteral( "OUTPUT_PDF" ), n.pdfPath } };
    for ( auto it = extra.constBegin(); it != extra.constEnd(); ++it )
      parameters.insert( it.key(), it.value() );
    n.run = SwTestRun::run( QStringLiteral( "stormwater:vacantnotices" ), parameters );
    if ( n.run.ok )
    {
      n.mailing = readCsv( n.mailingPath );
      n.posting = readCsv( n.postingPath );
    }
    return n;
  }

  Notices &planted()
  {
    static QTemporaryDir dir;
    static Notices n;
    if ( !n.run.ok )
      n = notices( writeRoll( dir.filePath( QStringLiteral( "roll.gpkg" ) ) ), dir.path() );
    return n;
  }
} // namespace

TEST( VacantNotices, OneRowPerOwnerWithEveryQualifyingApn )
{
  const Notices &n = planted();
  ASSERT_TRUE( n.run.ok ) << n.run.error.toStdString();
  // Header + Pacific Crest at Long Beach (two parcels, two spellings) and at Scottsdale (one: the same name at
  // another address is another owner until the clerk says otherwise), Smith, the =HYPERLINK owner and Pena; two owners are posted.
  ASSERT_EQ( n.mailing.size(), 1 + 5 );
  ASSERT_EQ( n.posting.size(), 1 + 2 );
}

TEST( VacantNotices, MailingListParsesBackToTheSameValues )
{
  const Notices &n = planted();
  ASSERT_TRUE( n.run.ok ) << n.run.error.toStdString();
  ASSERT_FALSE( n.mailing.isEmpty() );
  const QStringList header = n.mailing.first();
  EXPECT_EQ( header, ( QStringList{ QStringLiteral( "notice_id" ), QStringLiteral( "owner" ), QStringLiteral( "owner_key" ), QStringLiteral( "mail_address" ), QStringLiteral( "mail_city" ), QStringLiteral( "mail_state" ), QStringLiteral( "mail_zip" ), QStringLiteral( "apns" ), QStringLiteral( "parcel_count" ), QStringLiteral( "total_acres" ), QStringLiteral( "parcel_acres" ), QStringLiteral( "notice_date" ), QStringLiteral( "compliance_deadline" ), QStringLiteral( "computed_deadline" ), QStringLiteral( "compliance_days" ), QStringLiteral( "language" ), QStringLiteral( "other_addresses" ), QStringLiteral( "kind" ) } ) );
  QMap<QString, QMap<QString, QString>> byKey;
  for ( int i = 1; i < n.mailing.size(); ++i )
  {
    EXPECT_EQ( n.mailing.at( i ).size(), header.size() ) << n.mailing.at( i ).join( '|' ).toStdString();
    const QMap<QString, QString> row = byHeader( header, n.mailing.at( i ) );
    byKey.insert( row.value( QStringLiteral( "owner_key" ) ), row );
  }
  ASSERT_EQ( byKey.size(), 5 ) << QStringList( byKey.keys() ).join( '|' ).toStdString();

  // Two parcels, two spellings, one name and address: one owner, one notice.
  const QMap<QString, QString> crest = byKey.value( QStringLiteral( "PACIFIC CREST HOLDINGS @ 1 WORLD TRADE CTR STE 800|LONG BEACH|CA|90831" ) );
  EXPECT_EQ( crest.value( QStringLiteral( "owner" ) ), QStringLiteral( "PACIFIC CREST HOLDINGS LLC" ) );
  EXPECT_EQ( crest.value( QStringLiteral( "apns" ) ), QStringLiteral( "9100-001-001; 9100-001-003" ) );
  EXPECT_EQ( crest.value( QStringLiteral( "parcel_count" ) ), QStringLiteral( "2" ) );
  // Whole vacant lots: the acres tested are the lots' acres, to the hundredth as the letter gives them.
  EXPECT_EQ( crest.value( QStringLiteral( "total_acres" ) ), QStringLiteral( "1.20" ) );
  EXPECT_EQ( crest.value( QStringLiteral( "parcel_acres" ) ), QStringLiteral( "1.20" ) );
  EXPECT_EQ( crest.value( QStringLiteral( "language" ) ), QStringLiteral( "en" ) );
  EXPECT_EQ( crest.value( QStringLiteral( "mail_address" ) ), QStringLiteral( "1 WORLD TRADE CTR STE 800" ) );
  EXPECT_EQ( crest.value( QStringLiteral( "mail_zip" ) ), QStringLiteral( "90831" ) );
  EXPECT_EQ( crest.value( QStringLiteral( "other_addresses" ) ), QString() );
  // The same name at the Scottsdale box: its own notice, there.
  const QMap<QString, QString> scottsdale = byKey.value( QStringLiteral( "PACIFIC CREST HOLDINGS @ PO BOX 8812|SCOTTSDALE|AZ|85251" ) );
  EXPECT_EQ( scottsdale.value( QStringLiteral( "apns" ) ), QStringLiteral( "9100-001-002" ) );
  EXPECT_EQ( scottsdale.value( QStringLiteral( "mail_city" ) ), QStringLiteral( "SCOTTSDALE" ) );
  // 2025-03-01 + 180 days: 30 more in March, 30 in April, 31 in May, 30 in June, 31 in July, 28 in August.
  EXPECT_EQ( crest.value( QStringLiteral( "notice_date" ) ), QStringLiteral( "2025-03-01" ) );
  EXPECT_EQ( crest.value( QStringLiteral( "compliance_deadline" ) ), QStringLiteral( "2025-08-28" ) );
  // A Thursday and a court day: nothing to extend.
  EXPECT_EQ( crest.value( QStringLiteral( "computed_deadline" ) ), QStringLiteral( "2025-08-28" ) );
  EXPECT_EQ( crest.value( QStringLiteral( "compliance_days" ) ), QStringLiteral( "180" ) );

  // Commas, quotes, an ampersand, a formula and accents come back as written.
  const QMap<QString, QString> smith = byKey.value( QStringLiteral( "SMITH JACK AND @ 12 B ST UNIT 4|LONG BEACH|CA|90802" ) );
  EXPECT_EQ( smith.value( QStringLiteral( "owner" ) ), QUOTED );
  EXPECT_EQ( smith.value( QStringLiteral( "mail_address" ) ), QStringLiteral( "12 \"B\" ST, UNIT 4" ) );
  const QMap<QString, QString> evil = byKey.value( QStringLiteral( "HYPERLINK HTTP EXAMPLECOM X PAY HERE @ 1 MINUS WAY|CITY|CA|90000" ) );
  EXPECT_EQ( evil.value( QStringLiteral( "owner" ) ), EVIL );
  EXPECT_EQ( evil.value( QStringLiteral( "mail_address" ) ), QStringLiteral( "-1 MINUS WAY" ) );
  EXPECT_EQ( evil.value( QStringLiteral( "mail_city" ) ), QStringLiteral( "+CITY" ) );
  EXPECT_EQ( evil.value( QStringLiteral( "mail_zip" ) ), QStringLiteral( "@90000" ) );
  const QMap<QString, QString> pena = byKey.value( QStringLiteral( "PEÑA JOSÉ @ 88 CALLE ÑANDÚ|SAN JOSÉ|CA|95112" ) );
  EXPECT_EQ( pena.value( QStringLiteral( "owner" ) ), QStringLiteral( "Peña, José" ) );
  EXPECT_EQ( pena.value( QStringLiteral( "mail_address" ) ), QStringLiteral( "88 CALLE ÑANDÚ" ) );
  EXPECT_FALSE( byKey.contains( QStringLiteral( "NOT QUALIFYING" ) ) );
}

TEST( VacantNotices, FormulaCellsAreNeutralisedAndTheFileIsPlainRfc4180 )
{
  const Notices &n = planted();
  ASSERT_TRUE( n.run.ok ) << n.run.error.toStdString();
  QFile file( n.mailingPath );
  ASSERT_TRUE( file.open( QIODevice::ReadOnly ) );
  const QByteArray bytes = file.readAll();
  // UTF-8 without a byte order mark, header first, every record ended by CRLF.
  EXPECT_TRUE( bytes.startsWith( "notice_id,owner," ) );
  EXPECT_TRUE( bytes.endsWith( "\r\n" ) );
  EXPECT_EQ( bytes.count( "\r\n" ), n.mailing.size() );
  EXPECT_TRUE( bytes.contains( QStringLiteral( "Peña, José" ).toUtf8() ) );
  // The raw cells: a spreadsheet sees text, never a formula.
  EXPECT_TRUE( bytes.contains( "\"'=HYPERLINK(\"\"http://example.com/x\"\",\"\"Pay here\"\")\"" ) ) << bytes.toStdString();
  EXPECT_TRUE( bytes.contains( ",'-1 MINUS WAY,'+CITY,CA,'@90000," ) ) << bytes.toStdString();
  for ( const QStringList &row : n.mailing )
  {
    for ( const QString &cell : row )
      EXPECT_FALSE( cell.startsWith( '=' ) || cell.startsWith( '+' ) || cell.startsWith( '-' ) || cell.startsWith( '@' ) ) << cell.toStdString();
  }
}

TEST( VacantNotices, OwnersWithoutAnAddressArePostedNotLost )
{
  const Notices &n = planted();
  ASSERT_TRUE( n.run.ok ) << n.run.error.toStdString();
  ASSERT_EQ( n.posting.size(), 1 + 2 );
  const QStringList header = n.posting.first();
  EXPECT_EQ( header, ( QStringList{ QStringLiteral( "notice_id" ), QStringLiteral( "owner" ), QStringLiteral( "owner_key" ), QStringLiteral( "posting_reason" ), QStringLiteral( "situs_addresses" ), QStringLiteral( "apns" ), QStringLiteral( "parcel_count" ), QStringLiteral( "total_acres" ), QStringLiteral( "parcel_acres" ), QStringLiteral( "notice_date" ), QStringLiteral( "compliance_deadline" ), QStringLiteral( "computed_deadline" ), QStringLiteral( "compliance_days" ), QStringLiteral( "language" ), QStringLiteral( "kind" ) } ) );
  const QMap<QString, QString> half = byHeader( header, n.posting.at( 1 ) );
  const QMap<QString, QString> mariner = byHeader( header, n.posting.at( 2 ) );
  EXPECT_EQ( half.value( QStringLiteral( "owner" ) ), QStringLiteral( "HALF ADDRESS LLC" ) );
  EXPECT_EQ( half.value( QStringLiteral( "posting_reason" ) ), QStringLiteral( "incomplete mailing address (no ZIP)" ) );
  EXPECT_EQ( mariner.value( QStringLiteral( "owner" ) ), QStringLiteral( "MARINER VIEW TRUST" ) );
  EXPECT_EQ( mariner.value( QStringLiteral( "posting_reason" ) ), QStringLiteral( "no mailing address" ) );
  EXPECT_EQ( mariner.value( QStringLiteral( "situs_addresses" ) ), QStringLiteral( "2113 E 21ST ST" ) );
  EXPECT_EQ( mariner.value( QStringLiteral( "apns" ) ), QStringLiteral( "9100-005-001" ) );
  EXPECT_EQ( mariner.value( QStringLiteral( "compliance_deadline" ) ), QStringLiteral( "2025-08-28" ) );
  // Notice numbers run on from the mailing list.
  EXPECT_EQ( half.value( QStringLiteral( "notice_id" ) ), QStringLiteral( "VP-20250301-0006" ) );
  EXPECT_EQ( mariner.value( QStringLiteral( "notice_id" ) ), QStringLiteral( "VP-20250301-0007" ) );
  // No owner of these names has a complete address: each name is one owner, known by the name.
  EXPECT_EQ( half.value( QStringLiteral( "owner_key" ) ), QStringLiteral( "HALF ADDRESS" ) );
  EXPECT_EQ( n.run.outputs.value( QStringLiteral( "NOTICE_COUNT" ) ).toInt(), 7 );
  EXPECT_EQ( n.run.outputs.value( QStringLiteral( "POSTING_COUNT" ) ).toInt(), 2 );
  // Pacific Crest at two addresses is two owners, and the log says so.
  EXPECT_TRUE( n.run.warnings.contains( QStringLiteral( "Owners: 1 name(s) shared by owners at different mailing addresses or with different owner ids, kept apart, one notice each: PACIFIC CREST HOLDINGS (2 owners); give OWNER_REVIEW (a CSV file) to have the clerk confirm them or mark them the same owner" ) ) ) << n.run.warnings.join( '\n' ).toStdString();
}

TEST( VacantNotices, PdfHasTwoPagesPerNoticeAndEachLetterNamesItsParcels )
{
  const Notices &n = planted();
  ASSERT_TRUE( n.run.ok ) << n.run.error.toStdString();
  ASSERT_TRUE( QFileInfo::exists( n.pdfPath ) );
  EXPECT_EQ( n.run.outputs.value( QStringLiteral( "OUTPUT_PDF" ) ).toString(), n.pdfPath );
  ASSERT_EQ( pdfPages( n.pdfPath ), 2 * 7 );
  EXPECT_FALSE( QFileInfo::exists( n.pdfPath + QStringLiteral( ".part" ) ) );

  // Letters follow the notice numbers: the mailing list's rows, then the posting list's.
  QList<QStringList> rows = n.mailing.mid( 1 );
  rows << n.posting.mid( 1 );
  const int apnsColumnMailing = n.mailing.first().indexOf( QStringLiteral( "apns" ) );
  const int apnsColumnPosting = n.posting.first().indexOf( QStringLiteral( "apns" ) );
  for ( int letter = 1; letter <= rows.size(); ++letter )
  {
    const int page = 2 * letter - 1;
    const bool mailed = letter < n.mailing.size();
    const QStringList &row = rows.at( letter - 1 );
    const QString pageText = pdfPageText( n.pdfPath, page );
    // Undo the layout's line wrapping before looking for whole APNs.
    const QString flat = pageText.simplified().replace( QStringLiteral( "- " ), QStringLiteral( "-" ) );
    EXPECT_TRUE( flat.contains( row.first() ) ) << "page " << page << " lacks notice " << row.first().toStdString();
    for ( const QString &apn : row.at( mailed ? apnsColumnMailing : apnsColumnPosting ).split( QStringLiteral( "; " ) ) )
      EXPECT_TRUE( flat.contains( apn ) ) << "page " << page << " lacks " << apn.toStdString() << "\n"
                                          << pageText.toStdString();
    EXPECT_TRUE( flat.contains( QStringLiteral( "August 28, 2025" ) ) ) << pageText.toStdString();
    EXPECT_TRUE( flat.contains( QStringLiteral( "City of Signal Hill" ) ) );
    // Each letter numbers its own pages.
    EXPECT_TRUE( flat.contains( QStringLiteral( "%1 · page 1 of 2" ).arg( row.first() ) ) ) << pageText.toStdString();
    EXPECT_TRUE( pdfPageText( n.pdfPath, page + 1 ).simplified().contains( QStringLiteral( "%1 · page 2 of 2" ).arg( row.first() ) ) );
  }
  // What the ordinance requires, in the letter.
  const QString first = ( pdfPageText( n.pdfPath, 1 ) + pdfPageText( n.pdfPath, 2 ) ).simplified();
  EXPECT_TRUE( first.contains( QStringLiteral( "compliance plan" ) ) );
  EXPECT_TRUE( first.contains( QStringLiteral( "sediment control" ) ) );
  EXPECT_TRUE( first.contains( QStringLiteral( "maintenance" ) ) );
  EXPECT_TRUE( first.contains( QStringLiteral( "180 days" ) ) );
  EXPECT_TRUE( first.contains( QStringLiteral( "annual" ) ) );
  // The first letter goes to the first row of the mailing list.
  const QMap<QString, QString> addressee = byHeader( n.mailing.first(), n.mailing.at( 1 ) );
  EXPECT_TRUE( first.contains( addressee.value( QStringLiteral( "owner" ) ) ) ) << first.toStdString();
  EXPECT_TRUE( first.contains( addressee.value( QStringLiteral( "mail_address" ) ) ) ) << first.toStdString();
  EXPECT_TRUE( first.contains( QStringLiteral( "%1, %2 %3" ).arg( addressee.value( QStringLiteral( "mail_city" ) ), addressee.value( QStringLiteral( "mail_state" ) ), addressee.value( QStringLiteral( "mail_zip" ) ) ) ) ) << first.toStdString();
}

TEST( VacantNotices, ComplianceDaysAndTodayByDefault )
{
  QTemporaryDir dir;
  const QString roll = writeRoll( dir.filePath( QStringLiteral( "roll.gpkg" ) ) );
  const Notices thirty = notices( roll, dir.path(), { { QStringLiteral( "COMPLIANCE_DAYS" ), 30 }, { QStringLiteral( "OUTPUT_PDF" ), QVariant() } } );
  ASSERT_TRUE( thirty.run.ok ) << thirty.run.error.toStdString();
  const int deadline = thirty.mailing.first().indexOf( QStringLiteral( "compliance_deadline" ) );
  // Day 30 is Monday, March 31, 2025: Cesar Chavez Day, a court holiday (CCP 135, Gov. Code 6700); the deadline is the next day.
  EXPECT_EQ( thirty.mailing.at( 1 ).at( deadline ), QStringLiteral( "2025-04-01" ) );
  EXPECT_EQ( thirty.mailing.at( 1 ).at( thirty.mailing.first().indexOf( QStringLiteral( "computed_deadline" ) ) ), QStringLiteral( "2025-03-31" ) );
  EXPECT_FALSE( thirty.run.outputs.contains( QStringLiteral( "OUTPUT_PDF" ) ) );

  QTemporaryDir other;
  const Notices today = notices( roll, other.path(), { { QStringLiteral( "NOTICE_DATE" ), QVariant() }, { QStringLiteral( "OUTPUT_PDF" ), QVariant() } } );
  ASSERT_TRUE( today.run.ok ) << today.run.error.toStdString();
  const int date = today.mailing.first().indexOf( QStringLiteral( "notice_date" ) );
  EXPECT_EQ( today.mailing.at( 1 ).at( date ), QDate::currentDate().toString( Qt::ISODate ) );
  const QDate computed = QDate::currentDate().addDays( 180 );
  EXPECT_EQ( today.mailing.at( 1 ).at( today.mailing.first().indexOf( QStringLiteral( "computed_deadline" ) ) ), computed.toString( Qt::ISODate ) );
  // Extended, if at all, past at most a weekend and a holiday on either side.
  const QDate extended = QDate::fromString( today.mailing.at( 1 ).at( deadline ), Qt::ISODate );
  EXPECT_GE( extended, computed );
  EXPECT_LE( extended, computed.addDays( 4 ) );
}

TEST( VacantNotices, ACityTemplateReplacesTheLetter )
{
  QTemporaryDir dir;
  const QString roll = writeRoll( dir.filePath( QStringLiteral( "roll.gpkg" ) ) );
  QFile builtIn( QStringLiteral( ":/stormwater/resources/vacantnotice.qpt" ) );
  ASSERT_TRUE( builtIn.open( QIODevice::ReadOnly ) );
  QString xml = QString::fromUtf8( builtIn.readAll() );
  ASSERT_TRUE( xml.contains( QStringLiteral( "[% &quot;letterhead&quot; %]" ) ) );
  xml.replace( QStringLiteral( "[% &quot;letterhead&quot; %]" ), QStringLiteral( "LAKEWOOD PUBLIC WORKS for [% &quot;owner_key&quot; %]" ) );
  const QString custom = dir.filePath( QStringLiteral( "lakewood.qpt" ) );
  QFile out( custom );
  ASSERT_TRUE( out.open( QIODevice::WriteOnly ) );
  out.write( xml.toUtf8() );
  out.close();
  const Notices n = notices( roll, dir.path(), { { QStringLiteral( "TEMPLATE" ), custom } } );
  ASSERT_TRUE( n.run.ok ) << n.run.error.toStdString();
  EXPECT_TRUE( pdfPageText( n.pdfPath, 1 ).contains( QStringLiteral( "LAKEWOOD PUBLIC WORKS for " ) ) );
}

TEST( VacantNotices, BadInputsAreNamedAndLeaveNoFiles )
{
  QTemporaryDir dir;
  const QString roll = writeRoll( dir.filePath( QStringLiteral( "roll.gpkg" ) ) );
  const QString bare = SwTestData::writeLayer( dir.filePath( QStringLiteral( "bare.gpkg" ) ), QStringLiteral( "parcels" ), QStringLiteral( "MultiPolygon" ), QStringLiteral( "EPSG:2229" ), SwTestData::fields( { QStringLiteral( "apn:string" ), QStringLiteral( "owner:string" ) } ), { { rect( 0, 0, 10, 10 ), { QStringLiteral( "1" ), QStringLiteral( "A" ) } } } );
  const QString notLayout = dir.filePath( QStringLiteral( "letter.qpt" ) );
  QFile text( notLayout );
  ASSERT_TRUE( text.open( QIODevice::WriteOnly ) );
  text.write( "<Composer/>" );
  text.close();

  EXPECT_EQ( notices( bare, dir.path() ).run.error, QStringLiteral( "INPUT layer 'parcels' has no field 'qualifies': give the output of stormwater:vacantparcels (its fields: fid, apn, owner)" ) );
  EXPECT_EQ( notices( roll, dir.path(), { { QStringLiteral( "MAIL_ZIP_FIELD" ), QStringLiteral( "zip5" ) } } ).run.error, QStringLiteral( "MAIL_ZIP_FIELD 'zip5' is not a field of INPUT layer 'screened' (its fields: fid, apn, qualifies, owner, mail_address, mail_city, mail_state, mail_zip, situs_address)" ) );
  EXPECT_EQ( notices( roll, dir.path(), { { QStringLiteral( "TEMPLATE" ), notLayout } } ).run.error, QStringLiteral( "TEMPLATE '%1' is not a QGIS print layout template (.qpt): its root element is <Composer>, not <Layout>" ).arg( notLayout ) );
  EXPECT_EQ( notices( roll, dir.path(), { { QStringLiteral( "PROFILE" ), QStringLiteral( "lakewood" ) } } ).run.error, QStringLiteral( "Unknown profile 'lakewood': give one of beverly-hills, cudahy, signal-hill, or the path of a profile file as PROFILE_FILE" ) );
  for ( const char *name : { "mailing.csv", "posting.csv", "letters.pdf" } )
    EXPECT_FALSE( QFileInfo::exists( dir.filePath( QString::fromLatin1( name ) ) ) ) << name;
}

TEST( VacantNotices, ACancelledRunLeavesNoFiles )
{
  QTemporaryDir dir;
  const QString roll = writeRoll( dir.filePath( QStringLiteral( "roll.gpkg" ) ) );
  SwTestRun::RecordingFeedback feedback;
  feedback.cancel();
  const QVariantMap parameters{ { QStringLiteral( "INPUT" ), roll }, { QStringLiteral( "OUTPUT_CSV" ), dir.filePath( QStringLiteral( "mailing.csv" ) ) }, { QStringLiteral( "POSTING_CSV" ), dir.filePath( QStringLiteral( "posting.csv" ) ) }, { QStringLiteral( "OUTPUT_PDF" ), dir.filePath( QStringLiteral( "letters.pdf" ) ) } };
  const SwTestRun::Result result = SwTestRun::run( QStringLiteral( "stormwater:vacantnotices" ), parameters, &feedback );
  EXPECT_FALSE( result.ok );
  EXPECT_EQ( result.error, QStringLiteral( "Canceled: no output was written" ) );
  const QStringList left = QDir( dir.path() ).entryList( QDir::Files );
  EXPECT_EQ( left, QStringList{ QStringLiteral( "roll.gpkg" ) } );
}

TEST( VacantNotices, ScreenedParcelsChainIntoNotices )
{
  // vacantparcels then vacantnotices: a contiguous pair of one owner gets one
  // notice for both; a partially vacant lot is noticed on its unimproved
  // area, the figure the 1.0 acre test was made on, in the list and the letter.
  QTemporaryDir dir;
  const QString data = dir.filePath( QStringLiteral( "city.gpkg" ) );
  const QgsFields fields = SwTestData::fields( { QStringLiteral( "apn:string" ), QStringLiteral( "owner:string" ), QStringLiteral( "mail_address:string" ), QStringLiteral( "mail_city:string" ), QStringLiteral( "mail_state:string" ), QStringLiteral( "mail_zip:string" ), QStringLiteral( "situs_address:string" ) } );
  const QVariantList mail{ QStringLiteral( "3700 E WILLOW ST" ), QStringLiteral( "LONG BEACH" ), QStringLiteral( "CA" ), QStringLiteral( "90815" ) };
  auto row = [&]( const QString &wkt, const char *apn, const char *owner )
  {
    QVariantList attributes{ QString::fromLatin1( apn ), QString::fromLatin1( owner ) };
    attributes << mail << QStringLiteral( "1 MAIN ST" );
    return Row{ wkt, attributes };
  };
  const QString parcels = SwTestData::writeLayer( data, QStringLiteral( "parcels" ), QStringLiteral( "MultiPolygon" ), QStringLiteral( "EPSG:2229" ), fields,
                                                  { row( rect( 0, 0, 132, 198 ), "7001-001-001", "HOLLOWAY,DENISE R" ),
                                                    row( rect( 132, 0, 264, 198 ), "7001-001-002", "Holloway, Denise R." ),
                                                    row( rect( 400, 0, 730, 198 ), "7001-002-001", "HARBOR GATE INDUSTRIAL INC" ),
                                                    row( rect( 800, 0, 932, 198 ), "7001-003-001", "SMALL LOT LLC" ) } );
  const QString structures = SwTestData::writeLayer( data, QStringLiteral( "structures" ), QStringLiteral( "MultiPolygon" ), QStringLiteral( "EPSG:2229" ), SwTestData::fields( { QStringLiteral( "type:string" ) } ), { { rect( 420, 20, 528, 141 ), { QStringLiteral( "building" ) } } } );
  const QString screened = dir.filePath( QStringLiteral( "screened.gpkg" ) );
  // The chain is the point here, not the footprints: the city states its structures layer maps its improvements too.
  const SwTestRun::Result screen = SwTestRun::run( QStringLiteral( "stormwater:vacantparcels" ), { { QStringLiteral( "PARCELS" ), parcels }, { QStringLiteral( "STRUCTURES" ), structures }, { QStringLiteral( "STRUCTURES_INCLUDE_IMPROVEMENTS" ), true }, { QStringLiteral( "STRUCTURES_COVERAGE" ), parcels }, { QStringLiteral( "OUTPUT" ), screened } } );
  ASSERT_TRUE( screen.ok ) << screen.error.toStdString();

  const Notices n = notices( screened, dir.path() );
  ASSERT_TRUE( n.run.ok ) << n.run.error.toStdString();
  ASSERT_EQ( n.mailing.size(), 1 + 2 );
  const QMap<QString, QString> harbor = byHeader( n.mailing.first(), n.mailing.at( 1 ) );
  const QMap<QString, QString> holloway = byHeader( n.mailing.first(), n.mailing.at( 2 ) );
  EXPECT_EQ( harbor.value( QStringLiteral( "apns" ) ), QStringLiteral( "7001-002-001" ) );
  // 330 x 198 ft = 65,340 sq ft = 1.50 ac, less the 108 x 121 ft building (13,068 sq ft): 52,272 sq ft = 1.20 ac tested.
  EXPECT_EQ( harbor.value( QStringLiteral( "total_acres" ) ), QStringLiteral( "1.20" ) );
  EXPECT_EQ( harbor.value( QStringLiteral( "parcel_acres" ) ), QStringLiteral( "1.50" ) );
  EXPECT_EQ( holloway.value( QStringLiteral( "apns" ) ), QStringLiteral( "7001-001-001; 7001-001-002" ) );
  EXPECT_EQ( holloway.value( QStringLiteral( "owner" ) ), QStringLiteral( "HOLLOWAY,DENISE R" ) );
  EXPECT_EQ( holloway.value( QStringLiteral( "total_acres" ) ), QStringLiteral( "1.20" ) );
  ASSERT_EQ( pdfPages( n.pdfPath ), 2 * 2 );
  const QString harborLetter = pdfPageText( n.pdfPath, 1 ).simplified();
  EXPECT_TRUE( harborLetter.contains( QStringLiteral( "APN 7001-002-001, 1 MAIN ST: partially vacant parcel (its unimproved portion). Parcel 1.50 acres; it counts 1.20 acres toward the acres tested." ) ) ) << harborLetter.toStdString();
  EXPECT_TRUE( harborLetter.contains( QStringLiteral( "Acres tested, all parcels listed: 1.20." ) ) ) << harborLetter.toStdString();
  const QString hollowayLetter = pdfPageText( n.pdfPath, 3 ).simplified();
  EXPECT_TRUE( hollowayLetter.contains( QStringLiteral( "APN 7001-001-001, 1 MAIN ST: part of a contiguous vacant parcel with APN 7001-001-002, tested together (1.20 acres tested). Parcel 0.60 acres; it counts 0.60 acres toward the acres tested." ) ) ) << hollowayLetter.toStdString();
  EXPECT_TRUE( hollowayLetter.contains( QStringLiteral( "Acres tested, all parcels listed: 1.20." ) ) ) << hollowayLetter.toStdString();
}

TEST( VacantNotices, ParcelsWithoutAnOwnerNameAreNoticedOneByOne )
{
  // The roll cannot say two unnamed parcels share an owner: each is its own notice, to the owner of record.
  QTemporaryDir dir;
  const QStringList mail{ QStringLiteral( "5 ELM ST" ), QStringLiteral( "LAKEWOOD" ), QStringLiteral( "CA" ), QStringLiteral( "90712" ) };
  const QString roll = SwTestData::writeLayer( dir.filePath( QStringLiteral( "unnamed.gpkg" ) ), QStringLiteral( "screened" ), QStringLiteral( "MultiPolygon" ), QStringLiteral( "EPSG:2229" ), noticeFields(),
                                               { lot( 0, "9200-001-001", 1, QString(), mail, "1 A ST" ), lot( 1, "9200-001-002", 1, QStringLiteral( " " ), mail, "3 A ST" ), lot( 2, "9200-001-003", 1, QString(), {}, "5 A ST" ), lot( 3, "9200-001-004", 1, QStringLiteral( "ZED LLC" ), mail, "7 A ST" ) } );
  const Notices n = notices( roll, dir.path() );
  ASSERT_TRUE( n.run.ok ) << n.run.error.toStdString();
  ASSERT_EQ( n.mailing.size(), 1 + 3 );
  ASSERT_EQ( n.posting.size(), 1 + 1 );
  // Named owners first, then the unnamed parcels in input order.
  const QStringList header = n.mailing.first();
  EXPECT_EQ( byHeader( header, n.mailing.at( 1 ) ).value( QStringLiteral( "owner" ) ), QStringLiteral( "ZED LLC" ) );
  for ( int i = 2; i <= 3; ++i )
  {
    const QMap<QString, QString> row = byHeader( header, n.mailing.at( i ) );
    EXPECT_EQ( row.value( QStringLiteral( "owner" ) ), QStringLiteral( "Owner of record" ) );
    EXPECT_EQ( row.value( QStringLiteral( "owner_key" ) ), QString() );
    EXPECT_EQ( row.value( QStringLiteral( "apns" ) ), QStringLiteral( "9200-001-00%1" ).arg( i - 1 ) );
  }
  EXPECT_EQ( byHeader( n.posting.first(), n.posting.at( 1 ) ).value( QStringLiteral( "apns" ) ), QStringLiteral( "9200-001-003" ) );
  EXPECT_EQ( pdfPages( n.pdfPath ), 2 * 4 );
}

TEST( VacantNotices, ARollWithoutMailingAddressesPostsEveryNotice )
{
  // Three qualifying lots of two owners, one not qualifying; no mailing or situs fields at all.
  QTemporaryDir dir;
  const QString roll = SwTestData::writeLayer( dir.filePath( QStringLiteral( "roll.gpkg" ) ), QStringLiteral( "county" ), QStringLiteral( "MultiPolygon" ), QStringLiteral( "EPSG:2229" ), SwTestData::fields( { QStringLiteral( "apn:string" ), QStringLiteral( "qualifies:int" ), QStringLiteral( "owner:string" ) } ),
                                               { { rect( 0, 0, 132, 198 ), { QStringLiteral( "1" ), 1, QStringLiteral( "ACME LLC" ) } }, { rect( 200, 0, 332, 198 ), { QStringLiteral( "2" ), 1, QStringLiteral( "Acme, L.L.C." ) } }, { rect( 400, 0, 532, 198 ), { QStringLiteral( "3" ), 1, QStringLiteral( "PENA MARIA" ) } }, { rect( 600, 0, 732, 198 ), { QStringLiteral( "4" ), 0, QStringLiteral( "SMITH JOHN" ) } } } );
  const Notices n = notices( roll, dir.path() );
  ASSERT_TRUE( n.run.ok ) << n.run.error.toStdString();
  EXPECT_EQ( n.run.outputs.value( QStringLiteral( "NOTICE_COUNT" ) ).toLongLong(), 2 );
  EXPECT_EQ( n.run.outputs.value( QStringLiteral( "POSTING_COUNT" ) ).toLongLong(), 2 );
  EXPECT_EQ( n.mailing.size(), 1 );     // the header only
  ASSERT_EQ( n.posting.size(), 1 + 2 ); // every notice posted, each exactly once
  EXPECT_EQ( n.posting.at( 1 ).at( 5 ), QStringLiteral( "1; 2" ) );
  EXPECT_EQ( n.posting.at( 2 ).at( 5 ), QStringLiteral( "3" ) );
  // Said once each, never silently.
  EXPECT_EQ( n.run.warnings.count( QStringLiteral( "MAIL_ADDRESS_FIELD, MAIL_CITY_FIELD, MAIL_STATE_FIELD, MAIL_ZIP_FIELD: INPUT layer 'county' has none of the fields mail_address, mail_city, mail_state, mail_zip; every notice is posted, none mailed" ) ), 1 ) << n.run.warnings.join( '\n' ).toStdString();
  EXPECT_EQ( n.run.warnings.count( QStringLiteral( "SITUS_FIELD: INPUT layer 'county' has no field 'situs_address'; posted notices give no street address" ) ), 1 ) << n.run.warnings.join( '\n' ).toStdString();
  EXPECT_EQ( n.run.warnings.count( QStringLiteral( "LANGUAGE_FIELD: INPUT layer 'county' has no field 'language'; every letter is in language 'en'" ) ), 1 ) << n.run.warnings.join( '\n' ).toStdString();
  EXPECT_EQ( n.run.warnings.filter( QStringLiteral( "_FIELD" ) ).size(), 3 ) << n.run.warnings.join( '\n' ).toStdString();
}

// The dialog sends an empty string for a field box left blank: it is read as
// left out, so the roll's mailing fields are used and the same notices are
// mailed (issue 49: every route into an algorithm means the same by a blank).
TEST( VacantNotices, BlankMailingFieldsAreReadAsLeftOut )
{
  QTemporaryDir dir;
  const QString roll = writeRoll( dir.filePath( QStringLiteral( "roll.gpkg" ) ) );
  const Notices all = notices( roll, dir.path(), { { QStringLiteral( "OUTPUT_PDF" ), QVariant() } } );
  ASSERT_TRUE( all.run.ok ) << all.run.error.toStdString();
  const Notices n = notices( roll, dir.path(), { { QStringLiteral( "OUTPUT_PDF" ), QVariant() }, { QStringLiteral( "MAIL_ADDRESS_FIELD" ), QString() }, { QStringLiteral( "MAIL_CITY_FIELD" ), QString() }, { QStringLiteral( "MAIL_STATE_FIELD" ), QString() }, { QStringLiteral( "MAIL_ZIP_FIELD" ), QString() } } );
  ASSERT_TRUE( n.run.ok ) << n.run.error.toStdString();
  // 1 + 5 + 1 mailed and 2 posted, blank boxes or not.
  EXPECT_EQ( all.mailing.size() + all.posting.size(), 1 + 5 + 1 + 2 );
  EXPECT_EQ( n.mailing, all.mailing );
  EXPECT_EQ( n.posting, all.posting );
  EXPECT_EQ( n.run.warnings.filter( QStringLiteral( "MAIL_" ) ).size(), 0 ) << n.run.warnings.join( '\n' ).toStdString();
}

// Issue 47: the roll gives 9100-008-001 to two lots of one owner (the
// second written 9100008001), both qualifying, and a third lot's APN to a
// qualifying lot and one that does not qualify. Each lot is answered on its
// own row (B: an owner of a vacant parcel is noticed): the owner's one
// notice lists both lots of 9100-008-001, and the non-qualifying lot is not
// noticed. Before, nothing said the APNs were repeated, though the register
// knows a parcel by its APN alone.
TEST( VacantNotices, RepeatedApnsAreNoticedPerParcelAndNamed )
{
  QTemporaryDir dir;
  const QStringList mail{ QStringLiteral( "40 OAK ST" ), QStringLiteral( "LONG BEACH" ), QStringLiteral( "CA" ), QStringLiteral( "90802" ) };
  const QString roll = SwTestData::writeLayer( dir.filePath( QStringLiteral( "roll.gpkg" ) ), QStringLiteral( "screened" ), QStringLiteral( "MultiPolygon" ), QStringLiteral( "EPSG:2229" ), noticeFields(),
                                               { lot( 0, "9100-008-001", 1, QStringLiteral( "OAK STREET LAND LLC" ), mail, "2201 E 22ND ST" ),
                                                 lot( 1, "9100008001", 1, QStringLiteral( "OAK STREET LAND LLC" ), mail, "2203 E 22ND ST" ),
                                                 lot( 2, "9100-009-001", 1, QStringLiteral( "BIRCH HOLDINGS" ), mail, "2205 E 22ND ST" ),
                                                 lot( 3, "9100-009-001", 0, QStringLiteral( "CEDAR TRUST" ), mail, "2207 E 22ND ST" ) } );
  const Notices n = notices( roll, dir.path() );
  ASSERT_TRUE( n.run.ok ) << n.run.error.toStdString();
  EXPECT_TRUE( n.run.warnings.contains( QStringLiteral( "INPUT layer 'screened': 2 APN(s) name two or more parcels each: 9100-008-001 (2 parcels), 9100-009-001 (2 parcels). Each parcel is noticed or not on its own row, but the register knows a parcel by its APN alone, so a notice recorded under one of them stands for all, and the follow-up leaves their cases not decided; give each parcel its own APN" ) ) ) << n.run.warnings.join( '\n' ).toStdString();
  // Two owners noticed: Oak Street (both lots) and Birch; Cedar's lot does not qualify.
  ASSERT_EQ( n.mailing.size(), 1 + 2 );
  QMap<QString, QMap<QString, QString>> byOwner;
  for ( int i = 1; i < n.mailing.size(); ++i )
  {
    const QMap<QString, QString> row = byHeader( n.mailing.at( 0 ), n.mailing.at( i ) );
    byOwner.insert( row.value( QStringLiteral( "owner" ) ), row );
  }
  EXPECT_EQ( byOwner.value( QStringLiteral( "OAK STREET LAND LLC" ) ).value( QStringLiteral( "parcel_count" ) ), QStringLiteral( "2" ) );
  // Each lot listed as the roll writes it.
  EXPECT_EQ( byOwner.value( QStringLiteral( "OAK STREET LAND LLC" ) ).value( QStringLiteral( "apns" ) ), QStringLiteral( "9100-008-001; 9100008001" ) );
  EXPECT_EQ( byOwner.value( QStringLiteral( "BIRCH HOLDINGS" ) ).value( QStringLiteral( "parcel_count" ) ), QStringLiteral( "1" ) );
  EXPECT_FALSE( byOwner.contains( QStringLiteral( "CEDAR TRUST" ) ) );
}
