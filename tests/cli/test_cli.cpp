/***************************************************************************
  test_cli.cpp: parcelscreen's verbs, output and exit codes, run as a
  separate process on a real layer written to a temporary GeoPackage.
 ***************************************************************************/
#include "swtestdata.h"

#include "qgsvectorlayer.h"

#include <QFile>
#include <QFileInfo>
#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>

#include <gtest/gtest.h>

#include <sys/stat.h>

namespace
{
  struct CliRun
  {
    int exitCode = -1;
    QString out;
    QString err;
  };

  CliRun parcelscreen( const QStringList &arguments, const QByteArray &input = QByteArray() )
  {
    QProcess process;
    process.start( QStringLiteral( PARCELSCREEN ), arguments );
    EXPECT_TRUE( process.waitForStarted( 30000 ) );
    if ( !input.isEmpty() )
      process.write( input );
    process.closeWriteChannel();
    EXPECT_TRUE( process.waitForFinished( 120000 ) );
    return CliRun{ process.exitCode(), QString::fromUtf8( process.readAllStandardOutput() ), QString::fromUtf8( process.readAllStandardError() ) };
  }

  QJsonObject parseJson( const QString &text )
  {
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson( text.toUtf8(), &error );
    EXPECT_EQ( error.error, QJsonParseError::NoError ) << error.errorString().toStdString() << "\n"
                                                       << text.toStdString();
    return document.object();
  }

  // Three points 10 ft apart in EPSG:2229.
  QString writePoints( const QTemporaryDir &dir )
  {
    return SwTestData::writeLayer( dir.filePath( QStringLiteral( "points.gpkg" ) ), QStringLiteral( "wells" ), QStringLiteral( "Point" ), QStringLiteral( "EPSG:2229" ), SwTestData::fields( { QStringLiteral( "well_id:string" ) } ),
                                   { { QStringLiteral( "POINT(6500000 1770000)" ), { QStringLiteral( "W1" ) } }, { QStringLiteral( "POINT(6500010 1770000)" ), { QStringLiteral( "W2" ) } }, { QStringLiteral( "POINT(6500020 1770000)" ), { QStringLiteral( "W3" ) } } } );
  }
} // namespace

TEST( Cli, ListShowsOurProviderAndQgisNativeAlgorithms )
{
  const CliRun run = parcelscreen( { QStringLiteral( "list" ) } );
  EXPECT_EQ( run.exitCode, 0 ) << run.err.toStdString();
  EXPECT_TRUE( run.out.startsWith( QStringLiteral( "Available algorithms\n\n" ) ) );
  EXPECT_TRUE( run.out.contains( QStringLiteral( "Stormwater parcel screening\n\tstormwater:" ) ) ) << run.out.toStdString();
  for ( const QString &line : { QStringLiteral( "\tstormwater:esaadjacency\tESA and SEA adjacency\n" ), QStringLiteral( "\tstormwater:hillside\tHillside properties\n" ), QStringLiteral( "\tstormwater:infeasibility\tTechnical infeasibility zones\n" ), QStringLiteral( "\tstormwater:profilerules\tJurisdiction profile rules\n" ), QStringLiteral( "\tstormwater:screenparcels\tScreen all parcels (one pass, with report)\n" ), QStringLiteral( "\tstormwater:vacantnotices\tVacant parcel notices\n" ), QStringLiteral( "\tstormwater:vacantparcels\tVacant parcels\n" ) } )
    EXPECT_TRUE( run.out.contains( line ) ) << line.toStdString();
  EXPECT_TRUE( run.out.contains( QStringLiteral( "\tnative:buffer\tBuffer\n" ) ) );
}

