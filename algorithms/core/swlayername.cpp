/***************************************************************************
  swlayername.cpp: layer names from data source URIs.
 ***************************************************************************/
#include "core/swlayername.h"

#include "qgsmaplayer.h"
#include "qgsproviderregistry.h"

QString SwLayerName::of( const QgsMapLayer *layer )
{
  if ( !layer )
    return QString();
  const QString fromUri = QgsProviderRegistry::instance()->decodeUri( layer->providerType(), layer->source() ).value( QStringLiteral( "layerName" ) ).toString();
  return fromUri.isEmpty() ? layer->name() : fromUri;
}
