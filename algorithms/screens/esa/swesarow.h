/***************************************************************************
  swesarow.h: the ESA adjacency screen's output row, declared once.
 ***************************************************************************/
#ifndef SWESAROW_H
#define SWESAROW_H

#include "core/swrowschema.h"

struct SwEsaRow
{
  SwRowSchema schema;
  SwColumn<QString> relation{ schema, QStringLiteral( "esa_relation" ) };
  SwColumn<double> distanceFt{ schema, QStringLiteral( "esa_distance_ft" ) };
  SwColumn<QString> name{ schema, QStringLiteral( "esa_name" ) };
  SwColumn<QString> layer{ schema, QStringLiteral( "esa_layer" ) };
  SwColumn<QString> citation{ schema, QStringLiteral( "citation" ) };
  SwColumn<QString> status{ schema, QStringLiteral( "status" ) };

  //! The one schema of the screen.
  static const SwEsaRow &columns()
  {
    static const SwEsaRow row;
    return row;
  }
};

#endif // SWESAROW_H
