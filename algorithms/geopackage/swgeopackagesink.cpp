/***************************************************************************
  swgeopackagesink.cpp: bind, step, reset; one transaction.
 ***************************************************************************/
#include "geopackage/swgeopackagesink.h"
#include "geopackage/swgeopackageblob.h"
#include "geopackage/swgeopackagetable.h"

#include "qgsfeature.h"
#include "qgsgeometry.h"
#include "qgsgeometryfactory.h"

#include <QDate>
#include <QFile>
#include <QObject>

#include <sqlite3.h>

#include <vector>

bool SwGeoPackageSink::canWrite( const QgsFields &fields, SwWkbType type )
{
  if ( QgsWkbTypes::isCurvedType( type ) || type == SW_WKB( Unknown ) || type == SW_WKB( NoGeometry ) )
    return false;
  for ( const QgsField &field : fields )
  {
    if ( !SwGeoPackageTable::isPlainType( field.type() ) )
      return false;
  }
  return true;
}

SwGeoPackageSink::SwGeoPackageSink( const QString &path, const QString &layer, const QgsFields &fields, SwWkbType type )
  : mFields( fields )
  , mType( type )
{
  for ( const QgsField &field : fields )
    mFieldTypes.push_back( field.type() );
  if ( sqlite3_open_v2( QFile::encodeName( path ).constData(), &mDb, SQLITE_OPEN_READWRITE | SQLITE_OPEN_NOMUTEX, nullptr ) != SQLITE_OK )
  {
    fail( QObject::tr( "cannot open %1" ).arg( path ) );
    return;
  }
  SwGeoPackageTable table;
  const QString problem = table.read( mDb, layer );
  if ( !problem.isEmpty() )
  {
    mError = problem;
    return;
  }
  // The table QGIS's writer made: the id, the geometry, then the fields in
  // order, but for a field named like the id column (a GeoPackage's own
  // "fid" read back as a field), whose values GDAL writes as the ids.
  QStringList names{ SwGeoPackageTable::quoted( table.geometry ) };
  QStringList marks{ QStringLiteral( "?" ) };
  int column = 2;
  bool idField = false;
  for ( int i = 0; i < fields.count(); ++i )
  {
    const QString name = fields.at( i ).name();
    marks << QStringLiteral( "?" );
    if ( !idField && name.compare( table.fid, Qt::CaseInsensitive ) == 0 )
    {
      idField = true;
      names << SwGeoPackageTable::quoted( table.fid );
      continue;
    }
    if ( column >= table.columns.size() || table.columns.at( column ).compare( name, Qt::CaseInsensitive ) != 0 )
    {
      mError = QObject::tr( "layer '%1' does not have the columns written (column %2 is not '%3')" ).arg( table.table ).arg( column ).arg( name );
      return;
    }
    names << SwGeoPackageTable::quoted( table.columns.at( column++ ) );
  }
  if ( column != table.columns.size() || table.columns.at( 0 ) != table.fid || table.columns.at( 1 ) != table.geometry )
  {
    mError = QObject::tr( "layer '%1' does not have the columns written" ).arg( table.table );
    return;
  }
  mTable = table.table;
  sqlite3_stmt *contents = nullptr;
  if ( sqlite3_prepare_v2( mDb, "SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'gpkg_ogr_contents'", -1, &contents, nullptr ) == SQLITE_OK )
    mHasOgrContents = sqlite3_step( contents ) == SQLITE_ROW;
  sqlite3_finalize( contents );
  mSrsId = table.srsId;
  const QByteArray sql = QStringLiteral( "INSERT INTO %1 (%2) VALUES (%3)" ).arg( SwGeoPackageTable::quoted( mTable ), names.join( ',' ), marks.join( ',' ) ).toUtf8();
  if ( sqlite3_prepare_v2( mDb, sql.constData(), -1, &mInsert, nullptr ) != SQLITE_OK )
    fail( QObject::tr( "cannot prepare the insert" ) );
}

SwGeoPackageSink::~SwGeoPackageSink()
{
  // Not flushed: a stopped run; its rows are not kept.
  if ( mInTransaction )
    sqlite3_exec( mDb, "ROLLBACK", nullptr, nullptr, nullptr );
  sqlite3_finalize( mInsert );
  sqlite3_close( mDb );
}

bool SwGeoPackageSink::fail( const QString &what )
{
  mError = QStringLiteral( "%1: %2" ).arg( what, QString::fromUtf8( mDb ? sqlite3_errmsg( mDb ) : "out of memory" ) );
  return false;
}

