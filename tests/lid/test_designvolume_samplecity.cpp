/***************************************************************************
  test_designvolume_samplecity.cpp: stormwater:designvolume on the sample
  city end to end: its synthetic isohyets (sample_data/design_storm_85th.tif,
  200 ft cells) and 1-year 1-hour intensities, the impervious share measured
  on the fly from the structure and improvement footprints. The isohyet
  depth of a parcel is checked against values GDAL's command line reads
  (gdallocationinfo) weighted by GEOS areas of the parcel in each cell;
  every parcel is written once; both the 0.75 in floor and the isohyets win
  somewhere. The committed rainfall maps are what the generator makes.
 ***************************************************************************/
#include "swtestdata.h"
#include "swtestfeature.h"
#include "swtestrun.h"

#include "qgsgeometry.h"

#include <QFile>
#include <QProcess>
#include <QSet>
#include <QTemporaryDir>

#include <gtest/gtest.h>

#include <cmath>
#include <iostream>

namespace
{
  using SwTestFeature::number;
  using SwTestFeature::text;

  // The generator's grid: 200 ft cells from the top-left corner gdalinfo gives.
  constexpr double CELL = 200;
  constexpr double LEFT = 6505600;
  constexpr double TOP = 1753800;

  //! The value of \a raster at (x, y), read by GDAL's command line.
  double valueAt( const QString &raster, double x, double y )
  {
    QProcess process;
    process.start( QStringLiteral( "gdallocationinfo" ), { QStringLiteral( "-valonly" ), QStringLiteral( "-geoloc" ), raster, QString::number( x, 'f', 3 ), QString::number( y, 'f', 3 ) } );
    if ( !process.waitForFinished( 30000 ) || process.exitCode() != 0 )
      return std::nan( "" );
    return QString::fromUtf8( process.readAllStandardOutput() ).trimmed().toDouble();
  }

  //! The coverage-weighted mean of \a raster over \a parcel: each cell's value (GDAL) times the GEOS area of the parcel in the cell's square.
  double independentMean( const QString &raster, const QgsGeometry &parcel )
  {
    const QgsRectangle box = parcel.boundingBox();
    double weighted = 0;
    double area = 0;
    for ( double x = LEFT + std::floor( ( box.xMinimum() - LEFT ) / CELL ) * CELL; x < box.xMaximum(); x += CELL )
    {
      for ( double y = TOP - std::floor( ( TOP - box.yMaximum() ) / CELL ) * CELL; y > box.yMinimum(); y -= CELL )
      {
        const double inCell = parcel.intersection( QgsGeometry::fromRect( QgsRectangle( x, y - CELL, x + CELL, y ) ) ).area();
        if ( inCell <= 0 )
          continue;
        weighted += inCell * valueAt( raster, x + CELL / 2, y - CELL / 2 );
        area += inCell;
      }
    }
    return weighted / area;
  }
} // namespace

