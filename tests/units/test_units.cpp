/***************************************************************************
  test_units.cpp: feet, acres and the working CRS. Expected values come
  from the definitions (1 ftUS = 1200/3937 m, 1 acre = 43,560 sq ft) and
  from geodesic distances on the ellipsoid (QgsDistanceArea), never from the
  code under test.
 ***************************************************************************/
#include "core/swunits.h"
#include "core/swworkingcrs.h"

#include "qgscoordinatetransformcontext.h"
#include "qgsdistancearea.h"
#include "qgsexception.h"
#include "qgspointxy.h"

#include "swtestprint.h"

#include <gtest/gtest.h>

#include <cmath>

TEST( Units, UsSurveyFootIsExactly1200Over3937Metres )
{
  EXPECT_DOUBLE_EQ( SwUnits::US_FOOT_METRES, 1200.0 / 3937.0 );
  EXPECT_DOUBLE_EQ( SwUnits::feetToMetres( 3937.0 ), 1200.0 );
  EXPECT_DOUBLE_EQ( SwUnits::metresToFeet( 1200.0 ), 3937.0 );
  // The international foot is 0.3048 m: 2 parts per million shorter.
  EXPECT_NEAR( SwUnits::metresToFeet( 0.3048 ), 0.999998, 1e-6 );
}

TEST( Units, AcreIs43560SquareFeet )
{
  EXPECT_DOUBLE_EQ( SwUnits::SQFT_PER_ACRE, 43560.0 );
  EXPECT_DOUBLE_EQ( SwUnits::acresToSqft( 1.0 ), 43560.0 );
  EXPECT_DOUBLE_EQ( SwUnits::sqftToAcres( 52272.0 ), 1.2 );
}

struct FeetPerUnitCase
{
  const char *authid;
  double feetPerUnit;
};

class FeetPerUnit : public ::testing::TestWithParam<FeetPerUnitCase>
{
};

TEST_P( FeetPerUnit, ReadFromTheCrsDefinition )
{
  const FeetPerUnitCase c = GetParam();
  const QgsCoordinateReferenceSystem crs( QString::fromLatin1( c.authid ) );
  ASSERT_TRUE( crs.isValid() ) << c.authid;
  EXPECT_NEAR( SwUnits::feetPerMapUnit( crs ), c.feetPerUnit, 1e-12 ) << c.authid;
}

INSTANTIATE_TEST_SUITE_P( Crs, FeetPerUnit,
                          ::testing::Values(
                            FeetPerUnitCase{ "EPSG:2229", 1.0 },                     // NAD83 / California zone 5 (ftUS)
                            FeetPerUnitCase{ "EPSG:2228", 1.0 },                     // NAD83 / California zone 4 (ftUS)
                            FeetPerUnitCase{ "EPSG:26911", 3937.0 / 1200.0 },        // UTM 11N, metres
                            FeetPerUnitCase{ "EPSG:3310", 3937.0 / 1200.0 },         // California Albers, metres
                            FeetPerUnitCase{ "EPSG:2223", 0.3048 * 3937.0 / 1200.0 } // Arizona Central, international feet
                            ) );

TEST( Units, GeographicCrsHasNoFeetPerUnit )
{
  EXPECT_TRUE( std::isnan( SwUnits::feetPerMapUnit( QgsCoordinateReferenceSystem( QStringLiteral( "EPSG:4326" ) ) ) ) );
  EXPECT_TRUE( std::isnan( SwUnits::feetPerMapUnit( QgsCoordinateReferenceSystem() ) ) );
}

TEST( WorkingCrs, GeographicAndMercatorFallBackToCaliforniaZone5 )
{
  EXPECT_EQ( SwWorkingCrs::choose( QgsCoordinateReferenceSystem( QStringLiteral( "EPSG:4326" ) ) ).crs().authid(), QStringLiteral( "EPSG:2229" ) );
  EXPECT_EQ( SwWorkingCrs::choose( QgsCoordinateReferenceSystem( QStringLiteral( "EPSG:3857" ) ) ).crs().authid(), QStringLiteral( "EPSG:2229" ) );
  EXPECT_EQ( SwWorkingCrs::choose( QgsCoordinateReferenceSystem() ).crs().authid(), QStringLiteral( "EPSG:2229" ) );
}

TEST( WorkingCrs, ProjectedParcelsKeepTheirOwnCrs )
{
  const SwWorkingCrs utm = SwWorkingCrs::choose( QgsCoordinateReferenceSystem( QStringLiteral( "EPSG:26911" ) ) );
  EXPECT_EQ( utm.crs().authid(), QStringLiteral( "EPSG:26911" ) );
  EXPECT_DOUBLE_EQ( utm.toFeet( 1200.0 ), 3937.0 );
  EXPECT_DOUBLE_EQ( utm.toSquareFeet( 1.0 ), ( 3937.0 / 1200.0 ) * ( 3937.0 / 1200.0 ) );
}

