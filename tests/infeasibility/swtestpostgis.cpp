/***************************************************************************
  swtestpostgis.cpp: starting, loading, querying and stopping the test's
  own PostGIS server.
 ***************************************************************************/
#include "swtestpostgis.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QStandardPaths>
#include <QTcpServer>
#include <QThread>

#include <algorithm>

#include <unistd.h>

namespace
{
  const QString SERVER_USER = QStringLiteral( "postgres" );
  // initdb, start-up and CREATE EXTENSION take a few seconds on a busy machine.
  constexpr int TIMEOUT_MS = 180000;

  // The newest installed server's programs, e.g. /usr/lib/postgresql/15/bin.
  QString findBinDir()
  {
    const QDir root( QStringLiteral( "/usr/lib/postgresql" ) );
    QStringList versions = root.entryList( QDir::Dirs | QDir::NoDotAndDotDot );
    std::sort( versions.begin(), versions.end(), []( const QString &a, const QString &b )
               { return a.toDouble() > b.toDouble(); } );
    for ( const QString &version : versions )
    {
      const QString bin = root.filePath( version + QStringLiteral( "/bin" ) );
      if ( QFile::exists( bin + QStringLiteral( "/initdb" ) ) && QFile::exists( bin + QStringLiteral( "/pg_ctl" ) ) && QFile::exists( bin + QStringLiteral( "/psql" ) ) )
        return bin;
    }
    return QString();
  }

  // A TCP port nobody listens on now; the server listens on no TCP address
  // and uses the number only to name its socket.
  int freePort()
  {
    QTcpServer probe;
    if ( !probe.listen( QHostAddress::LocalHost, 0 ) )
      return 54329;
    return probe.serverPort();
  }
} // namespace

bool SwTestPostgis::available()
{
  return !findBinDir().isEmpty() && !QStandardPaths::findExecutable( QStringLiteral( "ogr2ogr" ) ).isEmpty();
}

SwTestPostgis::SwTestPostgis()
  : mDir( QDir::tempPath() + QStringLiteral( "/swpostgis-XXXXXX" ) )
{
  mBinDir = findBinDir();
  if ( mBinDir.isEmpty() )
  {
    mError = QStringLiteral( "PostgreSQL is not installed (no /usr/lib/postgresql/*/bin/initdb)" );
    return;
  }
  if ( !mDir.isValid() )
  {
    mError = QStringLiteral( "cannot create a temporary folder" );
    return;
  }
  mRoot = geteuid() == 0;
  mPort = freePort();
  // PostgreSQL refuses to run as root: the folder goes to its own user.
  QFile::setPermissions( mDir.path(), QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner | QFileDevice::ReadGroup | QFileDevice::ExeGroup | QFileDevice::ReadOther | QFileDevice::ExeOther );
  if ( mRoot && !execute( QStringLiteral( "chown" ), { SERVER_USER + ':' + SERVER_USER, mDir.path() }, false ) )
    return;
  const QString data = mDir.filePath( QStringLiteral( "data" ) );
  if ( !execute( binary( QStringLiteral( "initdb" ) ), { QStringLiteral( "-D" ), data, QStringLiteral( "-U" ), SERVER_USER, QStringLiteral( "--auth=trust" ), QStringLiteral( "-E" ), QStringLiteral( "UTF8" ), QStringLiteral( "--no-sync" ) }, true ) )
    return;
  const QString options = QStringLiteral( "-k %1 -p %2 -c listen_addresses='' -c fsync=off -c full_page_writes=off" ).arg( mDir.path() ).arg( mPort );
  if ( !execute( binary( QStringLiteral( "pg_ctl" ) ), { QStringLiteral( "-D" ), data, QStringLiteral( "-o" ), options, QStringLiteral( "-l" ), mDir.filePath( QStringLiteral( "server.log" ) ), QStringLiteral( "-w" ), QStringLiteral( "-t" ), QStringLiteral( "120" ), QStringLiteral( "start" ) }, true ) )
    return;
  mRunning = true;
  query( QStringLiteral( "CREATE EXTENSION postgis" ) );
}

SwTestPostgis::~SwTestPostgis()
{
  if ( mRunning )
    execute( binary( QStringLiteral( "pg_ctl" ) ), { QStringLiteral( "-D" ), mDir.filePath( QStringLiteral( "data" ) ), QStringLiteral( "-m" ), QStringLiteral( "immediate" ), QStringLiteral( "-w" ), QStringLiteral( "stop" ) }, true );
}

QString SwTestPostgis::binary( const QString &name ) const
{
  return mBinDir + '/' + name;
}

QString SwTestPostgis::ogrConnection() const
{
  return QStringLiteral( "PG:host=%1 port=%2 user=%3 dbname=postgres" ).arg( mDir.path() ).arg( mPort ).arg( SERVER_USER );
}

QString SwTestPostgis::processingDestination( const QString &table ) const
{
  return QStringLiteral( "postgis:dbname='postgres' host=%1 port=%2 user='%3' table=\"public\".\"%4\" (geom)" ).arg( mDir.path() ).arg( mPort ).arg( SERVER_USER, table );
}

