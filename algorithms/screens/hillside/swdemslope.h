/***************************************************************************
  swdemslope.h: percent slope from a DEM by Horn's method, as `gdaldem
  slope -p` computes it, read a window at a time so a county DEM never has
  to fit in memory. A cell whose 3x3 neighbourhood touches NoData, or the
  raster's edge, has no slope (as gdaldem without -compute_edges): NoData is
  never read as an elevation of zero. GDAL datasets are not thread safe, so
  each thread reads through its own handle.
 ***************************************************************************/
#ifndef SWDEMSLOPE_H
#define SWDEMSLOPE_H

#include "screens/hillside/swcellcoverage.h"

#include "qgscoordinatereferencesystem.h"
#include "qgsrectangle.h"

#include <QMutex>

#include <map>
#include <thread>
#include <vector>

typedef void *GDALDatasetH;

class SwDemSlope
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
  ~SwDemSlope();
  SwDemSlope( const SwDemSlope & ) = delete;
  SwDemSlope &operator=( const SwDemSlope & ) = delete;

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

  QString name() const { return mName; }
  const QgsCoordinateReferenceSystem &crs() const { return mCrs; }
  const SwGrid &grid() const { return mGrid; }
  int width() const { return mWidth; }
  int height() const { return mHeight; }
  int band() const { return mBand; }
  double zFactor() const { return mZFactor; }
  //! Sets the Z factor, before any slopes() are read (once the elevation unit is known).
  void setZFactor( double zFactor ) { mZFactor = zFactor; }
  //! The unit the band declares for its values (GDAL's unit type: "m", "ft", "US survey foot"...), often empty.
  QString declaredUnit() const { return mDeclaredUnit; }
  /**
   * The band's highest value, from its statistics when stored, else
   * estimated from a sample of the raster (GDAL's approximate minimum and
   * maximum); NaN when there is none.
   */
  double highestElevation() const;
  //! The whole raster as a window.
  SwCellWindow cells() const;
  QgsRectangle extent() const;
  //! Area of one cell in the DEM's map units squared.
  double cellArea() const { return mGrid.cellWidth * mGrid.cellHeight; }

  /**
   * Percent slopes of the cells of \a window (which must lie inside the
   * raster), row by row into \a slopes; NaN where a cell has no slope.
   * Reads the window and a one-cell margin. Thread safe.
   */
  void slopes( const SwCellWindow &window, std::vector<double> &slopes ) const;

private:
  GDALDatasetH handle() const;

  QString mSource;
  QString mName;
  int mBand = 1;
  QgsCoordinateReferenceSystem mCrs;
  double mZFactor = 1;
  SwGrid mGrid;
  int mWidth = 0;
  int mHeight = 0;
  bool mHasNoData = false;
  double mNoData = 0;
  //! The band's validity comes from a mask band (alpha, per-dataset mask), not only a NoData value.
  bool mUsesMaskBand = false;
  QString mDeclaredUnit;

  mutable QMutex mHandlesMutex;
  mutable std::map<std::thread::id, GDALDatasetH> mHandles;
};

#endif // SWDEMSLOPE_H
