/***************************************************************************
  swpackedpolygons.h: polygons held as their bare coordinates, one flat
  array for a whole layer. A GEOS polygon of a five-corner footprint costs
  about 450 bytes in six allocations; its ten numbers cost 80. A county's
  3.5 million footprints fit in a fifth of the memory, and each is rebuilt
  as a GEOS geometry, on the thread that asks, when a parcel needs it.
 ***************************************************************************/
#ifndef SWPACKEDPOLYGONS_H
#define SWPACKEDPOLYGONS_H

#include "qgsgeos.h"

#include <geos_c.h>

#include <cstdint>
#include <vector>

class SwPackedPolygons
{
public:
  /**
   * Appends \a geometry as item size() when it is a polygon or a
   * multipolygon (its x and y; a z is dropped, as area and overlay are
   * planar); returns false and stores nothing for any other type.
   */
  bool add( GEOSContextHandle_t context, const GEOSGeometry *geometry );

  int size() const { return static_cast<int>( mItems.size() ); }

  //! A new GEOS geometry of item \a i, in \a context: the same type, rings and coordinates as added.
  geos::unique_ptr geometry( GEOSContextHandle_t context, int i ) const;

  //! Returns the spare capacity of the arrays once every item is in.
  void shrink();

private:
  //! Where an item's shape (polygon count, ring counts, point counts) and its coordinates start.
  struct Item
  {
    std::uint64_t xy;
    std::uint64_t shape;
  };
  void addRing( GEOSContextHandle_t context, const GEOSGeometry *ring );
  bool addPolygon( GEOSContextHandle_t context, const GEOSGeometry *polygon );
  GEOSGeometry *ring( GEOSContextHandle_t context, std::uint64_t &xy, std::uint64_t &shape ) const;
  GEOSGeometry *polygon( GEOSContextHandle_t context, std::uint64_t &xy, std::uint64_t &shape ) const;

  std::vector<Item> mItems;
  //! Per item: 2 x parts + (1 when a multipolygon); per part its ring count; per ring its point count.
  std::vector<std::uint32_t> mShape;
  std::vector<double> mXy;
};

#endif // SWPACKEDPOLYGONS_H
