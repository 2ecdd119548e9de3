/***************************************************************************
  swnoticeregister.cpp: reading, checking and appending to the notice
  register.
 ***************************************************************************/
#include "notices/swnoticeregister.h"
#include "core/swparcelnumber.h"
#include "notices/swcsv.h"
#include "notices/swnoticehistory.h"

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
    if ( !QDate::fromString( row.at( NoticeDate ), Qt::ISODate ).isValid() )
      return QObject::tr( "notice_date '%1' is not a date written 2026-12-15" ).arg( row.at( NoticeDate ) );
    const QString status = row.at( Status );
    if ( status != STATUS_NEW && status != STATUS_REMINDER && status != STATUS_ALREADY && status != STATUS_GONE )
      return QObject::tr( "status '%1' is not one of: %2" ).arg( status, QStringList{ STATUS_NEW, STATUS_REMINDER, STATUS_ALREADY, STATUS_GONE }.join( QLatin1String( ", " ) ) );
    if ( status != STATUS_GONE && ( row.at( NoticeId ).isEmpty() || !QDate::fromString( row.at( Deadline ), Qt::ISODate ).isValid() ) )
      return QObject::tr( "a notice needs its notice_id and a compliance_deadline written 2027-06-14 (it has '%1' and '%2')" ).arg( row.at( NoticeId ), row.at( Deadline ) );
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
} // namespace

QStringList SwNoticeRegister::header()
{
  return { QStringLiteral( "run" ), QStringLiteral( "notice_id" ), QStringLiteral( "owner_key" ), QStringLiteral( "owner" ), QStringLiteral( "apns" ), QStringLiteral( "notice_date" ), QStringLiteral( "compliance_deadline" ), QStringLiteral( "delivery" ), QStringLiteral( "status" ), QStringLiteral( "earlier_notice" ) };
}

QList<QStringList> SwNoticeRegister::read( const QString &path, const QString &parameter )
{
  if ( !QFileInfo::exists( path ) )
    return {};
  QList<int> lines;
  QList<QStringList> rows = SwCsv::read( path, parameter, &lines );
  if ( rows.isEmpty() || rows.first() != header() )
    throw QgsProcessingException( QObject::tr( "%1: '%2' is not a notice register (its first row should be %3); give a new file or the register an earlier run wrote" ).arg( parameter, path, header().join( ',' ) ) );
  rows.removeFirst();
  lines.removeFirst();
  for ( int i = 0; i < rows.size(); ++i )
  {
    const QString why = whyNotARow( rows.at( i ) );
    if ( !why.isEmpty() )
      throw QgsProcessingException( QObject::tr( "%1: '%2' line %3 is not a register row: %4 (%5); correct that line or give a new register; nothing was written" ).arg( parameter, path ).arg( lines.value( i ) ).arg( why, rows.at( i ).join( ',' ) ) );
  }
  return rows;
}

SwNoticeRegister::Summary SwNoticeRegister::append( const QString &path, const QString &written, const QString &parameter, const std::vector<SwNotice> &notices, const QDate &runDate )
{
  const QList<QStringList> rows = read( path, parameter );
  const SwNoticeHistory history( rows );

  // The parcels the last run listed: those this run no longer lists are recorded as such.
  Summary summary;
  struct Listed
  {
    QString apn; //!< as the register wrote it
    QString ownerKey;
    QString noticeId;
  };
  QMap<QString, Listed> lastListed; // SwParcelNumber::key -> the parcel as last listed
  for ( const QStringList &row : std::as_const( rows ) )
  {
    const int run = row.at( Run ).toInt();
    if ( run > summary.run )
    {
      summary.run = run;
      lastListed.clear();
    }
    if ( row.at( Status ) == STATUS_GONE )
      continue;
    for ( const QString &apn : row.at( Apns ).split( separator(), Qt::SkipEmptyParts ) )
      lastListed.insert( SwParcelNumber::key( apn ), Listed{ apn, row.at( OwnerKey ), row.at( NoticeId ) } );
  }
  ++summary.run;

  QList<QStringList> records = rows;
  QSet<QString> listed;
  for ( const SwNotice &notice : notices )
  {
    const QString apns = notice.apns().join( separator() );
    for ( const QString &apn : notice.apns() )
      listed.insert( SwParcelNumber::key( apn ) );
    switch ( notice.kind )
    {
      case SwNotice::Kind::Notice:
        ++summary.newNotices;
        break;
      case SwNotice::Kind::Reminder:
        ++summary.reminders;
        break;
      case SwNotice::Kind::Recorded:
        ++summary.alreadyNoticed;
        break;
    }
    // An earlier notice is its own earlier notice; a new one names the owner's first, if any.
    const QString earlier = notice.kind != SwNotice::Kind::Notice ? notice.id : notice.ownerKey.isEmpty() ? QString()
                                                                                                          : history.firstNoticeOf( notice.ownerKey );
    records << QStringList{ QString::number( summary.run ), notice.id, notice.ownerKey, notice.owner, apns, notice.term.noticeDate.toString( Qt::ISODate ), notice.term.deadline.extended.toString( Qt::ISODate ), notice.mailed ? QStringLiteral( "mail" ) : QStringLiteral( "posting" ), statusOf( notice ), earlier };
  }
  for ( auto it = lastListed.constBegin(); it != lastListed.constEnd(); ++it )
  {
    if ( listed.contains( it.key() ) )
      continue;
    summary.noLongerQualifying << it->apn;
    records << QStringList{ QString::number( summary.run ), QString(), it->ownerKey, QString(), it->apn, runDate.toString( Qt::ISODate ), QString(), QString(), STATUS_GONE, it->noticeId };
  }
  SwCsv::write( written, parameter, header(), records );
  // Read back: every row there, or the old register stays.
  if ( read( written, parameter ).size() != records.size() )
    throw QgsProcessingException( QObject::tr( "%1: the register written for '%2' does not read back whole (is the disk full?); the register is unchanged" ).arg( parameter, path ) );
  return summary;
}
