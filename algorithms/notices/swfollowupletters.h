/***************************************************************************
  swfollowupletters.h: the letters the clerk's follow-up sends, in the
  owner's language, every word from the profile's "follow_up" text:
  - a reminder when the compliance deadline, or the extension the Director
    granted, comes within the days asked (Signal Hill 12.16, vacant parcel
    provisions D);
  - a notice of violation when it passed with no measures installed (F.1,
    F.2, enforced through 12.16.120(B));
  - a notice of corrective action when an inspection found the measures
    not in compliance (E.4: fix or replace the measures, amend the plan).
  Each letter quotes the provisions it rests on word for word and gives
  every date as the owner reads it. One letter per page; the PDF carries
  them in the follow-up list's order.
 ***************************************************************************/
#ifndef SWFOLLOWUPLETTERS_H
#define SWFOLLOWUPLETTERS_H

#include "notices/swnoticecase.h"
#include "notices/swnoticefollowup.h"
#include "notices/swnotices.h"
#include "notices/swnoticetext.h"

#include <QDate>
#include <QList>
#include <QMap>
#include <QString>
#include <QStringList>

struct SwFollowUpLetter
{
  enum class Kind
  {
    DueSoon,         //!< the notice's deadline comes soon (D)
    ExtensionEnding, //!< the Director's extension ends soon (D)
    Overdue,         //!< the compliance date passed: a notice of violation (F)
    Corrective,      //!< a notice of corrective action (E.4)
  };
  //! The letter a line of the follow-up calls for; false for those the clerk acts on without one (inspection due, to close, to notice).
  static bool kindFor( SwNoticeFollowUp::Kind due, Kind &kind );

  //! A parcel as the letter names it.
  struct Parcel
  {
    QString apn;
    QString situs; //!< empty: the profile's no_address
  };

  Kind kind = Kind::DueSoon;
  SwNoticeCase notice;
  QDate date; //!< the letter's date: the day of the follow-up
  QDate due;  //!< the compliance date (the notice's or the extension's), or the failed inspection's date
  //! Whom it goes to: the owner of record, mailed to \a mail, or posted at the property when the roll gives no complete address.
  QString owner;
  SwNoticeAddress mail;
  bool mailed = false;
  QList<Parcel> parcels;
  QString language;         //!< the profile language it is written in
  int complianceDays = 180; //!< the days the notice gave (the profile's vacant.compliance_days), as the notice's steps say them

  //! "VP-20270104-0001 (corrective notice)": how the run's messages name it.
  QString name() const;
};

namespace SwFollowUpLetters
{
  /**
   * The letter \a item calls for on \a date, addressed as the notices are
   * (SwNotices::group: the mailing address most of the owner's parcels give
   * on \a roll, posted at the property when none is complete), to the
   * case's owner, naming the parcels \a item names (each once: the
   * case's that still qualify). \a roll: the latest screening's parcels by
   * SwParcelNumber::key of their APN, so a case's 7004-001-007 finds a
   * roll's 7004001007. The letter is in the case's language, else the one
   * its parcels ask for, else the profile's default. False, with
   * \a warning, when no parcel of the case is on \a roll (nobody to
   * address) or one was sold since the notice (soldSince).
   */
  bool letterFor( const SwNoticeFollowUp::Item &item, const SwNoticeCase &notice, const QMap<QString, SwNoticeParcel> &roll, const SwNoticeText &text, const QDate &date, SwFollowUpLetter &letter, QString &warning );

  /**
   * The parcels of \a notice that \a roll gives to another owner than the
   * one noticed, each as "7002-001-001 as NEW OWNER" (owners matched by
   * SwOwner::key, the register's stored key or today's of the noticed
   * name); empty when none, or none of its parcels is on \a roll with
   * an owner.
   */
  QStringList soldSince( const SwNoticeCase &notice, const QMap<QString, SwNoticeParcel> &roll );

  /**
   * What a case with parcels \a sold since the notice cannot decide, for
   * the list and the log: whether the new owner is bound by the notice is
   * for the City, not the data.
   */
  QString soldNote( const SwNoticeCase &notice, const QStringList &sold );

  /**
   * The words of \a letter in its language: heading, date_line, regarding,
   * address (lines separated by \n), intro, parcels (one line each),
   * steps_heading, steps (one per line), quotations_heading, quotations
   * ("label. text" per line), contact_heading, contact, closing, signer.
   */
  QMap<QString, QString> words( const SwFollowUpLetter &letter, const SwNoticeText &text );

  //! Every letter as one HTML page each, for the PDF.
  QString html( const QList<SwFollowUpLetter> &letters, const SwNoticeText &text );

  //! Writes the letters to the PDF \a path (Letter, one letter a page, no page numbers across letters); an error in words, or empty.
  QString writePdf( const QList<SwFollowUpLetter> &letters, const SwNoticeText &text, const QString &path );
} // namespace SwFollowUpLetters

#endif // SWFOLLOWUPLETTERS_H
