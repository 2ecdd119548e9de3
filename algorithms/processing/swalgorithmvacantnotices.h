/***************************************************************************
  swalgorithmvacantnotices.h: stormwater:vacantnotices, the vacant parcel
  notices from the qualifying parcels: one per owner, as a mailing list a
  mail house accepts, a posting list for owners the roll gives no address
  for, and the letters as one PDF. This class holds the parameters and
  their checks; the work is in notices/ (swnoticeparcels, swnotices,
  swnoticelists, swnoticeletters).
 ***************************************************************************/
#ifndef SWALGORITHMVACANTNOTICES_H
#define SWALGORITHMVACANTNOTICES_H

#include "processing/swalgorithm.h"
#include "notices/swnoticeparcels.h"
#include "core/compat.h"
#include "core/swparameterreader.h"
#include "outputs/swrunoutputs.h"

#include "qgsprocessingutils.h"

#include <QDate>
#include <QDomDocument>

#include <memory>

class SwWarnings;

class SwVacantNoticesAlgorithm : public SwAlgorithm
{
public:
  QString shortHelpString() const override;
  QString detailedHelp() const override;
  SwAlgorithmFlags flags() const override;
  SwVacantNoticesAlgorithm *createInstance() const override;

protected:
  Description description() const override;
  void initAlgorithm( const QVariantMap &configuration = QVariantMap() ) override;
  bool prepareAlgorithm( const QVariantMap &parameters, QgsProcessingContext &context, QgsProcessingFeedback *feedback ) override;
  QVariantMap processAlgorithm( const QVariantMap &parameters, QgsProcessingContext &context, QgsProcessingFeedback *feedback ) override;

private:
  //! Adds \a parameter with its tooltip \a help.
  void addNoticeParameter( QgsProcessingParameterDefinition *parameter, const QString &help );
  //! The owner, mailing and situs fields of INPUT: a default the layer lacks is left out and said once.
  void readNoticeFields( const SwParameterReader &reader, const QgsFields &fields, QgsProcessingFeedback *feedback );

  //! Refuses a profile whose code has no vacant parcel provisions (unless \a voluntary) or that has no notice text.
  void refuseWithoutNoticeText( bool voluntary ) const;
  //! Each notice's language: the first its owner's parcels name, else mLanguage.
  void assignLanguages( std::vector<SwNotice> &notices, SwWarnings &warnings ) const;

  std::unique_ptr<QgsProcessingFeatureSource> mInput;
  QString mInputName;
  const QgsVectorLayer *mInputLayer = nullptr;
  SwProfile mProfile;
  SwNoticeParcels::Fields mFields;
  QDate mNoticeDate;
  int mComplianceDays = 180;
  //! The language a notice is written in when the roll names none (LANGUAGE, else the profile's).
  QString mLanguage;
  QDomDocument mTemplate;
  SwRunOutputs mOutputs;
};

#endif // SWALGORITHMVACANTNOTICES_H
