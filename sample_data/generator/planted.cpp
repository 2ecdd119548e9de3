/***************************************************************************
  planted.cpp: the planted district's lots and the features their answers
  depend on (the answer key itself is in plantedkey.cpp).

  Block (row, col) origins come from the city layout; everything below is
  in feet from a block's south-west corner. District columns are 700 ft
  wide; row 0 is 400 ft deep (200 ft lot rows, on the 10 ft DEM grid),
  rows 1-4 are 396 ft deep (198 ft lot rows: 132 x 198 ft = 0.6 acre).
 ***************************************************************************/
#include "planted.h"

#include "writer.h"

#include <cmath>
#include <stdexcept>

namespace samplecity
{

  namespace
  {
    constexpr double kBlockWidth = 700;

    struct Draft
    {
      double x0, y0, x1, y1;
      std::string id;
      int side;
    };

    //! Lots side by side across the block from its west edge; the last ends on the east edge.
    void row( std::vector<Draft> &out, double ya, double yb, int side, const std::vector<std::pair<double, std::string>> &cells )
    {
      double x = 0;
      for ( size_t i = 0; i < cells.size(); ++i )
      {
        const double xe = i + 1 == cells.size() ? kBlockWidth : x + cells[i].first;
        out.push_back( { x, ya, xe, yb, cells[i].second, side } );
        x = xe;
      }
    }

    std::vector<std::pair<double, std::string>> evenFillers( int n )
    {
      return std::vector<std::pair<double, std::string>>( static_cast<size_t>( n ), { kBlockWidth / n, "" } );
    }

    struct CaseSpec
    {
      const char *id;
      const char *owner;
      Zone zone;
      const char *useCode;
    };

    // Owners are unique to their case (pairs share one on purpose) and never
    // drawn for ordinary lots.
    const std::vector<CaseSpec> kCases = {
      { "V1", "KESTREL RIDGE PARTNERS LLC", Zone::R1, "010V" },
      { "V2", "MARINER VIEW TRUST", Zone::R1, "010V" },
      { "V3A", "HOLLOWAY,DENISE R", Zone::R1, "010V" },
      { "V3B", "HOLLOWAY,DENISE R", Zone::R1, "010V" },
      { "V4A", "OKAFOR FAMILY TRUST", Zone::R1, "010V" },
      { "V4B", "OKAFOR FAMILY TRUST", Zone::R1, "010V" },
      { "V5A", "TRAN,MINH AND LINH", Zone::R1, "010V" },
      { "V5B", "TRAN,MINH AND LINH", Zone::R1, "010V" },
      { "V6A", "BELLWETHER LAND INC", Zone::R1, "010V" },
      { "V6B", "BELLWETHER LAND INC", Zone::R1, "010V" },
      { "V7A", "PACIFIC CREST HOLDINGS LLC", Zone::R1, "010V" },
      { "V7B", "Pacific Crest Holdings, L.L.C.", Zone::R1, "010V" },
      { "V8A", "DUARTE,ROSALIND M", Zone::R1, "010V" },
      { "V8B", "DUARTE,ROSALIND M", Zone::R1, "010V" },
      { "V9", "SUNDOWN PETROLEUM LLC", Zone::M1, "300V" },
      { "V10", "HARBOR GATE INDUSTRIAL INC", Zone::CG, "1100" },
      { "V11", "ZEPHYR MOTORS INC", Zone::CG, "1100" },
      { "V12", "CALLOWAY PARKING CO", Zone::CG, "2700" },
      { "E1", "ABERNATHY,COLIN J", Zone::R1, "0100" },
      { "E2", "VOSKUIJLEN,PIETER", Zone::R1, "0100" },
      { "E3", "NAKASHIMA,EMI", Zone::R1, "0100" },
      { "E4", "OYELARAN,TUNDE", Zone::R1, "0100" },
      { "E5", "FITZGERALD-ROWE,MAEVE", Zone::R1, "0100" },
      { "E6", "ESTRELLA INHOLDING TRUST", Zone::R1, "0100" },
      { "I1", "QUINTANILLA,BEATRIZ", Zone::R1, "0100" },
      { "I2", "HALVORSEN,ERIK", Zone::R1, "0100" },
      { "I3", "MBEKI,THANDIWE", Zone::R1, "0100" },
      { "I4", "SIGNAL HILL WATER AUTHORITY", Zone::M1, "8100" },
      { "I5", "OLD DEPOT FUELS INC", Zone::CG, "1100" },
      { "I6", "PRZYBYLSKI,ANNA", Zone::R1, "0100" },
      { "I7", "ACHTERBERG,LOTTE", Zone::R1, "0100" },
      { "I8", "DELACROIX,AIMEE", Zone::R1, "0100" },
      { "I9", "IWU,CHIDI", Zone::R1, "0100" },
      { "H1", "RIDGEBACK ENERGY LLC", Zone::M1, "3100" },
      { "H2", "STEEPLECHASE STORAGE INC", Zone::M1, "3100" },
      { "H3", "FLATIRON FABRICATION INC", Zone::M1, "3100" },
      { "H4", "VANTERPOOL,GRACE", Zone::R1, "0100" },
      { "H5", "OKONKWO,IFEOMA", Zone::R1, "0100" },
      { "NODATA", "EDGEWATER,SILAS", Zone::R1, "0100" },
      { "BOWTIE", "KOWALCZYK,JANINA", Zone::R1, "0100" },
      { "NULLGEOM", "PHANTOM PARCEL HOLDINGS LLC", Zone::R1, "0100" },
      { "OUTSIDE", "FARSIDE RANCH LLC", Zone::R1, "0100" },
      { "WELLLOT1", "CITY OF SIGNAL HILL WATER DEPT", Zone::M1, "8100" },
      { "WELLLOT2", "CITY OF SIGNAL HILL WATER DEPT", Zone::M1, "8100" },
      { "PRESERVE_A", "SIGNAL HILL LAND CONSERVANCY", Zone::OS, "8800" },
      { "PRESERVE_B", "SIGNAL HILL LAND CONSERVANCY", Zone::OS, "8800" } };

