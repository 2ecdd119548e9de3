/***************************************************************************
  swalgorithmlidapplicability.cpp: stormwater:lidapplicability (see header).
 ***************************************************************************/
#include "processing/swalgorithmlidapplicability.h"
#include "processing/swdestinationcheck.h"
#include "lid/swlidapplicability.h"
#include "lid/swprojectfields.h"
#include "lid/swprojectparcels.h"
#include "lid/swprojectvolumeanswer.h"
#include "core/compat.h"
#include "core/swcancel.h"
#include "core/swparcelnumber.h"
#include "core/swparcelnumberfield.h"
#include "core/swparameterreader.h"

#include "qgsfeaturesink.h"
#include "qgsprocessingfeedback.h"
#include "qgsprocessingparameters.h"

#include <cmath>
#include <memory>

namespace
{
  const QString PROJECTS = QStringLiteral( "INPUT" );
  const QString SCREENED_PARCELS = QStringLiteral( "PARCELS" );
  const QString ANSWERS = QStringLiteral( "OUTPUT" );

  const QString APN_FIELD = QStringLiteral( "APN_FIELD" );

  //! The contract's fields, then what the answer was measured on.
  const QStringList ANSWER_FIELDS = QStringList{ QStringLiteral( "lid_required" ), QStringLiteral( "categories" ), QStringLiteral( "plan" ), QStringLiteral( "mitigation_scope" ), QStringLiteral( "exemption" ), QStringLiteral( "missing_inputs" ), QStringLiteral( "reason" ), QStringLiteral( "citation" ), QStringLiteral( "status" ), QStringLiteral( "altered_pct" ), QStringLiteral( "parcel_apn" ) }
                                    // The project's design volume as built (SwProjectVolume), when it needs LID.
                                    + SwProjectVolumeAnswer::fieldNames();

  //! The answer's fields up to parcel_apn, in ANSWER_FIELDS' order.
  QgsAttributes answerAttributes( const SwLidAnswer &answer, const QString &parcelApns )
  {
    return QgsAttributes() << answer.lidRequired << answer.categories << answer.plan << answer.scope << answer.exemption << answer.missing.join( QLatin1String( "; " ) ) << answer.reason << answer.citation << answer.status
                           << ( answer.alteredPct ? QVariant( std::round( *answer.alteredPct * 100.0 ) / 100.0 ) : QVariant() ) << parcelApns;
  }

  //! PROJECTS's fields, less any the answer replaces (a re-run on an earlier output), then the answer's; \a kept the input fields written.
  QgsFields answerFields( const QgsFields &inputFields, QList<int> &kept, QgsProcessingFeedback *feedback )
  {
    QgsFields fields;
    for ( int i = 0; i < inputFields.count(); ++i )
    {
      if ( ANSWER_FIELDS.contains( inputFields.at( i ).name(), Qt::CaseInsensitive ) )
      {
        feedback->pushWarning( QObject::tr( "INPUT's field '%1' is replaced by the answer's" ).arg( inputFields.at( i ).name() ) );
        continue;
      }
      fields.append( inputFields.at( i ) );
      kept << i;
    }
    for ( const QString &name : ANSWER_FIELDS )
      fields.append( QgsField( name, name == QLatin1String( "altered_pct" ) || SwProjectVolumeAnswer::isNumber( name ) ? SW_VARIANT_TYPE( Double ) : SW_VARIANT_TYPE( QString ) ) );
    return fields;
  }

  //! Which of INPUT's fields each question is read from, and which questions the layer does not answer: the first thing a planner checks.
  QString readFieldsLine( const QMap<QString, int> &fieldOf, const QgsFields &inputFields )
  {
    QStringList read;
    QStringList absent;
    for ( auto it = fieldOf.constBegin(); it != fieldOf.constEnd(); ++it )
    {
      if ( it.value() >= 0 )
        read << QStringLiteral( "%1 from '%2'" ).arg( it.key(), inputFields.at( it.value() ).name() );
      else
        absent << it.key();
    }
    QString line = QObject::tr( "INPUT: read %1" ).arg( read.isEmpty() ? QObject::tr( "no field" ) : read.join( QLatin1String( ", " ) ) );
    if ( !absent.isEmpty() )
      line += QObject::tr( "; not in the layer (a question that needs one stays undecided): %1" ).arg( absent.join( QLatin1String( ", " ) ) );
    return line;
  }
} // namespace

