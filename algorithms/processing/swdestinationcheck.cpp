/***************************************************************************
  swdestinationcheck.cpp: no output over an input, no two outputs on one file.
 ***************************************************************************/
#include "processing/swdestinationcheck.h"
#include "postgis/swpgoutputtable.h"
#include "core/swparameterreader.h"
#include "outputs/swoutputtarget.h"
#include "processing/swalgorithm.h"
#include "processing/swdataplaces.h"

#include "qgsexception.h"
#include "qgsmaplayer.h"
#include "qgsprocessingalgorithm.h"
#include "qgsprocessingparameters.h"
#include "qgsprocessingutils.h"
#include "qgsabstractdatabaseproviderconnection.h"
#include "qgsdatasourceuri.h"
#include "qgsprovidermetadata.h"
#include "qgsproviderregistry.h"

#include <memory>

bool SwDestinationCheck::isLayerInput( const QgsProcessingParameterDefinition *definition )
{
  static const QStringList types{ QStringLiteral( "source" ), QStringLiteral( "vector" ), QStringLiteral( "raster" ), QStringLiteral( "layer" ), QStringLiteral( "multilayer" ) };
  return types.contains( definition->type() );
}

void SwDestinationCheck::refuseCollisions( const QgsProcessingAlgorithm &algorithm, const QVariantMap &parameters, QgsProcessingContext &context )
{
  // Everything the run reads: layers (opened to the files they are made of), profile and template files.
  QList<SwDataPlace> inputs;
  for ( const QgsProcessingParameterDefinition *definition : algorithm.parameterDefinitions() )
  {
    const QVariant value = parameters.value( definition->name() );
    if ( !value.isValid() || value.isNull() || definition->isDestination() )
      continue;
    if ( isLayerInput( definition ) )
    {
      for ( const QVariant &item : SwParameterReader::layerValues( value ) )
        inputs << SwDataPlaces::ofInput( definition->name(), item, context );
    }
    else if ( definition->type() == QLatin1String( "file" ) || definition->name() == SwAlgorithm::profileParameterName() )
      inputs << SwDataPlaces::ofFile( definition->name(), value.toString() );
  }
  QList<SwDataPlace> outputs;
  for ( const QgsProcessingParameterDefinition *definition : algorithm.parameterDefinitions() )
  {
    const QVariant value = parameters.value( definition->name() );
    if ( !definition->isDestination() || !value.isValid() || value.isNull() )
      continue;
    const QList<SwDataPlace> places = SwDataPlaces::ofOutput( definition, value );
    for ( const SwDataPlace &place : places )
    {
      for ( const SwDataPlace &input : std::as_const( inputs ) )
      {
        if ( !place.overlaps( input ) )
          continue;
        if ( place.geoPackage && !place.layer.isEmpty() && !input.layer.isEmpty() )
          throw QgsProcessingException( QObject::tr( "%1 would overwrite the input %2 (%3): choose another file or layer name; nothing was written" ).arg( place.parameter, input.parameter, input.describe() ) );
        throw QgsProcessingException( QObject::tr( "%1 would overwrite %2, which holds the input %3: choose another file; nothing was written" ).arg( place.parameter, input.through.isEmpty() ? input.file : input.describe(), input.parameter ) );
      }
      for ( const SwDataPlace &other : std::as_const( outputs ) )
      {
        if ( place.overlaps( other ) )
          throw QgsProcessingException( QObject::tr( "%1 and %2 both name %3: give each output its own file or layer; nothing was written" ).arg( other.parameter, place.parameter, place.describe() ) );
      }
    }
    outputs << places;
  }
}

void SwDestinationCheck::refuseUnwritableFolders( const QgsProcessingAlgorithm &algorithm, const QVariantMap &parameters )
{
  QStringList problems;
  for ( const QgsProcessingParameterDefinition *definition : algorithm.parameterDefinitions() )
  {
    const QVariant value = parameters.value( definition->name() );
    if ( !definition->isDestination() || !value.isValid() || value.isNull() )
      continue;
    const QList<SwDataPlace> places = SwDataPlaces::ofOutput( definition, value );
    if ( places.isEmpty() )
      continue;
    const QString problem = SwOutputTarget::folderProblem( definition->name(), places.first().file );
    if ( !problem.isEmpty() )
      problems << problem;
  }
  if ( !problems.isEmpty() )
    throw QgsProcessingException( problems.join( QLatin1Char( '\n' ) ) );
}

void SwDestinationCheck::refuseExistingTables( const QgsProcessingAlgorithm &algorithm, const QVariantMap &parameters, bool overwrite )
{
  for ( const QgsProcessingParameterDefinition *definition : algorithm.parameterDefinitions() )
  {
    QVariant value = parameters.value( definition->name() );
    if ( !definition->isDestination() || !value.isValid() )
      continue;
    if ( value.userType() == QMetaType::type( "QgsProcessingOutputLayerDefinition" ) )
      value = value.value<QgsProcessingOutputLayerDefinition>().sink.staticValue();
    if ( !SwPgTableName::isPostgisDestination( value.toString() ) )
      continue;
    // What the run's own output will do first, done now: the name read as PostgreSQL
    // stores it, the connection, another run's lock, an existing table.
    SwPgOutputTable table( value.toString(), definition->name() );
    table.prepare( overwrite );
  }
}
