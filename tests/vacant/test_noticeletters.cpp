/***************************************************************************
  test_noticeletters.cpp: what the notice letters say, read back with
  pdftotext: the profile's words only (a copy of Signal Hill's profile
  renamed to another city never prints Signal Hill), Signal Hill's
  provisions quoted word for word, cities whose code has no vacant parcel
  provisions refused by name, a Spanish letter for the owner the roll asks
  it for, the deadline moved past Memorial Day weekend, quotations at a
  readable size, and the register across re-runs.
 ***************************************************************************/
#include "swtestdata.h"
#include "swtestfeature.h"
#include "swtestfiles.h"
#include "swtestrun.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>
#include <QTemporaryDir>

#include <gtest/gtest.h>

#include <algorithm>

namespace
{
  using Row = SwTestData::Row;
  using SwTestFeature::rect;

  const QString MAIL_CITY = QStringLiteral( "LONG BEACH" );

  // Three qualifying lots of three owners, each asking for a language its own way, and one that does not qualify.
  // withoutDashes: the APNs as the county's AIN export writes them (9300001001).
  QString writeRoll( const QString &path, bool withPine = true, bool withoutDashes = false )
  {
    const QgsFields fields = SwTestData::fields( { QStringLiteral( "apn:string" ), QStringLiteral( "qualifies:int" ), QStringLiteral( "owner:string" ), QStringLiteral( "mail_address:string" ), QStringLiteral( "mail_city:string" ), QStringLiteral( "mail_state:string" ), QStringLiteral( "mail_zip:string" ), QStringLiteral( "situs_address:string" ), QStringLiteral( "language:string" ) } );
    auto lot = [&]( int n, const char *apn, int qualifies, const char *owner, const char *street, const char *situs, const QString &language )
    {
      return Row{ rect( n * 300, 0, n * 300 + 264, 198 ), { withoutDashes ? QString::fromLatin1( apn ).remove( QLatin1Char( '-' ) ) : QString::fromLatin1( apn ), qualifies, QString::fromLatin1( owner ), QString::fromLatin1( street ), MAIL_CITY, QStringLiteral( "CA" ), QStringLiteral( "90802" ), QString::fromLatin1( situs ), language } };
    };
    return SwTestData::writeLayer( path, QStringLiteral( "screened" ), QStringLiteral( "MultiPolygon" ), QStringLiteral( "EPSG:2229" ), fields,
                                   { lot( 0, "9300-001-001", 1, "GARCIA, MARIA", "410 PINE AVE", "2301 E 23RD ST", QStringLiteral( "Español" ) ),
                                     lot( 1, "9300-001-002", 1, "OAK HOLDINGS LLC", "12 OCEAN BLVD", "2303 E 23RD ST", QString() ),
                                     lot( 2, "9300-001-003", withPine ? 1 : 0, "PINE LLC", "77 ELM ST", "2305 E 23RD ST", QStringLiteral( "Klingon" ) ),
                                     lot( 3, "9300-001-004", 0, "NOT QUALIFYING INC", "1 MAIN ST", "2307 E 23RD ST", QString() ) } );
  }

  struct Letters
  {
    SwTestRun::Result run;
    QString dir;
    QString pdf() const { return dir + QStringLiteral( "/letters.pdf" ); }
    QString mailing() const { return dir + QStringLiteral( "/mailing.csv" ); }
  };

  Letters letters( const QString &roll, const QString &dir, const QVariantMap &extra = {} )
  {
    Letters l;
    l.dir = dir;
    QVariantMap parameters{ { QStringLiteral( "INPUT" ), roll }, { QStringLiteral( "NOTICE_DATE" ), QStringLiteral( "2026-12-01" ) }, { QStringLiteral( "OUTPUT_CSV" ), l.mailing() }, { QStringLiteral( "POSTING_CSV" ), dir + QStringLiteral( "/posting.csv" ) }, { QStringLiteral( "OUTPUT_PDF" ), l.pdf() } };
    for ( auto it = extra.constBegin(); it != extra.constEnd(); ++it )
      parameters.insert( it.key(), it.value() );
    l.run = SwTestRun::run( QStringLiteral( "stormwater:vacantnotices" ), parameters );
    return l;
  }

  // Text as read, with the layout's line breaks undone.
  QString flat( const QString &text )
  {
    return text.simplified().replace( QStringLiteral( "- " ), QStringLiteral( "-" ) );
  }

  QByteArray signalHillJson()
  {
    QFile file( QStringLiteral( SW_SOURCE_DIR "/profiles/signal-hill.json" ) );
    return file.open( QIODevice::ReadOnly ) ? file.readAll() : QByteArray();
  }

  QString writeProfile( const QString &path, const QByteArray &json )
  {
    QFile file( path );
    if ( !file.open( QIODevice::WriteOnly ) )
      return QString();
    file.write( json );
    return path;
  }

  QMap<QString, QString> rowOf( const QList<QStringList> &csv, const QString &apn )
  {
    QMap<QString, QString> values;
    const int apns = csv.value( 0 ).indexOf( QStringLiteral( "apns" ) );
    for ( const QStringList &row : csv.mid( 1 ) )
    {
      if ( row.value( apns ) != apn )
        continue;
      for ( int i = 0; i < row.size(); ++i )
        values.insert( csv.first().at( i ), row.at( i ) );
    }
    return values;
  }
} // namespace

