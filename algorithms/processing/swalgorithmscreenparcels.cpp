/***************************************************************************
  swalgorithmscreenparcels.cpp: the one-pass citywide screening and its report.
 ***************************************************************************/
#include "processing/swalgorithmscreenparcels.h"
#include "processing/swdestinationcheck.h"
#include "core/compat.h"
#include "processing/swinfeasibilityzonesmap.h"
#include "screens/esa/swesascreen.h"
#include "screens/hillside/swhillsidescreen.h"
#include "screens/infeasibility/swinfeasibilityscreen.h"
#include "core/swlayername.h"
#include "core/swparameterreader.h"
#include "outputs/swreport.h"
#include "outputs/swstyles.h"
#include "screens/vacant/swvacantrow.h"
#include "screens/vacant/swvacantscreen.h"

#include "qgsexception.h"
#include "qgsprocessingfeedback.h"
#include "qgsprocessingparameters.h"
#include "qgsprocessingutils.h"
#include "qgsrasterlayer.h"
#include "qgsvectorlayer.h"

namespace
{
  const QString REPORT = QStringLiteral( "REPORT" );
  const QString ONLY_QUALIFYING = QStringLiteral( "ONLY_QUALIFYING" );
} // namespace

SwAlgorithm::Description SwScreenParcelsAlgorithm::description() const
{
  return { "screenparcels", QT_TRANSLATE_NOOP( "SwAlgorithm", "Screen all parcels (one pass, with report)" ), Group::Citywide, QT_TRANSLATE_NOOP( "SwAlgorithm", "stormwater,screen,parcel,citywide,vacant,hillside,ESA,SEA,infeasibility,LID,report" ), QT_TRANSLATE_NOOP( "SwAlgorithm", "Screens every parcel against every storm water rule of the city's profile in one pass: one layer with every flag, and an HTML report." ) };
}

QString SwScreenParcelsAlgorithm::helpIntroduction() const
{
  return QObject::tr( "The planner's main job: every parcel through the vacant parcel, hillside, ESA adjacency and technical infeasibility screens in one pass. "
                      "A screen runs when one of its layers is given (the fields marked Vacant, Hillside, ESA, Infeasibility) and is skipped, and said so, otherwise.\n"
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
  std::vector<std::unique_ptr<SwScreen>> screens;
  screens.push_back( std::make_unique<SwVacantScreen>() );
  screens.push_back( std::make_unique<SwHillsideScreen>() );
  screens.push_back( std::make_unique<SwEsaScreen>() );
  screens.push_back( std::make_unique<SwInfeasibilityScreen>() );
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
  report->setHelp( QObject::tr( "the profile's thresholds and citations, the inputs, counts per flag and per combination, the qualifying vacant parcels, a map and every warning, in one self-contained HTML file." ) );
  addParameter( report.release() );
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

  const QString reportPath = parameterAsFileOutput( parameters, REPORT, context );
  if ( reportPath.isEmpty() )
    return;

  SwReport report( setup().profile );
  report.setWorkingCrs( QStringLiteral( "%1 %2" ).arg( setup().working.crs().authid(), setup().working.crs().description() ) );

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
      report.addInput( { definition->name(), SwLayerName::of( layer ), vector ? vector->featureCount() : -1, layer->crs().authid(), inputNotes().of( definition->name() ) } );
    }
  }

  const QStringList skipped = skippedScreens();
  for ( const std::unique_ptr<SwScreen> &screen : createScreens() )
  {
    const QString requirement = QStringLiteral( "%1.required" ).arg( screen->id() );
    report.addScreen( { screen->id(), screen->title(), !skipped.contains( screen->id() ), setup().profile.flag( requirement ), setup().profile.citation( requirement ) } );
  }
  report.setTotals( counts().read, counts().flags, counts().combinations, counts().statuses );

  // The written layer gives the vacant table and the map.
  QgsVectorLayer *screened = qobject_cast<QgsVectorLayer *>( QgsProcessingUtils::mapLayerFromString( results.value( QStringLiteral( "OUTPUT" ) ).toString(), context ) );
  if ( screened )
  {
    const SwVacantRow &columns = SwVacantRow::columns();
    const int qualifies = screened->fields().lookupField( columns.qualifies.name() );
    if ( qualifies >= 0 )
    {
      QString ownerField = parameters.value( QStringLiteral( "OWNER_FIELD" ) ).toString();
      if ( ownerField.isEmpty() )
        ownerField = QStringLiteral( "owner" );
      QList<SwReport::VacantParcel> vacant;
      QgsFeatureIterator it = screened->getFeatures( QgsFeatureRequest().setFlags( QgsFeatureRequest::NoGeometry ) );
      QgsFeature feature;
      while ( it.nextFeature( feature ) )
      {
        if ( !feature.attribute( qualifies ).toBool() )
          continue;
        vacant << SwReport::VacantParcel{ feature.attribute( QStringLiteral( "apn" ) ).toString(), feature.attribute( ownerField ).toString(), feature.attribute( columns.vacancy.name() ).toString(), feature.attribute( columns.groupAcres.name() ).toDouble(), feature.attribute( columns.reason.name() ).toString() };
      }
      report.setQualifyingVacant( vacant );
    }
    bool styled = false;
    screened->loadNamedStyle( SwStyles::path( outputStyle() ), styled );
    report.setMap( SwReport::renderMap( screened, 1400, 1000 ) );
    report.setLegend( SwReport::legendOf( screened ) );
  }
  else
    warn( QObject::tr( "The report has no map or vacant table: the output layer could not be read back" ) );

  QStringList warnings = runWarnings();
  for ( const QString &id : skipped )
    warnings.prepend( QObject::tr( "Screen %1 skipped: its inputs were not given" ).arg( id ) );
  report.setWarnings( warnings );

  QString error;
  trackOutputFile( reportPath );
  if ( !report.write( reportPath, error ) )
    throw QgsProcessingException( QObject::tr( "Could not write REPORT %1: %2" ).arg( reportPath, error ) );
  feedback->pushInfo( QObject::tr( "Report written to %1" ).arg( reportPath ) );
  results.insert( REPORT, reportPath );
}
