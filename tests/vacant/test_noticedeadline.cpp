/***************************************************************************
  test_noticedeadline.cpp: SwNoticeDeadline. Every expected date below was
  read off a calendar (weekdays checked with Python's datetime), not
  derived with the code under test: a 180-day period that ends on a
  weekend or a California judicial holiday runs on to the next court day
  (CCP 12a, CCP 135, CRC 1.11), and each day passed over is named.
 ***************************************************************************/
#include "notices/swnoticedeadline.h"

#include <gtest/gtest.h>

#include <QDate>
#include <QPair>
#include <QString>
#include <QStringList>

using namespace SwNoticeDeadline;

namespace
{
  QDate d( const char *iso )
  {
    return QDate::fromString( QString::fromLatin1( iso ), Qt::ISODate );
  }

  struct Case
  {
    const char *label;
    const char *notice;
    int days;
    const char *computed;
    const char *extended;
    QStringList skipped;
  };

  void expectCase( const Case &c )
  {
    SCOPED_TRACE( c.label );
    const Deadline deadline = compute( d( c.notice ), c.days, Rule::NextCourtDay );
    EXPECT_EQ( deadline.computed, d( c.computed ) );
    EXPECT_EQ( deadline.extended, d( c.extended ) );
    EXPECT_EQ( deadline.skipped, c.skipped ) << deadline.skipped.join( QStringLiteral( " | " ) ).toStdString();
  }
} // namespace

TEST( NoticeDeadline, SundayThenMemorialDay )
{
  // 2026-12-01 (Tue) + 180 = 2027-05-30 (Sun); Mon 05-31 is Memorial Day; Tue 06-01 is a court day.
  expectCase( { "memorial weekend", "2026-12-01", 180, "2027-05-30", "2027-06-01", { QStringLiteral( "Sunday, May 30, 2027" ), QStringLiteral( "Memorial Day, May 31, 2027" ) } } );
}

TEST( NoticeDeadline, PlainSaturday )
{
  expectCase( { "saturday", "2026-09-07", 180, "2027-03-06", "2027-03-08", { QStringLiteral( "Saturday, March 6, 2027" ), QStringLiteral( "Sunday, March 7, 2027" ) } } );
}

TEST( NoticeDeadline, PlainSunday )
{
  expectCase( { "sunday", "2026-09-08", 180, "2027-03-07", "2027-03-08", { QStringLiteral( "Sunday, March 7, 2027" ) } } );
  expectCase( { "sunday, 30 days", "2027-02-05", 30, "2027-03-07", "2027-03-08", { QStringLiteral( "Sunday, March 7, 2027" ) } } );
}

TEST( NoticeDeadline, NewYearsDay )
{
  // 2026-01-01 is a Thursday; Friday 01-02 is a court day.
  expectCase( { "new year", "2025-07-05", 180, "2026-01-01", "2026-01-02", { QStringLiteral( "New Year's Day, January 1, 2026" ) } } );
}

TEST( NoticeDeadline, NewYearsDayOnSundayObservedMonday )
{
  // 2023-01-01 is a Sunday, observed Monday 01-02; Tuesday 01-03 is the next court day.
  expectCase( { "new year on sunday", "2022-07-05", 180, "2023-01-01", "2023-01-03", { QStringLiteral( "New Year's Day, January 1, 2023" ), QStringLiteral( "New Year's Day (observed), January 2, 2023" ) } } );
}

TEST( NoticeDeadline, NewYearsDayOnSaturdayObservedFridayBefore )
{
  // 2022-01-01 is a Saturday, observed Friday 2021-12-31; then Sat, Sun; Monday 2022-01-03.
  expectCase( { "new year on saturday", "2021-07-04", 180, "2021-12-31", "2022-01-03", { QStringLiteral( "New Year's Day (observed), December 31, 2021" ), QStringLiteral( "New Year's Day, January 1, 2022" ), QStringLiteral( "Sunday, January 2, 2022" ) } } );
}

TEST( NoticeDeadline, MartinLutherKingJrDay )
{
  // Third Monday of January 2027 is the 18th.
  expectCase( { "mlk", "2026-12-19", 30, "2027-01-18", "2027-01-19", { QStringLiteral( "Martin Luther King Jr. Day, January 18, 2027" ) } } );
}

TEST( NoticeDeadline, MemorialDay )
{
  // Last Monday of May 2026 is the 25th.
  expectCase( { "memorial day", "2025-11-26", 180, "2026-05-25", "2026-05-26", { QStringLiteral( "Memorial Day, May 25, 2026" ) } } );
}

TEST( NoticeDeadline, IndependenceDayOnSaturdayObservedFriday )
{
  // 2026-07-04 is a Saturday, observed Friday 07-03; then Sat, Sun; Monday 07-06.
  expectCase( { "july 4 on saturday", "2026-01-04", 180, "2026-07-03", "2026-07-06", { QStringLiteral( "Independence Day (observed), July 3, 2026" ), QStringLiteral( "Independence Day, July 4, 2026" ), QStringLiteral( "Sunday, July 5, 2026" ) } } );
}

