/***************************************************************************
  terrain.cpp: elevation model, the DEM GeoTIFF and its contours.
 ***************************************************************************/
#include "terrain.h"

#include "prng.h"

#include <gdal_alg.h>
#include <gdal_priv.h>
#include <ogr_spatialref.h>
#include <ogrsf_frmts.h>

#include <algorithm>
#include <cmath>
#include <memory>
#include <stdexcept>

namespace samplecity
{

  namespace
  {
    constexpr double kFacetMargin = 30;
    // Beyond a facet's box its plane eases into the ground over this width.
    constexpr double kFacetBlend = 80;
    constexpr double kHillReach = 4.5; // sigmas: beyond it a hill adds under 0.01 ft
    constexpr int kStripRows = 256;

    double rectDistance( const Rect &r, double x, double y )
    {
      const double dx = std::max( { r.x0 - x, 0.0, x - r.x1 } );
      const double dy = std::max( { r.y0 - y, 0.0, y - r.y1 } );
      return std::hypot( dx, dy );
    }

    /**
     * Passes contour lines on to the GeoPackage layer with their vertices
     * thinned (1 ft tolerance): GDAL puts a vertex in every cell a contour
     * crosses, which would be most of the committed sample's size.
     */
    class ThinningLayer final : public OGRLayer
    {
    public:
      ThinningLayer( OGRLayer *target, double tolerance )
        : mTarget( target )
        , mTolerance( tolerance )
      {
      }
      void ResetReading() override {}
      OGRFeature *GetNextFeature() override { return nullptr; }
      OGRFeatureDefn *GetLayerDefn() override { return mTarget->GetLayerDefn(); }
      int TestCapability( const char *capability ) override { return EQUAL( capability, OLCSequentialWrite ); }

      OGRErr ICreateFeature( OGRFeature *feature ) override
      {
        if ( const OGRGeometry *line = feature->GetGeometryRef() )
        {
          // Plain Douglas-Peucker: the topology-preserving variant costs more
          // than all the rest of the contouring. A small loop it would
          // collapse keeps its vertices.
          OGRGeometry *thinned = line->Simplify( mTolerance );
          const OGRLineString *thinnedLine = thinned && wkbFlatten( thinned->getGeometryType() ) == wkbLineString ? thinned->toLineString() : nullptr;
          if ( thinnedLine && thinnedLine->getNumPoints() >= 4 )
            feature->SetGeometryDirectly( thinned );
          else
            delete thinned;
        }
        return mTarget->CreateFeature( feature );
      }

    private:
      OGRLayer *mTarget;
      double mTolerance;
    };

    //! Quantized to 1/32 ft: invisible in slopes, and it lets DEFLATE squeeze the mantissas.
    double quantize( double z )
    {
      return std::round( z * 32 ) / 32;
    }
  } // namespace

  Terrain::Terrain( const CityLayout &layout, uint64_t seed )
    : mLayout( layout )
    , mSeed( seed )
  {
    const Rect grid = layout.gridRect();
    const Rect district = layout.districtRect();
    mX0 = grid.x0;
    mY0 = grid.y0;

    // Signal Hill: about 340 ft over the plain, steepest near 46 %.
    Hill main{ grid.x0 + 0.64 * grid.width(), grid.y0 + 0.63 * grid.height(), 340, 450 };
    if ( rectDistance( district, main.cx, main.cy ) < kHillReach * main.sigma )
      main.cy = std::max( main.cy, district.y1 + kHillReach * main.sigma );
    if ( rectDistance( district, main.cx, main.cy ) < kHillReach * main.sigma )
      main.cx = std::max( main.cx, district.x1 + kHillReach * main.sigma );
    mHills.push_back( main );

    // Bigger cities get more hills, one chance per 20,000 ft square.
    constexpr double kCell = 20000;
    const int ci = static_cast<int>( std::ceil( grid.width() / kCell ) );
    const int cj = static_cast<int>( std::ceil( grid.height() / kCell ) );
    for ( int j = 0; j < cj; ++j )
    {
      for ( int i = 0; i < ci; ++i )
      {
        Rng rng( seed, 0x4177, static_cast<uint64_t>( i ), static_cast<uint64_t>( j ) );
        if ( !rng.chance( 0.4 ) )
          continue;
        Hill h;
        h.cx = grid.x0 + ( i + rng.uniform( 0.15, 0.85 ) ) * kCell;
        h.cy = grid.y0 + ( j + rng.uniform( 0.15, 0.85 ) ) * kCell;
        h.height = rng.uniform( 60, 260 );
        h.sigma = rng.uniform( 250, 700 );
        if ( !grid.contains( { h.cx, h.cy } ) || rectDistance( district, h.cx, h.cy ) < kHillReach * h.sigma )
          continue;
        if ( std::hypot( h.cx - main.cx, h.cy - main.cy ) < 3 * ( h.sigma + main.sigma ) )
          continue;
        mHills.push_back( h );
      }
    }
  }

