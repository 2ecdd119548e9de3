/***************************************************************************
  soils.cpp: soil map units and the survey partition.
 ***************************************************************************/
#include "soils.h"

#include "prng.h"
#include "writer.h"

#include <cmath>
#include <stdexcept>

namespace samplecity
{

  namespace
  {
    const std::vector<SoilUnit> &units()
    {
      static const std::vector<SoilUnit> all = {
        { "RmC", "Ramona sandy loam, 2 to 9 percent slopes", 0.28, 0.9 },
        { "HcA", "Hanford coarse sandy loam, 0 to 2 percent slopes", 0.17, 3.5 },
        { "ChA", "Chino silt loam, 0 to 2 percent slopes", 0.43, 0.45 },
        { "MoA", "Montebello loam, 0 to 2 percent slopes", 0.37, 0.6 },
        { "TuB", "Tujunga loamy sand, 0 to 5 percent slopes", 0.15, 11.0 },
        { "ZaC", "Zaca clay, 2 to 9 percent slopes", 0.28, 0.06 },
        { "PlB", "Placentia sandy loam, 2 to 5 percent slopes", 0.32, 0.3 },
        { "YoA", "Yolo loam, 0 to 2 percent slopes", 0.32, 0.9 },
        { "LoD", "Los Osos clay loam, 15 to 30 percent slopes", 0.37, 0.2 },
        { "DbF", "Diablo clay, 30 to 50 percent slopes", 0.32, 0.06 },
        { "AtE", "Altamont clay, 15 to 30 percent slopes", 0.24, 0.06 } };
      return all;
    }

    // Lowland and hill units with their shares.
    const std::vector<std::string> kLowland = { "RmC", "HcA", "ChA", "MoA", "TuB", "ZaC", "PlB", "YoA" };
    const std::vector<double> kLowlandWeights = { 25, 15, 10, 10, 8, 8, 10, 14 };
    const std::vector<std::string> kHill = { "LoD", "DbF", "AtE", "ChA" };
    const std::vector<double> kHillWeights = { 40, 25, 25, 10 };

    //! Cell edges from lo to hi, each cell a whole number of 10 ft between minWidth and maxWidth.
    std::vector<double> edges( double lo, double hi, double minWidth, double maxWidth, Rng &rng )
    {
      std::vector<double> out{ lo };
      while ( hi - out.back() > maxWidth + minWidth )
        out.push_back( out.back() + 10 * rng.range( static_cast<int>( minWidth / 10 ), static_cast<int>( maxWidth / 10 ) ) );
      out.push_back( hi );
      return out;
    }

    void writePiece( const SoilUnit &unit, const Rect &r, CityWriter &writer )
    {
      writer.soil( unit.musym, unit.muname, unit.kfact, unit.ksatInHr, { r.polygon() } );
    }
  } // namespace

  const SoilUnit &soilUnit( const std::string &musym )
  {
    for ( const SoilUnit &u : units() )
    {
      if ( u.musym == musym )
        return u;
    }
    throw std::runtime_error( "unknown soil map unit " + musym );
  }

  std::vector<Rect> subtractRect( const Rect &a, const Rect &b )
  {
    if ( !a.intersects( b ) )
      return { a };
    std::vector<Rect> out;
    const Rect i = a.intersection( b );
    if ( a.x0 < i.x0 )
      out.push_back( { a.x0, a.y0, i.x0, a.y1 } );
    if ( i.x1 < a.x1 )
      out.push_back( { i.x1, a.y0, a.x1, a.y1 } );
    if ( a.y0 < i.y0 )
      out.push_back( { i.x0, a.y0, i.x1, i.y0 } );
    if ( i.y1 < a.y1 )
      out.push_back( { i.x0, i.y1, i.x1, a.y1 } );
    return out;
  }

  void writeSoils( const CityLayout &layout, const std::vector<Hill> &hills, uint64_t seed, const std::vector<SoilOverride> &overrides, CityWriter &writer )
  {
    const Rect city = layout.cityRect();
    std::vector<Rect> clipped;
    for ( const SoilOverride &o : overrides )
      clipped.push_back( o.rect.intersection( city ) );

    Rng edgeRng( seed, 0x5011 );
    const std::vector<double> xs = edges( city.x0, city.x1, 800, 2200, edgeRng );
    const std::vector<double> ys = edges( city.y0, city.y1, 700, 1800, edgeRng );

    std::vector<Rect> pieces, next;
    for ( size_t j = 0; j + 1 < ys.size(); ++j )
    {
      for ( size_t i = 0; i + 1 < xs.size(); ++i )
      {
        const Rect cell{ xs[i], ys[j], xs[i + 1], ys[j + 1] };
        Rng rng( seed, 0x5012, i, j );
        const Pt c = cell.center();
        bool onHill = false;
        for ( const Hill &h : hills )
          onHill = onHill || std::hypot( c.x - h.cx, c.y - h.cy ) < 1.6 * h.sigma;
        const std::string &musym = onHill ? kHill[rng.weighted( kHillWeights )] : kLowland[rng.weighted( kLowlandWeights )];
        pieces.assign( 1, cell );
        for ( const Rect &o : clipped )
        {
          next.clear();
          for ( const Rect &p : pieces )
          {
            for ( const Rect &rest : subtractRect( p, o ) )
              next.push_back( rest );
          }
          pieces.swap( next );
        }
        for ( const Rect &p : pieces )
          writePiece( soilUnit( musym ), p, writer );
      }
    }

    // Each override, minus the overrides laid on top of it.
    for ( size_t k = 0; k < clipped.size(); ++k )
    {
      pieces.assign( 1, clipped[k] );
      for ( size_t later = k + 1; later < clipped.size(); ++later )
      {
        next.clear();
        for ( const Rect &p : pieces )
        {
          for ( const Rect &rest : subtractRect( p, clipped[later] ) )
            next.push_back( rest );
        }
        pieces.swap( next );
      }
      for ( const Rect &p : pieces )
        writePiece( soilUnit( overrides[k].musym ), p, writer );
    }
  }

} // namespace samplecity
