/***************************************************************************
  swfollowupletters.cpp: the follow-up letters' words and pages (see header).
 ***************************************************************************/
#include "notices/swfollowupletters.h"
#include "core/swowner.h"
#include "core/swowneridentity.h"
#include "core/swparcelnumber.h"
#include "notices/swnoticewording.h"
#include "report/swprinting.h"

#include <QFont>
#include <QObject>
#include <QTextDocument>

namespace
{
  // The prefix of the profile's follow-up keys for a kind: due_soon_heading, overdue_intro...
  QString letterKeyOf( SwFollowUpLetter::Kind kind )
  {
    switch ( kind )
    {
      case SwFollowUpLetter::Kind::DueSoon:
      case SwFollowUpLetter::Kind::ExtensionEnding:
        return QStringLiteral( "due_soon" );
      case SwFollowUpLetter::Kind::Overdue:
        return QStringLiteral( "overdue" );
      case SwFollowUpLetter::Kind::Corrective:
        return QStringLiteral( "corrective" );
    }
    return QString();
  }

  // The provisions a letter quotes, in the order its "<kind>_quotes" names them, from the notice's and the follow-up's quotations.
  QStringList quotedProvisions( const QString &labels, const SwNoticeLanguage &language )
  {
    QStringList lines;
    for ( const QString &label : labels.split( ',' ) )
    {
      const QString wanted = label.trimmed();
      for ( const QList<SwNoticeLanguage::Quotation> *list : { &language.quotations, &language.followUpQuotations } )
      {
        for ( const SwNoticeLanguage::Quotation &quotation : *list )
        {
          if ( quotation.label == wanted && !wanted.isEmpty() )
            lines << QStringLiteral( "%1. %2" ).arg( quotation.label, quotation.text );
        }
      }
    }
    lines.removeDuplicates();
    return lines;
  }

  QString letterEscaped( const QString &text )
  {
    return text.toHtmlEscaped();
  }

  QString letterLines( const QString &text, const QString &separator = QStringLiteral( "<br>" ) )
  {
    QStringList result;
    for ( const QString &line : text.split( '\n', Qt::SkipEmptyParts ) )
      result << letterEscaped( line );
    return result.join( separator );
  }

  // Qt's rich text reads these; sizes in points, as on paper.
  const QString LETTER_STYLE = QStringLiteral(
    "body{font-family:'DejaVu Sans',sans-serif;font-size:9.5pt;color:#1a1a1a}"
    ".letterhead{font-size:15pt;font-weight:bold;color:#1f4e79;margin:0} .department{font-size:8pt;color:#444444;margin:0 0 12px 0}"
    ".address{font-size:10pt;margin:0 0 12px 0} .dates{font-size:9pt;margin:0 0 8px 0}"
    ".heading{font-size:11.5pt;font-weight:bold;margin:4px 0 6px 0} .section{font-size:9.5pt;font-weight:bold;color:#1f4e79;margin:8px 0 2px 0}"
    "p{margin:0 0 4px 0} li{margin:0 0 2px 0} .quote{font-size:7.5pt;color:#333333;margin:0 0 2px 0} .small{font-size:8pt;color:#444444}" );
} // namespace

bool SwFollowUpLetter::kindFor( SwNoticeFollowUp::Kind due, Kind &kind )
{
  switch ( due )
  {
    case SwNoticeFollowUp::Kind::DeadlineSoon:
      kind = Kind::DueSoon;
      return true;
    case SwNoticeFollowUp::Kind::ExtensionEnding:
      kind = Kind::ExtensionEnding;
      return true;
    case SwNoticeFollowUp::Kind::Overdue:
      kind = Kind::Overdue;
      return true;
    case SwNoticeFollowUp::Kind::CorrectiveNotice:
      kind = Kind::Corrective;
      return true;
    case SwNoticeFollowUp::Kind::InspectionDue:
    case SwNoticeFollowUp::Kind::ToClose:
    case SwNoticeFollowUp::Kind::ToNotice:
    case SwNoticeFollowUp::Kind::NotDecided:
    case SwNoticeFollowUp::Kind::Error:
      break;
  }
  return false;
}

