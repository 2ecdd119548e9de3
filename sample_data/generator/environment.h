/***************************************************************************
  environment.h: the environmental layers outside the planted district:
  sensitive areas (creek corridors, wetlands), Significant Ecological
  Areas, wells of every use, shallow groundwater, brownfields, landslide
  and liquefaction zones. Their number grows with the city; none comes
  near the planted district, whose answers must not move.
 ***************************************************************************/
#ifndef SAMPLECITY_ENVIRONMENT_H
#define SAMPLECITY_ENVIRONMENT_H

#include "citylayout.h"
#include "geometry.h"
#include "terrain.h"

#include <cstdint>
#include <vector>

namespace samplecity
{

  class CityWriter;

  /**
   * Writes the random environmental features of the city. Nothing is placed
   * whose extent meets \a keepClear (the planted district with its margin).
   */
  void writeEnvironment( const CityLayout &layout, const std::vector<Hill> &hills, uint64_t seed, const Rect &keepClear, CityWriter &writer );

} // namespace samplecity

#endif // SAMPLECITY_ENVIRONMENT_H
