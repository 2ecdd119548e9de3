/***************************************************************************
  structures.h: what stands on an ordinary lot: houses, garages, stores,
  warehouses, sheds, modular buildings, oil wells and their tanks, and the
  paved parking and landscaping that count as permanent improvements.
 ***************************************************************************/
#ifndef SAMPLECITY_STRUCTURES_H
#define SAMPLECITY_STRUCTURES_H

#include "citylayout.h"
#include "geometry.h"
#include "prng.h"

#include <string>
#include <vector>

namespace samplecity
{

  struct StructureShape
  {
    std::string type; // building, garage, oil_well, gas_well, freeway_sign, storage_shed, modular_building, oilfield_equipment
    bool permitted = true;
    Polygon polygon;
  };

  struct ImprovementShape
  {
    std::string type; // paved_parking, landscaping
    bool approved = true;
    Polygon polygon;
  };

  struct LotContents
  {
    std::vector<StructureShape> structures;
    std::vector<ImprovementShape> improvements;
    //! Wellheads, for the wells layer (use "oil").
    std::vector<Pt> oilWells;
    //! Floor area of buildings and garages, for the improvement value.
    double buildingSqft = 0;
  };

  struct LotSite
  {
    Rect rect;
    int side = 0; //!< 0 fronts south, 1 fronts north, 2 full depth fronting south
    Zone zone = Zone::R1;
    bool vacant = false;
    //! Chance that the lot has oil wells (Signal Hill's oil field).
    double oilChance = 0;
    //! The diagonal street's cut of the lot (0 none, -1 keep x + y <= k, 1 keep x + y >= k).
    int cut = 0;
    double cutK = 0;
  };

  LotContents furnishLot( const LotSite &site, Rng &rng );

} // namespace samplecity

#endif // SAMPLECITY_STRUCTURES_H
