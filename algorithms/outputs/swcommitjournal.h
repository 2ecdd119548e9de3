/***************************************************************************
  swcommitjournal.h: one commit for the files of a run. A notice run puts
  several files in place (letters, labels, mailing and posting lists, the
  register last); a rename is atomic, several are not. So before the first
  rename the run writes a journal listing every move, one copy in each
  folder it writes to, and removes it after the last. A run killed between
  the two leaves the journal: the next run or reader of any of those
  folders finishes the moves (every staged file was whole and on the disk
  before the journal was written), so at any instant either the whole run
  is there or none of it.
 ***************************************************************************/
#ifndef SWCOMMITJOURNAL_H
#define SWCOMMITJOURNAL_H

#include <QList>
#include <QString>
#include <QStringList>

class SwCommitJournal
{
public:
  //! One staged file put at its destination.
  struct Move
  {
    QString from;
    QString to;
    bool link = false; //!< a new file that must not replace one made meanwhile (link(2) semantics)
  };

  /**
   * Performs \a move: a rename over the destination, or for a link a move
   * that never replaces. Returns false when a link found a file already
   * there; throws QgsProcessingException naming \a parameter on failure.
   */
  static bool perform( const Move &move, const QString &parameter );

  /**
   * Finishes the moves of any journal in \a folder that a process no
   * longer running left, then removes it and its copies. Returns what it
   * finished, in words (empty when nothing).
   */
  static QStringList recover( const QString &folder );

  //! Writes the journal of \a moves (in order) into every folder they write to, each copy whole on the disk. Throws naming \a parameter.
  void write( const QList<Move> &moves, const QString &parameter );
  //! Removes the journal's copies (every move done).
  void remove();

private:
  QStringList mCopies;
};

#endif // SWCOMMITJOURNAL_H
