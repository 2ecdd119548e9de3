/***************************************************************************
  swfeatureindex.cpp: loading, indexing and exact queries of small layers.
 ***************************************************************************/
#include "geometry/swfeatureindex.h"
#include "core/compat.h"
#include "geopackage/swfeaturereader.h"
#include "core/swcancel.h"
#include "core/swworkingcrs.h"

#include "qgscoordinatetransform.h"
#include "qgsexception.h"
#include "qgsfeatureiterator.h"
#include "qgsfeaturesource.h"
#include "qgsfeedback.h"

#include <QMutexLocker>
#include <QScopeGuard>
#include <QThreadPool>
#include <QtConcurrent>

#include <algorithm>
#include <array>
#include <exception>
#include <iterator>
#include <stdexcept>
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

SwFeatureIndex::LoadReport SwFeatureIndex::addSource( QgsFeatureSource &source, const QString &layerName, const SwWorkingCrs &working, const QgsCoordinateTransformContext &context, QgsFeedback *feedback, const std::function<bool( const QgsFeature & )> &accept, const SwGeoPackageReader::Location &direct )
{
  LoadReport report;
  const QgsCoordinateTransform transform = working.transformFrom( source.sourceCrs(), context );
  const bool reproject = transform.isValid() && !transform.isShortCircuited();
  const long long count = source.featureCount();
  const double step = count > 0 ? 100.0 / static_cast<double>( count ) : 1;
  long long current = 0;

  // Features are read (and filtered: \a accept may count) on this thread, a
  // chunk at a time; transforming, repairing and converting to GEOS, the
  // costly part for a county's footprints, runs on all cores.
  enum class Outcome
  {
    Loaded,
    Repaired,
    Empty,
    Untransformable,
  };
  struct Loading
  {
    QgsFeature feature;
    QgsGeometry geometry;
    geos::unique_ptr geos;
    Outcome outcome = Outcome::Loaded;
  };
  auto convert = [&]( Loading &item )
  {
    QgsGeometry geometry = item.feature.geometry();
    if ( geometry.isNull() || geometry.isEmpty() )
    {
      item.outcome = Outcome::Empty;
      return;
    }
    if ( reproject )
    {
      try
      {
        geometry.transform( transform );
      }
      catch ( QgsCsException & )
      {
        item.outcome = Outcome::Untransformable;
        return;
      }
    }
    // Converted once: the GEOS copy is both checked and kept.
    item.geos = SwGeos::toGeos( geometry );
    if ( geometry.type() == SW_GEOMETRY( Polygon ) && ( !item.geos || GEOSisValid_r( SwGeos::context(), item.geos.get() ) != 1 ) )
    {
      geometry = geometry.makeValid();
      item.outcome = Outcome::Repaired;
      if ( geometry.isNull() || geometry.isEmpty() )
      {
        item.geos.reset();
        item.outcome = Outcome::Empty;
        return;
      }
      item.geos = SwGeos::toGeos( geometry );
    }
    item.geometry = geometry;
  };

  constexpr size_t CHUNK = 8192;
  SwFeatureReader it( direct, source.fields(), [&source]
                      { return source.getFeatures(); } );
  const auto read = [&]( std::vector<Loading> &chunk )
  {
    chunk.clear();
    QgsFeature feature;
    while ( chunk.size() < CHUNK && it.next( feature ) )
    {
      ++current;
      if ( accept && !accept( feature ) )
      {
        ++report.rejected;
        continue;
      }
      Loading item;
      item.feature = feature;
      chunk.push_back( std::move( item ) );
    }
    // A cancelled load throws rather than leave a partial index behind.
    SwCancel::check( feedback );
  };
  const auto keep = [&]( std::vector<Loading> &chunk )
  {
    for ( Loading &item : chunk )
    {
      switch ( item.outcome )
      {
        case Outcome::Empty:
          ++report.skippedEmpty;
          continue;
        case Outcome::Untransformable:
          ++report.untransformable;
          continue;
        case Outcome::Repaired:
          ++report.repaired;
          break;
        case Outcome::Loaded:
          break;
      }
      insert( item.geometry, std::move( item.geos ), item.feature.attributes(), layerName, item.feature.id() );
      ++report.loaded;
    }
  };

  // Two chunks in flight: this thread reads the next while the pool
  // converts the last, then indexes it in reading order.
  std::array<std::vector<Loading>, 2> chunks;
  QThreadPool converter;
  converter.setMaxThreadCount( 1 );
  QFuture<void> converting;
  std::exception_ptr failure;
  const auto settle = qScopeGuard( [&]
                                   { converting.waitForFinished(); } );
  size_t k = 0;
  read( chunks[k] );
  while ( !chunks[k].empty() )
  {
    std::vector<Loading> &chunk = chunks[k];
    converting = QtConcurrent::run( &converter, [&]
                                    {
      try
      {
        QtConcurrent::blockingMap( chunk, convert );
      }
      catch ( ... )
      {
        failure = std::current_exception();
      } } );
    read( chunks[1 - k] );
    converting.waitForFinished();
    if ( failure )
      std::rethrow_exception( failure );
    keep( chunk );
    chunk.clear();
    if ( feedback )
      feedback->setProgress( step * static_cast<double>( current ) );
    k = 1 - k;
  }
  if ( mKeep == Keep::Packed )
  {
    mPacked.shrink();
    mBoxes.shrink_to_fit();
    mIds.shrink_to_fit();
    mPackedItem.shrink_to_fit();
  }
  return report;
}

