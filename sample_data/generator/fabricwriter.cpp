/***************************************************************************
  fabricwriter.cpp: the parcel fabric, block by block.
 ***************************************************************************/
#include "fabricwriter.h"

#include "parcelfabric.h"
#include "prng.h"
#include "writer.h"

#include <cmath>

namespace samplecity
{

  FabricWriter::FabricWriter( const CityLayout &layout, const PlantedDistrict &district, const Terrain &terrain, const OwnerNamer &namer, CityWriter &writer, uint64_t seed, bool planted )
    : mLayout( layout )
    , mDistrict( district )
    , mTerrain( terrain )
    , mNamer( namer )
    , mWriter( writer )
    , mSeed( seed )
    , mPlanted( planted )
  {
  }

  void FabricWriter::run()
  {
    for ( int row = 0; row < mLayout.rows(); ++row )
    {
      for ( int col = 0; col < mLayout.cols(); ++col )
      {
        if ( mPlanted && mLayout.isDistrict( row, col ) )
          districtBlock( row, col );
        else
          ordinaryBlock( mLayout.block( row, col ) );
      }
    }
    if ( mPlanted )
    {
      for ( const PlantedLot &lot : mDistrict.outsideLots() )
      {
        if ( lot.nullGeometry )
          writeLot( lot.record, nullptr, lot.contents );
        else
        {
          const MultiPolygon geometry{ lot.rect.polygon() };
          writeLot( lot.record, &geometry, lot.contents );
        }
      }
    }
  }

  double FabricWriter::oilChance( const Rect &r ) const
  {
    // Signal Hill's oil field crowns the hill; wells are scattered elsewhere.
    const Pt c = r.center();
    for ( const Hill &h : mTerrain.hills() )
    {
      if ( std::hypot( c.x - h.cx, c.y - h.cy ) < 3 * h.sigma )
        return 0.3;
    }
    return 0.04;
  }

  double FabricWriter::vacancyChance( Zone zone )
  {
    if ( isResidential( zone ) )
      return 0.035;
    if ( isCommercial( zone ) )
      return 0.05;
    if ( isIndustrial( zone ) )
      return 0.09;
    return 0.3;
  }

  void FabricWriter::rollAttributes( ParcelRecord &rec, Zone zone, int row, int col, int side, int number, double area, bool vacant, double buildingSqft, Rng &rng ) const
  {
    const uint64_t region = ( static_cast<uint64_t>( row / 4 ) << 20 ) | static_cast<uint64_t>( col / 3 );
    rec.owner = mNamer.ownerFor( rng, region );
    rec.situsAddress = std::to_string( 100 * ( col + 18 ) + number ) + " " + mLayout.frontStreetName( row, side == 1 ? 1 : 0 );
    rec.mail = mNamer.mailFor( rng, rec.situsAddress, zone == Zone::R1 || zone == Zone::R2 );
    rec.useCode = useCodeFor( zone, vacant, rng );
    rec.zoning = zoneCode( zone );
    rec.landValue = landValueFor( zone, area, rng );
    rec.improvementValue = vacant ? 0 : improvementValueFor( zone, std::max( buildingSqft, 200.0 ), rng );
    // Recorded areas: mostly the mapped area to the foot, a few off by a
    // few percent as old deeds are.
    rec.lotSqft = std::round( rng.chance( 0.03 ) ? area * rng.uniform( 0.97, 1.03 ) : area );
  }

