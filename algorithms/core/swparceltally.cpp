/***************************************************************************
  swparceltally.cpp: parcels counted and named for warnings.
 ***************************************************************************/
#include "core/swparceltally.h"

#include <QObject>

#include <algorithm>

void SwParcelSample::add( long long index, const QString &apn )
{
  ++mCount;
  if ( static_cast<int>( mFirst.size() ) == NAMED && index >= mFirst.back().first )
    return;
  const auto at = std::lower_bound( mFirst.begin(), mFirst.end(), index, []( const std::pair<long long, QString> &entry, long long value )
                                    { return entry.first < value; } );
  mFirst.insert( at, { index, apn } );
  if ( static_cast<int>( mFirst.size() ) > NAMED )
    mFirst.pop_back();
}

QStringList SwParcelSample::names() const
{
  QStringList names;
  for ( const std::pair<long long, QString> &entry : mFirst )
    names << ( entry.second.isEmpty() ? QObject::tr( "input parcel %1 (no APN)" ).arg( entry.first + 1 ) : entry.second );
  return names;
}

QString SwParcelSample::named() const
{
  if ( mCount == 0 )
    return QString();
  const QString list = names().join( QLatin1String( ", " ) );
  if ( mCount <= static_cast<long long>( mFirst.size() ) )
    return QObject::tr( "APN %1" ).arg( list );
  return QObject::tr( "APN %1 (the first %2 of %3)" ).arg( list ).arg( mFirst.size() ).arg( mCount );
}

void SwParcelTally::add( long long index, const QString &apn )
{
  QMutexLocker locker( &mMutex );
  mSample.add( index, apn );
}

long long SwParcelTally::count() const
{
  QMutexLocker locker( &mMutex );
  return mSample.count();
}

SwParcelSample SwParcelTally::sample() const
{
  QMutexLocker locker( &mMutex );
  return mSample;
}

void SwParcelTally::clear()
{
  QMutexLocker locker( &mMutex );
  mSample = SwParcelSample();
}
