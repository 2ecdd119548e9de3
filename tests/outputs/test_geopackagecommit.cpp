/***************************************************************************
  test_geopackagecommit.cpp: a finished layer put into a GeoPackage that
  exists, in place: the layer, its index, style and metadata arrive whole;
  what the file held stays; a CRS number the file uses for another CRS is
  not reused; a re-run replaces its own layer, the user's own style kept; a
  write lock held elsewhere stops it with nothing changed. Everything is
  read back with SQLite and GDAL, not with the code under test.
 ***************************************************************************/
#include "geopackage/swgeopackagecommit.h"
#include "swtestdata.h"
#include "swtestsqlite.h"

#include "qgsexception.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>

#include <gdal.h>
#include <gdal_utils.h>
#include <ogr_api.h>

#include <gtest/gtest.h>

namespace
{
  //! Layer \a source of the sample city copied by GDAL into a new GeoPackage \a path as layer \a name, with its spatial index.
  void writeLayer( const QString &path, const QString &source, const QString &name )
  {
    GDALDatasetH city = GDALOpenEx( ( SwTestData::sampleDataDir() + QStringLiteral( "/city.gpkg" ) ).toUtf8().constData(), GDAL_OF_VECTOR | GDAL_OF_READONLY, nullptr, nullptr, nullptr );
    ASSERT_NE( city, nullptr );
    const QByteArray sourceName = source.toUtf8();
    const QByteArray layerName = name.toUtf8();
    const char *arguments[] = { "-f", "GPKG", "-nln", layerName.constData(), sourceName.constData(), nullptr };
    GDALVectorTranslateOptions *options = GDALVectorTranslateOptionsNew( const_cast<char **>( arguments ), nullptr );
    GDALDatasetH written = GDALVectorTranslate( path.toUtf8().constData(), nullptr, 1, &city, options, nullptr );
    ASSERT_NE( written, nullptr );
    GDALClose( written );
    GDALVectorTranslateOptionsFree( options );
    GDALClose( city );
  }

  //! Features of layer \a layer of \a path inside the box, through GDAL's spatial filter (which uses the rtree).
  long long inBox( const QString &path, const char *layer, double minX, double minY, double maxX, double maxY )
  {
    GDALDatasetH dataset = GDALOpenEx( path.toUtf8().constData(), GDAL_OF_VECTOR | GDAL_OF_READONLY, nullptr, nullptr, nullptr );
    OGRLayerH found = dataset ? GDALDatasetGetLayerByName( dataset, layer ) : nullptr;
    long long count = -1;
    if ( found )
    {
      OGR_L_SetSpatialFilterRect( found, minX, minY, maxX, maxY );
      count = OGR_L_GetFeatureCount( found, TRUE );
    }
    if ( dataset )
      GDALClose( dataset );
    return count;
  }

  QString refusal( const std::function<void()> &work )
  {
    try
    {
      work();
    }
    catch ( QgsProcessingException &e )
    {
      return e.what();
    }
    return QString();
  }
} // namespace

