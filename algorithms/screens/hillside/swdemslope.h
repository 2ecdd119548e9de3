/***************************************************************************
  swdemslope.h: percent slope from a DEM by Horn's method, as `gdaldem
  slope -p` computes it, read a window at a time so a county DEM never has
  to fit in memory. A cell whose 3x3 neighbourhood touches NoData, or the
  raster's edge, has no slope (as gdaldem without -compute_edges): NoData is
  never read as an elevation of zero. The cells are read through
  SwRasterBand (a handle per thread).
 ***************************************************************************/
#ifndef SWDEMSLOPE_H
#define SWDEMSLOPE_H

#include "screens/hillside/swrasterband.h"

class SwDemSlope : public SwRasterBand
{
public:
  //! The vertical units a DEM's elevations may be in.
  enum class VerticalUnit
  {
    Feet,   //!< US survey feet (the international foot differs by 2 parts per million)
    Metres, //!< metres
  };

  /**
   * Opens band \a band of the GDAL raster \a source (named \a name in
   * messages), in \a crs. Elevations are multiplied by \a zFactor to bring
   * them into the horizontal unit. Throws QgsProcessingException naming the
   * DEM when it cannot be read, the band does not exist or the grid is
   * rotated.
   */
  SwDemSlope( const QString &source, const QString &name, int band, const QgsCoordinateReferenceSystem &crs, double zFactor );

  /**
   * Z factor that turns elevations in \a unit into the horizontal unit of
   * \a crs (3.2808 for metres on a US-feet grid, 1 for feet on it). NaN
   * when the CRS has no known linear unit.
   */
  static double zFactorFor( const QgsCoordinateReferenceSystem &crs, VerticalUnit unit );

  /**
   * Horn's percent slope of the 3x3 window \a z (row by row, north row
   * first), \a zFactor applied: 100 * sqrt( dz/dx^2 + dz/dy^2 ) with
   * dz/dx = ((c + 2f + i) - (a + 2d + g)) / (8 cellWidth) and dz/dy
   * likewise across the rows.
   */
  static double hornPercent( const double z[9], double cellWidth, double cellHeight, double zFactor );

  double zFactor() const { return mZFactor; }
  //! Sets the Z factor, before any slopes() are read (once the elevation unit is known).
  void setZFactor( double zFactor ) { mZFactor = zFactor; }
  /**
   * The band's highest value, from its statistics when stored, else
   * estimated from a sample of the raster (GDAL's approximate minimum and
   * maximum); NaN when there is none.
   */
  double highestElevation() const;

  /**
   * Percent slopes of the cells of \a window (which must lie inside the
   * raster), row by row into \a slopes; NaN where a cell has no slope.
   * Reads the window and a one-cell margin. Thread safe.
   */
  void slopes( const SwCellWindow &window, std::vector<double> &slopes ) const;

private:
  double mZFactor = 1;
};

#endif // SWDEMSLOPE_H
