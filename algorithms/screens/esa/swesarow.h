/***************************************************************************
  swesarow.h: the ESA adjacency screen's output row, declared once.
 ***************************************************************************/
#ifndef SWESAROW_H
#define SWESAROW_H

#include "core/swrowschema.h"

struct SwEsaRow : SwRow<SwEsaRow>
{
  //! inside, directly_adjacent or outside, and the exact distance in US feet.
  SwColumn<QString> relation{ schema, QStringLiteral( "esa_relation" ) };
  SwColumn<double> distanceFt{ schema, QStringLiteral( "esa_distance_ft" ) };
  //! The nearest area: its name and its layer.
  SwColumn<QString> name{ schema, QStringLiteral( "esa_name" ) }, layer{ schema, QStringLiteral( "esa_layer" ) };
  SwColumn<QString> citation{ schema, QStringLiteral( "citation" ) }, status{ schema, QStringLiteral( "status" ) };
};

#endif // SWESAROW_H
