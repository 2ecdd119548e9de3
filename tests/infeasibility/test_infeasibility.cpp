/***************************************************************************
  test_infeasibility.cpp: stormwater:infeasibility on synthetic layers whose
  answers are known by construction: parcels 99, 99.99, 100, 100.01 and
  101 ft from a drinking well (areas against the analytic circular segment,
  within the well polygon's stated error), an irrigation well, two
  overlapping circles counted once, wells of unknown use and approximate
  position, a parcel wholly in a brownfield, half on slow soil, soil rates
  0.29/0.3/0.31, groundwater 4/7/12 ft and 5/10 ft boundaries, conditions
  overlapping, a many-vertex hazard zone, metres and degrees, broken
  parcels, bad inputs, the ZONES map, threads, cancellation.
 ***************************************************************************/
#include "swinfeasibilitytest.h"
#include "screens/infeasibility/swinfeasibilityscreen.h"

#include "qgscoordinatetransform.h"
#include "qgscoordinatetransformcontext.h"
#include "qgsprocessingcontext.h"

#include <QFileInfo>
#include <QTemporaryDir>
#include <QThreadPool>

#include <gtest/gtest.h>

using namespace SwInfeasibilityTest;

namespace
{
  using SwTestFeature::isNull;
  using SwTestFeature::number;
  using SwTestFeature::text;

  // Areas are written to 0.001 sq ft.
  constexpr double ROUNDING = 0.0005;

  //! The wells scene: one drinking well (or two) per parcel, set by construction.
  struct WellScene
  {
    QTemporaryDir dir;
    QString parcels;
    QString wells;

    WellScene()
    {
      const QString data = dir.filePath( QStringLiteral( "wells.gpkg" ) );
      parcels = SwTestData::writeLayer( data, QStringLiteral( "parcels" ), QStringLiteral( "MultiPolygon" ), QStringLiteral( "EPSG:2229" ), parcelFields(),
                                        { { rect( 150, 0, 350, 201 ), { QStringLiteral( "d99" ), QStringLiteral( "A" ) } },
                                          { rect( 1150, 0, 1350, 199 ), { QStringLiteral( "d101" ), QStringLiteral( "B" ) } },
                                          { rect( 2150, 0, 2350, 200 ), { QStringLiteral( "irrigation" ), QStringLiteral( "C" ) } },
                                          { rect( 3100, 200, 3600, 600 ), { QStringLiteral( "two-wells" ), QStringLiteral( "D" ) } },
                                          { rect( 4150, 0, 4350, 200 ), { QStringLiteral( "d100" ), QStringLiteral( "E" ) } },
                                          { rect( 5150, 0, 5350, 250 ), { QStringLiteral( "unknown-use" ), QStringLiteral( "F" ) } },
                                          { rect( 6150, 0, 6350, 250 ), { QStringLiteral( "public-supply" ), QStringLiteral( "G" ) } } } );
      wells = SwTestData::writeLayer( data, QStringLiteral( "wells" ), QStringLiteral( "Point" ), QStringLiteral( "EPSG:2229" ), wellFields(),
                                      { { point( 250, 300 ), { QStringLiteral( "W1" ), QStringLiteral( "drinking" ), QStringLiteral( "exact" ) } },
                                        { point( 1250, 300 ), { QStringLiteral( "W2" ), QStringLiteral( "municipal" ), QStringLiteral( "exact" ) } },
                                        { point( 2250, 250 ), { QStringLiteral( "W3" ), QStringLiteral( "irrigation" ), QStringLiteral( "exact" ) } },
                                        { point( 3300, 400 ), { QStringLiteral( "W4" ), QStringLiteral( "domestic" ), QStringLiteral( "exact" ) } },
                                        { point( 3400, 400 ), { QStringLiteral( "W5" ), QStringLiteral( "drinking" ), QStringLiteral( "Exact" ) } },
                                        { point( 4250, 300 ), { QStringLiteral( "W6" ), QStringLiteral( "drinking" ), QStringLiteral( "exact" ) } },
                                        { point( 5250, 300 ), { QStringLiteral( "W7" ), QVariant(), QVariant() } },
                                        { point( 6250, 300 ), { QStringLiteral( "W8" ), QStringLiteral( "Public Supply" ), QStringLiteral( "approximate" ) } },
                                        { point( 9000, 9000 ), { QStringLiteral( "W9" ), QStringLiteral( "UNKNOWN" ), QStringLiteral( "exact" ) } },
                                        { point( 7250, 260 ), { QStringLiteral( "W10" ), QStringLiteral( "monitoring" ), QStringLiteral( "exact" ) } } } );
    }

    Screened run( const QString &name, QVariantMap extra = QVariantMap(), SwTestRun::RecordingFeedback *feedback = nullptr )
    {
      extra.insert( QStringLiteral( "PARCELS" ), parcels );
      extra.insert( QStringLiteral( "WELLS" ), wells );
      extra.insert( QStringLiteral( "OUTPUT" ), dir.filePath( name ) );
      return screen( extra, feedback );
    }
  };

  WellScene &wellScene()
  {
    static WellScene scene;
    return scene;
  }

  const Screened &defaultWellRun()
  {
    static Screened result = wellScene().run( QStringLiteral( "default.gpkg" ), { { QStringLiteral( "WELL_ACCURACY_FIELD" ), QStringLiteral( "accuracy" ) } } );
    return result;
  }
} // namespace

TEST( InfeasibilityWells, NinetyNineFeetCutsTheAnalyticSegment )
{
  const Screened &s = defaultWellRun();
  ASSERT_TRUE( s.run.ok ) << s.run.error.toStdString();
  ASSERT_EQ( s.count, 7 );
  const QgsFeature f = s.byApn.value( QStringLiteral( "d99" ) );
  EXPECT_DOUBLE_EQ( number( f, "well_distance_ft" ), 99.0 );
  EXPECT_EQ( text( f, "well_id" ), QStringLiteral( "W1" ) );
  // The true segment is 18.7 sq ft; the 256-gon around the circle lies
  // between the circle and the circle through its vertices.
  const double area = number( f, "well_infeasible_sqft" );
  EXPECT_GE( area, segment( 100, 99 ) - ROUNDING ) << area;
  EXPECT_LE( area, segment( outerRadius( 100 ), 99 ) + ROUNDING ) << area;
  EXPECT_DOUBLE_EQ( number( f, "infeasible_sqft" ), area );
  EXPECT_NEAR( number( f, "infeasible_fraction" ), area / ( 200.0 * 201.0 ), 1e-6 );
  EXPECT_EQ( text( f, "infeasibility" ), QStringLiteral( "partial" ) );
  EXPECT_EQ( text( f, "conditions" ), QStringLiteral( "drinking_well" ) );
  EXPECT_TRUE( text( f, "citation" ).contains( QStringLiteral( "12.16.114(E)(2)(c)" ) ) ) << text( f, "citation" ).toStdString();
  EXPECT_FALSE( f.attribute( QStringLiteral( "well_approximate" ) ).toBool() );
  EXPECT_EQ( text( f, "status" ), QStringLiteral( "ok" ) );
  // Conditions not given are not screened: empty, not 0.
  EXPECT_TRUE( isNull( f, "groundwater_infeasible_sqft" ) );
  EXPECT_TRUE( isNull( f, "soil_infeasible_sqft" ) );
  EXPECT_TRUE( isNull( f, "brownfield_infeasible_sqft" ) );
  EXPECT_TRUE( isNull( f, "geohazard_infeasible_sqft" ) );
}

TEST( InfeasibilityWells, OneHundredAndOneFeetIsOutside )
{
  const Screened &s = defaultWellRun();
  ASSERT_TRUE( s.run.ok ) << s.run.error.toStdString();
  const QgsFeature f = s.byApn.value( QStringLiteral( "d101" ) );
  EXPECT_DOUBLE_EQ( number( f, "well_distance_ft" ), 101.0 );
  EXPECT_EQ( text( f, "well_id" ), QStringLiteral( "W2" ) );
  EXPECT_DOUBLE_EQ( number( f, "well_infeasible_sqft" ), 0.0 );
  EXPECT_DOUBLE_EQ( number( f, "infeasible_sqft" ), 0.0 );
  EXPECT_EQ( text( f, "infeasibility" ), QStringLiteral( "none" ) );
  EXPECT_TRUE( isNull( f, "conditions" ) );
  EXPECT_TRUE( isNull( f, "citation" ) );
}

