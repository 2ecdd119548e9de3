/***************************************************************************
  swnoticedeadline.cpp: the compliance deadline under CCP 12 and 12a.
 ***************************************************************************/
#include "notices/swnoticedeadline.h"

#include <QLocale>

#include <algorithm>
#include <utility>

namespace
{
  //! The \a n th \a weekday (1 = Monday) of \a month; n = -1 for the last.
  QDate nthWeekday( int year, int month, int weekday, int n )
  {
    if ( n < 0 )
    {
      QDate last( year, month, QDate( year, month, 1 ).daysInMonth() );
      return last.addDays( -( ( last.dayOfWeek() - weekday + 7 ) % 7 ) );
    }
    const QDate first( year, month, 1 );
    return first.addDays( ( weekday - first.dayOfWeek() + 7 ) % 7 + 7 * ( n - 1 ) );
  }

  /**
   * The judicial holidays whose statutory date lies in \a year, each with
   * its observed date when on a weekend (CRC 1.11; for the fixed dates Gov.
   * Code 6701 says the same of Sundays and of November 11 on a Saturday).
   */
  void addYear( QList<SwNoticeDeadline::Holiday> &holidays, int year )
  {
    auto add = [&holidays]( const QDate &date, const QString &name )
    {
      holidays << SwNoticeDeadline::Holiday{ date, name };
      // CRC 1.11: a judicial holiday on a Saturday is observed the Friday before, on a Sunday the Monday after.
      if ( date.dayOfWeek() == Qt::Saturday )
        holidays << SwNoticeDeadline::Holiday{ date.addDays( -1 ), name + QStringLiteral( " (observed)" ) };
      else if ( date.dayOfWeek() == Qt::Sunday )
        holidays << SwNoticeDeadline::Holiday{ date.addDays( 1 ), name + QStringLiteral( " (observed)" ) };
    };

    // Gov. Code 6700(a), less the days CCP 135 excepts (see the header).
    add( QDate( year, 1, 1 ), QStringLiteral( "New Year's Day" ) );
    add( nthWeekday( year, 1, Qt::Monday, 3 ), QStringLiteral( "Martin Luther King Jr. Day" ) );
    // Lunar New Year: a Gov. Code 6700 holiday since 2023, excepted by CCP 135 (AB 2596, 2022).
    add( QDate( year, 2, 12 ), QStringLiteral( "Lincoln Day" ) );
    add( nthWeekday( year, 2, Qt::Monday, 3 ), QStringLiteral( "Presidents' Day" ) );
    add( QDate( year, 3, 31 ), QStringLiteral( "Cesar Chavez Day" ) );
    // Good Friday noon to 3 p.m. is not a "full day" (CCP 135); Genocide Remembrance Day (April 24) is excepted (AB 1801, 2022).
    add( nthWeekday( year, 5, Qt::Monday, -1 ), QStringLiteral( "Memorial Day" ) );
    // Juneteenth: added to Gov. Code 6700 by AB 1655 (Stats. 2022, ch. 753) from 2023 and not excepted by CCP 135.
    if ( year >= 2023 )
      add( QDate( year, 6, 19 ), QStringLiteral( "Juneteenth" ) );
    add( QDate( year, 7, 4 ), QStringLiteral( "Independence Day" ) );
    add( nthWeekday( year, 9, Qt::Monday, 1 ), QStringLiteral( "Labor Day" ) );
    // Admission Day (September 9) is excepted by CCP 135.
    // AB 855 (Stats. 2021, ch. 283) from 2022: Native American Day judicial, Columbus Day excepted.
    if ( year >= 2022 )
      add( nthWeekday( year, 9, Qt::Friday, 4 ), QStringLiteral( "Native American Day" ) );
    else
      add( nthWeekday( year, 10, Qt::Monday, 2 ), QStringLiteral( "Columbus Day" ) );
    add( QDate( year, 11, 11 ), QStringLiteral( "Veterans Day" ) );
    // CCP 135: the Thursday the President declares (the fourth, 5 U.S.C. 6103) and the day after.
    const QDate thanksgiving = nthWeekday( year, 11, Qt::Thursday, 4 );
    add( thanksgiving, QStringLiteral( "Thanksgiving Day" ) );
    add( thanksgiving.addDays( 1 ), QStringLiteral( "Day after Thanksgiving" ) );
    add( QDate( year, 12, 25 ), QStringLiteral( "Christmas Day" ) );
  }

