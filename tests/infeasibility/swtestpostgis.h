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
#include <QTemporaryDir>

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
