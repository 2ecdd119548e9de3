/***************************************************************************
  swalgorithmprofilerules.h: stormwater:profilerules, the table of a
  jurisdiction profile's thresholds with their citations, so a planner can
  see (and file with a decision) exactly which numbers a screen used.
 ***************************************************************************/
#ifndef SWALGORITHMPROFILERULES_H
#define SWALGORITHMPROFILERULES_H

#include "processing/swalgorithm.h"
#include "outputs/swrunoutputs.h"

class SwProfileRulesAlgorithm : public SwAlgorithm
{
public:
  QString shortHelpString() const override;
  SwProfileRulesAlgorithm *createInstance() const override;

protected:
  Description description() const override;
  void initAlgorithm( const QVariantMap &configuration = QVariantMap() ) override;
  QVariantMap processAlgorithm( const QVariantMap &parameters, QgsProcessingContext &context, QgsProcessingFeedback *feedback ) override;

private:
  SwRunOutputs mOutputs;
};

#endif // SWALGORITHMPROFILERULES_H
