/***************************************************************************
  swparcelsheetdocument.cpp: the sheets as HTML and PDF (see header).
 ***************************************************************************/
#include "sheet/swparcelsheetdocument.h"
#include "outputs/swdurablefile.h"
#include "report/swprinting.h"

#include <QFont>
#include <QLocale>
#include <QTextDocument>
#include <QUrl>

namespace
{
  QString escaped( const QString &text )
  {
    return text.toHtmlEscaped();
  }

  // Screen and print share these; Qt's rich text reads the simple ones.
  const QString STYLE = QStringLiteral(
    "body{font-family:'DejaVu Sans',sans-serif;font-size:9pt;color:#1a1a1a}"
    "h1{font-size:14pt;margin:0 0 2px 0} h2{font-size:10.5pt;color:#1f4e79;margin:10px 0 3px 0}"
    ".lead{font-size:10pt;margin:0 0 6px 0} .note{color:#555555;font-size:7.5pt} .cite{color:#555555;font-size:7pt}"
    "table{border-collapse:collapse} td,th{padding:2px 5px;vertical-align:top;text-align:left} th{background-color:#eef3f7;font-size:8pt}"
    ".undecided{color:#9c2b00;font-weight:bold} .yes{font-weight:bold}" );
} // namespace

SwParcelSheetDocument::SwParcelSheetDocument( const QStringList &sources, const QDate &printed )
  : mSources( sources )
  , mPrinted( printed )
{
}

QString SwParcelSheetDocument::dayText( const QDate &date )
{
  return QLocale( QLocale::English, QLocale::UnitedStates ).toString( date, QStringLiteral( "MMMM d, yyyy" ) );
}

