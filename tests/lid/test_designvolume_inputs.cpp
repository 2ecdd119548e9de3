/***************************************************************************
  test_designvolume_inputs.cpp: inputs of stormwater:designvolume that
  used to give a wrong figure with status ok (issue 47), refused now with
  the value, where it came from and what to fix; and a flow-through
  intensity that is not known, which empties that one figure, not the
  parcel. Expected figures are worked by hand in the comments.
 ***************************************************************************/
#include "swdesignvolumetest.h"
#include "../hillside/swhillsidetest.h"

#include "core/compat.h"

#include <sqlite3.h>

#include <QFile>

#include <gtest/gtest.h>

using namespace SwDesignVolumeTest;
using SwTestFeature::isNull;
using SwTestFeature::number;
using SwTestFeature::rect;
using SwTestFeature::text;

namespace
{
  //! One 400 x 200 ft raster of \a value everywhere under the lot, its band declaring \a unit, no NoData declared unless \a noData.
  QString flatRaster( const QTemporaryDir &dir, const QString &name, double value, const QString &unit, std::optional<double> noData = std::nullopt )
  {
    SwHillsideTest::DemGrid grid;
    grid.left = SwTestFeature::X0 - 100;
    grid.top = SwTestFeature::Y0 + 200;
    grid.cell = 100;
    grid.cols = 4;
    grid.rows = 3;
    grid.unit = unit;
    const QString path = dir.filePath( name + QStringLiteral( ".tif" ) );
    EXPECT_TRUE( SwHillsideTest::writeDem(
      path, grid, [value]( double, double )
      { return value; },
      noData ) );
    return path;
  }

  //! Writes \a sql into the GeoPackage at \a path, as another tool would.
  void execute( const QString &path, const char *sql )
  {
    sqlite3 *db = nullptr;
    ASSERT_EQ( sqlite3_open_v2( QFile::encodeName( path ).constData(), &db, SQLITE_OPEN_READWRITE, nullptr ), SQLITE_OK );
    // The spatial index's triggers call GDAL's SQL functions, which plain SQLite lacks; the geometry is not touched.
    QStringList triggers;
    sqlite3_stmt *rows = nullptr;
    sqlite3_prepare_v2( db, "SELECT name FROM sqlite_master WHERE type = 'trigger'", -1, &rows, nullptr );
    while ( sqlite3_step( rows ) == SQLITE_ROW )
      triggers << QString::fromUtf8( reinterpret_cast<const char *>( sqlite3_column_text( rows, 0 ) ) );
    sqlite3_finalize( rows );
    for ( const QString &trigger : std::as_const( triggers ) )
      sqlite3_exec( db, QStringLiteral( "DROP TRIGGER \"%1\"" ).arg( trigger ).toUtf8().constData(), nullptr, nullptr, nullptr );
    char *error = nullptr;
    sqlite3_exec( db, sql, nullptr, nullptr, &error );
    EXPECT_EQ( error, nullptr ) << ( error ? error : "" );
    sqlite3_free( error );
    sqlite3_close( db );
  }

  const char *const RANGE_HINT = "If the raster is in millimetres, declare its band's unit as mm (gdal_edit.py -units mm); if cells without data hold a value such as -9999 or -1, declare it as the band's NoData (gdal_edit.py -a_nodata -9999)";
} // namespace

struct StormRasterCase
{
  const char *name;
  double value;
  const char *unit;
  const char *error; //!< the message before the hint; empty: decided
};

class DesignStormRaster : public DesignVolume, public ::testing::WithParamInterface<StormRasterCase>
{
};

TEST_P( DesignStormRaster, ADepthTheCountysIsohyetsCannotHoldIsRefused )
{
  // Before: 21.59 read as inches gave SWQDv 0.58 x 21.59 / 12 x 10,000 = 10,435 cu ft, 25.4 times too much;
  // -1 and an undeclared -9999 gave the 0.75 in floor (362.5 cu ft), all with status ok.
  const StormRasterCase c = GetParam();
  QVariantMap parameters = withCu( 0.1 );
  parameters.insert( QStringLiteral( "PARCELS" ), parcels( { { rect( 0, 0, 100, 100 ), { QStringLiteral( "LOT" ), 0.6 } } } ) );
  parameters.insert( QStringLiteral( "DESIGN_STORM" ), flatRaster( dir, QStringLiteral( "isohyets" ), c.value, QString::fromLatin1( c.unit ) ) );
  const Screened s = run( parameters );
  if ( QByteArray( c.error ).isEmpty() )
  {
    ASSERT_TRUE( s.run.ok ) << s.run.error.toStdString();
    // 21.59 mm declared as mm = 0.85 in: SWQDv = 0.58 x 0.85 / 12 x 10,000 = 410.8333 cu ft
    EXPECT_NEAR( number( s.byApn.value( QStringLiteral( "LOT" ) ), "isohyet_in" ), 0.85, 1e-6 );
    EXPECT_NEAR( number( s.byApn.value( QStringLiteral( "LOT" ) ), "swqdv_cuft" ), 4930.0 / 12.0, 1e-4 );
    return;
  }
  EXPECT_FALSE( s.run.ok );
  EXPECT_EQ( s.run.error, QString::fromLatin1( c.error ) + QString::fromLatin1( RANGE_HINT ) );
}

