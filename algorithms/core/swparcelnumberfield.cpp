/***************************************************************************
  swparcelnumberfield.cpp: the parcel number field of a roll.
 ***************************************************************************/
#include "core/swparcelnumberfield.h"

#include "core/swknownfield.h"

QStringList SwParcelNumberField::knownNames()
{
  return { QStringLiteral( "apn" ), QStringLiteral( "ain" ), QStringLiteral( "parcel_number" ), QStringLiteral( "parcelnumber" ), QStringLiteral( "parcel_no" ), QStringLiteral( "parcel_id" ), QStringLiteral( "parcelid" ), QStringLiteral( "apn_number" ), QStringLiteral( "pin" ) };
}

int SwParcelNumberField::find( const QgsFields &fields )
{
  return SwKnownField::find( fields, knownNames() );
}
