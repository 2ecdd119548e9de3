/***************************************************************************
  test_infeasibility_samplecity.cpp: stormwater:infeasibility on the sample
  city: every planted case of the answer key (I1-I9, NULLGEOM, BOWTIE), the
  warnings about unknown and approximate wells, the ZONES map, and every
  parcel against PostGIS on a server the test starts itself.
 ***************************************************************************/
#include "swinfeasibilitytest.h"

#include <QElapsedTimer>
#include <QTemporaryDir>

#include <gtest/gtest.h>

#include <iostream>

using namespace SwInfeasibilityTest;

namespace
{
  struct SampleRun
  {
    QTemporaryDir dir;
    Screened screened;
    QString zones;
    qint64 milliseconds = 0;
  };

  const SampleRun &sampleRun()
  {
    static SampleRun s;
    if ( s.screened.count == 0 )
    {
      s.zones = s.dir.filePath( QStringLiteral( "zones.gpkg" ) );
      QElapsedTimer timer;
      timer.start();
      s.screened = screen( { { QStringLiteral( "PARCELS" ), SwTestData::sampleLayer( QStringLiteral( "parcels" ) ) },
                             { QStringLiteral( "WELLS" ), SwTestData::sampleLayer( QStringLiteral( "wells" ) ) },
                             { QStringLiteral( "WELL_ACCURACY_FIELD" ), QStringLiteral( "accuracy" ) },
                             { QStringLiteral( "GROUNDWATER" ), SwTestData::sampleLayer( QStringLiteral( "groundwater" ) ) }, { QStringLiteral( "GROUNDWATER_OUTSIDE" ), QStringLiteral( "not_present" ) }, 
                             { QStringLiteral( "SOILS" ), SwTestData::sampleLayer( QStringLiteral( "soils" ) ) },
                             { QStringLiteral( "BROWNFIELDS" ), SwTestData::sampleLayer( QStringLiteral( "brownfields" ) ) },
                             { QStringLiteral( "GEOHAZARDS" ), SwTestData::sampleLayer( QStringLiteral( "geohazards" ) ) },
                             { QStringLiteral( "OUTPUT" ), s.dir.filePath( QStringLiteral( "infeasibility.gpkg" ) ) },
                             { QStringLiteral( "ZONES" ), s.zones } } );
      s.milliseconds = timer.elapsed();
    }
    return s;
  }

  //! Digits after the decimal point of a key's number ("18.828" has 3).
  int decimals( const QString &number )
  {
    const int point = number.indexOf( '.' );
    return point < 0 ? 0 : number.size() - point - 1;
  }
} // namespace

TEST( InfeasibilitySampleCity, EveryParcelIsWrittenOnce )
{
  const SampleRun &s = sampleRun();
  ASSERT_TRUE( s.screened.run.ok ) << s.screened.run.error.toStdString();
  std::unique_ptr<QgsVectorLayer> parcels = SwTestData::openLayer( SwTestData::sampleLayer( QStringLiteral( "parcels" ) ) );
  EXPECT_EQ( s.screened.count, parcels->featureCount() );
  EXPECT_EQ( s.screened.byApn.size(), parcels->featureCount() );
  std::cout << "stormwater:infeasibility on the sample city (" << s.screened.count << " parcels, all five conditions, ZONES): " << s.milliseconds << " ms" << std::endl;
}

TEST( InfeasibilitySampleCity, AnswerKeyCases )
{
  const SampleRun &s = sampleRun();
  ASSERT_TRUE( s.screened.run.ok ) << s.screened.run.error.toStdString();
  const QList<SwTestData::AnswerKeyRow> rows = SwTestData::answerKey( QStringLiteral( "infeasibility" ) );
  ASSERT_GE( rows.size(), 30 );
  // The key gives the true circles' areas. The wells' 256-gons lie between
  // the circle of 100 ft and the circle through their vertices, so a figure
  // they measure lies between the key and the same figure for that circle.
  const double r = 100;
  const double outer = outerRadius( r );
  const QMap<QString, double> wellExcess{ { QStringLiteral( "I1" ), segment( outer, 99 ) / segment( r, 99 ) }, { QStringLiteral( "I4" ), twoDiskUnion( outer, 100 ) / twoDiskUnion( r, 100 ) } };
  const QStringList wellFigures{ QStringLiteral( "well_infeasible_sqft" ), QStringLiteral( "infeasible_sqft" ), QStringLiteral( "infeasible_fraction" ) };
  for ( const SwTestData::AnswerKeyRow &row : rows )
  {
    const QString planted = row.why.section( ':', 0, 0 );
    const std::string where = QStringLiteral( "%1 %2 (%3)" ).arg( planted, row.field, row.apn ).toStdString();
    ASSERT_TRUE( s.screened.byApn.contains( row.apn ) ) << where;
    const QgsFeature f = s.screened.byApn.value( row.apn );
    ASSERT_GE( f.fields().lookupField( row.field ), 0 ) << where << ": no such field";
    const QVariant actual = f.attribute( row.field );
    bool numeric = false;
    const double expected = row.expected.toDouble( &numeric );
    if ( !numeric )
    {
      EXPECT_EQ( actual.toString(), row.expected ) << where;
      continue;
    }
    // Whole numbers are exact; others are rounded to the digits given.
    const int digits = decimals( row.expected );
    const double tolerance = digits == 0 ? 1e-3 : 0.5 * std::pow( 10.0, -digits ) + 1e-9;
    if ( wellExcess.contains( planted ) && wellFigures.contains( row.field ) )
    {
      EXPECT_GE( actual.toDouble(), expected - tolerance ) << where;
      EXPECT_LE( actual.toDouble(), expected * wellExcess.value( planted ) + tolerance ) << where;
    }
    else
      EXPECT_NEAR( actual.toDouble(), expected, tolerance ) << where;
  }
}

