/***************************************************************************
  swreport.cpp: the report's page, and its PDF.
 ***************************************************************************/
#include "report/swreport.h"
#include "outputs/swdurablefile.h"
#include "report/swprinting.h"
#include "core/swsecrets.h"

#include <QBuffer>
#include <QtConcurrent>
#include <functional>
#include <vector>
#include <QDate>
#include <QFile>
#include <QPageLayout>
#include <QPageSize>
#include <QPrinter>

#include <algorithm>
#include <QTextDocument>
#include <QTextStream>
#include <QUrl>

namespace
{
  QString esc( const QString &text )
  {
    return text.toHtmlEscaped();
  }

  QString resourceText( const QString &name )
  {
    QFile file( QStringLiteral( ":/stormwater/resources/%1" ).arg( name ) );
    return file.open( QIODevice::ReadOnly ) ? QString::fromUtf8( file.readAll() ) : QString();
  }

  //! Where a picture is: embedded in the page, or a resource of the PDF's document.
  QString source( const QImage &image, const QString &resource, bool forPrint )
  {
    return forPrint ? QStringLiteral( "report:%1" ).arg( resource ) : SwPrinting::dataUrl( image );
  }

  QString tableOpen( const QString &id, bool forPrint )
  {
    if ( forPrint )
      return QStringLiteral( "<table border=\"1\" cellspacing=\"0\" cellpadding=\"3\">" );
    return id.isEmpty() ? QStringLiteral( "<table>" ) : QStringLiteral( "<table id=\"%1\">" ).arg( id );
  }

  QString headerRow( const QStringList &headings )
  {
    QString row = QStringLiteral( "<thead><tr>" );
    for ( const QString &heading : headings )
      row += QStringLiteral( "<th>%1</th>" ).arg( heading.toHtmlEscaped() );
    return row + QStringLiteral( "</tr></thead>\n" );
  }

  //! A section of the page: its heading (anchor \a sectionId), then a table \a tableId with \a headings and \a rows (each "<tr>...</tr>").
  QString tableSection( const QString &sectionId, const QString &title, const QString &tableId, const QStringList &headings, const QString &rows, bool forPrint )
  {
    return QStringLiteral( "<h2 id=\"%1\">%2</h2>\n" ).arg( sectionId, title.toHtmlEscaped() ) + tableOpen( tableId, forPrint ) + headerRow( headings ) + rows + QStringLiteral( "</table>\n" );
  }

  QString numberCell( long long value, bool forPrint )
  {
    return QStringLiteral( "<td %1>%2</td>" ).arg( forPrint ? QStringLiteral( "align=\"right\"" ) : QStringLiteral( "class=\"n\"" ) ).arg( value );
  }

  QString shareCell( long long value, long long total, bool forPrint )
  {
    const double share = total > 0 ? 100.0 * static_cast<double>( value ) / static_cast<double>( total ) : 0;
    // One parcel in 3,107 is not "0.0%": a share that rounds to nothing reads "under 0.1%".
    const QString text = value > 0 && share < 0.05 ? QObject::tr( "under 0.1%" ) : QStringLiteral( "%1%" ).arg( share, 0, 'f', 1 );
    return QStringLiteral( "<td %1>%2</td>" ).arg( forPrint ? QStringLiteral( "align=\"right\"" ) : QStringLiteral( "class=\"n\"" ), text );
  }

  const QString INCOMPLETE = QStringLiteral( "incomplete" );
  const QString NONE = QStringLiteral( "none" );
} // namespace

SwReport::SwReport( const SwProfile &profile )
  : mProfile( profile )
  , mTitle( QObject::tr( "Storm water parcel screening" ) )
{
}

void SwReport::setTotals( long long parcels, const QMap<QString, long long> &flags, const QMap<QString, long long> &combinations, const QMap<QString, long long> &statuses )
{
  mParcels = parcels;
  mFlags = flags;
  mCombinations = combinations;
  mStatuses = statuses;
}

void SwReport::setWords( const QMap<QString, QString> &flags, const QMap<QString, QString> &statuses )
{
  mFlagWords = flags;
  mStatusWords = statuses;
}

