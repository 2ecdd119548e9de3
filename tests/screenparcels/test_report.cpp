/***************************************************************************
  test_report.cpp: the screening report as a planner reads it. The sample
  city is screened with a DEM that covers only its western half: no parcel
  east of the DEM may look clean (status ok, or counted as no screen
  applies), and the report's counts equal the layer's. The page is opened
  in headless Chromium: every flagged parcel's APN is in the rendered
  tables, the filters hide what they should, a screenshot is kept as a
  test artifact and the map shows every class of its legend. The PDF
  carries the same counts.
 ***************************************************************************/
#include "swtestdata.h"
#include "swtestrun.h"

#include "qgsvectorlayer.h"

#include <QDir>
#include <QFile>
#include <QImage>
#include <QProcess>
#include <QRegularExpression>
#include <QSet>
#include <QUrl>
#include <QTemporaryDir>
#include <QTextDocumentFragment>

#include <gtest/gtest.h>

#include <cmath>

namespace
{
  // The western half of the sample DEM: 400 of its 783 columns of 10 ft cells.
  const double DEM_EAST_FT = 6506070.0 + 400 * 10.0;
  const double CELL_FT = 10.0;

  QString run( const QString &program, const QStringList &arguments, int timeoutMs = 120000 )
  {
    QProcess process;
    process.setProcessChannelMode( QProcess::SeparateChannels );
    process.start( program, arguments );
    if ( !process.waitForFinished( timeoutMs ) )
    {
      process.kill();
      return QString();
    }
    return QString::fromUtf8( process.readAllStandardOutput() );
  }

  QStringList chromiumArguments( const QString &profile )
  {
    return { QStringLiteral( "--headless" ), QStringLiteral( "--no-sandbox" ), QStringLiteral( "--disable-gpu" ), QStringLiteral( "--disable-quic" ), QStringLiteral( "--no-first-run" ), QStringLiteral( "--disable-background-networking" ), QStringLiteral( "--disable-component-update" ), QStringLiteral( "--disable-sync" ), QStringLiteral( "--user-data-dir=%1" ).arg( profile ) };
  }

  struct ReportRun
  {
    QTemporaryDir dir;
    SwTestRun::Result run;
    QString layer;
    QString html;
    QString pdf;
    QString page;               //!< the report's text
    QList<QgsFeature> screened; //!< the layer's features (no layer kept past the tests' QGIS)
  };

