/***************************************************************************
  test_safety_files.cpp: the safety matrix for the city's own files. An
  output reaches an input only through forms that name the same file
  differently (no extension, a layer by number, a VRT, a profile file);
  each is refused or lands beside the input. A GeoPackage the user owns
  keeps what it holds (plain SQLite tables, rasters, other layers); what
  cannot be right is refused by name (a notice date past 2100, a profile
  distance its parameter refuses, a folder given as a file); a line or a
  point in a parcels layer is not a vacant parcel; reading a DEM leaves
  nothing beside it.
 ***************************************************************************/
#include "swsafetycase.h"
#include "swtestdata.h"
#include "swtestsqlite.h"

#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>

#include <gdal.h>
#include <gdal_utils.h>
#include <ogr_api.h>

#include <gtest/gtest.h>

using namespace SwSafety;

namespace
{
  //! A VRT over the parcels of {DIR}/city.gpkg, as a GIS team keeps one to rename fields.
  void writeVrt( const QString &dir )
  {
    QFile vrt( dir + QStringLiteral( "/city.vrt" ) );
    ASSERT_TRUE( vrt.open( QIODevice::WriteOnly ) );
    vrt.write( "<OGRVRTDataSource>\n  <OGRVRTLayer name=\"parcels\">\n    <SrcDataSource relativeToVRT=\"1\">city.gpkg</SrcDataSource>\n    <SrcLayer>parcels</SrcLayer>\n  </OGRVRTLayer>\n</OGRVRTDataSource>\n" );
  }

  //! Signal Hill's profile with rule \a key set to \a value, at {DIR}/\a name.
  void writeProfile( const QString &dir, const QString &name, const QString &key, double value )
  {
    QFile source( QStringLiteral( SW_SOURCE_DIR ) + QStringLiteral( "/profiles/signal-hill.json" ) );
    ASSERT_TRUE( source.open( QIODevice::ReadOnly ) );
    QJsonObject root = QJsonDocument::fromJson( source.readAll() ).object();
    QJsonObject rules = root.value( QStringLiteral( "rules" ) ).toObject();
    QJsonObject rule = rules.value( key ).toObject();
    rule.insert( QStringLiteral( "value" ), value );
    rules.insert( key, rule );
    root.insert( QStringLiteral( "rules" ), rules );
    QFile out( dir + '/' + name );
    ASSERT_TRUE( out.open( QIODevice::WriteOnly ) );
    out.write( QJsonDocument( root ).toJson() );
  }

  //! A plain SQLite table of the user's and a raster (the sample DEM as 'aerial_2024') added to the GeoPackage \a gpkg.
  void addTableAndRaster( const QString &gpkg )
  {
    SwTestSqlite::run( gpkg, QStringLiteral( "CREATE TABLE inspection_notes (id INTEGER PRIMARY KEY, note TEXT); INSERT INTO inspection_notes (note) VALUES ('fence down at 7001-001-003')" ) );
    const char *arguments[] = { "-of", "GPKG", "-co", "APPEND_SUBDATASET=YES", "-co", "RASTER_TABLE=aerial_2024", nullptr };
    GDALTranslateOptions *options = GDALTranslateOptionsNew( const_cast<char **>( arguments ), nullptr );
    GDALDatasetH dem = GDALOpen( ( SwTestData::sampleDataDir() + QStringLiteral( "/dem.tif" ) ).toUtf8().constData(), GA_ReadOnly );
    ASSERT_NE( dem, nullptr );
    GDALDatasetH written = GDALTranslate( gpkg.toUtf8().constData(), dem, options, nullptr );
    ASSERT_NE( written, nullptr );
    GDALClose( written );
    GDALClose( dem );
    GDALTranslateOptionsFree( options );
  }

