/***************************************************************************
  test_geopackageindex.cpp: the packed spatial index, read back by SQLite's
  own integrity check (rtreecheck) and by GDAL's spatial filter. A grid of
  80 x 70 squares of 100 ft, 110 ft apart, near Signal Hill's coordinates
  in EPSG:2229 (where a 32-bit float is 0.5 ft coarse), with one feature
  without geometry; query boxes have their edges in the 10 ft gaps, so the
  squares they meet are counted from the grid's arithmetic alone.
 ***************************************************************************/
#include "geopackage/swgeopackageindex.h"

#include "qgsrectangle.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>

#include <gdal.h>
#include <ogr_api.h>
#include <ogr_srs_api.h>
#include <sqlite3.h>

#include <gtest/gtest.h>

namespace
{
  constexpr double X0 = 6500000.3;
  constexpr double Y0 = 1750000.7;
  constexpr int COLUMNS = 80;
  constexpr int ROWS = 70;
  constexpr int NULL_AT = 100; //!< the feature id written without geometry

  QgsRectangle square( int column, int row )
  {
    return QgsRectangle( X0 + 110.0 * column, Y0 + 110.0 * row, X0 + 110.0 * column + 100.0, Y0 + 110.0 * row + 100.0 );
  }

  OGRGeometryH polygon( const QgsRectangle &r )
  {
    OGRGeometryH ring = OGR_G_CreateGeometry( wkbLinearRing );
    OGR_G_AddPoint_2D( ring, r.xMinimum(), r.yMinimum() );
    OGR_G_AddPoint_2D( ring, r.xMaximum(), r.yMinimum() );
    OGR_G_AddPoint_2D( ring, r.xMaximum(), r.yMaximum() );
    OGR_G_AddPoint_2D( ring, r.xMinimum(), r.yMaximum() );
    OGR_G_AddPoint_2D( ring, r.xMinimum(), r.yMinimum() );
    OGRGeometryH shape = OGR_G_CreateGeometry( wkbPolygon );
    OGR_G_AddGeometryDirectly( shape, ring );
    return shape;
  }

  //! Writes the grid (column by column) with GDAL and no spatial index.
  QString writeGrid( const QString &dir )
  {
    const QString path = QDir( dir ).filePath( QStringLiteral( "grid.gpkg" ) );
    GDALDatasetH ds = GDALCreate( GDALGetDriverByName( "GPKG" ), QFile::encodeName( path ).constData(), 0, 0, 0, GDT_Unknown, nullptr );
    OGRSpatialReferenceH srs = OSRNewSpatialReference( nullptr );
    OSRImportFromEPSG( srs, 2229 );
    const char *options[] = { "SPATIAL_INDEX=NO", nullptr };
    OGRLayerH layer = GDALDatasetCreateLayer( ds, "grid", srs, wkbPolygon, const_cast<char **>( options ) );
    OSRDestroySpatialReference( srs );
    EXPECT_EQ( OGR_L_StartTransaction( layer ), OGRERR_NONE );
    long long written = 0;
    for ( int column = 0; column < COLUMNS; ++column )
    {
      for ( int row = 0; row < ROWS; ++row )
      {
        OGRFeatureH feature = OGR_F_Create( OGR_L_GetLayerDefn( layer ) );
        ++written;
        if ( written == NULL_AT )
          --row; // this square comes next
        else
          OGR_F_SetGeometryDirectly( feature, polygon( square( column, row ) ) );
        EXPECT_EQ( OGR_L_CreateFeature( layer, feature ), OGRERR_NONE );
        OGR_F_Destroy( feature );
      }
    }
    EXPECT_EQ( OGR_L_CommitTransaction( layer ), OGRERR_NONE );
    GDALClose( ds );
    return path;
  }

  //! Squares the box meets, counted from the grid's definition.
  int squaresMeeting( const QgsRectangle &box )
  {
    int count = 0;
    for ( int column = 0; column < COLUMNS; ++column )
      for ( int row = 0; row < ROWS; ++row )
        count += square( column, row ).intersects( box ) ? 1 : 0;
    return count;
  }

  //! Features GDAL's spatial filter returns for \a box.
  int filtered( const QString &path, const QgsRectangle &box )
  {
    GDALDatasetH ds = GDALOpenEx( QFile::encodeName( path ).constData(), GDAL_OF_VECTOR, nullptr, nullptr, nullptr );
    OGRLayerH layer = GDALDatasetGetLayerByName( ds, "grid" );
    OGR_L_SetSpatialFilterRect( layer, box.xMinimum(), box.yMinimum(), box.xMaximum(), box.yMaximum() );
    const int count = static_cast<int>( OGR_L_GetFeatureCount( layer, TRUE ) );
    GDALClose( ds );
    return count;
  }

