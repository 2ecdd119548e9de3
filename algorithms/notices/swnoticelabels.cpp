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
  // Below 6 pt a printed address gets hard to read and to scan; elide instead.
  constexpr double MIN_POINTS = 6.0;
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

  //! The point size, from \a points down to MIN_POINTS, at which \a text fits \a width; MIN_POINTS when none does.
  double fittingPoints( const QString &text, double width, double points, const QPaintDevice *device )
  {
    for ( double size = points; size > MIN_POINTS; size -= SHRINK_STEP )
    {
      if ( QFontMetricsF( labelFont( size ), device ).horizontalAdvance( text ) <= width )
        return size;
    }
    return MIN_POINTS;
  }

  //! Draws \a text left or right aligned on \a baseline within \a box, shrunk and then elided to stay inside it.
  void drawLine( QPainter &painter, const QString &text, const QRectF &box, double baseline, double points, Qt::Alignment align )
  {
    const double size = fittingPoints( text, box.width(), points, painter.device() );
    const QFont font = labelFont( size );
    const QFontMetricsF metrics( font, painter.device() );
    const QString shown = metrics.elidedText( text, Qt::ElideRight, box.width() );
    const double advance = metrics.horizontalAdvance( shown );
    const double x = align & Qt::AlignRight ? box.right() - advance : box.left();
    painter.setFont( font );
    painter.drawText( QPointF( x, baseline ), shown );
  }

  //! One label in the device rectangle \a cell: the notice number top right, the address below it, left aligned.
  void drawLabel( QPainter &painter, const SwNoticeLabels::Label &label, const QRectF &cell, double dpi )
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

    QStringList lines = label.lines;
    if ( lines.isEmpty() )
      return;

    // More lines than fit at 9 pt: a smaller size for all, so the block stays even.
    const double room = box.bottom() - top;
    const double heightPerPoint = QFontMetricsF( labelFont( BODY_POINTS ), device ).height() / BODY_POINTS;
    const double points = std::max( MIN_POINTS, std::min( BODY_POINTS, room / ( lines.size() * heightPerPoint ) ) );
    const QFontMetricsF body( labelFont( points ), device );

    // Still too many at the smallest size: drop what would spill onto the label below.
    const int fitting = std::max( 1, static_cast<int>( room / body.height() ) );
    while ( lines.size() > fitting )
      lines.removeLast();

    // Centred in the space left, which looks right for both three and four line addresses.
    double y = top + ( room - lines.size() * body.height() ) / 2;
    for ( const QString &line : std::as_const( lines ) )
    {
      drawLine( painter, line, box, y + body.ascent(), points, Qt::AlignLeft );
      y += body.height();
    }
  }

  QPageSize pageSizeFor( const SwNoticeLabels::Sheet &sheet )
  {
    if ( qFuzzyCompare( sheet.pageWidth, 8.5 ) && qFuzzyCompare( sheet.pageHeight, 11.0 ) )
      return QPageSize( QPageSize::Letter );
    return QPageSize( QSizeF( sheet.pageWidth, sheet.pageHeight ), QPageSize::Inch, QString(), QPageSize::ExactMatch );
  }

} // namespace

int SwNoticeLabels::write( const QList<Label> &labels, const QString &path, const QString &parameter, const Sheet &sheet )
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
      drawLabel( painter, labels.at( i ), cell, dpi );
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
