/***************************************************************************
  swdestinationcheck.cpp: no output over an input, no two outputs on one file.
 ***************************************************************************/
#include "processing/swdestinationcheck.h"
#include "pipeline/swoutputtarget.h"
#include "core/swparameterreader.h"

#include "qgsexception.h"
#include "qgsmaplayer.h"
#include "qgsprocessingalgorithm.h"
#include "qgsprocessingparameters.h"
#include "qgsprocessingutils.h"
#include "qgsabstractdatabaseproviderconnection.h"
#include "qgsdatasourceuri.h"
#include "qgsprovidermetadata.h"
#include "qgsproviderregistry.h"

#include <QFileInfo>

#include <memory>

#include <gdal.h>
#include <ogr_api.h>

namespace
{
  //! One file a run reads or writes, with the GeoPackage layer when there is one.
  struct Place
  {
    QString parameter;
    QString file;  //!< canonical when the file exists
    QString layer; //!< GeoPackage layer; empty when the whole file is meant
    bool isGeoPackageLayer = false;
  };

  QString canonical( const QString &path )
  {
    const QFileInfo info( path );
    return info.exists() ? info.canonicalFilePath() : info.absoluteFilePath();
  }

  //! The first layer of a GeoPackage opened without a layer name (what QGIS reads).
  QString firstLayer( const QString &file )
  {
    GDALDatasetH dataset = GDALOpenEx( file.toUtf8().constData(), GDAL_OF_VECTOR | GDAL_OF_READONLY, nullptr, nullptr, nullptr );
    if ( !dataset )
      return QString();
    const QString name = GDALDatasetGetLayerCount( dataset ) > 0 ? QString::fromUtf8( OGR_L_GetName( GDALDatasetGetLayer( dataset, 0 ) ) ) : QString();
    GDALClose( dataset );
    return name;
  }

  //! The file behind one input value (a path, a layer source, a layer of the project).
  bool inputPlace( const QString &parameter, const QVariant &value, QgsProcessingContext &context, Place &place )
  {
    QString source;
    if ( QgsMapLayer *layer = qobject_cast<QgsMapLayer *>( value.value<QObject *>() ) )
      source = layer->source();
    else if ( value.userType() == QMetaType::type( "QgsProcessingFeatureSourceDefinition" ) )
      source = value.value<QgsProcessingFeatureSourceDefinition>().source.staticValue().toString();
    else
      source = value.toString();
    if ( QgsMapLayer *layer = QgsProcessingUtils::mapLayerFromString( source, context, false ) )
      source = layer->source();
    const QVariantMap parts = QgsProviderRegistry::instance()->decodeUri( QStringLiteral( "ogr" ), source );
    const QString path = parts.value( QStringLiteral( "path" ) ).toString();
    if ( path.isEmpty() || !QFileInfo::exists( path ) )
      return false;
    place.parameter = parameter;
    place.file = canonical( path );
    place.isGeoPackageLayer = QFileInfo( path ).suffix().compare( QLatin1String( "gpkg" ), Qt::CaseInsensitive ) == 0;
    place.layer = place.isGeoPackageLayer ? parts.value( QStringLiteral( "layerName" ) ).toString() : QString();
    if ( place.isGeoPackageLayer && place.layer.isEmpty() )
      place.layer = firstLayer( path );
    return true;
  }

  bool outputPlace( const QgsProcessingParameterDefinition *definition, const QVariant &value, Place &place )
  {
    place.parameter = definition->name();
    if ( definition->type() == QLatin1String( "sink" ) || definition->type() == QLatin1String( "vectorDestination" ) )
    {
      const SwOutputTarget target( value, definition->name() );
      if ( !target.isFile() )
        return false;
      place.file = canonical( target.file() );
      place.layer = target.layer();
      place.isGeoPackageLayer = target.isGeoPackage();
      return true;
    }
    QString path = value.toString();
    if ( value.userType() == QMetaType::type( "QgsProcessingOutputLayerDefinition" ) )
      path = value.value<QgsProcessingOutputLayerDefinition>().sink.staticValue().toString();
    if ( path.isEmpty() || path == QLatin1String( "TEMPORARY_OUTPUT" ) )
      return false;
    place.file = canonical( path );
    return true;
  }

  bool collide( const Place &a, const Place &b )
  {
    if ( a.file != b.file )
      return false;
    // Two layers of one GeoPackage live side by side.
    return !( a.isGeoPackageLayer && b.isGeoPackageLayer && a.layer.compare( b.layer, Qt::CaseInsensitive ) != 0 );
  }

  QString describe( const Place &place )
  {
    return place.isGeoPackageLayer && !place.layer.isEmpty() ? QObject::tr( "layer '%1' of %2" ).arg( place.layer, place.file ) : place.file;
  }
} // namespace

