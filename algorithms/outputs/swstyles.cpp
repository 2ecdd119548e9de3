/***************************************************************************
  swstyles.cpp: default styles stored in GeoPackage outputs.
 ***************************************************************************/
#include "outputs/swstyles.h"
#include "core/swwarnings.h"

#include "qgsproviderregistry.h"
#include "qgsvectorlayer.h"

#include <QFile>
#include <QFileInfo>

#include <gdal.h>
#include <ogr_api.h>

namespace
{
  /**
   * Removes the layer's earlier default style of this name (a re-run into
   * the same GeoPackage), which QGIS would otherwise offer to overwrite in a
   * dialog that nobody answers on a server.
   */
  void forgetEarlierStyle( const QString &file, const QString &layerName, const QString &styleName )
  {
    GDALDatasetH dataset = GDALOpenEx( QFile::encodeName( file ).constData(), GDAL_OF_VECTOR | GDAL_OF_UPDATE, nullptr, nullptr, nullptr );
    if ( !dataset )
      return;
    if ( GDALDatasetGetLayerByName( dataset, "layer_styles" ) )
    {
      QString sql = QStringLiteral( "DELETE FROM layer_styles WHERE f_table_name = '%1' AND styleName = '%2'" ).arg( QString( layerName ).replace( '\'', QLatin1String( "''" ) ), QString( styleName ).replace( '\'', QLatin1String( "''" ) ) );
      OGRLayerH result = GDALDatasetExecuteSQL( dataset, sql.toUtf8().constData(), nullptr, nullptr );
      if ( result )
        GDALDatasetReleaseResultSet( dataset, result );
    }
    GDALClose( dataset );
  }
} // namespace

QString SwStyles::path( const QString &styleName )
{
  return QStringLiteral( ":/stormwater/styles/%1.qml" ).arg( styleName );
}

void SwStyles::apply( const QString &destination, const QString &styleName, SwWarnings &warnings )
{
  const QString style = path( styleName );
  if ( !QFile::exists( style ) )
  {
    warnings.add( QObject::tr( "No style named %1" ).arg( styleName ) );
    return;
  }
  const QString file = destination.section( '|', 0, 0 );
  if ( QFileInfo( file ).suffix().compare( QLatin1String( "gpkg" ), Qt::CaseInsensitive ) != 0 || !QFileInfo::exists( file ) )
    return;
  QString layerName = QgsProviderRegistry::instance()->decodeUri( QStringLiteral( "ogr" ), destination ).value( QStringLiteral( "layerName" ) ).toString();
  if ( layerName.isEmpty() )
    layerName = QFileInfo( file ).completeBaseName(); // QGIS names a layer written to a plain path after the file
  forgetEarlierStyle( file, layerName, styleName );
  QgsVectorLayer layer( destination, styleName, QStringLiteral( "ogr" ) );
  if ( !layer.isValid() )
    return;
  bool ok = false;
  const QString loadMessage = layer.loadNamedStyle( style, ok );
  if ( !ok )
  {
    warnings.add( QObject::tr( "Could not read style %1: %2" ).arg( styleName, loadMessage ) );
    return;
  }
  QString error;
  layer.saveStyleToDatabase( styleName, QObject::tr( "Stormwater parcel screening: %1" ).arg( styleName ), true, QString(), error );
  if ( !error.isEmpty() )
    warnings.add( QObject::tr( "Could not store the default style in %1: %2" ).arg( file, error ) );
}
