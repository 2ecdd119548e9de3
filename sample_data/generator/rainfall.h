/***************************************************************************
  rainfall.h: the sample city's synthetic rainfall maps, standing in for
  Los Angeles County's isohyets (which are not shipped): the 85th
  percentile 24-hour depth in inches, rising from about 0.70 in at the
  south edge to about 1.10 in at the north with a bulge over the hills, so
  the 0.75 in floor wins in the south and the isohyets elsewhere; and the
  one year, one-hour intensity in inches per hour (about 0.40 to 0.55).
  Coarse cells (200 ft), as a county map gives them: a lot often lies
  across two. Both cover the whole city; no NoData.
 ***************************************************************************/
#ifndef SAMPLECITY_RAINFALL_H
#define SAMPLECITY_RAINFALL_H

#include "citylayout.h"
#include "terrain.h"

#include <string>
#include <vector>

namespace samplecity
{
  //! Writes DIR/design_storm_85th.tif and DIR/intensity_1yr_1hr.tif (EPSG:2229, Float32, values in in and in/hr).
  void writeRainfall( const std::string &dir, const CityLayout &layout, const std::vector<Hill> &hills );
} // namespace samplecity

#endif // SAMPLECITY_RAINFALL_H
