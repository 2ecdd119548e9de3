/***************************************************************************
  swparcelscreenalgorithm.cpp: the shared parcel pipeline of the screens.
 ***************************************************************************/
#include "processing/swparcelscreenalgorithm.h"
#include "processing/swpreviousscreening.h"
#include "core/swparcelnumberfield.h"
#include "core/swprofileaccount.h"
#include "core/compat.h"
#include "core/swcancel.h"
#include "core/swinputsreadonly.h"
#include "core/swparameterreader.h"
#include "core/swsecrets.h"
#include "processing/swdestinationcheck.h"
#include "processing/swinputcheck.h"
#include "pipeline/swparcelpipeline.h"
#include "core/swlayername.h"
#include "geopackage/swgeopackagesink.h"
#include "outputs/swlayermetadata.h"
#include "outputs/swstyles.h"
#include "processing/swloadedoutputs.h"

#include "qgsexception.h"
#include "qgsprocessingfeedback.h"
#include "qgsprocessingparameters.h"
#include "qgsvectorlayer.h"
#include "qgsproviderregistry.h"

#include <QFile>
#include <QFileInfo>

#include <QIcon>

#include <algorithm>

namespace
{
  const QString PARCELS = QStringLiteral( "PARCELS" );
  const QString APN_FIELD = QStringLiteral( "APN_FIELD" );
  const QString WORKING_CRS = QStringLiteral( "WORKING_CRS" );
  const QString OUTPUT = QStringLiteral( "OUTPUT" );
  const QString OVERWRITE = QStringLiteral( "OVERWRITE" );
} // namespace

void SwParcelScreenAlgorithm::addScreenParameter( QgsProcessingParameterDefinition *parameter )
{
  std::unique_ptr<QgsProcessingParameterDefinition> owned( parameter );
  mParameterScreens[owned->name()] << mAddingScreen;
  const bool declared = std::any_of( mDeclared.cbegin(), mDeclared.cend(), [&owned]( const std::unique_ptr<QgsProcessingParameterDefinition> &other )
                                     { return other->name() == owned->name(); } );
  if ( !declared && !parameterDefinition( owned->name() ) )
    mDeclared.push_back( std::move( owned ) );
}

QString SwParcelScreenAlgorithm::shortHelpString() const
{
  const SwProfile profile = SwProfile::load( SwProfile::defaultName() );
  return QStringList{ helpIntroduction(),
                      QObject::tr( "These are %1's numbers; choose another city in \"%2\". \"Jurisdiction profile rules\" lists each city's numbers with their citations." ).arg( profile.title(), parameterDefinition( profileParameterName() )->description() ),
                      helpPointer() }
    .join( QLatin1Char( '\n' ) );
}

QString SwParcelScreenAlgorithm::detailedHelp() const
{
  QStringList help;
  for ( const std::unique_ptr<SwScreen> &screen : createScreens() )
  {
    if ( !screen->fieldsHelp().isEmpty() )
      help << screen->fieldsHelp();
  }
  if ( isCombined() )
    help << QObject::tr( "Fields of the whole screening: flags (what applies, e.g. \"esa_adjacent, hillside\"; \"incomplete\" when a screen that ran could not evaluate all of the parcel, so a parcel that was not fully screened never looks clean), "
                         "incomplete_screens (which screens and why, e.g. \"hillside (outside_dem)\", \"hillside (partial_nodata)\", \"hillside (undecided)\"), "
                         "not_screened (the screens the run did not include because their inputs were not given, e.g. \"hillside, impervious\"; the log and the report say what would include each; \"none\" when every screen ran: a parcel without flags was not flagged by the screens that ran), screened_profile (the profile's name), "
                         "status (ok, repaired, incomplete, or why the parcel could not be screened at all: null_geometry, invalid_geometry, not_transformable, geometry_error)." );
  return help.join( QLatin1Char( '\n' ) );
}