std::unique_ptr<SwProjectParcels> SwLidApplicabilityAlgorithm::screenedParcels( const QVariantMap &parameters, QgsProcessingContext &context, QgsProcessingFeedback *feedback, const QgsProcessingFeatureSource &projects, bool joinedByApn, std::unique_ptr<QgsProcessingFeatureSource> &source )
{
  if ( !SwParameterReader( parameters, context ).isGiven( SCREENED_PARCELS ) )
  {
    feedback->pushWarning( QObject::tr( "No PARCELS: the ESA and hillside categories stay undecided where they could apply, and the existing impervious area comes from EXISTING_IMPERVIOUS_SQFT_FIELD alone" ) );
    return nullptr;
  }
  source.reset( parameterAsSource( parameters, SCREENED_PARCELS, context ) );
  if ( !source )
    throw QgsProcessingException( invalidSourceError( parameters, SCREENED_PARCELS ) );
  const bool hasGeometry = projects.wkbType() != SW_WKB( NoGeometry ) && projects.wkbType() != SW_WKB( Unknown );
  const int parcelApn = source->fields().lookupField( QStringLiteral( "apn" ) );
  if ( joinedByApn && parcelApn < 0 )
    throw QgsProcessingException( QObject::tr( "PARCELS: the layer has no field 'apn' to join APN_FIELD to (fields: %1); give the screened parcels of stormwater:screenparcels" ).arg( source->fields().names().join( QLatin1String( ", " ) ) ) );
  if ( !hasGeometry && !joinedByApn )
    throw QgsProcessingException( QObject::tr( "APN_FIELD: INPUT is a table without geometry, so its projects are joined to PARCELS by parcel number; name INPUT's APN field (fields: %1)" ).arg( projects.fields().names().join( QLatin1String( ", " ) ) ) );
  feedback->pushInfo( QObject::tr( "Reading the screened parcels" ) );
  auto parcels = std::make_unique<SwProjectParcels>( *source, parcelApn, hasGeometry, projects.sourceCrs(), context.transformContext(), feedback );
  for ( const QString &absent : parcels->absentFields() )
    feedback->pushWarning( QObject::tr( "PARCELS has no field %1: that input stays unknown" ).arg( absent ) );
  return parcels;
}

SwAlgorithm::Description SwLidApplicabilityAlgorithm::description() const
{
  return { "lidapplicability", QT_TRANSLATE_NOOP( "SwAlgorithm", "LID applicability of proposed projects" ), Group::Screens, QT_TRANSLATE_NOOP( "SwAlgorithm", "LID,low impact development,project,new development,redevelopment,SUSMP,small site,Green Streets,SIC,NAICS,counter,plan check" ), QT_TRANSLATE_NOOP( "SwAlgorithm", "Answers, for each proposed project, whether it needs post-construction (LID) storm water mitigation, under which categories of the city's code, which plan, and whether the entire project or only the altered portion is mitigated." ) };
}

SwLidApplicabilityAlgorithm *SwLidApplicabilityAlgorithm::createInstance() const
{
  return new SwLidApplicabilityAlgorithm();
}

QString SwLidApplicabilityAlgorithm::shortHelpString() const
{
  return QObject::tr( "For each proposed project (a polygon, a point, or a table row joined to the screened parcels by APN), the categories of the city's code it falls in (Signal Hill 12.16.114(C) and 116(B), Beverly Hills Art. 5 C, Cudahy 13.08 (6) and (7)(b)), each with its clause, the plan it needs, and on an already developed site whether the entire project or only the alteration is mitigated (the 50% rule, as each code words it). "
                      "Every threshold, use, SIC and NAICS code and exemption comes from the profile (stormwater:profilerules lists them). "
                      "An input that could decide a category and is not given leaves the answer undecided, never \"no\": missing_inputs says what to ask the applicant for.\n"
                      "Screened parcels: the main job's layer (stormwater:screenparcels), whose esa_relation, hillside and impervious_sqft decide the ESA and hillside categories and the existing impervious area.\n" ) +
         helpPointer();
}