  QString sqlText( const QString &path, const char *sql )
  {
    sqlite3 *db = nullptr;
    sqlite3_open_v2( QFile::encodeName( path ).constData(), &db, SQLITE_OPEN_READONLY, nullptr );
    sqlite3_stmt *statement = nullptr;
    QString text;
    if ( sqlite3_prepare_v2( db, sql, -1, &statement, nullptr ) == SQLITE_OK && sqlite3_step( statement ) == SQLITE_ROW )
      text = QString::fromUtf8( reinterpret_cast<const char *>( sqlite3_column_text( statement, 0 ) ) );
    sqlite3_finalize( statement );
    sqlite3_close( db );
    return text;
  }

  bool gdalSeesIndex( const QString &path )
  {
    GDALDatasetH ds = GDALOpenEx( QFile::encodeName( path ).constData(), GDAL_OF_VECTOR, nullptr, nullptr, nullptr );
    OGRLayerH result = GDALDatasetExecuteSQL( ds, "SELECT HasSpatialIndex('grid', 'geom')", nullptr, nullptr );
    OGRFeatureH row = result ? OGR_L_GetNextFeature( result ) : nullptr;
    const bool has = row && OGR_F_GetFieldAsInteger( row, 0 ) == 1;
    if ( row )
      OGR_F_Destroy( row );
    if ( result )
      GDALDatasetReleaseResultSet( ds, result );
    GDALClose( ds );
    return has;
  }

  // Between squares: x edges of column c's gap are X0 + 110c + 100 .. X0 + 110(c+1).
  QgsRectangle gapBox( int column0, int row0, int column1, int row1 )
  {
    return QgsRectangle( X0 + 110.0 * column0 - 5.0, Y0 + 110.0 * row0 - 5.0, X0 + 110.0 * column1 + 105.0, Y0 + 110.0 * row1 + 105.0 );
  }
} // namespace

TEST( GeoPackageIndex, PackedTreePassesSqliteCheckAndAnswersLikeTheGrid )
{
  QTemporaryDir dir;
  const QString path = writeGrid( dir.path() );
  ASSERT_EQ( SwGeoPackageIndex::write( path, QStringLiteral( "grid" ) ), QString() );

  EXPECT_EQ( sqlText( path, "SELECT rtreecheck('rtree_grid_geom')" ), QStringLiteral( "ok" ) );
  EXPECT_EQ( sqlText( path, "SELECT count(*) FROM rtree_grid_geom" ), QString::number( COLUMNS * ROWS ) );
  EXPECT_EQ( sqlText( path, "SELECT count(*) FROM rtree_grid_geom WHERE id = 100" ), QStringLiteral( "0" ) );
  // 5,600 boxes, 51 to a node: 110 leaves, 3 nodes above them, the root.
  EXPECT_EQ( sqlText( path, "SELECT count(*) FROM rtree_grid_geom_node" ), QStringLiteral( "114" ) );
  EXPECT_TRUE( gdalSeesIndex( path ) );

  // Columns 10..19 by rows 5..7: 30 squares, by hand.
  EXPECT_EQ( squaresMeeting( gapBox( 10, 5, 19, 7 ) ), 30 );
  EXPECT_EQ( filtered( path, gapBox( 10, 5, 19, 7 ) ), 30 );
  for ( const QgsRectangle &box : { gapBox( 0, 0, 0, 0 ), gapBox( 79, 69, 79, 69 ), gapBox( 33, 0, 47, 69 ), gapBox( 0, 20, 79, 21 ), gapBox( 0, 0, 79, 69 ) } )
    EXPECT_EQ( filtered( path, box ), squaresMeeting( box ) ) << box.toString().toStdString();
  EXPECT_EQ( filtered( path, gapBox( 0, 0, 79, 69 ) ), COLUMNS * ROWS );
}