  const ReportRun &halfDem()
  {
    static ReportRun r;
    if ( !r.layer.isEmpty() )
      return r;
    const QString dem = r.dir.filePath( QStringLiteral( "west-half.tif" ) );
    run( QStringLiteral( "gdal_translate" ), { QStringLiteral( "-q" ), QStringLiteral( "-srcwin" ), QStringLiteral( "0" ), QStringLiteral( "0" ), QStringLiteral( "400" ), QStringLiteral( "757" ), SwTestData::sampleDataDir() + QStringLiteral( "/dem.tif" ), dem } );
    auto layer = []( const char *name )
    { return SwTestData::sampleLayer( QString::fromLatin1( name ) ); };
    r.layer = r.dir.filePath( QStringLiteral( "screened.gpkg" ) );
    r.html = r.dir.filePath( QStringLiteral( "report.html" ) );
    r.pdf = r.dir.filePath( QStringLiteral( "report.pdf" ) );
    r.run = SwTestRun::run( QStringLiteral( "stormwater:screenparcels" ), {
                                                                            { QStringLiteral( "PARCELS" ), layer( "parcels" ) },
                                                                            { QStringLiteral( "STRUCTURES" ), layer( "structures" ) },
                                                                            { QStringLiteral( "STRUCTURE_PERMITTED_FIELD" ), QStringLiteral( "permitted" ) },
                                                                            { QStringLiteral( "IMPROVEMENTS" ), layer( "improvements" ) },
                                                                            { QStringLiteral( "IMPROVEMENT_APPROVED_FIELD" ), QStringLiteral( "approved" ) },
                                                                            { QStringLiteral( "RIGHT_OF_WAY" ), layer( "right_of_way" ) },
                                                                            { QStringLiteral( "DEM" ), dem },
                                                                            { QStringLiteral( "SOILS" ), layer( "soils" ) },
                                                                            { QStringLiteral( "SENSITIVE_AREAS" ), QVariantList{ layer( "esa" ), layer( "sea" ) } },
                                                                            { QStringLiteral( "WELLS" ), layer( "wells" ) },
                                                                            { QStringLiteral( "GROUNDWATER" ), layer( "groundwater" ) },
                                                                            { QStringLiteral( "GROUNDWATER_OUTSIDE" ), QStringLiteral( "not_present" ) },
                                                                            { QStringLiteral( "BROWNFIELDS" ), layer( "brownfields" ) },
                                                                            { QStringLiteral( "GEOHAZARDS" ), layer( "geohazards" ) },
                                                                            { QStringLiteral( "OUTPUT" ), r.layer },
                                                                            { QStringLiteral( "REPORT" ), r.html },
                                                                            { QStringLiteral( "REPORT_PDF" ), r.pdf },
                                                                          } );
    if ( r.run.ok )
    {
      std::unique_ptr<QgsVectorLayer> layer = SwTestData::openLayer( r.layer );
      QgsFeature feature;
      QgsFeatureIterator it = layer->getFeatures();
      while ( it.nextFeature( feature ) )
        r.screened << feature;
      QFile file( r.html );
      if ( file.open( QIODevice::ReadOnly ) )
        r.page = QString::fromUtf8( file.readAll() );
    }
    return r;
  }

  QStringList flagsOf( const QgsFeature &f )
  {
    return f.attribute( QStringLiteral( "flags" ) ).toString().split( QStringLiteral( ", " ), Qt::SkipEmptyParts );
  }

  //! The counts of a report table whose rows carry \a key ("data-flag", "data-status", "data-combination").
  QMap<QString, long long> reportedCounts( const QString &page, const QString &tableId, const QString &key )
  {
    const int start = page.indexOf( QStringLiteral( "id=\"%1\"" ).arg( tableId ) );
    const QString table = page.mid( start, page.indexOf( QStringLiteral( "</table>" ), start ) - start );
    QMap<QString, long long> counts;
    const QRegularExpression row( QStringLiteral( "<tr %1=\"([^\"]+)\"><td>.*?</td><td class=\"n\">(\\d+)</td>" ).arg( key ) );
    for ( auto it = row.globalMatch( table ); it.hasNext(); )
    {
      const QRegularExpressionMatch m = it.next();
      counts.insert( m.captured( 1 ), m.captured( 2 ).toLongLong() );
    }
    return counts;
  }

  QString artifacts()
  {
    const QString dir = QStringLiteral( SW_BINARY_DIR "/tests/artifacts/report" );
    QDir().mkpath( dir );
    return dir;
  }
} // namespace

