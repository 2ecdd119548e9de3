/***************************************************************************
  test_postgis_output.cpp: the PostGIS side of the safety matrix. An output
  table is committed like a GeoPackage layer: all or nothing, last. Each
  case looks at the table before and after (rows, columns, what depends on
  it), asserts the exact message, and that no staging table is left
  behind unless the run was killed (then the next run removes it).
 ***************************************************************************/
#include "swtestdata.h"
#include "../infeasibility/swtestpostgis.h"
#include "swtestrun.h"
#include "swtestsqlite.h"

#include <QFile>
#include <QTemporaryDir>

#include <QRegularExpression>

#include <gtest/gtest.h>

namespace
{
  const QString PLACE = QStringLiteral( "in database 'postgres' on this machine" );
  const QString STAGING_COUNT = QStringLiteral( "SELECT count(*) FROM pg_class WHERE relname LIKE '\\_stormwater\\_staging\\_%'" );

  /**
   * Feedback that does \a act once, while the rows are being written: at
   * the first message said while a staging table exists (the sample city's
   * rows go in one batch, so the count of parcels written is that moment).
   */
  class WhileWritingFeedback : public SwTestRun::RecordingFeedback
  {
  public:
    WhileWritingFeedback( SwTestPostgis &server, std::function<void( WhileWritingFeedback & )> act )
      : mServer( server )
      , mAct( std::move( act ) )
    {
    }
    void pushInfo( const QString &info ) override
    {
      SwTestRun::RecordingFeedback::pushInfo( info );
      if ( mDone || mServer.query( STAGING_COUNT ) == QStringList( { QStringLiteral( "0" ) } ) )
        return;
      mDone = true;
      mAct( *this );
    }
    bool acted() const { return mDone; }

  private:
    SwTestPostgis &mServer;
    std::function<void( WhileWritingFeedback & )> mAct;
    bool mDone = false;
  };
} // namespace

class PostgisOutput : public ::testing::Test
{
protected:
  static void SetUpTestSuite()
  {
    sServer = new SwTestPostgis;
    if ( sServer->ok() )
      sServer->load( SwTestData::sampleDataDir() + QStringLiteral( "/city.gpkg" ), { QStringLiteral( "parcels" ) } );
  }
  static void TearDownTestSuite()
  {
    delete sServer;
    sServer = nullptr;
  }
  void SetUp() override
  {
    // scripts/install-deps installs PostgreSQL and PostGIS: their absence is a failure, not a skip.
    ASSERT_TRUE( SwTestPostgis::available() ) << "PostgreSQL is not installed";
    ASSERT_TRUE( sServer->ok() ) << sServer->error().toStdString();
    qputenv( "STORMWATER_LOCK_WAIT_SECONDS", "1" );
  }
  void TearDown() override
  {
    sServer->release();
    qunsetenv( "STORMWATER_LOCK_WAIT_SECONDS" );
  }

  //! A copy of the county's roll, as a city keeps its own table: 3,107 parcels.
  static void copyRoll( const QString &table )
  {
    sServer->query( QStringLiteral( "DROP TABLE IF EXISTS %1 CASCADE; CREATE TABLE %1 AS SELECT * FROM parcels" ).arg( table ) );
  }
  static QStringList rollFigures( const QString &table )
  {
    return sServer->query( QStringLiteral( "SELECT count(*), sum(lot_sqft)::bigint, count(apn) FROM %1" ).arg( table ) );
  }
  //! ESA adjacency of the sample city into \a destination.
  static QVariantMap esa( const QString &destination, bool overwrite = false )
  {
    return { { QStringLiteral( "PARCELS" ), SwTestData::sampleLayer( QStringLiteral( "parcels" ) ) }, { QStringLiteral( "SENSITIVE_AREAS" ), SwTestData::sampleLayer( QStringLiteral( "esa" ) ) }, { QStringLiteral( "OUTPUT" ), destination }, { QStringLiteral( "OVERWRITE" ), overwrite } };
  }
  static QString table( const QString &name ) { return sServer->processingDestination( name ); }

  static SwTestPostgis *sServer;
};

