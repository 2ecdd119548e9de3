/***************************************************************************
  test_designvolume.cpp: stormwater:designvolume against hand calculations.
  The method is the profile's composite runoff coefficient,

    SWQDv (cu ft) = C x P (in) / 12 x A (sq ft),  C = 0.9 x IMP + Cu x (1 - IMP),

  with P the greater of 0.75 in and the 85th percentile depth; retain =
  SWQDv x (1 - infeasible share); biofiltration = 1.5 x the rest. Each
  expected figure below is worked by hand in its comment. Cu = 0.1 is this
  test's own example value for a pervious share (given as
  PERVIOUS_RUNOFF_COEFFICIENT), not a claim about any soil.
 ***************************************************************************/
#include "swdesignvolumetest.h"
#include "../hillside/swhillsidetest.h"

#include "core/compat.h"

#include <QFile>
#include <QTemporaryDir>

#include <gtest/gtest.h>

#include <cmath>

using namespace SwDesignVolumeTest;
using SwTestFeature::isNull;
using SwTestFeature::number;
using SwTestFeature::rect;
using SwTestFeature::text;

TEST_F( DesignVolume, TenThousandSquareFeetSixtyPercentImpervious )
{
  // C = 0.9 x 0.6 + 0.1 x 0.4 = 0.54 + 0.04 = 0.58
  // SWQDv = 0.58 x 0.85 / 12 x 10,000 = 0.58 x 8,500 / 12 = 4,930 / 12 = 410.8333 cu ft
  const Screened s = lot( 0.85, withCu( 0.1 ) );
  ASSERT_TRUE( s.run.ok ) << s.run.error.toStdString();
  ASSERT_EQ( s.count, 1 );
  const QgsFeature f = s.byApn.value( QStringLiteral( "LOT" ) );
  EXPECT_EQ( text( f, "status" ), QStringLiteral( "ok" ) );
  EXPECT_DOUBLE_EQ( number( f, "design_storm_in" ), 0.85 );
  EXPECT_EQ( text( f, "design_storm_basis" ), QStringLiteral( "isohyet" ) );
  EXPECT_DOUBLE_EQ( number( f, "impervious_fraction" ), 0.6 );
  EXPECT_NEAR( number( f, "runoff_coefficient" ), 0.58, 1e-12 );
  EXPECT_NEAR( number( f, "swqdv_cuft" ), 4930.0 / 12.0, 1e-9 );
  // No infeasible share: the whole volume is retained, none biofiltrated.
  EXPECT_NEAR( number( f, "retain_cuft" ), 4930.0 / 12.0, 1e-9 );
  EXPECT_DOUBLE_EQ( number( f, "biofiltration_cuft" ), 0.0 );
  EXPECT_TRUE( text( f, "method" ).contains( QStringLiteral( "= 410.8 cu ft" ) ) ) << text( f, "method" ).toStdString();
  EXPECT_TRUE( text( f, "citation" ).contains( QStringLiteral( "12.16.114(D)(3)(a)" ) ) );
}

TEST_F( DesignVolume, ProfileCountsThePerviousShareAtTheImperviousCoefficient )
{
  // Signal Hill's profile has no confirmed Cu: C = 0.9 x 0.6 + 0.9 x 0.4 = 0.9
  // SWQDv = 0.9 x 0.85 / 12 x 10,000 = 7,650 / 12 = 637.5 cu ft
  const Screened s = lot( 0.85 );
  ASSERT_TRUE( s.run.ok ) << s.run.error.toStdString();
  const QgsFeature f = s.byApn.value( QStringLiteral( "LOT" ) );
  EXPECT_NEAR( number( f, "runoff_coefficient" ), 0.9, 1e-12 );
  EXPECT_NEAR( number( f, "swqdv_cuft" ), 637.5, 1e-9 );
  EXPECT_TRUE( s.run.warnings.join( '\n' ).contains( QStringLiteral( "does not lower any volume" ) ) ) << s.run.warnings.join( '\n' ).toStdString();
}

struct FloorCase
{
  double isohyetIn;
  double designIn;
  const char *basis;
  double swqdvCuft;
};

class DesignVolumeFloor : public DesignVolume, public ::testing::WithParamInterface<FloorCase>
{
};

