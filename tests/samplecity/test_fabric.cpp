/***************************************************************************
  test_fabric.cpp: the generated city is the city the design describes:
  exact layer schemas, a real parcel fabric (unique APNs, shared vertices,
  no overlaps beyond the planted defect), a soil partition without gaps,
  messy-but-plausible roll data, and a tiled, compressed DEM.
 ***************************************************************************/
#include "samplecitytest.h"

#include <gdal_priv.h>
#include <ogr_spatialref.h>

#include <gtest/gtest.h>

#include <cmath>
#include <filesystem>
#include <map>
#include <regex>
#include <set>

using namespace sctest;

namespace
{
  const City &city()
  {
    return City::generated( "" );
  }

  std::vector<std::pair<double, double>> vertices( const GEOSGeometry *g )
  {
    std::vector<std::pair<double, double>> out;
    const int parts = GEOSGetNumGeometries_r( geos(), g );
    for ( int p = 0; p < parts; ++p )
    {
      const GEOSGeometry *polygon = GEOSGetGeometryN_r( geos(), g, p );
      const int holes = GEOSGetNumInteriorRings_r( geos(), polygon );
      for ( int r = -1; r < holes; ++r )
      {
        const GEOSGeometry *ring = r < 0 ? GEOSGetExteriorRing_r( geos(), polygon ) : GEOSGetInteriorRingN_r( geos(), polygon, r );
        const GEOSCoordSequence *seq = GEOSGeom_getCoordSeq_r( geos(), ring );
        unsigned n = 0;
        GEOSCoordSeq_getSize_r( geos(), seq, &n );
        for ( unsigned i = 0; i + 1 < n; ++i )
        {
          double x = 0, y = 0;
          GEOSCoordSeq_getXY_r( geos(), seq, i, &x, &y );
          out.push_back( { x, y } );
        }
      }
    }
    return out;
  }

  //! Pairs of parcels whose envelopes meet, through a GEOS STRtree.
  std::vector<std::pair<const Feature *, const Feature *>> neighbourPairs( const Layer &parcels )
  {
    GEOSSTRtree *tree = GEOSSTRtree_create_r( geos(), 10 );
    std::vector<const Feature *> valid;
    for ( const Feature &f : parcels.features )
    {
      if ( f.geometry && GEOSisValid_r( geos(), f.geometry.get() ) == 1 )
        valid.push_back( &f );
    }
    for ( const Feature *f : valid )
      GEOSSTRtree_insert_r( geos(), tree, f->geometry.get(), const_cast<Feature *>( f ) );
    std::vector<std::pair<const Feature *, const Feature *>> pairs;
    struct Query
    {
      const Feature *self;
      std::vector<std::pair<const Feature *, const Feature *>> *pairs;
    };
    for ( const Feature *f : valid )
    {
      Query q{ f, &pairs };
      const Geom box = buffer( f->geometry.get(), 1, 1 );
      GEOSSTRtree_query_r(
        geos(), tree, box.get(), []( void *item, void *data )
        {
          auto *q = static_cast<Query *>( data );
          const auto *other = static_cast<const Feature *>( item );
          if ( q->self->fid < other->fid )
            q->pairs->push_back( { q->self, other } ); },
        &q );
    }
    GEOSSTRtree_destroy_r( geos(), tree );
    return pairs;
  }
} // namespace

