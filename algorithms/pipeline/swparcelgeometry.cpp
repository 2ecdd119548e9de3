/***************************************************************************
  swparcelgeometry.cpp: a parcel's geometry in the working CRS.
 ***************************************************************************/
#include "pipeline/swparcelgeometry.h"

#include "qgsexception.h"

void SwParcelGeometry::prepare( SwParcel &parcel ) const
{
  QgsGeometry geometry = parcel.feature.geometry();
  if ( geometry.isNull() || geometry.isEmpty() )
  {
    parcel.status = SwStatus::noGeometry();
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
  parcel.status = SwStatus::ok();
  if ( !geometry.isGeosValid() )
  {
    geometry = SwGeos::polygonalPart( geometry.makeValid() );
    if ( geometry.isNull() || geometry.isEmpty() || geometry.area() <= 0 )
    {
      parcel.status = SwStatus::invalidGeometry();
      return;
    }
    parcel.status = SwStatus::repaired();
  }
  parcel.geometry = geometry;
  parcel.geos = SwGeos::toGeos( geometry );
  parcel.bbox = geometry.boundingBox();
  parcel.areaSqft = mWorking.toSquareFeet( SwGeos::area( parcel.geos.get() ) );
}
