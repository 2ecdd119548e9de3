/***************************************************************************
  swpgsourcecheck.cpp: connection, table, key, filter and lock of a
  PostGIS input, each asked of the server once before the run.
 ***************************************************************************/
#include "postgis/swpgsourcecheck.h"
#include "postgis/swpgconnection.h"

#include "qgsdatasourceuri.h"
#include "qgsexception.h"

#include <QObject>
#include <QRegularExpression>

namespace
{
  QString qualified( const QgsDataSourceUri &uri, const QString &schema )
  {
    return QStringLiteral( "%1.%2" ).arg( SwPgConnection::quoted( schema ), SwPgConnection::quoted( uri.table() ) );
  }

  //! Waits for a share of the table's lock as QGIS's reading will; names who holds it when the wait runs out.
  QString lockProblem( SwPgConnection &connection, const QString &parameter, const QString &table )
  {
    connection.exec( QStringLiteral( "BEGIN" ) );
    SwPgConnection::Error error;
    const bool locked = connection.tryExec( QStringLiteral( "LOCK TABLE %1 IN ACCESS SHARE MODE" ).arg( table ), {}, error );
    connection.tryExec( QStringLiteral( "ROLLBACK" ), {}, error );
    if ( locked )
      return QString();
    if ( !error.isLockTimeout() )
      return QObject::tr( "%1: cannot read %2 in %3: %4" ).arg( parameter, table, connection.place(), error.message );
    const QString holders = connection.lockHolders( table );
    return QObject::tr( "%1: %2 in %3 is locked by %4; waited %5 s; nothing was read or written; run again when it is free" )
      .arg( parameter, table, connection.place(), holders.isEmpty() ? QObject::tr( "another session" ) : holders )
      .arg( SwPgConnection::lockWaitMilliseconds() / 1000.0 );
  }
} // namespace

QString SwPgSourceCheck::postgisUri( const QString &source )
{
  static const QRegularExpression prefix( QStringLiteral( "^\\s*(?:postgres|postgis)://(.+)$" ), QRegularExpression::DotMatchesEverythingOption );
  const QRegularExpressionMatch match = prefix.match( source );
  if ( !match.hasMatch() )
    return QString();
  // QGIS's key=value form only; a URL (postgres://user@host/db) is not one QGIS reads, and says so itself.
  const QString rest = match.captured( 1 );
  static const QRegularExpression url( QStringLiteral( "^[^=\\s']*[@/]" ) );
  return url.match( rest ).hasMatch() ? QString() : rest;
}

QString SwPgSourceCheck::whyUnreadable( const QString &parameter, const QString &uriText )
{
  const QgsDataSourceUri uri( uriText );
  if ( uri.table().isEmpty() )
    return QObject::tr( "%1: the PostGIS source names no table (table=\"schema\".\"name\")" ).arg( parameter );
  try
  {
    SwPgConnection connection( uri, parameter );
    const QString schema = uri.schema().isEmpty() ? connection.value( QStringLiteral( "SELECT current_schema()" ) ) : uri.schema();
    const QString table = qualified( uri, schema );
    const QString kind = connection.value( QStringLiteral( "SELECT c.relkind FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname = $1 AND c.relname = $2" ), { schema, uri.table() } );
    if ( kind.isNull() )
      return QObject::tr( "%1: there is no table %2 in %3" ).arg( parameter, table, connection.place() );
    // QGIS reads a view only by a key column of unique values; it must be named.
    if ( ( kind == QLatin1String( "v" ) || kind == QLatin1String( "m" ) ) && uri.keyColumn().isEmpty() )
      return QObject::tr( "%1: %2 in %3 is a view; name a column of unique values to read it by, e.g. key='apn' in the source" ).arg( parameter, table, connection.place() );
    if ( !uri.geometryColumn().isEmpty() && connection.value( QStringLiteral( "SELECT count(*) FROM pg_attribute WHERE attrelid = to_regclass($1) AND attname = $2 AND NOT attisdropped" ), { table, uri.geometryColumn() } ) == QLatin1String( "0" ) )
      return QObject::tr( "%1: %2 in %3 has no column '%4' for its geometry" ).arg( parameter, table, connection.place(), uri.geometryColumn() );
    const QString locked = lockProblem( connection, parameter, table );
    if ( !locked.isEmpty() )
      return locked;
    if ( !uri.sql().trimmed().isEmpty() )
    {
      SwPgConnection::Error error;
      if ( !connection.tryExec( QStringLiteral( "EXPLAIN SELECT 1 FROM %1 WHERE (%2)" ).arg( table, uri.sql() ), {}, error ) )
        return QObject::tr( "%1: the filter of %2 in %3 (sql=%4) cannot be used: %5" ).arg( parameter, table, connection.place(), uri.sql(), error.message );
    }
  }
  catch ( QgsProcessingException &e )
  {
    return e.what();
  }
  return QString();
}