TEST( Report, NoParcelOutsideThePartialDemLooksClean )
{
  const ReportRun &r = halfDem();
  ASSERT_TRUE( r.run.ok ) << r.run.error.toStdString();
  int outside = 0;
  int edge = 0;
  for ( const QgsFeature &f : r.screened )
  {
    if ( f.geometry().isNull() )
      continue;
    const QgsRectangle box = f.geometry().boundingBox();
    const QString apn = f.attribute( QStringLiteral( "apn" ) ).toString();
    if ( box.xMinimum() > DEM_EAST_FT )
    {
      // Wholly east of the DEM: not screened for hillside, and said so.
      ++outside;
      EXPECT_EQ( f.attribute( QStringLiteral( "hillside_status" ) ).toString(), QStringLiteral( "outside_dem" ) ) << apn.toStdString();
      EXPECT_EQ( f.attribute( QStringLiteral( "status" ) ).toString(), QStringLiteral( "incomplete" ) ) << apn.toStdString();
      EXPECT_TRUE( flagsOf( f ).contains( QStringLiteral( "incomplete" ) ) ) << apn.toStdString();
      EXPECT_TRUE( f.attribute( QStringLiteral( "incomplete_screens" ) ).toString().contains( QStringLiteral( "hillside (outside_dem)" ) ) ) << apn.toStdString();
    }
    else if ( box.xMaximum() > DEM_EAST_FT - CELL_FT )
    {
      // Across the edge, or into its last column of cells, whose 3x3 window runs off it: slope on part of the parcel at most.
      ++edge;
      EXPECT_NE( f.attribute( QStringLiteral( "status" ) ).toString(), QStringLiteral( "ok" ) ) << apn.toStdString();
      EXPECT_TRUE( flagsOf( f ).contains( QStringLiteral( "incomplete" ) ) ) << apn.toStdString();
    }
  }
  // The sample city runs to x = 6,514,050 ft: about half its parcels lie east of the half DEM.
  EXPECT_GT( outside, 1000 );
  EXPECT_GT( edge, 10 );

  // The report counts each flag and status as the layer holds them, and the incomplete never as "none".
  QMap<QString, long long> flags, statuses, combinations;
  for ( const QgsFeature &f : r.screened )
  {
    QStringList list = flagsOf( f );
    for ( const QString &flag : list )
      ++flags[flag];
    ++statuses[f.attribute( QStringLiteral( "status" ) ).toString()];
    list.sort();
    ++combinations[list.isEmpty() ? QStringLiteral( "none" ) : list.join( QLatin1String( " + " ) )];
  }
  EXPECT_GE( flags.value( QStringLiteral( "incomplete" ) ), outside + edge );
  EXPECT_EQ( reportedCounts( r.page, QStringLiteral( "flag-counts" ), QStringLiteral( "data-flag" ) ), flags );
  EXPECT_EQ( reportedCounts( r.page, QStringLiteral( "status-counts" ), QStringLiteral( "data-status" ) ), statuses );
  EXPECT_EQ( reportedCounts( r.page, QStringLiteral( "combination-counts" ), QStringLiteral( "data-combination" ) ), combinations );
  EXPECT_EQ( statuses.value( QStringLiteral( "ok" ) ) + statuses.value( QStringLiteral( "repaired" ) ), r.screened.size() - flags.value( QStringLiteral( "incomplete" ) ) );

  // The warning names the parcels: the first 20 APNs east of the DEM, and the count.
  const QString warning = r.run.warnings.filter( QStringLiteral( "(outside_dem)" ) ).value( 0 );
  EXPECT_TRUE( warning.startsWith( QStringLiteral( "Hillside properties: %1 parcel(s) not fully screened, no part of it lies on the DEM (outside_dem): APN " ).arg( outside ) ) ) << warning.toStdString();
  EXPECT_TRUE( warning.endsWith( QStringLiteral( "(the first 20 of %1)" ).arg( outside ) ) ) << warning.toStdString();
}

