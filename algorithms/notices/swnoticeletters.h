/***************************************************************************
  swnoticeletters.h: the notice letters as one PDF, one letter per notice,
  made with a QGIS print layout and its atlas from a template the city can
  edit in the layout designer. The template's labels read the notice
  through expressions such as [% "owner" %] (fields listed in
  coverageFields()); its map shows the owner's parcels with their APNs.
 ***************************************************************************/
#ifndef SWNOTICELETTERS_H
#define SWNOTICELETTERS_H

#include "notices/swnotices.h"
#include "notices/swnoticewording.h"
#include "core/swworkingcrs.h"

#include "qgsfields.h"

#include <QDate>
#include <QDomDocument>

#include <vector>

class QgsFeedback;
class QgsVectorLayer;

namespace SwNoticeLetters
{
  //! The built-in template, a Qt resource.
  QString defaultTemplate();

  /**
   * Reads a print layout template (.qpt). Throws QgsProcessingException
   * naming the file when it cannot be read or is not a print layout.
   */
  QDomDocument readTemplate( const QString &path );

  //! The fields a template's expressions may use, one feature per notice.
  QgsFields coverageFields();

  //! What every letter of a run shares: the profile's words (each notice carries its own dates).
  struct Letterhead
  {
    const SwNoticeText *text = nullptr;
    //! Streets drawn and named on the map for context (may be null), and the field that names them.
    const QgsVectorLayer *streets = nullptr;
    QString streetNameField;
  };

  /**
   * Writes one letter per notice into the PDF \a path, in the order given.
   * \a background (may be null) is drawn under the owner's parcels for
   * context; it is copied, not kept. Returns the number of pages written.
   * Throws QgsProcessingException when the layout cannot be loaded or
   * exported; returns 0 when \a feedback cancels. Letters whose text runs
   * past a page are added to \a unfit, "notice id (blocks)".
   */
  int write( const std::vector<SwNotice> &notices, const Letterhead &letterhead, const QDomDocument &layoutTemplate, const QgsCoordinateReferenceSystem &parcelCrs, const SwWorkingCrs &working, const QgsVectorLayer *background, const QString &path, QgsFeedback *feedback, QStringList *unfit = nullptr );
} // namespace SwNoticeLetters

#endif // SWNOTICELETTERS_H
