/***************************************************************************
  test_dialog.cpp: what the Processing dialog shows a planner, read from the
  parameter definitions it is built from: the city as a drop-down with a
  profile file beside it, the report made by default, lengths in feet, the
  form in screen order with the rarely changed fields advanced, a short help
  pane and a full help page behind the Help button.
 ***************************************************************************/
#include "core/swprofile.h"
#include "core/compat.h"
#include "processing/swalgorithm.h"
#include "processing/swhelppage.h"

#include "qgsapplication.h"
#include "qgsprocessingalgorithm.h"
#include "qgsprocessingcontext.h"
#include "qgsprocessingfeedback.h"
#include "qgsprocessingparameters.h"
#include "qgsprocessingprovider.h"
#include "qgsprocessingregistry.h"
#include "qgsvectorlayer.h"

#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QUrl>

#include "swtestprint.h"

#include <gtest/gtest.h>

namespace
{
  QList<const QgsProcessingAlgorithm *> stormwaterAlgorithms()
  {
    const QgsProcessingProvider *provider = QgsApplication::processingRegistry()->providerById( QStringLiteral( "stormwater" ) );
    EXPECT_NE( provider, nullptr );
    return provider ? provider->algorithms() : QList<const QgsProcessingAlgorithm *>();
  }

  const QgsProcessingAlgorithm *algorithm( const char *id )
  {
    return QgsApplication::processingRegistry()->algorithmById( QStringLiteral( "stormwater:%1" ).arg( QLatin1String( id ) ) );
  }

  //! The input fields of the dialog's main form or of its Advanced section, in order.
  QStringList form( const QgsProcessingAlgorithm *algorithm, bool advanced )
  {
    QStringList names;
    for ( const QgsProcessingParameterDefinition *definition : algorithm->parameterDefinitions() )
    {
      if ( !definition->isDestination() && static_cast<bool>( definition->flags() & SW_PARAMETER_FLAG( Advanced ) ) == advanced )
        names << definition->name();
    }
    return names;
  }

  //! A copy of Signal Hill's profile named long-beach, directly adjacent at 250 ft.
  QString longBeachProfile( const QTemporaryDir &dir )
  {
    QFile source( QStringLiteral( SW_SOURCE_DIR "/profiles/signal-hill.json" ) );
    EXPECT_TRUE( source.open( QIODevice::ReadOnly ) );
    QJsonObject root = QJsonDocument::fromJson( source.readAll() ).object();
    QJsonObject rules = root.value( QStringLiteral( "rules" ) ).toObject();
    QJsonObject adjacent = rules.value( QStringLiteral( "esa.adjacent_ft" ) ).toObject();
    adjacent.insert( QStringLiteral( "value" ), 250 );
    rules.insert( QStringLiteral( "esa.adjacent_ft" ), adjacent );
    root.insert( QStringLiteral( "rules" ), rules );
    root.insert( QStringLiteral( "name" ), QStringLiteral( "long-beach" ) );
    const QString path = dir.filePath( QStringLiteral( "long-beach.json" ) );
    QFile file( path );
    EXPECT_TRUE( file.open( QIODevice::WriteOnly ) );
    file.write( QJsonDocument( root ).toJson() );
    return path;
  }

  struct RulesRun
  {
    QString error;
    QMap<QString, QString> values; //!< rule -> value
    QStringList profiles;          //!< the profile column, once per distinct value
  };

  RulesRun profileRules( const QVariantMap &given )
  {
    std::unique_ptr<QgsProcessingAlgorithm> instance( algorithm( "profilerules" )->create() );
    QgsProcessingContext context;
    QgsProcessingFeedback feedback;
    QVariantMap parameters = given;
    parameters.insert( QStringLiteral( "OUTPUT" ), QgsProcessing::TEMPORARY_OUTPUT );
    RulesRun run;
    QString message;
    if ( !instance->checkParameterValues( parameters, context, &message ) )
    {
      run.error = message;
      return run;
    }
    try
    {
      bool ok = false;
      const QVariantMap results = instance->run( parameters, context, &feedback, &ok, QVariantMap(), false );
      QgsVectorLayer *layer = qobject_cast<QgsVectorLayer *>( context.getMapLayer( results.value( QStringLiteral( "OUTPUT" ) ).toString() ) );
      EXPECT_NE( layer, nullptr );
      QgsFeature feature;
      QgsFeatureIterator it = layer->getFeatures();
      while ( it.nextFeature( feature ) )
      {
        run.values.insert( feature.attribute( QStringLiteral( "rule" ) ).toString(), feature.attribute( QStringLiteral( "value" ) ).toString() );
        if ( !run.profiles.contains( feature.attribute( QStringLiteral( "profile" ) ).toString() ) )
          run.profiles << feature.attribute( QStringLiteral( "profile" ) ).toString();
      }
    }
    catch ( QgsProcessingException &e )
    {
      run.error = e.what();
    }
    return run;
  }
} // namespace

