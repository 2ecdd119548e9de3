/***************************************************************************
  parcelfabric.h: subdividing blocks into lots. Lots of a block share exact
  boundaries: every lot corner that falls on a neighbour's edge is also a
  vertex of that neighbour (no T-junctions), and the diagonal street cuts
  lots with crossing points computed the same way on both sides of a line.
 ***************************************************************************/
#ifndef SAMPLECITY_PARCELFABRIC_H
#define SAMPLECITY_PARCELFABRIC_H

#include "citylayout.h"
#include "geometry.h"

#include <cstdint>
#include <vector>

namespace samplecity
{

  struct LotPlan
  {
    Rect rect;
    //! 0 fronts the block's south street, 1 its north street, 2 runs the full depth (fronts south).
    int side = 0;
  };

  struct BlockPlan
  {
    std::vector<LotPlan> lots;
    std::vector<Rect> alleys;
  };

  //! Lots and alleys of an ordinary (not planted) block, from the block's own random stream.
  BlockPlan subdivideBlock( const Block &block, uint64_t seed );

  //! Rings of the rectangles with every other rectangle's corners that lie on their edges inserted.
  std::vector<Ring> sharedVertexRings( const std::vector<Rect> &rects );

  struct LotPiece
  {
    Ring ring;
    //! 0 when the diagonal street missed the lot, -1 for the piece south-west of it, 1 north-east.
    int cut = 0;
  };

  //! The parts of a lot left outside the diagonal street (slivers under 600 sq ft are dropped).
  std::vector<LotPiece> cutByDiagonal( const Ring &ring, const Rect &bounds, const CityLayout &layout );

  //! Parcels an ordinary block holds, for sizing the grid.
  int countBlockParcels( const Block &block, uint64_t seed );

  //! Grid size whose parcel count is closest to \a target (\a plantedParcels live in the district).
  CityLayout chooseLayout( int64_t target, uint64_t seed, int64_t plantedParcels );

} // namespace samplecity

#endif // SAMPLECITY_PARCELFABRIC_H