  //! {DIR}/results.gpkg: a copy of the city plus a plain SQLite table of the user's and a raster.
  void writeResultsWithTableAndRaster( const QString &dir )
  {
    const QString results = dir + QStringLiteral( "/results.gpkg" );
    ASSERT_TRUE( QFile::copy( dir + QStringLiteral( "/city.gpkg" ), results ) );
    QFile::setPermissions( results, QFileDevice::ReadOwner | QFileDevice::WriteOwner );
    addTableAndRaster( results );
  }

  //! {DIR}/results.gpkg holding only an earlier result of ours, then the user's plain table and raster beside it.
  void writeEarlierResultWithTableAndRaster( const QString &dir )
  {
    const QString results = dir + QStringLiteral( "/results.gpkg" );
    ASSERT_TRUE( SwTestRun::run( "stormwater:esaadjacency", { { "PARCELS", parameterValue( PARCELS, dir ) }, { "SENSITIVE_AREAS", parameterValue( ESA, dir ) }, { "OUTPUT", results + "|layername=screened" } } ).ok );
    addTableAndRaster( results );
  }

  //! The geometry of parcel \a apn of \a layer (owned by the caller).
  OGRGeometryH parcelGeometry( OGRLayerH layer, const char *apn )
  {
    OGR_L_SetAttributeFilter( layer, QStringLiteral( "apn = '%1'" ).arg( apn ).toUtf8().constData() );
    OGRFeatureH feature = OGR_L_GetNextFeature( layer );
    OGRGeometryH geometry = feature ? OGR_G_Clone( OGR_F_GetGeometryRef( feature ) ) : nullptr;
    OGR_F_Destroy( feature );
    OGR_L_SetAttributeFilter( layer, nullptr );
    return geometry;
  }

  /**
   * A layer 'mixed' typed GEOMETRY in {DIR}/city.gpkg: the 1.2 and 0.9 acre
   * vacant lots of the answer key (V1, V2) as polygons, then V1's boundary
   * as a line and its centre as a point, which the screen must not call
   * vacant.
   */
  void writeMixedParcels( const QString &dir )
  {
    GDALDatasetH dataset = GDALOpenEx( ( dir + QStringLiteral( "/city.gpkg" ) ).toUtf8().constData(), GDAL_OF_VECTOR | GDAL_OF_UPDATE, nullptr, nullptr, nullptr );
    ASSERT_NE( dataset, nullptr );
    OGRLayerH parcels = GDALDatasetGetLayerByName( dataset, "parcels" );
    OGRGeometryH v1 = parcelGeometry( parcels, "7002-001-001" );
    OGRGeometryH v2 = parcelGeometry( parcels, "7002-001-003" );
    ASSERT_TRUE( v1 && v2 );
    OGRLayerH mixed = GDALDatasetCreateLayer( dataset, "mixed", OGR_L_GetSpatialRef( parcels ), wkbUnknown, nullptr );
    ASSERT_NE( mixed, nullptr );
    OGRFieldDefnH apn = OGR_Fld_Create( "apn", OFTString );
    OGR_L_CreateField( mixed, apn, TRUE );
    OGR_Fld_Destroy( apn );
    OGRGeometryH centre = OGR_G_CreateGeometry( wkbPoint );
    OGR_G_Centroid( v1, centre );
    const std::vector<std::pair<const char *, OGRGeometryH>> features{ { "9001-001-001", OGR_G_Clone( v1 ) }, { "9001-001-002", v2 }, { "9001-001-003", OGR_G_Boundary( v1 ) }, { "9001-001-004", centre } };
    for ( const auto &[number, geometry] : features )
    {
      OGRFeatureH feature = OGR_F_Create( OGR_L_GetLayerDefn( mixed ) );
      OGR_F_SetFieldString( feature, 0, number );
      OGR_F_SetGeometryDirectly( feature, geometry );
      EXPECT_EQ( OGR_L_CreateFeature( mixed, feature ), OGRERR_NONE );
      OGR_F_Destroy( feature );
    }
    OGR_G_DestroyGeometry( v1 );
    GDALClose( dataset );
  }

  void copyDem( const QString &dir )
  {
    ASSERT_TRUE( QFile::copy( SwTestData::sampleDataDir() + QStringLiteral( "/dem.tif" ), dir + QStringLiteral( "/dem.tif" ) ) );
  }

