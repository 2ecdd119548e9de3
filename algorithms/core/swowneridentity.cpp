/***************************************************************************
  swowneridentity.cpp: owners told apart by owner id, or by name and
  mailing address; keys that read as the owner.
 ***************************************************************************/
#include "core/swowneridentity.h"
#include "core/swowner.h"

#include <QHash>
#include <QSet>

#include <algorithm>

namespace
{
  const QString AT = QStringLiteral( " @ " );
  const QString ID = QStringLiteral( "ID:" );

  QString idText( const QString &id )
  {
    return id.normalized( QString::NormalizationForm_KC ).trimmed();
  }

  // The name most of \a names give, ties to the first; empty when none is given.
  QString mostFrequent( const QStringList &names )
  {
    QHash<QString, int> counts;
    QString best;
    for ( const QString &name : names )
    {
      if ( ++counts[name] > counts.value( best ) )
        best = name;
    }
    return best;
  }

  // A name compared on one parcel: accents aside, as an earlier version
  // wrote a combining accent (a separator then) and NFKC writes it now.
  QString withoutAccents( const QString &name )
  {
    QString out;
    for ( const QChar c : name.normalized( QString::NormalizationForm_KD ) )
    {
      if ( !c.isMark() )
        out.append( c );
    }
    return out;
  }

  QString oneLine( const SwOwnerIdentity::Parcel &parcel )
  {
    return QStringLiteral( "%1, %2, %3 %4" ).arg( parcel.street.trimmed(), parcel.city.trimmed(), parcel.state.trimmed(), parcel.zip.trimmed() );
  }

  // What identify() works from: each parcel's name key, id and address key.
  struct Facts
  {
    std::vector<QString> names, ids, addresses;
  };

  // Each owner id's key, named by the name most of its parcels give.
  QHash<QString, QString> keysOfIds( const Facts &facts )
  {
    QHash<QString, QStringList> names;
    for ( size_t i = 0; i < facts.ids.size(); ++i )
    {
      if ( !facts.ids[i].isEmpty() && !facts.names[i].isEmpty() )
        names[facts.ids[i]] << facts.names[i];
      else if ( !facts.ids[i].isEmpty() )
        names[facts.ids[i]];
    }
    QHash<QString, QString> keys;
    for ( auto it = names.constBegin(); it != names.constEnd(); ++it )
    {
      const QString name = mostFrequent( it.value() );
      keys.insert( it.key(), name.isEmpty() ? ID + it.key() : name + AT + ID + it.key() );
    }
    return keys;
  }

  /**
   * The keys of the parcels with an id or a complete address. Without an
   * id, a parcel at the name and address of exactly one id owner is that
   * owner (the roll left its id out).
   */
  void keyAnchored( const Facts &facts, std::vector<QString> &keys )
  {
    const QHash<QString, QString> ofId = keysOfIds( facts );
    QHash<QString, QSet<QString>> idOwnersAt;
    for ( size_t i = 0; i < keys.size(); ++i )
    {
      if ( !facts.ids[i].isEmpty() && !facts.names[i].isEmpty() && !facts.addresses[i].isEmpty() )
        idOwnersAt[facts.names[i] + '\n' + facts.addresses[i]].insert( ofId.value( facts.ids[i] ) );
    }
    for ( size_t i = 0; i < keys.size(); ++i )
    {
      if ( !facts.ids[i].isEmpty() )
        keys[i] = ofId.value( facts.ids[i] );
      else if ( !facts.names[i].isEmpty() && !facts.addresses[i].isEmpty() )
      {
        const QSet<QString> at = idOwnersAt.value( facts.names[i] + '\n' + facts.addresses[i] );
        keys[i] = at.size() == 1 ? *at.constBegin() : facts.names[i] + AT + facts.addresses[i];
      }
    }
  }

  // The keys of named parcels without an id or a complete address (see the header).
  void keyUnaddressed( const std::vector<SwOwnerIdentity::Parcel> &parcels, const Facts &facts, std::vector<QString> &keys )
  {
    QHash<QString, QSet<QString>> anchored;
    for ( size_t i = 0; i < keys.size(); ++i )
    {
      if ( !keys[i].isEmpty() && !facts.names[i].isEmpty() )
        anchored[facts.names[i]].insert( keys[i] );
    }
    for ( size_t i = 0; i < keys.size(); ++i )
    {
      if ( !keys[i].isEmpty() || facts.names[i].isEmpty() )
        continue;
      const QSet<QString> owners = anchored.value( facts.names[i] );
      if ( owners.size() == 1 )
        keys[i] = *owners.constBegin();
      else if ( owners.isEmpty() )
        keys[i] = facts.names[i];
      else
        keys[i] = facts.names[i] + AT + QStringLiteral( "PARCEL " ) + parcels[i].apn.trimmed();
    }
  }
} // namespace

