/***************************************************************************
  environment.cpp: random environmental features, shaped with GEOS buffers
  of meandering lines (creeks, lenses, slides), streamed cell by cell.
 ***************************************************************************/
#include "environment.h"

#include "prng.h"
#include "writer.h"

#include <geos_c.h>

#include <cmath>
#include <optional>
#include <stdexcept>
#include <string>

namespace samplecity
{

  namespace
  {
    constexpr double kCell = 2500;
    constexpr double kSeaCell = 12000;
    constexpr double kPi = 3.14159265358979323846;

    const std::vector<std::string> kStems = {
      "Bixby Slough", "Los Cerritos", "Dominguez Gap", "Hilltop", "Willow Springs", "Discovery Well",
      "Alamitos", "Colorado Lagoon", "Sunnyside", "Temple Canyon", "Orange Grove", "Spring Street",
      "Burnett", "Rancho Los Alamitos", "Hathaway Ranch" };
    const std::vector<std::string> kEsaTypes = { "Riparian Corridor", "Wetland", "Coastal Sage Scrub", "Walnut Woodland", "Vernal Pool" };
    const std::vector<std::string> kEsaKinds = { "RARE", "WILD", "city-designated" };
    const std::vector<double> kEsaKindWeights = { 0.4, 0.2, 0.4 };
    const std::vector<std::string> kBrownfieldSites = {
      "Former Service Station", "Former Oil Tank Farm", "Former Dry Cleaner", "Former Metal Plating Shop",
      "Former Refinery Sump", "Former Drilling Mud Pit", "Former Rail Yard", "Former Auto Salvage Yard" };
    const std::vector<std::string> kBrownfieldStatus = { "assessment", "cleanup", "remediated", "no further action" };
    const std::vector<double> kGroundwaterDepths = { 3, 4.5, 6, 8, 9.5, 12, 15, 20, 28, 40 };
    const std::vector<std::optional<std::string>> kWellUses = {
      std::string( "drinking" ), std::string( "public supply" ), std::string( "municipal" ), std::string( "domestic" ),
      std::string( "irrigation" ), std::string( "monitoring" ), std::nullopt };
    const std::vector<double> kWellUseWeights = { 22, 8, 8, 10, 14, 24, 14 };

    class Geos
    {
    public:
      Geos()
        : mContext( GEOS_init_r() )
      {
      }
      ~Geos() { GEOS_finish_r( mContext ); }
      Geos( const Geos & ) = delete;
      Geos &operator=( const Geos & ) = delete;

      //! The polygon of a line buffered by \a halfWidth.
      MultiPolygon bufferedLine( const std::vector<Pt> &line, double halfWidth ) const
      {
        GEOSCoordSequence *seq = GEOSCoordSeq_create_r( mContext, static_cast<unsigned>( line.size() ), 2 );
        for ( size_t i = 0; i < line.size(); ++i )
          GEOSCoordSeq_setXY_r( mContext, seq, static_cast<unsigned>( i ), line[i].x, line[i].y );
        GEOSGeometry *geometry = line.size() == 1 ? GEOSGeom_createPoint_r( mContext, seq ) : GEOSGeom_createLineString_r( mContext, seq );
        GEOSGeometry *buffer = GEOSBuffer_r( mContext, geometry, halfWidth, 6 );
        GEOSGeom_destroy_r( mContext, geometry );
        if ( !buffer )
          throw std::runtime_error( "GEOS buffer failed" );
        MultiPolygon out = toMulti( buffer );
        GEOSGeom_destroy_r( mContext, buffer );
        return out;
      }

    private:
      Ring ring( const GEOSGeometry *linearRing ) const
      {
        const GEOSCoordSequence *seq = GEOSGeom_getCoordSeq_r( mContext, linearRing );
        unsigned n = 0;
        GEOSCoordSeq_getSize_r( mContext, seq, &n );
        Ring out;
        for ( unsigned i = 0; i + 1 < n; ++i )
        {
          double x = 0, y = 0;
          GEOSCoordSeq_getXY_r( mContext, seq, i, &x, &y );
          out.push_back( { x, y } );
        }
        return out;
      }

      Polygon polygon( const GEOSGeometry *g ) const
      {
        Polygon p;
        p.outer = ring( GEOSGetExteriorRing_r( mContext, g ) );
        const int holes = GEOSGetNumInteriorRings_r( mContext, g );
        for ( int i = 0; i < holes; ++i )
          p.holes.push_back( ring( GEOSGetInteriorRingN_r( mContext, g, i ) ) );
        return p;
      }

