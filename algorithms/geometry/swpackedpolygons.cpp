/***************************************************************************
  swpackedpolygons.cpp: packing polygons into flat arrays and rebuilding
  them through GEOS's coordinate-buffer calls.
 ***************************************************************************/
#include "geometry/swpackedpolygons.h"

#include <stdexcept>

void SwPackedPolygons::addRing( GEOSContextHandle_t context, const GEOSGeometry *ring )
{
  const GEOSCoordSequence *sequence = GEOSGeom_getCoordSeq_r( context, ring );
  unsigned int points = 0;
  if ( !sequence || !GEOSCoordSeq_getSize_r( context, sequence, &points ) )
    throw std::runtime_error( "GEOS could not read a ring's coordinates" );
  mShape.push_back( points );
  const size_t start = mXy.size();
  mXy.resize( start + 2 * static_cast<size_t>( points ) );
  if ( points > 0 && !GEOSCoordSeq_copyToBuffer_r( context, sequence, mXy.data() + start, 0, 0 ) )
    throw std::runtime_error( "GEOS could not copy a ring's coordinates" );
}

bool SwPackedPolygons::addPolygon( GEOSContextHandle_t context, const GEOSGeometry *polygon )
{
  if ( GEOSGeomTypeId_r( context, polygon ) != GEOS_POLYGON )
    return false;
  const int holes = GEOSGetNumInteriorRings_r( context, polygon );
  if ( holes < 0 )
    return false;
  mShape.push_back( static_cast<std::uint32_t>( holes ) + 1 );
  addRing( context, GEOSGetExteriorRing_r( context, polygon ) );
  for ( int h = 0; h < holes; ++h )
    addRing( context, GEOSGetInteriorRingN_r( context, polygon, h ) );
  return true;
}

bool SwPackedPolygons::add( GEOSContextHandle_t context, const GEOSGeometry *geometry )
{
  if ( !geometry )
    return false;
  const int type = GEOSGeomTypeId_r( context, geometry );
  if ( type != GEOS_POLYGON && type != GEOS_MULTIPOLYGON )
    return false;
  const Item item{ mXy.size(), mShape.size() };
  const bool multi = type == GEOS_MULTIPOLYGON;
  const int parts = multi ? GEOSGetNumGeometries_r( context, geometry ) : 1;
  if ( parts < 0 )
    return false;
  mShape.push_back( 2 * static_cast<std::uint32_t>( parts ) + ( multi ? 1 : 0 ) );
  bool packed = true;
  try
  {
    for ( int p = 0; p < parts && packed; ++p )
      packed = addPolygon( context, multi ? GEOSGetGeometryN_r( context, geometry, p ) : geometry );
  }
  catch ( std::runtime_error & )
  {
    packed = false;
  }
  if ( !packed )
  {
    // Nothing half-packed stays behind: the caller keeps the geometry as it is.
    mXy.resize( item.xy );
    mShape.resize( item.shape );
    return false;
  }
  mItems.push_back( item );
  return true;
}

GEOSGeometry *SwPackedPolygons::ring( GEOSContextHandle_t context, std::uint64_t &xy, std::uint64_t &shape ) const
{
  const unsigned int points = mShape[shape++];
  GEOSCoordSequence *sequence = points > 0 ? GEOSCoordSeq_copyFromBuffer_r( context, mXy.data() + xy, points, 0, 0 ) : GEOSCoordSeq_create_r( context, 0, 2 );
  xy += 2 * static_cast<std::uint64_t>( points );
  // The ring takes the sequence.
  return sequence ? GEOSGeom_createLinearRing_r( context, sequence ) : nullptr;
}

GEOSGeometry *SwPackedPolygons::polygon( GEOSContextHandle_t context, std::uint64_t &xy, std::uint64_t &shape ) const
{
  const std::uint32_t rings = mShape[shape++];
  GEOSGeometry *shell = ring( context, xy, shape );
  std::vector<GEOSGeometry *> holes;
  holes.reserve( rings - 1 );
  bool complete = shell != nullptr;
  for ( std::uint32_t h = 1; h < rings; ++h )
  {
    holes.push_back( ring( context, xy, shape ) );
    complete = complete && holes.back();
  }
  if ( !complete )
  {
    GEOSGeom_destroy_r( context, shell );
    for ( GEOSGeometry *hole : holes )
      GEOSGeom_destroy_r( context, hole );
    return nullptr;
  }
  // The polygon takes the shell and the holes (not the array).
  return GEOSGeom_createPolygon_r( context, shell, holes.data(), static_cast<unsigned int>( holes.size() ) );
}

geos::unique_ptr SwPackedPolygons::geometry( GEOSContextHandle_t context, int i ) const
{
  const Item &item = mItems[static_cast<size_t>( i )];
  std::uint64_t xy = item.xy;
  std::uint64_t shape = item.shape;
  const std::uint32_t head = mShape[shape++];
  const std::uint32_t parts = head / 2;
  if ( ( head & 1 ) == 0 )
    return geos::unique_ptr( polygon( context, xy, shape ) );
  std::vector<GEOSGeometry *> polygons;
  polygons.reserve( parts );
  bool complete = true;
  for ( std::uint32_t p = 0; p < parts; ++p )
  {
    polygons.push_back( polygon( context, xy, shape ) );
    complete = complete && polygons.back();
  }
  if ( !complete )
  {
    for ( GEOSGeometry *part : polygons )
      GEOSGeom_destroy_r( context, part );
    return geos::unique_ptr();
  }
  // The collection takes the polygons.
  return geos::unique_ptr( GEOSGeom_createCollection_r( context, GEOS_MULTIPOLYGON, polygons.data(), parts ) );
}

void SwPackedPolygons::shrink()
{
  mItems.shrink_to_fit();
  mShape.shrink_to_fit();
  mXy.shrink_to_fit();
}
