/***************************************************************************
  swwarnings.cpp: the run's warning sink.
 ***************************************************************************/
#include "core/swwarnings.h"
#include "core/swsecrets.h"

#include "qgsprocessingfeedback.h"

void SwWarnings::setFeedback( QgsProcessingFeedback *feedback )
{
  QMutexLocker locker( &mMutex );
  mFeedback = feedback;
}

void SwWarnings::add( const QString &text )
{
  const QString warning = SwSecrets::masked( text );
  QMutexLocker locker( &mMutex );
  if ( mWarnings.contains( warning ) )
    return;
  mWarnings << warning;
  if ( mFeedback )
    mFeedback->pushWarning( warning );
}

QStringList SwWarnings::all() const
{
  QMutexLocker locker( &mMutex );
  return mWarnings;
}

void SwWarnings::clear()
{
  QMutexLocker locker( &mMutex );
  mWarnings.clear();
}
