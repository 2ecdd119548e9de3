/***************************************************************************
  swnoticewording.h: what one notice says, in its owner's language: the
  profile's phrases filled with the notice's owner, parcels, figures and
  dates. The letters, the lists and the tests read the same words, so the
  acres a letter gives are the acres the lists give.
 ***************************************************************************/
#ifndef SWNOTICEWORDING_H
#define SWNOTICEWORDING_H

#include "notices/swnoticetext.h"
#include "notices/swnoticedeadline.h"
#include "notices/swnotices.h"

#include <QDate>
#include <QMap>
#include <QString>

namespace SwNoticeWording
{
  //! The dates of a notice run (each notice carries its own: SwNotice::term).
  using Dates = SwNoticeTerm;

  //! The deadline of \a noticeDate + \a days under \a text's rule.
  Dates dates( const QDate &noticeDate, int days, const SwNoticeText &text );

  //! The most parcels a two-page letter lists by APN; the rest are counted.
  int mostParcelsListed();

  //! Acres to the hundredth, as every output gives them ("1.20").
  QString acres( double sqft );

  //! \a date as \a language writes it ("December 1, 2026", "1 de diciembre de 2026").
  QString longDate( const QDate &date, const SwNoticeLanguage &language );

  /**
   * The words of \a notice, by the names a letter template reads
   * (SwNoticeLetters::coverageFields()): letterhead, heading, intro,
   * parcel_lines, total_line, steps_text, quotations_text, contact_block,
   * deadline_note, page_text... in the notice's own dates (a reminder's are
   * its original notice's), a reminder with the profile's reminder_heading
   * and reminder_intro. Page numbers stay as {page} and {pages} for the
   * layout to fill.
   */
  QMap<QString, QString> words( const SwNotice &notice, const SwNoticeText &text );
} // namespace SwNoticeWording

#endif // SWNOTICEWORDING_H
