/***************************************************************************
  main.cpp: samplecity, the deterministic sample-city generator.

    samplecity --out DIR [--parcels N] [--seed S] [--dem-cell FT] [--no-planted]

  writes DIR/city.gpkg, DIR/dem.tif and DIR/answer_key.csv. The same
  arguments give the same files, on any machine.
 ***************************************************************************/
#include "answerkey.h"
#include "attributes.h"
#include "citylayout.h"
#include "environment.h"
#include "parcelfabric.h"
#include "planted.h"
#include "prng.h"
#include "soils.h"
#include "structures.h"
#include "terrain.h"
#include "writer.h"

#include <cpl_conv.h>
#include <cpl_error.h>
#include <gdal_priv.h>

#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <stdexcept>
#include <string>

namespace samplecity
{

namespace
{
// The committed sample's size; its answer key lives beside it.
constexpr int64_t kDefaultParcels = 3000;

struct Options
{
  std::string out;
  int64_t parcels = kDefaultParcels;
  uint64_t seed = 1;
  double demCell = 10;
  bool planted = true;
  bool verbose = false;
};

[[noreturn]] void usage( const std::string &problem )
{
  if ( !problem.empty() )
    std::fprintf( stderr, "samplecity: %s\n", problem.c_str() );
  std::fprintf( stderr, "usage: samplecity --out DIR [--parcels N] [--seed S] [--dem-cell FT] [--no-planted] [--verbose]\n"
                        "  --parcels N    about N parcels (default %lld; at least about 1,100)\n"
                        "  --seed S       random seed (default 1)\n"
                        "  --dem-cell FT  DEM cell size in feet (default 10; 30 suits a county)\n"
                        "  --no-planted   leave out the planted cases (the answer key is then empty)\n",
                static_cast<long long>( kDefaultParcels ) );
  std::exit( 2 );
}

Options parseArguments( int argc, char **argv )
{
  Options o;
  for ( int i = 1; i < argc; ++i )
  {
    const std::string arg = argv[i];
    auto value = [&]() -> std::string
    {
      if ( i + 1 >= argc )
        usage( "'" + arg + "' needs a value" );
      return argv[++i];
    };
    auto number = [&]( const std::string &text ) -> double
    {
      char *end = nullptr;
      const double v = std::strtod( text.c_str(), &end );
      if ( text.empty() || *end != '\0' || !std::isfinite( v ) )
        usage( "invalid value for '" + arg + "': '" + text + "'" );
      return v;
    };
    if ( arg == "--out" )
      o.out = value();
    else if ( arg == "--parcels" )
    {
      const double v = number( value() );
      if ( v < 1 || v > 20000000 || v != std::floor( v ) )
        usage( "invalid value for '--parcels': '" + std::string( argv[i] ) + "' (a whole number from 1 to 20,000,000)" );
      o.parcels = static_cast<int64_t>( v );
    }
    else if ( arg == "--seed" )
    {
      const std::string text = value();
      char *end = nullptr;
      o.seed = std::strtoull( text.c_str(), &end, 10 );
      if ( text.empty() || *end != '\0' || text[0] == '-' )
        usage( "invalid value for '--seed': '" + text + "' (a whole number)" );
    }
    else if ( arg == "--dem-cell" )
    {
      o.demCell = number( value() );
      if ( o.demCell < 1 || o.demCell > 200 )
        usage( "invalid value for '--dem-cell': '" + std::string( argv[i] ) + "' (feet, from 1 to 200)" );
    }
    else if ( arg == "--no-planted" )
      o.planted = false;
    else if ( arg == "--verbose" )
      o.verbose = true;
    else if ( arg == "--help" || arg == "-h" )
      usage( "" );
    else
      usage( "unknown argument '" + arg + "'" );
  }
  if ( o.out.empty() )
    usage( "--out is required" );
  return o;
}

//! Streams the parcels, structures and improvements of every block.
class FabricWriter
{
public:
  FabricWriter( const CityLayout &layout, const PlantedDistrict &district, const Terrain &terrain, const OwnerNamer &namer, CityWriter &writer, uint64_t seed, bool planted )
    : mLayout( layout )
    , mDistrict( district )
    , mTerrain( terrain )
    , mNamer( namer )
    , mWriter( writer )
    , mSeed( seed )
    , mPlanted( planted )
  {
  }

  void run()
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

private:
  double oilChance( const Rect &r ) const
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

  static double vacancyChance( Zone zone )
  {
    if ( isResidential( zone ) )
      return 0.035;
    if ( isCommercial( zone ) )
      return 0.05;
    if ( isIndustrial( zone ) )
      return 0.09;
    return 0.3;
  }

  //! Roll attributes of an ordinary lot (the APN is already set).
  void rollAttributes( ParcelRecord &rec, Zone zone, int row, int col, int side, int number, double area, bool vacant, double buildingSqft, Rng &rng ) const
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

  void ordinaryBlock( const Block &block )
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