  double Terrain::plain( double x, double y ) const
  {
    return 45 + 0.003 * ( y - mY0 ) + 0.001 * ( x - mX0 ) + 6 * ( valueNoise( mSeed ^ 0x7E44A1ULL, x / 1800, y / 1800 ) - 0.5 );
  }

  void Terrain::addFacet( const Rect &parcel, double gx, double gy )
  {
    const Pt c = parcel.center();
    mFacets.push_back( { parcel.expanded( kFacetMargin ), c.x, c.y, std::round( plain( c.x, c.y ) * 2 ) / 2, gx, gy } );
  }

  double Terrain::withFacets( const std::vector<const Facet *> &facets, double x, double y, double ground )
  {
    const Facet *nearest = nullptr;
    double nearestDistance = kFacetBlend;
    for ( const Facet *f : facets )
    {
      const double d = rectDistance( f->box, x, y );
      if ( d == 0 )
        return f->z0 + f->gx * ( x - f->ox ) + f->gy * ( y - f->oy );
      if ( d < nearestDistance )
      {
        nearest = f;
        nearestDistance = d;
      }
    }
    if ( !nearest )
      return ground;
    const double t = 1 - nearestDistance / kFacetBlend;
    const double w = t * t * ( 3 - 2 * t );
    const double plane = nearest->z0 + nearest->gx * ( x - nearest->ox ) + nearest->gy * ( y - nearest->oy );
    return quantize( ground + w * ( plane - ground ) );
  }

  Rect Terrain::demExtent( double cell ) const
  {
    const Rect city = mLayout.cityRect();
    const double x0 = std::floor( ( city.x0 - 40 ) / cell ) * cell;
    const double y0 = std::floor( ( city.y0 - 40 ) / cell ) * cell;
    // The DEM stops 30 ft short of the east street's east edge, so the lone
    // parcel across that street lies wholly outside it.
    const double nx = std::floor( ( mLayout.eastStreetEdge() - 30 - x0 ) / cell );
    const double ny = std::ceil( ( city.y1 + 40 - y0 ) / cell );
    return { x0, y0, x0 + nx * cell, y0 + ny * cell };
  }

