/***************************************************************************
  swinputcheck.cpp: missing files and layers, named before the run.
 ***************************************************************************/
#include "processing/swinputcheck.h"
#include "processing/swdestinationcheck.h"
#include "core/swlayerinput.h"
#include "core/swparameterreader.h"

#include "qgsexception.h"
#include "qgsprocessingalgorithm.h"

QString SwInputCheck::whyUnreadable( const QgsProcessingAlgorithm &algorithm, const QVariantMap &parameters, QgsProcessingContext &context )
{
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
