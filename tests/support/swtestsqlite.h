/***************************************************************************
  swtestsqlite.h: reading and altering a GeoPackage with SQLite itself, as
  another program would, never through the engine's own SQLite code.
 ***************************************************************************/
#ifndef SWTESTSQLITE_H
#define SWTESTSQLITE_H

#include <QFile>
#include <QString>

#include <sqlite3.h>

#include <gtest/gtest.h>

namespace SwTestSqlite
{
  //! The first value \a sql gives on the SQLite file \a path, as text; empty when none or on error.
  inline QString value( const QString &path, const QString &sql )
  {
    sqlite3 *db = nullptr;
    QString text;
    if ( sqlite3_open_v2( QFile::encodeName( path ).constData(), &db, SQLITE_OPEN_READONLY, nullptr ) == SQLITE_OK )
    {
      sqlite3_stmt *statement = nullptr;
      if ( sqlite3_prepare_v2( db, sql.toUtf8().constData(), -1, &statement, nullptr ) == SQLITE_OK && sqlite3_step( statement ) == SQLITE_ROW && sqlite3_column_text( statement, 0 ) )
        text = QString::fromUtf8( reinterpret_cast<const char *>( sqlite3_column_text( statement, 0 ) ) );
      sqlite3_finalize( statement );
    }
    sqlite3_close( db );
    return text;
  }

  //! Runs \a sql (statements) on the SQLite file \a path; a failure fails the test.
  inline void run( const QString &path, const QString &sql )
  {
    sqlite3 *db = nullptr;
    ASSERT_EQ( sqlite3_open_v2( QFile::encodeName( path ).constData(), &db, SQLITE_OPEN_READWRITE, nullptr ), SQLITE_OK );
    EXPECT_EQ( sqlite3_exec( db, sql.toUtf8().constData(), nullptr, nullptr, nullptr ), SQLITE_OK ) << sqlite3_errmsg( db ) << " in " << sql.toStdString();
    sqlite3_close( db );
  }
} // namespace SwTestSqlite

#endif // SWTESTSQLITE_H
