/***************************************************************************
  swgeopackagecommit.cpp: staged layers copied into a GeoPackage in one
  transaction.
 ***************************************************************************/
#include "geopackage/swgeopackagecommit.h"
#include "core/swlockwait.h"
#include "geopackage/swgeopackagetable.h"
#include "geopackage/swlockholders.h"

#include "qgsexception.h"

#include <QMap>
#include <QObject>

#include <sqlite3.h>

#include <cmath>

namespace
{
  QString quoted( const QString &name )
  {
    return SwGeoPackageTable::quoted( name );
  }

  QString literal( const QString &text )
  {
    return SwGeoPackageTable::literal( text );
  }

  //! SQL that matches rows of table \a table in column \a column, as GeoPackage readers compare names (case-insensitively).
  QString names( const QString &column, const QString &table )
  {
    return QStringLiteral( "lower(%1) = lower(%2)" ).arg( column, literal( table ) );
  }

  // Tables of the GeoPackage standard and GDAL that hold one row (or more) per layer.
  const QStringList PER_LAYER_TABLES{ QStringLiteral( "gpkg_geometry_columns" ), QStringLiteral( "gpkg_extensions" ), QStringLiteral( "gpkg_ogr_contents" ), QStringLiteral( "gpkg_data_columns" ), QStringLiteral( "gpkg_contents" ) };
} // namespace

int SwGeoPackageCommit::lockWaitMilliseconds()
{
  return SwLockWait::milliseconds();
}

SwGeoPackageCommit::SwGeoPackageCommit( const QString &file, const QString &parameter )
  : mFile( file )
  , mParameter( parameter )
{
}

SwGeoPackageCommit::~SwGeoPackageCommit()
{
  rollback();
}

void SwGeoPackageCommit::addLayer( const QString &staged, const QString &layer, const QString &parameter )
{
  mLayers << qMakePair( staged, layer );
  mParameters << ( parameter.isEmpty() ? mParameter : parameter );
}

QString SwGeoPackageCommit::description() const
{
  return QStringLiteral( "%1 (%2)" ).arg( mParameters.join( QLatin1String( ", " ) ), mFile );
}

void SwGeoPackageCommit::fail( const QString &what )
{
  const bool busy = mDb && mDb->wasBusy();
  const bool full = mDb && mDb->wasFull();
  const QString detail = mDb ? mDb->error() : QString();
  rollback();
  if ( busy )
  {
    const QString holders = SwLockHolders::describe( mFile );
    throw QgsProcessingException( QObject::tr( "%1: %2 is locked by %3, which is writing to it; after waiting %4 s nothing was changed. Save or stop the edits there (in QGIS: Save Layer Edits, or stop editing the file's layers) and run again" )
                                    .arg( mParameter, mFile, holders.isEmpty() ? QObject::tr( "another program" ) : holders )
                                    .arg( lockWaitMilliseconds() / 1000.0, 0, 'g', 3 ) );
  }
  throw QgsProcessingException( QObject::tr( "%1: could not write into %2: %3%4%5; the GeoPackage is unchanged" )
                                  .arg( mParameter, mFile, what, detail.isEmpty() ? QString() : QStringLiteral( " (%1)" ).arg( detail ), full ? QObject::tr( ", is the disk full?" ) : QString() ) );
}

bool SwGeoPackageCommit::hasTable( const QString &schema, const QString &table )
{
  return mDb->value( QStringLiteral( "SELECT count(*) FROM %1.sqlite_master WHERE type = 'table' AND %2" ).arg( schema, names( QStringLiteral( "name" ), table ) ) ).toLongLong() > 0;
}

QStringList SwGeoPackageCommit::columns( const QString &schema, const QString &table )
{
  return mDb->texts( QStringLiteral( "SELECT name FROM pragma_table_info(%1, %2)" ).arg( literal( table ), literal( schema ) ) );
}

