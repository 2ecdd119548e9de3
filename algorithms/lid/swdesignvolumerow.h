/***************************************************************************
  swdesignvolumerow.h: the design volume screen's output row, declared once.
 ***************************************************************************/
#ifndef SWDESIGNVOLUMEROW_H
#define SWDESIGNVOLUMEROW_H

#include "core/swrowschema.h"

struct SwDesignVolumeRow : SwRow<SwDesignVolumeRow>
{
  //! The design storm in inches, the 85th percentile depth over the parcel (coverage-weighted mean of the isohyets, or the depth given), and which won: isohyet or fixed_depth.
  SwColumn<double> designStormIn{ schema, QStringLiteral( "design_storm_in" ) }, isohyetIn{ schema, QStringLiteral( "isohyet_in" ) };
  SwColumn<QString> designStormBasis{ schema, QStringLiteral( "design_storm_basis" ) };
  //! The parcel's impervious share (0 to 1), where it came from, and the composite runoff coefficient it gives.
  SwColumn<double> imperviousFraction{ schema, QStringLiteral( "impervious_fraction" ) };
  SwColumn<QString> imperviousSource{ schema, QStringLiteral( "impervious_source" ) };
  SwColumn<double> runoffCoefficient{ schema, QStringLiteral( "runoff_coefficient" ) };
  //! The design volume, the part to retain on site and the biofiltration volume for the rest, in cubic feet.
  SwColumn<double> swqdvCuft{ schema, QStringLiteral( "swqdv_cuft" ) }, infeasibleFraction{ schema, QStringLiteral( "infeasible_fraction" ) }, retainCuft{ schema, QStringLiteral( "retain_cuft" ) }, biofiltrationCuft{ schema, QStringLiteral( "biofiltration_cuft" ) };
  //! The rainfall intensity flow-through treatment of the rest is sized on, and how it was chosen.
  SwColumn<double> flowthroughInHr{ schema, QStringLiteral( "flowthrough_in_hr" ) };
  SwColumn<QString> flowthroughBasis{ schema, QStringLiteral( "flowthrough_basis" ) };
  //! The equation with this parcel's numbers, the citations, and the status.
  SwColumn<QString> method{ schema, QStringLiteral( "method" ) }, citation{ schema, QStringLiteral( "citation" ) }, status{ schema, QStringLiteral( "status" ) };
};

#endif // SWDESIGNVOLUMEROW_H