TEST( NoticeDeadline, ThanksgivingAndTheDayAfter )
{
  // 2027-11-25 is the fourth Thursday; Friday 26, Sat 27, Sun 28; Monday 29.
  expectCase( { "thanksgiving", "2027-05-29", 180, "2027-11-25", "2027-11-29", { QStringLiteral( "Thanksgiving Day, November 25, 2027" ), QStringLiteral( "Day after Thanksgiving, November 26, 2027" ), QStringLiteral( "Saturday, November 27, 2027" ), QStringLiteral( "Sunday, November 28, 2027" ) } } );
}

TEST( NoticeDeadline, ChristmasOnSundayObservedMonday )
{
  // 2022-12-25 is a Sunday, observed Monday 26; Tuesday 27.
  expectCase( { "christmas on sunday", "2022-06-28", 180, "2022-12-25", "2022-12-27", { QStringLiteral( "Christmas Day, December 25, 2022" ), QStringLiteral( "Christmas Day (observed), December 26, 2022" ) } } );
}

TEST( NoticeDeadline, VeteransDayOnSaturdayObservedFriday )
{
  // 2023-11-11 is a Saturday, observed Friday 11-10 (Gov. Code 6701 says so too); Monday 11-13.
  expectCase( { "veterans day on saturday", "2023-05-14", 180, "2023-11-10", "2023-11-13", { QStringLiteral( "Veterans Day (observed), November 10, 2023" ), QStringLiteral( "Veterans Day, November 11, 2023" ), QStringLiteral( "Sunday, November 12, 2023" ) } } );
}

TEST( NoticeDeadline, CesarChavezDay )
{
  // 2026-03-31 is a Tuesday.
  expectCase( { "cesar chavez", "2025-10-02", 180, "2026-03-31", "2026-04-01", { QStringLiteral( "Cesar Chavez Day, March 31, 2026" ) } } );
}

TEST( NoticeDeadline, LincolnDayThenPresidentsDay )
{
  // 2027-02-12 is a Friday; Sat 13, Sun 14, Presidents' Day Monday 15 (third Monday); Tuesday 16.
  expectCase( { "lincoln day", "2026-08-16", 180, "2027-02-12", "2027-02-16", { QStringLiteral( "Lincoln Day, February 12, 2027" ), QStringLiteral( "Saturday, February 13, 2027" ), QStringLiteral( "Sunday, February 14, 2027" ), QStringLiteral( "Presidents' Day, February 15, 2027" ) } } );
}

TEST( NoticeDeadline, LaborDay )
{
  // First Monday of September 2026 is the 7th.
  expectCase( { "labor day", "2026-03-11", 180, "2026-09-07", "2026-09-08", { QStringLiteral( "Labor Day, September 7, 2026" ) } } );
}

TEST( NoticeDeadline, JuneteenthFrom2023 )
{
  // 2026-06-19 is a Friday; Monday 06-22.
  expectCase( { "juneteenth", "2025-12-21", 180, "2026-06-19", "2026-06-22", { QStringLiteral( "Juneteenth, June 19, 2026" ), QStringLiteral( "Saturday, June 20, 2026" ), QStringLiteral( "Sunday, June 21, 2026" ) } } );
  // Not yet a California holiday in 2022: Friday 2022-06-17 stands.
  expectCase( { "before juneteenth", "2021-12-19", 180, "2022-06-17", "2022-06-17", {} } );
}

TEST( NoticeDeadline, NativeAmericanDay )
{
  // Fourth Friday of September 2026 is the 25th; Monday 28.
  expectCase( { "native american day", "2026-03-29", 180, "2026-09-25", "2026-09-28", { QStringLiteral( "Native American Day, September 25, 2026" ), QStringLiteral( "Saturday, September 26, 2026" ), QStringLiteral( "Sunday, September 27, 2026" ) } } );
}

TEST( NoticeDeadline, DaysCcp135ExceptsStand )
{
  // Columbus Day (Mon 2026-10-12), Admission Day (Wed 2026-09-09), Good Friday (2026-04-03): courts are open.
  expectCase( { "columbus day", "2026-04-15", 180, "2026-10-12", "2026-10-12", {} } );
  expectCase( { "admission day", "2026-03-13", 180, "2026-09-09", "2026-09-09", {} } );
  expectCase( { "good friday", "2025-10-05", 180, "2026-04-03", "2026-04-03", {} } );
}

TEST( NoticeDeadline, PlainWeekdayStays )
{
  // 2027-05-27 is a Thursday.
  expectCase( { "weekday", "2026-11-28", 180, "2027-05-27", "2027-05-27", {} } );
}

