/***************************************************************************
  swnoticedeadline.h: the compliance deadline of a vacant-parcel notice.
  Signal Hill Municipal Code 12.16 gives the owner until "no later than 180
  days from the date of the original mailing or posting"; the period is
  counted by Code of Civil Procedure section 12 (first day excluded, last
  day included), and by CCP 12a(a) a last day that is a holiday moves to
  the next day that is not one. CCP 12a(a) holidays are all Saturdays and
  the judicial holidays of CCP 135: the full-day holidays of Government
  Code 6700 except those CCP 135 names (Admission Day, Columbus Day, Lunar
  New Year, Genocide Remembrance Day), plus the day after Thanksgiving;
  California Rules of Court rule 1.11 observes one on a Saturday the
  Friday before and one on a Sunday the Monday after. A profile may also
  ask for plain calendar days, where the last day stands.
 ***************************************************************************/
#ifndef SWNOTICEDEADLINE_H
#define SWNOTICEDEADLINE_H

#include <QDate>
#include <QString>
#include <QStringList>
#include <QList>

namespace SwNoticeDeadline
{
  //! How the last day of the period is treated, as a profile names it.
  enum class Rule
  {
    CalendarDays, //!< "calendar_days": the last day stands
    NextCourtDay  //!< "ccp_12a": extended past Saturdays, Sundays and California judicial holidays
  };

  //! The rule a profile's text names ("ccp_12a", "calendar_days"); false when unknown.
  bool ruleFromName( const QString &name, Rule &rule );

  //! The names ruleFromName() reads, for messages and documentation.
  QStringList ruleNames();

  struct Holiday
  {
    QDate date;
    QString name; //!< e.g. "Memorial Day", "Independence Day (observed)"
  };

  /**
   * The California judicial holidays of \a year (not the plain weekends), in
   * date order: each holiday on its own date, and its observed date too when
   * it falls on a Saturday or Sunday (that may be December 31 for the next
   * New Year's Day).
   */
  QList<Holiday> californiaHolidays( int year );

  //! Why \a date is not a court day ("Saturday", "Sunday", "Memorial Day"), or empty when it is one.
  QString whyNotCourtDay( const QDate &date );

  struct Deadline
  {
    QDate computed;      //!< notice date + days
    QDate extended;      //!< the deadline after the rule (== computed for CalendarDays or a court day)
    QStringList skipped; //!< each day passed over, e.g. "Sunday, May 30, 2027", "Memorial Day, May 31, 2027"
  };

  //! The deadline \a days after \a noticeDate under \a rule; invalid dates when \a noticeDate is invalid.
  Deadline compute( const QDate &noticeDate, int days, Rule rule );
} // namespace SwNoticeDeadline

#endif // SWNOTICEDEADLINE_H