bool SwDestinationCheck::isLayerInput( const QgsProcessingParameterDefinition *definition )
{
  static const QStringList types{ QStringLiteral( "source" ), QStringLiteral( "vector" ), QStringLiteral( "raster" ), QStringLiteral( "layer" ), QStringLiteral( "multilayer" ) };
  return types.contains( definition->type() );
}

void SwDestinationCheck::refuseCollisions( const QgsProcessingAlgorithm &algorithm, const QVariantMap &parameters, QgsProcessingContext &context )
{
  QList<Place> inputs;
  for ( const QgsProcessingParameterDefinition *definition : algorithm.parameterDefinitions() )
  {
    const QVariant value = parameters.value( definition->name() );
    if ( !isLayerInput( definition ) || !value.isValid() || value.isNull() )
      continue;
    for ( const QVariant &item : SwParameterReader::layerValues( value ) )
    {
      Place place;
      if ( inputPlace( definition->name(), item, context, place ) )
        inputs << place;
    }
  }
  QList<Place> outputs;
  for ( const QgsProcessingParameterDefinition *definition : algorithm.parameterDefinitions() )
  {
    const QVariant value = parameters.value( definition->name() );
    Place place;
    if ( !definition->isDestination() || !value.isValid() || value.isNull() || !outputPlace( definition, value, place ) )
      continue;
    for ( const Place &input : qAsConst( inputs ) )
    {
      if ( collide( place, input ) && place.isGeoPackageLayer )
        throw QgsProcessingException( QObject::tr( "%1 would overwrite the input %2 (%3): choose another file or layer name; nothing was written" ).arg( place.parameter, input.parameter, describe( input ) ) );
      if ( collide( place, input ) )
        throw QgsProcessingException( QObject::tr( "%1 would overwrite %2, which holds the input %3: choose another file; nothing was written" ).arg( place.parameter, input.file, input.parameter ) );
    }
    for ( const Place &other : qAsConst( outputs ) )
    {
      if ( collide( place, other ) )
        throw QgsProcessingException( QObject::tr( "%1 and %2 both name %3: give each output its own file or layer; nothing was written" ).arg( other.parameter, place.parameter, describe( place ) ) );
    }
    outputs << place;
  }
}

void SwDestinationCheck::refuseUnwritableFolders( const QgsProcessingAlgorithm &algorithm, const QVariantMap &parameters )
{
  QStringList problems;
  for ( const QgsProcessingParameterDefinition *definition : algorithm.parameterDefinitions() )
  {
    const QVariant value = parameters.value( definition->name() );
    Place place;
    if ( !definition->isDestination() || !value.isValid() || value.isNull() || !outputPlace( definition, value, place ) )
      continue;
    const QString problem = SwOutputTarget::folderProblem( definition->name(), place.file );
    if ( !problem.isEmpty() )
      problems << problem;
  }
  if ( !problems.isEmpty() )
    throw QgsProcessingException( problems.join( QLatin1Char( '\n' ) ) );
}

void SwDestinationCheck::refuseExistingTables( const QgsProcessingAlgorithm &algorithm, const QVariantMap &parameters, bool overwrite )
{
  if ( overwrite )
    return;
  QgsProviderMetadata *postgres = QgsProviderRegistry::instance()->providerMetadata( QStringLiteral( "postgres" ) );
  for ( const QgsProcessingParameterDefinition *definition : algorithm.parameterDefinitions() )
  {
    QVariant value = parameters.value( definition->name() );
    if ( !definition->isDestination() || !value.isValid() )
      continue;
    if ( value.userType() == QMetaType::type( "QgsProcessingOutputLayerDefinition" ) )
      value = value.value<QgsProcessingOutputLayerDefinition>().sink.staticValue();
    const QString text = value.toString();
    if ( !postgres || !( text.startsWith( QLatin1String( "postgis:" ) ) || text.startsWith( QLatin1String( "postgres:" ) ) ) )
      continue;
    const QgsDataSourceUri uri( text.mid( text.indexOf( ':' ) + 1 ) );
    const QString schema = uri.schema().isEmpty() ? QStringLiteral( "public" ) : uri.schema();
    bool exists = false;
    try
    {
      std::unique_ptr<QgsAbstractDatabaseProviderConnection> connection( dynamic_cast<QgsAbstractDatabaseProviderConnection *>( postgres->createConnection( uri.uri( false ), QVariantMap() ) ) );
      exists = connection && connection->tableExists( schema, uri.table() );
    }
    catch ( QgsProviderConnectionException & )
    {
      // The database cannot be asked: writing will report why.
    }
    if ( exists )
      throw QgsProcessingException( QObject::tr( "%1: the table \"%2\".\"%3\" already exists in database '%4'; set OVERWRITE to replace it, or name another table; nothing was written" ).arg( definition->name(), schema, uri.table(), uri.database() ) );
  }
}