SwTestPostgis *PostgisOutput::sServer = nullptr;

TEST_F( PostgisOutput, AnExistingTableIsReplacedOnlyWhenAsked )
{
  copyRoll( QStringLiteral( "roll_asked" ) );
  const QStringList before = rollFigures( QStringLiteral( "roll_asked" ) );
  ASSERT_EQ( before.value( 0 ).section( '|', 0, 0 ), QStringLiteral( "3107" ) );

  const SwTestRun::Result refused = SwTestRun::run( QStringLiteral( "stormwater:esaadjacency" ), esa( table( QStringLiteral( "roll_asked" ) ) ) );
  EXPECT_FALSE( refused.ok );
  EXPECT_EQ( refused.error, QStringLiteral( "OUTPUT: the table \"public\".\"roll_asked\" already exists in database 'postgres' on this machine; set OVERWRITE to replace it, or name another table; nothing was written" ) );
  EXPECT_EQ( rollFigures( QStringLiteral( "roll_asked" ) ), before );
  EXPECT_TRUE( sServer->query( QStringLiteral( "SELECT column_name FROM information_schema.columns WHERE table_name = 'roll_asked' AND column_name = 'esa_relation'" ) ).isEmpty() );

  // A new table needs no permission; the log counts the rows in the committed table.
  const SwTestRun::Result fresh = SwTestRun::run( QStringLiteral( "stormwater:esaadjacency" ), esa( table( QStringLiteral( "roll_asked_screened" ) ) ) );
  ASSERT_TRUE( fresh.ok ) << fresh.error.toStdString();
  EXPECT_EQ( sServer->query( QStringLiteral( "SELECT count(*), count(DISTINCT apn), min(id), max(id) FROM roll_asked_screened" ) ), QStringList( { QStringLiteral( "3107|3107|1|3107" ) } ) );
  EXPECT_TRUE( fresh.infos.contains( QStringLiteral( "OUTPUT: 3107 rows committed to \"public\".\"roll_asked_screened\" %1" ).arg( PLACE ) ) ) << fresh.infos.join( '\n' ).toStdString();
  // As QGIS's own writer leaves a database output: a layer opened on the committed table.
  EXPECT_TRUE( fresh.outputs.value( QStringLiteral( "OUTPUT" ) ).toString().startsWith( QStringLiteral( "roll_asked_screened_" ) ) ) << fresh.outputs.value( QStringLiteral( "OUTPUT" ) ).toString().toStdString();
  // Indexed, keyed, and a row added later (an edit in QGIS) is numbered after the run's.
  EXPECT_EQ( sServer->query( QStringLiteral( "SELECT indexname FROM pg_indexes WHERE tablename = 'roll_asked_screened' ORDER BY 1" ) ), QStringList( { QStringLiteral( "roll_asked_screened_geom_idx" ), QStringLiteral( "roll_asked_screened_pkey" ) } ) );
  EXPECT_EQ( sServer->query( QStringLiteral( "INSERT INTO roll_asked_screened (apn) VALUES ('9999-999-999') RETURNING id" ) ), QStringList( { QStringLiteral( "3108" ) } ) );

  // Asked for: the table is replaced by the screened parcels.
  const SwTestRun::Result replaced = SwTestRun::run( QStringLiteral( "stormwater:esaadjacency" ), esa( table( QStringLiteral( "roll_asked" ) ), true ) );
  ASSERT_TRUE( replaced.ok ) << replaced.error.toStdString();
  // Every parcel once; the sample city's one parcel without a geometry has no relation.
  EXPECT_EQ( sServer->query( QStringLiteral( "SELECT count(*), count(esa_relation) FROM roll_asked" ) ), QStringList( { QStringLiteral( "3107|3106" ) } ) );
  EXPECT_EQ( sServer->query( STAGING_COUNT ), QStringList( { QStringLiteral( "0" ) } ) );
}

