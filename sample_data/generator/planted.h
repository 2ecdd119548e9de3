/***************************************************************************
  planted.h: the planted district, where every answer is known by
  construction. The first 5 x 5 blocks of the grid hold lots laid out by
  hand (vacant lots of chosen sizes and owners, lots at chosen distances
  from sensitive areas and wells, lots on exact tilted planes, broken
  geometries) among ordinary neighbours; this file also places the
  features those answers depend on and writes the answer key.
 ***************************************************************************/
#ifndef SAMPLECITY_PLANTED_H
#define SAMPLECITY_PLANTED_H

#include "answerkey.h"
#include "attributes.h"
#include "citylayout.h"
#include "geometry.h"
#include "soils.h"
#include "structures.h"
#include "terrain.h"

#include <map>
#include <set>
#include <string>
#include <vector>

namespace samplecity
{

  class CityWriter;

  struct PlantedLot
  {
    //! Empty for an ordinary neighbour (a "filler"), else the case, e.g. "V1", "E2", "H4".
    std::string caseId;
    Rect rect;
    int side = 0;
    Zone zone = Zone::R1;
    //! Set in full for planted cases; fillers get only their APN here.
    ParcelRecord record;
    std::vector<Rect> holes;
    bool bowTie = false;
    bool nullGeometry = false;
    LotContents contents;

    bool filler() const { return caseId.empty(); }
  };

  class PlantedDistrict
  {
  public:
    //! Planted features the answer key names.
    static constexpr const char *kStairEsa = "Hilltop Bluff Habitat";
    static constexpr const char *kDiamondEsa = "Cherry Avenue Spring";
    static constexpr const char *kHoledEsa = "Preserve Coastal Sage Scrub";
    static constexpr const char *kSea = "Alamitos Bluffs SEA";
    //! Radius of the infeasible zone around a drinking well, ft.
    static constexpr double kWellRadius = 100;

    explicit PlantedDistrict( const CityLayout &layout );

    //! Lots of district block (row, col), in APN order.
    const std::vector<PlantedLot> &blockLots( int row, int col ) const;
    //! Alleys of a district block.
    std::vector<Rect> blockAlleys( int row, int col ) const;
    //! The parcel without geometry and the parcel east of the east street (outside the DEM).
    const std::vector<PlantedLot> &outsideLots() const { return mOutside; }

    int64_t parcelCount() const;
    //! Normalized owner names no random owner may take.
    std::set<std::string> reservedOwners() const;
    //! The district with the margin random features keep from it.
    Rect keepClear() const;

    void shapeTerrain( Terrain &terrain ) const;
    std::vector<SoilOverride> soilOverrides() const;
    //! Sensitive areas, SEA, wells, groundwater and brownfield the planted answers depend on.
    void writeFeatures( CityWriter &writer ) const;

    /**
     * The answer key. Steep areas are exact only for lots aligned to the DEM's
     * cells, so their rows are left out when \a demCell does not fit the lots
     * (\a demExtent is the raster's extent).
     */
    std::vector<AnswerRow> answerKey( const Rect &demExtent, double demCell ) const;

  private:
    Rect blockRect( int row, int col ) const;
    Rect rel( int row, int col, double x0, double y0, double x1, double y1 ) const;
    void buildBlocks();
    void furnishCase( PlantedLot &lot, int row, int col, int index ) const;
    const PlantedLot &lot( const std::string &caseId ) const;

    const CityLayout &mLayout;
    std::map<std::pair<int, int>, std::vector<PlantedLot>> mBlocks;
    std::vector<PlantedLot> mOutside;
  };

} // namespace samplecity

#endif // SAMPLECITY_PLANTED_H
