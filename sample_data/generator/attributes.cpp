/***************************************************************************
  attributes.cpp: owner names, addresses, use codes and values.
 ***************************************************************************/
#include "attributes.h"

#include <cctype>
#include <cmath>
#include <cstdio>
#include <vector>

namespace samplecity
{

  namespace
  {
    const std::vector<std::string> kSurnames = {
      "GARCIA", "HERNANDEZ", "NGUYEN", "KIM", "LOPEZ", "MARTINEZ", "SMITH", "JOHNSON", "WILLIAMS", "BROWN",
      "JONES", "DAVIS", "MILLER", "WILSON", "ANDERSON", "TAYLOR", "THOMAS", "MOORE", "JACKSON", "MARTIN",
      "LEE", "PEREZ", "THOMPSON", "WHITE", "HARRIS", "SANCHEZ", "CLARK", "RAMIREZ", "LEWIS", "ROBINSON",
      "WALKER", "YOUNG", "ALLEN", "KING", "WRIGHT", "SCOTT", "TORRES", "FLORES", "GREEN", "ADAMS",
      "NELSON", "BAKER", "HALL", "RIVERA", "CAMPBELL", "MITCHELL", "CARTER", "ROBERTS", "GOMEZ", "PHILLIPS",
      "EVANS", "TURNER", "DIAZ", "PARKER", "CRUZ", "EDWARDS", "COLLINS", "REYES", "STEWART", "MORRIS",
      "MORALES", "MURPHY", "COOK", "ROGERS", "GUTIERREZ", "ORTIZ", "MORGAN", "COOPER", "PETERSON", "BAILEY",
      "REED", "KELLY", "HOWARD", "RAMOS", "COX", "WARD", "WATSON", "BROOKS", "CHAVEZ", "WOOD",
      "BENNETT", "GRAY", "MENDOZA", "RUIZ", "HUGHES", "PRICE", "ALVAREZ", "CASTILLO", "SANDERS", "PATEL",
      "MYERS", "ROSS", "FOSTER", "JIMENEZ", "PHAM", "CHEN", "WANG", "LIU", "SOK", "YAMAMOTO", "TANAKA", "PARK" };

    const std::vector<std::string> kGivenNames = {
      "JOSE", "MARIA", "JOHN", "ROBERT", "MICHAEL", "DAVID", "JAMES", "LINDA", "PATRICIA", "JENNIFER",
      "ELIZABETH", "SUSAN", "CARLOS", "LUIS", "ANA", "ROSA", "THANH", "KEVIN", "STEVEN", "KAREN",
      "NANCY", "LISA", "HELEN", "SANDRA", "CAROL", "MICHELLE", "LAURA", "SARAH", "ANGELA", "MELISSA",
      "WILLIAM", "RICHARD", "CHARLES", "JOSEPH", "THOMAS", "DANIEL", "PAUL", "MARK", "DONALD", "GEORGE",
      "KENNETH", "EDWARD", "BRIAN", "RONALD", "ANTHONY", "JUAN", "FRANK", "ERIC", "ANDREW", "RAYMOND",
      "GLORIA", "TERESA", "JULIE", "HUNG", "DUC", "SOON", "HIROSHI", "KENJI", "ALMA", "GUADALUPE" };

    const std::vector<std::string> kCompanyWords = {
      "BAYSHORE", "CRESCENT", "SUNSET", "MESA", "ORCHARD", "CANYON", "MERIDIAN", "GATEWAY", "PALISADES",
      "VISTA", "HILLTOP", "SEASIDE", "REDWOOD", "SILVERADO", "CORONADO", "MONARCH", "PIONEER", "SUMMIT",
      "EL DORADO", "SANTA FE", "PORTOLA", "LAGUNA", "BLUE PALM", "GOLDEN STATE", "WESTSIDE", "EASTGATE",
      "LONG BEACH", "LAKEWOOD", "WILLOW", "SPRING STREET", "DOMINGUEZ", "LOS CERRITOS" };

    const std::vector<std::string> kCompanyNouns = {
      "PROPERTIES", "INVESTMENTS", "HOLDINGS", "REALTY", "DEVELOPMENT", "ENTERPRISES", "PARTNERS",
      "LAND", "VENTURES", "CAPITAL", "ASSOCIATES", "EQUITIES", "OIL", "ENERGY" };