TEST( InfeasibilityWells, AnIrrigationWellFiftyFeetAwayNeverCounts )
{
  const Screened &s = defaultWellRun();
  ASSERT_TRUE( s.run.ok ) << s.run.error.toStdString();
  const QgsFeature f = s.byApn.value( QStringLiteral( "irrigation" ) );
  EXPECT_DOUBLE_EQ( number( f, "well_infeasible_sqft" ), 0.0 );
  EXPECT_EQ( text( f, "infeasibility" ), QStringLiteral( "none" ) );
  // The nearest drinking well is W2, 900 ft west and 100 ft north of the corner.
  EXPECT_NEAR( number( f, "well_distance_ft" ), std::sqrt( 900.0 * 900 + 100 * 100 ), 1e-6 );
  EXPECT_EQ( text( f, "well_id" ), QStringLiteral( "W2" ) );
}

TEST( InfeasibilityWells, OverlappingCirclesAreCountedOnce )
{
  const Screened &s = defaultWellRun();
  ASSERT_TRUE( s.run.ok ) << s.run.error.toStdString();
  const QgsFeature f = s.byApn.value( QStringLiteral( "two-wells" ) );
  EXPECT_DOUBLE_EQ( number( f, "well_distance_ft" ), 0.0 );
  EXPECT_EQ( text( f, "well_id" ), QStringLiteral( "W4" ) ); // a tie goes to the first well
  const double area = number( f, "well_infeasible_sqft" );
  // Two 100 ft circles 100 ft apart: 2 pi r^2 less the lens, 50,548 sq ft, not 62,832.
  EXPECT_GE( area, twoDiskUnion( 100, 100 ) - ROUNDING ) << area;
  EXPECT_LE( area, twoDiskUnion( outerRadius( 100 ), 100 ) + ROUNDING ) << area;
  EXPECT_LT( std::abs( area - twoDiskUnion( 100, 100 ) ) / twoDiskUnion( 100, 100 ), 0.001 );
  EXPECT_DOUBLE_EQ( number( f, "infeasible_sqft" ), area );
  EXPECT_EQ( text( f, "infeasibility" ), QStringLiteral( "partial" ) );
}

TEST( InfeasibilityWells, ExactlyOneHundredFeetTouchesWithoutArea )
{
  const Screened &s = defaultWellRun();
  ASSERT_TRUE( s.run.ok ) << s.run.error.toStdString();
  const QgsFeature f = s.byApn.value( QStringLiteral( "d100" ) );
  EXPECT_DOUBLE_EQ( number( f, "well_distance_ft" ), 100.0 );
  EXPECT_DOUBLE_EQ( number( f, "well_infeasible_sqft" ), 0.0 );
  EXPECT_EQ( text( f, "infeasibility" ), QStringLiteral( "none" ) );
}

TEST( InfeasibilityWells, UnknownUseCountsByDefaultAndIsReported )
{
  const Screened &s = defaultWellRun();
  ASSERT_TRUE( s.run.ok ) << s.run.error.toStdString();
  const QgsFeature f = s.byApn.value( QStringLiteral( "unknown-use" ) );
  EXPECT_EQ( text( f, "well_id" ), QStringLiteral( "W7" ) );
  EXPECT_DOUBLE_EQ( number( f, "well_distance_ft" ), 50.0 );
  const double area = number( f, "well_infeasible_sqft" );
  EXPECT_GE( area, segment( 100, 50 ) - ROUNDING );
  EXPECT_LE( area, segment( outerRadius( 100 ), 50 ) + ROUNDING );
  // W7 has no accuracy at all: not exact.
  EXPECT_TRUE( f.attribute( QStringLiteral( "well_approximate" ) ).toBool() );
  EXPECT_TRUE( s.run.warnings.contains( QStringLiteral( "WELLS: 2 well(s) of layer 'wells' have no known use (null, empty or 'unknown' in use); they count as drinking-water wells (UNKNOWN_USE_AS_DRINKING)" ) ) ) << s.run.warnings.join( '\n' ).toStdString();
  EXPECT_TRUE( s.run.warnings.contains( QStringLiteral( "WELLS: 2 counted well(s) of layer 'wells' are located only approximately (accuracy is not 'exact'); their zones are flagged approximate" ) ) ) << s.run.warnings.join( '\n' ).toStdString();

  const Screened off = wellScene().run( QStringLiteral( "unknown-off.gpkg" ), { { QStringLiteral( "UNKNOWN_USE_AS_DRINKING" ), false } } );
  ASSERT_TRUE( off.run.ok ) << off.run.error.toStdString();
  const QgsFeature g = off.byApn.value( QStringLiteral( "unknown-use" ) );
  EXPECT_DOUBLE_EQ( number( g, "well_infeasible_sqft" ), 0.0 );
  EXPECT_EQ( text( g, "infeasibility" ), QStringLiteral( "none" ) );
  EXPECT_EQ( text( g, "well_id" ), QStringLiteral( "W6" ) );
  EXPECT_NEAR( number( g, "well_distance_ft" ), std::sqrt( 900.0 * 900 + 50 * 50 ), 1e-6 );
  // Without WELL_ACCURACY_FIELD nothing is known about positions.
  EXPECT_TRUE( isNull( g, "well_approximate" ) );
  EXPECT_TRUE( off.run.warnings.contains( QStringLiteral( "WELLS: 2 well(s) of layer 'wells' have no known use (null, empty or 'unknown' in use); they are not counted (UNKNOWN_USE_AS_DRINKING is off)" ) ) ) << off.run.warnings.join( '\n' ).toStdString();
}

TEST( InfeasibilityWells, UsesCompareCaseInsensitivelyAndApproximateWellsAreFlagged )
{
  const Screened &s = defaultWellRun();
  ASSERT_TRUE( s.run.ok ) << s.run.error.toStdString();
  const QgsFeature f = s.byApn.value( QStringLiteral( "public-supply" ) );
  EXPECT_EQ( text( f, "well_id" ), QStringLiteral( "W8" ) );
  EXPECT_GE( number( f, "well_infeasible_sqft" ), segment( 100, 50 ) - ROUNDING );
  EXPECT_TRUE( f.attribute( QStringLiteral( "well_approximate" ) ).toBool() );
}

