/***************************************************************************
  swfacets.cpp: boundaries as segments, and GEOS's distance between them.
 ***************************************************************************/
#include "geometry/swfacets.h"
#include "geometry/swgeos.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace
{
  // A box gap and a computed distance may each be a rounding off the true
  // values: a segment is ruled out only when its box is farther than the
  // best distance by more than that.
  constexpr double PRUNE_MARGIN = 1e-9;

  /*
   * The distance from p to the segment ab, operation for operation as GEOS
   * 3.11 computes it (algorithm/Distance.cpp, pointToSegment), so that the
   * least of these equals GEOS's polygon-to-polygon distance to the bit.
   */
  double pointToSegment( double px, double py, double ax, double ay, double bx, double by )
  {
    if ( ax == bx && ay == by )
    {
      const double dx = px - ax;
      const double dy = py - ay;
      return std::sqrt( dx * dx + dy * dy );
    }
    const double r = ( ( px - ax ) * ( bx - ax ) + ( py - ay ) * ( by - ay ) ) / ( ( bx - ax ) * ( bx - ax ) + ( by - ay ) * ( by - ay ) );
    if ( r <= 0.0 )
    {
      const double dx = px - ax;
      const double dy = py - ay;
      return std::sqrt( dx * dx + dy * dy );
    }
    if ( r >= 1.0 )
    {
      const double dx = px - bx;
      const double dy = py - by;
      return std::sqrt( dx * dx + dy * dy );
    }
    const double s = ( ( ay - py ) * ( bx - ax ) - ( ax - px ) * ( by - ay ) ) / ( ( bx - ax ) * ( bx - ax ) + ( by - ay ) * ( by - ay ) );
    return std::fabs( s ) * std::sqrt( ( ( bx - ax ) * ( bx - ax ) + ( by - ay ) * ( by - ay ) ) );
  }

  //! Distance between the box [xMin, xMax] x [yMin, yMax] and \a box (0 when they meet).
  double boxGap( double xMin, double yMin, double xMax, double yMax, const QgsRectangle &box )
  {
    const double dx = std::max( { 0.0, xMin - box.xMaximum(), box.xMinimum() - xMax } );
    const double dy = std::max( { 0.0, yMin - box.yMaximum(), box.yMinimum() - yMax } );
    return std::sqrt( dx * dx + dy * dy );
  }
} // namespace

SwFacets::SwFacets( const GEOSGeometry *geometry )
{
  assign( geometry );
  if ( segmentCount() >= INDEXED_FROM )
  {
    mIndex = std::make_unique<SwPackedRTree>();
    for ( int s = 0; s < segmentCount(); ++s )
    {
      const size_t k = mSegmentStarts[static_cast<size_t>( s )];
      mIndex->add( s, QgsRectangle( mX[k], mY[k], mX[k + 1], mY[k + 1] ) );
    }
    mIndex->build();
  }
}

void SwFacets::clear()
{
  mX.clear();
  mY.clear();
  mSegmentStarts.clear();
  mBox = QgsRectangle();
  mIndex.reset();
}

void SwFacets::assign( const GEOSGeometry *geometry )
{
  clear();
  if ( !geometry )
    return;
  GEOSContextHandle_t context = SwGeos::context();
  appendPart( geometry, context );
  if ( mX.empty() )
    return;
  const auto [xMin, xMax] = std::minmax_element( mX.begin(), mX.end() );
  const auto [yMin, yMax] = std::minmax_element( mY.begin(), mY.end() );
  mBox = QgsRectangle( *xMin, *yMin, *xMax, *yMax, false );
}

void SwFacets::appendPart( const GEOSGeometry *part, GEOSContextHandle_t context )
{
  switch ( GEOSGeomTypeId_r( context, part ) )
  {
    case GEOS_POINT:
    case GEOS_LINESTRING:
    case GEOS_LINEARRING:
      appendSequence( GEOSGeom_getCoordSeq_r( context, part ), context );
      break;
    case GEOS_POLYGON:
    {
      if ( GEOSisEmpty_r( context, part ) == 1 )
        break;
      appendPart( GEOSGetExteriorRing_r( context, part ), context );
      const int holes = GEOSGetNumInteriorRings_r( context, part );
      for ( int h = 0; h < holes; ++h )
        appendPart( GEOSGetInteriorRingN_r( context, part, h ), context );
      break;
    }
    default:
    {
      const int parts = GEOSGetNumGeometries_r( context, part );
      for ( int p = 0; p < parts; ++p )
      {
        const GEOSGeometry *child = GEOSGetGeometryN_r( context, part, p );
        if ( child && child != part )
          appendPart( child, context );
      }
      break;
    }
  }
}