class GeoPackageCommit : public ::testing::Test
{
protected:
  void SetUp() override
  {
    target = dir.filePath( QStringLiteral( "city.gpkg" ) );
    staged = dir.filePath( QStringLiteral( "staged.gpkg" ) );
    ASSERT_TRUE( QFile::copy( SwTestData::sampleDataDir() + QStringLiteral( "/city.gpkg" ), target ) );
    QFile::setPermissions( target, QFileDevice::ReadOwner | QFileDevice::WriteOwner );
    writeLayer( staged, QStringLiteral( "parcels" ), QStringLiteral( "screened" ) );
    SwTestSqlite::run( staged, QStringLiteral( "CREATE TABLE layer_styles (id INTEGER PRIMARY KEY AUTOINCREMENT, f_table_catalog TEXT, f_table_schema TEXT, f_table_name TEXT, f_geometry_column TEXT, styleName TEXT, styleQML TEXT, styleSLD TEXT, useAsDefault BOOLEAN, description TEXT, owner TEXT, ui TEXT, update_time DATETIME);"
                                               "INSERT INTO layer_styles (f_table_name, f_geometry_column, styleName, styleQML, useAsDefault) VALUES ('screened', 'geom', 'screenparcels', '<qgis/>', 1);"
                                               "INSERT INTO gpkg_contents (table_name, data_type, identifier) VALUES ('layer_styles', 'attributes', 'layer_styles');"
                                               "CREATE TABLE gpkg_metadata (id INTEGER CONSTRAINT m_pk PRIMARY KEY ASC NOT NULL, md_scope TEXT NOT NULL DEFAULT 'dataset', md_standard_uri TEXT NOT NULL, mime_type TEXT NOT NULL DEFAULT 'text/xml', metadata TEXT NOT NULL DEFAULT '');"
                                               "CREATE TABLE gpkg_metadata_reference (reference_scope TEXT NOT NULL, table_name TEXT, column_name TEXT, row_id_value INTEGER, timestamp DATETIME NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')), md_file_id INTEGER NOT NULL, md_parent_id INTEGER);"
                                               "INSERT INTO gpkg_metadata (id, md_standard_uri, metadata) VALUES (7, 'http://mrcc.com/qgis.dtd', '<qgis>screened under Signal Hill</qgis>');"
                                               "INSERT INTO gpkg_metadata_reference (reference_scope, table_name, md_file_id) VALUES ('table', 'screened', 7);" ) );
  }

  void commit()
  {
    SwGeoPackageCommit commit( target, QStringLiteral( "OUTPUT" ) );
    commit.addLayer( staged, QStringLiteral( "screened" ) );
    commit.prepare();
    commit.commit();
  }

  QTemporaryDir dir;
  QString target;
  QString staged;
};

TEST_F( GeoPackageCommit, TheLayerArrivesWholeWithItsIndexStyleAndCount )
{
  commit();
  EXPECT_EQ( SwTestSqlite::value( target, QStringLiteral( "PRAGMA integrity_check" ) ), QStringLiteral( "ok" ) );
  EXPECT_EQ( SwTestSqlite::value( target, QStringLiteral( "SELECT count(*) FROM screened" ) ), QStringLiteral( "3107" ) );
  EXPECT_EQ( SwTestSqlite::value( target, QStringLiteral( "SELECT rtreecheck('rtree_screened_geom')" ) ), QStringLiteral( "ok" ) );
  EXPECT_EQ( SwTestSqlite::value( target, QStringLiteral( "SELECT count(*) FROM rtree_screened_geom" ) ), QStringLiteral( "3106" ) ); // one parcel has no geometry
  EXPECT_EQ( SwTestSqlite::value( target, QStringLiteral( "SELECT feature_count FROM gpkg_ogr_contents WHERE table_name = 'screened'" ) ), QStringLiteral( "3107" ) );
  EXPECT_EQ( SwTestSqlite::value( target, QStringLiteral( "SELECT styleName || ':' || useAsDefault FROM layer_styles WHERE f_table_name = 'screened'" ) ), QStringLiteral( "screenparcels:1" ) );
  EXPECT_EQ( SwTestSqlite::value( target, QStringLiteral( "SELECT m.metadata FROM gpkg_metadata m JOIN gpkg_metadata_reference r ON r.md_file_id = m.id WHERE r.table_name = 'screened'" ) ), QStringLiteral( "<qgis>screened under Signal Hill</qgis>" ) );
  // GDAL finds the same parcels in a box through the copied index as in the original layer.
  EXPECT_EQ( inBox( target, "screened", 6508000, 1748000, 6509000, 1749000 ), inBox( target, "parcels", 6508000, 1748000, 6509000, 1749000 ) );
  EXPECT_GT( inBox( target, "screened", 6508000, 1748000, 6509000, 1749000 ), 0 );
  // The city's own layers are there as they were.
  EXPECT_EQ( SwTestSqlite::value( target, QStringLiteral( "SELECT count(*) FROM gpkg_contents WHERE data_type = 'features'" ) ), QStringLiteral( "13" ) );
  EXPECT_EQ( SwTestSqlite::value( target, QStringLiteral( "SELECT count(*) FROM parcels" ) ), QStringLiteral( "3107" ) );
}

