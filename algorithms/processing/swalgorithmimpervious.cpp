/***************************************************************************
  swalgorithmimpervious.cpp: the impervious area algorithm, one screen
  around the shared parcel pipeline.
 ***************************************************************************/
#include "processing/swalgorithmimpervious.h"
#include "screens/impervious/swimperviousscreen.h"

SwAlgorithm::Description SwImperviousAlgorithm::description() const
{
  return { "impervious", QT_TRANSLATE_NOOP( "SwAlgorithm", "Impervious area" ), Group::Screens, QT_TRANSLATE_NOOP( "SwAlgorithm", "impervious,impervious surface,paved,rooftop,footprint,land cover,50 percent,redevelopment,LID,parcel" ), QT_TRANSLATE_NOOP( "SwAlgorithm", "Measures each parcel's existing impervious area in square feet and its share of the parcel, from structure and paved improvement footprints (exact overlay, overlaps counted once) and/or a land-cover raster (exact cell coverage)." ) };
}

QString SwImperviousAlgorithm::helpIntroduction() const
{
  return QObject::tr( "A redevelopment's duties depend on the site's existing impervious surface: an alteration of more than 50% of it means the entire project is mitigated, less than 50% only the alteration (Signal Hill 12.16.114(C)(11)(b)-(c); Beverly Hills D.1-D.2; Cudahy (7)(d)), and Beverly Hills asks whether the site has 10,000 sq ft or more of it (C.2.a, C.4). "
                      "Impervious surface is what \"prevents or significantly reduces the entry of water into the underlying soil\": parking lots, driveways, roadways, storage areas and rooftops (Signal Hill definition II \"Impervious Surface\"; Beverly Hills likewise). "
                      "Every structure counts; of the improvements only the types the profile lists (impervious.improvement_types: paving, not landscaping). "
                      "Each parcel's figure is the exact area of the union of its footprints clipped to it, each square foot once; from a land-cover raster, each impervious cell by the exact part of it inside the parcel; with both, their union. "
                      "A parcel outside the ground the footprint layers cover, or off the raster, is not measured: its figures stay empty, never 0." );
}

SwImperviousAlgorithm *SwImperviousAlgorithm::createInstance() const
{
  return new SwImperviousAlgorithm();
}

std::vector<std::unique_ptr<SwScreen>> SwImperviousAlgorithm::createScreens() const
{
  std::vector<std::unique_ptr<SwScreen>> screens;
  screens.push_back( std::make_unique<SwImperviousScreen>() );
  return screens;
}
