/***************************************************************************
  swpgconnection.cpp: connecting, statements, COPY, and who holds a lock.
 ***************************************************************************/
#include "postgis/swpgconnection.h"
#include "core/swlockwait.h"
#include "core/swsecrets.h"

#include "qgsdatasourceuri.h"
#include "qgsexception.h"

#include <QObject>

#include <libpq-fe.h>

namespace
{
  struct ResultDeleter
  {
    void operator()( PGresult *result ) const { PQclear( result ); }
  };
  using Result = std::unique_ptr<PGresult, ResultDeleter>;

  //! libpq's text on one line: its lines joined, "FATAL:  " and trailing blanks dropped.
  QString oneLine( const char *text )
  {
    QString line = QString::fromUtf8( text ? text : "" ).simplified();
    line.replace( QLatin1String( "FATAL: " ), QString() );
    line.replace( QLatin1String( "ERROR: " ), QString() );
    return line.simplified();
  }

  QString describePlace( const QgsDataSourceUri &uri )
  {
    const QString database = uri.database().isEmpty() ? ( uri.service().isEmpty() ? QObject::tr( "the default database" ) : QObject::tr( "service '%1'" ).arg( uri.service() ) ) : QStringLiteral( "'%1'" ).arg( uri.database() );
    if ( uri.host().isEmpty() || uri.host().startsWith( '/' ) )
      return QObject::tr( "database %1 on this machine" ).arg( database );
    return QObject::tr( "database %1 on %2" ).arg( database, uri.host() );
  }
} // namespace

int SwPgConnection::lockWaitMilliseconds()
{
  return SwLockWait::milliseconds();
}

QString SwPgConnection::connectionProblem( const QString &libpqMessage )
{
  QString message = libpqMessage;
  // libpq names an unanswered connect_timeout only as "timeout expired".
  if ( message.contains( QLatin1String( "timeout expired" ) ) )
    message = QObject::tr( "the server did not answer within 10 s (host unreachable, or a firewall): %1" ).arg( message );
  return SwSecrets::masked( message );
}

SwPgConnection::SwPgConnection( const QgsDataSourceUri &uri, const QString &parameter )
  : mParameter( parameter )
  , mPlace( describePlace( uri ) )
{
  // The connection string is expanded from dbname; the keywords after it win.
  const QByteArray info = uri.connectionInfo( true ).toUtf8();
  const char *keywords[] = { "dbname", "connect_timeout", "fallback_application_name", nullptr };
  const char *values[] = { info.constData(), "10", "stormwater-screening", nullptr };
  mConnection = PQconnectdbParams( keywords, values, 1 );
  if ( !mConnection || PQstatus( mConnection ) != CONNECTION_OK )
  {
    const QString problem = connectionProblem( oneLine( mConnection ? PQerrorMessage( mConnection ) : "out of memory" ) );
    PQfinish( mConnection );
    mConnection = nullptr;
    throw QgsProcessingException( QObject::tr( "%1: cannot connect to %2: %3" ).arg( parameter, mPlace, problem ) );
  }
  PQsetClientEncoding( mConnection, "UTF8" );
  exec( QStringLiteral( "SET lock_timeout = %1" ).arg( lockWaitMilliseconds() ), {}, QObject::tr( "setting the lock wait" ) );
  exec( QStringLiteral( "SET client_min_messages = warning" ) );
}

SwPgConnection::~SwPgConnection()
{
  if ( mConnection )
    PQfinish( mConnection );
}

QString SwPgConnection::quoted( const QString &name )
{
  QString text = name;
  return '"' + text.replace( '"', QLatin1String( "\"\"" ) ) + '"';
}

QString SwPgConnection::literal( const QString &text )
{
  QString value = text;
  return '\'' + value.replace( '\'', QLatin1String( "''" ) ) + '\'';
}

SwPgConnection::Error SwPgConnection::lastError( pg_result *result ) const
{
  Error error;
  error.state = result ? QString::fromLatin1( PQresultErrorField( result, PG_DIAG_SQLSTATE ) ) : QString();
  const char *primary = result ? PQresultErrorField( result, PG_DIAG_MESSAGE_PRIMARY ) : nullptr;
  error.message = oneLine( primary ? primary : PQerrorMessage( mConnection ) );
  // Class 08 (connection exception) and 57P (the server shutting down, a session terminated): the session is gone.
  error.lost = PQstatus( mConnection ) != CONNECTION_OK || error.state.startsWith( QLatin1String( "08" ) ) || error.state.startsWith( QLatin1String( "57P" ) );
  if ( error.lost )
    error.message = QObject::tr( "the connection to the server was lost (%1)" ).arg( error.message.isEmpty() ? QObject::tr( "server stopped" ) : error.message );
  return error;
}

