/***************************************************************************
  swcellcoverage.h: how much of each raster cell a polygon covers, exactly.
  Zonal statistics that count a cell when its centre falls inside the
  polygon give a 5,000 sq ft lot on a 30 m DEM one cell or none; weighting
  each cell by the part of its area inside the parcel gives the right figure
  at any cell size. The polygon is clipped against each cell square
  (Sutherland-Hodgman on the two axes), in cell units so that State Plane
  coordinates in the millions lose no precision.
 ***************************************************************************/
#ifndef SWCELLCOVERAGE_H
#define SWCELLCOVERAGE_H

#include "qgsgeometry.h"

#include <vector>

//! A north-up grid: cell (col, row) spans x in [originX + col w, originX + (col + 1) w], y in [originY - (row + 1) h, originY - row h].
struct SwGrid
{
  double originX = 0;
  double originY = 0;
  double cellWidth = 1;
  double cellHeight = 1;
};

//! Cells [col0, col0 + cols) x [row0, row0 + rows) of a grid.
struct SwCellWindow
{
  long long col0 = 0;
  long long row0 = 0;
  long long cols = 0;
  long long rows = 0;

  bool isEmpty() const { return cols <= 0 || rows <= 0; }
  //! The part of this window inside \a other.
  SwCellWindow intersected( const SwCellWindow &other ) const;
  /**
   * This window cut into bands of at most \a rows rows, top to bottom: a
   * huge parcel's cells are read a band at a time, so memory stays bounded.
   */
  std::vector<SwCellWindow> bands( long long rows ) const;
};

class SwCellCoverage
{
public:
  //! Coverage of \a polygons (polygon or multipolygon, valid, in the grid's CRS) over \a grid.
  SwCellCoverage( const QgsGeometry &polygons, const SwGrid &grid );

  bool isEmpty() const { return mRings.empty(); }

  //! The cells the polygons' bounding box touches.
  SwCellWindow window() const { return mWindow; }

  //! Area of the polygons in cell units (cells of area 1).
  double areaInCells() const { return mArea; }

  /**
   * Fraction of each cell of \a window covered by the polygons, from 0 to 1,
   * row by row into \a fractions (resized to window.cols * window.rows).
   * Thread safe (const, no shared scratch).
   */
  void fractions( const SwCellWindow &window, std::vector<double> &fractions ) const;

private:
  struct Point
  {
    double u;
    double v;
  };
  //! A ring in cell units, with +1 for an outer ring and -1 for a hole whatever its orientation.
  struct Ring
  {
    std::vector<Point> points;
    double sign = 1;
    double uMin, uMax, vMin, vMax;
  };

  void addRing( const QgsCurve *curve, double role );

  SwGrid mGrid;
  std::vector<Ring> mRings;
  SwCellWindow mWindow;
  double mArea = 0;
};

#endif // SWCELLCOVERAGE_H
