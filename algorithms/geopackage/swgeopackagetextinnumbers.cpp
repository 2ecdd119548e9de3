/***************************************************************************
  swgeopackagetextinnumbers.cpp: text where a GeoPackage keeps numbers.
 ***************************************************************************/
#include "geopackage/swgeopackagetextinnumbers.h"
#include "geopackage/swgeopackagetable.h"

#include "qgsproviderregistry.h"
#include "qgsvectordataprovider.h"
#include "qgsvectorlayer.h"

#include <QFile>

#include <sqlite3.h>

SwGeoPackageTextInNumbers SwGeoPackageTextInNumbers::find( const QgsVectorLayer *layer, const QStringList &fields )
{
  SwGeoPackageTextInNumbers found;
  if ( !layer || !layer->dataProvider() || layer->providerType() != QLatin1String( "ogr" ) || layer->dataProvider()->storageType() != QLatin1String( "GPKG" ) )
    return found;
  const QVariantMap parts = QgsProviderRegistry::instance()->decodeUri( QStringLiteral( "ogr" ), layer->source() );
  const QString path = parts.value( QStringLiteral( "path" ) ).toString();
  sqlite3 *db = nullptr;
  if ( path.isEmpty() || sqlite3_open_v2( QFile::encodeName( path ).constData(), &db, SQLITE_OPEN_READONLY | SQLITE_OPEN_NOMUTEX, nullptr ) != SQLITE_OK )
  {
    sqlite3_close( db );
    return found;
  }
  SwGeoPackageTable table;
  if ( table.read( db, parts.value( QStringLiteral( "layerName" ) ).toString() ).isEmpty() )
  {
    for ( const QString &field : fields )
    {
      if ( !table.columns.contains( field, Qt::CaseInsensitive ) )
        continue;
      const QString column = SwGeoPackageTable::quoted( field );
      // Only what GDAL would not read as the number it shows: text that is no number, and bytes.
      const QString sql = QStringLiteral( "SELECT %1, CAST(%2 AS TEXT) FROM %3 WHERE typeof(%2) IN ('text', 'blob')" ).arg( SwGeoPackageTable::quoted( table.fid ), column, SwGeoPackageTable::quoted( table.table ) );
      sqlite3_stmt *rows = nullptr;
      if ( sqlite3_prepare_v2( db, sql.toUtf8().constData(), -1, &rows, nullptr ) != SQLITE_OK )
      {
        sqlite3_finalize( rows );
        continue;
      }
      while ( sqlite3_step( rows ) == SQLITE_ROW )
      {
        const QString text = QString::fromUtf8( reinterpret_cast<const char *>( sqlite3_column_text( rows, 1 ) ), sqlite3_column_bytes( rows, 1 ) );
        bool number = false;
        text.trimmed().toDouble( &number );
        if ( !number )
          found.mTexts[field].insert( sqlite3_column_int64( rows, 0 ), text );
      }
      sqlite3_finalize( rows );
    }
  }
  sqlite3_close( db );
  return found;
}

std::optional<QString> SwGeoPackageTextInNumbers::text( const QString &field, QgsFeatureId id ) const
{
  const auto byField = mTexts.constFind( field );
  if ( byField == mTexts.constEnd() )
    return std::nullopt;
  const auto value = byField->constFind( id );
  if ( value == byField->constEnd() )
    return std::nullopt;
  return *value;
}