    const std::vector<std::string> kCompanySuffixes = { "LLC", "LLC", "LLC", "INC", "INC", "LP", "CORP", "CO" };

    // Two owners who appear under several spellings across the city, as on real rolls.
    const std::vector<std::string> kPetroleumSpellings = {
      "SIGNAL HILL PETROLEUM INC", "Signal Hill Petroleum, Inc.", "SIGNAL HILL PETROLEUM, INC.",
      "SIGNAL  HILL PETROLEUM INC", "signal hill petroleum inc", "Signal Hill Petroleum Inc" };
    const std::vector<std::string> kCherrySpellings = {
      "CHERRY AVENUE PARTNERS LLC", "Cherry Avenue Partners, L.L.C.", "CHERRY AVENUE PARTNERS L.L.C.",
      "CHERRY AVENUE PARTNERS, LLC", "Cherry  Avenue Partners LLC" };

    struct Town
    {
      const char *city;
      const char *state;
      const char *zip;
    };

    const std::vector<Town> kTowns = {
      { "LONG BEACH", "CA", "90804" }, { "LONG BEACH", "CA", "90807" }, { "LONG BEACH", "CA", "90815" }, { "LAKEWOOD", "CA", "90712" }, { "LOS ANGELES", "CA", "90012" }, { "LOS ANGELES", "CA", "90036" }, { "TORRANCE", "CA", "90503" }, { "IRVINE", "CA", "92618" }, { "HUNTINGTON BEACH", "CA", "92648" }, { "ANAHEIM", "CA", "92801" }, { "PASADENA", "CA", "91101" }, { "SAN DIEGO", "CA", "92101" }, { "SAN FRANCISCO", "CA", "94105" }, { "PHOENIX", "AZ", "85016" }, { "LAS VEGAS", "NV", "89101" }, { "HOUSTON", "TX", "77002" }, { "HONOLULU", "HI", "96813" }, { "SEATTLE", "WA", "98101" }, { "NEW YORK", "NY", "10017" }, { "DALLAS", "TX", "75201" } };

    const std::vector<std::string> kMailStreets = {
      "MAIN ST", "OCEAN BLVD", "PACIFIC COAST HWY", "WILSHIRE BLVD", "BROADWAY", "HARBOR BLVD",
      "BELLFLOWER BLVD", "SEPULVEDA BLVD", "CAMINO REAL", "MARKET ST", "CENTRAL AVE", "1ST ST" };

    int64_t roundHundreds( double dollars )
    {
      return static_cast<int64_t>( std::llround( dollars / 100 ) ) * 100;
    }
  } // namespace

  std::string formatApn( int book, int page, int parcel )
  {
    char buffer[32];
    std::snprintf( buffer, sizeof buffer, "%04d-%03d-%03d", book, page, parcel );
    return buffer;
  }

  std::string normalizeOwner( const std::string &name )
  {
    std::string out;
    bool space = false;
    for ( char ch : name )
    {
      const unsigned char c = static_cast<unsigned char>( ch );
      if ( std::isalnum( c ) )
      {
        if ( space && !out.empty() )
          out.push_back( ' ' );
        space = false;
        out.push_back( static_cast<char>( std::toupper( c ) ) );
      }
      else if ( c == ',' || std::isspace( c ) )
        space = true;
      // Periods and other punctuation vanish: "L.L.C." reads "LLC", "Inc." reads "INC".
    }
    return out;
  }

  MailAddress situsMail( const std::string &situs )
  {
    return { situs, "SIGNAL HILL", "CA", "90755" };
  }

  OwnerNamer::OwnerNamer( uint64_t seed, std::set<std::string> reserved )
    : mSeed( seed )
    , mReserved( std::move( reserved ) )
  {
  }

  std::string OwnerNamer::person( Rng &rng ) const
  {
    const std::string &surname = rng.pick( kSurnames );
    const std::string &given = rng.pick( kGivenNames );
    const double u = rng.uniform();
    if ( u < 0.40 )
      return surname + "," + given + " " + static_cast<char>( 'A' + rng.range( 0, 25 ) );
    if ( u < 0.60 )
      return surname + "," + given;
    if ( u < 0.75 )
      return surname + "," + given + " AND " + rng.pick( kGivenNames );
    if ( u < 0.83 )
      return surname + "," + given + " TR";
    if ( u < 0.93 )
      return surname + " FAMILY TRUST";
    return surname + "," + given + " AND " + rng.pick( kSurnames ) + "," + rng.pick( kGivenNames );
  }

