/***************************************************************************
  swparcelpipeline.cpp: read, evaluate on all cores, write in order.
 ***************************************************************************/
#include "pipeline/swparcelpipeline.h"
#include "core/compat.h"

#include "qgsgeos.h"
#include "core/swcancel.h"

#include "qgsprocessingfeedback.h"

#include <QMutex>
#include <QScopeGuard>
#include <QThreadPool>
#include <QtConcurrent>

#include <array>
#include <exception>
#include <utility>
#include <limits>
#include <numeric>

namespace
{
  // Parcels read, evaluated in parallel and written per batch: large enough
  // to keep every core busy, small enough to stream a county.
  constexpr int BATCH_SIZE = 2048;

  void setProgress( QgsFeedback *progress, long long done, long long count )
  {
    if ( count > 0 )
      progress->setProgress( 100.0 * static_cast<double>( done ) / static_cast<double>( count ) );
  }
} // namespace

SwParcelPipeline::SwParcelPipeline( QgsProcessingFeatureSource &parcels, const QString &parcelsName, int apnIndex, const std::vector<std::unique_ptr<SwScreen>> &screens, const SwParcelGeometry &geometry, SwWarnings &warnings, const SwGeoPackageReader::Location &direct )
  : mParcels( parcels )
  , mDirect( direct )
  , mParcelsName( parcelsName )
  , mApnIndex( apnIndex )
  , mScreens( screens )
  , mGeometry( geometry )
  , mWarnings( warnings )
{
  for ( size_t s = 0; s < mScreens.size(); ++s )
  {
    ( mScreens[s]->needsAllParcels() ? mFirstPass : mWritingPass ).push_back( s );
    mSharing = mSharing || mScreens[s]->readsSharedFigures();
  }
}

void SwParcelPipeline::run( const Writer &write, QgsProcessingFeedback *feedback, SwRunCounts &counts )
{
  mCount = mParcels.featureCount();
  mKeptRows.assign( mScreens.size(), {} );
  mSeenApns.clear();
  mSeenApns.reserve( static_cast<int>( std::min<long long>( mCount, std::numeric_limits<int>::max() ) ) );
  const bool twoPasses = !mFirstPass.empty();
  QgsProcessingMultiStepFeedback progress( twoPasses ? 3 : 1, feedback );
  if ( twoPasses )
  {
    firstPass( &progress, feedback, counts );
    progress.setCurrentStep( 1 );
    finishScreens( &progress, feedback );
    progress.setCurrentStep( 2 );
  }
  writingPass( write, &progress, feedback, counts );
  mKeptRows.clear();
}

void SwParcelPipeline::streamBatches( SwFeatureReader &it, const std::vector<size_t> &screens, SwRunCounts *apnCounts, QgsProcessingFeedback *feedback, const Consumer &consume )
{
  // Three batches in flight: the caller consumes one (writes it) while the
  // pool evaluates the next and a reader thread reads the one after, so
  // reading, evaluating and writing overlap and every core stays busy.
  struct Stage
  {
    std::vector<SwParcel> batch;
    Rows rows;
    long long readSoFar = 0;
    std::exception_ptr error;
  };
  std::array<Stage, 3> stages;
  long long next = 0;
  QThreadPool reader;
  reader.setMaxThreadCount( 1 );
  QThreadPool evaluator;
  evaluator.setMaxThreadCount( 1 );
  QFuture<void> reading;
  QFuture<void> evaluating;
  // Whatever happens, no thread is left working on this frame's stages.
  const auto settle = qScopeGuard( [&]
                                   { reading.waitForFinished(); evaluating.waitForFinished(); } );
  const auto read = [&]( Stage &stage )
  {
    try
    {
      readBatch( it, stage.batch, next, screens, apnCounts, feedback );
      stage.readSoFar = next;
    }
    catch ( ... )
    {
      stage.error = std::current_exception();
    }
  };
  const auto evaluate = [&]( Stage &stage )
  {
    try
    {
      evaluateBatch( stage.batch, screens, stage.rows );
    }
    catch ( ... )
    {
      stage.error = std::current_exception();
    }
  };
  const auto rethrow = []( Stage &stage )
  {
    if ( stage.error )
      std::rethrow_exception( std::exchange( stage.error, nullptr ) );
  };

  read( stages[0] );
  rethrow( stages[0] );
  if ( stages[0].batch.empty() )
    return;
  evaluating = QtConcurrent::run( &evaluator, [&]
                                  { evaluate( stages[0] ); } );
  reading = QtConcurrent::run( &reader, [&]
                               { read( stages[1] ); } );
  for ( size_t k = 0;; ++k )
  {
    Stage &current = stages[k % 3];
    Stage &following = stages[( k + 1 ) % 3];
    Stage &after = stages[( k + 2 ) % 3];
    evaluating.waitForFinished();
    reading.waitForFinished();
    rethrow( current );
    rethrow( following );
    const bool more = !following.batch.empty();
    if ( more )
    {
      evaluating = QtConcurrent::run( &evaluator, [&]
                                      { evaluate( following ); } );
      reading = QtConcurrent::run( &reader, [&]
                                   { read( after ); } );
    }
    consume( current.batch, current.rows, current.readSoFar );
    // The batch is cleared on the reader thread when it reads into it again.
    if ( !more )
      return;
  }
}

