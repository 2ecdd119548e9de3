/***************************************************************************
  test_noticeregister.cpp: the notice register as the city's legal record.
  "No later than 180 days from the date of the original mailing or
  posting" (Signal Hill 12.16, vacant parcel provisions D): the register is
  what the city shows when an owner says "I was never told", so a run
  writes only what it saw, a register is one city's, is kept where and as
  the city keeps it (a link on the shared drive, its permissions), is
  UTF-8 or refused, and holds only the deadlines the notices gave.
  Each case was found with exit 0 before; the expected rows are written by
  hand from the three-lot roll below.
 ***************************************************************************/
#include "swtestdata.h"
#include "swtestfeature.h"
#include "swtestfiles.h"
#include "swtestrun.h"

#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>

#include <sys/stat.h>
#include <unistd.h>

#include <gtest/gtest.h>

namespace
{
  using Row = SwTestData::Row;
  using SwTestFeature::rect;

  // Three lots of 264 x 198 ft (1.2 acres) of three owners; qualifies as the vacant screen decided (an empty value: not decided).
  QString writeRoll( const QString &path, const QVariant &pineQualifies = 1, const QVariant &oakQualifies = 1 )
  {
    const QgsFields fields = SwTestData::fields( { QStringLiteral( "apn:string" ), QStringLiteral( "qualifies:int" ), QStringLiteral( "owner:string" ), QStringLiteral( "mail_address:string" ), QStringLiteral( "mail_city:string" ), QStringLiteral( "mail_state:string" ), QStringLiteral( "mail_zip:string" ) } );
    auto lot = [&]( int n, const char *apn, const QVariant &qualifies, const char *owner, const char *street )
    {
      return Row{ rect( n * 300, 0, n * 300 + 264, 198 ), { QString::fromLatin1( apn ), qualifies, QString::fromLatin1( owner ), QString::fromLatin1( street ), QStringLiteral( "LONG BEACH" ), QStringLiteral( "CA" ), QStringLiteral( "90802" ) } };
    };
    return SwTestData::writeLayer( path, QStringLiteral( "screened" ), QStringLiteral( "MultiPolygon" ), QStringLiteral( "EPSG:2229" ), fields,
                                   { lot( 0, "9300-001-001", 1, "GARCIA, MARIA", "410 PINE AVE" ),
                                     lot( 1, "9300-001-002", oakQualifies, "OAK HOLDINGS LLC", "12 OCEAN BLVD" ),
                                     lot( 2, "9300-001-003", pineQualifies, "PINE LLC", "77 ELM ST" ) } );
  }

  SwTestRun::Result notices( const QString &input, const QString &registerPath, const QString &date, const QString &dir )
  {
    return SwTestRun::run( QStringLiteral( "stormwater:vacantnotices" ), { { QStringLiteral( "INPUT" ), input }, { QStringLiteral( "NOTICE_DATE" ), date }, { QStringLiteral( "REGISTER" ), registerPath }, { QStringLiteral( "OUTPUT_CSV" ), dir + QStringLiteral( "/mailing.csv" ) }, { QStringLiteral( "POSTING_CSV" ), dir + QStringLiteral( "/posting.csv" ) } } );
  }

  QByteArray bytesOf( const QString &path )
  {
    QFile file( path );
    return file.open( QIODevice::ReadOnly ) ? file.readAll() : QByteArray();
  }

  void writeBytes( const QString &path, const QByteArray &bytes )
  {
    QFile file( path );
    ASSERT_TRUE( file.open( QIODevice::WriteOnly | QIODevice::Truncate ) );
    file.write( bytes );
  }

  //! The rows of \a rows with status \a status, as (run, apns) pairs.
  QStringList rowsWithStatus( const QList<QStringList> &rows, const QString &status )
  {
    QStringList found;
    for ( const QStringList &row : rows.mid( 1 ) )
    {
      if ( row.value( 8 ) == status )
        found << QStringLiteral( "%1:%2" ).arg( row.value( 0 ), row.value( 4 ) );
    }
    return found;
  }