TEST( Cli, ListJsonHasQgisProcessShape )
{
  const QJsonObject root = parseJson( parcelscreen( { QStringLiteral( "--json" ), QStringLiteral( "list" ) } ).out );
  for ( const QString &key : { QStringLiteral( "gdal_version" ), QStringLiteral( "geos_version" ), QStringLiteral( "proj_version" ), QStringLiteral( "qgis_version" ), QStringLiteral( "qt_version" ), QStringLiteral( "providers" ) } )
    EXPECT_TRUE( root.contains( key ) ) << key.toStdString();
  const QJsonObject stormwater = root.value( QStringLiteral( "providers" ) ).toObject().value( QStringLiteral( "stormwater" ) ).toObject();
  EXPECT_EQ( stormwater.value( QStringLiteral( "name" ) ).toString(), QStringLiteral( "Stormwater parcel screening" ) );
  const QJsonObject rules = stormwater.value( QStringLiteral( "algorithms" ) ).toObject().value( QStringLiteral( "stormwater:profilerules" ) ).toObject();
  EXPECT_EQ( rules.value( QStringLiteral( "name" ) ).toString(), QStringLiteral( "Jurisdiction profile rules" ) );
  EXPECT_EQ( rules.value( QStringLiteral( "group" ) ).toString(), QStringLiteral( "Jurisdiction profiles" ) );
  EXPECT_TRUE( rules.value( QStringLiteral( "can_cancel" ) ).isBool() );
}

TEST( Cli, HelpDescribesParameters )
{
  const CliRun run = parcelscreen( { QStringLiteral( "help" ), QStringLiteral( "stormwater:profilerules" ) } );
  EXPECT_EQ( run.exitCode, 0 );
  EXPECT_TRUE( run.out.startsWith( QStringLiteral( "Jurisdiction profile rules (stormwater:profilerules)\n" ) ) );
  EXPECT_TRUE( run.out.contains( QStringLiteral( "PROFILE: Jurisdiction profile (city)\n" ) ) ) << run.out.toStdString();
  EXPECT_TRUE( run.out.contains( QStringLiteral( "\tArgument type:\tenum\n\tDefault value:\tsignal-hill\n\tAvailable values:\n\t\t- beverly-hills\n\t\t- cudahy\n\t\t- signal-hill\n" ) ) ) << run.out.toStdString();
  EXPECT_TRUE( run.out.contains( QStringLiteral( "PROFILE_FILE: City's own profile file (.json; replaces the city above) (optional)\n" ) ) );
  EXPECT_TRUE( run.out.contains( QStringLiteral( "OUTPUT: <outputVector>\n" ) ) );

  const QJsonObject root = parseJson( parcelscreen( { QStringLiteral( "help" ), QStringLiteral( "stormwater:profilerules" ), QStringLiteral( "--json" ) } ).out );
  EXPECT_EQ( root.value( QStringLiteral( "algorithm_details" ) ).toObject().value( QStringLiteral( "id" ) ).toString(), QStringLiteral( "stormwater:profilerules" ) );
  const QJsonObject profile = root.value( QStringLiteral( "parameters" ) ).toObject().value( QStringLiteral( "PROFILE" ) ).toObject();
  EXPECT_EQ( profile.value( QStringLiteral( "default_value" ) ).toString(), QStringLiteral( "signal-hill" ) );
  EXPECT_EQ( profile.value( QStringLiteral( "type" ) ).toObject().value( QStringLiteral( "id" ) ).toString(), QStringLiteral( "enum" ) );
  EXPECT_EQ( root.value( QStringLiteral( "outputs" ) ).toObject().value( QStringLiteral( "OUTPUT" ) ).toObject().value( QStringLiteral( "type" ) ).toString(), QStringLiteral( "outputVector" ) );
}

TEST( Cli, RunsANativeAlgorithmOnARealLayer )
{
  QTemporaryDir dir;
  const QString points = writePoints( dir );
  ASSERT_FALSE( points.isEmpty() );
  const QString output = dir.filePath( QStringLiteral( "buffers.gpkg" ) );
  const CliRun run = parcelscreen( { QStringLiteral( "run" ), QStringLiteral( "native:buffer" ), QStringLiteral( "--INPUT=%1" ).arg( points ), QStringLiteral( "--DISTANCE=100" ), QStringLiteral( "--DISSOLVE=true" ), QStringLiteral( "--OUTPUT=%1" ).arg( output ) } );
  ASSERT_EQ( run.exitCode, 0 ) << run.err.toStdString();
  EXPECT_TRUE( run.out.contains( QStringLiteral( "\n----------------\nInputs\n----------------\n\n" ) ) );
  EXPECT_TRUE( run.out.contains( QStringLiteral( "DISTANCE:\t100\n" ) ) );
  EXPECT_TRUE( run.out.contains( QStringLiteral( "\n----------------\nResults\n----------------\n\nOUTPUT:\t%1\n" ).arg( output ) ) ) << run.out.toStdString();
  std::unique_ptr<QgsVectorLayer> layer = SwTestData::openLayer( output );
  ASSERT_TRUE( layer->isValid() );
  EXPECT_EQ( layer->featureCount(), 1 );
  // Three overlapping 100-ft circles, 10 ft apart: bounds are exact.
  const QgsRectangle box = layer->extent();
  EXPECT_NEAR( box.xMinimum(), 6500000 - 100, 1e-6 );
  EXPECT_NEAR( box.xMaximum(), 6500020 + 100, 1e-6 );
}