SwFeatureReader SwParcelPipeline::readParcels() const
{
  // Every parcel, the invalid ones too: they are repaired or named, never skipped.
  return SwFeatureReader( mDirect, mParcels.fields(), [this]
                          { return mParcels.getFeatures( QgsFeatureRequest(), SW_SOURCE_SKIP_GEOMETRY_VALIDITY_CHECKS ); } );
}

void SwParcelPipeline::firstPass( QgsFeedback *progress, QgsProcessingFeedback *feedback, SwRunCounts &counts )
{
  SwFeatureReader it = readParcels();
  long long read = 0;
  streamBatches( it, mFirstPass, &counts, feedback, [&]( std::vector<SwParcel> &batch, Rows &rows, long long readSoFar )
                 {
    for ( size_t i = 0; i < batch.size(); ++i )
    {
      for ( const size_t s : mFirstPass )
        mKeptRows[s].push_back( std::move( rows[i][s] ) );
    }
    read = readSoFar;
    setProgress( progress, read, mCount ); } );
  mFirstPassRead = read;
}

void SwParcelPipeline::finishScreens( QgsProcessingFeedback *progress, QgsProcessingFeedback *feedback )
{
  for ( const size_t s : mFirstPass )
  {
    mScreens[s]->finish( mKeptRows[s], progress );
    SwCancel::check( feedback );
  }
}

void SwParcelPipeline::writingPass( const Writer &write, QgsFeedback *progress, QgsProcessingFeedback *feedback, SwRunCounts &counts )
{
  const bool twoPasses = !mFirstPass.empty();
  SwFeatureReader it = readParcels();
  long long read = 0;
  streamBatches( it, mWritingPass, twoPasses ? nullptr : &counts, feedback, [&]( std::vector<SwParcel> &batch, Rows &rows, long long readSoFar )
                 {
    read = readSoFar;
    if ( twoPasses && read > mFirstPassRead )
      throw QgsProcessingException( QObject::tr( "PARCELS layer '%1' changed while it was being screened (%2 parcels read, then more)" ).arg( mParcelsName ).arg( mFirstPassRead ) );
    for ( size_t i = 0; i < batch.size(); ++i )
    {
      for ( const size_t s : mFirstPass )
        rows[i][s] = std::move( mKeptRows[s][static_cast<size_t>( batch[i].index )] );
      write( batch[i], rows[i] );
    }
    SwCancel::check( feedback );
    setProgress( progress, read, mCount ); } );
  if ( twoPasses && read != mFirstPassRead )
    throw QgsProcessingException( QObject::tr( "PARCELS layer '%1' changed while it was being screened (%2 parcels read, then %3)" ).arg( mParcelsName ).arg( mFirstPassRead ).arg( read ) );
  counts.read = read;
}

