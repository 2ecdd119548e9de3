/***************************************************************************
  swfeaturereader.cpp: features straight from a GeoPackage or through QGIS.
 ***************************************************************************/
#include "geopackage/swfeaturereader.h"

SwFeatureReader::SwFeatureReader( const SwGeoPackageReader::Location &direct, const QgsFields &fields, const std::function<QgsFeatureIterator()> &throughQgis )
{
  if ( direct.isValid() )
  {
    auto reader = std::make_unique<SwGeoPackageReader>( direct, fields );
    if ( reader->isValid() )
    {
      mDirect = std::move( reader );
      return;
    }
  }
  mIterator = throughQgis();
}

bool SwFeatureReader::next( QgsFeature &feature, QByteArray *blob )
{
  if ( mDirect )
    return mDirect->next( feature, blob );
  if ( blob )
    blob->clear();
  return mIterator.nextFeature( feature );
}