INSTANTIATE_TEST_SUITE_P( Values, DesignStormRaster,
                          ::testing::Values( StormRasterCase{ "millimetres_as_inches", 21.59, "", "Parcel LOT: DESIGN_STORM 'isohyets' gives the 85th percentile 24-hour depth of 21.59 in over it (the band declares no unit: read as inches), outside the 0.3 to 3 in Los Angeles County's rainfall maps hold. " },
                                             StormRasterCase{ "millimetres_declared", 21.59, "mm", "" },
                                             StormRasterCase{ "minus_one_everywhere", -1, "in", "Parcel LOT: DESIGN_STORM 'isohyets' gives the 85th percentile 24-hour depth of -1 in over it (the band declares 'in': read as inches), outside the 0.3 to 3 in Los Angeles County's rainfall maps hold. " },
                                             StormRasterCase{ "undeclared_nodata", -9999, "", "Parcel LOT: DESIGN_STORM 'isohyets' gives the 85th percentile 24-hour depth of -9999 in over it (the band declares no unit: read as inches), outside the 0.3 to 3 in Los Angeles County's rainfall maps hold. " } ),
                          []( const ::testing::TestParamInfo<StormRasterCase> &info )
                          { return std::string( info.param.name ); } );

TEST_F( DesignVolume, ADeclaredNoDataLeavesTheParcelUndecidedNotRefused )
{
  // -9999 declared as the band's NoData: no rain is known over the lot, so it is undecided, as before.
  QVariantMap parameters = withCu( 0.1 );
  parameters.insert( QStringLiteral( "PARCELS" ), parcels( { { rect( 0, 0, 100, 100 ), { QStringLiteral( "LOT" ), 0.6 } } } ) );
  parameters.insert( QStringLiteral( "DESIGN_STORM" ), flatRaster( dir, QStringLiteral( "isohyets" ), -9999, QStringLiteral( "in" ), -9999.0 ) );
  const Screened s = run( parameters );
  ASSERT_TRUE( s.run.ok ) << s.run.error.toStdString();
  EXPECT_EQ( text( s.byApn.value( QStringLiteral( "LOT" ) ), "status" ), QStringLiteral( "undecided_outside_design_storm" ) );
}

struct NumberCase
{
  const char *parameter;
  double value;
  const char *profile;
  const char *error;
};

class DesignVolumeNumbers : public DesignVolume, public ::testing::WithParamInterface<NumberCase>
{
};

TEST_P( DesignVolumeNumbers, AFigureOutsideTheCountysMapsIsRefusedByName )
{
  const NumberCase c = GetParam();
  QVariantMap extra{ { QStringLiteral( "PROFILE" ), QString::fromLatin1( c.profile ) } };
  extra.insert( QString::fromLatin1( c.parameter ), c.value );
  const Screened s = lot( QByteArray( c.parameter ) == "DESIGN_STORM_IN" ? c.value : 0.85, extra );
  EXPECT_FALSE( s.run.ok );
  EXPECT_EQ( s.run.error, QString::fromLatin1( c.error ) );
}

