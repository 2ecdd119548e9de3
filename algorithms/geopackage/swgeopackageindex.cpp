/***************************************************************************
  swgeopackageindex.cpp: pack the boxes, store the nodes, add the triggers.
 ***************************************************************************/
#include "geopackage/swgeopackageindex.h"
#include "geopackage/swgeopackageblob.h"
#include "geopackage/swgeopackagetable.h"
#include "geopackage/swsqlite.h"

#include <QFile>
#include <QObject>

#include <cpl_error.h>
#include <gdal.h>
#include <ogr_api.h>
#include <sqlite3.h>

#include <algorithm>
#include <cmath>
#include <cstring>
#include <functional>
#include <limits>

namespace
{
  // SQLite's rtree stores coordinates as 32-bit floats: a minimum is rounded
  // down and a maximum up, so the stored box always holds the feature.
  float down( double value )
  {
    float f = static_cast<float>( value );
    if ( static_cast<double>( f ) > value )
      f = std::nextafter( f, -std::numeric_limits<float>::infinity() );
    return f;
  }

  float up( double value )
  {
    float f = static_cast<float>( value );
    if ( static_cast<double>( f ) < value )
      f = std::nextafter( f, std::numeric_limits<float>::infinity() );
    return f;
  }

  using Entry = SwGeoPackageIndex::Entry;

  // Sort-tile-recursive packing: runs of `fanout` consecutive entries become
  // nodes whose boxes are tiles of the plane, so a query opens few nodes.
  void pack( std::vector<Entry> &entries, size_t fanout )
  {
    const size_t nodes = ( entries.size() + fanout - 1 ) / fanout;
    const size_t slices = static_cast<size_t>( std::ceil( std::sqrt( static_cast<double>( nodes ) ) ) );
    const size_t perSlice = slices * fanout;
    const auto centreX = []( const Entry &e )
    { return static_cast<double>( e.minX ) + e.maxX; };
    const auto centreY = []( const Entry &e )
    { return static_cast<double>( e.minY ) + e.maxY; };
    std::sort( entries.begin(), entries.end(), [&]( const Entry &a, const Entry &b )
               { return centreX( a ) < centreX( b ); } );
    for ( size_t start = 0; start < entries.size(); start += perSlice )
    {
      const auto end = entries.begin() + static_cast<std::ptrdiff_t>( std::min( entries.size(), start + perSlice ) );
      std::sort( entries.begin() + static_cast<std::ptrdiff_t>( start ), end, [&]( const Entry &a, const Entry &b )
                 { return centreY( a ) < centreY( b ); } );
    }
  }

  Entry boxOf( const std::vector<Entry> &entries, size_t start, size_t end, long long id )
  {
    Entry box{ entries[start].minX, entries[start].maxX, entries[start].minY, entries[start].maxY, id };
    for ( size_t i = start + 1; i < end; ++i )
    {
      box.minX = std::min( box.minX, entries[i].minX );
      box.maxX = std::max( box.maxX, entries[i].maxX );
      box.minY = std::min( box.minY, entries[i].minY );
      box.maxY = std::max( box.maxY, entries[i].maxY );
    }
    return box;
  }

  // The rtree module's node: a 2-byte depth (read from the root only), a
  // 2-byte cell count, then cells of a 64-bit id and four 32-bit floats,
  // all big-endian.
  void putInteger( unsigned char *at, unsigned long long value, int bytes )
  {
    for ( int i = bytes - 1; i >= 0; --i, value >>= 8 )
      at[i] = static_cast<unsigned char>( value & 0xff );
  }

  void putFloat( unsigned char *at, float value )
  {
    unsigned int bits = 0;
    std::memcpy( &bits, &value, sizeof bits );
    putInteger( at, bits, 4 );
  }

  QByteArray nodeData( int size, int depth, const std::vector<Entry> &cells, size_t start, size_t end, const std::function<long long( const Entry & )> &idOf )
  {
    QByteArray data( size, '\0' );
    unsigned char *bytes = reinterpret_cast<unsigned char *>( data.data() );
    putInteger( bytes, static_cast<unsigned long long>( depth ), 2 );
    putInteger( bytes + 2, end - start, 2 );
    unsigned char *cell = bytes + 4;
    for ( size_t i = start; i < end; ++i, cell += 24 )
    {
      putInteger( cell, static_cast<unsigned long long>( idOf( cells[i] ) ), 8 );
      putFloat( cell + 8, cells[i].minX );
      putFloat( cell + 12, cells[i].maxX );
      putFloat( cell + 16, cells[i].minY );
      putFloat( cell + 20, cells[i].maxY );
    }
    return data;
  }

} // namespace