    const CaseSpec &caseSpec( const std::string &id )
    {
      for ( const CaseSpec &c : kCases )
      {
        if ( id == c.id )
          return c;
      }
      throw std::runtime_error( "no planted case " + id );
    }

    //! A building set back 20 ft from the street the lot fronts, centred on the frontage.
    Rect frontBuilding( const Rect &lot, int side, double width, double depth )
    {
      const double u0 = ( lot.width() - width ) / 2;
      if ( side == 1 )
        return { lot.x0 + u0, lot.y1 - 20 - depth, lot.x0 + u0 + width, lot.y1 - 20 };
      return { lot.x0 + u0, lot.y0 + 20, lot.x0 + u0 + width, lot.y0 + 20 + depth };
    }

    Rect house( const Rect &lot, int side )
    {
      return frontBuilding( lot, side, std::min( lot.width() - 20, 50.0 ), std::min( std::max( lot.height() - 60, 20.0 ), 50.0 ) );
    }

    int64_t hundreds( double dollars )
    {
      return static_cast<int64_t>( std::llround( dollars / 100 ) ) * 100;
    }

    double landRate( Zone zone )
    {
      if ( isResidential( zone ) )
        return 70;
      if ( isCommercial( zone ) )
        return 85;
      if ( isIndustrial( zone ) )
        return 45;
      return 12;
    }

  } // namespace

  PlantedDistrict::PlantedDistrict( const CityLayout &layout )
    : mLayout( layout )
  {
    buildBlocks();
  }

  Rect PlantedDistrict::blockRect( int row, int col ) const
  {
    return mLayout.block( row, col ).rect;
  }

  Rect PlantedDistrict::rel( int row, int col, double x0, double y0, double x1, double y1 ) const
  {
    const Rect b = blockRect( row, col );
    return { b.x0 + x0, b.y0 + y0, b.x0 + x1, b.y0 + y1 };
  }

