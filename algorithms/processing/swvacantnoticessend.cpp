/***************************************************************************
  swvacantnoticessend.cpp: what stormwater:vacantnotices sends: the owners'
  notices against the register's history (new parcels a new notice, those
  noticed before their earlier notice, reminded only when asked), the
  letters and the mailing labels.
 ***************************************************************************/
#include "processing/swalgorithmvacantnotices.h"
#include "processing/swvacantnoticesparameters.h"
#include "core/swlayername.h"
#include "core/swwarnings.h"
#include "core/swworkingcrs.h"
#include "notices/swnoticelabels.h"
#include "notices/swnoticeletters.h"
#include "notices/swnoticewording.h"

#include "qgsprocessingfeedback.h"
#include "qgsvectorlayer.h"

using namespace SwVacantNoticesParameters;

SwVacantNoticesAlgorithm::Sent SwVacantNoticesAlgorithm::noticesToSend( const std::vector<SwNotice> &owners, const SwNoticeTerm &term, const SwNoticeHistory &history, size_t parcels, SwWarnings &warnings, QgsProcessingFeedback *feedback ) const
{
  // An earlier notice keeps the deadline the register records for it; its days and rule are this run's.
  const auto termOf = [this]( const SwNoticeHistory::Earlier &earlier )
  {
    SwNoticeTerm original = SwNoticeWording::dates( earlier.noticeDate, mComplianceDays, mProfile.notice() );
    if ( earlier.deadline.isValid() && original.deadline.extended != earlier.deadline )
      original.deadline = SwNoticeDeadline::Deadline{ earlier.deadline, earlier.deadline, {} };
    return original;
  };
  const SwNoticeHistory::Split split = history.split( owners, mReminders, termOf );
  // A register of an earlier version keyed owners by name alone: one notice may have listed the parcels of namesakes.
  for ( auto it = split.shared.constBegin(); it != split.shared.constEnd(); ++it )
    warnings.add( QObject::tr( "Notice %1 listed parcels of %2 owners now told apart (%3): each keeps its date and deadline, but the register records one delivery; check that each of them received it" ).arg( it.key() ).arg( it.value().size() ).arg( it.value().join( QLatin1String( "; " ) ) ) );
  Sent sent;
  sent.notices = SwNotices::numbered( split.fresh, term, history.ids() );
  for ( const SwNotice &earlier : split.earlier )
  {
    if ( earlier.kind == SwNotice::Kind::Reminder )
      sent.notices.push_back( earlier );
    else
      sent.recorded.push_back( earlier );
  }
  long long reminders = 0;
  for ( const SwNotice &notice : sent.notices )
  {
    if ( !notice.mailed )
      ++sent.posted;
    if ( notice.kind == SwNotice::Kind::Reminder )
      ++reminders;
    if ( static_cast<int>( notice.parcels.size() ) > SwNoticeWording::mostParcelsListed() )
      warnings.add( QObject::tr( "Notice %1 (%2) covers %3 parcels; its letter lists %4 by APN and counts the rest: enclose the mailing list's row of APNs with it" ).arg( notice.id, notice.owner ).arg( notice.parcels.size() ).arg( SwNoticeWording::mostParcelsListed() ) );
    if ( notice.otherAddresses.size() > 0 )
      warnings.add( QObject::tr( "Notice %1 (%2) is mailed to %3; the roll also gives %4 for this owner's parcels" ).arg( notice.id, notice.owner, notice.mail.oneLine(), notice.otherAddresses.join( QLatin1String( "; " ) ) ) );
  }
  feedback->pushInfo( QObject::tr( "%1 qualifying parcel(s) of '%2': %3 new notice(s), %4 to mail and %5 to post; notice date %6, compliance deadline %7 (%8 days)" )
                        .arg( parcels )
                        .arg( mInputName )
                        .arg( static_cast<long long>( sent.notices.size() ) - reminders )
                        .arg( static_cast<long long>( sent.notices.size() ) - sent.posted )
                        .arg( sent.posted )
                        .arg( term.noticeDate.toString( Qt::ISODate ), term.deadline.extended.toString( Qt::ISODate ) )
                        .arg( term.complianceDays ) );
  // Noticed before: the earlier notice stands, its deadline is the record.
  for ( const SwNotice &earlier : split.earlier )
    feedback->pushInfo( QObject::tr( "%1 (%2): parcel(s) %3 already noticed by %4 on %5, deadline %6; %7" )
                          .arg( earlier.owner, earlier.ownerKey, earlier.apns().join( QLatin1String( ", " ) ), earlier.id, earlier.term.noticeDate.toString( Qt::ISODate ), earlier.term.deadline.extended.toString( Qt::ISODate ) )
                          .arg( earlier.kind == SwNotice::Kind::Reminder ? QObject::tr( "a reminder is sent (REMINDERS)" ) : QObject::tr( "not sent again (REMINDERS sends a reminder)" ) ) );
  if ( parcels == 0 )
    warnings.add( QObject::tr( "INPUT layer '%1' has no qualifying parcels: the lists hold only their header rows and no letters are written" ).arg( mInputName ) );
  return sent;
}