QString SwParcelScreenAlgorithm::sectionName( const SwScreen &screen )
{
  static const QMap<QString, QString> sSections{
    { QStringLiteral( "vacant" ), QObject::tr( "Vacant" ) },
    { QStringLiteral( "hillside" ), QObject::tr( "Hillside" ) },
    { QStringLiteral( "esa" ), QObject::tr( "ESA" ) },
    { QStringLiteral( "infeasibility" ), QObject::tr( "Infeasibility" ) },
    { QStringLiteral( "impervious" ), QObject::tr( "Impervious" ) },
  };
  return sSections.value( screen.id(), screen.title() );
}

void SwParcelScreenAlgorithm::initAlgorithm( const QVariantMap & )
{
  auto parcels = std::make_unique<QgsProcessingParameterFeatureSource>( PARCELS, QObject::tr( "Parcels" ), QList<int>() << static_cast<int>( SW_PROCESSING_SOURCE_POLYGON ) );
  parcels->setHelp( QObject::tr( "the parcel polygons, in any CRS (a layer with no CRS is refused)." ) );
  addParameter( parcels.release() );
  // Optional with a default: scripts that omit it get "apn" (QGIS refuses a
  // missing mandatory field parameter even when it has a default).
  auto apn = std::make_unique<QgsProcessingParameterField>( APN_FIELD, QObject::tr( "Parcel number (APN) field" ), QStringLiteral( "apn" ), PARCELS, SW_FIELD_ANY, false, true );
  apn->setHelp( QObject::tr( "the field holding the assessor's parcel number. Not chosen: the first of these the layer has, ignoring case: %1 (ain: Los Angeles County's Assessor Identification Number)." ).arg( SwParcelNumberField::knownNames().join( QLatin1String( ", " ) ) ) );
  addParameter( apn.release() );
  addProfileParameter();
  mParameterScreens.clear();
  mDeclared.clear();
  for ( const std::unique_ptr<SwScreen> &screen : createScreens() )
  {
    mAddingScreen = sectionName( *screen );
    screen->addParameters( *this, isCombined() );
  }
  for ( std::unique_ptr<QgsProcessingParameterDefinition> &definition : mDeclared )
  {
    // One form for every screen: each field says which screen it serves ("Vacant — Structure footprints").
    if ( isCombined() )
      definition->setDescription( QStringLiteral( "%1 — %2" ).arg( mParameterScreens.value( definition->name() ).join( QLatin1String( ", " ) ), definition->description() ) );
    addParameter( definition.release() );
  }
  mDeclared.clear();
  addExtraParameters();
  auto working = std::make_unique<QgsProcessingParameterCrs>( WORKING_CRS, QObject::tr( "Working CRS for measurements (projected)" ), QVariant(), true );
  working->setFlags( working->flags() | SW_PARAMETER_FLAG_ADVANCED );
  working->setHelp( QObject::tr( "the projected CRS measurements are made in. Default: the parcels' own CRS when it is projected and not Mercator, otherwise EPSG:2229 (NAD83 / California zone 5, US feet). Every distance and area is reported in US survey feet and square feet whatever the CRS." ) );
  addParameter( working.release() );
  auto overwrite = std::make_unique<QgsProcessingParameterBoolean>( OVERWRITE, QObject::tr( "Replace an existing database table" ), false, true );
  overwrite->setFlags( overwrite->flags() | SW_PARAMETER_FLAG_ADVANCED );
  overwrite->setHelp( QObject::tr( "an output that names an existing PostGIS table is refused unless this is true; files are never overwritten in place (a GeoPackage keeps its other layers)." ) );
  addParameter( overwrite.release() );
  auto output = std::make_unique<QgsProcessingParameterFeatureSink>( OUTPUT, QObject::tr( "Screened parcels" ), SW_PROCESSING_SOURCE_POLYGON );
  output->setHelp( QObject::tr( "every input parcel exactly once, with apn, the screen's fields and status (ok, repaired, null_geometry, invalid_geometry, not_transformable, geometry_error, or a screen's own reason), followed by the parcel's own fields. A cancelled or failed run leaves no output behind." ) );
  addParameter( output.release() );
}

