/***************************************************************************
  swalgorithmparcelsheet.h: stormwater:parcelsheet, the counter's question
  about one property: a sheet by APN or street address, from the main job's
  screened layer, printed while the applicant waits. Several APNs give one
  PDF with a sheet each. The words are SwParcelSheet's, the pages
  SwParcelSheetDocument's, the map SwReportMap's (sheet/, report/); this
  file finds the parcels, draws their maps and writes the files.
 ***************************************************************************/
#ifndef SWALGORITHMPARCELSHEET_H
#define SWALGORITHMPARCELSHEET_H

#include "processing/swalgorithm.h"
#include "outputs/swrunoutputs.h"

class SwParcelSheetAlgorithm : public SwAlgorithm
{
public:
  QString shortHelpString() const override;
  QString detailedHelp() const override;
  SwParcelSheetAlgorithm *createInstance() const override;

protected:
  Description description() const override;
  void initAlgorithm( const QVariantMap &configuration = QVariantMap() ) override;
  QVariantMap processAlgorithm( const QVariantMap &parameters, QgsProcessingContext &context, QgsProcessingFeedback *feedback ) override;

private:
  SwRunOutputs mOutputs;
};

#endif // SWALGORITHMPARCELSHEET_H