void SwReport::setMap( const Picture &overview, const QList<Picture> &insets, const QList<LegendEntry> &legend )
{
  mOverview = overview;
  mInsets = insets;
  // Encoding the pictures as PNG is most of a report's own time: all at
  // once, on every core.
  std::vector<Picture *> pictures{ &mOverview };
  for ( Picture &inset : mInsets )
    pictures.push_back( &inset );
  QtConcurrent::blockingMap( pictures, []( Picture *picture )
                             { picture->url = picture->image.isNull() ? QString() : SwPrinting::dataUrl( picture->image ); } );
  mLegend = legend;
}

QString SwReport::flagWords( const QString &flag ) const
{
  return mFlagWords.value( flag, flag );
}

QString SwReport::combinationWords( const QString &combination ) const
{
  QStringList words;
  for ( const QString &flag : combination.split( QStringLiteral( " + " ) ) )
    words << flagWords( flag );
  return words.join( QLatin1String( " + " ) );
}

QString SwReport::summaryHtml() const
{
  long long flagged = 0;
  for ( auto it = mCombinations.constBegin(); it != mCombinations.constEnd(); ++it )
  {
    if ( it.key() != NONE && it.key() != INCOMPLETE )
      flagged += it.value();
  }
  const long long incomplete = mFlags.value( INCOMPLETE );
  QString h = QStringLiteral( "<ul class=\"summary\" id=\"summary\">" );
  h += QStringLiteral( "<li>%1</li>" ).arg( QObject::tr( "%1 of %2 parcels are flagged by at least one screen." ).arg( flagged ).arg( mParcels ) );
  if ( incomplete > 0 )
    h += QStringLiteral( "<li class=\"attention\">%1</li>" ).arg( QObject::tr( "%1 parcels were not fully screened: a screen could not evaluate all of them (see \"Parcels not fully screened\"). They are not counted as \"%2\"." ).arg( incomplete ).arg( esc( flagWords( NONE ) ) ) );
  else
    h += QStringLiteral( "<li>%1</li>" ).arg( QObject::tr( "Every parcel was fully screened by every screen that ran." ) );
  h += QStringLiteral( "<li>%1</li>" ).arg( QObject::tr( "%1 parcels: %2." ).arg( mCombinations.value( NONE ) ).arg( esc( flagWords( NONE ) ) ) );
  for ( const QString &line : mScreenSummary )
    h += QStringLiteral( "<li>%1</li>" ).arg( esc( line ) );
  h += notScreenedHtml();
  h += QStringLiteral( "</ul>\n" );
  return h;
}

QString SwReport::notScreenedHtml() const
{
  QStringList titles;
  QStringList required;
  for ( const Screen &screen : mScreens )
  {
    if ( screen.ran )
      continue;
    titles << screen.title;
    if ( screen.requiredByCity )
      required << screen.title;
  }
  if ( titles.isEmpty() )
    return QStringLiteral( "<li>%1</li>" ).arg( QObject::tr( "Every screen ran on every parcel." ) );
  // A parcel without flags is unflagged by the screens that ran, not clear of
  // the rules of a screen that did not: said where the counts are read.
  QString line = QObject::tr( "Not screened, for any parcel: %1 (their inputs were not given; see \"Screens\"). \"%2\" means no flag from the screens that ran." ).arg( titles.join( QLatin1String( ", " ) ), flagWords( NONE ) );
  if ( !required.isEmpty() )
    line += QLatin1Char( ' ' ) + QObject::tr( "This city's code requires: %1." ).arg( required.join( QLatin1String( ", " ) ) );
  return QStringLiteral( "<li class=\"attention\">%1</li>" ).arg( esc( line ) );
}

