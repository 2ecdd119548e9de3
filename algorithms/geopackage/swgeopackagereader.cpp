/***************************************************************************
  swgeopackagereader.cpp: a GeoPackage layer's rows as QGIS's features.
 ***************************************************************************/
#include "geopackage/swgeopackagereader.h"
#include "geopackage/swgeopackageblob.h"
#include "geopackage/swgeopackagetable.h"

#include "qgsexception.h"
#include "qgsogrutils.h"
#include "qgsprocessingparameters.h"
#include "qgsproviderregistry.h"
#include "qgsvectordataprovider.h"
#include "qgsvectorlayer.h"

#include <QDate>
#include <QFile>
#include <QObject>

#include <gdal.h>
#include <ogr_api.h>
#include <sqlite3.h>

#include <limits>

namespace
{
  bool isNumber( int storage )
  {
    return storage == SQLITE_INTEGER || storage == SQLITE_FLOAT;
  }
} // namespace

struct SwGeoPackageReader::Gdal
{
  GDALDatasetH dataset = nullptr;
  OGRLayerH layer = nullptr;
  ~Gdal()
  {
    if ( dataset )
      GDALClose( dataset );
  }
};

SwGeoPackageReader::Location SwGeoPackageReader::locate( const QVariant &value, const QgsVectorLayer *layer, SwInvalidGeometryCheck check, QString *why )
{
  const auto refuse = [why]( const QString &reason )
  {
    if ( why )
      *why = reason;
    return Location();
  };
  if ( !layer || !layer->dataProvider() )
    return refuse( QObject::tr( "not a vector layer" ) );
  if ( layer->providerType() != QLatin1String( "ogr" ) || layer->dataProvider()->storageType() != QLatin1String( "GPKG" ) )
    return refuse( QObject::tr( "not a GeoPackage layer" ) );
  if ( !layer->subsetString().isEmpty() )
    return refuse( QObject::tr( "the layer has a filter" ) );
  if ( layer->isEditable() )
    return refuse( QObject::tr( "the layer is being edited" ) );
  if ( value.userType() == QMetaType::type( "QgsProcessingFeatureSourceDefinition" ) )
  {
    const QgsProcessingFeatureSourceDefinition definition = value.value<QgsProcessingFeatureSourceDefinition>();
    if ( definition.selectedFeaturesOnly || definition.featureLimit >= 0 )
      return refuse( QObject::tr( "only some of the layer's features are asked for" ) );
    if ( definition.flags & SW_SOURCE_DEFINITION_OVERRIDE_GEOMETRY_CHECK )
      check = definition.geometryCheck;
  }
  if ( check != SW_GEOMETRY_CHECK( NoCheck ) )
    return refuse( QObject::tr( "invalid geometries are to be skipped or stop the run" ) );
  const QgsFields fields = layer->fields();
  if ( fields.count() != layer->dataProvider()->fields().count() )
    return refuse( QObject::tr( "the layer has joined or expression fields" ) );
  for ( int i = 0; i < fields.count(); ++i )
  {
    if ( fields.fieldOrigin( i ) != SW_FIELD_ORIGIN_PROVIDER )
      return refuse( QObject::tr( "the layer has joined or expression fields" ) );
    if ( !SwGeoPackageTable::isPlainType( fields.at( i ).type() ) )
      return refuse( QObject::tr( "field '%1' is of type %2" ).arg( fields.at( i ).name(), fields.at( i ).typeName() ) );
  }
  const QVariantMap parts = QgsProviderRegistry::instance()->decodeUri( QStringLiteral( "ogr" ), layer->source() );
  Location location;
  location.path = parts.value( QStringLiteral( "path" ) ).toString();
  location.layer = parts.value( QStringLiteral( "layerName" ) ).toString();
  if ( location.layer.isEmpty() && parts.value( QStringLiteral( "layerId" ) ).isValid() )
    return refuse( QObject::tr( "the layer is named by its number" ) );
  if ( !parts.value( QStringLiteral( "subset" ) ).toString().isEmpty() )
    return refuse( QObject::tr( "the layer has a filter" ) );
  if ( location.path.isEmpty() || !QFile::exists( location.path ) )
    return refuse( QObject::tr( "not a file" ) );
  return location;
}