TEST( Fabric, LayersHaveTheContractSchema )
{
  const std::map<std::string, std::pair<std::string, std::vector<std::string>>> expected = {
    { "parcels", { "Multi Polygon", { "apn:String", "owner:String", "situs_address:String", "mail_address:String", "mail_city:String", "mail_state:String", "mail_zip:String", "use_code:String", "zoning:String", "improvement_value:Integer64", "land_value:Integer64", "lot_sqft:Real" } } },
    { "structures", { "Multi Polygon", { "struct_id:String", "apn:String", "type:String", "permitted:String" } } },
    { "improvements", { "Multi Polygon", { "impr_id:String", "apn:String", "type:String", "approved:String" } } },
    { "right_of_way", { "Multi Polygon", { "row_id:String", "kind:String", "name:String" } } },
    { "esa", { "Multi Polygon", { "name:String", "kind:String" } } },
    { "sea", { "Multi Polygon", { "name:String" } } },
    { "wells", { "Point", { "well_id:String", "use:String", "accuracy:String" } } },
    { "soils", { "Multi Polygon", { "musym:String", "muname:String", "kfact:Real", "erosive:String", "ksat_in_hr:Real" } } },
    { "groundwater", { "Multi Polygon", { "depth_ft:Real" } } },
    { "brownfields", { "Multi Polygon", { "site_name:String", "status:String" } } },
    { "geohazards", { "Multi Polygon", { "hazard:String", "source:String" } } },
    { "contours", { "Line String", { "elev_ft:Real" } } } };
  for ( const auto &e : expected )
  {
    const Layer &layer = city().layer( e.first );
    std::vector<std::string> fields;
    for ( const FieldInfo &f : layer.fields )
      fields.push_back( f.name + ":" + f.type );
    EXPECT_EQ( layer.geometryType, e.second.first ) << e.first;
    EXPECT_EQ( fields, e.second.second ) << e.first;
    EXPECT_EQ( layer.epsg, 2229 ) << e.first;
    EXPECT_FALSE( layer.features.empty() ) << e.first;
  }
}

TEST( Fabric, ApnsAreUniqueInCountyForm )
{
  const std::regex form( R"(\d{4}-\d{3}-\d{3})" );
  std::set<std::string> seen;
  for ( const Feature &f : city().layer( "parcels" ).features )
  {
    const std::string apn = f.text( "apn" );
    EXPECT_TRUE( std::regex_match( apn, form ) ) << apn;
    EXPECT_TRUE( seen.insert( apn ).second ) << "duplicate APN " << apn;
    EXPECT_FALSE( f.text( "owner" ).empty() ) << apn;
  }
  EXPECT_NEAR( static_cast<double>( seen.size() ), 3000, 300 );
}

TEST( Fabric, RollDataIsPlausible )
{
  const std::set<std::string> zones = { "R1", "R2", "RM", "CG", "CC", "M1", "M2", "OS" };
  int residential = 0, typical = 0, overAcre = 0, vacant = 0, nullMail = 0, outOfState = 0, ownerOccupied = 0;
  for ( const Feature &f : city().layer( "parcels" ).features )
  {
    const std::string apn = f.text( "apn" ), use = f.text( "use_code" ), zoning = f.text( "zoning" );
    EXPECT_TRUE( zones.count( zoning ) ) << apn << " zoning " << zoning;
    EXPECT_EQ( use.size(), 4u ) << apn << " use code " << use;
    if ( !use.empty() && use.back() == 'V' )
    {
      ++vacant;
      EXPECT_EQ( f.text( "improvement_value" ), "0" ) << apn << " is vacant land with an improvement value";
    }
    EXPECT_GT( f.number( "land_value" ), 0 ) << apn;
    const double sqft = f.number( "lot_sqft" );
    if ( ( zoning == "R1" || zoning == "R2" ) && f.geometry )
    {
      ++residential;
      typical += sqft >= 5000 && sqft <= 10000;
    }
    overAcre += sqft >= 43560;
    if ( f.isNull( "mail_address" ) )
    {
      ++nullMail;
      EXPECT_TRUE( f.isNull( "mail_city" ) && f.isNull( "mail_state" ) && f.isNull( "mail_zip" ) ) << apn;
    }
    else
    {
      outOfState += f.text( "mail_state" ) != "CA";
      ownerOccupied += f.text( "mail_address" ) == f.text( "situs_address" );
    }
  }
  EXPECT_GT( typical, residential * 6 / 10 ) << "most residential lots should be 5,000-10,000 sq ft";
  EXPECT_GE( overAcre, 10 );
  EXPECT_GE( vacant, 30 );
  EXPECT_GE( nullMail, 10 );
  EXPECT_GE( outOfState, 10 );
  EXPECT_GE( ownerOccupied, 300 );
}

