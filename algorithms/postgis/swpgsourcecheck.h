/***************************************************************************
  swpgsourcecheck.h: a PostGIS input checked before QGIS reads it, so the
  planner hears what PostgreSQL said (authentication failed, host
  unreachable, no such table, a view without its key, a filter that is
  not SQL) instead of "missing file, wrong path or unsupported format",
  and a table another session has locked is waited for at most
  STORMWATER_LOCK_WAIT_SECONDS, then named with the session that holds
  it, instead of a run that waits without a word.
 ***************************************************************************/
#ifndef SWPGSOURCECHECK_H
#define SWPGSOURCECHECK_H

#include <QString>

namespace SwPgSourceCheck
{
  //! The PostGIS layer source in \a source ("postgres://dbname=... table=..."), or empty when it names none.
  QString postgisUri( const QString &source );

  /**
   * Why the PostGIS layer \a uri (a QgsDataSourceUri text) of parameter
   * \a parameter cannot be read now; empty when it can. Never holds the
   * password.
   */
  QString whyUnreadable( const QString &parameter, const QString &uri );
} // namespace SwPgSourceCheck

#endif // SWPGSOURCECHECK_H