TEST( Cli, ALayerOfAProviderPluginStillLoads )
{
  // A run on files alone starts without QGIS's provider plugins
  // (cli/swstartup.h); a delimited-text layer needs its plugin, and gets it.
  QTemporaryDir dir;
  QFile csv( dir.filePath( QStringLiteral( "wells.csv" ) ) );
  ASSERT_TRUE( csv.open( QIODevice::WriteOnly ) );
  csv.write( "well_id,x,y\nW1,6500000,1770000\nW2,6500010,1770000\n" );
  csv.close();
  const QString output = dir.filePath( QStringLiteral( "buffers.gpkg" ) );
  const QString wells = QStringLiteral( "delimitedtext://file://%1?type=csv&xField=x&yField=y&crs=EPSG:2229" ).arg( csv.fileName() );
  const CliRun run = parcelscreen( { QStringLiteral( "run" ), QStringLiteral( "native:buffer" ), QStringLiteral( "--INPUT=%1" ).arg( wells ), QStringLiteral( "--DISTANCE=100" ), QStringLiteral( "--OUTPUT=%1" ).arg( output ) } );
  ASSERT_EQ( run.exitCode, 0 ) << run.err.toStdString() << run.out.toStdString();
  std::unique_ptr<QgsVectorLayer> layer = SwTestData::openLayer( output );
  ASSERT_TRUE( layer->isValid() );
  EXPECT_EQ( layer->featureCount(), 2 );
}

TEST( Cli, RunWithJsonOutputAndJsonOnStandardInput )
{
  QTemporaryDir dir;
  const QString first = dir.filePath( QStringLiteral( "rules-args.csv" ) );
  const QString second = dir.filePath( QStringLiteral( "rules-stdin.csv" ) );
  const CliRun withArgs = parcelscreen( { QStringLiteral( "--json" ), QStringLiteral( "run" ), QStringLiteral( "stormwater:profilerules" ), QStringLiteral( "--PROFILE=beverly-hills" ), QStringLiteral( "--OUTPUT=%1" ).arg( first ) } );
  ASSERT_EQ( withArgs.exitCode, 0 ) << withArgs.err.toStdString();
  const QJsonObject root = parseJson( withArgs.out );
  EXPECT_EQ( root.value( QStringLiteral( "algorithm_details" ) ).toObject().value( QStringLiteral( "id" ) ).toString(), QStringLiteral( "stormwater:profilerules" ) );
  EXPECT_EQ( root.value( QStringLiteral( "inputs" ) ).toObject().value( QStringLiteral( "PROFILE" ) ).toString(), QStringLiteral( "beverly-hills" ) );
  EXPECT_EQ( root.value( QStringLiteral( "results" ) ).toObject().value( QStringLiteral( "OUTPUT" ) ).toString(), first );
  EXPECT_TRUE( root.value( QStringLiteral( "log" ) ).toObject().value( QStringLiteral( "info" ) ).toArray().at( 0 ).toString().startsWith( QStringLiteral( "City of Beverly Hills" ) ) );
  EXPECT_EQ( root.value( QStringLiteral( "provider_details" ) ).toObject().value( QStringLiteral( "name" ) ).toString(), QStringLiteral( "Stormwater parcel screening" ) );

  const QByteArray input = QStringLiteral( "{\"inputs\": {\"PROFILE\": \"beverly-hills\", \"OUTPUT\": \"%1\"}}" ).arg( second ).toUtf8();
  const CliRun withStdin = parcelscreen( { QStringLiteral( "run" ), QStringLiteral( "stormwater:profilerules" ), QStringLiteral( "-" ) }, input );
  ASSERT_EQ( withStdin.exitCode, 0 ) << withStdin.err.toStdString();
  QFile a( first );
  QFile b( second );
  ASSERT_TRUE( a.open( QIODevice::ReadOnly ) && b.open( QIODevice::ReadOnly ) );
  const QByteArray contents = a.readAll();
  EXPECT_EQ( contents, b.readAll() );
  EXPECT_EQ( contents.count( '\n' ), 1 + SwTestData::profileRuleRows( QStringLiteral( "beverly-hills" ) ) ); // header + the rules
}