TEST_F( PostgisOutput, ANameLongerThanPostgresqlKeepsIsRefusedBeforeItCutsIntoAnother )
{
  // PostgreSQL keeps the first 63 bytes of a name: "..._screened" would be written as the city's own table.
  const QString kept = QStringLiteral( "parcels_" ) + QString( 55, 'a' );
  ASSERT_EQ( kept.toUtf8().size(), 63 );
  sServer->query( QStringLiteral( "CREATE TABLE %1 (keep integer); INSERT INTO %1 VALUES (42)" ).arg( kept ) );
  const SwTestRun::Result refused = SwTestRun::run( QStringLiteral( "stormwater:esaadjacency" ), esa( table( kept + QStringLiteral( "_screened" ) ), true ) );
  EXPECT_FALSE( refused.ok );
  EXPECT_EQ( refused.error, QStringLiteral( "OUTPUT: the table name \"%1_screened\" is 72 bytes long; PostgreSQL keeps only the first 63 bytes of a name, so it would write \"%1\", which may be another table; give a name of at most 63 bytes; nothing was written" ).arg( kept ) );
  EXPECT_EQ( sServer->query( QStringLiteral( "SELECT * FROM %1" ).arg( kept ) ), QStringList( { QStringLiteral( "42" ) } ) );
}

TEST_F( PostgisOutput, AQuotedSchemaIsWrittenWhereItSaysAndTheLogNamesIt )
{
  sServer->query( QStringLiteral( "CREATE SCHEMA \"no\"\"schema\"" ) );
  const QString connection = table( QStringLiteral( "x" ) ).section( QStringLiteral( " table=" ), 0, 0 );
  // SQL's doubled quote, and QGIS's own backslash escape: the same schema.
  for ( const auto &[destination, name] : { std::make_pair( connection + QStringLiteral( " table=\"no\"\"schema\".\"t1\" (geom)" ), QStringLiteral( "t1" ) ), std::make_pair( connection + QStringLiteral( " table=\"no\\\"schema\".\"t2\" (geom)" ), QStringLiteral( "t2" ) ) } )
  {
    const SwTestRun::Result result = SwTestRun::run( QStringLiteral( "stormwater:esaadjacency" ), esa( destination ) );
    ASSERT_TRUE( result.ok ) << result.error.toStdString();
    EXPECT_EQ( sServer->query( QStringLiteral( "SELECT count(*) FROM \"no\"\"schema\".%1" ).arg( name ) ), QStringList( { QStringLiteral( "3107" ) } ) );
    EXPECT_TRUE( result.infos.contains( QStringLiteral( "OUTPUT: 3107 rows committed to \"no\"\"schema\".\"%1\" %2" ).arg( name, PLACE ) ) ) << result.infos.join( '\n' ).toStdString();
  }
  EXPECT_EQ( sServer->query( QStringLiteral( "SELECT count(*) FROM pg_class WHERE relname IN ('no', 't1', 't2') AND relnamespace = 'public'::regnamespace" ) ), QStringList( { QStringLiteral( "0" ) } ) );
  // A name glued to more text is not guessed at.
  const SwTestRun::Result glued = SwTestRun::run( QStringLiteral( "stormwater:esaadjacency" ), esa( connection + QStringLiteral( " table=\"no\"schema.\"t3\" (geom)" ) ) );
  EXPECT_EQ( glued.error, QStringLiteral( "OUTPUT: cannot read the table name in table=\"no\"schema.\"t3\" (geom): write it \"schema\".\"table\", a quote inside a name doubled; nothing was written" ) );
}

