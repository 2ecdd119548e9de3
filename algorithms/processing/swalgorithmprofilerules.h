/***************************************************************************
  swalgorithmprofilerules.h: stormwater:profilerules, the table of a
  jurisdiction profile's thresholds with their citations, so a planner can
  see (and file with a decision) exactly which numbers a screen used.
 ***************************************************************************/
#ifndef SWALGORITHMPROFILERULES_H
#define SWALGORITHMPROFILERULES_H

#include "processing/swalgorithm.h"

class SwProfileRulesAlgorithm : public SwAlgorithm
{
public:
  QString name() const override;
  QString displayName() const override;
  QStringList tags() const override;
  QString group() const override;
  QString groupId() const override;
  QString shortHelpString() const override;
  QString shortDescription() const override;
  QIcon icon() const override;
  QString svgIconPath() const override;
  SwProfileRulesAlgorithm *createInstance() const override;

protected:
  void initAlgorithm( const QVariantMap &configuration = QVariantMap() ) override;
  QVariantMap processAlgorithm( const QVariantMap &parameters, QgsProcessingContext &context, QgsProcessingFeedback *feedback ) override;
};

#endif // SWALGORITHMPROFILERULES_H