TEST( Cli, ErrorsNameWhatIsWrongAndExitWithOne )
{
  CliRun run = parcelscreen( { QStringLiteral( "run" ), QStringLiteral( "stormwater:nosuchscreen" ) } );
  EXPECT_EQ( run.exitCode, 1 );
  EXPECT_EQ( run.err.trimmed(), QStringLiteral( "Algorithm stormwater:nosuchscreen not found!" ) );

  run = parcelscreen( { QStringLiteral( "run" ), QStringLiteral( "native:buffer" ), QStringLiteral( "--DISTANCE=5" ) } );
  EXPECT_EQ( run.exitCode, 1 );
  EXPECT_TRUE( run.err.contains( QStringLiteral( "ERROR: The following mandatory parameters were not specified\n\n\tINPUT:\tInput layer\n\tOUTPUT:\tBuffered" ) ) ) << run.err.toStdString();

  QTemporaryDir dir;
  run = parcelscreen( { QStringLiteral( "run" ), QStringLiteral( "native:buffer" ), QStringLiteral( "--INPUT=/no/such/parcels.gpkg" ), QStringLiteral( "--DISTANCE=5" ), QStringLiteral( "--OUTPUT=%1" ).arg( dir.filePath( QStringLiteral( "x.gpkg" ) ) ) } );
  EXPECT_EQ( run.exitCode, 1 );
  // A missing file is named as such, once (no "could not be found" from the data provider before it).
  EXPECT_EQ( run.err.trimmed(), QStringLiteral( "ERROR: INPUT: no such file /no/such/parcels.gpkg" ) );

  run = parcelscreen( { QStringLiteral( "run" ), QStringLiteral( "stormwater:profilerules" ), QStringLiteral( "--PROFILE=pasadena" ), QStringLiteral( "--OUTPUT=%1" ).arg( dir.filePath( QStringLiteral( "r.csv" ) ) ) } );
  EXPECT_EQ( run.exitCode, 1 );
  EXPECT_TRUE( run.err.contains( QStringLiteral( "ERROR:\tUnknown profile 'pasadena'" ) ) ) << run.err.toStdString();

  run = parcelscreen( { QStringLiteral( "run" ), QStringLiteral( "stormwater:profilerules" ), QStringLiteral( "--PROFILES=cudahy" ), QStringLiteral( "--OUTPUT=%1" ).arg( dir.filePath( QStringLiteral( "r.csv" ) ) ) } );
  EXPECT_EQ( run.exitCode, 1 );
  EXPECT_TRUE( run.err.contains( QStringLiteral( "ERROR: stormwater:profilerules has no parameter PROFILES" ) ) ) << run.err.toStdString();

  run = parcelscreen( { QStringLiteral( "run" ), QStringLiteral( "stormwater:profilerules" ), QStringLiteral( "-" ) }, QByteArray( "{\"PROFILE\": \"cudahy\"}" ) );
  EXPECT_EQ( run.exitCode, 1 );
  EXPECT_TRUE( run.err.contains( QStringLiteral( "must hold an \"inputs\" object" ) ) ) << run.err.toStdString();

  run = parcelscreen( { QStringLiteral( "frobnicate" ) } );
  EXPECT_EQ( run.exitCode, 1 );
  EXPECT_EQ( run.err.trimmed(), QStringLiteral( "Command frobnicate not known!" ) );
}

