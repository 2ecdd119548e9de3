/***************************************************************************
  swprinting.h: what the planner's report and the counter's parcel sheet
  share to become a page: a picture embedded in a self-contained HTML file,
  and a rich-text document printed to a whole PDF (a full disk is an error,
  never a short file reported as written).
 ***************************************************************************/
#ifndef SWPRINTING_H
#define SWPRINTING_H

#include <QPageLayout>
#include <QString>

class QImage;
class QTextDocument;

namespace SwPrinting
{
  //! \a image as a PNG data URL, for an HTML page that opens offline.
  QString dataUrl( const QImage &image );

  //! Whether the foot of each page carries its number: a report's pages do, letters to different owners do not.
  enum class PageNumbers
  {
    Numbered,
    None,
  };

  /**
   * Prints \a document to the PDF \a path on Letter paper with a 2 cm
   * margin, numbering the pages at their foot unless \a numbers is None.
   * Returns an error in words, or empty when the PDF is whole.
   */
  QString printPdf( QTextDocument &document, const QString &path, const QString &documentName, QPageLayout::Orientation orientation, PageNumbers numbers = PageNumbers::Numbered );
} // namespace SwPrinting

#endif // SWPRINTING_H
