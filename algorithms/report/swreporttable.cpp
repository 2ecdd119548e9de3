/***************************************************************************
  swreporttable.cpp: a table of parcels in the report.
 ***************************************************************************/
#include "report/swreporttable.h"

#include <QObject>
#include <QRegularExpression>
#include <QTextStream>

#include <numeric>

#include <algorithm>

SwReportTable::SwReportTable( const QString &id, const QString &title, const QList<SwReportColumn> &columns )
  : mId( id )
  , mTitle( title )
  , mColumns( columns )
{
}

void SwReportTable::addRow( const QStringList &cells, const QStringList &flags, const QString &status, int rank )
{
  ++mTotal;
  if ( mRows.size() < static_cast<size_t>( MOST_ROWS ) )
  {
    mSorted = mSorted && ( mRows.empty() || mRows.back().rank <= rank );
    mRows.push_back( { cells, flags.join( QLatin1Char( ' ' ) ), status, rank } );
  }
}

void SwReportTable::sortByRank()
{
  if ( !mSorted )
    std::stable_sort( mRows.begin(), mRows.end(), []( const Row &a, const Row &b )
                      { return a.rank < b.rank; } );
  mSorted = true;
}

double SwReportTable::printWeight( const SwReportColumn &column, int index )
{
  // APN, address and owner lead every table; the screen's "Why" holds a sentence.
  if ( index == 0 )
    return 9;
  if ( index == 1 )
    return 11;
  if ( index == 2 )
    return 15;
  double weight = 8;
  if ( column.citation )
    weight = 4;
  else if ( column.number )
    weight = 6;
  else if ( column.title.startsWith( QObject::tr( "Why" ) ) || column.title == QObject::tr( "Conditions" ) )
    weight = 20;
  // Wide enough for the title's longest word, which the printer would otherwise break ("Citatio n").
  int longestWord = 0;
  for ( const QString &word : column.title.split( QLatin1Char( ' ' ) ) )
    longestWord = std::max( longestWord, static_cast<int>( word.size() ) );
  return std::max( weight, 1.0 * longestWord );
}

QString SwReportTable::html( bool forPrint ) const
{
  QString h;
  QTextStream out( &h );
  const QString tableId = QStringLiteral( "t-%1" ).arg( mId );
  out << "<section class=\"parcels\" id=\"" << mId << "\">\n<h3>" << mTitle.toHtmlEscaped() << " <span class=\"count\">(" << QObject::tr( "%n parcel(s)", nullptr, static_cast<int>( mTotal ) ) << ")</span></h3>\n";
  if ( !mIntroduction.isEmpty() )
    out << "<p class=\"note\">" << mIntroduction.toHtmlEscaped() << "</p>\n";
  if ( mTotal == 0 )
  {
    out << "<p class=\"note\">" << QObject::tr( "None." ) << "</p>\n</section>\n";
    return h;
  }
  if ( !forPrint )
    out << "<div class=\"tools\" data-table=\"" << tableId << "\"><button type=\"button\" class=\"csv\">" << QObject::tr( "Download CSV" ) << "</button> <span class=\"shown\"></span></div>\n";
  out << ( forPrint ? "<table border=\"1\" cellspacing=\"0\" cellpadding=\"2\" width=\"100%\">" : QStringLiteral( "<table class=\"parcels\" id=\"%1\">" ).arg( tableId ) ) << "\n<thead><tr>";
  // In print each column gets a share of the width by what it holds, so names and reasons wrap at spaces, not inside words.
  QList<double> weights;
  for ( int c = 0; c < mColumns.size(); ++c )
    weights << printWeight( mColumns.at( c ), c );
  const double totalWeight = std::accumulate( weights.cbegin(), weights.cend(), 0.0 );
  for ( int c = 0; c < mColumns.size(); ++c )
  {
    const SwReportColumn &column = mColumns.at( c );
    out << "<th" << ( column.number ? " class=\"n\" data-type=\"n\"" : "" );
    if ( forPrint && totalWeight > 0 )
      out << " width=\"" << qRound( 100 * weights.at( c ) / totalWeight ) << "%\"";
    out << ">" << column.title.toHtmlEscaped() << "</th>";
  }
  out << "</tr></thead>\n<tbody>\n";
  // Citations are numbered in order of first use and quoted once under the table.
  QStringList citations;
  for ( const Row &row : mRows )
  {
    if ( forPrint )
      out << "<tr>";
    else
      out << "<tr data-flags=\"" << row.flags.toHtmlEscaped() << "\" data-status=\"" << row.status.toHtmlEscaped() << "\">";
    for ( int c = 0; c < mColumns.size(); ++c )
    {
      const SwReportColumn &column = mColumns.at( c );
      const QString text = row.cells.value( c );
      if ( column.citation && !text.isEmpty() )
      {
        int number = citations.indexOf( text ) + 1;
        if ( number == 0 )
        {
          citations << text;
          number = citations.size();
        }
        if ( forPrint )
          out << "<td>[" << number << "]</td>";
        else
          out << "<td class=\"cite\" title=\"" << text.toHtmlEscaped() << "\" data-full=\"" << text.toHtmlEscaped() << "\">[" << number << "]</td>";
        continue;
      }
      // In print an APN and a figure never break across lines (Qt's table would split "7001-002-002" after any character).
      if ( forPrint && ( column.number || c == 0 ) )
        out << ( column.number ? "<td align=\"right\" style=\"white-space:nowrap\">" : "<td style=\"white-space:nowrap\">" ) << text.toHtmlEscaped() << "</td>";
      else if ( forPrint )
      {
        // "MORGAN,GUADALUPE" as the roll writes it would only break inside the name: a space after each comma lets it wrap there.
        static const QRegularExpression tightComma( QStringLiteral( ",(?=\\S)" ) );
        out << "<td>" << QString( text ).replace( tightComma, QStringLiteral( ", " ) ).toHtmlEscaped() << "</td>";
      }
      else
        out << ( column.number ? "<td class=\"n\">" : "<td>" ) << text.toHtmlEscaped() << "</td>";
    }
    out << "</tr>\n";
  }
  out << "</tbody></table>\n";
  if ( !citations.isEmpty() )
  {
    out << "<p class=\"note citations\">";
    for ( int i = 0; i < citations.size(); ++i )
      out << ( i > 0 ? "<br>" : "" ) << "[" << ( i + 1 ) << "] " << citations.at( i ).toHtmlEscaped();
    out << "</p>\n";
  }
  if ( mTotal > static_cast<long long>( mRows.size() ) )
    out << "<p class=\"note more\">" << QObject::tr( "The first %1 of %2 parcels are listed here; the screened parcels layer holds all of them." ).arg( mRows.size() ).arg( mTotal ) << "</p>\n";
  out << "</section>\n";
  out.flush();
  return h;
}
