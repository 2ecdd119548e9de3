/***************************************************************************
  swalgorithmesaadjacency.h: stormwater:esaadjacency, parcels in, directly
  adjacent to (within 200 ft) or outside environmentally sensitive areas.
 ***************************************************************************/
#ifndef SWALGORITHMESAADJACENCY_H
#define SWALGORITHMESAADJACENCY_H

#include "processing/swparcelscreenalgorithm.h"

class SwEsaAdjacencyAlgorithm : public SwParcelScreenAlgorithm
{
public:
  SwEsaAdjacencyAlgorithm *createInstance() const override;

protected:
  Description description() const override;
  std::vector<std::unique_ptr<SwScreen>> createScreens() const override;
  QString helpIntroduction() const override;
  QString outputStyle() const override { return QStringLiteral( "esaadjacency" ); }
  void addExtraParameters() override;
  void addExtraResults( const QVariantMap &parameters, QgsProcessingContext &context, QgsProcessingFeedback *feedback, QVariantMap &results ) override;
};

#endif // SWALGORITHMESAADJACENCY_H
