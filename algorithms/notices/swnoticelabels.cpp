/***************************************************************************
  swnoticelabels.cpp: mailing labels for the vacant-parcel notices on
  Avery 5160 sheets, drawn with QPainter into a QPdfWriter.
 ***************************************************************************/
#include "notices/swnoticelabels.h"

#include "qgsexception.h"

#include <QFile>
#include <QFont>
#include <QObject>
#include <QFontMetricsF>
#include <QMarginsF>
#include <QPageLayout>
#include <QPageSize>
#include <QPainter>
#include <QPdfWriter>
#include <QRectF>

#include <algorithm>
#include <utility>

namespace
{
  const QString FONT_FAMILY = QStringLiteral( "DejaVu Sans" );
  constexpr double BODY_POINTS = 9.0;
  // Below 7 pt a printed address gets hard to read and for the post office to scan: wrap first, then say what did not fit.
  constexpr double MIN_POINTS = 7.0;
  constexpr double CORNER_POINTS = 6.0;
  constexpr double SHRINK_STEP = 0.25;
  // Keeps text clear of the die cut, which wanders a little from sheet to sheet.
  constexpr double PADDING_INCHES = 0.1;
  // Fine enough that positions land where the sheet expects them.
  constexpr int RESOLUTION = 1200;

  QgsProcessingException failure( const QString &parameter, const QString &path, const QString &reason )
  {
    return QgsProcessingException( QObject::tr( "%1: could not write the mailing labels to %2 (%3)" ).arg( parameter, path, reason ) );
  }

  QFont labelFont( double points )
  {
    QFont font( FONT_FAMILY );
    font.setPointSizeF( points );
    // Unhinted metrics, so what is measured is what the PDF shows.
    font.setHintingPreference( QFont::PreferNoHinting );
    font.setKerning( false );
    return font;
  }

  //! \a line broken at spaces into rows no wider than \a width; a single word wider than it stays one row.
  QStringList wrap( const QString &line, const QFontMetricsF &metrics, double width )
  {
    QStringList rows;
    QString row;
    for ( const QString &word : line.split( QLatin1Char( ' ' ), Qt::SkipEmptyParts ) )
    {
      const QString longer = row.isEmpty() ? word : row + QLatin1Char( ' ' ) + word;
      if ( row.isEmpty() || metrics.horizontalAdvance( longer ) <= width )
        row = longer;
      else
      {
        rows << row;
        row = word;
      }
    }
    if ( !row.isEmpty() )
      rows << row;
    return rows;
  }

  //! An address laid out in a label: its size, its rows, and whether every word of it is shown.
  struct Fit
  {
    double points = BODY_POINTS;
    QStringList rows;
    bool whole = true;
  };

  /**
   * The largest size from BODY_POINTS down to MIN_POINTS at which \a lines,
   * wrapped at spaces, fit \a width by \a room. When none does, at
   * MIN_POINTS the last lines (street, city, state and ZIP: what delivers
   * the letter) are kept whole and the first (the name) loses its end,
   * marked with an ellipsis, and the fit says so.
   */
  Fit fit( const QStringList &lines, double width, double room, const QPaintDevice *device )
  {
    for ( double size = BODY_POINTS; size >= MIN_POINTS - 1e-9; size -= SHRINK_STEP )
    {
      const QFontMetricsF metrics( labelFont( size ), device );
      QStringList rows;
      bool fits = true;
      for ( const QString &line : lines )
      {
        const QStringList wrapped = wrap( line, metrics, width );
        for ( const QString &row : wrapped )
          fits = fits && metrics.horizontalAdvance( row ) <= width;
        rows << wrapped;
      }
      if ( fits && rows.size() * metrics.height() <= room )
        return Fit{ size, rows, true };
    }
    Fit fit;
    fit.points = MIN_POINTS;
    fit.whole = false;
    const QFontMetricsF metrics( labelFont( MIN_POINTS ), device );
    const int capacity = std::max( 1, static_cast<int>( room / metrics.height() ) );
    // From the last line up: each line's rows while there is room; the line that runs out keeps its first rows.
    QList<QStringList> kept;
    int left = capacity;
    for ( int i = lines.size() - 1; i >= 0 && left > 0; --i )
    {
      QStringList rows = wrap( lines.at( i ), metrics, width );
      if ( rows.size() > left )
      {
        // The last row kept says the line goes on: an ellipsis after its words, room made for it.
        rows = rows.mid( 0, left );
        QString &row = rows.last();
        while ( row.contains( QLatin1Char( ' ' ) ) && metrics.horizontalAdvance( row + QStringLiteral( " \u2026" ) ) > width )
          row.truncate( row.lastIndexOf( QLatin1Char( ' ' ) ) );
        row = metrics.elidedText( row + QStringLiteral( " \u2026" ), Qt::ElideRight, width );
      }
      left -= rows.size();
      kept.prepend( rows );
    }
    for ( const QStringList &rows : kept )
      for ( const QString &row : rows )
        fit.rows << metrics.elidedText( row, Qt::ElideRight, width );
    return fit;
  }