TEST( Report, EveryFlaggedParcelIsInThePageAsChromiumRendersIt )
{
  const ReportRun &r = halfDem();
  ASSERT_TRUE( r.run.ok ) << r.run.error.toStdString();
  QTemporaryDir profile;
  const QString dom = run( QStringLiteral( "chromium" ), chromiumArguments( profile.path() ) + QStringList{ QStringLiteral( "--dump-dom" ), QUrl::fromLocalFile( r.html ).toString() } );
  ASSERT_FALSE( dom.isEmpty() ) << "chromium --dump-dom printed nothing (is chromium installed? scripts/install-deps installs it)";
  // The page's script ran: each table says how many rows it lists.
  EXPECT_TRUE( dom.contains( QRegularExpression( QStringLiteral( "<span class=\"shown\">\\d+ listed</span>" ) ) ) );

  // Every APN of a table row, as rendered.
  QSet<QString> listed;
  const QRegularExpression apnCell( QStringLiteral( "<tr data-flags=\"[^\"]*\" data-status=\"[^\"]*\"[^>]*><td>([^<]+)</td>" ) );
  for ( auto it = apnCell.globalMatch( dom ); it.hasNext(); )
    listed.insert( it.next().captured( 1 ) );
  QStringList missing;
  int flagged = 0;
  for ( const QgsFeature &f : r.screened )
  {
    if ( flagsOf( f ).isEmpty() )
      continue;
    ++flagged;
    const QString apn = f.attribute( QStringLiteral( "apn" ) ).toString();
    if ( !listed.contains( apn ) )
      missing << apn;
  }
  EXPECT_GT( flagged, 1500 );
  EXPECT_TRUE( missing.isEmpty() ) << missing.size() << " flagged parcel(s) missing from the report: " << missing.mid( 0, 30 ).join( QLatin1String( ", " ) ).toStdString();
}

TEST( Report, AFilterInTheLinkShowsOnlyThatFlag )
{
  const ReportRun &r = halfDem();
  ASSERT_TRUE( r.run.ok ) << r.run.error.toStdString();
  QTemporaryDir profile;
  QUrl url = QUrl::fromLocalFile( r.html );
  url.setFragment( QStringLiteral( "flag=hillside" ) );
  const QString dom = run( QStringLiteral( "chromium" ), chromiumArguments( profile.path() ) + QStringList{ QStringLiteral( "--dump-dom" ), url.toString() } );
  ASSERT_FALSE( dom.isEmpty() );
  long long hillside = 0;
  for ( const QgsFeature &f : r.screened )
    hillside += flagsOf( f ).contains( QStringLiteral( "hillside" ) ) ? 1 : 0;
  ASSERT_GT( hillside, 0 );
  // Shown rows carry the flag; every other row is hidden.
  const QRegularExpression rowTag( QStringLiteral( "<tr data-flags=\"([^\"]*)\" data-status=\"[^\"]*\"( class=\"([^\"]*)\")?>" ) );
  QSet<QString> shownFlags;
  int shown = 0;
  for ( auto m = rowTag.globalMatch( dom ); m.hasNext(); )
  {
    const QRegularExpressionMatch row = m.next();
    const bool hidden = row.captured( 3 ).split( QLatin1Char( ' ' ) ).contains( QStringLiteral( "hidden" ) );
    const bool carries = row.captured( 1 ).split( QLatin1Char( ' ' ) ).contains( QStringLiteral( "hillside" ) );
    EXPECT_EQ( hidden, !carries ) << row.captured( 0 ).toStdString();
    shown += hidden ? 0 : 1;
  }
  // Each hillside parcel is shown in the hillside table, and in any other table that lists it.
  EXPECT_GE( shown, hillside );
  EXPECT_TRUE( dom.contains( QStringLiteral( "<span class=\"shown\">%1 of " ).arg( hillside ) ) ) << hillside;
}

