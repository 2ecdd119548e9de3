/***************************************************************************
  swnoticefollowup.cpp: what the case file leaves to do (see header).
 ***************************************************************************/
#include "notices/swnoticefollowup.h"
#include "core/swparcelnumber.h"
#include "notices/swnoticecasecheck.h"

#include <QLocale>
#include <QMap>
#include <QObject>

#include <memory>
#include <utility>

namespace
{
  QString joined( const QString &first, const QString &second )
  {
    if ( first.isEmpty() )
      return second;
    return second.isEmpty() ? first : QStringLiteral( "%1; %2" ).arg( first, second );
  }

  //! "in 12 days", "today", "16 days ago".
  QString daysWords( const QDate &today, const QDate &date )
  {
    const qint64 days = today.daysTo( date );
    if ( days == 0 )
      return QObject::tr( "today" );
    if ( days > 0 )
      return days == 1 ? QObject::tr( "tomorrow" ) : QObject::tr( "in %1 days" ).arg( days );
    return days == -1 ? QObject::tr( "yesterday" ) : QObject::tr( "%1 days ago" ).arg( -days );
  }

  template <typename Apns>
  QSet<QString> apnKeys( const Apns &apns )
  {
    QSet<QString> keys;
    for ( const QString &apn : apns )
      keys.insert( SwParcelNumber::key( apn ) );
    return keys;
  }

  //! The screening's parcels by SwParcelNumber::key.
  struct ScreenedKeys
  {
    QSet<QString> decided, qualifying;
    explicit ScreenedKeys( const SwNoticeFollowUp::Screening &screening )
      : decided( apnKeys( screening.screened ) )
      , qualifying( apnKeys( screening.qualifying.keys() ) )
    {
      // A parcel left undecided is not decided, whatever else says so.
      decided.subtract( apnKeys( screening.undecided.keys() ) );
    }
  };

  /**
   * \a line names only the parcels that still qualify: a parcel that no
   * longer does owes no measures (the notice's demand lapses for that
   * land), and one the screening does not decide is not demanded until
   * it is screened. The action says which were left out and why.
   */
  void keepQualifying( SwNoticeFollowUp::Item &line, const ScreenedKeys &screened )
  {
    QStringList kept, lapsed, unknown;
    for ( const QString &apn : std::as_const( line.apns ) )
    {
      const QString key = SwParcelNumber::key( apn );
      if ( screened.qualifying.contains( key ) )
        kept << apn;
      else if ( screened.decided.contains( key ) )
        lapsed << apn;
      else
        unknown << apn;
    }
    if ( lapsed.isEmpty() && unknown.isEmpty() )
      return;
    QStringList why;
    if ( !lapsed.isEmpty() )
      why << ( lapsed.size() == 1 ? QObject::tr( "%1 no longer qualifies on the latest screening: the notice's demand lapses for that land" ) : QObject::tr( "%1 no longer qualify on the latest screening: the notice's demand lapses for that land" ) ).arg( lapsed.join( QLatin1String( ", " ) ) );
    if ( !unknown.isEmpty() )
      why << QObject::tr( "the latest screening does not decide %1: not demanded until it is screened" ).arg( unknown.join( QLatin1String( ", " ) ) );
    line.apns = kept;
    line.action += QObject::tr( " (only %1 named; %2)" ).arg( kept.join( QLatin1String( ", " ) ), why.join( QLatin1String( "; " ) ) );
  }
} // namespace

QString SwNoticeFollowUp::kindValue( Kind kind )
{
  switch ( kind )
  {
    case Kind::Overdue:
      return QStringLiteral( "overdue" );
    case Kind::DeadlineSoon:
      return QStringLiteral( "deadline_soon" );
    case Kind::ExtensionEnding:
      return QStringLiteral( "extension_ending" );
    case Kind::InspectionDue:
      return QStringLiteral( "inspection_due" );
    case Kind::CorrectiveNotice:
      return QStringLiteral( "corrective_notice" );
    case Kind::ToClose:
      return QStringLiteral( "to_close" );
    case Kind::ToNotice:
      return QStringLiteral( "to_notice" );
    case Kind::NotDecided:
      return QStringLiteral( "not_decided" );
    case Kind::Error:
      return QStringLiteral( "error" );
  }
  return QString();
}

QString SwNoticeFollowUp::dayWords( const QDate &date )
{
  return QLocale( QLocale::English, QLocale::UnitedStates ).toString( date, QStringLiteral( "dddd, MMMM d, yyyy" ) );
}

SwNoticeFollowUp::SwNoticeFollowUp( const Rules &rules )
  : mRules( rules )
{
}

