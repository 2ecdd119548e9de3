/***************************************************************************
  swhillsiderow.h: the hillside screen's output row, declared once.
 ***************************************************************************/
#ifndef SWHILLSIDEROW_H
#define SWHILLSIDEROW_H

#include "core/swrowschema.h"

struct SwHillsideRow : SwRow<SwHillsideRow>
{
  //! Slope from the DEM or slope polygons: mean and steepest.
  SwColumn<double> slopeMeanPct{ schema, QStringLiteral( "slope_mean_pct" ) }, slopeMaxPct{ schema, QStringLiteral( "slope_max_pct" ) };
  //! Ground at or above the threshold, as area and share, and the part on erodible soil.
  SwColumn<double> steepSqft{ schema, QStringLiteral( "steep_sqft" ) }, steepFraction{ schema, QStringLiteral( "steep_fraction" ) }, erodibleSteepSqft{ schema, QStringLiteral( "erodible_steep_sqft" ) };
  //! The DEM cells the figures rest on (those with part of the parcel) and one cell's area; empty for slope polygons and contours.
  SwColumn<long long> demCells{ schema, QStringLiteral( "dem_cells" ) };
  SwColumn<double> demCellSqft{ schema, QStringLiteral( "dem_cell_sqft" ) };
  //! Cudahy's average slope by the contour method.
  SwColumn<double> averageSlopePct{ schema, QStringLiteral( "average_slope_pct" ) };
  //! True, false, or null when the inputs cannot decide it; and why.
  SwColumn<bool> hillside{ schema, QStringLiteral( "hillside" ) };
  SwColumn<QString> basis{ schema, QStringLiteral( "hillside_basis" ) }, citation{ schema, QStringLiteral( "citation" ) }, status{ schema, QStringLiteral( "status" ) };
};

#endif // SWHILLSIDEROW_H