TEST( Dialog, ProfileIsADropDownOfTheBuiltInCitiesWithAProfileFileBesideIt )
{
  for ( const QgsProcessingAlgorithm *alg : stormwaterAlgorithms() )
  {
    const std::string id = alg->id().toStdString();
    const QgsProcessingParameterEnum *profile = dynamic_cast<const QgsProcessingParameterEnum *>( alg->parameterDefinition( QStringLiteral( "PROFILE" ) ) );
    ASSERT_NE( profile, nullptr ) << id;
    EXPECT_EQ( profile->type(), QStringLiteral( "enum" ) ) << id;
    EXPECT_TRUE( profile->usesStaticStrings() ) << id;
    EXPECT_EQ( profile->options(), QStringList( { QStringLiteral( "beverly-hills" ), QStringLiteral( "cudahy" ), QStringLiteral( "signal-hill" ) } ) ) << id;
    EXPECT_EQ( profile->defaultValue().toString(), QStringLiteral( "signal-hill" ) ) << id;
    EXPECT_EQ( profile->description(), QStringLiteral( "Jurisdiction profile (city)" ) ) << id;
    QgsProcessingContext context;
    EXPECT_TRUE( profile->checkValueIsAcceptable( QStringLiteral( "cudahy" ), &context ) ) << id;
    EXPECT_TRUE( profile->checkValueIsAcceptable( QStringLiteral( "/data/profiles/long-beach.json" ), &context ) ) << id;
    std::unique_ptr<QgsProcessingParameterDefinition> copy( profile->clone() );
    EXPECT_TRUE( copy->checkValueIsAcceptable( QStringLiteral( "/data/profiles/long-beach.json" ), &context ) ) << id;

    const QgsProcessingParameterFile *file = dynamic_cast<const QgsProcessingParameterFile *>( alg->parameterDefinition( QStringLiteral( "PROFILE_FILE" ) ) );
    ASSERT_NE( file, nullptr ) << id;
    EXPECT_EQ( file->extension(), QStringLiteral( "json" ) ) << id;
    EXPECT_TRUE( file->flags() & SW_PARAMETER_FLAG( Optional ) ) << id;
    EXPECT_EQ( file->description(), QStringLiteral( "City's own profile file (.json; replaces the city above)" ) ) << id;
    // The file sits right below the drop-down.
    const QgsProcessingParameterDefinitions definitions = alg->parameterDefinitions();
    const int at = definitions.indexOf( const_cast<QgsProcessingParameterEnum *>( profile ) );
    ASSERT_GE( at, 0 ) << id;
    EXPECT_EQ( definitions.value( at + 1 ), file ) << id;
  }
}

