/***************************************************************************
  swprinting.cpp: pictures for HTML, documents to PDF (see header).
 ***************************************************************************/
#include "report/swprinting.h"
#include "outputs/swdurablefile.h"

#include <QBuffer>
#include <QImage>
#include <QObject>
#include <QPageSize>
#include <QPrinter>
#include <QTextDocument>
#include <QTextFrame>

QString SwPrinting::dataUrl( const QImage &image )
{
  QByteArray png;
  QBuffer buffer( &png );
  buffer.open( QIODevice::WriteOnly );
  // zlib's fastest level (Qt's quality 80): a map's flat colours compress
  // nearly as well, at a third of the time of the default level.
  image.save( &buffer, "PNG", 80 );
  return QStringLiteral( "data:image/png;base64," ) + QString::fromLatin1( png.toBase64() );
}

QString SwPrinting::printPdf( QTextDocument &document, const QString &path, const QString &documentName, QPageLayout::Orientation orientation, PageNumbers numbers )
{
  if ( numbers == PageNumbers::None )
  {
    // A document with a page size of its own is printed as paginated, without Qt's page numbers;
    // the size is in Qt's 96-dots-per-inch document units, the margin Qt's own 2 cm.
    const QSizeF inches = QPageSize( QPageSize::Letter ).size( QPageSize::Inch );
    document.setPageSize( orientation == QPageLayout::Portrait ? QSizeF( inches.width() * 96, inches.height() * 96 ) : QSizeF( inches.height() * 96, inches.width() * 96 ) );
    QTextFrameFormat frame = document.rootFrame()->frameFormat();
    frame.setMargin( 2 / 2.54 * 96 );
    document.rootFrame()->setFrameFormat( frame );
  }
  {
    QPrinter printer( QPrinter::HighResolution );
    printer.setOutputFormat( QPrinter::PdfFormat );
    printer.setOutputFileName( path );
    printer.setDocName( documentName );
    printer.setCreator( QStringLiteral( "Stormwater Parcel Screening" ) );
    printer.setPageLayout( QPageLayout( QPageSize( QPageSize::Letter ), orientation, QMarginsF( 0, 0, 0, 0 ), QPageLayout::Millimeter ) );
    // QTextDocument::print keeps a 2 cm margin of its own, paginates to the page and numbers every page at its foot.
    document.print( &printer );
  }
  // Qt's PDF writer says nothing of a full disk: the file must be a whole PDF.
  if ( !SwDurableFile::isCompletePdf( path ) )
    return QObject::tr( "the PDF written is incomplete" );
  return QString();
}