// Before: every one of these was accepted (DESIGN_STORM_IN and the intensity took 0 to 100).
INSTANTIATE_TEST_SUITE_P( Parameters, DesignVolumeNumbers,
                          ::testing::Values( NumberCase{ "DESIGN_STORM_IN", 21.59, "signal-hill", "DESIGN_STORM_IN must be the 85th percentile 24-hour depth from 0.3 to 3 in, what Los Angeles County's rainfall maps hold (a figure outside is in another unit, or a NoData value); got '21.59'" },
                                             NumberCase{ "FLOWTHROUGH_INTENSITY_IN_HR", 0, "signal-hill", "FLOWTHROUGH_INTENSITY_IN_HR must be the rainfall intensity from 0.1 to 3 in/hr, what Los Angeles County's rainfall maps hold (a figure outside is in another unit, or a NoData value); got '0'" },
                                             NumberCase{ "FLOWTHROUGH_INTENSITY_IN_HR", -0.45, "signal-hill", "FLOWTHROUGH_INTENSITY_IN_HR must be the rainfall intensity from 0.1 to 3 in/hr, what Los Angeles County's rainfall maps hold (a figure outside is in another unit, or a NoData value); got '-0.45'" },
                                             // 11.43 mm/hr (0.45 in/hr) typed as in/hr
                                             NumberCase{ "FLOWTHROUGH_INTENSITY_IN_HR", 11.43, "signal-hill", "FLOWTHROUGH_INTENSITY_IN_HR must be the rainfall intensity from 0.1 to 3 in/hr, what Los Angeles County's rainfall maps hold (a figure outside is in another unit, or a NoData value); got '11.43'" },
                                             // Beverly Hills sizes on twice the mapped intensity (F.3.g(1)(B)): 0.1 to 3 in/hr of it is 0.05 to 1.5 mapped.
                                             NumberCase{ "FLOWTHROUGH_INTENSITY_IN_HR", 2, "beverly-hills", "FLOWTHROUGH_INTENSITY_IN_HR must be the rainfall intensity from 0.05 to 1.5 in/hr, what Los Angeles County's rainfall maps hold (a figure outside is in another unit, or a NoData value); got '2'" } ) );

TEST_F( DesignVolume, AnIntensityRasterOfZeroIsRefused )
{
  // Signal Hill 12.16.114(E)(5)(b): the one year, one-hour intensity; 0 everywhere is a raster with no rain in it.
  QVariantMap parameters{ { QStringLiteral( "PERVIOUS_RUNOFF_COEFFICIENT" ), 0.1 } };
  parameters.insert( QStringLiteral( "FLOWTHROUGH_INTENSITY" ), flatRaster( dir, QStringLiteral( "intensity" ), 0, QStringLiteral( "in/hr" ) ) );
  const Screened s = lot( 0.85, parameters );
  EXPECT_FALSE( s.run.ok );
  EXPECT_EQ( s.run.error, QStringLiteral( "Parcel LOT: FLOWTHROUGH_INTENSITY 'intensity' gives the rainfall intensity of 0 in/hr over it (the band declares 'in/hr': read as in/hr), outside the 0.1 to 3 in/hr Los Angeles County's rainfall maps hold. " ) + QString::fromLatin1( RANGE_HINT ) );
}

struct TextCase
{
  const char *field;
  const char *sql;
  const char *error;
};

class DesignVolumeText : public DesignVolume, public ::testing::WithParamInterface<TextCase>
{
};

TEST_P( DesignVolumeText, TextInANumberColumnIsRefusedNotReadAsZero )
{
  // SQLite keeps 'abc' in a REAL column and QGIS reads it as 0. Before: the impervious share 0 gave
  // C = 0.1 and SWQDv = 0.1 x 0.85 / 12 x 10,000 = 70.8 cu ft instead of 410.8, with status ok.
  const TextCase c = GetParam();
  const QString layer = SwTestData::writeLayer( dir.filePath( QStringLiteral( "in.gpkg" ) ), QStringLiteral( "parcels" ), QStringLiteral( "MultiPolygon" ), QStringLiteral( "EPSG:2229" ), SwTestData::fields( { QStringLiteral( "apn:string" ), QStringLiteral( "impervious_fraction:double" ), QStringLiteral( "infeasible_fraction:double" ), QStringLiteral( "cu:double" ) } ), { { rect( 0, 0, 100, 100 ), { QStringLiteral( "7004-001-007" ), 0.6, 0.0, 0.1 } } } );
  execute( dir.filePath( QStringLiteral( "in.gpkg" ) ), c.sql );
  const Screened s = run( { { QStringLiteral( "PARCELS" ), layer }, { QStringLiteral( "DESIGN_STORM_IN" ), 0.85 }, { QStringLiteral( "PERVIOUS_RUNOFF_COEFFICIENT_FIELD" ), QStringLiteral( "cu" ) }, { QStringLiteral( "FLOWTHROUGH_INTENSITY_IN_HR" ), 0.45 } } );
  EXPECT_FALSE( s.run.ok );
  EXPECT_EQ( s.run.error, QString::fromLatin1( c.error ) );
}