  //! Draws \a text left or right aligned on \a baseline within \a box at \a points.
  void drawLine( QPainter &painter, const QString &text, const QRectF &box, double baseline, double points, Qt::Alignment align )
  {
    const QFont font = labelFont( points );
    const QFontMetricsF metrics( font, painter.device() );
    const QString shown = metrics.elidedText( text, Qt::ElideRight, box.width() );
    const double advance = metrics.horizontalAdvance( shown );
    const double x = align & Qt::AlignRight ? box.right() - advance : box.left();
    painter.setFont( font );
    painter.drawText( QPointF( x, baseline ), shown );
  }

  //! One label in the device rectangle \a cell: the notice number top right, the address below it, left aligned. False when the address is not shown whole.
  bool drawLabel( QPainter &painter, const SwNoticeLabels::Label &label, const QRectF &cell, double dpi )
  {
    const double padding = PADDING_INCHES * dpi;
    const QRectF box = cell.adjusted( padding, padding, -padding, -padding );
    const QPaintDevice *device = painter.device();

    double top = box.top();
    if ( !label.corner.isEmpty() )
    {
      const QFontMetricsF corner( labelFont( CORNER_POINTS ), device );
      drawLine( painter, label.corner, box, top + corner.ascent(), CORNER_POINTS, Qt::AlignRight );
      top += corner.height();
    }
    QStringList lines;
    for ( const QString &line : label.lines )
      if ( !line.trimmed().isEmpty() )
        lines << line.simplified();
    if ( lines.isEmpty() )
      return true;

    const double room = box.bottom() - top;
    const Fit laid = fit( lines, box.width(), room, device );
    const QFontMetricsF body( labelFont( laid.points ), device );
    // Centred in the space left, which looks right for both three and four line addresses.
    double y = top + std::max( 0.0, room - laid.rows.size() * body.height() ) / 2;
    for ( const QString &row : laid.rows )
    {
      drawLine( painter, row, box, y + body.ascent(), laid.points, Qt::AlignLeft );
      y += body.height();
    }
    return laid.whole;
  }

  QPageSize pageSizeFor( const SwNoticeLabels::Sheet &sheet )
  {
    if ( qFuzzyCompare( sheet.pageWidth, 8.5 ) && qFuzzyCompare( sheet.pageHeight, 11.0 ) )
      return QPageSize( QPageSize::Letter );
    return QPageSize( QSizeF( sheet.pageWidth, sheet.pageHeight ), QPageSize::Inch, QString(), QPageSize::ExactMatch );
  }

} // namespace

int SwNoticeLabels::write( const QList<Label> &labels, const QString &path, const QString &parameter, const Sheet &sheet, QStringList *shortened )
{
  if ( labels.isEmpty() )
    return 0;

  // Written where the run stages it (SwRunOutputs puts it in place).
  QFile file( path );
  if ( !file.open( QIODevice::WriteOnly | QIODevice::Truncate ) )
    throw failure( parameter, path, file.errorString() );

  const int perSheet = std::max( 1, sheet.perSheet() );
  const int pages = ( labels.size() + perSheet - 1 ) / perSheet;
  {
    QPdfWriter writer( &file );
    writer.setCreator( QStringLiteral( "Mailing labels" ) );
    writer.setTitle( QStringLiteral( "Mailing labels" ) );
    writer.setResolution( RESOLUTION );
    writer.setPageSize( pageSizeFor( sheet ) );
    writer.setPageOrientation( QPageLayout::Portrait );
    // The sheet geometry is measured from the paper's edge, not from a margin.
    writer.setPageMargins( QMarginsF( 0, 0, 0, 0 ) );

    QPainter painter;
    if ( !painter.begin( &writer ) )
    {
      file.close();
      throw failure( parameter, path, QStringLiteral( "the PDF could not be started" ) );
    }
    painter.setPen( Qt::black );

    const double dpi = writer.resolution();
    for ( int i = 0; i < labels.size(); ++i )
    {
      const int slot = i % perSheet;
      if ( i > 0 && slot == 0 )
        writer.newPage();
      const int row = slot / sheet.columns;
      const int column = slot % sheet.columns;
      const QRectF cell( ( sheet.left + column * sheet.pitchX ) * dpi, ( sheet.top + row * sheet.pitchY ) * dpi, sheet.width * dpi, sheet.height * dpi );
      if ( !drawLabel( painter, labels.at( i ), cell, dpi ) && shortened )
        *shortened << labels.at( i ).corner;
    }
    painter.end();
  }

  const bool written = file.error() == QFileDevice::NoError && file.flush();
  const QString reason = file.errorString();
  file.close();
  if ( !written || file.error() != QFileDevice::NoError )
    throw failure( parameter, path, written ? file.errorString() : reason );
  return pages;
}
