/***************************************************************************
  swnoticewording.cpp: one notice's words from its profile's phrases.
 ***************************************************************************/
#include "notices/swnoticewording.h"
#include "core/swunits.h"

#include <QLocale>

namespace
{
  // Page 1 lists this many parcels under the introduction; the rest open page 2.
  constexpr int FIRST_PAGE_PARCELS = 6;
  // Page 2 has room for this many more full lines above the steps.
  constexpr int SECOND_PAGE_PARCELS = 8;
  // ... or this many by APN and acres in one sentence.
  constexpr int COMPACT_PARCELS = 28;

  QLocale localeOf( const SwNoticeLanguage &language )
  {
    return language.code == QLatin1String( "en" ) ? QLocale( QLocale::English, QLocale::UnitedStates ) : QLocale( language.code );
  }

  // The days passed over, in the letter's language: weekdays by the locale, holidays by their names in law.
  QString skippedText( const SwNoticeDeadline::Deadline &deadline, const SwNoticeLanguage &language )
  {
    const QLocale locale = localeOf( language );
    QStringList days;
    for ( QDate day = deadline.computed; day.isValid() && day < deadline.extended; day = day.addDays( 1 ) )
    {
      QString why = SwNoticeDeadline::whyNotCourtDay( day );
      if ( day.dayOfWeek() >= 6 && ( why == QLatin1String( "Saturday" ) || why == QLatin1String( "Sunday" ) ) )
        why = locale.dayName( day.dayOfWeek() );
      days << QStringLiteral( "%1 (%2)" ).arg( SwNoticeWording::longDate( day, language ), why );
    }
    return days.join( QLatin1String( "; " ) );
  }

  QString parcelLine( const SwNoticeParcel &parcel, const SwNotice &notice, const SwNoticeLanguage &language )
  {
    QString vacancy;
    if ( parcel.vacancy == QLatin1String( "partially_vacant" ) )
      vacancy = language.phrase( QStringLiteral( "vacancy_partial" ) );
    else if ( parcel.groupSize > 1 && parcel.groupId >= 0 )
    {
      QStringList partners;
      for ( const SwNoticeParcel &other : notice.parcels )
      {
        if ( other.groupId == parcel.groupId && other.apn != parcel.apn )
          partners << other.apn;
      }
      vacancy = language.phrase( QStringLiteral( "vacancy_contiguous" ), { { QStringLiteral( "apns" ), partners.join( QLatin1String( ", " ) ) }, { QStringLiteral( "group_acres" ), SwNoticeWording::acres( parcel.groupSqft ) } } );
    }
    else
      vacancy = language.phrase( QStringLiteral( "vacancy_vacant" ) );
    const QString address = parcel.situs.trimmed().isEmpty() ? language.phrase( QStringLiteral( "no_address" ) ) : parcel.situs.trimmed();
    return language.phrase( QStringLiteral( "parcel_line" ), { { QStringLiteral( "apn" ), parcel.apn }, { QStringLiteral( "address" ), address }, { QStringLiteral( "vacancy" ), vacancy }, { QStringLiteral( "parcel_acres" ), SwNoticeWording::acres( parcel.areaSqft ) }, { QStringLiteral( "tested_acres" ), SwNoticeWording::acres( parcel.testedSqft() ) } } );
  }

  QString addressBlock( const SwNotice &notice, const SwNoticeLanguage &language )
  {
    QStringList lines{ notice.owner };
    if ( notice.mailed )
    {
      lines << notice.mail.street.trimmed();
      lines << QStringLiteral( "%1, %2 %3" ).arg( notice.mail.city.trimmed(), notice.mail.state.trimmed(), notice.mail.zip.trimmed() );
    }
    else
    {
      const QStringList situs = notice.situsAddresses();
      lines << language.phrase( QStringLiteral( "posted_at" ) );
      lines << ( situs.isEmpty() ? notice.apns().join( QLatin1String( ", " ) ) : situs.join( QLatin1String( "; " ) ) );
    }
    return lines.join( '\n' );
  }
} // namespace

SwNoticeWording::Dates SwNoticeWording::dates( const QDate &noticeDate, int days, const SwNoticeText &text )
{
  SwNoticeDeadline::Rule rule = SwNoticeDeadline::Rule::CalendarDays;
  SwNoticeDeadline::ruleFromName( text.deadlineRule(), rule );
  return { noticeDate, days, SwNoticeDeadline::compute( noticeDate, days, rule ) };
}