// Reads the boxes from the layer when \a known is null.
static QString writeIndex( const QString &path, const QString &layer, std::vector<Entry> *known );

SwGeoPackageIndex::Entry SwGeoPackageIndex::entry( const QgsRectangle &box, long long id )
{
  return { down( box.xMinimum() ), up( box.xMaximum() ), down( box.yMinimum() ), up( box.yMaximum() ), id };
}

QString SwGeoPackageIndex::write( const QString &path, const QString &layer )
{
  return writeIndex( path, layer, nullptr );
}

QString SwGeoPackageIndex::write( const QString &path, const QString &layer, std::vector<Entry> entries )
{
  return writeIndex( path, layer, &entries );
}

static QString writeIndex( const QString &path, const QString &layer, std::vector<Entry> *known )
{
  SwSqlite db( path );
  SwGeoPackageTable layout;
  if ( !db.ok() )
    return db.error();
  const QString problem = layout.read( db.handle(), layer );
  if ( !problem.isEmpty() )
    return problem;
  const QString table = layout.table;
  const QString column = layout.geometry;
  const QString fid = layout.fid;

  // Every feature's id and box, as written, or from its blob's header:
  // nothing is assumed about the ids the writer gave.
  std::vector<Entry> entries;
  if ( known )
    entries = std::move( *known );
  else
  {
    SwSqlite::Statement rows{ db.prepare( QStringLiteral( "SELECT %1, %2 FROM %3" ).arg( SwGeoPackageTable::quoted( fid ), SwGeoPackageTable::quoted( column ), SwGeoPackageTable::quoted( table ) ) ) };
    if ( !rows.handle )
      return db.error();
    int result;
    while ( ( result = sqlite3_step( rows.handle ) ) == SQLITE_ROW )
    {
      const int size = sqlite3_column_bytes( rows.handle, 1 );
      const unsigned char *blob = static_cast<const unsigned char *>( sqlite3_column_blob( rows.handle, 1 ) );
      if ( !blob || ( size >= 4 && ( blob[3] & 0x10 ) ) )
        continue; // no geometry, or an empty one: not indexed
      const SwGeoPackageBlob::Header header = SwGeoPackageBlob::header( blob, size );
      if ( !header.hasBox )
        return QObject::tr( "feature %1 of layer '%2' has no box in its geometry's header" ).arg( sqlite3_column_int64( rows.handle, 0 ) ).arg( layer );
      entries.push_back( { down( header.minX ), up( header.maxX ), down( header.minY ), up( header.maxY ), sqlite3_column_int64( rows.handle, 0 ) } );
    }
    if ( result != SQLITE_DONE )
      return QString::fromUtf8( sqlite3_errmsg( db.handle() ) );
  }

  const QString rtree = QStringLiteral( "rtree_%1_%2" ).arg( table, column );
  if ( !db.execute( QStringLiteral( "BEGIN" ) ) )
    return db.error();
  db.execute( QStringLiteral( "CREATE VIRTUAL TABLE %1 USING rtree(id, minx, maxx, miny, maxy)" ).arg( SwGeoPackageTable::quoted( rtree ) ) );
  int nodeSize = 0;
  {
    SwSqlite::Statement root{ db.prepare( QStringLiteral( "SELECT length(data) FROM %1 WHERE nodeno = 1" ).arg( SwGeoPackageTable::quoted( rtree + QStringLiteral( "_node" ) ) ) ) };
    if ( root.handle && sqlite3_step( root.handle ) == SQLITE_ROW )
      nodeSize = sqlite3_column_int( root.handle, 0 );
  }
  const size_t fanout = nodeSize > 4 ? static_cast<size_t>( ( nodeSize - 4 ) / 24 ) : 0;
  if ( db.ok() && fanout < 2 )
  {
    db.rollback();
    return QObject::tr( "unexpected rtree node size %1" ).arg( nodeSize );
  }

  if ( db.ok() && !entries.empty() )
  {
    // Levels bottom-up: level 0 holds the features; each level above holds
    // one box per node of the level below (its id: that node's position).
    std::vector<std::vector<Entry>> levels{ entries };
    pack( levels.back(), fanout );
    while ( levels.back().size() > fanout )
    {
      const std::vector<Entry> &below = levels.back();
      std::vector<Entry> boxes;
      for ( size_t start = 0; start < below.size(); start += fanout )
        boxes.push_back( boxOf( below, start, std::min( below.size(), start + fanout ), static_cast<long long>( start / fanout ) ) );
      pack( boxes, fanout );
      levels.push_back( std::move( boxes ) );
    }
    const size_t top = levels.size() - 1;
    // Node numbers: the root is 1, then each level's nodes from the top down.
    std::vector<std::vector<long long>> numbers( levels.size() );
    long long next = 2;
    numbers[top] = { 1 };
    for ( size_t level = top; level-- > 0; )
    {
      numbers[level].resize( ( levels[level].size() + fanout - 1 ) / fanout );
      for ( long long &number : numbers[level] )
        number = next++;
    }

    SwSqlite::Statement node{ db.prepare( QStringLiteral( "INSERT INTO %1 (nodeno, data) VALUES (?, ?)" ).arg( SwGeoPackageTable::quoted( rtree + QStringLiteral( "_node" ) ) ) ) };
    SwSqlite::Statement parent{ db.prepare( QStringLiteral( "INSERT INTO %1 (nodeno, parentnode) VALUES (?, ?)" ).arg( SwGeoPackageTable::quoted( rtree + QStringLiteral( "_parent" ) ) ) ) };
    SwSqlite::Statement rowid{ db.prepare( QStringLiteral( "INSERT INTO %1 (rowid, nodeno) VALUES (?, ?)" ).arg( SwGeoPackageTable::quoted( rtree + QStringLiteral( "_rowid" ) ) ) ) };
    db.execute( QStringLiteral( "DELETE FROM %1" ).arg( SwGeoPackageTable::quoted( rtree + QStringLiteral( "_node" ) ) ) );
    for ( size_t level = 0; db.ok() && level <= top; ++level )
    {
      const std::vector<Entry> &cells = levels[level];
      const std::function<long long( const Entry & )> idOf = [&]( const Entry &cell )
      { return level == 0 ? cell.id : numbers[level - 1][static_cast<size_t>( cell.id )]; };
      for ( size_t start = 0, n = 0; db.ok() && start < cells.size(); start += fanout, ++n )
      {
        const size_t end = std::min( cells.size(), start + fanout );
        const QByteArray data = nodeData( nodeSize, level == top ? static_cast<int>( top ) : 0, cells, start, end, idOf );
        const long long number = numbers[level][n];
        sqlite3_reset( node.handle );
        sqlite3_bind_int64( node.handle, 1, number );
        sqlite3_bind_blob( node.handle, 2, data.constData(), data.size(), SQLITE_TRANSIENT );
        db.step( node.handle );
        if ( level > 0 )
        {
          for ( size_t i = start; db.ok() && i < end; ++i )
          {
            sqlite3_reset( parent.handle );
            sqlite3_bind_int64( parent.handle, 1, idOf( cells[i] ) );
            sqlite3_bind_int64( parent.handle, 2, number );
            db.step( parent.handle );
          }
        }
      }
    }
    // Which leaf holds each feature, in id order (appends to the table).
    std::vector<std::pair<long long, long long>> leafOf; // feature id, leaf
    leafOf.reserve( levels[0].size() );
    for ( size_t i = 0; i < levels[0].size(); ++i )
      leafOf.emplace_back( levels[0][i].id, numbers[0][i / fanout] );
    std::sort( leafOf.begin(), leafOf.end() );
    for ( size_t i = 0; db.ok() && i < leafOf.size(); ++i )
    {
      sqlite3_reset( rowid.handle );
      sqlite3_bind_int64( rowid.handle, 1, leafOf[i].first );
      sqlite3_bind_int64( rowid.handle, 2, leafOf[i].second );
      db.step( rowid.handle );
    }
  }

  // The extension's triggers keep the index right when the layer is edited.
  const QString t = SwGeoPackageTable::quoted( table );
  const QString c = SwGeoPackageTable::quoted( column );
  const QString i = SwGeoPackageTable::quoted( fid );
  const QString r = SwGeoPackageTable::quoted( rtree );
  const QString insertBox = QStringLiteral( "INSERT OR REPLACE INTO %1 VALUES (NEW.%2, ST_MinX(NEW.%3), ST_MaxX(NEW.%3), ST_MinY(NEW.%3), ST_MaxY(NEW.%3));" ).arg( r, i, c );
  const QString trigger = QStringLiteral( "CREATE TRIGGER %1 AFTER %2 ON %3 WHEN %4 BEGIN %5 END" );
  const auto name = [&]( const char *suffix )
  { return SwGeoPackageTable::quoted( QStringLiteral( "%1_%2" ).arg( rtree, QLatin1String( suffix ) ) ); };
  db.execute( trigger.arg( name( "insert" ), QStringLiteral( "INSERT" ), t, QStringLiteral( "(new.%1 NOT NULL AND NOT ST_IsEmpty(NEW.%1))" ).arg( c ), insertBox ) );
  db.execute( trigger.arg( name( "update1" ), QStringLiteral( "UPDATE OF %1" ).arg( c ), t, QStringLiteral( "OLD.%1 = NEW.%1 AND (NEW.%2 NOTNULL AND NOT ST_IsEmpty(NEW.%2))" ).arg( i, c ), insertBox ) );
  db.execute( trigger.arg( name( "update2" ), QStringLiteral( "UPDATE OF %1" ).arg( c ), t, QStringLiteral( "OLD.%1 = NEW.%1 AND (NEW.%2 IS NULL OR ST_IsEmpty(NEW.%2))" ).arg( i, c ), QStringLiteral( "DELETE FROM %1 WHERE id = OLD.%2;" ).arg( r, i ) ) );
  db.execute( trigger.arg( name( "update3" ), QStringLiteral( "UPDATE" ), t, QStringLiteral( "OLD.%1 != NEW.%1 AND (NEW.%2 NOTNULL AND NOT ST_IsEmpty(NEW.%2))" ).arg( i, c ), QStringLiteral( "DELETE FROM %1 WHERE id = OLD.%2; %3" ).arg( r, i, insertBox ) ) );
  db.execute( trigger.arg( name( "update4" ), QStringLiteral( "UPDATE" ), t, QStringLiteral( "OLD.%1 != NEW.%1 AND (NEW.%2 IS NULL OR ST_IsEmpty(NEW.%2))" ).arg( i, c ), QStringLiteral( "DELETE FROM %1 WHERE id IN (OLD.%2, NEW.%2);" ).arg( r, i ) ) );
  db.execute( trigger.arg( name( "delete" ), QStringLiteral( "DELETE" ), t, QStringLiteral( "old.%1 NOT NULL" ).arg( c ), QStringLiteral( "DELETE FROM %1 WHERE id = OLD.%2;" ).arg( r, i ) ) );
  db.execute( QStringLiteral( "CREATE TABLE IF NOT EXISTS gpkg_extensions (table_name TEXT, column_name TEXT, extension_name TEXT NOT NULL, definition TEXT NOT NULL, scope TEXT NOT NULL, CONSTRAINT ge_tce UNIQUE (table_name, column_name, extension_name))" ) );
  db.execute( QStringLiteral( "INSERT INTO gpkg_extensions (table_name, column_name, extension_name, definition, scope) VALUES (%1, %2, 'gpkg_rtree_index', 'http://www.geopackage.org/spec120/#extension_rtree', 'write-only')" ).arg( SwGeoPackageTable::literal( table ), SwGeoPackageTable::literal( column ) ) );
  if ( !db.ok() || !db.execute( QStringLiteral( "COMMIT" ) ) )
  {
    db.rollback();
    return db.error();
  }
  return QString();
}