  void PlantedDistrict::buildBlocks()
  {
    std::map<std::pair<int, int>, std::vector<Draft>> drafts;
    using Cells = std::vector<std::pair<double, std::string>>;

    // Row 0: hillside lots on tilted planes, the lot half on NoData, the wells, soils and groundwater cases.
    row( drafts[{ 0, 0 }], 0, 200, 0, Cells{ { 100, "NODATA" }, { 100, "" }, { 100, "H1" }, { 100, "" }, { 100, "H2" }, { 100, "" }, { 100, "H3" } } );
    row( drafts[{ 0, 0 }], 200, 400, 1, evenFillers( 5 ) );
    row( drafts[{ 0, 1 }], 0, 200, 0, Cells{ { 150, "" }, { 200, "WELLLOT1" }, { 170, "" }, { 180, "I5" } } );
    row( drafts[{ 0, 1 }], 200, 400, 1, Cells{ { 175, "" }, { 150, "I1" }, { 190, "" }, { 185, "" } } );
    row( drafts[{ 0, 2 }], 0, 200, 0, Cells{ { 150, "" }, { 200, "WELLLOT2" }, { 170, "" }, { 180, "I6" } } );
    row( drafts[{ 0, 2 }], 200, 400, 1, Cells{ { 175, "" }, { 150, "I2" }, { 190, "" }, { 185, "" } } );
    row( drafts[{ 0, 3 }], 0, 200, 0, Cells{ { 140, "I7" }, { 140, "" }, { 140, "I8" }, { 140, "" }, { 140, "I9" } } );
    row( drafts[{ 0, 3 }], 200, 400, 1, evenFillers( 5 ) );
    row( drafts[{ 0, 4 }], 0, 200, 0, Cells{ { 200, "" }, { 150, "I3" }, { 175, "" }, { 175, "" } } );
    row( drafts[{ 0, 4 }], 200, 400, 1, evenFillers( 5 ) );

    // Rows 1-2: vacant lots.
    row( drafts[{ 1, 0 }], 0, 198, 0, Cells{ { 264, "V1" }, { 90, "" }, { 198, "V2" }, { 148, "" } } );
    row( drafts[{ 1, 0 }], 198, 396, 1, Cells{ { 90, "" }, { 132, "V3A" }, { 132, "V3B" }, { 104, "" }, { 242, "V9" } } );
    row( drafts[{ 1, 1 }], 0, 198, 0, Cells{ { 132, "V4A" }, { 132, "" }, { 100, "" }, { 132, "V7A" }, { 132, "V7B" }, { 72, "" } } );
    row( drafts[{ 1, 1 }], 198, 396, 1, Cells{ { 132, "" }, { 132, "V4B" }, { 146, "" }, { 145, "" }, { 145, "" } } );
    // Lots drawn to the centreline of the block's alley (see blockAlleys).
    row( drafts[{ 1, 2 }], 0, 198, 0, Cells{ { 150, "" }, { 132, "V5A" }, { 140, "" }, { 140, "" }, { 138, "" } } );
    row( drafts[{ 1, 2 }], 198, 396, 1, Cells{ { 150, "" }, { 132, "V5B" }, { 140, "" }, { 140, "" }, { 138, "" } } );
    row( drafts[{ 1, 3 }], 0, 198, 0, evenFillers( 4 ) );
    row( drafts[{ 1, 3 }], 198, 396, 1, Cells{ { 200, "" }, { 132, "V6A" }, { 184, "" }, { 184, "" } } );
    row( drafts[{ 1, 4 }], 0, 200, 0, Cells{ { 150, "" }, { 120, "H4" }, { 120, "" }, { 120, "H5" }, { 190, "" } } );
    row( drafts[{ 1, 4 }], 200, 396, 1, evenFillers( 5 ) );

    // V8: a 0.3 ft digitizing gap between two lots of one owner.
    drafts[{ 2, 0 }] = { { 0, 0, 150, 198, "", 0 }, { 150, 0, 282, 198, "V8A", 0 }, { 282.3, 0, 414.3, 198, "V8B", 0 }, { 414.3, 0, 700, 198, "", 0 } };
    row( drafts[{ 2, 0 }], 198, 396, 1, evenFillers( 5 ) );
    row( drafts[{ 2, 1 }], 0, 198, 0, Cells{ { 330, "V10" }, { 84, "" }, { 286, "V12" } } );
    row( drafts[{ 2, 1 }], 198, 396, 1, Cells{ { 264, "V11" }, { 150, "" }, { 146, "" }, { 140, "" } } );
    // Fabric defects among ordinary lots: a 0.2 ft gap (south row), a 0.3 ft overlap (north row), and the bow-tie.
    drafts[{ 2, 2 }] = { { 0, 0, 140, 198, "", 0 }, { 140, 0, 280, 198, "", 0 }, { 280.2, 0, 420, 198, "", 0 }, { 420, 0, 560, 198, "", 0 }, { 560, 0, 700, 198, "", 0 }, { 0, 198, 140, 396, "", 1 }, { 140, 198, 280.3, 396, "", 1 }, { 280, 198, 420, 396, "", 1 }, { 420, 198, 560, 396, "", 1 }, { 560, 198, 700, 396, "BOWTIE", 1 } };
    row( drafts[{ 2, 3 }], 0, 198, 0, Cells{ { 200, "" }, { 132, "V6B" }, { 184, "" }, { 184, "" } } );
    row( drafts[{ 2, 3 }], 198, 396, 1, evenFillers( 4 ) );
    row( drafts[{ 2, 4 }], 0, 198, 0, evenFillers( 5 ) );
    row( drafts[{ 2, 4 }], 198, 396, 1, evenFillers( 5 ) );

    // Rows 3-4: sensitive areas, the two-well lot, the preserves.
    row( drafts[{ 3, 0 }], 0, 198, 0, evenFillers( 5 ) );
    row( drafts[{ 3, 0 }], 198, 396, 1, Cells{ { 150, "" }, { 120, "E1" }, { 120, "E2" }, { 120, "E3" }, { 190, "" } } );
    row( drafts[{ 3, 2 }], 0, 198, 0, Cells{ { 145, "" }, { 145, "" }, { 145, "" }, { 145, "" }, { 120, "E5" } } );
    row( drafts[{ 3, 2 }], 198, 396, 1, evenFillers( 5 ) );
    drafts[{ 4, 0 }] = { { 0, 0, 700, 396, "PRESERVE_A", 0 } };
    drafts[{ 4, 1 }] = { { 0, 0, 170, 198, "", 0 }, { 0, 198, 170, 396, "", 1 }, { 170, 0, 530, 396, "I4", 2 }, { 530, 0, 700, 198, "", 0 }, { 530, 198, 700, 396, "", 1 } };
    // An inholding inside the preserve: the preserve parcel has a hole where it lies.
    drafts[{ 4, 2 }] = { { 0, 0, 700, 396, "PRESERVE_B", 0 }, { 300, 148, 400, 248, "E6", 0 } };
    row( drafts[{ 4, 4 }], 0, 198, 0, Cells{ { 140, "" }, { 140, "" }, { 140, "E4" }, { 140, "" }, { 140, "" } } );
    row( drafts[{ 4, 4 }], 198, 396, 1, evenFillers( 5 ) );

    for ( int r = 0; r < CityLayout::kDistrictRows; ++r )
    {
      for ( int c = 0; c < CityLayout::kDistrictCols; ++c )
      {
        std::vector<Draft> &d = drafts[{ r, c }];
        if ( d.empty() )
        {
          const double depth = blockRect( r, c ).height();
          row( d, 0, depth / 2, 0, evenFillers( 5 ) );
          row( d, depth / 2, depth, 1, evenFillers( 5 ) );
        }
        std::vector<PlantedLot> &lots = mBlocks[{ r, c }];
        for ( size_t i = 0; i < d.size(); ++i )
        {
          PlantedLot lot;
          lot.caseId = d[i].id;
          lot.rect = rel( r, c, d[i].x0, d[i].y0, d[i].x1, d[i].y1 );
          lot.side = d[i].side;
          lot.record.apn = formatApn( 7001 + r, c + 1, static_cast<int>( i ) + 1 );
          lot.bowTie = lot.caseId == "BOWTIE";
          if ( lot.caseId == "PRESERVE_B" )
            lot.holes.push_back( rel( r, c, 300, 148, 400, 248 ) );
          if ( !lot.filler() )
            furnishCase( lot, r, c, static_cast<int>( i ) );
          lots.push_back( std::move( lot ) );
        }
      }
    }

    // East of the east street, beyond the DEM.
    PlantedLot outside;
    outside.caseId = "OUTSIDE";
    const double xe = mLayout.eastStreetEdge();
    const double y0 = mLayout.rowY0( 0 );
    outside.rect = { xe, y0, xe + 120, y0 + 200 };
    outside.record.apn = formatApn( 7001, mLayout.cols() + 1, 1 );
    furnishCase( outside, 0, mLayout.cols(), 0 );
    mOutside.push_back( outside );

    // On the roll, missing from the map.
    PlantedLot missing;
    missing.caseId = "NULLGEOM";
    missing.nullGeometry = true;
    missing.rect = { 0, 0, 0, 0 };
    missing.record.apn = formatApn( 7000, 1, 1 );
    furnishCase( missing, 0, 0, 0 );
    missing.record.situsAddress = "1999 E 14TH ST";
    missing.record.mail = situsMail( missing.record.situsAddress );
    missing.record.lotSqft = 6500;
    missing.record.landValue = hundreds( 6500 * landRate( Zone::R1 ) );
    missing.record.improvementValue = 180000;
    mOutside.push_back( missing );
  }

