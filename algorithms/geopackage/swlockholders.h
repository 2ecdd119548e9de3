/***************************************************************************
  swlockholders.h: which other programs hold a lock on a file, read from
  the system's table of file locks (/proc/locks), so a message about a
  busy GeoPackage can name the program (QGIS editing it, another run)
  instead of only saying "database is locked". SQLite locks the database
  file itself, and its "-shm" file in WAL mode; both are looked at.
 ***************************************************************************/
#ifndef SWLOCKHOLDERS_H
#define SWLOCKHOLDERS_H

#include <QString>

namespace SwLockHolders
{
  /**
   * The processes other than this one that hold a lock on \a file or on
   * its SQLite "-shm" file, as "process 4242 (qgis)", joined by commas;
   * empty when none is known (no /proc/locks, or the lock is gone).
   */
  QString describe( const QString &file );
} // namespace SwLockHolders

#endif // SWLOCKHOLDERS_H
