/***************************************************************************
  test_hillside_samplecity.cpp: stormwater:hillside on the sample city:
  every hillside row of the answer key (Signal Hill and Cudahy profiles),
  our slope against `gdaldem slope -p` cell by cell on the sample DEM, our
  parcel means against QGIS's native:zonalstatisticsfb on large parcels, and
  the contour method against the DEM on the planted planes.
 ***************************************************************************/
#include "screens/hillside/swdemslope.h"
#include "swhillsidetest.h"

#include "qgsgeometryengine.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTextStream>

#include <gtest/gtest.h>

#include <cmath>
#include <iostream>
#include <map>

using namespace SwHillsideTest;

namespace
{
  QString sample( const QString &file )
  {
    return SwTestData::sampleDataDir() + QLatin1Char( '/' ) + file;
  }
  QString sampleLayer( const QString &layer )
  {
    return QStringLiteral( "%1|layername=%2" ).arg( sample( QStringLiteral( "city.gpkg" ) ), layer );
  }

  struct KeyRow
  {
    QString apn, screen, field, expected, why;
  };

  //! The answer key's rows (apn, screen, field, expected, why; "why" may be quoted).
  std::vector<KeyRow> answerKey()
  {
    std::vector<KeyRow> rows;
    QFile file( sample( QStringLiteral( "answer_key.csv" ) ) );
    if ( !file.open( QIODevice::ReadOnly | QIODevice::Text ) )
      return rows;
    QTextStream in( &file );
    in.readLine(); // header
    while ( !in.atEnd() )
    {
      const QString line = in.readLine();
      QStringList cells;
      QString cell;
      bool quoted = false;
      for ( int i = 0; i < line.size(); ++i )
      {
        const QChar ch = line.at( i );
        if ( quoted && ch == '"' && i + 1 < line.size() && line.at( i + 1 ) == '"' )
        {
          cell += '"';
          ++i;
        }
        else if ( ch == '"' )
          quoted = !quoted;
        else if ( ch == ',' && !quoted )
        {
          cells << cell;
          cell.clear();
        }
        else
          cell += ch;
      }
      cells << cell;
      if ( cells.size() >= 5 )
        rows.push_back( { cells[0], cells[1], cells[2], cells[3], cells[4] } );
    }
    return rows;
  }

  struct SampleRun
  {
    QTemporaryDir dir;
    Screened screened;
  };

  //! The sample city screened once per profile: DEM and soils (Signal Hill), DEM only (Cudahy).
  const Screened &sampleRun( const QString &profile, bool contours = false )
  {
    static std::map<QString, std::unique_ptr<SampleRun>> runs;
    const QString key = profile + ( contours ? QStringLiteral( "+contours" ) : QString() );
    std::unique_ptr<SampleRun> &run = runs[key];
    if ( !run )
    {
      run = std::make_unique<SampleRun>();
      QVariantMap parameters{ { QStringLiteral( "PARCELS" ), sampleLayer( QStringLiteral( "parcels" ) ) }, { QStringLiteral( "DEM" ), sample( QStringLiteral( "dem.tif" ) ) }, { QStringLiteral( "PROFILE" ), profile } };
      if ( profile != QLatin1String( "cudahy" ) )
        parameters.insert( QStringLiteral( "SOILS" ), sampleLayer( QStringLiteral( "soils" ) ) );
      if ( contours )
        parameters.insert( QStringLiteral( "CONTOURS" ), sampleLayer( QStringLiteral( "contours" ) ) );
      run->screened = screen( parameters, run->dir.filePath( QStringLiteral( "hillside.gpkg" ) ) );
    }
    return run->screened;
  }

  bool haveSample()
  {
    return QFile::exists( sample( QStringLiteral( "city.gpkg" ) ) ) && QFile::exists( sample( QStringLiteral( "dem.tif" ) ) );
  }
} // namespace

