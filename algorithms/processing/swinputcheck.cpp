/***************************************************************************
  swinputcheck.cpp: missing files and layers, and files that are not
  files, named before the run.
 ***************************************************************************/
#include "processing/swinputcheck.h"
#include "processing/swalgorithm.h"
#include "processing/swdestinationcheck.h"
#include "core/swchoiceparameter.h"
#include "core/swlayerinput.h"
#include "core/swparameterreader.h"
#include "core/swplainfile.h"

#include "qgsexception.h"
#include "qgsprocessingalgorithm.h"
#include "qgsprocessingparameters.h"
#include "qgsprocessingutils.h"
#include "qgsproviderregistry.h"

#include <QRegularExpression>

namespace
{
  //! The text of a layer or file value: a plain string, or the static text a dialog or model wraps it in.
  QString valueText( const QVariant &value )
  {
    if ( value.userType() == QMetaType::type( "QgsProcessingFeatureSourceDefinition" ) )
      return value.value<QgsProcessingFeatureSourceDefinition>().source.staticValue().toString();
    if ( value.userType() == QMetaType::type( "QgsProcessingOutputLayerDefinition" ) )
      return value.value<QgsProcessingOutputLayerDefinition>().sink.staticValue().toString();
    if ( value.type() == QVariant::String )
      return value.toString();
    return QString();
  }

  //! The file a layer source is read from ("city.gpkg" of "city.gpkg|layername=parcels"), or empty when it names no file.
  QString layerFile( const QString &source, QgsProcessingContext &context )
  {
    if ( source.trimmed().isEmpty() || QgsProcessingUtils::mapLayerFromString( source, context, false ) )
      return QString();
    // Databases, services and GDAL's virtual files are not paths.
    if ( QRegularExpression( QStringLiteral( "^[A-Za-z][A-Za-z0-9+.-]+:" ) ).match( source ).hasMatch() || source.startsWith( QLatin1String( "/vsi" ) ) || source.contains( QLatin1String( "dbname=" ) ) )
      return QString();
    return QgsProviderRegistry::instance()->decodeUri( QStringLiteral( "ogr" ), source ).value( QStringLiteral( "path" ) ).toString();
  }

  //! The paths \a definition reads (or, for a file destination, replaces) from \a value.
  QStringList filePaths( const QgsProcessingParameterDefinition *definition, const QVariant &value, QgsProcessingContext &context )
  {
    QStringList paths;
    if ( SwDestinationCheck::isLayerInput( definition ) )
    {
      for ( const QVariant &item : SwParameterReader::layerValues( value ) )
        paths << layerFile( valueText( item ), context );
    }
    else if ( definition->type() == QgsProcessingParameterFile::typeName() || definition->type() == QgsProcessingParameterFileDestination::typeName() )
      paths << valueText( value );
    else if ( definition->name() == SwAlgorithm::profileParameterName() )
    {
      // A built-in city's name is not a path; anything else is read as a profile file.
      const QString text = valueText( value );
      if ( SwChoices{ SwProfile::builtInNames(), {} }.option( text ).isEmpty() )
        paths << text;
    }
    return paths;
  }
} // namespace

QString SwInputCheck::whyNotAFile( const QgsProcessingAlgorithm &algorithm, const QVariantMap &parameters, QgsProcessingContext &context )
{
  for ( const QgsProcessingParameterDefinition *definition : algorithm.parameterDefinitions() )
  {
    for ( const QString &path : filePaths( definition, parameters.value( definition->name() ), context ) )
    {
      const QString reason = SwPlainFile::whyNotAFile( definition->name(), path.trimmed() );
      if ( !reason.isEmpty() )
        return reason;
    }
  }
  return QString();
}

void SwInputCheck::refuseSpecialFiles( const QgsProcessingAlgorithm &algorithm, const QVariantMap &parameters, QgsProcessingContext &context )
{
  const QString reason = whyNotAFile( algorithm, parameters, context );
  if ( !reason.isEmpty() )
    throw QgsProcessingException( reason );
}

QString SwInputCheck::whyUnreadable( const QgsProcessingAlgorithm &algorithm, const QVariantMap &parameters, QgsProcessingContext &context )
{
  // First, and without opening anything: a FIFO would hold the checks below in open().
  const QString notAFile = whyNotAFile( algorithm, parameters, context );
  if ( !notAFile.isEmpty() )
    return notAFile;
  for ( const QgsProcessingParameterDefinition *definition : algorithm.parameterDefinitions() )
  {
    if ( !SwDestinationCheck::isLayerInput( definition ) )
      continue;
    // One layer or several: each is checked (a multiple-layer parameter may hold one text).
    for ( const QVariant &item : SwParameterReader::layerValues( parameters.value( definition->name() ) ) )
    {
      if ( item.type() != QVariant::String )
        continue;
      const QString reason = SwLayerInput::whyUnreadable( definition->name(), item.toString(), context );
      if ( !reason.isEmpty() )
        return reason;
    }
  }
  return QString();
}

void SwInputCheck::refuseUnreadable( const QgsProcessingAlgorithm &algorithm, const QVariantMap &parameters, QgsProcessingContext &context )
{
  const QString reason = whyUnreadable( algorithm, parameters, context );
  if ( !reason.isEmpty() )
    throw QgsProcessingException( reason );
}