  const char *CITY_LAYERS[] = { "wells", "esa", "sea", "groundwater", "brownfields", "parcels", "structures", "improvements", "right_of_way", "geohazards", "soils", "contours" };

  void expectCityLayersKept( const QString &gpkg )
  {
    const QStringList layers = layersOf( gpkg );
    for ( const char *layer : CITY_LAYERS )
      EXPECT_TRUE( layers.contains( layer ) ) << layer << " lost from " << gpkg.toStdString();
    EXPECT_EQ( featureCount( gpkg + QStringLiteral( "|layername=parcels" ) ), SAMPLE_PARCELS );
    EXPECT_EQ( featureCount( gpkg + QStringLiteral( "|layername=structures" ) ), featureCount( SwTestData::sampleLayer( QStringLiteral( "structures" ) ) ) );
    EXPECT_EQ( SwTestSqlite::value( gpkg, QStringLiteral( "PRAGMA integrity_check" ) ), QStringLiteral( "ok" ) );
  }
} // namespace

class SafetyFiles : public ::testing::TestWithParam<SafetyCase>
{
};

TEST_P( SafetyFiles, RefusesOrSucceedsAndDestroysNothing )
{
  runCase( GetParam() );
}

INSTANTIATE_TEST_SUITE_P(
  Matrix, SafetyFiles,
  ::testing::Values(
    // One notion of "the same file": QGIS adds .gpkg to a name without a format's extension.
    SafetyCase{ "output_without_extension_beside_the_inputs_geopackage", "esaadjacency", { { "PARCELS", PARCELS }, { "SENSITIVE_AREAS", ESA }, { "OUTPUT", "{DIR}/city" } }, nullptr, nullptr, { "city.gpkg" }, []( const QString &dir, const SwTestRun::Result &run )
                {
      EXPECT_EQ( run.outputs.value( "OUTPUT" ).toString(), dir + "/city.gpkg" );
      EXPECT_FALSE( QFile::exists( dir + "/city" ) );
      expectCityLayersKept( dir + "/city.gpkg" );
      expectEveryParcelOnce( dir + "/city.gpkg|layername=city" ); } },
    SafetyCase{ "zones_without_extension_beside_the_inputs_geopackage", "infeasibility", { { "PARCELS", PARCELS }, { "WELLS", "{DIR}/city.gpkg|layername=wells" }, { "OUTPUT", "{DIR}/out.gpkg" }, { "ZONES", "{DIR}/city" } }, nullptr, nullptr, { "city.gpkg" }, []( const QString &dir, const SwTestRun::Result & )
                {
      expectCityLayersKept( dir + "/city.gpkg" );
      EXPECT_TRUE( layersOf( dir + "/city.gpkg" ).contains( "city" ) );
      expectEveryParcelOnce( dir + "/out.gpkg" ); } },
    SafetyCase{ "parcels_by_layer_number_and_output_over_them", "esaadjacency", { { "PARCELS", "{DIR}/city.gpkg|layerid=5" }, { "SENSITIVE_AREAS", ESA }, { "OUTPUT", "{DIR}/city.gpkg|layername=parcels" } }, "OUTPUT would overwrite the input PARCELS (layer 'parcels' of {DIR}/city.gpkg): choose another file or layer name; nothing was written" },
    SafetyCase{ "parcels_through_a_vrt_and_output_over_them", "esaadjacency", { { "PARCELS", "{DIR}/city.vrt" }, { "SENSITIVE_AREAS", ESA }, { "OUTPUT", "{DIR}/city.gpkg|layername=parcels" } }, "OUTPUT would overwrite the input PARCELS (layer 'parcels' of {DIR}/city.gpkg, read through {DIR}/city.vrt): choose another file or layer name; nothing was written", writeVrt },
    SafetyCase{ "parcels_through_a_vrt_and_a_new_layer_beside_them", "esaadjacency", { { "PARCELS", "{DIR}/city.vrt" }, { "SENSITIVE_AREAS", ESA }, { "OUTPUT", "{DIR}/city.gpkg|layername=screened" } }, nullptr, writeVrt, { "city.gpkg" }, []( const QString &dir, const SwTestRun::Result & )
                {
      expectCityLayersKept( dir + "/city.gpkg" );
      expectEveryParcelOnce( dir + "/city.gpkg|layername=screened" ); } },
    SafetyCase{ "report_over_the_profile_file", "screenparcels", { { "PARCELS", PARCELS }, { "SENSITIVE_AREAS", ESA }, { "PROFILE_FILE", "{DIR}/our-city.json" }, { "OUTPUT", "{DIR}/out.gpkg" }, { "REPORT", "{DIR}/our-city.json" } }, "REPORT would overwrite {DIR}/our-city.json, which holds the input PROFILE_FILE: choose another file; nothing was written", []( const QString &dir )
                { writeProfile( dir, "our-city.json", "esa.adjacent_ft", 200 ); } },
    SafetyCase{ "rules_over_the_profile_file", "profilerules", { { "PROFILE_FILE", "{DIR}/our-city.json" }, { "OUTPUT", "{DIR}/our-city.json" } }, "OUTPUT would overwrite {DIR}/our-city.json, which holds the input PROFILE_FILE: choose another file; nothing was written", []( const QString &dir )
                { writeProfile( dir, "our-city.json", "esa.adjacent_ft", 200 ); } },
    SafetyCase{ "rules_into_the_inputs_geopackage_add_a_table", "profilerules", { { "OUTPUT", "{DIR}/city.gpkg|layername=rules" } }, nullptr, nullptr, { "city.gpkg" }, []( const QString &dir, const SwTestRun::Result & )
                {
      expectCityLayersKept( dir + "/city.gpkg" );
      EXPECT_EQ( featureCount( dir + "/city.gpkg|layername=rules" ), SwTestData::profileRuleRows( QStringLiteral( "signal-hill" ) ) ); } },
    // A GeoPackage the user owns keeps what it holds: a re-run replaces only its own layer, in place.
    SafetyCase{ "rerun_keeps_a_plain_table_and_a_raster", "esaadjacency", { { "PARCELS", PARCELS }, { "SENSITIVE_AREAS", ESA }, { "OUTPUT", "{DIR}/results.gpkg|layername=screened" } }, nullptr, writeEarlierResultWithTableAndRaster, { "results.gpkg" }, []( const QString &dir, const SwTestRun::Result & )
                {
      const QString results = dir + "/results.gpkg";
      EXPECT_EQ( SwTestSqlite::value( results, "PRAGMA integrity_check" ), "ok" );
      EXPECT_EQ( SwTestSqlite::value( results, "SELECT note FROM inspection_notes" ), "fence down at 7001-001-003" );
      EXPECT_EQ( SwTestSqlite::value( results, "SELECT data_type FROM gpkg_contents WHERE table_name = 'aerial_2024'" ), "2d-gridded-coverage" );
      GDALDatasetH aerial = GDALOpenEx( QStringLiteral( "GPKG:%1:aerial_2024" ).arg( results ).toUtf8().constData(), GDAL_OF_RASTER | GDAL_OF_READONLY, nullptr, nullptr, nullptr );
      ASSERT_NE( aerial, nullptr );
      EXPECT_EQ( GDALGetRasterXSize( aerial ), 783 );
      GDALClose( aerial );
      EXPECT_EQ( layersOf( results ).count( "screened" ), 1 );
      EXPECT_EQ( SwTestSqlite::value( results, "SELECT count(*) FROM layer_styles WHERE f_table_name = 'screened'" ), "1" );
      EXPECT_EQ( SwTestSqlite::value( results, "SELECT count(*) FROM rtree_screened_geom" ), "3106" );
      expectEveryParcelOnce( results + "|layername=screened" ); } },
    SafetyCase{ "a_new_layer_beside_the_users_layers_table_and_raster", "esaadjacency", { { "PARCELS", PARCELS }, { "SENSITIVE_AREAS", ESA }, { "OUTPUT", "{DIR}/results.gpkg|layername=screened" } }, nullptr, writeResultsWithTableAndRaster, { "results.gpkg" }, []( const QString &dir, const SwTestRun::Result & )
                {
      const QString results = dir + "/results.gpkg";
      expectCityLayersKept( results );
      EXPECT_EQ( SwTestSqlite::value( results, "SELECT count(*) FROM inspection_notes" ), "1" );
      EXPECT_EQ( SwTestSqlite::value( results, "SELECT data_type FROM gpkg_contents WHERE table_name = 'aerial_2024'" ), "2d-gridded-coverage" );
      expectEveryParcelOnce( results + "|layername=screened" ); } },
    SafetyCase{ "output_without_extension_keeps_the_users_layers", "esaadjacency", { { "PARCELS", PARCELS }, { "SENSITIVE_AREAS", ESA }, { "OUTPUT", "{DIR}/results" } }, nullptr, writeResultsWithTableAndRaster, { "results.gpkg" }, []( const QString &dir, const SwTestRun::Result &run )
                {
      EXPECT_EQ( run.outputs.value( "OUTPUT" ).toString(), dir + "/results.gpkg" );
      expectCityLayersKept( dir + "/results.gpkg" );
      EXPECT_EQ( SwTestSqlite::value( dir + "/results.gpkg", "SELECT count(*) FROM inspection_notes" ), "1" );
      expectEveryParcelOnce( dir + "/results.gpkg|layername=results" ); } },
    SafetyCase{ "a_layer_name_that_is_the_users_raster", "esaadjacency", { { "PARCELS", PARCELS }, { "SENSITIVE_AREAS", ESA }, { "OUTPUT", "{DIR}/results.gpkg|layername=aerial_2024" } }, "OUTPUT: {DIR}/results.gpkg already holds 'aerial_2024', a table of type '2d-gridded-coverage' that is not a vector layer; it is left as it is (choose another layer name); nothing was changed", writeResultsWithTableAndRaster },
    SafetyCase{ "a_layer_name_that_is_the_users_plain_table", "esaadjacency", { { "PARCELS", PARCELS }, { "SENSITIVE_AREAS", ESA }, { "OUTPUT", "{DIR}/results.gpkg|layername=inspection_notes" } }, "OUTPUT: {DIR}/results.gpkg already holds a table or view named 'inspection_notes' that is not a layer of the GeoPackage; it is left as it is (choose another layer name); nothing was changed", writeResultsWithTableAndRaster },
    // Refused before anything is written: a folder given as a file.
    SafetyCase{ "labels_path_is_a_folder", "vacantnotices", { { "INPUT", "{DIR}/vacant.gpkg" }, { "OUTPUT_CSV", "{DIR}/mailing.csv" }, { "POSTING_CSV", "{DIR}/posting.csv" }, { "LABELS_PDF", "{DIR}/labels" } }, "LABELS_PDF: {DIR}/labels is a folder; give the name of a file in it", []( const QString &dir )
                {
      writeVacantParcels( dir );
      QDir( dir ).mkdir( "labels" ); } },
    // What cannot be right is refused by name.
    SafetyCase{ "notice_date_past_2100", "vacantnotices", { { "INPUT", "{DIR}/vacant.gpkg" }, { "OUTPUT_CSV", "{DIR}/mailing.csv" }, { "POSTING_CSV", "{DIR}/posting.csv" }, { "NOTICE_DATE", "9999-12-31" } }, "NOTICE_DATE must be a date from 1950 to 2100 (its deadline goes on the record); got '9999-12-31'", writeVacantParcels },
    SafetyCase{ "notice_date_in_the_us_form", "vacantnotices", { { "INPUT", "{DIR}/vacant.gpkg" }, { "OUTPUT_CSV", "{DIR}/mailing.csv" }, { "POSTING_CSV", "{DIR}/posting.csv" }, { "NOTICE_DATE", "12/15/2026" } }, nullptr, writeVacantParcels, {}, []( const QString &dir, const SwTestRun::Result & )
                {
      QFile list( dir + "/mailing.csv" );
      ASSERT_TRUE( list.open( QIODevice::ReadOnly ) );
      const QString text = QString::fromUtf8( list.readAll() );
      EXPECT_TRUE( text.contains( ",2026-12-15,2027-06-14," ) ) << text.left( 400 ).toStdString(); } },
    SafetyCase{ "profile_with_a_well_distance_of_zero", "infeasibility", { { "PARCELS", PARCELS }, { "WELLS", "{DIR}/city.gpkg|layername=wells" }, { "PROFILE_FILE", "{DIR}/zero.json" }, { "OUTPUT", "{DIR}/out.gpkg" } }, "Profile {DIR}/zero.json: rule 'infeasibility.well_ft' must be greater than 0 and at most 52800 ft; got 0", []( const QString &dir )
                { writeProfile( dir, "zero.json", "infeasibility.well_ft", 0 ); } },
    SafetyCase{ "profile_with_an_esa_distance_of_a_thousand_miles", "esaadjacency", { { "PARCELS", PARCELS }, { "SENSITIVE_AREAS", ESA }, { "PROFILE_FILE", "{DIR}/far.json" }, { "OUTPUT", "{DIR}/out.gpkg" } }, "Profile {DIR}/far.json: rule 'esa.adjacent_ft' must be 0 or more and at most 52800 ft; got 5280000", []( const QString &dir )
                { writeProfile( dir, "far.json", "esa.adjacent_ft", 5280000 ); } },
    // A line or a point in a parcels layer typed GEOMETRY is not a parcel: not screened, never "vacant".
    SafetyCase{ "lines_and_points_in_a_mixed_parcels_layer", "vacantparcels", { { "PARCELS", "{DIR}/city.gpkg|layername=mixed" }, { "STRUCTURES", "{DIR}/city.gpkg|layername=structures" }, { "IMPROVEMENTS", "{DIR}/city.gpkg|layername=improvements" }, { "OUTPUT", "{DIR}/out.gpkg" } }, nullptr, writeMixedParcels, {}, []( const QString &dir, const SwTestRun::Result & )
                {
      const QString out = dir + "/out.gpkg";
      EXPECT_EQ( SwTestSqlite::value( out, "SELECT group_concat(apn || ':' || vacancy || ':' || status, ' ') FROM (SELECT * FROM out ORDER BY apn)" ), "9001-001-001:vacant:ok 9001-001-002:vacant:ok 9001-001-003:not_evaluated:invalid_geometry 9001-001-004:not_evaluated:invalid_geometry" );
      EXPECT_EQ( SwTestSqlite::value( out, "SELECT geometry_type_name FROM gpkg_geometry_columns" ), "MULTIPOLYGON" );
      // The output holds polygons only: the line and the point are written without their geometry.
      EXPECT_EQ( SwTestSqlite::value( out, "SELECT count(*) FROM out WHERE geom IS NULL OR length(geom) < 60" ), "2" ); } },
    // Reading a DEM writes nothing beside it (no .aux.xml of statistics).
    SafetyCase{ "a_dem_read_gets_no_sidecar", "screenparcels", { { "PARCELS", PARCELS }, { "DEM", "{DIR}/dem.tif" }, { "OUTPUT", "{DIR}/out.gpkg" }, { "REPORT", "{DIR}/report.html" } }, nullptr, copyDem, {}, []( const QString &dir, const SwTestRun::Result & )
                { EXPECT_EQ( QDir( dir ).entryList( QDir::Files | QDir::Hidden ), QStringList( { "city.gpkg", "dem.tif", "out.gpkg", "report.html" } ) ); } } ),
  []( const ::testing::TestParamInfo<SafetyCase> &info )
  { return std::string( info.param.name ); } );
