/***************************************************************************
  swnoticetext.cpp: reading and checking a profile's notice text.
 ***************************************************************************/
#include "notices/swnoticetext.h"

#include "qgsexception.h"

#include <QJsonArray>
#include <QObject>
#include <QRegularExpression>

namespace
{
  [[noreturn]] void rejectNotice( const QString &origin, const QString &message )
  {
    throw QgsProcessingException( QObject::tr( "Profile %1: notice: %2" ).arg( origin, message ) );
  }

  // A value reduced for matching a roll's language column ("Español " -> "espanol").
  QString folded( const QString &value )
  {
    QString text = value.normalized( QString::NormalizationForm_D ).trimmed().toLower();
    text.remove( QRegularExpression( QStringLiteral( "[\\x{0300}-\\x{036f}]" ) ) );
    return text;
  }

  QString text( const QJsonObject &object, const QString &key, const QString &where, const QString &origin )
  {
    const QJsonValue value = object.value( key );
    if ( !value.isString() || value.toString().trimmed().isEmpty() )
      rejectNotice( origin, QObject::tr( "'%1' must give '%2' as non-empty text" ).arg( where, key ) );
    return value.toString();
  }

  QStringList textList( const QJsonObject &object, const QString &key, const QString &where, const QString &origin )
  {
    const QJsonValue value = object.value( key );
    if ( !value.isArray() || value.toArray().isEmpty() )
      rejectNotice( origin, QObject::tr( "'%1' must give '%2' as a list of text" ).arg( where, key ) );
    QStringList items;
    for ( const QJsonValue &item : value.toArray() )
    {
      if ( !item.isString() || item.toString().trimmed().isEmpty() )
        rejectNotice( origin, QObject::tr( "'%1': every item of '%2' must be non-empty text" ).arg( where, key ) );
      items << item.toString();
    }
    return items;
  }

  QList<SwNoticeLanguage::Quotation> quotations( const QJsonValue &value, const QString &where, const QString &origin )
  {
    if ( !value.isArray() || value.toArray().isEmpty() )
      rejectNotice( origin, QObject::tr( "'%1' must give 'quotations' as a list of {\"label\", \"text\"}" ).arg( where ) );
    QList<SwNoticeLanguage::Quotation> result;
    for ( const QJsonValue &item : value.toArray() )
    {
      const QJsonObject quotation = item.toObject();
      result << SwNoticeLanguage::Quotation{ text( quotation, QStringLiteral( "label" ), where + QStringLiteral( ".quotations" ), origin ), text( quotation, QStringLiteral( "text" ), where + QStringLiteral( ".quotations" ), origin ) };
    }
    return result;
  }
} // namespace

QString SwNoticeLanguage::filled( QString text, const QMap<QString, QString> &values )
{
  for ( auto it = values.constBegin(); it != values.constEnd(); ++it )
    text.replace( QStringLiteral( "{%1}" ).arg( it.key() ), it.value() );
  return text;
}

QString SwNoticeLanguage::followUpPhrase( const QString &key, const QMap<QString, QString> &values ) const
{
  return filled( followUp.value( key ), values );
}

QString SwNoticeLanguage::phrase( const QString &key, const QMap<QString, QString> &values ) const
{
  return filled( phrases.value( key ), values );
}

const QStringList &SwNoticeText::phraseKeys()
{
  static const QStringList keys{
    QStringLiteral( "letterhead" ), QStringLiteral( "department" ), QStringLiteral( "code_title" ), QStringLiteral( "heading" ),
    QStringLiteral( "date_label" ), QStringLiteral( "notice_label" ), QStringLiteral( "deadline_label" ), QStringLiteral( "delivery_label" ),
    QStringLiteral( "mailed" ), QStringLiteral( "posted" ), QStringLiteral( "posted_at" ), QStringLiteral( "intro" ),
    QStringLiteral( "parcel_line" ), QStringLiteral( "vacancy_vacant" ), QStringLiteral( "vacancy_partial" ), QStringLiteral( "vacancy_contiguous" ),
    QStringLiteral( "no_address" ), QStringLiteral( "total_line" ), QStringLiteral( "map_caption" ), QStringLiteral( "steps_heading" ),
    QStringLiteral( "deadline_extended" ), QStringLiteral( "quotations_heading" ), QStringLiteral( "contact_heading" ), QStringLiteral( "closing" ),
    QStringLiteral( "signer_name" ), QStringLiteral( "signer_title" ), QStringLiteral( "enclosure" ), QStringLiteral( "page" ), QStringLiteral( "date_format" ), QStringLiteral( "more_parcels" ) };
  return keys;
}