QString SwFollowUpLetter::name() const
{
  switch ( kind )
  {
    case Kind::DueSoon:
    case Kind::ExtensionEnding:
      return QObject::tr( "%1 (reminder)" ).arg( notice.noticeId );
    case Kind::Overdue:
      return QObject::tr( "%1 (notice of violation)" ).arg( notice.noticeId );
    case Kind::Corrective:
      return QObject::tr( "%1 (notice of corrective action)" ).arg( notice.noticeId );
  }
  return notice.noticeId;
}

bool SwFollowUpLetters::letterFor( const SwNoticeFollowUp::Item &item, const SwNoticeCase &notice, const QMap<QString, SwNoticeParcel> &roll, const SwNoticeText &text, const QDate &date, SwFollowUpLetter &letter, QString &warning )
{
  warning.clear();
  if ( !SwFollowUpLetter::kindFor( item.kind, letter.kind ) )
    return false;
  letter.notice = notice;
  letter.date = date;
  letter.due = item.due;
  // The parcels the line names: the case's, each once, and of them only those that still qualify (SwNoticeFollowUp::decide).
  std::vector<SwNoticeParcel> found;
  for ( const QString &apn : SwParcelNumber::once( item.apns ) )
  {
    const auto it = roll.constFind( SwParcelNumber::key( apn ) );
    letter.parcels << SwFollowUpLetter::Parcel{ apn, it == roll.constEnd() ? QString() : it->situs.trimmed() };
    if ( it != roll.constEnd() )
      found.push_back( *it );
  }
  if ( found.empty() )
  {
    warning = QObject::tr( "%1: none of its parcels (%2) is on the latest screening, so its owner's address is not known; no letter written" ).arg( letter.name(), SwParcelNumber::once( notice.apns ).join( QLatin1String( ", " ) ) );
    return false;
  }
  // Every follow-up letter rests on the notice its owner received; a parcel
  // sold since binds its new owner, who never received it, or not as the
  // City decides, not the data: no letter on a case with one.
  const QStringList sold = soldSince( notice, roll );
  if ( !sold.isEmpty() )
  {
    warning = QObject::tr( "%1: not decided, no letter written: %2" ).arg( letter.name(), soldNote( notice, sold ) );
    return false;
  }
  // The parcels' owner now (the one noticed), with the address the notices would use.
  const std::vector<SwNotice> owners = SwNotices::group( found );
  letter.owner = owners.front().owner;
  letter.mail = owners.front().mail;
  letter.mailed = owners.front().mailed;

  letter.language = text.languageFor( notice.language );
  for ( const SwNoticeParcel &parcel : found )
  {
    if ( letter.language.isEmpty() )
      letter.language = text.languageFor( parcel.language );
  }
  if ( letter.language.isEmpty() )
    letter.language = text.defaultLanguage();
  return true;
}

QStringList SwFollowUpLetters::soldSince( const SwNoticeCase &notice, const QMap<QString, SwNoticeParcel> &roll )
{
  std::vector<SwNoticeParcel> found;
  for ( const QString &apn : SwParcelNumber::once( notice.apns ) )
  {
    // A parcel the roll gives no owner is not known to be sold.
    const auto it = roll.constFind( SwParcelNumber::key( apn ) );
    if ( it != roll.constEnd() && !it->owner.trimmed().isEmpty() )
      found.push_back( *it );
  }
  // The owner as noticed, keyed as today's roll is (a register's stored key may be an older version's).
  const QString todayKey = SwOwner::key( notice.owner );
  QStringList sold;
  for ( const SwNotice &owner : SwNotices::group( found ) )
  {
    // Keys name the owner and the address (SwOwnerIdentity); an owner who moved, or a register of an earlier version keyed by name alone, is still the owner noticed.
    if ( !SwOwnerIdentity::mayBeSameOwner( notice.ownerKey, owner.ownerKey ) && !SwOwnerIdentity::mayBeSameOwner( todayKey, owner.ownerKey ) )
      sold << QObject::tr( "%1 as %2" ).arg( owner.apns().join( QLatin1String( ", " ) ), owner.owner );
  }
  return sold;
}

QString SwFollowUpLetters::soldNote( const SwNoticeCase &notice, const QStringList &sold )
{
  return QObject::tr( "the latest screening gives the owner of %1, not %2 as noticed; whether the new owner is bound by that notice is for the City to decide: notice the new owner (stormwater:vacantnotices) or record the decision in the case" ).arg( sold.join( QLatin1String( "; " ) ), notice.owner );
}