TEST_P( DesignVolumeFloor, TheGreaterOfTheFixedDepthAndTheIsohyet )
{
  const FloorCase c = GetParam();
  const Screened s = lot( c.isohyetIn, withCu( 0.1 ) );
  ASSERT_TRUE( s.run.ok ) << s.run.error.toStdString();
  const QgsFeature f = s.byApn.value( QStringLiteral( "LOT" ) );
  EXPECT_DOUBLE_EQ( number( f, "isohyet_in" ), c.isohyetIn );
  EXPECT_DOUBLE_EQ( number( f, "design_storm_in" ), c.designIn );
  EXPECT_EQ( text( f, "design_storm_basis" ), QString::fromLatin1( c.basis ) );
  EXPECT_NEAR( number( f, "swqdv_cuft" ), c.swqdvCuft, 1e-9 );
}

// SWQDv = 0.58 x P / 12 x 10,000: P = 0.75 gives 0.58 x 625 = 362.5; P = 0.76 gives 0.58 x 7,600 / 12 = 4,408 / 12.
INSTANTIATE_TEST_SUITE_P( Floor, DesignVolumeFloor,
                          ::testing::Values( FloorCase{ 0.70, 0.75, "fixed_depth", 362.5 },         // the floor wins
                                             FloorCase{ 0.75, 0.75, "fixed_depth", 362.5 },         // a tie: the fixed depth
                                             FloorCase{ 0.76, 0.76, "isohyet", 4408.0 / 12.0 } ) ); // the isohyet wins

struct RetentionCase
{
  double infeasible;
  double retainCuft;
  double biofiltrationCuft;
};

class DesignVolumeRetention : public DesignVolume, public ::testing::WithParamInterface<RetentionCase>
{
};

TEST_P( DesignVolumeRetention, RetainTheFeasiblePartBiofiltrateOneAndAHalfTimesTheRest )
{
  const RetentionCase c = GetParam();
  const Screened s = lot( 0.85, withCu( 0.1 ), c.infeasible );
  ASSERT_TRUE( s.run.ok ) << s.run.error.toStdString();
  const QgsFeature f = s.byApn.value( QStringLiteral( "LOT" ) );
  EXPECT_EQ( text( f, "status" ), QStringLiteral( "ok" ) );
  EXPECT_NEAR( number( f, "retain_cuft" ), c.retainCuft, 1e-9 );
  EXPECT_NEAR( number( f, "biofiltration_cuft" ), c.biofiltrationCuft, 1e-9 );
  EXPECT_EQ( text( f, "citation" ).contains( QStringLiteral( "12.16.114(E)(3)" ) ), c.biofiltrationCuft > 0 );
}

// SWQDv = 4,930 / 12 cu ft. Share 0: all retained. Share 0.4: retain 4,930 x 0.6 / 12 = 2,958 / 12 = 246.5,
// biofiltrate 1.5 x 4,930 x 0.4 / 12 = 1.5 x 1,972 / 12 = 246.5. Share 1: retain 0, biofiltrate 1.5 x 4,930 / 12 = 616.25.
INSTANTIATE_TEST_SUITE_P( Shares, DesignVolumeRetention,
                          ::testing::Values( RetentionCase{ 0.0, 4930.0 / 12.0, 0.0 },
                                             RetentionCase{ 0.4, 246.5, 246.5 },
                                             RetentionCase{ 1.0, 0.0, 616.25 } ) );

TEST_F( DesignVolume, AnEmptyInfeasibleShareLeavesRetentionUndecided )
{
  // The screened layer has the field but no share for this parcel: the SWQDv stands (637.5 cu ft), retention is not decided.
  const Screened s = lot( 0.85, QVariantMap(), swNullVariant( SW_VARIANT_TYPE( Double ) ) );
  ASSERT_TRUE( s.run.ok ) << s.run.error.toStdString();
  const QgsFeature f = s.byApn.value( QStringLiteral( "LOT" ) );
  EXPECT_EQ( text( f, "status" ), QStringLiteral( "undecided_infeasible_fraction" ) );
  EXPECT_NEAR( number( f, "swqdv_cuft" ), 637.5, 1e-9 );
  EXPECT_TRUE( isNull( f, "retain_cuft" ) );
  EXPECT_TRUE( isNull( f, "biofiltration_cuft" ) );
}