TEST( Fabric, OneOwnerIsSpelledSeveralWays )
{
  // Case, commas, L.L.C./LLC, Inc./INC and extra spaces vary; the owner does not.
  std::map<std::string, std::set<std::string>> spellings;
  for ( const Feature &f : city().layer( "parcels" ).features )
    spellings[normalizeOwner( f.text( "owner" ) )].insert( f.text( "owner" ) );
  int messy = 0;
  bool lowerCase = false, comma = false, periods = false, doubleSpace = false;
  for ( const auto &s : spellings )
  {
    if ( s.second.size() < 2 )
      continue;
    ++messy;
    for ( const std::string &raw : s.second )
    {
      lowerCase = lowerCase || raw.find_first_of( "abcdefghijklmnopqrstuvwxyz" ) != std::string::npos;
      comma = comma || raw.find( ", " ) != std::string::npos;
      periods = periods || raw.find( "L.L.C." ) != std::string::npos || raw.find( "Inc." ) != std::string::npos;
      doubleSpace = doubleSpace || raw.find( "  " ) != std::string::npos;
    }
  }
  EXPECT_GE( messy, 2 );
  EXPECT_TRUE( lowerCase && comma && periods && doubleSpace ) << lowerCase << comma << periods << doubleSpace;
  const auto &crest = spellings["PACIFIC CREST HOLDINGS LLC"];
  EXPECT_EQ( crest, ( std::set<std::string>{ "PACIFIC CREST HOLDINGS LLC", "Pacific Crest Holdings, L.L.C." } ) );
}

TEST( Fabric, ParcelsOverlapOnlyAtThePlantedDefect )
{
  std::vector<std::string> overlaps;
  double overlapArea = 0;
  for ( const auto &pair : neighbourPairs( city().layer( "parcels" ) ) )
  {
    if ( !GEOSIntersects_r( geos(), pair.first->geometry.get(), pair.second->geometry.get() ) )
      continue;
    const double a = area( intersection( pair.first->geometry.get(), pair.second->geometry.get() ).get() );
    if ( a > 1e-6 )
    {
      overlaps.push_back( pair.first->text( "apn" ) + " / " + pair.second->text( "apn" ) + ": " + std::to_string( a ) + " sq ft\n  " + pair.first->wkt() + "\n  " + pair.second->wkt() );
      overlapArea += a;
    }
  }
  ASSERT_EQ( overlaps.size(), 1u ) << ::testing::PrintToString( overlaps );
  // 0.3 ft x 198 ft.
  EXPECT_NEAR( overlapArea, 59.4, 0.01 ) << overlaps.front();
}

TEST( Fabric, NeighboursShareVertices )
{
  // A lot corner lying on a neighbour's boundary is a vertex of that neighbour too.
  std::map<const Feature *, std::set<std::pair<double, double>>> vertexSets;
  int shared = 0;
  std::vector<std::string> tJunctions;
  for ( const auto &pair : neighbourPairs( city().layer( "parcels" ) ) )
  {
    for ( int k = 0; k < 2; ++k )
    {
      const Feature *a = k == 0 ? pair.first : pair.second;
      const Feature *b = k == 0 ? pair.second : pair.first;
      if ( !vertexSets.count( b ) )
      {
        const auto v = vertices( b->geometry.get() );
        vertexSets[b] = std::set<std::pair<double, double>>( v.begin(), v.end() );
      }
      const Geom boundary( GEOSBoundary_r( geos(), b->geometry.get() ) );
      for ( const auto &v : vertices( a->geometry.get() ) )
      {
        GEOSCoordSequence *seq = GEOSCoordSeq_create_r( geos(), 1, 2 );
        GEOSCoordSeq_setXY_r( geos(), seq, 0, v.first, v.second );
        const Geom point( GEOSGeom_createPoint_r( geos(), seq ) );
        if ( distance( point.get(), boundary.get() ) > 1e-9 )
          continue;
        if ( vertexSets[b].count( v ) )
          ++shared;
        else
          tJunctions.push_back( a->text( "apn" ) + " vertex (" + std::to_string( v.first ) + ", " + std::to_string( v.second ) + ") on " + b->text( "apn" ) + " " + b->wkt() );
      }
    }
  }
  EXPECT_GT( shared, 5000 );
  EXPECT_TRUE( tJunctions.empty() ) << tJunctions.size() << " T-junctions, first: " << tJunctions.front();
}