TEST( NoticeLetters, SignalHillsLetterQuotesItsCodeWordForWord )
{
  QTemporaryDir dir;
  const Letters l = letters( writeRoll( dir.filePath( QStringLiteral( "roll.gpkg" ) ) ), dir.path() );
  ASSERT_TRUE( l.run.ok ) << l.run.error.toStdString();
  ASSERT_EQ( SwTestFiles::pdfPages( l.pdf() ), 3 * 2 );
  // OAK HOLDINGS writes no language: English. Its letter is the second (owner order: GARCIA, OAK, PINE).
  const QString text = flat( SwTestFiles::pdfText( l.pdf(), 3 ) + ' ' + SwTestFiles::pdfText( l.pdf(), 4 ) );
  // SHMC 12.16, vacant parcel provisions D and C.1, as the ordinance text gives them.
  EXPECT_TRUE( text.contains( QStringLiteral( "D. \u201cTime Frame for Compliance. Regardless of whether the compliance plan is approved or disapproved by the Director, the property owner shall bring the parcel into compliance by installing devices consistent with the guidance manual, no later than 180 days from the date of the original mailing or posting, unless additional time is granted by the director." ) ) ) << text.toStdString();
  EXPECT_TRUE( text.contains( QStringLiteral( "C.1. \u201cApplicability. For vacant parcels that are equal to or greater than 43,560 square feet (one acre or more)" ) ) ) << text.toStdString();
  EXPECT_TRUE( text.contains( QStringLiteral( "Signal Hill Municipal Code Chapter 12.16" ) ) );
  EXPECT_TRUE( text.contains( QStringLiteral( "2175 Cherry Avenue, Signal Hill, CA 90755" ) ) );
  EXPECT_TRUE( text.contains( QStringLiteral( "Director of Community Development" ) ) );
  // The owner's property, under the map.
  EXPECT_TRUE( text.contains( QStringLiteral( "Property: 2303 E 23RD ST." ) ) ) << text.toStdString();
  EXPECT_TRUE( text.contains( QStringLiteral( "APN 9300-001-002, 2303 E 23RD ST: vacant parcel. Parcel 1.20 acres; it counts 1.20 acres toward the acres tested." ) ) ) << text.toStdString();
}

TEST( NoticeLetters, ARenamedCopyOfSignalHillsProfileNeverPrintsSignalHill )
{
  QTemporaryDir dir;
  QString json = QString::fromUtf8( signalHillJson() );
  ASSERT_FALSE( json.isEmpty() );
  json.replace( QStringLiteral( "Signal Hill" ), QStringLiteral( "Lakewood" ) ).replace( QStringLiteral( "SHMC" ), QStringLiteral( "LMC" ) ).replace( QStringLiteral( "signal-hill" ), QStringLiteral( "lakewood" ) );
  const QString profile = writeProfile( dir.filePath( QStringLiteral( "lakewood.json" ) ), json.toUtf8() );
  const Letters l = letters( writeRoll( dir.filePath( QStringLiteral( "roll.gpkg" ) ) ), dir.path(), { { QStringLiteral( "PROFILE" ), profile } } );
  ASSERT_TRUE( l.run.ok ) << l.run.error.toStdString();
  const QString text = SwTestFiles::pdfText( l.pdf() );
  ASSERT_EQ( SwTestFiles::pdfPages( l.pdf() ), 6 );
  EXPECT_TRUE( text.contains( QStringLiteral( "City of Lakewood" ) ) );
  EXPECT_TRUE( text.contains( QStringLiteral( "Ciudad de Lakewood" ) ) );
  EXPECT_FALSE( text.contains( QStringLiteral( "Signal Hill" ), Qt::CaseInsensitive ) ) << text.toStdString();
  EXPECT_FALSE( text.contains( QStringLiteral( "SHMC" ) ) );
}

TEST( NoticeLetters, CitiesWhoseCodeHasNoVacantProvisionsAreRefusedByName )
{
  QTemporaryDir dir;
  const QString roll = writeRoll( dir.filePath( QStringLiteral( "roll.gpkg" ) ) );
  const Letters cudahy = letters( roll, dir.path(), { { QStringLiteral( "PROFILE" ), QStringLiteral( "cudahy" ) } } );
  EXPECT_EQ( cudahy.run.error, QStringLiteral( "PROFILE: City of Cudahy's code has no vacant parcel provisions (Cudahy Ch. 13.08 has no vacant parcel provisions; the screen is not required by this city's code), so it gives no ground for these notices. To send notices anyway, set VOLUNTARY and give a profile file with the city's own notice text." ) );
  const Letters beverly = letters( roll, dir.path(), { { QStringLiteral( "PROFILE" ), QStringLiteral( "beverly-hills" ) } } );
  EXPECT_TRUE( beverly.run.error.startsWith( QStringLiteral( "PROFILE: City of Beverly Hills's code has no vacant parcel provisions (Beverly Hills Art. 5 has no vacant parcel provisions" ) ) ) << beverly.run.error.toStdString();
  // Voluntary notices still need the city's own words.
  const Letters voluntary = letters( roll, dir.path(), { { QStringLiteral( "PROFILE" ), QStringLiteral( "cudahy" ) }, { QStringLiteral( "VOLUNTARY" ), true } } );
  EXPECT_EQ( voluntary.run.error, QStringLiteral( "PROFILE: profile 'cudahy' has no 'notice' section: the letters' words (letterhead, the code's title, the quoted provisions, the steps, the contact and the signer) come from the city's profile; copy the one in the signal-hill profile and write the city's own." ) );
  for ( const char *name : { "mailing.csv", "posting.csv", "letters.pdf" } )
    EXPECT_FALSE( QFileInfo::exists( dir.filePath( QString::fromLatin1( name ) ) ) ) << name;
}

