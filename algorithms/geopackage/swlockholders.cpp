/***************************************************************************
  swlockholders.cpp: /proc/locks read for one file's inode.
 ***************************************************************************/
#include "geopackage/swlockholders.h"

#include <QCoreApplication>
#include <QFile>
#include <QSet>
#include <QStringList>

#include <sys/stat.h>

namespace
{
  //! The inode of \a path, or 0.
  unsigned long long inodeOf( const QString &path )
  {
    struct stat info;
    if ( ::stat( QFile::encodeName( path ).constData(), &info ) != 0 )
      return 0;
    return static_cast<unsigned long long>( info.st_ino );
  }

  QString commandOf( qint64 pid )
  {
    QFile comm( QStringLiteral( "/proc/%1/comm" ).arg( pid ) );
    if ( !comm.open( QIODevice::ReadOnly ) )
      return QString();
    return QString::fromLocal8Bit( comm.readAll() ).trimmed();
  }
} // namespace

QString SwLockHolders::describe( const QString &file )
{
  QSet<unsigned long long> inodes;
  for ( const QString &path : { file, file + QStringLiteral( "-shm" ) } )
  {
    if ( const unsigned long long inode = inodeOf( path ) )
      inodes.insert( inode );
  }
  QFile locks( QStringLiteral( "/proc/locks" ) );
  if ( inodes.isEmpty() || !locks.open( QIODevice::ReadOnly ) )
    return QString();
  // "1: POSIX  ADVISORY  WRITE 4242 fd:01:1234567 1073741824 1073741825"
  QStringList holders;
  QSet<qint64> seen;
  // Read whole: a /proc file reports a size of 0, so a stream would see its end at once.
  const QStringList lines = QString::fromLatin1( locks.readAll() ).split( '\n', Qt::SkipEmptyParts );
  for ( const QString &line : lines )
  {
    const QStringList parts = line.split( ' ', Qt::SkipEmptyParts );
    if ( parts.size() < 6 )
      continue;
    int at = 4;
    if ( parts.at( 1 ) == QLatin1String( "->" ) ) // a waiting lock: one more column
      ++at;
    if ( parts.size() <= at + 1 )
      continue;
    bool ok = false;
    const qint64 pid = parts.at( at ).toLongLong( &ok );
    const unsigned long long inode = parts.at( at + 1 ).section( ':', 2, 2 ).toULongLong();
    if ( !ok || pid <= 0 || pid == QCoreApplication::applicationPid() || !inodes.contains( inode ) || seen.contains( pid ) )
      continue;
    seen.insert( pid );
    const QString command = commandOf( pid );
    holders << ( command.isEmpty() ? QObject::tr( "process %1" ).arg( pid ) : QObject::tr( "process %1 (%2)" ).arg( pid ).arg( command ) );
  }
  return holders.join( QLatin1String( ", " ) );
}