bool SwParcelScreenAlgorithm::prepareInputs( const QVariantMap &parameters, QgsProcessingContext &context, QgsProcessingFeedback *feedback )
{
  const SwInputsReadOnly readOnly;
  try
  {
    prepareRun( parameters, context, feedback );
  }
  catch ( QgsProcessingException &e )
  {
    // A message may quote a data source: never with its password.
    throw QgsProcessingException( SwSecrets::masked( e.what() ) );
  }
  return true;
}

void SwParcelScreenAlgorithm::prepareRun( const QVariantMap &parameters, QgsProcessingContext &context, QgsProcessingFeedback *feedback )
{
  refuseScarceResources( 0 );
  SwInputCheck::refuseUnreadable( *this, parameters, context );
  SwDestinationCheck::refuseCollisions( *this, parameters, context );
  SwDestinationCheck::refuseUnwritableFolders( *this, parameters );
  SwDestinationCheck::refuseExistingTables( *this, parameters, parameterAsBoolean( parameters, OVERWRITE, context ) );
  mOutputs.setOverwriteTables( parameterAsBoolean( parameters, OVERWRITE, context ) );
  mWarnings.clear();
  mWarnings.setFeedback( feedback );
  mSetup.warnings = &mWarnings;
  mNotes.clear();
  mNotes.setFeedback( feedback );
  mSetup.notes = &mNotes;
  mSetup.profile = profileParameter( parameters, context );
  mSetup.combined = isCombined();
  mLoadedOutputs.start( SwLoadedOutputs::groupName( isCombined() ? QObject::tr( "Stormwater screening" ) : displayName(), mSetup.profile.title(), QDateTime::currentDateTime() ) );
  openParcels( parameters, context, feedback );
  mSetup.parcelFields = mParcels->fields();
  mSetup.parcelCrs = mParcels->sourceCrs();
  const QgsCoordinateReferenceSystem requested = parameterAsCrs( parameters, WORKING_CRS, context );
  if ( SwParameterReader::isGiven( parameters.value( WORKING_CRS ) ) && !requested.isValid() )
    throw QgsProcessingException( QObject::tr( "WORKING_CRS '%1' is not a coordinate reference system QGIS knows; give one such as %2" ).arg( parameters.value( WORKING_CRS ).toString(), SwWorkingCrs::defaultAuthId() ) );
  mSetup.working = SwWorkingCrs::choose( mParcels->sourceCrs(), requested, mParcels->sourceExtent() );
  mToWorking = mSetup.working.transformFrom( mParcels->sourceCrs(), context.transformContext() );
  feedback->pushInfo( QObject::tr( "Measuring in %1, %2 US feet per map unit (%3); every figure is given in US survey feet; profile %4" ).arg( mSetup.working.description() ).arg( mSetup.working.feetPerUnit(), 0, 'g', 10 ).arg( mSetup.working.reason(), mSetup.profile.title() ) );
  mNotes.add( PARCELS, QObject::tr( "measured in %1: %2" ).arg( mSetup.working.description(), mSetup.working.reason() ) );
  prepareScreens( parameters, context, feedback );
  mOnlyFlagged = writesOnlyFlagged( parameters, context );
  mLayout = std::make_unique<SwOutputLayout>( mScreens, mParcels->fields(), mApnIndex, isCombined(), mSetup.profile.name() );
  mLayout->setNotScreened( mSkipped );
}