QString SwReport::countTable( const QString &id, const QString &key, const QString &heading, const QMap<QString, long long> &counts, const std::function<QString( const QString & )> &words, bool withCode, bool forPrint ) const
{
  QString h = tableOpen( id, forPrint ) + headerRow( { heading, QObject::tr( "Parcels" ), QObject::tr( "Share" ) } );
  for ( auto it = counts.constBegin(); it != counts.constEnd(); ++it )
  {
    const QString code = withCode ? QStringLiteral( " <span class=\"code\">(%1)</span>" ).arg( esc( it.key() ) ) : QString();
    h += QStringLiteral( "<tr %1=\"%2\"><td>%3%4</td>%5%6</tr>\n" ).arg( key, esc( it.key() ), esc( words( it.key() ) ), code, numberCell( it.value(), forPrint ), shareCell( it.value(), mParcels, forPrint ) );
  }
  return h + QStringLiteral( "</table>\n" );
}

QString SwReport::countsHtml( bool forPrint ) const
{
  const auto status = [this]( const QString &code )
  { return mStatusWords.value( code, code ); };
  return QStringLiteral( "<h2 id=\"counts\">%1</h2>\n" ).arg( QObject::tr( "Parcels per flag" ) ) + countTable(
                                                                                                      QStringLiteral( "flag-counts" ), QStringLiteral( "data-flag" ), QObject::tr( "Flag" ), mFlags, [this]( const QString &flag )
                                                                                                      { return flagWords( flag ); },
                                                                                                      true, forPrint ) +
         QStringLiteral( "<p class=\"note\">%1</p>\n<h3>%2</h3>\n" ).arg( QObject::tr( "A parcel with several flags counts under each." ), QObject::tr( "Per combination of flags" ) ) + countTable(
                                                                                                                                                                                           QStringLiteral( "combination-counts" ), QStringLiteral( "data-combination" ), QObject::tr( "Flags" ), mCombinations, [this]( const QString &combination )
                                                                                                                                                                                           { return combinationWords( combination ); },
                                                                                                                                                                                           false, forPrint ) +
         QStringLiteral( "<h3>%1</h3>\n" ).arg( QObject::tr( "Per status" ) ) + countTable( QStringLiteral( "status-counts" ), QStringLiteral( "data-status" ), QObject::tr( "Status" ), mStatuses, status, true, forPrint );
}

QString SwReport::picture( const Picture &picture, const QString &id, const QString &classes, bool forPrint )
{
  if ( forPrint )
  {
    // The PDF's text is 9.4 by 6.9 inches (landscape Letter less Qt's 2 cm margins): each picture as wide
    // as fits with its caption below it on one page, its height in proportion, a paragraph of its own.
    const double aspect = picture.image.width() > 0 ? static_cast<double>( picture.image.height() ) / picture.image.width() : 0.75;
    const int width = static_cast<int>( std::min( 870.0, 560.0 / std::max( aspect, 0.1 ) ) );
    const int height = static_cast<int>( width * aspect );
    return QStringLiteral( "<p><img src=\"report:%1\" width=\"%2\" height=\"%3\"></p><p class=\"note\">%4</p>\n" ).arg( id ).arg( width ).arg( height ).arg( esc( picture.title ) );
  }
  return QStringLiteral( "<figure class=\"%1\" id=\"%2\"><img alt=\"%3\" src=\"%4\"><figcaption>%3</figcaption></figure>\n" ).arg( classes, id, esc( picture.title ), picture.url.isEmpty() ? SwPrinting::dataUrl( picture.image ) : picture.url );
}