TEST( HillsideSampleCity, EveryHillsideRowOfTheAnswerKey )
{
  ASSERT_TRUE( haveSample() ) << "sample_data/city.gpkg and dem.tif are missing";
  int checked = 0;
  for ( const KeyRow &row : answerKey() )
  {
    if ( row.screen != QLatin1String( "hillside" ) )
      continue;
    // Rows whose reason says "(Cudahy profile)" hold under Cudahy's rule; the rest under Signal Hill's.
    const bool cudahy = row.why.contains( QLatin1String( "(Cudahy profile)" ) );
    const Screened &s = sampleRun( cudahy ? QStringLiteral( "cudahy" ) : QStringLiteral( "signal-hill" ) );
    ASSERT_TRUE( s.run.ok ) << s.run.error.toStdString();
    SCOPED_TRACE( QStringLiteral( "%1 %2 = %3 (%4)" ).arg( row.apn, row.field, row.expected, row.why ).toStdString() );
    ASSERT_TRUE( s.byApn.contains( row.apn ) );
    const QgsFeature f = s.byApn.value( row.apn );
    const QVariant value = f.attribute( row.field );
    const QString basis = f.attribute( QStringLiteral( "hillside_basis" ) ).toString();
    if ( row.field == QLatin1String( "hillside" ) )
    {
      ASSERT_FALSE( value.isNull() ) << basis.toStdString();
      EXPECT_EQ( value.toBool() ? QStringLiteral( "true" ) : QStringLiteral( "false" ), row.expected ) << basis.toStdString();
    }
    else if ( row.field == QLatin1String( "status" ) )
      EXPECT_EQ( value.toString(), row.expected ) << basis.toStdString();
    else
    {
      // The key prints slopes to 0.1% and areas to the square foot.
      const double tolerance = row.field.endsWith( QLatin1String( "_pct" ) ) ? 0.05 : 0.5;
      ASSERT_FALSE( value.isNull() ) << basis.toStdString();
      EXPECT_NEAR( value.toDouble(), row.expected.toDouble(), tolerance ) << basis.toStdString();
    }
    ++checked;
  }
  EXPECT_GE( checked, 20 );
}

TEST( HillsideSampleCity, EveryParcelOnceAndOffDemFiguresEmpty )
{
  ASSERT_TRUE( haveSample() );
  const Screened &s = sampleRun( QStringLiteral( "signal-hill" ) );
  ASSERT_TRUE( s.run.ok ) << s.run.error.toStdString();
  std::unique_ptr<QgsVectorLayer> parcels = SwTestData::openLayer( sampleLayer( QStringLiteral( "parcels" ) ) );
  EXPECT_EQ( s.count, parcels->featureCount() );
  EXPECT_EQ( s.byApn.size(), parcels->featureCount() );
  for ( const QgsFeature &f : s.byApn )
  {
    const QString status = f.attribute( QStringLiteral( "status" ) ).toString();
    if ( status == QLatin1String( "outside_dem" ) || status == QLatin1String( "nodata" ) || status == QLatin1String( "null_geometry" ) )
    {
      EXPECT_TRUE( f.attribute( QStringLiteral( "slope_mean_pct" ) ).isNull() ) << f.attribute( QStringLiteral( "apn" ) ).toString().toStdString();
      EXPECT_TRUE( f.attribute( QStringLiteral( "hillside" ) ).isNull() );
    }
    else
      EXPECT_FALSE( f.attribute( QStringLiteral( "slope_mean_pct" ) ).isNull() ) << f.attribute( QStringLiteral( "apn" ) ).toString().toStdString() << " " << status.toStdString();
  }
}

