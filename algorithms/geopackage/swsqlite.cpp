/***************************************************************************
  swsqlite.cpp: a checked SQLite connection.
 ***************************************************************************/
#include "geopackage/swsqlite.h"

#include <QFile>

#include <sqlite3.h>

SwSqlite::SwSqlite( const QString &path, int busyMilliseconds )
{
  if ( sqlite3_open_v2( QFile::encodeName( path ).constData(), &mDb, SQLITE_OPEN_READWRITE | SQLITE_OPEN_NOMUTEX, nullptr ) != SQLITE_OK )
  {
    mError = errorText();
    return;
  }
  sqlite3_extended_result_codes( mDb, 1 );
  if ( busyMilliseconds > 0 )
    sqlite3_busy_timeout( mDb, busyMilliseconds );
}

SwSqlite::~SwSqlite()
{
  sqlite3_close( mDb );
}

SwSqlite::Statement::~Statement()
{
  sqlite3_finalize( handle );
}

QString SwSqlite::errorText() const
{
  return QString::fromUtf8( mDb ? sqlite3_errmsg( mDb ) : "cannot open" );
}

void SwSqlite::fail( const QString &sql )
{
  const int code = mDb ? sqlite3_errcode( mDb ) & 0xff : SQLITE_CANTOPEN;
  mBusy = code == SQLITE_BUSY || code == SQLITE_LOCKED;
  mFull = code == SQLITE_FULL || code == SQLITE_IOERR;
  mError = sql.isEmpty() ? errorText() : QStringLiteral( "%1 (%2)" ).arg( errorText(), sql.left( 80 ) );
}

bool SwSqlite::execute( const QString &sql )
{
  if ( !ok() )
    return false;
  if ( sqlite3_exec( mDb, sql.toUtf8().constData(), nullptr, nullptr, nullptr ) != SQLITE_OK )
  {
    fail( sql );
    return false;
  }
  return true;
}

sqlite3_stmt *SwSqlite::prepare( const QString &sql )
{
  sqlite3_stmt *statement = nullptr;
  if ( ok() && sqlite3_prepare_v2( mDb, sql.toUtf8().constData(), -1, &statement, nullptr ) != SQLITE_OK )
  {
    fail( sql );
    sqlite3_finalize( statement );
    return nullptr;
  }
  return statement;
}

bool SwSqlite::step( sqlite3_stmt *statement )
{
  if ( !ok() || !statement )
    return false;
  const int result = sqlite3_step( statement );
  if ( result != SQLITE_ROW && result != SQLITE_DONE )
  {
    fail( QString() );
    return false;
  }
  return true;
}

QVariant SwSqlite::value( const QString &sql )
{
  Statement statement( prepare( sql ) );
  if ( !statement.handle )
    return QVariant();
  const int result = sqlite3_step( statement.handle );
  if ( result != SQLITE_ROW )
  {
    if ( result != SQLITE_DONE )
      fail( sql );
    return QVariant();
  }
  switch ( sqlite3_column_type( statement.handle, 0 ) )
  {
    case SQLITE_INTEGER:
      return sqlite3_column_int64( statement.handle, 0 );
    case SQLITE_FLOAT:
      return sqlite3_column_double( statement.handle, 0 );
    case SQLITE_NULL:
      return QVariant();
    default:
      return QString::fromUtf8( reinterpret_cast<const char *>( sqlite3_column_text( statement.handle, 0 ) ) );
  }
}

QStringList SwSqlite::texts( const QString &sql )
{
  QStringList values;
  Statement statement( prepare( sql ) );
  if ( !statement.handle )
    return values;
  int result;
  while ( ( result = sqlite3_step( statement.handle ) ) == SQLITE_ROW )
  {
    const unsigned char *text = sqlite3_column_text( statement.handle, 0 );
    values << ( text ? QString::fromUtf8( reinterpret_cast<const char *>( text ) ) : QString() );
  }
  if ( result != SQLITE_DONE )
    fail( sql );
  return values;
}

void SwSqlite::rollback()
{
  if ( mDb && !sqlite3_get_autocommit( mDb ) )
    sqlite3_exec( mDb, "ROLLBACK", nullptr, nullptr, nullptr );
}
