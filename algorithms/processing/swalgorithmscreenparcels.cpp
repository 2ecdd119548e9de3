/***************************************************************************
  swalgorithmscreenparcels.cpp: the one-pass citywide screening and its report.
 ***************************************************************************/
#include "processing/swalgorithmscreenparcels.h"
#include "changes/swrenumberedparcels.h"
#include "postgis/swpgtablename.h"
#include "processing/swdestinationcheck.h"
#include "core/compat.h"
#include "processing/swinfeasibilityzonesmap.h"
#include "screens/esa/swesascreen.h"
#include "screens/hillside/swhillsidescreen.h"
#include "screens/impervious/swimperviousscreen.h"
#include "screens/infeasibility/swinfeasibilityscreen.h"
#include "core/swlayername.h"
#include "lid/swdesignvolumescreen.h"
#include "core/swparameterreader.h"
#include "report/swreport.h"
#include "report/swreportmap.h"
#include "core/swcancel.h"
#include "outputs/swstyles.h"
#include "pipeline/swoutputlayout.h"
#include "pipeline/swparcelgeometry.h"
#include "screens/vacant/swvacantrow.h"
#include "screens/vacant/swvacantscreen.h"

#include "qgsexception.h"
#include "qgsprocessingfeedback.h"
#include "qgsprocessingparameters.h"
#include "qgsprocessingutils.h"
#include "qgsrasterlayer.h"
#include "qgsvectordataprovider.h"
#include "qgsvectorlayer.h"

namespace
{
  const QString REPORT = QStringLiteral( "REPORT" );
  const QString REPORT_PDF = QStringLiteral( "REPORT_PDF" );
  const QString ONLY_QUALIFYING = QStringLiteral( "ONLY_QUALIFYING" );
} // namespace

SwAlgorithm::Description SwScreenParcelsAlgorithm::description() const
{
  return { "screenparcels", QT_TRANSLATE_NOOP( "SwAlgorithm", "Screen all parcels (one pass, with report)" ), Group::Citywide, QT_TRANSLATE_NOOP( "SwAlgorithm", "stormwater,screen,parcel,citywide,vacant,hillside,ESA,SEA,infeasibility,LID,report" ), QT_TRANSLATE_NOOP( "SwAlgorithm", "Screens every parcel against every storm water rule of the city's profile in one pass: one layer with every flag, and an HTML report." ) };
}

QString SwScreenParcelsAlgorithm::helpIntroduction() const
{
  return QObject::tr( "The planner's main job: every parcel through the vacant parcel, hillside, ESA adjacency and technical infeasibility screens in one pass. "
                      "A screen runs when one of its layers is given (the fields marked Vacant, Hillside, ESA, Infeasibility) and is skipped, and said so, otherwise. "
                      "Each parcel's impervious area is measured when asked for (the Impervious box, from the footprint layers, or a land-cover raster).\n"
                      "Rules (Signal Hill 12.16): vacant land qualifies at 1.0 acre, as one parcel, as contiguous parcels of one owner or as a partially vacant parcel's unimproved part (definitions IIII, YYY, CCCC); "
                      "hillside: erosive soil and a natural slope of 25% or more (EE); directly adjacent: within 200 feet of an environmentally sensitive area (S); "
                      "infeasible: within 100 feet of a drinking-water well, groundwater within 10 feet of grade, infiltration below 0.3 in/hr, brownfields, geotechnical hazards (12.16.114(E)(2)).\n"
                      "Screened parcels: every parcel once, with each screen's figures, flags, citation and status. Optionally only the flagged parcels (and those not evaluated), and the infeasibility zones map. Report: the thresholds, the inputs, the counts, the qualifying vacant parcels, a map and every warning." );
}

SwScreenParcelsAlgorithm *SwScreenParcelsAlgorithm::createInstance() const
{
  return new SwScreenParcelsAlgorithm();
}

std::vector<std::unique_ptr<SwScreen>> SwScreenParcelsAlgorithm::createScreens() const
{
  return mainJobScreens();
}