void SwParcelScreenAlgorithm::openParcels( const QVariantMap &parameters, QgsProcessingContext &context, QgsProcessingFeedback *feedback )
{
  mParcels.reset( parameterAsSource( parameters, PARCELS, context ) );
  if ( !mParcels )
    throw QgsProcessingException( invalidSourceError( parameters, PARCELS ) );
  mParcelsName = mParcels->sourceName();
  const QgsVectorLayer *parcelsLayer = parameterAsVectorLayer( parameters, PARCELS, context );
  if ( parcelsLayer )
    mParcelsName = SwLayerName::of( parcelsLayer );
  // Read without QGIS's geometry check: every parcel is written, an invalid one repaired or named.
  mDirectParcels = SwGeoPackageReader::locate( parameters.value( PARCELS ), parcelsLayer, SW_GEOMETRY_CHECK( NoCheck ) );
  if ( QgsWkbTypes::geometryType( mParcels->wkbType() ) != SW_GEOMETRY( Polygon ) )
  {
    // "city.gpkg" alone opens its first layer: list them rather than blame the wells for not being polygons.
    const QString advice = SwLayerInput::unnamedLayerAdvice( parameters.value( PARCELS ) );
    if ( !advice.isEmpty() )
      throw QgsProcessingException( QObject::tr( "PARCELS: %1" ).arg( advice ) );
    throw QgsProcessingException( QObject::tr( "PARCELS layer '%1' must hold polygons; it holds %2" ).arg( mParcelsName, QgsWkbTypes::displayString( mParcels->wkbType() ) ) );
  }
  // Counted, not read from a cache: a GeoPackage's stored count can say 0 while every parcel is there.
  QgsFeature first;
  if ( !mParcels->getFeatures( QgsFeatureRequest().setFlags( SW_FEATURE_REQUEST_FLAG( NoGeometry ) ).setNoAttributes().setLimit( 1 ) ).nextFeature( first ) )
  {
    // A layer whose stored count says it holds parcels but yields none could not be read (a file that failed to open).
    const long long stored = mParcels->featureCount();
    if ( stored > 0 )
      throw QgsProcessingException( QObject::tr( "PARCELS layer '%1' holds %2 parcels but none could be read (is a file descriptor or memory limit too low?); nothing was written" ).arg( mParcelsName ).arg( stored ) );
    throw QgsProcessingException( QObject::tr( "PARCELS layer '%1' has no parcels" ).arg( mParcelsName ) );
  }
  if ( !SwWorkingCrs::isDefined( mParcels->sourceCrs() ) )
    throw QgsProcessingException( QObject::tr( "PARCELS layer '%1' has no CRS: assign its CRS first (Los Angeles County data is usually EPSG:2229)" ).arg( mParcelsName ) );
  refuseScarceResources( mParcels->featureCount() );

  const QString apnField = parameterAsString( parameters, APN_FIELD, context );
  // The dialog and the command line hand the default (apn) itself when the planner left it.
  if ( SwParameterReader::isGiven( parameters.value( APN_FIELD ) ) && apnField.compare( SwParcelNumberField::knownNames().constFirst(), Qt::CaseInsensitive ) != 0 )
  {
    mApnIndex = mParcels->fields().lookupField( apnField );
    if ( mApnIndex < 0 )
      throw QgsProcessingException( QObject::tr( "APN_FIELD '%1' is not a field of PARCELS layer '%2' (its fields: %3)" ).arg( apnField, mParcelsName, mParcels->fields().names().join( QLatin1String( ", " ) ) ) );
    return;
  }
  // Not given: apn, or the name the city's roll uses for it (AIN in Los Angeles County).
  mApnIndex = SwParcelNumberField::find( mParcels->fields() );
  if ( mApnIndex < 0 )
    throw QgsProcessingException( QObject::tr( "PARCELS layer '%1' has no parcel number field named %2; choose it as APN_FIELD (its fields: %3)" ).arg( mParcelsName, SwParcelNumberField::knownNames().join( QLatin1String( ", " ) ), mParcels->fields().names().join( QLatin1String( ", " ) ) ) );
  mNotes.add( PARCELS, QObject::tr( "parcel numbers (APN) read from field '%1' of layer '%2'" ).arg( mParcels->fields().at( mApnIndex ).name(), mParcelsName ) );
}