QString SwGeoPackageIndex::writeWithGdal( const QString &path, const QString &layer )
{
  GDALDatasetH dataset = GDALOpenEx( QFile::encodeName( path ).constData(), GDAL_OF_VECTOR | GDAL_OF_UPDATE, nullptr, nullptr, nullptr );
  if ( !dataset )
    return QObject::tr( "GDAL cannot open %1" ).arg( path );
  QString problem = QObject::tr( "no layer '%1'" ).arg( layer );
  if ( OGRLayerH written = GDALDatasetGetLayerByName( dataset, layer.toUtf8().constData() ) )
  {
    const QByteArray sql = QStringLiteral( "SELECT CreateSpatialIndex(%1, %2)" ).arg( SwGeoPackageTable::literal( QString::fromUtf8( OGR_L_GetName( written ) ) ), SwGeoPackageTable::literal( QString::fromUtf8( OGR_L_GetGeometryColumn( written ) ) ) ).toUtf8();
    CPLErrorReset();
    OGRLayerH result = GDALDatasetExecuteSQL( dataset, sql.constData(), nullptr, nullptr );
    problem = CPLGetLastErrorType() == CE_Failure ? QString::fromUtf8( CPLGetLastErrorMsg() ) : QString();
    if ( result )
      GDALDatasetReleaseResultSet( dataset, result );
  }
  GDALClose( dataset );
  return problem;
}
