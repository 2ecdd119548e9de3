/***************************************************************************
  swnoticehistory.cpp: the first notice of each owner's parcel, and a run's
  notices split against it.
 ***************************************************************************/
#include "notices/swnoticehistory.h"
#include "core/swowner.h"
#include "core/swparcelnumber.h"
#include "core/swowneridentity.h"
#include "notices/swnoticeregister.h"

#include <QMap>

QString SwNoticeHistory::ownerOf( const QString &ownerKey, const QString &apn )
{
  // An owner the roll does not name is known by the parcel.
  return ownerKey.isEmpty() ? QStringLiteral( "apn:" ) + SwParcelNumber::key( apn ) : ownerKey;
}

SwNoticeHistory::SwNoticeHistory( const QList<QStringList> &rows )
{
  using namespace SwNoticeRegister;
  for ( const QStringList &row : rows )
  {
    if ( row.size() <= EarlierNotice ) // the columns every register has
      continue;
    if ( !row.at( NoticeId ).isEmpty() )
      mIds.insert( row.at( NoticeId ) );
    if ( row.at( Status ) == STATUS_GONE || row.at( NoticeId ).isEmpty() )
      continue;
    const Earlier earlier{ row.at( NoticeId ), QDate::fromString( row.at( NoticeDate ), Qt::ISODate ), QDate::fromString( row.at( Deadline ), Qt::ISODate ), row.at( Delivery ) };
    for ( const QString &apn : row.at( Apns ).split( separator(), Qt::SkipEmptyParts ) )
    {
      // Keys as this version writes them (NFKC): an earlier version's keep their form otherwise.
      const QString owner = ownerOf( row.at( OwnerKey ).normalized( QString::NormalizationForm_KC ), apn );
      // The parcel however the roll writes it: a roll that drops the dashes never notices the owner again.
      const QString key = owner + QLatin1Char( '\x1f' ) + SwParcelNumber::key( apn );
      // The first notice stands: later rows (reminders, records, an old run's repeats) never replace it.
      if ( !mFirst.contains( key ) )
      {
        mFirst.insert( key, earlier );
        if ( !row.at( OwnerKey ).isEmpty() )
          mOfParcel[SwParcelNumber::key( apn )].append( qMakePair( owner, earlier ) );
      }
      if ( !mFirstOfOwner.contains( owner ) )
        mFirstOfOwner.insert( owner, earlier.id );
    }
  }
}

const SwNoticeHistory::Earlier *SwNoticeHistory::noticeOf( const QString &ownerKey, const QString &apn, const QString &nameKey ) const
{
  const QString parcel = SwParcelNumber::key( apn );
  const auto it = mFirst.constFind( ownerOf( ownerKey, apn ) + QLatin1Char( '\x1f' ) + parcel );
  if ( it != mFirst.constEnd() )
    return &it.value();
  // An unnamed owner is known by the parcel alone: found above or not at all.
  if ( ownerKey.isEmpty() )
    return nullptr;
  const auto listed = mOfParcel.constFind( parcel );
  if ( listed == mOfParcel.constEnd() )
    return nullptr;
  for ( const QPair<QString, Earlier> &entry : listed.value() )
  {
    if ( SwOwnerIdentity::mayBeSameOwner( entry.first, ownerKey ) || ( !nameKey.isEmpty() && SwOwnerIdentity::mayBeSameOwner( entry.first, nameKey ) && SwOwnerIdentity::idOf( entry.first ).isEmpty() ) )
      return &entry.second;
  }
  return nullptr;
}

QString SwNoticeHistory::firstNoticeOf( const QString &ownerKey ) const
{
  const auto it = mFirstOfOwner.constFind( ownerKey );
  if ( it != mFirstOfOwner.constEnd() )
    return it.value();
  // A register of an earlier version keyed the owner by name alone.
  const QString name = SwOwnerIdentity::nameKeyOf( ownerKey );
  return name.isEmpty() ? QString() : mFirstOfOwner.value( name );
}

SwNoticeHistory::Split SwNoticeHistory::split( const std::vector<SwNotice> &notices, bool reminders, const std::function<SwNoticeTerm( const Earlier & )> &termOf ) const
{
  Split split;
  QMap<QString, QStringList> ownersOf; // earlier notice -> the owners whose parcels it listed
  for ( const SwNotice &notice : notices )
  {
    std::vector<SwNoticeParcel> fresh;
    QMap<QString, std::vector<SwNoticeParcel>> byEarlier;
    QMap<QString, Earlier> earlierNotices;
    for ( const SwNoticeParcel &parcel : notice.parcels )
    {
      if ( const Earlier *earlier = noticeOf( notice.ownerKey, parcel.apn, SwOwner::key( parcel.owner ) ) )
      {
        byEarlier[earlier->id].push_back( parcel );
        earlierNotices.insert( earlier->id, *earlier );
        if ( !notice.ownerKey.isEmpty() && !ownersOf[earlier->id].contains( notice.ownerKey ) )
          ownersOf[earlier->id] << notice.ownerKey;
      }
      else
        fresh.push_back( parcel );
    }
    if ( !fresh.empty() )
    {
      SwNotice part = notice;
      part.parcels = fresh;
      split.fresh.push_back( std::move( part ) );
    }
    for ( auto it = byEarlier.constBegin(); it != byEarlier.constEnd(); ++it )
    {
      SwNotice part = notice;
      part.parcels = it.value();
      part.id = it.key();
      part.term = termOf( earlierNotices.value( it.key() ) );
      part.kind = reminders ? SwNotice::Kind::Reminder : SwNotice::Kind::Recorded;
      split.earlier.push_back( std::move( part ) );
    }
  }
  for ( auto it = ownersOf.constBegin(); it != ownersOf.constEnd(); ++it )
  {
    if ( it.value().size() > 1 )
      split.shared.insert( it.key(), it.value() );
  }
  return split;
}
