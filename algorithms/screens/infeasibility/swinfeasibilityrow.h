/***************************************************************************
  swinfeasibilityrow.h: the technical-infeasibility screen's output row,
  declared once: for each condition the area of the parcel under it, the
  nearest drinking-water well and the shallowest groundwater, then the
  area under any condition (counted once) and the verdict.
 ***************************************************************************/
#ifndef SWINFEASIBILITYROW_H
#define SWINFEASIBILITYROW_H

#include "core/swrowschema.h"

struct SwInfeasibilityRow : SwRow<SwInfeasibilityRow>
{
  //! The nearest drinking-water well.
  SwColumn<double> wellDistanceFt{ schema, QStringLiteral( "well_distance_ft" ) };
  SwColumn<QString> wellId{ schema, QStringLiteral( "well_id" ) };
  SwColumn<bool> wellApproximate{ schema, QStringLiteral( "well_approximate" ) };
  //! Each condition's infeasible area (square feet) and what describes it.
  SwColumn<double> wellSqft{ schema, QStringLiteral( "well_infeasible_sqft" ) }, groundwaterSqft{ schema, QStringLiteral( "groundwater_infeasible_sqft" ) }, groundwaterMinDepthFt{ schema, QStringLiteral( "groundwater_min_depth_ft" ) };
  SwColumn<bool> groundwaterShallow{ schema, QStringLiteral( "groundwater_shallow" ) };
  SwColumn<double> soilSqft{ schema, QStringLiteral( "soil_infeasible_sqft" ) }, brownfieldSqft{ schema, QStringLiteral( "brownfield_infeasible_sqft" ) }, geohazardSqft{ schema, QStringLiteral( "geohazard_infeasible_sqft" ) };
  SwColumn<QString> geohazardTypes{ schema, QStringLiteral( "geohazard_types" ) };
  //! All conditions together, every square foot counted once.
  SwColumn<double> infeasibleSqft{ schema, QStringLiteral( "infeasible_sqft" ) }, infeasibleFraction{ schema, QStringLiteral( "infeasible_fraction" ) };
  SwColumn<QString> infeasibility{ schema, QStringLiteral( "infeasibility" ) }, conditions{ schema, QStringLiteral( "conditions" ) }, citation{ schema, QStringLiteral( "citation" ) }, status{ schema, QStringLiteral( "status" ) };
};

#endif // SWINFEASIBILITYROW_H
