/***************************************************************************
  screens.cpp: independent re-computation of the screens.
 ***************************************************************************/
#include "screens.h"

#include <gdal_priv.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <functional>
#include <numeric>
#include <stdexcept>

namespace sctest
{

  namespace
  {
    constexpr double kAcre = 43560;
    constexpr double kWellRadius = 100;
    constexpr double kAdjacentFt = 200;
    constexpr double kSnapFt = 0.5;

    const std::set<std::string> kNotStructures = { "oil_well", "gas_well", "freeway_sign", "storage_shed", "modular_building", "oilfield_equipment" };
    const std::set<std::string> kDrinkingUses = { "drinking", "drinking water", "public supply", "municipal", "domestic", "potable" };

    std::string num( double v )
    {
      char buffer[64];
      std::snprintf( buffer, sizeof buffer, "%.9f", v );
      return buffer;
    }

    bool overlaps( const GEOSGeometry *a, const GEOSGeometry *b )
    {
      if ( !GEOSIntersects_r( geos(), a, b ) )
        return false;
      return area( intersection( a, b ).get() ) > 1e-6;
    }

    Geom point( double x, double y )
    {
      GEOSCoordSequence *seq = GEOSCoordSeq_create_r( geos(), 1, 2 );
      GEOSCoordSeq_setXY_r( geos(), seq, 0, x, y );
      return Geom( GEOSGeom_createPoint_r( geos(), seq ) );
    }
  } // namespace

  Screens::Screens( const City &city )
    : mCity( city )
  {
    for ( const Feature &f : city.layer( "parcels" ).features )
      mByApn[f.text( "apn" )] = &f;
    mRightOfWay = unionOf( city.layer( "right_of_way" ).geometries() );
  }

  const Feature &Screens::parcel( const std::string &apn ) const
  {
    const auto it = mByApn.find( apn );
    if ( it == mByApn.end() )
      throw std::runtime_error( "no parcel " + apn );
    return *it->second;
  }

  double Screens::tolerance( const std::string &field )
  {
    static const std::map<std::string, double> tolerances = {
      { "esa_distance_ft", 1e-6 }, { "well_distance_ft", 1e-6 }, { "group_acres", 1.0 / kAcre }, { "unimproved_sqft", 1 }, { "well_infeasible_sqft", 1 }, { "infeasible_sqft", 1 }, { "infeasible_fraction", 1e-4 }, { "slope_mean_pct", 0.1 }, { "slope_max_pct", 0.1 }, { "steep_sqft", 1 }, { "erodible_steep_sqft", 1 } };
    const auto it = tolerances.find( field );
    return it == tolerances.end() ? 0 : it->second;
  }

  Screens::Vacancy Screens::vacancyAlone( const Feature &p ) const
  {
    Vacancy v;
    std::vector<const GEOSGeometry *> improved;
    for ( const Feature &s : mCity.layer( "structures" ).features )
    {
      if ( kNotStructures.count( s.text( "type" ) ) || s.text( "permitted" ) != "Y" || !overlaps( s.geometry.get(), p.geometry.get() ) )
        continue;
      improved.push_back( s.geometry.get() );
      v.hasPermittedStructure = true;
    }
    for ( const Feature &i : mCity.layer( "improvements" ).features )
    {
      if ( i.text( "approved" ) == "Y" && overlaps( i.geometry.get(), p.geometry.get() ) )
        improved.push_back( i.geometry.get() );
    }
    const double lot = area( p.geometry.get() );
    v.unimproved = lot;
    if ( !improved.empty() )
    {
      const Geom all = unionOf( improved );
      v.unimproved = lot - area( intersection( all.get(), p.geometry.get() ).get() );
    }
    if ( improved.empty() )
      v.vacancy = "vacant";
    else if ( v.hasPermittedStructure && v.unimproved >= kAcre )
      v.vacancy = "partially_vacant";
    else
      v.vacancy = "improved";
    v.groupSqft = lot;
    return v;
  }

  bool Screens::contiguous( const Feature &a, const Feature &b ) const
  {
    if ( distance( a.geometry.get(), b.geometry.get() ) > kSnapFt )
      return false;
    // Where the two lots meet (within the snapping tolerance), is any of it off the right-of-way?
    const Geom ba = buffer( a.geometry.get(), kSnapFt, 8 );
    const Geom bb = buffer( b.geometry.get(), kSnapFt, 8 );
    const Geom contact = intersection( ba.get(), bb.get() );
    const Geom offRoad( GEOSDifference_r( geos(), contact.get(), mRightOfWay.get() ) );
    return area( offRoad.get() ) > 1e-3;
  }

