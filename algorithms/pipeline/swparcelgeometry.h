/***************************************************************************
  swparcelgeometry.h: makes a parcel's geometry ready for the screens:
  transformed into the working CRS, repaired when invalid (keeping its
  polygons), copied to GEOS, measured. A parcel that cannot be made ready
  keeps its status (null_geometry, not_transformable, invalid_geometry) and
  is still written.
 ***************************************************************************/
#ifndef SWPARCELGEOMETRY_H
#define SWPARCELGEOMETRY_H

#include "core/swworkingcrs.h"
#include "pipeline/swparcel.h"

#include "qgscoordinatetransform.h"

class SwParcelGeometry
{
public:
  SwParcelGeometry( const QgsCoordinateTransform &toWorking, const SwWorkingCrs &working )
    : mToWorking( toWorking )
    , mWorking( working )
  {
  }

  //! Sets the parcel's geometry, GEOS copy, box, area and status. Thread safe.
  void prepare( SwParcel &parcel ) const;

private:
  QgsCoordinateTransform mToWorking;
  SwWorkingCrs mWorking;
};

#endif // SWPARCELGEOMETRY_H