  const QString LEGACY_HEADER = QStringLiteral( "run,notice_id,owner_key,owner,apns,notice_date,compliance_deadline,delivery,status,earlier_notice\r\n" );
} // namespace

// A run on one district (INPUT filtered) records only what it saw: the two
// owners outside the filter still qualify and keep their notices; nothing
// is "no longer qualifying". A later whole run that decides PINE's lot no
// longer qualifies records that, and OAK's lot, left undecided (qualifies
// empty: the data cannot settle it), keeps its record.
TEST( NoticeRegister, ARunWritesOnlyWhatItSaw )
{
  QTemporaryDir dir;
  const QString registerPath = dir.filePath( QStringLiteral( "register.csv" ) );
  const QString roll = writeRoll( dir.filePath( QStringLiteral( "roll.gpkg" ) ) );
  ASSERT_TRUE( notices( roll, registerPath, QStringLiteral( "2026-12-01" ), dir.path() ).ok );

  const QString district = roll + QStringLiteral( "|subset=\"apn\" = '9300-001-001'" );
  const SwTestRun::Result partial = notices( district, registerPath, QStringLiteral( "2027-01-04" ), dir.path() );
  ASSERT_TRUE( partial.ok ) << partial.error.toStdString();
  QList<QStringList> rows = SwTestFiles::readCsv( registerPath );
  ASSERT_EQ( rows.size(), 1 + 3 + 1 );
  EXPECT_EQ( rowsWithStatus( rows, QStringLiteral( "no longer qualifying" ) ), QStringList() );
  EXPECT_EQ( rows.at( 4 ).value( 8 ), QStringLiteral( "already noticed" ) );
  EXPECT_EQ( rows.at( 4 ).value( 11 ), QStringLiteral( "layer 'screened', FILTERED (filter \"apn\" = '9300-001-001'): 1 parcel(s) read, 1 decided" ) );
  EXPECT_TRUE( partial.warnings.join( '\n' ).contains( QStringLiteral( "INPUT is filtered" ) ) ) << partial.warnings.join( '\n' ).toStdString();
  EXPECT_TRUE( partial.infos.join( '\n' ).contains( QStringLiteral( "2 parcel(s) the register lists were not decided by this run and keep their record" ) ) ) << partial.infos.join( '\n' ).toStdString();

  QTemporaryDir later;
  const SwTestRun::Result whole = notices( writeRoll( later.filePath( QStringLiteral( "roll.gpkg" ) ), 0, QVariant() ), registerPath, QStringLiteral( "2027-02-01" ), later.path() );
  ASSERT_TRUE( whole.ok ) << whole.error.toStdString();
  rows = SwTestFiles::readCsv( registerPath );
  EXPECT_EQ( rowsWithStatus( rows, QStringLiteral( "no longer qualifying" ) ), QStringList{ QStringLiteral( "3:9300-001-003" ) } );
  EXPECT_TRUE( whole.warnings.join( '\n' ).contains( QStringLiteral( "1 parcel(s) have an empty 'qualifies': not decided" ) ) ) << whole.warnings.join( '\n' ).toStdString();
}

// Another city's register given as REGISTER: its owners would be treated as noticed. Refused by name, untouched.
TEST( NoticeRegister, AnotherCitysRegisterIsRefused )
{
  QTemporaryDir dir;
  const QString registerPath = dir.filePath( QStringLiteral( "register.csv" ) );
  const QString roll = writeRoll( dir.filePath( QStringLiteral( "roll.gpkg" ) ) );
  ASSERT_TRUE( notices( roll, registerPath, QStringLiteral( "2026-12-01" ), dir.path() ).ok );
  QByteArray other = bytesOf( registerPath );
  other.replace( ",signal-hill,", ",cudahy," );
  writeBytes( registerPath, other );
  const SwTestRun::Result refused = notices( roll, registerPath, QStringLiteral( "2027-01-04" ), dir.path() );
  EXPECT_FALSE( refused.ok );
  EXPECT_TRUE( refused.error.contains( QStringLiteral( "line 2: this row was written under profile 'cudahy', and this run screens under 'signal-hill': another city's register" ) ) ) << refused.error.toStdString();
  EXPECT_EQ( bytesOf( registerPath ), other );
}