void SwParcelScreenAlgorithm::prepareScreens( const QVariantMap &parameters, QgsProcessingContext &context, QgsProcessingFeedback *feedback )
{
  mScreens.clear();
  mSkipped.clear();
  mNotScreened.clear();
  mSetup.sharedFigures.clear();
  for ( std::unique_ptr<SwScreen> &screen : createScreens() )
  {
    if ( isCombined() && !screen->isConfigured( parameters, context ) )
    {
      mSkipped << screen->id();
      mNotScreened << QStringLiteral( "%1 (%2)" ).arg( screen->id(), screen->inputsToRun() );
      feedback->pushInfo( QObject::tr( "%1: not screened, its inputs were not given (to screen it, %2)" ).arg( screen->title(), screen->inputsToRun() ) );
      continue;
    }
    screen->prepare( parameters, context, feedback, mSetup );
    mSetup.sharedFigures << screen->sharedFigures();
    mScreens.push_back( std::move( screen ) );
  }
}

QVariantMap SwParcelScreenAlgorithm::processAlgorithm( const QVariantMap &parameters, QgsProcessingContext &context, QgsProcessingFeedback *feedback )
{
  const SwInputsReadOnly readOnly;
  mOutputStyles.clear();
  const QVariantMap results = mOutputs.run( context, feedback, [&]()
                                            {
    QVariantMap written;
    written.insert( OUTPUT, writeScreenedParcels( parameters, context, feedback ) );
    addExtraResults( parameters, context, feedback, written );
    // Styles and the run's account go into the staged layers: they are put in place with them.
    const QMap<QString, QString> layers = mOutputs.writtenLayers();
    for ( auto it = layers.constBegin(); it != layers.constEnd(); ++it )
    {
      const QString style = mOutputStyles.value( it.key() );
      if ( !style.isEmpty() )
        SwStyles::apply( it.value(), style, it.key(), mWarnings );
      SwLayerMetadata::write( it.value(), QStringLiteral( "%1: %2" ).arg( displayName(), mSetup.profile.title() ), runAccount(), it.key() );
    }
    return written; } );
  // In the desktop, the layers loaded after the run go into the run's group, styled.
  for ( auto it = mOutputStyles.constBegin(); it != mOutputStyles.constEnd(); ++it )
  {
    if ( results.contains( it.key() ) )
      mLoadedOutputs.add( context, results.value( it.key() ).toString(), it.value().isEmpty() ? QString() : SwStyles::path( it.value() ) );
  }
  return results;
}

QString SwParcelScreenAlgorithm::writeScreenedParcels( const QVariantMap &parameters, QgsProcessingContext &context, QgsProcessingFeedback *feedback )
{
  QString destination;
  bool packedIndex = false;
  std::unique_ptr<QgsFeatureSink> sink = createOutputSink( parameters, OUTPUT, context, destination, mLayout->fields(), outputType(), mParcels->sourceCrs(), &packedIndex );
  mCounts = SwRunCounts();
  startWriting( parameters, context );
  const SwParcelGeometry geometry( mToWorking, mSetup.working );
  SwParcelPipeline pipeline( *mParcels, mParcelsName, mApnIndex, mScreens, geometry, mWarnings, mDirectParcels );
  SwGeoPackageSink *direct = dynamic_cast<SwGeoPackageSink *>( sink.get() );
  pipeline.run( [&]( const SwParcel &parcel, const std::vector<QgsAttributes> &rows )
                {
    for ( size_t s = 0; s < mScreens.size(); ++s )
    {
      if ( !mScreens[s]->keep( rows[s] ) )
        return;
    }
    parcelScreened( parcel, rows );
    if ( mOnlyFlagged && !mLayout->isFlaggedOrNotEvaluated( parcel, rows ) )
      return;
    const QgsAttributes attributes = mLayout->assemble( parcel, rows, mCounts );
    // A line or a point of a mixed layer is written without it: the output holds polygons only.
    const bool polygon = SwParcelGeometry::isPolygon( parcel.feature.geometry() );
    const QgsGeometry geometryOut = polygon ? parcel.feature.geometry() : QgsGeometry();
    if ( direct )
    {
      if ( !direct->addRow( attributes, geometryOut, polygon ? parcel.storedBlob : QByteArray() ) )
        throw writeFailed( sink.get(), OUTPUT );
    }
    else
    {
      QgsFeature out( mLayout->fields() );
      out.setGeometry( geometryOut );
      out.setAttributes( attributes );
      if ( !sink->addFeature( out, QgsFeatureSink::FastInsert ) )
        throw writeFailed( sink.get(), OUTPUT );
    }
    parcelWritten( parcel, rows, attributes );
    ++mCounts.written; },
                feedback, mCounts );
  warnAboutRun();
  feedback->pushInfo( QObject::tr( "%1 parcels screened, %2 written" ).arg( mCounts.read ).arg( mCounts.written ) );
  if ( !sink->flushBuffer() )
    throw writeFailed( sink.get(), OUTPUT );
  // The boxes gathered as the rows went in, when they went in directly.
  std::vector<SwGeoPackageIndex::Entry> boxes;
  const bool boxesKnown = direct != nullptr;
  if ( direct )
    boxes = direct->takeIndexEntries();
  sink.reset();
  if ( packedIndex )
    storeSpatialIndex( destination, feedback, boxesKnown ? &boxes : nullptr );
  outputWritten( OUTPUT, destination, mCounts.written, outputStyle() );
  return destination;
}