const QStringList &SwNoticeText::reminderKeys()
{
  static const QStringList keys{ QStringLiteral( "reminder_heading" ), QStringLiteral( "reminder_intro" ) };
  return keys;
}

QStringList SwNoticeText::missingReminderWords() const
{
  QStringList missing;
  for ( auto it = mLanguages.constBegin(); it != mLanguages.constEnd(); ++it )
  {
    for ( const QString &key : reminderKeys() )
    {
      if ( it->phrases.value( key ).isEmpty() )
        missing << QStringLiteral( "languages.%1.%2" ).arg( it.key(), key );
    }
  }
  return missing;
}

const QStringList &SwNoticeText::followUpKeys()
{
  static const QStringList keys{
    QStringLiteral( "letter_date_label" ), QStringLiteral( "regarding" ), QStringLiteral( "parcels_heading" ),
    QStringLiteral( "due_soon_heading" ), QStringLiteral( "due_soon_intro" ), QStringLiteral( "extension_intro" ), QStringLiteral( "due_soon_quotes" ),
    QStringLiteral( "overdue_heading" ), QStringLiteral( "overdue_intro" ), QStringLiteral( "overdue_quotes" ),
    QStringLiteral( "corrective_heading" ), QStringLiteral( "corrective_intro" ), QStringLiteral( "corrective_quotes" ) };
  return keys;
}

QStringList SwNoticeText::missingFollowUpWords() const
{
  QStringList missing;
  for ( auto it = mLanguages.constBegin(); it != mLanguages.constEnd(); ++it )
  {
    for ( const QString &key : followUpKeys() )
    {
      if ( it->followUp.value( key ).isEmpty() )
        missing << QStringLiteral( "languages.%1.follow_up.%2" ).arg( it.key(), key );
    }
    if ( it->correctiveSteps.isEmpty() )
      missing << QStringLiteral( "languages.%1.follow_up.corrective_steps" ).arg( it.key() );
  }
  return missing;
}

namespace
{
  // A language's "follow_up" object: the follow-up letters' words, checked only for what it gives.
  void readFollowUp( const QJsonObject &object, const QString &where, const QString &origin, SwNoticeLanguage &language )
  {
    static const QStringList keys = SwNoticeText::followUpKeys() + QStringList{ QStringLiteral( "corrective_steps" ), QStringLiteral( "quotations" ) };
    for ( auto key = object.begin(); key != object.end(); ++key )
    {
      if ( !keys.contains( key.key() ) )
        rejectNotice( origin, QObject::tr( "'%1' has an unknown key '%2'" ).arg( where, key.key() ) );
    }
    for ( const QString &key : SwNoticeText::followUpKeys() )
    {
      if ( object.contains( key ) )
        language.followUp.insert( key, text( object, key, where, origin ) );
    }
    if ( object.contains( QStringLiteral( "corrective_steps" ) ) )
      language.correctiveSteps = textList( object, QStringLiteral( "corrective_steps" ), where, origin );
    if ( object.contains( QStringLiteral( "quotations" ) ) )
      language.followUpQuotations = quotations( object.value( QStringLiteral( "quotations" ) ), where, origin );
  }
} // namespace

