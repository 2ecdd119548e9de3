/***************************************************************************
  test_postgis_input.cpp: a PostGIS input that cannot be read is named with
  what PostgreSQL said, before any work: a wrong password, no server, no
  such table, a view without its key, a filter that is not SQL, a table
  another session has locked (waited for, then the session named). A
  password never appears in what a run says or writes.
 ***************************************************************************/
#include "swtestdata.h"
#include "../infeasibility/swtestpostgis.h"
#include "swtestrun.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QRegularExpression>
#include <QTemporaryDir>

#include <gtest/gtest.h>

namespace
{
  const QString DATABASE = QStringLiteral( "database 'postgres' on this machine" );
  const QString PLACE = QStringLiteral( "in " ) + DATABASE;
  const QString CANARY = QStringLiteral( "CANARY-7f3a9c" );
} // namespace

class PostgisInput : public ::testing::Test
{
protected:
  static void SetUpTestSuite()
  {
    sServer = new SwTestPostgis;
    if ( sServer->ok() )
      sServer->load( SwTestData::sampleDataDir() + QStringLiteral( "/city.gpkg" ), { QStringLiteral( "parcels" ), QStringLiteral( "esa" ) } );
  }
  static void TearDownTestSuite()
  {
    delete sServer;
    sServer = nullptr;
  }
  void SetUp() override
  {
    ASSERT_TRUE( SwTestPostgis::available() ) << "PostgreSQL is not installed";
    ASSERT_TRUE( sServer->ok() ) << sServer->error().toStdString();
    qputenv( "STORMWATER_LOCK_WAIT_SECONDS", "1" );
  }
  void TearDown() override
  {
    sServer->release();
    qunsetenv( "STORMWATER_LOCK_WAIT_SECONDS" );
  }
  static SwTestRun::Result esa( const QString &parcels, const QString &output )
  {
    return SwTestRun::run( QStringLiteral( "stormwater:esaadjacency" ), { { QStringLiteral( "PARCELS" ), parcels }, { QStringLiteral( "SENSITIVE_AREAS" ), SwTestData::sampleLayer( QStringLiteral( "esa" ) ) }, { QStringLiteral( "OUTPUT" ), output } } );
  }
  static SwTestPostgis *sServer;
};

SwTestPostgis *PostgisInput::sServer = nullptr;

TEST_F( PostgisInput, ATableIsReadAndScreened )
{
  QTemporaryDir dir;
  const SwTestRun::Result result = esa( sServer->source( QStringLiteral( "parcels" ) ), dir.filePath( QStringLiteral( "screened.gpkg" ) ) );
  ASSERT_TRUE( result.ok ) << result.error.toStdString();
}

TEST_F( PostgisInput, EachReasonIsWhatPostgresqlSaid )
{
  QTemporaryDir dir;
  const QString output = dir.filePath( QStringLiteral( "screened.gpkg" ) );
  sServer->query( QStringLiteral( "CREATE OR REPLACE VIEW parcels_view AS SELECT * FROM parcels" ) );
  ASSERT_TRUE( sServer->requirePassword( QStringLiteral( "clerk" ), QStringLiteral( "right-one" ) ) );
  const QString clerk = sServer->source( QStringLiteral( "parcels" ) ).replace( QStringLiteral( "user='postgres'" ), QStringLiteral( "user='clerk' password='%1'" ).arg( CANARY ) );

  EXPECT_EQ( esa( clerk, output ).error, QStringLiteral( "PARCELS: cannot connect to %1: connection to server on socket \"%2/.s.PGSQL.%3\" failed: password authentication failed for user \"clerk\"" ).arg( DATABASE, sServer->socketDir() ).arg( sServer->port() ) );
  const SwTestRun::Result noServer = esa( sServer->source( QStringLiteral( "parcels" ) ).replace( QStringLiteral( "host=%1" ).arg( sServer->socketDir() ), QStringLiteral( "host=/nonexistent" ) ), output );
  EXPECT_TRUE( noServer.error.startsWith( QStringLiteral( "PARCELS: cannot connect to %1: connection to server on socket \"/nonexistent/.s.PGSQL.%2\" failed: No such file or directory" ).arg( DATABASE ).arg( sServer->port() ) ) ) << noServer.error.toStdString();
  EXPECT_EQ( esa( sServer->source( QStringLiteral( "parcelz" ) ), output ).error, QStringLiteral( "PARCELS: there is no table \"public\".\"parcelz\" %1" ).arg( PLACE ) );
  EXPECT_EQ( esa( sServer->source( QStringLiteral( "parcels_view" ) ).replace( QStringLiteral( "key='ogc_fid' " ), QString() ), output ).error, QStringLiteral( "PARCELS: \"public\".\"parcels_view\" %1 is a view; name a column of unique values to read it by, e.g. key='apn' in the source" ).arg( PLACE ) );
  EXPECT_EQ( esa( sServer->source( QStringLiteral( "parcels" ) ) + QStringLiteral( " sql=lot_sqft >>> 5" ), output ).error, QStringLiteral( "PARCELS: the filter of \"public\".\"parcels\" %1 (sql=lot_sqft >>> 5) cannot be used: operator does not exist: double precision >>> integer" ).arg( PLACE ) );
  EXPECT_FALSE( QFile::exists( output ) );
}

