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
  // Progress: evaluation fills it, or 0-60% when a second (writing) pass follows.
  const double evaluationShare = needsAll ? 60.0 : 100.0;
  const double step = count > 0 ? evaluationShare / static_cast<double>( count ) : 1;
  std::vector<std::vector<QgsAttributes>> allRows( mScreens.size() );
  std::vector<QString> allStatuses;
  QSet<QString> seenApns;
  long long duplicateApns = 0;
  long long missingApns = 0;
  long long index = 0;
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

  QgsFeatureIterator it = mParcels->getFeatures( QgsFeatureRequest(), QgsProcessingFeatureSource::FlagSkipGeometryValidityChecks );
  std::vector<SwParcel> batch;
  std::vector<std::vector<QgsAttributes>> batchRows;
  bool more = true;
  while ( more )
  {
    batch.clear();
    QgsFeature feature;
    while ( static_cast<int>( batch.size() ) < BATCH_SIZE && ( more = it.nextFeature( feature ) ) )
    {
      SwParcel parcel;
      parcel.index = index++;
      parcel.feature = feature;
      parcel.apn = feature.attribute( mApnIndex ).toString().trimmed();
      if ( parcel.apn.isEmpty() )
        ++missingApns;
      else if ( seenApns.contains( parcel.apn ) )
        ++duplicateApns;
      else
        seenApns.insert( parcel.apn );
      for ( const std::unique_ptr<SwScreen> &screen : mScreens )
        screen->read( parcel );
      batch.push_back( std::move( parcel ) );
    }
    if ( feedback->isCanceled() )
      abandon();
    if ( batch.empty() )
      break;

    batchRows.assign( batch.size(), std::vector<QgsAttributes>( mScreens.size() ) );
    QMutex errorMutex;
    QString error;
    std::vector<size_t> positions( batch.size() );
    std::iota( positions.begin(), positions.end(), 0 );
    QtConcurrent::blockingMap( positions, [&]( size_t i )
                               {
      try
      {
        prepareParcel( batch[i] );
        for ( size_t s = 0; s < mScreens.size(); ++s )
          batchRows[i][s] = mScreens[s]->evaluate( batch[i] );
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

    for ( size_t i = 0; i < batch.size(); ++i )
    {
      if ( needsAll )
      {
        for ( size_t s = 0; s < mScreens.size(); ++s )
          allRows[s].push_back( std::move( batchRows[i][s] ) );
        allStatuses.push_back( batch[i].status );
      }
      else
        writeParcel( batch[i], batchRows[i] );
    }
    feedback->setProgress( step * static_cast<double>( index ) );
  }

  if ( needsAll )
  {
    for ( size_t s = 0; s < mScreens.size(); ++s )
    {
      if ( mScreens[s]->needsAllParcels() )
        mScreens[s]->finish( allRows[s], feedback );
      if ( feedback->isCanceled() )
        abandon();
    }
    feedback->setProgress( 70 );
    // Second pass: the rows are complete; read the parcels again to write them.
    QgsFeatureIterator again = mParcels->getFeatures( QgsFeatureRequest(), QgsProcessingFeatureSource::FlagSkipGeometryValidityChecks );
    QgsFeature feature;
    long long position = 0;
    const double writeStep = index > 0 ? 30.0 / static_cast<double>( index ) : 1;
    std::vector<QgsAttributes> rows( mScreens.size() );
    while ( again.nextFeature( feature ) && position < index )
    {
      if ( feedback->isCanceled() )
        abandon();
      SwParcel parcel;
      parcel.index = position;
      parcel.feature = feature;
      parcel.apn = feature.attribute( mApnIndex ).toString().trimmed();
      parcel.status = allStatuses[static_cast<size_t>( position )];
      for ( size_t s = 0; s < mScreens.size(); ++s )
        rows[s] = allRows[s][static_cast<size_t>( position )];
      writeParcel( parcel, rows );
      ++position;
      feedback->setProgress( 70 + writeStep * static_cast<double>( position ) );
    }
    if ( position != index )
      throw QgsProcessingException( QObject::tr( "PARCELS layer '%1' changed while it was being screened (%2 parcels read, then %3)" ).arg( mParcelsName ).arg( index ).arg( position ) );
  }

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
