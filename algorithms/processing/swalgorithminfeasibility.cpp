/***************************************************************************
  swalgorithminfeasibility.cpp: the technical-infeasibility algorithm and
  its ZONES map.
 ***************************************************************************/
#include "processing/swalgorithminfeasibility.h"
#include "processing/swinfeasibilityzonesmap.h"
#include "screens/infeasibility/swinfeasibilityscreen.h"

#include "qgsexception.h"
#include "qgsprocessingfeedback.h"
#include "qgsprocessingparameters.h"

SwAlgorithm::Description SwInfeasibilityAlgorithm::description() const
{
  return { "infeasibility", QT_TRANSLATE_NOOP( "SwAlgorithm", "Technical infeasibility zones" ), Group::Screens, QT_TRANSLATE_NOOP( "SwAlgorithm", "technical infeasibility,infiltration,retention,SWQDv,LID,drinking water,well,100 feet,groundwater,soil,brownfield,geotechnical hazard,liquefaction,landslide,parcel" ), QT_TRANSLATE_NOOP( "SwAlgorithm", "Maps where on-site retention is technically infeasible (near drinking-water wells, shallow groundwater, slow soils, brownfields, geotechnical hazards) and how much of each parcel that covers." ) };
}

QString SwInfeasibilityAlgorithm::helpIntroduction() const
{
  return QObject::tr( "A project that cannot reliably retain the storm water quality design volume on site because of technical infeasibility may use alternative compliance (Signal Hill 12.16.114(E)(2) and 12.16.116(C)(1); Beverly Hills Art. 5 F.3.d). "
                      "The conditions screened here are: \"locations within 100 feet of a groundwater well used for drinking water\"; \"seasonal high groundwater is within five to ten feet of surface grade\"; \"the infiltration rate of saturated in-situ soils is less than 0.3 inch per hour\"; \"brownfield development sites or other locations where pollutant mobilization is a documented concern\"; \"locations with potential geotechnical hazards\". "
                      "Each condition's zone is built once; for each parcel the area under each condition and under any of them (counted once) is measured exactly in square feet in a projected working CRS, and the parcel is none, partial or full. The thresholds come from the profile." );
}

SwInfeasibilityAlgorithm *SwInfeasibilityAlgorithm::createInstance() const
{
  return new SwInfeasibilityAlgorithm();
}

std::vector<std::unique_ptr<SwScreen>> SwInfeasibilityAlgorithm::createScreens() const
{
  std::vector<std::unique_ptr<SwScreen>> screens;
  screens.push_back( std::make_unique<SwInfeasibilityScreen>() );
  return screens;
}

void SwInfeasibilityAlgorithm::addExtraParameters()
{
  addParameter( SwInfeasibilityZonesMap::parameter() );
}

void SwInfeasibilityAlgorithm::addExtraResults( const QVariantMap &parameters, QgsProcessingContext &context, QgsProcessingFeedback *feedback, QVariantMap &results )
{
  if ( !isOutputWanted( parameters, SwInfeasibilityZonesMap::name() ) )
    return;
  writeExtraLayer( parameters, SwInfeasibilityZonesMap::name(), context, feedback, SwInfeasibilityZonesMap::fields(), setup().working.crs(), SwInfeasibilityZonesMap::features( activeScreens(), setup().working ), SwInfeasibilityZonesMap::style(), results );
  feedback->pushInfo( SwInfeasibilityZonesMap::note( setup().working ) );
}
