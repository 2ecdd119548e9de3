/***************************************************************************
  swalgorithm.cpp: shared parameters of the `stormwater` algorithms.
 ***************************************************************************/
#include "processing/swalgorithm.h"
#include "postgis/swpgoutputtable.h"
#include "notices/swcsvsink.h"
#include "core/compat.h"
#include "core/swchoiceparameter.h"
#include "core/swresources.h"
#include "processing/swhelppage.h"
#include "core/swcancel.h"
#include "outputs/swrunoutputs.h"
#include "processing/swinputcheck.h"

#include "qgsfeature.h"
#include "qgsfeaturesink.h"
#include "qgsprocessingfeedback.h"

#include "qgsprocessingparameters.h"

#include "qgsexception.h"

#include <QFileInfo>
#include <QIcon>

namespace
{
  /**
   * PROFILE: a drop-down of the built-in cities whose values are the
   * profile names, so --PROFILE=cudahy works on a command line (and, as
   * QGIS's help offers, its number). Scripts written before PROFILE_FILE
   * passed a path here: any other text is accepted too, and
   * SwProfile::load() names what is wrong with it.
   */
  class SwProfileParameter : public SwChoiceParameter
  {
  public:
    SwProfileParameter( const QString &name, const QString &description )
      : SwChoiceParameter( name, description, SwChoices{ SwProfile::builtInNames(), {} }, SwProfile::defaultName(), false )
    {
    }

    QgsProcessingParameterDefinition *clone() const override { return new SwProfileParameter( *this ); }

    bool checkValueIsAcceptable( const QVariant &input, QgsProcessingContext *context = nullptr ) const override
    {
      if ( SwChoiceParameter::checkValueIsAcceptable( input, context ) )
        return true;
      return input.type() == QVariant::String && !input.toString().trimmed().isEmpty();
    }
  };

  QString translated( const char *text )
  {
    return text ? QCoreApplication::translate( "SwAlgorithm", text ) : QString();
  }
} // namespace

QString SwAlgorithm::name() const
{
  return QString::fromLatin1( description().id );
}

QString SwAlgorithm::displayName() const
{
  return translated( description().displayName );
}

QStringList SwAlgorithm::tags() const
{
  return translated( description().tags ).split( ',' );
}

QString SwAlgorithm::group() const
{
  switch ( description().group )
  {
    case Group::Screens:
      return QObject::tr( "Parcel screens" );
    case Group::Citywide:
      return QObject::tr( "Citywide screening" );
    case Group::Notices:
      return QObject::tr( "Notices" );
    case Group::Counter:
      return QObject::tr( "At the counter" );
    case Group::Profiles:
      return QObject::tr( "Jurisdiction profiles" );
  }
  return QString();
}

QString SwAlgorithm::groupId() const
{
  switch ( description().group )
  {
    case Group::Screens:
      return QStringLiteral( "screens" );
    case Group::Citywide:
      return QStringLiteral( "citywide" );
    case Group::Notices:
      return QStringLiteral( "notices" );
    case Group::Counter:
      return QStringLiteral( "counter" );
    case Group::Profiles:
      return QStringLiteral( "profiles" );
  }
  return QString();
}

QString SwAlgorithm::shortDescription() const
{
  return translated( description().summary );
}

QIcon SwAlgorithm::icon() const
{
  return QIcon( svgIconPath() );
}

QString SwAlgorithm::svgIconPath() const
{
  return QStringLiteral( ":/stormwater/icons/stormwater.svg" );
}

void SwAlgorithm::addProfileParameter()
{
  auto profile = std::make_unique<SwProfileParameter>( profileParameterName(), QObject::tr( "Jurisdiction profile (city)" ) );
  profile->setHelp( profileHelp() );
  addParameter( profile.release() );
  auto file = std::make_unique<QgsProcessingParameterFile>( profileFileParameterName(), QObject::tr( "City's own profile file (.json; replaces the city above)" ), SW_FILE_TYPE_FILE, QStringLiteral( "json" ), QVariant(), true );
  file->setHelp( QObject::tr( "a profile file copied from a built-in one with the city's own numbers and citations (stormwater:profilerules lists every rule); when given it is used instead of PROFILE." ) );
  addParameter( file.release() );
}

