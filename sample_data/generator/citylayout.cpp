/***************************************************************************
  citylayout.cpp: the street grid, block zoning and street names.
 ***************************************************************************/
#include "citylayout.h"

#include "prng.h"

#include <cmath>
#include <stdexcept>

namespace samplecity
{

  namespace
  {
    // Signal Hill, CA: lon -118.17 lat 33.80 in EPSG:2229 (gdaltransform).
    constexpr double kCenterX = 6510016;
    constexpr double kCenterY = 1749641;

    constexpr double kDistrictColWidth = 700;
    constexpr double kColWidth = 600;
    constexpr double kRowDepth = 280;

    double districtRowDepth( int row )
    {
      // Row 0 is 400 ft deep so its 200 ft lot rows sit on the DEM's 10 ft cell
      // grid (the hillside lots); rows 1-4 hold 198 ft lots: 132 x 198 ft is
      // exactly 0.6 acre.
      return row == 0 ? 400 : 396;
    }

    double round10( double v )
    {
      return std::round( v / 10 ) * 10;
    }

    std::string ordinal( int n )
    {
      const int mod100 = n % 100;
      const char *suffix = "TH";
      if ( mod100 < 11 || mod100 > 13 )
      {
        switch ( n % 10 )
        {
          case 1:
            suffix = "ST";
            break;
          case 2:
            suffix = "ND";
            break;
          case 3:
            suffix = "RD";
            break;
          default:
            break;
        }
      }
      return std::to_string( n ) + suffix;
    }

    const std::vector<std::string> &avenueNames()
    {
      static const std::vector<std::string> names = {
        "CHERRY AVE", "TEMPLE AVE", "OBISPO AVE", "REDONDO AVE", "JUNIPERO AVE", "WALNUT AVE", "ORANGE AVE",
        "ATLANTIC AVE", "LEMON AVE", "GUNDRY AVE", "STANLEY AVE", "DAWSON AVE", "MOLINO AVE", "GAVIOTA AVE",
        "ROSE AVE", "OLIVE AVE", "LINDEN AVE", "CERRITOS AVE", "ALAMITOS AVE", "MAGNOLIA AVE", "PINE AVE",
        "ELM AVE", "LIME AVE", "PASADENA AVE", "RAYMOND AVE", "ST LOUIS AVE", "KEYSTONE AVE", "FEDERAL AVE" };
      return names;
    }
  } // namespace

  const char *zoneCode( Zone zone )
  {
    switch ( zone )
    {
      case Zone::R1:
        return "R1";
      case Zone::R2:
        return "R2";
      case Zone::RM:
        return "RM";
      case Zone::CG:
        return "CG";
      case Zone::CC:
        return "CC";
      case Zone::M1:
        return "M1";
      case Zone::M2:
        return "M2";
      case Zone::OS:
        return "OS";
    }
    return "R1";
  }

  bool isResidential( Zone zone )
  {
    return zone == Zone::R1 || zone == Zone::R2 || zone == Zone::RM;
  }
  bool isCommercial( Zone zone )
  {
    return zone == Zone::CG || zone == Zone::CC;
  }
  bool isIndustrial( Zone zone )
  {
    return zone == Zone::M1 || zone == Zone::M2;
  }

  CityLayout::CityLayout( int cols, int rows, uint64_t seed )
    : mCols( cols )
    , mRows( rows )
    , mSeed( seed )
  {
    if ( cols < kMinCols || rows < kMinRows || cols > 998 || rows > 2998 )
      throw std::runtime_error( "city grid out of range: " + std::to_string( cols ) + " x " + std::to_string( rows ) + " blocks" );

    mRailBoundary = kDistrictRows + 2;

    double width = 0;
    for ( int c = 0; c < cols; ++c )
      width += ( c < kDistrictCols ? kDistrictColWidth : kColWidth ) + ( c > 0 ? kStreetWidth : 0 );
    double height = 0;
    for ( int r = 0; r < rows; ++r )
      height += ( r < kDistrictRows ? districtRowDepth( r ) : kRowDepth ) + ( r > 0 ? ( r == mRailBoundary ? kRailroadWidth : kStreetWidth ) : 0 );

    // Integer, 10 ft aligned origin: planted geometry is in whole feet and the
    // hillside lots line up with the 10 ft DEM cells.
    const double x0 = round10( kCenterX - width / 2 );
    const double y0 = round10( kCenterY - height / 2 );

    double x = x0;
    for ( int c = 0; c < cols; ++c )
    {
      if ( c > 0 )
        x += kStreetWidth;
      mColX0.push_back( x );
      x += c < kDistrictCols ? kDistrictColWidth : kColWidth;
      mColX1.push_back( x );
    }
    double y = y0;
    for ( int r = 0; r < rows; ++r )
    {
      if ( r > 0 )
        y += r == mRailBoundary ? kRailroadWidth : kStreetWidth;
      mRowY0.push_back( y );
      y += r < kDistrictRows ? districtRowDepth( r ) : kRowDepth;
      mRowY1.push_back( y );
    }

    // The diagonal runs north-west to south-east through the middle of the
    // city, well clear of the planted district in the south-west corner.
    const Rect district = districtRect();
    const double districtReach = ( district.x1 - x0 ) + ( district.y1 - y0 );
    const double k = std::max( std::round( 0.5 * ( width + height ) ), districtReach + 400 );
    mDiagonalK = x0 + y0 + k;
  }