TEST( InfeasibilityWells, DrinkingValuesAndDistanceAreParameters )
{
  // Only "irrigation" means drinking water here; unknown uses stay out.
  const Screened s = wellScene().run( QStringLiteral( "irrigation.gpkg" ), { { QStringLiteral( "DRINKING_VALUES" ), QStringLiteral( " Irrigation , potable" ) }, { QStringLiteral( "UNKNOWN_USE_AS_DRINKING" ), false } } );
  ASSERT_TRUE( s.run.ok ) << s.run.error.toStdString();
  const QgsFeature irrigation = s.byApn.value( QStringLiteral( "irrigation" ) );
  EXPECT_EQ( text( irrigation, "well_id" ), QStringLiteral( "W3" ) );
  EXPECT_DOUBLE_EQ( number( irrigation, "well_distance_ft" ), 50.0 );
  EXPECT_EQ( text( irrigation, "infeasibility" ), QStringLiteral( "partial" ) );
  EXPECT_DOUBLE_EQ( number( s.byApn.value( QStringLiteral( "d99" ) ), "well_infeasible_sqft" ), 0.0 );

  // 120 ft reaches 19 ft into the lot 101 ft away; the 130 ft chord stays inside its 200 ft width.
  const Screened wide = wellScene().run( QStringLiteral( "wide.gpkg" ), { { QStringLiteral( "WELL_DISTANCE" ), 120 } } );
  ASSERT_TRUE( wide.run.ok ) << wide.run.error.toStdString();
  const double area = number( wide.byApn.value( QStringLiteral( "d101" ) ), "well_infeasible_sqft" );
  EXPECT_GE( area, segment( 120, 101 ) - ROUNDING );
  EXPECT_LE( area, segment( outerRadius( 120 ), 101 ) + ROUNDING );
  EXPECT_TRUE( text( wide.byApn.value( QStringLiteral( "d101" ) ), "citation" ).contains( QStringLiteral( "100 feet" ) ) );

  // No well means drinking water here: said so, and nothing is near one.
  SwTestRun::RecordingFeedback feedback;
  const Screened none = wellScene().run( QStringLiteral( "none.gpkg" ), { { QStringLiteral( "DRINKING_VALUES" ), QStringLiteral( "spring" ) }, { QStringLiteral( "UNKNOWN_USE_AS_DRINKING" ), false } }, &feedback );
  ASSERT_TRUE( none.run.ok ) << none.run.error.toStdString();
  EXPECT_TRUE( none.run.warnings.contains( QStringLiteral( "WELLS: layer 'wells' has no drinking-water well (uses counted: spring); no parcel is within reach of one" ) ) ) << none.run.warnings.join( '\n' ).toStdString();
  EXPECT_FALSE( none.run.warnings.join( '\n' ).contains( QStringLiteral( "has no features" ) ) );
  EXPECT_TRUE( isNull( none.byApn.value( QStringLiteral( "d99" ) ), "well_distance_ft" ) );
  EXPECT_EQ( text( none.byApn.value( QStringLiteral( "d99" ) ), "infeasibility" ), QStringLiteral( "none" ) );

  // Beyond the search limit the distance is left empty.
  const Screened near = wellScene().run( QStringLiteral( "near.gpkg" ), { { QStringLiteral( "WELL_SEARCH_LIMIT" ), 500 } } );
  ASSERT_TRUE( near.run.ok ) << near.run.error.toStdString();
  EXPECT_TRUE( isNull( near.byApn.value( QStringLiteral( "irrigation" ) ), "well_distance_ft" ) );
  EXPECT_TRUE( isNull( near.byApn.value( QStringLiteral( "irrigation" ) ), "well_id" ) );
  EXPECT_DOUBLE_EQ( number( near.byApn.value( QStringLiteral( "d101" ) ), "well_distance_ft" ), 101.0 );
}

// A drinking well 300 ft north of the parcel's south edge; the parcel's
// north edge sits at the distance below the well.
struct WellDistanceCase
{
  const char *apn;
  double distance;
  const char *infeasibility;
};

class InfeasibilityWellBoundary : public ::testing::TestWithParam<WellDistanceCase>
{
};

TEST_P( InfeasibilityWellBoundary, WithinOneHundredFeetIsMeasuredByArea )
{
  static QTemporaryDir dir;
  static Screened result;
  static const std::vector<WellDistanceCase> cases = { { "99", 99 }, { "99.99", 99.99 }, { "100", 100 }, { "100.01", 100.01 }, { "101", 101 }, { "0", 0 } };
  if ( result.byApn.isEmpty() )
  {
    const QString data = dir.filePath( QStringLiteral( "boundary.gpkg" ) );
    std::vector<SwTestData::Row> parcels;
    std::vector<SwTestData::Row> wells;
    double x = 0;
    for ( const WellDistanceCase &c : cases )
    {
      parcels.push_back( { rect( x, 0, x + 200, 300 - c.distance ), { QString::fromLatin1( c.apn ), QString() } } );
      wells.push_back( { point( x + 100, 300 ), { QStringLiteral( "W%1" ).arg( c.apn ), QStringLiteral( "drinking" ), QStringLiteral( "exact" ) } } );
      x += 1000;
    }
    result = screen( { { QStringLiteral( "PARCELS" ), SwTestData::writeLayer( data, QStringLiteral( "parcels" ), QStringLiteral( "MultiPolygon" ), QStringLiteral( "EPSG:2229" ), parcelFields(), parcels ) },
                       { QStringLiteral( "WELLS" ), SwTestData::writeLayer( data, QStringLiteral( "wells" ), QStringLiteral( "Point" ), QStringLiteral( "EPSG:2229" ), wellFields(), wells ) },
                       { QStringLiteral( "OUTPUT" ), dir.filePath( QStringLiteral( "out.gpkg" ) ) } } );
    ASSERT_TRUE( result.run.ok ) << result.run.error.toStdString();
  }
  const WellDistanceCase c = GetParam();
  const QgsFeature f = result.byApn.value( QString::fromLatin1( c.apn ) );
  EXPECT_NEAR( number( f, "well_distance_ft" ), c.distance, 1e-6 ) << c.apn;
  const double area = number( f, "well_infeasible_sqft" );
  EXPECT_GE( area, segment( 100, c.distance ) - ROUNDING ) << c.apn << " " << area;
  EXPECT_LE( area, c.distance > 100 ? 0.0 : segment( outerRadius( 100 ), c.distance ) + ROUNDING ) << c.apn << " " << area;
  EXPECT_EQ( text( f, "infeasibility" ), QString::fromLatin1( c.infeasibility ) ) << c.apn;
  EXPECT_EQ( text( f, "conditions" ), std::string( c.infeasibility ) == "none" ? QString() : QStringLiteral( "drinking_well" ) ) << c.apn;
}

INSTANTIATE_TEST_SUITE_P( Rows, InfeasibilityWellBoundary,
                          ::testing::Values(
                            WellDistanceCase{ "99", 99, "partial" },
                            // A 2.8 ft chord 0.01 ft deep: 0.019 sq ft, more than a sliver.
                            WellDistanceCase{ "99.99", 99.99, "partial" },
                            // The circle touches the parcel's edge: no area.
                            WellDistanceCase{ "100", 100, "none" },
                            WellDistanceCase{ "100.01", 100.01, "none" },
                            WellDistanceCase{ "101", 101, "none" },
                            // Half the circle lies on the parcel.
                            WellDistanceCase{ "0", 0, "partial" } ) );

TEST( InfeasibilityWells, WellsInDegreesAndParcelsInMetresMeasureInFeet )
{
  QTemporaryDir dir;
  const QString data = dir.filePath( QStringLiteral( "crs.gpkg" ) );
  // Wells in WGS 84: the well moved into degrees (a tool of the test).
  QgsGeometry well = QgsGeometry::fromWkt( point( 250, 300 ) );
  well.transform( QgsCoordinateTransform( QgsCoordinateReferenceSystem( QStringLiteral( "EPSG:2229" ) ), QgsCoordinateReferenceSystem( QStringLiteral( "EPSG:4326" ) ), QgsCoordinateTransformContext() ) );
  const QString parcels = SwTestData::writeLayer( data, QStringLiteral( "parcels" ), QStringLiteral( "MultiPolygon" ), QStringLiteral( "EPSG:2229" ), parcelFields(), { { rect( 150, 0, 350, 201 ), { QStringLiteral( "d99" ), QString() } } } );
  const QString wells = SwTestData::writeLayer( data, QStringLiteral( "wells" ), QStringLiteral( "Point" ), QStringLiteral( "EPSG:4326" ), wellFields(), { { well.asWkt( 12 ), { QStringLiteral( "W1" ), QStringLiteral( "drinking" ), QStringLiteral( "exact" ) } } } );
  Screened s = screen( { { QStringLiteral( "PARCELS" ), parcels }, { QStringLiteral( "WELLS" ), wells }, { QStringLiteral( "OUTPUT" ), dir.filePath( QStringLiteral( "o.gpkg" ) ) } } );
  ASSERT_TRUE( s.run.ok ) << s.run.error.toStdString();
  QgsFeature f = s.byApn.value( QStringLiteral( "d99" ) );
  // There and back through PROJ keeps the point to well under 0.001 ft.
  EXPECT_NEAR( number( f, "well_distance_ft" ), 99.0, 1e-3 );
  EXPECT_GE( number( f, "well_infeasible_sqft" ), segment( 100, 99.001 ) - ROUNDING );
  EXPECT_LE( number( f, "well_infeasible_sqft" ), segment( outerRadius( 100 ), 98.999 ) + ROUNDING );

  // Parcels and wells in UTM 11N metres: 30 m is 98.425 US ft (30 x 3937/1200),
  // and the circle is 100 US ft = 30.48006 m.
  const QString metricParcels = SwTestData::writeLayer( data, QStringLiteral( "utm_parcels" ), QStringLiteral( "MultiPolygon" ), QStringLiteral( "EPSG:26911" ), parcelFields(),
                                                        { { QStringLiteral( "MULTIPOLYGON(((390000 3740000, 390060 3740000, 390060 3740070, 390000 3740070, 390000 3740000)))" ), { QStringLiteral( "metric" ), QString() } } } );
  const QString metricWells = SwTestData::writeLayer( data, QStringLiteral( "utm_wells" ), QStringLiteral( "Point" ), QStringLiteral( "EPSG:26911" ), wellFields(), { { QStringLiteral( "POINT(390030 3740100)" ), { QStringLiteral( "M1" ), QStringLiteral( "drinking" ), QStringLiteral( "exact" ) } } } );
  s = screen( { { QStringLiteral( "PARCELS" ), metricParcels }, { QStringLiteral( "WELLS" ), metricWells }, { QStringLiteral( "OUTPUT" ), dir.filePath( QStringLiteral( "m.gpkg" ) ) } } );
  ASSERT_TRUE( s.run.ok ) << s.run.error.toStdString();
  f = s.byApn.value( QStringLiteral( "metric" ) );
  const double feetPerMetre = 3937.0 / 1200.0;
  EXPECT_NEAR( number( f, "well_distance_ft" ), 30 * feetPerMetre, 1e-6 );
  const double r = 100 / feetPerMetre;
  const double sqftPerSqm = feetPerMetre * feetPerMetre;
  EXPECT_GE( number( f, "well_infeasible_sqft" ), segment( r, 30 ) * sqftPerSqm - ROUNDING );
  EXPECT_LE( number( f, "well_infeasible_sqft" ), segment( outerRadius( r ), 30 ) * sqftPerSqm + ROUNDING );
  EXPECT_EQ( text( f, "infeasibility" ), QStringLiteral( "partial" ) );
}

