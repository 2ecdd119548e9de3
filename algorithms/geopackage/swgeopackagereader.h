/***************************************************************************
  swgeopackagereader.h: the rows of a GeoPackage layer read straight from
  its table with SQLite, as the features QGIS would read through the OGR
  provider: the same ids, attributes (same types, nulls as typed nulls) and
  geometries, in the same order, and each geometry's blob as stored.

  Why: reading a county's parcels through QgsFeatureIterator goes SQLite ->
  OGRFeature -> QgsFeature, two full conversions per parcel on the reading
  thread; here SQLite's values become the QgsFeature directly (the 100k
  sample's ESA job: reading about 0.4 s of CPU through QGIS against 0.1 s),
  and the stored blob lets the output GeoPackage take the geometry as is.

  Only layers where that is exactly what QGIS would give are read this way
  (locate()): an OGR GeoPackage layer, no subset string, not in an edit
  session, no joined or expression fields, plain field types, not limited
  to selected features or a number of features. Any row this reader does
  not understand as QGIS would (an extended geometry type, text in a number
  column, a date that is not one) is read by GDAL and QGIS's own conversion
  (QgsOgrUtils), so every row comes back as QGIS would give it.

  Not thread safe: one reader per thread.
 ***************************************************************************/
#ifndef SWGEOPACKAGEREADER_H
#define SWGEOPACKAGEREADER_H

#include "core/compat.h"

#include "qgsfeature.h"
#include "qgsfeaturerequest.h"
#include "qgsfields.h"

#include <QByteArray>
#include <QString>

#include <memory>
#include <vector>

class QgsVectorLayer;
struct sqlite3;
struct sqlite3_stmt;

class SwGeoPackageReader
{
public:
  //! A GeoPackage file and the layer in it.
  struct Location
  {
    QString path;
    QString layer; //!< empty: the file's only layer
    bool isValid() const { return !path.isEmpty(); }
  };

  /**
   * Where the features of parameter value \a value, resolved as \a layer,
   * can be read straight from: valid only when they are exactly the rows of
   * the layer's table (see the file's header) and read without the
   * geometry check \a check of the run (QgsProcessingContext's, which
   * would drop or stop at invalid ones); otherwise invalid, with the reason
   * in \a why.
   */
  static Location locate( const QVariant &value, const QgsVectorLayer *layer, SwInvalidGeometryCheck check, QString *why = nullptr );

  /**
   * Opens \a location to read its rows as features with \a fields (the
   * layer's fields, as QGIS lists them: the id column first). isValid()
   * tells whether the table holds every field.
   */
  SwGeoPackageReader( const Location &location, const QgsFields &fields );
  ~SwGeoPackageReader();
  SwGeoPackageReader( const SwGeoPackageReader & ) = delete;
  SwGeoPackageReader &operator=( const SwGeoPackageReader & ) = delete;

  bool isValid() const { return mRows != nullptr; }
  //! Why the layer cannot be read this way.
  QString error() const { return mError; }

  /**
   * The next row as \a feature, and, when \a blob is given, its geometry's
   * blob as stored (empty when it has none, or when the row was read
   * through GDAL). False at the end. Throws QgsProcessingException naming
   * the file when SQLite or GDAL fails to read.
   */
  bool next( QgsFeature &feature, QByteArray *blob = nullptr );

private:
  enum class Kind
  {
    Id,
    Text,
    Integer,
    Integer64,
    Real,
    Boolean,
    Date,
  };
  //! One field: how its value is read, and the null it has when empty.
  struct Column
  {
    Kind kind;
    QVariant null;
  };

  //! Reads row \a fid through GDAL and QGIS's conversion, for what this reader does not read itself.
  QgsFeature readThroughGdal( QgsFeatureId fid );

  Location mLocation;
  QgsFields mFields;
  std::vector<Column> mColumns;
  sqlite3 *mDb = nullptr;
  sqlite3_stmt *mRows = nullptr;
  bool mDone = false;
  QString mTable;
  QString mError;
  struct Gdal;
  std::unique_ptr<Gdal> mGdal; //!< opened on first need
};

#endif // SWGEOPACKAGEREADER_H
