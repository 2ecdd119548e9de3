/***************************************************************************
  swunits.cpp: map-unit length of a CRS read through PROJ.
 ***************************************************************************/
#include "core/swunits.h"

#include <proj.h>

#include <cmath>
#include <limits>

double SwUnits::metresPerMapUnit( const QgsCoordinateReferenceSystem &crs )
{
  if ( !crs.isValid() || crs.isGeographic() )
    return std::numeric_limits<double>::quiet_NaN();

  PJ *pj = crs.projObject();
  if ( !pj )
    return std::numeric_limits<double>::quiet_NaN();

  PJ_CONTEXT *ctx = proj_context_create();
  double factor = std::numeric_limits<double>::quiet_NaN();
  // A bound or compound CRS wraps the projected one; unwrap to reach its axes.
  PJ *horizontal = nullptr;
  if ( proj_get_type( pj ) == PJ_TYPE_BOUND_CRS )
    horizontal = proj_get_source_crs( ctx, pj );
  else if ( proj_get_type( pj ) == PJ_TYPE_COMPOUND_CRS )
    horizontal = proj_crs_get_sub_crs( ctx, pj, 0 );
  PJ *cs = proj_crs_get_coordinate_system( ctx, horizontal ? horizontal : pj );
  if ( cs )
  {
    double conversion = 0;
    if ( proj_cs_get_axis_info( ctx, cs, 0, nullptr, nullptr, nullptr, &conversion, nullptr, nullptr, nullptr ) && conversion > 0 )
      factor = conversion;
    proj_destroy( cs );
  }
  if ( horizontal )
    proj_destroy( horizontal );
  proj_context_destroy( ctx );
  return factor;
}

double SwUnits::feetPerMapUnit( const QgsCoordinateReferenceSystem &crs )
{
  const double metres = metresPerMapUnit( crs );
  if ( std::isnan( metres ) )
    return metres;
  const double feet = metresToFeet( metres );
  // PROJ stores the US foot as 0.304800609601219 m; snap the last-bit noise so
  // a feet CRS reports exactly 1.
  return std::fabs( feet - 1.0 ) < 1e-12 ? 1.0 : feet;
}
