/***************************************************************************
  test_publicsources.cpp: what is handed to the public (the parcel sheet,
  the screening report) names a database layer by its table, never by its
  host, port, user or password. The name a document may give a source is
  checked on connection strings written by hand; then a throw-away PostGIS
  server serves the sample city's parcels and sensitive areas to a user
  whose password (which the server asks for) is a canary, and the report
  and the sheet made from them are searched for the canary, the server's
  socket folder and the user.
 ***************************************************************************/
#include "core/swsecrets.h"
#include "swtestdata.h"
#include "swtestfiles.h"
#include "swtestrun.h"
#include "../infeasibility/swtestpostgis.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTextDocumentFragment>

#include <gtest/gtest.h>

namespace
{
  const QString CANARY = QStringLiteral( "CANARY-7f3a" );
  const QString USER = QStringLiteral( "canary_clerk" );

  QString readText( const QString &path )
  {
    QFile file( path );
    return file.open( QIODevice::ReadOnly ) ? QString::fromUtf8( file.readAll() ) : QString();
  }

  //! Text with every run of white space one space, as a reader takes it.
  QString flat( QString text )
  {
    return text.replace( QRegularExpression( QStringLiteral( "\\s+" ) ), QStringLiteral( " " ) );
  }
} // namespace

TEST( PublicSources, ADatabaseLayerIsNamedByItsTableAlone )
{
  // QGIS's PostGIS layer source, as a project or Processing holds it.
  const QString postgis = QStringLiteral( "dbname='gis' host=db.city.internal port=5433 user='clerk' password='CANARY-7f3a' sslmode=disable key='fid' srid=2229 type=MultiPolygon checkPrimaryKeyUnicity='1' table=\"public\".\"parcels\" (geom)" );
  EXPECT_EQ( SwSecrets::publicName( postgis, QStringLiteral( "postgres" ) ), QStringLiteral( "\"public\".\"parcels\" (PostGIS)" ) );
  // The same written for Processing, with its provider in front; no provider given.
  EXPECT_EQ( SwSecrets::publicName( QStringLiteral( "postgres://" ) + postgis ), QStringLiteral( "\"public\".\"parcels\" (PostGIS)" ) );
  EXPECT_EQ( SwSecrets::publicName( QStringLiteral( "postgis:dbname='gis' host=h user='u' password='CANARY-7f3a' table=\"Roll 2027\".\"Parcels\" (geom)" ) ), QStringLiteral( "\"Roll 2027\".\"Parcels\" (PostGIS)" ) );
  // libpq's URI names a database, not a table.
  EXPECT_EQ( SwSecrets::publicName( QStringLiteral( "postgres://u:CANARY-7f3a@h/db" ) ), QStringLiteral( "database \"db\" (PostGIS)" ) );
  // OGR's connection string and its layer.
  EXPECT_EQ( SwSecrets::publicName( QStringLiteral( "PG:dbname=gis host=h user=u password=CANARY-7f3a|layername=roll.parcels" ), QStringLiteral( "ogr" ) ), QStringLiteral( "\"roll\".\"parcels\" (PostGIS)" ) );
  // A connection string of no known provider.
  EXPECT_EQ( SwSecrets::publicName( QStringLiteral( "dbname='gis' host=h user='u' password='CANARY-7f3a' table=\"wells\" (geom)" ) ), QStringLiteral( "\"wells\" (database)" ) );
  // SQL Server through QGIS's provider.
  EXPECT_EQ( SwSecrets::publicName( QStringLiteral( "dbname='gis' host=sql.city user='u' password='CANARY-7f3a' table=\"dbo\".\"wells\" (geom)" ), QStringLiteral( "mssql" ) ), QStringLiteral( "\"dbo\".\"wells\" (SQL Server)" ) );
  EXPECT_TRUE( SwSecrets::isDatabase( postgis, QStringLiteral( "postgres" ) ) );

  // A file stays as the sheet shows it; any other URI loses its password.
  EXPECT_EQ( SwSecrets::publicName( QStringLiteral( "/data/city.gpkg|layername=parcels" ), QStringLiteral( "ogr" ) ), QStringLiteral( "/data/city.gpkg|layername=parcels" ) );
  EXPECT_FALSE( SwSecrets::isDatabase( QStringLiteral( "/data/city.gpkg|layername=parcels" ), QStringLiteral( "ogr" ) ) );
  EXPECT_EQ( SwSecrets::publicName( QStringLiteral( "parcels" ) ), QStringLiteral( "parcels" ) );
  EXPECT_EQ( SwSecrets::publicName( QStringLiteral( "https://clerk:CANARY-7f3a@maps.city/wfs?typename=parcels" ), QStringLiteral( "WFS" ) ), QStringLiteral( "https://clerk:***@maps.city/wfs?typename=parcels" ) );
  // A SpatiaLite file is a file, whatever its connection string looks like.
  EXPECT_FALSE( SwSecrets::isDatabase( QStringLiteral( "dbname='/data/city.sqlite' table=\"parcels\" (geometry)" ), QStringLiteral( "spatialite" ) ) );
}