TEST( InfeasibilityWells, ZonesHoldOneUnionedFeaturePerCondition )
{
  QTemporaryDir dir;
  const QString data = dir.filePath( QStringLiteral( "z.gpkg" ) );
  const QString parcels = SwTestData::writeLayer( data, QStringLiteral( "parcels" ), QStringLiteral( "MultiPolygon" ), QStringLiteral( "EPSG:2229" ), parcelFields(), { { rect( 0, 0, 100, 100 ), { QStringLiteral( "a" ), QString() } } } );
  const QString wells = SwTestData::writeLayer( data, QStringLiteral( "wells" ), QStringLiteral( "Point" ), QStringLiteral( "EPSG:2229" ), wellFields(),
                                                { { point( 1000, 1000 ), { QStringLiteral( "W1" ), QStringLiteral( "drinking" ), QStringLiteral( "exact" ) } },
                                                  { point( 3000, 1000 ), { QStringLiteral( "W2" ), QStringLiteral( "drinking" ), QStringLiteral( "approximate" ) } },
                                                  { point( 5000, 1000 ), { QStringLiteral( "W3" ), QStringLiteral( "irrigation" ), QStringLiteral( "exact" ) } } } );
  const QString brownfields = SwTestData::writeLayer( data, QStringLiteral( "brownfields" ), QStringLiteral( "MultiPolygon" ), QStringLiteral( "EPSG:2229" ), SwTestData::fields( { QStringLiteral( "site_name:string" ) } ),
                                                      { { rect( 0, 0, 100, 100 ), { QStringLiteral( "Tank farm" ) } }, { rect( 50, 0, 150, 100 ), { QStringLiteral( "Sump" ) } } } );
  const QString zones = dir.filePath( QStringLiteral( "zones.gpkg" ) );
  const Screened s = screen( { { QStringLiteral( "PARCELS" ), parcels }, { QStringLiteral( "WELLS" ), wells }, { QStringLiteral( "WELL_ACCURACY_FIELD" ), QStringLiteral( "accuracy" ) }, { QStringLiteral( "BROWNFIELDS" ), brownfields }, { QStringLiteral( "OUTPUT" ), dir.filePath( QStringLiteral( "o.gpkg" ) ) }, { QStringLiteral( "ZONES" ), zones } } );
  ASSERT_TRUE( s.run.ok ) << s.run.error.toStdString();
  std::unique_ptr<QgsVectorLayer> layer = SwTestData::openLayer( zones );
  ASSERT_EQ( layer->featureCount(), 2 );
  EXPECT_EQ( layer->crs().authid(), QStringLiteral( "EPSG:2229" ) );
  const QMap<QString, QgsFeature> byCondition = SwTestData::featuresBy( layer.get(), QStringLiteral( "condition" ) );
  const QgsFeature well = byCondition.value( QStringLiteral( "drinking_well" ) );
  // Two separate circles, each a 256-gon of area n r^2 tan(pi/n): 0.005% over pi r^2.
  const double polygonArea = CIRCLE_SIDES * 100.0 * 100.0 * std::tan( M_PI / CIRCLE_SIDES );
  EXPECT_NEAR( well.geometry().area(), 2 * polygonArea, 1e-6 );
  EXPECT_NEAR( number( well, "area_sqft" ), 2 * polygonArea, 1e-6 );
  EXPECT_LT( ( polygonArea - M_PI * 1e4 ) / ( M_PI * 1e4 ), 0.001 );
  EXPECT_GT( polygonArea, M_PI * 1e4 );
  EXPECT_EQ( well.geometry().constGet()->partCount(), 2 );
  EXPECT_TRUE( well.attribute( QStringLiteral( "approximate" ) ).toBool() );
  EXPECT_EQ( well.attribute( QStringLiteral( "sources" ) ).toLongLong(), 2 );
  EXPECT_EQ( text( well, "threshold" ), QStringLiteral( "within 100 ft of a drinking-water well" ) );
  EXPECT_TRUE( text( well, "citation" ).contains( QStringLiteral( "within 100 feet of a groundwater well used for drinking water" ) ) );
  const QgsFeature brownfield = byCondition.value( QStringLiteral( "brownfield" ) );
  // Two sites overlapping by half: one 150 x 100 ft zone.
  EXPECT_NEAR( brownfield.geometry().area(), 15000.0, 1e-6 );
  EXPECT_TRUE( brownfield.attribute( QStringLiteral( "approximate" ) ).isNull() );
  EXPECT_TRUE( text( brownfield, "citation" ).contains( QStringLiteral( "pollutant mobilization is a documented concern" ) ) );
  EXPECT_TRUE( text( brownfield, "citation" ).startsWith( QStringLiteral( "SHMC 12.16.114(E)(2)" ) ) ) << text( brownfield, "citation" ).toStdString();
}

namespace
{
  //! The polygon scene: brownfields, soils, groundwater, hazards, broken parcels.
  struct PolygonScene
  {
    QTemporaryDir dir;
    QVariantMap parameters;
    QString bigHazardWkt;
    QString edgeParcelWkt;
    Screened result;