  Screens::Vacancy Screens::vacancy( const std::string &apn ) const
  {
    const Feature &p = parcel( apn );
    Vacancy v = vacancyAlone( p );
    if ( v.vacancy == "vacant" )
    {
      // Every vacant parcel of the same owner, however spelled, then grow the group through contiguity.
      const std::string owner = normalizeOwner( p.text( "owner" ) );
      std::vector<const Feature *> same;
      for ( const Feature &f : mCity.layer( "parcels" ).features )
      {
        if ( f.geometry && GEOSisValid_r( geos(), f.geometry.get() ) == 1 && normalizeOwner( f.text( "owner" ) ) == owner && vacancyAlone( f ).vacancy == "vacant" )
          same.push_back( &f );
      }
      std::vector<size_t> group( same.size() );
      std::iota( group.begin(), group.end(), 0 );
      std::function<size_t( size_t )> root = [&]( size_t i )
      { return group[i] == i ? i : group[i] = root( group[i] ); };
      for ( size_t i = 0; i < same.size(); ++i )
      {
        for ( size_t j = i + 1; j < same.size(); ++j )
        {
          if ( contiguous( *same[i], *same[j] ) )
            group[root( i )] = root( j );
        }
      }
      double total = 0;
      size_t self = 0;
      for ( size_t i = 0; i < same.size(); ++i )
      {
        if ( same[i] == &p )
          self = i;
      }
      for ( size_t i = 0; i < same.size(); ++i )
      {
        if ( root( i ) == root( self ) )
          total += area( same[i]->geometry.get() );
      }
      v.groupSqft = total;
      v.qualifies = total >= kAcre;
    }
    else
      v.qualifies = v.vacancy == "partially_vacant";
    return v;
  }

  Screens::Esa Screens::esa( const Feature &p ) const
  {
    Esa e;
    e.distance = -1;
    bool inside = false;
    for ( const char *layer : { "esa", "sea" } )
    {
      for ( const Feature &f : mCity.layer( layer ).features )
      {
        const double d = distance( p.geometry.get(), f.geometry.get() );
        const bool overlap = d == 0 && overlaps( p.geometry.get(), f.geometry.get() );
        if ( e.distance < 0 || d < e.distance || ( overlap && !inside ) )
        {
          e.distance = d;
          e.name = f.text( "name" );
        }
        inside = inside || overlap;
      }
    }
    e.relation = inside ? "inside" : e.distance <= kAdjacentFt ? "directly_adjacent"
                                                               : "outside";
    return e;
  }

  Screens::Infeasibility Screens::infeasibility( const Feature &p ) const
  {
    Infeasibility r;
    r.parcelSqft = area( p.geometry.get() );
    std::vector<Geom> circles;
    for ( const Feature &w : mCity.layer( "wells" ).features )
    {
      if ( w.isNull( "use" ) || !kDrinkingUses.count( w.text( "use" ) ) )
        continue;
      const double d = distance( p.geometry.get(), w.geometry.get() );
      if ( r.wellDistance < 0 || d < r.wellDistance )
      {
        r.wellDistance = d;
        r.wellId = w.text( "well_id" );
      }
      // 2048 segments a quadrant: the polygon's area is within 0.01 sq ft of the circle's.
      if ( d <= kWellRadius )
        circles.push_back( buffer( w.geometry.get(), kWellRadius, 2048 ) );
    }
    std::vector<const GEOSGeometry *> zones;
    for ( const Geom &c : circles )
      zones.push_back( c.get() );
    if ( !zones.empty() )
      r.wellSqft = area( intersection( unionOf( zones ).get(), p.geometry.get() ).get() );
    for ( const Feature &f : mCity.layer( "brownfields" ).features )
      zones.push_back( f.geometry.get() );
    for ( const Feature &f : mCity.layer( "geohazards" ).features )
      zones.push_back( f.geometry.get() );
    for ( const Feature &f : mCity.layer( "soils" ).features )
    {
      if ( f.number( "ksat_in_hr" ) < 0.3 )
        zones.push_back( f.geometry.get() );
    }
    for ( const Feature &f : mCity.layer( "groundwater" ).features )
    {
      if ( f.number( "depth_ft" ) <= 10 )
        zones.push_back( f.geometry.get() );
    }
    std::vector<const GEOSGeometry *> touching;
    for ( const GEOSGeometry *z : zones )
    {
      if ( GEOSIntersects_r( geos(), z, p.geometry.get() ) )
        touching.push_back( z );
    }
    if ( !touching.empty() )
      r.infeasibleSqft = area( intersection( unionOf( touching ).get(), p.geometry.get() ).get() );
    return r;
  }

