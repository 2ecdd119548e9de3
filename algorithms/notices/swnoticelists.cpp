/***************************************************************************
  swnoticelists.cpp: the mailing and posting lists.
 ***************************************************************************/
#include "notices/swnoticelists.h"
#include "notices/swcsv.h"
#include "core/swunits.h"

namespace
{
  // total_acres is the figure the 1.0 acre test was made on, as the letter and the report give it;
  // the dates are the notice's own (a reminder's are its original notice's), then what kind it is.
  QStringList figures( const SwNotice &notice )
  {
    const SwNoticeTerm &term = notice.term;
    return { QString::number( notice.parcels.size() ), SwNoticeWording::acres( notice.testedSqft() ), SwNoticeWording::acres( notice.totalSqft() ), term.noticeDate.toString( Qt::ISODate ), term.deadline.extended.toString( Qt::ISODate ), term.deadline.computed.toString( Qt::ISODate ), QString::number( term.complianceDays ), notice.language };
  }
  const QStringList FIGURES{ QStringLiteral( "parcel_count" ), QStringLiteral( "total_acres" ), QStringLiteral( "parcel_acres" ), QStringLiteral( "notice_date" ), QStringLiteral( "compliance_deadline" ), QStringLiteral( "computed_deadline" ), QStringLiteral( "compliance_days" ), QStringLiteral( "language" ) };

  QString kindOf( const SwNotice &notice )
  {
    return notice.kind == SwNotice::Kind::Reminder ? QStringLiteral( "reminder" ) : QStringLiteral( "notice" );
  }
} // namespace

void SwNoticeLists::writeMailing( const std::vector<SwNotice> &notices, const QString &path, const QString &parameter )
{
  QStringList header{ QStringLiteral( "notice_id" ), QStringLiteral( "owner" ), QStringLiteral( "owner_key" ), QStringLiteral( "mail_address" ), QStringLiteral( "mail_city" ), QStringLiteral( "mail_state" ), QStringLiteral( "mail_zip" ), QStringLiteral( "apns" ) };
  header << FIGURES << QStringLiteral( "other_addresses" ) << QStringLiteral( "kind" );
  QList<QStringList> records;
  for ( const SwNotice &notice : notices )
  {
    if ( !notice.mailed )
      continue;
    records << QStringList{ notice.id, notice.owner, notice.ownerKey, notice.mail.street, notice.mail.city, notice.mail.state, notice.mail.zip, notice.apns().join( QLatin1String( "; " ) ) } + figures( notice ) + QStringList{ notice.otherAddresses.join( QLatin1String( "; " ) ), kindOf( notice ) };
  }
  SwCsv::write( path, parameter, header, records );
}

void SwNoticeLists::writePosting( const std::vector<SwNotice> &notices, const QString &path, const QString &parameter )
{
  QStringList header{ QStringLiteral( "notice_id" ), QStringLiteral( "owner" ), QStringLiteral( "owner_key" ), QStringLiteral( "posting_reason" ), QStringLiteral( "situs_addresses" ), QStringLiteral( "apns" ) };
  header << FIGURES << QStringLiteral( "kind" );
  QList<QStringList> records;
  for ( const SwNotice &notice : notices )
  {
    if ( notice.mailed )
      continue;
    records << QStringList{ notice.id, notice.owner, notice.ownerKey, notice.postingReason, notice.situsAddresses().join( QLatin1String( "; " ) ), notice.apns().join( QLatin1String( "; " ) ) } + figures( notice ) + QStringList{ kindOf( notice ) };
  }
  SwCsv::write( path, parameter, header, records );
}