      MultiPolygon toMulti( const GEOSGeometry *g ) const
      {
        MultiPolygon out;
        if ( GEOSGeomTypeId_r( mContext, g ) == GEOS_POLYGON )
          out.push_back( polygon( g ) );
        else
        {
          const int n = GEOSGetNumGeometries_r( mContext, g );
          for ( int i = 0; i < n; ++i )
            out.push_back( polygon( GEOSGetGeometryN_r( mContext, g, i ) ) );
        }
        return out;
      }

      GEOSContextHandle_t mContext;
    };

    //! A wandering line of \a vertices inside \a area.
    std::vector<Pt> meander( Rng &rng, const Rect &area, int vertices, double stepMin, double stepMax )
    {
      std::vector<Pt> line{ { rng.uniform( area.x0, area.x1 ), rng.uniform( area.y0, area.y1 ) } };
      double heading = rng.uniform( 0, 2 * kPi );
      for ( int i = 1; i < vertices; ++i )
      {
        heading += rng.uniform( -0.7, 0.7 );
        const double step = rng.uniform( stepMin, stepMax );
        Pt p{ line.back().x + step * std::cos( heading ), line.back().y + step * std::sin( heading ) };
        if ( !area.contains( p ) )
        {
          // Turn back into the area rather than leave it.
          heading += kPi;
          p = { std::clamp( p.x, area.x0, area.x1 ), std::clamp( p.y, area.y0, area.y1 ) };
        }
        line.push_back( p );
      }
      return line;
    }

    Rect bounds( const MultiPolygon &m )
    {
      Rect r = ringBounds( m.front().outer );
      for ( const Polygon &p : m )
      {
        const Rect b = ringBounds( p.outer );
        r = { std::min( r.x0, b.x0 ), std::min( r.y0, b.y0 ), std::max( r.x1, b.x1 ), std::max( r.y1, b.y1 ) };
      }
      return r;
    }

    bool isDrinkingUse( const std::optional<std::string> &use )
    {
      return use && ( *use == "drinking" || *use == "public supply" || *use == "municipal" || *use == "domestic" );
    }
  } // namespace