void SwFeatureIndex::addFeature( const QgsGeometry &geometry, const QgsAttributes &attributes, const QString &layer, QgsFeatureId id )
{
  insert( geometry, SwGeos::toGeos( geometry ), attributes, layer, id );
}

void SwFeatureIndex::setKeep( Keep keep )
{
  if ( !isEmpty() && keep != mKeep )
    throw std::logic_error( "SwFeatureIndex::setKeep after features were added" );
  mKeep = keep;
}

void SwFeatureIndex::insert( const QgsGeometry &geometry, geos::unique_ptr geos, const QgsAttributes &attributes, const QString &layer, QgsFeatureId id )
{
  const int i = size();
  const QgsRectangle bbox = geometry.boundingBox();
  if ( mKeep == Keep::Everything )
  {
    auto entry = std::make_unique<SwIndexedFeature>();
    entry->id = id;
    entry->layer = layer;
    entry->geos = std::move( geos );
    entry->attributes = attributes;
    entry->geometry = geometry;
    entry->bbox = bbox;
    mFeatures.push_back( std::move( entry ) );
  }
  else if ( mPacked.add( SwGeos::context(), geos.get() ) )
  {
    mPackedItem.push_back( mPacked.size() - 1 );
  }
  else
  {
    mPackedItem.push_back( -1 );
    mLoose[i] = std::move( geos );
  }
  if ( mLayerStarts.empty() || mLayerStarts.back().second != layer )
    mLayerStarts.emplace_back( i, layer );
  mBoxes.push_back( bbox );
  mIds.push_back( id );
  mIndex.add( i, bbox );
  mIndexReady = false;
  mFacetsReady = false;
  if ( mExtent.isNull() )
    mExtent = bbox;
  else
    mExtent.combineExtentWith( bbox );
}

QString SwFeatureIndex::layerName( int i ) const
{
  const auto after = std::upper_bound( mLayerStarts.begin(), mLayerStarts.end(), i, []( int index, const std::pair<int, QString> &start )
                                       { return index < start.first; } );
  return after == mLayerStarts.begin() ? QString() : std::prev( after )->second;
}

const GEOSGeometry *SwFeatureIndex::geometry( int i, geos::unique_ptr &rebuilt ) const
{
  if ( mKeep == Keep::Everything )
    return mFeatures[static_cast<size_t>( i )]->geos.get();
  const int item = mPackedItem[static_cast<size_t>( i )];
  if ( item < 0 )
    return mLoose.at( i ).get();
  rebuilt = mPacked.geometry( SwGeos::context(), item );
  return rebuilt.get();
}

std::vector<int> SwFeatureIndex::candidates( const QgsRectangle &rect ) const
{
  if ( !mIndexReady.load( std::memory_order_acquire ) )
  {
    QMutexLocker locker( &mBuildMutex );
    if ( !mIndexReady.load( std::memory_order_relaxed ) )
    {
      mIndex.build();
      mIndexReady.store( true, std::memory_order_release );
    }
  }
  std::vector<int> result;
  mIndex.query( rect, result );
  std::sort( result.begin(), result.end() );
  return result;
}