  QString longDate( const QDate &date, const QString &format )
  {
    static const QLocale us( QLocale::English, QLocale::UnitedStates );
    return us.toString( date, format );
  }
} // namespace

bool SwNoticeDeadline::ruleFromName( const QString &name, Rule &rule )
{
  const QString key = name.trimmed().toLower();
  if ( key == QLatin1String( "ccp_12a" ) )
    rule = Rule::NextCourtDay;
  else if ( key == QLatin1String( "calendar_days" ) )
    rule = Rule::CalendarDays;
  else
    return false;
  return true;
}

QStringList SwNoticeDeadline::ruleNames()
{
  return { QStringLiteral( "ccp_12a" ), QStringLiteral( "calendar_days" ) };
}

QList<SwNoticeDeadline::Holiday> SwNoticeDeadline::californiaHolidays( int year )
{
  // Next year's New Year's Day on a Saturday is observed on December 31 of this one.
  QList<Holiday> all;
  addYear( all, year );
  addYear( all, year + 1 );
  QList<Holiday> holidays;
  for ( const Holiday &holiday : std::as_const( all ) )
  {
    if ( holiday.date.year() == year )
      holidays << holiday;
  }
  std::stable_sort( holidays.begin(), holidays.end(), []( const Holiday &a, const Holiday &b )
                    { return a.date < b.date; } );
  return holidays;
}

QString SwNoticeDeadline::whyNotCourtDay( const QDate &date )
{
  if ( !date.isValid() )
    return QString();
  // A holiday's name says more than its weekday, so it comes first.
  const QList<Holiday> holidays = californiaHolidays( date.year() );
  for ( const Holiday &holiday : holidays )
  {
    if ( holiday.date == date )
      return holiday.name;
  }
  // CCP 12a(a): all Saturdays; Gov. Code 6700(a)(1): every Sunday.
  if ( date.dayOfWeek() == Qt::Saturday )
    return QStringLiteral( "Saturday" );
  if ( date.dayOfWeek() == Qt::Sunday )
    return QStringLiteral( "Sunday" );
  return QString();
}

SwNoticeDeadline::Deadline SwNoticeDeadline::compute( const QDate &noticeDate, int days, Rule rule )
{
  Deadline deadline;
  if ( !noticeDate.isValid() )
    return deadline;
  // CCP 12: the first day is excluded and the last included, so the last day is the notice date plus the days.
  deadline.computed = noticeDate.addDays( days );
  deadline.extended = deadline.computed;
  if ( rule == Rule::CalendarDays )
    return deadline;

  // CCP 12a(a): extended "to and including the next day that is not a holiday". At most four days
  // in a row are holidays (Thanksgiving to Sunday; Lincoln Day on a Friday to Presidents' Day), so the bound is slack.
  for ( int guard = 0; guard < 31; ++guard )
  {
    const QString why = whyNotCourtDay( deadline.extended );
    if ( why.isEmpty() )
      break;
    if ( why == QLatin1String( "Saturday" ) || why == QLatin1String( "Sunday" ) )
      deadline.skipped << longDate( deadline.extended, QStringLiteral( "dddd, MMMM d, yyyy" ) );
    else
      deadline.skipped << why + QStringLiteral( ", " ) + longDate( deadline.extended, QStringLiteral( "MMMM d, yyyy" ) );
    deadline.extended = deadline.extended.addDays( 1 );
  }
  return deadline;
}