QString SwReport::mapHtml( bool forPrint ) const
{
  QString h;
  QTextStream out( &h );
  // In print the map starts a page: its heading never sits alone at a page's foot.
  out << ( forPrint ? "<h2 id=\"map\" style=\"page-break-before:always\">" : "<h2 id=\"map\">" ) << QObject::tr( "Map" ) << "</h2>\n";
  if ( mOverview.image.isNull() )
  {
    out << "<p class=\"note\">" << QObject::tr( "No map: the screened parcels could not be rendered." ) << "</p>\n";
    out.flush();
    return h;
  }
  out << picture( mOverview, QStringLiteral( "overview" ), QStringLiteral( "map" ), forPrint );
  if ( !mLegend.isEmpty() )
  {
    out << "<h3>" << QObject::tr( "Legend" ) << "</h3>\n"
        << tableOpen( QStringLiteral( "legend" ), forPrint ) << "\n";
    for ( int i = 0; i < mLegend.size(); ++i )
    {
      const LegendEntry &entry = mLegend.at( i );
      out << "<tr data-colour=\"" << entry.colour.name() << "\"><td class=\"swatch\">";
      if ( !entry.swatch.isNull() )
        out << "<img alt=\"\" src=\"" << source( entry.swatch, QStringLiteral( "legend-%1" ).arg( i ), forPrint ) << "\">";
      else
        out << "<span style=\"display:inline-block;width:2em;height:1em;background:" << entry.colour.name() << "\"></span>";
      out << "</td><td>" << esc( entry.label ) << "</td></tr>\n";
    }
    out << "</table>\n";
  }
  for ( int i = 0; i < mInsets.size(); ++i )
  {
    out << picture( mInsets.at( i ), QStringLiteral( "inset-%1" ).arg( i + 1 ), QStringLiteral( "map inset" ), forPrint );
  }
  // An inset names only the parcels its labels have room for: the index finds every flagged parcel on the maps.
  if ( !mMapIndex.isEmpty() )
  {
    out << "<h3 id=\"map-index\">" << QObject::tr( "Where each flagged parcel is on the maps" ) << "</h3>\n";
    for ( const MapIndexEntry &entry : mMapIndex )
      out << "<p class=\"map-index\"><b>" << esc( entry.heading ) << "</b> (" << entry.apns.size() << "): " << esc( entry.apns.join( QLatin1String( ", " ) ) ) << "</p>\n";
  }
  out.flush();
  return h;
}

QString SwReport::profileHtml( bool forPrint ) const
{
  QString rows;
  for ( const SwProfile::Rule &rule : mProfile.rules() )
    rows += QStringLiteral( "<tr><td>%1</td><td>%2</td><td>%3</td></tr>\n" ).arg( esc( rule.key ), esc( SwProfile::displayValue( rule ) ), esc( rule.citation ) );
  return tableSection( QStringLiteral( "profile" ), QObject::tr( "Profile: thresholds and citations" ), QStringLiteral( "profile-rules" ), { QObject::tr( "Rule" ), QObject::tr( "Value" ), QObject::tr( "Citation" ) }, rows, forPrint );
}

QString SwReport::inputsHtml( bool forPrint ) const
{
  QString rows;
  for ( const Input &input : mInputs )
  {
    QString notes;
    for ( const QString &note : input.notes )
      notes += QStringLiteral( "<li>%1</li>" ).arg( esc( note ) );
    rows += QStringLiteral( "<tr><td>%1</td><td>%2</td><td %3>%4</td><td>%5</td><td>%6</td></tr>\n" )
              .arg( esc( input.parameter ), esc( SwSecrets::publicName( input.layer ) ), forPrint ? QStringLiteral( "align=\"right\"" ) : QStringLiteral( "class=\"n\"" ), input.features < 0 ? QObject::tr( "raster" ) : QString::number( input.features ), esc( input.crs ), notes.isEmpty() ? QString() : QStringLiteral( "<ul>%1</ul>" ).arg( notes ) );
  }
  return tableSection( QStringLiteral( "inputs" ), QObject::tr( "Data sources" ), QStringLiteral( "data-sources" ), { QObject::tr( "Parameter" ), QObject::tr( "Layer" ), QObject::tr( "Features" ), QStringLiteral( "CRS" ), QObject::tr( "How it was read" ) }, rows, forPrint );
}

QString SwReport::warningsHtml() const
{
  QString h = QStringLiteral( "<h2 id=\"warnings\">%1</h2>\n" ).arg( QObject::tr( "Warnings" ) );
  if ( mWarnings.isEmpty() )
    return h + QStringLiteral( "<p class=\"note\">%1</p>\n" ).arg( QObject::tr( "None." ) );
  h += QStringLiteral( "<ul id=\"warning-list\">\n" );
  for ( const QString &warning : mWarnings )
    h += QStringLiteral( "<li>%1</li>\n" ).arg( esc( warning ) );
  return h + QStringLiteral( "</ul>\n" );
}

