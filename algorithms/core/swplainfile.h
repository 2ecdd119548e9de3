/***************************************************************************
  swplainfile.h: a path given as a file must be a file. Opening a named
  pipe (FIFO) for reading waits for a writer, forever when there is none,
  and no cancel can end a wait inside open(); a device never ends or
  cannot be replaced; a socket cannot be opened at all. Such a path is
  refused by name before anything opens it.
 ***************************************************************************/
#ifndef SWPLAINFILE_H
#define SWPLAINFILE_H

#include <QString>

namespace SwPlainFile
{
  /**
   * What \a path is when it is a FIFO, a device or a socket ("a named pipe
   * (FIFO)"), following symbolic links; empty for a regular file, a folder
   * or a path that does not exist (other checks name those).
   */
  QString specialKind( const QString &path );

  /**
   * "TEMPLATE: /tmp/x is a named pipe (FIFO), not a file; give a file" when
   * \a path, given as \a parameter, is a special file; empty otherwise.
   */
  QString whyNotAFile( const QString &parameter, const QString &path );
} // namespace SwPlainFile

#endif // SWPLAINFILE_H
