/***************************************************************************
  swfeatureindex.cpp: loading, indexing and exact queries of small layers.
 ***************************************************************************/
#include "swfeatureindex.h"
#include "swworkingcrs.h"

#include "qgscoordinatetransform.h"
#include "qgsexception.h"
#include "qgsfeaturesource.h"
#include "qgsfeedback.h"

#include <QMutexLocker>

#include <algorithm>
#include <atomic>

namespace
{
  std::atomic<quint64> sNextSerial{ 1 };

  // The calling thread's prepared geometries of the index it used last.
  struct PreparedCache
  {
    quint64 serial = 0;
    std::vector<SwGeos::PreparedPtr> *prepared = nullptr;
  };
  thread_local PreparedCache tPreparedCache;
} // namespace

SwFeatureIndex::SwFeatureIndex()
  : mSerial( sNextSerial++ )
{
}

SwFeatureIndex::~SwFeatureIndex()
{
  if ( tPreparedCache.serial == mSerial )
    tPreparedCache = PreparedCache();
}

SwFeatureIndex::LoadReport SwFeatureIndex::addSource( QgsFeatureSource &source, const QString &layerName, const SwWorkingCrs &working, const QgsCoordinateTransformContext &context, QgsFeedback *feedback, const std::function<bool( const QgsFeature & )> &accept )
{
  LoadReport report;
  const QgsCoordinateTransform transform = working.transformFrom( source.sourceCrs(), context );
  const bool reproject = transform.isValid() && !transform.isShortCircuited();
  const long long count = source.featureCount();
  const double step = count > 0 ? 100.0 / static_cast<double>( count ) : 1;
  long long current = 0;

  QgsFeatureIterator it = source.getFeatures();
  QgsFeature feature;
  while ( it.nextFeature( feature ) )
  {
    if ( feedback && feedback->isCanceled() )
      break;
    if ( feedback )
      feedback->setProgress( step * static_cast<double>( ++current ) );
    if ( accept && !accept( feature ) )
    {
      ++report.rejected;
      continue;
    }
    QgsGeometry geometry = feature.geometry();
    if ( geometry.isNull() || geometry.isEmpty() )
    {
      ++report.skippedEmpty;
      continue;
    }
    if ( reproject )
    {
      try
      {
        geometry.transform( transform );
      }
      catch ( QgsCsException & )
      {
        ++report.untransformable;
        continue;
      }
    }
    if ( geometry.type() == QgsWkbTypes::PolygonGeometry && !geometry.isGeosValid() )
    {
      geometry = geometry.makeValid();
      ++report.repaired;
      if ( geometry.isNull() || geometry.isEmpty() )
      {
        ++report.skippedEmpty;
        continue;
      }
    }
    addFeature( geometry, feature.attributes(), layerName, feature.id() );
    ++report.loaded;
  }
  return report;
}

void SwFeatureIndex::addFeature( const QgsGeometry &geometry, const QgsAttributes &attributes, const QString &layer, QgsFeatureId id )
{
  auto entry = std::make_unique<SwIndexedFeature>();
  entry->id = id;
  entry->layer = layer;
  entry->geos = SwGeos::toGeos( geometry );
  if ( mKeep == Keep::Everything )
  {
    entry->attributes = attributes;
    entry->geometry = geometry;
  }
  entry->bbox = geometry.boundingBox();
  const int index = size();
  // QgsSpatialIndex cannot hold a degenerate (zero-size) box, e.g. a point.
  QgsRectangle indexed = entry->bbox;
  if ( indexed.width() == 0 || indexed.height() == 0 )
    indexed.grow( 1e-9 );
  mIndex.addFeature( index, indexed );
  if ( mExtent.isNull() )
    mExtent = entry->bbox;
  else
    mExtent.combineExtentWith( entry->bbox );
  mFeatures.push_back( std::move( entry ) );
}

std::vector<int> SwFeatureIndex::candidates( const QgsRectangle &rect ) const
{
  const QList<QgsFeatureId> ids = mIndex.intersects( rect );
  std::vector<int> result;
  result.reserve( static_cast<size_t>( ids.size() ) );
  for ( const QgsFeatureId id : ids )
    result.push_back( static_cast<int>( id ) );
  std::sort( result.begin(), result.end() );
  return result;
}

const GEOSPreparedGeometry *SwFeatureIndex::prepared( int i ) const
{
  PreparedCache &cache = tPreparedCache;
  if ( cache.serial != mSerial )
  {
    QMutexLocker locker( &mPreparedMutex );
    std::vector<SwGeos::PreparedPtr> &mine = mPrepared[std::this_thread::get_id()];
    if ( mine.size() != mFeatures.size() )
      mine.resize( mFeatures.size() );
    cache.serial = mSerial;
    cache.prepared = &mine;
  }
  SwGeos::PreparedPtr &slot = ( *cache.prepared )[static_cast<size_t>( i )];
  if ( !slot )
    slot = SwGeos::prepare( mFeatures[static_cast<size_t>( i )]->geos.get() );
  return slot.get();
}

bool SwFeatureIndex::intersects( int i, const GEOSGeometry *geometry ) const
{
  const GEOSPreparedGeometry *p = prepared( i );
  return p && geometry && GEOSPreparedIntersects_r( SwGeos::context(), p, geometry ) == 1;
}

bool SwFeatureIndex::overlaps( int i, const GEOSGeometry *geometry ) const
{
  const GEOSPreparedGeometry *p = prepared( i );
  return p && geometry && GEOSPreparedIntersects_r( SwGeos::context(), p, geometry ) == 1 && GEOSPreparedTouches_r( SwGeos::context(), p, geometry ) == 0;
}

double SwFeatureIndex::distance( int i, const GEOSGeometry *geometry ) const
{
  const GEOSPreparedGeometry *p = prepared( i );
  double d = std::numeric_limits<double>::quiet_NaN();
  if ( p && geometry )
    GEOSPreparedDistance_r( SwGeos::context(), p, geometry, &d );
  return d;
}

SwFeatureIndex::Nearest SwFeatureIndex::nearest( const GEOSGeometry *geometry, const QgsRectangle &box, double maxDistance ) const
{
  Nearest best;
  if ( !geometry || mFeatures.empty() )
    return best;
  QgsRectangle search = box;
  search.grow( maxDistance );
  for ( const int i : candidates( search ) )
  {
    // The gap between bounding boxes bounds the true distance from below.
    const QgsRectangle &other = mFeatures[static_cast<size_t>( i )]->bbox;
    const double dx = std::max( { 0.0, other.xMinimum() - box.xMaximum(), box.xMinimum() - other.xMaximum() } );
    const double dy = std::max( { 0.0, other.yMinimum() - box.yMaximum(), box.yMinimum() - other.yMaximum() } );
    const double lowerBound = std::sqrt( dx * dx + dy * dy );
    if ( lowerBound > maxDistance || ( best.found() && lowerBound >= best.distance ) )
      continue;
    const double d = distance( i, geometry );
    if ( std::isnan( d ) || d > maxDistance )
      continue;
    if ( !best.found() || d < best.distance )
    {
      best.index = i;
      best.distance = d;
    }
  }
  return best;
}
