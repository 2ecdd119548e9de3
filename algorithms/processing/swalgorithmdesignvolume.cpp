/***************************************************************************
  swalgorithmdesignvolume.cpp: the design volume algorithm, one screen
  around the shared parcel pipeline.
 ***************************************************************************/
#include "processing/swalgorithmdesignvolume.h"
#include "lid/swdesignvolumescreen.h"

SwAlgorithm::Description SwDesignVolumeAlgorithm::description() const
{
  return { "designvolume", QT_TRANSLATE_NOOP( "SwAlgorithm", "Design volume (SWQDv)" ), Group::Screens, QT_TRANSLATE_NOOP( "SwAlgorithm", "SWQDv,storm water quality design volume,design storm,85th percentile,0.75 inch,isohyet,retention,biofiltration,flow-through,LID,parcel,project" ), QT_TRANSLATE_NOOP( "SwAlgorithm", "The storm water quality design volume (SWQDv) each parcel or project must retain, in cubic feet: the design storm over it (exact cell coverage of the isohyets), its impervious share, what to biofiltrate where retention is infeasible and the flow-through intensity." ) };
}

QString SwDesignVolumeAlgorithm::helpIntroduction() const
{
  return QObject::tr( "A project that needs a LID plan must retain on site the storm water quality design volume (SWQDv): the runoff from the greater of the 85th percentile 24-hour rain of Los Angeles County's isohyetal map and 0.75 inch (Signal Hill 12.16.114(D)(3)(a); Beverly Hills F.3.b). "
                      "Where retention is technically infeasible, 1.5 times the part not retained may be biofiltrated (12.16.114(E)(3); F.3.e); what remains may be treated by flow-through BMPs sized on the greater of 0.2 in/hr and the one year, one-hour intensity (12.16.114(E)(5)), or on either 0.2 in/hr or twice the 85th percentile hourly intensity (F.3.g). "
                      "The codes do not give the runoff equation: the profile names the method and its source (designvolume.method), SWQDv = C x depth / 12 x area with C = 0.9 x impervious share + Cu x pervious share, and says what of it is not confirmed. "
                      "Give the parcels, or project polygons in their place, with each one's impervious share (a field, or a layer screened for impervious area), and the 85th percentile rainfall as the county's isohyets (a raster in inches) or one depth. Each gets its design storm and which depth won, the runoff coefficient, SWQDv, the volume to retain and to biofiltrate, the flow-through intensity, the equation with its numbers and the citations; one that cannot be decided keeps its volumes empty and its status says why." );
}

SwDesignVolumeAlgorithm *SwDesignVolumeAlgorithm::createInstance() const
{
  return new SwDesignVolumeAlgorithm();
}

std::vector<std::unique_ptr<SwScreen>> SwDesignVolumeAlgorithm::createScreens() const
{
  std::vector<std::unique_ptr<SwScreen>> screens;
  screens.push_back( std::make_unique<SwDesignVolumeScreen>() );
  return screens;
}