TEST( NoticeLetters, EachOwnerGetsTheLanguageTheRollAsksFor )
{
  QTemporaryDir dir;
  const Letters l = letters( writeRoll( dir.filePath( QStringLiteral( "roll.gpkg" ) ) ), dir.path() );
  ASSERT_TRUE( l.run.ok ) << l.run.error.toStdString();
  const QList<QStringList> csv = SwTestFiles::readCsv( l.mailing() );
  EXPECT_EQ( rowOf( csv, QStringLiteral( "9300-001-001" ) ).value( QStringLiteral( "language" ) ), QStringLiteral( "es" ) );
  EXPECT_EQ( rowOf( csv, QStringLiteral( "9300-001-002" ) ).value( QStringLiteral( "language" ) ), QStringLiteral( "en" ) );
  EXPECT_EQ( rowOf( csv, QStringLiteral( "9300-001-003" ) ).value( QStringLiteral( "language" ) ), QStringLiteral( "en" ) );
  EXPECT_TRUE( l.run.warnings.contains( QStringLiteral( "LANGUAGE_FIELD: 1 parcel(s) ask for 'Klingon', which is not a language of profile 'signal-hill''s notice (en, es); their letters are in en" ) ) ) << l.run.warnings.join( '\n' ).toStdString();

  // GARCIA's letter, pages 1 and 2, in Spanish; its law quoted in the English it was enacted in.
  const QString first = flat( SwTestFiles::pdfText( l.pdf(), 1 ) );
  const QString second = flat( SwTestFiles::pdfText( l.pdf(), 2 ) );
  EXPECT_TRUE( first.contains( QStringLiteral( "Ciudad de Signal Hill" ) ) ) << first.toStdString();
  EXPECT_TRUE( first.contains( QStringLiteral( "AVISO: SU PROPIEDAD CALIFICA BAJO LA ORDENANZA DE PARCELAS BALDÍAS" ) ) ) << first.toStdString();
  EXPECT_TRUE( first.contains( QStringLiteral( "Fecha del aviso: 1 de diciembre de 2026" ) ) ) << first.toStdString();
  EXPECT_TRUE( first.contains( QStringLiteral( "Fecha límite de cumplimiento: 1 de junio de 2027" ) ) ) << first.toStdString();
  EXPECT_TRUE( first.contains( QStringLiteral( "página 1 de 2" ) ) ) << first.toStdString();
  EXPECT_TRUE( second.contains( QStringLiteral( "LO QUE USTED DEBE HACER" ) ) ) << second.toStdString();
  EXPECT_TRUE( second.contains( QStringLiteral( "30 de mayo de 2027 (domingo)" ) ) ) << second.toStdString();
  EXPECT_TRUE( second.contains( QStringLiteral( "está en inglés)" ) ) ) << second.toStdString();
  EXPECT_TRUE( second.contains( QStringLiteral( "D. \u201cTime Frame for Compliance." ) ) ) << second.toStdString();
  EXPECT_TRUE( second.contains( QStringLiteral( "página 2 de 2" ) ) ) << second.toStdString();
  EXPECT_FALSE( first.contains( QStringLiteral( "WHAT YOU MUST DO" ) ) || second.contains( QStringLiteral( "WHAT YOU MUST DO" ) ) );

  // LANGUAGE sets the rest; a language the profile lacks is refused by name.
  QTemporaryDir other;
  const Letters spanish = letters( writeRoll( other.filePath( QStringLiteral( "roll.gpkg" ) ) ), other.path(), { { QStringLiteral( "LANGUAGE" ), QStringLiteral( "spanish" ) } } );
  ASSERT_TRUE( spanish.run.ok ) << spanish.run.error.toStdString();
  EXPECT_EQ( rowOf( SwTestFiles::readCsv( spanish.mailing() ), QStringLiteral( "9300-001-002" ) ).value( QStringLiteral( "language" ) ), QStringLiteral( "es" ) );
  EXPECT_EQ( letters( writeRoll( other.filePath( QStringLiteral( "roll2.gpkg" ) ) ), other.path(), { { QStringLiteral( "LANGUAGE" ), QStringLiteral( "fr" ) } } ).run.error, QStringLiteral( "LANGUAGE: 'fr' is not a language of profile 'signal-hill''s notice (it has en, es)" ) );
}

TEST( NoticeLetters, TheDeadlineMovesPastMemorialDayWeekend )
{
  // 2026-12-01 + 180 days = Sunday 2027-05-30; Monday 2027-05-31 is Memorial Day; CCP 12a: Tuesday 2027-06-01.
  QTemporaryDir dir;
  const Letters l = letters( writeRoll( dir.filePath( QStringLiteral( "roll.gpkg" ) ) ), dir.path() );
  ASSERT_TRUE( l.run.ok ) << l.run.error.toStdString();
  const QMap<QString, QString> oak = rowOf( SwTestFiles::readCsv( l.mailing() ), QStringLiteral( "9300-001-002" ) );
  EXPECT_EQ( oak.value( QStringLiteral( "computed_deadline" ) ), QStringLiteral( "2027-05-30" ) );
  EXPECT_EQ( oak.value( QStringLiteral( "compliance_deadline" ) ), QStringLiteral( "2027-06-01" ) );
  const QString first = flat( SwTestFiles::pdfText( l.pdf(), 3 ) );
  const QString second = flat( SwTestFiles::pdfText( l.pdf(), 4 ) );
  EXPECT_TRUE( first.contains( QStringLiteral( "Compliance deadline: June 1, 2027" ) ) ) << first.toStdString();
  EXPECT_TRUE( second.contains( QStringLiteral( "by June 1, 2027" ) ) ) << second.toStdString();
  EXPECT_TRUE( second.contains( QStringLiteral( "Day 180 after the notice date is May 30, 2027. Under California Code of Civil Procedure sections 12, 12a and 135" ) ) ) << second.toStdString();
  EXPECT_TRUE( second.contains( QStringLiteral( "the days that are not court days are passed over (May 30, 2027 (Sunday); May 31, 2027 (Memorial Day)), so the deadline is June 1, 2027." ) ) ) << second.toStdString();
}

