/***************************************************************************
  swoutputtarget.h: writing one output layer without destroying anything.
  A file output is written in a hidden folder beside its destination
  and moved into place only when it is complete and reads back whole, so a
  failed, cancelled or killed run leaves the earlier result as it was. An
  existing GeoPackage keeps its other layers: only the output layer is added
  or replaced. Outputs that are not files of the user's (memory layers,
  QGIS's temporary outputs, databases) are written directly.
 ***************************************************************************/
#ifndef SWOUTPUTTARGET_H
#define SWOUTPUTTARGET_H

#include <QString>
#include <QVariant>

class QgsProcessingContext;

class SwOutputTarget
{
public:
  /**
   * Where the value \a value of output parameter \a parameter sends a
   * layer: a plain path ("out.gpkg", "out.shp"), a GeoPackage layer
   * ("out.gpkg|layername=screened" or QGIS's "ogr:dbname='out.gpkg'
   * table=\"screened\""), or anything else (written directly).
   */
  SwOutputTarget( const QVariant &value, const QString &parameter );

  //! True when the output is a file written under a temporary name and moved into place.
  bool isFile() const { return !mFile.isEmpty(); }
  //! The file the output ends up in (empty when not a file).
  QString file() const { return mFile; }
  //! The GeoPackage layer name (empty for other formats).
  QString layer() const { return mLayer; }
  //! True when the output is a GeoPackage.
  bool isGeoPackage() const { return mGeoPackage; }

  /**
   * Why output \a parameter cannot be written at \a file: its folder does
   * not exist or cannot be written in (named, with the reason); empty when
   * it can. Checked for every output before a run starts.
   */
  static QString folderProblem( const QString &parameter, const QString &file );

  /**
   * Makes the temporary folder beside the destination, first removing those
   * that runs killed outright left for the same destination. Throws naming
   * the folder when it does not exist or cannot be written.
   */
  void prepare() const;

  //! The parameter value to create the sink with: the temporary file, or the value as given.
  QVariant sinkValue() const;

  /**
   * Checks the written layer (it must open and hold \a features features;
   * -1 skips the count), then moves it into place and points QGIS's
   * load-on-completion at it. Returns the final destination. Throws
   * QgsProcessingException naming the path when anything fails; the
   * earlier file is then untouched.
   */
  QString commit( const QString &writtenDestination, long long features, QgsProcessingContext &context );

  //! Removes the temporary files (a stopped run).
  void discard();

private:
  //! A file \a name (with the destination's suffix) in the temporary folder.
  QString temporaryPath( const QString &name ) const;
  void checkWritten( long long features ) const;
  void replaceLayerInGeoPackage() const;
  void moveFilesIntoPlace() const;

  QString mParameter;
  QVariant mValue;
  QString mFile;
  QString mLayer;
  bool mGeoPackage = false;
  bool mLayerGiven = false; //!< the user named the GeoPackage layer
  QString mTemporaryDir;    //!< hidden folder beside the destination
  QString mTemporary;       //!< the file the sink writes
};

#endif // SWOUTPUTTARGET_H
