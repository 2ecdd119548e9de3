/***************************************************************************
  swdurablefile.cpp: checked writes, fsync, whole PDFs.
 ***************************************************************************/
#include "outputs/swdurablefile.h"

#include <QFile>
#include <QObject>

#include <algorithm>
#include <cerrno>
#include <cstring>

#include <fcntl.h>
#include <unistd.h>

QString SwDurableFile::systemError()
{
  return QString::fromLocal8Bit( std::strerror( errno ) );
}

QString SwDurableFile::write( const QString &path, const QByteArray &bytes )
{
  const int fd = ::open( QFile::encodeName( path ).constData(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644 );
  if ( fd < 0 )
    return systemError();
  const char *data = bytes.constData();
  qint64 left = bytes.size();
  while ( left > 0 )
  {
    const ssize_t written = ::write( fd, data, static_cast<size_t>( left ) );
    if ( written < 0 && errno == EINTR )
      continue;
    if ( written <= 0 )
    {
      const QString why = written < 0 ? systemError() : QObject::tr( "nothing could be written" );
      ::close( fd );
      return why;
    }
    data += written;
    left -= written;
  }
  if ( ::fsync( fd ) != 0 )
  {
    const QString why = systemError();
    ::close( fd );
    return why;
  }
  if ( ::close( fd ) != 0 )
    return systemError();
  return QString();
}

QString SwDurableFile::sync( const QString &path )
{
  const int fd = ::open( QFile::encodeName( path ).constData(), O_RDONLY | O_CLOEXEC );
  if ( fd < 0 )
    return systemError();
  const bool synced = ::fsync( fd ) == 0;
  const QString why = synced ? QString() : systemError();
  ::close( fd );
  return why;
}

void SwDurableFile::syncFolder( const QString &folder )
{
  const int fd = ::open( QFile::encodeName( folder ).constData(), O_RDONLY | O_DIRECTORY | O_CLOEXEC );
  if ( fd < 0 )
    return;
  ::fsync( fd );
  ::close( fd );
}

bool SwDurableFile::isCompletePdf( const QString &path )
{
  QFile file( path );
  if ( !file.open( QIODevice::ReadOnly ) || file.size() < 16 )
    return false;
  if ( !file.read( 5 ).startsWith( "%PDF-" ) )
    return false;
  const qint64 tail = std::min<qint64>( 1024, file.size() );
  if ( !file.seek( file.size() - tail ) )
    return false;
  return file.read( tail ).contains( "%%EOF" );
}
