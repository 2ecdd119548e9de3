/***************************************************************************
  swnoticeregistercheck.cpp: a register is one city's record, and its
  deadlines are the ones the notices gave: checked before a run adds to it.
 ***************************************************************************/
#include "notices/swnoticeregister.h"

#include "qgsexception.h"

#include <QHash>
#include <QObject>

namespace
{
  //! Whether some number of days up to the days between them gives \a deadline under \a rule: a deadline the rule can give at all (not a Saturday where it moves past weekends).
  bool ruleCanGive( const QDate &noticeDate, const QDate &deadline, const SwNoticeRegister::DeadlineRule &rule )
  {
    const int between = static_cast<int>( noticeDate.daysTo( deadline ) );
    // A deadline moves past at most a long weekend and a holiday run (Thanksgiving, winter break): two weeks is ample.
    for ( int days = between; days > 0 && days >= between - 14; --days )
    {
      if ( rule( noticeDate, days ) == deadline )
        return true;
    }
    return false;
  }

  //! Why the deadline of the new notice \a row is not the rule's, or empty.
  QString whyNotTheRule( const QStringList &row, const SwNoticeRegister::DeadlineRule &rule )
  {
    using namespace SwNoticeRegister;
    const QDate noticeDate = QDate::fromString( row.at( NoticeDate ), Qt::ISODate );
    const QDate deadline = QDate::fromString( row.at( Deadline ), Qt::ISODate );
    if ( !row.at( ComplianceDays ).isEmpty() )
    {
      const int days = row.at( ComplianceDays ).toInt();
      const QDate given = rule( noticeDate, days );
      return given == deadline ? QString() : QObject::tr( "notice %1 dated %2 with %3 days has the deadline %4 under the city's rule, not %5" ).arg( row.at( NoticeId ), row.at( NoticeDate ) ).arg( days ).arg( given.toString( Qt::ISODate ), row.at( Deadline ) );
    }
    return ruleCanGive( noticeDate, deadline, rule ) ? QString() : QObject::tr( "notice %1 dated %2 cannot have the deadline %3 under the city's rule (it is not a court day the count of days can end on)" ).arg( row.at( NoticeId ), row.at( NoticeDate ), row.at( Deadline ) );
  }
} // namespace

void SwNoticeRegister::checkRecord( const Contents &contents, const QString &path, const QString &parameter, const QString &profile, const DeadlineRule &rule )
{
  const auto refuse = [&]( int i, const QString &why )
  {
    throw QgsProcessingException( QObject::tr( "%1: '%2' line %3: %4; the register is the city's record, so it is not added to: correct that line from the letter that went out, or give this city's register; nothing was written" ).arg( parameter, path ).arg( contents.lines.value( i ) ).arg( why ) );
  };
  QHash<QString, QString> deadlineOf; // notice id -> the deadline its new row gives
  for ( int i = 0; i < contents.rows.size(); ++i )
  {
    const QStringList &row = contents.rows.at( i );
    if ( !row.at( Profile ).isEmpty() && row.at( Profile ) != profile )
      refuse( i, QObject::tr( "this row was written under profile '%1', and this run screens under '%2': another city's register" ).arg( row.at( Profile ), profile ) );
    const QString status = row.at( Status );
    if ( status == STATUS_NEW )
    {
      const QString why = whyNotTheRule( row, rule );
      if ( !why.isEmpty() )
        refuse( i, why );
      deadlineOf.insert( row.at( NoticeId ), row.at( Deadline ) );
    }
    else if ( status != STATUS_GONE && deadlineOf.contains( row.at( NoticeId ) ) && deadlineOf.value( row.at( NoticeId ) ) != row.at( Deadline ) )
      refuse( i, QObject::tr( "notice %1 is recorded with the deadline %2 where the notice gave %3" ).arg( row.at( NoticeId ), row.at( Deadline ), deadlineOf.value( row.at( NoticeId ) ) ) );
  }
}