TEST( Cli, HelpGivesTheLongFormAndWritesTheHelpPages )
{
  const CliRun run = parcelscreen( { QStringLiteral( "help" ), QStringLiteral( "stormwater:screenparcels" ) } );
  EXPECT_EQ( run.exitCode, 0 );
  // The dialog's short pane, then what the full page adds: every output field, and every parameter by its name.
  EXPECT_TRUE( run.out.contains( QStringLiteral( "\nFields: esa_relation (inside = overlaps an area;" ) ) ) << run.out.toStdString();
  EXPECT_TRUE( run.out.contains( QStringLiteral( "SNAP_TOLERANCE: Vacant — Parcels this close touch (snapping tolerance) (optional)\n\tparcels whose edges are this many feet apart" ) ) ) << run.out.toStdString();
  EXPECT_TRUE( run.out.contains( QStringLiteral( "\tArgument type:\tdistance\n\tDefault value:\t0.5\n" ) ) ) << run.out.toStdString();

  QTemporaryDir dir;
  const CliRun pages = parcelscreen( { QStringLiteral( "help" ), QStringLiteral( "--html=%1" ).arg( dir.path() ) } );
  EXPECT_EQ( pages.exitCode, 0 ) << pages.err.toStdString();
  for ( const char *id : { "screenparcels", "vacantparcels", "vacantnotices", "hillside", "esaadjacency", "infeasibility", "profilerules" } )
  {
    QFile page( dir.filePath( QStringLiteral( "%1.html" ).arg( QLatin1String( id ) ) ) );
    ASSERT_TRUE( page.open( QIODevice::ReadOnly ) ) << id;
    EXPECT_TRUE( page.readAll().contains( "<code>PROFILE_FILE</code>" ) ) << id;
  }
}

namespace
{
  QString city( const char *layer )
  {
    return SwTestData::sampleLayer( QString::fromLatin1( layer ) );
  }
} // namespace

TEST( Cli, OneSensitiveAreaLayerIsAListOfOne )
{
  // One --SENSITIVE_AREAS on the command line, and one JSON string: the ESA screen runs on it.
  QTemporaryDir dir;
  const QString byArgument = dir.filePath( QStringLiteral( "argument.gpkg" ) );
  const CliRun run = parcelscreen( { QStringLiteral( "run" ), QStringLiteral( "stormwater:screenparcels" ), QStringLiteral( "--PARCELS=%1" ).arg( city( "parcels" ) ), QStringLiteral( "--SENSITIVE_AREAS=%1" ).arg( city( "esa" ) ), QStringLiteral( "--OUTPUT=%1" ).arg( byArgument ) } );
  ASSERT_EQ( run.exitCode, 0 ) << run.err.toStdString();
  EXPECT_FALSE( run.out.contains( QStringLiteral( "ESA adjacency: skipped" ) ) ) << run.out.toStdString();
  EXPECT_TRUE( run.out.contains( QStringLiteral( "Sensitive areas: 5 from 'esa' (EPSG:2229)" ) ) ) << run.out.toStdString();

  const QString byJson = dir.filePath( QStringLiteral( "json.gpkg" ) );
  const QByteArray input = QStringLiteral( "{\"inputs\": {\"PARCELS\": \"%1\", \"SENSITIVE_AREAS\": \"%2\", \"OUTPUT\": \"%3\"}}" ).arg( city( "parcels" ), city( "esa" ), byJson ).toUtf8();
  const CliRun json = parcelscreen( { QStringLiteral( "--json" ), QStringLiteral( "run" ), QStringLiteral( "stormwater:esaadjacency" ), QStringLiteral( "-" ) }, input );
  ASSERT_EQ( json.exitCode, 0 ) << json.err.toStdString();
  EXPECT_TRUE( parseJson( json.out ).value( QStringLiteral( "log" ) ).toObject().value( QStringLiteral( "info" ) ).toArray().contains( QStringLiteral( "Sensitive areas: 5 from 'esa' (EPSG:2229)" ) ) ) << json.out.toStdString();

  // The planted parcels E1 and E3 (199 and 201 ft from the ESA) in both outputs.
  for ( const QString &output : { byArgument, byJson } )
  {
    std::unique_ptr<QgsVectorLayer> layer = SwTestData::openLayer( output );
    const QMap<QString, QgsFeature> byApn = SwTestData::featuresBy( layer.get(), QStringLiteral( "apn" ) );
    EXPECT_EQ( byApn.value( QStringLiteral( "7004-001-007" ) ).attribute( QStringLiteral( "esa_relation" ) ).toString(), QStringLiteral( "directly_adjacent" ) ) << output.toStdString();
    EXPECT_EQ( byApn.value( QStringLiteral( "7004-001-009" ) ).attribute( QStringLiteral( "esa_relation" ) ).toString(), QStringLiteral( "outside" ) ) << output.toStdString();
  }
}

