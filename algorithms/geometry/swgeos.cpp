/***************************************************************************
  swgeos.cpp: GEOS helpers bound to the calling thread's context.
 ***************************************************************************/
#include "geometry/swgeos.h"

namespace
{
  /**
   * Computes the envelope of \a geometry and of every part and ring in it.
   * GEOS (3.11) computes an envelope on first use and keeps it in the const
   * geometry, so two threads reading a shared geometry for the first time
   * race to store it (fuzz_geometry saw the loser leak); computed here, on
   * the thread that made the geometry, nothing is left to compute later.
   */
  void cacheEnvelopes( GEOSContextHandle_t context, const GEOSGeometry *geometry )
  {
    if ( !geometry )
      return;
    if ( GEOSisEmpty_r( context, geometry ) == 1 )
    {
      // The envelope of an empty geometry is computed too; only GEOSEnvelope asks for it.
      GEOSGeom_destroy_r( context, GEOSEnvelope_r( context, geometry ) );
      return;
    }
    double ignored = 0;
    GEOSGeom_getXMin_r( context, geometry, &ignored );
    const int type = GEOSGeomTypeId_r( context, geometry );
    if ( type == GEOS_POLYGON )
    {
      cacheEnvelopes( context, GEOSGetExteriorRing_r( context, geometry ) );
      const int holes = GEOSGetNumInteriorRings_r( context, geometry );
      for ( int i = 0; i < holes; ++i )
        cacheEnvelopes( context, GEOSGetInteriorRingN_r( context, geometry, i ) );
    }
    else if ( type == GEOS_MULTIPOINT || type == GEOS_MULTILINESTRING || type == GEOS_MULTIPOLYGON || type == GEOS_GEOMETRYCOLLECTION )
    {
      const int parts = GEOSGetNumGeometries_r( context, geometry );
      for ( int i = 0; i < parts; ++i )
        cacheEnvelopes( context, GEOSGetGeometryN_r( context, geometry, i ) );
    }
  }
} // namespace

geos::unique_ptr SwGeos::toGeos( const QgsGeometry &geometry )
{
  if ( geometry.isNull() || geometry.isEmpty() )
    return geos::unique_ptr();
  geos::unique_ptr copy = QgsGeos::asGeos( geometry );
  // Index features, zone tiles and parcels are read by every worker thread.
  cacheEnvelopes( context(), copy.get() );
  return copy;
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
  if ( geometry.type() == SW_GEOMETRY( Polygon ) )
    return geometry;
  QVector<QgsGeometry> parts;
  for ( const QgsGeometry &part : geometry.asGeometryCollection() )
  {
    if ( part.type() == SW_GEOMETRY( Polygon ) && !part.isEmpty() )
      parts << part;
  }
  return parts.isEmpty() ? QgsGeometry() : QgsGeometry::collectGeometry( parts );
}