std::vector<std::unique_ptr<SwScreen>> SwScreenParcelsAlgorithm::mainJobScreens()
{
  std::vector<std::unique_ptr<SwScreen>> screens;
  screens.push_back( std::make_unique<SwVacantScreen>() );
  screens.push_back( std::make_unique<SwHillsideScreen>() );
  screens.push_back( std::make_unique<SwEsaScreen>() );
  screens.push_back( std::make_unique<SwInfeasibilityScreen>() );
  screens.push_back( std::make_unique<SwImperviousScreen>() );
  // Last: its impervious and infeasible shares come after the screens that measure them.
  screens.push_back( std::make_unique<SwDesignVolumeScreen>() );
  return screens;
}

void SwScreenParcelsAlgorithm::addExtraParameters()
{
  addParameter( SwInfeasibilityZonesMap::parameter() );
  auto onlyQualifying = std::make_unique<QgsProcessingParameterBoolean>( ONLY_QUALIFYING, QObject::tr( "Write only flagged parcels (and those not evaluated)" ), false, true );
  onlyQualifying->setHelp( QObject::tr( "write only the parcels some screen flags (flags not empty), plus any parcel a screen could not evaluate, so none is lost unseen; the report still counts every parcel read." ) );
  onlyQualifying->setFlags( onlyQualifying->flags() | SW_PARAMETER_FLAG_ADVANCED );
  addParameter( onlyQualifying.release() );
  // Created by default in the dialog, so Run writes a report; optional for scripts.
  auto report = std::make_unique<QgsProcessingParameterFileDestination>( REPORT, QObject::tr( "Report (HTML)" ), QObject::tr( "HTML files (*.html)" ), QVariant(), true, true );
  report->setHelp( QObject::tr( "one self-contained HTML file: counts per flag, per combination and per status (parcels not fully screened apart), a map with its legend and insets, a table of parcels per screen (sortable, filterable by flag and status, searchable by APN or address, each downloadable as CSV), the profile's thresholds and citations, the data sources and every warning. It prints cleanly (Print / Save as PDF)." ) );
  addParameter( report.release() );
  auto reportPdf = std::make_unique<QgsProcessingParameterFileDestination>( REPORT_PDF, QObject::tr( "Report (PDF)" ), QObject::tr( "PDF files (*.pdf)" ), QVariant(), true, false );
  reportPdf->setHelp( QObject::tr( "the same report as a PDF (US letter, numbered pages), written headless." ) );
  addParameter( reportPdf.release() );
  addParameter( SwPreviousScreening::input() );
  addParameter( SwPreviousScreening::output() );
}

bool SwScreenParcelsAlgorithm::writesOnlyFlagged( const QVariantMap &parameters, QgsProcessingContext &context ) const
{
  return SwParameterReader( parameters, context ).yesNo( ONLY_QUALIFYING, false );
}

void SwScreenParcelsAlgorithm::addExtraResults( const QVariantMap &parameters, QgsProcessingContext &context, QgsProcessingFeedback *feedback, QVariantMap &results )
{
  if ( isOutputWanted( parameters, SwInfeasibilityZonesMap::name() ) )
  {
    if ( !SwInfeasibilityZonesMap::screened( activeScreens() ) )
      warn( QObject::tr( "ZONES: the technical infeasibility screen was skipped (its inputs were not given), so the zones map is empty" ) );
    writeExtraLayer( parameters, SwInfeasibilityZonesMap::name(), context, feedback, SwInfeasibilityZonesMap::fields(), setup().working.crs(), SwInfeasibilityZonesMap::features( activeScreens(), setup().working ), SwInfeasibilityZonesMap::style(), results );
    feedback->pushInfo( SwInfeasibilityZonesMap::note( setup().working ) );
  }

  writeChanges( context, feedback, results );
  writeReport( parameters, context, feedback, results );
}