TEST_F( PostgisOutput, ATableWithTheSameColumnsKeepsWhatTheDatabaseReliesOn )
{
  ASSERT_TRUE( SwTestRun::run( QStringLiteral( "stormwater:esaadjacency" ), esa( table( QStringLiteral( "screened_kept" ) ) ) ).ok );
  // What a city builds on its screening table: a view, a read-only role, an audit trigger, a foreign key.
  sServer->query( QStringLiteral( "CREATE VIEW screened_near AS SELECT apn FROM screened_kept WHERE esa_relation <> 'outside';"
                                  "DO $$BEGIN CREATE ROLE planner_ro; EXCEPTION WHEN duplicate_object THEN NULL; END$$;"
                                  "GRANT SELECT ON screened_kept TO planner_ro;"
                                  "CREATE TABLE screened_audit (at timestamptz);"
                                  "CREATE FUNCTION screened_note() RETURNS trigger LANGUAGE plpgsql AS $$BEGIN INSERT INTO screened_audit VALUES (now()); RETURN NULL; END$$;"
                                  "CREATE TRIGGER screened_note AFTER INSERT ON screened_kept FOR EACH STATEMENT EXECUTE FUNCTION screened_note();"
                                  "CREATE TABLE screened_visits (parcel integer REFERENCES screened_kept (id))" ) );
  const QStringList near = sServer->query( QStringLiteral( "SELECT count(*) FROM screened_near" ) );
  ASSERT_NE( near, QStringList( { QStringLiteral( "0" ) } ) );

  const SwTestRun::Result result = SwTestRun::run( QStringLiteral( "stormwater:esaadjacency" ), esa( table( QStringLiteral( "screened_kept" ) ), true ) );
  ASSERT_TRUE( result.ok ) << result.error.toStdString();
  EXPECT_TRUE( result.infos.contains( QStringLiteral( "OUTPUT: the rows of \"public\".\"screened_kept\" %1 replaced; the table keeps its owner, grants, triggers, and the views and foreign keys on it" ).arg( PLACE ) ) ) << result.infos.join( '\n' ).toStdString();
  EXPECT_EQ( sServer->query( QStringLiteral( "SELECT count(*), min(id), max(id) FROM screened_kept" ) ), QStringList( { QStringLiteral( "3107|1|3107" ) } ) );
  EXPECT_EQ( sServer->query( QStringLiteral( "SELECT count(*) FROM screened_near" ) ), near );
  EXPECT_EQ( sServer->query( QStringLiteral( "SELECT has_table_privilege('planner_ro', 'screened_kept', 'SELECT')" ) ), QStringList( { QStringLiteral( "t" ) } ) );
  EXPECT_EQ( sServer->query( QStringLiteral( "SELECT count(*) FROM screened_audit" ) ), QStringList( { QStringLiteral( "1" ) } ) );
  EXPECT_EQ( sServer->query( QStringLiteral( "SELECT count(*) FROM pg_constraint WHERE contype = 'f' AND confrelid = 'screened_kept'::regclass" ) ), QStringList( { QStringLiteral( "1" ) } ) );
  EXPECT_EQ( sServer->query( STAGING_COUNT ), QStringList( { QStringLiteral( "0" ) } ) );
}

TEST_F( PostgisOutput, ATableWithOtherColumnsAndAViewOnItIsRefusedBeforeAnyRow )
{
  copyRoll( QStringLiteral( "roll_viewed" ) );
  sServer->query( QStringLiteral( "CREATE VIEW roll_acre_lots AS SELECT apn FROM roll_viewed WHERE lot_sqft >= 43560" ) );
  const QStringList before = rollFigures( QStringLiteral( "roll_viewed" ) );
  const SwTestRun::Result refused = SwTestRun::run( QStringLiteral( "stormwater:esaadjacency" ), esa( table( QStringLiteral( "roll_viewed" ) ), true ) );
  EXPECT_FALSE( refused.ok );
  EXPECT_EQ( refused.error, QStringLiteral( "OUTPUT: \"public\".\"roll_viewed\" %1 cannot be replaced: its columns differ from the output's and the view roll_acre_lots depend(s) on it; drop or change them, or name another table; nothing was written" ).arg( PLACE ) );
  EXPECT_EQ( rollFigures( QStringLiteral( "roll_viewed" ) ), before );
  EXPECT_EQ( sServer->query( STAGING_COUNT ), QStringList( { QStringLiteral( "0" ) } ) );
}