  Rect CityLayout::cityRect() const
  {
    return { mColX0.front() - kStreetWidth, mRowY0.front() - kStreetWidth, eastStreetEdge() + 120, mRowY1.back() + kStreetWidth };
  }

  Zone CityLayout::zoneFor( int row, int col ) const
  {
    if ( isDistrict( row, col ) )
      return Zone::R1;
    const double cx = ( mColX0[static_cast<size_t>( col )] + mColX1[static_cast<size_t>( col )] ) / 2;
    const double cy = ( mRowY0[static_cast<size_t>( row )] + mRowY1[static_cast<size_t>( row )] ) / 2;
    const double h = hashUnit( hashKeys( mSeed, 0x5A, static_cast<uint64_t>( row ), static_cast<uint64_t>( col ) ) );
    const double h2 = hashUnit( hashKeys( mSeed, 0x5B, static_cast<uint64_t>( row ), static_cast<uint64_t>( col ) ) );
    if ( h < 0.025 )
      return Zone::OS;
    // Yards and plants line the railroad; more industry where the noise says so.
    const bool byRailroad = row == mRailBoundary - 1 || row == mRailBoundary;
    const double industrial = valueNoise( mSeed ^ 0x1DULL, cx / 2600, cy / 2600 );
    if ( ( byRailroad && h2 < 0.75 ) || industrial > 0.7 )
      return h2 < 0.3 ? Zone::M2 : Zone::M1;
    if ( col % 6 == 2 && h2 < 0.8 )
      return Zone::CG;
    if ( row % 10 == 6 && h2 < 0.6 )
      return Zone::CC;
    const double residential = valueNoise( mSeed ^ 0x2EULL, cx / 2400, cy / 2400 );
    if ( residential < 0.45 )
      return Zone::R1;
    return residential < 0.6 ? Zone::R2 : Zone::RM;
  }

  Block CityLayout::block( int row, int col ) const
  {
    Block b;
    b.row = row;
    b.col = col;
    b.rect = { mColX0[static_cast<size_t>( col )], mRowY0[static_cast<size_t>( row )], mColX1[static_cast<size_t>( col )], mRowY1[static_cast<size_t>( row )] };
    b.zone = zoneFor( row, col );
    b.planted = isDistrict( row, col );
    return b;
  }

  std::string CityLayout::eastWestStreetName( int boundary ) const
  {
    return "E " + ordinal( 14 + boundary ) + " ST";
  }

  std::string CityLayout::northSouthStreetName( int boundary ) const
  {
    const std::vector<std::string> &names = avenueNames();
    if ( boundary < static_cast<int>( names.size() ) )
      return names[static_cast<size_t>( boundary )];
    return "AVENUE " + std::to_string( boundary );
  }

  std::string CityLayout::frontStreetName( int row, int side ) const
  {
    return eastWestStreetName( side == 1 ? row + 1 : row );
  }

  std::vector<StreetPolygon> CityLayout::streets() const
  {
    std::vector<StreetPolygon> out;
    const double westEdge = mColX0.front() - kStreetWidth;
    const double eastEdge = eastStreetEdge();
    for ( int j = 0; j <= mRows; ++j )
    {
      const double ya = j == 0 ? mRowY0.front() - kStreetWidth : mRowY1[static_cast<size_t>( j - 1 )];
      const double yb = j == mRows ? mRowY1.back() + kStreetWidth : mRowY0[static_cast<size_t>( j )];
      const bool rail = j == mRailBoundary;
      out.push_back( { rail ? "railroad" : "street", rail ? "PACIFIC ELECTRIC RAILROAD" : eastWestStreetName( j ), Rect{ westEdge, ya, eastEdge, yb }.polygon() } );
    }
    for ( int i = 0; i <= mCols; ++i )
    {
      const double xa = i == 0 ? westEdge : mColX1[static_cast<size_t>( i - 1 )];
      const double xb = i == mCols ? eastEdge : mColX0[static_cast<size_t>( i )];
      // One segment per block row, between the east-west streets, so no two
      // street polygons overlap.
      for ( int r = 0; r < mRows; ++r )
        out.push_back( { "street", northSouthStreetName( i ), Rect{ xa, mRowY0[static_cast<size_t>( r )], xb, mRowY1[static_cast<size_t>( r )] }.polygon() } );
    }
    const Rect all{ westEdge, mRowY0.front() - kStreetWidth, eastEdge, mRowY1.back() + kStreetWidth };
    Ring band = clipRingByDiagonal( all.ring(), mDiagonalK, false );
    band = clipRingByDiagonal( band, mDiagonalK + kDiagonalSpan, true );
    if ( band.size() >= 3 )
      out.push_back( { "street", "HILL ST DIAGONAL", { band, {} } } );
    return out;
  }

} // namespace samplecity
