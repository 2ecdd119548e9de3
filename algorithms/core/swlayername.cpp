/***************************************************************************
  swlayername.cpp: layer names from data source URIs.
 ***************************************************************************/
#include "core/swlayername.h"
#include "core/swsecrets.h"

#include "qgsmaplayer.h"
#include "qgsproviderregistry.h"

QString SwLayerName::of( const QgsMapLayer *layer )
{
  if ( !layer )
    return QString();
  const QString fromUri = QgsProviderRegistry::instance()->decodeUri( layer->providerType(), layer->source() ).value( QStringLiteral( "layerName" ) ).toString();
  return fromUri.isEmpty() ? layer->name() : fromUri;
}

QString SwLayerName::forPublic( const QgsMapLayer *layer )
{
  if ( layer && SwSecrets::isDatabase( layer->source(), layer->providerType() ) )
    return SwSecrets::publicName( layer->source(), layer->providerType() );
  return of( layer );
}
