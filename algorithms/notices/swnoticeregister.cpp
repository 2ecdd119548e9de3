/***************************************************************************
  swnoticeregister.cpp: reading, checking and appending to the notice
  register.
 ***************************************************************************/
#include "notices/swnoticeregister.h"
#include "core/swparcelnumber.h"
#include "notices/swcsv.h"
#include "notices/swnoticehistory.h"
#include "outputs/swcommitjournal.h"

#include "qgsexception.h"

#include <QFileInfo>
#include <QMap>
#include <QObject>
#include <QSet>

namespace
{
  //! Why \a row is not a register row, or empty.
  QString whyNotARow( const QStringList &row )
  {
    using namespace SwNoticeRegister;
    if ( row.size() != ColumnCount )
      return QObject::tr( "%1 cells where the register has %2" ).arg( row.size() ).arg( static_cast<int>( ColumnCount ) );
    bool ok = false;
    if ( row.at( Run ).toInt( &ok ) <= 0 || !ok )
      return QObject::tr( "run '%1' is not a run number" ).arg( row.at( Run ) );
    const QDate noticeDate = QDate::fromString( row.at( NoticeDate ), Qt::ISODate );
    if ( !noticeDate.isValid() )
      return QObject::tr( "notice_date '%1' is not a date written 2026-12-15" ).arg( row.at( NoticeDate ) );
    const QString status = row.at( Status );
    if ( status != STATUS_NEW && status != STATUS_REMINDER && status != STATUS_ALREADY && status != STATUS_GONE )
      return QObject::tr( "status '%1' is not one of: %2" ).arg( status, QStringList{ STATUS_NEW, STATUS_REMINDER, STATUS_ALREADY, STATUS_GONE }.join( QLatin1String( ", " ) ) );
    if ( status == STATUS_GONE )
      return QString();
    const QDate deadline = QDate::fromString( row.at( Deadline ), Qt::ISODate );
    if ( row.at( NoticeId ).isEmpty() || !deadline.isValid() )
      return QObject::tr( "a notice needs its notice_id and a compliance_deadline written 2027-06-14 (it has '%1' and '%2')" ).arg( row.at( NoticeId ), row.at( Deadline ) );
    // A deadline is counted from the notice: one on or before its date was edited, not given.
    if ( deadline <= noticeDate )
      return QObject::tr( "compliance_deadline %1 is not after its notice_date %2" ).arg( row.at( Deadline ), row.at( NoticeDate ) );
    if ( !row.at( ComplianceDays ).isEmpty() && ( row.at( ComplianceDays ).toInt( &ok ) <= 0 || !ok ) )
      return QObject::tr( "compliance_days '%1' is not a number of days" ).arg( row.at( ComplianceDays ) );
    return QString();
  }

  QString statusOf( const SwNotice &notice )
  {
    switch ( notice.kind )
    {
      case SwNotice::Kind::Notice:
        return SwNoticeRegister::STATUS_NEW;
      case SwNotice::Kind::Reminder:
        return SwNoticeRegister::STATUS_REMINDER;
      case SwNotice::Kind::Recorded:
        break;
    }
    return SwNoticeRegister::STATUS_ALREADY;
  }

  //! A parcel as the register last recorded it.
  struct Listed
  {
    QString apn; //!< as the register wrote it
    QString ownerKey;
    QString noticeId;
    bool gone = false; //!< its last row records it as no longer qualifying
  };

  //! Each parcel the register names (SwParcelNumber::key) as its latest row leaves it; \a lastRun receives the highest run number.
  QMap<QString, Listed> latestOfEachParcel( const QList<QStringList> &rows, int &lastRun )
  {
    using namespace SwNoticeRegister;
    QMap<QString, Listed> latest;
    for ( const QStringList &row : rows )
    {
      lastRun = std::max( lastRun, row.at( Run ).toInt() );
      const bool gone = row.at( Status ) == STATUS_GONE;
      for ( const QString &apn : row.at( Apns ).split( separator(), Qt::SkipEmptyParts ) )
        latest.insert( SwParcelNumber::key( apn ), Listed{ apn, row.at( OwnerKey ), gone ? row.at( EarlierNotice ) : row.at( NoticeId ), gone } );
    }
    return latest;
  }
} // namespace

QStringList SwNoticeRegister::header()
{
  return legacyHeader() << QStringLiteral( "profile" ) << QStringLiteral( "scope" ) << QStringLiteral( "compliance_days" );
}

QStringList SwNoticeRegister::legacyHeader()
{
  return { QStringLiteral( "run" ), QStringLiteral( "notice_id" ), QStringLiteral( "owner_key" ), QStringLiteral( "owner" ), QStringLiteral( "apns" ), QStringLiteral( "notice_date" ), QStringLiteral( "compliance_deadline" ), QStringLiteral( "delivery" ), QStringLiteral( "status" ), QStringLiteral( "earlier_notice" ) };
}

