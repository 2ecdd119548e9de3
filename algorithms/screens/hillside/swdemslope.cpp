/***************************************************************************
  swdemslope.cpp: windowed DEM reads and Horn's slope.
 ***************************************************************************/
#include "screens/hillside/swdemslope.h"
#include "core/swunits.h"

#include "qgsexception.h"

#include <QMutexLocker>
#include <QObject>

#include <gdal.h>

#include <cmath>
#include <limits>

namespace
{
  //! Keeps GDAL's own messages off the console on this thread; CPLGetLastErrorMsg still has them.
  struct QuietGdal
  {
    QuietGdal() { CPLPushErrorHandler( CPLQuietErrorHandler ); }
    ~QuietGdal() { CPLPopErrorHandler(); }
    QuietGdal( const QuietGdal & ) = delete;
    QuietGdal &operator=( const QuietGdal & ) = delete;
  };

  const double NaN = std::numeric_limits<double>::quiet_NaN();

  QString gdalError()
  {
    const QString message = QString::fromUtf8( CPLGetLastErrorMsg() );
    return message.isEmpty() ? QObject::tr( "no detail from GDAL" ) : message;
  }
} // namespace

SwDemSlope::SwDemSlope( const QString &source, const QString &name, int band, const QgsCoordinateReferenceSystem &crs, double zFactor )
  : mSource( source )
  , mName( name )
  , mBand( band )
  , mCrs( crs )
  , mZFactor( zFactor )
{
  GDALAllRegister();
  GDALDatasetH dataset = GDALOpenEx( mSource.toUtf8().constData(), GDAL_OF_RASTER | GDAL_OF_READONLY, nullptr, nullptr, nullptr );
  if ( !dataset )
    throw QgsProcessingException( QObject::tr( "DEM '%1' cannot be opened by GDAL (%2): %3" ).arg( mName, mSource, gdalError() ) );
  // Closes the handle if the DEM is refused below (the destructor will not run).
  struct Guard
  {
    GDALDatasetH dataset;
    ~Guard()
    {
      if ( dataset )
        GDALClose( dataset );
    }
  } guard{ dataset };

  const int bands = GDALGetRasterCount( dataset );
  if ( band < 1 || band > bands )
    throw QgsProcessingException( QObject::tr( "DEM_BAND %1 does not exist in DEM '%2' (it has %n band(s))", nullptr, bands ).arg( band ).arg( mName ) );
  double transform[6];
  if ( GDALGetGeoTransform( dataset, transform ) != CE_None )
    throw QgsProcessingException( QObject::tr( "DEM '%1' has no georeferencing (no geotransform)" ).arg( mName ) );
  if ( transform[2] != 0 || transform[4] != 0 )
    throw QgsProcessingException( QObject::tr( "DEM '%1' is a rotated grid; warp it north-up first (gdalwarp)" ).arg( mName ) );
  if ( transform[1] <= 0 || transform[5] == 0 )
    throw QgsProcessingException( QObject::tr( "DEM '%1' has an invalid cell size (%2 x %3)" ).arg( mName ).arg( transform[1] ).arg( transform[5] ) );
  if ( transform[5] > 0 )
    throw QgsProcessingException( QObject::tr( "DEM '%1' is stored south-up; warp it north-up first (gdalwarp)" ).arg( mName ) );
  mWidth = GDALGetRasterXSize( dataset );
  mHeight = GDALGetRasterYSize( dataset );
  mGrid.cellWidth = transform[1];
  mGrid.cellHeight = -transform[5];
  mGrid.originX = transform[0];
  mGrid.originY = transform[3];

  GDALRasterBandH rasterBand = GDALGetRasterBand( dataset, band );
  int hasNoData = 0;
  mNoData = GDALGetRasterNoDataValue( rasterBand, &hasNoData );
  mHasNoData = hasNoData != 0;
  const int maskFlags = GDALGetMaskFlags( rasterBand );
  mUsesMaskBand = !( maskFlags & GMF_ALL_VALID ) && !( maskFlags & GMF_NODATA );
  mDeclaredUnit = QString::fromUtf8( GDALGetRasterUnitType( rasterBand ) ).trimmed();

  // Kept as this thread's handle; closed with the others.
  mHandles[std::this_thread::get_id()] = guard.dataset;
  guard.dataset = nullptr;
}

SwDemSlope::~SwDemSlope()
{
  for ( auto &entry : mHandles )
    GDALClose( entry.second );
}

