/***************************************************************************
  swresources.cpp: open files and address space, checked before a run.
 ***************************************************************************/
#include "core/swresources.h"

#include "qgsexception.h"

#include <QDir>
#include <QObject>

#include <algorithm>

#include <sys/resource.h>

namespace
{
  //! Files this process has open now (its /proc/self/fd entries, less the one listing them).
  int openFiles()
  {
    const int entries = QDir( QStringLiteral( "/proc/self/fd" ) ).entryList( QDir::AllEntries | QDir::System | QDir::NoDotAndDotDot ).size();
    return std::max( 0, entries - 1 );
  }

  QString megabytes( long long bytes )
  {
    return QString::number( static_cast<double>( bytes ) / ( 1 << 20 ), 'f', 0 );
  }
} // namespace

void SwResources::refuseTooFewFiles()
{
  struct rlimit limit;
  if ( getrlimit( RLIMIT_NOFILE, &limit ) != 0 || limit.rlim_cur == RLIM_INFINITY )
    return;
  // The soft limit may be raised by the process itself, up to the hard one.
  if ( limit.rlim_cur < limit.rlim_max )
  {
    struct rlimit raised = limit;
    raised.rlim_cur = limit.rlim_max == RLIM_INFINITY ? std::max<rlim_t>( limit.rlim_cur, 65536 ) : limit.rlim_max;
    if ( setrlimit( RLIMIT_NOFILE, &raised ) == 0 )
      limit = raised;
  }
  const long long open = openFiles();
  const long long free = static_cast<long long>( limit.rlim_cur ) - open;
  if ( free < FILES_NEEDED )
    throw QgsProcessingException( QObject::tr( "This process may open only %1 files at once (ulimit -n %1), %2 of them open already; a run needs %3 more: raise the limit (ulimit -n 1024) and run again; nothing was read or written" )
                                    .arg( static_cast<long long>( limit.rlim_cur ) )
                                    .arg( open )
                                    .arg( FILES_NEEDED ) );
}

bool SwResources::addressSpaceLimited()
{
  struct rlimit limit;
  return getrlimit( RLIMIT_AS, &limit ) == 0 && limit.rlim_cur != RLIM_INFINITY;
}

void SwResources::refuseTooLittleMemory( long long parcels )
{
  struct rlimit limit;
  if ( getrlimit( RLIMIT_AS, &limit ) != 0 || limit.rlim_cur == RLIM_INFINITY )
    return;
  const long long needed = BASE_BYTES + std::max( 0LL, parcels ) * BYTES_PER_PARCEL;
  const long long allowed = static_cast<long long>( limit.rlim_cur );
  if ( allowed < needed )
    throw QgsProcessingException( QObject::tr( "This process may use only %1 MB of memory (ulimit -v %2); %3 needs about %4 MB: raise the limit (ulimit -v %5) or screen the city in parts; nothing was read or written" )
                                    .arg( megabytes( allowed ) )
                                    .arg( allowed / 1024 )
                                    .arg( parcels > 0 ? QObject::tr( "a run over %1 parcels" ).arg( parcels ) : QObject::tr( "a run" ) )
                                    .arg( megabytes( needed ) )
                                    .arg( ( needed + ( 64LL << 20 ) ) / 1024 ) );
}