void SwGeoPackageSink::extend( const QgsRectangle &box )
{
  if ( box.isNull() )
    return;
  if ( mExtent.isNull() )
    mExtent = box;
  else
    mExtent.combineExtentWith( box );
}

bool SwGeoPackageSink::addFeature( QgsFeature &feature, QgsFeatureSink::Flags )
{
  return addRow( feature.attributes(), feature.geometry(), QByteArray() );
}

bool SwGeoPackageSink::addRow( const QgsAttributes &attributes, const QgsGeometry &geometry, const QByteArray &storedBlob )
{
  if ( !isValid() )
    return false;
  if ( !mInTransaction && !begin() )
    return false;
  sqlite3_reset( mInsert );
  sqlite3_clear_bindings( mInsert );
  QgsRectangle box;
  QByteArray data = storedBlob.isEmpty() ? QByteArray() : SwGeoPackageBlob::reuse( storedBlob, mType, mSrsId, box );
  // A parcel without geometry is written empty, as QGIS's writer does.
  if ( data.isEmpty() )
    data = SwGeoPackageBlob::encode( geometry.isNull() ? QgsGeometry( QgsGeometryFactory::geomFromWkbType( mType ) ) : geometry, mType, mSrsId, box );
  extend( box );
  // Every bound value lives until the step below: SQLite need not copy it.
  sqlite3_bind_blob( mInsert, 1, data.constData(), data.size(), SQLITE_STATIC );
  std::vector<QByteArray> texts;
  texts.reserve( static_cast<size_t>( mFields.count() ) );
  for ( int i = 0; i < mFields.count() && i < attributes.size(); ++i )
  {
    const QVariant &value = attributes.at( i );
    const int at = i + 2;
    if ( value.isNull() || !value.isValid() )
      continue;
    bool ok = true;
    switch ( mFieldTypes[static_cast<size_t>( i )] )
    {
      case SW_VARIANT_TYPE( QString ):
      {
        if ( value.type() == QVariant::String )
        {
          const QString &text = *static_cast<const QString *>( value.constData() );
          sqlite3_bind_text16( mInsert, at, text.utf16(), static_cast<int>( text.size() * sizeof( QChar ) ), SQLITE_STATIC );
        }
        else
        {
          texts.push_back( value.toString().toUtf8() );
          sqlite3_bind_text( mInsert, at, texts.back().constData(), texts.back().size(), SQLITE_STATIC );
        }
        break;
      }
      case SW_VARIANT_TYPE( Int ):
      case SW_VARIANT_TYPE( LongLong ):
      case SW_VARIANT_TYPE( UInt ):
      case SW_VARIANT_TYPE( ULongLong ):
      {
        const qlonglong number = value.toLongLong( &ok );
        if ( ok )
          sqlite3_bind_int64( mInsert, at, number );
        break;
      }
      case SW_VARIANT_TYPE( Double ):
      {
        const double number = value.toDouble( &ok );
        if ( ok )
          sqlite3_bind_double( mInsert, at, number );
        break;
      }
      case SW_VARIANT_TYPE( Bool ):
        sqlite3_bind_int( mInsert, at, value.toBool() ? 1 : 0 );
        break;
      case SW_VARIANT_TYPE( QDate ):
      {
        const QDate date = value.toDate();
        if ( date.isValid() )
        {
          texts.push_back( date.toString( Qt::ISODate ).toUtf8() );
          sqlite3_bind_text( mInsert, at, texts.back().constData(), texts.back().size(), SQLITE_STATIC );
        }
        break;
      }
      default:
        break;
    }
  }
  const int result = sqlite3_step( mInsert );
  if ( result != SQLITE_DONE )
    return fail( QObject::tr( "could not write a parcel" ) );
  ++mRowCount;
  // An empty geometry has no box and no place in the index.
  if ( !box.isNull() )
    mIndexEntries.push_back( SwGeoPackageIndex::entry( box, sqlite3_last_insert_rowid( mDb ) ) );
  return true;
}