  void Screens::loadRasters() const
  {
    if ( mRastersLoaded )
      return;
    auto load = [&]( const std::string &path, std::vector<float> &values, float &noData )
    {
      std::unique_ptr<GDALDataset> ds( GDALDataset::Open( path.c_str(), GDAL_OF_RASTER | GDAL_OF_READONLY ) );
      if ( !ds )
        throw std::runtime_error( "cannot open " + path );
      mNx = ds->GetRasterXSize();
      mNy = ds->GetRasterYSize();
      ds->GetGeoTransform( mGt );
      values.resize( static_cast<size_t>( mNx ) * mNy );
      GDALRasterBand *band = ds->GetRasterBand( 1 );
      noData = static_cast<float>( band->GetNoDataValue() );
      if ( band->RasterIO( GF_Read, 0, 0, mNx, mNy, values.data(), mNx, mNy, GDT_Float32, 0, 0, nullptr ) != CE_None )
        throw std::runtime_error( "cannot read " + path );
    };
    load( mCity.dem(), mDem, mDemNoData );
    load( mCity.slopeRaster(), mSlope, mSlopeNoData );
    mRastersLoaded = true;
  }

  Screens::Slope Screens::slope( const Feature &p ) const
  {
    loadRasters();
    Slope s;
    double xmin, ymin, xmax, ymax;
    bounds( p.geometry.get(), xmin, ymin, xmax, ymax );
    const double cell = mGt[1];
    const double rx0 = mGt[0], ry1 = mGt[3], rx1 = rx0 + mNx * cell, ry0 = ry1 - mNy * cell;
    s.outsideDem = xmin >= rx1 || xmax <= rx0 || ymin >= ry1 || ymax <= ry0;
    std::vector<const GEOSGeometry *> erodible;
    for ( const Feature &f : mCity.layer( "soils" ).features )
    {
      if ( f.number( "kfact" ) >= 0.37 )
        erodible.push_back( f.geometry.get() );
    }
    const Geom erodibleUnion = unionOf( erodible );
    const Prepared inParcel( GEOSPrepare_r( geos(), p.geometry.get() ) );
    const Prepared onErodible( GEOSPrepare_r( geos(), erodibleUnion.get() ) );
    const int i0 = std::max( 0, static_cast<int>( std::floor( ( xmin - rx0 ) / cell ) ) );
    const int i1 = std::min( mNx - 1, static_cast<int>( std::ceil( ( xmax - rx0 ) / cell ) ) );
    const int j0 = std::max( 0, static_cast<int>( std::floor( ( ry1 - ymax ) / cell ) ) );
    const int j1 = std::min( mNy - 1, static_cast<int>( std::ceil( ( ry1 - ymin ) / cell ) ) );
    double sum = 0;
    for ( int j = j0; j <= j1; ++j )
    {
      for ( int i = i0; i <= i1; ++i )
      {
        const Geom centre = point( rx0 + ( i + 0.5 ) * cell, ry1 - ( j + 0.5 ) * cell );
        if ( !GEOSPreparedContains_r( geos(), inParcel.get(), centre.get() ) )
          continue;
        ++s.cells;
        const size_t k = static_cast<size_t>( j ) * mNx + i;
        if ( mDem[k] == mDemNoData )
          ++s.demNoDataCells;
        if ( mSlope[k] == mSlopeNoData )
          continue;
        ++s.validCells;
        sum += mSlope[k];
        s.max = std::max( s.max, static_cast<double>( mSlope[k] ) );
        if ( mSlope[k] >= 25 )
        {
          s.steepSqft += cell * cell;
          if ( GEOSPreparedContains_r( geos(), onErodible.get(), centre.get() ) )
            s.erodibleSteepSqft += cell * cell;
        }
      }
    }
    s.mean = s.validCells ? sum / s.validCells : 0;
    return s;
  }