  void PlantedDistrict::furnishCase( PlantedLot &lot, int row, int col, int index ) const
  {
    const CaseSpec &spec = caseSpec( lot.caseId );
    const std::string &id = lot.caseId;
    lot.zone = spec.zone;
    ParcelRecord &rec = lot.record;
    rec.owner = spec.owner;
    rec.useCode = spec.useCode;
    rec.zoning = zoneCode( spec.zone );
    const double area = lot.rect.area() - ( lot.holes.empty() ? 0 : lot.holes.front().area() );
    rec.lotSqft = area;
    rec.landValue = hundreds( area * landRate( spec.zone ) );
    if ( id != "E6" )
    {
      const int number = 100 * ( col + 18 ) + 2 * index + ( lot.side == 1 ? 0 : 1 );
      rec.situsAddress = std::to_string( number ) + " " + mLayout.frontStreetName( row, lot.side == 1 ? 1 : 0 );
    }
    rec.mail = situsMail( rec.situsAddress );

    // Mailing addresses the notices step must cope with.
    if ( id == "V1" )
      rec.mail = MailAddress{ "4400 MACARTHUR BLVD STE 900", "NEWPORT BEACH", "CA", "92660" };
    else if ( id == "V2" )
      rec.mail.reset();
    else if ( id == "V6A" || id == "V6B" )
      rec.mail = MailAddress{ "PO BOX 8812", "SCOTTSDALE", "AZ", "85251" };
    else if ( id == "V7A" || id == "V7B" )
      rec.mail = MailAddress{ "1 WORLD TRADE CTR STE 800", "LONG BEACH", "CA", "90831" };
    // One owner, one mailing address: the pairs that join as one owner's contiguous vacant parcel (definition YYY) are
    // mailed at one address, as a roll gives them; two namesakes at two addresses are two owners (SwOwnerIdentity).
    else if ( id == "V3A" || id == "V3B" )
      rec.mail = MailAddress{ "1810 E 16TH ST", "SIGNAL HILL", "CA", "90755" };
    else if ( id == "V4A" || id == "V4B" )
      rec.mail = MailAddress{ "1901 E 15TH ST", "SIGNAL HILL", "CA", "90755" };
    else if ( id == "V8A" || id == "V8B" )
      rec.mail = MailAddress{ "1803 E 16TH ST", "SIGNAL HILL", "CA", "90755" };
    else if ( id == "V9" || id == "H1" )
      rec.mail = MailAddress{ "3700 E WILLOW ST", "LONG BEACH", "CA", "90815" };
    else if ( id == "E6" )
      rec.mail = MailAddress{ "88 PINE AVE APT 4", "LONG BEACH", "CA", "90802" };
    else if ( id == "PRESERVE_A" || id == "PRESERVE_B" || id == "WELLLOT1" || id == "WELLLOT2" || id == "I4" )
      rec.mail = MailAddress{ "2175 CHERRY AVE", "SIGNAL HILL", "CA", "90755" };

    LotContents &c = lot.contents;
    auto building = [&]( const Rect &r )
    {
      c.structures.push_back( { "building", true, r.polygon() } );
      c.buildingSqft += r.area();
    };
    const Rect &r = lot.rect;
    if ( id == "V9" )
    {
      // Only an oil well and a freeway sign: neither is a structure under the ordinance.
      const Rect pad{ r.x0 + 60, r.y1 - 90, r.x0 + 68, r.y1 - 82 };
      c.structures.push_back( { "oil_well", true, pad.polygon() } );
      c.oilWells.push_back( pad.center() );
      c.structures.push_back( { "freeway_sign", true, Rect{ r.x1 - 20, r.y1 - 16, r.x1 - 16, r.y1 - 4 }.polygon() } );
    }
    else if ( id == "V10" || id == "V11" )
      building( { r.x0 + 20, r.y0 + 20, r.x0 + 128, r.y0 + 141 } ); // 108 x 121 ft = 13,068 sq ft = 0.3 acre
    else if ( id == "V12" )
      c.improvements.push_back( { "paved_parking", true, r.polygon() } );
    else if ( id == "I4" )
      building( { r.x0 + 5, r.y0 + 5, r.x0 + 25, r.y0 + 25 } );
    else if ( id == "WELLLOT1" || id == "WELLLOT2" )
      building( { r.x0 + 10, r.y0 + 10, r.x0 + 30, r.y0 + 30 } );
    else if ( id == "PRESERVE_A" )
      building( { r.x0 + 20, r.y1 - 45, r.x0 + 50, r.y1 - 20 } );
    else if ( id == "BOWTIE" )
      building( { r.x0 + 50, r.y0 + 5, r.x0 + 90, r.y0 + 35 } ); // inside the bow-tie's lower lobe
    else if ( id == "H1" || id == "H2" || id == "H3" )
      building( frontBuilding( r, lot.side, 40, 40 ) );
    else if ( id[0] != 'V' && id != "PRESERVE_B" && id != "NULLGEOM" )
      building( house( r, lot.side ) );

    if ( c.buildingSqft > 0 )
      rec.improvementValue = hundreds( c.buildingSqft * ( isResidential( spec.zone ) ? 180 : isCommercial( spec.zone ) ? 120
                                                                                                                       : 90 ) );
  }