int SwVacantNoticesAlgorithm::writeLetters( const QVariantMap &parameters, QgsProcessingContext &context, const std::vector<SwNotice> &notices, const QString &path, SwWarnings &warnings, QgsFeedback *feedback )
{
  SwNoticeLetters::Letterhead letterhead;
  letterhead.text = &mProfile.notice();
  letterhead.streets = parameterAsVectorLayer( parameters, STREETS, context );
  if ( letterhead.streets )
  {
    QStringList notes;
    const int nameIndex = SwParameterReader( parameters, context ).defaultedField( STREET_NAME_FIELD, QStringLiteral( "name" ), letterhead.streets->fields(), STREETS, SwLayerName::of( letterhead.streets ), QObject::tr( "the streets are drawn unnamed" ), notes );
    letterhead.streetNameField = nameIndex >= 0 ? letterhead.streets->fields().at( nameIndex ).name() : QString();
    for ( const QString &note : std::as_const( notes ) )
      warnings.add( note );
  }
  QStringList unfit;
  const int pages = SwNoticeLetters::write( notices, letterhead, mTemplate, mInput->sourceCrs(), SwWorkingCrs::choose( mInput->sourceCrs(), QgsCoordinateReferenceSystem(), mInput->sourceExtent() ), mInputLayer, path, feedback, &unfit );
  if ( !unfit.isEmpty() )
    warnings.add( QObject::tr( "Letters: %1 letter(s) hold more text than their pages; the blocks named run past the page: %2" ).arg( unfit.size() ).arg( unfit.join( QLatin1String( "; " ) ) ) );
  return pages;
}

QString SwVacantNoticesAlgorithm::writeLabels( const std::vector<SwNotice> &notices, const QString &path, int &pages, SwWarnings &warnings )
{
  QList<SwNoticeLabels::Label> labels;
  for ( const SwNotice &notice : notices )
  {
    if ( notice.mailed )
      labels << SwNoticeLabels::Label{ { notice.owner, notice.mail.street.trimmed(), QStringLiteral( "%1, %2 %3" ).arg( notice.mail.city.trimmed(), notice.mail.state.trimmed(), notice.mail.zip.trimmed() ) }, notice.id };
  }
  QStringList shortened;
  pages = SwNoticeLabels::write( labels, mOutputs.addFile( path, LABELS_PDF, SwOutputTarget::Check::Pdf ), LABELS_PDF, SwNoticeLabels::Sheet(), &shortened );
  if ( !shortened.isEmpty() )
    warnings.add( QObject::tr( "Mailing labels: %1 label(s) cannot hold the whole address even at 7 pt; the owner's name ends in \u2026 on them (street, city and ZIP are whole), and the letters carry it in full: %2" ).arg( shortened.size() ).arg( shortened.join( QLatin1String( ", " ) ) ) );
  if ( pages > 0 )
    mOutputs.fileWritten( LABELS_PDF );
  return labels.isEmpty() ? QObject::tr( "No notice is mailed: no mailing labels are written" ) : QObject::tr( "%1 mailing label(s) on %2 sheet(s), written to %3" ).arg( labels.size() ).arg( pages ).arg( path );
}
