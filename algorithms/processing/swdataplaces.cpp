/***************************************************************************
  swdataplaces.cpp: inputs opened to their files, outputs named as QGIS
  names them.
 ***************************************************************************/
#include "processing/swdataplaces.h"
#include "core/swgdaldataset.h"
#include "outputs/swoutputtarget.h"

#include "qgsmaplayer.h"
#include "qgsprocessingparameters.h"
#include "qgsprocessingutils.h"
#include "qgsproviderregistry.h"

#include <QDir>
#include <QDomDocument>
#include <QFile>
#include <QFileInfo>

#include <cpl_string.h>
#include <gdal.h>
#include <ogr_api.h>

#include <sys/stat.h>

namespace
{
  //! The path with symbolic links resolved (the folder's, for a file not yet there).
  QString resolved( const QString &path )
  {
    const QFileInfo info( path );
    if ( info.exists() )
      return info.canonicalFilePath();
    const QString folder = QFileInfo( info.absolutePath() ).canonicalFilePath();
    return folder.isEmpty() ? info.absoluteFilePath() : QDir( folder ).filePath( info.fileName() );
  }

  SwDataPlace place( const QString &parameter, const QString &path, const QString &layer = QString() )
  {
    SwDataPlace p;
    p.parameter = parameter;
    p.file = resolved( path );
    p.geoPackage = QFileInfo( p.file ).suffix().compare( QLatin1String( "gpkg" ), Qt::CaseInsensitive ) == 0;
    p.layer = p.geoPackage ? layer : QString();
    struct stat info;
    if ( ::stat( QFile::encodeName( p.file ).constData(), &info ) == 0 )
      p.identity = QStringLiteral( "%1:%2" ).arg( static_cast<qulonglong>( info.st_dev ) ).arg( static_cast<qulonglong>( info.st_ino ) );
    else
      p.identity = p.file;
    return p;
  }

  /**
   * The (file, layer) pairs an OGR VRT reads: each SrcDataSource with its
   * SrcLayer; a source read through SQL, or one the VRT does not name a
   * layer of, is read whole (empty layer).
   */
  QList<QPair<QString, QString>> vrtSources( const QString &vrt )
  {
    QList<QPair<QString, QString>> sources;
    QFile file( vrt );
    QDomDocument document;
    if ( !file.open( QIODevice::ReadOnly ) || !document.setContent( &file ) )
      return sources;
    const QDomNodeList dataSources = document.elementsByTagName( QStringLiteral( "SrcDataSource" ) );
    for ( int i = 0; i < dataSources.size(); ++i )
    {
      const QDomElement source = dataSources.at( i ).toElement();
      QString path = source.text().trimmed();
      if ( source.attribute( QStringLiteral( "relativeToVRT" ) ) == QLatin1String( "1" ) )
        path = QFileInfo( vrt ).absoluteDir().filePath( path );
      const QDomElement layer = source.parentNode().firstChildElement( QStringLiteral( "SrcLayer" ) );
      const bool bySql = !source.parentNode().firstChildElement( QStringLiteral( "SrcSQL" ) ).isNull();
      sources << qMakePair( path, bySql || layer.isNull() ? QString() : layer.text().trimmed() );
    }
    return sources;
  }

  QString sourceOf( const QVariant &value, QgsProcessingContext &context )
  {
    QString source;
    if ( QgsMapLayer *layer = qobject_cast<QgsMapLayer *>( value.value<QObject *>() ) )
      return layer->source();
    if ( value.userType() == QMetaType::type( "QgsProcessingFeatureSourceDefinition" ) )
      source = value.value<QgsProcessingFeatureSourceDefinition>().source.staticValue().toString();
    else
      source = value.toString();
    if ( QgsMapLayer *layer = QgsProcessingUtils::mapLayerFromString( source, context, false ) )
      source = layer->source();
    return source;
  }
} // namespace

bool SwDataPlace::overlaps( const SwDataPlace &other ) const
{
  if ( identity != other.identity )
    return false;
  // Two layers of one GeoPackage live side by side.
  return !( geoPackage && other.geoPackage && !layer.isEmpty() && !other.layer.isEmpty() && layer.compare( other.layer, Qt::CaseInsensitive ) != 0 );
}