// A link mangled on its way (a mail program cutting a percent escape) still opens a working page:
// the part that cannot be decoded is ignored, the others filter as asked and every table says its count.
TEST( Report, AGarbledLinkFragmentLeavesTheFiltersWorking )
{
  const ReportRun &r = halfDem();
  ASSERT_TRUE( r.run.ok ) << r.run.error.toStdString();
  QTemporaryDir profile;
  // Written by hand: QUrl would re-escape the lone '%' and so mend the link.
  const QString url = QUrl::fromLocalFile( r.html ).toString() + QStringLiteral( "#search=%E0%A4%A&flag=hillside&status=%ZZ" );
  const QString dom = run( QStringLiteral( "chromium" ), chromiumArguments( profile.path() ) + QStringList{ QStringLiteral( "--dump-dom" ), url } );
  ASSERT_FALSE( dom.isEmpty() );
  long long hillside = 0;
  for ( const QgsFeature &f : r.screened )
    hillside += flagsOf( f ).contains( QStringLiteral( "hillside" ) ) ? 1 : 0;
  ASSERT_GT( hillside, 0 );
  // The flag filtered; the garbled search and status did not hide anything more.
  const QRegularExpression rowTag( QStringLiteral( "<tr data-flags=\"([^\"]*)\" data-status=\"[^\"]*\"( class=\"([^\"]*)\")?>" ) );
  int rows = 0;
  QStringList wrong;
  for ( auto m = rowTag.globalMatch( dom ); m.hasNext(); ++rows )
  {
    const QRegularExpressionMatch row = m.next();
    const bool hidden = row.captured( 3 ).split( QLatin1Char( ' ' ) ).contains( QStringLiteral( "hidden" ) );
    if ( hidden == row.captured( 1 ).split( QLatin1Char( ' ' ) ).contains( QStringLiteral( "hillside" ) ) )
      wrong << row.captured( 0 );
  }
  EXPECT_GT( rows, 1500 );
  EXPECT_TRUE( wrong.isEmpty() ) << wrong.size() << " row(s) shown or hidden against the flag, the first: " << wrong.value( 0 ).toStdString();
  EXPECT_TRUE( dom.contains( QStringLiteral( "<span class=\"shown\">%1 of " ).arg( hillside ) ) ) << hillside;
  // Every table's counter was filled: none is left empty.
  EXPECT_FALSE( dom.contains( QStringLiteral( "<span class=\"shown\"></span>" ) ) );
}

// The county writes an APN without dashes (its AIN, 7005001001); a planner at the counter also searches by owner.
TEST( Report, TheSearchFindsAnApnWithoutDashesAndAnOwner )
{
  const ReportRun &r = halfDem();
  ASSERT_TRUE( r.run.ok ) << r.run.error.toStdString();
  QString apn;
  QString owner;
  for ( const QgsFeature &f : r.screened )
    if ( flagsOf( f ).contains( QStringLiteral( "vacant" ) ) && !f.attribute( QStringLiteral( "owner" ) ).toString().isEmpty() )
    {
      apn = f.attribute( QStringLiteral( "apn" ) ).toString();
      owner = f.attribute( QStringLiteral( "owner" ) ).toString();
      break;
    }
  ASSERT_FALSE( apn.isEmpty() );
  const QRegularExpression rowTag( QStringLiteral( "<tr data-flags=\"[^\"]*\" data-status=\"[^\"]*\"( class=\"([^\"]*)\")?><td>([^<]*)</td><td>[^<]*</td><td>([^<]*)</td>" ) );
  auto shownRows = [&]( const QString &typed )
  {
    QTemporaryDir profile;
    QUrl url = QUrl::fromLocalFile( r.html );
    url.setFragment( QStringLiteral( "search=%1" ).arg( typed ) );
    const QString dom = run( QStringLiteral( "chromium" ), chromiumArguments( profile.path() ) + QStringList{ QStringLiteral( "--dump-dom" ), url.toString( QUrl::FullyEncoded ) } );
    QList<QPair<QString, QString>> shown;
    for ( auto m = rowTag.globalMatch( dom ); m.hasNext(); )
    {
      const QRegularExpressionMatch row = m.next();
      if ( !row.captured( 2 ).split( QLatin1Char( ' ' ) ).contains( QStringLiteral( "hidden" ) ) )
        shown << qMakePair( row.captured( 3 ), row.captured( 4 ).toHtmlEscaped() );
    }
    return shown;
  };
  const auto byAin = shownRows( QString( apn ).remove( QLatin1Char( '-' ) ) );
  ASSERT_FALSE( byAin.isEmpty() ) << apn.toStdString();
  for ( const auto &row : byAin )
    EXPECT_EQ( row.first, apn );
  const auto byOwner = shownRows( owner.left( 12 ).toLower() );
  ASSERT_FALSE( byOwner.isEmpty() ) << owner.toStdString();
  for ( const auto &row : byOwner )
    EXPECT_TRUE( QTextDocumentFragment::fromHtml( row.second ).toPlainText().toLower().contains( owner.left( 12 ).toLower() ) ) << row.second.toStdString();
}

