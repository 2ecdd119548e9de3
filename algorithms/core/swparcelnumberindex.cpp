/***************************************************************************
  swparcelnumberindex.cpp: parcels by number, repeated numbers named (see
  header).
 ***************************************************************************/
#include "core/swparcelnumberindex.h"
#include "core/swparcelnumber.h"

#include <QObject>

void SwParcelNumberIndex::add( const QString &apn, long long item )
{
  const QString key = SwParcelNumber::key( apn );
  if ( key.isEmpty() )
    return;
  const auto held = mByKey.find( key );
  if ( held == mByKey.end() )
  {
    mByKey.insert( key, Entry{ apn.trimmed(), item, {} } );
    return;
  }
  held->more << item;
  if ( held->more.size() == 1 )
    mRepeatedKeys << key;
}

QList<long long> SwParcelNumberIndex::parcels( const QString &apn ) const
{
  const auto it = mByKey.constFind( SwParcelNumber::key( apn ) );
  if ( it == mByKey.constEnd() )
    return {};
  return QList<long long>{ it->first } + it->more;
}

bool SwParcelNumberIndex::contains( const QString &apn ) const
{
  return mByKey.contains( SwParcelNumber::key( apn ) );
}

bool SwParcelNumberIndex::isRepeated( const QString &apn ) const
{
  const auto it = mByKey.constFind( SwParcelNumber::key( apn ) );
  return it != mByKey.constEnd() && !it->more.isEmpty();
}

QStringList SwParcelNumberIndex::numbers() const
{
  QStringList all;
  all.reserve( mByKey.size() );
  for ( const Entry &entry : mByKey )
    all << entry.written;
  return all;
}

QString SwParcelNumberIndex::written( const QString &apn ) const
{
  const auto it = mByKey.constFind( SwParcelNumber::key( apn ) );
  return it == mByKey.constEnd() ? apn.trimmed() : it->written;
}

QStringList SwParcelNumberIndex::repeated() const
{
  QStringList apns;
  for ( const QString &key : mRepeatedKeys )
    apns << mByKey.value( key ).written;
  return apns;
}

QString SwParcelNumberIndex::repeatedNamed( const QStringList &apns ) const
{
  QStringList items;
  for ( const QString &apn : apns )
    items << QObject::tr( "%1 (%2 parcels)" ).arg( written( apn ) ).arg( parcels( apn ).size() );
  return named( items );
}

QString SwParcelNumberIndex::named( const QStringList &items, int most )
{
  if ( items.size() <= most )
    return items.join( QLatin1String( ", " ) );
  return QObject::tr( "%1 (the first %2 of %3)" ).arg( items.mid( 0, most ).join( QLatin1String( ", " ) ) ).arg( most ).arg( items.size() );
}