QString SwLidApplicabilityAlgorithm::detailedHelp() const
{
  return QObject::tr( "<h3>Output fields</h3><p>Every field of INPUT, then: <b>lid_required</b> yes, no or undecided; <b>categories</b> each category that applies with its clause; <b>plan</b> the profile's plan ids (lid_plan, small_site_plan, simple_lid_bmps, green_streets; Cudahy swmp, treatment_controls, site_specific_plan) joined with + when several, none, or empty while undecided; "
                      "<b>mitigation_scope</b> entire_project or altered_portion_only (empty when undecided, or for a plan the code does not scope); <b>exemption</b>; <b>missing_inputs</b> what the clerk must ask the applicant for; <b>reason</b>; <b>citation</b>; "
                      "<b>status</b> ok (decided), undecided, undecided_plan (LID is needed, which plan is open), undecided_scope (LID and plan decided, how much is mitigated is open); <b>altered_pct</b> the existing impervious area the project replaces or alters over all of the existing impervious area (what it adds alters none of it); <b>parcel_apn</b> the parcels the screened inputs came from (\"100-005 (2 parcels)\" when the APN names several parcels and the project is not drawn on one of them: an input they disagree on is left unknown, and missing_inputs says so); "
                      "for a project that needs LID, its design volume as built: <b>project_impervious_pct</b> (existing + new impervious over the site area, the project's SITE_SQFT_FIELD or the parcel's area), <b>project_runoff_coefficient</b>, <b>project_design_storm_in</b> (the greater of the fixed depth and the parcel's isohyet_in; a small site's own storm where the profile gives designvolume.small_site_storm), <b>project_swqdv_cuft</b>, <b>project_retain_cuft</b> and <b>project_biofiltration_cuft</b> (with the parcel's infeasible_fraction, else all retained), <b>project_flowthrough_in_hr</b> (the parcel's flowthrough_in_hr), and <b>project_volume_method</b>, the equation with the numbers or why the volume is not decided (where only the altered portion is mitigated, the volume is over the new and replaced impervious area, all impervious).</p>"
                      "<h3>Method</h3><p>Each category is a list of conditions that must all hold, read from the profile's lid.categories, each threshold compared as the code words it (\"or more\" includes the figure, \"more than\" and \"less than\" do not). "
                      "A category that applies only to projects no other category lists (Signal Hill's small sites, Beverly Hills' two Simple LID BMPs) is answered after the others. A site with existing impervious surface is redevelopment, one without is new development. "
                      "The codes' \"create, add or replace\" thresholds read the new and the replaced impervious areas together. The 50% clauses reach only what each code says they reach (Signal Hill: a redevelopment of 5,000 sq ft or more under definition HHH; all three: an existing development not subject to post-construction requirements): a project they do not reach mitigates the alteration only, and where whether they reach is not known and it matters, the scope is undecided. "
                      "Where the code's 50% clauses leave a share out (\"more than fifty percent\" and \"less than fifty percent\": exactly 50%), the scope is undecided and the reason says so.</p>" );
}

