/***************************************************************************
  swgeopackagecommit.h: puts finished layers into a GeoPackage that
  already exists, in place, in one SQLite transaction. The file is never
  rebuilt or replaced: the user's other layers, rasters, plain SQLite
  tables, triggers, styles and metadata stay as they are, a program that
  has the file open (QGIS, in WAL mode) keeps reading and writing it, and a
  failure at any step changes nothing (the transaction is rolled back).

  Each layer was written whole, with its spatial index, style and
  metadata, into a staged GeoPackage beside the destination; here it is
  copied across: its table and rows, the rtree's tables as they are, its
  triggers, and its rows of gpkg_contents, gpkg_geometry_columns,
  gpkg_extensions, gpkg_ogr_contents, gpkg_metadata(_reference) and
  layer_styles, its CRS added to gpkg_spatial_ref_sys when the file lacks
  it. A layer of the same name is replaced only when it is a vector layer
  (never a raster, an attribute table or a table that is not a layer).

  BEGIN IMMEDIATE takes the file's write lock before anything is read: a
  second run writing the same file waits for the first, and a program
  holding a write transaction makes the run wait, then stop with a message
  naming that program.
 ***************************************************************************/
#ifndef SWGEOPACKAGECOMMIT_H
#define SWGEOPACKAGECOMMIT_H

#include "geopackage/swsqlite.h"

#include <QList>
#include <QPair>
#include <QString>

#include <memory>

class SwGeoPackageCommit
{
public:
  //! How long the write lock of a busy file is waited for: 30 s, or STORMWATER_LOCK_WAIT_SECONDS.
  static int lockWaitMilliseconds();

  //! The commit into \a file of output \a parameter (named in messages).
  SwGeoPackageCommit( const QString &file, const QString &parameter );
  ~SwGeoPackageCommit();
  SwGeoPackageCommit( const SwGeoPackageCommit & ) = delete;
  SwGeoPackageCommit &operator=( const SwGeoPackageCommit & ) = delete;

  //! Layer \a layer of the staged GeoPackage \a staged (output \a parameter) is to be added to the file, or to replace the file's layer of that name.
  void addLayer( const QString &staged, const QString &layer, const QString &parameter = QString() );

  /**
   * Takes the file's write lock and copies every layer added into it,
   * leaving the transaction open. Throws QgsProcessingException naming
   * the parameter and the file (and who holds its lock) when anything
   * fails; the file is then unchanged.
   */
  void prepare();

  //! Makes prepare()'s work permanent. Throws when SQLite refuses (a full disk); the file is then unchanged.
  void commit();

  //! Undoes prepare()'s work (a later output failed).
  void rollback();

  //! The outputs and the file, for messages: "OUTPUT, ZONES (/data/results.gpkg)".
  QString description() const;

private:
  [[noreturn]] void fail( const QString &what );
  void copyLayer( const QString &schema, const QString &layer );
  void dropLayer( const QString &table );
  int srsIdFor( const QString &schema, int stagedSrsId );
  void ensureTable( const QString &schema, const QString &table );
  //! Copies \a table's rows matching \a where (the columns both files have), \a replaceColumn given the SQL value \a replacement; with \a keepExisting a row the file already has (a unique key) stays.
  void copyRows( const QString &schema, const QString &table, const QString &where, const QString &replaceColumn = QString(), const QString &replacement = QString(), bool keepExisting = false );
  //! Copies the indexes and triggers of \a table (GDAL's feature-count triggers only with \a counts).
  void copyObjects( const QString &schema, const QString &table, bool counts );
  void copyMetadata( const QString &schema, const QString &stagedTable, const QString &table );
  void copyStyles( const QString &schema, const QString &stagedTable, const QString &table );
  bool hasTable( const QString &schema, const QString &table );
  QStringList columns( const QString &schema, const QString &table );

  QString mFile;
  QString mParameter;
  QList<QPair<QString, QString>> mLayers; //!< staged file, layer
  QStringList mParameters;                //!< the outputs whose layers they are
  std::unique_ptr<SwSqlite> mDb;
  bool mOpen = false;
};

#endif // SWGEOPACKAGECOMMIT_H
