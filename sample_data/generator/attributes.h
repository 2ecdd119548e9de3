/***************************************************************************
  attributes.h: what the assessor's roll says about a parcel: APN, owner
  name (as messy as real rolls: one owner spelled several ways), situs and
  mailing address, use code, zoning and values.
 ***************************************************************************/
#ifndef SAMPLECITY_ATTRIBUTES_H
#define SAMPLECITY_ATTRIBUTES_H

#include "citylayout.h"
#include "prng.h"

#include <cstdint>
#include <optional>
#include <set>
#include <string>

namespace samplecity
{

  struct MailAddress
  {
    std::string address;
    std::string city;
    std::string state;
    std::string zip;
  };

  //! One row of the roll, without geometry.
  struct ParcelRecord
  {
    std::string apn;
    std::string owner;
    std::string situsAddress;
    std::optional<MailAddress> mail;
    std::string useCode;
    std::string zoning;
    int64_t improvementValue = 0;
    int64_t landValue = 0;
    double lotSqft = 0;
  };

  //! LA County form ####-###-### (map book, page, parcel).
  std::string formatApn( int book, int page, int parcel );

  //! Owner name reduced to what identifies the owner: upper case, no punctuation, single spaces, L.L.C. -> LLC.
  std::string normalizeOwner( const std::string &name );

  //! Mailing address of the parcel itself (owner occupied).
  MailAddress situsMail( const std::string &situs );

  class OwnerNamer
  {
  public:
    /**
     * \a reserved holds normalized names of the planted owners; no random
     * owner may normalize to one of them, so nothing unplanned groups with
     * a planted parcel.
     */
    OwnerNamer( uint64_t seed, std::set<std::string> reserved );

    //! A random owner for a lot: people, trusts, companies; some local
    //! investors own several lots around \a region; two owners appear under
    //! several spellings across the city.
    std::string ownerFor( Rng &rng, uint64_t region ) const;

    //! Mailing address for an owner of a lot at \a situs: many owner occupied,
    //! others across the county or out of state, a few missing.
    std::optional<MailAddress> mailFor( Rng &rng, const std::string &situs, bool ownerOccupiedLikely ) const;

  private:
    std::string person( Rng &rng ) const;
    std::string company( Rng &rng ) const;
    std::string acceptable( Rng &rng, bool companyName ) const;

    uint64_t mSeed;
    std::set<std::string> mReserved;
  };

  //! Use code for a zone: LA County style four characters, vacant land ending in V.
  std::string useCodeFor( Zone zone, bool vacant, Rng &rng );

  //! Land value for a lot area and zone, whole hundreds of dollars.
  int64_t landValueFor( Zone zone, double sqft, Rng &rng );

  //! Improvement value for a building floor area, whole hundreds of dollars.
  int64_t improvementValueFor( Zone zone, double buildingSqft, Rng &rng );

} // namespace samplecity

#endif // SAMPLECITY_ATTRIBUTES_H
