/***************************************************************************
  test_startup.cpp: which command lines parcelscreen starts without QGIS's
  provider and authentication plugins (every value a file OGR or GDAL
  opens, or no data source at all) and which load them all (anything that
  may name a database, a service, a URL, a project or an authentication
  configuration); which need QGIS's native algorithms.
 ***************************************************************************/
#include "swstartup.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>

#include <gtest/gtest.h>

namespace
{
  bool builtInOnly( const QStringList &words )
  {
    return SwStartup( QStringList{ QStringLiteral( "parcelscreen" ) } + words ).builtInProvidersSuffice();
  }
} // namespace

TEST( Startup, PlainValuesAreFilesOrNoDataAtAll )
{
  struct Row
  {
    const char *value;
    bool plain;
  };
  const Row rows[] = {
    { "city.gpkg|layername=parcels", true },
    { "/data/county/parcels.shp", true },
    { "out/screened.gpkg", true },
    { "out/report.html", true },
    { "dem.tif", true },
    { "apn", true },
    { "200", true },
    { "-1.5", true },
    { "signal-hill", true },
    { "true", true },
    { "EPSG:2229", true },
    { "", true },
    // Anything that could name a connection, a service or a project loads every plugin.
    { "postgres://dbname=gis host=db user=clerk", false },
    { "dbname='gis' host=db table=\"public\".\"parcels\" (geom)", false },
    { "delimitedtext://file:///data/wells.csv?type=csv&xField=x&yField=y", false },
    { "https://example.org/wfs?typename=parcels", false },
    { "city.gpkg|layername=parcels|authcfg=abc1234", false },
    { "/grassdata/la/PERMANENT/vector/parcels/1", false },
    { "12/15/2026", false },
    { "\"use_code\" = '0100'", false },
  };
  for ( const Row &row : rows )
    EXPECT_EQ( SwStartup::isPlainValue( QString::fromUtf8( row.value ) ), row.plain ) << row.value;
}

TEST( Startup, OnlyARunOnFilesSkipsThePlugins )
{
  EXPECT_TRUE( builtInOnly( { QStringLiteral( "run" ), QStringLiteral( "stormwater:esaadjacency" ), QStringLiteral( "--PARCELS=city.gpkg|layername=parcels" ), QStringLiteral( "--SENSITIVE_AREAS=city.gpkg|layername=esa" ), QStringLiteral( "--OUTPUT=out/esa.gpkg" ) } ) );
  EXPECT_TRUE( builtInOnly( { QStringLiteral( "--json" ), QStringLiteral( "run" ), QStringLiteral( "native:buffer" ), QStringLiteral( "--INPUT=wells.gpkg" ), QStringLiteral( "--DISTANCE=100" ), QStringLiteral( "--OUTPUT=out/b.gpkg" ) } ) );
  // A database input, JSON on standard input, a project, list and help: everything loads.
  EXPECT_FALSE( builtInOnly( { QStringLiteral( "run" ), QStringLiteral( "stormwater:esaadjacency" ), QStringLiteral( "--PARCELS=postgres://dbname=gis" ), QStringLiteral( "--OUTPUT=out/esa.gpkg" ) } ) );
  EXPECT_FALSE( builtInOnly( { QStringLiteral( "run" ), QStringLiteral( "stormwater:esaadjacency" ), QStringLiteral( "-" ) } ) );
  EXPECT_FALSE( builtInOnly( { QStringLiteral( "run" ), QStringLiteral( "stormwater:esaadjacency" ), QStringLiteral( "--project_path=city.qgz" ), QStringLiteral( "--OUTPUT=out/esa.gpkg" ) } ) );
  EXPECT_FALSE( builtInOnly( { QStringLiteral( "list" ) } ) );
  EXPECT_FALSE( builtInOnly( { QStringLiteral( "help" ), QStringLiteral( "stormwater:esaadjacency" ) } ) );
  EXPECT_FALSE( builtInOnly( { QStringLiteral( "run" ), QStringLiteral( "stormwater:esaadjacency" ), QStringLiteral( "PARCELS" ) } ) );
}

TEST( Startup, AnExistingFileOfNoKnownKindLoadsThePlugins )
{
  QTemporaryDir dir;
  QFile file( dir.filePath( QStringLiteral( "parcels" ) ) );
  ASSERT_TRUE( file.open( QIODevice::WriteOnly ) );
  file.close();
  // A bare word that is a file here: it might be a data source.
  QDir::setCurrent( dir.path() );
  EXPECT_FALSE( SwStartup::isPlainValue( QStringLiteral( "parcels" ) ) );
  EXPECT_TRUE( SwStartup::isPlainValue( QStringLiteral( "owner" ) ) );
}

TEST( Startup, NativeAlgorithmsOnlyWhenTheCommandMayUseThem )
{
  EXPECT_FALSE( SwStartup( { QStringLiteral( "parcelscreen" ), QStringLiteral( "run" ), QStringLiteral( "stormwater:screenparcels" ) } ).needsNativeAlgorithms() );
  EXPECT_FALSE( SwStartup( { QStringLiteral( "parcelscreen" ), QStringLiteral( "--json" ), QStringLiteral( "help" ), QStringLiteral( "stormwater:hillside" ) } ).needsNativeAlgorithms() );
  EXPECT_TRUE( SwStartup( { QStringLiteral( "parcelscreen" ), QStringLiteral( "run" ), QStringLiteral( "native:buffer" ) } ).needsNativeAlgorithms() );
  EXPECT_TRUE( SwStartup( { QStringLiteral( "parcelscreen" ), QStringLiteral( "list" ) } ).needsNativeAlgorithms() );
}
