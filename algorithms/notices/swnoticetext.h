/***************************************************************************
  swnoticetext.h: the words of a city's vacant parcel notice, as its
  profile's "notice" section gives them: letterhead, the code's title, the
  quoted provisions, the steps, the contact block, the signer, and the rule
  that sets the deadline; in one or more languages. Nothing a letter says
  about a city lives in the code or the layout template, so a profile for
  another city never prints Signal Hill's law.
 ***************************************************************************/
#ifndef SWNOTICETEXT_H
#define SWNOTICETEXT_H

#include <QJsonObject>
#include <QList>
#include <QMap>
#include <QString>
#include <QStringList>

//! The notice in one language.
struct SwNoticeLanguage
{
  //! A provision quoted word for word, with its label in the code ("B", "C.2.a").
  struct Quotation
  {
    QString label;
    QString text;
  };

  QString code;                   //!< "en", "es"
  QMap<QString, QString> phrases; //!< by key (SwNoticeText::phraseKeys())
  QStringList steps;              //!< what the owner must do, in order
  QStringList contact;            //!< office, address, phone, e-mail, hours: one line each
  QList<Quotation> quotations;

  //! The follow-up letters' words (optional, "follow_up"): by key (SwNoticeText::followUpKeys()).
  QMap<QString, QString> followUp;
  //! What a notice of corrective action asks the owner to do (E.4 a and b), in order.
  QStringList correctiveSteps;
  //! Provisions only the follow-up letters quote (inspection, correction, penalties), word for word.
  QList<Quotation> followUpQuotations;

  //! The follow-up phrase \a key with each {name} of \a values replaced.
  QString followUpPhrase( const QString &key, const QMap<QString, QString> &values = {} ) const;

  //! The phrase \a key with each {name} of \a values replaced.
  QString phrase( const QString &key, const QMap<QString, QString> &values = {} ) const;
  //! \a text with each {name} of \a values replaced.
  static QString filled( QString text, const QMap<QString, QString> &values );
};

class SwNoticeText
{
public:
  //! The phrases every language of a notice must give.
  static const QStringList &phraseKeys();
  //! The phrases of a reminder (optional: only a run that sends reminders needs them): reminder_heading, reminder_intro.
  static const QStringList &reminderKeys();
  //! The reminder phrases a language of this text lacks, as "languages.es.reminder_intro"; empty when every language has them.
  QStringList missingReminderWords() const;
  //! The words of the follow-up letters (optional "follow_up" object: only a follow-up run that writes letters needs them).
  static const QStringList &followUpKeys();
  //! The follow-up words a language of this text lacks, as "languages.es.follow_up.overdue_intro"; empty when every language has them.
  QStringList missingFollowUpWords() const;

  /**
   * Reads a profile's "notice" object. Throws QgsProcessingException
   * naming \a origin and the key that is missing or wrong.
   */
  static SwNoticeText fromJson( const QJsonObject &notice, const QString &origin );

  bool isEmpty() const { return mLanguages.isEmpty(); }
  //! The deadline rule's name (ccp_12a, calendar_days) and its citation.
  QString deadlineRule() const { return mDeadlineRule; }
  QString deadlineCitation() const { return mDeadlineCitation; }
  QString defaultLanguage() const { return mDefaultLanguage; }
  QStringList languages() const { return mLanguages.keys(); }

  /**
   * The language code a roll's value asks for ("es", "Spanish", "español",
   * "SPA"), matched against each language's code and its "language_names";
   * empty when \a value names none of this notice's languages.
   */
  QString languageFor( const QString &value ) const;
  //! The notice in \a code, or in the default language.
  const SwNoticeLanguage &language( const QString &code ) const;

private:
  QString mDeadlineRule;
  QString mDeadlineCitation;
  QString mDefaultLanguage;
  QMap<QString, SwNoticeLanguage> mLanguages;
};

#endif // SWNOTICETEXT_H
