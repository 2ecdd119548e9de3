/***************************************************************************
  swlayermetadata.cpp: the run's account in a GeoPackage layer's metadata.
 ***************************************************************************/
#include "outputs/swlayermetadata.h"
#include "core/swwarnings.h"

#include "qgslayermetadata.h"
#include "qgsproviderregistry.h"

#include <QFileInfo>

void SwLayerMetadata::write( const QString &destination, const QString &title, const QStringList &abstract, SwWarnings &warnings )
{
  const QString file = destination.section( '|', 0, 0 );
  if ( QFileInfo( file ).suffix().compare( QLatin1String( "gpkg" ), Qt::CaseInsensitive ) != 0 || !QFileInfo::exists( file ) )
    return;
  QgsLayerMetadata metadata;
  metadata.setTitle( title );
  metadata.setAbstract( abstract.join( QLatin1String( "\n\n" ) ) );
  metadata.setType( QStringLiteral( "dataset" ) );
  metadata.setLanguage( QStringLiteral( "en" ) );
  QString error;
  if ( !QgsProviderRegistry::instance()->saveLayerMetadata( QStringLiteral( "ogr" ), destination, metadata, error ) )
    warnings.add( QObject::tr( "Could not store the run's metadata in %1: %2" ).arg( file, error ) );
}
