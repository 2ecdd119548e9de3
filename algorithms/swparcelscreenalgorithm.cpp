/***************************************************************************
  swparcelscreenalgorithm.cpp: the shared parcel pipeline of the screens.
 ***************************************************************************/
#include "swparcelscreenalgorithm.h"
#include "compat.h"
#include "swlayername.h"
#include "swstyles.h"

#include "qgsexception.h"
#include "qgsprocessingfeedback.h"
#include "qgsprocessingparameters.h"
#include "qgsvectorlayer.h"

#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QIcon>
#include <QMutex>
#include <QtConcurrent>

#include <exception>

namespace
{
  const QString PARCELS = QStringLiteral( "PARCELS" );
  const QString APN_FIELD = QStringLiteral( "APN_FIELD" );
  const QString WORKING_CRS = QStringLiteral( "WORKING_CRS" );
  const QString OUTPUT = QStringLiteral( "OUTPUT" );
  // Parcels read, evaluated in parallel and written per batch: large enough
  // to keep every core busy, small enough to stream a county.
  constexpr int BATCH_SIZE = 2048;

  // Keeps only the polygonal parts of a repaired geometry.
  QgsGeometry polygonsOf( const QgsGeometry &geometry )
  {
    if ( geometry.type() == QgsWkbTypes::PolygonGeometry )
      return geometry;
    QVector<QgsGeometry> parts;
    for ( const QgsGeometry &part : geometry.asGeometryCollection() )
    {
      if ( part.type() == QgsWkbTypes::PolygonGeometry && !part.isEmpty() )
        parts << part;
    }
    return parts.isEmpty() ? QgsGeometry() : QgsGeometry::collectGeometry( parts );
  }

  // The output file a cancelled run must not leave behind.
  QString destinationFile( const QString &destination )
  {
    const QString path = destination.section( '|', 0, 0 );
    return QFileInfo( path ).isAbsolute() || QFileInfo::exists( path ) ? path : QString();
  }
} // namespace

void SwParcelScreenAlgorithm::addScreenParameter( QgsProcessingParameterDefinition *parameter )
{
  if ( parameterDefinition( parameter->name() ) )
  {
    delete parameter;
    return;
  }
  addParameter( parameter );
}

QIcon SwParcelScreenAlgorithm::icon() const
{
  return QIcon( svgIconPath() );
}

QString SwParcelScreenAlgorithm::svgIconPath() const
{
  return QStringLiteral( ":/stormwater/icons/stormwater.svg" );
}

QString SwParcelScreenAlgorithm::shortHelpString() const
{
  QStringList help;
  help << helpIntroduction();
  help << QObject::tr( "PARCELS: the parcel polygons, in any CRS (a layer with no CRS is refused). APN_FIELD: the field holding the assessor's parcel number (default apn)." );
  for ( const std::unique_ptr<SwScreen> &screen : createScreens() )
    help << screen->parameterHelp();
  help << profileHelp();
  help << QObject::tr( "WORKING_CRS (advanced): the projected CRS measurements are made in. Default: the parcels' own CRS when it is projected and not Mercator, otherwise EPSG:2229 (NAD83 / California zone 5, US feet). Every distance and area is reported in US survey feet and square feet whatever the CRS." );
  help << QObject::tr( "OUTPUT: every input parcel exactly once, with apn, the screen's fields and status (ok, repaired, null_geometry, invalid_geometry, not_transformable, or a screen's own reason), followed by the parcel's own fields. A cancelled run leaves no output behind." );
  return help.join( QLatin1String( "\n\n" ) );
}

void SwParcelScreenAlgorithm::initAlgorithm( const QVariantMap & )
{
  addParameter( new QgsProcessingParameterFeatureSource( PARCELS, QObject::tr( "Parcels" ), QList<int>() << SW_PROCESSING_SOURCE_POLYGON ) );
  // Optional with a default: scripts that omit it get "apn" (QGIS refuses a
  // missing mandatory field parameter even when it has a default).
  addParameter( new QgsProcessingParameterField( APN_FIELD, QObject::tr( "Parcel number (APN) field" ), QStringLiteral( "apn" ), PARCELS, SW_FIELD_ANY, false, true ) );
  addProfileParameter();
  for ( const std::unique_ptr<SwScreen> &screen : createScreens() )
    screen->addParameters( *this, isCombined() );
  addExtraParameters();
  auto working = std::make_unique<QgsProcessingParameterCrs>( WORKING_CRS, QObject::tr( "Working CRS for measurements (projected)" ), QVariant(), true );
  working->setFlags( working->flags() | SW_PARAMETER_FLAG_ADVANCED );
  addParameter( working.release() );
  addParameter( new QgsProcessingParameterFeatureSink( OUTPUT, QObject::tr( "Screened parcels" ), SW_PROCESSING_SOURCE_POLYGON ) );
}