  void writeEnvironment( const CityLayout &layout, const std::vector<Hill> &hills, uint64_t seed, const Rect &keepClear, CityWriter &writer )
  {
    const Geos geos;
    const Rect grid = layout.gridRect();
    auto clear = [&]( const Rect &r )
    { return !r.intersects( keepClear ); };
    bool approximateDrinkingWell = false, unknownUseWell = false;
    std::vector<Pt> spareWellSites;

    const int ci = static_cast<int>( std::ceil( grid.width() / kCell ) );
    const int cj = static_cast<int>( std::ceil( grid.height() / kCell ) );
    for ( int j = 0; j < cj; ++j )
    {
      for ( int i = 0; i < ci; ++i )
      {
        const Rect cell = Rect{ grid.x0 + i * kCell, grid.y0 + j * kCell, grid.x0 + ( i + 1 ) * kCell, grid.y0 + ( j + 1 ) * kCell }.intersection( grid );
        // Edge cells too narrow for a 450 ft half-width feature get none.
        if ( cell.width() < 1000 || cell.height() < 1000 )
          continue;
        Rng rng( seed, 0xE4F, static_cast<uint64_t>( i ), static_cast<uint64_t>( j ) );

        if ( rng.chance( 0.25 ) )
        {
          const double halfWidth = rng.uniform( 35, 110 );
          const MultiPolygon esa = geos.bufferedLine( meander( rng, cell.expanded( -halfWidth - 20 ), rng.range( 3, 6 ), 150, 380 ), halfWidth );
          const std::string name = rng.pick( kStems ) + " " + rng.pick( kEsaTypes );
          const std::string &kind = kEsaKinds[rng.weighted( kEsaKindWeights )];
          if ( clear( bounds( esa ) ) )
            writer.esa( name, kind, esa );
        }
        if ( rng.chance( 0.3 ) )
        {
          const double halfWidth = rng.uniform( 120, 400 );
          const MultiPolygon lens = geos.bufferedLine( meander( rng, cell.expanded( -halfWidth - 20 ), rng.range( 1, 3 ), 100, 300 ), halfWidth );
          const double depth = rng.pick( kGroundwaterDepths );
          if ( clear( bounds( lens ) ) )
            writer.groundwater( depth, lens );
        }
        const int brownfields = rng.chance( 0.3 ) ? rng.range( 1, 2 ) : 0;
        for ( int b = 0; b < brownfields; ++b )
        {
          const double w = rng.range( 12, 45 ) * 10.0, h = rng.range( 12, 40 ) * 10.0;
          const double x = std::floor( rng.uniform( cell.x0, cell.x1 - w ) ), y = std::floor( rng.uniform( cell.y0, cell.y1 - h ) );
          const Rect site{ x, y, x + w, y + h };
          const std::string name = rng.pick( kBrownfieldSites );
          const std::string &status = rng.pick( kBrownfieldStatus );
          if ( clear( site ) )
            writer.brownfield( name, status, { site.polygon() } );
        }
        if ( rng.chance( 0.3 ) )
        {
          const double halfWidth = rng.uniform( 150, 450 );
          const MultiPolygon zone = geos.bufferedLine( meander( rng, cell.expanded( -halfWidth - 20 ), rng.range( 2, 4 ), 200, 500 ), halfWidth );
          if ( clear( bounds( zone ) ) )
            writer.geohazard( "liquefaction", "CGS Seismic Hazard Zones, Long Beach quadrangle", zone );
        }
        const int wells = rng.range( 1, 4 );
        for ( int w = 0; w < wells; ++w )
        {
          const Pt at{ std::round( rng.uniform( cell.x0 + 20, cell.x1 - 20 ) ), std::round( rng.uniform( cell.y0 + 20, cell.y1 - 20 ) ) };
          const std::optional<std::string> &use = kWellUses[rng.weighted( kWellUseWeights )];
          const bool approximate = rng.chance( isDrinkingUse( use ) ? 0.35 : 0.15 );
          if ( !clear( Rect{ at.x, at.y, at.x, at.y }.expanded( 1 ) ) )
            continue;
          writer.well( use, approximate ? "approximate" : "exact", at );
          approximateDrinkingWell = approximateDrinkingWell || ( approximate && use && *use == "drinking" );
          unknownUseWell = unknownUseWell || !use;
        }
        if ( spareWellSites.size() < 2 && clear( cell ) )
          spareWellSites.push_back( { std::round( cell.center().x ), std::round( cell.center().y ) } );
      }
    }
    // Every city has a drinking well located only approximately and a well of unknown use.
    if ( !approximateDrinkingWell && !spareWellSites.empty() )
      writer.well( std::string( "drinking" ), "approximate", spareWellSites.front() );
    if ( !unknownUseWell && !spareWellSites.empty() )
      writer.well( std::nullopt, "exact", spareWellSites.back() );

    // Significant Ecological Areas: large and rare.
    const int si = static_cast<int>( std::ceil( grid.width() / kSeaCell ) );
    const int sj = static_cast<int>( std::ceil( grid.height() / kSeaCell ) );
    for ( int j = 0; j < sj; ++j )
    {
      for ( int i = 0; i < si; ++i )
      {
        const Rect cell = Rect{ grid.x0 + i * kSeaCell, grid.y0 + j * kSeaCell, grid.x0 + ( i + 1 ) * kSeaCell, grid.y0 + ( j + 1 ) * kSeaCell }.intersection( grid );
        Rng rng( seed, 0x5EA, static_cast<uint64_t>( i ), static_cast<uint64_t>( j ) );
        const double halfWidth = rng.uniform( 250, 600 );
        if ( !rng.chance( 0.35 ) || cell.width() < 2 * halfWidth + 200 || cell.height() < 2 * halfWidth + 200 )
          continue;
        const MultiPolygon sea = geos.bufferedLine( meander( rng, cell.expanded( -halfWidth - 50 ), rng.range( 3, 6 ), 600, 1400 ), halfWidth );
        const std::string name = rng.pick( kStems ) + " SEA";
        if ( clear( bounds( sea ) ) )
          writer.sea( name, sea );
      }
    }

    // Landslide zones on the flanks of every hill, where it is steepest.
    for ( size_t k = 0; k < hills.size(); ++k )
    {
      const Hill &hill = hills[k];
      Rng rng( seed, 0x1A5, k );
      const int slides = rng.range( 3, 6 );
      for ( int s = 0; s < slides; ++s )
      {
        const double angle = rng.uniform( 0, 2 * kPi );
        const double r0 = hill.sigma * rng.uniform( 0.7, 1.3 );
        const double r1 = r0 + hill.sigma * rng.uniform( 0.3, 0.7 );
        const std::vector<Pt> line{ { hill.cx + r0 * std::cos( angle ), hill.cy + r0 * std::sin( angle ) }, { hill.cx + r1 * std::cos( angle + 0.1 ), hill.cy + r1 * std::sin( angle + 0.1 ) } };
        const MultiPolygon slide = geos.bufferedLine( line, rng.uniform( 50, 140 ) );
        if ( clear( bounds( slide ) ) )
          writer.geohazard( "landslide", "CGS Seismic Hazard Zones, earthquake-induced landslide", slide );
      }
    }
  }

} // namespace samplecity