TEST( InfeasibilitySampleCity, UnknownAndApproximateWellsAreReported )
{
  const SampleRun &s = sampleRun();
  ASSERT_TRUE( s.screened.run.ok ) << s.screened.run.error.toStdString();
  // Counted independently: wells whose use is null, and counted (drinking or
  // unknown) wells whose accuracy is not exact.
  std::unique_ptr<QgsVectorLayer> wells = SwTestData::openLayer( SwTestData::sampleLayer( QStringLiteral( "wells" ) ) );
  const QStringList drinking{ QStringLiteral( "drinking" ), QStringLiteral( "drinking water" ), QStringLiteral( "public supply" ), QStringLiteral( "municipal" ), QStringLiteral( "domestic" ), QStringLiteral( "potable" ) };
  int unknown = 0;
  int approximate = 0;
  QgsFeatureIterator it = wells->getFeatures();
  QgsFeature well;
  while ( it.nextFeature( well ) )
  {
    const bool isUnknown = well.attribute( QStringLiteral( "use" ) ).isNull();
    unknown += isUnknown ? 1 : 0;
    if ( ( isUnknown || drinking.contains( well.attribute( QStringLiteral( "use" ) ).toString() ) ) && well.attribute( QStringLiteral( "accuracy" ) ).toString() != QLatin1String( "exact" ) )
      ++approximate;
  }
  ASSERT_GT( unknown, 0 );
  ASSERT_GT( approximate, 0 );
  EXPECT_TRUE( s.screened.run.warnings.contains( QStringLiteral( "WELLS: %1 well(s) of layer 'wells' have no known use (null, empty or 'unknown' in use); they count as drinking-water wells (UNKNOWN_USE_AS_DRINKING)" ).arg( unknown ) ) ) << s.screened.run.warnings.join( '\n' ).toStdString();
  EXPECT_TRUE( s.screened.run.warnings.contains( QStringLiteral( "WELLS: %1 counted well(s) of layer 'wells' are located only approximately (accuracy is not 'exact'); their zones are flagged approximate" ).arg( approximate ) ) ) << s.screened.run.warnings.join( '\n' ).toStdString();

  std::unique_ptr<QgsVectorLayer> zones = SwTestData::openLayer( s.zones );
  const QMap<QString, QgsFeature> byCondition = SwTestData::featuresBy( zones.get(), QStringLiteral( "condition" ) );
  EXPECT_EQ( byCondition.keys(), QStringList( { QStringLiteral( "brownfield" ), QStringLiteral( "drinking_well" ), QStringLiteral( "geohazard" ), QStringLiteral( "groundwater" ), QStringLiteral( "slow_soil" ) } ) );
  EXPECT_TRUE( byCondition.value( QStringLiteral( "drinking_well" ) ).attribute( QStringLiteral( "approximate" ) ).toBool() );
}

TEST( InfeasibilitySampleCity, EveryParcelAgreesWithPostgis )
{
  if ( !SwTestPostgis::available() )
    GTEST_SKIP() << "PostgreSQL or ogr2ogr is not installed";
  const SampleRun &s = sampleRun();
  ASSERT_TRUE( s.screened.run.ok ) << s.screened.run.error.toStdString();
  SwTestPostgis postgis;
  ASSERT_TRUE( postgis.ok() ) << postgis.error().toStdString();
  ASSERT_TRUE( postgis.load( SwTestData::sampleDataDir() + QStringLiteral( "/city.gpkg" ), { QStringLiteral( "parcels" ), QStringLiteral( "wells" ), QStringLiteral( "groundwater" ), QStringLiteral( "soils" ), QStringLiteral( "brownfields" ), QStringLiteral( "geohazards" ) } ) ) << postgis.error().toStdString();
  const PostgisComparison c = compareWithPostgis( s.screened, postgis );
  EXPECT_EQ( c.parcels, s.screened.count );
  std::cout << c.describe().toStdString() << std::endl;
  EXPECT_GT( c.withWells, 5 );
  EXPECT_GT( c.full, 5 );
}