bool SwParcelScreenAlgorithm::prepareAlgorithm( const QVariantMap &parameters, QgsProcessingContext &context, QgsProcessingFeedback *feedback )
{
  mSetup.profile = profileParameter( parameters, context );
  mSetup.combined = isCombined();

  mParcels.reset( parameterAsSource( parameters, PARCELS, context ) );
  if ( !mParcels )
    throw QgsProcessingException( invalidSourceError( parameters, PARCELS ) );
  mParcelsName = mParcels->sourceName();
  if ( const QgsVectorLayer *layer = parameterAsVectorLayer( parameters, PARCELS, context ) )
    mParcelsName = SwLayerName::of( layer );
  if ( QgsWkbTypes::geometryType( mParcels->wkbType() ) != QgsWkbTypes::PolygonGeometry )
    throw QgsProcessingException( QObject::tr( "PARCELS layer '%1' must hold polygons; it holds %2" ).arg( mParcelsName, QgsWkbTypes::displayString( mParcels->wkbType() ) ) );
  if ( mParcels->featureCount() == 0 )
    throw QgsProcessingException( QObject::tr( "PARCELS layer '%1' has no parcels" ).arg( mParcelsName ) );
  if ( !mParcels->sourceCrs().isValid() )
    throw QgsProcessingException( QObject::tr( "PARCELS layer '%1' has no CRS: assign its CRS first (Los Angeles County data is usually EPSG:2229)" ).arg( mParcelsName ) );

  QString apnField = parameterAsString( parameters, APN_FIELD, context );
  if ( apnField.isEmpty() )
    apnField = QStringLiteral( "apn" );
  mApnIndex = mParcels->fields().lookupField( apnField );
  if ( mApnIndex < 0 )
    throw QgsProcessingException( QObject::tr( "APN_FIELD '%1' is not a field of PARCELS layer '%2' (its fields: %3)" ).arg( apnField, mParcelsName, mParcels->fields().names().join( QLatin1String( ", " ) ) ) );

  mSetup.parcelFields = mParcels->fields();
  mSetup.parcelCrs = mParcels->sourceCrs();
  mSetup.working = SwWorkingCrs::choose( mParcels->sourceCrs(), parameterAsCrs( parameters, WORKING_CRS, context ) );
  mToWorking = mSetup.working.transformFrom( mParcels->sourceCrs(), context.transformContext() );
  feedback->pushInfo( QObject::tr( "Measuring in %1 (%2), %3 US feet per map unit; profile %4" ).arg( mSetup.working.crs().authid(), mSetup.working.crs().description() ).arg( mSetup.working.feetPerUnit(), 0, 'g', 10 ).arg( mSetup.profile.title() ) );

  mScreens.clear();
  mSkipped.clear();
  for ( std::unique_ptr<SwScreen> &screen : createScreens() )
  {
    if ( isCombined() && !screen->isConfigured( parameters, context ) )
    {
      mSkipped << screen->id();
      feedback->pushInfo( QObject::tr( "%1: skipped, its inputs were not given" ).arg( screen->title() ) );
      continue;
    }
    screen->prepare( parameters, context, feedback, mSetup );
    mScreens.push_back( std::move( screen ) );
  }
  mOutputFields = buildOutputFields();
  return true;
}

