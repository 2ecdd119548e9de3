/***************************************************************************
  swreport.cpp: the HTML report and its headless map.
 ***************************************************************************/
#include "outputs/swreport.h"

#include "qgscategorizedsymbolrenderer.h"
#include "qgsmaprenderersequentialjob.h"
#include "qgssymbol.h"
#include "qgsmapsettings.h"
#include "qgsvectorlayer.h"

#include <QBuffer>
#include <QDateTime>
#include <QFile>
#include <QSaveFile>
#include <QTextStream>

namespace
{
  QString esc( const QString &text )
  {
    return text.toHtmlEscaped();
  }

  QString countRows( const QMap<QString, long long> &counts, long long total )
  {
    QString rows;
    for ( auto it = counts.constBegin(); it != counts.constEnd(); ++it )
    {
      const double share = total > 0 ? 100.0 * static_cast<double>( it.value() ) / static_cast<double>( total ) : 0;
      rows += QStringLiteral( "<tr><td>%1</td><td class=\"n\">%2</td><td class=\"n\">%3%</td></tr>\n" ).arg( esc( it.key() ) ).arg( it.value() ).arg( share, 0, 'f', 1 );
    }
    return rows;
  }
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

QString SwReport::html() const
{
  QString h;
  QTextStream out( &h );
  out << "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">\n<title>" << esc( mTitle ) << " - " << esc( mProfile.title() ) << "</title>\n"
      << "<style>body{font-family:sans-serif;margin:2em;max-width:1100px;color:#222}table{border-collapse:collapse;margin:.5em 0 1.5em}"
         "td,th{border:1px solid #bbb;padding:.25em .6em;text-align:left;vertical-align:top}th{background:#eef3f7}td.n{text-align:right}"
         "h2{border-bottom:2px solid #2b7bd0;padding-bottom:.2em}.note{color:#555}img{max-width:100%;border:1px solid #bbb}</style></head><body>\n";
  out << "<h1>" << esc( mTitle ) << "</h1>\n<p>" << esc( mProfile.title() ) << " &mdash; " << esc( mProfile.code() ) << "<br>"
      << QObject::tr( "Screened %1 parcels on %2; measurements in %3 (US survey feet)." ).arg( mParcels ).arg( QDate::currentDate().toString( Qt::ISODate ), esc( mWorkingCrs ) ) << "</p>\n";

  out << "<h2 id=\"screens\">" << QObject::tr( "Screens" ) << "</h2>\n<table><tr><th>" << QObject::tr( "Screen" ) << "</th><th>" << QObject::tr( "Run" ) << "</th><th>" << QObject::tr( "Required by this city's code" ) << "</th></tr>\n";
  for ( const Screen &screen : mScreens )
  {
    out << "<tr><td>" << esc( screen.title ) << "</td><td>" << ( screen.ran ? QObject::tr( "yes" ) : QObject::tr( "skipped: its inputs were not given" ) ) << "</td><td>"
        << ( screen.requiredByCity ? QObject::tr( "yes" ) : QObject::tr( "no" ) ) << " &mdash; " << esc( screen.requirementCitation ) << "</td></tr>\n";
  }
  out << "</table>\n";

  out << "<h2 id=\"counts\">" << QObject::tr( "Parcels per flag" ) << "</h2>\n<table id=\"flag-counts\"><tr><th>" << QObject::tr( "Flag" ) << "</th><th>" << QObject::tr( "Parcels" ) << "</th><th>" << QObject::tr( "Share" ) << "</th></tr>\n"
      << countRows( mFlags, mParcels ) << "</table>\n";
  out << "<h3>" << QObject::tr( "Per combination of flags" ) << "</h3>\n<table id=\"combination-counts\"><tr><th>" << QObject::tr( "Flags" ) << "</th><th>" << QObject::tr( "Parcels" ) << "</th><th>" << QObject::tr( "Share" ) << "</th></tr>\n"
      << countRows( mCombinations, mParcels ) << "</table>\n";
  out << "<h3>" << QObject::tr( "Per status" ) << "</h3>\n<table id=\"status-counts\"><tr><th>" << QObject::tr( "Status" ) << "</th><th>" << QObject::tr( "Parcels" ) << "</th><th>" << QObject::tr( "Share" ) << "</th></tr>\n"
      << countRows( mStatuses, mParcels ) << "</table>\n";

  out << "<h2 id=\"map\">" << QObject::tr( "Map" ) << "</h2>\n";
  if ( !mMap.isNull() )
  {
    QByteArray png;
    QBuffer buffer( &png );
    buffer.open( QIODevice::WriteOnly );
    mMap.save( &buffer, "PNG" );
    out << "<img alt=\"" << QObject::tr( "Parcels by flag" ) << "\" src=\"data:image/png;base64," << png.toBase64() << "\">\n";
    if ( !mLegend.isEmpty() )
    {
      out << "<table id=\"legend\">\n";
      for ( const QPair<QColor, QString> &entry : mLegend )
        out << "<tr><td style=\"background:" << entry.first.name() << ";width:2em\"></td><td>" << esc( entry.second ) << "</td></tr>\n";
      out << "</table>\n";
    }
  }
  else
    out << "<p class=\"note\">" << QObject::tr( "No map: the output could not be rendered." ) << "</p>\n";

  out << "<h2 id=\"vacant\">" << QObject::tr( "Qualifying vacant parcels" ) << "</h2>\n";
  if ( mVacant.isEmpty() )
    out << "<p class=\"note\">" << QObject::tr( "None." ) << "</p>\n";
  else
  {
    out << "<table id=\"vacant-parcels\"><tr><th>APN</th><th>" << QObject::tr( "Owner" ) << "</th><th>" << QObject::tr( "Vacancy" ) << "</th><th>" << QObject::tr( "Acres (group)" ) << "</th><th>" << QObject::tr( "Reason" ) << "</th></tr>\n";
    for ( const VacantParcel &p : mVacant )
      out << "<tr><td>" << esc( p.apn ) << "</td><td>" << esc( p.owner ) << "</td><td>" << esc( p.vacancy ) << "</td><td class=\"n\">" << QString::number( p.groupAcres, 'f', 2 ) << "</td><td>" << esc( p.reason ) << "</td></tr>\n";
    out << "</table>\n";
  }

  out << "<h2 id=\"profile\">" << QObject::tr( "Profile: thresholds and citations" ) << "</h2>\n<table><tr><th>" << QObject::tr( "Rule" ) << "</th><th>" << QObject::tr( "Value" ) << "</th><th>" << QObject::tr( "Citation" ) << "</th></tr>\n";
  for ( const SwProfile::Rule &rule : mProfile.rules() )
    out << "<tr><td>" << esc( rule.key ) << "</td><td>" << esc( SwProfile::displayValue( rule ) ) << "</td><td>" << esc( rule.citation ) << "</td></tr>\n";
  out << "</table>\n";

  out << "<h2 id=\"inputs\">" << QObject::tr( "Data sources" ) << "</h2>\n<table id=\"data-sources\"><tr><th>" << QObject::tr( "Parameter" ) << "</th><th>" << QObject::tr( "Layer" ) << "</th><th>" << QObject::tr( "Features" ) << "</th><th>CRS</th><th>" << QObject::tr( "How it was read" ) << "</th></tr>\n";
  for ( const Input &input : mInputs )
  {
    out << "<tr><td>" << esc( input.parameter ) << "</td><td>" << esc( input.layer ) << "</td><td class=\"n\">" << ( input.features < 0 ? QObject::tr( "raster" ) : QString::number( input.features ) ) << "</td><td>" << esc( input.crs ) << "</td><td>";
    if ( !input.notes.isEmpty() )
    {
      out << "<ul>";
      for ( const QString &note : input.notes )
        out << "<li>" << esc( note ) << "</li>";
      out << "</ul>";
    }
    out << "</td></tr>\n";
  }
  out << "</table>\n";

  out << "<h2 id=\"warnings\">" << QObject::tr( "Warnings" ) << "</h2>\n";
  if ( mWarnings.isEmpty() )
    out << "<p class=\"note\">" << QObject::tr( "None." ) << "</p>\n";
  else
  {
    out << "<ul id=\"warning-list\">\n";
    for ( const QString &warning : mWarnings )
      out << "<li>" << esc( warning ) << "</li>\n";
    out << "</ul>\n";
  }
  out << "</body></html>\n";
  out.flush();
  return h;
}

bool SwReport::write( const QString &path, QString &error ) const
{
  // Written beside the destination and moved into place when complete: a
  // failed write (a full disk) leaves the earlier report as it was.
  QSaveFile file( path );
  if ( !file.open( QIODevice::WriteOnly ) )
  {
    error = file.errorString();
    return false;
  }
  const QByteArray bytes = html().toUtf8();
  if ( file.write( bytes ) != bytes.size() || !file.commit() )
  {
    error = file.errorString();
    return false;
  }
  return true;
}

QList<QPair<QColor, QString>> SwReport::legendOf( QgsVectorLayer *layer )
{
  QList<QPair<QColor, QString>> legend;
  const QgsCategorizedSymbolRenderer *renderer = layer ? dynamic_cast<const QgsCategorizedSymbolRenderer *>( layer->renderer() ) : nullptr;
  if ( !renderer )
    return legend;
  for ( const QgsRendererCategory &category : renderer->categories() )
  {
    if ( category.symbol() )
      legend << qMakePair( category.symbol()->color(), category.label() );
  }
  return legend;
}

QImage SwReport::renderMap( QgsVectorLayer *layer, int width, int height )
{
  if ( !layer || !layer->isValid() )
    return QImage();
  QgsMapSettings settings;
  settings.setLayers( QList<QgsMapLayer *>() << layer );
  settings.setDestinationCrs( layer->crs() );
  QgsRectangle extent = layer->extent();
  extent.scale( 1.05 );
  settings.setExtent( extent );
  settings.setOutputSize( QSize( width, height ) );
  settings.setBackgroundColor( Qt::white );
  settings.setOutputDpi( 96 );
  QgsMapRendererSequentialJob job( settings );
  job.start();
  job.waitForFinished();
  return job.renderedImage();
}
