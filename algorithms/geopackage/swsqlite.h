/***************************************************************************
  swsqlite.h: one SQLite connection with the error it met kept, for the
  code that reads and writes GeoPackage tables itself (the spatial index,
  a layer committed into a user's GeoPackage). After the first failure
  every call does nothing and error() says what failed and in which
  statement, so a sequence of steps is checked once at its end.
 ***************************************************************************/
#ifndef SWSQLITE_H
#define SWSQLITE_H

#include <QString>
#include <QStringList>
#include <QVariant>

struct sqlite3;
struct sqlite3_stmt;

class SwSqlite
{
public:
  //! Opens \a path for reading and writing (never creates it); \a busyMilliseconds: how long a locked file is waited for.
  explicit SwSqlite( const QString &path, int busyMilliseconds = 0 );
  ~SwSqlite();
  SwSqlite( const SwSqlite & ) = delete;
  SwSqlite &operator=( const SwSqlite & ) = delete;

  QString error() const { return mError; }
  sqlite3 *handle() const { return mDb; }
  bool ok() const { return mError.isEmpty(); }
  //! True when the last failure was SQLite's "database is locked" (or busy).
  bool wasBusy() const { return mBusy; }
  //! True when the last failure was a full disk (SQLITE_FULL, or an I/O error writing).
  bool wasFull() const { return mFull; }

  //! Runs \a sql (one or more statements); false, with the error kept, on failure.
  bool execute( const QString &sql );
  //! A prepared statement, or null (error kept).
  sqlite3_stmt *prepare( const QString &sql );
  //! Steps \a statement once; false (and the error kept) on failure.
  bool step( sqlite3_stmt *statement );
  //! The first column of the first row \a sql returns (null when none).
  QVariant value( const QString &sql );
  //! The first column of every row \a sql returns, as text.
  QStringList texts( const QString &sql );
  //! Undoes the open transaction whatever failed before (the error is kept).
  void rollback();

  //! A prepared statement finalised when it goes out of scope.
  struct Statement
  {
    sqlite3_stmt *handle = nullptr;
    ~Statement();
    Statement( sqlite3_stmt *statement = nullptr )
      : handle( statement )
    {
    }
    Statement( const Statement & ) = delete;
    Statement &operator=( const Statement & ) = delete;
  };

private:
  void fail( const QString &sql );
  QString errorText() const;
  sqlite3 *mDb = nullptr;
  QString mError;
  bool mBusy = false;
  bool mFull = false;
};

#endif // SWSQLITE_H
