/***************************************************************************
  swfeaturereader.h: one pass over a layer's features, in order: straight
  from its GeoPackage table when the layer allows it
  (SwGeoPackageReader::locate), else through QGIS's feature source. Both
  give the same features; the direct one can also give each geometry's
  stored blob, which the output GeoPackage takes as is. The parcels
  (SwParcelPipeline) and the reference layers (SwFeatureIndex: a county's
  footprints) are read through it.
 ***************************************************************************/
#ifndef SWFEATUREREADER_H
#define SWFEATUREREADER_H

#include "geopackage/swgeopackagereader.h"

#include "qgsfeatureiterator.h"

#include <functional>
#include <memory>

class SwFeatureReader
{
public:
  /**
   * Starts a pass: from \a direct when it is valid and its table holds
   * \a fields, else through the iterator \a throughQgis opens.
   */
  SwFeatureReader( const SwGeoPackageReader::Location &direct, const QgsFields &fields, const std::function<QgsFeatureIterator()> &throughQgis );

  /**
   * The next feature, and, when \a blob is given, its geometry's stored blob
   * (empty when not read straight from a GeoPackage); false at the end.
   */
  bool next( QgsFeature &feature, QByteArray *blob = nullptr );

  //! True when the features are read straight from their GeoPackage.
  bool isDirect() const { return static_cast<bool>( mDirect ); }

private:
  std::unique_ptr<SwGeoPackageReader> mDirect;
  QgsFeatureIterator mIterator;
};

#endif // SWFEATUREREADER_H