void SwScreenParcelsAlgorithm::startWriting( const QVariantMap &parameters, QgsProcessingContext &context )
{
  mChanges.reset();
  mChangesSink.reset();
  mChangesWritten = 0;
  mChangedForReport.clear();
  mChangedNotListed = 0;
  mNewToTheRoll.clear();
  mRenumbering.reset();
  mPreviousLayer = nullptr;
  mWantChanges = isOutputWanted( parameters, SwPreviousScreening::outputName() );
  if ( QgsVectorLayer *previous = parameterAsVectorLayer( parameters, SwPreviousScreening::inputName(), context ) )
  {
    mChanges = std::make_unique<SwScreeningChanges>( setup().profile );
    mPrevious = SwPreviousScreening::read( *previous, *mChanges, context.feedback() );
    mPreviousLayer = previous;
    mRenumbering = std::make_unique<SwRenumbering>();
    mChanges->locate( activeScreens() );
    if ( mWantChanges )
      mChangesSink = createOutputSink( parameters, SwPreviousScreening::outputName(), context, mChangesDestination, SwScreeningChanges::tableFields(), SW_WKB( MultiPolygon ), setup().parcelCrs );
  }
  else if ( mWantChanges )
    throw QgsProcessingException( QObject::tr( "CHANGES: give the previous screening (PREVIOUS) to compare this one with" ) );
  mReportParcels.reset();
  if ( parameterAsFileOutput( parameters, REPORT, context ).isEmpty() && parameterAsFileOutput( parameters, REPORT_PDF, context ).isEmpty() )
    return;
  mReportParcels = std::make_unique<SwReportParcels>( activeScreens(), parcelFields(), layout().fields(), parameterAsString( parameters, QStringLiteral( "OWNER_FIELD" ), context ) );
}

void SwScreenParcelsAlgorithm::parcelWritten( const SwParcel &parcel, const std::vector<QgsAttributes> &rows, const QgsAttributes &written )
{
  if ( mReportParcels )
    mReportParcels->add( parcel, rows, written );
}

void SwScreenParcelsAlgorithm::parcelScreened( const SwParcel &parcel, const std::vector<QgsAttributes> &rows )
{
  if ( !mChanges )
    return;
  const SwScreeningChanges::State state = mChanges->stateOf( layout().flagsOf( rows ), rows );
  if ( mChanges->isNewToTheRoll( parcel.apn ) )
  {
    // Few on a roll: held until the gone parcels are known, in case one is the same land renumbered.
    mNewToTheRoll.push_back( { parcel.apn, state, parcel.feature.geometry() } );
    mRenumbering->addCurrent( parcel.apn, parcel.geometry );
    return;
  }
  recordChange( mChanges->compare( parcel.apn, state ), parcel.feature.geometry() );
}

void SwScreenParcelsAlgorithm::recordNewAndRenumbered( QgsProcessingContext &context, QgsProcessingFeedback *feedback )
{
  // Only the gone parcels' shapes are read from PREVIOUS, by feature id.
  const int apn = mPreviousLayer->fields().lookupField( QStringLiteral( "apn" ) );
  const long long unmeasured = SwRenumberedParcels::addShapes( *mRenumbering, SwRenumberedParcels::Side::Previous, *mPreviousLayer, apn, mChanges->notYetCompared(), setup().working, context.transformContext(), feedback );
  if ( unmeasured > 0 )
    warn( QObject::tr( "PREVIOUS: %1 parcel(s) gone from the roll could not be moved into %2, so whether they were renumbered is not decided" ).arg( unmeasured ).arg( setup().working.crs().authid() ) );
  mRenumbering->match( feedback );
  SwCancel::check( feedback );
  for ( const NewToTheRoll &parcel : mNewToTheRoll )
  {
    const SwRenumbering::Pair *pair = mRenumbering->renumberedFrom( parcel.apn );
    if ( pair )
    {
      const QString how = QObject::tr( "renumbered: was %1 (the same land: %2 of it, %3 of this parcel)" ).arg( pair->previousApn, SwRenumbering::percent( pair->previousShare ), SwRenumbering::percent( pair->currentShare ) );
      recordChange( mChanges->renumbered( pair->previousApn, parcel.apn, parcel.state, how ), parcel.geometry );
      continue;
    }
    SwScreeningChanges::Change change = mChanges->compare( parcel.apn, parcel.state );
    const QString note = mRenumbering->note( parcel.apn );
    if ( !note.isEmpty() )
      change.details += QStringLiteral( "; %1" ).arg( note );
    recordChange( change, parcel.geometry );
  }
  mNewToTheRoll.clear();
}

