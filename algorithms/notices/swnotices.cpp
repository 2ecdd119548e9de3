/***************************************************************************
  swnotices.cpp: grouping qualifying parcels into notices, and numbering them.
 ***************************************************************************/
#include "notices/swnotices.h"
#include "core/swowner.h"

#include <QHash>
#include <QObject>

#include <algorithm>
#include <map>
#include <numeric>

bool SwNoticeAddress::isComplete() const
{
  return !street.trimmed().isEmpty() && !city.trimmed().isEmpty() && !state.trimmed().isEmpty() && !zip.trimmed().isEmpty();
}

QString SwNoticeAddress::whyIncomplete() const
{
  if ( street.trimmed().isEmpty() && city.trimmed().isEmpty() && state.trimmed().isEmpty() && zip.trimmed().isEmpty() )
    return QObject::tr( "no mailing address" );
  QStringList missing;
  if ( street.trimmed().isEmpty() )
    missing << QObject::tr( "street" );
  if ( city.trimmed().isEmpty() )
    missing << QObject::tr( "city" );
  if ( state.trimmed().isEmpty() )
    missing << QObject::tr( "state" );
  if ( zip.trimmed().isEmpty() )
    missing << QObject::tr( "ZIP" );
  return missing.isEmpty() ? QString() : QObject::tr( "incomplete mailing address (no %1)" ).arg( missing.join( QLatin1String( ", " ) ) );
}

QString SwNoticeAddress::key() const
{
  return SwOwner::simplified( QStringLiteral( "%1|%2|%3|%4" ).arg( street, city, state, zip.left( 5 ) ) );
}

QString SwNoticeAddress::oneLine() const
{
  return QStringLiteral( "%1, %2, %3 %4" ).arg( street.trimmed(), city.trimmed(), state.trimmed(), zip.trimmed() );
}

double SwNotice::totalSqft() const
{
  double total = 0;
  for ( const SwNoticeParcel &parcel : parcels )
    total += parcel.areaSqft;
  return total;
}

double SwNotice::testedSqft() const
{
  double total = 0;
  for ( const SwNoticeParcel &parcel : parcels )
    total += parcel.testedSqft();
  return total;
}

QStringList SwNotice::apns() const
{
  QStringList result;
  for ( const SwNoticeParcel &parcel : parcels )
    result << parcel.apn;
  return result;
}

QStringList SwNotice::situsAddresses() const
{
  QStringList result;
  for ( const SwNoticeParcel &parcel : parcels )
  {
    if ( !parcel.situs.trimmed().isEmpty() && !result.contains( parcel.situs.trimmed() ) )
      result << parcel.situs.trimmed();
  }
  return result;
}

namespace
{
  const QChar UNNAMED( 0xFFFF );

  // The most frequent of \a values, ties to the earliest; \a values in input order.
  template <typename T, typename Key>
  T mostFrequent( const std::vector<T> &values, Key key )
  {
    QHash<QString, int> counts;
    for ( const T &value : values )
      ++counts[key( value )];
    const T *best = &values.front();
    for ( const T &value : values )
    {
      if ( counts.value( key( value ) ) > counts.value( key( *best ) ) )
        best = &value;
    }
    return *best;
  }

  bool inputOrder( const SwNoticeParcel &a, const SwNoticeParcel &b )
  {
    return a.index < b.index;
  }

  bool apnOrder( const SwNoticeParcel &a, const SwNoticeParcel &b )
  {
    return a.apn < b.apn;
  }

  QString sameName( const QString &name )
  {
    return name;
  }

  QString addressKey( const SwNoticeAddress &address )
  {
    return address.key();
  }
} // namespace

SwOwnerIdentity::Parcel SwNotices::identityOf( const SwNoticeParcel &parcel )
{
  return { parcel.apn, parcel.owner, parcel.ownerId, parcel.mail.street, parcel.mail.city, parcel.mail.state, parcel.mail.zip };
}