TEST( Fabric, DiagonalStreetMakesIrregularLots )
{
  int irregular = 0;
  for ( const Feature &f : city().layer( "parcels" ).features )
  {
    if ( !f.geometry || GEOSisValid_r( geos(), f.geometry.get() ) != 1 )
      continue;
    const auto v = vertices( f.geometry.get() );
    for ( size_t i = 0; i < v.size(); ++i )
    {
      const auto &a = v[i], &b = v[( i + 1 ) % v.size()];
      if ( a.first != b.first && a.second != b.second )
      {
        ++irregular;
        break;
      }
    }
  }
  EXPECT_GE( irregular, 20 );
}

TEST( Fabric, StructuresAndImprovementsSitOnTheirParcels )
{
  std::map<std::string, const Feature *> parcels;
  for ( const Feature &f : city().layer( "parcels" ).features )
    parcels[f.text( "apn" )] = &f;
  std::map<std::string, int> types;
  for ( const char *layerName : { "structures", "improvements" } )
  {
    for ( const Feature &s : city().layer( layerName ).features )
    {
      const std::string type = s.text( "type" );
      ++types[type];
      const auto it = parcels.find( s.text( "apn" ) );
      ASSERT_NE( it, parcels.end() ) << layerName << " " << s.fid << " names no parcel: " << s.text( "apn" );
      const GEOSGeometry *p = it->second->geometry.get();
      if ( !p || GEOSisValid_r( geos(), p ) != 1 )
        continue;
      const Geom grown = buffer( p, 1e-6, 2 );
      EXPECT_TRUE( GEOSCovers_r( geos(), grown.get(), s.geometry.get() ) == 1 ) << layerName << " " << s.text( std::string( layerName ) == "structures" ? "struct_id" : "impr_id" ) << " leaves parcel " << s.text( "apn" ) << "\n  " << s.wkt() << "\n  " << it->second->wkt();
    }
  }
  for ( const char *t : { "building", "garage", "oil_well", "gas_well", "freeway_sign", "storage_shed", "modular_building", "oilfield_equipment", "paved_parking", "landscaping" } )
    EXPECT_GT( types[t], 0 ) << "no " << t;
  EXPECT_EQ( types.size(), 10u );
}

TEST( Fabric, RightOfWayHasStreetsAlleysAndOneRailroad )
{
  std::map<std::string, int> kinds;
  std::map<std::string, std::set<long>> widths;
  for ( const Feature &f : city().layer( "right_of_way" ).features )
  {
    ++kinds[f.text( "kind" )];
    double xmin, ymin, xmax, ymax;
    bounds( f.geometry.get(), xmin, ymin, xmax, ymax );
    // Rectangles only: the diagonal street is measured across its band.
    if ( std::fabs( area( f.geometry.get() ) - ( xmax - xmin ) * ( ymax - ymin ) ) < 1e-6 )
      widths[f.text( "kind" )].insert( std::lround( std::min( xmax - xmin, ymax - ymin ) ) );
    else
      EXPECT_NEAR( area( f.geometry.get() ) / ( std::hypot( xmax - xmin, ymax - ymin ) ), 85 / std::sqrt( 2.0 ), 1.5 ) << f.wkt();
  }
  EXPECT_EQ( kinds.size(), 3u );
  EXPECT_EQ( kinds["railroad"], 1 );
  EXPECT_GT( kinds["alley"], 10 );
  EXPECT_EQ( widths["railroad"], std::set<long>{ 100 } );
  EXPECT_EQ( widths["alley"], std::set<long>{ 20 } );
  EXPECT_EQ( widths["street"], std::set<long>{ 60 } );
}

