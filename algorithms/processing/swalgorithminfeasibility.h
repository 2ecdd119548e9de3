/***************************************************************************
  swalgorithminfeasibility.h: stormwater:infeasibility, where and how much
  of each parcel on-site retention is technically infeasible, with an
  optional map of the condition zones.
 ***************************************************************************/
#ifndef SWALGORITHMINFEASIBILITY_H
#define SWALGORITHMINFEASIBILITY_H

#include "processing/swparcelscreenalgorithm.h"

class SwInfeasibilityAlgorithm : public SwParcelScreenAlgorithm
{
public:
  SwInfeasibilityAlgorithm *createInstance() const override;

protected:
  Description description() const override;
  std::vector<std::unique_ptr<SwScreen>> createScreens() const override;
  QString helpIntroduction() const override;
  void addExtraParameters() override;
  void addExtraResults( const QVariantMap &parameters, QgsProcessingContext &context, QgsProcessingFeedback *feedback, QVariantMap &results ) override;
};

#endif // SWALGORITHMINFEASIBILITY_H