TEST_F( DesignVolume, IsohyetsByExactCellCoverage )
{
  // Four 100 ft cells in a row (two rows): 0.875 in, 1.0 in, 0.625 in, NoData (all exact in Float32).
  SwHillsideTest::DemGrid grid;
  grid.left = SwTestFeature::X0;
  grid.top = SwTestFeature::Y0 + 200;
  grid.cell = 100;
  grid.cols = 4;
  grid.rows = 2;
  grid.unit = QStringLiteral( "in" );
  const QString raster = dir.filePath( QStringLiteral( "isohyets.tif" ) );
  ASSERT_TRUE( SwHillsideTest::writeDem( raster, grid, []( double x, double )
                                         {
    const double local = x - SwTestFeature::X0;
    return local < 100 ? 0.875 : local < 200 ? 1.0 : local < 300 ? 0.625 : std::nan( "" ); } ) );
  const QString layer = parcels( {
    // x 50..200: 50 x 100 = 5,000 sq ft at 0.875 and 100 x 100 = 10,000 sq ft at 1.0:
    // mean = (5,000 x 0.875 + 10,000 x 1.0) / 15,000 = 14,375 / 15,000 = 0.958333 in
    { rect( 50, 0, 200, 100 ), { QStringLiteral( "STRADDLE" ), 0.6, 0.0 } },
    // wholly on the 0.625 in cell: the 0.75 in floor wins
    { rect( 210, 10, 290, 90 ), { QStringLiteral( "LOW" ), 0.6, 0.0 } },
    // half on 0.625 in, half on NoData: not decided
    { rect( 250, 10, 350, 90 ), { QStringLiteral( "PARTLY" ), 0.6, 0.0 } },
    { rect( 310, 10, 390, 90 ), { QStringLiteral( "NODATA" ), 0.6, 0.0 } },
    { rect( 1000, 1000, 1100, 1100 ), { QStringLiteral( "OFF" ), 0.6, 0.0 } },
    { rect( 10, 110, 90, 190 ), { QStringLiteral( "NOIMP" ), QVariant(), 0.0 } },
    { rect( 10, 110, 90, 190 ), { QStringLiteral( "PERCENT" ), 60.0, 0.0 } },
    { rect( 10, 110, 90, 190 ), { QStringLiteral( "BADINF" ), 0.6, 1.5 } },
    { QString(), { QStringLiteral( "NOGEOM" ), 0.6, 0.0 } },
  } );
  QVariantMap parameters = withCu( 0.1 );
  parameters.insert( QStringLiteral( "PARCELS" ), layer );
  parameters.insert( QStringLiteral( "DESIGN_STORM" ), raster );
  const Screened s = run( parameters );
  ASSERT_TRUE( s.run.ok ) << s.run.error.toStdString();
  // Every parcel once.
  EXPECT_EQ( s.count, 9 );
  EXPECT_EQ( s.byApn.size(), 9 );

  const QgsFeature straddle = s.byApn.value( QStringLiteral( "STRADDLE" ) );
  EXPECT_EQ( text( straddle, "status" ), QStringLiteral( "ok" ) );
  EXPECT_NEAR( number( straddle, "isohyet_in" ), 14375.0 / 15000.0, 1e-12 );
  EXPECT_EQ( text( straddle, "design_storm_basis" ), QStringLiteral( "isohyet" ) );
  // SWQDv = 0.58 x (14,375 / 15,000) / 12 x 15,000 = 0.58 x 14,375 / 12 = 8,337.5 / 12 = 694.7917 cu ft
  EXPECT_NEAR( number( straddle, "swqdv_cuft" ), 8337.5 / 12.0, 1e-8 );

  const QgsFeature low = s.byApn.value( QStringLiteral( "LOW" ) );
  EXPECT_DOUBLE_EQ( number( low, "isohyet_in" ), 0.625 );
  EXPECT_DOUBLE_EQ( number( low, "design_storm_in" ), 0.75 );
  EXPECT_EQ( text( low, "design_storm_basis" ), QStringLiteral( "fixed_depth" ) );
  // 80 x 80 = 6,400 sq ft: SWQDv = 0.58 x 0.75 / 12 x 6,400 = 0.58 x 400 = 232 cu ft
  EXPECT_NEAR( number( low, "swqdv_cuft" ), 232.0, 1e-9 );

  const QgsFeature partly = s.byApn.value( QStringLiteral( "PARTLY" ) );
  EXPECT_EQ( text( partly, "status" ), QStringLiteral( "undecided_partly_outside_design_storm" ) );
  EXPECT_DOUBLE_EQ( number( partly, "isohyet_in" ), 0.625 );
  for ( const char *apn : { "PARTLY", "NODATA", "OFF", "NOIMP", "PERCENT", "NOGEOM" } )
  {
    const QgsFeature f = s.byApn.value( QString::fromLatin1( apn ) );
    for ( const char *field : { "design_storm_in", "swqdv_cuft", "retain_cuft", "biofiltration_cuft" } )
    {
      if ( QByteArray( apn ) == "NOIMP" || QByteArray( apn ) == "PERCENT" )
      {
        if ( QByteArray( field ) == "design_storm_in" )
          continue; // the storm is known, the impervious share is not
      }
      EXPECT_TRUE( isNull( f, field ) ) << apn << " " << field;
    }
  }
  EXPECT_EQ( text( s.byApn.value( QStringLiteral( "NODATA" ) ), "status" ), QStringLiteral( "undecided_outside_design_storm" ) );
  EXPECT_EQ( text( s.byApn.value( QStringLiteral( "OFF" ) ), "status" ), QStringLiteral( "undecided_outside_design_storm" ) );
  EXPECT_EQ( text( s.byApn.value( QStringLiteral( "NOIMP" ) ), "status" ), QStringLiteral( "undecided_impervious_fraction" ) );
  EXPECT_EQ( text( s.byApn.value( QStringLiteral( "PERCENT" ) ), "status" ), QStringLiteral( "invalid_impervious_fraction" ) );
  EXPECT_EQ( text( s.byApn.value( QStringLiteral( "NOGEOM" ) ), "status" ), QStringLiteral( "null_geometry" ) );
  // An infeasible share outside 0 to 1: the SWQDv stands, retention and biofiltration stay empty.
  const QgsFeature badInfeasible = s.byApn.value( QStringLiteral( "BADINF" ) );
  EXPECT_EQ( text( badInfeasible, "status" ), QStringLiteral( "invalid_infeasible_fraction" ) );
  EXPECT_FALSE( isNull( badInfeasible, "swqdv_cuft" ) );
  EXPECT_TRUE( isNull( badInfeasible, "retain_cuft" ) );
  EXPECT_TRUE( isNull( badInfeasible, "biofiltration_cuft" ) );
}