TEST( Fabric, SoilsCoverTheCityWithoutGapsOrOverlaps )
{
  const Layer &soils = city().layer( "soils" );
  double sum = 0;
  for ( const Feature &f : soils.features )
  {
    sum += area( f.geometry.get() );
    EXPECT_EQ( f.text( "erosive" ), f.number( "kfact" ) >= 0.37 ? "Y" : "N" ) << f.text( "musym" );
    EXPECT_GT( f.number( "ksat_in_hr" ), 0 );
  }
  const Geom all = unionOf( soils.geometries() );
  double xmin, ymin, xmax, ymax;
  bounds( all.get(), xmin, ymin, xmax, ymax );
  EXPECT_NEAR( area( all.get() ), sum, 1e-3 ) << "soil polygons overlap";
  EXPECT_NEAR( area( all.get() ), ( xmax - xmin ) * ( ymax - ymin ), 1e-3 ) << "soil polygons leave gaps";
  for ( const Feature &p : city().layer( "parcels" ).features )
  {
    if ( !p.geometry )
      continue;
    double a, b, c, d;
    bounds( p.geometry.get(), a, b, c, d );
    EXPECT_TRUE( a >= xmin && b >= ymin && c <= xmax && d <= ymax ) << "parcel " << p.text( "apn" ) << " is off the soil survey";
  }
}

TEST( Fabric, EnvironmentalLayersAreComplete )
{
  const std::set<std::string> uses = { "drinking", "public supply", "municipal", "domestic", "irrigation", "monitoring", "oil", "" };
  bool approximateDrinking = false, nullUse = false, oil = false;
  for ( const Feature &w : city().layer( "wells" ).features )
  {
    EXPECT_TRUE( uses.count( w.text( "use" ) ) ) << w.text( "use" );
    EXPECT_TRUE( w.text( "accuracy" ) == "exact" || w.text( "accuracy" ) == "approximate" );
    approximateDrinking = approximateDrinking || ( w.text( "use" ) == "drinking" && w.text( "accuracy" ) == "approximate" );
    nullUse = nullUse || w.isNull( "use" );
    oil = oil || w.text( "use" ) == "oil";
  }
  EXPECT_TRUE( approximateDrinking && nullUse && oil );

  bool hole = false;
  std::set<std::string> kinds;
  for ( const Feature &e : city().layer( "esa" ).features )
  {
    kinds.insert( e.text( "kind" ) );
    for ( int i = 0; i < GEOSGetNumGeometries_r( geos(), e.geometry.get() ); ++i )
      hole = hole || GEOSGetNumInteriorRings_r( geos(), GEOSGetGeometryN_r( geos(), e.geometry.get(), i ) ) > 0;
  }
  EXPECT_TRUE( hole ) << "no ESA with a hole";
  EXPECT_TRUE( kinds.count( "RARE" ) && kinds.count( "city-designated" ) );

  std::set<std::string> hazards;
  for ( const Feature &g : city().layer( "geohazards" ).features )
    hazards.insert( g.text( "hazard" ) );
  EXPECT_EQ( hazards, ( std::set<std::string>{ "landslide", "liquefaction" } ) );

  std::set<double> depths;
  for ( const Feature &g : city().layer( "groundwater" ).features )
    depths.insert( g.number( "depth_ft" ) );
  EXPECT_TRUE( depths.count( 4 ) && depths.count( 7 ) && depths.count( 12 ) );
  EXPECT_FALSE( city().layer( "brownfields" ).features.empty() );
  EXPECT_FALSE( city().layer( "sea" ).features.empty() );

  bool lowInfiltration = false, erosive = false;
  for ( const Feature &s : city().layer( "soils" ).features )
  {
    lowInfiltration = lowInfiltration || s.number( "ksat_in_hr" ) < 0.3;
    erosive = erosive || s.text( "erosive" ) == "Y";
  }
  EXPECT_TRUE( lowInfiltration && erosive );

  for ( const Feature &c : city().layer( "contours" ).features )
  {
    const double z = c.number( "elev_ft" );
    ASSERT_EQ( std::fmod( z, 2.0 ), 0.0 ) << "contour at " << z << " ft";
  }
  EXPECT_GT( city().layer( "contours" ).features.size(), 50u );
}