QString SwReport::changesHtml( bool forPrint ) const
{
  if ( !mChanges )
    return QString();
  QString counts;
  for ( const auto &[words, parcels] : mChanges->counts )
    counts += QStringLiteral( "<tr><td>%1</td>%2</tr>\n" ).arg( esc( words ), numberCell( parcels, forPrint ) );
  QString h = tableSection( QStringLiteral( "changes" ), QObject::tr( "Changes since %1" ).arg( mChanges->since ), QStringLiteral( "change-counts" ), { QObject::tr( "Change" ), QObject::tr( "Parcels" ) }, counts, forPrint );
  h += QStringLiteral( "<p class=\"note\">%1</p>\n" ).arg( esc( mChanges->source ) );
  if ( mChanges->parcels.isEmpty() )
    return h + QStringLiteral( "<p>%1</p>\n" ).arg( QObject::tr( "No parcel's flags changed, and no figure moved past its threshold." ) );
  h += QStringLiteral( "<h3>%1</h3>\n" ).arg( QObject::tr( "Parcels that changed" ) ) + tableOpen( QStringLiteral( "changed-parcels" ), forPrint ) + headerRow( { QObject::tr( "APN" ), QObject::tr( "Change" ), QObject::tr( "Flags before" ), QObject::tr( "Flags now" ), QObject::tr( "What changed" ) } );
  for ( const QStringList &parcel : mChanges->parcels )
  {
    h += QStringLiteral( "<tr>" );
    // An APN is read whole: never broken at its dashes.
    for ( int c = 0; c < parcel.size(); ++c )
      h += QStringLiteral( "<td%1>%2</td>" ).arg( c == 0 ? QStringLiteral( " style=\"white-space:nowrap\"" ) : QString(), esc( parcel.at( c ) ) );
    h += QStringLiteral( "</tr>\n" );
  }
  h += QStringLiteral( "</table>\n" );
  if ( mChanges->notListed > 0 )
    h += QStringLiteral( "<p class=\"note\">%1</p>\n" ).arg( QObject::tr( "%1 more changed parcel(s) are in the changes table (CHANGES)." ).arg( mChanges->notListed ) );
  return h;
}

QString SwReport::body( bool forPrint ) const
{
  QString h;
  QTextStream out( &h );
  out << "<h1>" << esc( mTitle ) << "</h1>\n<p class=\"lead\">" << esc( mProfile.title() ) << " &mdash; " << esc( mProfile.code() ) << "<br>"
      << QObject::tr( "Screened %1 parcels on %2; measured in %3, every distance and area given in US survey feet and square feet." ).arg( mParcels ).arg( QDate::currentDate().toString( Qt::ISODate ), esc( mWorkingCrs ) ) << "</p>\n";
  if ( !forPrint )
    out << "<p class=\"tools\"><button type=\"button\" id=\"print\">" << QObject::tr( "Print / Save as PDF" ) << "</button></p>\n";
  out << summaryHtml();

  QString screens;
  for ( const Screen &screen : mScreens )
    screens += QStringLiteral( "<tr><td>%1</td><td>%2</td><td>%3 &mdash; %4</td></tr>\n" ).arg( esc( screen.title ), screen.ran ? QObject::tr( "yes" ) : esc( QObject::tr( "no: its inputs were not given (to screen it, %1)" ).arg( screen.inputsToRun ) ), screen.requiredByCity ? QObject::tr( "yes" ) : QObject::tr( "no" ), esc( screen.requirementCitation ) );
  out << tableSection( QStringLiteral( "screens" ), QObject::tr( "Screens" ), QStringLiteral( "screens-run" ), { QObject::tr( "Screen" ), QObject::tr( "Run" ), QObject::tr( "Required by this city's code" ) }, screens, forPrint );

  out << countsHtml( forPrint ) << changesHtml( forPrint ) << mapHtml( forPrint );

  out << "<h2 id=\"parcels\">" << QObject::tr( "Parcels by screen" ) << "</h2>\n";
  if ( !forPrint )
  {
    // Filled by the page's script: the flags and statuses the tables hold.
    out << "<div class=\"tools\" id=\"filters\"><label>" << QObject::tr( "Find APN, address or owner" ) << " <input type=\"search\" id=\"search\"></label> <label>" << QObject::tr( "Flag" ) << " <select id=\"flag-filter\"><option value=\"\">" << QObject::tr( "any" ) << "</option>";
    for ( auto it = mFlags.constBegin(); it != mFlags.constEnd(); ++it )
      out << "<option value=\"" << esc( it.key() ) << "\">" << esc( flagWords( it.key() ) ) << "</option>";
    out << "</select></label> <label>" << QObject::tr( "Status" ) << " <select id=\"status-filter\"><option value=\"\">" << QObject::tr( "any" ) << "</option>";
    for ( auto it = mStatuses.constBegin(); it != mStatuses.constEnd(); ++it )
      out << "<option value=\"" << esc( it.key() ) << "\">" << esc( mStatusWords.value( it.key(), it.key() ) ) << "</option>";
    out << "</select></label> <span class=\"note\">" << QObject::tr( "Click a column's heading to sort." ) << "</span></div>\n";
  }
  for ( const SwReportTable &table : mTables )
    out << table.html( forPrint );

  out << profileHtml( forPrint ) << inputsHtml( forPrint ) << warningsHtml();
  out.flush();
  return h;
}

