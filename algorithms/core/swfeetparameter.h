/***************************************************************************
  swfeetparameter.h: a length parameter in US survey feet, whatever the
  layers' CRS. The engine measures in a projected working CRS, so the dialog
  must show feet, never the parcels' map unit: the distance has no parent
  layer (a parent in degrees would make QGIS 3.22 show "degrees" and warn)
  and feet as its unit, which the dialog shows beside the number.
 ***************************************************************************/
#ifndef SWFEETPARAMETER_H
#define SWFEETPARAMETER_H

#include "qgsprocessingparameters.h"

namespace SwFeetParameter
{
  //! A distance in feet, 0 or more; \a defaultValue may be empty (QVariant()).
  QgsProcessingParameterDistance *create( const QString &name, const QString &description, const QVariant &defaultValue, bool optional );
} // namespace SwFeetParameter

#endif // SWFEETPARAMETER_H
