/***************************************************************************
  swparcelsheetfinder.cpp: parcels found by APN or address (see header).
 ***************************************************************************/
#include "sheet/swparcelsheetfinder.h"
#include "core/swstreetwords.h"
#include "core/swparcelnumber.h"

#include "core/compat.h"

#include "qgsfeaturerequest.h"
#include "qgsfeaturesource.h"
#include "qgsfeedback.h"

#include <QRegularExpression>

#include <algorithm>

SwParcelSheetFinder::SwParcelSheetFinder( QgsFeatureSource &parcels, int apnField, int addressField, QgsFeedback *feedback )
{
  QgsAttributeList wanted{ apnField };
  if ( addressField >= 0 )
    wanted << addressField;
  QgsFeatureRequest request;
  request.setFlags( SW_FEATURE_REQUEST_FLAG( NoGeometry ) );
  request.setSubsetOfAttributes( wanted );
  QgsFeatureIterator it = parcels.getFeatures( request );
  QgsFeature feature;
  while ( it.nextFeature( feature ) )
  {
    if ( feedback && feedback->isCanceled() )
      break;
    Parcel parcel;
    parcel.id = feature.id();
    const QVariant apn = feature.attribute( apnField );
    parcel.apn = apn.isNull() ? QString() : apn.toString().trimmed();
    if ( addressField >= 0 )
    {
      const QVariant address = feature.attribute( addressField );
      parcel.address = address.isNull() ? QString() : address.toString().trimmed();
    }
    const int index = mParcels.size();
    mParcels << parcel;
    if ( !parcel.apn.isEmpty() )
      mByApn[SwParcelNumber::key( parcel.apn )] << index;
    if ( !parcel.address.isEmpty() )
      mByAddress[addressKey( parcel.address )] << index;
  }
}

QString SwParcelSheetFinder::addressKey( const QString &address )
{
  // "2607 E. 14th St, #B" and "2607 E 14TH ST #B" are one address: punctuation but '#' and '/' (fractions, units) goes.
  QString key;
  for ( const QChar c : address )
    key += ( c.isLetterOrNumber() || c == QLatin1Char( '#' ) || c == QLatin1Char( '/' ) ) ? c.toUpper() : QChar( ' ' );
  // "PACIFIC COAST ROAD" is the roll's "PACIFIC COAST RD": the words as the USPS abbreviates them.
  return SwStreetWords::abbreviated( key.simplified() );
}

QStringList SwParcelSheetFinder::apnList( const QString &text )
{
  QStringList apns;
  for ( const QString &part : text.split( QRegularExpression( QStringLiteral( "[,;\\n\\r]" ) ) ) )
  {
    if ( !part.trimmed().isEmpty() )
      apns << part.trimmed();
  }
  return apns;
}

QList<SwParcelSheetFinder::Parcel> SwParcelSheetFinder::byApn( const QString &apn ) const
{
  QList<Parcel> found;
  for ( const int index : mByApn.value( SwParcelNumber::key( apn ) ) )
    found << mParcels.at( index );
  return found;
}

QList<SwParcelSheetFinder::Parcel> SwParcelSheetFinder::byAddress( const QString &address ) const
{
  QList<Parcel> found;
  for ( const int index : mByAddress.value( addressKey( address ) ) )
    found << mParcels.at( index );
  std::sort( found.begin(), found.end(), []( const Parcel &a, const Parcel &b )
             { return a.apn < b.apn; } );
  return found;
}

QList<SwParcelSheetFinder::Parcel> SwParcelSheetFinder::nearApn( const QString &apn, int most ) const
{
  const QString key = SwParcelNumber::key( apn );
  QList<QPair<int, QString>> ranked; // shared start (longest first), then the APN
  QHash<QString, int> firstOf;
  for ( auto it = mByApn.constBegin(); it != mByApn.constEnd(); ++it )
  {
    int shared = 0;
    while ( shared < key.size() && shared < it.key().size() && key.at( shared ) == it.key().at( shared ) )
      ++shared;
    if ( shared >= std::min( 4, key.size() ) && shared > 0 )
    {
      ranked << qMakePair( -shared, it.key() );
      firstOf.insert( it.key(), it.value().constFirst() );
    }
  }
  std::sort( ranked.begin(), ranked.end() );
  QList<Parcel> near;
  for ( int i = 0; i < ranked.size() && near.size() < most; ++i )
    near << mParcels.at( firstOf.value( ranked.at( i ).second ) );
  return near;
}