TEST( NoticeDeadline, ZeroDays )
{
  // Wednesday 2026-04-01 stays; Sunday 2027-05-30 runs on past Memorial Day.
  expectCase( { "zero days on a weekday", "2026-04-01", 0, "2026-04-01", "2026-04-01", {} } );
  expectCase( { "zero days on a sunday", "2027-05-30", 0, "2027-05-30", "2027-06-01", { QStringLiteral( "Sunday, May 30, 2027" ), QStringLiteral( "Memorial Day, May 31, 2027" ) } } );
}

TEST( NoticeDeadline, CalendarDaysLeavesSunday )
{
  const Deadline deadline = compute( d( "2026-12-01" ), 180, Rule::CalendarDays );
  EXPECT_EQ( deadline.computed, d( "2027-05-30" ) );
  EXPECT_EQ( deadline.extended, d( "2027-05-30" ) );
  EXPECT_TRUE( deadline.skipped.isEmpty() );
}

TEST( NoticeDeadline, InvalidNoticeDate )
{
  const Deadline deadline = compute( QDate(), 180, Rule::NextCourtDay );
  EXPECT_FALSE( deadline.computed.isValid() );
  EXPECT_FALSE( deadline.extended.isValid() );
  EXPECT_TRUE( deadline.skipped.isEmpty() );
}

TEST( NoticeDeadline, Holidays2027 )
{
  // Written from a 2027 calendar: Jun 19 and Dec 25 are Saturdays, Jul 4 a Sunday, and
  // January 1, 2028 a Saturday, so New Year's Day is observed on Friday, December 31, 2027.
  const QList<QPair<QString, QString>> expected = {
    { "2027-01-01", "New Year's Day" },
    { "2027-01-18", "Martin Luther King Jr. Day" },
    { "2027-02-12", "Lincoln Day" },
    { "2027-02-15", "Presidents' Day" },
    { "2027-03-31", "Cesar Chavez Day" },
    { "2027-05-31", "Memorial Day" },
    { "2027-06-18", "Juneteenth (observed)" },
    { "2027-06-19", "Juneteenth" },
    { "2027-07-04", "Independence Day" },
    { "2027-07-05", "Independence Day (observed)" },
    { "2027-09-06", "Labor Day" },
    { "2027-09-24", "Native American Day" },
    { "2027-11-11", "Veterans Day" },
    { "2027-11-25", "Thanksgiving Day" },
    { "2027-11-26", "Day after Thanksgiving" },
    { "2027-12-24", "Christmas Day (observed)" },
    { "2027-12-25", "Christmas Day" },
    { "2027-12-31", "New Year's Day (observed)" },
  };
  const QList<Holiday> holidays = californiaHolidays( 2027 );
  ASSERT_EQ( holidays.size(), expected.size() );
  for ( int i = 0; i < expected.size(); ++i )
  {
    SCOPED_TRACE( expected.at( i ).first.toStdString() );
    EXPECT_EQ( holidays.at( i ).date, QDate::fromString( expected.at( i ).first, Qt::ISODate ) );
    EXPECT_EQ( holidays.at( i ).name, expected.at( i ).second );
  }
}

TEST( NoticeDeadline, WhyNotCourtDay )
{
  EXPECT_EQ( whyNotCourtDay( d( "2027-03-06" ) ), QStringLiteral( "Saturday" ) );
  EXPECT_EQ( whyNotCourtDay( d( "2027-03-07" ) ), QStringLiteral( "Sunday" ) );
  EXPECT_EQ( whyNotCourtDay( d( "2027-05-31" ) ), QStringLiteral( "Memorial Day" ) );
  EXPECT_TRUE( whyNotCourtDay( d( "2027-03-08" ) ).isEmpty() );
  // CCP 135 excepts Lunar New Year (Tuesday 2026-02-17) and Genocide Remembrance Day (Friday 2026-04-24).
  EXPECT_TRUE( whyNotCourtDay( d( "2026-02-17" ) ).isEmpty() );
  EXPECT_TRUE( whyNotCourtDay( d( "2026-04-24" ) ).isEmpty() );
}

TEST( NoticeDeadline, RuleNames )
{
  Rule rule = Rule::CalendarDays;
  EXPECT_TRUE( ruleFromName( QStringLiteral( "ccp_12a" ), rule ) );
  EXPECT_EQ( rule, Rule::NextCourtDay );
  EXPECT_TRUE( ruleFromName( QStringLiteral( "calendar_days" ), rule ) );
  EXPECT_EQ( rule, Rule::CalendarDays );
  rule = Rule::NextCourtDay;
  EXPECT_FALSE( ruleFromName( QStringLiteral( "business_days" ), rule ) );
  EXPECT_EQ( rule, Rule::NextCourtDay );
  EXPECT_EQ( ruleNames(), QStringList( { QStringLiteral( "ccp_12a" ), QStringLiteral( "calendar_days" ) } ) );
}
