/***************************************************************************
  swalgorithmhillside.cpp: the hillside algorithm, one screen around the
  shared parcel pipeline.
 ***************************************************************************/
#include "processing/swalgorithmhillside.h"
#include "screens/hillside/swhillsidescreen.h"

SwAlgorithm::Description SwHillsideAlgorithm::description() const
{
  return { "hillside", QT_TRANSLATE_NOOP( "SwAlgorithm", "Hillside properties" ), Group::Screens, QT_TRANSLATE_NOOP( "SwAlgorithm", "hillside,slope,steep,DEM,erosive soil,erodible,contour method,average slope,25 percent,15 percent,LID,parcel" ), QT_TRANSLATE_NOOP( "SwAlgorithm", "Finds hillside properties: slope per parcel from a DEM (exact cell coverage), slope polygons or contours, steep area on erodible soil, and the city's own definition." ) };
}

QString SwHillsideAlgorithm::helpIntroduction() const
{
  return QObject::tr( "Hillside development carries its own LID plan duties (Signal Hill 12.16.114(C)(10) and (D)(1)). The definition is the city's: "
                      "Signal Hill (definition EE \"Hillside Property\") and Beverly Hills (\"HILLSIDE\"): property in an area with known erosive soil conditions where development grades a natural slope of 25% or more; "
                      "Cudahy (\"Single-family hillside residence\"): any lot residential zoned and in residential use with an average slope of 15 percent or greater. "
                      "Slope comes from a DEM (Horn's method) or slope polygons; the average slope from contour lines by the contour method, S = 0.00229 I L / A (I the interval in feet, L the contour length in the parcel in feet, A the parcel's acres). "
                      "The profile sets the rule (hillside.rule) and the threshold (hillside.slope_pct). Each parcel gets its slope figures, the steep area, the steep area on erodible soil, hillside true or false (empty when the inputs cannot decide it), and the basis in plain words." );
}

SwHillsideAlgorithm *SwHillsideAlgorithm::createInstance() const
{
  return new SwHillsideAlgorithm();
}

std::vector<std::unique_ptr<SwScreen>> SwHillsideAlgorithm::createScreens() const
{
  std::vector<std::unique_ptr<SwScreen>> screens;
  screens.push_back( std::make_unique<SwHillsideScreen>() );
  return screens;
}
