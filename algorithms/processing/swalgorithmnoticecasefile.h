/***************************************************************************
  swalgorithmnoticecasefile.h: stormwater:noticecasefile, the notice
  register (the CSV every stormwater:vacantnotices run appends to) made
  into the case file the clerk edits in QGIS: one row per notice, a status
  drop-down, date pickers and a note, the form stored with the table.
 ***************************************************************************/
#ifndef SWALGORITHMNOTICECASEFILE_H
#define SWALGORITHMNOTICECASEFILE_H

#include "processing/swalgorithm.h"
#include "outputs/swrunoutputs.h"

class SwNoticeCaseFileAlgorithm : public SwAlgorithm
{
public:
  QString shortHelpString() const override;
  SwNoticeCaseFileAlgorithm *createInstance() const override;

protected:
  Description description() const override;
  void initAlgorithm( const QVariantMap &configuration = QVariantMap() ) override;
  QVariantMap processAlgorithm( const QVariantMap &parameters, QgsProcessingContext &context, QgsProcessingFeedback *feedback ) override;

private:
  SwRunOutputs mOutputs;
};

#endif // SWALGORITHMNOTICECASEFILE_H
