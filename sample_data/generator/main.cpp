/***************************************************************************
  main.cpp: samplecity, the deterministic sample-city generator.

    samplecity --out DIR [--parcels N] [--seed S] [--dem-cell FT] [--no-planted]

  writes DIR/city.gpkg, DIR/dem.tif, the rainfall maps
  (DIR/design_storm_85th.tif, DIR/intensity_1yr_1hr.tif) and DIR/answer_key.csv. The same
  arguments give the same files, on any machine.
 ***************************************************************************/
#include "answerkey.h"
#include "attributes.h"
#include "citylayout.h"
#include "environment.h"
#include "fabricwriter.h"
#include "parcelfabric.h"
#include "planted.h"
#include "rainfall.h"
#include "soils.h"
#include "terrain.h"
#include "writer.h"

#include <cpl_conv.h>
#include <cpl_error.h>
#include <gdal_priv.h>

#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <stdexcept>
#include <string>

namespace samplecity
{

  namespace
  {
    // The committed sample's size; its answer key lives beside it.
    constexpr int64_t kDefaultParcels = 3000;

    struct Options
    {
      std::string out;
      int64_t parcels = kDefaultParcels;
      uint64_t seed = 1;
      double demCell = 10;
      bool planted = true;
      bool verbose = false;
    };

    [[noreturn]] void usage( const std::string &problem )
    {
      if ( !problem.empty() )
        std::fprintf( stderr, "samplecity: %s\n", problem.c_str() );
      std::fprintf( stderr, "usage: samplecity --out DIR [--parcels N] [--seed S] [--dem-cell FT] [--no-planted] [--verbose]\n"
                            "  --parcels N    about N parcels (default %lld; at least about 1,100)\n"
                            "  --seed S       random seed (default 1)\n"
                            "  --dem-cell FT  DEM cell size in feet (default 10; 30 suits a county)\n"
                            "  --no-planted   leave out the planted cases (the answer key is then empty)\n",
                    static_cast<long long>( kDefaultParcels ) );
      std::exit( 2 );
    }

    Options parseArguments( int argc, char **argv )
    {
      Options o;
      for ( int i = 1; i < argc; ++i )
      {
        const std::string arg = argv[i];
        auto value = [&]() -> std::string
        {
          if ( i + 1 >= argc )
            usage( "'" + arg + "' needs a value" );
          return argv[++i];
        };
        auto number = [&]( const std::string &text ) -> double
        {
          char *end = nullptr;
          const double v = std::strtod( text.c_str(), &end );
          if ( text.empty() || *end != '\0' || !std::isfinite( v ) )
            usage( "invalid value for '" + arg + "': '" + text + "'" );
          return v;
        };
        if ( arg == "--out" )
          o.out = value();
        else if ( arg == "--parcels" )
        {
          const double v = number( value() );
          if ( v < 1 || v > 20000000 || v != std::floor( v ) )
            usage( "invalid value for '--parcels': '" + std::string( argv[i] ) + "' (a whole number from 1 to 20,000,000)" );
          o.parcels = static_cast<int64_t>( v );
        }
        else if ( arg == "--seed" )
        {
          const std::string text = value();
          char *end = nullptr;
          o.seed = std::strtoull( text.c_str(), &end, 10 );
          if ( text.empty() || *end != '\0' || text[0] == '-' )
            usage( "invalid value for '--seed': '" + text + "' (a whole number)" );
        }
        else if ( arg == "--dem-cell" )
        {
          o.demCell = number( value() );
          if ( o.demCell < 1 || o.demCell > 200 )
            usage( "invalid value for '--dem-cell': '" + std::string( argv[i] ) + "' (feet, from 1 to 200)" );
        }
        else if ( arg == "--no-planted" )
          o.planted = false;
        else if ( arg == "--verbose" )
          o.verbose = true;
        else if ( arg == "--help" || arg == "-h" )
          usage( "" );
        else
          usage( "unknown argument '" + arg + "'" );
      }
      if ( o.out.empty() )
        usage( "--out is required" );
      return o;
    }