TEST( Report, AScreenshotShowsTheMapWithEveryLegendClass )
{
  const ReportRun &r = halfDem();
  ASSERT_TRUE( r.run.ok ) << r.run.error.toStdString();
  QTemporaryDir profile;
  const QString screenshot = artifacts() + QStringLiteral( "/report.png" );
  QFile::remove( screenshot );
  run( QStringLiteral( "chromium" ), chromiumArguments( profile.path() ) + QStringList{ QStringLiteral( "--window-size=1400,5000" ), QStringLiteral( "--screenshot=%1" ).arg( screenshot ), QUrl::fromLocalFile( r.html ).toString() } );
  QImage shot( screenshot );
  ASSERT_FALSE( shot.isNull() ) << screenshot.toStdString();
  EXPECT_EQ( shot.width(), 1400 );

  // The overview map, embedded, and the colour of each legend class in it.
  const QRegularExpressionMatch overview = QRegularExpression( QStringLiteral( "<figure class=\"map\" id=\"overview\"><img alt=\"[^\"]*\" src=\"data:image/png;base64,([A-Za-z0-9+/=]+)\"" ) ).match( r.page );
  ASSERT_TRUE( overview.hasMatch() );
  QImage map;
  ASSERT_TRUE( map.loadFromData( QByteArray::fromBase64( overview.captured( 1 ).toLatin1() ), "PNG" ) );
  map.save( artifacts() + QStringLiteral( "/overview.png" ) );
  QStringList colours;
  for ( auto m = QRegularExpression( QStringLiteral( "<tr data-colour=\"(#[0-9a-f]{6})\">" ) ).globalMatch( r.page ); m.hasNext(); )
    colours << m.next().captured( 1 );
  EXPECT_GE( colours.size(), 8 ) << colours.join( ' ' ).toStdString();
  for ( const QString &name : colours )
  {
    const QColor want( name );
    bool found = false;
    for ( int y = 0; y < map.height() && !found; ++y )
    {
      for ( int x = 0; x < map.width() && !found; ++x )
      {
        const QColor c = map.pixelColor( x, y );
        found = std::abs( c.red() - want.red() ) + std::abs( c.green() - want.green() ) + std::abs( c.blue() - want.blue() ) <= 24;
      }
    }
    EXPECT_TRUE( found ) << "legend colour " << name.toStdString() << " is not on the map";
  }
}