void SwGeoPackageCommit::prepare()
{
  mDb = std::make_unique<SwSqlite>( mFile, lockWaitMilliseconds() );
  if ( !mDb->ok() )
    fail( QObject::tr( "cannot open it" ) );
  const QVariant contents = mDb->value( QStringLiteral( "SELECT count(*) FROM main.sqlite_master WHERE type = 'table' AND name = 'gpkg_contents'" ) );
  if ( mDb->wasBusy() )
    fail( QString() );
  if ( contents.toLongLong() == 0 )
  {
    mDb.reset();
    throw QgsProcessingException( QObject::tr( "%1: %2 exists and is not a GeoPackage; it is left as it is (choose another file name)" ).arg( mParameter, mFile ) );
  }
  for ( int i = 0; i < mLayers.size(); ++i )
    mDb->execute( QStringLiteral( "ATTACH DATABASE %1 AS staged%2" ).arg( literal( mLayers.at( i ).first ) ).arg( i ) );
  if ( !mDb->ok() )
    fail( QObject::tr( "cannot read the layer written" ) );
  // The write lock first: nobody writes the file between what is read here and the commit.
  if ( !mDb->execute( QStringLiteral( "BEGIN IMMEDIATE" ) ) )
    fail( QObject::tr( "cannot take its write lock" ) );
  mOpen = true;
  for ( int i = 0; i < mLayers.size(); ++i )
    copyLayer( QStringLiteral( "staged%1" ).arg( i ), mLayers.at( i ).second );
  if ( !mDb->ok() )
    fail( QObject::tr( "cannot add the layer" ) );
}

void SwGeoPackageCommit::commit()
{
  if ( !mOpen )
    return;
  if ( !mDb->execute( QStringLiteral( "COMMIT" ) ) )
    fail( QObject::tr( "cannot commit the layer" ) );
  mOpen = false;
  mDb.reset();
}

void SwGeoPackageCommit::rollback()
{
  if ( mDb && mOpen )
    mDb->rollback();
  mOpen = false;
  mDb.reset();
}

void SwGeoPackageCommit::copyLayer( const QString &schema, const QString &layer )
{
  const QString staged = mDb->value( QStringLiteral( "SELECT table_name FROM %1.gpkg_contents WHERE %2" ).arg( schema, names( QStringLiteral( "table_name" ), layer ) ) ).toString();
  if ( staged.isEmpty() )
    fail( QObject::tr( "the layer '%1' written is missing" ).arg( layer ) );

  // What the file holds under that name: a vector layer is replaced, anything else is the user's.
  const QString existing = mDb->value( QStringLiteral( "SELECT table_name FROM main.gpkg_contents WHERE %1" ).arg( names( QStringLiteral( "table_name" ), staged ) ) ).toString();
  if ( !existing.isEmpty() )
  {
    const QString kind = mDb->value( QStringLiteral( "SELECT data_type FROM main.gpkg_contents WHERE table_name = %1" ).arg( literal( existing ) ) ).toString();
    if ( kind != QLatin1String( "features" ) )
    {
      rollback();
      throw QgsProcessingException( QObject::tr( "%1: %2 already holds '%3', a table of type '%4' that is not a vector layer; it is left as it is (choose another layer name); nothing was changed" ).arg( mParameter, mFile, existing, kind ) );
    }
    dropLayer( existing );
  }
  else if ( mDb->value( QStringLiteral( "SELECT count(*) FROM main.sqlite_master WHERE %1" ).arg( names( QStringLiteral( "name" ), staged ) ) ).toLongLong() > 0 )
  {
    rollback();
    throw QgsProcessingException( QObject::tr( "%1: %2 already holds a table or view named '%3' that is not a layer of the GeoPackage; it is left as it is (choose another layer name); nothing was changed" ).arg( mParameter, mFile, staged ) );
  }

  const int srsId = srsIdFor( schema, mDb->value( QStringLiteral( "SELECT srs_id FROM %1.gpkg_geometry_columns WHERE table_name = %2" ).arg( schema, literal( staged ) ) ).toInt() );
  const QString srs = QString::number( srsId );

  // The table and its rows, as written.
  mDb->execute( mDb->value( QStringLiteral( "SELECT sql FROM %1.sqlite_master WHERE type = 'table' AND name = %2" ).arg( schema, literal( staged ) ) ).toString() );
  mDb->execute( QStringLiteral( "INSERT INTO main.%1 SELECT * FROM %2.%1" ).arg( quoted( staged ), schema ) );

  // The spatial index as it was packed: the rtree's own tables copied.
  const QString geometry = mDb->value( QStringLiteral( "SELECT column_name FROM %1.gpkg_geometry_columns WHERE table_name = %2" ).arg( schema, literal( staged ) ) ).toString();
  const QString rtree = QStringLiteral( "rtree_%1_%2" ).arg( staged, geometry );
  if ( !geometry.isEmpty() && hasTable( schema, rtree ) )
  {
    mDb->execute( mDb->value( QStringLiteral( "SELECT sql FROM %1.sqlite_master WHERE name = %2" ).arg( schema, literal( rtree ) ) ).toString() );
    for ( const char *part : { "_node", "_rowid", "_parent" } )
    {
      const QString shadow = quoted( rtree + QLatin1String( part ) );
      mDb->execute( QStringLiteral( "DELETE FROM main.%1" ).arg( shadow ) );
      mDb->execute( QStringLiteral( "INSERT INTO main.%1 SELECT * FROM %2.%1" ).arg( shadow, schema ) );
    }
  }

  // Its indexes and triggers; GDAL's feature-count triggers only where the file keeps counts.
  const bool counts = hasTable( QStringLiteral( "main" ), QStringLiteral( "gpkg_ogr_contents" ) );
  copyObjects( schema, staged, counts );

  // Its rows in the GeoPackage's own tables, in the file's CRS numbering.
  const QString ofLayer = names( QStringLiteral( "table_name" ), staged );
  for ( const QString &table : PER_LAYER_TABLES )
  {
    if ( table == QLatin1String( "gpkg_ogr_contents" ) || !hasTable( schema, table ) )
      continue;
    ensureTable( schema, table );
    copyRows( schema, table, ofLayer, table == QLatin1String( "gpkg_contents" ) || table == QLatin1String( "gpkg_geometry_columns" ) ? QStringLiteral( "srs_id" ) : QString(), srs );
  }
  if ( counts )
    mDb->execute( QStringLiteral( "INSERT OR REPLACE INTO main.gpkg_ogr_contents (table_name, feature_count) VALUES (%1, (SELECT count(*) FROM main.%2))" ).arg( literal( staged ), quoted( staged ) ) );
  copyMetadata( schema, staged, staged );
  copyStyles( schema, staged, staged );

  // Every row came across.
  const QString count = QStringLiteral( "SELECT count(*) FROM %1.%2" );
  if ( mDb->ok() && mDb->value( count.arg( QStringLiteral( "main" ), quoted( staged ) ) ).toLongLong() != mDb->value( count.arg( schema, quoted( staged ) ) ).toLongLong() )
    fail( QObject::tr( "the layer '%1' did not arrive whole" ).arg( staged ) );
}