TEST( Fabric, DemIsTiledCompressedAndLeavesTheFarEdgeOut )
{
  std::unique_ptr<GDALDataset> dem( GDALDataset::Open( city().dem().c_str(), GDAL_OF_RASTER | GDAL_OF_READONLY ) );
  ASSERT_TRUE( dem );
  GDALRasterBand *band = dem->GetRasterBand( 1 );
  EXPECT_EQ( band->GetRasterDataType(), GDT_Float32 );
  int hasNoData = 0;
  EXPECT_EQ( band->GetNoDataValue( &hasNoData ), -9999 );
  EXPECT_TRUE( hasNoData );
  int bx = 0, by = 0;
  band->GetBlockSize( &bx, &by );
  EXPECT_EQ( bx, 256 );
  EXPECT_EQ( by, 256 );
  const char *compression = dem->GetMetadataItem( "COMPRESSION", "IMAGE_STRUCTURE" );
  EXPECT_STREQ( compression ? compression : "", "DEFLATE" );
  const OGRSpatialReference *srs = dem->GetSpatialRef();
  ASSERT_TRUE( srs );
  EXPECT_STREQ( srs->GetAuthorityCode( nullptr ), "2229" );
  double gt[6];
  dem->GetGeoTransform( gt );
  EXPECT_EQ( gt[1], 10 );
  EXPECT_EQ( gt[5], -10 );

  // Flat to steeper than 40 %.
  std::unique_ptr<GDALDataset> slope( GDALDataset::Open( city().slopeRaster().c_str(), GDAL_OF_RASTER | GDAL_OF_READONLY ) );
  ASSERT_TRUE( slope );
  std::vector<float> s( static_cast<size_t>( slope->GetRasterXSize() ) * slope->GetRasterYSize() );
  ASSERT_EQ( slope->GetRasterBand( 1 )->RasterIO( GF_Read, 0, 0, slope->GetRasterXSize(), slope->GetRasterYSize(), s.data(), slope->GetRasterXSize(), slope->GetRasterYSize(), GDT_Float32, 0, 0, nullptr ), CE_None );
  long flat = 0, steep = 0;
  for ( float v : s )
  {
    flat += v >= 0 && v < 1;
    steep += v > 40;
  }
  EXPECT_GT( flat, 1000 );
  EXPECT_GT( steep, 100 );

  // Exactly one parcel lies wholly beyond the DEM (east of the east street).
  const double rx0 = gt[0], ry1 = gt[3], rx1 = rx0 + dem->GetRasterXSize() * gt[1], ry0 = ry1 + dem->GetRasterYSize() * gt[5];
  std::vector<std::string> outside;
  for ( const Feature &p : city().layer( "parcels" ).features )
  {
    if ( !p.geometry )
      continue;
    double xmin, ymin, xmax, ymax;
    bounds( p.geometry.get(), xmin, ymin, xmax, ymax );
    if ( xmin >= rx1 || xmax <= rx0 || ymin >= ry1 || ymax <= ry0 )
      outside.push_back( p.text( "apn" ) );
    else
      EXPECT_TRUE( xmin >= rx0 && xmax <= rx1 && ymin >= ry0 && ymax <= ry1 ) << "parcel " << p.text( "apn" ) << " straddles the DEM's edge";
  }
  EXPECT_EQ( outside.size(), 1u ) << ::testing::PrintToString( outside );
}

TEST( Fabric, CommittedSampleIsUnderFiveMegabytes )
{
  const City &sample = City::committed();
  uintmax_t total = 0;
  for ( const std::string &f : { sample.gpkg(), sample.dem(), sample.key() } )
  {
    ASSERT_TRUE( std::filesystem::exists( f ) ) << f;
    total += std::filesystem::file_size( f );
  }
  EXPECT_LT( total, 5u * 1024 * 1024 );
}
