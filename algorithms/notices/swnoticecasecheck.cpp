/***************************************************************************
  swnoticecasecheck.cpp: what a case file says that cannot be so (see header).
 ***************************************************************************/
#include "notices/swnoticecasecheck.h"

#include <QMap>
#include <QObject>
#include <QStringList>

#include <algorithm>

namespace
{
  QString caseCheckDay( const QDate &date )
  {
    return date.toString( Qt::ISODate );
  }

  //! Every row of a notice id held more than once, each naming all of them.
  void checkDuplicates( const QList<SwNoticeCase> &cases, QList<SwNoticeCaseCheck::Problem> &problems )
  {
    QMap<QString, QList<int>> byId;
    for ( int i = 0; i < cases.size(); ++i )
      byId[cases.at( i ).noticeId] << i;
    for ( auto it = byId.cbegin(); it != byId.cend(); ++it )
    {
      if ( it.value().size() < 2 )
        continue;
      QStringList rows;
      for ( const int i : it.value() )
        rows << QStringLiteral( "%1: %2" ).arg( SwNoticeCaseCheck::rowName( cases.at( i ) ), SwNoticeCase::statusValue( cases.at( i ).status ) );
      for ( const int i : it.value() )
      {
        problems << SwNoticeCaseCheck::Problem{ i, it.key(), QStringLiteral( "notice_id" ),
                                                QObject::tr( "notice %1: notice_id is on %2 rows of the case file (%3): one notice is one case, and which row is its record the data cannot say; keep one row" )
                                                  .arg( it.key() )
                                                  .arg( it.value().size() )
                                                  .arg( rows.join( QLatin1String( "; " ) ) ) };
      }
    }
  }

  //! The dates of one open case that cannot be so on \a today.
  void checkDates( const SwNoticeCase &c, int index, const QDate &today, QList<SwNoticeCaseCheck::Problem> &problems )
  {
    // D: the Director grants additional time; a date before the notice's own deadline is none.
    if ( c.extendedTo.isValid() && c.deadline.isValid() && c.extendedTo < c.deadline )
    {
      problems << SwNoticeCaseCheck::Problem{ index, c.noticeId, QStringLiteral( "extended_to" ),
                                              QObject::tr( "notice %1: extended_to %2 is before its compliance_deadline %3: an extension by the Director gives more time, never less; correct extended_to (or clear it)" ).arg( c.noticeId, caseCheckDay( c.extendedTo ), caseCheckDay( c.deadline ) ) };
    }
    const struct
    {
      const char *field;
      QDate date;
    } facts[] = { { "installed_on", c.installedOn }, { "inspected_on", c.inspectedOn }, { "corrective_on", c.correctiveOn } };
    for ( const auto &fact : facts )
    {
      if ( fact.date.isValid() && fact.date > today )
      {
        problems << SwNoticeCaseCheck::Problem{ index, c.noticeId, QString::fromLatin1( fact.field ),
                                                QObject::tr( "notice %1: %2 %3 is after the date of the follow-up (%4): a date to come cannot be a fact; correct %2" ).arg( c.noticeId, QString::fromLatin1( fact.field ), caseCheckDay( fact.date ), caseCheckDay( today ) ) };
      }
    }
  }

  //! What the register, the record, says otherwise of one open case.
  void checkAgainstRegister( const SwNoticeCase &c, int index, const QMap<QString, const SwNoticeCase *> &registerById, QList<SwNoticeCaseCheck::Problem> &problems )
  {
    const SwNoticeCase *listed = registerById.value( c.noticeId, nullptr );
    if ( !listed )
      return;
    if ( !c.sameOwnerAs( *listed ) )
    {
      problems << SwNoticeCaseCheck::Problem{ index, c.noticeId, QStringLiteral( "owner" ),
                                              QObject::tr( "notice %1: owner '%2' in the case file, but the register's notice %1 is to '%3': is the case file another register's?" ).arg( c.noticeId, c.owner, listed->owner ) };
      return;
    }
    if ( listed->deadline.isValid() && c.deadline != listed->deadline )
    {
      problems << SwNoticeCaseCheck::Problem{ index, c.noticeId, QStringLiteral( "compliance_deadline" ),
                                              QObject::tr( "notice %1: compliance_deadline %2 in the case file, %3 in the register: the notice's deadline is the register's (more time goes in extended_to); bring the case file up to date (stormwater:noticecasefile)" )
                                                .arg( c.noticeId, c.deadline.isValid() ? caseCheckDay( c.deadline ) : QObject::tr( "(none)" ), caseCheckDay( listed->deadline ) ) };
    }
  }
} // namespace

QString SwNoticeCaseCheck::rowName( const SwNoticeCase &c )
{
  return c.row >= 0 ? QObject::tr( "row %1" ).arg( c.row ) : QObject::tr( "a row" );
}

QList<SwNoticeCaseCheck::Problem> SwNoticeCaseCheck::problems( const QList<SwNoticeCase> &cases, const QDate &today, const QList<SwNoticeCase> &registerCases )
{
  QList<Problem> found;
  checkDuplicates( cases, found );
  QMap<QString, const SwNoticeCase *> registerById;
  for ( const SwNoticeCase &listed : registerCases )
  {
    if ( !registerById.contains( listed.noticeId ) )
      registerById.insert( listed.noticeId, &listed );
  }
  for ( int i = 0; i < cases.size(); ++i )
  {
    const SwNoticeCase &c = cases.at( i );
    if ( !c.isOpen() )
      continue;
    checkDates( c, i, today, found );
    checkAgainstRegister( c, i, registerById, found );
  }
  // In the cases' order, each case's problems together.
  std::stable_sort( found.begin(), found.end(), []( const Problem &a, const Problem &b )
                    { return a.caseIndex < b.caseIndex; } );
  return found;
}