    PolygonScene()
    {
      const QString data = dir.filePath( QStringLiteral( "polygons.gpkg" ) );
      // A liquefaction zone drawn with 2,000 vertices, to be cut into tiles.
      QStringList ring;
      for ( int i = 0; i <= 2000; ++i )
      {
        const double a = ( i % 2000 ) * 2 * M_PI / 2000;
        ring << QStringLiteral( "%1 %2" ).arg( X0 + 3000 + 300 * std::cos( a ), 0, 'f', 6 ).arg( Y0 + 3000 + 300 * std::sin( a ), 0, 'f', 6 );
      }
      bigHazardWkt = QStringLiteral( "MULTIPOLYGON(((%1)))" ).arg( ring.join( QLatin1String( ", " ) ) );
      edgeParcelWkt = rect( 3200, 2950, 3400, 3050 );
      const QString bowtie = QStringLiteral( "MULTIPOLYGON(((%1 %2, %3 %4, %1 %4, %3 %2, %1 %2)))" ).arg( X0, 0, 'f', 1 ).arg( Y0 + 1500, 0, 'f', 1 ).arg( X0 + 100, 0, 'f', 1 ).arg( Y0 + 1600, 0, 'f', 1 );
      std::vector<SwTestData::Row> parcels = {
        { rect( 0, 0, 200, 200 ), { QStringLiteral( "brownfield-full" ), QString() } },
        { rect( 300, 0, 480, 200 ), { QStringLiteral( "half-slow" ), QString() } },
        { rect( 700, 0, 800, 100 ), { QStringLiteral( "rate-0.29" ), QString() } },
        { rect( 900, 0, 1000, 100 ), { QStringLiteral( "rate-0.3" ), QString() } },
        { rect( 1100, 0, 1200, 100 ), { QStringLiteral( "rate-0.31" ), QString() } },
        { rect( 1300, 0, 1400, 100 ), { QStringLiteral( "rate-null" ), QString() } },
        { rect( 0, 500, 180, 700 ), { QStringLiteral( "gw-4" ), QString() } },
        { rect( 300, 500, 480, 700 ), { QStringLiteral( "gw-7" ), QString() } },
        { rect( 600, 500, 780, 700 ), { QStringLiteral( "gw-12" ), QString() } },
        { rect( 900, 500, 1000, 600 ), { QStringLiteral( "gw-10" ), QString() } },
        { rect( 1100, 500, 1200, 600 ), { QStringLiteral( "gw-10.01" ), QString() } },
        { rect( 1300, 500, 1400, 600 ), { QStringLiteral( "gw-5" ), QString() } },
        { rect( 1500, 500, 1600, 600 ), { QStringLiteral( "gw-5.01" ), QString() } },
        { rect( 0, 900, 200, 1000 ), { QStringLiteral( "gw-two-lenses" ), QString() } },
        { rect( 0, 1200, 100, 1300 ), { QStringLiteral( "overlap" ), QString() } },
        { bowtie, { QStringLiteral( "bowtie" ), QString() } },
        { QString(), { QStringLiteral( "null-geom" ), QString() } },
        { rect( 2000, 2000, 2100, 2100 ), { QStringLiteral( "clear" ), QString() } },
        { rect( 2900, 2900, 3000, 3000 ), { QStringLiteral( "in-big-hazard" ), QString() } },
        { edgeParcelWkt, { QStringLiteral( "edge-big-hazard" ), QString() } } };
      const QgsFields named = SwTestData::fields( { QStringLiteral( "site_name:string" ) } );
      const QString brownfields = SwTestData::writeLayer( data, QStringLiteral( "brownfields" ), QStringLiteral( "MultiPolygon" ), QStringLiteral( "EPSG:2229" ), named,
                                                          { { rect( -10, -20, 210, 200 ), { QStringLiteral( "Service station" ) } },
                                                            { rect( -10, 1190, 60, 1310 ), { QStringLiteral( "Dry cleaner" ) } },
                                                            { rect( -10, 1490, 110, 1610 ), { QStringLiteral( "Plating shop" ) } } } );
      const QgsFields soilFields = SwTestData::fields( { QStringLiteral( "musym:string" ), QStringLiteral( "ksat_in_hr:double" ) } );
      const QString soils = SwTestData::writeLayer( data, QStringLiteral( "soils" ), QStringLiteral( "MultiPolygon" ), QStringLiteral( "EPSG:2229" ), soilFields,
                                                    { { rect( 250, -40, 390, 240 ), { QStringLiteral( "ZaC" ), 0.06 } },
                                                      { rect( 390, -40, 600, 240 ), { QStringLiteral( "RmC" ), 1.2 } },
                                                      { rect( 690, -10, 810, 110 ), { QStringLiteral( "A" ), 0.29 } },
                                                      { rect( 890, -10, 1010, 110 ), { QStringLiteral( "B" ), 0.3 } },
                                                      { rect( 1090, -10, 1210, 110 ), { QStringLiteral( "C" ), 0.31 } },
                                                      { rect( 1290, -10, 1410, 110 ), { QStringLiteral( "D" ), QVariant() } } } );
      const QgsFields depthFields = SwTestData::fields( { QStringLiteral( "depth_ft:double" ) } );
      const QString groundwater = SwTestData::writeLayer( data, QStringLiteral( "groundwater" ), QStringLiteral( "MultiPolygon" ), QStringLiteral( "EPSG:2229" ), depthFields,
                                                          { { rect( -20, 480, 200, 720 ), { 4.0 } },
                                                            { rect( 280, 480, 500, 720 ), { 7.0 } },
                                                            { rect( 580, 480, 800, 720 ), { 12.0 } },
                                                            { rect( 890, 490, 1010, 610 ), { 10.0 } },
                                                            { rect( 1090, 490, 1210, 610 ), { 10.01 } },
                                                            { rect( 1290, 490, 1410, 610 ), { 5.0 } },
                                                            { rect( 1490, 490, 1610, 610 ), { 5.01 } },
                                                            { rect( -20, 880, 220, 1020 ), { 12.0 } },
                                                            { rect( -20, 880, 50, 1020 ), { 3.0 } },
                                                            { rect( 5000, 5000, 5100, 5100 ), { QVariant() } } } );
      const QgsFields hazardFields = SwTestData::fields( { QStringLiteral( "hazard:string" ), QStringLiteral( "source:string" ) } );
      const QString hazards = SwTestData::writeLayer( data, QStringLiteral( "geohazards" ), QStringLiteral( "MultiPolygon" ), QStringLiteral( "EPSG:2229" ), hazardFields,
                                                      { { rect( 40, 1190, 80, 1310 ), { QStringLiteral( "liquefaction" ), QStringLiteral( "CGS" ) } },
                                                        { rect( 70, 1190, 90, 1310 ), { QStringLiteral( "landslide" ), QStringLiteral( "CGS" ) } },
                                                        { bigHazardWkt, { QStringLiteral( "liquefaction" ), QStringLiteral( "CGS" ) } } } );
      parameters = { { QStringLiteral( "PARCELS" ), SwTestData::writeLayer( data, QStringLiteral( "parcels" ), QStringLiteral( "MultiPolygon" ), QStringLiteral( "EPSG:2229" ), parcelFields(), parcels ) },
                     { QStringLiteral( "BROWNFIELDS" ), brownfields },
                     { QStringLiteral( "SOILS" ), soils },
                     // The scene's soils and groundwater list the places with the condition only.
                     { QStringLiteral( "SOILS_OUTSIDE" ), QStringLiteral( "not_present" ) },
                     { QStringLiteral( "GROUNDWATER_OUTSIDE" ), QStringLiteral( "not_present" ) },
                     { QStringLiteral( "GROUNDWATER" ), groundwater },
                     { QStringLiteral( "GEOHAZARDS" ), hazards },
                     { QStringLiteral( "OUTPUT" ), dir.filePath( QStringLiteral( "out.gpkg" ) ) } };
      result = screen( parameters );
    }
  };

  PolygonScene &polygonScene()
  {
    static PolygonScene scene;
    return scene;
  }
} // namespace

TEST( InfeasibilityConditions, AParcelWhollyInABrownfieldIsFull )
{
  const Screened &s = polygonScene().result;
  ASSERT_TRUE( s.run.ok ) << s.run.error.toStdString();
  ASSERT_EQ( s.count, 20 );
  const QgsFeature f = s.byApn.value( QStringLiteral( "brownfield-full" ) );
  EXPECT_DOUBLE_EQ( number( f, "brownfield_infeasible_sqft" ), 40000.0 );
  EXPECT_DOUBLE_EQ( number( f, "infeasible_sqft" ), 40000.0 );
  EXPECT_DOUBLE_EQ( number( f, "infeasible_fraction" ), 1.0 );
  EXPECT_EQ( text( f, "infeasibility" ), QStringLiteral( "full" ) );
  EXPECT_EQ( text( f, "conditions" ), QStringLiteral( "brownfield" ) );
  EXPECT_TRUE( text( f, "citation" ).contains( QStringLiteral( "Brownfield development sites" ) ) );
  // Wells were not given: their fields stay empty.
  EXPECT_TRUE( isNull( f, "well_distance_ft" ) );
  EXPECT_TRUE( isNull( f, "well_infeasible_sqft" ) );
}

