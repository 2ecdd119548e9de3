/***************************************************************************
  swgroundwaterzones.h: the groundwater condition: "seasonal high
  groundwater is within five to ten feet of surface grade". Areas are
  grouped by depth, so a parcel's shallowest groundwater is known as well
  as the part of it over groundwater within the profile's depth.
 ***************************************************************************/
#ifndef SWGROUNDWATERZONES_H
#define SWGROUNDWATERZONES_H

#include "screens/infeasibility/swinfeasibilitycondition.h"
#include "core/swvalueunit.h"

#include <optional>

class SwGroundwaterZones : public SwInfeasibilityCondition
{
public:
  SwGroundwaterZones()
    : SwInfeasibilityCondition( QStringLiteral( "groundwater" ) )
  {
  }

  //! The units GROUNDWATER_DEPTH_UNIT offers, and the field names that imply one (depth_m: metres).
  static const SwValueUnit::Quantity &depthUnits();

  //! Reads GROUNDWATER and its depths; areas without a depth are ignored and reported.
  void prepare( const SwConditionInputs &inputs );

  //! The groundwater under a parcel.
  struct Under
  {
    //! Shallowest depth under more than a sliver of the parcel; none when there is no groundwater.
    std::optional<double> shallowestFt;
    bool shallow = false;   //!< shallowest within the profile's shallow depth
    geos::unique_ptr cover; //!< part over groundwater within the infeasible depth
  };
  //! Thread safe.
  Under measure( const SwParcel &parcel, const SwWorkingCrs &working ) const;

  SwInfeasibilityZone mapZone() const;

private:
  double mInfeasibleFeet = 10;
  double mShallowFeet = 5;
};

#endif // SWGROUNDWATERZONES_H