void SwFacets::appendSequence( const GEOSCoordSequence *sequence, GEOSContextHandle_t context )
{
  unsigned int size = 0;
  if ( !sequence || GEOSCoordSeq_getSize_r( context, sequence, &size ) != 1 || size == 0 )
    return;
  const size_t first = mX.size();
  for ( unsigned int i = 0; i < size; ++i )
  {
    double x = 0;
    double y = 0;
    GEOSCoordSeq_getXY_r( context, sequence, i, &x, &y );
    mX.push_back( x );
    mY.push_back( y );
  }
  for ( size_t k = first; k + 1 < mX.size(); ++k )
    mSegmentStarts.push_back( k );
}

void SwFacets::segmentsNear( const QgsRectangle &box, double reach, std::vector<int> &segments ) const
{
  segments.clear();
  if ( !mIndex )
  {
    segments.resize( mSegmentStarts.size() );
    for ( size_t s = 0; s < segments.size(); ++s )
      segments[s] = static_cast<int>( s );
    return;
  }
  QgsRectangle window = box;
  window.grow( reach );
  mIndex->query( window, segments );
}

double SwFacets::segmentDistance( int s, const SwFacets &other ) const
{
  const size_t k = mSegmentStarts[static_cast<size_t>( s )];
  const double ax = mX[k];
  const double ay = mY[k];
  const double bx = mX[k + 1];
  const double by = mY[k + 1];
  double best = std::numeric_limits<double>::infinity();
  // The other's vertices to this segment, this segment's ends to the other's segments.
  for ( size_t v = 0; v < other.mX.size(); ++v )
    best = std::min( best, pointToSegment( other.mX[v], other.mY[v], ax, ay, bx, by ) );
  for ( const size_t t : other.mSegmentStarts )
  {
    best = std::min( best, pointToSegment( ax, ay, other.mX[t], other.mY[t], other.mX[t + 1], other.mY[t + 1] ) );
    best = std::min( best, pointToSegment( bx, by, other.mX[t], other.mY[t], other.mX[t + 1], other.mY[t + 1] ) );
  }
  return best;
}

double SwFacets::distance( const SwFacets &other ) const
{
  // Each of this boundary's nearby segments is measured against all of the
  // other's: a parcel of hundreds of vertices is left to GEOS's facet index.
  if ( segmentCount() == 0 || other.segmentCount() == 0 || other.segmentCount() > OTHER_SEGMENTS_AT_MOST || mBox.intersects( other.mBox ) )
    return std::numeric_limits<double>::quiet_NaN();

  thread_local std::vector<int> segments;
  thread_local std::vector<std::pair<double, int>> byGap;
  double best = std::numeric_limits<double>::infinity();
  // Measures the segments near the other's box, nearest box first, until
  // the next box is farther than the best distance found.
  const auto measure = [&]()
  {
    byGap.clear();
    for ( const int s : segments )
    {
      const size_t k = mSegmentStarts[static_cast<size_t>( s )];
      const double gap = boxGap( std::min( mX[k], mX[k + 1] ), std::min( mY[k], mY[k + 1] ), std::max( mX[k], mX[k + 1] ), std::max( mY[k], mY[k + 1] ), other.mBox );
      if ( gap <= best * ( 1 + PRUNE_MARGIN ) )
        byGap.emplace_back( gap, s );
    }
    std::sort( byGap.begin(), byGap.end() );
    for ( const auto &[gap, s] : byGap )
    {
      if ( gap > best * ( 1 + PRUNE_MARGIN ) )
        break;
      best = std::min( best, segmentDistance( s, other ) );
    }
  };

  if ( !mIndex )
  {
    segmentsNear( other.mBox, 0, segments );
    measure();
    return best;
  }
  // Indexed: a window around the other's box, widened until it holds a
  // segment; then every segment whose box is within the best distance
  // found (none nearer can lie outside that window).
  const double gap = boxGap( mBox.xMinimum(), mBox.yMinimum(), mBox.xMaximum(), mBox.yMaximum(), other.mBox );
  const double span = std::max( { mBox.width(), mBox.height(), other.mBox.width(), other.mBox.height() } );
  double reach = gap + std::max( gap, other.mBox.width() + other.mBox.height() );
  for ( ;; )
  {
    segmentsNear( other.mBox, reach, segments );
    if ( !segments.empty() || reach > gap + 2 * span )
      break;
    reach = 2 * reach + 1;
  }
  measure();
  if ( best * ( 1 + PRUNE_MARGIN ) > reach )
  {
    segmentsNear( other.mBox, best * ( 1 + PRUNE_MARGIN ), segments );
    measure();
  }
  return best;
}
