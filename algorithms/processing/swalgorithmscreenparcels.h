/***************************************************************************
  swalgorithmscreenparcels.h: stormwater:screenparcels, the planner's main
  job: every parcel of the city through every screen in one pass, one layer
  with every flag, figure and citation, and an HTML report.
 ***************************************************************************/
#ifndef SWALGORITHMSCREENPARCELS_H
#define SWALGORITHMSCREENPARCELS_H

#include "processing/swparcelscreenalgorithm.h"
#include "changes/swrenumbering.h"
#include "changes/swscreeningchanges.h"
#include "processing/swpreviousscreening.h"
#include "report/swreportparcels.h"

class SwReport;

#include <memory>

class SwScreenParcelsAlgorithm : public SwParcelScreenAlgorithm
{
public:
  SwScreenParcelsAlgorithm *createInstance() const override;
  //! The main job's screens, unprepared, in the order of its output (a parcel sheet reads their titles and words).
  static std::vector<std::unique_ptr<SwScreen>> mainJobScreens();

protected:
  Description description() const override;
  std::vector<std::unique_ptr<SwScreen>> createScreens() const override;
  bool isCombined() const override { return true; }
  QString helpIntroduction() const override;
  QString outputStyle() const override { return QStringLiteral( "screenparcels" ); }
  void addExtraParameters() override;
  bool writesOnlyFlagged( const QVariantMap &parameters, QgsProcessingContext &context ) const override;
  void addExtraResults( const QVariantMap &parameters, QgsProcessingContext &context, QgsProcessingFeedback *feedback, QVariantMap &results ) override;
  void startWriting( const QVariantMap &parameters, QgsProcessingContext &context ) override;
  void parcelWritten( const SwParcel &parcel, const std::vector<QgsAttributes> &rows, const QgsAttributes &written ) override;
  void parcelScreened( const SwParcel &parcel, const std::vector<QgsAttributes> &rows ) override;

private:
  //! Every flag's words (each screen's, incomplete and none): the legend's and the report's.
  QMap<QString, QString> flagWords() const;
  //! Every combined status's words.
  static QMap<QString, QString> statusWords();
  //! The report's map: the overview, the insets and the legend, from the layer written.
  void drawMap( const QVariantMap &parameters, QgsProcessingContext &context, QgsProcessingFeedback *feedback, const QVariantMap &results, SwReport &report );
  void writeReport( const QVariantMap &parameters, QgsProcessingContext &context, QgsProcessingFeedback *feedback, QVariantMap &results );
  //! One parcel's change: listed for the report when it changed, kept for CHANGES when asked for.
  void recordChange( const SwScreeningChanges::Change &change, const QgsGeometry &geometry );
  /**
   * The parcels new to the roll, held back until the parcels gone from it
   * are known, matched with them by their land: a renumbered one is one
   * row naming both APNs, the others new_parcel (and a split or a merge
   * said so in their details).
   */
  void recordNewAndRenumbered( QgsProcessingContext &context, QgsProcessingFeedback *feedback );
  //! CHANGES and the report's section from what was compared with PREVIOUS.
  void writeChanges( QgsProcessingContext &context, QgsProcessingFeedback *feedback, QVariantMap &results );

  //! The report's tables, gathered while the parcels are written; null when no report is asked for.
  std::unique_ptr<SwReportParcels> mReportParcels;
  //! The previous screening, when PREVIOUS is given; each parcel compared as it is screened.
  std::unique_ptr<SwScreeningChanges> mChanges;
  SwPreviousScreening::Read mPrevious;
  QgsVectorLayer *mPreviousLayer = nullptr;
  //! A parcel whose APN the previous screening lacks: it may be one renumbered, so its row waits for the gone ones.
  struct NewToTheRoll
  {
    QString apn;
    SwScreeningChanges::State state;
    QgsGeometry geometry; //!< as read, for CHANGES
  };
  std::vector<NewToTheRoll> mNewToTheRoll;
  //! The new parcels' land (working CRS), matched at the end with the gone parcels'.
  std::unique_ptr<SwRenumbering> mRenumbering;
  //! CHANGES, written parcel by parcel in input order while the run goes (null when not asked for).
  std::unique_ptr<QgsFeatureSink> mChangesSink;
  QString mChangesDestination;
  long long mChangesWritten = 0;
  bool mWantChanges = false;
  //! The changed parcels the report lists, and how many more there are.
  QList<QStringList> mChangedForReport;
  long long mChangedNotListed = 0;
};

#endif // SWALGORITHMSCREENPARCELS_H