SwNoticeText SwNoticeText::fromJson( const QJsonObject &notice, const QString &origin )
{
  static const QStringList topKeys{ QStringLiteral( "deadline_rule" ), QStringLiteral( "deadline_citation" ), QStringLiteral( "default_language" ), QStringLiteral( "languages" ) };
  for ( auto it = notice.begin(); it != notice.end(); ++it )
  {
    if ( !topKeys.contains( it.key() ) )
      rejectNotice( origin, QObject::tr( "unknown key '%1' (expected %2)" ).arg( it.key(), topKeys.join( QLatin1String( ", " ) ) ) );
  }
  SwNoticeText result;
  const QString top = QStringLiteral( "notice" );
  result.mDeadlineRule = text( notice, QStringLiteral( "deadline_rule" ), top, origin );
  if ( result.mDeadlineRule != QLatin1String( "ccp_12a" ) && result.mDeadlineRule != QLatin1String( "calendar_days" ) )
    rejectNotice( origin, QObject::tr( "'deadline_rule' must be ccp_12a (extended past weekends and California court holidays) or calendar_days, not '%1'" ).arg( result.mDeadlineRule ) );
  result.mDeadlineCitation = text( notice, QStringLiteral( "deadline_citation" ), top, origin );
  result.mDefaultLanguage = text( notice, QStringLiteral( "default_language" ), top, origin );

  const QJsonObject languages = notice.value( QStringLiteral( "languages" ) ).toObject();
  if ( !languages.contains( result.mDefaultLanguage ) )
    rejectNotice( origin, QObject::tr( "'languages' must give the default language '%1'" ).arg( result.mDefaultLanguage ) );
  static const QStringList languageKeys = phraseKeys() + reminderKeys() + QStringList{ QStringLiteral( "language_names" ), QStringLiteral( "steps" ), QStringLiteral( "contact" ), QStringLiteral( "quotations" ), QStringLiteral( "follow_up" ) };
  for ( auto it = languages.begin(); it != languages.end(); ++it )
  {
    const QString where = QStringLiteral( "languages.%1" ).arg( it.key() );
    if ( !it.value().isObject() )
      rejectNotice( origin, QObject::tr( "'%1' must be an object" ).arg( where ) );
    const QJsonObject object = it.value().toObject();
    for ( auto key = object.begin(); key != object.end(); ++key )
    {
      if ( !languageKeys.contains( key.key() ) )
        rejectNotice( origin, QObject::tr( "'%1' has an unknown key '%2'" ).arg( where, key.key() ) );
    }
    SwNoticeLanguage language;
    language.code = it.key();
    for ( const QString &key : phraseKeys() )
      language.phrases.insert( key, text( object, key, where, origin ) );
    // A reminder's words are needed only by a run that sends reminders (REMINDERS), which checks them.
    for ( const QString &key : reminderKeys() )
    {
      if ( object.contains( key ) )
        language.phrases.insert( key, text( object, key, where, origin ) );
    }
    language.phrases.insert( QStringLiteral( "language_names" ), textList( object, QStringLiteral( "language_names" ), where, origin ).join( '\n' ) );
    language.steps = textList( object, QStringLiteral( "steps" ), where, origin );
    language.contact = textList( object, QStringLiteral( "contact" ), where, origin );
    // The law is quoted in the language it was enacted in; a translation may point to the default language's quotations.
    if ( object.contains( QStringLiteral( "quotations" ) ) || it.key() == result.mDefaultLanguage )
      language.quotations = quotations( object.value( QStringLiteral( "quotations" ) ), where, origin );
    if ( object.contains( QStringLiteral( "follow_up" ) ) )
    {
      if ( !object.value( QStringLiteral( "follow_up" ) ).isObject() )
        rejectNotice( origin, QObject::tr( "'%1.follow_up' must be an object" ).arg( where ) );
      readFollowUp( object.value( QStringLiteral( "follow_up" ) ).toObject(), where + QStringLiteral( ".follow_up" ), origin, language );
    }
    result.mLanguages.insert( it.key(), language );
  }
  for ( SwNoticeLanguage &language : result.mLanguages )
  {
    if ( language.quotations.isEmpty() )
      language.quotations = result.mLanguages.value( result.mDefaultLanguage ).quotations;
    if ( language.followUpQuotations.isEmpty() )
      language.followUpQuotations = result.mLanguages.value( result.mDefaultLanguage ).followUpQuotations;
  }
  return result;
}

QString SwNoticeText::languageFor( const QString &value ) const
{
  const QString wanted = folded( value );
  if ( wanted.isEmpty() )
    return QString();
  for ( const SwNoticeLanguage &language : mLanguages )
  {
    if ( folded( language.code ) == wanted )
      return language.code;
    for ( const QString &name : language.phrases.value( QStringLiteral( "language_names" ) ).split( '\n' ) )
    {
      if ( folded( name ) == wanted )
        return language.code;
    }
  }
  return QString();
}

const SwNoticeLanguage &SwNoticeText::language( const QString &code ) const
{
  auto it = mLanguages.constFind( code );
  return it != mLanguages.constEnd() ? *it : *mLanguages.constFind( mDefaultLanguage );
}
