/***************************************************************************
  swparcelgeometry.cpp: a parcel's geometry in the working CRS.
 ***************************************************************************/
#include "pipeline/swparcelgeometry.h"
#include "core/compat.h"

#include "qgsexception.h"

#include <cmath>

bool SwParcelGeometry::isPolygon( const QgsGeometry &geometry )
{
  return QgsWkbTypes::geometryType( geometry.wkbType() ) == SW_GEOMETRY( Polygon );
}

void SwParcelGeometry::prepare( SwParcel &parcel ) const
{
  QgsGeometry geometry = parcel.feature.geometry();
  if ( geometry.isNull() || geometry.isEmpty() )
  {
    parcel.status = SwStatus::noGeometry();
    return;
  }
  if ( !isPolygon( geometry ) )
  {
    parcel.status = SwStatus::invalidGeometry();
    return;
  }
  if ( mToWorking.isValid() && !mToWorking.isShortCircuited() )
  {
    try
    {
      geometry.transform( mToWorking );
    }
    catch ( QgsCsException & )
    {
      parcel.status = SwStatus::notTransformable();
      return;
    }
  }
  // NaN or astronomically large coordinates give no area a planner can use.
  const QgsRectangle box = geometry.boundingBox();
  if ( !std::isfinite( box.xMinimum() ) || !std::isfinite( box.yMinimum() ) || !std::isfinite( box.xMaximum() ) || !std::isfinite( box.yMaximum() ) )
  {
    parcel.status = SwStatus::invalidGeometry();
    return;
  }
  // One GEOS copy serves the area, the validity test and every screen
  // (QgsGeometry::area and isGeosValid would each make their own).
  geos::unique_ptr geos = SwGeos::toGeos( geometry );
  if ( geos && !std::isfinite( SwGeos::area( geos.get() ) ) )
  {
    parcel.status = SwStatus::invalidGeometry();
    return;
  }
  parcel.status = SwStatus::ok();
  if ( !geos || GEOSisValid_r( SwGeos::context(), geos.get() ) != 1 )
  {
    geometry = SwGeos::polygonalPart( geometry.makeValid() );
    if ( geometry.isNull() || geometry.isEmpty() || geometry.area() <= 0 )
    {
      parcel.status = SwStatus::invalidGeometry();
      return;
    }
    parcel.status = SwStatus::repaired();
    geos = SwGeos::toGeos( geometry );
  }
  parcel.geometry = geometry;
  parcel.geos = std::move( geos );
  parcel.bbox = parcel.status == SwStatus::repaired() ? geometry.boundingBox() : box;
  parcel.areaSqft = mWorking.toSquareFeet( SwGeos::area( parcel.geos.get() ) );
}
