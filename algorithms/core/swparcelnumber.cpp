/***************************************************************************
  swparcelnumber.cpp: one parcel number however a roll writes it (see header).
 ***************************************************************************/
#include "core/swparcelnumber.h"

#include <utility>

QString SwParcelNumber::key( const QString &apn )
{
  QString key;
  key.reserve( apn.size() );
  for ( const QChar c : apn )
  {
    if ( c.isLetterOrNumber() )
      key += c.toUpper();
  }
  return key;
}

bool SwParcelNumber::appendOnce( QStringList &apns, const QString &apn )
{
  const QString wanted = key( apn );
  for ( const QString &held : std::as_const( apns ) )
  {
    if ( key( held ) == wanted )
      return false;
  }
  apns << apn;
  return true;
}

QStringList SwParcelNumber::once( const QStringList &apns )
{
  QStringList result;
  for ( const QString &apn : apns )
    appendOnce( result, apn );
  return result;
}
