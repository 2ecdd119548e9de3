/***************************************************************************
  swplainfile.cpp: FIFOs, devices and sockets named before they are opened.
 ***************************************************************************/
#include "core/swplainfile.h"

#include <QFile>
#include <QObject>

#include <sys/stat.h>

QString SwPlainFile::specialKind( const QString &path )
{
  struct stat status = {};
  // stat(), not open(): it answers at once whatever the path is.
  if ( path.isEmpty() || ::stat( QFile::encodeName( path ).constData(), &status ) != 0 )
    return QString();
  if ( S_ISFIFO( status.st_mode ) )
    return QObject::tr( "a named pipe (FIFO)" );
  if ( S_ISCHR( status.st_mode ) )
    return QObject::tr( "a character device" );
  if ( S_ISBLK( status.st_mode ) )
    return QObject::tr( "a block device" );
  if ( S_ISSOCK( status.st_mode ) )
    return QObject::tr( "a socket" );
  return QString();
}

QString SwPlainFile::whyNotAFile( const QString &parameter, const QString &path )
{
  const QString kind = specialKind( path );
  if ( kind.isEmpty() )
    return QString();
  return QObject::tr( "%1: %2 is %3, not a file; give a file" ).arg( parameter, path, kind );
}