// A register on the city's shared drive, reached through a symbolic link,
// kept private (600) or read-only (444): the link stays a link, the shared
// file gets the run's rows, its permissions stay.
TEST( NoticeRegister, ALinkedRegisterIsWrittenWhereItPointsWithItsPermissions )
{
  for ( const mode_t mode : { mode_t( 0600 ), mode_t( 0444 ) } )
  {
    QTemporaryDir dir;
    const QString shared = dir.filePath( QStringLiteral( "shared-drive-register.csv" ) );
    const QString link = dir.filePath( QStringLiteral( "register.csv" ) );
    const QString roll = writeRoll( dir.filePath( QStringLiteral( "roll.gpkg" ) ) );
    ASSERT_TRUE( notices( roll, shared, QStringLiteral( "2026-12-01" ), dir.path() ).ok );
    ASSERT_EQ( ::chmod( QFile::encodeName( shared ).constData(), mode ), 0 );
    ASSERT_EQ( ::symlink( "shared-drive-register.csv", QFile::encodeName( link ).constData() ), 0 );

    const SwTestRun::Result run = notices( roll, link, QStringLiteral( "2027-01-04" ), dir.path() );
    ASSERT_TRUE( run.ok ) << run.error.toStdString();
    EXPECT_TRUE( QFileInfo( link ).isSymLink() );
    EXPECT_EQ( SwTestFiles::readCsv( shared ).size(), 1 + 3 + 3 );
    struct stat after;
    ASSERT_EQ( ::stat( QFile::encodeName( shared ).constData(), &after ), 0 );
    EXPECT_EQ( after.st_mode & 07777, mode );
  }
}

// MUÑOZ saved by a Latin-1 editor: byte 0xD1, not UTF-8. Read as UTF-8 it
// would become a replacement character and the rewritten register would
// lose the owner's name. Refused with the line; not a byte changed.
TEST( NoticeRegister, ARegisterInAnotherCharacterSetIsRefusedWithItsLine )
{
  QTemporaryDir dir;
  const QString registerPath = dir.filePath( QStringLiteral( "register.csv" ) );
  const QByteArray latin1 = LEGACY_HEADER.toUtf8() + QByteArray( "1,VP-20261201-0001,MU\xD1OZ,MU\xD1OZ,9300-001-001,2026-12-01,2027-06-01,mail,new,\r\n" );
  writeBytes( registerPath, latin1 );
  const SwTestRun::Result refused = notices( writeRoll( dir.filePath( QStringLiteral( "roll.gpkg" ) ) ), registerPath, QStringLiteral( "2027-01-04" ), dir.path() );
  EXPECT_FALSE( refused.ok );
  EXPECT_TRUE( refused.error.contains( QStringLiteral( "line 2 is not UTF-8 text" ) ) ) << refused.error.toStdString();
  EXPECT_EQ( bytesOf( registerPath ), latin1 );

  // Saved again as UTF-8 (a spreadsheet's "CSV UTF-8", byte order mark and all; a name beyond the first plane too): read, and the name kept letter for letter.
  const QString owner = QStringLiteral( "MU\u00d1OZ \U0001D49C" );
  writeBytes( registerPath, QByteArray( "\xEF\xBB\xBF" ) + ( LEGACY_HEADER + QStringLiteral( "1,VP-20261201-0001,MUNOZ,%1,9300-001-001,2026-12-01,2027-06-01,mail,new,\r\n" ).arg( owner ) ).toUtf8() );
  const SwTestRun::Result read = notices( writeRoll( dir.filePath( QStringLiteral( "roll2.gpkg" ) ) ), registerPath, QStringLiteral( "2027-01-04" ), dir.path() );
  ASSERT_TRUE( read.ok ) << read.error.toStdString();
  EXPECT_EQ( SwTestFiles::readCsv( registerPath ).at( 1 ).at( 3 ), owner );
}

