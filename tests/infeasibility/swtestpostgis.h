/***************************************************************************
  swtestpostgis.h: a throw-away PostgreSQL + PostGIS server for a test, to
  compute expected figures independently of the code under test. The
  server lives in a temporary folder, listens only on a Unix socket there
  (on a free port number), runs as the postgres user when the test runs as
  root, and is stopped and removed with the object.
 ***************************************************************************/
#ifndef SWTESTPOSTGIS_H
#define SWTESTPOSTGIS_H

#include <QString>
#include <QStringList>
#include <QProcess>
#include <QTemporaryDir>

#include <memory>

class SwTestPostgis
{
public:
  //! Starts the server and creates the postgis extension; see ok() and error().
  SwTestPostgis();
  ~SwTestPostgis();
  SwTestPostgis( const SwTestPostgis & ) = delete;
  SwTestPostgis &operator=( const SwTestPostgis & ) = delete;

  //! True when PostgreSQL's programs are installed at all.
  static bool available();

  bool ok() const { return mRunning && mError.isEmpty(); }
  QString error() const { return mError; }

  //! OGR connection string of the database.
  QString ogrConnection() const;

  //! QGIS Processing destination of table \a table (schema public, geometry column geom).
  QString processingDestination( const QString &table ) const;

  /**
   * Loads \a layers of \a dataset (all when empty) into tables of the same
   * names with ogr2ogr. False with error() set on failure.
   */
  bool load( const QString &dataset, const QStringList &layers = QStringList() );

  /**
   * Runs \a sql and returns its rows, the columns of a row joined by '|'.
   * Sets error() and returns nothing on failure.
   */
  QStringList query( const QString &sql );

  /**
   * Starts a second session (psql) that runs \a sql and then sleeps
   * \a seconds while keeping what it took (a lock, a transaction); returns
   * once \a ready (a query returning 't') says it holds it. The session
   * ends with the returned process.
   */
  std::unique_ptr<QProcess> hold( const QString &sql, const QString &ready, int seconds = 60 );

  //! PostGIS source text of table \a table for a layer parameter ("postgres://... table=...").
  QString source( const QString &table, const QString &extra = QString() ) const;

  /**
   * Makes role \a role log in with password \a password only (the rest of
   * the server trusts every local user), for tests of a wrong password.
   */
  bool requirePassword( const QString &role, const QString &password );

  //! Ends every session hold() started (and the locks they hold).
  void release();

  //! The folder of the server's socket (its "host") and its port number.
  QString socketDir() const { return mDir.path(); }
  int port() const { return mPort; }

  //! psql's arguments for this server.
  QStringList psqlArguments() const;

private:
  //! Runs \a program with \a arguments, as the postgres user when \a asServerUser and running as root.
  bool execute( const QString &program, const QStringList &arguments, bool asServerUser, QString *output = nullptr );
  QString binary( const QString &name ) const;

  QTemporaryDir mDir;
  QString mBinDir;
  int mPort = 0;
  bool mRoot = false;
  bool mRunning = false;
  QString mError;
};

#endif // SWTESTPOSTGIS_H
