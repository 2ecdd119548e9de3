/***************************************************************************
  swnoticelists.cpp: the mailing and posting lists.
 ***************************************************************************/
#include "notices/swnoticelists.h"
#include "notices/swcsv.h"
#include "core/swunits.h"

namespace
{
  // total_acres is the figure the 1.0 acre test was made on, as the letter and the report give it.
  QStringList figures( const SwNotice &notice, const SwNoticeLists::Dates &dates )
  {
    return { QString::number( notice.parcels.size() ), SwNoticeWording::acres( notice.testedSqft() ), SwNoticeWording::acres( notice.totalSqft() ), dates.noticeDate.toString( Qt::ISODate ), dates.deadline.extended.toString( Qt::ISODate ), dates.deadline.computed.toString( Qt::ISODate ), QString::number( dates.complianceDays ), notice.language };
  }
  const QStringList FIGURES{ QStringLiteral( "parcel_count" ), QStringLiteral( "total_acres" ), QStringLiteral( "parcel_acres" ), QStringLiteral( "notice_date" ), QStringLiteral( "compliance_deadline" ), QStringLiteral( "computed_deadline" ), QStringLiteral( "compliance_days" ), QStringLiteral( "language" ) };
} // namespace

void SwNoticeLists::writeMailing( const std::vector<SwNotice> &notices, const Dates &dates, const QString &path, const QString &parameter )
{
  QStringList header{ QStringLiteral( "notice_id" ), QStringLiteral( "owner" ), QStringLiteral( "owner_key" ), QStringLiteral( "mail_address" ), QStringLiteral( "mail_city" ), QStringLiteral( "mail_state" ), QStringLiteral( "mail_zip" ), QStringLiteral( "apns" ) };
  header << FIGURES << QStringLiteral( "other_addresses" );
  QList<QStringList> records;
  for ( const SwNotice &notice : notices )
  {
    if ( !notice.mailed )
      continue;
    records << QStringList{ notice.id, notice.owner, notice.ownerKey, notice.mail.street, notice.mail.city, notice.mail.state, notice.mail.zip, notice.apns().join( QLatin1String( "; " ) ) } + figures( notice, dates ) + QStringList{ notice.otherAddresses.join( QLatin1String( "; " ) ) };
  }
  SwCsv::write( path, parameter, header, records );
}

void SwNoticeLists::writePosting( const std::vector<SwNotice> &notices, const Dates &dates, const QString &path, const QString &parameter )
{
  QStringList header{ QStringLiteral( "notice_id" ), QStringLiteral( "owner" ), QStringLiteral( "owner_key" ), QStringLiteral( "posting_reason" ), QStringLiteral( "situs_addresses" ), QStringLiteral( "apns" ) };
  header << FIGURES;
  QList<QStringList> records;
  for ( const SwNotice &notice : notices )
  {
    if ( notice.mailed )
      continue;
    records << QStringList{ notice.id, notice.owner, notice.ownerKey, notice.postingReason, notice.situsAddresses().join( QLatin1String( "; " ) ), notice.apns().join( QLatin1String( "; " ) ) } + figures( notice, dates );
  }
  SwCsv::write( path, parameter, header, records );
}
