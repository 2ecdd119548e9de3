/***************************************************************************
  geometry.h: the plain coordinate types the generator builds features from
  (points, rings, polygons with holes, rectangles) and the few exact
  operations it needs on them. Coordinates are US survey feet, EPSG:2229.
 ***************************************************************************/
#ifndef SAMPLECITY_GEOMETRY_H
#define SAMPLECITY_GEOMETRY_H

#include <algorithm>
#include <cmath>
#include <vector>

namespace samplecity
{

  struct Pt
  {
    double x = 0;
    double y = 0;
    bool operator==( const Pt &o ) const { return x == o.x && y == o.y; }
    bool operator!=( const Pt &o ) const { return !( *this == o ); }
  };

  //! A ring without the closing point; writers close it.
  using Ring = std::vector<Pt>;

  struct Polygon
  {
    Ring outer;
    std::vector<Ring> holes;
  };

  using MultiPolygon = std::vector<Polygon>;

  struct Rect
  {
    double x0 = 0, y0 = 0, x1 = 0, y1 = 0;

    double width() const { return x1 - x0; }
    double height() const { return y1 - y0; }
    double area() const { return width() * height(); }
    Pt center() const { return { ( x0 + x1 ) / 2, ( y0 + y1 ) / 2 }; }
    Rect expanded( double d ) const { return { x0 - d, y0 - d, x1 + d, y1 + d }; }
    Rect translated( double dx, double dy ) const { return { x0 + dx, y0 + dy, x1 + dx, y1 + dy }; }
    bool intersects( const Rect &o ) const { return x0 < o.x1 && o.x0 < x1 && y0 < o.y1 && o.y0 < y1; }
    bool contains( const Pt &p ) const { return p.x >= x0 && p.x <= x1 && p.y >= y0 && p.y <= y1; }
    Rect intersection( const Rect &o ) const { return { std::max( x0, o.x0 ), std::max( y0, o.y0 ), std::min( x1, o.x1 ), std::min( y1, o.y1 ) }; }
    bool empty() const { return x1 <= x0 || y1 <= y0; }
    //! Counter-clockwise ring of the four corners.
    Ring ring() const { return { { x0, y0 }, { x1, y0 }, { x1, y1 }, { x0, y1 } }; }
    Polygon polygon() const { return { ring(), {} }; }
  };

  inline double signedArea( const Ring &ring )
  {
    double twice = 0;
    for ( size_t i = 0, n = ring.size(); i < n; ++i )
    {
      const Pt &a = ring[i];
      const Pt &b = ring[( i + 1 ) % n];
      twice += a.x * b.y - b.x * a.y;
    }
    return twice / 2;
  }

  inline double polygonArea( const Polygon &polygon )
  {
    double area = std::fabs( signedArea( polygon.outer ) );
    for ( const Ring &hole : polygon.holes )
      area -= std::fabs( signedArea( hole ) );
    return area;
  }

  inline Rect ringBounds( const Ring &ring )
  {
    Rect r{ ring[0].x, ring[0].y, ring[0].x, ring[0].y };
    for ( const Pt &p : ring )
    {
      r.x0 = std::min( r.x0, p.x );
      r.y0 = std::min( r.y0, p.y );
      r.x1 = std::max( r.x1, p.x );
      r.y1 = std::max( r.y1, p.y );
    }
    return r;
  }

  /**
   * Clips a polygon ring whose edges are all horizontal or vertical against the
   * half plane x + y <= k (keepBelow) or x + y >= k. The crossing point on an
   * edge depends only on the edge's line and k, never on the edge's direction,
   * so two lots sharing an edge get bit-identical new vertices.
   */
  inline Ring clipRingByDiagonal( const Ring &ring, double k, bool keepBelow )
  {
    auto inside = [&]( const Pt &p )
    { return keepBelow ? p.x + p.y <= k : p.x + p.y >= k; };
    auto crossing = [&]( const Pt &a, const Pt &b ) -> Pt
    {
      if ( a.x == b.x )
        return { a.x, k - a.x };
      if ( a.y == b.y )
        return { k - a.y, a.y };
      // A general edge: only diagonal cuts of the diagonal itself, never reached for lots.
      const double t = ( k - a.x - a.y ) / ( ( b.x - a.x ) + ( b.y - a.y ) );
      return { a.x + t * ( b.x - a.x ), a.y + t * ( b.y - a.y ) };
    };
    Ring out;
    for ( size_t i = 0, n = ring.size(); i < n; ++i )
    {
      const Pt &a = ring[i];
      const Pt &b = ring[( i + 1 ) % n];
      const bool ina = inside( a ), inb = inside( b );
      if ( ina && inb )
        out.push_back( b );
      else if ( ina && !inb )
        out.push_back( crossing( a, b ) );
      else if ( !ina && inb )
      {
        out.push_back( crossing( a, b ) );
        out.push_back( b );
      }
    }
    // Drop repeated points (a vertex exactly on the line shows up twice).
    Ring clean;
    for ( const Pt &p : out )
    {
      if ( clean.empty() || clean.back() != p )
        clean.push_back( p );
    }
    while ( clean.size() > 1 && clean.front() == clean.back() )
      clean.pop_back();
    if ( clean.size() < 3 )
      return {};
    return clean;
  }

} // namespace samplecity

#endif // SAMPLECITY_GEOMETRY_H