TEST( GeoPackageIndex, EditsAfterwardsKeepTheIndexRight )
{
  QTemporaryDir dir;
  const QString path = writeGrid( dir.path() );
  ASSERT_EQ( SwGeoPackageIndex::write( path, QStringLiteral( "grid" ) ), QString() );

  // Column 0 holds ids 1..70: delete square (0, 6) (id 7), move (0, 7) (id 8) far east.
  GDALDatasetH ds = GDALOpenEx( QFile::encodeName( path ).constData(), GDAL_OF_VECTOR | GDAL_OF_UPDATE, nullptr, nullptr, nullptr );
  OGRLayerH layer = GDALDatasetGetLayerByName( ds, "grid" );
  ASSERT_EQ( OGR_L_DeleteFeature( layer, 7 ), OGRERR_NONE );
  OGRFeatureH moved = OGR_L_GetFeature( layer, 8 );
  OGR_F_SetGeometryDirectly( moved, polygon( square( 90, 7 ) ) );
  ASSERT_EQ( OGR_L_SetFeature( layer, moved ), OGRERR_NONE );
  OGR_F_Destroy( moved );
  GDALClose( ds );

  EXPECT_EQ( sqlText( path, "SELECT rtreecheck('rtree_grid_geom')" ), QStringLiteral( "ok" ) );
  EXPECT_EQ( filtered( path, gapBox( 0, 6, 0, 7 ) ), 0 );
  EXPECT_EQ( filtered( path, gapBox( 90, 7, 90, 7 ) ), 1 );
  EXPECT_EQ( filtered( path, gapBox( 0, 0, 79, 69 ) ), COLUMNS * ROWS - 2 );
}

TEST( GeoPackageIndex, RefusesGeometriesWithoutABoxAndChangesNothing )
{
  // GDAL writes points without a box in their headers.
  QTemporaryDir dir;
  const QString path = QDir( dir.path() ).filePath( QStringLiteral( "wells.gpkg" ) );
  GDALDatasetH ds = GDALCreate( GDALGetDriverByName( "GPKG" ), QFile::encodeName( path ).constData(), 0, 0, 0, GDT_Unknown, nullptr );
  const char *options[] = { "SPATIAL_INDEX=NO", nullptr };
  OGRLayerH layer = GDALDatasetCreateLayer( ds, "grid", nullptr, wkbPoint, const_cast<char **>( options ) );
  OGRFeatureH feature = OGR_F_Create( OGR_L_GetLayerDefn( layer ) );
  OGRGeometryH point = OGR_G_CreateGeometry( wkbPoint );
  OGR_G_SetPoint_2D( point, 0, X0, Y0 );
  OGR_F_SetGeometryDirectly( feature, point );
  ASSERT_EQ( OGR_L_CreateFeature( layer, feature ), OGRERR_NONE );
  OGR_F_Destroy( feature );
  GDALClose( ds );

  EXPECT_EQ( SwGeoPackageIndex::write( path, QStringLiteral( "grid" ) ), QStringLiteral( "feature 1 of layer 'grid' has no box in its geometry's header" ) );
  EXPECT_EQ( sqlText( path, "SELECT count(*) FROM sqlite_master WHERE name LIKE 'rtree%'" ), QStringLiteral( "0" ) );
  EXPECT_FALSE( gdalSeesIndex( path ) );

  // GDAL indexes such a layer instead.
  EXPECT_EQ( SwGeoPackageIndex::writeWithGdal( path, QStringLiteral( "grid" ) ), QString() );
  EXPECT_TRUE( gdalSeesIndex( path ) );
  EXPECT_EQ( sqlText( path, "SELECT rtreecheck('rtree_grid_geom')" ), QStringLiteral( "ok" ) );
  EXPECT_EQ( sqlText( path, "SELECT count(*) FROM rtree_grid_geom" ), QStringLiteral( "1" ) );
}

TEST( GeoPackageIndex, BoxesGatheredWhileWritingGiveTheSameTree )
{
  // The boxes handed over (as the sink gathers them, in writing order) make
  // the tree the scan of the layer makes, node for node.
  QTemporaryDir scanned;
  QTemporaryDir given;
  const QString fromScan = writeGrid( scanned.path() );
  const QString fromBoxes = writeGrid( given.path() );
  std::vector<SwGeoPackageIndex::Entry> boxes;
  long long id = 0;
  for ( int column = 0; column < COLUMNS; ++column )
  {
    for ( int row = 0; row < ROWS; ++row )
    {
      if ( ++id == NULL_AT )
        ++id; // written without geometry: not in the index
      boxes.push_back( SwGeoPackageIndex::entry( square( column, row ), id ) );
    }
  }
  ASSERT_EQ( SwGeoPackageIndex::write( fromScan, QStringLiteral( "grid" ) ), QString() );
  ASSERT_EQ( SwGeoPackageIndex::write( fromBoxes, QStringLiteral( "grid" ), boxes ), QString() );
  const char *nodes = "SELECT group_concat(hex(data), '') FROM (SELECT data FROM rtree_grid_geom_node ORDER BY nodeno)";
  EXPECT_EQ( sqlText( fromBoxes, nodes ), sqlText( fromScan, nodes ) );
  EXPECT_EQ( sqlText( fromBoxes, "SELECT rtreecheck('rtree_grid_geom')" ), QStringLiteral( "ok" ) );
  EXPECT_EQ( filtered( fromBoxes, gapBox( 10, 5, 19, 7 ) ), 30 );
}