  const std::vector<PlantedLot> &PlantedDistrict::blockLots( int row, int col ) const
  {
    return mBlocks.at( { row, col } );
  }

  std::vector<Rect> PlantedDistrict::blockAlleys( int row, int col ) const
  {
    if ( row == 1 && col == 2 )
      return { rel( 1, 2, 0, 188, kBlockWidth, 208 ) };
    return {};
  }

  int64_t PlantedDistrict::parcelCount() const
  {
    int64_t n = static_cast<int64_t>( mOutside.size() );
    for ( const auto &block : mBlocks )
      n += static_cast<int64_t>( block.second.size() );
    return n;
  }

  std::set<std::string> PlantedDistrict::reservedOwners() const
  {
    std::set<std::string> names;
    for ( const CaseSpec &c : kCases )
      names.insert( normalizeOwner( c.owner ) );
    return names;
  }

  Rect PlantedDistrict::keepClear() const
  {
    return mLayout.districtRect().expanded( 600 );
  }

  const PlantedLot &PlantedDistrict::lot( const std::string &caseId ) const
  {
    for ( const auto &block : mBlocks )
    {
      for ( const PlantedLot &l : block.second )
      {
        if ( l.caseId == caseId )
          return l;
      }
    }
    for ( const PlantedLot &l : mOutside )
    {
      if ( l.caseId == caseId )
        return l;
    }
    throw std::runtime_error( "no planted lot " + caseId );
  }

