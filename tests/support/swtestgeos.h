/***************************************************************************
  swtestgeos.h: plain GEOS for tests that recompute the engine's answers
  independently (OGR reads the sample city, GEOS measures), with its own
  context so nothing of the engine's is reused.
 ***************************************************************************/
#ifndef SWTESTGEOS_H
#define SWTESTGEOS_H

#include <geos_c.h>
#include <ogr_geometry.h>

#include <vector>

struct SwTestGeos
{
  GEOSContextHandle_t handle = GEOS_init_r();
  ~SwTestGeos() { GEOS_finish_r( handle ); }

  //! A GEOS copy of an OGR geometry; with \a repair an invalid one is made valid.
  GEOSGeometry *fromOgr( OGRGeometry *geometry, bool repair = false )
  {
    std::vector<unsigned char> wkb( static_cast<size_t>( geometry->WkbSize() ) );
    geometry->exportToWkb( wkbNDR, wkb.data(), wkbVariantIso );
    GEOSGeometry *g = GEOSGeomFromWKB_buf_r( handle, wkb.data(), wkb.size() );
    if ( repair && g && !GEOSisValid_r( handle, g ) )
    {
      GEOSGeometry *valid = GEOSMakeValid_r( handle, g );
      GEOSGeom_destroy_r( handle, g );
      g = valid;
    }
    return g;
  }

  double area( const GEOSGeometry *g )
  {
    double a = 0;
    GEOSArea_r( handle, g, &a );
    return a;
  }
};

#endif // SWTESTGEOS_H