  void Terrain::writeDem( const std::string &path, double cell ) const
  {
    const Rect e = demExtent( cell );
    const int nx = static_cast<int>( std::lround( e.width() / cell ) );
    const int ny = static_cast<int>( std::lround( e.height() / cell ) );

    GDALDriver *driver = GetGDALDriverManager()->GetDriverByName( "GTiff" );
    if ( !driver )
      throw std::runtime_error( "GDAL has no GTiff driver" );
    const char *options[] = { "TILED=YES", "BLOCKXSIZE=256", "BLOCKYSIZE=256", "COMPRESS=DEFLATE", "PREDICTOR=3", "ZLEVEL=6", "BIGTIFF=IF_SAFER", "NUM_THREADS=ALL_CPUS", nullptr };
    std::unique_ptr<GDALDataset> ds( driver->Create( path.c_str(), nx, ny, 1, GDT_Float32, const_cast<char **>( options ) ) );
    if ( !ds )
      throw std::runtime_error( "cannot create " + path + ": " + CPLGetLastErrorMsg() );
    double transform[6] = { e.x0, cell, 0, e.y1, 0, -cell };
    ds->SetGeoTransform( transform );
    OGRSpatialReference srs;
    srs.importFromEPSG( 2229 );
    ds->SetSpatialRef( &srs );
    GDALRasterBand *band = ds->GetRasterBand( 1 );
    band->SetNoDataValue( kNoData );

    std::vector<float> strip( static_cast<size_t>( nx ) * kStripRows );
    std::vector<const Hill *> hills;
    std::vector<const Facet *> facets;
    std::vector<const Rect *> noData;
    for ( int row0 = 0; row0 < ny; row0 += kStripRows )
    {
      const int rows = std::min( kStripRows, ny - row0 );
      const double yTop = e.y1 - row0 * cell;
      const double yBottom = yTop - rows * cell;
      hills.clear();
      for ( const Hill &h : mHills )
      {
        if ( h.cy + kHillReach * h.sigma >= yBottom && h.cy - kHillReach * h.sigma <= yTop )
          hills.push_back( &h );
      }
      facets.clear();
      for ( const Facet &f : mFacets )
      {
        if ( f.box.y1 + kFacetBlend >= yBottom && f.box.y0 - kFacetBlend <= yTop )
          facets.push_back( &f );
      }
      noData.clear();
      for ( const Rect &r : mNoData )
      {
        if ( r.y1 >= yBottom && r.y0 <= yTop )
          noData.push_back( &r );
      }

      for ( int j = 0; j < rows; ++j )
      {
        const double y = yTop - ( j + 0.5 ) * cell;
        float *out = strip.data() + static_cast<size_t>( j ) * nx;
        for ( int i = 0; i < nx; ++i )
        {
          const double x = e.x0 + ( i + 0.5 ) * cell;
          double z = plain( x, y );
          for ( const Hill *h : hills )
          {
            const double r2 = ( x - h->cx ) * ( x - h->cx ) + ( y - h->cy ) * ( y - h->cy );
            if ( r2 < kHillReach * kHillReach * h->sigma * h->sigma )
              z += h->height * std::exp( -r2 / ( 2 * h->sigma * h->sigma ) );
          }
          out[i] = static_cast<float>( quantize( z ) );
        }
        if ( !facets.empty() )
        {
          for ( int i = 0; i < nx; ++i )
            out[i] = static_cast<float>( withFacets( facets, e.x0 + ( i + 0.5 ) * cell, y, out[i] ) );
        }
        for ( const Rect *r : noData )
        {
          if ( y <= r->y0 || y >= r->y1 )
            continue;
          for ( int i = 0; i < nx; ++i )
          {
            const double x = e.x0 + ( i + 0.5 ) * cell;
            if ( x > r->x0 && x < r->x1 )
              out[i] = kNoData;
          }
        }
      }
      if ( band->RasterIO( GF_Write, 0, row0, nx, rows, strip.data(), nx, rows, GDT_Float32, 0, 0, nullptr ) != CE_None )
        throw std::runtime_error( "cannot write " + path + ": " + CPLGetLastErrorMsg() );
      // Push the finished tiles to disk now: a county DEM does not fit in the block cache.
      ds->FlushCache( false );
    }
    ds.reset();
    if ( CPLGetLastErrorType() == CE_Failure )
      throw std::runtime_error( "cannot write " + path + ": " + CPLGetLastErrorMsg() );
  }

  void writeContours( const std::string &demPath, OGRLayer *layer, int elevField, double interval )
  {
    std::unique_ptr<GDALDataset> dem( GDALDataset::Open( demPath.c_str(), GDAL_OF_RASTER | GDAL_OF_READONLY ) );
    if ( !dem )
      throw std::runtime_error( "cannot open " + demPath );
    const std::string levelOption = "LEVEL_INTERVAL=" + std::to_string( interval );
    const std::string elevOption = "ELEV_FIELD=" + std::to_string( elevField );
    const std::string noDataOption = "NODATA=" + std::to_string( Terrain::kNoData );
    const char *options[] = { levelOption.c_str(), elevOption.c_str(), noDataOption.c_str(), nullptr };
    ThinningLayer thinning( layer, 1.0 );
    if ( GDALContourGenerateEx( GDALRasterBand::ToHandle( dem->GetRasterBand( 1 ) ), OGRLayer::ToHandle( &thinning ), options, nullptr, nullptr ) != CE_None )
      throw std::runtime_error( std::string( "contouring failed: " ) + CPLGetLastErrorMsg() );
  }

} // namespace samplecity
