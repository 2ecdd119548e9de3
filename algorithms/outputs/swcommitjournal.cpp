/***************************************************************************
  swcommitjournal.cpp: writing, finishing and removing a run's journal.
 ***************************************************************************/
#include "outputs/swcommitjournal.h"
#include "outputs/swdurablefile.h"

#include "qgsexception.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QObject>
#include <QRegularExpression>
#include <QSet>

#include <atomic>
#include <cerrno>
#include <cstdio>
#include <limits>

#include <fcntl.h>
#include <signal.h>
#include <sys/file.h>
#include <unistd.h>

namespace
{
  std::atomic<int> sJournalCount{ 0 };

  const QRegularExpression &journalName()
  {
    static const QRegularExpression sName( QStringLiteral( "^\\.stormwater-commit-(\\d+)-\\d+\\.journal$" ) );
    return sName;
  }

  bool processRuns( qint64 pid )
  {
    if ( pid <= 0 || pid > std::numeric_limits<pid_t>::max() )
      return false;
    return pid == QCoreApplication::applicationPid() || ::kill( static_cast<pid_t>( pid ), 0 ) == 0 || errno != ESRCH;
  }

  // One line per move ("move" or "link", from, to) and per copy of the journal; paths never hold a tab or a newline we write.
  QByteArray journalText( const QList<SwCommitJournal::Move> &moves, const QStringList &copies )
  {
    QByteArray text;
    for ( const SwCommitJournal::Move &move : moves )
      text += ( move.link ? "link\t" : "move\t" ) + QFile::encodeName( move.from ) + '\t' + QFile::encodeName( move.to ) + '\n';
    for ( const QString &copy : copies )
      text += "copy\t" + QFile::encodeName( copy ) + '\n';
    return text + "end\n";
  }
} // namespace

bool SwCommitJournal::perform( const Move &move, const QString &parameter )
{
  const QByteArray from = QFile::encodeName( move.from );
  const QByteArray to = QFile::encodeName( move.to );
  if ( !move.link )
  {
    if ( std::rename( from.constData(), to.constData() ) != 0 )
      throw QgsProcessingException( QObject::tr( "%1: could not move the finished output into place at %2: %3" ).arg( parameter, move.to, SwDurableFile::systemError() ) );
    return true;
  }
  if ( ::renameat2( AT_FDCWD, from.constData(), AT_FDCWD, to.constData(), RENAME_NOREPLACE ) == 0 )
    return true;
  // A file system without RENAME_NOREPLACE: a hard link never replaces either.
  if ( errno != EEXIST && ::link( from.constData(), to.constData() ) == 0 )
    return true;
  if ( errno == EEXIST )
    return false;
  throw QgsProcessingException( QObject::tr( "%1: could not move the finished output into place at %2: %3" ).arg( parameter, move.to, SwDurableFile::systemError() ) );
}

void SwCommitJournal::write( const QList<Move> &moves, const QString &parameter )
{
  QStringList folders;
  for ( const Move &move : moves )
  {
    const QString folder = QFileInfo( move.to ).absolutePath();
    if ( !folders.contains( folder ) )
      folders << folder;
  }
  const QString name = QStringLiteral( ".stormwater-commit-%1-%2.journal" ).arg( QCoreApplication::applicationPid() ).arg( ++sJournalCount );
  QStringList copies;
  for ( const QString &folder : folders )
    copies << QDir( folder ).filePath( name );
  const QByteArray text = journalText( moves, copies );
  // Each copy written whole under another name, then renamed: a journal is never read half written.
  for ( const QString &copy : copies )
  {
    const QString partial = copy + QStringLiteral( ".partial" );
    const QString problem = SwDurableFile::write( partial, text );
    if ( !problem.isEmpty() || std::rename( QFile::encodeName( partial ).constData(), QFile::encodeName( copy ).constData() ) != 0 )
    {
      QFile::remove( partial );
      remove();
      throw QgsProcessingException( QObject::tr( "%1: could not write the run's commit journal %2: %3 (is the disk full?); nothing was put in place" ).arg( parameter, copy, problem.isEmpty() ? SwDurableFile::systemError() : problem ) );
    }
    mCopies << copy;
    SwDurableFile::syncFolder( QFileInfo( copy ).absolutePath() );
  }
}

void SwCommitJournal::remove()
{
  for ( const QString &copy : std::as_const( mCopies ) )
  {
    QFile::remove( copy );
    SwDurableFile::syncFolder( QFileInfo( copy ).absolutePath() );
  }
  mCopies.clear();
}

QStringList SwCommitJournal::recover( const QString &folder )
{
  QStringList finished;
  const QDir dir( folder );
  for ( const QString &entry : dir.entryList( QDir::Files | QDir::Hidden ) )
  {
    const QRegularExpressionMatch match = journalName().match( entry );
    if ( !match.hasMatch() || processRuns( match.captured( 1 ).toLongLong() ) )
      continue;
    QFile journal( dir.filePath( entry ) );
    // One recoverer at a time; a copy another one removed meanwhile is gone.
    if ( !journal.open( QIODevice::ReadOnly ) || ::flock( journal.handle(), LOCK_EX ) != 0 || !journal.exists() )
      continue;
    const QList<QByteArray> lines = journal.readAll().split( '\n' );
    if ( !lines.contains( QByteArray( "end" ) ) )
      continue; // never the case for a renamed copy; left for a person to see
    QStringList copies;
    bool complete = true;
    for ( const QByteArray &line : lines )
    {
      const QList<QByteArray> parts = line.split( '\t' );
      if ( parts.size() == 2 && parts.at( 0 ) == "copy" )
        copies << QFile::decodeName( parts.at( 1 ) );
      if ( parts.size() != 3 )
        continue;
      // The dead run's staged folder goes once empty (rmdir never removes one that is not), moved by it or now.
      const QString stagedFolder = QFileInfo( QFile::decodeName( parts.at( 1 ) ) ).absolutePath();
      if ( !QFileInfo::exists( QFile::decodeName( parts.at( 1 ) ) ) )
      {
        QDir().rmdir( stagedFolder );
        continue;
      }
      const Move move{ QFile::decodeName( parts.at( 1 ) ), QFile::decodeName( parts.at( 2 ) ), parts.at( 0 ) == "link" };
      try
      {
        if ( perform( move, QString() ) )
          finished << move.to;
      }
      catch ( QgsProcessingException & )
      {
        // Left staged, and the journal kept: the next recovery tries again.
        complete = false;
        continue;
      }
      SwDurableFile::syncFolder( QFileInfo( move.to ).absolutePath() );
      QDir().rmdir( stagedFolder );
    }
    if ( !complete )
      continue;
    for ( const QString &copy : std::as_const( copies ) )
      QFile::remove( copy );
    SwDurableFile::syncFolder( folder );
  }
  return finished;
}