  void PlantedDistrict::shapeTerrain( Terrain &terrain ) const
  {
    // Gradients whose length is the wanted slope: (0.18, 0.24) is 0.30 exactly.
    terrain.addFacet( lot( "H1" ).rect, 0.18, 0.24 );
    terrain.addFacet( lot( "H2" ).rect, 0.30, 0 );
    terrain.addFacet( lot( "H3" ).rect, 0, 0 );
    terrain.addFacet( lot( "H4" ).rect, 0, -0.145 );
    terrain.addFacet( lot( "H5" ).rect, 0.124, -0.093 );
    // NoData over the west half of the NODATA lot, running out to the raster's west edge.
    const Rect n = lot( "NODATA" ).rect;
    terrain.addNoDataPatch( { n.x0 - 1000, n.y0 + 10, n.x0 + 50, n.y1 - 10 } );
  }

  std::vector<SoilOverride> PlantedDistrict::soilOverrides() const
  {
    return {
      { mLayout.districtRect().expanded( 200 ), "RmC" }, // non-erodible, infiltrates well
      { rel( 0, 0, 180, -40, 320, 240 ), "ChA" },        // erodible under H1
      { rel( 0, 0, 580, -40, 720, 240 ), "MoA" },        // K = 0.37, erodible, under H3
      { rel( 0, 2, 400, -40, 610, 200 ), "ZaC" } };      // 0.06 in/hr under the west half of I6
  }