SwProfile SwAlgorithm::profileParameter( const QVariantMap &parameters, QgsProcessingContext &context ) const
{
  const QString file = parameterAsString( parameters, profileFileParameterName(), context ).trimmed();
  if ( file.isEmpty() )
  {
    const QString value = parameterAsString( parameters, profileParameterName(), context );
    const QString builtIn = SwChoices{ SwProfile::builtInNames(), {} }.option( value );
    return SwProfile::load( builtIn.isEmpty() ? value : builtIn );
  }
  if ( !QFileInfo( file ).isFile() )
    throw QgsProcessingException( QObject::tr( "PROFILE_FILE '%1': no such file" ).arg( file ) );
  return SwProfile::load( file );
}

bool SwAlgorithm::prepareAlgorithm( const QVariantMap &parameters, QgsProcessingContext &context, QgsProcessingFeedback *feedback )
{
  SwInputCheck::refuseSpecialFiles( *this, parameters, context );
  return prepareInputs( parameters, context, feedback );
}

bool SwAlgorithm::prepareInputs( const QVariantMap &, QgsProcessingContext &, QgsProcessingFeedback * )
{
  return true;
}

void SwAlgorithm::refuseScarceResources( long long parcels )
{
  SwResources::refuseTooFewFiles();
  SwResources::refuseTooLittleMemory( parcels );
}

QString SwAlgorithm::profileHelp()
{
  return QObject::tr( "the city whose ordinance sets the thresholds: %1 (default %2). A city's own profile goes in \"City's own profile file\" (PROFILE_FILE; a path given here is still read, for older scripts)." )
    .arg( SwProfile::builtInNames().join( QLatin1String( ", " ) ), SwProfile::defaultName() );
}

QString SwAlgorithm::helpUrl() const
{
  return SwHelpPage::url( *this );
}

QString SwAlgorithm::helpPointer()
{
  return QObject::tr( "Hold the pointer over a parameter for what it means; the Help button opens the full page: every parameter, its name in scripts, and every output field." );
}

std::unique_ptr<QgsFeatureSink> SwAlgorithm::createStagedSink( SwRunOutputs &outputs, const QVariantMap &parameters, const QString &output, QgsProcessingContext &context, QString &destination, const QgsFields &fields, SwWkbType type, const QgsCoordinateReferenceSystem &crs )
{
  const SwOutputTarget &target = outputs.addLayer( parameters.value( output ), output );
  if ( target.isDatabaseTable() )
  {
    destination = target.destination();
    return target.table()->createSink( fields, type, crs );
  }
  // GDAL's CSV writer would hand a spreadsheet every formula as it is: ours neutralises them.
  if ( std::unique_ptr<SwCsvSink> csv = SwCsvSink::forTarget( target, fields ) )
  {
    destination = csv->path();
    return csv;
  }
  QVariantMap staged = parameters;
  staged.insert( output, target.sinkValue() );
  std::unique_ptr<QgsFeatureSink> sink( parameterAsSink( staged, output, context, destination, fields, type, crs ) );
  if ( !sink )
    throw QgsProcessingException( invalidSinkError( parameters, output ) );
  return sink;
}

QString SwAlgorithm::writeTable( SwRunOutputs &outputs, const QVariantMap &parameters, const QString &output, QgsProcessingContext &context, const QgsFields &fields, const QList<QgsAttributes> &rows, QgsProcessingFeedback *feedback )
{
  QString destination;
  std::unique_ptr<QgsFeatureSink> sink = createStagedSink( outputs, parameters, output, context, destination, fields, SW_WKB( NoGeometry ), QgsCoordinateReferenceSystem() );
  long long written = 0;
  for ( const QgsAttributes &attributes : rows )
  {
    SwCancel::check( feedback );
    QgsFeature feature( fields );
    feature.setAttributes( attributes );
    if ( !sink->addFeature( feature, QgsFeatureSink::FastInsert ) )
      throw QgsProcessingException( writeFeatureError( sink.get(), parameters, output ) );
    ++written;
  }
  if ( !sink->flushBuffer() )
    throw QgsProcessingException( writeFeatureError( sink.get(), parameters, output ) );
  sink.reset();
  outputs.layerWritten( output, destination, written );
  return destination;
}
