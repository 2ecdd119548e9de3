/***************************************************************************
  swinfeasibilityzonesmap.h: the ZONES output (the infeasibility zones map,
  one feature per screened condition) shared by stormwater:infeasibility
  and stormwater:screenparcels: its parameter and its features, declared
  once so both algorithms write the same map.
 ***************************************************************************/
#ifndef SWINFEASIBILITYZONESMAP_H
#define SWINFEASIBILITYZONESMAP_H

#include "pipeline/swscreen.h"

#include "qgsfeature.h"

#include <memory>
#include <vector>

class QgsProcessingParameterDefinition;

namespace SwInfeasibilityZonesMap
{
  //! "ZONES".
  QString name();
  //! The style the map is given (styles/infeasibilityzones.qml).
  QString style();
  //! The optional ZONES layer output, with its help.
  QgsProcessingParameterDefinition *parameter();
  //! The map's fields.
  QgsFields fields();
  /**
   * The map's features from the infeasibility screen among \a screens, in
   * the working CRS \a working; none when that screen did not run.
   */
  QList<QgsFeature> features( const std::vector<std::unique_ptr<SwScreen>> &screens, const SwWorkingCrs &working );
  //! The log line after the map is written: its CRS and how wells' circles are drawn.
  QString note( const SwWorkingCrs &working );
  //! True when the infeasibility screen is among \a screens.
  bool screened( const std::vector<std::unique_ptr<SwScreen>> &screens );
} // namespace SwInfeasibilityZonesMap

#endif // SWINFEASIBILITYZONESMAP_H