TEST_F( GeoPackageCommit, ARerunReplacesItsOwnLayerAndTheUsersOwnStyleStays )
{
  commit();
  // The planner renamed the layer and gave it a style of their own.
  SwTestSqlite::run( target, QStringLiteral( "INSERT INTO layer_styles (f_table_name, f_geometry_column, styleName, styleQML, useAsDefault) VALUES ('screened', 'geom', 'council map', '<qgis/>', 0)" ) );
  SwTestSqlite::run( target, QStringLiteral( "DELETE FROM screened WHERE fid > 100" ) );
  commit();
  EXPECT_EQ( SwTestSqlite::value( target, QStringLiteral( "SELECT count(*) FROM gpkg_contents WHERE lower(table_name) = 'screened'" ) ), QStringLiteral( "1" ) );
  EXPECT_EQ( SwTestSqlite::value( target, QStringLiteral( "SELECT count(*) FROM screened" ) ), QStringLiteral( "3107" ) );
  EXPECT_EQ( SwTestSqlite::value( target, QStringLiteral( "SELECT group_concat(styleName || ':' || useAsDefault, ', ') FROM (SELECT * FROM layer_styles WHERE f_table_name = 'screened' ORDER BY styleName)" ) ), QStringLiteral( "council map:0, screenparcels:1" ) );
  EXPECT_EQ( SwTestSqlite::value( target, QStringLiteral( "SELECT rtreecheck('rtree_screened_geom')" ) ), QStringLiteral( "ok" ) );
  EXPECT_EQ( SwTestSqlite::value( target, QStringLiteral( "PRAGMA integrity_check" ) ), QStringLiteral( "ok" ) );
  // The earlier run's metadata went with its layer; the new one's is there once.
  EXPECT_EQ( SwTestSqlite::value( target, QStringLiteral( "SELECT count(*) FROM gpkg_metadata" ) ), QStringLiteral( "1" ) );
  EXPECT_EQ( SwTestSqlite::value( target, QStringLiteral( "SELECT count(*) FROM gpkg_metadata_reference WHERE table_name = 'screened'" ) ), QStringLiteral( "1" ) );
}

TEST_F( GeoPackageCommit, ACrsNumberTheFileUsesForAnotherCrsIsNotReused )
{
  // The file's number 2229 is taken by a CRS of its own (as a custom CRS may be numbered).
  SwTestSqlite::run( target, QStringLiteral( "INSERT INTO gpkg_spatial_ref_sys (srs_name, srs_id, organization, organization_coordsys_id, definition) VALUES ('local grid', 990001, 'NONE', 990001, 'LOCAL_CS[\"grid\"]');"
                                             "UPDATE gpkg_spatial_ref_sys SET srs_id = 990002 WHERE srs_id = 2229;"
                                             "UPDATE gpkg_contents SET srs_id = 990002 WHERE srs_id = 2229;"
                                             "UPDATE gpkg_geometry_columns SET srs_id = 990002 WHERE srs_id = 2229;"
                                             "UPDATE gpkg_spatial_ref_sys SET srs_id = 2229, srs_name = 'local grid 2', organization = 'NONE', organization_coordsys_id = 2229, definition = 'LOCAL_CS[\"grid 2\"]' WHERE srs_id = 990001;" ) );
  commit();
  // EPSG:2229 is already in the file under 990002: the layer uses that, never the local grid's 2229.
  EXPECT_EQ( SwTestSqlite::value( target, QStringLiteral( "SELECT srs_id FROM gpkg_geometry_columns WHERE table_name = 'screened'" ) ), QStringLiteral( "990002" ) );
  EXPECT_EQ( SwTestSqlite::value( target, QStringLiteral( "SELECT srs_id FROM gpkg_contents WHERE table_name = 'screened'" ) ), QStringLiteral( "990002" ) );
  EXPECT_EQ( SwTestSqlite::value( target, QStringLiteral( "SELECT definition FROM gpkg_spatial_ref_sys WHERE srs_id = 2229" ) ), QStringLiteral( "LOCAL_CS[\"grid 2\"]" ) );
}