SwGeoPackageReader::SwGeoPackageReader( const Location &location, const QgsFields &fields )
  : mLocation( location )
  , mFields( fields )
{
  if ( sqlite3_open_v2( QFile::encodeName( location.path ).constData(), &mDb, SQLITE_OPEN_READONLY | SQLITE_OPEN_NOMUTEX, nullptr ) != SQLITE_OK )
  {
    mError = QString::fromUtf8( mDb ? sqlite3_errmsg( mDb ) : "out of memory" );
    return;
  }
  SwGeoPackageTable table;
  mError = table.read( mDb, location.layer );
  if ( !mError.isEmpty() )
    return;
  mTable = table.table;
  // The id, the geometry, then each field's column in the fields' order.
  QStringList selected{ SwGeoPackageTable::quoted( table.fid ), SwGeoPackageTable::quoted( table.geometry ) };
  for ( const QgsField &field : fields )
  {
    const QString name = field.name();
    int column = -1;
    for ( int c = 0; c < table.columns.size() && column < 0; ++c )
    {
      if ( table.columns.at( c ).compare( name, Qt::CaseInsensitive ) == 0 && table.columns.at( c ) != table.geometry )
        column = c;
    }
    if ( column < 0 )
    {
      mError = QObject::tr( "field '%1' is not a column of table '%2'" ).arg( name, mTable );
      return;
    }
    const bool isId = table.columns.at( column ) == table.fid;
    Kind kind = Kind::Text;
    switch ( field.type() )
    {
      case SW_VARIANT_TYPE( QString ):
        kind = Kind::Text;
        break;
      case SW_VARIANT_TYPE( Int ):
        kind = Kind::Integer;
        break;
      case SW_VARIANT_TYPE( LongLong ):
        kind = isId ? Kind::Id : Kind::Integer64;
        break;
      case SW_VARIANT_TYPE( Double ):
        kind = Kind::Real;
        break;
      case SW_VARIANT_TYPE( Bool ):
        kind = Kind::Boolean;
        break;
      case SW_VARIANT_TYPE( QDate ):
        kind = Kind::Date;
        break;
      default:
        mError = QObject::tr( "field '%1' is of type %2" ).arg( name, field.typeName() );
        return;
    }
    if ( isId && kind != Kind::Id )
    {
      mError = QObject::tr( "the id field '%1' is not read as a 64-bit integer" ).arg( name );
      return;
    }
    mColumns.push_back( { kind, swNullVariant( field.type() ) } );
    selected << SwGeoPackageTable::quoted( table.columns.at( column ) );
  }
  const QByteArray sql = QStringLiteral( "SELECT %1 FROM %2" ).arg( selected.join( ',' ), SwGeoPackageTable::quoted( mTable ) ).toUtf8();
  if ( sqlite3_prepare_v2( mDb, sql.constData(), -1, &mRows, nullptr ) != SQLITE_OK )
  {
    mError = QString::fromUtf8( sqlite3_errmsg( mDb ) );
    mRows = nullptr;
  }
}

SwGeoPackageReader::~SwGeoPackageReader()
{
  sqlite3_finalize( mRows );
  sqlite3_close( mDb );
}

