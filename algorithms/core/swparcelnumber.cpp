/***************************************************************************
  swparcelnumber.cpp: one parcel number however a roll writes it (see header).
 ***************************************************************************/
#include "core/swparcelnumber.h"

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
