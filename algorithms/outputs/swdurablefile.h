/***************************************************************************
  swdurablefile.h: files written so that a full disk, a short write or a
  power cut cannot pass for success. Every write is checked to the last
  byte and flushed to the disk (fsync) before the file is moved into
  place, and the folder is flushed after the move; a PDF is checked for
  its trailer, which a PDF writer that ran out of disk never writes.
 ***************************************************************************/
#ifndef SWDURABLEFILE_H
#define SWDURABLEFILE_H

#include <QByteArray>
#include <QString>

namespace SwDurableFile
{
  //! Writes \a bytes to \a path (created or truncated) and flushes it to the disk. Returns an empty string, or why not.
  QString write( const QString &path, const QByteArray &bytes );

  //! Flushes the file \a path, written by another writer, to the disk. Returns an empty string, or why not.
  QString sync( const QString &path );

  //! Flushes the entries of folder \a folder (after a file was renamed into it).
  void syncFolder( const QString &folder );

  //! True when \a path holds a whole PDF: it starts with "%PDF-" and its last kilobyte holds "%%EOF".
  bool isCompletePdf( const QString &path );

  //! The system's words for the last failed call (errno).
  QString systemError();
} // namespace SwDurableFile

#endif // SWDURABLEFILE_H
