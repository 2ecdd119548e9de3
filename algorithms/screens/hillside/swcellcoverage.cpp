/***************************************************************************
  swcellcoverage.cpp: exact polygon-cell clipping.
 ***************************************************************************/
#include "screens/hillside/swcellcoverage.h"

#include "qgscurvepolygon.h"
#include "qgscurve.h"

#include <algorithm>
#include <cmath>

namespace
{
  /**
   * A whole cell coordinate (already floored or ceiled) as an index. One far
   * beyond any raster (a parcel 1e25 ft away) or not finite is clamped to
   * +-2^52 cells, still outside every DEM; converting it as it was is
   * undefined behaviour (found by the sanitized build).
   */
  long long cellIndex( double cell )
  {
    constexpr double LIMIT = 4503599627370496.0; // 2^52: exact, and its sums fit a long long
    if ( !( cell > -LIMIT ) )
      return -static_cast<long long>( LIMIT );
    if ( cell > LIMIT )
      return static_cast<long long>( LIMIT );
    return static_cast<long long>( cell );
  }

  template <typename P>
  double signedArea( const std::vector<P> &ring )
  {
    // Shoelace on an open ring (no repeated closing point).
    double twice = 0;
    const size_t n = ring.size();
    for ( size_t i = 0, j = n - 1; i < n; j = i++ )
      twice += ring[j].u * ring[i].v - ring[i].u * ring[j].v;
    return twice / 2;
  }

  /**
   * Sutherland-Hodgman against one axis-aligned line: keeps the part of
   * \a in where the coordinate (u when \a onU, else v) is >= bound (\a keepAbove)
   * or <= bound. For a simple ring, however concave, the output's signed area
   * is exactly the area of the ring on that side: the degenerate edges the
   * method may leave along the line enclose nothing.
   */
  template <typename P>
  void clipAxis( const std::vector<P> &in, bool onU, double bound, bool keepAbove, std::vector<P> &out )
  {
    out.clear();
    const size_t n = in.size();
    if ( n == 0 )
      return;
    auto coordinate = [onU]( const P &p )
    { return onU ? p.u : p.v; };
    auto inside = [&]( const P &p )
    { return keepAbove ? coordinate( p ) >= bound : coordinate( p ) <= bound; };
    auto crossing = [&]( const P &a, const P &b )
    {
      const double t = ( bound - coordinate( a ) ) / ( coordinate( b ) - coordinate( a ) );
      P p;
      if ( onU )
      {
        p.u = bound;
        p.v = a.v + t * ( b.v - a.v );
      }
      else
      {
        p.u = a.u + t * ( b.u - a.u );
        p.v = bound;
      }
      return p;
    };
    const P *previous = &in[n - 1];
    bool previousInside = inside( *previous );
    for ( size_t i = 0; i < n; ++i )
    {
      const P &current = in[i];
      const bool currentInside = inside( current );
      if ( currentInside )
      {
        if ( !previousInside )
          out.push_back( crossing( *previous, current ) );
        out.push_back( current );
      }
      else if ( previousInside )
        out.push_back( crossing( *previous, current ) );
      previous = &current;
      previousInside = currentInside;
    }
  }
} // namespace

SwCellWindow SwCellWindow::intersected( const SwCellWindow &other ) const
{
  SwCellWindow result;
  result.col0 = std::max( col0, other.col0 );
  result.row0 = std::max( row0, other.row0 );
  result.cols = std::max( 0LL, std::min( col0 + cols, other.col0 + other.cols ) - result.col0 );
  result.rows = std::max( 0LL, std::min( row0 + rows, other.row0 + other.rows ) - result.row0 );
  return result;
}

std::vector<SwCellWindow> SwCellWindow::bands( long long rows ) const
{
  std::vector<SwCellWindow> bands;
  for ( long long row = row0; rows > 0 && row < row0 + this->rows; row += rows )
  {
    SwCellWindow band = *this;
    band.row0 = row;
    band.rows = std::min( rows, row0 + this->rows - row );
    bands.push_back( band );
  }
  return bands;
}