void SwGeoPackageCommit::copyObjects( const QString &schema, const QString &table, bool counts )
{
  const QString objects = QStringLiteral( "SELECT sql FROM %1.sqlite_master WHERE type IN ('index', 'trigger') AND tbl_name = %2 AND sql IS NOT NULL%3 ORDER BY type, name" )
                            .arg( schema, literal( table ), counts ? QString() : QStringLiteral( " AND name NOT LIKE 'trigger_%feature_count%'" ) );
  for ( const QString &sql : mDb->texts( objects ) )
    mDb->execute( sql );
}

void SwGeoPackageCommit::dropLayer( const QString &table )
{
  for ( const QString &geometry : mDb->texts( QStringLiteral( "SELECT column_name FROM main.gpkg_geometry_columns WHERE %1" ).arg( names( QStringLiteral( "table_name" ), table ) ) ) )
  {
    const QString rtree = QStringLiteral( "rtree_%1_%2" ).arg( table, geometry );
    if ( hasTable( QStringLiteral( "main" ), rtree ) )
      mDb->execute( QStringLiteral( "DROP TABLE main.%1" ).arg( quoted( rtree ) ) );
  }
  mDb->execute( QStringLiteral( "DROP TABLE main.%1" ).arg( quoted( table ) ) );
  const QString ofLayer = names( QStringLiteral( "table_name" ), table );
  for ( const QString &perLayer : PER_LAYER_TABLES )
  {
    if ( hasTable( QStringLiteral( "main" ), perLayer ) )
      mDb->execute( QStringLiteral( "DELETE FROM main.%1 WHERE %2" ).arg( perLayer, ofLayer ) );
  }
  if ( hasTable( QStringLiteral( "main" ), QStringLiteral( "gpkg_metadata_reference" ) ) )
  {
    // The layer's metadata goes with it; metadata other references still use stays.
    const QStringList ids = mDb->texts( QStringLiteral( "SELECT DISTINCT md_file_id FROM main.gpkg_metadata_reference WHERE %1" ).arg( ofLayer ) );
    mDb->execute( QStringLiteral( "DELETE FROM main.gpkg_metadata_reference WHERE %1" ).arg( ofLayer ) );
    for ( const QString &id : ids )
      mDb->execute( QStringLiteral( "DELETE FROM main.gpkg_metadata WHERE id = %1 AND NOT EXISTS (SELECT 1 FROM main.gpkg_metadata_reference WHERE md_file_id = %1)" ).arg( id.toLongLong() ) );
  }
  if ( hasTable( QStringLiteral( "main" ), QStringLiteral( "sqlite_sequence" ) ) )
    mDb->execute( QStringLiteral( "DELETE FROM main.sqlite_sequence WHERE name = %1" ).arg( literal( table ) ) );
}

