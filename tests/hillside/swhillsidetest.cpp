/***************************************************************************
  swhillsidetest.cpp: synthetic DEMs and runs for the hillside tests.
 ***************************************************************************/
#include "swhillsidetest.h"

#include <QProcess>

#include <gdal.h>
#include <ogr_srs_api.h>

#include <cmath>
#include <limits>

bool SwHillsideTest::writeDem( const QString &path, const DemGrid &grid, const std::function<double( double, double )> &z, std::optional<double> noData )
{
  GDALAllRegister();
  GDALDriverH driver = GDALGetDriverByName( "GTiff" );
  // Tiled like a real DEM, so reads cross block boundaries.
  const char *options[] = { "TILED=YES", "BLOCKXSIZE=64", "BLOCKYSIZE=64", nullptr };
  GDALDatasetH dataset = GDALCreate( driver, path.toUtf8().constData(), grid.cols, grid.rows, 1, GDT_Float32, const_cast<char **>( options ) );
  if ( !dataset )
    return false;
  double transform[6] = { grid.left, grid.cell, 0, grid.top, 0, -grid.cell };
  GDALSetGeoTransform( dataset, transform );
  OGRSpatialReferenceH srs = OSRNewSpatialReference( nullptr );
  OSRSetFromUserInput( srs, grid.authid.toUtf8().constData() );
  GDALSetSpatialRef( dataset, srs );
  OSRDestroySpatialReference( srs );
  GDALRasterBandH band = GDALGetRasterBand( dataset, 1 );
  if ( noData )
    GDALSetRasterNoDataValue( band, *noData );
  if ( !grid.unit.isEmpty() )
    GDALSetRasterUnitType( band, grid.unit.toUtf8().constData() );
  std::vector<float> line( static_cast<size_t>( grid.cols ) );
  bool ok = true;
  for ( int row = 0; row < grid.rows && ok; ++row )
  {
    const double y = grid.top - ( row + 0.5 ) * grid.cell;
    for ( int col = 0; col < grid.cols; ++col )
    {
      const double value = z( grid.left + ( col + 0.5 ) * grid.cell, y );
      line[static_cast<size_t>( col )] = static_cast<float>( std::isnan( value ) && noData ? *noData : value );
    }
    ok = GDALRasterIO( band, GF_Write, 0, row, grid.cols, 1, line.data(), grid.cols, 1, GDT_Float32, 0, 0 ) == CE_None;
  }
  GDALClose( dataset );
  return ok;
}

std::function<double( double, double )> SwHillsideTest::plane( double gx, double gy )
{
  return [gx, gy]( double x, double y )
  { return 100 + gx * ( x - X0 ) + gy * ( y - Y0 ); };
}

SwHillsideTest::Raster SwHillsideTest::readRaster( const QString &path )
{
  Raster raster;
  GDALAllRegister();
  GDALDatasetH dataset = GDALOpen( path.toUtf8().constData(), GA_ReadOnly );
  if ( !dataset )
    return raster;
  raster.cols = GDALGetRasterXSize( dataset );
  raster.rows = GDALGetRasterYSize( dataset );
  GDALGetGeoTransform( dataset, raster.transform );
  GDALRasterBandH band = GDALGetRasterBand( dataset, 1 );
  int hasNoData = 0;
  const double noData = GDALGetRasterNoDataValue( band, &hasNoData );
  raster.values.resize( static_cast<size_t>( raster.cols ) * raster.rows );
  if ( GDALRasterIO( band, GF_Read, 0, 0, raster.cols, raster.rows, raster.values.data(), raster.cols, raster.rows, GDT_Float64, 0, 0 ) != CE_None )
    raster.values.clear();
  for ( double &v : raster.values )
  {
    if ( hasNoData && v == noData )
      v = std::numeric_limits<double>::quiet_NaN();
  }
  GDALClose( dataset );
  return raster;
}

bool SwHillsideTest::gdaldemSlope( const QString &dem, const QString &out, double scale )
{
  QProcess process;
  process.start( QStringLiteral( "gdaldem" ), { QStringLiteral( "slope" ), dem, out, QStringLiteral( "-p" ), QStringLiteral( "-s" ), QString::number( scale, 'g', 17 ), QStringLiteral( "-q" ) } );
  return process.waitForFinished( 120000 ) && process.exitStatus() == QProcess::NormalExit && process.exitCode() == 0;
}

QString SwHillsideTest::rect( double x1, double y1, double x2, double y2 )
{
  return polygon( { { x1, y1 }, { x2, y1 }, { x2, y2 }, { x1, y2 } } );
}

QString SwHillsideTest::polygon( const std::vector<std::pair<double, double>> &points )
{
  QStringList coordinates;
  for ( const auto &p : points )
    coordinates << QStringLiteral( "%1 %2" ).arg( X0 + p.first, 0, 'f', 4 ).arg( Y0 + p.second, 0, 'f', 4 );
  coordinates << coordinates.front();
  return QStringLiteral( "MULTIPOLYGON(((%1)))" ).arg( coordinates.join( QLatin1String( ", " ) ) );
}

QgsFields SwHillsideTest::parcelFields()
{
  return SwTestData::fields( { QStringLiteral( "apn:string" ), QStringLiteral( "zoning:string" ), QStringLiteral( "use_code:string" ) } );
}

SwHillsideTest::Screened SwHillsideTest::screen( QVariantMap parameters, const QString &output )
{
  parameters.insert( QStringLiteral( "OUTPUT" ), output );
  Screened s;
  s.run = SwTestRun::run( QStringLiteral( "stormwater:hillside" ), parameters );
  if ( s.run.ok )
  {
    std::unique_ptr<QgsVectorLayer> layer = SwTestData::openLayer( output );
    s.count = layer->featureCount();
    s.byApn = SwTestData::featuresBy( layer.get(), QStringLiteral( "apn" ) );
  }
  return s;
}
