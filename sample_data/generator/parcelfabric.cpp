/***************************************************************************
  parcelfabric.cpp: block subdivision, shared lot vertices, diagonal cuts
  and fitting the grid to a parcel count.
 ***************************************************************************/
#include "parcelfabric.h"

#include "prng.h"

#include <algorithm>
#include <cmath>

namespace samplecity
{

  namespace
  {
    constexpr double kMinPieceSqft = 600;

    double ceilTo( double v, double step )
    {
      return std::ceil( v / step ) * step;
    }
    double floorTo( double v, double step )
    {
      return std::floor( v / step ) * step;
    }

    //! Whole-foot lot widths from wmin to wmax (step ft) that add up to total exactly.
    std::vector<double> fillWidths( double total, double wmin, double wmax, double step, Rng &rng )
    {
      std::vector<double> widths;
      double remaining = total;
      const int steps = static_cast<int>( ( wmax - wmin ) / step );
      while ( remaining > wmax + wmin )
      {
        const double w = wmin + step * rng.range( 0, steps );
        widths.push_back( w );
        remaining -= w;
      }
      if ( remaining <= wmax )
        widths.push_back( remaining );
      else
      {
        const double a = std::floor( remaining / 2 );
        widths.push_back( a );
        widths.push_back( remaining - a );
      }
      return widths;
    }

    void addRow( BlockPlan &plan, const Rect &block, double ya, double yb, int side, const std::vector<double> &widths )
    {
      double x = block.x0;
      for ( size_t i = 0; i < widths.size(); ++i )
      {
        // The last lot ends exactly on the block edge whatever rounding came before.
        const double xe = i + 1 == widths.size() ? block.x1 : x + widths[i];
        plan.lots.push_back( { Rect{ x, ya, xe, yb }, side } );
        x = xe;
      }
    }

    void residentialWidths( double depth, Zone zone, double &wmin, double &wmax )
    {
      // Mostly 5,000-10,000 sq ft lots; multi-family lots run larger.
      wmin = std::max( 40.0, ceilTo( 5000 / depth, 5 ) );
      wmax = std::max( wmin + 10, std::min( 80.0, floorTo( 10000 / depth, 5 ) ) );
      if ( zone == Zone::R2 )
        wmin = std::min( wmin + 5, wmax - 5 );
      if ( zone == Zone::RM )
      {
        wmin = std::max( 60.0, wmin );
        wmax = std::max( wmin + 20, 100.0 );
      }
    }
  } // namespace

  BlockPlan subdivideBlock( const Block &block, uint64_t seed )
  {
    Rng rng( seed, 0xB10C, static_cast<uint64_t>( block.row ), static_cast<uint64_t>( block.col ) );
    BlockPlan plan;
    const Rect &r = block.rect;
    const double depth = r.height();
    const double width = r.width();

    if ( block.zone == Zone::OS )
    {
      plan.lots.push_back( { r, 0 } );
      return plan;
    }

    if ( isIndustrial( block.zone ) && rng.chance( 0.5 ) )
    {
      // Yards that run through the block: most of these lots are over an acre.
      addRow( plan, r, r.y0, r.y1, 2, fillWidths( width, 100, 300, 10, rng ) );
      return plan;
    }

    const bool alley = isResidential( block.zone ) ? depth >= 260 && rng.chance( 0.7 ) : isCommercial( block.zone ) && depth >= 260 && rng.chance( 0.3 );
    const double gap = alley ? CityLayout::kAlleyWidth : 0;
    const double southDepth = std::floor( ( depth - gap ) / 2 );
    const double northY0 = r.y0 + southDepth + gap;
    if ( alley )
      plan.alleys.push_back( { r.x0, r.y0 + southDepth, r.x1, northY0 } );

    for ( int side = 0; side < 2; ++side )
    {
      const double rowDepth = side == 0 ? southDepth : r.y1 - northY0;
      const double ya = side == 0 ? r.y0 : northY0;
      const double yb = side == 0 ? r.y0 + southDepth : r.y1;
      std::vector<double> widths;
      if ( isResidential( block.zone ) )
      {
        double wmin = 0, wmax = 0;
        residentialWidths( rowDepth, block.zone, wmin, wmax );
        widths = fillWidths( width, wmin, wmax, 5, rng );
      }
      else if ( isCommercial( block.zone ) )
        widths = fillWidths( width, 60, 200, 10, rng );
      else
        widths = fillWidths( width, 80, 240, 10, rng );
      addRow( plan, r, ya, yb, side, widths );
    }
    return plan;
  }

