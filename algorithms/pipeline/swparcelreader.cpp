/***************************************************************************
  swparcelreader.cpp: the parcels, straight from their GeoPackage or
  through QGIS.
 ***************************************************************************/
#include "pipeline/swparcelreader.h"

#include "qgsprocessingutils.h"

SwParcelReader::SwParcelReader( QgsProcessingFeatureSource &parcels, const SwGeoPackageReader::Location &direct )
{
  if ( direct.isValid() )
  {
    auto reader = std::make_unique<SwGeoPackageReader>( direct, parcels.fields() );
    if ( reader->isValid() )
    {
      mDirect = std::move( reader );
      return;
    }
  }
  mIterator = parcels.getFeatures( QgsFeatureRequest(), QgsProcessingFeatureSource::FlagSkipGeometryValidityChecks );
}

bool SwParcelReader::next( QgsFeature &feature, QByteArray &blob )
{
  if ( mDirect )
    return mDirect->next( feature, blob );
  blob.clear();
  return mIterator.nextFeature( feature );
}
