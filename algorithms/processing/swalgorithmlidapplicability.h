/***************************************************************************
  swalgorithmlidapplicability.h: stormwater:lidapplicability, the counter's
  question for each proposed project: does it need LID, under which
  categories of the city's code, which plan, and how much of it is
  mitigated. The rules are SwLidApplicability's (lid/); this file reads the
  layer of projects, finds each project's parcel in the screened layer, and
  writes every project once with its answer.
 ***************************************************************************/
#ifndef SWALGORITHMLIDAPPLICABILITY_H
#define SWALGORITHMLIDAPPLICABILITY_H

#include "processing/swalgorithm.h"
#include "outputs/swrunoutputs.h"

#include <memory>

class QgsProcessingFeatureSource;
class SwProjectParcels;

class SwLidApplicabilityAlgorithm : public SwAlgorithm
{
public:
  QString shortHelpString() const override;
  QString detailedHelp() const override;
  SwLidApplicabilityAlgorithm *createInstance() const override;

protected:
  Description description() const override;
  void initAlgorithm( const QVariantMap &configuration = QVariantMap() ) override;
  QVariantMap processAlgorithm( const QVariantMap &parameters, QgsProcessingContext &context, QgsProcessingFeedback *feedback ) override;

private:
  /**
   * The screened parcels of PARCELS, read once (the source kept in \a
   * source), or nothing when PARCELS is not given; refuses a layer the
   * projects cannot be joined to, naming the parameter and the fields.
   */
  std::unique_ptr<SwProjectParcels> screenedParcels( const QVariantMap &parameters, QgsProcessingContext &context, QgsProcessingFeedback *feedback, const QgsProcessingFeatureSource &projects, bool joinedByApn, std::unique_ptr<QgsProcessingFeatureSource> &source );

  SwRunOutputs mOutputs;
};

#endif // SWALGORITHMLIDAPPLICABILITY_H