TEST( NoticeLetters, QuotationsPrintAtAReadableSize )
{
  // pdftotext's word boxes are as tall as the font's ascent plus descent: 1.164 em in DejaVu Sans.
  QTemporaryDir dir;
  const Letters l = letters( writeRoll( dir.filePath( QStringLiteral( "roll.gpkg" ) ) ), dir.path() );
  ASSERT_TRUE( l.run.ok ) << l.run.error.toStdString();
  const QString html = SwTestFiles::tool( QStringLiteral( "pdftotext" ), { QStringLiteral( "-bbox" ), QStringLiteral( "-f" ), QStringLiteral( "4" ), QStringLiteral( "-l" ), QStringLiteral( "4" ), l.pdf(), QStringLiteral( "-" ) } );
  const QRegularExpression word( QStringLiteral( "<word xMin=\"([\\d.]+)\" yMin=\"([\\d.]+)\" xMax=\"([\\d.]+)\" yMax=\"([\\d.]+)\">([^<]*)</word>" ) );
  bool quoting = false;
  int quoted = 0;
  double smallest = 100;
  for ( auto it = word.globalMatch( html ); it.hasNext(); )
  {
    const QRegularExpressionMatch m = it.next();
    if ( m.captured( 5 ) == QLatin1String( "From" ) )
      quoting = true;
    if ( m.captured( 5 ) == QLatin1String( "QUESTIONS" ) )
      break;
    if ( !quoting )
      continue;
    ++quoted;
    smallest = std::min( smallest, m.captured( 4 ).toDouble() - m.captured( 2 ).toDouble() );
  }
  EXPECT_GT( quoted, 250 );
  EXPECT_GE( smallest, 8.5 * 1.164 - 0.05 ) << "smallest quoted word " << smallest << " pt tall";
}

TEST( NoticeLetters, TheRegisterSaysWhoIsNewWhoWasNoticedAndWhatLeftTheList )
{
  QTemporaryDir dir;
  const QString registerPath = dir.filePath( QStringLiteral( "register.csv" ) );
  const QString roll = writeRoll( dir.filePath( QStringLiteral( "roll.gpkg" ) ) );
  const QVariantMap extra{ { QStringLiteral( "REGISTER" ), registerPath }, { QStringLiteral( "OUTPUT_PDF" ), QVariant() } };
  const Letters first = letters( roll, dir.path(), extra );
  ASSERT_TRUE( first.run.ok ) << first.run.error.toStdString();
  QList<QStringList> rows = SwTestFiles::readCsv( registerPath );
  ASSERT_EQ( rows.size(), 1 + 3 );
  EXPECT_EQ( rows.first(), ( QStringList{ QStringLiteral( "run" ), QStringLiteral( "notice_id" ), QStringLiteral( "owner_key" ), QStringLiteral( "owner" ), QStringLiteral( "apns" ), QStringLiteral( "notice_date" ), QStringLiteral( "compliance_deadline" ), QStringLiteral( "delivery" ), QStringLiteral( "status" ), QStringLiteral( "earlier_notice" ), QStringLiteral( "profile" ), QStringLiteral( "scope" ), QStringLiteral( "compliance_days" ) } ) );
  // Each row says under which city's profile, on what input and with how many days it was written.
  EXPECT_EQ( rows.at( 1 ).mid( 10 ), ( QStringList{ QStringLiteral( "signal-hill" ), QStringLiteral( "layer 'screened' as given: 4 parcel(s) read, 4 decided" ), QStringLiteral( "180" ) } ) );
  EXPECT_EQ( rows.at( 1 ).mid( 0, 10 ), ( QStringList{ QStringLiteral( "1" ), QStringLiteral( "VP-20261201-0001" ), QStringLiteral( "GARCIA MARIA @ 410 PINE AVE|LONG BEACH|CA|90802" ), QStringLiteral( "GARCIA, MARIA" ), QStringLiteral( "9300-001-001" ), QStringLiteral( "2026-12-01" ), QStringLiteral( "2027-06-01" ), QStringLiteral( "mail" ), QStringLiteral( "new" ), QString() } ) );

  // The same data again, a month later: every owner already noticed, by the first run's notices,
  // which keep their ids, dates and deadlines (180 days from the original mailing); nothing is mailed again.
  const Letters second = letters( roll, dir.path(), { { QStringLiteral( "REGISTER" ), registerPath }, { QStringLiteral( "OUTPUT_PDF" ), QVariant() }, { QStringLiteral( "NOTICE_DATE" ), QStringLiteral( "2027-01-04" ) } } );
  ASSERT_TRUE( second.run.ok ) << second.run.error.toStdString();
  rows = SwTestFiles::readCsv( registerPath );
  ASSERT_EQ( rows.size(), 1 + 3 + 3 );
  for ( int i = 4; i <= 6; ++i )
  {
    EXPECT_EQ( rows.at( i ).at( 0 ), QStringLiteral( "2" ) );
    EXPECT_EQ( rows.at( i ).at( 1 ), rows.at( i - 3 ).at( 1 ) );
    EXPECT_EQ( rows.at( i ).at( 5 ), QStringLiteral( "2026-12-01" ) );
    EXPECT_EQ( rows.at( i ).at( 6 ), rows.at( i - 3 ).at( 6 ) );
    EXPECT_EQ( rows.at( i ).at( 8 ), QStringLiteral( "already noticed" ) );
    EXPECT_EQ( rows.at( i ).at( 9 ), QStringLiteral( "VP-20261201-000%1" ).arg( i - 3 ) );
  }
  EXPECT_EQ( second.run.outputs.value( QStringLiteral( "NOTICE_COUNT" ) ).toLongLong(), 0 );
  EXPECT_EQ( rows.at( 1 ).mid( 0, 10 ), ( QStringList{ QStringLiteral( "1" ), QStringLiteral( "VP-20261201-0001" ), QStringLiteral( "GARCIA MARIA @ 410 PINE AVE|LONG BEACH|CA|90802" ), QStringLiteral( "GARCIA, MARIA" ), QStringLiteral( "9300-001-001" ), QStringLiteral( "2026-12-01" ), QStringLiteral( "2027-06-01" ), QStringLiteral( "mail" ), QStringLiteral( "new" ), QString() } ) );

  // PINE's lot no longer qualifies: listed as such, with the notice it had.
  QTemporaryDir later;
  const Letters third = letters( writeRoll( later.filePath( QStringLiteral( "roll.gpkg" ) ), false ), later.path(), { { QStringLiteral( "REGISTER" ), registerPath }, { QStringLiteral( "OUTPUT_PDF" ), QVariant() }, { QStringLiteral( "NOTICE_DATE" ), QStringLiteral( "2027-02-01" ) } } );
  ASSERT_TRUE( third.run.ok ) << third.run.error.toStdString();
  rows = SwTestFiles::readCsv( registerPath );
  ASSERT_EQ( rows.size(), 1 + 3 + 3 + 3 );
  EXPECT_EQ( rows.at( 9 ).mid( 0, 10 ), ( QStringList{ QStringLiteral( "3" ), QString(), QStringLiteral( "PINE @ 77 ELM ST|LONG BEACH|CA|90802" ), QString(), QStringLiteral( "9300-001-003" ), QStringLiteral( "2027-02-01" ), QString(), QString(), QStringLiteral( "no longer qualifying" ), QStringLiteral( "VP-20261201-0003" ) } ) );
  EXPECT_TRUE( third.run.infos.join( '\n' ).contains( QStringLiteral( "run 3: 0 new notice(s), 0 reminder(s), 2 earlier notice(s) still standing, 1 parcel(s) no longer qualifying (9300-001-003)" ) ) ) << third.run.infos.join( '\n' ).toStdString();

  // A file that is not a register is refused and left as it was.
  const QString notes = writeProfile( dir.filePath( QStringLiteral( "notes.csv" ) ), QByteArray( "a,b\r\n1,2\r\n" ) );
  const Letters refused = letters( roll, dir.path(), { { QStringLiteral( "REGISTER" ), notes }, { QStringLiteral( "OUTPUT_PDF" ), QVariant() } } );
  EXPECT_TRUE( refused.run.error.startsWith( QStringLiteral( "REGISTER: '%1' is not a notice register" ).arg( notes ) ) ) << refused.run.error.toStdString();
  QFile kept( notes );
  ASSERT_TRUE( kept.open( QIODevice::ReadOnly ) );
  EXPECT_EQ( kept.readAll(), QByteArray( "a,b\r\n1,2\r\n" ) );
}