TEST_F( PostgisInput, ALockedTableIsWaitedForThenTheSessionIsNamed )
{
  QTemporaryDir dir;
  const auto writer = sServer->hold( QStringLiteral( "BEGIN; LOCK TABLE parcels IN ACCESS EXCLUSIVE MODE" ), QStringLiteral( "SELECT count(*) > 0 FROM pg_locks l JOIN pg_stat_activity a ON a.pid = l.pid WHERE a.application_name = 'swtest-holder' AND l.relation = 'parcels'::regclass AND l.granted" ) );
  ASSERT_TRUE( sServer->ok() ) << sServer->error().toStdString();
  const SwTestRun::Result result = esa( sServer->source( QStringLiteral( "parcels" ) ), dir.filePath( QStringLiteral( "screened.gpkg" ) ) );
  const QRegularExpression expected( QStringLiteral( "^PARCELS: \"public\"\\.\"parcels\" in database 'postgres' on this machine is locked by session \\d+ \\(application 'swtest-holder', user 'postgres', since [0-9: -]+\\); waited 1 s; nothing was read or written; run again when it is free$" ) );
  EXPECT_TRUE( expected.match( result.error ).hasMatch() ) << result.error.toStdString();
}

TEST_F( PostgisInput, APasswordIsInNothingARunSaysOrWrites )
{
  // The server trusts local users, so a canary password is accepted and carried everywhere the source goes.
  QTemporaryDir dir;
  const QString source = sServer->source( QStringLiteral( "parcels" ) ).replace( QStringLiteral( "user='postgres'" ), QStringLiteral( "user='postgres' password='%1'" ).arg( CANARY ) );
  const QVariantMap parameters{ { QStringLiteral( "PARCELS" ), source }, { QStringLiteral( "SENSITIVE_AREAS" ), SwTestData::sampleLayer( QStringLiteral( "esa" ) ) }, { QStringLiteral( "WELLS" ), SwTestData::sampleLayer( QStringLiteral( "wells" ) ) }, { QStringLiteral( "STRUCTURES" ), SwTestData::sampleLayer( QStringLiteral( "structures" ) ) }, { QStringLiteral( "IMPROVEMENTS" ), SwTestData::sampleLayer( QStringLiteral( "improvements" ) ) }, { QStringLiteral( "DEM" ), SwTestData::sampleDataDir() + QStringLiteral( "/dem.tif" ) }, { QStringLiteral( "OUTPUT" ), dir.filePath( QStringLiteral( "screened.gpkg" ) ) }, { QStringLiteral( "REPORT" ), dir.filePath( QStringLiteral( "report.html" ) ) } };
  const SwTestRun::Result result = SwTestRun::run( QStringLiteral( "stormwater:screenparcels" ), parameters );
  ASSERT_TRUE( result.ok ) << result.error.toStdString();
  EXPECT_FALSE( ( result.infos + result.warnings ).join( '\n' ).contains( CANARY ) );
  int files = 0;
  QDirIterator it( dir.path(), QDir::Files | QDir::Hidden, QDirIterator::Subdirectories );
  while ( it.hasNext() )
  {
    QFile file( it.next() );
    ASSERT_TRUE( file.open( QIODevice::ReadOnly ) );
    EXPECT_FALSE( file.readAll().contains( CANARY.toUtf8() ) ) << it.filePath().toStdString();
    ++files;
  }
  EXPECT_GE( files, 2 );
}
