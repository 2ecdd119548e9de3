/***************************************************************************
  swparcelscreenalgorithm.h: the algorithm shape every per-parcel screen
  shares: PARCELS, APN_FIELD, PROFILE, WORKING_CRS and OUTPUT; parcels
  streamed in batches, evaluated on all cores, written in input order, every
  input parcel exactly once with a status.
 ***************************************************************************/
#ifndef SWPARCELSCREENALGORITHM_H
#define SWPARCELSCREENALGORITHM_H

#include "swalgorithm.h"
#include "swscreen.h"

#include "qgsfeaturesink.h"
#include "qgsprocessingutils.h"

#include <memory>
#include <vector>

class SwParcelScreenAlgorithm : public SwAlgorithm, public SwParameterSink
{
public:
  void addScreenParameter( QgsProcessingParameterDefinition *parameter ) override;
  QIcon icon() const override;
  QString svgIconPath() const override;
  QString shortHelpString() const override;

protected:
  //! The screens this algorithm runs, in output order.
  virtual std::vector<std::unique_ptr<SwScreen>> createScreens() const = 0;
  //! True for stormwater:screenparcels: all screens optional, fields prefixed.
  virtual bool isCombined() const { return false; }
  //! What the algorithm does, for the help (parameters are appended).
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

  void initAlgorithm( const QVariantMap &configuration = QVariantMap() ) override;
  bool prepareAlgorithm( const QVariantMap &parameters, QgsProcessingContext &context, QgsProcessingFeedback *feedback ) override;
  QVariantMap processAlgorithm( const QVariantMap &parameters, QgsProcessingContext &context, QgsProcessingFeedback *feedback ) override;

  //! The screens that run (configured ones) after prepareAlgorithm().
  const std::vector<std::unique_ptr<SwScreen>> &activeScreens() const { return mScreens; }
  const SwScreenSetup &setup() const { return mSetup; }
  //! Per-flag parcel counts and status counts of the last run, for reports.
  const QMap<QString, long long> &flagCounts() const { return mFlagCounts; }
  const QMap<QString, long long> &statusCounts() const { return mStatusCounts; }
  //! Parcels per combination of flags ("esa_adjacent + hillside", "none").
  const QMap<QString, long long> &combinationCounts() const { return mCombinationCounts; }
  //! Parcels read, and warnings given, in the last run.
  long long parcelsRead() const { return mParcelsRead; }
  QStringList runWarnings() const { return mRunWarnings; }
  QStringList skippedScreens() const { return mSkipped; }

private:
  //! Output fields: apn, the screens' fields, then the parcels' own fields.
  QgsFields buildOutputFields();
  //! Reads, repairs and transforms one parcel into the working CRS (any thread).
  void prepareParcel( SwParcel &parcel ) const;
  QgsAttributes outputAttributes( const SwParcel &parcel, const std::vector<QgsAttributes> &screenRows );

  std::unique_ptr<QgsProcessingFeatureSource> mParcels;
  std::vector<std::unique_ptr<SwScreen>> mScreens;
  QStringList mSkipped;
  SwScreenSetup mSetup;
  QString mParcelsName;
  int mApnIndex = -1;
  QgsCoordinateTransform mToWorking;
  QgsFields mOutputFields;
  std::vector<int> mInputFieldIndexes; //!< parcel fields carried to the output
  QMap<QString, long long> mFlagCounts;
  QMap<QString, long long> mStatusCounts;
  QMap<QString, long long> mCombinationCounts;
  long long mParcelsRead = 0;
  QStringList mRunWarnings;
};

#endif // SWPARCELSCREENALGORITHM_H