void SwScreenParcelsAlgorithm::recordChange( const SwScreeningChanges::Change &change, const QgsGeometry &geometry )
{
  // The report lists the first thousand changed parcels; CHANGES holds them all.
  if ( change.kind != SwScreeningChanges::Kind::Unchanged )
  {
    if ( mChangedForReport.size() < 1000 )
      mChangedForReport << QStringList{ change.apn, SwScreeningChanges::kindValue( change.kind ), change.flagsBefore, change.flagsAfter, change.details };
    else
      ++mChangedNotListed;
  }
  if ( !mChangesSink )
    return;
  // Streamed as the parcels go: a county's changes are never held in memory. A line or point of a mixed layer goes without its geometry, as in OUTPUT.
  QgsFeature feature( SwScreeningChanges::tableFields() );
  if ( SwParcelGeometry::isPolygon( geometry ) )
  {
    QgsGeometry multi = geometry;
    multi.convertToMultiType();
    feature.setGeometry( multi );
  }
  feature.setAttributes( SwScreeningChanges::row( change ) );
  if ( !mChangesSink->addFeature( feature, QgsFeatureSink::FastInsert ) )
    throw writeFailed( mChangesSink.get(), SwPreviousScreening::outputName() );
  ++mChangesWritten;
}

void SwScreenParcelsAlgorithm::writeChanges( QgsProcessingContext &context, QgsProcessingFeedback *feedback, QVariantMap &results )
{
  if ( !mChanges )
    return;
  recordNewAndRenumbered( context, feedback );
  // A parcel gone from the roll has no geometry of this run.
  for ( SwScreeningChanges::Change change : mChanges->gone() )
  {
    const QString note = mRenumbering->note( change.apn );
    if ( !note.isEmpty() )
      change.details += QStringLiteral( "; %1" ).arg( note );
    recordChange( change, QgsGeometry() );
  }
  QStringList summary;
  for ( const SwScreeningChanges::Kind kind : SwScreeningChanges::kinds() )
  {
    if ( mChanges->counts().value( kind ) > 0 )
      summary << QStringLiteral( "%1 %2" ).arg( mChanges->counts().value( kind ) ).arg( SwScreeningChanges::kindValue( kind ) );
  }
  if ( mChanges->previousRepeatedCount() > 0 )
    warn( QObject::tr( "PREVIOUS '%1': %2 APN(s) of field apn name two or more parcels each: %3. Which parcel of this roll each was, the data cannot say: they are not_compared (or one gone row each), never compared with the first" ).arg( mPrevious.layerName ).arg( mChanges->previousRepeatedCount() ).arg( mChanges->previousRepeatedNamed() ) );
  const QString suspicion = SwPreviousScreening::onlyFlaggedSuspicion( mPrevious, mChanges->counts().value( SwScreeningChanges::Kind::NewParcel ) );
  if ( !suspicion.isEmpty() )
    warn( suspicion );
  const QString otherProfile = SwPreviousScreening::otherProfileWarning( mPrevious, setup().profile.name() );
  if ( !otherProfile.isEmpty() )
    warn( otherProfile );
  const QString otherRules = SwPreviousScreening::otherRulesWarning( mPrevious, setup().profile );
  if ( !otherRules.isEmpty() )
    warn( otherRules );
  feedback->pushInfo( QObject::tr( "Since %1 (PREVIOUS '%2', %3 parcels%4): %5" ).arg( SwPreviousScreening::sinceWords( mPrevious ), mPrevious.layerName ).arg( mPrevious.parcels ).arg( mPrevious.onlyFlagged ? QObject::tr( ", only the flagged ones" ) : QString(), summary.join( QLatin1String( ", " ) ) ) );
  if ( mChangesSink )
  {
    if ( !mChangesSink->flushBuffer() )
      throw writeFailed( mChangesSink.get(), SwPreviousScreening::outputName() );
    mChangesSink.reset();
    outputWritten( SwPreviousScreening::outputName(), mChangesDestination, mChangesWritten, QString() );
    results.insert( SwPreviousScreening::outputName(), mChangesDestination );
  }
}

