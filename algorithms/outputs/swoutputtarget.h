/***************************************************************************
  swoutputtarget.h: one output of a run (a layer, a report, a list, the
  letters, the register) written without destroying anything. Every file
  output is written in a hidden folder beside its destination, checked
  (it reads back whole) and flushed to the disk, then moved into place by
  SwRunOutputs only once every output of the run is complete: a failed,
  cancelled or killed run leaves every earlier result as it was. A layer
  bound for an existing GeoPackage is added to it in place
  (SwGeoPackageCommit); a new GeoPackage is linked into place, never over
  a file another run made meanwhile. Outputs that are not files of the
  user's (memory layers, QGIS's temporary outputs, databases) are written
  directly.
 ***************************************************************************/
#ifndef SWOUTPUTTARGET_H
#define SWOUTPUTTARGET_H

#include <QString>
#include <QVariant>

#include "outputs/swcommitjournal.h"

#include <memory>

class QgsProcessingContext;
class SwPgOutputTable;

class SwOutputTarget
{
public:
  //! What a file output is checked for before it is moved into place.
  enum class Check
  {
    Written, //!< it exists, is not empty and is on the disk
    Pdf,     //!< and it is a whole PDF (its trailer written)
  };

  /**
   * The layer output \a parameter whose value is \a value: a plain path
   * ("out.gpkg", "out.shp", "out": QGIS adds ".gpkg" to a name whose
   * extension names no format), a GeoPackage layer
   * ("out.gpkg|layername=screened" or QGIS's "ogr:dbname='out.gpkg'
   * table=\"screened\""), or anything else (written directly).
   */
  SwOutputTarget( const QVariant &value, const QString &parameter );

  /**
   * The file output \a parameter at \a path (a report, a list, the
   * letters), checked as \a check says. An \a exclusive output (the
   * notice register) is locked from prepare() to the commit, so that two
   * runs never append to it at once, and is never put over a file that
   * appeared meanwhile.
   */
  static SwOutputTarget forFile( const QString &path, const QString &parameter, Check check, bool exclusive = false );

  //! The file QGIS writes a vector layer to for \a path: ".gpkg" added when its extension names no format.
  static QString vectorFileName( const QString &path );

  /**
   * Why output \a parameter cannot be written at \a file: its folder does
   * not exist or cannot be written in, or the path is a folder (named,
   * with the reason); empty when it can. Checked for every output before
   * a run starts.
   */
  static QString folderProblem( const QString &parameter, const QString &file );

  //! True when the output is a PostGIS table, staged and committed by SwPgOutputTable.
  bool isDatabaseTable() const { return static_cast<bool>( mTable ); }
  //! The PostGIS table of a database output (null otherwise).
  SwPgOutputTable *table() const { return mTable.get(); }

  //! True when the output is a file written under a temporary name and moved into place.
  bool isFile() const { return !mFile.isEmpty(); }
  //! True for a layer output, false for a file output.
  bool isLayer() const { return mIsLayer; }
  QString parameter() const { return mParameter; }
  //! The file the output ends up in (empty when not a file).
  QString file() const { return mFile; }
  //! The GeoPackage layer name (empty for other formats).
  QString layer() const { return mLayer; }
  //! True when the output is a GeoPackage layer.
  bool isGeoPackage() const { return mGeoPackage; }
  //! True for an exclusive file output (see forFile()).
  bool isExclusive() const { return mExclusive; }
  //! The file the run writes (in the hidden folder), or the destination itself when not a file.
  QString stagedPath() const { return isFile() ? mTemporary : mFile; }

  /**
   * Makes the hidden folder beside the destination, first removing those
   * that runs killed outright left for the same destination; an
   * exclusive output takes its lock; a PostGIS table is connected to and
   * locked (an existing one refused unless \a overwriteTables). Throws
   * naming the folder when it does not exist or cannot be written, or the
   * output when another run holds its lock.
   */
  void prepare( bool overwriteTables = false );

  //! The parameter value to create a layer's sink with: the staged file, or the value as given.
  QVariant sinkValue() const;

  /**
   * Checks the staged output: a layer must open and hold \a features
   * features (-1 skips the count), a file must exist and pass its check;
   * then flushes it to the disk. Throws QgsProcessingException naming the
   * parameter and the destination; nothing has been moved then.
   */
  void verify( long long features ) const;

  /**
   * For a new GeoPackage or a new exclusive file: puts the staged file at
   * the destination with link(2), which never replaces a file. False when
   * a file is already there (made by another run meanwhile); throws on
   * any other failure.
   */
  bool linkNew() const;

  //! True when an exclusive output's destination existed when it was locked.
  bool wasThere() const;
  //! Throws when the locked destination of an exclusive output was replaced or removed by someone else since prepare().
  void checkStillLocked() const;

  //! The moves that put the staged file (or a shapefile's parts) at the destination: a new exclusive file is linked, never put over another.
  QList<SwCommitJournal::Move> moves() const;
  //! Performs moves(). Throws naming the path, or when a new exclusive file found one made meanwhile.
  void place() const;

  //! The destination to report and load: "file|layername=x" when the user named the layer, else the file.
  QString destination() const;

  /**
   * For a committed PostGIS table: the table as a layer in \a context's
   * temporary store, as QGIS's own writer leaves a database output, and
   * marked to load into the project when the dialog asked for it; returns
   * the layer's id (or the destination when the layer cannot be opened).
   */
  QString loadDatabaseLayer( QgsProcessingContext &context ) const;

  //! Removes the hidden folder and releases the lock (after the commit, or when the run stopped).
  void finish();

private:
  SwOutputTarget() = default;
  //! The hidden folder and the staged file's path for a destination \a info, the staged file named \a name.
  void stageBeside( const QString &name );
  void checkWritten( long long features ) const;

  QString mParameter;
  QVariant mValue;
  QString mFile;
  QString mLayer;
  bool mIsLayer = true;
  bool mGeoPackage = false;
  bool mLayerGiven = false; //!< the user named the GeoPackage layer
  Check mCheck = Check::Written;
  bool mExclusive = false;
  QString mTemporaryDir; //!< hidden folder beside the destination
  QString mTemporary;    //!< the file the run writes

  //! An exclusive output's lock: the destination's descriptor and inode, held open.
  struct Lock;
  std::shared_ptr<Lock> mLock;
  std::shared_ptr<SwPgOutputTable> mTable; //!< a PostGIS destination
};

#endif // SWOUTPUTTARGET_H
