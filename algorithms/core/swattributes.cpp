/***************************************************************************
  swattributes.cpp: attribute readers shared by the screens and notices.
 ***************************************************************************/
#include "core/swattributes.h"

#include <cmath>

bool SwAttributes::readsYes( const QVariant &value )
{
  if ( value.isNull() )
    return false;
  if ( value.type() == QVariant::Bool )
    return value.toBool();
  bool numeric = false;
  const double number = value.toDouble( &numeric );
  if ( numeric )
    return number != 0;
  const QString text = value.toString().trimmed().toLower();
  return text == QLatin1String( "y" ) || text == QLatin1String( "yes" ) || text == QLatin1String( "true" ) || text == QLatin1String( "t" );
}

std::optional<double> SwAttributes::finiteNumber( const QVariant &value )
{
  if ( value.isNull() )
    return std::nullopt;
  bool ok = false;
  const double number = value.toDouble( &ok );
  if ( !ok || !std::isfinite( number ) )
    return std::nullopt;
  return number;
}