TEST_F( PostgisOutput, ATableReplacedWholeSaysWhatWentWithIt )
{
  copyRoll( QStringLiteral( "roll_whole" ) );
  sServer->query( QStringLiteral( "DO $$BEGIN CREATE ROLE planner_ro; EXCEPTION WHEN duplicate_object THEN NULL; END$$;"
                                  "GRANT SELECT ON roll_whole TO planner_ro;"
                                  "CREATE FUNCTION roll_touch() RETURNS trigger LANGUAGE plpgsql AS $$BEGIN RETURN NEW; END$$;"
                                  "CREATE TRIGGER roll_touch BEFORE UPDATE ON roll_whole FOR EACH ROW EXECUTE FUNCTION roll_touch()" ) );
  const SwTestRun::Result result = SwTestRun::run( QStringLiteral( "stormwater:esaadjacency" ), esa( table( QStringLiteral( "roll_whole" ) ), true ) );
  ASSERT_TRUE( result.ok ) << result.error.toStdString();
  const QString note = result.infos.filter( QStringLiteral( "replaced whole" ) ).value( 0 );
  EXPECT_TRUE( note.startsWith( QStringLiteral( "OUTPUT: \"public\".\"roll_whole\" %1 replaced whole (its columns differed from the output's); what went with it: the trigger \"roll_touch\", its grants (" ).arg( PLACE ) ) ) << note.toStdString();
  EXPECT_TRUE( note.contains( QStringLiteral( "planner_ro=r/postgres" ) ) ) << note.toStdString();
  EXPECT_EQ( sServer->query( QStringLiteral( "SELECT count(*), count(esa_relation) FROM roll_whole" ) ), QStringList( { QStringLiteral( "3107|3106" ) } ) );
}

TEST_F( PostgisOutput, ACancelledReplaceLeavesTheTableAsItWas )
{
  copyRoll( QStringLiteral( "roll_cancel" ) );
  const QStringList before = rollFigures( QStringLiteral( "roll_cancel" ) );
  WhileWritingFeedback feedback( *sServer, []( WhileWritingFeedback &f )
                                 { f.cancel(); } );
  const SwTestRun::Result result = SwTestRun::run( QStringLiteral( "stormwater:esaadjacency" ), esa( table( QStringLiteral( "roll_cancel" ) ), true ), &feedback );
  ASSERT_TRUE( feedback.acted() );
  EXPECT_FALSE( result.ok );
  EXPECT_EQ( result.error, QStringLiteral( "Canceled: no output was written" ) );
  EXPECT_EQ( rollFigures( QStringLiteral( "roll_cancel" ) ), before );
  EXPECT_EQ( sServer->query( STAGING_COUNT ), QStringList( { QStringLiteral( "0" ) } ) );
}

TEST_F( PostgisOutput, ALostConnectionIsAFailureAndTheNextRunClearsWhatItLeft )
{
  copyRoll( QStringLiteral( "roll_lost" ) );
  const QStringList before = rollFigures( QStringLiteral( "roll_lost" ) );
  // The server ends the run's session while the rows are being written, as a restart or a network cut would.
  WhileWritingFeedback feedback( *sServer, []( WhileWritingFeedback &f )
                                 { f.infos << QStringLiteral( "terminated: " ) + sServer->query( QStringLiteral( "SELECT count(pg_terminate_backend(pid)) FROM pg_stat_activity WHERE application_name = 'stormwater-screening'" ) ).join( ',' ); } );
  const SwTestRun::Result result = SwTestRun::run( QStringLiteral( "stormwater:esaadjacency" ), esa( table( QStringLiteral( "roll_lost" ) ), true ), &feedback );
  ASSERT_TRUE( feedback.acted() );
  EXPECT_FALSE( result.ok ) << feedback.infos.join( '\n' ).toStdString();
  EXPECT_TRUE( result.error.startsWith( QStringLiteral( "OUTPUT: could not write \"public\".\"roll_lost\" %1: the connection to the server was lost (" ).arg( PLACE ) ) ) << result.error.toStdString();
  EXPECT_TRUE( result.error.endsWith( QStringLiteral( "); the table is as it was before the run" ) ) ) << result.error.toStdString();
  EXPECT_EQ( rollFigures( QStringLiteral( "roll_lost" ) ), before );
  // Its staging table could not be dropped on a dead connection; the next run into the schema removes it.
  EXPECT_EQ( sServer->query( STAGING_COUNT ), QStringList( { QStringLiteral( "1" ) } ) );
  ASSERT_TRUE( SwTestRun::run( QStringLiteral( "stormwater:esaadjacency" ), esa( table( QStringLiteral( "roll_lost_next" ) ) ) ).ok );
  EXPECT_EQ( sServer->query( STAGING_COUNT ), QStringList( { QStringLiteral( "0" ) } ) );
}