  void FabricWriter::ordinaryBlock( const Block &block )
  {
    const BlockPlan plan = subdivideBlock( block, mSeed );
    for ( const Rect &alley : plan.alleys )
      mWriter.rightOfWay( "alley", "", alley.polygon() );
    std::vector<Rect> rects;
    for ( const LotPlan &lot : plan.lots )
      rects.push_back( lot.rect );
    const std::vector<Ring> rings = sharedVertexRings( rects );
    Rng rng( mSeed, 0xA77, static_cast<uint64_t>( block.row ), static_cast<uint64_t>( block.col ) );
    const double oil = oilChance( block.rect );
    int parcelNumber = 0;
    for ( size_t i = 0; i < plan.lots.size(); ++i )
    {
      const LotPlan &lot = plan.lots[i];
      for ( const LotPiece &piece : cutByDiagonal( rings[i], lot.rect, mLayout ) )
      {
        ++parcelNumber;
        LotSite site;
        site.rect = lot.rect;
        site.side = lot.side;
        site.zone = block.zone;
        site.vacant = rng.chance( vacancyChance( block.zone ) );
        site.oilChance = oil;
        site.cut = piece.cut;
        site.cutK = piece.cut < 0 ? mLayout.diagonalK() : mLayout.diagonalK() + CityLayout::kDiagonalSpan;
        const LotContents contents = furnishLot( site, rng );
        // A lot the diagonal street took the building from reads as vacant land.
        const bool vacant = site.vacant || ( contents.buildingSqft == 0 && block.zone != Zone::OS );
        ParcelRecord rec;
        rec.apn = formatApn( 7001 + block.row, block.col + 1, parcelNumber );
        const double area = std::fabs( signedArea( piece.ring ) );
        rollAttributes( rec, block.zone, block.row, block.col, lot.side, 2 * parcelNumber + ( lot.side == 1 ? 0 : 1 ), area, vacant, contents.buildingSqft, rng );
        const MultiPolygon geometry{ { piece.ring, {} } };
        writeLot( rec, &geometry, contents );
      }
    }
  }

  void FabricWriter::districtBlock( int row, int col )
  {
    for ( const Rect &alley : mDistrict.blockAlleys( row, col ) )
      mWriter.rightOfWay( "alley", "", alley.polygon() );
    const std::vector<PlantedLot> &lots = mDistrict.blockLots( row, col );
    std::vector<Rect> rects;
    for ( const PlantedLot &lot : lots )
      rects.push_back( lot.rect );
    const std::vector<Ring> rings = sharedVertexRings( rects );
    Rng rng( mSeed, 0xD15, static_cast<uint64_t>( row ), static_cast<uint64_t>( col ) );
    for ( size_t i = 0; i < lots.size(); ++i )
    {
      const PlantedLot &lot = lots[i];
      MultiPolygon geometry;
      if ( lot.bowTie )
      {
        const Rect &r = lot.rect;
        geometry.push_back( { { { r.x0, r.y0 }, { r.x1, r.y0 }, { r.x0, r.y1 }, { r.x1, r.y1 } }, {} } );
      }
      else
      {
        Polygon p{ rings[i], {} };
        for ( const Rect &hole : lot.holes )
          p.holes.push_back( hole.ring() );
        geometry.push_back( p );
      }
      if ( !lot.filler() )
      {
        writeLot( lot.record, &geometry, lot.contents, lot.bowTie );
        continue;
      }
      // Ordinary neighbours of the planted lots: improved houses, no oil wells.
      LotSite site;
      site.rect = lot.rect;
      site.side = lot.side;
      site.zone = Zone::R1;
      const LotContents contents = furnishLot( site, rng );
      ParcelRecord rec = lot.record;
      rollAttributes( rec, Zone::R1, row, col, lot.side, 2 * static_cast<int>( i + 1 ) + ( lot.side == 1 ? 0 : 1 ), polygonArea( geometry.front() ), false, contents.buildingSqft, rng );
      rec.lotSqft = std::round( polygonArea( geometry.front() ) * 10 ) / 10;
      writeLot( rec, &geometry, contents );
    }
  }

  void FabricWriter::writeLot( const ParcelRecord &rec, const MultiPolygon *geometry, const LotContents &contents, bool asDrawn )
  {
    mWriter.parcel( rec, geometry, asDrawn );
    for ( const StructureShape &s : contents.structures )
      mWriter.structure( rec.apn, s.type, s.permitted, s.polygon );
    for ( const ImprovementShape &s : contents.improvements )
      mWriter.improvement( rec.apn, s.type, s.approved, s.polygon );
    for ( const Pt &p : contents.oilWells )
      mWriter.well( std::string( "oil" ), "exact", p );
  }

} // namespace samplecity