int SwNoticeWording::mostParcelsListed()
{
  return FIRST_PAGE_PARCELS + COMPACT_PARCELS;
}

QString SwNoticeWording::acres( double sqft )
{
  return QString::number( SwUnits::sqftToAcres( sqft ), 'f', 2 );
}

QString SwNoticeWording::longDate( const QDate &date, const SwNoticeLanguage &language )
{
  return localeOf( language ).toString( date, language.phrase( QStringLiteral( "date_format" ) ) );
}

QMap<QString, QString> SwNoticeWording::words( const SwNotice &notice, const SwNoticeText &text )
{
  const Dates &dates = notice.term;
  const SwNoticeLanguage &language = text.language( notice.language );
  const QString deadline = longDate( dates.deadline.extended, language );
  const QString noticeDate = longDate( dates.noticeDate, language );
  const QString codeTitle = language.phrase( QStringLiteral( "code_title" ) );
  const QString delivery = notice.mailed ? language.phrase( QStringLiteral( "mailed" ) ) : language.phrase( QStringLiteral( "posted" ), { { QStringLiteral( "reason" ), notice.postingReason } } );
  QMap<QString, QString> words;
  words.insert( QStringLiteral( "language" ), language.code );
  for ( const char *key : { "letterhead", "department", "code_title", "heading", "enclosure" } )
    words.insert( QString::fromLatin1( key ), language.phrase( QString::fromLatin1( key ), { { QStringLiteral( "code_title" ), codeTitle } } ) );
  if ( notice.kind == SwNotice::Kind::Reminder )
    words.insert( QStringLiteral( "heading" ), language.phrase( QStringLiteral( "reminder_heading" ), { { QStringLiteral( "code_title" ), codeTitle } } ) );
  words.insert( QStringLiteral( "notice_date_text" ), noticeDate );
  words.insert( QStringLiteral( "deadline_text" ), deadline );
  words.insert( QStringLiteral( "computed_deadline_text" ), longDate( dates.deadline.computed, language ) );
  words.insert( QStringLiteral( "delivery_text" ), delivery );
  words.insert( QStringLiteral( "dates_block" ), QStringList{ QStringLiteral( "%1: %2" ).arg( language.phrase( QStringLiteral( "date_label" ) ), noticeDate ), QStringLiteral( "%1: %2" ).arg( language.phrase( QStringLiteral( "notice_label" ) ), notice.id ), QStringLiteral( "%1: %2" ).arg( language.phrase( QStringLiteral( "deadline_label" ) ), deadline ), QStringLiteral( "%1: %2" ).arg( language.phrase( QStringLiteral( "delivery_label" ) ), delivery ) }.join( '\n' ) );
  words.insert( QStringLiteral( "address_block" ), addressBlock( notice, language ) );
  // A reminder says when the original notice went out and that its deadline stands.
  words.insert( QStringLiteral( "intro" ), notice.kind == SwNotice::Kind::Reminder ? language.phrase( QStringLiteral( "reminder_intro" ), { { QStringLiteral( "owner" ), notice.owner }, { QStringLiteral( "code_title" ), codeTitle }, { QStringLiteral( "notice" ), notice.id }, { QStringLiteral( "notice_date" ), noticeDate }, { QStringLiteral( "deadline" ), deadline }, { QStringLiteral( "delivery" ), delivery } } ) + QStringLiteral( "\n" ) + language.phrase( QStringLiteral( "intro" ), { { QStringLiteral( "owner" ), notice.owner }, { QStringLiteral( "code_title" ), codeTitle } } ) : language.phrase( QStringLiteral( "intro" ), { { QStringLiteral( "owner" ), notice.owner }, { QStringLiteral( "code_title" ), codeTitle } } ) );

  QStringList lines;
  for ( const SwNoticeParcel &parcel : notice.parcels )
    lines << parcelLine( parcel, notice, language );
  words.insert( QStringLiteral( "parcel_lines" ), lines.join( '\n' ) );
  words.insert( QStringLiteral( "parcel_lines_first" ), lines.mid( 0, FIRST_PAGE_PARCELS ).join( '\n' ) );
  // A long list continues on page 2 line by line, or, past what page 2 holds beside the steps, as one compact sentence.
  QString more = lines.mid( FIRST_PAGE_PARCELS ).join( '\n' );
  if ( lines.size() > FIRST_PAGE_PARCELS + SECOND_PAGE_PARCELS )
  {
    QStringList compact;
    for ( size_t i = FIRST_PAGE_PARCELS; i < notice.parcels.size() && compact.size() < COMPACT_PARCELS; ++i )
      compact << QStringLiteral( "%1 (%2)" ).arg( notice.parcels[i].apn, acres( notice.parcels[i].testedSqft() ) );
    // Past what two pages hold, the count of the rest (the lists give every APN; the run warns).
    const int rest = static_cast<int>( notice.parcels.size() ) - FIRST_PAGE_PARCELS - COMPACT_PARCELS;
    if ( rest > 0 )
      compact << QStringLiteral( "\u2026 (+%1)" ).arg( rest );
    more = language.phrase( QStringLiteral( "more_parcels" ), { { QStringLiteral( "list" ), compact.join( QLatin1String( ", " ) ) } } );
  }
  words.insert( QStringLiteral( "total_acres_text" ), acres( notice.testedSqft() ) );
  words.insert( QStringLiteral( "total_line" ), language.phrase( QStringLiteral( "total_line" ), { { QStringLiteral( "total" ), acres( notice.testedSqft() ) } } ) );
  const QStringList situs = notice.situsAddresses();
  words.insert( QStringLiteral( "map_caption" ), language.phrase( QStringLiteral( "map_caption" ), { { QStringLiteral( "address" ), situs.isEmpty() ? language.phrase( QStringLiteral( "no_address" ) ) : situs.join( QLatin1String( "; " ) ) } } ) );

  const QMap<QString, QString> deadlineValues{ { QStringLiteral( "days" ), QString::number( dates.complianceDays ) }, { QStringLiteral( "deadline" ), deadline }, { QStringLiteral( "computed" ), longDate( dates.deadline.computed, language ) }, { QStringLiteral( "skipped" ), skippedText( dates.deadline, language ) }, { QStringLiteral( "citation" ), text.deadlineCitation() } };
  const QString note = dates.deadline.extended != dates.deadline.computed ? language.phrase( QStringLiteral( "deadline_extended" ), deadlineValues ) : QString();
  words.insert( QStringLiteral( "deadline_note" ), note );
  QStringList steps{ language.phrase( QStringLiteral( "steps_heading" ) ) };
  for ( int i = 0; i < language.steps.size(); ++i )
    steps << QStringLiteral( "%1. %2" ).arg( i + 1 ).arg( SwNoticeLanguage::filled( language.steps.at( i ), deadlineValues ) );
  if ( !note.isEmpty() )
    steps << note;
  words.insert( QStringLiteral( "steps_text" ), steps.join( '\n' ) );
  // Parcels that did not fit on page 1 open page 2, before the steps.
  words.insert( QStringLiteral( "page2_text" ), more.isEmpty() ? steps.join( '\n' ) : more + QStringLiteral( "\n\n" ) + steps.join( '\n' ) );

  QStringList quotations{ language.phrase( QStringLiteral( "quotations_heading" ), { { QStringLiteral( "code_title" ), codeTitle } } ) };
  for ( const SwNoticeLanguage::Quotation &quotation : language.quotations )
    quotations << QStringLiteral( "%1. \u201c%2\u201d" ).arg( quotation.label, quotation.text );
  words.insert( QStringLiteral( "quotations_text" ), quotations.join( '\n' ) );
  words.insert( QStringLiteral( "contact_block" ), ( QStringList{ language.phrase( QStringLiteral( "contact_heading" ) ) } + language.contact ).join( '\n' ) );
  words.insert( QStringLiteral( "signature_block" ), QStringList{ language.phrase( QStringLiteral( "closing" ) ), QString(), QString(), language.phrase( QStringLiteral( "signer_name" ) ), language.phrase( QStringLiteral( "signer_title" ) ) }.join( '\n' ) );
  words.insert( QStringLiteral( "page_text" ), language.phrase( QStringLiteral( "page" ), { { QStringLiteral( "notice" ), notice.id } } ) );
  return words;
}