TEST( Cli, AWrongLayerNameListsTheFilesLayers )
{
  QTemporaryDir dir;
  const QString file = SwTestData::sampleDataDir() + QStringLiteral( "/city.gpkg" );
  const CliRun run = parcelscreen( { QStringLiteral( "run" ), QStringLiteral( "stormwater:screenparcels" ), QStringLiteral( "--PARCELS=%1|layername=parcel" ).arg( file ), QStringLiteral( "--OUTPUT=%1" ).arg( dir.filePath( QStringLiteral( "o.gpkg" ) ) ) } );
  EXPECT_EQ( run.exitCode, 1 );
  EXPECT_EQ( run.err.trimmed(), QStringLiteral( "ERROR: PARCELS: %1 has no layer 'parcel'; its layers are: wells, esa, sea, groundwater, brownfields, parcels, structures, improvements, right_of_way, geohazards, soils, contours" ).arg( file ) );
  EXPECT_TRUE( QDir( dir.path() ).isEmpty() );
}

TEST( Cli, AnEmptyValueIsNotGiven )
{
  // --STRUCTURE_TYPE_FIELD= is what the dialog sends for a field box left
  // blank: not given, so the default 'type' is read as when it is left out,
  // and the sample city's oil wells, sheds and signs are not structures (issue 49).
  QTemporaryDir dir;
  const QString typed = dir.filePath( QStringLiteral( "typed.gpkg" ) );
  const QString cleared = dir.filePath( QStringLiteral( "cleared.gpkg" ) );
  const QStringList common{ QStringLiteral( "run" ), QStringLiteral( "stormwater:vacantparcels" ), QStringLiteral( "--PARCELS=%1" ).arg( city( "parcels" ) ), QStringLiteral( "--STRUCTURES=%1" ).arg( city( "structures" ) ) };
  CliRun run = parcelscreen( common + QStringList{ QStringLiteral( "--OUTPUT=%1" ).arg( typed ) } );
  ASSERT_EQ( run.exitCode, 0 ) << run.err.toStdString();
  const QString typedLine = run.out.split( '\n' ).filter( QStringLiteral( "not structures under the ordinance: " ) ).value( 0 );
  ASSERT_FALSE( typedLine.isEmpty() ) << run.out.toStdString();
  EXPECT_FALSE( typedLine.contains( QStringLiteral( "not structures under the ordinance: none" ) ) ) << typedLine.toStdString();
  run = parcelscreen( common + QStringList{ QStringLiteral( "--STRUCTURE_TYPE_FIELD=" ), QStringLiteral( "--OUTPUT=%1" ).arg( cleared ) } );
  ASSERT_EQ( run.exitCode, 0 ) << run.err.toStdString();
  EXPECT_EQ( run.out.split( '\n' ).filter( QStringLiteral( "not structures under the ordinance: " ) ).value( 0 ), typedLine ) << run.out.toStdString();
}