  void districtBlock( int row, int col )
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

  void writeLot( const ParcelRecord &rec, const MultiPolygon *geometry, const LotContents &contents, bool asDrawn = false )
  {
    mWriter.parcel( rec, geometry, asDrawn );
    for ( const StructureShape &s : contents.structures )
      mWriter.structure( rec.apn, s.type, s.permitted, s.polygon );
    for ( const ImprovementShape &s : contents.improvements )
      mWriter.improvement( rec.apn, s.type, s.approved, s.polygon );
    for ( const Pt &p : contents.oilWells )
      mWriter.well( std::string( "oil" ), "exact", p );
  }

  const CityLayout &mLayout;
  const PlantedDistrict &mDistrict;
  const Terrain &mTerrain;
  const OwnerNamer &mNamer;
  CityWriter &mWriter;
  uint64_t mSeed;
  bool mPlanted;
};

void CPL_STDCALL quietErrors( CPLErr level, CPLErrorNum, const char *message )
{
  // GDAL's warnings are noise here; failures surface as exceptions with the message.
  if ( level == CE_Fatal )
    std::fprintf( stderr, "samplecity: GDAL: %s\n", message );
}

int run( const Options &o )
{
  using Clock = std::chrono::steady_clock;
  const auto start = Clock::now();
  auto lap = [&]( const char *what )
  {
    if ( o.verbose )
      std::fprintf( stderr, "samplecity: %-28s %8.2f s\n", what, std::chrono::duration<double>( Clock::now() - start ).count() );
  };

  std::filesystem::create_directories( o.out );
  const std::string gpkgPath = ( std::filesystem::path( o.out ) / "city.gpkg" ).string();
  const std::string demPath = ( std::filesystem::path( o.out ) / "dem.tif" ).string();
  const std::string keyPath = ( std::filesystem::path( o.out ) / "answer_key.csv" ).string();

  // The district's lot count does not depend on the grid around it.
  const int64_t plantedParcels = o.planted ? PlantedDistrict( CityLayout( CityLayout::kMinCols, CityLayout::kMinRows, o.seed ) ).parcelCount() : 0;
  const CityLayout layout = chooseLayout( o.parcels, o.seed, plantedParcels );
  const PlantedDistrict district( layout );
  Terrain terrain( layout, o.seed );
  if ( o.planted )
    district.shapeTerrain( terrain );
  lap( "layout" );

  CityWriter writer( gpkgPath );
  if ( o.planted )
    district.writeFeatures( writer );
  const OwnerNamer namer( o.seed, district.reservedOwners() );
  FabricWriter( layout, district, terrain, namer, writer, o.seed, o.planted ).run();
  lap( "parcels" );
  for ( const StreetPolygon &s : layout.streets() )
    writer.rightOfWay( s.kind, s.name, s.polygon );
  writeEnvironment( layout, terrain.hills(), o.seed, o.planted ? district.keepClear() : Rect{}, writer );
  writeSoils( layout, terrain.hills(), o.seed, o.planted ? district.soilOverrides() : std::vector<SoilOverride>{}, writer );
  lap( "environment" );
  terrain.writeDem( demPath, o.demCell );
  lap( "dem" );
  writeContours( demPath, writer.contourLayer(), writer.contourElevField(), 2 );
  lap( "contours" );
  writer.finish();
  lap( "indexes" );
  writeAnswerKey( keyPath, o.planted ? district.answerKey( terrain.demExtent( o.demCell ), o.demCell ) : std::vector<AnswerRow>{} );
  if ( o.verbose )
    std::fprintf( stderr, "samplecity: %lld parcels, %lld structures, %lld improvements, %d x %d blocks\n", static_cast<long long>( writer.count( "parcels" ) ), static_cast<long long>( writer.count( "structures" ) ), static_cast<long long>( writer.count( "improvements" ) ), layout.cols(), layout.rows() );
  return 0;
}
} // namespace

} // namespace samplecity

int main( int argc, char **argv )
{
  const samplecity::Options options = samplecity::parseArguments( argc, argv );
  GDALAllRegister();
  CPLSetErrorHandler( samplecity::quietErrors );
  // A generator can skip SQLite's crash safety: a failed run is simply rerun.
  CPLSetConfigOption( "OGR_SQLITE_SYNCHRONOUS", "OFF" );
  CPLSetConfigOption( "OGR_SQLITE_JOURNAL", "OFF" );
  CPLSetConfigOption( "OGR_SQLITE_CACHE", "512" );
  CPLSetConfigOption( "GDAL_CACHEMAX", "256" );
  // The GeoPackage records a change date; a fixed one keeps the file the same
  // byte for byte from run to run.
  CPLSetConfigOption( "OGR_CURRENT_DATE", "2025-01-01T00:00:00.000Z" );
  try
  {
    return samplecity::run( options );
  }
  catch ( const std::exception &e )
  {
    std::fprintf( stderr, "samplecity: %s\n", e.what() );
    return 1;
  }
}