QStringList SwParcelScreenAlgorithm::runAccount() const
{
  QStringList account{ QObject::tr( "Written by stormwater:%1 (Stormwater Parcel Screening %2) on %3 under %4's profile; measured in %5." )
                         .arg( name(), QStringLiteral( STORMWATER_VERSION ), QDateTime::currentDateTime().toString( Qt::ISODate ), mSetup.profile.title(), mSetup.working.crs().authid() ) };
  // The rules' values, so a later run can tell a changed threshold from a changed parcel.
  account << SwProfileAccount::line( mSetup.profile );
  if ( mOnlyFlagged )
    account << SwPreviousScreening::onlyFlaggedAccount( mCounts.written, mCounts.read );
  const QStringList notes = mNotes.all();
  if ( !notes.isEmpty() )
    account << QObject::tr( "How the inputs were read:\n%1" ).arg( notes.join( QLatin1Char( '\n' ) ) );
  const QStringList warnings = mWarnings.all();
  if ( !warnings.isEmpty() )
    account << QObject::tr( "Warnings:\n%1" ).arg( warnings.join( QLatin1Char( '\n' ) ) );
  return account;
}

void SwParcelScreenAlgorithm::warnAboutRun()
{
  if ( mCounts.missingApns.count() > 0 )
    mWarnings.add( QObject::tr( "%1 parcel(s) have no APN; they are written with an empty apn: %2" ).arg( mCounts.missingApns.count() ).arg( mCounts.missingApns.names().join( QLatin1String( ", " ) ) ) );
  if ( mCounts.duplicateApns.count() > 0 )
    mWarnings.add( QObject::tr( "%1 parcel(s) repeat an APN already seen; each is written as its own row: %2" ).arg( mCounts.duplicateApns.count() ).arg( mCounts.duplicateApns.named() ) );
  for ( const auto &[status, parcels] : mCounts.statusParcels )
  {
    if ( status == SwOutputLayout::incompleteStatus() )
      continue; // named screen by screen below
    const QString words = SwStatus::evaluated( status ) ? SwStatus::words( status ) : QObject::tr( "%1, not screened" ).arg( SwStatus::words( status ) );
    mWarnings.add( QObject::tr( "%1 parcel(s) with status %2 (%3): %4" ).arg( parcels.count() ).arg( status, words, parcels.named() ) );
  }
  for ( const std::unique_ptr<SwScreen> &screen : mScreens )
  {
    const auto incomplete = mCounts.incompleteParcels.find( screen->id() );
    if ( incomplete != mCounts.incompleteParcels.end() )
    {
      for ( const auto &[reason, parcels] : incomplete->second )
        mWarnings.add( QObject::tr( "%1: %2 parcel(s) not fully screened, %3 (%4): %5" ).arg( screen->title() ).arg( parcels.count() ).arg( screen->reasonWords( reason ), reason, parcels.named() ) );
    }
    for ( const QString &line : screen->summary() )
      mWarnings.add( line );
  }
}
