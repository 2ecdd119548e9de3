/***************************************************************************
  swlayermetadata.cpp: the run's account in a GeoPackage layer's metadata.
 ***************************************************************************/
#include "outputs/swlayermetadata.h"
#include "qgsexception.h"

#include "qgslayermetadata.h"
#include "qgsproviderregistry.h"

#include <QFileInfo>

void SwLayerMetadata::write( const QString &destination, const QString &title, const QStringList &abstract, const QString &parameter )
{
  const QString file = destination.section( '|', 0, 0 );
  if ( QFileInfo( file ).suffix().compare( QLatin1String( "gpkg" ), Qt::CaseInsensitive ) != 0 || !QFileInfo::exists( file ) )
    return;
  // The provider needs the layer named: a plain path names the layer after the file, as QGIS writes it.
  QString uri = destination;
  if ( QgsProviderRegistry::instance()->decodeUri( QStringLiteral( "ogr" ), destination ).value( QStringLiteral( "layerName" ) ).toString().isEmpty() )
    uri = QStringLiteral( "%1|layername=%2" ).arg( file, QFileInfo( file ).completeBaseName() );
  QgsLayerMetadata metadata;
  metadata.setTitle( title );
  metadata.setAbstract( abstract.join( QLatin1String( "\n\n" ) ) );
  metadata.setType( QStringLiteral( "dataset" ) );
  metadata.setLanguage( QStringLiteral( "en" ) );
  QString error;
  if ( !QgsProviderRegistry::instance()->saveLayerMetadata( QStringLiteral( "ogr" ), uri, metadata, error ) )
    throw QgsProcessingException( QObject::tr( "%1: could not store the run's account in the metadata of %2: %3 (is the disk full?); the earlier file, if any, is unchanged" ).arg( parameter, file, error ) );
}