// The county's next roll writes the APNs without dashes: the same parcels, so the owners stay
// noticed under their first notices (the 180 days keep running from it) and none is mailed again.
TEST( NoticeLetters, ARollWithoutDashesKeepsTheFirstNotices )
{
  QTemporaryDir dir;
  const QString registerPath = dir.filePath( QStringLiteral( "register.csv" ) );
  const Letters first = letters( writeRoll( dir.filePath( QStringLiteral( "roll.gpkg" ) ) ), dir.path(), { { QStringLiteral( "REGISTER" ), registerPath }, { QStringLiteral( "OUTPUT_PDF" ), QVariant() } } );
  ASSERT_TRUE( first.run.ok ) << first.run.error.toStdString();
  QTemporaryDir later;
  const Letters second = letters( writeRoll( later.filePath( QStringLiteral( "roll.gpkg" ) ), true, true ), later.path(), { { QStringLiteral( "REGISTER" ), registerPath }, { QStringLiteral( "OUTPUT_PDF" ), QVariant() }, { QStringLiteral( "NOTICE_DATE" ), QStringLiteral( "2027-01-04" ) } } );
  ASSERT_TRUE( second.run.ok ) << second.run.error.toStdString();
  EXPECT_EQ( second.run.outputs.value( QStringLiteral( "NOTICE_COUNT" ) ).toLongLong(), 0 );
  const QList<QStringList> rows = SwTestFiles::readCsv( registerPath );
  // Run 2: three rows, each under its December notice, and no parcel said to have left the list.
  ASSERT_EQ( rows.size(), 1 + 3 + 3 );
  EXPECT_EQ( rows.at( 4 ).mid( 0, 10 ), ( QStringList{ QStringLiteral( "2" ), QStringLiteral( "VP-20261201-0001" ), QStringLiteral( "GARCIA MARIA @ 410 PINE AVE|LONG BEACH|CA|90802" ), QStringLiteral( "GARCIA, MARIA" ), QStringLiteral( "9300001001" ), QStringLiteral( "2026-12-01" ), QStringLiteral( "2027-06-01" ), QStringLiteral( "mail" ), QStringLiteral( "already noticed" ), QStringLiteral( "VP-20261201-0001" ) } ) );
  for ( int i = 4; i <= 6; ++i )
    EXPECT_EQ( rows.at( i ).at( 8 ), QStringLiteral( "already noticed" ) ) << rows.at( i ).join( ',' ).toStdString();
  EXPECT_TRUE( second.run.infos.join( '\n' ).contains( QStringLiteral( "run 2: 0 new notice(s), 0 reminder(s), 3 earlier notice(s) still standing, 0 parcel(s) no longer qualifying" ) ) ) << second.run.infos.join( '\n' ).toStdString();
}

