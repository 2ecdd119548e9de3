/***************************************************************************
  swvacantrow.h: the vacant parcel screen's output row, declared once. The
  combined algorithm's report and the notices read it by these names.
 ***************************************************************************/
#ifndef SWVACANTROW_H
#define SWVACANTROW_H

#include "core/swrowschema.h"

struct SwVacantRow : SwRow<SwVacantRow>
{
  //! vacant, partially_vacant, improved or not_evaluated; and the parcel minus counting footprints (null when unknown).
  SwColumn<QString> vacancy{ schema, QStringLiteral( "vacancy" ) };
  SwColumn<double> unimprovedSqft{ schema, QStringLiteral( "unimproved_sqft" ) };
  //! The contiguous group of one owner's vacant parcels, and the figure the 1.0 acre test is made on.
  SwColumn<QString> ownerKey{ schema, QStringLiteral( "owner_key" ) };
  SwColumn<long long> groupId{ schema, QStringLiteral( "group_id" ) };
  SwColumn<double> groupAcres{ schema, QStringLiteral( "group_acres" ) };
  SwColumn<int> groupSize{ schema, QStringLiteral( "group_size" ) };
  SwColumn<bool> qualifies{ schema, QStringLiteral( "qualifies" ) };
  SwColumn<QString> reason{ schema, QStringLiteral( "reason" ) }, basis{ schema, QStringLiteral( "vacancy_basis" ) }, citation{ schema, QStringLiteral( "citation" ) }, status{ schema, QStringLiteral( "status" ) };
};

#endif // SWVACANTROW_H