TEST( InfeasibilityConditions, HalfOnSlowSoilIsPartial )
{
  const Screened &s = polygonScene().result;
  ASSERT_TRUE( s.run.ok ) << s.run.error.toStdString();
  const QgsFeature f = s.byApn.value( QStringLiteral( "half-slow" ) );
  EXPECT_NEAR( number( f, "soil_infeasible_sqft" ), 18000.0, 1e-6 );
  EXPECT_NEAR( number( f, "infeasible_fraction" ), 0.5, 1e-9 );
  EXPECT_EQ( text( f, "infeasibility" ), QStringLiteral( "partial" ) );
  EXPECT_EQ( text( f, "conditions" ), QStringLiteral( "slow_soil" ) );
  EXPECT_TRUE( text( f, "citation" ).contains( QStringLiteral( "less than 0.3 inch per hour" ) ) );
  EXPECT_TRUE( s.run.warnings.contains( QStringLiteral( "SOILS: 1 soil area(s) of layer 'soils' have no infiltration rate in ksat_in_hr; they are not counted as slow" ) ) ) << s.run.warnings.join( '\n' ).toStdString();
}

struct ThresholdCase
{
  const char *apn;
  double infeasibleSqft;
  const char *infeasibility;
  double minDepth; // NaN: no groundwater under the parcel
  bool shallow;
};

class InfeasibilityThresholds : public ::testing::TestWithParam<ThresholdCase>
{
};

TEST_P( InfeasibilityThresholds, RatesBelowAndDepthsAtMostTheProfile )
{
  const Screened &s = polygonScene().result;
  ASSERT_TRUE( s.run.ok ) << s.run.error.toStdString();
  const ThresholdCase c = GetParam();
  const QgsFeature f = s.byApn.value( QString::fromLatin1( c.apn ) );
  EXPECT_NEAR( number( f, "infeasible_sqft" ), c.infeasibleSqft, 1e-6 ) << c.apn;
  EXPECT_EQ( text( f, "infeasibility" ), QString::fromLatin1( c.infeasibility ) ) << c.apn;
  if ( std::isnan( c.minDepth ) )
    EXPECT_TRUE( isNull( f, "groundwater_min_depth_ft" ) ) << c.apn;
  else
    EXPECT_DOUBLE_EQ( number( f, "groundwater_min_depth_ft" ), c.minDepth ) << c.apn;
  EXPECT_EQ( f.attribute( QStringLiteral( "groundwater_shallow" ) ).toBool(), c.shallow ) << c.apn;
}

INSTANTIATE_TEST_SUITE_P( Rows, InfeasibilityThresholds,
                          ::testing::Values(
                            ThresholdCase{ "rate-0.29", 10000, "full", NAN, false },
                            ThresholdCase{ "rate-0.3", 0, "none", NAN, false }, // "less than 0.3": 0.3 is not
                            ThresholdCase{ "rate-0.31", 0, "none", NAN, false },
                            ThresholdCase{ "rate-null", 0, "none", NAN, false },
                            ThresholdCase{ "gw-4", 36000, "full", 4, true },
                            ThresholdCase{ "gw-7", 36000, "full", 7, false },
                            ThresholdCase{ "gw-12", 0, "none", 12, false },
                            ThresholdCase{ "gw-10", 10000, "full", 10, false }, // "within ten feet" includes 10
                            ThresholdCase{ "gw-10.01", 0, "none", 10.01, false },
                            ThresholdCase{ "gw-5", 10000, "full", 5, true },
                            ThresholdCase{ "gw-5.01", 10000, "full", 5.01, false },
                            // 12 ft under it all, 3 ft under its west 50 ft.
                            ThresholdCase{ "gw-two-lenses", 5000, "partial", 3, true },
                            ThresholdCase{ "clear", 0, "none", NAN, false } ) );

TEST( InfeasibilityConditions, OverlappingConditionsAreCountedOnce )
{
  const Screened &s = polygonScene().result;
  ASSERT_TRUE( s.run.ok ) << s.run.error.toStdString();
  const QgsFeature f = s.byApn.value( QStringLiteral( "overlap" ) );
  // Brownfield x 0-60, liquefaction x 40-80, landslide x 70-90, on a 100 x 100 lot.
  EXPECT_NEAR( number( f, "brownfield_infeasible_sqft" ), 6000.0, 1e-6 );
  EXPECT_NEAR( number( f, "geohazard_infeasible_sqft" ), 5000.0, 1e-6 );
  EXPECT_NEAR( number( f, "infeasible_sqft" ), 9000.0, 1e-6 );
  EXPECT_NEAR( number( f, "infeasible_fraction" ), 0.9, 1e-9 );
  EXPECT_EQ( text( f, "infeasibility" ), QStringLiteral( "partial" ) );
  EXPECT_EQ( text( f, "conditions" ), QStringLiteral( "brownfield, geohazard" ) );
  EXPECT_EQ( text( f, "geohazard_types" ), QStringLiteral( "landslide, liquefaction" ) );
  EXPECT_EQ( text( f, "citation" ).count( QStringLiteral( "; " ) ), 1 );
  EXPECT_TRUE( text( f, "citation" ).contains( QStringLiteral( "potential geotechnical hazards" ) ) );
}

TEST( InfeasibilityConditions, AManyVertexZoneIsTiledWithoutLosingArea )
{
  const Screened &s = polygonScene().result;
  ASSERT_TRUE( s.run.ok ) << s.run.error.toStdString();
  EXPECT_DOUBLE_EQ( number( s.byApn.value( QStringLiteral( "in-big-hazard" ) ), "geohazard_infeasible_sqft" ), 10000.0 );
  EXPECT_EQ( text( s.byApn.value( QStringLiteral( "in-big-hazard" ) ), "infeasibility" ), QStringLiteral( "full" ) );
  // Expected from GEOS directly on the untiled zone.
  const double expected = QgsGeometry::fromWkt( polygonScene().edgeParcelWkt ).intersection( QgsGeometry::fromWkt( polygonScene().bigHazardWkt ) ).area();
  const QgsFeature edge = s.byApn.value( QStringLiteral( "edge-big-hazard" ) );
  EXPECT_NEAR( number( edge, "geohazard_infeasible_sqft" ), expected, 1e-3 );
  EXPECT_EQ( text( edge, "infeasibility" ), QStringLiteral( "partial" ) );
}

TEST( InfeasibilityConditions, BrokenParcelsAreWrittenWithAStatus )
{
  const Screened &s = polygonScene().result;
  ASSERT_TRUE( s.run.ok ) << s.run.error.toStdString();
  const QgsFeature nullGeom = s.byApn.value( QStringLiteral( "null-geom" ) );
  EXPECT_EQ( text( nullGeom, "status" ), QStringLiteral( "null_geometry" ) );
  EXPECT_TRUE( isNull( nullGeom, "infeasibility" ) );
  EXPECT_TRUE( isNull( nullGeom, "infeasible_sqft" ) );
  // The bow-tie repairs into two triangles of 2,500 sq ft, both in a brownfield.
  const QgsFeature bowtie = s.byApn.value( QStringLiteral( "bowtie" ) );
  EXPECT_EQ( text( bowtie, "status" ), QStringLiteral( "repaired" ) );
  EXPECT_NEAR( number( bowtie, "brownfield_infeasible_sqft" ), 5000.0, 1e-6 );
  EXPECT_EQ( text( bowtie, "infeasibility" ), QStringLiteral( "full" ) );
  EXPECT_TRUE( s.run.warnings.contains( QStringLiteral( "GROUNDWATER: 1 area(s) of layer 'groundwater' have no depth in depth_ft; they are ignored" ) ) ) << s.run.warnings.join( '\n' ).toStdString();
}