TEST_F( PostgisOutput, ASecondRunOntoTheSameTableWaitsThenIsRefusedNamingTheFirst )
{
  // The first run's lock on the destination, held by another session.
  const auto first = sServer->hold( QStringLiteral( "SELECT pg_advisory_lock(1398210561, hashtext('\"public\".\"busy\"') & 2147483647)" ), QStringLiteral( "SELECT count(*) > 0 FROM pg_locks WHERE locktype = 'advisory' AND classid = 1398210561 AND granted" ) );
  ASSERT_TRUE( sServer->ok() ) << sServer->error().toStdString();
  const SwTestRun::Result result = SwTestRun::run( QStringLiteral( "stormwater:esaadjacency" ), esa( table( QStringLiteral( "busy" ) ) ) );
  EXPECT_FALSE( result.ok );
  const QRegularExpression expected( QStringLiteral( "^OUTPUT: another run is writing \"public\"\\.\"busy\" in database 'postgres' on this machine at this moment \\(session \\d+ \\(application 'swtest-holder', user 'postgres', since \\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d:\\d\\d\\)\\); waited 1 s; nothing was written; run again when it has finished$" ) );
  EXPECT_TRUE( expected.match( result.error ).hasMatch() ) << result.error.toStdString();
  EXPECT_EQ( sServer->query( QStringLiteral( "SELECT to_regclass('public.busy') IS NULL" ) ), QStringList( { QStringLiteral( "t" ) } ) );
}

TEST_F( PostgisOutput, ATableInUseIsWaitedForThenTheSessionIsNamed )
{
  copyRoll( QStringLiteral( "roll_in_use" ) );
  const QStringList before = rollFigures( QStringLiteral( "roll_in_use" ) );
  const auto reader = sServer->hold( QStringLiteral( "BEGIN; LOCK TABLE roll_in_use IN ACCESS SHARE MODE" ), QStringLiteral( "SELECT count(*) > 0 FROM pg_locks l JOIN pg_stat_activity a ON a.pid = l.pid WHERE a.application_name = 'swtest-holder' AND l.relation = 'roll_in_use'::regclass" ) );
  ASSERT_TRUE( sServer->ok() ) << sServer->error().toStdString();
  const SwTestRun::Result result = SwTestRun::run( QStringLiteral( "stormwater:esaadjacency" ), esa( table( QStringLiteral( "roll_in_use" ) ), true ) );
  EXPECT_FALSE( result.ok );
  const QRegularExpression expected( QStringLiteral( "^OUTPUT: \"public\"\\.\"roll_in_use\" in database 'postgres' on this machine is in use by session \\d+ \\(application 'swtest-holder', user 'postgres', since [0-9: -]+\\); waited 1 s; nothing was written; run again when it is free$" ) );
  EXPECT_TRUE( expected.match( result.error ).hasMatch() ) << result.error.toStdString();
  sServer->release();
  EXPECT_EQ( rollFigures( QStringLiteral( "roll_in_use" ) ), before );
  EXPECT_EQ( sServer->query( STAGING_COUNT ), QStringList( { QStringLiteral( "0" ) } ) );
}

TEST_F( PostgisOutput, AStagingTableOfARunStillGoingIsLeftAlone )
{
  // 777: a run still writing (its session holds the table's lock); 778: a run killed outright.
  sServer->query( QStringLiteral( "CREATE TABLE _stormwater_staging_777 (id integer); CREATE TABLE _stormwater_staging_778 (id integer)" ) );
  const auto running = sServer->hold( QStringLiteral( "SELECT pg_advisory_lock(1398210562, 777)" ), QStringLiteral( "SELECT count(*) > 0 FROM pg_locks WHERE locktype = 'advisory' AND classid = 1398210562 AND objid = 777 AND granted" ) );
  ASSERT_TRUE( sServer->ok() ) << sServer->error().toStdString();
  ASSERT_TRUE( SwTestRun::run( QStringLiteral( "stormwater:esaadjacency" ), esa( table( QStringLiteral( "roll_beside" ) ) ) ).ok );
  EXPECT_EQ( sServer->query( QStringLiteral( "SELECT relname FROM pg_class WHERE relname LIKE '\\_stormwater\\_staging\\_%' ORDER BY 1" ) ), QStringList( { QStringLiteral( "_stormwater_staging_777" ) } ) );
  sServer->release();
  sServer->query( QStringLiteral( "DROP TABLE _stormwater_staging_777" ) );
}

