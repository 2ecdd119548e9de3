/***************************************************************************
  swcancel.h: the one cancel rule. Whoever notices a cancel throws; the
  algorithm that owns the outputs removes every output it started, so a
  cancelled run leaves no output of any kind (never a partial index, a
  partial zone map or a half-written layer).
 ***************************************************************************/
#ifndef SWCANCEL_H
#define SWCANCEL_H

#include "qgsexception.h"
#include "qgsfeedback.h"

#include <QObject>

namespace SwCancel
{
  //! The message of a cancelled run.
  inline QString message()
  {
    return QObject::tr( "Canceled: no output was written" );
  }

  //! The message of a run that ran out of memory.
  inline QString outOfMemory()
  {
    return QObject::tr( "Out of memory: the run stopped and no output was written; give it more memory (ulimit -v) or screen fewer parcels at once" );
  }

  //! Throws the cancel exception when \a feedback asks to stop.
  inline void check( const QgsFeedback *feedback )
  {
    if ( feedback && feedback->isCanceled() )
      throw QgsProcessingException( message() );
  }
} // namespace SwCancel

#endif // SWCANCEL_H