bool SwParcelPipeline::readBatch( SwFeatureReader &it, std::vector<SwParcel> &batch, long long &next, const std::vector<size_t> &screens, SwRunCounts *apnCounts, QgsProcessingFeedback *feedback )
{
  batch.clear();
  QgsFeature feature;
  QByteArray blob;
  while ( static_cast<int>( batch.size() ) < BATCH_SIZE && it.next( feature, &blob ) )
  {
    SwParcel parcel;
    parcel.index = next++;
    parcel.feature = feature;
    parcel.storedBlob = blob;
    parcel.apn = feature.attribute( mApnIndex ).toString().trimmed();
    if ( apnCounts )
    {
      if ( parcel.apn.isEmpty() )
        apnCounts->missingApns.add( parcel.index, parcel.apn );
      else if ( mSeenApns.contains( parcel.apn ) )
        apnCounts->duplicateApns.add( parcel.index, parcel.apn );
      else
        mSeenApns.insert( parcel.apn );
    }
    for ( const size_t s : screens )
      mScreens[s]->read( parcel );
    batch.push_back( std::move( parcel ) );
  }
  SwCancel::check( feedback );
  return !batch.empty();
}

std::vector<QgsAttributes> SwParcelPipeline::evaluateParcel( SwParcel &parcel, const std::vector<size_t> &screens ) const
{
  std::vector<QgsAttributes> rows( mScreens.size() );
  try
  {
    mGeometry.prepare( parcel );
    for ( const size_t s : screens )
    {
      rows[s] = mScreens[s]->evaluate( parcel );
      if ( mSharing )
        mScreens[s]->share( rows[s], parcel );
    }
    return rows;
  }
  catch ( const GEOSException &e )
  {
    // One parcel's shape (valid to GEOS's own test, yet near-degenerate) must
    // not stop a citywide run nor be dropped: it is written, not evaluated,
    // and named. Found by fuzz_geometry (a TopologyException in ESA adjacency).
    mWarnings.add( QObject::tr( "Parcel %1 could not be measured (%2); it is written with status %3 and not screened" ).arg( parcel.apn, e.what(), SwStatus::geometryError() ) );
  }
  parcel.status = SwStatus::geometryError();
  parcel.geometry = QgsGeometry();
  parcel.geos.reset();
  parcel.bbox = QgsRectangle();
  parcel.areaSqft = 0;
  parcel.shared.clear();
  for ( const size_t s : screens )
  {
    rows[s] = mScreens[s]->evaluate( parcel );
    if ( mSharing )
      mScreens[s]->share( rows[s], parcel );
  }
  return rows;
}

void SwParcelPipeline::evaluateBatch( std::vector<SwParcel> &batch, const std::vector<size_t> &screens, Rows &rows ) const
{
  rows.assign( batch.size(), std::vector<QgsAttributes>( mScreens.size() ) );
  QMutex errorMutex;
  QString error;
  size_t errorAt = batch.size(); // the first failing parcel in input order, so the message does not depend on thread timing
  std::vector<size_t> positions( batch.size() );
  std::iota( positions.begin(), positions.end(), 0 );
  QtConcurrent::blockingMap( positions, [&]( size_t i )
                             {
    QString failure;
    try
    {
      const std::vector<QgsAttributes> parcelRows = evaluateParcel( batch[i], screens );
      for ( const size_t s : screens )
        rows[i][s] = parcelRows[s];
    }
    catch ( QgsException &e )
    {
      failure = e.what();
    }
    catch ( std::bad_alloc & )
    {
      failure = QObject::tr( "out of memory" );
    }
    catch ( std::exception &e )
    {
      failure = QString::fromLocal8Bit( e.what() );
    }
    if ( !failure.isEmpty() )
    {
      QMutexLocker locker( &errorMutex );
      if ( i < errorAt )
      {
        errorAt = i;
        error = QObject::tr( "Parcel %1: %2" ).arg( batch[i].apn, failure );
      }
    } } );
  if ( !error.isEmpty() )
    throw QgsProcessingException( error );
}