void SwLidApplicabilityAlgorithm::initAlgorithm( const QVariantMap & )
{
  auto input = std::make_unique<QgsProcessingParameterFeatureSource>( PROJECTS, QObject::tr( "Proposed projects" ), QList<int>() << static_cast<int>( SW_PROCESSING_SOURCE_TABLE ) );
  input->setHelp( QObject::tr( "the proposed projects: site polygons, points, or a table without geometry joined to PARCELS by APN_FIELD." ) );
  addParameter( input.release() );
  // Defaults the dialog preselects where the layer has them: a city's permit table with apn, use, sic... fills itself.
  auto apn = std::make_unique<QgsProcessingParameterField>( APN_FIELD, QObject::tr( "Parcel number (APN) field" ), SwParcelNumberField::knownNames().constFirst(), PROJECTS, SW_FIELD_ANY, false, true );
  apn->setHelp( QObject::tr( "optional: the project's parcel number, joined to PARCELS' apn field; left out, the first of %1 the layer has. A project without one (or whose APN PARCELS lacks) is found by its geometry." ).arg( SwParcelNumberField::knownNames().join( QLatin1String( ", " ) ) ) );
  addParameter( apn.release() );
  for ( const SwProjectField &field : SwProjectFields::all() )
  {
    auto parameter = std::make_unique<QgsProcessingParameterField>( field.fieldName(), QObject::tr( "%1 field" ).arg( field.translatedLabel() ), field.knownColumns().constFirst(), PROJECTS, SW_FIELD_ANY, false, true );
    parameter->setHelp( QObject::tr( "optional: %1 Left out, the layer's field %2." ).arg( field.translatedHelp(), field.knownColumns().join( QObject::tr( " or " ) ) ) );
    addParameter( parameter.release() );
  }
  auto parcels = std::make_unique<QgsProcessingParameterFeatureSource>( SCREENED_PARCELS, QObject::tr( "Screened parcels (output of Screen all parcels)" ), QList<int>() << static_cast<int>( SW_PROCESSING_SOURCE_POLYGON ), QVariant(), true );
  parcels->setHelp( QObject::tr( "optional: the parcels with apn and the screens' esa_relation, hillside and impervious_sqft fields (stormwater:screenparcels' output). Without it, the ESA and hillside categories stay undecided for the projects they could apply to." ) );
  addParameter( parcels.release() );
  addParameter( SwProjectVolumeAnswer::perviousCoefficientParameter() );
  addProfileParameter();
  auto output = std::make_unique<QgsProcessingParameterFeatureSink>( ANSWERS, QObject::tr( "LID applicability" ), SW_PROCESSING_SOURCE_TABLE );
  output->setHelp( QObject::tr( "every project once, with its own fields and %1." ).arg( ANSWER_FIELDS.join( QLatin1String( ", " ) ) ) );
  addParameter( output.release() );
}