TEST( Report, ThePdfCarriesTheSameCounts )
{
  const ReportRun &r = halfDem();
  ASSERT_TRUE( r.run.ok ) << r.run.error.toStdString();
  const QString info = run( QStringLiteral( "pdfinfo" ), { r.pdf } );
  const QRegularExpressionMatch pages = QRegularExpression( QStringLiteral( "Pages:\\s+(\\d+)" ) ).match( info );
  ASSERT_TRUE( pages.hasMatch() ) << info.toStdString();
  EXPECT_GT( pages.captured( 1 ).toInt(), 5 );
  const QString text = run( QStringLiteral( "pdftotext" ), { QStringLiteral( "-layout" ), r.pdf, QStringLiteral( "-" ) } );
  EXPECT_TRUE( text.contains( QStringLiteral( "Screened %1 parcels" ).arg( r.screened.size() ) ) );
  // Each flag's words, its code and its count on one line, as the page gives them.
  for ( const auto &[flag, count] : reportedCounts( r.page, QStringLiteral( "flag-counts" ), QStringLiteral( "data-flag" ) ).toStdMap() )
    EXPECT_TRUE( text.contains( QRegularExpression( QStringLiteral( "\\(%1\\)\\s+%2\\s+(\\d+\\.\\d%|under 0\\.1%)" ).arg( QRegularExpression::escape( flag ) ).arg( count ) ) ) ) << flag.toStdString() << " " << count;
  for ( const auto &[status, count] : reportedCounts( r.page, QStringLiteral( "status-counts" ), QStringLiteral( "data-status" ) ).toStdMap() )
    EXPECT_TRUE( text.contains( QRegularExpression( QStringLiteral( "\\(%1\\)\\s+%2\\s+(\\d+\\.\\d%|under 0\\.1%)" ).arg( QRegularExpression::escape( status ) ).arg( count ) ) ) ) << status.toStdString() << " " << count;
  // A share of a parcel or two in 3,107 is never "0.0%".
  EXPECT_FALSE( text.contains( QRegularExpression( QStringLiteral( "\\s[1-9]\\d*\\s+0\\.0%" ) ) ) );
  EXPECT_TRUE( text.contains( QStringLiteral( "Parcels not fully screened" ) ) );
  // Its pages are numbered.
  EXPECT_TRUE( text.contains( QRegularExpression( QStringLiteral( "\\n\\s+2\\s*\\n" ) ) ) );

  // No APN is split across lines ("7001-002-0" / "02"), and names wrap at spaces, not inside words.
  const QString raw = run( QStringLiteral( "pdftotext" ), { QStringLiteral( "-raw" ), r.pdf, QStringLiteral( "-" ) } );
  const QRegularExpression brokenApn( QStringLiteral( "\\d{4}-(\\d{0,2}|\\d{3}-\\d{0,2})\\n" ) );
  EXPECT_FALSE( raw.contains( brokenApn ) ) << raw.mid( raw.indexOf( brokenApn ) - 80, 160 ).toStdString();
  for ( const char *word : { "BELLWETHER", "ENTERPRISES", "CONSERVANCY", "PARTNERS" } )
    EXPECT_FALSE( raw.contains( QRegularExpression( QStringLiteral( "\\b%1\\n" ).arg( QString::fromLatin1( word ).left( 5 ) ) ) ) && !raw.contains( QString::fromLatin1( word ) ) ) << word;

  // Every flagged parcel is findable on the maps: named on an inset, on one unnamed, or in a cell of the overview's grid.
  long long flagged = 0;
  for ( const QgsFeature &f : r.screened )
  {
    QStringList flags = flagsOf( f );
    flags.removeAll( QStringLiteral( "incomplete" ) );
    flagged += !flags.isEmpty();
  }
  const QString flat = raw.simplified();
  EXPECT_TRUE( flat.contains( QStringLiteral( "Where each \uFB02agged parcel is on the maps" ) ) ) << "index missing";
  long long indexed = 0;
  const QRegularExpression group( QStringLiteral( "(Named on inset \\d+|On an inset, not named there \\(its label had no room\\)|On the overview only \\(outside every inset\\), by the overview's grid cell) \\((\\d+)\\):" ) );
  long long overviewOnly = 0;
  for ( auto it = group.globalMatch( flat ); it.hasNext(); )
  {
    const QRegularExpressionMatch match = it.next();
    indexed += match.captured( 2 ).toLongLong();
    if ( match.captured( 1 ).startsWith( QStringLiteral( "On the overview" ) ) )
      overviewOnly = match.captured( 2 ).toLongLong();
  }
  EXPECT_EQ( indexed, flagged );
  // Each parcel outside the insets is given its cell of the overview's grid (columns A-H, rows numbered).
  EXPECT_GT( overviewOnly, 0 );
  const long long withCell = flat.count( QRegularExpression( QStringLiteral( "\\d{4}-\\d{3}-\\d{3} \\([A-H]\\d{1,2}\\)" ) ) );
  EXPECT_EQ( withCell, overviewOnly );
}