TEST( Dialog, ACityNameAProfileFileAndAnOldStylePathEachChooseTheProfile )
{
  QTemporaryDir dir;
  const QString path = longBeachProfile( dir );

  RulesRun run = profileRules( { { QStringLiteral( "PROFILE" ), QStringLiteral( "cudahy" ) } } );
  EXPECT_EQ( run.error, QString() );
  EXPECT_EQ( run.profiles, QStringList{ QStringLiteral( "cudahy" ) } );
  EXPECT_EQ( run.values.value( QStringLiteral( "hillside.slope_pct" ) ), QStringLiteral( "15" ) );

  // The profile file replaces the city chosen in the drop-down.
  run = profileRules( { { QStringLiteral( "PROFILE" ), QStringLiteral( "cudahy" ) }, { QStringLiteral( "PROFILE_FILE" ), path } } );
  EXPECT_EQ( run.error, QString() );
  EXPECT_EQ( run.profiles, QStringList{ QStringLiteral( "long-beach" ) } );
  EXPECT_EQ( run.values.value( QStringLiteral( "esa.adjacent_ft" ) ), QStringLiteral( "250" ) );
  EXPECT_EQ( run.values.value( QStringLiteral( "hillside.slope_pct" ) ), QStringLiteral( "25" ) );

  // Scripts written before PROFILE_FILE passed the path as PROFILE.
  run = profileRules( { { QStringLiteral( "PROFILE" ), path } } );
  EXPECT_EQ( run.error, QString() );
  EXPECT_EQ( run.profiles, QStringList{ QStringLiteral( "long-beach" ) } );

  const QString missing = dir.filePath( QStringLiteral( "pasadena.json" ) );
  run = profileRules( { { QStringLiteral( "PROFILE_FILE" ), missing } } );
  EXPECT_EQ( run.error, QStringLiteral( "PROFILE_FILE '%1': no such file" ).arg( missing ) );

  run = profileRules( { { QStringLiteral( "PROFILE" ), QStringLiteral( "pasadena" ) } } );
  EXPECT_EQ( run.error, QStringLiteral( "Unknown profile 'pasadena': give one of beverly-hills, cudahy, signal-hill, or the path of a profile file as PROFILE_FILE" ) );
}

TEST( Dialog, TheReportIsWrittenByDefaultAndStaysOptionalForScripts )
{
  const QgsProcessingParameterFileDestination *report = dynamic_cast<const QgsProcessingParameterFileDestination *>( algorithm( "screenparcels" )->parameterDefinition( QStringLiteral( "REPORT" ) ) );
  ASSERT_NE( report, nullptr );
  EXPECT_TRUE( report->createByDefault() );
  EXPECT_TRUE( report->flags() & SW_PARAMETER_FLAG( Optional ) );
  EXPECT_EQ( report->fileFilter(), QStringLiteral( "HTML files (*.html)" ) );
}