bool SwPgConnection::tryExec( const QString &sql, const QStringList &values, Error &error, Rows *rows )
{
  std::vector<QByteArray> bytes;
  std::vector<const char *> pointers;
  bytes.reserve( values.size() );
  for ( const QString &value : values )
  {
    bytes.push_back( value.toUtf8() );
    pointers.push_back( value.isNull() ? nullptr : bytes.back().constData() );
  }
  const Result result( PQexecParams( mConnection, sql.toUtf8().constData(), static_cast<int>( pointers.size() ), nullptr, pointers.data(), nullptr, nullptr, 0 ) );
  const ExecStatusType status = result ? PQresultStatus( result.get() ) : PGRES_FATAL_ERROR;
  if ( status != PGRES_COMMAND_OK && status != PGRES_TUPLES_OK )
  {
    error = lastError( result.get() );
    return false;
  }
  if ( rows && status == PGRES_TUPLES_OK )
  {
    for ( int r = 0; r < PQntuples( result.get() ); ++r )
    {
      QStringList row;
      for ( int c = 0; c < PQnfields( result.get() ); ++c )
        row << ( PQgetisnull( result.get(), r, c ) ? QString() : QString::fromUtf8( PQgetvalue( result.get(), r, c ) ) );
      rows->append( row );
    }
  }
  return true;
}

SwPgConnection::Rows SwPgConnection::exec( const QString &sql, const QStringList &values, const QString &doing )
{
  Rows rows;
  Error error;
  if ( !tryExec( sql, values, error, &rows ) )
    throw QgsProcessingException( doing.isEmpty() ? QStringLiteral( "%1: %2: %3" ).arg( mParameter, mPlace, error.message ) : QStringLiteral( "%1: %2 in %3: %4" ).arg( mParameter, doing, mPlace, error.message ) );
  return rows;
}

QString SwPgConnection::value( const QString &sql, const QStringList &values )
{
  const Rows rows = exec( sql, values );
  return rows.isEmpty() || rows.first().isEmpty() ? QString() : rows.first().first();
}

void SwPgConnection::startCopy( const QString &sql, const QString &doing )
{
  const Result result( PQexec( mConnection, sql.toUtf8().constData() ) );
  if ( !result || PQresultStatus( result.get() ) != PGRES_COPY_IN )
    throw QgsProcessingException( QStringLiteral( "%1: %2 in %3: %4" ).arg( mParameter, doing, mPlace, lastError( result.get() ).message ) );
}

bool SwPgConnection::putCopyData( const QByteArray &data, Error &error )
{
  if ( PQputCopyData( mConnection, data.constData(), data.size() ) == 1 )
    return true;
  error = lastError( nullptr );
  return false;
}

bool SwPgConnection::endCopy( Error &error )
{
  if ( PQputCopyEnd( mConnection, nullptr ) != 1 )
  {
    error = lastError( nullptr );
    return false;
  }
  bool ok = true;
  // Every result of the COPY is read, so the connection is ready for the next statement.
  while ( PGresult *raw = PQgetResult( mConnection ) )
  {
    const Result result( raw );
    if ( PQresultStatus( raw ) != PGRES_COMMAND_OK && ok )
    {
      error = lastError( raw );
      ok = false;
    }
  }
  if ( ok && PQstatus( mConnection ) != CONNECTION_OK )
  {
    error = lastError( nullptr );
    ok = false;
  }
  return ok;
}

void SwPgConnection::abortCopy()
{
  if ( PQputCopyEnd( mConnection, "canceled" ) == 1 )
  {
    while ( PGresult *raw = PQgetResult( mConnection ) )
      PQclear( raw );
  }
}

QString SwPgConnection::holders( const QString &where, const QStringList &values )
{
  Rows rows;
  Error error;
  const QString sql = QStringLiteral( "SELECT DISTINCT a.pid, coalesce(a.application_name, ''), coalesce(a.usename::text, ''), coalesce(to_char(coalesce(a.xact_start, a.backend_start), 'YYYY-MM-DD HH24:MI:SS'), '') "
                                      "FROM pg_locks l JOIN pg_stat_activity a ON a.pid = l.pid "
                                      "WHERE l.granted AND l.pid <> pg_backend_pid() AND %1 ORDER BY 1" )
                        .arg( where );
  if ( !tryExec( sql, values, error, &rows ) )
    return QString();
  QStringList sessions;
  for ( const QStringList &row : std::as_const( rows ) )
    sessions << QObject::tr( "session %1 (application '%2', user '%3', since %4)" ).arg( row.value( 0 ), row.value( 1 ), row.value( 2 ), row.value( 3 ) );
  return sessions.join( QLatin1String( "; " ) );
}

QString SwPgConnection::lockHolders( const QString &relation )
{
  return holders( QStringLiteral( "l.locktype = 'relation' AND l.relation = to_regclass($1)" ), { relation } );
}

QString SwPgConnection::advisoryLockHolders( int key1, int key2 )
{
  return holders( QStringLiteral( "l.locktype = 'advisory' AND l.classid = $1::bigint AND l.objid = $2::bigint AND l.objsubid = 2" ), { QString::number( key1 ), QString::number( key2 ) } );
}
