/***************************************************************************
  swprofileaccount.cpp: a profile's rules in a run account (see header).
 ***************************************************************************/
#include "core/swprofileaccount.h"
#include "core/swprofile.h"

#include <QMetaType>
#include <QObject>

namespace
{
  const QString PROFILE_RULES_PREFIX = QStringLiteral( "Profile rules: " );

  // The rules a threshold lives in: numbers, yes/no and choices; lists and objects are words, not thresholds.
  bool isRecorded( const SwProfile::Rule &rule )
  {
    const int type = rule.value.userType();
    return type == QMetaType::Double || type == QMetaType::Bool || type == QMetaType::QString;
  }
} // namespace

QString SwProfileAccount::line( const SwProfile &profile )
{
  QStringList rules;
  for ( const SwProfile::Rule &rule : profile.rules() )
  {
    if ( isRecorded( rule ) )
      rules << QStringLiteral( "%1=%2" ).arg( rule.key, SwProfile::displayValue( rule ) );
  }
  return PROFILE_RULES_PREFIX + rules.join( QLatin1String( "; " ) );
}

QMap<QString, QString> SwProfileAccount::read( const QString &account )
{
  QMap<QString, QString> recorded;
  for ( const QString &paragraph : account.split( QLatin1Char( '\n' ) ) )
  {
    if ( !paragraph.startsWith( PROFILE_RULES_PREFIX ) )
      continue;
    for ( const QString &item : paragraph.mid( PROFILE_RULES_PREFIX.size() ).split( QLatin1String( "; " ), Qt::SkipEmptyParts ) )
    {
      const int equals = item.indexOf( QLatin1Char( '=' ) );
      if ( equals > 0 )
        recorded.insert( item.left( equals ), item.mid( equals + 1 ) );
    }
  }
  return recorded;
}

QStringList SwProfileAccount::differences( const QMap<QString, QString> &recorded, const SwProfile &profile )
{
  QStringList differ;
  if ( recorded.isEmpty() )
    return differ;
  for ( const SwProfile::Rule &rule : profile.rules() )
  {
    if ( !isRecorded( rule ) )
      continue;
    const QString now = SwProfile::displayValue( rule );
    const auto then = recorded.constFind( rule.key );
    if ( then == recorded.constEnd() )
      differ << QObject::tr( "%1 not recorded then, %2 now" ).arg( rule.key, now );
    else if ( *then != now )
      differ << QObject::tr( "%1 %2 then, %3 now" ).arg( rule.key, *then, now );
  }
  return differ;
}