TEST_F( PostgisOutput, ANulCharacterIsRefusedNamingTheParcelAndField )
{
  // A roll exported with a stray NUL in an owner's name: PostgreSQL cannot store it, so the run names it rather than cut it.
  QTemporaryDir dir;
  const QString city = dir.filePath( QStringLiteral( "city.gpkg" ) );
  ASSERT_TRUE( QFile::copy( SwTestData::sampleDataDir() + QStringLiteral( "/city.gpkg" ), city ) );
  // The spatial index's update triggers call GDAL's SQL functions, which plain SQLite lacks: set aside for the edit.
  sqlite3 *db = nullptr;
  ASSERT_EQ( sqlite3_open_v2( QFile::encodeName( city ).constData(), &db, SQLITE_OPEN_READWRITE, nullptr ), SQLITE_OK );
  QStringList triggers;
  sqlite3_stmt *statement = nullptr;
  sqlite3_prepare_v2( db, "SELECT name, sql FROM sqlite_master WHERE type = 'trigger' AND tbl_name = 'parcels' AND sql LIKE '%UPDATE%'", -1, &statement, nullptr );
  while ( sqlite3_step( statement ) == SQLITE_ROW )
    triggers << QString::fromUtf8( reinterpret_cast<const char *>( sqlite3_column_text( statement, 0 ) ) ) << QString::fromUtf8( reinterpret_cast<const char *>( sqlite3_column_text( statement, 1 ) ) );
  sqlite3_finalize( statement );
  for ( int i = 0; i < triggers.size(); i += 2 )
    EXPECT_EQ( sqlite3_exec( db, QStringLiteral( "DROP TRIGGER \"%1\"" ).arg( triggers.at( i ) ).toUtf8().constData(), nullptr, nullptr, nullptr ), SQLITE_OK );
  EXPECT_EQ( sqlite3_exec( db, "UPDATE parcels SET owner = 'ACME' || char(0) || 'HOLDINGS' WHERE apn = '7001-001-001'", nullptr, nullptr, nullptr ), SQLITE_OK ) << sqlite3_errmsg( db );
  for ( int i = 1; i < triggers.size(); i += 2 )
    EXPECT_EQ( sqlite3_exec( db, triggers.at( i ).toUtf8().constData(), nullptr, nullptr, nullptr ), SQLITE_OK );
  sqlite3_close( db );
  ASSERT_EQ( SwTestSqlite::value( city, QStringLiteral( "SELECT length(CAST(owner AS BLOB)) FROM parcels WHERE apn = '7001-001-001'" ) ), QStringLiteral( "13" ) );
  QVariantMap parameters = esa( table( QStringLiteral( "nul_owner" ) ) );
  parameters.insert( QStringLiteral( "PARCELS" ), city + QStringLiteral( "|layername=parcels" ) );
  const SwTestRun::Result result = SwTestRun::run( QStringLiteral( "stormwater:esaadjacency" ), parameters );
  EXPECT_FALSE( result.ok );
  EXPECT_EQ( result.error, QStringLiteral( "OUTPUT: could not write \"public\".\"nul_owner\" %1: parcel 7001-001-001, field 'owner' holds a NUL character, which PostgreSQL cannot store in a text; remove it from the input; the table is as it was before the run" ).arg( PLACE ) );
  EXPECT_EQ( sServer->query( QStringLiteral( "SELECT to_regclass('public.nul_owner') IS NULL" ) ), QStringList( { QStringLiteral( "t" ) } ) );
  EXPECT_EQ( sServer->query( STAGING_COUNT ), QStringList( { QStringLiteral( "0" ) } ) );
}
