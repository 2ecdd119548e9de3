/***************************************************************************
  swfeetparameter.cpp: length parameters in feet.
 ***************************************************************************/
#include "core/swfeetparameter.h"
#include "core/compat.h"

QgsProcessingParameterDistance *SwFeetParameter::create( const QString &name, const QString &description, const QVariant &defaultValue, bool optional )
{
  auto *distance = new QgsProcessingParameterDistance( name, description, defaultValue, QString(), optional, 0 );
  distance->setDefaultUnit( SW_DISTANCE_UNIT( Feet ) );
  return distance;
}