// A deadline is the notice date plus the days under the city's rule (Signal
// Hill D: 180 days; the profile moves a deadline past what is not a court
// day). December 1, 2026 + 180 days = May 30, 2027, a Sunday; Monday May 31
// is Memorial Day; so June 1, 2027. A hand edit to 2020-01-01 (before the
// notice), to June 2 (not the rule's for 180 days), or, in a register
// written before the days were recorded, to Saturday June 5 (no count of
// days ends there) is refused with its line. The unedited older register
// is read, and written back with the new columns, its row unchanged.
TEST( NoticeRegister, ADeadlineTheNoticeDidNotGiveIsRefusedWithItsLine )
{
  QTemporaryDir dir;
  const QString roll = writeRoll( dir.filePath( QStringLiteral( "roll.gpkg" ) ) );
  const QString registerPath = dir.filePath( QStringLiteral( "register.csv" ) );
  const QString row = QStringLiteral( "1,VP-20261201-0001,GARCIA MARIA,\"GARCIA, MARIA\",9300-001-001,2026-12-01,%1,mail,new,%2\r\n" );
  const QString withDays = QStringLiteral( ",signal-hill,\"layer 'screened' as given: 3 parcel(s) read, 3 decided\",180" );
  struct Case
  {
    QByteArray text;
    QString expected;
  };
  const QString header = LEGACY_HEADER.trimmed() + QStringLiteral( ",profile,scope,compliance_days\r\n" );
  const QList<Case> cases{
    { ( header + row.arg( QStringLiteral( "2020-01-01" ), withDays ) ).toUtf8(), QStringLiteral( "line 2 is not a register row: compliance_deadline 2020-01-01 is not after its notice_date 2026-12-01" ) },
    { ( header + row.arg( QStringLiteral( "2027-06-02" ), withDays ) ).toUtf8(), QStringLiteral( "line 2: notice VP-20261201-0001 dated 2026-12-01 with 180 days has the deadline 2027-06-01 under the city's rule, not 2027-06-02" ) },
    { ( LEGACY_HEADER + row.arg( QStringLiteral( "2027-06-05" ), QString() ) ).toUtf8(), QStringLiteral( "line 2: notice VP-20261201-0001 dated 2026-12-01 cannot have the deadline 2027-06-05 under the city's rule" ) },
  };
  for ( const Case &c : cases )
  {
    writeBytes( registerPath, c.text );
    const SwTestRun::Result refused = notices( roll, registerPath, QStringLiteral( "2027-01-04" ), dir.path() );
    EXPECT_FALSE( refused.ok );
    EXPECT_TRUE( refused.error.contains( c.expected ) ) << refused.error.toStdString();
    EXPECT_EQ( bytesOf( registerPath ), c.text );
  }

  writeBytes( registerPath, ( LEGACY_HEADER + row.arg( QStringLiteral( "2027-06-01" ), QString() ) ).toUtf8() );
  const SwTestRun::Result upgraded = notices( roll, registerPath, QStringLiteral( "2027-01-04" ), dir.path() );
  ASSERT_TRUE( upgraded.ok ) << upgraded.error.toStdString();
  const QList<QStringList> rows = SwTestFiles::readCsv( registerPath );
  EXPECT_EQ( rows.first().size(), 13 );
  EXPECT_EQ( rows.at( 1 ), ( QStringList{ QStringLiteral( "1" ), QStringLiteral( "VP-20261201-0001" ), QStringLiteral( "GARCIA MARIA" ), QStringLiteral( "GARCIA, MARIA" ), QStringLiteral( "9300-001-001" ), QStringLiteral( "2026-12-01" ), QStringLiteral( "2027-06-01" ), QStringLiteral( "mail" ), QStringLiteral( "new" ), QString(), QString(), QString(), QString() } ) );
}