struct FlowCase
{
  const char *profile;
  QVariant mappedInHr;
  QVariant flowInHr;
  const char *status;
};

class DesignVolumeFlow : public DesignVolume, public ::testing::WithParamInterface<FlowCase>
{
};

TEST_P( DesignVolumeFlow, FlowThroughIntensityPerCity )
{
  const FlowCase c = GetParam();
  QVariantMap extra{ { QStringLiteral( "PROFILE" ), QString::fromLatin1( c.profile ) } };
  if ( !c.mappedInHr.isNull() )
    extra.insert( QStringLiteral( "FLOWTHROUGH_INTENSITY_IN_HR" ), c.mappedInHr );
  const Screened s = lot( 0.85, extra );
  ASSERT_TRUE( s.run.ok ) << s.run.error.toStdString();
  const QgsFeature f = s.byApn.value( QStringLiteral( "LOT" ) );
  EXPECT_EQ( text( f, "status" ), QString::fromLatin1( c.status ) );
  if ( c.flowInHr.isNull() )
    EXPECT_TRUE( isNull( f, "flowthrough_in_hr" ) );
  else
    EXPECT_NEAR( number( f, "flowthrough_in_hr" ), c.flowInHr.toDouble(), 1e-12 ) << text( f, "flowthrough_basis" ).toStdString();
  // The volume stands whatever the flow-through intensity.
  EXPECT_NEAR( number( f, "swqdv_cuft" ), 637.5, 1e-9 );
}