// The ordinance counts 180 days "from the date of the original mailing or posting" (SHMC 12.16 D):
// a reminder keeps the original notice, date and deadline; a parcel the owner did not have before gets a notice of its own.
TEST( NoticeLetters, AReminderStatesTheOriginalNoticeAndANewParcelGetsItsOwnNotice )
{
  QTemporaryDir dir;
  const QString registerPath = dir.filePath( QStringLiteral( "register.csv" ) );
  const QString roll = writeRoll( dir.filePath( QStringLiteral( "roll.gpkg" ) ), false );
  const Letters first = letters( roll, dir.path(), { { QStringLiteral( "REGISTER" ), registerPath }, { QStringLiteral( "OUTPUT_PDF" ), QVariant() } } );
  ASSERT_TRUE( first.run.ok ) << first.run.error.toStdString();

  QTemporaryDir later;
  const QString rollLater = writeRoll( later.filePath( QStringLiteral( "roll.gpkg" ) ), true );
  const Letters second = letters( rollLater, later.path(), { { QStringLiteral( "REGISTER" ), registerPath }, { QStringLiteral( "NOTICE_DATE" ), QStringLiteral( "2027-01-15" ) }, { QStringLiteral( "REMINDERS" ), true } } );
  ASSERT_TRUE( second.run.ok ) << second.run.error.toStdString();
  const QList<QStringList> rows = SwTestFiles::readCsv( registerPath );
  ASSERT_EQ( rows.size(), 1 + 2 + 3 );
  // GARCIA and OAK: reminders of their December notices; PINE, newly qualifying: a new notice dated and due by this run.
  const QList<QStringList> thisRun = rows.mid( 0, 1 ) + rows.mid( 3 );
  const QStringList garcia = *std::find_if( thisRun.cbegin(), thisRun.cend(), []( const QStringList &row )
                                            { return row.value( 4 ) == QStringLiteral( "9300-001-001" ); } );
  EXPECT_EQ( garcia.mid( 0, 10 ), ( QStringList{ QStringLiteral( "2" ), QStringLiteral( "VP-20261201-0001" ), QStringLiteral( "GARCIA MARIA @ 410 PINE AVE|LONG BEACH|CA|90802" ), QStringLiteral( "GARCIA, MARIA" ), QStringLiteral( "9300-001-001" ), QStringLiteral( "2026-12-01" ), QStringLiteral( "2027-06-01" ), QStringLiteral( "mail" ), QStringLiteral( "reminder sent" ), QStringLiteral( "VP-20261201-0001" ) } ) );
  const QMap<QString, QString> pine = rowOf( thisRun, QStringLiteral( "9300-001-003" ) );
  EXPECT_EQ( pine.value( QStringLiteral( "status" ) ), QStringLiteral( "new" ) );
  EXPECT_EQ( pine.value( QStringLiteral( "notice_date" ) ), QStringLiteral( "2027-01-15" ) );
  // January 15, 2027 + 180 days = July 14, 2027 (a Wednesday).
  EXPECT_EQ( pine.value( QStringLiteral( "compliance_deadline" ) ), QStringLiteral( "2027-07-14" ) );
  EXPECT_TRUE( pine.value( QStringLiteral( "notice_id" ) ).startsWith( QStringLiteral( "VP-20270115-" ) ) ) << pine.value( QStringLiteral( "notice_id" ) ).toStdString();
  EXPECT_EQ( second.run.outputs.value( QStringLiteral( "NOTICE_COUNT" ) ).toLongLong(), 3 );

  // The reminder letter for OAK (English) names the original notice, its date and its deadline, never the new one.
  const QList<QStringList> mailing = SwTestFiles::readCsv( second.mailing() );
  const QMap<QString, QString> oak = rowOf( mailing, QStringLiteral( "9300-001-002" ) );
  EXPECT_EQ( oak.value( QStringLiteral( "kind" ) ), QStringLiteral( "reminder" ) );
  EXPECT_EQ( oak.value( QStringLiteral( "notice_id" ) ), QStringLiteral( "VP-20261201-0002" ) );
  QString all;
  for ( int page = 1; page <= 8; ++page )
    all += flat( SwTestFiles::pdfText( second.pdf(), page ) ) + QLatin1Char( '\n' );
  EXPECT_TRUE( all.contains( QStringLiteral( "REMINDER: YOUR PROPERTY QUALIFIES" ) ) ) << all.toStdString();
  EXPECT_TRUE( all.contains( QStringLiteral( "This is a reminder of notice VP-20261201-0002, sent by \uFB01rst-class mail on December 1, 2026. Its compliance deadline stands: June 1, 2027." ) ) ) << all.toStdString();
  EXPECT_FALSE( all.contains( QStringLiteral( "January 15, 2027. Its compliance deadline" ) ) );

  // Without REMINDERS the owners already noticed get nothing; PINE, now noticed, neither.
  QTemporaryDir third;
  const Letters quiet = letters( rollLater, third.path(), { { QStringLiteral( "REGISTER" ), registerPath }, { QStringLiteral( "NOTICE_DATE" ), QStringLiteral( "2027-02-15" ) } } );
  ASSERT_TRUE( quiet.run.ok ) << quiet.run.error.toStdString();
  EXPECT_EQ( quiet.run.outputs.value( QStringLiteral( "NOTICE_COUNT" ) ).toLongLong(), 0 );
}

// A register edited by hand is refused with the line that is wrong; the file is left as it was.
TEST( NoticeLetters, AHandEditedRegisterIsRefusedWithItsLineNumber )
{
  QTemporaryDir dir;
  const QString registerPath = dir.filePath( QStringLiteral( "register.csv" ) );
  const QString roll = writeRoll( dir.filePath( QStringLiteral( "roll.gpkg" ) ) );
  ASSERT_TRUE( letters( roll, dir.path(), { { QStringLiteral( "REGISTER" ), registerPath }, { QStringLiteral( "OUTPUT_PDF" ), QVariant() } } ).run.ok );
  QFile file( registerPath );
  ASSERT_TRUE( file.open( QIODevice::ReadOnly ) );
  QByteArray text = file.readAll();
  file.close();
  // Line 3 (OAK's notice) has its deadline as a spreadsheet might write it.
  QList<QByteArray> lines = text.split( '\n' );
  ASSERT_GE( lines.size(), 4 );
  lines[2].replace( "2027-06-01", "6/1/27" );
  text = lines.join( '\n' );
  ASSERT_TRUE( file.open( QIODevice::WriteOnly ) );
  file.write( text );
  file.close();
  const Letters refused = letters( roll, dir.path(), { { QStringLiteral( "REGISTER" ), registerPath }, { QStringLiteral( "OUTPUT_PDF" ), QVariant() }, { QStringLiteral( "NOTICE_DATE" ), QStringLiteral( "2027-01-04" ) } } );
  EXPECT_FALSE( refused.run.ok );
  EXPECT_TRUE( refused.run.error.contains( QStringLiteral( "line 3 is not a register row" ) ) ) << refused.run.error.toStdString();
  EXPECT_TRUE( refused.run.error.contains( QStringLiteral( "6/1/27" ) ) ) << refused.run.error.toStdString();
  ASSERT_TRUE( file.open( QIODevice::ReadOnly ) );
  EXPECT_EQ( file.readAll(), text );
}