QMap<QString, QString> SwFollowUpLetters::words( const SwFollowUpLetter &letter, const SwNoticeText &text )
{
  const SwNoticeLanguage &language = text.language( letter.language );
  const QString key = letterKeyOf( letter.kind );
  const auto day = [&language]( const QDate &date )
  { return SwNoticeWording::longDate( date, language ); };
  QStringList apns;
  for ( const SwFollowUpLetter::Parcel &parcel : letter.parcels )
    apns << parcel.apn;
  const QMap<QString, QString> values{
    { QStringLiteral( "owner" ), letter.owner },
    { QStringLiteral( "notice" ), letter.notice.noticeId },
    { QStringLiteral( "notice_date" ), day( letter.notice.noticeDate ) },
    { QStringLiteral( "deadline" ), day( letter.due ) },
    { QStringLiteral( "inspected" ), day( letter.due ) },
    { QStringLiteral( "days" ), QString::number( letter.date.daysTo( letter.due ) ) },
    { QStringLiteral( "days_past" ), QString::number( letter.due.daysTo( letter.date ) ) },
    { QStringLiteral( "apns" ), apns.join( QLatin1String( ", " ) ) },
    { QStringLiteral( "code_title" ), language.phrase( QStringLiteral( "code_title" ) ) } };

  QMap<QString, QString> words;
  words.insert( QStringLiteral( "letterhead" ), language.phrase( QStringLiteral( "letterhead" ) ) );
  words.insert( QStringLiteral( "department" ), language.phrase( QStringLiteral( "department" ) ) );
  words.insert( QStringLiteral( "heading" ), language.followUpPhrase( key + QStringLiteral( "_heading" ), values ) );
  words.insert( QStringLiteral( "date_line" ), QStringLiteral( "%1: %2" ).arg( language.followUpPhrase( QStringLiteral( "letter_date_label" ) ), day( letter.date ) ) );
  words.insert( QStringLiteral( "regarding" ), language.followUpPhrase( QStringLiteral( "regarding" ), values ) );

  QStringList address{ letter.owner };
  if ( letter.mailed )
    address << letter.mail.street.trimmed() << QStringLiteral( "%1, %2 %3" ).arg( letter.mail.city.trimmed(), letter.mail.state.trimmed(), letter.mail.zip.trimmed() );
  else
  {
    address << language.phrase( QStringLiteral( "posted_at" ) );
    for ( const SwFollowUpLetter::Parcel &parcel : letter.parcels )
      address << ( parcel.situs.isEmpty() ? QStringLiteral( "APN %1 (%2)" ).arg( parcel.apn, language.phrase( QStringLiteral( "no_address" ) ) ) : parcel.situs );
    address.removeDuplicates();
  }
  words.insert( QStringLiteral( "address" ), address.join( '\n' ) );

  const QString introKey = letter.kind == SwFollowUpLetter::Kind::ExtensionEnding ? QStringLiteral( "extension_intro" ) : key + QStringLiteral( "_intro" );
  words.insert( QStringLiteral( "intro" ), language.followUpPhrase( introKey, values ) );
  words.insert( QStringLiteral( "parcels_heading" ), language.followUpPhrase( QStringLiteral( "parcels_heading" ) ) );
  QStringList parcels;
  for ( const SwFollowUpLetter::Parcel &parcel : letter.parcels )
    parcels << QStringLiteral( "APN %1, %2" ).arg( parcel.apn, parcel.situs.isEmpty() ? language.phrase( QStringLiteral( "no_address" ) ) : parcel.situs );
  words.insert( QStringLiteral( "parcels" ), parcels.join( '\n' ) );

  // A notice of corrective action asks what E.4 asks; a reminder and a notice of violation repeat the notice's steps.
  words.insert( QStringLiteral( "steps_heading" ), language.phrase( QStringLiteral( "steps_heading" ) ) );
  QStringList steps;
  const QMap<QString, QString> stepValues{ { QStringLiteral( "days" ), QString::number( letter.complianceDays ) }, { QStringLiteral( "deadline" ), day( letter.due ) } };
  for ( const QString &step : letter.kind == SwFollowUpLetter::Kind::Corrective ? language.correctiveSteps : language.steps )
    steps << SwNoticeLanguage::filled( step, stepValues );
  words.insert( QStringLiteral( "steps" ), steps.join( '\n' ) );
  words.insert( QStringLiteral( "quotations_heading" ), language.phrase( QStringLiteral( "quotations_heading" ), values ) );
  words.insert( QStringLiteral( "quotations" ), quotedProvisions( language.followUpPhrase( key + QStringLiteral( "_quotes" ) ), language ).join( '\n' ) );
  words.insert( QStringLiteral( "contact_heading" ), language.phrase( QStringLiteral( "contact_heading" ) ) );
  words.insert( QStringLiteral( "contact" ), language.contact.join( '\n' ) );
  words.insert( QStringLiteral( "closing" ), language.phrase( QStringLiteral( "closing" ) ) );
  words.insert( QStringLiteral( "signer" ), QStringLiteral( "%1\n%2" ).arg( language.phrase( QStringLiteral( "signer_name" ) ), language.phrase( QStringLiteral( "signer_title" ) ) ) );
  return words;
}