TEST( Dialog, LengthsAreInFeetWhateverTheParcelsCrs )
{
  const QStringList lengths{ QStringLiteral( "SNAP_TOLERANCE" ), QStringLiteral( "CONTOUR_INTERVAL" ), QStringLiteral( "DISTANCE" ), QStringLiteral( "ESA_SEARCH_LIMIT" ), QStringLiteral( "WELL_DISTANCE" ), QStringLiteral( "WELL_SEARCH_LIMIT" ) };
  // Plain numbers that are not lengths, each with its unit in its label.
  const QMap<QString, QString> numbers{
    { QStringLiteral( "DIGITIZING_TOLERANCE" ), QStringLiteral( "Ignore footprint overlaps under (sq ft)" ) },
    { QStringLiteral( "MIN_STEEP_SQFT" ), QStringLiteral( "Minimum erodible steep area, for a city whose code sets one (sq ft; empty = the profile's, else none)" ) },
    { QStringLiteral( "Z_FACTOR" ), QStringLiteral( "Z factor (empty = from the DEM's horizontal unit and the elevation unit)" ) },
    { QStringLiteral( "COMPLIANCE_DAYS" ), QStringLiteral( "Days to comply (empty = the profile's, 180 in Signal Hill)" ) },
    { QStringLiteral( "DESIGN_STORM_IN" ), QStringLiteral( "85th percentile 24-hour rainfall for every parcel (inches, instead of the raster)" ) },
    { QStringLiteral( "PERVIOUS_RUNOFF_COEFFICIENT" ), QStringLiteral( "Runoff coefficient of the pervious share (0 to 1; empty = the profile's)" ) },
    { QStringLiteral( "FLOWTHROUGH_INTENSITY_IN_HR" ), QStringLiteral( "Rainfall intensity for flow-through treatment, every parcel (in/hr)" ) },
    { QStringLiteral( "DAYS_AHEAD" ), QStringLiteral( "Days ahead to list deadlines and inspections (days)" ) },
    // The parcel sheet's project, typed at the counter.
    { QStringLiteral( "DISTURBED_SQFT" ), QStringLiteral( "Project: disturbed area (sq ft)" ) },
    { QStringLiteral( "SITE_SQFT" ), QStringLiteral( "Project: surface area of the project (sq ft)" ) },
    { QStringLiteral( "NEW_IMPERVIOUS_SQFT" ), QStringLiteral( "Project: new impervious area (sq ft)" ) },
    { QStringLiteral( "REPLACED_IMPERVIOUS_SQFT" ), QStringLiteral( "Project: replaced impervious area (sq ft)" ) },
    { QStringLiteral( "EXISTING_IMPERVIOUS_SQFT" ), QStringLiteral( "Project: existing impervious area (sq ft)" ) },
    { QStringLiteral( "UNITS" ), QStringLiteral( "Project: residential units" ) },
    { QStringLiteral( "ADDED_UNITS" ), QStringLiteral( "Project: dwelling units added to a multifamily structure" ) },
    { QStringLiteral( "HOME_ENLARGEMENT_PCT" ), QStringLiteral( "Project: single-family home enlarged by (percent)" ) },
    { QStringLiteral( "IMPROVEMENT_VALUE_PCT" ), QStringLiteral( "Project: improvements' value, percent of the existing improvements" ) },
    { QStringLiteral( "PARKING_SPACES" ), QStringLiteral( "Project: parking spaces" ) },
    { QStringLiteral( "DAILY_TRIPS" ), QStringLiteral( "Project: average daily traffic (vehicles a day)" ) },
  };
  int seen = 0;
  for ( const QgsProcessingAlgorithm *alg : stormwaterAlgorithms() )
  {
    for ( const QgsProcessingParameterDefinition *definition : alg->parameterDefinitions() )
    {
      const std::string where = alg->id().toStdString() + " " + definition->name().toStdString();
      if ( lengths.contains( definition->name() ) )
      {
        ++seen;
        const QgsProcessingParameterDistance *distance = dynamic_cast<const QgsProcessingParameterDistance *>( definition );
        ASSERT_NE( distance, nullptr ) << where;
        EXPECT_EQ( distance->defaultUnit(), SW_DISTANCE_UNIT( Feet ) ) << where;
        // A parent layer would make the dialog show the parcels' map unit (degrees for EPSG:4326).
        EXPECT_EQ( distance->parentParameterName(), QString() ) << where;
        EXPECT_EQ( distance->minimum(), 0 ) << where;
      }
      else if ( definition->type() == QLatin1String( "number" ) )
      {
        EXPECT_TRUE( numbers.contains( definition->name() ) ) << where;
        if ( !alg->id().endsWith( QLatin1String( "screenparcels" ) ) )
          EXPECT_EQ( definition->description(), numbers.value( definition->name() ) ) << where;
      }
    }
  }
  // screenparcels has all six, esaadjacency 2, infeasibility 2, hillside 1, vacantparcels 1.
  EXPECT_EQ( seen, 12 );
  const QgsProcessingAlgorithm *main = algorithm( "screenparcels" );
  EXPECT_EQ( main->parameterDefinition( QStringLiteral( "SNAP_TOLERANCE" ) )->defaultValue().toDouble(), 0.5 );
  EXPECT_EQ( main->parameterDefinition( QStringLiteral( "ESA_SEARCH_LIMIT" ) )->defaultValue().toDouble(), 5280 );
  EXPECT_EQ( main->parameterDefinition( QStringLiteral( "WELL_SEARCH_LIMIT" ) )->defaultValue().toDouble(), 5280 );
  EXPECT_EQ( main->parameterDefinition( QStringLiteral( "CONTOUR_INTERVAL" ) )->defaultValue().toDouble(), 2 );
  EXPECT_FALSE( main->parameterDefinition( QStringLiteral( "DISTANCE" ) )->defaultValue().isValid() );
  EXPECT_FALSE( main->parameterDefinition( QStringLiteral( "WELL_DISTANCE" ) )->defaultValue().isValid() );
}