// Real owners: a two-line couple of trustees (in Spanish), a long trust with a suite and an attention line, an agency.
TEST( NoticeLetters, LongRealNamesNeverHideText )
{
  QTemporaryDir dir;
  const QgsFields fields = SwTestData::fields( { QStringLiteral( "apn:string" ), QStringLiteral( "qualifies:int" ), QStringLiteral( "owner:string" ), QStringLiteral( "mail_address:string" ), QStringLiteral( "mail_city:string" ), QStringLiteral( "mail_state:string" ), QStringLiteral( "mail_zip:string" ), QStringLiteral( "situs_address:string" ), QStringLiteral( "language:string" ) } );
  const QString roll = SwTestData::writeLayer( dir.filePath( QStringLiteral( "roll.gpkg" ) ), QStringLiteral( "screened" ), QStringLiteral( "MultiPolygon" ), QStringLiteral( "EPSG:2229" ), fields,
                                               { Row{ rect( 0, 0, 264, 198 ), { QStringLiteral( "7001-001-001" ), 1, QStringLiteral( "RODRIGUEZ-HERNANDEZ,MARIA GUADALUPE AND GONZALEZ,JOSE LUIS TRS" ), QStringLiteral( "12345 SOUTH LONG BEACH BOULEVARD APARTMENT 1207 BUILDING C" ), QStringLiteral( "RANCHO PALOS VERDES" ), QStringLiteral( "CA" ), QStringLiteral( "90275-1234" ), QStringLiteral( "2301 E 23RD ST" ), QStringLiteral( "Español" ) } },
                                                 Row{ rect( 300, 0, 564, 198 ), { QStringLiteral( "7001-001-002" ), 1, QStringLiteral( "THE JONATHAN ALEXANDER MONTGOMERY-WORTHINGTON AND ELIZABETH MARGARET MONTGOMERY-WORTHINGTON REVOCABLE LIVING TRUST DATED 2004" ), QStringLiteral( "1 WORLD TRADE CENTER SUITE 2400 ATTN PROPERTY TAX DEPARTMENT" ), QStringLiteral( "LONG BEACH" ), QStringLiteral( "CA" ), QStringLiteral( "90831" ), QStringLiteral( "2303 E 23RD ST" ), QString() } },
                                                 Row{ rect( 600, 0, 864, 198 ), { QStringLiteral( "7001-001-003" ), 1, QStringLiteral( "LOS ANGELES COUNTY METROPOLITAN TRANSPORTATION AUTHORITY" ), QStringLiteral( "ONE GATEWAY PLAZA MAIL STOP 99-23-4" ), QStringLiteral( "LOS ANGELES" ), QStringLiteral( "CA" ), QStringLiteral( "90012" ), QStringLiteral( "2305 E 23RD ST" ), QString() } } } );
  const Letters l = letters( roll, dir.path(), { { QStringLiteral( "LABELS_PDF" ), dir.filePath( QStringLiteral( "labels.pdf" ) ) } } );
  ASSERT_TRUE( l.run.ok ) << l.run.error.toStdString();
  EXPECT_EQ( SwTestFiles::pdfPages( l.pdf() ), 6 );

  // Every word on its page (US Letter, 612 x 792 pt), and no two words of a page overlap.
  const QList<SwTestFiles::PdfWord> placed = SwTestFiles::pdfWords( l.pdf() );
  ASSERT_GT( placed.size(), 900 );
  for ( const SwTestFiles::PdfWord &word : placed )
    EXPECT_TRUE( word.xMin >= 0 && word.yMin >= 0 && word.xMax <= 612 && word.yMax <= 792 ) << word.text.toStdString() << " page " << word.page;
  int overlaps = 0;
  for ( int a = 0; a < placed.size(); ++a )
    for ( int b = a + 1; b < placed.size(); ++b )
    {
      const SwTestFiles::PdfWord &p = placed.at( a );
      const SwTestFiles::PdfWord &q = placed.at( b );
      if ( p.page != q.page )
        continue;
      // Boxes of one line touch; a hidden line lies over another by most of a line's height.
      const bool overlap = p.xMin < q.xMax - 0.5 && q.xMin < p.xMax - 0.5 && p.yMin < q.yMax - 2.0 && q.yMin < p.yMax - 2.0;
      if ( overlap && overlaps++ < 5 )
        ADD_FAILURE() << "page " << p.page << ": '" << p.text.toStdString() << "' over '" << q.text.toStdString() << "'";
    }
  EXPECT_EQ( overlaps, 0 );

  // Whole: the city line of every address block, and the opening paragraph to its last word.
  const QString all = flat( SwTestFiles::pdfText( l.pdf() ) );
  EXPECT_TRUE( all.contains( QStringLiteral( "RANCHO PALOS VERDES, CA 90275-1234" ) ) ) << all.toStdString();
  EXPECT_TRUE( all.contains( QStringLiteral( "LONG BEACH, CA 90831" ) ) );
  EXPECT_TRUE( all.contains( QStringLiteral( "REVOCABLE LIVING TRUST DATED 2004, quali\uFB01es under the Vacant Parcel Ordinance" ) ) ) << all.toStdString();
  EXPECT_TRUE( all.contains( QStringLiteral( "la parte sin mejoras de una parcela parcialmente baldía. APN 7001-001-001" ) ) ) << all.toStdString();
  EXPECT_FALSE( l.run.warnings.join( '\n' ).contains( QStringLiteral( "Letters:" ) ) ) << l.run.warnings.join( '\n' ).toStdString();
  // The trust's label cannot hold it all: said, with its notice number.
  EXPECT_TRUE( l.run.warnings.join( '\n' ).contains( QStringLiteral( "Mailing labels: 1 label(s) cannot hold the whole address even at 7 pt" ) ) ) << l.run.warnings.join( '\n' ).toStdString();
}