  std::string Screens::figure( const std::string &apn, const std::string &screen, const std::string &field ) const
  {
    const Feature &p = parcel( apn );
    if ( field == "status" )
    {
      if ( !p.geometry )
        return "null_geometry";
      if ( GEOSisValid_r( geos(), p.geometry.get() ) != 1 )
      {
        // Repairable when the repaired shape is still a polygon with area.
        const Geom fixed( GEOSMakeValid_r( geos(), p.geometry.get() ) );
        const int type = fixed ? GEOSGeomTypeId_r( geos(), fixed.get() ) : -1;
        return ( type == GEOS_POLYGON || type == GEOS_MULTIPOLYGON ) && area( fixed.get() ) > 0 ? "repaired" : "invalid_geometry";
      }
      if ( screen == "hillside" )
      {
        const Slope s = slope( p );
        if ( s.outsideDem || s.cells == 0 )
          return "outside_dem";
        if ( s.demNoDataCells > 0 )
          return s.demNoDataCells == s.cells ? "nodata" : "partial_nodata";
      }
      return "ok";
    }
    if ( screen == "vacantparcels" )
    {
      const Vacancy v = vacancy( apn );
      if ( field == "vacancy" )
        return v.vacancy;
      if ( field == "unimproved_sqft" )
        return num( v.unimproved );
      if ( field == "group_acres" )
        return num( v.groupSqft / kAcre );
      if ( field == "qualifies" )
        return v.qualifies ? "true" : "false";
    }
    if ( screen == "esaadjacency" )
    {
      const Esa e = esa( p );
      if ( field == "esa_relation" )
        return e.relation;
      if ( field == "esa_distance_ft" )
        return num( e.distance );
      if ( field == "esa_name" )
        return e.name;
    }
    if ( screen == "infeasibility" )
    {
      const Infeasibility r = infeasibility( p );
      if ( field == "well_distance_ft" )
        return num( r.wellDistance );
      if ( field == "well_id" )
        return r.wellId;
      if ( field == "well_infeasible_sqft" )
        return num( r.wellSqft );
      if ( field == "infeasible_sqft" )
        return num( r.infeasibleSqft );
      if ( field == "infeasible_fraction" )
        return num( r.infeasibleSqft / r.parcelSqft );
      if ( field == "infeasibility" )
        return r.infeasibleSqft < 1e-6 ? "none" : r.infeasibleSqft >= r.parcelSqft - 1e-3 ? "full"
                                                                                          : "partial";
    }
    if ( screen == "hillside" )
    {
      const Slope s = slope( p );
      if ( field == "slope_mean_pct" )
        return num( s.mean );
      if ( field == "slope_max_pct" )
        return num( s.max );
      if ( field == "steep_sqft" )
        return num( s.steepSqft );
      if ( field == "erodible_steep_sqft" )
        return num( s.erodibleSteepSqft );
      if ( field == "hillside" )
        return s.erodibleSteepSqft > 0 ? "true" : "false";
      if ( field == "hillside@cudahy" )
      {
        const std::string zoning = p.text( "zoning" ), use = p.text( "use_code" );
        const bool residential = !zoning.empty() && zoning[0] == 'R' && use.size() == 4 && use[0] == '0' && use[3] != 'V';
        return residential && s.mean >= 15 ? "true" : "false";
      }
    }
    throw std::runtime_error( "no independent figure for " + screen + "." + field );
  }

  std::string Screens::explain( const std::string &apn, const std::string &screen ) const
  {
    const Feature &p = parcel( apn );
    std::string out = "parcel " + apn + " owner '" + p.text( "owner" ) + "' " + p.wkt();
    if ( !p.geometry || GEOSisValid_r( geos(), p.geometry.get() ) != 1 )
      return out;
    char buffer[512];
    if ( screen == "vacantparcels" )
    {
      const Vacancy v = vacancy( apn );
      std::snprintf( buffer, sizeof buffer, "\n  area %.3f sq ft, vacancy %s, unimproved %.3f, group %.3f sq ft", area( p.geometry.get() ), v.vacancy.c_str(), v.unimproved, v.groupSqft );
    }
    else if ( screen == "esaadjacency" )
    {
      const Esa e = esa( p );
      std::snprintf( buffer, sizeof buffer, "\n  nearest ESA/SEA '%s' at %.9f ft, %s", e.name.c_str(), e.distance, e.relation.c_str() );
    }
    else if ( screen == "infeasibility" )
    {
      const Infeasibility r = infeasibility( p );
      std::snprintf( buffer, sizeof buffer, "\n  area %.3f, nearest drinking well %s at %.9f ft, well zone %.3f sq ft, all conditions %.3f sq ft", r.parcelSqft, r.wellId.c_str(), r.wellDistance, r.wellSqft, r.infeasibleSqft );
    }
    else
    {
      const Slope s = slope( p );
      std::snprintf( buffer, sizeof buffer, "\n  %d cells (%d valid, %d DEM NoData), mean %.4f%%, max %.4f%%, steep %.0f sq ft, erodible steep %.0f sq ft", s.cells, s.validCells, s.demNoDataCells, s.mean, s.max, s.steepSqft, s.erodibleSteepSqft );
    }
    return out + buffer;
  }

} // namespace sctest
