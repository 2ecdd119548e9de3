/***************************************************************************
  test_safety.cpp: bad input and faults, as a table. Each case runs an
  algorithm on its own copy of the sample city and asserts the exact
  message (naming the parameter, layer, field or path) or the per-parcel
  outcome, that every input file is byte for byte as before, and that
  nothing is left behind that the case did not ask for.
 ***************************************************************************/
#include "swsafetycase.h"
#include "swtestdata.h"
#include "swtestrun.h"

#include <QDir>
#include <QFile>

#include <gdal.h>
#include <ogr_api.h>

#include <gtest/gtest.h>

#include <cmath>
#include <functional>

using namespace SwSafety;

namespace
{
  //! A DEM cut short: the header reads, the cells do not.
  void writeCorruptDem( const QString &dir )
  {
    QFile dem( SwTestData::sampleDataDir() + QStringLiteral( "/dem.tif" ) );
    ASSERT_TRUE( dem.open( QIODevice::ReadOnly ) );
    QFile cut( dir + QStringLiteral( "/corrupt.tif" ) );
    ASSERT_TRUE( cut.open( QIODevice::WriteOnly ) );
    cut.write( dem.read( 20000 ) );
  }

  void setParcelSrs( const QString &dir, int srsId )
  {
    execute( dir + QStringLiteral( "/city.gpkg" ), QStringLiteral( "UPDATE gpkg_geometry_columns SET srs_id = %1 WHERE table_name = 'parcels'" ).arg( srsId ) );
    execute( dir + QStringLiteral( "/city.gpkg" ), QStringLiteral( "UPDATE gpkg_contents SET srs_id = %1 WHERE table_name = 'parcels'" ).arg( srsId ) );
  }

  //! Replaces one parcel's geometry with \a wkt (through OGR, as another program would).
  void setParcelGeometry( const QString &dir, const QString &apn, const QString &wkt )
  {
    GDALDatasetH dataset = GDALOpenEx( ( dir + QStringLiteral( "/city.gpkg" ) ).toUtf8().constData(), GDAL_OF_VECTOR | GDAL_OF_UPDATE, nullptr, nullptr, nullptr );
    ASSERT_NE( dataset, nullptr );
    OGRLayerH layer = GDALDatasetGetLayerByName( dataset, "parcels" );
    OGR_L_SetAttributeFilter( layer, QStringLiteral( "apn = '%1'" ).arg( apn ).toUtf8().constData() );
    OGRFeatureH feature = OGR_L_GetNextFeature( layer );
    ASSERT_NE( feature, nullptr );
    OGRGeometryH geometry = nullptr;
    QByteArray text = wkt.toUtf8();
    char *cursor = text.data();
    OGR_G_CreateFromWkt( &cursor, nullptr, &geometry );
    OGR_F_SetGeometryDirectly( feature, geometry );
    OGR_L_SetFeature( layer, feature );
    OGR_F_Destroy( feature );
    GDALClose( dataset );
  }

  //! Gives one parcel a ring whose every coordinate is NaN (as a broken export writes it).
  void setParcelNaN( const QString &dir, const QString &apn )
  {
    GDALDatasetH dataset = GDALOpenEx( ( dir + QStringLiteral( "/city.gpkg" ) ).toUtf8().constData(), GDAL_OF_VECTOR | GDAL_OF_UPDATE, nullptr, nullptr, nullptr );
    ASSERT_NE( dataset, nullptr );
    OGRLayerH layer = GDALDatasetGetLayerByName( dataset, "parcels" );
    OGR_L_SetAttributeFilter( layer, QStringLiteral( "apn = '%1'" ).arg( apn ).toUtf8().constData() );
    OGRFeatureH feature = OGR_L_GetNextFeature( layer );
    ASSERT_NE( feature, nullptr );
    const double nan = std::nan( "" );
    OGRGeometryH ring = OGR_G_CreateGeometry( wkbLinearRing );
    for ( int i = 0; i < 4; ++i )
      OGR_G_AddPoint_2D( ring, nan, nan );
    OGRGeometryH polygon = OGR_G_CreateGeometry( wkbPolygon );
    OGR_G_AddGeometryDirectly( polygon, ring );
    OGRGeometryH multi = OGR_G_CreateGeometry( wkbMultiPolygon );
    OGR_G_AddGeometryDirectly( multi, polygon );
    OGR_F_SetGeometryDirectly( feature, multi );
    OGR_L_SetFeature( layer, feature );
    OGR_F_Destroy( feature );
    GDALClose( dataset );
  }

} // namespace

