/***************************************************************************
  soils.h: the soil survey. Map units with USLE K factor and saturated
  infiltration rate, laid as a partition of the whole city (no gaps, no
  overlaps); planted overrides put chosen units under planted lots.
 ***************************************************************************/
#ifndef SAMPLECITY_SOILS_H
#define SAMPLECITY_SOILS_H

#include "citylayout.h"
#include "geometry.h"
#include "terrain.h"

#include <cstdint>
#include <string>
#include <vector>

namespace samplecity
{

  class CityWriter;

  struct SoilUnit
  {
    std::string musym;
    std::string muname;
    double kfact = 0;    //!< USLE K factor; 0.37 and above is erosive
    double ksatInHr = 0; //!< saturated infiltration rate; under 0.3 infiltration is infeasible
  };

  //! The unit with map symbol \a musym (throws for an unknown symbol).
  const SoilUnit &soilUnit( const std::string &musym );

  //! A rectangle that gets one unit, on top of the survey and of earlier overrides.
  struct SoilOverride
  {
    Rect rect;
    std::string musym;
  };

  //! \a a minus \a b as up to four rectangles.
  std::vector<Rect> subtractRect( const Rect &a, const Rect &b );

  //! Writes the survey: a grid of irregular cells, minus the overrides, then the overrides.
  void writeSoils( const CityLayout &layout, const std::vector<Hill> &hills, uint64_t seed, const std::vector<SoilOverride> &overrides, CityWriter &writer );

} // namespace samplecity

#endif // SAMPLECITY_SOILS_H