    void CPL_STDCALL quietErrors( CPLErr level, CPLErrorNum, const char *message )
    {
      // GDAL's warnings are noise here; failures surface as exceptions with the message.
      if ( level == CE_Fatal )
        std::fprintf( stderr, "samplecity: GDAL: %s\n", message );
    }

    int run( const Options &o )
    {
      using Clock = std::chrono::steady_clock;
      const auto start = Clock::now();
      auto lap = [&]( const char *what )
      {
        if ( o.verbose )
          std::fprintf( stderr, "samplecity: %-28s %8.2f s\n", what, std::chrono::duration<double>( Clock::now() - start ).count() );
      };

      std::filesystem::create_directories( o.out );
      const std::string gpkgPath = ( std::filesystem::path( o.out ) / "city.gpkg" ).string();
      const std::string demPath = ( std::filesystem::path( o.out ) / "dem.tif" ).string();
      const std::string keyPath = ( std::filesystem::path( o.out ) / "answer_key.csv" ).string();

      // The district's lot count does not depend on the grid around it.
      const int64_t plantedParcels = o.planted ? PlantedDistrict( CityLayout( CityLayout::kMinCols, CityLayout::kMinRows, o.seed ) ).parcelCount() : 0;
      const CityLayout layout = chooseLayout( o.parcels, o.seed, plantedParcels );
      const PlantedDistrict district( layout );
      Terrain terrain( layout, o.seed );
      if ( o.planted )
        district.shapeTerrain( terrain );
      lap( "layout" );

      CityWriter writer( gpkgPath );
      if ( o.planted )
        district.writeFeatures( writer );
      const OwnerNamer namer( o.seed, district.reservedOwners() );
      FabricWriter( layout, district, terrain, namer, writer, o.seed, o.planted ).run();
      lap( "parcels" );
      for ( const StreetPolygon &s : layout.streets() )
        writer.rightOfWay( s.kind, s.name, s.polygon );
      writeEnvironment( layout, terrain.hills(), o.seed, o.planted ? district.keepClear() : Rect{}, writer );
      writeSoils( layout, terrain.hills(), o.seed, o.planted ? district.soilOverrides() : std::vector<SoilOverride>{}, writer );
      lap( "environment" );
      terrain.writeDem( demPath, o.demCell );
      lap( "dem" );
      writeRainfall( o.out, layout, terrain.hills() );
      lap( "rainfall" );
      writeContours( demPath, writer.contourLayer(), writer.contourElevField(), 2 );
      lap( "contours" );
      writer.finish();
      lap( "indexes" );
      writeAnswerKey( keyPath, o.planted ? district.answerKey( terrain.demExtent( o.demCell ), o.demCell ) : std::vector<AnswerRow>{} );
      if ( o.verbose )
        std::fprintf( stderr, "samplecity: %lld parcels, %lld structures, %lld improvements, %d x %d blocks\n", static_cast<long long>( writer.count( "parcels" ) ), static_cast<long long>( writer.count( "structures" ) ), static_cast<long long>( writer.count( "improvements" ) ), layout.cols(), layout.rows() );
      return 0;
    }
  } // namespace

} // namespace samplecity

int main( int argc, char **argv )
{
  const samplecity::Options options = samplecity::parseArguments( argc, argv );
  GDALAllRegister();
  CPLSetErrorHandler( samplecity::quietErrors );
  // A generator can skip SQLite's crash safety: a failed run is simply rerun.
  CPLSetConfigOption( "OGR_SQLITE_SYNCHRONOUS", "OFF" );
  CPLSetConfigOption( "OGR_SQLITE_JOURNAL", "OFF" );
  CPLSetConfigOption( "OGR_SQLITE_CACHE", "512" );
  CPLSetConfigOption( "GDAL_CACHEMAX", "256" );
  // The GeoPackage records a change date; a fixed one keeps the file the same
  // byte for byte from run to run.
  CPLSetConfigOption( "OGR_CURRENT_DATE", "2025-01-01T00:00:00.000Z" );
  try
  {
    return samplecity::run( options );
  }
  catch ( const std::exception &e )
  {
    std::fprintf( stderr, "samplecity: %s\n", e.what() );
    return 1;
  }
}