QString SwTestPostgis::source( const QString &table, const QString &extra ) const
{
  return QStringLiteral( "postgres://dbname='postgres' host=%1 port=%2 user='%3' key='ogc_fid' %4 table=\"public\".\"%5\" (geom)" ).arg( mDir.path() ).arg( mPort ).arg( SERVER_USER, extra, table );
}

bool SwTestPostgis::requirePassword( const QString &role, const QString &password )
{
  const QString hba = mDir.filePath( QStringLiteral( "data/pg_hba.conf" ) );
  QFile file( hba );
  if ( !file.open( QIODevice::ReadOnly ) )
    return false;
  const QByteArray rest = file.readAll();
  file.close();
  // The first matching line wins: this role's line goes before the trust lines.
  if ( !file.open( QIODevice::WriteOnly | QIODevice::Truncate ) )
    return false;
  file.write( QStringLiteral( "local all %1 scram-sha-256\n" ).arg( role ).toUtf8() + rest );
  file.close();
  query( QStringLiteral( "DO $$BEGIN CREATE ROLE %1 LOGIN PASSWORD '%2' SUPERUSER; EXCEPTION WHEN duplicate_object THEN NULL; END$$" ).arg( role, password ) );
  return query( QStringLiteral( "SELECT pg_reload_conf()" ) ) == QStringList{ QStringLiteral( "t" ) };
}

bool SwTestPostgis::execute( const QString &program, const QStringList &arguments, bool asServerUser, QString *output )
{
  QProcess process;
  if ( asServerUser && mRoot )
    process.start( QStringLiteral( "runuser" ), QStringList{ QStringLiteral( "-u" ), SERVER_USER, QStringLiteral( "--" ), program } + arguments );
  else
    process.start( program, arguments );
  if ( !process.waitForFinished( TIMEOUT_MS ) || process.exitStatus() != QProcess::NormalExit || process.exitCode() != 0 )
  {
    mError = QStringLiteral( "%1 failed (%2): %3 %4" ).arg( program, process.errorString(), QString::fromLocal8Bit( process.readAllStandardError() ), QString::fromLocal8Bit( process.readAllStandardOutput() ) );
    return false;
  }
  if ( output )
    *output = QString::fromUtf8( process.readAllStandardOutput() );
  return true;
}

bool SwTestPostgis::load( const QString &dataset, const QStringList &layers )
{
  return execute( QStringLiteral( "ogr2ogr" ), QStringList{ QStringLiteral( "-f" ), QStringLiteral( "PostgreSQL" ), ogrConnection(), dataset, QStringLiteral( "-lco" ), QStringLiteral( "GEOMETRY_NAME=geom" ), QStringLiteral( "-overwrite" ) } + layers, false );
}

QStringList SwTestPostgis::psqlArguments() const
{
  return { QStringLiteral( "-h" ), mDir.path(), QStringLiteral( "-p" ), QString::number( mPort ), QStringLiteral( "-U" ), SERVER_USER, QStringLiteral( "-d" ), QStringLiteral( "postgres" ), QStringLiteral( "-X" ), QStringLiteral( "-q" ), QStringLiteral( "-A" ), QStringLiteral( "-t" ), QStringLiteral( "-F" ), QStringLiteral( "|" ), QStringLiteral( "-v" ), QStringLiteral( "ON_ERROR_STOP=1" ) };
}

std::unique_ptr<QProcess> SwTestPostgis::hold( const QString &sql, const QString &ready, int seconds )
{
  auto session = std::make_unique<QProcess>();
  QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
  environment.insert( QStringLiteral( "PGAPPNAME" ), QStringLiteral( "swtest-holder" ) );
  session->setProcessEnvironment( environment );
  session->start( binary( QStringLiteral( "psql" ) ), psqlArguments() + QStringList{ QStringLiteral( "-c" ), QStringLiteral( "%1; SELECT pg_sleep(%2)" ).arg( sql ).arg( seconds ) } );
  session->waitForStarted();
  for ( int i = 0; i < 300; ++i )
  {
    if ( query( ready ) == QStringList{ QStringLiteral( "t" ) } )
      return session;
    QThread::msleep( 50 );
  }
  mError = QStringLiteral( "the second session never held what it was asked to: %1" ).arg( sql );
  return session;
}

void SwTestPostgis::release()
{
  // The server would keep a sleeping session's locks until its sleep ends: ended here.
  query( QStringLiteral( "SELECT count(pg_terminate_backend(pid)) FROM pg_stat_activity WHERE application_name = 'swtest-holder'" ) );
}

QStringList SwTestPostgis::query( const QString &sql )
{
  QString output;
  if ( !execute( binary( QStringLiteral( "psql" ) ), psqlArguments() + QStringList{ QStringLiteral( "-c" ), sql }, false, &output ) )
    return QStringList();
  return output.split( '\n', Qt::SkipEmptyParts );
}