QString SwParcelSheetDocument::sheetHtml( int index, bool forPrint ) const
{
  const Page &page = mPages.at( index );
  const SwParcelSheet &sheet = page.sheet;
  QString h;
  h += QStringLiteral( "<h1>%1</h1>\n" ).arg( escaped( QObject::tr( "%1: storm water screening of one parcel" ).arg( sheet.cityTitle() ) ) );
  h += QStringLiteral( "<p class=\"lead\"><b>%1</b>%2 &middot; %3</p>\n" )
         .arg( escaped( QObject::tr( "APN %1" ).arg( sheet.apn() ) ), sheet.address().isEmpty() ? QString() : QStringLiteral( " &middot; %1" ).arg( escaped( sheet.address() ) ), escaped( QObject::tr( "printed %1" ).arg( dayText( mPrinted ) ) ) );

  if ( !page.shared.isEmpty() )
    h += QStringLiteral( "<p class=\"lead\"><b>%1</b></p>\n" ).arg( escaped( page.shared ) );
  if ( !page.asked.isEmpty() )
    h += QStringLiteral( "<p class=\"lead\">%1</p>\n" ).arg( escaped( page.asked ) );

  // The parcel's particulars beside its map (print: one above the other, Qt's tables do not float).
  h += QStringLiteral( "<table class=\"identity\">" );
  for ( const SwParcelSheet::Line &line : sheet.identity() )
    h += QStringLiteral( "<tr><th>%1</th><td>%2</td></tr>" ).arg( escaped( line.label ), escaped( line.value ) );
  // A partial screening's "no flags" says of which screens: the others did not run, which is not a "no".
  const QStringList notScreened = sheet.notScreened();
  QString flags = sheet.flagsText();
  if ( flags.isEmpty() )
    flags = notScreened.isEmpty() ? QObject::tr( "none: no screen flags this parcel" ) : QObject::tr( "none of the screens that ran flags this parcel; not screened: %1" ).arg( notScreened.join( QLatin1String( ", " ) ) );
  h += QStringLiteral( "<tr><th>%1</th><td>%2</td></tr>" ).arg( escaped( QObject::tr( "Flags" ) ), escaped( flags ) );
  h += QStringLiteral( "</table>\n" );

  if ( !page.map.image.isNull() )
  {
    const QImage &image = page.map.image;
    const int width = forPrint ? 620 : image.width();
    const int height = image.width() > 0 ? width * image.height() / image.width() : 0;
    const QString source = forPrint ? QStringLiteral( "sheet:%1-map" ).arg( index ) : SwPrinting::dataUrl( image );
    h += QStringLiteral( "<p><img src=\"%1\" width=\"%2\" height=\"%3\" alt=\"%4\"></p>\n" ).arg( source ).arg( width ).arg( height ).arg( escaped( page.map.title ) );
    QStringList legend;
    for ( int k = 0; k < page.legend.size(); ++k )
    {
      const SwReportMap::LegendEntry &entry = page.legend.at( k );
      const QString swatch = forPrint ? QStringLiteral( "sheet:%1-legend-%2" ).arg( index ).arg( k ) : SwPrinting::dataUrl( entry.swatch );
      legend << QStringLiteral( "<img src=\"%1\" width=\"18\" height=\"12\"> %2" ).arg( swatch, escaped( entry.label ) );
    }
    h += QStringLiteral( "<p class=\"note\">%1</p>\n" ).arg( legend.join( QStringLiteral( " &nbsp; " ) ) );
  }

  h += QStringLiteral( "<h2>%1</h2>\n<table class=\"answers\"><tr><th>%2</th><th>%3</th><th>%4</th></tr>\n" ).arg( escaped( QObject::tr( "What the screening found" ) ), escaped( QObject::tr( "Screen" ) ), escaped( QObject::tr( "Answer and figures" ) ), escaped( QObject::tr( "Why, and the code" ) ) );
  for ( const SwParcelSheet::Answer &answer : sheet.answers() )
  {
    QString what = QStringLiteral( "<span class=\"%1\">%2</span>" ).arg( answer.decided ? QStringLiteral( "yes" ) : QStringLiteral( "undecided" ), escaped( answer.answer.isEmpty() ? QObject::tr( "no answer in the layer" ) : answer.answer ) );
    for ( const QString &figure : answer.figures )
      what += QStringLiteral( "<br>%1" ).arg( escaped( figure ) );
    QString why = escaped( answer.why );
    if ( !answer.citation.isEmpty() )
      why += QStringLiteral( "%1<span class=\"cite\">%2</span>" ).arg( why.isEmpty() ? QString() : QStringLiteral( "<br>" ), escaped( answer.citation ) );
    h += QStringLiteral( "<tr><td><b>%1</b></td><td>%2</td><td>%3</td></tr>\n" ).arg( escaped( answer.screen ), what, why );
  }
  h += QStringLiteral( "</table>\n<p class=\"cite\">%1</p>\n" ).arg( escaped( QObject::tr( "The code sections are named; their words, and every threshold the screens used, are listed by stormwater:profilerules for the profile below." ) ) );

  const QStringList open = sheet.notDecided();
  h += QStringLiteral( "<h2>%1</h2>\n" ).arg( escaped( QObject::tr( "Not decided" ) ) );
  if ( open.isEmpty() )
    h += QStringLiteral( "<p>%1</p>\n" ).arg( escaped( QObject::tr( "Every screen that ran decided this parcel." ) ) );
  if ( !notScreened.isEmpty() )
    h += QStringLiteral( "<p>%1</p>\n" ).arg( escaped( QObject::tr( "Not screened in this layer (the main job was not given their data), so this sheet says nothing of them: %1." ).arg( notScreened.join( QLatin1String( ", " ) ) ) ) );
  else
  {
    h += QStringLiteral( "<p>%1</p><ul>" ).arg( escaped( QObject::tr( "The data could not decide these; they are not a \"no\". Check them by hand or bring the missing data:" ) ) );
    for ( const QString &line : open )
      h += QStringLiteral( "<li>%1</li>" ).arg( escaped( line ) );
    h += QStringLiteral( "</ul>\n" );
  }

  if ( const std::optional<SwLidAnswer> &lid = sheet.projectAnswer() )
  {
    h += QStringLiteral( "<h2>%1</h2>\n<table class=\"project\">" ).arg( escaped( QObject::tr( "The project described" ) ) );
    for ( const SwParcelSheet::Line &line : sheet.project() )
      h += QStringLiteral( "<tr><th>%1</th><td>%2</td></tr>" ).arg( escaped( line.label ), escaped( line.value ) );
    const QString required = lid->lidRequired == QLatin1String( "yes" ) ? QObject::tr( "Yes" ) : lid->lidRequired == QLatin1String( "no" ) ? QObject::tr( "No" )
                                                                                                                                           : QObject::tr( "Not decided" );
    h += QStringLiteral( "<tr><th>%1</th><td><b>%2</b></td></tr>" ).arg( escaped( QObject::tr( "LID required" ) ), escaped( required ) );
    if ( !lid->categories.isEmpty() )
      h += QStringLiteral( "<tr><th>%1</th><td>%2</td></tr>" ).arg( escaped( QObject::tr( "Categories" ) ), escaped( lid->categories ) );
    if ( !lid->plan.isEmpty() )
      h += QStringLiteral( "<tr><th>%1</th><td>%2</td></tr>" ).arg( escaped( QObject::tr( "Plan" ) ), escaped( lid->plan == QLatin1String( "none" ) ? QObject::tr( "none" ) : lid->plan ) );
    if ( !lid->scope.isEmpty() )
      h += QStringLiteral( "<tr><th>%1</th><td>%2</td></tr>" ).arg( escaped( QObject::tr( "Mitigated" ) ), escaped( QString( lid->scope ).replace( QLatin1Char( '_' ), QLatin1Char( ' ' ) ) ) );
    if ( !lid->missing.isEmpty() )
      h += QStringLiteral( "<tr><th>%1</th><td class=\"undecided\">%2</td></tr>" ).arg( escaped( QObject::tr( "Ask the applicant for" ) ), escaped( lid->missing.join( QLatin1String( "; " ) ) ) );
    h += QStringLiteral( "<tr><th>%1</th><td>%2<br><span class=\"cite\">%3</span></td></tr>" ).arg( escaped( QObject::tr( "Why" ) ), escaped( lid->reason ), escaped( lid->citation ) );
    for ( const SwParcelSheet::Line &line : sheet.projectVolume() )
      h += QStringLiteral( "<tr><th>%1</th><td>%2</td></tr>" ).arg( escaped( line.label ), escaped( line.value ) );
    h += QStringLiteral( "</table>\n" );
  }

  h += QStringLiteral( "<h2>%1</h2>\n<p class=\"note\">" ).arg( escaped( QObject::tr( "Data sources" ) ) );
  QStringList sources;
  for ( const QString &source : mSources )
    sources << escaped( source );
  h += sources.join( QStringLiteral( "<br>" ) ) + QStringLiteral( "</p>\n" );
  h += QStringLiteral( "<p><br>%1 ______________________________ &nbsp; %2 ______________</p>\n" ).arg( escaped( QObject::tr( "Prepared by (clerk):" ) ), escaped( QObject::tr( "Date:" ) ) );
  return h;
}

