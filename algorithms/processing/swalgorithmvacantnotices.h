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
#include "changes/swrenumbering.h"
#include "notices/swnoticehistory.h"
#include "notices/swnoticeparcels.h"
#include "notices/swnoticeregister.h"
#include "notices/swownerreview.h"
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
  bool prepareInputs( const QVariantMap &parameters, QgsProcessingContext &context, QgsProcessingFeedback *feedback ) override;
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

  //! What a run sends: new notices then reminders, in the order they go out; the earlier notices only recorded again; counts.
  struct Sent
  {
    std::vector<SwNotice> notices;
    std::vector<SwNotice> recorded;
    long long posted = 0;
    int pages = 0;
    int labelPages = 0;
  };
  /**
   * The owners' notices (\a owners, grouped) against the register's
   * \a history: parcels never noticed to their owner get a new notice
   * with \a term, numbered past the register's; parcels noticed before
   * keep their earlier notice, sent again as a reminder only with
   * REMINDERS. Says what it found, of \a parcels qualifying parcels.
   */
  Sent noticesToSend( const std::vector<SwNotice> &owners, const SwNoticeTerm &term, const SwNoticeHistory &history, size_t parcels, SwWarnings &warnings, QgsProcessingFeedback *feedback ) const;
  //! Writes the letters of \a notices to \a path; returns the pages (0 when cancelled).
  int writeLetters( const QVariantMap &parameters, QgsProcessingContext &context, const std::vector<SwNotice> &notices, const QString &path, SwWarnings &warnings, QgsFeedback *feedback );
  //! Writes the mailing labels of the mailed \a notices to LABELS_PDF \a path (staged); \a pages receives the sheets. Returns what to say.
  QString writeLabels( const std::vector<SwNotice> &notices, const QString &path, int &pages, SwWarnings &warnings );

  //! What the run saw: in words for the log and the register, and the parcels it decided.
  struct RunScope
  {
    QString text;
    QSet<QString> decided;
  };
  RunScope runScope( const SwNoticeParcels::Read &read, SwWarnings &warnings, QgsProcessingFeedback *feedback ) const;
  //! The city's deadline rule, for checking the register's deadlines.
  SwNoticeRegister::DeadlineRule deadlineRule() const;
  //! Appends the run's rows to the register (staged at \a stagedRegister); returns what to say.
  QString recordInRegister( const QString &registerPath, const QString &stagedRegister, const Sent &sent, const RunScope &scope );

  std::unique_ptr<QgsProcessingFeatureSource> mInput;
  QVariant mInputValue;
  QString mInputName;
  const QgsVectorLayer *mInputLayer = nullptr;
  SwProfile mProfile;
  SwNoticeParcels::Fields mFields;
  QDate mNoticeDate;
  int mComplianceDays = 180;
  //! The language a notice is written in when the roll names none (LANGUAGE, else the profile's).
  QString mLanguage;
  QDomDocument mTemplate;
  //! REMINDERS: send owners noticed before a reminder of their earlier notice.
  bool mReminders = false;
  SwRunOutputs mOutputs;
  //! OWNER_REVIEW: the clerk's decisions on owners who share a name, read before the run.
  SwOwnerReview mOwnerReview;
  //! The parcels renumbered since PREVIOUS: their notices follow the land (empty without PREVIOUS).
  SwRenumbering mRenumbering;
};

#endif // SWALGORITHMVACANTNOTICES_H
