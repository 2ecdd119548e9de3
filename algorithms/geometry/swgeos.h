/***************************************************************************
  swgeos.h: GEOS at the C level, for the hot loops. QGIS hands each thread
  its own GEOS context (SW_GEOS_CONTEXT(), core/compat.h); these helpers use it so
  any worker thread may call them.
 ***************************************************************************/
#ifndef SWGEOS_H
#define SWGEOS_H

#include "core/compat.h"

#include "qgsgeometry.h"
#include "qgsgeos.h"

#include <geos_c.h>

namespace SwGeos
{
  inline GEOSContextHandle_t context()
  {
    return SW_GEOS_CONTEXT();
  }

  //! GEOS copy of \a geometry (null for an empty or null geometry), safe to read from any thread at once.
  geos::unique_ptr toGeos( const QgsGeometry &geometry );

  //! QGIS copy of a GEOS geometry.
  QgsGeometry fromGeos( const GEOSGeometry *geometry );

  //! The polygonal parts of \a geometry (a repair or an overlay may add lines and points); null when none.
  QgsGeometry polygonalPart( const QgsGeometry &geometry );

  //! Area of a GEOS geometry in map units squared (0 when null).
  double area( const GEOSGeometry *geometry );

  //! Owning wrapper of a GEOS prepared geometry.
  struct PreparedDeleter
  {
    void operator()( const GEOSPreparedGeometry *prepared ) const;
  };
  using PreparedPtr = std::unique_ptr<const GEOSPreparedGeometry, PreparedDeleter>;
  PreparedPtr prepare( const GEOSGeometry *geometry );
} // namespace SwGeos

#endif // SWGEOS_H