// Signal Hill 12.16.114(E)(5): the greater of 0.2 in/hr and the one year, one-hour intensity; without it, undecided.
// Beverly Hills F.3.g(1) (and Cudahy's permit figures): either 0.2 in/hr or 2 x the 85th percentile hourly intensity, so the lesser;
// 0.2 in/hr complies alone. 2 x 0.07 = 0.14 < 0.2; 2 x 0.15 = 0.30 > 0.2.
INSTANTIATE_TEST_SUITE_P( Cities, DesignVolumeFlow,
                          ::testing::Values( FlowCase{ "signal-hill", QVariant(), QVariant(), "ok" }, // issue 47: the figure is empty, not the parcel
                                             FlowCase{ "signal-hill", 0.15, 0.2, "ok" },
                                             FlowCase{ "signal-hill", 0.45, 0.45, "ok" },
                                             FlowCase{ "beverly-hills", QVariant(), 0.2, "ok" },
                                             FlowCase{ "beverly-hills", 0.07, 0.14, "ok" },
                                             FlowCase{ "beverly-hills", 0.15, 0.2, "ok" },
                                             FlowCase{ "cudahy", 0.07, 0.14, "ok" } ) );

TEST_F( DesignVolume, CudahyIsComputedOnRequest )
{
  const Screened s = lot( 0.85, { { QStringLiteral( "PROFILE" ), QStringLiteral( "cudahy" ) } } );
  ASSERT_TRUE( s.run.ok ) << s.run.error.toStdString();
  EXPECT_TRUE( s.run.warnings.join( '\n' ).contains( QStringLiteral( "The design volume is not set by City of Cudahy's code" ) ) ) << s.run.warnings.join( '\n' ).toStdString();
}

TEST_F( DesignVolume, BadInputsAreNamed )
{
  const QString layer = parcels( { { rect( 0, 0, 100, 100 ), { QStringLiteral( "LOT" ), 0.6 } } } );
  Screened s = run( { { QStringLiteral( "PARCELS" ), layer } } );
  EXPECT_FALSE( s.run.ok );
  EXPECT_EQ( s.run.error, QStringLiteral( "The design volume needs the 85th percentile 24-hour rainfall: give DESIGN_STORM (the county's isohyets as a raster in inches) or DESIGN_STORM_IN (one depth in inches)" ) );

  s = run( { { QStringLiteral( "PARCELS" ), layer }, { QStringLiteral( "DESIGN_STORM_IN" ), 0.8 }, { QStringLiteral( "IMPERVIOUS_FRACTION_FIELD" ), QStringLiteral( "imp" ) } } );
  EXPECT_FALSE( s.run.ok );
  EXPECT_EQ( s.run.error, QStringLiteral( "IMPERVIOUS_FRACTION_FIELD 'imp' is not a field of PARCELS layer 'parcels' (its fields: fid, apn, impervious_fraction)" ) );

  const QString bare = SwTestData::writeLayer( dir.filePath( QStringLiteral( "bare.gpkg" ) ), QStringLiteral( "bare" ), QStringLiteral( "MultiPolygon" ), QStringLiteral( "EPSG:2229" ), SwTestData::fields( { QStringLiteral( "apn:string" ) } ), { { rect( 0, 0, 100, 100 ), { QStringLiteral( "LOT" ) } } } );
  s = run( { { QStringLiteral( "PARCELS" ), bare }, { QStringLiteral( "DESIGN_STORM_IN" ), 0.8 } } );
  EXPECT_FALSE( s.run.ok );
  EXPECT_TRUE( s.run.error.startsWith( QStringLiteral( "The design volume needs each parcel's impervious share: give IMPERVIOUS_FRACTION_FIELD" ) ) ) << s.run.error.toStdString();
}

