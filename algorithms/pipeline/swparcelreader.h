/***************************************************************************
  swparcelreader.h: one pass over the parcels, in input order: straight
  from their GeoPackage table when the layer allows it
  (SwGeoPackageReader::locate), else through QGIS's feature source. Both
  give the same features; the direct one also gives each geometry's stored
  blob, which the output GeoPackage can take as is.
 ***************************************************************************/
#ifndef SWPARCELREADER_H
#define SWPARCELREADER_H

#include "core/swgeopackagereader.h"

#include "qgsfeatureiterator.h"

#include <memory>

class QgsProcessingFeatureSource;

class SwParcelReader
{
public:
  /**
   * Starts a pass over \a parcels; read from \a direct when it is valid and
   * its table holds the parcels' fields (else through \a parcels).
   */
  SwParcelReader( QgsProcessingFeatureSource &parcels, const SwGeoPackageReader::Location &direct );

  //! The next parcel, and its geometry's stored blob (empty when not read from a GeoPackage); false at the end.
  bool next( QgsFeature &feature, QByteArray &blob );

  //! True when the parcels are read straight from their GeoPackage.
  bool isDirect() const { return static_cast<bool>( mDirect ); }

private:
  std::unique_ptr<SwGeoPackageReader> mDirect;
  QgsFeatureIterator mIterator;
};

#endif // SWPARCELREADER_H
