/***************************************************************************
  swalgorithmvacantnotices.h: stormwater:vacantnotices, the vacant parcel
  notices from the qualifying parcels: one per owner, as a mailing list a
  mail house accepts, a posting list for owners the roll gives no address
  for, and the letters as one PDF.
 ***************************************************************************/
#ifndef SWALGORITHMVACANTNOTICES_H
#define SWALGORITHMVACANTNOTICES_H

#include "processing/swalgorithm.h"
#include "outputs/swnotices.h"
#include "core/compat.h"

#include "qgsprocessingutils.h"

#include <QDate>
#include <QDomDocument>

#include <memory>

class SwVacantNoticesAlgorithm : public SwAlgorithm
{
public:
  QString name() const override;
  QString displayName() const override;
  QStringList tags() const override;
  QString group() const override;
  QString groupId() const override;
  QString shortDescription() const override;
  QString shortHelpString() const override;
  QIcon icon() const override;
  QString svgIconPath() const override;
  SwAlgorithmFlags flags() const override;
  SwVacantNoticesAlgorithm *createInstance() const override;

protected:
  void initAlgorithm( const QVariantMap &configuration = QVariantMap() ) override;
  bool prepareAlgorithm( const QVariantMap &parameters, QgsProcessingContext &context, QgsProcessingFeedback *feedback ) override;
  QVariantMap processAlgorithm( const QVariantMap &parameters, QgsProcessingContext &context, QgsProcessingFeedback *feedback ) override;

private:
  //! The qualifying parcels of INPUT, with their areas in square feet.
  std::vector<SwNoticeParcel> readParcels( QgsProcessingFeedback *feedback );
  void writeMailingList( const std::vector<SwNotice> &notices, const QString &path ) const;
  void writePostingList( const std::vector<SwNotice> &notices, const QString &path ) const;

  std::unique_ptr<QgsProcessingFeatureSource> mInput;
  QString mInputName;
  const QgsVectorLayer *mInputLayer = nullptr;
  SwProfile mProfile;
  int mApnIndex = -1;
  int mQualifiesIndex = -1;
  int mOwnerIndex = -1;
  int mStreetIndex = -1;
  int mCityIndex = -1;
  int mStateIndex = -1;
  int mZipIndex = -1;
  int mSitusIndex = -1;
  QDate mNoticeDate;
  int mComplianceDays = 180;
  QDomDocument mTemplate;
};

#endif // SWALGORITHMVACANTNOTICES_H