TEST_F( DesignVolume, TheMainJobRunsItOnlyWhenAskedAndReportsIt )
{
  const QString layer = parcels( { { rect( 0, 0, 100, 100 ), { QStringLiteral( "LOT" ), 0.6 } } } );
  const QString marsh = SwTestData::writeLayer( dir.filePath( QStringLiteral( "in.gpkg" ) ), QStringLiteral( "marsh" ), QStringLiteral( "MultiPolygon" ), QStringLiteral( "EPSG:2229" ), SwTestData::fields( { QStringLiteral( "name:string" ) } ), { { rect( 1000, 0, 1100, 100 ), { QStringLiteral( "Marsh" ) } } } );
  auto mainJob = [&]( QVariantMap parameters, const QString &name )
  {
    parameters.insert( QStringLiteral( "PARCELS" ), layer );
    parameters.insert( QStringLiteral( "SENSITIVE_AREAS" ), QVariantList{ marsh } );
    parameters.insert( QStringLiteral( "OUTPUT" ), dir.filePath( name + QStringLiteral( ".gpkg" ) ) );
    parameters.insert( QStringLiteral( "REPORT" ), dir.filePath( name + QStringLiteral( ".html" ) ) );
    return SwTestRun::run( QStringLiteral( "stormwater:screenparcels" ), parameters );
  };

  // Not asked: the ESA screen runs, the design volume is skipped and adds no field.
  const SwTestRun::Result without = mainJob( QVariantMap(), QStringLiteral( "without" ) );
  ASSERT_TRUE( without.ok ) << without.error.toStdString();
  EXPECT_LT( SwTestData::openLayer( dir.filePath( QStringLiteral( "without.gpkg" ) ) )->fields().lookupField( QStringLiteral( "swqdv_cuft" ) ), 0 );

  // Asked with DESIGN_STORM_IN: its fields, its own status, and a section in the report.
  const SwTestRun::Result with = mainJob( { { QStringLiteral( "DESIGN_STORM_IN" ), 0.85 }, { QStringLiteral( "PERVIOUS_RUNOFF_COEFFICIENT" ), 0.1 }, { QStringLiteral( "FLOWTHROUGH_INTENSITY_IN_HR" ), 0.45 } }, QStringLiteral( "with" ) );
  ASSERT_TRUE( with.ok ) << with.error.toStdString();
  std::unique_ptr<QgsVectorLayer> screened = SwTestData::openLayer( dir.filePath( QStringLiteral( "with.gpkg" ) ) );
  const QgsFeature f = SwTestData::featuresBy( screened.get(), QStringLiteral( "apn" ) ).value( QStringLiteral( "LOT" ) );
  EXPECT_NEAR( number( f, "swqdv_cuft" ), 4930.0 / 12.0, 1e-9 );
  EXPECT_EQ( text( f, "designvolume_status" ), QStringLiteral( "ok" ) );
  EXPECT_EQ( text( f, "status" ), QStringLiteral( "ok" ) );
  QFile report( dir.filePath( QStringLiteral( "with.html" ) ) );
  ASSERT_TRUE( report.open( QIODevice::ReadOnly ) );
  const QString html = QString::fromUtf8( report.readAll() );
  EXPECT_TRUE( html.contains( QStringLiteral( "Design volume (SWQDv)" ) ) );
  // A figure, not a flag: the decided lot is counted in the section's note (0.85 in, 410.8 cu ft shown as 411), not listed.
  EXPECT_TRUE( html.contains( QStringLiteral( "1 parcel(s) decided: SWQDv 411 cu ft in all, the largest 411 cu ft" ) ) ) << "no totals in the design volume section";
}