TEST( NoticeLetters, MailingLabelsPairWithTheLetters )
{
  QTemporaryDir dir;
  const QString labels = dir.filePath( QStringLiteral( "labels.pdf" ) );
  const Letters l = letters( writeRoll( dir.filePath( QStringLiteral( "roll.gpkg" ) ) ), dir.path(), { { QStringLiteral( "LABELS_PDF" ), labels } } );
  ASSERT_TRUE( l.run.ok ) << l.run.error.toStdString();
  EXPECT_EQ( l.run.outputs.value( QStringLiteral( "LABELS_PDF" ) ).toString(), labels );
  // Three mailed notices: one sheet, each label with its owner, address and notice number.
  EXPECT_EQ( SwTestFiles::pdfPages( labels ), 1 );
  const QString text = SwTestFiles::pdfText( labels );
  for ( const char *line : { "GARCIA, MARIA", "410 PINE AVE", "OAK HOLDINGS LLC", "12 OCEAN BLVD", "PINE LLC", "77 ELM ST", "VP-20261201-0001", "VP-20261201-0002", "VP-20261201-0003" } )
    EXPECT_EQ( text.count( QString::fromLatin1( line ) ), 1 ) << line << "\n"
                                                              << text.toStdString();
  EXPECT_EQ( text.count( QStringLiteral( "LONG BEACH, CA 90802" ) ), 3 );
}

namespace
{
  // One owner with \a count lots of 1.20 acres, 9400-001-001 on.
  QString manyLots( const QString &path, int count )
  {
    const QgsFields fields = SwTestData::fields( { QStringLiteral( "apn:string" ), QStringLiteral( "qualifies:int" ), QStringLiteral( "owner:string" ), QStringLiteral( "mail_address:string" ), QStringLiteral( "mail_city:string" ), QStringLiteral( "mail_state:string" ), QStringLiteral( "mail_zip:string" ), QStringLiteral( "situs_address:string" ) } );
    std::vector<Row> rows;
    for ( int n = 0; n < count; ++n )
      rows.push_back( Row{ rect( n * 300, 0, n * 300 + 264, 198 ), { QStringLiteral( "9400-001-%1" ).arg( n + 1, 3, 10, QLatin1Char( '0' ) ), 1, QStringLiteral( "MANY LOTS LLC" ), QStringLiteral( "1 OAK ST" ), MAIL_CITY, QStringLiteral( "CA" ), QStringLiteral( "90802" ), QStringLiteral( "%1 E 24TH ST" ).arg( 2401 + 2 * n ) } } );
    return SwTestData::writeLayer( path, QStringLiteral( "screened" ), QStringLiteral( "MultiPolygon" ), QStringLiteral( "EPSG:2229" ), fields, rows );
  }
} // namespace

TEST( NoticeLetters, ALongListOfParcelsContinuesOnPageTwo )
{
  // One owner, eight lots: six listed on page 1, the seventh and eighth open page 2 before the steps.
  QTemporaryDir dir;
  const QString roll = manyLots( dir.filePath( QStringLiteral( "roll.gpkg" ) ), 8 );
  const Letters l = letters( roll, dir.path() );
  ASSERT_TRUE( l.run.ok ) << l.run.error.toStdString();
  ASSERT_EQ( SwTestFiles::pdfPages( l.pdf() ), 2 );
  const QString first = flat( SwTestFiles::pdfText( l.pdf(), 1 ) );
  const QString second = flat( SwTestFiles::pdfText( l.pdf(), 2 ) );
  for ( int n = 1; n <= 8; ++n )
  {
    const QString line = QStringLiteral( "APN 9400-001-00%1, %2 E 24TH ST: vacant parcel. Parcel 1.20 acres; it counts 1.20 acres toward the acres tested." ).arg( n ).arg( 2399 + 2 * n );
    EXPECT_EQ( first.contains( line ), n <= 6 ) << n << "\n"
                                                << first.toStdString();
    EXPECT_EQ( second.contains( line ), n > 6 ) << n << "\n"
                                                << second.toStdString();
  }
  EXPECT_TRUE( first.contains( QStringLiteral( "Acres tested, all parcels listed: 9.60." ) ) ) << first.toStdString();
  EXPECT_LT( second.indexOf( QStringLiteral( "APN 9400-001-008" ) ), second.indexOf( QStringLiteral( "WHAT YOU MUST DO" ) ) );
}

TEST( NoticeLetters, AVeryLongListIsGivenWholeInOneSentence )
{
  // Thirty lots: six in full on page 1, the other 24 by APN and acres on page 2; the letter stays two pages.
  QTemporaryDir dir;
  const Letters l = letters( manyLots( dir.filePath( QStringLiteral( "roll.gpkg" ) ), 30 ), dir.path() );
  ASSERT_TRUE( l.run.ok ) << l.run.error.toStdString();
  ASSERT_EQ( SwTestFiles::pdfPages( l.pdf() ), 2 );
  const QString second = flat( SwTestFiles::pdfText( l.pdf(), 2 ) );
  EXPECT_TRUE( second.contains( QStringLiteral( "Also qualifying, with the acres each counts toward the acres tested: APN 9400-001-007 (1.20), 9400-001-008 (1.20)," ) ) ) << second.toStdString();
  EXPECT_TRUE( second.contains( QStringLiteral( "9400-001-030 (1.20)." ) ) ) << second.toStdString();
  EXPECT_TRUE( second.contains( QStringLiteral( "3. Maintain the measures as the approved plan describes." ) ) ) << second.toStdString();
  EXPECT_TRUE( flat( SwTestFiles::pdfText( l.pdf(), 1 ) ).contains( QStringLiteral( "Acres tested, all parcels listed: 36.00." ) ) );
}