bool SwGeoPackageSink::begin()
{
  if ( sqlite3_exec( mDb, "BEGIN", nullptr, nullptr, nullptr ) != SQLITE_OK )
    return fail( QObject::tr( "cannot start writing" ) );
  mInTransaction = true;
  // The rows there before this sink's (none in a layer QGIS's writer has
  // just made): counted now, while it costs nothing, not by a scan at the end.
  sqlite3_stmt *before = nullptr;
  if ( sqlite3_prepare_v2( mDb, QStringLiteral( "SELECT count(*) FROM %1" ).arg( SwGeoPackageTable::quoted( mTable ) ).toUtf8().constData(), -1, &before, nullptr ) != SQLITE_OK || sqlite3_step( before ) != SQLITE_ROW )
  {
    sqlite3_finalize( before );
    return fail( QObject::tr( "cannot start writing" ) );
  }
  mRowCount = sqlite3_column_int64( before, 0 );
  sqlite3_finalize( before );
  // GDAL's trigger counting each inserted row would run an UPDATE per
  // parcel (a fifth of the writing); it is set aside for the transaction,
  // as GDAL does in bulk, and the count is recorded once at the end.
  sqlite3_stmt *trigger = nullptr;
  if ( sqlite3_prepare_v2( mDb, "SELECT name, sql FROM sqlite_master WHERE type = 'trigger' AND lower(tbl_name) = lower(?) AND name LIKE 'trigger_insert_feature_count_%'", -1, &trigger, nullptr ) != SQLITE_OK )
    return fail( QObject::tr( "cannot start writing" ) );
  const QByteArray table = mTable.toUtf8();
  sqlite3_bind_text( trigger, 1, table.constData(), table.size(), SQLITE_STATIC );
  QByteArray name;
  if ( sqlite3_step( trigger ) == SQLITE_ROW )
  {
    name = reinterpret_cast<const char *>( sqlite3_column_text( trigger, 0 ) );
    mCountTrigger = reinterpret_cast<const char *>( sqlite3_column_text( trigger, 1 ) );
  }
  sqlite3_finalize( trigger );
  if ( !name.isEmpty() && sqlite3_exec( mDb, QStringLiteral( "DROP TRIGGER %1" ).arg( SwGeoPackageTable::quoted( QString::fromUtf8( name ) ) ).toUtf8().constData(), nullptr, nullptr, nullptr ) != SQLITE_OK )
    return fail( QObject::tr( "cannot start writing" ) );
  return true;
}

bool SwGeoPackageSink::addFeatures( QgsFeatureList &features, QgsFeatureSink::Flags flags )
{
  for ( QgsFeature &feature : features )
  {
    if ( !addFeature( feature, flags ) )
      return false;
  }
  return true;
}

bool SwGeoPackageSink::flushBuffer()
{
  if ( !mError.isEmpty() )
    return false;
  if ( !mInTransaction )
    return true;
  QString sql = QStringLiteral( "UPDATE gpkg_contents SET last_change = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')" );
  if ( !mExtent.isNull() )
    sql += QStringLiteral( ", min_x = %1, min_y = %2, max_x = %3, max_y = %4" ).arg( qgsDoubleToString( mExtent.xMinimum(), 17 ), qgsDoubleToString( mExtent.yMinimum(), 17 ), qgsDoubleToString( mExtent.xMaximum(), 17 ), qgsDoubleToString( mExtent.yMaximum(), 17 ) );
  sql += QStringLiteral( " WHERE lower(table_name) = lower(%1)" ).arg( SwGeoPackageTable::literal( mTable ) );
  if ( sqlite3_exec( mDb, sql.toUtf8().constData(), nullptr, nullptr, nullptr ) != SQLITE_OK )
    return fail( QObject::tr( "could not record the layer's extent" ) );
  // GDAL's own count of the layer's features (its triggers cannot add to
  // the null it leaves for a layer closed empty).
  const QString count = QStringLiteral( "UPDATE gpkg_ogr_contents SET feature_count = %1 WHERE lower(table_name) = lower(%2)" ).arg( mRowCount ).arg( SwGeoPackageTable::literal( mTable ) );
  if ( mHasOgrContents && sqlite3_exec( mDb, count.toUtf8().constData(), nullptr, nullptr, nullptr ) != SQLITE_OK )
    return fail( QObject::tr( "could not record the layer's feature count" ) );
  if ( !mCountTrigger.isEmpty() && sqlite3_exec( mDb, mCountTrigger.constData(), nullptr, nullptr, nullptr ) != SQLITE_OK )
    return fail( QObject::tr( "could not restore the layer's feature count trigger" ) );
  if ( sqlite3_exec( mDb, "COMMIT", nullptr, nullptr, nullptr ) != SQLITE_OK )
    return fail( QObject::tr( "could not finish writing" ) );
  mInTransaction = false;
  return true;
}