TEST( InfeasibilityConditions, ProfilesGiveTheCitationsAndSayWhenTheCodeIsSilent )
{
  QVariantMap parameters = polygonScene().parameters;
  parameters.insert( QStringLiteral( "OUTPUT" ), polygonScene().dir.filePath( QStringLiteral( "bh.gpkg" ) ) );
  parameters.insert( QStringLiteral( "PROFILE" ), QStringLiteral( "beverly-hills" ) );
  Screened s = screen( parameters );
  ASSERT_TRUE( s.run.ok ) << s.run.error.toStdString();
  EXPECT_TRUE( text( s.byApn.value( QStringLiteral( "half-slow" ) ), "citation" ).startsWith( QStringLiteral( "Beverly Hills Art. 5, F.3.d(1)" ) ) );
  EXPECT_TRUE( text( s.byApn.value( QStringLiteral( "gw-4" ) ), "citation" ).startsWith( QStringLiteral( "Beverly Hills Art. 5, F.3.d(2)" ) ) );
  EXPECT_TRUE( text( s.byApn.value( QStringLiteral( "brownfield-full" ) ), "citation" ).startsWith( QStringLiteral( "Beverly Hills Art. 5, F.3.d" ) ) );

  parameters.insert( QStringLiteral( "OUTPUT" ), polygonScene().dir.filePath( QStringLiteral( "cudahy.gpkg" ) ) );
  parameters.insert( QStringLiteral( "PROFILE" ), QStringLiteral( "cudahy" ) );
  s = screen( parameters );
  ASSERT_TRUE( s.run.ok ) << s.run.error.toStdString();
  EXPECT_TRUE( s.run.warnings.contains( QStringLiteral( "Technical infeasibility conditions are not listed in City of Cudahy's code (Cudahy Ch. 13.08 lists no technical infeasibility conditions; the screen is not required by this city's code); screened on request" ) ) ) << s.run.warnings.join( '\n' ).toStdString();
  EXPECT_EQ( text( s.byApn.value( QStringLiteral( "half-slow" ) ), "infeasibility" ), QStringLiteral( "partial" ) );
}

TEST( InfeasibilityConditions, ManyThreadsGiveTheAnswersOfOne )
{
  QTemporaryDir dir;
  const QString data = dir.filePath( QStringLiteral( "grid.gpkg" ) );
  std::vector<SwTestData::Row> parcels;
  for ( int i = 0; i < 3000; ++i )
  {
    const double x = ( i % 60 ) * 50.0;
    const double y = ( i / 60 ) * 40.0;
    parcels.push_back( { rect( x, y, x + 50, y + 40 ), { QStringLiteral( "p%1" ).arg( i ), QString() } } );
  }
  std::vector<SwTestData::Row> wells;
  for ( int i = 0; i < 12; ++i )
    wells.push_back( { point( 137.0 + 233 * i, 91.0 + 157 * ( i % 5 ) ), { QStringLiteral( "W%1" ).arg( i ), QStringLiteral( "drinking" ), QStringLiteral( "exact" ) } } );
  const QgsFields hazardFields = SwTestData::fields( { QStringLiteral( "hazard:string" ) } );
  QVariantMap parameters{ { QStringLiteral( "PARCELS" ), SwTestData::writeLayer( data, QStringLiteral( "parcels" ), QStringLiteral( "MultiPolygon" ), QStringLiteral( "EPSG:2229" ), parcelFields(), parcels ) },
                          { QStringLiteral( "WELLS" ), SwTestData::writeLayer( data, QStringLiteral( "wells" ), QStringLiteral( "Point" ), QStringLiteral( "EPSG:2229" ), wellFields(), wells ) },
                          { QStringLiteral( "GEOHAZARDS" ), SwTestData::writeLayer( data, QStringLiteral( "hazards" ), QStringLiteral( "MultiPolygon" ), QStringLiteral( "EPSG:2229" ), hazardFields, { { rect( 333, 277, 1777, 1333 ), { QStringLiteral( "landslide" ) } } } ) } };
  parameters.insert( QStringLiteral( "OUTPUT" ), dir.filePath( QStringLiteral( "many.gpkg" ) ) );
  const Screened many = screen( parameters );
  const int threads = QThreadPool::globalInstance()->maxThreadCount();
  QThreadPool::globalInstance()->setMaxThreadCount( 1 );
  parameters.insert( QStringLiteral( "OUTPUT" ), dir.filePath( QStringLiteral( "one.gpkg" ) ) );
  const Screened one = screen( parameters );
  QThreadPool::globalInstance()->setMaxThreadCount( threads );
  ASSERT_TRUE( many.run.ok ) << many.run.error.toStdString();
  ASSERT_TRUE( one.run.ok ) << one.run.error.toStdString();
  ASSERT_EQ( many.count, 3000 );
  int partial = 0;
  for ( auto it = one.byApn.constBegin(); it != one.byApn.constEnd(); ++it )
  {
    const QgsFeature other = many.byApn.value( it.key() );
    for ( const char *field : { "well_distance_ft", "well_id", "well_infeasible_sqft", "geohazard_infeasible_sqft", "infeasible_sqft", "infeasibility", "conditions" } )
      EXPECT_EQ( it.value().attribute( QString::fromLatin1( field ) ), other.attribute( QString::fromLatin1( field ) ) ) << it.key().toStdString() << " " << field;
    partial += text( it.value(), "infeasibility" ) == QLatin1String( "partial" ) ? 1 : 0;
  }
  EXPECT_GT( partial, 50 );
}

TEST( Infeasibility, BadInputsAreNamed )
{
  QTemporaryDir dir;
  const QString data = dir.filePath( QStringLiteral( "bad.gpkg" ) );
  const QString parcels = SwTestData::writeLayer( data, QStringLiteral( "parcels" ), QStringLiteral( "MultiPolygon" ), QStringLiteral( "EPSG:2229" ), parcelFields(), { { rect( 0, 0, 100, 100 ), { QStringLiteral( "a" ), QString() } } } );
  const QString wells = SwTestData::writeLayer( data, QStringLiteral( "wells" ), QStringLiteral( "Point" ), QStringLiteral( "EPSG:2229" ), wellFields(), { { point( 50, 150 ), { QStringLiteral( "W1" ), QStringLiteral( "drinking" ), QStringLiteral( "exact" ) } } } );
  const QString soils = SwTestData::writeLayer( data, QStringLiteral( "soils" ), QStringLiteral( "MultiPolygon" ), QStringLiteral( "EPSG:2229" ), SwTestData::fields( { QStringLiteral( "musym:string" ) } ), { { rect( 0, 0, 100, 100 ), { QStringLiteral( "ZaC" ) } } } );
  const QString groundwater = SwTestData::writeLayer( data, QStringLiteral( "groundwater" ), QStringLiteral( "MultiPolygon" ), QStringLiteral( "EPSG:2229" ), SwTestData::fields( { QStringLiteral( "depth:double" ) } ), { { rect( 0, 0, 100, 100 ), { 4.0 } } } );
  const QString out = dir.filePath( QStringLiteral( "o.gpkg" ) );
  auto error = [&]( QVariantMap parameters )
  {
    parameters.insert( QStringLiteral( "PARCELS" ), parcels );
    parameters.insert( QStringLiteral( "OUTPUT" ), out );
    return screen( parameters ).run.error;
  };
  EXPECT_EQ( error( {} ), QStringLiteral( "Give at least one of WELLS, GROUNDWATER, SOILS, BROWNFIELDS or GEOHAZARDS: technical infeasibility needs a condition to screen" ) );
  EXPECT_EQ( error( { { QStringLiteral( "WELLS" ), wells }, { QStringLiteral( "WELL_USE_FIELD" ), QStringLiteral( "purpose" ) } } ), QStringLiteral( "WELL_USE_FIELD 'purpose' is not a field of WELLS layer 'wells' (its fields: fid, well_id, use, accuracy)" ) );
  EXPECT_EQ( error( { { QStringLiteral( "WELLS" ), wells }, { QStringLiteral( "WELL_ACCURACY_FIELD" ), QStringLiteral( "precision" ) } } ), QStringLiteral( "WELL_ACCURACY_FIELD 'precision' is not a field of WELLS layer 'wells' (its fields: fid, well_id, use, accuracy)" ) );
  EXPECT_EQ( error( { { QStringLiteral( "WELLS" ), wells }, { QStringLiteral( "WELL_DISTANCE" ), 0 } } ), QStringLiteral( "WELL_DISTANCE must be a number of feet greater than 0; got '0'" ) );
  EXPECT_EQ( error( { { QStringLiteral( "WELLS" ), parcels } } ), QStringLiteral( "WELLS layer 'parcels' must hold points; it holds MultiPolygon" ) );
  EXPECT_EQ( error( { { QStringLiteral( "BROWNFIELDS" ), wells } } ), QStringLiteral( "BROWNFIELDS layer 'wells' must hold polygons; it holds Point" ) );
  EXPECT_EQ( error( { { QStringLiteral( "SOILS" ), soils } } ), QStringLiteral( "INFILTRATION_FIELD 'ksat_in_hr' is not a field of SOILS layer 'soils' (its fields: fid, musym)" ) );
  EXPECT_EQ( error( { { QStringLiteral( "GROUNDWATER" ), groundwater } } ), QStringLiteral( "GROUNDWATER_DEPTH_FIELD 'depth_ft' is not a field of GROUNDWATER layer 'groundwater' (its fields: fid, depth)" ) );
  // The depth field named: the lens is 4 ft deep under the whole lot.
  QVariantMap named{ { QStringLiteral( "PARCELS" ), parcels }, { QStringLiteral( "GROUNDWATER" ), groundwater }, { QStringLiteral( "GROUNDWATER_DEPTH_FIELD" ), QStringLiteral( "depth" ) }, { QStringLiteral( "OUTPUT" ), out } };
  const Screened s = screen( named );
  ASSERT_TRUE( s.run.ok ) << s.run.error.toStdString();
  EXPECT_EQ( text( s.byApn.value( QStringLiteral( "a" ) ), "infeasibility" ), QStringLiteral( "full" ) );
}

