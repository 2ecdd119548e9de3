/***************************************************************************
  swhillsiderow.h: the hillside screen's output row, declared once.
 ***************************************************************************/
#ifndef SWHILLSIDEROW_H
#define SWHILLSIDEROW_H

#include "core/swrowschema.h"

struct SwHillsideRow
{
  SwRowSchema schema;
  SwColumn<double> slopeMeanPct{ schema, QStringLiteral( "slope_mean_pct" ) };
  SwColumn<double> slopeMaxPct{ schema, QStringLiteral( "slope_max_pct" ) };
  SwColumn<double> steepSqft{ schema, QStringLiteral( "steep_sqft" ) };
  SwColumn<double> steepFraction{ schema, QStringLiteral( "steep_fraction" ) };
  SwColumn<double> erodibleSteepSqft{ schema, QStringLiteral( "erodible_steep_sqft" ) };
  SwColumn<double> averageSlopePct{ schema, QStringLiteral( "average_slope_pct" ) };
  //! True, false, or null when the inputs cannot decide it.
  SwColumn<bool> hillside{ schema, QStringLiteral( "hillside" ) };
  SwColumn<QString> basis{ schema, QStringLiteral( "hillside_basis" ) };
  SwColumn<QString> citation{ schema, QStringLiteral( "citation" ) };
  SwColumn<QString> status{ schema, QStringLiteral( "status" ) };

  //! The one schema of the screen.
  static const SwHillsideRow &columns()
  {
    static const SwHillsideRow row;
    return row;
  }
};

#endif // SWHILLSIDEROW_H
