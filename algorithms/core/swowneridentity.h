/***************************************************************************
  swowneridentity.h: who the owner of a parcel is, as a mail house and a
  court would accept it. A name alone is not a person: the roll holds six
  "BROWN, ANA", each an owner-occupant at her own address, and a notice
  mailed to one of them notices none of the others. Two parcels have one
  owner when the roll's owner id agrees, or when the normalised name
  (SwOwner::key: NFKC, case, punctuation, spacing, entity suffixes) and the
  normalised mailing address (street, city, state, ZIP's first five) agree.
  The same name at two addresses is two owners, until the clerk says
  otherwise (SwOwnerReview).

  A parcel whose mailing address is missing or incomplete has nothing but
  its name to go by. It joins the owner of that name when exactly one owner
  of that name has an id or a complete address: nothing in the roll says it
  is anyone else, and the notice then reaches the address the roll gives
  for that name. When no owner of the name has one, its parcels are one
  owner known by the name (as before: they are posted, at each property,
  and nothing tells them apart). When two or more owners of the name have
  one, joining either would be a guess that could start a 180-day clock for
  someone who never received the notice; the parcel is its own owner, keyed
  by its APN, and goes to the review table with the others of its name.

  Owner keys stay readable, name first:
    "BROWN ANA @ 123 MAIN ST|MALIBU|CA|90265"  name and mailing address
    "BROWN ANA @ ID:4471"                      the roll's owner id
    "BROWN ANA @ PARCEL 7003-001-002"          no address, several owners of the name
    "MARINER VIEW"                             no owner of the name has an address
  Registers written by earlier versions hold the name alone; nameKeyOf()
  reads the name of either form.
 ***************************************************************************/
#ifndef SWOWNERIDENTITY_H
#define SWOWNERIDENTITY_H

#include <QMap>
#include <QString>
#include <QStringList>

#include <vector>

namespace SwOwnerIdentity
{
  //! What the roll says of a parcel's owner.
  struct Parcel
  {
    QString apn;
    QString owner;   //!< the name as the roll spells it
    QString ownerId; //!< the roll's owner id; empty: none
    QString street;
    QString city;
    QString state;
    QString zip;
  };

  //! One owner as identified, as the review table shows it.
  struct Owner
  {
    QString key;
    QString nameKey;
    QString owner;    //!< the name as the roll spells it on the owner's first parcel
    QString mail;     //!< the first complete mailing address, on one line, or empty
    QStringList apns; //!< in input order
  };

  struct Identified
  {
    //! Per parcel, in the order given: its owner's key; empty for a parcel with neither name nor id (known by the parcel alone).
    std::vector<QString> keys;
    //! Every owner, by key.
    QMap<QString, Owner> owners;
    //! Each name several owners share: the name key and their keys, sorted.
    QMap<QString, QStringList> sameName;
  };

  //! The owners of \a parcels (see the file's header for the rules).
  Identified identify( const std::vector<Parcel> &parcels );

  /**
   * Makes the owners \a keys (of one name) one owner, keyed by the first
   * of them in key order: the clerk's "same" (SwOwnerReview). Returns that key.
   */
  QString join( Identified &identified, const QStringList &keys );

  //! The normalised address "STREET|CITY|STATE|ZIP5" when all four parts are given, else empty.
  QString addressKey( const Parcel &parcel );

  //! The name part of an owner key of any version ("BROWN ANA" of "BROWN ANA @ ..." and of "BROWN ANA"); empty for an id alone.
  QString nameKeyOf( const QString &ownerKey );
  //! The roll's owner id an owner key holds, or empty.
  QString idOf( const QString &ownerKey );

  /**
   * Whether the owner an earlier run recorded as \a earlierKey (any
   * version's key, from the register) may be the owner \a key for the
   * same parcel: the same key, the same owner id, or the same name where
   * the ids do not differ. An owner who moved, a name-only key of an
   * earlier version and the clerk's later "same" all keep the notice the
   * parcel received; only two different owner ids tell namesakes apart on
   * one parcel (a sale between namesakes without ids is not seen).
   */
  bool mayBeSameOwner( const QString &earlierKey, const QString &key );
} // namespace SwOwnerIdentity

#endif // SWOWNERIDENTITY_H