QString SwDataPlace::describe() const
{
  const QString what = geoPackage && !layer.isEmpty() ? QObject::tr( "layer '%1' of %2" ).arg( layer, file ) : file;
  return through.isEmpty() ? what : QObject::tr( "%1, read through %2" ).arg( what, through );
}

QList<SwDataPlace> SwDataPlaces::ofInput( const QString &parameter, const QVariant &value, QgsProcessingContext &context )
{
  QList<SwDataPlace> places;
  const QString source = sourceOf( value, context );
  QVariantMap parts = QgsProviderRegistry::instance()->decodeUri( QStringLiteral( "ogr" ), source );
  QString path = parts.value( QStringLiteral( "path" ) ).toString();
  if ( path.isEmpty() )
    path = QgsProviderRegistry::instance()->decodeUri( QStringLiteral( "gdal" ), source ).value( QStringLiteral( "path" ) ).toString();
  if ( path.isEmpty() || !QFileInfo::exists( path ) )
    return places;

  const SwGdalDataset dataset( path, GDAL_OF_VECTOR | GDAL_OF_RASTER );
  QString layer = parts.value( QStringLiteral( "layerName" ) ).toString();
  // A GeoPackage opened by its number, or without a name, is read by QGIS at its first layer.
  if ( layer.isEmpty() )
    layer = dataset.layerName( parts.value( QStringLiteral( "layerId" ), 0 ).toInt() );
  const SwDataPlace given = place( parameter, path, layer );
  places << given;

  // What the dataset is made of: a shapefile's parts, a raster's sidecars, a VRT's sources.
  const bool vrt = QFileInfo( path ).suffix().compare( QLatin1String( "vrt" ), Qt::CaseInsensitive ) == 0;
  QList<QPair<QString, QString>> sources = vrt ? vrtSources( path ) : QList<QPair<QString, QString>>();
  for ( const QString &file : dataset.files() )
  {
    if ( resolved( file ) == given.file )
      continue;
    bool named = false;
    for ( const QPair<QString, QString> &source : std::as_const( sources ) )
    {
      if ( resolved( source.first ) == resolved( file ) )
      {
        SwDataPlace read = place( parameter, file, source.second );
        read.through = given.file;
        places << read;
        named = true;
      }
    }
    if ( !named )
    {
      SwDataPlace part = place( parameter, file );
      part.layer.clear(); // the whole file
      part.through = vrt ? given.file : QString();
      places << part;
    }
  }
  return places;
}

QList<SwDataPlace> SwDataPlaces::ofFile( const QString &parameter, const QString &path )
{
  if ( path.trimmed().isEmpty() || !QFileInfo( path ).isFile() )
    return {};
  return { place( parameter, path ) };
}

QList<SwDataPlace> SwDataPlaces::ofOutput( const QgsProcessingParameterDefinition *definition, const QVariant &value )
{
  QList<SwDataPlace> places;
  if ( definition->type() == QLatin1String( "sink" ) || definition->type() == QLatin1String( "vectorDestination" ) )
  {
    const SwOutputTarget target( value, definition->name() );
    if ( !target.isFile() )
      return places;
    places << place( definition->name(), target.file(), target.layer() );
    // A shapefile is several files, each of which would be replaced.
    if ( QFileInfo( target.file() ).suffix().compare( QLatin1String( "shp" ), Qt::CaseInsensitive ) == 0 )
    {
      const QFileInfo shp( target.file() );
      for ( const char *part : { "shx", "dbf", "prj", "cpg", "qix", "qmd", "sbn", "sbx" } )
        places << place( definition->name(), shp.dir().filePath( QStringLiteral( "%1.%2" ).arg( shp.completeBaseName(), QLatin1String( part ) ) ) );
    }
    return places;
  }
  QString path = value.toString();
  if ( value.userType() == QMetaType::type( "QgsProcessingOutputLayerDefinition" ) )
    path = value.value<QgsProcessingOutputLayerDefinition>().sink.staticValue().toString();
  if ( path.isEmpty() || path == QLatin1String( "TEMPORARY_OUTPUT" ) )
    return places;
  SwDataPlace whole = place( definition->name(), path );
  whole.layer.clear(); // a report or a list replaces the whole file
  places << whole;
  return places;
}