  std::string OwnerNamer::company( Rng &rng ) const
  {
    if ( rng.chance( 0.2 ) )
      return rng.pick( kSurnames ) + ( rng.chance( 0.5 ) ? " ENTERPRISES INC" : " FAMILY LP" );
    return rng.pick( kCompanyWords ) + " " + rng.pick( kCompanyNouns ) + " " + rng.pick( kCompanySuffixes );
  }

  std::string OwnerNamer::acceptable( Rng &rng, bool companyName ) const
  {
    for ( ;; )
    {
      std::string name = companyName ? company( rng ) : person( rng );
      if ( mReserved.count( normalizeOwner( name ) ) == 0 )
        return name;
    }
  }

  std::string OwnerNamer::ownerFor( Rng &rng, uint64_t region ) const
  {
    const double u = rng.uniform();
    if ( u < 0.004 )
      return rng.pick( kPetroleumSpellings );
    if ( u < 0.008 )
      return rng.pick( kCherrySpellings );
    if ( u < 0.078 )
    {
      // A local investor: one of three per neighbourhood, so some owners hold
      // several nearby lots (and some of those lots touch).
      Rng investor( mSeed, 0x1A7E, region, static_cast<uint64_t>( rng.range( 0, 2 ) ) );
      return acceptable( investor, true );
    }
    return acceptable( rng, rng.chance( 0.32 ) );
  }

  std::optional<MailAddress> OwnerNamer::mailFor( Rng &rng, const std::string &situs, bool ownerOccupiedLikely ) const
  {
    const double u = rng.uniform();
    if ( u < 0.04 )
      return std::nullopt;
    if ( ownerOccupiedLikely && u < 0.62 )
      return situsMail( situs );
    const Town &town = kTowns[static_cast<size_t>( rng.range( 0, static_cast<int>( kTowns.size() ) - 1 ) )];
    std::string address;
    if ( rng.chance( 0.12 ) )
      address = "PO BOX " + std::to_string( rng.range( 100, 99999 ) );
    else
      address = std::to_string( rng.range( 100, 29999 ) ) + " " + rng.pick( kMailStreets );
    return MailAddress{ address, town.city, town.state, town.zip };
  }

  std::string useCodeFor( Zone zone, bool vacant, Rng &rng )
  {
    switch ( zone )
    {
      case Zone::R1:
        return vacant ? "010V" : ( rng.chance( 0.85 ) ? "0100" : "0101" );
      case Zone::R2:
        return vacant ? "010V" : "0200";
      case Zone::RM:
        return vacant ? "010V" : rng.pick( std::vector<std::string>{ "0300", "0400", "0500" } );
      case Zone::CG:
      case Zone::CC:
        return vacant ? "100V" : rng.pick( std::vector<std::string>{ "1100", "1200", "1400", "1700" } );
      case Zone::M1:
      case Zone::M2:
        return vacant ? "300V" : rng.pick( std::vector<std::string>{ "3100", "3300", "3400", "3900" } );
      case Zone::OS:
        return vacant ? "880V" : "8800";
    }
    return "0100";
  }

  int64_t landValueFor( Zone zone, double sqft, Rng &rng )
  {
    double rate = 0;
    if ( isResidential( zone ) )
      rate = rng.uniform( 55, 95 );
    else if ( isCommercial( zone ) )
      rate = rng.uniform( 60, 120 );
    else if ( isIndustrial( zone ) )
      rate = rng.uniform( 28, 65 );
    else
      rate = rng.uniform( 8, 20 );
    return roundHundreds( sqft * rate );
  }

  int64_t improvementValueFor( Zone zone, double buildingSqft, Rng &rng )
  {
    double rate = 0;
    if ( isResidential( zone ) )
      rate = rng.uniform( 140, 320 );
    else if ( isCommercial( zone ) )
      rate = rng.uniform( 120, 260 );
    else
      rate = rng.uniform( 60, 140 );
    return std::max<int64_t>( 100, roundHundreds( buildingSqft * rate ) );
  }

} // namespace samplecity