QList<SwNoticeFollowUp::Item> SwNoticeFollowUp::due( const QList<SwNoticeCase> &cases, const QDate &today, int daysAhead ) const
{
  QList<Item> items;
  const QDate horizon = today.addDays( daysAhead );
  for ( const SwNoticeCase &c : cases )
  {
    if ( !c.isOpen() )
      continue;
    const auto item = [&c]( Kind kind, const QDate &due, const QString &action, const QString &clause )
    { return Item{ kind, c.noticeId, c.owner, SwParcelNumber::once( c.apns ), due, action, clause }; };

    if ( !c.hasComplied() )
    {
      // D: the measures installed by the compliance date, the notice's or the Director's extension.
      const QDate complianceDate = c.complianceDate();
      if ( !complianceDate.isValid() )
        continue;
      const bool extended = c.extendedTo.isValid();
      if ( today > complianceDate )
      {
        // F.1 without a compliance plan, F.2 with one: a violation, enforced through 12.16.120(B).
        const bool noPlan = c.status == SwNoticeCase::Status::Noticed;
        const QString what = extended ? QObject::tr( "The extension to %1 ended %2" ) : QObject::tr( "The compliance deadline of %1 passed %2" );
        items << item( Kind::Overdue, complianceDate,
                       QObject::tr( "%1 with no measures installed%2: the owner is in violation; refer the case for enforcement, or record what was done" )
                         .arg( what.arg( dayWords( complianceDate ), daysWords( today, complianceDate ) ), noPlan ? QObject::tr( " and no compliance plan submitted" ) : QString() ),
                       joined( mRules.deadlineClause, mRules.violationClause ) );
      }
      else if ( complianceDate <= horizon )
      {
        items << item( extended ? Kind::ExtensionEnding : Kind::DeadlineSoon, complianceDate,
                       extended ? QObject::tr( "The extension the Director granted ends %1 (%2) and no measures are installed yet: remind the owner" ).arg( daysWords( today, complianceDate ), dayWords( complianceDate ) )
                                : QObject::tr( "The compliance deadline is %1 (%2) and no measures are installed yet: remind the owner" ).arg( daysWords( today, complianceDate ), dayWords( complianceDate ) ),
                       mRules.deadlineClause );
      }
      continue;
    }

    // E.4: an inspection that found the measures wanting, and no notice of corrective action since.
    const bool inspectedSince = c.inspectedOn.isValid() && c.inspectedOn >= c.installedOn;
    if ( inspectedSince && !c.inspectionPassed && ( !c.correctiveOn.isValid() || c.correctiveOn < c.inspectedOn ) )
    {
      items << item( Kind::CorrectiveNotice, c.inspectedOn,
                     QObject::tr( "The inspection of %1 found the measures not in compliance: send the notice of corrective action (fix or replace the measures; amend the compliance plan)" ).arg( dayWords( c.inspectedOn ) ),
                     mRules.correctiveClause );
    }
    // E.2: inspected every year from the installation or the last inspection.
    const QDate last = inspectedSince ? c.inspectedOn : c.installedOn;
    const QDate next = last.addMonths( mRules.inspectionMonths );
    if ( next <= horizon )
    {
      items << item( Kind::InspectionDue, next,
                     next < today ? QObject::tr( "The inspection was due %1 (%2; last %3)" ).arg( daysWords( today, next ), dayWords( next ), dayWords( last ) )
                                  : QObject::tr( "The inspection is due %1 (%2; last %3)" ).arg( daysWords( today, next ), dayWords( next ), dayWords( last ) ),
                     mRules.inspectionClause );
    }
  }
  return items;
}

