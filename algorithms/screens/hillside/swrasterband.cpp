/***************************************************************************
  swrasterband.cpp: a raster band's cells read a window at a time.
 ***************************************************************************/
#include "screens/hillside/swrasterband.h"

#include "qgsexception.h"

#include <QMutexLocker>
#include <QObject>

#include <gdal.h>

#include <cmath>
#include <limits>

namespace
{
  //! Keeps GDAL's own messages off the console on this thread; CPLGetLastErrorMsg still has them.
  struct QuietRasterGdal
  {
    QuietRasterGdal() { CPLPushErrorHandler( CPLQuietErrorHandler ); }
    ~QuietRasterGdal() { CPLPopErrorHandler(); }
    QuietRasterGdal( const QuietRasterGdal & ) = delete;
    QuietRasterGdal &operator=( const QuietRasterGdal & ) = delete;
  };

  QString rasterGdalError()
  {
    const QString message = QString::fromUtf8( CPLGetLastErrorMsg() );
    return message.isEmpty() ? QObject::tr( "no detail from GDAL" ) : message;
  }
} // namespace

SwRasterBand::SwRasterBand( const QString &source, const QString &name, int band, const QgsCoordinateReferenceSystem &crs, const QString &role, const QString &bandParameter )
  : mSource( source )
  , mName( name )
  , mRole( role )
  , mBand( band )
  , mCrs( crs )
{
  GDALAllRegister();
  GDALDatasetH dataset = GDALOpenEx( mSource.toUtf8().constData(), GDAL_OF_RASTER | GDAL_OF_READONLY, nullptr, nullptr, nullptr );
  if ( !dataset )
    throw QgsProcessingException( QObject::tr( "%1 cannot be opened by GDAL (%2): %3" ).arg( named(), mSource, rasterGdalError() ) );
  // Closes the handle if the raster is refused below (the destructor will not run).
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
    throw QgsProcessingException( QObject::tr( "%1 %2 does not exist in %3 (it has %n band(s))", nullptr, bands ).arg( bandParameter ).arg( band ).arg( named() ) );
  double transform[6];
  if ( GDALGetGeoTransform( dataset, transform ) != CE_None )
    throw QgsProcessingException( QObject::tr( "%1 has no georeferencing (no geotransform)" ).arg( named() ) );
  if ( transform[2] != 0 || transform[4] != 0 )
    throw QgsProcessingException( QObject::tr( "%1 is a rotated grid; warp it north-up first (gdalwarp)" ).arg( named() ) );
  if ( transform[1] <= 0 || transform[5] == 0 )
    throw QgsProcessingException( QObject::tr( "%1 has an invalid cell size (%2 x %3)" ).arg( named() ).arg( transform[1] ).arg( transform[5] ) );
  if ( transform[5] > 0 )
    throw QgsProcessingException( QObject::tr( "%1 is stored south-up; warp it north-up first (gdalwarp)" ).arg( named() ) );
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

SwRasterBand::~SwRasterBand()
{
  for ( auto &entry : mHandles )
    GDALClose( entry.second );
}

QString SwRasterBand::named() const
{
  return QStringLiteral( "%1 '%2'" ).arg( mRole, mName );
}

SwCellWindow SwRasterBand::cells() const
{
  SwCellWindow all;
  all.cols = mWidth;
  all.rows = mHeight;
  return all;
}

QgsRectangle SwRasterBand::extent() const
{
  return QgsRectangle( mGrid.originX, mGrid.originY - mHeight * mGrid.cellHeight, mGrid.originX + mWidth * mGrid.cellWidth, mGrid.originY );
}

GDALDatasetH SwRasterBand::handle() const
{
  QMutexLocker locker( &mHandlesMutex );
  GDALDatasetH &dataset = mHandles[std::this_thread::get_id()];
  if ( !dataset )
  {
    dataset = GDALOpenEx( mSource.toUtf8().constData(), GDAL_OF_RASTER | GDAL_OF_READONLY, nullptr, nullptr, nullptr );
    if ( !dataset )
      throw QgsProcessingException( QObject::tr( "%1 cannot be opened by GDAL (%2): %3" ).arg( named(), mSource, rasterGdalError() ) );
  }
  return dataset;
}

void SwRasterBand::values( const SwCellWindow &window, std::vector<double> &values ) const
{
  values.assign( static_cast<size_t>( std::max( 0LL, window.cols * window.rows ) ), std::numeric_limits<double>::quiet_NaN() );
  const SwCellWindow readable = window.intersected( cells() );
  if ( readable.isEmpty() )
    return;

  // A damaged file fails on every block: the error is raised once, as an
  // exception naming the raster, not printed by GDAL for each of a thousand parcels.
  const QuietRasterGdal quiet;
  GDALRasterBandH band = GDALGetRasterBand( handle(), mBand );
  const size_t offset = static_cast<size_t>( ( readable.row0 - window.row0 ) * window.cols + ( readable.col0 - window.col0 ) );
  const GSpacing lineSpace = static_cast<GSpacing>( window.cols * sizeof( double ) );
  if ( GDALRasterIOEx( band, GF_Read, static_cast<int>( readable.col0 ), static_cast<int>( readable.row0 ), static_cast<int>( readable.cols ), static_cast<int>( readable.rows ),
                       values.data() + offset, static_cast<int>( readable.cols ), static_cast<int>( readable.rows ), GDT_Float64, sizeof( double ), lineSpace, nullptr ) != CE_None )
    throw QgsProcessingException( QObject::tr( "%1: cannot read cells %2,%3 (%4 x %5): %6" ).arg( named() ).arg( readable.col0 ).arg( readable.row0 ).arg( readable.cols ).arg( readable.rows ).arg( rasterGdalError() ) );

  for ( long long r = readable.row0; r < readable.row0 + readable.rows; ++r )
  {
    double *line = values.data() + static_cast<size_t>( ( r - window.row0 ) * window.cols );
    for ( long long c = readable.col0; c < readable.col0 + readable.cols; ++c )
    {
      double &value = line[c - window.col0];
      // Same test as gdaldem: equal to the NoData value, or near it for floats.
      if ( mHasNoData && ( value == mNoData || ( std::isfinite( mNoData ) && std::fabs( value - mNoData ) <= 1e-10 * std::max( 1.0, std::fabs( mNoData ) ) ) ) )
        value = std::numeric_limits<double>::quiet_NaN();
      else if ( !std::isfinite( value ) )
        value = std::numeric_limits<double>::quiet_NaN();
    }
  }
  if ( !mUsesMaskBand )
    return;
  std::vector<GByte> mask( static_cast<size_t>( window.cols * window.rows ), 0 );
  GDALRasterBandH maskBand = GDALGetMaskBand( band );
  if ( GDALRasterIOEx( maskBand, GF_Read, static_cast<int>( readable.col0 ), static_cast<int>( readable.row0 ), static_cast<int>( readable.cols ), static_cast<int>( readable.rows ),
                       mask.data() + offset, static_cast<int>( readable.cols ), static_cast<int>( readable.rows ), GDT_Byte, 1, static_cast<GSpacing>( window.cols ), nullptr ) != CE_None )
    throw QgsProcessingException( QObject::tr( "%1: cannot read the mask of cells %2,%3: %4" ).arg( named() ).arg( readable.col0 ).arg( readable.row0 ).arg( rasterGdalError() ) );
  for ( long long r = readable.row0; r < readable.row0 + readable.rows; ++r )
  {
    for ( long long c = readable.col0; c < readable.col0 + readable.cols; ++c )
    {
      const size_t i = static_cast<size_t>( ( r - window.row0 ) * window.cols + ( c - window.col0 ) );
      if ( mask[i] == 0 )
        values[i] = std::numeric_limits<double>::quiet_NaN();
    }
  }
}
