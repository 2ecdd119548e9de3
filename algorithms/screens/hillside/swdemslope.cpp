/***************************************************************************
  swdemslope.cpp: Horn's slope over windows of DEM cells.
 ***************************************************************************/
#include "screens/hillside/swdemslope.h"
#include "core/swunits.h"

#include "qgsexception.h"

#include <QObject>

#include <gdal.h>

#include <cmath>
#include <limits>

namespace
{
  //! Keeps GDAL's own messages off the console on this thread while the DEM's range is estimated.
  struct QuietDemGdal
  {
    QuietDemGdal() { CPLPushErrorHandler( CPLQuietErrorHandler ); }
    ~QuietDemGdal() { CPLPopErrorHandler(); }
    QuietDemGdal( const QuietDemGdal & ) = delete;
    QuietDemGdal &operator=( const QuietDemGdal & ) = delete;
  };

  const double NaN = std::numeric_limits<double>::quiet_NaN();
} // namespace

SwDemSlope::SwDemSlope( const QString &source, const QString &name, int band, const QgsCoordinateReferenceSystem &crs, double zFactor )
  : SwRasterBand( source, name, band, crs, QStringLiteral( "DEM" ), QStringLiteral( "DEM_BAND" ) )
  , mZFactor( zFactor )
{
}

double SwDemSlope::highestElevation() const
{
  const QuietDemGdal quiet;
  GDALRasterBandH rasterBand = GDALGetRasterBand( handle(), band() );
  int stored = 0;
  const double highest = GDALGetRasterMaximum( rasterBand, &stored );
  if ( stored )
    return highest;
  double range[2] = { NaN, NaN };
  if ( GDALComputeRasterMinMax( rasterBand, TRUE, range ) != CE_None )
    return NaN;
  return range[1];
}

double SwDemSlope::zFactorFor( const QgsCoordinateReferenceSystem &crs, VerticalUnit unit )
{
  const double feetPerUnit = SwUnits::feetPerMapUnit( crs );
  if ( std::isnan( feetPerUnit ) || feetPerUnit <= 0 )
    return NaN;
  const double verticalFeet = unit == VerticalUnit::Feet ? 1.0 : SwUnits::metresToFeet( 1.0 );
  return verticalFeet / feetPerUnit;
}

double SwDemSlope::hornPercent( const double z[9], double cellWidth, double cellHeight, double zFactor )
{
  const double dx = ( ( z[2] + 2 * z[5] + z[8] ) - ( z[0] + 2 * z[3] + z[6] ) ) / ( 8 * cellWidth );
  const double dy = ( ( z[6] + 2 * z[7] + z[8] ) - ( z[0] + 2 * z[1] + z[2] ) ) / ( 8 * cellHeight );
  return 100 * zFactor * std::sqrt( dx * dx + dy * dy );
}

void SwDemSlope::slopes( const SwCellWindow &window, std::vector<double> &slopes ) const
{
  slopes.assign( static_cast<size_t>( std::max( 0LL, window.cols * window.rows ) ), NaN );
  if ( window.isEmpty() )
    return;

  // Elevations of the window and a one-cell margin; NaN off the raster.
  SwCellWindow margin;
  margin.col0 = window.col0 - 1;
  margin.row0 = window.row0 - 1;
  margin.cols = window.cols + 2;
  margin.rows = window.rows + 2;
  if ( margin.intersected( cells() ).isEmpty() )
    return;
  std::vector<double> z;
  values( margin, z );

  double window3[9];
  for ( long long r = 0; r < window.rows; ++r )
  {
    for ( long long c = 0; c < window.cols; ++c )
    {
      // Cell (c, r) of the window is (c + 1, r + 1) of the margin buffer.
      bool complete = true;
      for ( int k = 0; k < 9 && complete; ++k )
      {
        const double value = z[static_cast<size_t>( ( r + k / 3 ) * margin.cols + c + k % 3 )];
        complete = !std::isnan( value );
        window3[k] = value;
      }
      if ( complete )
        slopes[static_cast<size_t>( r * window.cols + c )] = hornPercent( window3, grid().cellWidth, grid().cellHeight, mZFactor );
    }
  }
}