void SwScreenParcelsAlgorithm::writeReport( const QVariantMap &parameters, QgsProcessingContext &context, QgsProcessingFeedback *feedback, QVariantMap &results )
{
  const QString htmlPath = parameterAsFileOutput( parameters, REPORT, context );
  const QString pdfPath = parameterAsFileOutput( parameters, REPORT_PDF, context );
  if ( !mReportParcels || ( htmlPath.isEmpty() && pdfPath.isEmpty() ) )
    return;

  SwReport report( setup().profile );
  report.setWorkingCrs( setup().working.description() );
  for ( const QgsProcessingParameterDefinition *definition : parameterDefinitions() )
  {
    if ( !SwDestinationCheck::isLayerInput( definition ) )
      continue;
    for ( const QVariant &item : SwParameterReader::layerValues( parameters.value( definition->name() ) ) )
    {
      if ( item.toString().isEmpty() )
        continue;
      QgsMapLayer *layer = QgsProcessingUtils::mapLayerFromString( item.toString(), context );
      if ( !layer )
        continue;
      const QgsVectorLayer *vector = qobject_cast<const QgsVectorLayer *>( layer );
      QStringList layerNotes = inputNotes().of( definition->name() );
      if ( definition->name() == QLatin1String( "PARCELS" ) && !mReportParcels->addressField().isEmpty() )
        layerNotes << QObject::tr( "the report's addresses read from field '%1'" ).arg( mReportParcels->addressField() );
      report.addInput( { definition->name(), SwLayerName::forPublic( layer ), vector ? vector->featureCount() : -1, layer->crs().authid(), layerNotes } );
    }
  }

  const QStringList skipped = skippedScreens();
  for ( const std::unique_ptr<SwScreen> &screen : createScreens() )
  {
    const QString requirement = QStringLiteral( "%1.required" ).arg( screen->id() );
    report.addScreen( { screen->id(), screen->title(), !skipped.contains( screen->id() ), setup().profile.flag( requirement ), setup().profile.citation( requirement ), screen->inputsToRun() } );
  }
  report.setTotals( counts().read, counts().flags, counts().combinations, counts().statuses );
  report.setWords( flagWords(), statusWords() );
  for ( const SwReportTable &table : mReportParcels->tables() )
    report.addTable( table );
  report.setScreenSummary( mReportParcels->summary() );
  if ( mChanges )
  {
    SwReport::Changes changes;
    changes.since = SwPreviousScreening::sinceWords( mPrevious );
    changes.source = QObject::tr( "Compared by APN with PREVIOUS '%1' (%2 parcels), screened %3%4; a parcel renumbered (gone and new, each covering at least 90% of the other's land) by its land. A figure moved when it passed the profile's threshold either way." )
                       .arg( mPrevious.layerName )
                       .arg( mPrevious.parcels )
                       .arg( changes.since, mPrevious.dateBasis.isEmpty() ? QString() : QStringLiteral( " (%1)" ).arg( mPrevious.dateBasis ) );
    if ( mPrevious.onlyFlagged )
      changes.source += QObject::tr( " It holds only its flagged parcels (written with ONLY_QUALIFYING): a parcel not in it was not flagged then, or not yet on the roll, and is compared as unflagged." );
    const QMap<SwScreeningChanges::Kind, QString> words{
      { SwScreeningChanges::Kind::NewlyFlagged, QObject::tr( "Newly flagged (no flag before)" ) },
      { SwScreeningChanges::Kind::Cleared, QObject::tr( "Cleared (no flag now)" ) },
      { SwScreeningChanges::Kind::FlagsChanged, QObject::tr( "Flagged before and after, by other flags" ) },
      { SwScreeningChanges::Kind::FigureMoved, QObject::tr( "Same flags, a figure past its threshold" ) },
      { SwScreeningChanges::Kind::Renumbered, QObject::tr( "Renumbered (the same land under a new APN)" ) },
      { SwScreeningChanges::Kind::NewParcel, QObject::tr( "New to the roll (APN not in the previous screening)" ) },
      { SwScreeningChanges::Kind::Gone, QObject::tr( "Gone from the roll" ) },
      { SwScreeningChanges::Kind::NotCompared, QObject::tr( "Not compared (no APN)" ) },
      { SwScreeningChanges::Kind::Unchanged, QObject::tr( "Unchanged" ) } };
    for ( const SwScreeningChanges::Kind kind : SwScreeningChanges::kinds() )
      changes.counts.append( { QStringLiteral( "%1 (%2)" ).arg( words.value( kind ), SwScreeningChanges::kindValue( kind ) ), mChanges->counts().value( kind ) } );
    changes.parcels = mChangedForReport;
    changes.notListed = mChangedNotListed;
    report.setChanges( changes );
  }

  drawMap( parameters, context, feedback, results, report );

  QStringList warnings = runWarnings();
  for ( const QString &notRun : notScreened() )
    warnings.prepend( QObject::tr( "Not screened: %1" ).arg( notRun ) );
  report.setWarnings( warnings );

  // Staged: put in place with the layer once everything is complete.
  QString error;
  if ( !htmlPath.isEmpty() )
  {
    if ( !report.write( stageFile( htmlPath, REPORT, SwOutputTarget::Check::Written ), error ) )
      throw QgsProcessingException( QObject::tr( "REPORT: could not write %1: %2 (is the disk full?); the earlier file, if any, is unchanged" ).arg( htmlPath, error ) );
    fileWritten( REPORT );
    feedback->pushInfo( QObject::tr( "Report made for %1" ).arg( htmlPath ) );
  }
  if ( !pdfPath.isEmpty() )
  {
    if ( !report.writePdf( stageFile( pdfPath, REPORT_PDF, SwOutputTarget::Check::Pdf ), error ) )
      throw QgsProcessingException( QObject::tr( "REPORT_PDF: could not write %1: %2 (is the disk full?); the earlier file, if any, is unchanged" ).arg( pdfPath, error ) );
    fileWritten( REPORT_PDF );
    feedback->pushInfo( QObject::tr( "Report (PDF) made for %1" ).arg( pdfPath ) );
  }
}

