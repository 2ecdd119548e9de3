/***************************************************************************
  swzoneindex.cpp: dissolving, tiling and measuring zones.
 ***************************************************************************/
#include "core/swzoneindex.h"

#include "qgsabstractgeometry.h"

#include <algorithm>
#include <stdexcept>

namespace
{
  // A tile split this many times is left as it is (vertices packed in a
  // tiny area cannot be spread by halving further).
  constexpr int MAX_SPLIT_DEPTH = 24;
  // Grid (map units) of the snapping fallback, used only when GEOS cannot
  // overlay two geometries exactly (a TopologyException).
  constexpr double FALLBACK_GRID = 1e-6;

  // The polygon parts of a geometry, one per polygon.
  QVector<QgsGeometry> polygonParts( const QgsGeometry &geometry )
  {
    QVector<QgsGeometry> parts;
    if ( geometry.isNull() || geometry.isEmpty() )
      return parts;
    for ( const QgsGeometry &part : geometry.asGeometryCollection() )
    {
      if ( part.type() == QgsWkbTypes::PolygonGeometry && !part.isEmpty() )
        parts << part;
    }
    return parts;
  }

  bool isPolygonal( int type )
  {
    return type == GEOS_POLYGON || type == GEOS_MULTIPOLYGON;
  }
} // namespace

int SwZoneIndex::addGroup( const QVector<QgsGeometry> &polygons, const QVariant &value )
{
  QVector<QgsGeometry> parts;
  for ( const QgsGeometry &polygon : polygons )
    parts << polygonParts( polygon );
  Group group;
  group.value = value;
  if ( !parts.isEmpty() )
    group.geometry = parts.size() == 1 ? parts.front() : QgsGeometry::unaryUnion( parts );
  const int number = groupCount();
  mGroups.push_back( group );
  for ( const QgsGeometry &part : polygonParts( group.geometry ) )
    addTiles( part, number, 0 );
  return number;
}

void SwZoneIndex::addTiles( const QgsGeometry &polygon, int group, int depth )
{
  if ( polygon.constGet()->nCoordinates() <= maxTileVertices() || depth >= MAX_SPLIT_DEPTH )
  {
    mTiles.addFeature( polygon, QgsAttributes() << group );
    return;
  }
  // Halves share their cut line, so their areas add up to the whole.
  const QgsRectangle box = polygon.boundingBox();
  QgsRectangle first = box;
  QgsRectangle second = box;
  if ( box.width() >= box.height() )
  {
    const double middle = box.xMinimum() + box.width() / 2;
    first.setXMaximum( middle );
    second.setXMinimum( middle );
  }
  else
  {
    const double middle = box.yMinimum() + box.height() / 2;
    first.setYMaximum( middle );
    second.setYMinimum( middle );
  }
  for ( const QgsRectangle &half : { first, second } )
  {
    for ( const QgsGeometry &part : polygonParts( polygon.intersection( QgsGeometry::fromRect( half ) ) ) )
      addTiles( part, group, depth + 1 );
  }
}

QgsGeometry SwZoneIndex::dissolved( const std::function<bool( const QVariant & )> &accept ) const
{
  QVector<QgsGeometry> kept;
  for ( const Group &group : mGroups )
  {
    if ( ( !accept || accept( group.value ) ) && !group.geometry.isNull() && !group.geometry.isEmpty() )
      kept << group.geometry;
  }
  if ( kept.isEmpty() )
    return QgsGeometry();
  return kept.size() == 1 ? kept.front() : QgsGeometry::unaryUnion( kept );
}

std::vector<SwZoneIndex::Piece> SwZoneIndex::pieces( const GEOSGeometry *parcel, const QgsRectangle &box ) const
{
  std::vector<Piece> result;
  if ( !parcel )
    return result;
  GEOSContextHandle_t context = SwGeos::context();
  for ( const int i : mTiles.candidates( box ) )
  {
    // The prepared test is cheap; the overlay runs only for tiles that meet.
    if ( !mTiles.intersects( i, parcel ) )
      continue;
    const SwIndexedFeature &tile = mTiles.feature( i );
    GEOSGeometry *overlay = GEOSIntersection_r( context, parcel, tile.geos.get() );
    if ( !overlay )
      overlay = GEOSIntersectionPrec_r( context, parcel, tile.geos.get(), FALLBACK_GRID );
    if ( !overlay )
      throw std::runtime_error( "GEOS could not intersect the parcel with a zone tile" );
    Piece piece;
    piece.geometry = polygonal( geos::unique_ptr( overlay ) );
    piece.area = SwGeos::area( piece.geometry.get() );
    if ( piece.area <= 0 )
      continue;
    piece.group = tile.attributes.value( 0 ).toInt();
    result.push_back( std::move( piece ) );
  }
  return result;
}

geos::unique_ptr SwZoneIndex::unite( std::vector<geos::unique_ptr> geometries )
{
  geometries.erase( std::remove_if( geometries.begin(), geometries.end(), []( const geos::unique_ptr &g )
                                    { return !g; } ),
                    geometries.end() );
  if ( geometries.empty() )
    return geos::unique_ptr();
  if ( geometries.size() == 1 )
    return std::move( geometries.front() );
  GEOSContextHandle_t context = SwGeos::context();
  std::vector<GEOSGeometry *> raw;
  raw.reserve( geometries.size() );
  for ( geos::unique_ptr &g : geometries )
    raw.push_back( g.release() );
  // The collection owns the members from here on.
  geos::unique_ptr collection( GEOSGeom_createCollection_r( context, GEOS_GEOMETRYCOLLECTION, raw.data(), static_cast<unsigned int>( raw.size() ) ) );
  if ( !collection )
    throw std::runtime_error( "GEOS could not collect the zone pieces" );
  GEOSGeometry *united = GEOSUnaryUnion_r( context, collection.get() );
  if ( !united )
    united = GEOSUnaryUnionPrec_r( context, collection.get(), FALLBACK_GRID );
  if ( !united )
    throw std::runtime_error( "GEOS could not union the zone pieces" );
  return polygonal( geos::unique_ptr( united ) );
}

geos::unique_ptr SwZoneIndex::polygonal( geos::unique_ptr geometry )
{
  if ( !geometry )
    return geometry;
  GEOSContextHandle_t context = SwGeos::context();
  if ( GEOSisEmpty_r( context, geometry.get() ) == 1 )
    return geos::unique_ptr();
  const int type = GEOSGeomTypeId_r( context, geometry.get() );
  if ( isPolygonal( type ) )
    return geometry;
  if ( type != GEOS_GEOMETRYCOLLECTION )
    return geos::unique_ptr();
  std::vector<GEOSGeometry *> kept;
  const int count = GEOSGetNumGeometries_r( context, geometry.get() );
  for ( int i = 0; i < count; ++i )
  {
    const GEOSGeometry *member = GEOSGetGeometryN_r( context, geometry.get(), i );
    if ( isPolygonal( GEOSGeomTypeId_r( context, member ) ) && GEOSisEmpty_r( context, member ) == 0 )
      kept.push_back( GEOSGeom_clone_r( context, member ) );
  }
  if ( kept.empty() )
    return geos::unique_ptr();
  if ( kept.size() == 1 )
    return geos::unique_ptr( kept.front() );
  return geos::unique_ptr( GEOSGeom_createCollection_r( context, GEOS_GEOMETRYCOLLECTION, kept.data(), static_cast<unsigned int>( kept.size() ) ) );
}