TEST( DesignVolumeSampleCity, EveryParcelOnceWithItsDesignStormFromTheIsohyets )
{
  QTemporaryDir dir;
  const QString isohyets = SwTestData::sampleDataDir() + QStringLiteral( "/design_storm_85th.tif" );
  const QString output = dir.filePath( QStringLiteral( "volumes.gpkg" ) );
  const SwTestRun::Result run = SwTestRun::run( QStringLiteral( "stormwater:designvolume" ), { { QStringLiteral( "PARCELS" ), SwTestData::sampleLayer( QStringLiteral( "parcels" ) ) },
                                                                                               { QStringLiteral( "STRUCTURES" ), SwTestData::sampleLayer( QStringLiteral( "structures" ) ) },
                                                                                               { QStringLiteral( "IMPROVEMENTS" ), SwTestData::sampleLayer( QStringLiteral( "improvements" ) ) },
                                                                                               { QStringLiteral( "DESIGN_STORM" ), isohyets },
                                                                                               { QStringLiteral( "FLOWTHROUGH_INTENSITY" ), SwTestData::sampleDataDir() + QStringLiteral( "/intensity_1yr_1hr.tif" ) },
                                                                                               { QStringLiteral( "OUTPUT" ), output } } );
  ASSERT_TRUE( run.ok ) << run.error.toStdString();

  std::unique_ptr<QgsVectorLayer> parcels = SwTestData::openLayer( SwTestData::sampleLayer( QStringLiteral( "parcels" ) ) );
  std::unique_ptr<QgsVectorLayer> volumes = SwTestData::openLayer( output );
  ASSERT_EQ( volumes->featureCount(), parcels->featureCount() );
  const QMap<QString, QgsFeature> byApn = SwTestData::featuresBy( volumes.get(), QStringLiteral( "apn" ) );
  QSet<QString> inputApns;
  QgsFeature parcel;
  QgsFeatureIterator it = parcels->getFeatures();
  while ( it.nextFeature( parcel ) )
    inputApns.insert( parcel.attribute( QStringLiteral( "apn" ) ).toString() );
  EXPECT_EQ( QSet<QString>( byApn.keyBegin(), byApn.keyEnd() ), inputApns );

  // Both depths win somewhere; a decided parcel has a volume, an undecided one none.
  QMap<QString, int> basis;
  QMap<QString, int> statuses;
  int straddling = 0;
  int checked = 0;
  for ( const QgsFeature &f : byApn )
  {
    const QString status = text( f, "status" );
    ++statuses[status];
    if ( status != QLatin1String( "ok" ) && status != QLatin1String( "repaired" ) )
    {
      EXPECT_TRUE( SwTestFeature::isNull( f, "swqdv_cuft" ) || status.startsWith( QLatin1String( "undecided_flowthrough" ) ) ) << text( f, "apn" ).toStdString() << " " << status.toStdString();
      continue;
    }
    ++basis[text( f, "design_storm_basis" )];
    // C = 0.9 (the profile counts the pervious share at 0.9); SWQDv = 0.9 x P / 12 x the GEOS area.
    // The planted bow-tie is measured on its repaired shape.
    const double area = f.geometry().makeValid().area();
    EXPECT_NEAR( number( f, "swqdv_cuft" ), 0.9 * number( f, "design_storm_in" ) / 12 * area, 1e-6 * area ) << text( f, "apn" ).toStdString();
    EXPECT_DOUBLE_EQ( number( f, "design_storm_in" ), std::max( 0.75, number( f, "isohyet_in" ) ) );
    EXPECT_GE( number( f, "flowthrough_in_hr" ), 0.4 );
    // The isohyet depth against GDAL's values and GEOS areas, for the first parcels across two or more cells and a few within one.
    const QgsRectangle box = f.geometry().boundingBox();
    const bool across = std::floor( ( box.xMinimum() - LEFT ) / CELL ) != std::floor( ( box.xMaximum() - LEFT ) / CELL ) || std::floor( ( TOP - box.yMinimum() ) / CELL ) != std::floor( ( TOP - box.yMaximum() ) / CELL );
    if ( ( across && straddling < 6 ) || ( !across && checked < 3 ) )
    {
      EXPECT_NEAR( number( f, "isohyet_in" ), independentMean( isohyets, f.geometry() ), 1e-6 ) << text( f, "apn" ).toStdString();
      ( across ? straddling : checked ) += 1;
    }
  }
  EXPECT_EQ( straddling, 6 );
  EXPECT_EQ( checked, 3 );
  EXPECT_GT( basis.value( QStringLiteral( "fixed_depth" ) ), 0 );
  EXPECT_GT( basis.value( QStringLiteral( "isohyet" ) ), 0 );
  for ( auto s = statuses.constBegin(); s != statuses.constEnd(); ++s )
    std::cout << "  status " << s.key().toStdString() << ": " << s.value() << "\n";
  for ( auto b = basis.constBegin(); b != basis.constEnd(); ++b )
    std::cout << "  design storm from " << b.key().toStdString() << ": " << b.value() << "\n";
}

TEST( DesignVolumeSampleCity, TheCommittedRainfallMapsAreWhatTheGeneratorMakes )
{
  QTemporaryDir dir;
  QProcess generator;
  generator.start( QStringLiteral( SAMPLECITY_EXE ), { QStringLiteral( "--out" ), dir.path() } );
  ASSERT_TRUE( generator.waitForFinished( 120000 ) && generator.exitCode() == 0 ) << generator.readAllStandardError().toStdString();
  for ( const QString &name : { QStringLiteral( "design_storm_85th.tif" ), QStringLiteral( "intensity_1yr_1hr.tif" ) } )
  {
    QFile fresh( dir.filePath( name ) );
    QFile committed( SwTestData::sampleDataDir() + QLatin1Char( '/' ) + name );
    ASSERT_TRUE( fresh.open( QIODevice::ReadOnly ) && committed.open( QIODevice::ReadOnly ) ) << name.toStdString();
    EXPECT_TRUE( fresh.readAll() == committed.readAll() ) << "sample_data/" << name.toStdString() << " is stale; regenerate it with build/sample_data/samplecity --out DIR and copy it";
  }
}