INSTANTIATE_TEST_SUITE_P( Fields, DesignVolumeText,
                          ::testing::Values( TextCase{ "impervious", "UPDATE parcels SET impervious_fraction = 'abc'", "Parcel 7004-001-007: PARCELS layer 'parcels', field impervious_fraction holds 'abc', which is not a number (QGIS would read it as 0): write the share as a number from 0 to 1, or leave it empty to leave the parcel undecided" },
                                             TextCase{ "infeasible", "UPDATE parcels SET infeasible_fraction = 'n/a'", "Parcel 7004-001-007: PARCELS layer 'parcels', field infeasible_fraction holds 'n/a', which is not a number (QGIS would read it as 0): write the share as a number from 0 to 1, or leave it empty to leave the parcel undecided" },
                                             TextCase{ "pervious", "UPDATE parcels SET cu = '0,1'", "Parcel 7004-001-007: PARCELS layer 'parcels', field cu holds '0,1', which is not a number (QGIS would read it as 0): write the share as a number from 0 to 1, or leave it empty to leave the parcel undecided" } ),
                          []( const ::testing::TestParamInfo<TextCase> &info )
                          { return std::string( info.param.field ); } );

TEST_F( DesignVolume, AShareOutsideZeroToOneIsRefusedForItsParcel )
{
  // Already so before issue 47 (checked): 60 (a percent) is no share; the parcel is invalid, its volume empty.
  const Screened s = lot( 0.85, withCu( 0.1 ), QVariant(), 60.0 );
  ASSERT_TRUE( s.run.ok ) << s.run.error.toStdString();
  EXPECT_EQ( text( s.byApn.value( QStringLiteral( "LOT" ) ), "status" ), QStringLiteral( "invalid_impervious_fraction" ) );
  EXPECT_TRUE( isNull( s.byApn.value( QStringLiteral( "LOT" ) ), "swqdv_cuft" ) );
}

TEST_F( DesignVolume, AnUnknownFlowThroughIntensityEmptiesThatFigureNotTheParcel )
{
  // Signal Hill 12.16.114(E)(5): the greater of 0.2 in/hr and the one year, one-hour intensity; without the
  // intensity only flowthrough_in_hr is open. Before: every parcel's status was undecided_flowthrough_intensity.
  // C = 0.58; SWQDv = 0.58 x 0.85 / 12 x 10,000 = 410.8333; infeasible share 0.4: retain 246.5, biofiltrate 246.5.
  const QString layer = parcels( { { rect( 0, 0, 100, 100 ), { QStringLiteral( "LOT" ), 0.6, 0.4 } }, { rect( 200, 0, 300, 100 ), { QStringLiteral( "NEXT" ), 0.6, 0.4 } } } );
  const Screened s = run( { { QStringLiteral( "PARCELS" ), layer }, { QStringLiteral( "DESIGN_STORM_IN" ), 0.85 }, { QStringLiteral( "PERVIOUS_RUNOFF_COEFFICIENT" ), 0.1 } } );
  ASSERT_TRUE( s.run.ok ) << s.run.error.toStdString();
  for ( const QString &apn : { QStringLiteral( "LOT" ), QStringLiteral( "NEXT" ) } )
  {
    const QgsFeature f = s.byApn.value( apn );
    EXPECT_EQ( text( f, "status" ), QStringLiteral( "ok" ) );
    EXPECT_NEAR( number( f, "swqdv_cuft" ), 4930.0 / 12.0, 1e-9 );
    EXPECT_NEAR( number( f, "retain_cuft" ), 246.5, 1e-9 );
    EXPECT_NEAR( number( f, "biofiltration_cuft" ), 246.5, 1e-9 );
    EXPECT_TRUE( isNull( f, "flowthrough_in_hr" ) );
    EXPECT_EQ( text( f, "flowthrough_basis" ), QStringLiteral( "at least 0.2 in/hr: the mapped intensity is not known (FLOWTHROUGH_INTENSITY)" ) );
  }
  // Said once for the run, with the parameters that give it.
  int said = 0;
  for ( const QString &warning : s.run.warnings )
    said += warning.startsWith( QStringLiteral( "Design volume: the flow-through intensity is not known (give the county's one year, one-hour intensity as FLOWTHROUGH_INTENSITY or FLOWTHROUGH_INTENSITY_IN_HR)" ) );
  EXPECT_EQ( said, 1 ) << s.run.warnings.join( '\n' ).toStdString();
}
