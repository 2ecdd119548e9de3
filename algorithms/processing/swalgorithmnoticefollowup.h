/***************************************************************************
  swalgorithmnoticefollowup.h: stormwater:noticefollowup, the clerk's
  monthly run: from the case file (stormwater:noticecasefile) and a date,
  what is due, each line with the clause that makes it due (overdue,
  deadlines and extensions ending, inspections, corrective notices), and
  against the latest screening the cases to close and the parcels to notice.
 ***************************************************************************/
#ifndef SWALGORITHMNOTICEFOLLOWUP_H
#define SWALGORITHMNOTICEFOLLOWUP_H

#include "processing/swalgorithm.h"
#include "outputs/swrunoutputs.h"

class SwNoticeFollowUpAlgorithm : public SwAlgorithm
{
public:
  QString shortHelpString() const override;
  SwNoticeFollowUpAlgorithm *createInstance() const override;
  QString detailedHelp() const override;

protected:
  Description description() const override;
  void initAlgorithm( const QVariantMap &configuration = QVariantMap() ) override;
  QVariantMap processAlgorithm( const QVariantMap &parameters, QgsProcessingContext &context, QgsProcessingFeedback *feedback ) override;

private:
  SwRunOutputs mOutputs;
};

#endif // SWALGORITHMNOTICEFOLLOWUP_H
