/***************************************************************************
  swgeos.cpp: GEOS helpers bound to the calling thread's context.
 ***************************************************************************/
#include "core/swgeos.h"

geos::unique_ptr SwGeos::toGeos( const QgsGeometry &geometry )
{
  if ( geometry.isNull() || geometry.isEmpty() )
    return geos::unique_ptr();
  return QgsGeos::asGeos( geometry );
}

QgsGeometry SwGeos::fromGeos( const GEOSGeometry *geometry )
{
  if ( !geometry )
    return QgsGeometry();
  return QgsGeometry( QgsGeos::fromGeos( geometry ) );
}

double SwGeos::area( const GEOSGeometry *geometry )
{
  double value = 0;
  if ( geometry && GEOSArea_r( context(), geometry, &value ) )
    return value;
  return 0;
}

void SwGeos::PreparedDeleter::operator()( const GEOSPreparedGeometry *prepared ) const
{
  GEOSPreparedGeom_destroy_r( context(), prepared );
}

SwGeos::PreparedPtr SwGeos::prepare( const GEOSGeometry *geometry )
{
  return PreparedPtr( geometry ? GEOSPrepare_r( context(), geometry ) : nullptr );
}

QgsGeometry SwGeos::polygonalPart( const QgsGeometry &geometry )
{
  if ( geometry.isNull() || geometry.isEmpty() )
    return QgsGeometry();
  if ( geometry.type() == QgsWkbTypes::PolygonGeometry )
    return geometry;
  QVector<QgsGeometry> parts;
  for ( const QgsGeometry &part : geometry.asGeometryCollection() )
  {
    if ( part.type() == QgsWkbTypes::PolygonGeometry && !part.isEmpty() )
      parts << part;
  }
  return parts.isEmpty() ? QgsGeometry() : QgsGeometry::collectGeometry( parts );
}
