/***************************************************************************
  swstyles.cpp: default styles stored in GeoPackage outputs.
 ***************************************************************************/
#include "outputs/swstyles.h"
#include "geopackage/swgeopackagetable.h"
#include "geopackage/swsqlite.h"
#include "core/swwarnings.h"

#include "qgsexception.h"

#include "qgsproviderregistry.h"
#include "qgsvectorlayer.h"

#include <QFile>
#include <QFileInfo>

namespace
{
  //! True when \a file's layer_styles holds style \a styleName of layer \a layerName.
  bool isStored( const QString &file, const QString &layerName, const QString &styleName )
  {
    SwSqlite db( file );
    return db.value( QStringLiteral( "SELECT count(*) FROM layer_styles WHERE lower(f_table_name) = lower(%1) AND styleName = %2" ).arg( SwGeoPackageTable::literal( layerName ), SwGeoPackageTable::literal( styleName ) ) ).toLongLong() > 0;
  }
} // namespace

QString SwStyles::path( const QString &styleName )
{
  return QStringLiteral( ":/stormwater/styles/%1.qml" ).arg( styleName );
}

namespace
{
  //! The GeoPackage file and layer name of \a destination; empty file when it is not a GeoPackage that exists.
  std::pair<QString, QString> geoPackageLayer( const QString &destination )
  {
    const QString file = destination.section( '|', 0, 0 );
    if ( QFileInfo( file ).suffix().compare( QLatin1String( "gpkg" ), Qt::CaseInsensitive ) != 0 || !QFileInfo::exists( file ) )
      return {};
    QString layerName = QgsProviderRegistry::instance()->decodeUri( QStringLiteral( "ogr" ), destination ).value( QStringLiteral( "layerName" ) ).toString();
    if ( layerName.isEmpty() )
      layerName = QFileInfo( file ).completeBaseName(); // QGIS names a layer written to a plain path after the file
    return { file, layerName };
  }

  //! Stores \a layer's style (all of it: symbols, fields, form) as its default style \a styleName, checked by reading it back.
  void store( QgsVectorLayer &layer, const QString &file, const QString &layerName, const QString &styleName, const QString &parameter )
  {
    QString error;
    swSaveStyleToDatabase( layer, styleName, QObject::tr( "Stormwater parcel screening: %1" ).arg( styleName ), true, QString(), error );
    if ( !error.isEmpty() || !isStored( file, layerName, styleName ) )
      throw QgsProcessingException( QObject::tr( "%1: could not store the layer's style in %2: %3 (is the disk full?); the earlier file, if any, is unchanged" ).arg( parameter, file, error.isEmpty() ? QObject::tr( "it did not read back" ) : error ) );
  }
} // namespace

void SwStyles::apply( const QString &destination, const QString &styleName, const QString &parameter, SwWarnings &warnings )
{
  const QString style = path( styleName );
  if ( !QFile::exists( style ) )
  {
    warnings.add( QObject::tr( "No style named %1" ).arg( styleName ) );
    return;
  }
  const auto [file, layerName] = geoPackageLayer( destination );
  if ( file.isEmpty() )
    return;
  QgsVectorLayer layer( destination, styleName, QStringLiteral( "ogr" ) );
  if ( !layer.isValid() )
    throw QgsProcessingException( QObject::tr( "%1: the layer written to %2 cannot be read back to store its style (is the disk full?)" ).arg( parameter, file ) );
  bool ok = false;
  const QString loadMessage = layer.loadNamedStyle( style, ok );
  if ( !ok )
  {
    warnings.add( QObject::tr( "Could not read style %1: %2" ).arg( styleName, loadMessage ) );
    return;
  }
  nameByApn( layer );
  store( layer, file, layerName, styleName, parameter );
}

void SwStyles::nameByApn( QgsVectorLayer &layer )
{
  if ( layer.fields().lookupField( QStringLiteral( "apn" ) ) >= 0 )
    layer.setDisplayExpression( QStringLiteral( "\"apn\"" ) );
}

void SwStyles::applyConfigured( const QString &destination, const std::function<void( QgsVectorLayer & )> &configure, const QString &styleName, const QString &parameter )
{
  const auto [file, layerName] = geoPackageLayer( destination );
  if ( file.isEmpty() )
    return;
  QgsVectorLayer layer( destination, styleName, QStringLiteral( "ogr" ) );
  if ( !layer.isValid() )
    throw QgsProcessingException( QObject::tr( "%1: the layer written to %2 cannot be read back to store its form (is the disk full?)" ).arg( parameter, file ) );
  configure( layer );
  nameByApn( layer );
  store( layer, file, layerName, styleName, parameter );
}