SwCellCoverage::SwCellCoverage( const QgsGeometry &polygons, const SwGrid &grid )
  : mGrid( grid )
{
  if ( polygons.isNull() || polygons.isEmpty() )
    return;
  QgsGeometry linear = polygons;
  if ( QgsWkbTypes::isCurvedType( linear.wkbType() ) )
    linear = QgsGeometry( linear.constGet()->segmentize() );
  for ( auto part = linear.const_parts_begin(); part != linear.const_parts_end(); ++part )
  {
    const QgsCurvePolygon *polygon = qgsgeometry_cast<const QgsCurvePolygon *>( *part );
    if ( !polygon || !polygon->exteriorRing() )
      continue;
    addRing( polygon->exteriorRing(), 1 );
    for ( int i = 0; i < polygon->numInteriorRings(); ++i )
      addRing( polygon->interiorRing( i ), -1 );
  }
  if ( mRings.empty() )
    return;

  double uMin = mRings.front().uMin, uMax = mRings.front().uMax, vMin = mRings.front().vMin, vMax = mRings.front().vMax;
  for ( const Ring &ring : mRings )
  {
    uMin = std::min( uMin, ring.uMin );
    uMax = std::max( uMax, ring.uMax );
    vMin = std::min( vMin, ring.vMin );
    vMax = std::max( vMax, ring.vMax );
  }
  mWindow.col0 = cellIndex( std::floor( uMin ) );
  mWindow.row0 = cellIndex( std::floor( vMin ) );
  mWindow.cols = std::max( 1LL, cellIndex( std::ceil( uMax ) ) - mWindow.col0 );
  mWindow.rows = std::max( 1LL, cellIndex( std::ceil( vMax ) ) - mWindow.row0 );
}

void SwCellCoverage::addRing( const QgsCurve *curve, double role )
{
  Ring ring;
  const int n = curve->numPoints();
  ring.points.reserve( static_cast<size_t>( n ) );
  for ( int i = 0; i < n; ++i )
  {
    const Point p{ ( curve->xAt( i ) - mGrid.originX ) / mGrid.cellWidth, ( mGrid.originY - curve->yAt( i ) ) / mGrid.cellHeight };
    // Drop the closing point and repeated vertices: they add nothing.
    if ( !ring.points.empty() && ring.points.back().u == p.u && ring.points.back().v == p.v )
      continue;
    ring.points.push_back( p );
  }
  while ( ring.points.size() > 1 && ring.points.front().u == ring.points.back().u && ring.points.front().v == ring.points.back().v )
    ring.points.pop_back();
  if ( ring.points.size() < 3 )
    return;
  const double area = signedArea( ring.points );
  if ( area == 0 )
    return;
  // Clipped pieces keep the ring's orientation; the sign turns their signed
  // areas into covered area (outer rings) or area to take away (holes).
  ring.sign = role * ( area > 0 ? 1 : -1 );
  mArea += role * std::fabs( area );
  auto [uLow, uHigh] = std::minmax_element( ring.points.begin(), ring.points.end(), []( const Point &a, const Point &b )
                                            { return a.u < b.u; } );
  auto [vLow, vHigh] = std::minmax_element( ring.points.begin(), ring.points.end(), []( const Point &a, const Point &b )
                                            { return a.v < b.v; } );
  ring.uMin = uLow->u;
  ring.uMax = uHigh->u;
  ring.vMin = vLow->v;
  ring.vMax = vHigh->v;
  mRings.push_back( std::move( ring ) );
}

void SwCellCoverage::fractions( const SwCellWindow &window, std::vector<double> &fractions ) const
{
  fractions.assign( static_cast<size_t>( std::max( 0LL, window.cols ) * std::max( 0LL, window.rows ) ), 0.0 );
  if ( window.isEmpty() )
    return;
  std::vector<Point> above, band, left, cell;
  for ( const Ring &ring : mRings )
  {
    const long long rowStart = std::max( window.row0, cellIndex( std::floor( ring.vMin ) ) );
    const long long rowEnd = std::min( window.row0 + window.rows, cellIndex( std::ceil( ring.vMax ) ) );
    for ( long long row = rowStart; row < rowEnd; ++row )
    {
      clipAxis( ring.points, false, static_cast<double>( row ), true, above );
      clipAxis( above, false, static_cast<double>( row + 1 ), false, band );
      if ( band.size() < 3 )
        continue;
      double uMin = band.front().u, uMax = band.front().u;
      for ( const Point &p : band )
      {
        uMin = std::min( uMin, p.u );
        uMax = std::max( uMax, p.u );
      }
      const long long colStart = std::max( window.col0, cellIndex( std::floor( uMin ) ) );
      const long long colEnd = std::min( window.col0 + window.cols, cellIndex( std::ceil( uMax ) ) );
      double *out = fractions.data() + static_cast<size_t>( ( row - window.row0 ) * window.cols );
      if ( colEnd - colStart == 1 && std::floor( uMin ) == static_cast<double>( colStart ) && std::ceil( uMax ) <= static_cast<double>( colStart + 1 ) )
      {
        // The band lies in one cell: no need to clip it again.
        out[colStart - window.col0] += ring.sign * signedArea( band );
        continue;
      }
      for ( long long col = colStart; col < colEnd; ++col )
      {
        clipAxis( band, true, static_cast<double>( col ), true, left );
        clipAxis( left, true, static_cast<double>( col + 1 ), false, cell );
        if ( cell.size() >= 3 )
          out[col - window.col0] += ring.sign * signedArea( cell );
      }
    }
  }
}