bool SwGeoPackageReader::next( QgsFeature &feature, QByteArray *blob )
{
  if ( !mRows || mDone )
    return false;
  // Stepping again after the end would start the table over.
  const int step = sqlite3_step( mRows );
  if ( step == SQLITE_DONE )
  {
    mDone = true;
    return false;
  }
  if ( step != SQLITE_ROW )
    throw QgsProcessingException( QObject::tr( "could not read layer '%1' of %2: %3" ).arg( mTable, mLocation.path, QString::fromUtf8( sqlite3_errmsg( mDb ) ) ) );

  const QgsFeatureId fid = sqlite3_column_int64( mRows, 0 );
  bool understood = true;
  QgsGeometry geometry;
  if ( blob )
    blob->clear();
  if ( sqlite3_column_type( mRows, 1 ) != SQLITE_NULL )
  {
    const void *data = sqlite3_column_blob( mRows, 1 );
    const int size = sqlite3_column_bytes( mRows, 1 );
    geometry = SwGeoPackageBlob::geometry( data, size, understood );
    if ( understood && blob )
      *blob = QByteArray( static_cast<const char *>( data ), size );
  }
  QgsAttributes attributes( static_cast<int>( mColumns.size() ) );
  for ( size_t i = 0; i < mColumns.size() && understood; ++i )
  {
    const int at = static_cast<int>( i ) + 2;
    const int storage = sqlite3_column_type( mRows, at );
    QVariant &value = attributes[static_cast<int>( i )];
    if ( storage == SQLITE_NULL )
    {
      value = mColumns[i].null;
      continue;
    }
    switch ( mColumns[i].kind )
    {
      case Kind::Id:
        value = QVariant( static_cast<qlonglong>( fid ) );
        break;
      case Kind::Text:
        understood = storage != SQLITE_BLOB;
        value = QString::fromUtf8( reinterpret_cast<const char *>( sqlite3_column_text( mRows, at ) ), sqlite3_column_bytes( mRows, at ) );
        break;
      case Kind::Integer:
      {
        const sqlite3_int64 number = sqlite3_column_int64( mRows, at );
        understood = storage == SQLITE_INTEGER && number >= std::numeric_limits<int>::min() && number <= std::numeric_limits<int>::max();
        value = QVariant( static_cast<int>( number ) );
        break;
      }
      case Kind::Integer64:
        understood = storage == SQLITE_INTEGER;
        value = QVariant( static_cast<qlonglong>( sqlite3_column_int64( mRows, at ) ) );
        break;
      case Kind::Real:
        understood = isNumber( storage );
        value = QVariant( sqlite3_column_double( mRows, at ) );
        break;
      case Kind::Boolean:
        understood = storage == SQLITE_INTEGER;
        value = QVariant( sqlite3_column_int64( mRows, at ) != 0 );
        break;
      case Kind::Date:
      {
        const QString text = QString::fromUtf8( reinterpret_cast<const char *>( sqlite3_column_text( mRows, at ) ), sqlite3_column_bytes( mRows, at ) );
        const QDate date = QDate::fromString( text, Qt::ISODate );
        understood = storage == SQLITE_TEXT && text.size() == 10 && date.isValid();
        value = QVariant( date );
        break;
      }
    }
  }
  if ( !understood )
  {
    feature = readThroughGdal( fid );
    if ( blob )
      blob->clear();
    return true;
  }
  feature = QgsFeature( mFields, fid );
  feature.setAttributes( attributes );
  if ( !geometry.isNull() )
    feature.setGeometry( geometry );
  feature.setValid( true );
  return true;
}

QgsFeature SwGeoPackageReader::readThroughGdal( QgsFeatureId fid )
{
  const auto failed = [this]( const QString &what )
  {
    return QgsProcessingException( QObject::tr( "could not read layer '%1' of %2: %3" ).arg( mTable, mLocation.path, what ) );
  };
  if ( !mGdal )
  {
    auto gdal = std::make_unique<Gdal>();
    const char *const drivers[] = { "GPKG", nullptr };
    gdal->dataset = GDALOpenEx( QFile::encodeName( mLocation.path ).constData(), GDAL_OF_VECTOR | GDAL_OF_READONLY, drivers, nullptr, nullptr );
    if ( gdal->dataset )
      gdal->layer = GDALDatasetGetLayerByName( gdal->dataset, mTable.toUtf8().constData() );
    if ( !gdal->layer )
      throw failed( QString::fromUtf8( CPLGetLastErrorMsg() ) );
    mGdal = std::move( gdal );
  }
  const gdal::ogr_feature_unique_ptr row( OGR_L_GetFeature( mGdal->layer, fid ) );
  if ( !row )
    throw failed( QObject::tr( "feature %1 is gone" ).arg( fid ) );
  QgsFeature feature( mFields, fid );
  QgsAttributes attributes( mFields.count() );
  for ( int i = 0; i < mFields.count(); ++i )
  {
    if ( mColumns[static_cast<size_t>( i )].kind == Kind::Id )
    {
      attributes[i] = QVariant( static_cast<qlonglong>( fid ) );
      continue;
    }
    const QgsField field = mFields.at( i );
    const int ogrIndex = OGR_F_GetFieldIndex( row.get(), field.name().toUtf8().constData() );
    bool ok = false;
    attributes[i] = ogrIndex >= 0 ? QgsOgrUtils::getOgrFeatureAttribute( row.get(), field, ogrIndex, nullptr, &ok ) : swNullVariant( field.type() );
  }
  feature.setAttributes( attributes );
  QgsOgrUtils::readOgrFeatureGeometry( row.get(), feature );
  feature.setValid( true );
  return feature;
}