double SwDemSlope::highestElevation() const
{
  const QuietGdal quiet;
  GDALRasterBandH band = GDALGetRasterBand( handle(), mBand );
  int stored = 0;
  const double highest = GDALGetRasterMaximum( band, &stored );
  if ( stored )
    return highest;
  double range[2] = { NaN, NaN };
  if ( GDALComputeRasterMinMax( band, TRUE, range ) != CE_None )
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

SwCellWindow SwDemSlope::cells() const
{
  SwCellWindow all;
  all.cols = mWidth;
  all.rows = mHeight;
  return all;
}

QgsRectangle SwDemSlope::extent() const
{
  return QgsRectangle( mGrid.originX, mGrid.originY - mHeight * mGrid.cellHeight, mGrid.originX + mWidth * mGrid.cellWidth, mGrid.originY );
}

GDALDatasetH SwDemSlope::handle() const
{
  QMutexLocker locker( &mHandlesMutex );
  GDALDatasetH &dataset = mHandles[std::this_thread::get_id()];
  if ( !dataset )
  {
    dataset = GDALOpenEx( mSource.toUtf8().constData(), GDAL_OF_RASTER | GDAL_OF_READONLY, nullptr, nullptr, nullptr );
    if ( !dataset )
      throw QgsProcessingException( QObject::tr( "DEM '%1' cannot be opened by GDAL (%2): %3" ).arg( mName, mSource, gdalError() ) );
  }
  return dataset;
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
  const SwCellWindow readable = margin.intersected( cells() );
  std::vector<double> z( static_cast<size_t>( margin.cols * margin.rows ), NaN );
  if ( readable.isEmpty() )
    return;

  // A damaged file fails on every block: the error is raised once, as an
  // exception naming the DEM, not printed by GDAL for each of a thousand parcels.
  const QuietGdal quiet;
  GDALDatasetH dataset = handle();
  GDALRasterBandH band = GDALGetRasterBand( dataset, mBand );
  const size_t offset = static_cast<size_t>( ( readable.row0 - margin.row0 ) * margin.cols + ( readable.col0 - margin.col0 ) );
  const GSpacing lineSpace = static_cast<GSpacing>( margin.cols * sizeof( double ) );
  if ( GDALRasterIOEx( band, GF_Read, static_cast<int>( readable.col0 ), static_cast<int>( readable.row0 ), static_cast<int>( readable.cols ), static_cast<int>( readable.rows ),
                       z.data() + offset, static_cast<int>( readable.cols ), static_cast<int>( readable.rows ), GDT_Float64, sizeof( double ), lineSpace, nullptr ) != CE_None )
    throw QgsProcessingException( QObject::tr( "DEM '%1': cannot read cells %2,%3 (%4 x %5): %6" ).arg( mName ).arg( readable.col0 ).arg( readable.row0 ).arg( readable.cols ).arg( readable.rows ).arg( gdalError() ) );

  for ( long long r = readable.row0; r < readable.row0 + readable.rows; ++r )
  {
    double *line = z.data() + static_cast<size_t>( ( r - margin.row0 ) * margin.cols );
    for ( long long c = readable.col0; c < readable.col0 + readable.cols; ++c )
    {
      double &value = line[c - margin.col0];
      // Same test as gdaldem: equal to the NoData value, or near it for floats.
      if ( mHasNoData && ( value == mNoData || ( std::isfinite( mNoData ) && std::fabs( value - mNoData ) <= 1e-10 * std::max( 1.0, std::fabs( mNoData ) ) ) ) )
        value = NaN;
      else if ( !std::isfinite( value ) )
        value = NaN;
    }
  }
  if ( mUsesMaskBand )
  {
    std::vector<GByte> mask( static_cast<size_t>( margin.cols * margin.rows ), 0 );
    GDALRasterBandH maskBand = GDALGetMaskBand( band );
    if ( GDALRasterIOEx( maskBand, GF_Read, static_cast<int>( readable.col0 ), static_cast<int>( readable.row0 ), static_cast<int>( readable.cols ), static_cast<int>( readable.rows ),
                         mask.data() + offset, static_cast<int>( readable.cols ), static_cast<int>( readable.rows ), GDT_Byte, 1, static_cast<GSpacing>( margin.cols ), nullptr ) != CE_None )
      throw QgsProcessingException( QObject::tr( "DEM '%1': cannot read the mask of cells %2,%3: %4" ).arg( mName ).arg( readable.col0 ).arg( readable.row0 ).arg( gdalError() ) );
    for ( size_t i = 0; i < mask.size(); ++i )
    {
      if ( mask[i] == 0 )
        z[i] = NaN;
    }
  }

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
        slopes[static_cast<size_t>( r * window.cols + c )] = hornPercent( window3, mGrid.cellWidth, mGrid.cellHeight, mZFactor );
    }
  }
}
