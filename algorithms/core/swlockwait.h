/***************************************************************************
  swlockwait.h: how long a run waits for a lock another program holds (a
  GeoPackage being edited, a PostGIS table in use, another run onto the
  same table) before it stops and names the holder: 30 s, or
  STORMWATER_LOCK_WAIT_SECONDS.
 ***************************************************************************/
#ifndef SWLOCKWAIT_H
#define SWLOCKWAIT_H

#include <QtGlobal>

#include <cmath>

namespace SwLockWait
{
  //! The wait in milliseconds.
  inline int milliseconds()
  {
    bool ok = false;
    const double seconds = qEnvironmentVariable( "STORMWATER_LOCK_WAIT_SECONDS" ).toDouble( &ok );
    if ( ok && std::isfinite( seconds ) && seconds >= 0 && seconds < 86400 )
      return static_cast<int>( seconds * 1000 );
    return 30000;
  }
} // namespace SwLockWait

#endif // SWLOCKWAIT_H
