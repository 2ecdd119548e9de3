/***************************************************************************
  swinputnotes.cpp: the run's notes on how each input was read.
 ***************************************************************************/
#include "core/swinputnotes.h"
#include "core/swsecrets.h"

#include "qgsprocessingfeedback.h"

void SwInputNotes::setFeedback( QgsProcessingFeedback *feedback )
{
  QMutexLocker locker( &mMutex );
  mFeedback = feedback;
}

void SwInputNotes::add( const QString &parameter, const QString &text )
{
  const QString note = SwSecrets::masked( text );
  QMutexLocker locker( &mMutex );
  QStringList &notes = mNotes[parameter];
  if ( notes.contains( note ) )
    return;
  if ( !mParameters.contains( parameter ) )
    mParameters << parameter;
  notes << note;
  if ( mFeedback )
    mFeedback->pushInfo( QStringLiteral( "%1: %2" ).arg( parameter, note ) );
}

QStringList SwInputNotes::of( const QString &parameter ) const
{
  QMutexLocker locker( &mMutex );
  return mNotes.value( parameter );
}

QStringList SwInputNotes::all() const
{
  QMutexLocker locker( &mMutex );
  QStringList lines;
  for ( const QString &parameter : mParameters )
  {
    for ( const QString &note : mNotes.value( parameter ) )
      lines << QStringLiteral( "%1: %2" ).arg( parameter, note );
  }
  return lines;
}

void SwInputNotes::clear()
{
  QMutexLocker locker( &mMutex );
  mParameters.clear();
  mNotes.clear();
}
