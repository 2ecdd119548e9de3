/***************************************************************************
  swinfeasibilityrow.h: the technical-infeasibility screen's output row,
  declared once: for each condition the area of the parcel under it, the
  nearest drinking-water well and the shallowest groundwater, then the
  area under any condition (counted once) and the verdict.
 ***************************************************************************/
#ifndef SWINFEASIBILITYROW_H
#define SWINFEASIBILITYROW_H

#include "core/swrowschema.h"

struct SwInfeasibilityRow
{
  SwRowSchema schema;
  SwColumn<double> wellDistanceFt{ schema, QStringLiteral( "well_distance_ft" ) };
  SwColumn<QString> wellId{ schema, QStringLiteral( "well_id" ) };
  SwColumn<bool> wellApproximate{ schema, QStringLiteral( "well_approximate" ) };
  SwColumn<double> wellSqft{ schema, QStringLiteral( "well_infeasible_sqft" ) };
  SwColumn<double> groundwaterSqft{ schema, QStringLiteral( "groundwater_infeasible_sqft" ) };
  SwColumn<double> groundwaterMinDepthFt{ schema, QStringLiteral( "groundwater_min_depth_ft" ) };
  SwColumn<bool> groundwaterShallow{ schema, QStringLiteral( "groundwater_shallow" ) };
  SwColumn<double> soilSqft{ schema, QStringLiteral( "soil_infeasible_sqft" ) };
  SwColumn<double> brownfieldSqft{ schema, QStringLiteral( "brownfield_infeasible_sqft" ) };
  SwColumn<double> geohazardSqft{ schema, QStringLiteral( "geohazard_infeasible_sqft" ) };
  SwColumn<QString> geohazardTypes{ schema, QStringLiteral( "geohazard_types" ) };
  SwColumn<double> infeasibleSqft{ schema, QStringLiteral( "infeasible_sqft" ) };
  SwColumn<double> infeasibleFraction{ schema, QStringLiteral( "infeasible_fraction" ) };
  SwColumn<QString> infeasibility{ schema, QStringLiteral( "infeasibility" ) };
  SwColumn<QString> conditions{ schema, QStringLiteral( "conditions" ) };
  SwColumn<QString> citation{ schema, QStringLiteral( "citation" ) };
  SwColumn<QString> status{ schema, QStringLiteral( "status" ) };

  //! The one schema of the screen.
  static const SwInfeasibilityRow &columns()
  {
    static const SwInfeasibilityRow row;
    return row;
  }
};

#endif // SWINFEASIBILITYROW_H
