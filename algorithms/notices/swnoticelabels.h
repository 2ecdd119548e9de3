/***************************************************************************
  swnoticelabels.h: mailing labels for the vacant-parcel notices, a PDF
  printed straight onto Avery 5160 sheets, one label per mailed notice and
  each carrying its notice number so the mail room can pair label and letter.
 ***************************************************************************/
#ifndef SWNOTICELABELS_H
#define SWNOTICELABELS_H

#include <QList>
#include <QString>
#include <QStringList>

namespace SwNoticeLabels
{
  //! One label: address \a lines top to bottom, and the notice number printed small in the \a corner.
  struct Label
  {
    QStringList lines;
    QString corner;
  };

  //! The Avery 5160 sheet geometry, in inches.
  struct Sheet
  {
    double pageWidth = 8.5, pageHeight = 11, top = 0.5, left = 0.1875, width = 2.625, height = 1.0, pitchX = 2.75, pitchY = 1.0;
    int columns = 3, rows = 10;
    int perSheet() const { return columns * rows; }
  };

  /**
   * Writes \a labels to the PDF \a path, 30 to a sheet, in order across then
   * down. Returns the number of pages. Throws QgsProcessingException naming
   * \a parameter and the path when the file cannot be written. An empty list writes no file and returns 0.
   * Each address wraps at spaces onto the rows the label holds, from 9 pt
   * down to 7 pt; a label that still cannot hold it keeps the street and
   * city lines whole, ends the name with an ellipsis, and its corner text
   * (the notice number) is added to \a shortened.
   */
  int write( const QList<Label> &labels, const QString &path, const QString &parameter, const Sheet &sheet = Sheet(), QStringList *shortened = nullptr );
} // namespace SwNoticeLabels

#endif // SWNOTICELABELS_H
