/***************************************************************************
  swknownfield.cpp: a field found by its usual names.
 ***************************************************************************/
#include "core/swknownfield.h"

#include "qgsfields.h"

int SwKnownField::find( const QgsFields &fields, const QStringList &names )
{
  for ( const QString &name : names )
  {
    for ( int i = 0; i < fields.count(); ++i )
    {
      if ( fields.at( i ).name().compare( name, Qt::CaseInsensitive ) == 0 )
        return i;
    }
  }
  return -1;
}
