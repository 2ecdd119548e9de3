/***************************************************************************
  rainfall.cpp: the synthetic rainfall maps, cell by cell.
 ***************************************************************************/
#include "rainfall.h"

#include <gdal_priv.h>
#include <ogr_spatialref.h>

#include <cmath>
#include <filesystem>
#include <functional>
#include <memory>
#include <stdexcept>

namespace samplecity
{
  namespace
  {
    constexpr double kRainCell = 200;
    //! The maps reach this far past the city's edge, so every parcel lies on them.
    constexpr double kRainMargin = 400;

    //! One Float32 band over \a extent: \a value at each cell's centre, rounded to 0.01, its unit declared.
    void writeRainRaster( const std::string &path, const Rect &extent, const char *unit, const std::function<double( double, double )> &value )
    {
      const int nx = static_cast<int>( std::lround( extent.width() / kRainCell ) );
      const int ny = static_cast<int>( std::lround( extent.height() / kRainCell ) );
      GDALDriver *driver = GetGDALDriverManager()->GetDriverByName( "GTiff" );
      if ( !driver )
        throw std::runtime_error( "GDAL has no GTiff driver" );
      const char *options[] = { "COMPRESS=DEFLATE", nullptr };
      std::unique_ptr<GDALDataset> ds( driver->Create( path.c_str(), nx, ny, 1, GDT_Float32, const_cast<char **>( options ) ) );
      if ( !ds )
        throw std::runtime_error( "cannot create " + path + ": " + CPLGetLastErrorMsg() );
      double transform[6] = { extent.x0, kRainCell, 0, extent.y1, 0, -kRainCell };
      ds->SetGeoTransform( transform );
      OGRSpatialReference srs;
      srs.importFromEPSG( 2229 );
      ds->SetSpatialRef( &srs );
      GDALRasterBand *band = ds->GetRasterBand( 1 );
      band->SetUnitType( unit );
      std::vector<float> cells( static_cast<size_t>( nx ) * ny );
      for ( int j = 0; j < ny; ++j )
      {
        for ( int i = 0; i < nx; ++i )
          cells[static_cast<size_t>( j ) * nx + i] = static_cast<float>( std::round( value( extent.x0 + ( i + 0.5 ) * kRainCell, extent.y1 - ( j + 0.5 ) * kRainCell ) * 100 ) / 100 );
      }
      if ( band->RasterIO( GF_Write, 0, 0, nx, ny, cells.data(), nx, ny, GDT_Float32, 0, 0 ) != CE_None )
        throw std::runtime_error( "cannot write " + path + ": " + CPLGetLastErrorMsg() );
      ds->FlushCache();
    }
  } // namespace

  void writeRainfall( const std::string &dir, const CityLayout &layout, const std::vector<Hill> &hills )
  {
    const Rect city = layout.cityRect();
    const Rect extent{ std::floor( ( city.x0 - kRainMargin ) / kRainCell ) * kRainCell, std::floor( ( city.y0 - kRainMargin ) / kRainCell ) * kRainCell, std::ceil( ( city.x1 + kRainMargin ) / kRainCell ) * kRainCell, std::ceil( ( city.y1 + kRainMargin ) / kRainCell ) * kRainCell };
    // 0 at the south edge of the maps, 1 at the north: storms gain depth towards the mountains.
    auto north = [extent]( double y )
    { return ( y - extent.y0 ) / extent.height(); };
    // A little more rain over the hills, as the county's isohyets show over the Signal Hill rise.
    auto overHills = [&hills]( double x, double y )
    {
      double bulge = 0;
      for ( const Hill &h : hills )
        bulge = std::max( bulge, std::exp( -( ( x - h.cx ) * ( x - h.cx ) + ( y - h.cy ) * ( y - h.cy ) ) / ( 2 * 4 * h.sigma * h.sigma ) ) );
      return bulge;
    };
    writeRainRaster( ( std::filesystem::path( dir ) / "design_storm_85th.tif" ).string(), extent, "in", [&]( double x, double y )
                     { return 0.70 + 0.35 * north( y ) + 0.05 * overHills( x, y ); } );
    writeRainRaster( ( std::filesystem::path( dir ) / "intensity_1yr_1hr.tif" ).string(), extent, "in/hr", [&]( double x, double y )
                     { return 0.40 + 0.12 * north( y ) + 0.03 * overHills( x, y ); } );
  }
} // namespace samplecity