TEST( Infeasibility, ASoilsLayerWithoutRatesLeavesTheCombinedRunToOtherScreens )
{
  QTemporaryDir dir;
  const QString data = dir.filePath( QStringLiteral( "c.gpkg" ) );
  const QString hillsideSoils = SwTestData::writeLayer( data, QStringLiteral( "soils" ), QStringLiteral( "MultiPolygon" ), QStringLiteral( "EPSG:2229" ), SwTestData::fields( { QStringLiteral( "kfact:double" ) } ), { { rect( 0, 0, 100, 100 ), { 0.43 } } } );
  const QString rates = SwTestData::writeLayer( data, QStringLiteral( "rates" ), QStringLiteral( "MultiPolygon" ), QStringLiteral( "EPSG:2229" ), SwTestData::fields( { QStringLiteral( "ksat_in_hr:double" ) } ), { { rect( 0, 0, 100, 100 ), { 0.1 } } } );
  QgsProcessingContext context;
  SwInfeasibilityScreen infeasibility;
  EXPECT_FALSE( infeasibility.isConfigured( {}, context ) );
  EXPECT_FALSE( infeasibility.isConfigured( { { QStringLiteral( "SOILS" ), hillsideSoils } }, context ) );
  EXPECT_TRUE( infeasibility.isConfigured( { { QStringLiteral( "SOILS" ), rates } }, context ) );
  EXPECT_TRUE( infeasibility.isConfigured( { { QStringLiteral( "SOILS" ), hillsideSoils }, { QStringLiteral( "BROWNFIELDS" ), rates } }, context ) );
  EXPECT_FALSE( infeasibility.isConfigured( { { QStringLiteral( "SOILS" ), rates }, { QStringLiteral( "INFILTRATION_FIELD" ), QStringLiteral( "ksat" ) } }, context ) );
}

TEST( Infeasibility, ACancelledRunLeavesNoOutput )
{
  QTemporaryDir dir;
  const QString data = dir.filePath( QStringLiteral( "x.gpkg" ) );
  const QString parcels = SwTestData::writeLayer( data, QStringLiteral( "parcels" ), QStringLiteral( "MultiPolygon" ), QStringLiteral( "EPSG:2229" ), parcelFields(), { { rect( 0, 0, 100, 100 ), { QStringLiteral( "a" ), QString() } } } );
  const QString wells = SwTestData::writeLayer( data, QStringLiteral( "wells" ), QStringLiteral( "Point" ), QStringLiteral( "EPSG:2229" ), wellFields(), { { point( 50, 150 ), { QStringLiteral( "W1" ), QStringLiteral( "drinking" ), QStringLiteral( "exact" ) } } } );
  const QString out = dir.filePath( QStringLiteral( "cancelled.gpkg" ) );
  SwTestRun::RecordingFeedback feedback;
  feedback.cancel();
  const Screened s = screen( { { QStringLiteral( "PARCELS" ), parcels }, { QStringLiteral( "WELLS" ), wells }, { QStringLiteral( "OUTPUT" ), out } }, &feedback );
  EXPECT_FALSE( s.run.ok );
  EXPECT_EQ( s.run.error, QStringLiteral( "Canceled: no output was written" ) );
  EXPECT_FALSE( QFileInfo::exists( out ) );
}

TEST( Infeasibility, OnlyTheBrownfieldsTheExpressionKeepsCountAndTheLogSaysWhich )
{
  // Beverly Hills F.3.d(4): brownfield sites "where infiltration poses a risk of causing pollutant mobilization".
  QTemporaryDir dir;
  const QString data = dir.filePath( QStringLiteral( "b.gpkg" ) );
  const QString parcels = SwTestData::writeLayer( data, QStringLiteral( "parcels" ), QStringLiteral( "MultiPolygon" ), QStringLiteral( "EPSG:2229" ), parcelFields(),
                                                  { { rect( 0, 0, 100, 100 ), { QStringLiteral( "tank farm lot" ), QString() } }, { rect( 200, 0, 300, 100 ), { QStringLiteral( "capped lot" ), QString() } } } );
  const QString brownfields = SwTestData::writeLayer( data, QStringLiteral( "brownfields" ), QStringLiteral( "MultiPolygon" ), QStringLiteral( "EPSG:2229" ), SwTestData::fields( { QStringLiteral( "site_name:string" ), QStringLiteral( "mobilization_risk:string" ) } ),
                                                      { { rect( 0, 0, 50, 100 ), { QStringLiteral( "Tank farm" ), QStringLiteral( "yes" ) } }, { rect( 200, 0, 300, 100 ), { QStringLiteral( "Capped fill" ), QStringLiteral( "no" ) } } } );
  const Screened some = screen( { { QStringLiteral( "PARCELS" ), parcels }, { QStringLiteral( "BROWNFIELDS" ), brownfields }, { QStringLiteral( "BROWNFIELD_EXPRESSION" ), QStringLiteral( "\"mobilization_risk\" = 'yes'" ) }, { QStringLiteral( "PROFILE" ), QStringLiteral( "beverly-hills" ) }, { QStringLiteral( "OUTPUT" ), dir.filePath( QStringLiteral( "some.gpkg" ) ) } } );
  ASSERT_TRUE( some.run.ok ) << some.run.error.toStdString();
  EXPECT_NEAR( some.byApn.value( QStringLiteral( "tank farm lot" ) ).attribute( QStringLiteral( "brownfield_infeasible_sqft" ) ).toDouble(), 5000.0, 1e-6 );
  EXPECT_EQ( some.byApn.value( QStringLiteral( "capped lot" ) ).attribute( QStringLiteral( "infeasibility" ) ).toString(), QStringLiteral( "none" ) );
  EXPECT_TRUE( some.run.infos.join( '\n' ).contains( QStringLiteral( "BROWNFIELDS: 1 polygon(s) of layer 'brownfields' count as a brownfield site, where \"mobilization_risk\" = 'yes' is true (Beverly Hills Art. 5, F.3.d(4)" ) ) ) << some.run.infos.join( '\n' ).toStdString();
  // Without the expression every site counts, and the log says so.
  const Screened all = screen( { { QStringLiteral( "PARCELS" ), parcels }, { QStringLiteral( "BROWNFIELDS" ), brownfields }, { QStringLiteral( "PROFILE" ), QStringLiteral( "beverly-hills" ) }, { QStringLiteral( "OUTPUT" ), dir.filePath( QStringLiteral( "all.gpkg" ) ) } } );
  ASSERT_TRUE( all.run.ok ) << all.run.error.toStdString();
  EXPECT_EQ( all.byApn.value( QStringLiteral( "capped lot" ) ).attribute( QStringLiteral( "infeasibility" ) ).toString(), QStringLiteral( "full" ) );
  EXPECT_TRUE( all.run.infos.join( '\n' ).contains( QStringLiteral( "BROWNFIELDS: every one of the 2 polygon(s) of layer 'brownfields' counts as a brownfield site (Beverly Hills Art. 5, F.3.d(4)" ) ) ) << all.run.infos.join( '\n' ).toStdString();
  EXPECT_TRUE( all.run.infos.join( '\n' ).contains( QStringLiteral( "to count only some, give BROWNFIELD_EXPRESSION" ) ) );
}