TEST( PublicSources, TheSheetAndTheReportNeverPrintTheDatabasesPassword )
{
  // scripts/install-deps installs PostgreSQL and PostGIS: their absence is a failure, not a skip.
  ASSERT_TRUE( SwTestPostgis::available() ) << "PostgreSQL is not installed";
  SwTestPostgis postgis;
  ASSERT_TRUE( postgis.ok() ) << postgis.error().toStdString();
  ASSERT_TRUE( postgis.load( SwTestData::sampleDataDir() + QStringLiteral( "/city.gpkg" ), { QStringLiteral( "parcels" ), QStringLiteral( "esa" ) } ) ) << postgis.error().toStdString();
  // The canary is the user's real password: the server asks for it.
  ASSERT_TRUE( postgis.requirePassword( USER, CANARY ) ) << postgis.error().toStdString();
  // The server's socket folder is its host.
  const QRegularExpressionMatch server = QRegularExpression( QStringLiteral( "host=(\\S+) port=(\\d+)" ) ).match( postgis.ogrConnection() );
  ASSERT_TRUE( server.hasMatch() );
  const QString host = server.captured( 1 );
  const auto layer = [&]( const QString &table )
  {
    return QStringLiteral( "postgres://dbname='postgres' host=%1 port=%2 user='%3' password='%4' sslmode=disable key='ogc_fid' srid=2229 type=MultiPolygon table=\"public\".\"%5\" (geom)" ).arg( host, server.captured( 2 ), USER, CANARY, table );
  };

  // The main job on the database's layers, with its report.
  QTemporaryDir dir;
  const QString screened = dir.filePath( QStringLiteral( "screened.gpkg" ) );
  const QString report = dir.filePath( QStringLiteral( "report.html" ) );
  const QString reportPdf = dir.filePath( QStringLiteral( "report.pdf" ) );
  const SwTestRun::Result job = SwTestRun::run( QStringLiteral( "stormwater:screenparcels" ), { { QStringLiteral( "PARCELS" ), layer( QStringLiteral( "parcels" ) ) }, { QStringLiteral( "SENSITIVE_AREAS" ), QVariantList{ layer( QStringLiteral( "esa" ) ) } }, { QStringLiteral( "OUTPUT" ), screened }, { QStringLiteral( "REPORT" ), report }, { QStringLiteral( "REPORT_PDF" ), reportPdf } } );
  ASSERT_TRUE( job.ok ) << job.error.toStdString();

  // The sheet of a parcel from the screened table in the database.
  ASSERT_TRUE( postgis.load( screened, { QStringLiteral( "screened" ) } ) ) << postgis.error().toStdString();
  const QString sheetPdf = dir.filePath( QStringLiteral( "sheet.pdf" ) );
  const QString sheetHtml = dir.filePath( QStringLiteral( "sheet.html" ) );
  const SwTestRun::Result sheet = SwTestRun::run( QStringLiteral( "stormwater:parcelsheet" ), { { QStringLiteral( "INPUT" ), layer( QStringLiteral( "screened" ) ) }, { QStringLiteral( "APN" ), QStringLiteral( "7002-001-001" ) }, { QStringLiteral( "SENSITIVE_AREAS" ), QVariantList{ layer( QStringLiteral( "esa" ) ) } }, { QStringLiteral( "OUTPUT_PDF" ), sheetPdf }, { QStringLiteral( "OUTPUT_HTML" ), sheetHtml } } );
  ASSERT_TRUE( sheet.ok ) << sheet.error.toStdString();

  // Kept for a person to look at: what the applicant is handed.
  const QString artifacts = QStringLiteral( SW_BINARY_DIR "/tests/artifacts/publicsources" );
  QDir().mkpath( artifacts );
  for ( const QString &kept : { sheetPdf, sheetHtml, report, reportPdf } )
  {
    QFile::remove( artifacts + '/' + QFileInfo( kept ).fileName() );
    QFile::copy( kept, artifacts + '/' + QFileInfo( kept ).fileName() );
  }

  const QString sheetPage = readText( sheetHtml );
  const QString sheetSaid = flat( QTextDocumentFragment::fromHtml( sheetPage ).toPlainText() );
  const QString sheetPrinted = flat( SwTestFiles::pdfText( sheetPdf ) );
  const QString reportPage = readText( report );
  const QString reportPrinted = flat( SwTestFiles::pdfText( reportPdf ) );
  const QList<QPair<const char *, QString>> documents{ { "sheet HTML", sheetPage }, { "sheet PDF", sheetPrinted }, { "report HTML", reportPage }, { "report PDF", reportPrinted } };
  for ( const auto &[what, text] : documents )
  {
    ASSERT_FALSE( text.isEmpty() ) << what;
    EXPECT_FALSE( text.contains( CANARY ) ) << what << " prints the password";
    EXPECT_FALSE( text.contains( host ) ) << what << " prints the host " << host.toStdString();
    EXPECT_FALSE( text.contains( USER ) ) << what << " prints the user";
    EXPECT_FALSE( text.contains( QStringLiteral( "port=" ) ) ) << what << " prints the port";
  }
  // Each layer named by its table instead.
  for ( const QString &said : { sheetSaid, sheetPrinted } )
  {
    EXPECT_TRUE( said.contains( QStringLiteral( "Screened parcels: layer 'screened' (\"public\".\"screened\" (PostGIS))" ) ) ) << said.toStdString();
    EXPECT_TRUE( said.contains( QStringLiteral( "Sensitive areas (map): layer 'esa' (\"public\".\"esa\" (PostGIS))" ) ) ) << said.toStdString();
  }
  const QString reportSaid = flat( QTextDocumentFragment::fromHtml( reportPage ).toPlainText() );
  EXPECT_TRUE( reportSaid.contains( QStringLiteral( "PARCELS \"public\".\"parcels\" (PostGIS)" ) ) ) << reportSaid.toStdString();
  EXPECT_TRUE( reportSaid.contains( QStringLiteral( "SENSITIVE_AREAS \"public\".\"esa\" (PostGIS)" ) ) ) << reportSaid.toStdString();
}