// A planner's own data as it comes: an assessor roll whose parcel number is
// AIN and whose owner is OwnerName, and county footprints with no type
// field. With only the layers chosen the main job runs and writes its report.
TEST( Cli, TheMainJobRunsOnARollAndFootprintsAsTheyCome )
{
  QTemporaryDir dir;
  const QString city = SwTestData::sampleDataDir() + QStringLiteral( "/city.gpkg" );
  const QString roll = dir.filePath( QStringLiteral( "roll.gpkg" ) );
  const QString footprints = dir.filePath( QStringLiteral( "footprints.gpkg" ) );
  ASSERT_EQ( QProcess::execute( QStringLiteral( "ogr2ogr" ), { QStringLiteral( "-f" ), QStringLiteral( "GPKG" ), roll, city, QStringLiteral( "-nln" ), QStringLiteral( "roll" ), QStringLiteral( "-sql" ), QStringLiteral( "SELECT geom, apn AS AIN, owner AS OwnerName FROM parcels" ) } ), 0 );
  ASSERT_EQ( QProcess::execute( QStringLiteral( "ogr2ogr" ), { QStringLiteral( "-f" ), QStringLiteral( "GPKG" ), footprints, city, QStringLiteral( "-nln" ), QStringLiteral( "buildings" ), QStringLiteral( "-sql" ), QStringLiteral( "SELECT geom, 1 AS BLD_ID FROM structures" ) } ), 0 );
  const QString output = dir.filePath( QStringLiteral( "screened.gpkg" ) );
  const QString report = dir.filePath( QStringLiteral( "report.html" ) );
  const CliRun run = parcelscreen( { QStringLiteral( "run" ), QStringLiteral( "stormwater:screenparcels" ), QStringLiteral( "--PARCELS=%1" ).arg( roll ), QStringLiteral( "--STRUCTURES=%1" ).arg( footprints ), QStringLiteral( "--SENSITIVE_AREAS=%1" ).arg( city + QStringLiteral( "|layername=esa" ) ), QStringLiteral( "--OUTPUT=%1" ).arg( output ), QStringLiteral( "--REPORT=%1" ).arg( report ) } );
  ASSERT_EQ( run.exitCode, 0 ) << run.err.toStdString() << run.out.toStdString();
  EXPECT_TRUE( run.out.contains( QStringLiteral( "PARCELS: parcel numbers (APN) read from field 'AIN' of layer 'roll'" ) ) ) << run.out.toStdString();
  EXPECT_TRUE( QFileInfo( report ).size() > 0 );
  // Every parcel of the roll once, under its own number: the sample city's 3,107 parcels.
  std::unique_ptr<QgsVectorLayer> screened = SwTestData::openLayer( output );
  ASSERT_TRUE( screened );
  EXPECT_EQ( screened->featureCount(), 3107 );
  const QMap<QString, QgsFeature> byApn = SwTestData::featuresBy( screened.get(), QStringLiteral( "apn" ) );
  EXPECT_EQ( byApn.size(), 3107 );
  EXPECT_EQ( byApn.value( QStringLiteral( "7004-001-007" ) ).attribute( QStringLiteral( "esa_relation" ) ).toString(), QStringLiteral( "directly_adjacent" ) );

  // A roll with no parcel number under any name the tool knows: refused, naming them and the layer's fields.
  const QString unnamed = dir.filePath( QStringLiteral( "unnamed.gpkg" ) );
  ASSERT_EQ( QProcess::execute( QStringLiteral( "ogr2ogr" ), { QStringLiteral( "-f" ), QStringLiteral( "GPKG" ), unnamed, city, QStringLiteral( "-nln" ), QStringLiteral( "roll" ), QStringLiteral( "-sql" ), QStringLiteral( "SELECT geom, apn AS ParcelKey FROM parcels" ) } ), 0 );
  const CliRun refused = parcelscreen( { QStringLiteral( "run" ), QStringLiteral( "stormwater:esaadjacency" ), QStringLiteral( "--PARCELS=%1" ).arg( unnamed ), QStringLiteral( "--SENSITIVE_AREAS=%1" ).arg( city + QStringLiteral( "|layername=esa" ) ), QStringLiteral( "--OUTPUT=%1" ).arg( dir.filePath( QStringLiteral( "refused.gpkg" ) ) ) } );
  EXPECT_EQ( refused.exitCode, 1 );
  EXPECT_EQ( refused.err.trimmed(), QStringLiteral( "ERROR:\tPARCELS layer 'unnamed' has no parcel number field named apn, ain, parcel_number, parcelnumber, parcel_no, parcel_id, parcelid, apn_number, pin; choose it as APN_FIELD (its fields: fid, ParcelKey)" ) );
}