int SwGeoPackageCommit::srsIdFor( const QString &schema, int stagedSrsId )
{
  const QString from = QStringLiteral( " FROM %1.gpkg_spatial_ref_sys WHERE srs_id = %2" ).arg( schema ).arg( stagedSrsId );
  const QString organization = mDb->value( QStringLiteral( "SELECT lower(organization)" ) + from ).toString();
  const long long code = mDb->value( QStringLiteral( "SELECT organization_coordsys_id" ) + from ).toLongLong();
  // The same CRS under the same number; under another (an authority's code, or the same definition).
  if ( mDb->value( QStringLiteral( "SELECT count(*) FROM main.gpkg_spatial_ref_sys WHERE srs_id = %1 AND lower(organization) = %2 AND organization_coordsys_id = %3" ).arg( stagedSrsId ).arg( literal( organization ) ).arg( code ) ).toLongLong() > 0 )
    return stagedSrsId;
  const bool authority = !organization.isEmpty() && organization != QLatin1String( "none" );
  const QVariant other = mDb->value( authority ? QStringLiteral( "SELECT srs_id FROM main.gpkg_spatial_ref_sys WHERE lower(organization) = %1 AND organization_coordsys_id = %2" ).arg( literal( organization ) ).arg( code )
                                               : QStringLiteral( "SELECT srs_id FROM main.gpkg_spatial_ref_sys WHERE definition = (SELECT definition%1)" ).arg( from ) );
  if ( other.isValid() )
    return other.toInt();
  // Added: under its own number when the file does not use it, else under a new one.
  int srsId = stagedSrsId;
  if ( mDb->value( QStringLiteral( "SELECT count(*) FROM main.gpkg_spatial_ref_sys WHERE srs_id = %1" ).arg( stagedSrsId ) ).toLongLong() > 0 )
    srsId = std::max( 100000, mDb->value( QStringLiteral( "SELECT max(srs_id) FROM main.gpkg_spatial_ref_sys" ) ).toInt() + 1 );
  copyRows( schema, QStringLiteral( "gpkg_spatial_ref_sys" ), QStringLiteral( "srs_id = %1" ).arg( stagedSrsId ), QStringLiteral( "srs_id" ), QString::number( srsId ) );
  return srsId;
}

void SwGeoPackageCommit::ensureTable( const QString &schema, const QString &table )
{
  if ( !hasTable( QStringLiteral( "main" ), table ) )
    mDb->execute( mDb->value( QStringLiteral( "SELECT sql FROM %1.sqlite_master WHERE type = 'table' AND name = %2" ).arg( schema, literal( table ) ) ).toString() );
}

void SwGeoPackageCommit::copyRows( const QString &schema, const QString &table, const QString &where, const QString &replaceColumn, const QString &replacement, bool keepExisting )
{
  // The columns both files have (a GeoPackage may lack an optional one, or have one more).
  const QStringList target = columns( QStringLiteral( "main" ), table );
  QStringList into;
  QStringList from;
  for ( const QString &column : columns( schema, table ) )
  {
    if ( !target.contains( column, Qt::CaseInsensitive ) || ( table == QLatin1String( "layer_styles" ) && column.compare( QLatin1String( "id" ), Qt::CaseInsensitive ) == 0 ) )
      continue;
    into << quoted( column );
    from << ( column.compare( replaceColumn, Qt::CaseInsensitive ) == 0 ? replacement : quoted( column ) );
  }
  mDb->execute( QStringLiteral( "INSERT %1INTO main.%2 (%3) SELECT %4 FROM %5.%2 WHERE %6" ).arg( keepExisting ? QStringLiteral( "OR IGNORE " ) : QString(), quoted( table ), into.join( ',' ), from.join( ',' ), schema, where ) );
}

