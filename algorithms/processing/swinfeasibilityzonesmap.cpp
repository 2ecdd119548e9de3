/***************************************************************************
  swinfeasibilityzonesmap.cpp: the ZONES output.
 ***************************************************************************/
#include "processing/swinfeasibilityzonesmap.h"
#include "screens/infeasibility/swinfeasibilityscreen.h"
#include "screens/infeasibility/swinfeasibilityzones.h"
#include "core/compat.h"

#include "qgsprocessingparameters.h"

namespace
{
  const SwInfeasibilityScreen *infeasibility( const std::vector<std::unique_ptr<SwScreen>> &screens )
  {
    for ( const std::unique_ptr<SwScreen> &screen : screens )
    {
      if ( const SwInfeasibilityScreen *found = dynamic_cast<const SwInfeasibilityScreen *>( screen.get() ) )
        return found;
    }
    return nullptr;
  }
} // namespace

QString SwInfeasibilityZonesMap::name()
{
  return QStringLiteral( "ZONES" );
}

QString SwInfeasibilityZonesMap::style()
{
  return QStringLiteral( "infeasibilityzones" );
}

QgsProcessingParameterDefinition *SwInfeasibilityZonesMap::parameter()
{
  auto zones = std::make_unique<QgsProcessingParameterFeatureSink>( name(), QObject::tr( "Infeasibility zones (one per condition)" ), SW_PROCESSING_SOURCE_POLYGON, QVariant(), true, false );
  zones->setHelp( QObject::tr( "optional: one feature per screened condition (drinking_well, groundwater, slow_soil, brownfield, geohazard), dissolved, in the working CRS, with the condition, its threshold, its citation, whether it rests on approximate well positions, and its area; for mapping and for sharing with applicants." ) );
  return zones.release();
}

QgsFields SwInfeasibilityZonesMap::fields()
{
  return SwInfeasibilityZoneRow::columns().schema.fields();
}

QList<QgsFeature> SwInfeasibilityZonesMap::features( const std::vector<std::unique_ptr<SwScreen>> &screens, const SwWorkingCrs &working )
{
  QList<QgsFeature> features;
  if ( const SwInfeasibilityScreen *screen = infeasibility( screens ) )
  {
    for ( const SwInfeasibilityZone &zone : screen->zones() )
      features << zone.feature( working );
  }
  return features;
}

QString SwInfeasibilityZonesMap::note( const SwWorkingCrs &working )
{
  return QObject::tr( "Infeasibility zones in %1; wells' circles have %2 sides (64 per quarter circle), edges touching the true circle" ).arg( working.crs().authid() ).arg( SwDrinkingWells::circleSegments() );
}

bool SwInfeasibilityZonesMap::screened( const std::vector<std::unique_ptr<SwScreen>> &screens )
{
  return infeasibility( screens ) != nullptr;
}