QString SwFollowUpLetters::html( const QList<SwFollowUpLetter> &letters, const SwNoticeText &text )
{
  QString body;
  for ( int i = 0; i < letters.size(); ++i )
  {
    const QMap<QString, QString> w = words( letters.at( i ), text );
    // Qt's importer needs a block of its own for a page break.
    if ( i > 0 )
      body += QStringLiteral( "<div style=\"page-break-before:always\"></div>" );
    body += QStringLiteral( "<p class=\"letterhead\">%1</p><p class=\"department\">%2</p>" ).arg( letterEscaped( w.value( QStringLiteral( "letterhead" ) ) ), letterEscaped( w.value( QStringLiteral( "department" ) ) ) );
    body += QStringLiteral( "<p class=\"dates\">%1<br>%2</p>" ).arg( letterEscaped( w.value( QStringLiteral( "date_line" ) ) ), letterEscaped( w.value( QStringLiteral( "regarding" ) ) ) );
    body += QStringLiteral( "<p class=\"address\">%1</p>" ).arg( letterLines( w.value( QStringLiteral( "address" ) ) ) );
    body += QStringLiteral( "<p class=\"heading\">%1</p>" ).arg( letterEscaped( w.value( QStringLiteral( "heading" ) ) ) );
    body += QStringLiteral( "<p>%1</p>" ).arg( letterEscaped( w.value( QStringLiteral( "intro" ) ) ) );
    body += QStringLiteral( "<p class=\"section\">%1</p><p>%2</p>" ).arg( letterEscaped( w.value( QStringLiteral( "parcels_heading" ) ) ), letterLines( w.value( QStringLiteral( "parcels" ) ) ) );
    body += QStringLiteral( "<p class=\"section\">%1</p><ol><li>%2</li></ol>" ).arg( letterEscaped( w.value( QStringLiteral( "steps_heading" ) ) ), letterLines( w.value( QStringLiteral( "steps" ) ), QStringLiteral( "</li><li>" ) ) );
    body += QStringLiteral( "<p class=\"section\">%1</p>" ).arg( letterEscaped( w.value( QStringLiteral( "quotations_heading" ) ) ) );
    for ( const QString &quotation : w.value( QStringLiteral( "quotations" ) ).split( '\n', Qt::SkipEmptyParts ) )
      body += QStringLiteral( "<p class=\"quote\">%1</p>" ).arg( letterEscaped( quotation ) );
    body += QStringLiteral( "<p class=\"section\">%1</p><p class=\"small\">%2</p>" ).arg( letterEscaped( w.value( QStringLiteral( "contact_heading" ) ) ), letterLines( w.value( QStringLiteral( "contact" ) ) ) );
    body += QStringLiteral( "<p>%1<br><br>%2</p>" ).arg( letterEscaped( w.value( QStringLiteral( "closing" ) ) ), letterLines( w.value( QStringLiteral( "signer" ) ) ) );
  }
  return QStringLiteral( "<html><body>%1</body></html>" ).arg( body );
}

QString SwFollowUpLetters::writePdf( const QList<SwFollowUpLetter> &letters, const SwNoticeText &text, const QString &path )
{
  QTextDocument document;
  QFont font( QStringLiteral( "DejaVu Sans" ) );
  font.setPointSizeF( 9.5 );
  document.setDefaultFont( font );
  document.setDefaultStyleSheet( LETTER_STYLE );
  document.setHtml( html( letters, text ) );
  // Each letter goes to its own owner: no page numbers running across them.
  return SwPrinting::printPdf( document, path, QObject::tr( "Follow-up letters" ), QPageLayout::Portrait, SwPrinting::PageNumbers::None );
}