TEST_F( DesignVolume, TheMainJobBuildsOnItsOwnImperviousAndInfeasibleShares )
{
  // A 100 x 100 ft lot (10,000 sq ft), a 50 x 100 ft building on it (impervious share 0.5)
  // and a 25 x 100 ft brownfield (infeasible share 0.25).
  const QString data = dir.filePath( QStringLiteral( "city.gpkg" ) );
  const QgsFields named = SwTestData::fields( { QStringLiteral( "name:string" ) } );
  const QString lot = SwTestData::writeLayer( data, QStringLiteral( "parcels" ), QStringLiteral( "MultiPolygon" ), QStringLiteral( "EPSG:2229" ), SwTestData::fields( { QStringLiteral( "apn:string" ) } ), { { rect( 0, 0, 100, 100 ), { QStringLiteral( "LOT" ) } } } );
  const QString building = SwTestData::writeLayer( data, QStringLiteral( "structures" ), QStringLiteral( "MultiPolygon" ), QStringLiteral( "EPSG:2229" ), named, { { rect( 0, 0, 50, 100 ), { QStringLiteral( "house" ) } } } );
  const QString surveyed = SwTestData::writeLayer( data, QStringLiteral( "surveyed" ), QStringLiteral( "MultiPolygon" ), QStringLiteral( "EPSG:2229" ), named, { { rect( -10, -10, 110, 110 ), { QStringLiteral( "survey" ) } } } );
  const QString quarter = SwTestData::writeLayer( data, QStringLiteral( "brownfield_quarter" ), QStringLiteral( "MultiPolygon" ), QStringLiteral( "EPSG:2229" ), named, { { rect( 0, 0, 25, 100 ), { QStringLiteral( "old station" ) } } } );
  const QString half = SwTestData::writeLayer( data, QStringLiteral( "brownfield_half" ), QStringLiteral( "MultiPolygon" ), QStringLiteral( "EPSG:2229" ), named, { { rect( 0, 0, 50, 100 ), { QStringLiteral( "old station, grown" ) } } } );
  auto mainJob = [&]( const QString &parcels, const QString &brownfields, const QString &name )
  {
    const QVariantMap parameters{ { QStringLiteral( "PARCELS" ), parcels }, { QStringLiteral( "STRUCTURES" ), building }, { QStringLiteral( "STRUCTURES_COVERAGE" ), surveyed }, { QStringLiteral( "IMPERVIOUS" ), true }, { QStringLiteral( "BROWNFIELDS" ), brownfields }, { QStringLiteral( "DESIGN_STORM_IN" ), 0.85 }, { QStringLiteral( "PERVIOUS_RUNOFF_COEFFICIENT" ), 0.1 }, { QStringLiteral( "FLOWTHROUGH_INTENSITY_IN_HR" ), 0.45 }, { QStringLiteral( "OUTPUT" ), dir.filePath( name + QStringLiteral( ".gpkg" ) ) } };
    const SwTestRun::Result run = SwTestRun::run( QStringLiteral( "stormwater:screenparcels" ), parameters );
    EXPECT_TRUE( run.ok ) << run.error.toStdString();
    std::unique_ptr<QgsVectorLayer> screened = SwTestData::openLayer( dir.filePath( name + QStringLiteral( ".gpkg" ) ) );
    return SwTestData::featuresBy( screened.get(), QStringLiteral( "apn" ) ).value( QStringLiteral( "LOT" ) );
  };

  // C = 0.9 x 0.5 + 0.1 x 0.5 = 0.5; SWQDv = 0.5 x 0.85 / 12 x 10,000 = 354.1667 cu ft;
  // retain 0.75 of it (265.625), biofiltrate 1.5 x 0.25 of it (132.8125).
  const QgsFeature first = mainJob( lot, quarter, QStringLiteral( "first" ) );
  EXPECT_NEAR( number( first, "designvolume_impervious_fraction" ), 0.5, 1e-12 );
  EXPECT_NEAR( number( first, "runoff_coefficient" ), 0.5, 1e-12 );
  EXPECT_NEAR( number( first, "swqdv_cuft" ), 4250.0 / 12.0, 1e-9 );
  EXPECT_NEAR( number( first, "designvolume_infeasible_fraction" ), 0.25, 1e-12 );
  EXPECT_NEAR( number( first, "retain_cuft" ), 265.625, 1e-9 );
  EXPECT_NEAR( number( first, "biofiltration_cuft" ), 132.8125, 1e-9 );
  EXPECT_EQ( text( first, "designvolume_status" ), QStringLiteral( "ok" ) );

  // Run again on the screened layer, whose fields hold the first run's shares, with the brownfield
  // grown to half the lot: this run's infeasible share counts, never the stale field.
  // Retain 0.5 x 354.1667 = 177.0833, biofiltrate 1.5 x 0.5 x 354.1667 = 265.625.
  const QgsFeature second = mainJob( dir.filePath( QStringLiteral( "first.gpkg" ) ), half, QStringLiteral( "second" ) );
  EXPECT_NEAR( number( second, "designvolume_infeasible_fraction" ), 0.5, 1e-12 );
  EXPECT_NEAR( number( second, "retain_cuft" ), 2125.0 / 12.0, 1e-9 );
  EXPECT_NEAR( number( second, "biofiltration_cuft" ), 265.625, 1e-9 );
}