TEST( Dialog, TheMainJobsFormFollowsTheScreensWithTheRarelyChangedFieldsAdvanced )
{
  const QgsProcessingAlgorithm *main = algorithm( "screenparcels" );
  ASSERT_NE( main, nullptr );
  EXPECT_EQ( form( main, false ).join( ' ' ), QStringLiteral( "PARCELS APN_FIELD PROFILE PROFILE_FILE "
                                                              "OWNER_FIELD STRUCTURES IMPROVEMENTS STRUCTURES_INCLUDE_IMPROVEMENTS VACANT_EXPRESSION RIGHT_OF_WAY "
                                                              "DEM VERTICAL_UNIT SLOPE_POLYGONS SLOPE_FIELD SLOPE_POLYGONS_OUTSIDE CONTOURS CONTOUR_INTERVAL SOILS ERODIBLE_EXPRESSION SOILS_OUTSIDE RESIDENTIAL_EXPRESSION "
                                                              "SENSITIVE_AREAS "
                                                              "WELLS WELL_USE_FIELD GROUNDWATER GROUNDWATER_DEPTH_FIELD GROUNDWATER_DEPTH_UNIT GROUNDWATER_OUTSIDE INFILTRATION_FIELD INFILTRATION_UNIT BROWNFIELDS GEOHAZARDS "
                                                              "IMPERVIOUS LAND_COVER LAND_COVER_CLASSES "
                                                              "DESIGN_STORM DESIGN_STORM_IN IMPERVIOUS_FRACTION_FIELD INFEASIBLE_FRACTION_FIELD FLOWTHROUGH_INTENSITY FLOWTHROUGH_INTENSITY_IN_HR "
                                                              "PREVIOUS" ) );
  EXPECT_EQ( form( main, true ).join( ' ' ), QStringLiteral( "STRUCTURE_TYPE_FIELD STRUCTURE_PERMITTED_FIELD IMPROVEMENT_TYPE_FIELD IMPROVEMENT_APPROVED_FIELD STRUCTURES_COVERAGE IMPROVEMENTS_COVERAGE DIGITIZING_TOLERANCE SNAP_TOLERANCE "
                                                             "DEM_BAND Z_FACTOR MIN_STEEP_SQFT "
                                                             "NAME_FIELD DISTANCE CONTIGUOUS_ZONE ESA_SEARCH_LIMIT "
                                                             "WELL_ID_FIELD DRINKING_VALUES UNKNOWN_USE_AS_DRINKING WELL_ACCURACY_FIELD WELL_DISTANCE WELL_SEARCH_LIMIT BROWNFIELD_EXPRESSION GEOHAZARD_TYPE_FIELD "
                                                             "LAND_COVER_BAND "
                                                             "PERVIOUS_RUNOFF_COEFFICIENT PERVIOUS_RUNOFF_COEFFICIENT_FIELD "
                                                             "ONLY_QUALIFYING WORKING_CRS OVERWRITE" ) );

  // Each screen's fields name their screen; a field two screens read names both.
  const QMap<QString, QString> labels{
    { QStringLiteral( "PARCELS" ), QStringLiteral( "Parcels" ) },
    { QStringLiteral( "STRUCTURES" ), QStringLiteral( "Vacant, Impervious — Structure footprints" ) },
    { QStringLiteral( "IMPERVIOUS" ), QStringLiteral( "Impervious — Measure each parcel's impervious area (from the footprint layers)" ) },
    { QStringLiteral( "SNAP_TOLERANCE" ), QStringLiteral( "Vacant — Parcels this close touch (snapping tolerance)" ) },
    { QStringLiteral( "DEM" ), QStringLiteral( "Hillside — Digital elevation model (DEM)" ) },
    { QStringLiteral( "SOILS" ), QStringLiteral( "Hillside, Infeasibility — Soil polygons" ) },
    { QStringLiteral( "SENSITIVE_AREAS" ), QStringLiteral( "ESA — Environmentally sensitive areas (ESA, SEA, ... one or more polygon layers)" ) },
    { QStringLiteral( "DISTANCE" ), QStringLiteral( "ESA — Directly adjacent within (empty = the profile's distance)" ) },
    { QStringLiteral( "WELLS" ), QStringLiteral( "Infeasibility — Groundwater wells (points)" ) },
    { QStringLiteral( "DESIGN_STORM" ), QStringLiteral( "Design volume (SWQDv) — 85th percentile 24-hour rainfall (isohyet raster, inches)" ) },
    { QStringLiteral( "REPORT" ), QStringLiteral( "Report (HTML)" ) },
  };
  for ( auto it = labels.constBegin(); it != labels.constEnd(); ++it )
    EXPECT_EQ( main->parameterDefinition( it.key() )->description(), it.value() ) << it.key().toStdString();
  // A screen's own algorithm needs no section names.
  EXPECT_EQ( algorithm( "vacantparcels" )->parameterDefinition( QStringLiteral( "STRUCTURES" ) )->description(), QStringLiteral( "Structure footprints" ) );
  EXPECT_EQ( algorithm( "hillside" )->parameterDefinition( QStringLiteral( "SOILS" ) )->description(), QStringLiteral( "Soil polygons" ) );
}