void SwGeoPackageCommit::copyMetadata( const QString &schema, const QString &stagedTable, const QString &table )
{
  if ( !hasTable( schema, QStringLiteral( "gpkg_metadata_reference" ) ) || !hasTable( schema, QStringLiteral( "gpkg_metadata" ) ) )
    return;
  const QString ofLayer = names( QStringLiteral( "table_name" ), stagedTable );
  const QStringList ids = mDb->texts( QStringLiteral( "SELECT DISTINCT md_file_id FROM %1.gpkg_metadata_reference WHERE %2" ).arg( schema, ofLayer ) );
  if ( ids.isEmpty() )
    return;
  ensureTable( schema, QStringLiteral( "gpkg_metadata" ) );
  ensureTable( schema, QStringLiteral( "gpkg_metadata_reference" ) );
  if ( hasTable( schema, QStringLiteral( "gpkg_extensions" ) ) )
  {
    ensureTable( schema, QStringLiteral( "gpkg_extensions" ) );
    copyRows( schema, QStringLiteral( "gpkg_extensions" ), QStringLiteral( "table_name IN ('gpkg_metadata', 'gpkg_metadata_reference')" ), QString(), QString(), true );
  }
  for ( const QString &id : ids )
  {
    // A new number in this file, the reference pointing at it.
    mDb->execute( QStringLiteral( "INSERT INTO main.gpkg_metadata (md_scope, md_standard_uri, mime_type, metadata) SELECT md_scope, md_standard_uri, mime_type, metadata FROM %1.gpkg_metadata WHERE id = %2" ).arg( schema ).arg( id.toLongLong() ) );
    const long long newId = mDb->value( QStringLiteral( "SELECT last_insert_rowid()" ) ).toLongLong();
    mDb->execute( QStringLiteral( "INSERT INTO main.gpkg_metadata_reference (reference_scope, table_name, column_name, row_id_value, timestamp, md_file_id, md_parent_id) SELECT reference_scope, %1, column_name, row_id_value, timestamp, %2, NULL FROM %3.gpkg_metadata_reference WHERE %4 AND md_file_id = %5" )
                    .arg( literal( table ) )
                    .arg( newId )
                    .arg( schema, ofLayer )
                    .arg( id.toLongLong() ) );
  }
}

void SwGeoPackageCommit::copyStyles( const QString &schema, const QString &stagedTable, const QString &table )
{
  const QString styles = QStringLiteral( "layer_styles" );
  if ( !hasTable( schema, styles ) )
    return;
  const QString ofLayer = names( QStringLiteral( "f_table_name" ), stagedTable );
  const QStringList styleNames = mDb->texts( QStringLiteral( "SELECT styleName FROM %1.layer_styles WHERE %2" ).arg( schema, ofLayer ) );
  if ( styleNames.isEmpty() )
    return;
  const bool counts = hasTable( QStringLiteral( "main" ), QStringLiteral( "gpkg_ogr_contents" ) );
  if ( !hasTable( QStringLiteral( "main" ), styles ) )
  {
    ensureTable( schema, styles );
    copyRows( schema, QStringLiteral( "gpkg_contents" ), QStringLiteral( "table_name = 'layer_styles'" ), QString(), QString(), true );
    if ( counts )
      copyObjects( schema, styles, true );
  }
  // The user's other styles of the layer stay; ours replaces its earlier self and becomes the default.
  const QString ofTarget = names( QStringLiteral( "f_table_name" ), table );
  for ( const QString &name : styleNames )
    mDb->execute( QStringLiteral( "DELETE FROM main.layer_styles WHERE %1 AND styleName = %2" ).arg( ofTarget, literal( name ) ) );
  if ( mDb->value( QStringLiteral( "SELECT count(*) FROM %1.layer_styles WHERE %2 AND useAsDefault" ).arg( schema, ofLayer ) ).toLongLong() > 0 )
    mDb->execute( QStringLiteral( "UPDATE main.layer_styles SET useAsDefault = 0 WHERE %1" ).arg( ofTarget ) );
  copyRows( schema, styles, ofLayer, QStringLiteral( "f_table_name" ), literal( table ) );
  if ( counts )
    mDb->execute( QStringLiteral( "INSERT OR REPLACE INTO main.gpkg_ogr_contents (table_name, feature_count) VALUES ('layer_styles', (SELECT count(*) FROM main.layer_styles))" ) );
}
