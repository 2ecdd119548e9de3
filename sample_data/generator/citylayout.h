/***************************************************************************
  citylayout.h: the street grid. Columns and rows of blocks separated by
  60 ft streets (one 100 ft railroad), perimeter streets, one diagonal
  street, the block zoning, the planted district's place in the grid and
  the street names. Everything else is laid out inside these blocks.
 ***************************************************************************/
#ifndef SAMPLECITY_CITYLAYOUT_H
#define SAMPLECITY_CITYLAYOUT_H

#include "geometry.h"

#include <cstdint>
#include <string>
#include <vector>

namespace samplecity
{

  enum class Zone
  {
    R1,
    R2,
    RM,
    CG,
    CC,
    M1,
    M2,
    OS
  };

  const char *zoneCode( Zone zone );
  bool isResidential( Zone zone );
  bool isCommercial( Zone zone );
  bool isIndustrial( Zone zone );

  struct Block
  {
    int row = 0;
    int col = 0;
    Rect rect;
    Zone zone = Zone::R1;
    bool planted = false;
  };

  struct StreetPolygon
  {
    std::string kind; // street, alley, railroad
    std::string name;
    Polygon polygon;
  };

  class CityLayout
  {
  public:
    static constexpr double kStreetWidth = 60;
    static constexpr double kRailroadWidth = 100;
    static constexpr double kAlleyWidth = 20;
    //! The diagonal street's band is x + y in [k, k + 85]: 85 / sqrt(2) = 60.1 ft wide.
    static constexpr double kDiagonalSpan = 85;
    //! The planted district takes the first rows and columns of the grid.
    static constexpr int kDistrictCols = 5;
    static constexpr int kDistrictRows = 5;
    static constexpr int kMinCols = 8;
    static constexpr int kMinRows = 9;

    CityLayout( int cols, int rows, uint64_t seed );

    int cols() const { return mCols; }
    int rows() const { return mRows; }
    uint64_t seed() const { return mSeed; }

    Block block( int row, int col ) const;
    bool isDistrict( int row, int col ) const { return row < kDistrictRows && col < kDistrictCols; }

    //! The blocks' outer edge (no perimeter streets).
    Rect gridRect() const { return { mColX0.front(), mRowY0.front(), mColX1.back(), mRowY1.back() }; }
    //! Everything: grid, perimeter streets and the lone parcel east of the east street.
    Rect cityRect() const;
    //! The planted district's blocks (no streets around).
    Rect districtRect() const { return { mColX0.front(), mRowY0.front(), mColX1[kDistrictCols - 1], mRowY1[kDistrictRows - 1] }; }
    //! East edge of the east perimeter street.
    double eastStreetEdge() const { return mColX1.back() + kStreetWidth; }

    double colX0( int c ) const { return mColX0[static_cast<size_t>( c )]; }
    double colX1( int c ) const { return mColX1[static_cast<size_t>( c )]; }
    double rowY0( int r ) const { return mRowY0[static_cast<size_t>( r )]; }
    double rowY1( int r ) const { return mRowY1[static_cast<size_t>( r )]; }

    //! Absolute k of the diagonal street's band x + y in [k, k + kDiagonalSpan].
    double diagonalK() const { return mDiagonalK; }
    bool diagonalCrosses( const Rect &r ) const { return r.x0 + r.y0 < mDiagonalK + kDiagonalSpan && r.x1 + r.y1 > mDiagonalK; }

    //! Index of the row boundary that is a railroad (between rows index-1 and index).
    int railroadBoundary() const { return mRailBoundary; }

    //! Street name a lot on \a side (0 south, 1 north) of block row \a row fronts.
    std::string frontStreetName( int row, int side ) const;
    std::string eastWestStreetName( int boundary ) const;
    std::string northSouthStreetName( int boundary ) const;

    //! Streets, the railroad and the diagonal street (alleys come with their blocks).
    std::vector<StreetPolygon> streets() const;

  private:
    Zone zoneFor( int row, int col ) const;

    int mCols = 0;
    int mRows = 0;
    uint64_t mSeed = 0;
    std::vector<double> mColX0, mColX1, mRowY0, mRowY1;
    int mRailBoundary = 0;
    double mDiagonalK = 0;
  };

} // namespace samplecity

#endif // SAMPLECITY_CITYLAYOUT_H
