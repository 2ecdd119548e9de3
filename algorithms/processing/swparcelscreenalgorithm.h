/***************************************************************************
  swparcelscreenalgorithm.h: the algorithm shape every per-parcel screen
  shares: PARCELS, APN_FIELD, PROFILE, WORKING_CRS and OUTPUT; parcels
  streamed in batches, evaluated on all cores, written in input order, every
  input parcel exactly once with a status.
 ***************************************************************************/
#ifndef SWPARCELSCREENALGORITHM_H
#define SWPARCELSCREENALGORITHM_H

#include "processing/swalgorithm.h"
#include "geopackage/swgeopackagereader.h"
#include "pipeline/swoutputlayout.h"
#include "outputs/swrunoutputs.h"
#include "pipeline/swscreen.h"
#include "geopackage/swgeopackageindex.h"
#include "processing/swloadedoutputs.h"

#include "qgsfeaturesink.h"
#include "qgsprocessingutils.h"

#include <memory>
#include <vector>

class SwParcelScreenAlgorithm : public SwAlgorithm, public SwParameterSink
{
public:
  void addScreenParameter( QgsProcessingParameterDefinition *parameter ) override;
  //! What it does, the rule and its citation; the parameters' detail is in their tooltips and on the help page.
  QString shortHelpString() const override;
  //! What each screen's output fields mean, and how.
  QString detailedHelp() const override;

protected:
  //! The screens this algorithm runs, in output order.
  virtual std::vector<std::unique_ptr<SwScreen>> createScreens() const = 0;
  //! True for stormwater:screenparcels: all screens optional, fields prefixed.
  virtual bool isCombined() const { return false; }
  //! What the algorithm does, the rule and its citation, in the dialog's words (no parameter names).
  virtual QString helpIntroduction() const = 0;
  //! Name of the style (styles/<name>.qml) given to OUTPUT; empty for none.
  virtual QString outputStyle() const { return QString(); }
  //! Extra parameters or outputs of the algorithm itself (after the screens').
  virtual void addExtraParameters() {}
  //! Work after the parcels are written (extra outputs, reports).
  virtual void addExtraResults( const QVariantMap &parameters, QgsProcessingContext &context, QgsProcessingFeedback *feedback, QVariantMap &results )
  {
    Q_UNUSED( parameters )
    Q_UNUSED( context )
    Q_UNUSED( feedback )
    Q_UNUSED( results )
  }

  //! Called before the parcels are written, once the output's fields are known.
  virtual void startWriting( const QVariantMap &parameters, QgsProcessingContext &context )
  {
    Q_UNUSED( parameters )
    Q_UNUSED( context )
  }
  //! Called for each parcel screened, written or not (only the flagged may be written), in input order, with its screens' \a rows.
  virtual void parcelScreened( const SwParcel &parcel, const std::vector<QgsAttributes> &rows )
  {
    Q_UNUSED( parcel )
    Q_UNUSED( rows )
  }
  //! Called for each parcel written, in input order: its screens' \a rows and the row \a written.
  virtual void parcelWritten( const SwParcel &parcel, const std::vector<QgsAttributes> &rows, const QgsAttributes &written )
  {
    Q_UNUSED( parcel )
    Q_UNUSED( rows )
    Q_UNUSED( written )
  }

  void initAlgorithm( const QVariantMap &configuration = QVariantMap() ) override;
  bool prepareInputs( const QVariantMap &parameters, QgsProcessingContext &context, QgsProcessingFeedback *feedback ) override;
  QVariantMap processAlgorithm( const QVariantMap &parameters, QgsProcessingContext &context, QgsProcessingFeedback *feedback ) override;

