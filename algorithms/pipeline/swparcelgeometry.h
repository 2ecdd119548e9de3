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

  /**
   * True when \a geometry is a polygon or multipolygon. A layer typed
   * GEOMETRY may also hold lines and points: they are not parcels, get
   * invalid_geometry and are written without a geometry, so a polygon
   * layer never holds them.
   */
  static bool isPolygon( const QgsGeometry &geometry );

private:
  QgsCoordinateTransform mToWorking;
  SwWorkingCrs mWorking;
};

#endif // SWPARCELGEOMETRY_H
