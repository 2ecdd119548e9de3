/***************************************************************************
  fabricwriter.h: streams the parcel fabric block by block: each block's
  lots (planted or subdivided), their roll attributes, structures,
  improvements and oil wells, straight into the GeoPackage, so memory holds
  one block at a time whatever the city's size.
 ***************************************************************************/
#ifndef SAMPLECITY_FABRICWRITER_H
#define SAMPLECITY_FABRICWRITER_H

#include "attributes.h"
#include "citylayout.h"
#include "planted.h"
#include "structures.h"
#include "terrain.h"

#include <cstdint>

namespace samplecity
{

  class CityWriter;

  class FabricWriter
  {
  public:
    FabricWriter( const CityLayout &layout, const PlantedDistrict &district, const Terrain &terrain, const OwnerNamer &namer, CityWriter &writer, uint64_t seed, bool planted );

    //! Writes every block in row-major order, then the parcels outside the grid.
    void run();

  private:
    double oilChance( const Rect &r ) const;
    static double vacancyChance( Zone zone );
    //! Roll attributes of an ordinary lot (the APN is already set).
    void rollAttributes( ParcelRecord &rec, Zone zone, int row, int col, int side, int number, double area, bool vacant, double buildingSqft, Rng &rng ) const;
    void ordinaryBlock( const Block &block );
    void districtBlock( int row, int col );
    void writeLot( const ParcelRecord &rec, const MultiPolygon *geometry, const LotContents &contents, bool asDrawn = false );

    const CityLayout &mLayout;
    const PlantedDistrict &mDistrict;
    const Terrain &mTerrain;
    const OwnerNamer &mNamer;
    CityWriter &mWriter;
    uint64_t mSeed;
    bool mPlanted;
  };

} // namespace samplecity

#endif // SAMPLECITY_FABRICWRITER_H