QString SwParcelSheetDocument::html() const
{
  QString h = QStringLiteral( "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"><title>%1</title><style>%2 section{max-width:8in;margin:0 auto 40px auto} section+section{page-break-before:always;break-before:page} img{max-width:100%;height:auto}</style></head><body>\n" )
                .arg( escaped( QObject::tr( "Parcel sheets" ) ), STYLE );
  for ( int i = 0; i < mPages.size(); ++i )
    h += QStringLiteral( "<section class=\"sheet\" id=\"apn-%1\">\n%2</section>\n" ).arg( escaped( mPages.at( i ).sheet.apn() ), sheetHtml( i, false ) );
  return h + QStringLiteral( "</body></html>\n" );
}

bool SwParcelSheetDocument::writeHtml( const QString &path, QString &error ) const
{
  error = SwDurableFile::write( path, html().toUtf8() );
  return error.isEmpty();
}

bool SwParcelSheetDocument::writePdf( const QString &path, QString &error ) const
{
  QTextDocument document;
  QFont font( QStringLiteral( "DejaVu Sans" ) );
  font.setPointSizeF( 8 );
  document.setDefaultFont( font );
  document.setDefaultStyleSheet( STYLE );
  QString body;
  for ( int i = 0; i < mPages.size(); ++i )
  {
    const Page &page = mPages.at( i );
    document.addResource( QTextDocument::ImageResource, QUrl( QStringLiteral( "sheet:%1-map" ).arg( i ) ), page.map.image );
    for ( int k = 0; k < page.legend.size(); ++k )
      document.addResource( QTextDocument::ImageResource, QUrl( QStringLiteral( "sheet:%1-legend-%2" ).arg( i ).arg( k ) ), page.legend.at( k ).swatch );
    // Qt's importer needs a block of its own for a page break.
    if ( i > 0 )
      body += QStringLiteral( "<div style=\"page-break-before:always\"></div>" );
    body += sheetHtml( i, true );
  }
  document.setHtml( QStringLiteral( "<html><body>%1</body></html>" ).arg( body ) );
  error = SwPrinting::printPdf( document, path, QObject::tr( "Parcel sheets" ), QPageLayout::Portrait );
  return error.isEmpty();
}