QMap<QString, QString> SwScreenParcelsAlgorithm::flagWords() const
{
  QMap<QString, QString> words;
  for ( const std::unique_ptr<SwScreen> &screen : createScreens() )
  {
    for ( const SwFlagWords &flag : screen->flagWords() )
      words.insert( flag.flag, flag.words );
  }
  words.insert( SwOutputLayout::incompleteFlag(), QObject::tr( "Not fully screened (see status)" ) );
  words.insert( QStringLiteral( "none" ), QObject::tr( "No screen applies" ) );
  return words;
}

QMap<QString, QString> SwScreenParcelsAlgorithm::statusWords()
{
  QMap<QString, QString> words;
  for ( const QString &status : { SwStatus::ok(), SwStatus::repaired(), SwStatus::noGeometry(), SwStatus::invalidGeometry(), SwStatus::notTransformable(), SwStatus::geometryError() } )
    words.insert( status, SwStatus::words( status ) );
  words.insert( SwOutputLayout::incompleteStatus(), QObject::tr( "not fully screened" ) );
  return words;
}

void SwScreenParcelsAlgorithm::drawMap( const QVariantMap &parameters, QgsProcessingContext &context, QgsProcessingFeedback *feedback, const QVariantMap &results, SwReport &report )
{
  // Drawn from the layer as written, with what causes the flags around it.
  const QString written = results.value( QStringLiteral( "OUTPUT" ) ).toString();
  if ( SwPgTableName::isPostgisDestination( written ) )
  {
    // Its rows are committed only after the report is made (and QGIS would try every provider on the text, quoting it).
    warn( QObject::tr( "The report has no map: the screened parcels go to a PostGIS table, which is committed after the report is made" ) );
    return;
  }
  QgsVectorLayer *screened = qobject_cast<QgsVectorLayer *>( QgsProcessingUtils::mapLayerFromString( written, context ) );
  if ( !screened )
  {
    warn( QObject::tr( "The report has no map: the screened parcels layer could not be read back" ) );
    return;
  }
  SwReportMap map( screened, setup().working, context.transformContext() );
  if ( !map.isValid() )
  {
    warn( QObject::tr( "The report has no map: %1" ).arg( map.error() ) );
    return;
  }
  // The parcels as gathered while written: a county is not read back to choose the insets or draw the overview.
  map.setParcelMarks( mReportParcels->takeMarks(), mReportParcels->flaggedApns() );
  auto addLayers = [&]( const QString &parameter, SwReportMap::Role role, const QString &labelField )
  {
    for ( const QVariant &item : SwParameterReader::layerValues( parameters.value( parameter ) ) )
    {
      if ( const QgsVectorLayer *layer = item.toString().isEmpty() ? nullptr : qobject_cast<QgsVectorLayer *>( QgsProcessingUtils::mapLayerFromString( item.toString(), context ) ) )
        map.addContext( role, layer, labelField );
    }
  };
  const QString nameField = parameters.value( QStringLiteral( "NAME_FIELD" ) ).toString();
  addLayers( QStringLiteral( "SENSITIVE_AREAS" ), SwReportMap::Role::SensitiveArea, nameField.isEmpty() ? QStringLiteral( "name" ) : nameField );
  addLayers( QStringLiteral( "WELLS" ), SwReportMap::Role::Well, QString() );
  addLayers( QStringLiteral( "RIGHT_OF_WAY" ), SwReportMap::Role::Street, QStringLiteral( "name" ) );
  if ( SwInfeasibilityZonesMap::screened( activeScreens() ) )
  {
    QgsVectorLayer zones( QStringLiteral( "MultiPolygon?crs=%1" ).arg( setup().working.crs().authid() ), QStringLiteral( "zones" ), QStringLiteral( "memory" ) );
    zones.dataProvider()->addAttributes( SwInfeasibilityZonesMap::fields().toList() );
    zones.updateFields();
    QgsFeatureList features = SwInfeasibilityZonesMap::features( activeScreens(), setup().working );
    zones.dataProvider()->addFeatures( features );
    map.addContext( SwReportMap::Role::InfeasibilityZone, &zones );
  }

  const SwReportMap::Picture overview = map.overview( feedback );
  SwCancel::check( feedback );
  QList<SwReport::Picture> insets;
  const QList<SwReportMap::Picture> pictures = map.insets( feedback );
  for ( const SwReportMap::Picture &inset : pictures )
    insets << SwReport::Picture{ inset.title, inset.image };
  // Every flagged parcel is findable on the maps: named on an inset, shown on one, or in a cell of the overview's grid.
  QList<SwReport::MapIndexEntry> index;
  for ( const SwReportMap::Picture &inset : pictures )
    index << SwReport::MapIndexEntry{ QObject::tr( "Named on inset %1" ).arg( inset.number ), {} };
  SwReport::MapIndexEntry unnamed{ QObject::tr( "On an inset, not named there (its label had no room)" ), {} };
  SwReport::MapIndexEntry overviewOnly{ QObject::tr( "On the overview only (outside every inset), by the overview's grid cell" ), {} };
  std::vector<std::pair<QString, QString>> byCell;
  for ( const auto &[apn, centre] : mReportParcels->flaggedPlaces() )
  {
    const QString shown = apn.isEmpty() ? QObject::tr( "(no APN)" ) : apn;
    int on = 0;
    bool named = false;
    for ( int i = 0; i < pictures.size(); ++i )
    {
      const SwReportMap::Picture &inset = pictures.at( i );
      if ( !inset.extent.contains( centre ) )
        continue;
      on = on ? on : inset.number;
      if ( std::binary_search( inset.labelledApns.cbegin(), inset.labelledApns.cend(), apn ) )
      {
        index[i].apns << shown;
        named = true;
        break;
      }
    }
    if ( !named && on )
      unnamed.apns << QObject::tr( "%1 (inset %2)" ).arg( shown ).arg( on );
    else if ( !named )
      byCell.emplace_back( overview.grid.cell( centre ), shown );
  }
  // Sorted by cell (column, then row), as a street atlas's index reads.
  std::stable_sort( byCell.begin(), byCell.end(), []( const auto &a, const auto &b )
                    { return a.first.left( 1 ) != b.first.left( 1 ) ? a.first.left( 1 ) < b.first.left( 1 ) : a.first.mid( 1 ).toInt() < b.first.mid( 1 ).toInt(); } );
  for ( const auto &[cell, shown] : byCell )
    overviewOnly.apns << QObject::tr( "%1 (%2)" ).arg( shown, cell );
  index << unnamed << overviewOnly;
  index.erase( std::remove_if( index.begin(), index.end(), []( const SwReport::MapIndexEntry &entry )
                               { return entry.apns.isEmpty(); } ),
               index.end() );
  if ( !pictures.isEmpty() )
    report.setMapIndex( index );
  SwCancel::check( feedback );
  // A parcel class says what the tables say (the profile's own distances); the rest in the map's words.
  const QMap<QString, QString> words = flagWords();
  QList<SwReport::LegendEntry> legend;
  for ( const SwReportMap::LegendEntry &entry : map.legend() )
    legend << SwReport::LegendEntry{ words.value( entry.key, entry.label ), entry.colour, entry.swatch };
  report.setMap( { overview.title, overview.image }, insets, legend );
}