QList<SwNoticeFollowUp::Item> SwNoticeFollowUp::againstScreening( const QList<SwNoticeCase> &cases, const QSet<QString> &screened, const QMap<QString, QString> &qualifying, const QDate &today, const QMap<QString, QString> &undecided ) const
{
  QList<Item> items;
  QSet<QString> screenedKeys;
  for ( const QString &apn : screened )
    screenedKeys.insert( SwParcelNumber::key( apn ) );
  QMap<QString, QString> undecidedWhy;
  for ( auto it = undecided.cbegin(); it != undecided.cend(); ++it )
    undecidedWhy.insert( SwParcelNumber::key( it.key() ), it.value() );
  QSet<QString> qualifyingKeys;
  for ( auto it = qualifying.cbegin(); it != qualifying.cend(); ++it )
    qualifyingKeys.insert( SwParcelNumber::key( it.key() ) );
  QSet<QString> held;
  for ( const SwNoticeCase &c : cases )
  {
    if ( !c.isOpen() )
      continue;
    QStringList absent, left;
    bool anyQualifies = false;
    for ( const QString &apn : SwParcelNumber::once( c.apns ) )
    {
      const QString key = SwParcelNumber::key( apn );
      held.insert( key );
      if ( undecidedWhy.contains( key ) )
      {
        const QString why = undecidedWhy.value( key );
        left << ( why.isEmpty() ? apn : QStringLiteral( "%1 (%2)" ).arg( apn, why ) );
      }
      else if ( !screenedKeys.contains( key ) )
        absent << apn;
      anyQualifies = anyQualifies || qualifyingKeys.contains( key );
    }
    // A qualifying parcel keeps the case open whatever the others are.
    if ( anyQualifies || c.apns.isEmpty() )
      continue;
    if ( absent.isEmpty() && left.isEmpty() )
    {
      items << Item{ Kind::ToClose, c.noticeId, c.owner, SwParcelNumber::once( c.apns ), today, QObject::tr( "None of its parcels qualifies on the latest screening: close the case" ), mRules.noticeClause };
      continue;
    }
    QStringList why;
    if ( !absent.isEmpty() )
      why << ( absent.size() == 1 ? QObject::tr( "%1 is not in the latest screening's layer" ) : QObject::tr( "%1 are not in the latest screening's layer" ) ).arg( absent.join( QLatin1String( ", " ) ) ) + QObject::tr( " (a screening of another area, or a parcel renumbered since)" );
    if ( !left.isEmpty() )
      why << QObject::tr( "the screening left %1 undecided" ).arg( left.join( QLatin1String( ", " ) ) );
    items << Item{ Kind::NotDecided, c.noticeId, c.owner, SwParcelNumber::once( c.apns ), today, QObject::tr( "Not decided whether the case can close: none of its screened parcels qualifies, but %1; screen those parcels before closing it" ).arg( why.join( QLatin1String( "; " ) ) ), mRules.noticeClause };
  }
  // One line per owner, the parcels in APN order.
  QMap<QString, QStringList> byOwner;
  for ( auto it = qualifying.cbegin(); it != qualifying.cend(); ++it )
  {
    if ( !held.contains( SwParcelNumber::key( it.key() ) ) )
      byOwner[it.value()] << it.key();
  }
  for ( auto it = byOwner.cbegin(); it != byOwner.cend(); ++it )
    items << Item{ Kind::ToNotice, QString(), it.key(), it.value(), today, QObject::tr( "Qualifies on the latest screening and no open notice holds it: notice the owner (stormwater:vacantnotices)" ), mRules.noticeClause };
  return items;
}

QList<SwNoticeFollowUp::Item> SwNoticeFollowUp::decide( const QList<SwNoticeCase> &cases, const QDate &today, int daysAhead, const Screening *screening, const QList<SwNoticeCase> &registerCases ) const
{
  const QList<SwNoticeCaseCheck::Problem> problems = SwNoticeCaseCheck::problems( cases, today, registerCases );
  QSet<QString> notDecided;
  for ( const SwNoticeCaseCheck::Problem &problem : problems )
    notDecided.insert( problem.noticeId );
  // Every line the rules give, by case (ids are one case each once the duplicates are set aside).
  QMap<QString, QList<Item>> dueById;
  for ( const Item &item : due( cases, today, daysAhead ) )
    dueById[item.noticeId] << item;
  QMap<QString, Item> closingById;
  QList<Item> toNotice;
  if ( screening )
  {
    // The parcels of a case not decided still hold their owner's notice: none is noticed twice.
    for ( const Item &item : againstScreening( cases, screening->screened, screening->qualifying, today, screening->undecided ) )
    {
      if ( item.kind == Kind::ToNotice )
        toNotice << item;
      else
        closingById.insert( item.noticeId, item );
    }
  }
  const std::unique_ptr<ScreenedKeys> screened( screening ? new ScreenedKeys( *screening ) : nullptr );

  QList<Item> items;
  for ( int i = 0; i < cases.size(); ++i )
  {
    const SwNoticeCase &c = cases.at( i );
    if ( notDecided.contains( c.noticeId ) )
    {
      for ( const SwNoticeCaseCheck::Problem &problem : problems )
      {
        if ( problem.caseIndex == i )
          items << Item{ Kind::Error, c.noticeId, c.owner, SwParcelNumber::once( c.apns ), today, QObject::tr( "Not decided: %1" ).arg( problem.text ), clauseOf( problem.field ) };
      }
      continue;
    }
    const QList<Item> lines = dueById.value( c.noticeId );
    const auto closing = closingById.constFind( c.noticeId );
    if ( closing != closingById.constEnd() )
    {
      Item line = closing.value();
      if ( line.kind == Kind::NotDecided && !lines.isEmpty() )
      {
        QStringList held;
        for ( const Item &heldBack : lines )
          held << kindValue( heldBack.kind );
        held.removeDuplicates();
        line.action += QObject::tr( ". Its %1 line waits until then: no letter goes out on a case not decided" ).arg( held.join( QLatin1String( ", " ) ) );
      }
      items << line;
      continue;
    }
    for ( Item line : lines )
    {
      if ( screened )
        keepQualifying( line, *screened );
      items << line;
    }
  }
  return items << toNotice;
}

QString SwNoticeFollowUp::clauseOf( const QString &field ) const
{
  if ( field == QLatin1String( "inspected_on" ) )
    return mRules.inspectionClause;
  if ( field == QLatin1String( "corrective_on" ) )
    return mRules.correctiveClause;
  if ( field == QLatin1String( "extended_to" ) || field == QLatin1String( "installed_on" ) || field == QLatin1String( "compliance_deadline" ) )
    return mRules.deadlineClause;
  return mRules.noticeClause;
}
