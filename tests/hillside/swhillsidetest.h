/***************************************************************************
  swhillsidetest.h: support for the hillside tests: synthetic DEMs written
  with GDAL (elevations from a function of the cell centre, so a plane's
  slope is known exactly), gdaldem run as the independent slope reference,
  the hillside algorithm run on layers and read back by APN.
 ***************************************************************************/
#ifndef SWHILLSIDETEST_H
#define SWHILLSIDETEST_H

#include "swtestdata.h"
#include "swtestrun.h"

#include <QString>
#include <QVariantMap>

#include <functional>
#include <optional>
#include <vector>

namespace SwHillsideTest
{
  // A local origin in Signal Hill, in EPSG:2229 feet.
  constexpr double X0 = 6500000;
  constexpr double Y0 = 1770000;

  //! A north-up grid to write: top-left corner, cell size, cells.
  struct DemGrid
  {
    double left = X0;
    double top = Y0 + 1000;
    double cell = 10;
    int cols = 100;
    int rows = 100;
    QString authid = QStringLiteral( "EPSG:2229" );
    //! The unit the band declares (GDAL's unit type), empty for none.
    QString unit;
  };

  /**
   * Writes a Float32 GeoTIFF at \a path: each cell's value is \a z at its
   * centre, or \a noData (when set) where \a z returns NaN. Returns false
   * on a GDAL error.
   */
  bool writeDem( const QString &path, const DemGrid &grid, const std::function<double( double x, double y )> &z, std::optional<double> noData = -9999.0 );

  //! A plane through 100 ft at the local origin with gradient (gx, gy) (ft per ft).
  std::function<double( double, double )> plane( double gx, double gy );

  //! A raster's band 1 as doubles with its geotransform; NaN for NoData.
  struct Raster
  {
    int cols = 0;
    int rows = 0;
    double transform[6] = {};
    std::vector<double> values;
    double at( int col, int row ) const { return values[static_cast<size_t>( row ) * cols + col]; }
  };
  Raster readRaster( const QString &path );

  //! Runs `gdaldem slope -p` (with -s \a scale) on \a dem into \a out; false when it fails.
  bool gdaldemSlope( const QString &dem, const QString &out, double scale = 1.0 );

  //! WKT of a rectangle in local feet from the origin.
  QString rect( double x1, double y1, double x2, double y2 );
  //! WKT of a polygon from local (x, y) pairs (closed here).
  QString polygon( const std::vector<std::pair<double, double>> &points );

  //! Parcel fields: apn, zoning, use_code.
  QgsFields parcelFields();

  struct Screened
  {
    SwTestRun::Result run;
    QMap<QString, QgsFeature> byApn;
    long long count = 0;
  };

  //! Runs stormwater:hillside with \a parameters (OUTPUT set to \a output) and reads the output back.
  Screened screen( QVariantMap parameters, const QString &output );
} // namespace SwHillsideTest

#endif // SWHILLSIDETEST_H