  /**
   * Creates the sink of layer output \a name under a temporary name
   * (SwOutputTarget); \a destination receives where it is written. Throws
   * when it cannot be created. With \a packedIndex, a GeoPackage file is
   * written without GDAL's spatial index and *packedIndex is set true: the
   * caller stores one (SwGeoPackageIndex) once the sink is closed.
   */
  std::unique_ptr<QgsFeatureSink> createOutputSink( const QVariantMap &parameters, const QString &name, QgsProcessingContext &context, QString &destination, const QgsFields &fields, SwWkbType geometryType, const QgsCoordinateReferenceSystem &crs, bool *packedIndex = nullptr );
  /**
   * Writes the extra layer output \a name (a zone map) with \a features,
   * safely as every output, in \a crs; it gets style \a style and its
   * destination goes into \a results.
   */
  void writeExtraLayer( const QVariantMap &parameters, const QString &name, QgsProcessingContext &context, QgsProcessingFeedback *feedback, const QgsFields &fields, const QgsCoordinateReferenceSystem &crs, const QList<QgsFeature> &features, const QString &style, QVariantMap &results );
  /**
   * True when only parcels that raise a flag, or that a screen could not
   * evaluate, are written (stormwater:screenparcels' ONLY_QUALIFYING).
   */
  virtual bool writesOnlyFlagged( const QVariantMap &parameters, QgsProcessingContext &context ) const
  {
    Q_UNUSED( parameters )
    Q_UNUSED( context )
    return false;
  }
  //! The error for a feature that \a sink of output \a name could not take (a full disk), naming the file.
  QgsProcessingException writeFailed( const QgsFeatureSink *sink, const QString &name ) const;
  //! True when output \a name is asked for (a path, a layer definition with a sink, TEMPORARY_OUTPUT), not skipped.
  static bool isOutputWanted( const QVariantMap &parameters, const QString &name );
  /**
   * Says that layer output \a name is complete (its sink closed) with
   * \a features features; it is moved into place, with style \a style,
   * when the whole run has succeeded.
   */
  void outputWritten( const QString &name, const QString &destination, long long features, const QString &style );
  //! Gives a warning of the run: to the log and to the report.
  void warn( const QString &warning ) { mWarnings.add( warning ); }
  //! Starts the file output \a parameter bound for \a path (a report): returns the path to write it to, moved into place with the run's other outputs.
  QString stageFile( const QString &path, const QString &parameter, SwOutputTarget::Check check );
  //! The file output \a parameter is complete.
  void fileWritten( const QString &parameter );

  //! The screens that run (configured ones) after prepareInputs().
  const std::vector<std::unique_ptr<SwScreen>> &activeScreens() const { return mScreens; }
  const SwScreenSetup &setup() const { return mSetup; }
  //! What the last run wrote, counted (flags, statuses, combinations), for reports.
  const SwRunCounts &counts() const { return mCounts; }
  //! The output row's layout, after prepareInputs().
  const SwOutputLayout &layout() const { return *mLayout; }
  //! The parcels' own fields.
  QgsFields parcelFields() const { return mSetup.parcelFields; }
  //! Every warning of the last run: the log's and the report's.
  QStringList runWarnings() const { return mWarnings.all(); }
  //! How the run read each input (units, vocabularies), for the report and the layer metadata.
  const SwInputNotes &inputNotes() const { return mNotes; }
  //! The run's account for each written layer's metadata: what wrote it, how the inputs were read, the warnings.
  QStringList runAccount() const;
  QStringList skippedScreens() const { return mSkipped; }
  //! The screens a combined run did not include, each with what would include it: "hillside (give DEM, SLOPE_POLYGONS or CONTOURS)".
  QStringList notScreened() const { return mNotScreened; }

private:
  //! The short name of \a screen's section of the combined form: "Vacant", "ESA"...
  static QString sectionName( const SwScreen &screen );
  void prepareRun( const QVariantMap &parameters, QgsProcessingContext &context, QgsProcessingFeedback *feedback );
  void openParcels( const QVariantMap &parameters, QgsProcessingContext &context, QgsProcessingFeedback *feedback );
  void prepareScreens( const QVariantMap &parameters, QgsProcessingContext &context, QgsProcessingFeedback *feedback );
  QString writeScreenedParcels( const QVariantMap &parameters, QgsProcessingContext &context, QgsProcessingFeedback *feedback );
  static QString layerNameOf( const QString &destination );
  //! The output's geometry type.
  SwWkbType outputType() const;
  //! Packs the spatial index of the closed GeoPackage \a destination (SwGeoPackageIndex) from \a boxes, or from its rows when null; when it cannot, GDAL builds the index instead (slower, same result).
  void storeSpatialIndex( const QString &destination, QgsProcessingFeedback *feedback, std::vector<SwGeoPackageIndex::Entry> *boxes = nullptr );
  void warnAboutRun();

  std::unique_ptr<QgsProcessingFeatureSource> mParcels;
  //! Where the parcels can be read straight from (their GeoPackage table), when they can.
  SwGeoPackageReader::Location mDirectParcels;
  std::vector<std::unique_ptr<SwScreen>> mScreens;
  QStringList mSkipped;
  QStringList mNotScreened;
  SwScreenSetup mSetup;
  QString mParcelsName;
  int mApnIndex = -1;
  QgsCoordinateTransform mToWorking;
  std::unique_ptr<SwOutputLayout> mLayout;
  bool mOnlyFlagged = false;
  SwRunCounts mCounts;
  SwWarnings mWarnings;
  SwInputNotes mNotes;
  SwRunOutputs mOutputs;
  QMap<QString, QString> mOutputStyles;
  //! While the screens declare parameters: whose they are, for the combined form's labels.
  QString mAddingScreen;
  QMap<QString, QStringList> mParameterScreens;
  std::vector<std::unique_ptr<QgsProcessingParameterDefinition>> mDeclared;
  SwLoadedOutputs mLoadedOutputs;
};

#endif // SWPARCELSCREENALGORITHM_H