TEST( Dialog, EveryParameterExplainsItselfInItsTooltip )
{
  for ( const QgsProcessingAlgorithm *alg : stormwaterAlgorithms() )
  {
    for ( const QgsProcessingParameterDefinition *definition : alg->parameterDefinitions() )
    {
      const std::string where = alg->id().toStdString() + " " + definition->name().toStdString();
      EXPECT_FALSE( definition->help().isEmpty() ) << where;
      // QGIS 3.22's dialog shows toolTip() on the label and the field: the label, then the help.
      EXPECT_TRUE( definition->toolTip().startsWith( QStringLiteral( "<p><b>%1</b></p><p>%2</p>" ).arg( definition->description(), definition->help() ) ) ) << where << "\n"
                                                                                                                                                            << definition->toolTip().toStdString();
    }
  }
}

TEST( Dialog, TheHelpPaneIsShortAndSpeaksTheDialogsWords )
{
  for ( const QgsProcessingAlgorithm *alg : stormwaterAlgorithms() )
  {
    const std::string id = alg->id().toStdString();
    const QString help = alg->shortHelpString();
    EXPECT_LT( help.size(), 2600 ) << id << "\n"
                                   << help.toStdString();
    EXPECT_TRUE( help.endsWith( SwAlgorithm::helpPointer() ) ) << id;
    for ( const QgsProcessingParameterDefinition *definition : alg->parameterDefinitions() )
    {
      // A name the label itself shows ("Digital elevation model (DEM)") is the dialog's word too.
      const QRegularExpression name( QStringLiteral( "\\b%1\\b" ).arg( definition->name() ) );
      if ( !name.match( definition->description() ).hasMatch() )
        EXPECT_FALSE( name.match( help ).hasMatch() ) << id << " names " << definition->name().toStdString();
    }
  }
  const QString main = algorithm( "screenparcels" )->shortHelpString();
  EXPECT_TRUE( main.contains( QStringLiteral( "These are City of Signal Hill's numbers; choose another city in \"Jurisdiction profile (city)\"." ) ) ) << main.toStdString();
  // The detail lives on the help page and in `parcelscreen help`.
  const SwAlgorithm *screen = dynamic_cast<const SwAlgorithm *>( algorithm( "screenparcels" ) );
  ASSERT_NE( screen, nullptr );
  EXPECT_TRUE( screen->detailedHelp().contains( QStringLiteral( "Fields: esa_relation (inside = overlaps an area;" ) ) );
}

TEST( Dialog, TheHelpButtonOpensThePageMadeFromTheSameTexts )
{
  for ( const QgsProcessingAlgorithm *alg : stormwaterAlgorithms() )
  {
    const std::string id = alg->id().toStdString();
    const QUrl url( alg->helpUrl() );
    ASSERT_TRUE( url.isLocalFile() ) << id << " " << alg->helpUrl().toStdString();
    QFile page( url.toLocalFile() );
    ASSERT_TRUE( page.open( QIODevice::ReadOnly ) ) << id << " " << url.toLocalFile().toStdString();
    const QString html = QString::fromUtf8( page.readAll() );
    EXPECT_EQ( html, SwHelpPage::html( *dynamic_cast<const SwAlgorithm *>( alg ) ) ) << id << ": the page is stale";
    for ( const QgsProcessingParameterDefinition *definition : alg->parameterDefinitions() )
    {
      EXPECT_TRUE( html.contains( QStringLiteral( "<code>%1</code>" ).arg( definition->name() ) ) ) << id << " " << definition->name().toStdString();
      EXPECT_TRUE( html.contains( definition->description().toHtmlEscaped() ) ) << id << " " << definition->name().toStdString();
      EXPECT_TRUE( html.contains( definition->help().toHtmlEscaped() ) ) << id << " " << definition->name().toStdString();
    }
  }
  const QString main = QUrl( algorithm( "screenparcels" )->helpUrl() ).toLocalFile();
  EXPECT_TRUE( main.endsWith( QStringLiteral( "/stormwater-help/screenparcels.html" ) ) ) << main.toStdString();
}