TEST_F( GeoPackageCommit, ACrsTheFileLacksIsAddedUnderAFreeNumber )
{
  SwTestSqlite::run( target, QStringLiteral( "DELETE FROM gpkg_spatial_ref_sys WHERE srs_id = 2229;"
                                             "INSERT INTO gpkg_spatial_ref_sys (srs_name, srs_id, organization, organization_coordsys_id, definition) VALUES ('local grid', 2229, 'NONE', 2229, 'LOCAL_CS[\"grid\"]');" ) );
  commit();
  const QString srsId = SwTestSqlite::value( target, QStringLiteral( "SELECT srs_id FROM gpkg_geometry_columns WHERE table_name = 'screened'" ) );
  EXPECT_EQ( srsId, QStringLiteral( "100000" ) );
  EXPECT_EQ( SwTestSqlite::value( target, QStringLiteral( "SELECT organization || ':' || organization_coordsys_id FROM gpkg_spatial_ref_sys WHERE srs_id = %1" ).arg( srsId ) ).toUpper(), QStringLiteral( "EPSG:2229" ) );
  EXPECT_EQ( SwTestSqlite::value( target, QStringLiteral( "SELECT definition FROM gpkg_spatial_ref_sys WHERE srs_id = 2229" ) ), QStringLiteral( "LOCAL_CS[\"grid\"]" ) );
}

TEST_F( GeoPackageCommit, AWriteLockHeldElsewhereStopsItAndChangesNothing )
{
  qputenv( "STORMWATER_LOCK_WAIT_SECONDS", "0.2" );
  sqlite3 *other = nullptr;
  ASSERT_EQ( sqlite3_open_v2( QFile::encodeName( target ).constData(), &other, SQLITE_OPEN_READWRITE, nullptr ), SQLITE_OK );
  ASSERT_EQ( sqlite3_exec( other, "CREATE TABLE clerk_edits (edit TEXT); BEGIN IMMEDIATE; INSERT INTO clerk_edits VALUES ('EDITED')", nullptr, nullptr, nullptr ), SQLITE_OK );
  const QString message = refusal( [this]
                                   { commit(); } );
  qunsetenv( "STORMWATER_LOCK_WAIT_SECONDS" );
  // The holder is this test's own process, which is never named as "another program" it could close.
  EXPECT_EQ( message, QStringLiteral( "OUTPUT: %1 is locked by another program, which is writing to it; after waiting 0.2 s nothing was changed. Save or stop the edits there (in QGIS: Save Layer Edits, or stop editing the file's layers) and run again" ).arg( target ) );
  EXPECT_EQ( sqlite3_exec( other, "COMMIT", nullptr, nullptr, nullptr ), SQLITE_OK );
  sqlite3_close( other );
  EXPECT_EQ( SwTestSqlite::value( target, QStringLiteral( "SELECT edit FROM clerk_edits" ) ), QStringLiteral( "EDITED" ) );
  EXPECT_EQ( SwTestSqlite::value( target, QStringLiteral( "SELECT count(*) FROM sqlite_master WHERE name LIKE '%screened%'" ) ), QStringLiteral( "0" ) );
}

TEST_F( GeoPackageCommit, AFileThatIsNotAGeoPackageIsLeftAsItIs )
{
  QFile::remove( target );
  QFile notes( target );
  ASSERT_TRUE( notes.open( QIODevice::WriteOnly ) );
  notes.write( "not a database" );
  notes.close();
  EXPECT_EQ( refusal( [this]
                      { commit(); } ),
             QStringLiteral( "OUTPUT: %1 exists and is not a GeoPackage; it is left as it is (choose another file name)" ).arg( target ) );
  ASSERT_TRUE( notes.open( QIODevice::ReadOnly ) );
  EXPECT_EQ( notes.readAll(), QByteArray( "not a database" ) );
}