class Safety : public ::testing::TestWithParam<SafetyCase>
{
};

TEST_P( Safety, RefusesOrSucceedsAndDestroysNothing )
{
  SwSafety::runCase( GetParam() );
}

INSTANTIATE_TEST_SUITE_P(
  Matrix, Safety,
  ::testing::Values(
    // Outputs never name an input or each other.
    SafetyCase{ "output_names_the_parcels_layer", "esaadjacency", { { "PARCELS", PARCELS }, { "SENSITIVE_AREAS", ESA }, { "OUTPUT", "{DIR}/city.gpkg|layername=parcels" } }, "OUTPUT would overwrite the input PARCELS (layer 'parcels' of {DIR}/city.gpkg): choose another file or layer name; nothing was written" },
    SafetyCase{ "output_names_an_area_layer", "esaadjacency", { { "PARCELS", PARCELS }, { "SENSITIVE_AREAS", ESA }, { "OUTPUT", "{DIR}/city.gpkg|layername=ESA" } }, "OUTPUT would overwrite the input SENSITIVE_AREAS (layer 'esa' of {DIR}/city.gpkg): choose another file or layer name; nothing was written" },
    SafetyCase{ "report_names_the_input_geopackage", "screenparcels", { { "PARCELS", PARCELS }, { "SENSITIVE_AREAS", ESA }, { "OUTPUT", "{DIR}/out.gpkg" }, { "REPORT", "{DIR}/city.gpkg" } }, "REPORT would overwrite {DIR}/city.gpkg, which holds the input PARCELS: choose another file; nothing was written" },
    SafetyCase{ "zone_map_names_the_wells_layer", "infeasibility", { { "PARCELS", PARCELS }, { "WELLS", "{DIR}/city.gpkg|layername=wells" }, { "OUTPUT", "{DIR}/out.gpkg" }, { "ZONES", "{DIR}/city.gpkg|layername=wells" } }, "ZONES would overwrite the input WELLS (layer 'wells' of {DIR}/city.gpkg): choose another file or layer name; nothing was written" },
    SafetyCase{ "two_outputs_one_layer", "esaadjacency", { { "PARCELS", PARCELS }, { "SENSITIVE_AREAS", ESA }, { "OUTPUT", "{DIR}/out.gpkg|layername=x" }, { "ADJACENCY_ZONE", "{DIR}/out.gpkg|layername=x" } }, "ADJACENCY_ZONE and OUTPUT both name layer 'x' of {DIR}/out.gpkg: give each output its own file or layer; nothing was written" },
    SafetyCase{ "two_outputs_one_shapefile", "esaadjacency", { { "PARCELS", PARCELS }, { "SENSITIVE_AREAS", ESA }, { "OUTPUT", "{DIR}/out.shp" }, { "ADJACENCY_ZONE", "{DIR}/out.shp" } }, "ADJACENCY_ZONE and OUTPUT both name {DIR}/out.shp: give each output its own file or layer; nothing was written" },
    SafetyCase{ "two_outputs_two_layers_of_one_geopackage", "esaadjacency", { { "PARCELS", PARCELS }, { "SENSITIVE_AREAS", ESA }, { "OUTPUT", "{DIR}/out.gpkg|layername=parcels_screened" }, { "ADJACENCY_ZONE", "{DIR}/out.gpkg|layername=zone" } }, nullptr, nullptr, {}, []( const QString &dir, const SwTestRun::Result & )
                {
      EXPECT_TRUE( layersOf( dir + "/out.gpkg" ).contains( "parcels_screened" ) );
      EXPECT_TRUE( layersOf( dir + "/out.gpkg" ).contains( "zone" ) );
      expectEveryParcelOnce( dir + "/out.gpkg|layername=parcels_screened" ); } },
    // Existing containers keep what they hold.
    SafetyCase{ "plain_output_into_the_inputs_geopackage_adds_a_layer", "esaadjacency", { { "PARCELS", PARCELS }, { "SENSITIVE_AREAS", ESA }, { "OUTPUT", "{DIR}/city.gpkg" } }, nullptr, nullptr, { "city.gpkg" }, []( const QString &dir, const SwTestRun::Result & )
                {
      const QStringList layers = layersOf( dir + "/city.gpkg" );
      for ( const char *layer : { "parcels", "structures", "improvements", "right_of_way", "esa", "sea", "wells", "soils", "groundwater", "brownfields", "geohazards", "contours", "city" } )
        EXPECT_TRUE( layers.contains( layer ) ) << layer;
      EXPECT_EQ( featureCount( dir + "/city.gpkg|layername=parcels" ), SAMPLE_PARCELS );
      expectEveryParcelOnce( dir + "/city.gpkg|layername=city" ); } },
    SafetyCase{ "existing_geopackage_keeps_the_users_layers", "esaadjacency", { { "PARCELS", PARCELS }, { "SENSITIVE_AREAS", ESA }, { "OUTPUT", "{DIR}/results.gpkg|layername=screened" } }, nullptr, []( const QString &dir )
                { QFile::copy( SwTestData::sampleDataDir() + "/city.gpkg", dir + "/results.gpkg" ); },
                { "results.gpkg" },
                []( const QString &dir, const SwTestRun::Result &run )
                {
      EXPECT_EQ( run.outputs.value( "OUTPUT" ).toString(), dir + "/results.gpkg|layername=screened" );
      EXPECT_EQ( featureCount( dir + "/results.gpkg|layername=wells" ), featureCount( SwTestData::sampleLayer( "wells" ) ) );
      EXPECT_EQ( layersOf( dir + "/results.gpkg" ).count( "screened" ), 1 );
      expectEveryParcelOnce( dir + "/results.gpkg|layername=screened" ); } },
    SafetyCase{ "a_rerun_replaces_only_its_own_layer", "esaadjacency", { { "PARCELS", PARCELS }, { "SENSITIVE_AREAS", ESA }, { "OUTPUT", "{DIR}/results.gpkg|layername=screened" } }, nullptr, []( const QString &dir )
                {
      QFile::copy( SwTestData::sampleDataDir() + "/city.gpkg", dir + "/results.gpkg" );
      ASSERT_TRUE( SwTestRun::run( "stormwater:esaadjacency", { { "PARCELS", parameterValue( PARCELS, dir ) }, { "SENSITIVE_AREAS", parameterValue( ESA, dir ) }, { "OUTPUT", dir + "/results.gpkg|layername=screened" } } ).ok ); },
                { "results.gpkg" },
                []( const QString &dir, const SwTestRun::Result & )
                {
      EXPECT_EQ( layersOf( dir + "/results.gpkg" ).count( "screened" ), 1 );
      EXPECT_EQ( featureCount( dir + "/results.gpkg|layername=soils" ), featureCount( SwTestData::sampleLayer( "soils" ) ) );
      expectEveryParcelOnce( dir + "/results.gpkg|layername=screened" ); } },
    SafetyCase{ "layer_name_syntax_names_the_layer", "esaadjacency", { { "PARCELS", PARCELS }, { "SENSITIVE_AREAS", ESA }, { "OUTPUT", "{DIR}/out.gpkg|layername=screened" } }, nullptr, nullptr, {}, []( const QString &dir, const SwTestRun::Result & )
                {
      EXPECT_EQ( QDir( dir ).entryList( QDir::Files ), QStringList( { "city.gpkg", "out.gpkg" } ) );
      expectEveryParcelOnce( dir + "/out.gpkg|layername=screened" ); } },
    // A failed re-run leaves the earlier result; a failed fresh run leaves nothing.
    SafetyCase{ "a_failed_rerun_keeps_the_earlier_result", "hillside", { { "PARCELS", PARCELS }, { "DEM", "{DIR}/corrupt.tif" }, { "OUTPUT", "{DIR}/earlier.gpkg" } }, "Parcel 7001-001-001: DEM 'corrupt': cannot read cells 9,726 (12 x 22): {GDAL_DIR}corrupt.tif, band 1: IReadBlock failed at X offset 0, Y offset 2: TIFFReadEncodedTile() failed.", []( const QString &dir )
                {
      writeEarlierResult( dir );
      writeCorruptDem( dir ); } },
    SafetyCase{ "a_failed_fresh_run_leaves_nothing", "hillside", { { "PARCELS", PARCELS }, { "DEM", "{DIR}/corrupt.tif" }, { "OUTPUT", "{DIR}/fresh.gpkg" } }, "Parcel 7001-001-001: DEM 'corrupt': cannot read cells 9,726 (12 x 22): {GDAL_DIR}corrupt.tif, band 1: IReadBlock failed at X offset 0, Y offset 2: TIFFReadEncodedTile() failed.", writeCorruptDem },
    // Every output's folder is checked before any work starts: all refused, each named; nothing made.
    SafetyCase{ "report_in_a_missing_folder", "screenparcels", { { "PARCELS", PARCELS }, { "SENSITIVE_AREAS", ESA }, { "OUTPUT", "{DIR}/out.gpkg" }, { "REPORT", "{DIR}/nowhere/report.html" } }, "REPORT: the folder {DIR}/nowhere does not exist; create it or choose another place for report.html" },
    SafetyCase{ "zones_and_report_in_missing_folders", "screenparcels", { { "PARCELS", PARCELS }, { "WELLS", "{DIR}/city.gpkg|layername=wells" }, { "OUTPUT", "{DIR}/out.gpkg" }, { "ZONES", "{DIR}/maps/zones.gpkg" }, { "REPORT", "{DIR}/reports/report.html" } }, "ZONES: the folder {DIR}/maps does not exist; create it or choose another place for zones.gpkg\nREPORT: the folder {DIR}/reports does not exist; create it or choose another place for report.html" },
    SafetyCase{ "letters_in_a_missing_folder", "vacantnotices", { { "INPUT", "{DIR}/vacant.gpkg" }, { "OUTPUT_CSV", "{DIR}/mailing.csv" }, { "POSTING_CSV", "{DIR}/posting.csv" }, { "OUTPUT_PDF", "{DIR}/letters/notices.pdf" } }, "OUTPUT_PDF: the folder {DIR}/letters does not exist; create it or choose another place for notices.pdf", writeVacantParcels },
    SafetyCase{ "posting_list_in_a_missing_folder", "vacantnotices", { { "INPUT", "{DIR}/vacant.gpkg" }, { "OUTPUT_CSV", "{DIR}/mailing.csv" }, { "POSTING_CSV", "{DIR}/lists/posting.csv" } }, "POSTING_CSV: the folder {DIR}/lists does not exist; create it or choose another place for posting.csv", writeVacantParcels },
    SafetyCase{ "rules_in_a_missing_folder", "profilerules", { { "OUTPUT", "{DIR}/nowhere/rules.csv" } }, "OUTPUT: the folder {DIR}/nowhere does not exist; create it or choose another place for rules.csv" },
    // A wrong file or layer name is named as such, with the file's layers.
    SafetyCase{ "parcels_layer_name_misspelt", "screenparcels", { { "PARCELS", "{DIR}/city.gpkg|layername=parcel" }, { "SENSITIVE_AREAS", ESA }, { "OUTPUT", "{DIR}/out.gpkg" } }, "PARCELS: {DIR}/city.gpkg has no layer 'parcel'; its layers are: wells, esa, sea, groundwater, brownfields, parcels, structures, improvements, right_of_way, geohazards, soils, contours" },
    SafetyCase{ "parcels_file_missing", "esaadjacency", { { "PARCELS", "{DIR}/town.gpkg|layername=parcels" }, { "SENSITIVE_AREAS", ESA }, { "OUTPUT", "{DIR}/out.gpkg" } }, "PARCELS: no such file {DIR}/town.gpkg" },
    SafetyCase{ "one_area_layer_misspelt", "screenparcels", { { "PARCELS", PARCELS }, { "SENSITIVE_AREAS", "{DIR}/city.gpkg|layername=esas" }, { "OUTPUT", "{DIR}/out.gpkg" } }, "SENSITIVE_AREAS: {DIR}/city.gpkg has no layer 'esas'; its layers are: wells, esa, sea, groundwater, brownfields, parcels, structures, improvements, right_of_way, geohazards, soils, contours" },
    SafetyCase{ "second_area_file_missing", "esaadjacency", { { "PARCELS", PARCELS }, { "SENSITIVE_AREAS", "{DIR}/city.gpkg|layername=esa;;{DIR}/sea.gpkg" }, { "OUTPUT", "{DIR}/out.gpkg" } }, "SENSITIVE_AREAS: no such file {DIR}/sea.gpkg" },
    SafetyCase{ "structures_layer_name_misspelt", "vacantparcels", { { "PARCELS", PARCELS }, { "STRUCTURES", "{DIR}/city.gpkg|layername=buildings" }, { "OUTPUT", "{DIR}/out.gpkg" } }, "STRUCTURES: {DIR}/city.gpkg has no layer 'buildings'; its layers are: wells, esa, sea, groundwater, brownfields, parcels, structures, improvements, right_of_way, geohazards, soils, contours" },
    SafetyCase{ "notices_input_file_missing", "vacantnotices", { { "INPUT", "{DIR}/vacant.gpkg" }, { "OUTPUT_CSV", "{DIR}/mailing.csv" }, { "POSTING_CSV", "{DIR}/posting.csv" } }, "INPUT: no such file {DIR}/vacant.gpkg" },
    SafetyCase{ "missing_output_folder", "esaadjacency", { { "PARCELS", PARCELS }, { "SENSITIVE_AREAS", ESA }, { "OUTPUT", "{DIR}/nowhere/out.gpkg" } }, "OUTPUT: the folder {DIR}/nowhere does not exist; create it or choose another place for out.gpkg" },
    // What cannot be right is refused by name.
    SafetyCase{ "parcels_without_a_crs_srs_id_0", "esaadjacency", { { "PARCELS", PARCELS }, { "SENSITIVE_AREAS", ESA }, { "OUTPUT", "{DIR}/out.gpkg" } }, "PARCELS layer 'parcels' has no CRS: assign its CRS first (Los Angeles County data is usually EPSG:2229)", []( const QString &dir )
                { setParcelSrs( dir, 0 ); },
                {} },
    SafetyCase{ "parcels_without_a_crs_srs_id_minus_1", "vacantparcels", { { "PARCELS", PARCELS }, { "STRUCTURES", "{DIR}/city.gpkg|layername=structures" }, { "OUTPUT", "{DIR}/out.gpkg" } }, "PARCELS layer 'parcels' has no CRS: assign its CRS first (Los Angeles County data is usually EPSG:2229)", []( const QString &dir )
                { setParcelSrs( dir, -1 ); },
                {} },
    SafetyCase{ "areas_without_a_crs", "esaadjacency", { { "PARCELS", PARCELS }, { "SENSITIVE_AREAS", ESA }, { "OUTPUT", "{DIR}/out.gpkg" } }, "SENSITIVE_AREAS: layer 'esa' has no CRS; assign its CRS first", []( const QString &dir )
                {
      execute( dir + "/city.gpkg", "UPDATE gpkg_geometry_columns SET srs_id = 0 WHERE table_name = 'esa'" );
      execute( dir + "/city.gpkg", "UPDATE gpkg_contents SET srs_id = 0 WHERE table_name = 'esa'" ); } },
    SafetyCase{ "distance_nan", "esaadjacency", { { "PARCELS", PARCELS }, { "SENSITIVE_AREAS", ESA }, { "DISTANCE", "nan" }, { "OUTPUT", "{DIR}/out.gpkg" } }, "DISTANCE must be a number of feet, 0 or more; got 'nan'" },
    SafetyCase{ "distance_infinite", "esaadjacency", { { "PARCELS", PARCELS }, { "SENSITIVE_AREAS", ESA }, { "DISTANCE", "inf" }, { "OUTPUT", "{DIR}/out.gpkg" } }, "DISTANCE must be a number of feet, 0 or more; got 'inf'" },
    SafetyCase{ "distance_negative", "esaadjacency", { { "PARCELS", PARCELS }, { "SENSITIVE_AREAS", ESA }, { "DISTANCE", "-5" }, { "OUTPUT", "{DIR}/out.gpkg" } }, "DISTANCE must be a number of feet, 0 or more; got '-5'" },
    SafetyCase{ "search_limit_nan", "esaadjacency", { { "PARCELS", PARCELS }, { "SENSITIVE_AREAS", ESA }, { "ESA_SEARCH_LIMIT", "nan" }, { "OUTPUT", "{DIR}/out.gpkg" } }, "ESA_SEARCH_LIMIT must be a number of feet, 0 or more; got 'nan'" },
    SafetyCase{ "well_distance_nan", "infeasibility", { { "PARCELS", PARCELS }, { "WELLS", "{DIR}/city.gpkg|layername=wells" }, { "WELL_DISTANCE", "nan" }, { "OUTPUT", "{DIR}/out.gpkg" } }, "WELL_DISTANCE must be a number of feet greater than 0; got 'nan'" },
    SafetyCase{ "well_distance_zero", "infeasibility", { { "PARCELS", PARCELS }, { "WELLS", "{DIR}/city.gpkg|layername=wells" }, { "WELL_DISTANCE", "0" }, { "OUTPUT", "{DIR}/out.gpkg" } }, "WELL_DISTANCE must be a number of feet greater than 0; got '0'" },
    SafetyCase{ "working_crs_unknown_code", "esaadjacency", { { "PARCELS", PARCELS }, { "SENSITIVE_AREAS", ESA }, { "WORKING_CRS", "EPSG:999999" }, { "OUTPUT", "{DIR}/out.gpkg" } }, "WORKING_CRS 'EPSG:999999' is not a coordinate reference system QGIS knows; give one such as EPSG:2229" },
    SafetyCase{ "working_crs_not_a_crs", "esaadjacency", { { "PARCELS", PARCELS }, { "SENSITIVE_AREAS", ESA }, { "WORKING_CRS", "not a crs" }, { "OUTPUT", "{DIR}/out.gpkg" } }, "WORKING_CRS 'not a crs' is not a coordinate reference system QGIS knows; give one such as EPSG:2229" },
    SafetyCase{ "working_crs_in_degrees", "esaadjacency", { { "PARCELS", PARCELS }, { "SENSITIVE_AREAS", ESA }, { "WORKING_CRS", "EPSG:4326" }, { "OUTPUT", "{DIR}/out.gpkg" } }, "The working CRS EPSG:4326 cannot measure feet: EPSG:4326 is geographic (degrees). Choose a projected CRS such as EPSG:2229." },
    SafetyCase{ "unknown_profile", "esaadjacency", { { "PARCELS", PARCELS }, { "SENSITIVE_AREAS", ESA }, { "PROFILE", "nowhere" }, { "OUTPUT", "{DIR}/out.gpkg" } }, "Unknown profile 'nowhere': give one of beverly-hills, cudahy, signal-hill, or the path of a profile file as PROFILE_FILE" },
    SafetyCase{ "missing_apn_field", "esaadjacency", { { "PARCELS", PARCELS }, { "SENSITIVE_AREAS", ESA }, { "APN_FIELD", "parcel_id" }, { "OUTPUT", "{DIR}/out.gpkg" } }, "APN_FIELD 'parcel_id' is not a field of PARCELS layer 'parcels' (its fields: fid, apn, owner, situs_address, mail_address, mail_city, mail_state, mail_zip, use_code, zoning, improvement_value, land_value, lot_sqft)" },
    SafetyCase{ "parcels_that_are_points", "esaadjacency", { { "PARCELS", "{DIR}/city.gpkg|layername=wells" }, { "SENSITIVE_AREAS", ESA }, { "OUTPUT", "{DIR}/out.gpkg" } }, "PARCELS layer 'wells' must hold polygons; it holds Point" },
    SafetyCase{ "parcels_layer_empty", "esaadjacency", { { "PARCELS", PARCELS }, { "SENSITIVE_AREAS", ESA }, { "OUTPUT", "{DIR}/out.gpkg" } }, "PARCELS layer 'parcels' has no parcels", []( const QString &dir )
                { execute( dir + "/city.gpkg", "DELETE FROM parcels" ); } },
    SafetyCase{ "wells_that_are_polygons", "infeasibility", { { "PARCELS", PARCELS }, { "WELLS", "{DIR}/city.gpkg|layername=soils" }, { "OUTPUT", "{DIR}/out.gpkg" } }, "WELLS layer 'soils' must hold points; it holds MultiPolygon" },
    SafetyCase{ "missing_well_use_field", "infeasibility", { { "PARCELS", PARCELS }, { "WELLS", "{DIR}/city.gpkg|layername=wells" }, { "WELL_USE_FIELD", "purpose" }, { "OUTPUT", "{DIR}/out.gpkg" } }, "WELL_USE_FIELD 'purpose' is not a field of WELLS layer 'wells' (its fields: fid, well_id, use, accuracy)" },
    SafetyCase{ "unknown_use_as_drinking_not_yes_or_no", "infeasibility", { { "PARCELS", PARCELS }, { "WELLS", "{DIR}/city.gpkg|layername=wells" }, { "UNKNOWN_USE_AS_DRINKING", "maybe" }, { "OUTPUT", "{DIR}/out.gpkg" } }, "UNKNOWN_USE_AS_DRINKING must be true or false; got 'maybe'" },
    SafetyCase{ "a_password_in_a_uri_is_never_echoed", "esaadjacency", { { "PARCELS", "postgres://clerk:s3cret@127.0.0.1:1/gis?table=parcels" }, { "SENSITIVE_AREAS", ESA }, { "OUTPUT", "{DIR}/out.gpkg" } }, "Could not load source layer for PARCELS: postgres://clerk:***@127.0.0.1:1/gis?table=parcels not found" },
    SafetyCase{ "mailing_and_posting_lists_one_file", "vacantnotices", { { "INPUT", "{DIR}/vacant.gpkg" }, { "OUTPUT_CSV", "{DIR}/list.csv" }, { "POSTING_CSV", "{DIR}/list.csv" } }, "OUTPUT_CSV and POSTING_CSV both name {DIR}/list.csv: give each output its own file or layer; nothing was written", writeVacantParcels },
    SafetyCase{ "letters_over_the_input", "vacantnotices", { { "INPUT", "{DIR}/vacant.gpkg" }, { "OUTPUT_CSV", "{DIR}/mailing.csv" }, { "POSTING_CSV", "{DIR}/posting.csv" }, { "OUTPUT_PDF", "{DIR}/vacant.gpkg" } }, "OUTPUT_PDF would overwrite {DIR}/vacant.gpkg, which holds the input INPUT: choose another file; nothing was written", writeVacantParcels },
    SafetyCase{ "compliance_days_beyond_ten_years", "vacantnotices", { { "INPUT", "{DIR}/vacant.gpkg" }, { "OUTPUT_CSV", "{DIR}/mailing.csv" }, { "POSTING_CSV", "{DIR}/posting.csv" }, { "COMPLIANCE_DAYS", "999999999999" } }, "COMPLIANCE_DAYS must be a whole number of days from 0 to 3653 (ten years); got '999999999999'", writeVacantParcels },
    SafetyCase{ "compliance_days_nan", "vacantnotices", { { "INPUT", "{DIR}/vacant.gpkg" }, { "OUTPUT_CSV", "{DIR}/mailing.csv" }, { "POSTING_CSV", "{DIR}/posting.csv" }, { "COMPLIANCE_DAYS", "nan" } }, "COMPLIANCE_DAYS must be a whole number of days from 0 to 3653 (ten years); got 'nan'", writeVacantParcels },
    SafetyCase{ "compliance_days_fractional", "vacantnotices", { { "INPUT", "{DIR}/vacant.gpkg" }, { "OUTPUT_CSV", "{DIR}/mailing.csv" }, { "POSTING_CSV", "{DIR}/posting.csv" }, { "COMPLIANCE_DAYS", "180.5" } }, "COMPLIANCE_DAYS must be a whole number of days from 0 to 3653 (ten years); got '180.5'", writeVacantParcels },
    // Parcels that cannot be measured are written with a status, never dropped.
    SafetyCase{ "a_parcel_with_nan_coordinates", "esaadjacency", { { "PARCELS", PARCELS }, { "SENSITIVE_AREAS", ESA }, { "OUTPUT", "{DIR}/out.gpkg" } }, nullptr, []( const QString &dir )
                { setParcelNaN( dir, "7004-001-007" ); },
                {},
                []( const QString &dir, const SwTestRun::Result & )
                {
      expectEveryParcelOnce( dir + "/out.gpkg" );
      EXPECT_EQ( statusCounts( dir + "/out.gpkg" ).value( "invalid_geometry" ), 1 ); } },
    SafetyCase{ "a_parcel_at_1e300", "esaadjacency", { { "PARCELS", PARCELS }, { "SENSITIVE_AREAS", ESA }, { "OUTPUT", "{DIR}/out.gpkg" } }, nullptr, []( const QString &dir )
                { setParcelGeometry( dir, "7004-001-007", "MULTIPOLYGON(((0 0,1e300 0,1e300 1e300,0 1e300,0 0)))" ); },
                {},
                []( const QString &dir, const SwTestRun::Result & )
                {
      expectEveryParcelOnce( dir + "/out.gpkg" );
      EXPECT_EQ( statusCounts( dir + "/out.gpkg" ).value( "invalid_geometry" ), 1 ); } },
    SafetyCase{ "a_cached_feature_count_of_zero", "esaadjacency", { { "PARCELS", PARCELS }, { "SENSITIVE_AREAS", ESA }, { "OUTPUT", "{DIR}/out.gpkg" } }, nullptr, []( const QString &dir )
                { execute( dir + "/city.gpkg", "UPDATE gpkg_ogr_contents SET feature_count = 0 WHERE table_name = 'parcels'" ); },
                {},
                []( const QString &dir, const SwTestRun::Result & )
                { expectEveryParcelOnce( dir + "/out.gpkg" ); } },
    SafetyCase{ "null_and_self_intersecting_parcels", "esaadjacency", { { "PARCELS", PARCELS }, { "SENSITIVE_AREAS", ESA }, { "OUTPUT", "{DIR}/out.gpkg" } }, nullptr, []( const QString &dir )
                {
      setParcelGeometry( dir, "7004-001-008", "MULTIPOLYGON(((6508000 1750000,6508100 1750100,6508100 1750000,6508000 1750100,6508000 1750000)))" );
      execute( dir + "/city.gpkg", "UPDATE parcels SET geom = NULL WHERE apn = '7004-001-009'" ); },
                {},
                []( const QString &dir, const SwTestRun::Result & )
                {
      expectEveryParcelOnce( dir + "/out.gpkg" );
      const QMap<QString, long long> statuses = statusCounts( dir + "/out.gpkg" );
      EXPECT_GE( statuses.value( "repaired" ), 1 );
      EXPECT_GE( statuses.value( "null_geometry" ), 1 ); } } ),
  []( const ::testing::TestParamInfo<SafetyCase> &info )
  { return std::string( info.param.name ); } );