  std::vector<Ring> sharedVertexRings( const std::vector<Rect> &rects )
  {
    std::vector<Pt> corners;
    corners.reserve( rects.size() * 4 );
    for ( const Rect &r : rects )
    {
      for ( const Pt &p : r.ring() )
        corners.push_back( p );
    }

    std::vector<Ring> rings;
    rings.reserve( rects.size() );
    std::vector<double> onEdge;
    for ( const Rect &r : rects )
    {
      Ring ring;
      auto edge = [&]( Pt from, bool horizontal, double fixed, double a, double b )
      {
        ring.push_back( from );
        onEdge.clear();
        const double lo = std::min( a, b ), hi = std::max( a, b );
        for ( const Pt &c : corners )
        {
          if ( horizontal && c.y == fixed && c.x > lo && c.x < hi )
            onEdge.push_back( c.x );
          else if ( !horizontal && c.x == fixed && c.y > lo && c.y < hi )
            onEdge.push_back( c.y );
        }
        std::sort( onEdge.begin(), onEdge.end() );
        onEdge.erase( std::unique( onEdge.begin(), onEdge.end() ), onEdge.end() );
        if ( a > b )
          std::reverse( onEdge.begin(), onEdge.end() );
        for ( double v : onEdge )
          ring.push_back( horizontal ? Pt{ v, fixed } : Pt{ fixed, v } );
      };
      edge( { r.x0, r.y0 }, true, r.y0, r.x0, r.x1 );
      edge( { r.x1, r.y0 }, false, r.x1, r.y0, r.y1 );
      edge( { r.x1, r.y1 }, true, r.y1, r.x1, r.x0 );
      edge( { r.x0, r.y1 }, false, r.x0, r.y1, r.y0 );
      rings.push_back( std::move( ring ) );
    }
    return rings;
  }

  std::vector<LotPiece> cutByDiagonal( const Ring &ring, const Rect &bounds, const CityLayout &layout )
  {
    if ( !layout.diagonalCrosses( bounds ) )
      return { { ring, 0 } };
    std::vector<LotPiece> pieces;
    Ring below = clipRingByDiagonal( ring, layout.diagonalK(), true );
    if ( below.size() >= 3 && std::fabs( signedArea( below ) ) >= kMinPieceSqft )
      pieces.push_back( { std::move( below ), -1 } );
    Ring above = clipRingByDiagonal( ring, layout.diagonalK() + CityLayout::kDiagonalSpan, false );
    if ( above.size() >= 3 && std::fabs( signedArea( above ) ) >= kMinPieceSqft )
      pieces.push_back( { std::move( above ), 1 } );
    return pieces;
  }

  int countBlockParcels( const Block &block, uint64_t seed )
  {
    return static_cast<int>( subdivideBlock( block, seed ).lots.size() );
  }

  CityLayout chooseLayout( int64_t target, uint64_t seed, int64_t plantedParcels )
  {
    // Aim for a city about as tall as it is wide: a block pitch is 660 x 340 ft.
    double blocks = std::max( 1.0, static_cast<double>( target ) / 17.0 );
    double cols = std::sqrt( blocks / 1.94 );
    double rows = cols * 1.94;
    int bestCols = 0, bestRows = 0;
    int64_t bestError = -1;
    for ( int iteration = 0; iteration < 6; ++iteration )
    {
      const int c = std::max( CityLayout::kMinCols, static_cast<int>( std::lround( cols ) ) );
      const int r = std::max( CityLayout::kMinRows, static_cast<int>( std::lround( rows ) ) );
      const CityLayout layout( c, r, seed );
      int64_t count = plantedParcels;
      for ( int row = 0; row < r; ++row )
      {
        for ( int col = 0; col < c; ++col )
        {
          if ( !layout.isDistrict( row, col ) )
            count += countBlockParcels( layout.block( row, col ), seed );
        }
      }
      const int64_t error = std::llabs( count - target );
      if ( bestError < 0 || error < bestError )
      {
        bestError = error;
        bestCols = c;
        bestRows = r;
      }
      if ( count == target || ( c == CityLayout::kMinCols && r == CityLayout::kMinRows && count > target ) )
        break;
      const double scale = std::sqrt( static_cast<double>( target - plantedParcels ) / std::max<double>( 1.0, static_cast<double>( count - plantedParcels ) ) );
      cols = c * scale;
      rows = r * scale;
    }
    return CityLayout( bestCols, bestRows, seed );
  }

} // namespace samplecity