QgsFields SwParcelScreenAlgorithm::buildOutputFields()
{
  QgsFields fields;
  fields.append( QgsField( QStringLiteral( "apn" ), QVariant::String ) );
  for ( const std::unique_ptr<SwScreen> &screen : mScreens )
  {
    for ( QgsField field : screen->fields() )
    {
      // One layer holds every screen: its shared names get the screen's prefix.
      if ( isCombined() && ( field.name() == QLatin1String( "citation" ) || field.name() == QLatin1String( "status" ) ) )
        field.setName( QStringLiteral( "%1_%2" ).arg( screen->id(), field.name() ) );
      fields.append( field );
    }
  }
  if ( isCombined() )
  {
    fields.append( QgsField( QStringLiteral( "flags" ), QVariant::String ) );
    fields.append( QgsField( QStringLiteral( "screened_profile" ), QVariant::String ) );
    fields.append( QgsField( QStringLiteral( "status" ), QVariant::String ) );
  }
  mInputFieldIndexes.clear();
  const QgsFields input = mParcels->fields();
  for ( int i = 0; i < input.count(); ++i )
  {
    QgsField field = input.at( i );
    // The APN is already the first field; a parcel field named like one of
    // ours keeps its value under a suffixed name, as QGIS's joins do.
    if ( i == mApnIndex && field.name().compare( QLatin1String( "apn" ), Qt::CaseInsensitive ) == 0 )
      continue;
    QString name = field.name();
    for ( int n = 2; fields.lookupField( name ) >= 0; ++n )
      name = QStringLiteral( "%1_%2" ).arg( field.name() ).arg( n );
    field.setName( name );
    fields.append( field );
    mInputFieldIndexes.push_back( i );
  }
  return fields;
}

void SwParcelScreenAlgorithm::prepareParcel( SwParcel &parcel ) const
{
  QgsGeometry geometry = parcel.feature.geometry();
  if ( geometry.isNull() || geometry.isEmpty() )
  {
    parcel.status = SwStatus::noGeometry();
    return;
  }
  if ( mToWorking.isValid() && !mToWorking.isShortCircuited() )
  {
    try
    {
      geometry.transform( mToWorking );
    }
    catch ( QgsCsException & )
    {
      parcel.status = SwStatus::notTransformable();
      return;
    }
  }
  parcel.status = SwStatus::ok();
  if ( !geometry.isGeosValid() )
  {
    geometry = polygonsOf( geometry.makeValid() );
    if ( geometry.isNull() || geometry.isEmpty() || geometry.area() <= 0 )
    {
      parcel.status = SwStatus::invalidGeometry();
      return;
    }
    parcel.status = SwStatus::repaired();
  }
  parcel.geometry = geometry;
  parcel.geos = SwGeos::toGeos( geometry );
  parcel.bbox = geometry.boundingBox();
  parcel.areaSqft = mSetup.working.toSquareFeet( SwGeos::area( parcel.geos.get() ) );
}

QgsAttributes SwParcelScreenAlgorithm::outputAttributes( const SwParcel &parcel, const std::vector<QgsAttributes> &screenRows )
{
  QgsAttributes attributes;
  attributes.reserve( mOutputFields.count() );
  attributes << ( parcel.apn.isEmpty() ? QVariant() : QVariant( parcel.apn ) );
  QStringList flags;
  for ( size_t s = 0; s < mScreens.size(); ++s )
  {
    attributes << screenRows[s];
    const QString flag = mScreens[s]->flag( screenRows[s] );
    if ( !flag.isEmpty() )
    {
      flags << flag;
      ++mFlagCounts[flag];
    }
  }
  ++mStatusCounts[parcel.status];
  flags.sort();
  ++mCombinationCounts[flags.isEmpty() ? QStringLiteral( "none" ) : flags.join( QLatin1String( " + " ) )];
  if ( isCombined() )
  {
    attributes << flags.join( QLatin1String( ", " ) ) << mSetup.profile.name() << parcel.status;
  }
  const QgsAttributes input = parcel.feature.attributes();
  for ( const int i : mInputFieldIndexes )
    attributes << input.value( i );
  return attributes;
}

