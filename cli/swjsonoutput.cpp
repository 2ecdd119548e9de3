/***************************************************************************
  swjsonoutput.cpp: qgis_process-shaped JSON.
 ***************************************************************************/
#include "swjsonoutput.h"
#include "core/compat.h"

#include "qgis.h"
#include "qgsapplication.h"
#include "qgsgeos.h"
#include "qgsprocessingalgorithm.h"
#include "qgsprocessingparameters.h"
#include "qgsprocessingparametertype.h"
#include "qgsprocessingprovider.h"
#include "qgsprocessingregistry.h"

#include <QJsonArray>
#include <QJsonDocument>

#include <gdal.h>
#include <geos_c.h>
#include <proj.h>

void SwJsonOutput::addVersions( QJsonObject &object )
{
  object.insert( QStringLiteral( "gdal_version" ), QString( GDALVersionInfo( "RELEASE_NAME" ) ) );
  object.insert( QStringLiteral( "geos_version" ), QString( GEOSversion() ) );
  object.insert( QStringLiteral( "proj_version" ), QString( proj_info().release ) );
  object.insert( QStringLiteral( "qgis_version" ), Qgis::version() );
  object.insert( QStringLiteral( "qt_version" ), QString( qVersion() ) );
  // parcelscreen needs no Python; the key stays for scripts that read it.
  object.insert( QStringLiteral( "python_version" ), QJsonValue() );
}

QJsonObject SwJsonOutput::algorithmDetails( const QgsProcessingAlgorithm *algorithm, bool withId )
{
  QJsonObject details;
  if ( withId )
    details.insert( QStringLiteral( "id" ), algorithm->id() );
  details.insert( QStringLiteral( "name" ), algorithm->displayName() );
  details.insert( QStringLiteral( "group" ), algorithm->group() );
  details.insert( QStringLiteral( "can_cancel" ), static_cast<bool>( algorithm->flags() & SW_ALGORITHM_FLAG( CanCancel ) ) );
  details.insert( QStringLiteral( "deprecated" ), static_cast<bool>( algorithm->flags() & SW_ALGORITHM_FLAG( Deprecated ) ) );
  details.insert( QStringLiteral( "has_known_issues" ), static_cast<bool>( algorithm->flags() & SW_ALGORITHM_FLAG( KnownIssues ) ) );
  details.insert( QStringLiteral( "requires_matching_crs" ), static_cast<bool>( algorithm->flags() & SW_ALGORITHM_FLAG( RequiresMatchingCrs ) ) );
  details.insert( QStringLiteral( "help_url" ), algorithm->helpUrl().isEmpty() ? QJsonValue() : QJsonValue( algorithm->helpUrl() ) );
  details.insert( QStringLiteral( "short_description" ), algorithm->shortDescription().isEmpty() ? QJsonValue() : QJsonValue( algorithm->shortDescription() ) );
  details.insert( QStringLiteral( "tags" ), QJsonArray::fromStringList( algorithm->tags() ) );
  return details;
}

QJsonObject SwJsonOutput::providerDetails( const QgsProcessingProvider *provider )
{
  QJsonObject details;
  details.insert( QStringLiteral( "name" ), provider->name() );
  details.insert( QStringLiteral( "long_name" ), provider->longName() );
  details.insert( QStringLiteral( "version" ), provider->versionInfo().isEmpty() ? QJsonValue() : QJsonValue( provider->versionInfo() ) );
  details.insert( QStringLiteral( "is_active" ), provider->isActive() );
  details.insert( QStringLiteral( "can_be_activated" ), provider->canBeActivated() );
  details.insert( QStringLiteral( "default_vector_file_extension" ), provider->defaultVectorFileExtension() );
  details.insert( QStringLiteral( "default_raster_file_extension" ), provider->defaultRasterFileExtension() );
  details.insert( QStringLiteral( "supported_output_vector_extensions" ), QJsonArray::fromStringList( provider->supportedOutputVectorLayerExtensions() ) );
  details.insert( QStringLiteral( "supported_output_raster_extensions" ), QJsonArray::fromStringList( provider->supportedOutputRasterLayerExtensions() ) );
  details.insert( QStringLiteral( "supported_output_table_extensions" ), QJsonArray::fromStringList( provider->supportedOutputTableExtensions() ) );
  details.insert( QStringLiteral( "supports_non_file_based_output" ), provider->supportsNonFileBasedOutput() );
  return details;
}

QJsonObject SwJsonOutput::parameterDetails( const QgsProcessingParameterDefinition *parameter )
{
  QJsonObject details;
  details.insert( QStringLiteral( "name" ), parameter->name() );
  details.insert( QStringLiteral( "description" ), parameter->description() );
  details.insert( QStringLiteral( "optional" ), static_cast<bool>( parameter->flags() & SW_PARAMETER_FLAG( Optional ) ) );
  details.insert( QStringLiteral( "is_advanced" ), static_cast<bool>( parameter->flags() & SW_PARAMETER_FLAG( Advanced ) ) );
  details.insert( QStringLiteral( "is_destination" ), parameter->isDestination() );
  details.insert( QStringLiteral( "default_value" ), QJsonValue::fromVariant( parameter->defaultValue() ) );
  if ( !parameter->help().isEmpty() )
    details.insert( QStringLiteral( "help" ), parameter->help() );
  details.insert( QStringLiteral( "raw_definition" ), QJsonObject::fromVariantMap( parameter->toVariantMap() ) );

  QJsonObject type;
  type.insert( QStringLiteral( "id" ), parameter->type() );
  if ( const QgsProcessingParameterType *registered = QgsApplication::processingRegistry()->parameterType( parameter->type() ) )
  {
    type.insert( QStringLiteral( "name" ), registered->name() );
    type.insert( QStringLiteral( "description" ), registered->description() );
    type.insert( QStringLiteral( "acceptable_values" ), QJsonArray::fromStringList( registered->acceptedStringValues() ) );
    type.insert( QStringLiteral( "metadata" ), QJsonObject::fromVariantMap( registered->metadata() ) );
  }
  details.insert( QStringLiteral( "type" ), type );
  if ( const QgsProcessingParameterEnum *choices = dynamic_cast<const QgsProcessingParameterEnum *>( parameter ) )
    details.insert( QStringLiteral( "available_options" ), QJsonArray::fromStringList( choices->options() ) );
  return details;
}

QByteArray SwJsonOutput::print( const QJsonObject &object )
{
  return QJsonDocument( object ).toJson( QJsonDocument::Indented );
}