QList<SwParcelSheetFinder::Parcel> SwParcelSheetFinder::nearAddress( const QString &address, int most ) const
{
  const QString key = addressKey( address );
  const QString number = key.section( QLatin1Char( ' ' ), 0, 0 );
  const QString street = key.section( QLatin1Char( ' ' ), 1 );
  QList<Parcel> sameNumber;
  QList<Parcel> sameStreet;
  for ( const Parcel &parcel : mParcels )
  {
    const QString other = addressKey( parcel.address );
    if ( other.isEmpty() )
      continue;
    if ( !number.isEmpty() && other.section( QLatin1Char( ' ' ), 0, 0 ) == number )
      sameNumber << parcel;
    else if ( !street.isEmpty() && other.section( QLatin1Char( ' ' ), 1 ) == street )
      sameStreet << parcel;
  }
  const auto byApn = []( const Parcel &a, const Parcel &b )
  { return a.apn < b.apn; };
  std::sort( sameNumber.begin(), sameNumber.end(), byApn );
  std::sort( sameStreet.begin(), sameStreet.end(), byApn );
  return ( sameNumber + sameStreet ).mid( 0, most );
}

QString SwParcelSheetFinder::sharedApnNote( const Parcel &parcel, const QList<Parcel> &printed, const QString &layerName ) const
{
  const QList<Parcel> sharing = byApn( parcel.apn );
  if ( sharing.size() < 2 )
    return QString();
  const auto placeIn = []( const QList<Parcel> &parcels, QgsFeatureId id )
  {
    const auto it = std::find_if( parcels.cbegin(), parcels.cend(), [id]( const Parcel &p )
                                  { return p.id == id; } );
    return it == parcels.cend() ? -1 : static_cast<int>( it - parcels.cbegin() );
  };
  const int here = placeIn( printed, parcel.id );
  QStringList before, after, left;
  for ( const Parcel &other : sharing )
  {
    if ( other.id == parcel.id )
      continue;
    const int there = placeIn( printed, other.id );
    ( there < 0 ? left : there < here ? before
                                      : after )
      << QString::number( other.id );
  }
  // Two sheets under one number that say different things: each says where the other is.
  QStringList where;
  const bool one = sharing.size() == 2;
  if ( !after.isEmpty() )
    where << ( one ? QObject::tr( "the other sheet follows" ) : QObject::tr( "the sheets of feature ids %1 follow" ).arg( after.join( QLatin1String( ", " ) ) ) );
  if ( !before.isEmpty() )
    where << ( one ? QObject::tr( "the other sheet is before this one" ) : QObject::tr( "the sheets of feature ids %1 are before this one" ).arg( before.join( QLatin1String( ", " ) ) ) );
  if ( !left.isEmpty() )
    where << QObject::tr( "feature id(s) %1 not printed: ask for APN %2 to print every parcel it names" ).arg( left.join( QLatin1String( ", " ) ), parcel.apn );
  return QObject::tr( "APN %1 is shared by %2 parcels in layer '%3' (this is parcel %4 of %2, feature id %5); %6" ).arg( parcel.apn ).arg( sharing.size() ).arg( layerName ).arg( placeIn( sharing, parcel.id ) + 1 ).arg( parcel.id ).arg( where.join( QLatin1String( "; " ) ) );
}

QString SwParcelSheetFinder::describe( const QList<Parcel> &parcels )
{
  QStringList words;
  for ( const Parcel &parcel : parcels )
    words << ( parcel.address.isEmpty() ? parcel.apn : QStringLiteral( "%1 (%2)" ).arg( parcel.apn, parcel.address ) );
  return words.join( QLatin1String( "; " ) );
}
