/***************************************************************************
  swparcelnumberfield.cpp: the parcel number field of a roll.
 ***************************************************************************/
#include "core/swparcelnumberfield.h"

#include "qgsfields.h"

QStringList SwParcelNumberField::knownNames()
{
  return { QStringLiteral( "apn" ), QStringLiteral( "ain" ), QStringLiteral( "parcel_number" ), QStringLiteral( "parcelnumber" ), QStringLiteral( "parcel_no" ), QStringLiteral( "parcel_id" ), QStringLiteral( "parcelid" ), QStringLiteral( "apn_number" ), QStringLiteral( "pin" ) };
}

int SwParcelNumberField::find( const QgsFields &fields )
{
  for ( const QString &name : knownNames() )
  {
    for ( int i = 0; i < fields.count(); ++i )
    {
      if ( fields.at( i ).name().compare( name, Qt::CaseInsensitive ) == 0 )
        return i;
    }
  }
  return -1;
}
