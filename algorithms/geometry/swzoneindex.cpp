/***************************************************************************
  swzoneindex.cpp: dissolving, tiling and measuring zones.
 ***************************************************************************/
#include "geometry/swzoneindex.h"
#include "core/compat.h"

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
      if ( part.type() == SW_GEOMETRY( Polygon ) && !part.isEmpty() )
        parts << part;
    }
    return parts;
  }

  // Clusters of parts whose boxes meet, directly or through others (a sweep
  // along x): parts of different clusters cannot overlap.
  std::vector<std::vector<int>> clustersOfMeetingBoxes( const QVector<QgsGeometry> &parts )
  {
    const int n = parts.size();
    std::vector<QgsRectangle> boxes( static_cast<size_t>( n ) );
    std::vector<int> order( static_cast<size_t>( n ) );
    std::vector<int> root( static_cast<size_t>( n ) );
    for ( int i = 0; i < n; ++i )
    {
      boxes[static_cast<size_t>( i )] = parts[i].boundingBox();
      order[static_cast<size_t>( i )] = i;
      root[static_cast<size_t>( i )] = i;
    }
    const auto find = [&]( int i )
    {
      while ( root[static_cast<size_t>( i )] != i )
        i = root[static_cast<size_t>( i )] = root[static_cast<size_t>( root[static_cast<size_t>( i )] )];
      return i;
    };
    std::sort( order.begin(), order.end(), [&]( int a, int b )
               { return boxes[static_cast<size_t>( a )].xMinimum() < boxes[static_cast<size_t>( b )].xMinimum(); } );
    std::vector<int> active;
    for ( const int i : order )
    {
      const QgsRectangle &box = boxes[static_cast<size_t>( i )];
      active.erase( std::remove_if( active.begin(), active.end(), [&]( int j )
                                    { return boxes[static_cast<size_t>( j )].xMaximum() < box.xMinimum(); } ),
                    active.end() );
      for ( const int j : active )
      {
        const QgsRectangle &other = boxes[static_cast<size_t>( j )];
        if ( other.yMinimum() <= box.yMaximum() && box.yMinimum() <= other.yMaximum() )
          root[static_cast<size_t>( find( i ) )] = find( j );
      }
      active.push_back( i );
    }
    std::vector<std::vector<int>> clusters;
    std::vector<int> clusterOf( static_cast<size_t>( n ), -1 );
    for ( int i = 0; i < n; ++i )
    {
      int &c = clusterOf[static_cast<size_t>( find( i ) )];
      if ( c < 0 )
      {
        c = static_cast<int>( clusters.size() );
        clusters.emplace_back();
      }
      clusters[static_cast<size_t>( c )].push_back( i );
    }
    return clusters;
  }

  // The union of the parts, one cluster at a time: the same area as one
  // union of them all, at a fraction of the cost when most stand apart
  // (a city's well circles).
  QgsGeometry dissolve( const QVector<QgsGeometry> &parts )
  {
    if ( parts.size() == 1 )
      return parts.front();
    QVector<QgsGeometry> pieces;
    for ( const std::vector<int> &cluster : clustersOfMeetingBoxes( parts ) )
    {
      if ( cluster.size() == 1 )
      {
        pieces << parts[cluster.front()];
        continue;
      }
      QVector<QgsGeometry> members;
      for ( const int i : cluster )
        members << parts[i];
      pieces << polygonParts( QgsGeometry::unaryUnion( members ) );
    }
    return pieces.size() == 1 ? pieces.front() : QgsGeometry::collectGeometry( pieces );
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
    group.geometry = dissolve( parts );
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

bool SwZoneIndex::coversWhole( const GEOSGeometry *parcel, const QgsRectangle &box ) const
{
  if ( !parcel )
    return false;
  for ( const int i : mTiles.candidates( box ) )
  {
    if ( mTiles.covers( i, parcel ) )
      return true;
  }
  return false;
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