SwNoticeRegister::Contents SwNoticeRegister::readContents( const QString &path, const QString &parameter )
{
  Contents contents;
  if ( path.isEmpty() )
    return contents;
  // A run killed while putting its files in place is finished first: the register read is the whole record.
  SwCommitJournal::recover( QFileInfo( path ).absolutePath() );
  if ( !QFileInfo::exists( path ) )
    return contents;
  contents.rows = SwCsv::read( path, parameter, &contents.lines );
  const bool legacy = !contents.rows.isEmpty() && contents.rows.first() == legacyHeader();
  if ( contents.rows.isEmpty() || ( contents.rows.first() != header() && !legacy ) )
    throw QgsProcessingException( QObject::tr( "%1: '%2' is not a notice register (its first row should be %3); give a new file or the register an earlier run wrote" ).arg( parameter, path, header().join( ',' ) ) );
  contents.rows.removeFirst();
  contents.lines.removeFirst();
  for ( int i = 0; i < contents.rows.size(); ++i )
  {
    QStringList &row = contents.rows[i];
    // A register written before the run recorded its profile, scope and days: those cells are empty.
    if ( legacy && row.size() == legacyHeader().size() )
      row << QString() << QString() << QString();
    const QString why = whyNotARow( row );
    if ( !why.isEmpty() )
      throw QgsProcessingException( QObject::tr( "%1: '%2' line %3 is not a register row: %4 (%5); correct that line or give a new register; nothing was written" ).arg( parameter, path ).arg( contents.lines.value( i ) ).arg( why, row.join( ',' ) ) );
  }
  return contents;
}

QList<QStringList> SwNoticeRegister::read( const QString &path, const QString &parameter )
{
  return readContents( path, parameter ).rows;
}

SwNoticeRegister::Summary SwNoticeRegister::append( const QString &path, const QString &written, const QString &parameter, const std::vector<SwNotice> &notices, const RunRecord &run )
{
  const QList<QStringList> rows = read( path, parameter );
  // What the rows say of each parcel today (a renumbered parcel is its new APN); the record itself is kept as written.
  const QList<QStringList> seen = run.readAs ? run.readAs( rows ) : rows;
  const SwNoticeHistory history( seen );
  Summary summary;
  const QMap<QString, Listed> latest = latestOfEachParcel( seen, summary.run );
  ++summary.run;

  QList<QStringList> records = rows;
  QSet<QString> listed;
  const auto record = [&]( const QString &noticeId, const QString &ownerKey, const QString &owner, const QString &apns, const QDate &date, const QString &deadline, const QString &delivery, const QString &status, const QString &earlier, const QString &days )
  {
    records << QStringList{ QString::number( summary.run ), noticeId, ownerKey, owner, apns, date.toString( Qt::ISODate ), deadline, delivery, status, earlier, run.profile, run.scope, days };
  };
  for ( const SwNotice &notice : notices )
  {
    for ( const QString &apn : notice.apns() )
      listed.insert( SwParcelNumber::key( apn ) );
    const bool fresh = notice.kind == SwNotice::Kind::Notice;
    if ( fresh )
      ++summary.newNotices;
    else if ( notice.kind == SwNotice::Kind::Reminder )
      ++summary.reminders;
    else
      ++summary.alreadyNoticed;
    // An earlier notice is its own earlier notice; a new one names the owner's first, if any.
    const QString earlier = !fresh ? notice.id : notice.ownerKey.isEmpty() ? QString()
                                                                           : history.firstNoticeOf( notice.ownerKey );
    record( notice.id, notice.ownerKey, notice.owner, notice.apns().join( separator() ), notice.term.noticeDate, notice.term.deadline.extended.toString( Qt::ISODate ), notice.mailed ? QStringLiteral( "mail" ) : QStringLiteral( "posting" ), statusOf( notice ), earlier, fresh ? QString::number( notice.term.complianceDays ) : QString() );
  }
  // Only what this run decided: a parcel outside its input, or undecided in it, keeps its record.
  for ( auto it = latest.constBegin(); it != latest.constEnd(); ++it )
  {
    if ( it->gone || listed.contains( it.key() ) )
      continue;
    if ( !run.decided.contains( it.key() ) )
    {
      ++summary.notSeen;
      continue;
    }
    summary.noLongerQualifying << it->apn;
    record( QString(), it->ownerKey, QString(), it->apn, run.runDate, QString(), QString(), STATUS_GONE, it->noticeId, QString() );
  }
  SwCsv::write( written, parameter, header(), records );
  // Read back: every row there, or the old register stays.
  if ( read( written, parameter ).size() != records.size() )
    throw QgsProcessingException( QObject::tr( "%1: the register written for '%2' does not read back whole (is the disk full?); the register is unchanged" ).arg( parameter, path ) );
  return summary;
}