const GEOSPreparedGeometry *SwFeatureIndex::prepared( int i ) const
{
  if ( mKeep != Keep::Everything )
    throw std::logic_error( "SwFeatureIndex: exact queries need Keep::Everything" );
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

bool SwFeatureIndex::covers( int i, const GEOSGeometry *geometry ) const
{
  const GEOSPreparedGeometry *p = prepared( i );
  return p && geometry && GEOSPreparedCovers_r( SwGeos::context(), p, geometry ) == 1;
}

double SwFeatureIndex::distance( int i, const GEOSGeometry *geometry ) const
{
  const GEOSPreparedGeometry *p = prepared( i );
  double d = std::numeric_limits<double>::quiet_NaN();
  if ( p && geometry )
    GEOSPreparedDistance_r( SwGeos::context(), p, geometry, &d );
  return d;
}

const std::vector<std::unique_ptr<SwFacets>> &SwFeatureIndex::facets() const
{
  if ( !mFacetsReady.load( std::memory_order_acquire ) )
  {
    QMutexLocker locker( &mBuildMutex );
    if ( !mFacetsReady.load( std::memory_order_relaxed ) )
    {
      mFacets.clear();
      mFacets.resize( mBoxes.size() );
      for ( size_t i = 0; i < mBoxes.size() && mKeep == Keep::Everything; ++i )
      {
        // Polygons only: GEOS measures a prepared polygon by its facets; other types another way.
        const GEOSGeometry *geometry = mFeatures[i]->geos.get();
        const int type = geometry ? GEOSGeomTypeId_r( SwGeos::context(), geometry ) : -1;
        if ( type == GEOS_POLYGON || type == GEOS_MULTIPOLYGON )
          mFacets[i] = std::make_unique<SwFacets>( geometry );
      }
      mFacetsReady.store( true, std::memory_order_release );
    }
  }
  return mFacets;
}

SwFeatureIndex::Nearest SwFeatureIndex::nearest( const GEOSGeometry *geometry, const QgsRectangle &box, double maxDistance ) const
{
  Nearest best;
  if ( !geometry || isEmpty() )
    return best;
  QgsRectangle search = box;
  search.grow( maxDistance );
  // The gap between bounding boxes bounds the true distance from below:
  // measured nearest box first, the first exact distance usually rules out
  // every other candidate (a parcel a mile from several areas measures one).
  std::vector<std::pair<double, int>> byGap;
  for ( const int i : candidates( search ) )
  {
    const QgsRectangle &other = mBoxes[static_cast<size_t>( i )];
    const double dx = std::max( { 0.0, other.xMinimum() - box.xMaximum(), box.xMinimum() - other.xMaximum() } );
    const double dy = std::max( { 0.0, other.yMinimum() - box.yMaximum(), box.yMinimum() - other.yMaximum() } );
    const double lowerBound = std::sqrt( dx * dx + dy * dy );
    if ( lowerBound <= maxDistance )
      byGap.emplace_back( lowerBound, i );
  }
  std::sort( byGap.begin(), byGap.end() );
  const std::vector<std::unique_ptr<SwFacets>> &boundaries = facets();
  thread_local SwFacets parcel;
  bool parcelRead = false;
  for ( const auto &[lowerBound, i] : byGap )
  {
    if ( best.found() && ( lowerBound > best.distance || ( lowerBound == best.distance && i > best.index ) ) )
    {
      if ( lowerBound > best.distance )
        break;
      continue;
    }
    // Apart from the feature's box, the distance is between boundaries
    // (SwFacets, GEOS's arithmetic); where the boxes meet, GEOS decides.
    double d = std::numeric_limits<double>::quiet_NaN();
    const SwFacets *boundary = boundaries[static_cast<size_t>( i )].get();
    if ( boundary && lowerBound > 0 )
    {
      if ( !parcelRead )
      {
        parcel.assign( geometry );
        parcelRead = true;
      }
      d = boundary->distance( parcel );
    }
    if ( std::isnan( d ) )
      d = distance( i, geometry );
    if ( std::isnan( d ) || d > maxDistance )
      continue;
    // Ties go to the feature added first, whatever order they were measured in.
    if ( !best.found() || d < best.distance || ( d == best.distance && i < best.index ) )
    {
      best.index = i;
      best.distance = d;
    }
  }
  return best;
}