TEST( Cli, ANoticeDateInTheUsFormTheHelpGivesIsRead )
{
  QTemporaryDir dir;
  const QString city = SwTestData::sampleDataDir() + QStringLiteral( "/city.gpkg" );
  const QString vacant = dir.filePath( QStringLiteral( "vacant.gpkg" ) );
  ASSERT_EQ( parcelscreen( { QStringLiteral( "run" ), QStringLiteral( "stormwater:vacantparcels" ), QStringLiteral( "--PARCELS=%1|layername=parcels" ).arg( city ), QStringLiteral( "--STRUCTURES=%1|layername=structures" ).arg( city ), QStringLiteral( "--IMPROVEMENTS=%1|layername=improvements" ).arg( city ), QStringLiteral( "--OUTPUT=%1" ).arg( vacant ) } ).exitCode, 0 );
  const QStringList notices{ QStringLiteral( "run" ), QStringLiteral( "stormwater:vacantnotices" ), QStringLiteral( "--INPUT=%1" ).arg( vacant ), QStringLiteral( "--OUTPUT_CSV=%1" ).arg( dir.filePath( QStringLiteral( "mailing.csv" ) ) ), QStringLiteral( "--POSTING_CSV=%1" ).arg( dir.filePath( QStringLiteral( "posting.csv" ) ) ) };
  CliRun run = parcelscreen( QStringList( notices ) << QStringLiteral( "--NOTICE_DATE=12/15/2026" ) );
  EXPECT_EQ( run.exitCode, 0 ) << run.err.toStdString();
  EXPECT_TRUE( run.out.contains( QStringLiteral( "notice date 2026-12-15, compliance deadline 2027-06-14 (180 days)" ) ) ) << run.out.toStdString();
  // A two-digit year is refused by name, not by QGIS's check that names nothing.
  run = parcelscreen( QStringList( notices ) << QStringLiteral( "--NOTICE_DATE=12/15/26" ) );
  EXPECT_EQ( run.exitCode, 1 );
  EXPECT_TRUE( run.err.contains( QStringLiteral( "NOTICE_DATE must be a date written 2026-12-15 or 12/15/2026 (month/day/year, the year in four digits); got '12/15/26'" ) ) ) << run.err.toStdString();
}

TEST( Cli, APathThatIsNotAFileIsRefusedBeforeItIsOpened )
{
  // A named pipe no program writes to, as the QGIS project and as a profile:
  // opening either would wait for ever, so the run is refused by name first.
  QTemporaryDir dir;
  const QString pipe = dir.filePath( QStringLiteral( "city.qgs" ) );
  ASSERT_EQ( ::mkfifo( QFile::encodeName( pipe ).constData(), 0600 ), 0 );
  const auto refused = [&]( const QStringList &arguments )
  {
    QProcess process;
    process.start( QStringLiteral( PARCELSCREEN ), arguments );
    EXPECT_TRUE( process.waitForStarted( 30000 ) );
    // Refused at once; a run still waiting after a minute is held by the pipe.
    const bool finished = process.waitForFinished( 60000 );
    EXPECT_TRUE( finished ) << "still waiting on " << pipe.toStdString();
    if ( !finished )
    {
      process.kill();
      process.waitForFinished();
    }
    return CliRun{ process.exitCode(), QString::fromUtf8( process.readAllStandardOutput() ), QString::fromUtf8( process.readAllStandardError() ) };
  };
  const QString rules = QStringLiteral( "--OUTPUT=%1" ).arg( dir.filePath( QStringLiteral( "rules.csv" ) ) );
  CliRun run = refused( { QStringLiteral( "run" ), QStringLiteral( "stormwater:profilerules" ), QStringLiteral( "--project_path=%1" ).arg( pipe ), rules } );
  EXPECT_EQ( run.exitCode, 1 );
  EXPECT_EQ( run.err.trimmed(), QStringLiteral( "ERROR: project_path: %1 is a named pipe (FIFO), not a file; give a file" ).arg( pipe ) );
  run = refused( { QStringLiteral( "run" ), QStringLiteral( "stormwater:profilerules" ), QStringLiteral( "--PROFILE_FILE=%1" ).arg( pipe ), rules } );
  EXPECT_EQ( run.exitCode, 1 );
  EXPECT_EQ( run.err.trimmed(), QStringLiteral( "ERROR: PROFILE_FILE: %1 is a named pipe (FIFO), not a file; give a file" ).arg( pipe ) );
  EXPECT_FALSE( QFile::exists( dir.filePath( QStringLiteral( "rules.csv" ) ) ) );
}
