/***************************************************************************
  terrain.h: the ground surface. A gently rising plain, a Signal Hill-like
  hill (more hills in bigger cities), exact tilted planes under the planted
  hillside lots and a NoData patch at the west edge; written to a tiled,
  DEFLATE-compressed Float32 GeoTIFF one strip of tiles at a time, then
  contoured at 2 ft.
 ***************************************************************************/
#ifndef SAMPLECITY_TERRAIN_H
#define SAMPLECITY_TERRAIN_H

#include "citylayout.h"
#include "geometry.h"

#include <cstdint>
#include <string>
#include <vector>

class OGRLayer;

namespace samplecity
{

  struct Hill
  {
    double cx = 0;
    double cy = 0;
    double height = 0; //!< ft above the plain
    double sigma = 0;  //!< ft; the steepest slope, 0.607 height / sigma, is at sigma from the top
  };

  //! A plane z = z0 + gx (x - ox) + gy (y - oy) over box: Horn's 3x3 slope is exactly 100 |(gx, gy)| % inside.
  struct Facet
  {
    Rect box;
    double ox = 0, oy = 0, z0 = 0, gx = 0, gy = 0;
  };

  class Terrain
  {
  public:
    static constexpr float kNoData = -9999.0f;

    Terrain( const CityLayout &layout, uint64_t seed );

    const std::vector<Hill> &hills() const { return mHills; }

    //! A plane under \a parcel and 30 ft beyond it, through the plain's height at its centre.
    void addFacet( const Rect &parcel, double gx, double gy );
    //! Cells whose centres fall strictly inside \a patch are NoData.
    void addNoDataPatch( const Rect &patch ) { mNoData.push_back( patch ); }

    //! The raster's extent for a cell size: the city with a margin, except the
    //! strip east of the east street, which the DEM leaves out.
    Rect demExtent( double cell ) const;

    //! Writes the GeoTIFF strip by strip; memory stays at one strip of tiles.
    void writeDem( const std::string &path, double cell ) const;

  private:
    double plain( double x, double y ) const;
    //! The facet's plane inside its box; near it, the ground eased towards the plane.
    static double withFacets( const std::vector<const Facet *> &facets, double x, double y, double ground );

    const CityLayout &mLayout;
    uint64_t mSeed;
    double mX0, mY0;
    std::vector<Hill> mHills;
    std::vector<Facet> mFacets;
    std::vector<Rect> mNoData;
  };

  //! Contours every 2 ft of the DEM at \a demPath into \a layer (field elev_ft at index \a elevField).
  void writeContours( const std::string &demPath, OGRLayer *layer, int elevField, double interval );

} // namespace samplecity

#endif // SAMPLECITY_TERRAIN_H
