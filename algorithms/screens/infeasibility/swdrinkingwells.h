/***************************************************************************
  swdrinkingwells.h: the drinking-water wells condition: "locations within
  100 feet of a groundwater well used for drinking water". Wells count by
  their use (the profile's list of drinking-water uses, or DRINKING_VALUES;
  unknown use counted or not), may be located only approximately, and each
  draws a circle circumscribed by a 256-gon. Whether a parcel is within
  reach is decided by its exact distance to the nearest well point.
 ***************************************************************************/
#ifndef SWDRINKINGWELLS_H
#define SWDRINKINGWELLS_H

#include "screens/infeasibility/swinfeasibilitycondition.h"

#include <optional>

class SwDrinkingWells : public SwInfeasibilityCondition
{
public:
  SwDrinkingWells()
    : SwInfeasibilityCondition( QStringLiteral( "drinking_well" ) )
  {
  }

  //! Reads WELLS and its fields, keeps the drinking-water wells and draws their circles.
  void prepare( const SwConditionInputs &inputs );

  //! A parcel's nearest drinking-water well, and the part of the parcel within reach of any.
  struct Reach
  {
    bool found = false;    //!< a well within the search limit
    double distanceFt = 0; //!< exact, parcel edge to well point
    QVariant id;           //!< the well's id (null when the id field is empty)
    //! True when an approximate well is within reach; none without WELL_ACCURACY_FIELD.
    std::optional<bool> approximate;
    geos::unique_ptr cover;
  };
  //! Thread safe.
  Reach measure( const SwParcel &parcel, const SwWorkingCrs &working ) const;

  SwInfeasibilityZone mapZone() const;

  //! Vertices of a well's circle: 64 per quarter circle.
  static int circleSegments() { return 256; }
  /**
   * A well's zone: the regular polygon of circleSegments() sides whose
   * edges touch the true circle of \a radius, so the zone holds every
   * point within the radius and overstates the circle's area by
   * tan(pi/n)/(pi/n) - 1 = 0.005% (at most 0.0075 ft beyond 100 ft).
   */
  static QgsGeometry wellCircle( const QgsPointXY &center, double radius );

private:
  //! True when an approximate well is within \a reach (map units) of \a parcel.
  bool approximateWellWithin( const SwParcel &parcel, double reach ) const;

  //! The counted wells as points, for exact distances: attributes id, approximate.
  SwFeatureIndex mWells;
  double mWellFeet = 100;
  double mSearchFeet = 5280;
  bool mAccuracyGiven = false;
  long long mApproximateWells = 0;
  QString mDetail;
};

#endif // SWDRINKINGWELLS_H
