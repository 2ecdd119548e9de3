/***************************************************************************
  swrunoutputs.h: every output one run writes (layers, zone maps, the
  report and its PDF, the notice lists, letters, labels and register),
  committed together, last. Each is written staged (SwOutputTarget); when
  the whole run has succeeded, commit() checks every one, then puts them
  in place: GeoPackage layers first, in one transaction per file (the
  step that can still be refused: a file another program is writing),
  then the other files, each with one rename, the notice register last
  (a notice it records has its letters and lists in place). A symbolic
  link is followed: the file it points to is written, and a replaced file
  keeps its permissions and owner. A run that fails, is
  cancelled or is stopped before the commit removes everything it staged:
  every earlier output stays byte for byte as it was.
 ***************************************************************************/
#ifndef SWRUNOUTPUTS_H
#define SWRUNOUTPUTS_H

#include "outputs/swoutputtarget.h"

#include <QMap>
#include <QStringList>
#include <QVariant>

#include <functional>
#include <list>
#include <vector>

class QgsProcessingContext;
class QgsProcessingFeedback;
class SwPgOutputTable;

class SwRunOutputs
{
public:
  //! The file an output parameter value or destination names ("out.gpkg|layername=x": out.gpkg), or empty.
  static QString fileOf( const QVariant &destination );

  //! Whether a layer output may replace an existing PostGIS table (the OVERWRITE parameter); false until set.
  void setOverwriteTables( bool overwrite ) { mOverwriteTables = overwrite; }

  //! Starts the layer output \a parameter whose value is \a value (its staged folder made); the target lives until clear().
  SwOutputTarget &addLayer( const QVariant &value, const QString &parameter );
  //! The layer of \a parameter is written (sink closed) to \a destination with \a features features (-1: unknown).
  void layerWritten( const QString &parameter, const QString &destination, long long features );

  /**
   * Starts the file output \a parameter bound for \a path and returns the
   * path to write it to (staged). See SwOutputTarget::forFile().
   */
  QString addFile( const QString &path, const QString &parameter, SwOutputTarget::Check check, bool exclusive = false );
  //! The file of \a parameter is complete.
  void fileWritten( const QString &parameter );

  //! The file layer output \a parameter ends up in (empty when not a file).
  QString fileFor( const QString &parameter ) const;
  //! The PostGIS table layer output \a parameter is bound for (null when not a table).
  SwPgOutputTable *tableFor( const QString &parameter ) const;
  //! Where each written layer output was written (staged), by parameter.
  QMap<QString, QString> writtenLayers() const;

  /**
   * Checks every written output and puts them in place; returns each
   * parameter's final destination and points QGIS's load-on-completion
   * at it. Throws QgsProcessingException naming the output when one is
   * incomplete or cannot be put in place; nothing has been put in place
   * then, unless the message says which outputs already were.
   */
  QMap<QString, QString> commit( QgsProcessingContext &context );

  /**
   * One run's outputs, all or nothing: runs \a write (which stages every
   * output and returns the run's results), then, unless the run was
   * cancelled, commits them; the results come back with each output's
   * final destination. When \a write throws, is cancelled or runs out of
   * memory, or the commit is refused, everything staged is removed and
   * the error is thrown again, passwords masked.
   */
  QVariantMap run( QgsProcessingContext &context, QgsProcessingFeedback *feedback, const std::function<QVariantMap()> &write );

  //! Removes everything staged and releases the locks (a stopped run).
  void discard();
  void clear();

private:
  struct Output
  {
    SwOutputTarget target;
    QString written; //!< the destination the writer reported (a layer's staged file)
    long long features = -1;
    bool complete = false;
  };
  Output *find( const QString &parameter );
  //! \a message with every staged path replaced by its destination.
  QString inDestinationTerms( QString message ) const;
  //! The steps that can still be refused: GeoPackage transactions, the register's lock; all undone when one fails.
  void putRefusable( std::list<Output *> &outputs, QStringList &done );

  //! Puts the files of \a ready in place, the exclusive one (the register) last, under one journal; \a done gets each.
  void placeFiles( const std::list<Output *> &ready, QStringList &done );
  //! Finishes what a run killed during its commit left beside \a file (SwCommitJournal::recover), said in the log.
  void recoverBeside( const QString &file );
  //! Commits the PostGIS outputs' prepared transactions; \a done gets each.
  void commitTables( const std::vector<SwPgOutputTable *> &tables, QStringList &done );

  std::list<Output> mOutputs;
  bool mOverwriteTables = false;
  QStringList mNotes; //!< what the commit has to tell the log (rows committed, a table replaced)
};

#endif // SWRUNOUTPUTS_H
