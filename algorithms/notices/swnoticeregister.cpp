/***************************************************************************
  swnoticeregister.cpp: reading, comparing with and appending to the
  notice register.
 ***************************************************************************/
#include "notices/swnoticeregister.h"
#include "notices/swcsv.h"

#include "qgsexception.h"

#include <QFileInfo>
#include <QMap>
#include <QObject>
#include <QSet>

namespace
{
  enum Column
  {
    Run,
    NoticeId,
    OwnerKey,
    Owner,
    Apns,
    NoticeDate,
    Deadline,
    Delivery,
    Status,
    EarlierNotice,
    ColumnCount
  };

  const QString NEW = QStringLiteral( "new" );
  const QString ALREADY = QStringLiteral( "already noticed" );
  const QString GONE = QStringLiteral( "no longer qualifying" );
  const QString SEPARATOR = QStringLiteral( "; " );

  // An owner the roll does not name is known by its parcels.
  QString ownerOf( const QString &ownerKey, const QString &apns )
  {
    return ownerKey.isEmpty() ? QStringLiteral( "apn:" ) + apns : ownerKey;
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
  QList<QStringList> rows = SwCsv::read( path, parameter );
  if ( rows.isEmpty() || rows.first() != header() )
    throw QgsProcessingException( QObject::tr( "%1: '%2' is not a notice register (its first row should be %3); give a new file or the register an earlier run wrote" ).arg( parameter, path, header().join( ',' ) ) );
  rows.removeFirst();
  for ( const QStringList &row : std::as_const( rows ) )
  {
    if ( row.size() != ColumnCount )
      throw QgsProcessingException( QObject::tr( "%1: '%2' has a row of %3 cells where the register has %4: %5" ).arg( parameter, path ).arg( row.size() ).arg( static_cast<int>( ColumnCount ) ).arg( row.join( ',' ) ) );
  }
  return rows;
}

SwNoticeRegister::Summary SwNoticeRegister::append( const QString &path, const QString &written, const QString &parameter, const std::vector<SwNotice> &notices, const SwNoticeWording::Dates &dates )
{
  const QList<QStringList> rows = read( path, parameter );

  // What earlier runs noticed: each owner's first notice, and the parcels the last run listed.
  Summary summary;
  QMap<QString, QString> firstNotice;
  QMap<QString, QPair<QString, QString>> lastListed; // APN -> owner key, notice
  for ( const QStringList &row : std::as_const( rows ) )
  {
    const int run = row.at( Run ).toInt();
    if ( run > summary.run )
    {
      summary.run = run;
      lastListed.clear();
    }
    if ( row.at( Status ) == GONE )
      continue;
    const QString owner = ownerOf( row.at( OwnerKey ), row.at( Apns ) );
    if ( !firstNotice.contains( owner ) )
      firstNotice.insert( owner, row.at( NoticeId ) );
    for ( const QString &apn : row.at( Apns ).split( SEPARATOR, Qt::SkipEmptyParts ) )
      lastListed.insert( apn, { row.at( OwnerKey ), row.at( NoticeId ) } );
  }
  ++summary.run;

  QList<QStringList> records = rows;
  QSet<QString> listed;
  for ( const SwNotice &notice : notices )
  {
    const QString apns = notice.apns().join( SEPARATOR );
    const QString earlier = firstNotice.value( ownerOf( notice.ownerKey, apns ) );
    earlier.isEmpty() ? ++summary.newOwners : ++summary.alreadyNoticed;
    for ( const QString &apn : notice.apns() )
      listed.insert( apn );
    records << QStringList{ QString::number( summary.run ), notice.id, notice.ownerKey, notice.owner, apns, dates.noticeDate.toString( Qt::ISODate ), dates.deadline.extended.toString( Qt::ISODate ), notice.mailed ? QStringLiteral( "mail" ) : QStringLiteral( "posting" ), earlier.isEmpty() ? NEW : ALREADY, earlier };
  }
  for ( auto it = lastListed.constBegin(); it != lastListed.constEnd(); ++it )
  {
    if ( listed.contains( it.key() ) )
      continue;
    summary.noLongerQualifying << it.key();
    records << QStringList{ QString::number( summary.run ), QString(), it.value().first, QString(), it.key(), dates.noticeDate.toString( Qt::ISODate ), QString(), QString(), GONE, it.value().second };
  }
  SwCsv::write( written, parameter, header(), records );
  // Read back: every row there, or the old register stays.
  if ( read( written, parameter ).size() != records.size() )
    throw QgsProcessingException( QObject::tr( "%1: the register written for '%2' does not read back whole (is the disk full?); the register is unchanged" ).arg( parameter, path ) );
  return summary;
}
