/***************************************************************************
  swfacets.h: the boundary of a feature as plain segments (every ring of
  every part of a polygon, every line, or the points of a point feature),
  and the exact distance between two such boundaries whose bounding boxes
  are apart.

  Why: nearly every parcel of a city lies outside the box of the nearest
  sensitive area or drinking well, and then the distance between them is
  the least distance between a vertex of one and a segment of the other.
  GEOS finds it (GEOSPreparedDistance: an intersects test, then its facet
  index, rebuilt for each parcel) at about 2.5 us a parcel, a sixth of the
  ESA screen; here the nearest segments come first and the rest are ruled
  out by their boxes. The arithmetic is GEOS's own (the point-to-segment
  distance of algorithm/Distance.cpp, the same operations in the same
  order), so a distance equals GEOS's to the last bit; boxes that meet are
  left to GEOS.

  Thread safety: a built SwFacets is read-only; distance() may run on any
  number of threads at once.
 ***************************************************************************/
#ifndef SWFACETS_H
#define SWFACETS_H

#include "geometry/swpackedrtree.h"

#include "qgsrectangle.h"

#include <geos_c.h>

#include <memory>
#include <vector>

class SwFacets
{
public:
  SwFacets() = default;
  //! The boundary of \a geometry (a GEOS geometry of any type; empty when null or empty).
  explicit SwFacets( const GEOSGeometry *geometry );
  //! Reads \a geometry again into this object, keeping its buffers (for a thread's scratch copy).
  void assign( const GEOSGeometry *geometry );

  bool isEmpty() const { return mX.empty(); }
  const QgsRectangle &box() const { return mBox; }
  //! How many segments: consecutive vertices of one ring or line.
  int segmentCount() const { return static_cast<int>( mSegmentStarts.size() ); }

  /**
   * The least distance between this boundary and \a other's, computed as
   * GEOS computes each vertex-to-segment distance. Only for boundaries
   * whose boxes do not meet (then neither contains nor touches the other);
   * NaN otherwise, when either is empty, or when \a other has more than
   * 256 segments (GEOS's facet index is then the faster).
   */
  double distance( const SwFacets &other ) const;

private:
  // Above this many segments the segments are indexed (a county's
  // sensitive areas have thousands of vertices).
  static constexpr int INDEXED_FROM = 48;
  // The other boundary (a parcel) is not indexed; above this many segments
  // distance() leaves it to GEOS.
  static constexpr int OTHER_SEGMENTS_AT_MOST = 256;

  void clear();
  void appendPart( const GEOSGeometry *part, GEOSContextHandle_t context );
  void appendSequence( const GEOSCoordSequence *sequence, GEOSContextHandle_t context );
  //! The segments (indexes into mSegmentStarts) whose boxes lie within \a reach of \a box, all of them when not indexed.
  void segmentsNear( const QgsRectangle &box, double reach, std::vector<int> &segments ) const;
  //! The least distance between segment \a s and \a other's boundary.
  double segmentDistance( int s, const SwFacets &other ) const;

  std::vector<double> mX;
  std::vector<double> mY;
  std::vector<size_t> mSegmentStarts; //!< a segment runs from vertex k to k + 1
  QgsRectangle mBox;
  std::unique_ptr<SwPackedRTree> mIndex; //!< segment boxes, when many
};

#endif // SWFACETS_H