QVariantMap SwLidApplicabilityAlgorithm::processAlgorithm( const QVariantMap &parameters, QgsProcessingContext &context, QgsProcessingFeedback *feedback )
{
  refuseScarceResources( 0 );
  SwDestinationCheck::refuseCollisions( *this, parameters, context );
  SwDestinationCheck::refuseUnwritableFolders( *this, parameters );
  const SwProfile profile = profileParameter( parameters, context );
  const SwLidApplicability rules( SwLidProfile::fromProfile( profile ) );
  const SwProjectVolume projectVolume = SwProjectVolume::fromProfile( profile, SwProjectVolumeAnswer::perviousCoefficient( SwParameterReader( parameters, context ) ) );

  std::unique_ptr<QgsProcessingFeatureSource> projects( parameterAsSource( parameters, PROJECTS, context ) );
  if ( !projects )
    throw QgsProcessingException( invalidSourceError( parameters, PROJECTS ) );
  const long long count = projects->featureCount();
  if ( count == 0 )
    throw QgsProcessingException( QObject::tr( "INPUT: the layer of projects has no project" ) );

  // Each field parameter, checked against PROJECTS's fields.
  const SwParameterReader reader( parameters, context );
  const QgsFields inputFields = projects->fields();
  QMap<QString, int> fieldOf;
  fieldOf.insert( QStringLiteral( "apn" ), reader.knownField( APN_FIELD, SwParcelNumberField::knownNames(), inputFields, PROJECTS, QObject::tr( "projects" ) ) );
  for ( const SwProjectField &field : SwProjectFields::all() )
    fieldOf.insert( QString::fromLatin1( field.input ), reader.knownField( field.fieldName(), field.knownColumns(), inputFields, PROJECTS, QObject::tr( "projects" ) ) );
  feedback->pushInfo( readFieldsLine( fieldOf, inputFields ) );

  std::unique_ptr<QgsProcessingFeatureSource> parcelSource;
  const std::unique_ptr<SwProjectParcels> parcels = screenedParcels( parameters, context, feedback, *projects, fieldOf.value( QStringLiteral( "apn" ), -1 ) >= 0, parcelSource );
  QList<int> kept;
  const QgsFields fields = answerFields( inputFields, kept, feedback );

  const auto text = [&]( const QgsFeature &feature, const QString &input )
  {
    const int index = fieldOf.value( input, -1 );
    return index < 0 ? QVariant() : feature.attribute( index );
  };

  return mOutputs.run( context, feedback, [&]()
                       {
    QString destination;
    std::unique_ptr<QgsFeatureSink> sink = createStagedSink( mOutputs, parameters, ANSWERS, context, destination, fields, projects->wkbType(), projects->sourceCrs() );

    QMap<QString, int> statusCounts;
    QStringList sharedApns; // the APNs projects gave that name several parcels, each once
    const double step = count > 0 ? 100.0 / count : 1;
    long long written = 0;
    QgsFeature feature;
    QgsFeatureIterator it = projects->getFeatures();
    while ( it.nextFeature( feature ) )
    {
      SwCancel::check( feedback );
      SwProjectInputs project = SwProjectInputs::described( [&]( const QString &input )
                                                            { return text( feature, input ); } );
      QString parcelApns;
      SwProjectParcels::Site site;
      if ( parcels )
      {
        const QString apn = text( feature, QStringLiteral( "apn" ) ).toString();
        parcelApns = parcels->fill( project, apn, feature.hasGeometry() ? feature.geometry() : QgsGeometry(), FID_NULL, &site );
        if ( parcels->isShared( apn ) )
          SwParcelNumber::appendOnce( sharedApns, apn.trimmed() );
      }
      else
      {
        for ( const QString &input : { QStringLiteral( "esa_relation" ), QStringLiteral( "hillside" ) } )
          project.unknownBecause.insert( input, QObject::tr( "no PARCELS given" ) );
      }

      const SwLidAnswer answer = rules.evaluate( project );
      QgsAttributes attributes;
      for ( const int index : std::as_const( kept ) )
        attributes << feature.attribute( index );
      attributes << answerAttributes( answer, parcelApns ) << SwProjectVolumeAnswer::attributes( SwProjectVolumeAnswer::volumeFor( projectVolume, project, answer, site ) );
      QgsFeature out( fields );
      out.setGeometry( feature.geometry() );
      out.setAttributes( attributes );
      if ( !sink->addFeature( out, QgsFeatureSink::FastInsert ) )
        throw QgsProcessingException( writeFeatureError( sink.get(), parameters, ANSWERS ) );
      statusCounts[answer.lidRequired]++;
      feedback->setProgress( step * ++written );
    }
    if ( !sink->flushBuffer() )
      throw QgsProcessingException( writeFeatureError( sink.get(), parameters, ANSWERS ) );
    sink.reset();
    mOutputs.layerWritten( ANSWERS, destination, written );
    if ( !sharedApns.isEmpty() )
      feedback->pushWarning( QObject::tr( "PARCELS: %1 APN(s) the projects give name two or more parcels (field apn): %2. A project drawn on one of them is answered from it; otherwise its lot is one of them and the data cannot say which: an input they disagree on is left unknown for it" ).arg( sharedApns.size() ).arg( parcels->sharedNamed( sharedApns ) ) );
    feedback->pushInfo( QObject::tr( "%1 projects: %2 need LID, %3 do not, %4 undecided (%5)" ).arg( written ).arg( statusCounts.value( QStringLiteral( "yes" ) ) ).arg( statusCounts.value( QStringLiteral( "no" ) ) ).arg( statusCounts.value( QStringLiteral( "undecided" ) ) ).arg( profile.code() ) );
    return QVariantMap(); } );
}
