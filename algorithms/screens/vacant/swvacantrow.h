/***************************************************************************
  swvacantrow.h: the vacant parcel screen's output row, declared once. The
  combined algorithm's report and the notices read it by these names.
 ***************************************************************************/
#ifndef SWVACANTROW_H
#define SWVACANTROW_H

#include "core/swrowschema.h"

struct SwVacantRow
{
  SwRowSchema schema;
  //! vacant, partially_vacant, improved or not_evaluated.
  SwColumn<QString> vacancy{ schema, QStringLiteral( "vacancy" ) };
  //! The parcel minus counting footprints; null when unknown (expression only, improved).
  SwColumn<double> unimprovedSqft{ schema, QStringLiteral( "unimproved_sqft" ) };
  SwColumn<QString> ownerKey{ schema, QStringLiteral( "owner_key" ) };
  SwColumn<long long> groupId{ schema, QStringLiteral( "group_id" ) };
  //! The figure the 1.0 acre test is made on.
  SwColumn<double> groupAcres{ schema, QStringLiteral( "group_acres" ) };
  SwColumn<int> groupSize{ schema, QStringLiteral( "group_size" ) };
  SwColumn<bool> qualifies{ schema, QStringLiteral( "qualifies" ) };
  SwColumn<QString> reason{ schema, QStringLiteral( "reason" ) };
  SwColumn<QString> basis{ schema, QStringLiteral( "vacancy_basis" ) };
  SwColumn<QString> citation{ schema, QStringLiteral( "citation" ) };
  SwColumn<QString> status{ schema, QStringLiteral( "status" ) };

  //! The one schema of the screen.
  static const SwVacantRow &columns()
  {
    static const SwVacantRow row;
    return row;
  }
};

#endif // SWVACANTROW_H