QString SwOwnerIdentity::addressKey( const Parcel &parcel )
{
  QStringList parts;
  for ( const QString &part : { parcel.street, parcel.city, parcel.state, parcel.zip } )
  {
    const QString simplified = SwOwner::simplified( part );
    if ( simplified.isEmpty() )
      return QString();
    parts << simplified;
  }
  // The ZIP's first five digits: 90712-3301 is 90712.
  parts.last() = parts.last().left( 5 );
  return parts.join( '|' );
}

SwOwnerIdentity::Identified SwOwnerIdentity::identify( const std::vector<Parcel> &parcels )
{
  Facts facts;
  for ( const Parcel &parcel : parcels )
  {
    facts.names.push_back( SwOwner::key( parcel.owner ) );
    facts.ids.push_back( idText( parcel.ownerId ) );
    facts.addresses.push_back( addressKey( parcel ) );
  }
  Identified identified;
  identified.keys.resize( parcels.size() );
  keyAnchored( facts, identified.keys );
  keyUnaddressed( parcels, facts, identified.keys );

  QMap<QString, QSet<QString>> byName;
  for ( size_t i = 0; i < parcels.size(); ++i )
  {
    const QString &key = identified.keys[i];
    if ( key.isEmpty() )
      continue;
    Owner &owner = identified.owners[key];
    if ( owner.key.isEmpty() )
    {
      owner.key = key;
      owner.nameKey = nameKeyOf( key );
      owner.owner = parcels[i].owner.simplified();
    }
    if ( owner.mail.isEmpty() && !facts.addresses[i].isEmpty() )
      owner.mail = oneLine( parcels[i] );
    owner.apns << parcels[i].apn;
    if ( !facts.names[i].isEmpty() )
      byName[facts.names[i]].insert( key );
  }
  for ( auto it = byName.constBegin(); it != byName.constEnd(); ++it )
  {
    if ( it.value().size() < 2 )
      continue;
    QStringList keys( it.value().constBegin(), it.value().constEnd() );
    keys.sort();
    identified.sameName.insert( it.key(), keys );
  }
  return identified;
}

QString SwOwnerIdentity::join( Identified &identified, const QStringList &keys )
{
  QStringList sorted = keys;
  sorted.sort();
  sorted.removeDuplicates();
  if ( sorted.isEmpty() )
    return QString();
  const QString into = sorted.first();
  for ( QString &key : identified.keys )
  {
    if ( sorted.contains( key ) )
      key = into;
  }
  for ( const QString &key : std::as_const( sorted ) )
  {
    if ( key != into && identified.owners.contains( key ) )
    {
      const Owner joined = identified.owners.take( key );
      Owner &owner = identified.owners[into];
      owner.apns << joined.apns;
      if ( owner.mail.isEmpty() )
        owner.mail = joined.mail;
    }
  }
  for ( auto it = identified.sameName.begin(); it != identified.sameName.end(); )
  {
    for ( QString &key : it.value() )
    {
      if ( sorted.contains( key ) )
        key = into;
    }
    it.value().removeDuplicates();
    it = it.value().size() < 2 ? identified.sameName.erase( it ) : std::next( it );
  }
  return into;
}

QString SwOwnerIdentity::nameKeyOf( const QString &ownerKey )
{
  const int at = ownerKey.indexOf( AT );
  if ( at >= 0 )
    return ownerKey.left( at );
  // A name key never holds a colon (SwOwner::simplified drops it).
  return ownerKey.startsWith( ID ) ? QString() : ownerKey;
}

QString SwOwnerIdentity::idOf( const QString &ownerKey )
{
  const int at = ownerKey.indexOf( AT );
  const QString tail = at >= 0 ? ownerKey.mid( at + AT.size() ) : ownerKey;
  return tail.startsWith( ID ) ? tail.mid( ID.size() ) : QString();
}

bool SwOwnerIdentity::mayBeSameOwner( const QString &earlierKey, const QString &key )
{
  const QString earlier = earlierKey.normalized( QString::NormalizationForm_KC );
  if ( earlier == key )
    return true;
  const QString earlierId = idOf( earlier );
  const QString id = idOf( key );
  if ( !earlierId.isEmpty() && !id.isEmpty() )
    return earlierId == id;
  const QString name = nameKeyOf( earlier );
  return !name.isEmpty() && withoutAccents( name ) == withoutAccents( nameKeyOf( key ) );
}
