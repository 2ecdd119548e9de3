/***************************************************************************
  swnoticelists.cpp: the mailing and posting lists.
 ***************************************************************************/
#include "outputs/swnoticelists.h"
#include "outputs/swcsv.h"
#include "core/swunits.h"

namespace
{
  QString totalAcres( const SwNotice &notice )
  {
    return QString::number( SwUnits::sqftToAcres( notice.totalSqft() ), 'f', 3 );
  }
} // namespace

void SwNoticeLists::writeMailing( const std::vector<SwNotice> &notices, const Dates &dates, const QString &path, const QString &parameter )
{
  const QStringList header{ QStringLiteral( "notice_id" ), QStringLiteral( "owner" ), QStringLiteral( "owner_key" ), QStringLiteral( "mail_address" ), QStringLiteral( "mail_city" ), QStringLiteral( "mail_state" ), QStringLiteral( "mail_zip" ), QStringLiteral( "apns" ), QStringLiteral( "parcel_count" ), QStringLiteral( "total_acres" ), QStringLiteral( "notice_date" ), QStringLiteral( "compliance_deadline" ), QStringLiteral( "compliance_days" ), QStringLiteral( "other_addresses" ) };
  QList<QStringList> records;
  for ( const SwNotice &notice : notices )
  {
    if ( !notice.mailed )
      continue;
    records << QStringList{ notice.id, notice.owner, notice.ownerKey, notice.mail.street, notice.mail.city, notice.mail.state, notice.mail.zip, notice.apns().join( QLatin1String( "; " ) ), QString::number( notice.parcels.size() ), totalAcres( notice ), dates.noticeDate.toString( Qt::ISODate ), dates.deadline().toString( Qt::ISODate ), QString::number( dates.complianceDays ), notice.otherAddresses.join( QLatin1String( "; " ) ) };
  }
  SwCsv::write( path, parameter, header, records );
}

void SwNoticeLists::writePosting( const std::vector<SwNotice> &notices, const Dates &dates, const QString &path, const QString &parameter )
{
  const QStringList header{ QStringLiteral( "notice_id" ), QStringLiteral( "owner" ), QStringLiteral( "owner_key" ), QStringLiteral( "posting_reason" ), QStringLiteral( "situs_addresses" ), QStringLiteral( "apns" ), QStringLiteral( "parcel_count" ), QStringLiteral( "total_acres" ), QStringLiteral( "notice_date" ), QStringLiteral( "compliance_deadline" ), QStringLiteral( "compliance_days" ) };
  QList<QStringList> records;
  for ( const SwNotice &notice : notices )
  {
    if ( notice.mailed )
      continue;
    records << QStringList{ notice.id, notice.owner, notice.ownerKey, notice.postingReason, notice.situsAddresses().join( QLatin1String( "; " ) ), notice.apns().join( QLatin1String( "; " ) ), QString::number( notice.parcels.size() ), totalAcres( notice ), dates.noticeDate.toString( Qt::ISODate ), dates.deadline().toString( Qt::ISODate ), QString::number( dates.complianceDays ) };
  }
  SwCsv::write( path, parameter, header, records );
}