  void PlantedDistrict::writeFeatures( CityWriter &writer ) const
  {
    // Wells first, so their ids are W000001..W000005 whatever the city's size.
    writer.well( std::string( "drinking" ), "exact", { blockRect( 0, 1 ).x0 + 250, blockRect( 0, 1 ).y0 + 101 } );
    writer.well( std::string( "drinking" ), "exact", { blockRect( 0, 2 ).x0 + 250, blockRect( 0, 2 ).y0 + 99 } );
    writer.well( std::string( "irrigation" ), "exact", { blockRect( 0, 4 ).x0 + 275, blockRect( 0, 4 ).y0 + 250 } );
    writer.well( std::string( "drinking" ), "exact", { blockRect( 4, 1 ).x0 + 300, blockRect( 4, 1 ).y0 + 198 } );
    writer.well( std::string( "drinking" ), "exact", { blockRect( 4, 1 ).x0 + 400, blockRect( 4, 1 ).y0 + 198 } );

    // A stepped edge 199, 200 and 201 ft north of E1, E2, E3; each step is set
    // back 30 ft from the lot line so the next lot's corner is farther away.
    const Rect a = blockRect( 4, 0 );
    const Ring stairs = { { a.x0 + 100, a.y0 + 139 }, { a.x0 + 240, a.y0 + 139 }, { a.x0 + 240, a.y0 + 140 }, { a.x0 + 360, a.y0 + 140 }, { a.x0 + 360, a.y0 + 141 }, { a.x0 + 650, a.y0 + 141 }, { a.x0 + 650, a.y0 + 330 }, { a.x0 + 100, a.y0 + 330 } };
    writer.esa( PlantedDistrict::kStairEsa, "RARE", { { stairs, {} } } );

    // A parallelogram touching E5 at its south-east corner only.
    const Pt t{ blockRect( 3, 2 ).x1, blockRect( 3, 2 ).y0 };
    const Ring diamond = { t, { t.x + 60, t.y - 120 }, { t.x + 180, t.y - 180 }, { t.x + 120, t.y - 60 } };
    writer.esa( PlantedDistrict::kDiamondEsa, "city-designated", { { diamond, {} } } );

    // Habitat over preserve B with a hole 120 ft around the inholding E6.
    const Rect b = blockRect( 4, 2 );
    writer.esa( PlantedDistrict::kHoledEsa, "RARE", { { b.ring(), { rel( 4, 2, 180, 28, 520, 368 ).ring() } } } );

    const Rect s = blockRect( 4, 4 );
    writer.sea( PlantedDistrict::kSea, { Rect{ s.x0 - 30, s.y0 - 30, s.x1 + 300, s.y1 + 300 }.polygon() } );

    // Groundwater lenses 20 ft beyond I7, I8 and I9.
    writer.groundwater( 4, { lot( "I7" ).rect.expanded( 20 ).polygon() } );
    writer.groundwater( 7, { lot( "I8" ).rect.expanded( 20 ).polygon() } );
    writer.groundwater( 12, { lot( "I9" ).rect.expanded( 20 ).polygon() } );

    // The brownfield takes all of I5 and the sidewalk in front of it.
    const Rect i5 = lot( "I5" ).rect;
    writer.brownfield( "Former Cherry Ave Service Station", "cleanup", { Rect{ i5.x0, i5.y0 - 20, i5.x1, i5.y1 }.polygon() } );
  }

} // namespace samplecity