TEST( WorkingCrs, RequestingAnUnsuitableCrsNamesIt )
{
  try
  {
    SwWorkingCrs::choose( QgsCoordinateReferenceSystem( QStringLiteral( "EPSG:2229" ) ), QgsCoordinateReferenceSystem( QStringLiteral( "EPSG:3857" ) ) );
    FAIL() << "EPSG:3857 was accepted as a working CRS";
  }
  catch ( QgsProcessingException &e )
  {
    EXPECT_EQ( e.what(), QStringLiteral( "The working CRS EPSG:3857 cannot measure feet: EPSG:3857 is a Mercator projection, whose scale at Los Angeles is off by about 20%. Choose a projected CRS such as EPSG:2229." ) );
  }
  try
  {
    SwWorkingCrs::choose( QgsCoordinateReferenceSystem(), QgsCoordinateReferenceSystem( QStringLiteral( "EPSG:4326" ) ) );
    FAIL() << "EPSG:4326 was accepted as a working CRS";
  }
  catch ( QgsProcessingException &e )
  {
    EXPECT_EQ( e.what(), QStringLiteral( "The working CRS EPSG:4326 cannot measure feet: EPSG:4326 is geographic (degrees). Choose a projected CRS such as EPSG:2229." ) );
  }
}

// Two points given in degrees: the distance measured after transforming into
// the working CRS must match the geodesic distance on the ellipsoid.
TEST( WorkingCrs, GeographicDistanceIsCorrectInFeetAfterTransformation )
{
  const QgsCoordinateReferenceSystem wgs84( QStringLiteral( "EPSG:4326" ) );
  const SwWorkingCrs working = SwWorkingCrs::choose( wgs84 );
  const QgsCoordinateTransform transform = working.transformFrom( wgs84, QgsCoordinateTransformContext() );

  QgsDistanceArea geodesic;
  geodesic.setSourceCrs( wgs84, QgsCoordinateTransformContext() );
  geodesic.setEllipsoid( QStringLiteral( "EPSG:7019" ) ); // GRS 1980, NAD83's ellipsoid

  const QList<QPair<QgsPointXY, QgsPointXY>> pairs{
    { QgsPointXY( -118.1700, 33.8000 ), QgsPointXY( -118.1700, 33.8006 ) }, // ~218 ft north
    { QgsPointXY( -118.1700, 33.8000 ), QgsPointXY( -118.1693, 33.8000 ) }, // ~212 ft east
    { QgsPointXY( -118.1900, 33.7900 ), QgsPointXY( -118.1500, 33.8100 ) }, // ~2.6 miles diagonal
  };
  for ( const auto &pair : pairs )
  {
    const double expectedFeet = SwUnits::metresToFeet( geodesic.measureLine( pair.first, pair.second ) );
    const QgsPointXY a = transform.transform( pair.first );
    const QgsPointXY b = transform.transform( pair.second );
    const double measuredFeet = working.toFeet( a.distance( b ) );
    // California zone 5's scale error near Signal Hill is under 1:10,000.
    EXPECT_NEAR( measuredFeet, expectedFeet, expectedFeet * 1e-4 ) << pair.first.toString().toStdString() << " to " << pair.second.toString().toStdString();
  }
}

// The mistake the working CRS exists to prevent: 200 units of EPSG:3857 at
// Los Angeles's latitude are only about 166 true feet.
TEST( WorkingCrs, TwoHundredWebMercatorUnitsAreAbout166FeetAtLosAngeles )
{
  const QgsCoordinateReferenceSystem mercator( QStringLiteral( "EPSG:3857" ) );
  const SwWorkingCrs working = SwWorkingCrs::choose( mercator );
  const QgsCoordinateTransform transform = working.transformFrom( mercator, QgsCoordinateTransformContext() );
  const QgsCoordinateTransform toMercator( QgsCoordinateReferenceSystem( QStringLiteral( "EPSG:4326" ) ), mercator, QgsCoordinateTransformContext() );
  const QgsPointXY origin = toMercator.transform( QgsPointXY( -118.17, 33.80 ) );
  const double metresOfMercator = SwUnits::feetToMetres( 200.0 );
  const QgsPointXY a = transform.transform( origin );
  const QgsPointXY b = transform.transform( QgsPointXY( origin.x() + metresOfMercator, origin.y() ) );
  const double trueFeet = working.toFeet( a.distance( b ) );
  EXPECT_NEAR( trueFeet, 200.0 * std::cos( 33.80 * M_PI / 180.0 ), 0.2 );
  EXPECT_LT( trueFeet, 170.0 );
}
