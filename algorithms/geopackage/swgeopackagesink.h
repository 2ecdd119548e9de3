/***************************************************************************
  swgeopackagesink.h: the parcels written straight into a GeoPackage
  table that QGIS's writer has just created (empty, with the run's fields,
  CRS and geometry type). QGIS's writer turns each feature into an OGR
  feature and GDAL turns that into SQLite values: for a county most of the
  writing thread's time. Here each attribute is bound to one prepared
  INSERT and the geometry goes in as the GeoPackage blob (header, box,
  ISO WKB), all in one transaction. Only plain field types are written
  this way (text, integers, reals, booleans, dates); a layer with others
  keeps QGIS's writer (canWrite()).
 ***************************************************************************/
#ifndef SWGEOPACKAGESINK_H
#define SWGEOPACKAGESINK_H

#include "core/compat.h"
#include "geopackage/swgeopackageindex.h"

#include "qgsfeaturesink.h"
#include "qgsfields.h"
#include "qgsrectangle.h"
#include "qgswkbtypes.h"

#include <QString>

#include <memory>
#include <vector>

struct sqlite3;
struct sqlite3_stmt;

class SwGeoPackageSink : public QgsFeatureSink
{
public:
  //! True when every field of \a fields and the geometry type \a type can be written by this sink.
  static bool canWrite( const QgsFields &fields, SwWkbType type );

  /**
   * Opens layer \a layer (or the file's only layer when \a layer is empty)
   * of the GeoPackage \a path, whose columns after the id and the
   * geometry must be \a fields in order. isValid() tells whether it could.
   */
  SwGeoPackageSink( const QString &path, const QString &layer, const QgsFields &fields, SwWkbType type );
  ~SwGeoPackageSink() override;
  SwGeoPackageSink( const SwGeoPackageSink & ) = delete;
  SwGeoPackageSink &operator=( const SwGeoPackageSink & ) = delete;

  bool isValid() const { return mInsert != nullptr && mError.isEmpty(); }

  bool addFeature( QgsFeature &feature, QgsFeatureSink::Flags flags = QgsFeatureSink::Flags() ) override;
  /**
   * Writes one row: \a attributes in the order of the fields, \a geometry;
   * \a storedBlob, when not empty, is that geometry's blob as a GeoPackage
   * stored it (the parcels read straight from one), written as it is when
   * it is what this sink would write (SwGeoPackageBlob::reuse), which spares
   * encoding every parcel again.
   */
  bool addRow( const QgsAttributes &attributes, const QgsGeometry &geometry, const QByteArray &storedBlob );
  bool addFeatures( QgsFeatureList &features, QgsFeatureSink::Flags flags = QgsFeatureSink::Flags() ) override;
  //! Commits the rows and the layer's extent; false (lastError()) when SQLite refuses.
  bool flushBuffer() override;
  QString lastError() const override { return mError; }

  //! The id and box of every row written with a geometry, for the layer's spatial index (SwGeoPackageIndex::write); taken once.
  std::vector<SwGeoPackageIndex::Entry> takeIndexEntries() { return std::move( mIndexEntries ); }

private:
  bool fail( const QString &what );
  //! Starts the transaction the rows go in.
  bool begin();
  void extend( const QgsRectangle &box );

  sqlite3 *mDb = nullptr;
  sqlite3_stmt *mInsert = nullptr;
  QgsFields mFields;
  std::vector<SwVariantType> mFieldTypes;
  SwWkbType mType = SW_WKB( Unknown );
  QString mTable;
  int mSrsId = 0;
  bool mInTransaction = false;
  bool mHasOgrContents = false;
  QByteArray mCountTrigger; //!< GDAL's row-counting trigger, set aside while writing, restored at the end

  QgsRectangle mExtent;
  long long mRowCount = 0; //!< the table's rows, those written included
  std::vector<SwGeoPackageIndex::Entry> mIndexEntries;
  QString mError;
};

#endif // SWGEOPACKAGESINK_H