QString SwReport::html() const
{
  QString h;
  QTextStream out( &h );
  out << "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">\n<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n<title>" << esc( mTitle ) << " - " << esc( mProfile.title() ) << "</title>\n"
      << "<style>\n"
      << resourceText( QStringLiteral( "report.css" ) ) << "</style>\n</head><body>\n"
      << body( false )
      << "<script>\n"
      << resourceText( QStringLiteral( "report.js" ) ) << "</script>\n</body></html>\n";
  out.flush();
  return h;
}

bool SwReport::write( const QString &path, QString &error ) const
{
  error = SwDurableFile::write( path, html().toUtf8() );
  return error.isEmpty();
}

bool SwReport::writePdf( const QString &path, QString &error ) const
{
  QTextDocument document;
  QFont font( QStringLiteral( "DejaVu Sans" ) );
  font.setPointSizeF( 8.5 );
  document.setDefaultFont( font );
  // Qt's rich text knows a little CSS: sizes, colours, page breaks before each screen's table.
  document.setDefaultStyleSheet( QStringLiteral( "h1{font-size:16pt} h2{font-size:12pt;color:#1f4e79;margin-top:14px} h3{font-size:10pt;margin-top:10px} th{background-color:#eef3f7} td{font-size:7pt} th{font-size:7pt} .note{color:#555555} .code{color:#777777} section.parcels{page-break-before:always} figcaption{color:#555555}" ) );
  document.addResource( QTextDocument::ImageResource, QUrl( QStringLiteral( "report:overview" ) ), mOverview.image );
  for ( int i = 0; i < mLegend.size(); ++i )
    document.addResource( QTextDocument::ImageResource, QUrl( QStringLiteral( "report:legend-%1" ).arg( i ) ), mLegend.at( i ).swatch );
  for ( int i = 0; i < mInsets.size(); ++i )
    document.addResource( QTextDocument::ImageResource, QUrl( QStringLiteral( "report:inset-%1" ).arg( i + 1 ) ), mInsets.at( i ).image );
  // Qt's importer reads <section> as a plain block; a page break needs a block of its own.
  QString html = body( true );
  html.replace( QStringLiteral( "<section class=\"parcels\"" ), QStringLiteral( "<div style=\"page-break-before:always\"></div><section class=\"parcels\"" ) );
  document.setHtml( QStringLiteral( "<html><body>%1</body></html>" ).arg( html ) );

  // Landscape: a screen's table has up to a dozen columns, which a portrait page squeezes until words break.
  error = SwPrinting::printPdf( document, path, QStringLiteral( "%1 - %2" ).arg( mTitle, mProfile.title() ), QPageLayout::Landscape );
  if ( !error.isEmpty() )
    return false;
  return true;
}