TEST( HillsideSampleCity, SlopeMatchesGdaldemCellByCell )
{
  ASSERT_TRUE( haveSample() );
  QTemporaryDir dir;
  const QString reference = dir.filePath( QStringLiteral( "slope.tif" ) );
  ASSERT_TRUE( gdaldemSlope( sample( QStringLiteral( "dem.tif" ) ), reference ) );
  const Raster expected = readRaster( reference );
  ASSERT_GT( expected.cols, 0 );

  const SwDemSlope slope( sample( QStringLiteral( "dem.tif" ) ), QStringLiteral( "dem" ), 1, QgsCoordinateReferenceSystem( QStringLiteral( "EPSG:2229" ) ), 1.0 );
  ASSERT_EQ( slope.width(), expected.cols );
  ASSERT_EQ( slope.height(), expected.rows );
  long long compared = 0, empty = 0, mismatched = 0;
  double worst = 0;
  // A band of rows at a time, as the screen reads.
  for ( int row0 = 0; row0 < expected.rows; row0 += 100 )
  {
    SwCellWindow band = slope.cells();
    band.row0 = row0;
    band.rows = std::min( 100, expected.rows - row0 );
    std::vector<double> ours;
    slope.slopes( band, ours );
    for ( long long r = 0; r < band.rows; ++r )
    {
      for ( long long c = 0; c < band.cols; ++c )
      {
        const double theirs = expected.at( static_cast<int>( c ), static_cast<int>( row0 + r ) );
        const double mine = ours[static_cast<size_t>( r * band.cols + c )];
        if ( std::isnan( theirs ) || std::isnan( mine ) )
        {
          if ( std::isnan( theirs ) != std::isnan( mine ) )
            ++mismatched;
          ++empty;
          continue;
        }
        worst = std::max( worst, std::fabs( mine - theirs ) );
        ++compared;
      }
    }
  }
  EXPECT_EQ( mismatched, 0 ) << "cells with a slope in one and not the other";
  // gdaldem sums in single precision and writes Float32.
  EXPECT_LT( worst, 1e-3 );
  EXPECT_GT( compared, 500000 );
  // The edge ring and the NoData patch with its one-cell halo.
  EXPECT_GT( empty, 2 * ( expected.cols + expected.rows ) - 4 );
  std::cout << "sample DEM: " << compared << " cells agree with gdaldem slope -p to " << worst << " percentage points; " << empty << " have no slope in both\n";
}

