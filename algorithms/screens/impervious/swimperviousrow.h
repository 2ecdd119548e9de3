/***************************************************************************
  swimperviousrow.h: the impervious area screen's output row, declared once.
 ***************************************************************************/
#ifndef SWIMPERVIOUSROW_H
#define SWIMPERVIOUSROW_H

#include "core/swrowschema.h"

struct SwImperviousRow : SwRow<SwImperviousRow>
{
  //! The parcel's existing impervious area in square feet and its share of the parcel (0 to 1); empty when undecided.
  SwColumn<double> sqft{ schema, QStringLiteral( "impervious_sqft" ) }, fraction{ schema, QStringLiteral( "impervious_fraction" ) };
  //! What the figure rests on: footprints, land_cover, or footprints_union_land_cover.
  SwColumn<QString> basis{ schema, QStringLiteral( "impervious_basis" ) };
  //! Each source's own figure, before they combine (empty when that source was not given or could not decide).
  SwColumn<double> footprintSqft{ schema, QStringLiteral( "impervious_footprint_sqft" ) }, landCoverSqft{ schema, QStringLiteral( "impervious_land_cover_sqft" ) };
  SwColumn<QString> citation{ schema, QStringLiteral( "citation" ) }, status{ schema, QStringLiteral( "status" ) };
};

#endif // SWIMPERVIOUSROW_H