std::vector<SwNotice> SwNotices::group( const std::vector<SwNoticeParcel> &parcels )
{
  std::vector<SwOwnerIdentity::Parcel> owners;
  owners.reserve( parcels.size() );
  for ( const SwNoticeParcel &parcel : parcels )
    owners.push_back( identityOf( parcel ) );
  return group( parcels, SwOwnerIdentity::identify( owners ).keys );
}

std::vector<SwNotice> SwNotices::group( const std::vector<SwNoticeParcel> &parcels, const std::vector<QString> &ownerKeys )
{
  // Owner key -> the owner's parcels in input order.
  std::map<QString, std::vector<const SwNoticeParcel *>> byOwner;
  std::vector<size_t> ordered( parcels.size() );
  std::iota( ordered.begin(), ordered.end(), 0 );
  std::stable_sort( ordered.begin(), ordered.end(), [&parcels]( size_t a, size_t b )
                    { return inputOrder( parcels[a], parcels[b] ); } );
  for ( const size_t i : ordered )
  {
    const SwNoticeParcel &parcel = parcels[i];
    QString key = i < ownerKeys.size() ? ownerKeys[i] : QString();
    // Without a name or an id the roll cannot say two parcels share an
    // owner; such notices sort after the named ones.
    if ( key.isEmpty() )
      key = UNNAMED + QStringLiteral( "%1" ).arg( parcel.index, 20, 10, QLatin1Char( '0' ) );
    byOwner[key].push_back( &parcel );
  }

  std::vector<SwNotice> notices;
  notices.reserve( byOwner.size() );
  for ( const auto &entry : byOwner )
  {
    const std::vector<const SwNoticeParcel *> &owned = entry.second;
    SwNotice notice;
    notice.ownerKey = entry.first.startsWith( UNNAMED ) ? QString() : entry.first;

    std::vector<QString> names;
    for ( const SwNoticeParcel *parcel : owned )
    {
      if ( !parcel->owner.trimmed().isEmpty() )
        names.push_back( parcel->owner.simplified() );
    }
    notice.owner = names.empty() ? QObject::tr( "Owner of record" ) : mostFrequent( names, sameName );

    std::vector<SwNoticeAddress> addresses;
    for ( const SwNoticeParcel *parcel : owned )
    {
      if ( parcel->mail.isComplete() )
        addresses.push_back( parcel->mail );
    }
    if ( addresses.empty() )
    {
      notice.mailed = false;
      notice.postingReason = owned.front()->mail.whyIncomplete();
    }
    else
    {
      notice.mailed = true;
      notice.mail = mostFrequent( addresses, addressKey );
      for ( const SwNoticeAddress &address : addresses )
      {
        if ( address.key() != notice.mail.key() && !notice.otherAddresses.contains( address.oneLine() ) )
          notice.otherAddresses << address.oneLine();
      }
    }

    for ( const SwNoticeParcel *parcel : owned )
      notice.parcels.push_back( *parcel );
    std::sort( notice.parcels.begin(), notice.parcels.end(), apnOrder );
    notices.push_back( std::move( notice ) );
  }
  return notices;
}

std::vector<SwNotice> SwNotices::numbered( std::vector<SwNotice> notices, const SwNoticeTerm &term, const QSet<QString> &taken )
{
  std::vector<SwNotice> ordered;
  ordered.reserve( notices.size() );
  for ( const bool mailed : { true, false } )
  {
    for ( SwNotice &notice : notices )
    {
      if ( notice.mailed == mailed )
        ordered.push_back( std::move( notice ) );
    }
  }
  const QString prefix = term.noticeDate.toString( QStringLiteral( "yyyyMMdd" ) );
  int number = 0;
  for ( SwNotice &notice : ordered )
  {
    // A second run on one date goes on from the register's last number, never reusing one.
    do
      notice.id = QStringLiteral( "VP-%1-%2" ).arg( prefix ).arg( ++number, 4, 10, QLatin1Char( '0' ) );
    while ( taken.contains( notice.id ) );
    notice.term = term;
  }
  return ordered;
}
