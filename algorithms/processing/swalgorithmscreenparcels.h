/***************************************************************************
  swalgorithmscreenparcels.h: stormwater:screenparcels, the planner's main
  job: every parcel of the city through every screen in one pass, one layer
  with every flag, figure and citation, and an HTML report.
 ***************************************************************************/
#ifndef SWALGORITHMSCREENPARCELS_H
#define SWALGORITHMSCREENPARCELS_H

#include "processing/swparcelscreenalgorithm.h"

class SwScreenParcelsAlgorithm : public SwParcelScreenAlgorithm
{
public:
  SwScreenParcelsAlgorithm *createInstance() const override;

protected:
  Description description() const override;
  std::vector<std::unique_ptr<SwScreen>> createScreens() const override;
  bool isCombined() const override { return true; }
  QString helpIntroduction() const override;
  QString outputStyle() const override { return QStringLiteral( "screenparcels" ); }
  void addExtraParameters() override;
  bool writesOnlyFlagged( const QVariantMap &parameters, QgsProcessingContext &context ) const override;
  void addExtraResults( const QVariantMap &parameters, QgsProcessingContext &context, QgsProcessingFeedback *feedback, QVariantMap &results ) override;
};

#endif // SWALGORITHMSCREENPARCELS_H