TEST( HillsideSampleCity, ZonalStatisticsAgreeOnLargeParcelsAndOursIsExactWhereTheyDiffer )
{
  ASSERT_TRUE( haveSample() );
  QTemporaryDir dir;
  const QString slope = dir.filePath( QStringLiteral( "slope.tif" ) );
  ASSERT_TRUE( gdaldemSlope( sample( QStringLiteral( "dem.tif" ) ), slope ) );
  const Raster reference = readRaster( slope );
  const QString zonalOut = dir.filePath( QStringLiteral( "zonal.gpkg" ) );
  const SwTestRun::Result zonal = SwTestRun::run( QStringLiteral( "native:zonalstatisticsfb" ),
                                                  { { QStringLiteral( "INPUT" ), sampleLayer( QStringLiteral( "parcels" ) ) }, { QStringLiteral( "INPUT_RASTER" ), slope }, { QStringLiteral( "RASTER_BAND" ), 1 }, { QStringLiteral( "COLUMN_PREFIX" ), QStringLiteral( "z_" ) }, { QStringLiteral( "STATISTICS" ), QVariantList() << 0 << 2 }, { QStringLiteral( "OUTPUT" ), zonalOut } } );
  ASSERT_TRUE( zonal.ok ) << zonal.error.toStdString();
  std::unique_ptr<QgsVectorLayer> zonalLayer = SwTestData::openLayer( zonalOut );
  const QMap<QString, QgsFeature> zonalByApn = SwTestData::featuresBy( zonalLayer.get(), QStringLiteral( "apn" ) );

  // The exact answer, independently: GEOS area of each cell square inside the parcel, times gdaldem's slope.
  auto exactMean = [&]( const QgsGeometry &parcel )
  {
    const double w = reference.transform[1], h = -reference.transform[5];
    const QgsRectangle box = parcel.boundingBox();
    const int c0 = std::max( 0, static_cast<int>( std::floor( ( box.xMinimum() - reference.transform[0] ) / w ) ) );
    const int c1 = std::min( reference.cols - 1, static_cast<int>( std::floor( ( box.xMaximum() - reference.transform[0] ) / w ) ) );
    const int r0 = std::max( 0, static_cast<int>( std::floor( ( reference.transform[3] - box.yMaximum() ) / h ) ) );
    const int r1 = std::min( reference.rows - 1, static_cast<int>( std::floor( ( reference.transform[3] - box.yMinimum() ) / h ) ) );
    std::unique_ptr<QgsGeometryEngine> engine( QgsGeometry::createGeometryEngine( parcel.constGet() ) );
    engine->prepareGeometry();
    double weighted = 0, area = 0;
    for ( int r = r0; r <= r1; ++r )
    {
      for ( int c = c0; c <= c1; ++c )
      {
        const double value = reference.at( c, r );
        if ( std::isnan( value ) )
          continue;
        const QgsGeometry cell = QgsGeometry::fromRect( QgsRectangle( reference.transform[0] + c * w, reference.transform[3] - ( r + 1 ) * h, reference.transform[0] + ( c + 1 ) * w, reference.transform[3] - r * h ) );
        if ( !engine->intersects( cell.constGet() ) )
          continue;
        const double a = parcel.intersection( cell ).area();
        weighted += a * value;
        area += a;
      }
    }
    return weighted / area;
  };

  const Screened &s = sampleRun( QStringLiteral( "signal-hill" ) );
  ASSERT_TRUE( s.run.ok ) << s.run.error.toStdString();
  int large = 0, differing = 0;
  double worstLarge = 0, worstExact = 0, worstDiffering = 0;
  for ( const QgsFeature &f : s.byApn )
  {
    if ( f.attribute( QStringLiteral( "status" ) ).toString() != QLatin1String( "ok" ) )
      continue;
    const QString apn = f.attribute( QStringLiteral( "apn" ) ).toString();
    const double ours = f.attribute( QStringLiteral( "slope_mean_pct" ) ).toDouble();
    const double qgis = zonalByApn.value( apn ).attribute( QStringLiteral( "z_mean" ) ).toDouble();
    const bool isLarge = f.geometry().area() >= 43560;
    const double gap = std::fabs( qgis - ours );
    if ( isLarge )
    {
      // Centre counting and exact coverage differ only by the partial cells along the boundary.
      EXPECT_NEAR( qgis, ours, std::max( 0.1, 0.025 * ours ) ) << apn.toStdString();
      worstLarge = std::max( worstLarge, gap );
      ++large;
    }
    if ( isLarge || gap > 0.1 )
    {
      const double exact = exactMean( f.geometry() );
      EXPECT_NEAR( ours, exact, 1e-3 ) << apn.toStdString() << ": QGIS " << qgis;
      worstExact = std::max( worstExact, std::fabs( ours - exact ) );
      if ( gap > 0.1 )
      {
        ++differing;
        worstDiffering = std::max( worstDiffering, gap );
      }
    }
  }
  EXPECT_GT( large, 20 );
  std::cout << large << " parcels of an acre or more: QGIS zonal mean and ours differ by at most " << worstLarge << " percentage points\n"
            << differing << " parcels where they differ by more than 0.1 point (up to " << worstDiffering << "): ours is the exact-coverage mean to " << worstExact << "\n";
}

TEST( HillsideSampleCity, ContourMethodAgreesWithTheDemOnThePlantedPlanes )
{
  ASSERT_TRUE( haveSample() );
  const Screened &s = sampleRun( QStringLiteral( "cudahy" ), true );
  ASSERT_TRUE( s.run.ok ) << s.run.error.toStdString();
  // H1 and H2 (30%), H4 (14.5%), H5 (15.5%): 2 ft contours a few feet apart over a 100-120 ft lot.
  for ( const char *apn : { "7001-001-003", "7001-001-005", "7002-005-002", "7002-005-004" } )
  {
    const QgsFeature f = s.byApn.value( QString::fromLatin1( apn ) );
    const double dem = f.attribute( QStringLiteral( "slope_mean_pct" ) ).toDouble();
    const double contour = f.attribute( QStringLiteral( "average_slope_pct" ) ).toDouble();
    EXPECT_NEAR( contour, dem, 0.1 * dem ) << apn << ": contour method " << contour << "%, DEM " << dem << "%";
    std::cout << apn << ": contour method " << contour << "%, DEM mean " << dem << "%\n";
  }
}
