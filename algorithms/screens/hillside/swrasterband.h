/***************************************************************************
  swrasterband.h: one band of a north-up raster GDAL reads, read a window
  of cells at a time so a county raster never has to fit in memory. A cell
  that is NoData, masked, not finite or off the raster reads as NaN: never
  as a value of zero. GDAL datasets are not thread safe, so each thread
  reads through its own handle. The DEM (SwDemSlope) and the design
  storm's isohyets (lid/swdesignstorm) read their cells through it.
 ***************************************************************************/
#ifndef SWRASTERBAND_H
#define SWRASTERBAND_H

#include "screens/hillside/swcellcoverage.h"

#include "qgscoordinatereferencesystem.h"
#include "qgsrectangle.h"

#include <QMutex>

#include <map>
#include <thread>
#include <vector>

typedef void *GDALDatasetH;

class SwRasterBand
{
public:
  /**
   * Opens band \a band of the GDAL raster \a source, in \a crs. Messages
   * name it as "\a role '\a name'" (DEM 'dem') and the band by
   * \a bandParameter (DEM_BAND). Throws QgsProcessingException when it
   * cannot be read, the band does not exist or the grid is rotated or
   * south-up.
   */
  SwRasterBand( const QString &source, const QString &name, int band, const QgsCoordinateReferenceSystem &crs, const QString &role, const QString &bandParameter );
  virtual ~SwRasterBand();
  SwRasterBand( const SwRasterBand & ) = delete;
  SwRasterBand &operator=( const SwRasterBand & ) = delete;

  QString name() const { return mName; }
  const QgsCoordinateReferenceSystem &crs() const { return mCrs; }
  const SwGrid &grid() const { return mGrid; }
  int width() const { return mWidth; }
  int height() const { return mHeight; }
  int band() const { return mBand; }
  //! The unit the band declares for its values (GDAL's unit type: "m", "ft", "in"...), often empty.
  QString declaredUnit() const { return mDeclaredUnit; }
  //! The whole raster as a window.
  SwCellWindow cells() const;
  QgsRectangle extent() const;
  //! Area of one cell in the raster's map units squared.
  double cellArea() const { return mGrid.cellWidth * mGrid.cellHeight; }

  /**
   * The values of the cells of \a window, row by row into \a values; NaN
   * where a cell is NoData, masked, not finite or off the raster (the
   * window may reach beyond it). Thread safe.
   */
  void values( const SwCellWindow &window, std::vector<double> &values ) const;

protected:
  //! This thread's handle on the raster.
  GDALDatasetH handle() const;
  //! "DEM 'dem'": how messages name the raster.
  QString named() const;

private:
  QString mSource;
  QString mName;
  QString mRole;
  int mBand = 1;
  QgsCoordinateReferenceSystem mCrs;
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

#endif // SWRASTERBAND_H