QVariantMap SwParcelScreenAlgorithm::processAlgorithm( const QVariantMap &parameters, QgsProcessingContext &context, QgsProcessingFeedback *feedback )
{
  QString destination;
  const QString fileBefore = destinationFile( parameters.value( OUTPUT ).toString() );
  const bool existedBefore = !fileBefore.isEmpty() && QFileInfo::exists( fileBefore );
  std::unique_ptr<QgsFeatureSink> sink( parameterAsSink( parameters, OUTPUT, context, destination, mOutputFields, QgsWkbTypes::multiType( mParcels->wkbType() ), mParcels->sourceCrs() ) );
  if ( !sink )
    throw QgsProcessingException( invalidSinkError( parameters, OUTPUT ) );

  mFlagCounts.clear();
  mStatusCounts.clear();
  mCombinationCounts.clear();
  mRunWarnings.clear();
  bool needsAll = false;
  for ( const std::unique_ptr<SwScreen> &screen : mScreens )
    needsAll = needsAll || screen->needsAllParcels();

  const long long count = mParcels->featureCount();
  // Screens whose answers depend on other parcels run in a first pass and
  // keep their rows; the others run in the writing pass, so only the first
  // kind's rows are held in memory (a county's worth of every screen's rows
  // would be gigabytes).
  std::vector<size_t> firstPass;
  std::vector<size_t> writingPass;
  for ( size_t s = 0; s < mScreens.size(); ++s )
    ( mScreens[s]->needsAllParcels() ? firstPass : writingPass ).push_back( s );
  const bool twoPasses = !firstPass.empty();
  // Progress: the first pass fills 0-60%, finishing 60-70%, writing the rest.
  const double writeFrom = twoPasses ? 70.0 : 0.0;
  const double firstStep = count > 0 ? 60.0 / static_cast<double>( count ) : 1;
  const double writeStep = count > 0 ? ( 100.0 - writeFrom ) / static_cast<double>( count ) : 1;
  std::vector<std::vector<QgsAttributes>> keptRows( mScreens.size() );
  QSet<QString> seenApns;
  long long duplicateApns = 0;
  long long missingApns = 0;
  long long written = 0;

  auto abandon = [&]()
  {
    sink.reset();
    const QString file = destinationFile( destination );
    if ( !file.isEmpty() && !existedBefore && QFile::exists( file ) )
      QFile::remove( file );
    throw QgsProcessingException( QObject::tr( "Canceled: no output was written" ) );
  };

  auto writeParcel = [&]( const SwParcel &parcel, const std::vector<QgsAttributes> &rows )
  {
    for ( size_t s = 0; s < mScreens.size(); ++s )
    {
      if ( !mScreens[s]->keep( rows[s] ) )
        return;
    }
    QgsFeature out( mOutputFields );
    out.setGeometry( parcel.feature.geometry() );
    out.setAttributes( outputAttributes( parcel, rows ) );
    if ( !sink->addFeature( out, QgsFeatureSink::FastInsert ) )
      throw QgsProcessingException( writeFeatureError( sink.get(), parameters, OUTPUT ) );
    ++written;
  };

  // Reads the next batch of parcels; the screens of the pass read what they
  // must read on this thread (expressions).
  auto readBatch = [&]( QgsFeatureIterator &it, std::vector<SwParcel> &batch, long long &next, const std::vector<size_t> &screens, bool countApns )
  {
    batch.clear();
    QgsFeature feature;
    while ( static_cast<int>( batch.size() ) < BATCH_SIZE && it.nextFeature( feature ) )
    {
      SwParcel parcel;
      parcel.index = next++;
      parcel.feature = feature;
      parcel.apn = feature.attribute( mApnIndex ).toString().trimmed();
      if ( countApns )
      {
        if ( parcel.apn.isEmpty() )
          ++missingApns;
        else if ( seenApns.contains( parcel.apn ) )
          ++duplicateApns;
        else
          seenApns.insert( parcel.apn );
      }
      for ( const size_t s : screens )
        mScreens[s]->read( parcel );
      batch.push_back( std::move( parcel ) );
    }
    if ( feedback->isCanceled() )
      abandon();
    return !batch.empty();
  };

  // Prepares each parcel's geometry and evaluates the pass's screens, on all cores.
  auto evaluateBatch = [&]( std::vector<SwParcel> &batch, const std::vector<size_t> &screens, std::vector<std::vector<QgsAttributes>> &rows )
  {
    rows.assign( batch.size(), std::vector<QgsAttributes>( mScreens.size() ) );
    QMutex errorMutex;
    QString error;
    std::vector<size_t> positions( batch.size() );
    std::iota( positions.begin(), positions.end(), 0 );
    QtConcurrent::blockingMap( positions, [&]( size_t i )
                               {
      try
      {
        prepareParcel( batch[i] );
        for ( const size_t s : screens )
          rows[i][s] = mScreens[s]->evaluate( batch[i] );
      }
      catch ( QgsException &e )
      {
        QMutexLocker locker( &errorMutex );
        error = QObject::tr( "Parcel %1: %2" ).arg( batch[i].apn, e.what() );
      }
      catch ( std::exception &e )
      {
        QMutexLocker locker( &errorMutex );
        error = QObject::tr( "Parcel %1: %2" ).arg( batch[i].apn, QString::fromLocal8Bit( e.what() ) );
      } } );
    if ( !error.isEmpty() )
      throw QgsProcessingException( error );
  };

  std::vector<SwParcel> batch;
  std::vector<std::vector<QgsAttributes>> batchRows;
  long long index = 0;
  if ( twoPasses )
  {
    QgsFeatureIterator it = mParcels->getFeatures( QgsFeatureRequest(), QgsProcessingFeatureSource::FlagSkipGeometryValidityChecks );
    while ( readBatch( it, batch, index, firstPass, true ) )
    {
      evaluateBatch( batch, firstPass, batchRows );
      for ( size_t i = 0; i < batch.size(); ++i )
      {
        for ( const size_t s : firstPass )
          keptRows[s].push_back( std::move( batchRows[i][s] ) );
      }
      feedback->setProgress( firstStep * static_cast<double>( index ) );
    }
    for ( const size_t s : firstPass )
    {
      mScreens[s]->finish( keptRows[s], feedback );
      if ( feedback->isCanceled() )
        abandon();
    }
    feedback->setProgress( writeFrom );
  }

  // The writing pass: every parcel once, in input order.
  QgsFeatureIterator it = mParcels->getFeatures( QgsFeatureRequest(), QgsProcessingFeatureSource::FlagSkipGeometryValidityChecks );
  long long position = 0;
  while ( readBatch( it, batch, position, writingPass, !twoPasses ) )
  {
    if ( twoPasses && position > index )
      throw QgsProcessingException( QObject::tr( "PARCELS layer '%1' changed while it was being screened (%2 parcels read, then more)" ).arg( mParcelsName ).arg( index ) );
    evaluateBatch( batch, writingPass, batchRows );
    for ( size_t i = 0; i < batch.size(); ++i )
    {
      for ( const size_t s : firstPass )
        batchRows[i][s] = std::move( keptRows[s][static_cast<size_t>( batch[i].index )] );
      writeParcel( batch[i], batchRows[i] );
    }
    feedback->setProgress( writeFrom + writeStep * static_cast<double>( position ) );
  }
  if ( twoPasses && position != index )
    throw QgsProcessingException( QObject::tr( "PARCELS layer '%1' changed while it was being screened (%2 parcels read, then %3)" ).arg( mParcelsName ).arg( index ).arg( position ) );
  index = position;

  auto warn = [&]( const QString &warning )
  {
    mRunWarnings << warning;
    feedback->pushWarning( warning );
  };
  mParcelsRead = index;
  if ( missingApns > 0 )
    warn( QObject::tr( "%n parcel(s) have no APN; they are written with an empty apn", nullptr, static_cast<int>( missingApns ) ) );
  if ( duplicateApns > 0 )
    warn( QObject::tr( "%n parcel(s) repeat an APN already seen; each is written as its own row", nullptr, static_cast<int>( duplicateApns ) ) );
  for ( auto it = mStatusCounts.constBegin(); it != mStatusCounts.constEnd(); ++it )
  {
    if ( it.key() != SwStatus::ok() )
      warn( QObject::tr( "%1 parcel(s) with status %2" ).arg( it.value() ).arg( it.key() ) );
  }
  for ( const std::unique_ptr<SwScreen> &screen : mScreens )
  {
    for ( const QString &line : screen->summary() )
      warn( line );
  }
  feedback->pushInfo( QObject::tr( "%1 parcels screened, %2 written" ).arg( index ).arg( written ) );

  sink->flushBuffer();
  sink.reset();
  if ( !outputStyle().isEmpty() )
    SwStyles::apply( destination, outputStyle(), context, feedback );
  QVariantMap results;
  results.insert( OUTPUT, destination );
  addExtraResults( parameters, context, feedback, results );
  return results;
}
