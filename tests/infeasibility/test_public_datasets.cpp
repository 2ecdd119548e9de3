/***************************************************************************
  test_public_datasets.cpp: stormwater:infeasibility fed public datasets as
  they are published, nothing renamed or converted. A DWR groundwater
  stations layer (WELL_USE: Residential, Observation, Unknown, Other,
  Irrigation), a DWR Well Completion Reports layer (PLANNEDUSEFORMERUSE:
  Water Supply Domestic / Public / Irrigation - Agriculture, Monitoring),
  a SSURGO soil layer whose ksat_r (micrometres per second) sits on both
  sides of 2.117 µm/s (0.3 in/hr). Each parcel's flag is written by hand.
  The use values and counts said in the log are checked against the layer
  itself; each unit default and override is a row; the warnings when
  values look like another unit; the report's data sources.
 ***************************************************************************/
#include "swinfeasibilitytest.h"

#include "qgslayermetadata.h"

#include <QFile>
#include <QTemporaryDir>

#include <gtest/gtest.h>

using namespace SwInfeasibilityTest;

namespace
{
  using SwTestFeature::number;
  using SwTestFeature::text;

  const QString MICRO = QString::fromUtf8( "\u00b5m/s" );

  //! Parcel i: a 100 ft square at x = 1000 i.
  QString parcelAt( int i )
  {
    return rect( 1000.0 * i, 0, 1000.0 * i + 100, 100 );
  }

  //! A well \a feet north of parcel i's north edge, over its middle.
  QString wellNorthOf( int i, double feet )
  {
    return point( 1000.0 * i + 50, 100 + feet );
  }

  //! A well far from every parcel.
  QString farWell( int k )
  {
    return point( 500.0 * k, 20000 );
  }

  bool hasCondition( const QgsFeature &f, const QString &condition )
  {
    return text( f, "conditions" ).split( QStringLiteral( ", " ) ).contains( condition );
  }

  QStringList logLines( const Screened &s, const QString &prefix )
  {
    return s.run.infos.filter( QRegularExpression( QStringLiteral( "^" ) + QRegularExpression::escape( prefix ) ) );
  }

  //! The parcels of the well scenes: apn only.
  QString writeParcels( const QString &gpkg, const QStringList &apns )
  {
    std::vector<SwTestData::Row> rows;
    for ( int i = 0; i < apns.size(); ++i )
      rows.push_back( { parcelAt( i ), { apns.at( i ), QStringLiteral( "owner" ) } } );
    return SwTestData::writeLayer( gpkg, QStringLiteral( "parcels" ), QStringLiteral( "MultiPolygon" ), QStringLiteral( "EPSG:2229" ), parcelFields(), rows );
  }

  //! DWR's groundwater stations as published: SITE_CODE, WELL_USE, WELL_TYPE (construction, not use), COUNTY_NAME.
  struct DwrStations
  {
    QTemporaryDir dir;
    QString gpkg = dir.filePath( QStringLiteral( "dwr.gpkg" ) );
    QString parcels;
    QString wells;

    DwrStations()
    {
      parcels = writeParcels( gpkg, { QStringLiteral( "residential" ), QStringLiteral( "observation" ), QStringLiteral( "unknown" ), QStringLiteral( "other" ), QStringLiteral( "irrigation" ), QStringLiteral( "residential-150ft" ) } );
      const QgsFields fields = SwTestData::fields( { QStringLiteral( "SITE_CODE:string" ), QStringLiteral( "WELL_USE:string" ), QStringLiteral( "WELL_TYPE:string" ), QStringLiteral( "COUNTY_NAME:string" ) } );
      auto station = [&]( const QString &geometry, const QString &code, const QString &use ) -> SwTestData::Row
      {
        return { geometry, { code, use, QStringLiteral( "Single Well" ), QStringLiteral( "Los Angeles" ) } };
      };
      wells = SwTestData::writeLayer( gpkg, QStringLiteral( "gwl_stations" ), QStringLiteral( "Point" ), QStringLiteral( "EPSG:2229" ), fields,
                                      { station( wellNorthOf( 0, 50 ), QStringLiteral( "340001N1181001W001" ), QStringLiteral( "Residential" ) ),
                                        station( wellNorthOf( 1, 50 ), QStringLiteral( "340002N1181002W001" ), QStringLiteral( "Observation" ) ),
                                        station( wellNorthOf( 2, 50 ), QStringLiteral( "340003N1181003W001" ), QStringLiteral( "Unknown" ) ),
                                        station( wellNorthOf( 3, 50 ), QStringLiteral( "340004N1181004W001" ), QStringLiteral( "Other" ) ),
                                        station( wellNorthOf( 4, 50 ), QStringLiteral( "340005N1181005W001" ), QStringLiteral( "Irrigation" ) ),
                                        station( wellNorthOf( 5, 150 ), QStringLiteral( "340006N1181006W001" ), QStringLiteral( "Residential" ) ),
                                        station( farWell( 1 ), QStringLiteral( "340007N1181007W001" ), QStringLiteral( "Unknown" ) ),
                                        station( farWell( 2 ), QStringLiteral( "340008N1181008W001" ), QStringLiteral( "Unknown" ) ),
                                        station( farWell( 3 ), QStringLiteral( "340009N1181009W001" ), QStringLiteral( "Observation" ) ),
                                        station( farWell( 4 ), QStringLiteral( "340010N1181010W001" ), QStringLiteral( "Residential" ) ) } );
    }
  };
} // namespace

// ---------------------------------------------------------------------------
// Wells.

TEST( PublicDatasets, DwrGroundwaterStationsAsPublished )
{
  DwrStations dwr;
  const Screened s = screen( { { QStringLiteral( "PARCELS" ), dwr.parcels }, { QStringLiteral( "WELLS" ), dwr.wells }, { QStringLiteral( "OUTPUT" ), dwr.dir.filePath( QStringLiteral( "out.gpkg" ) ) } } );
  ASSERT_TRUE( s.run.ok ) << s.run.error.toStdString();
  ASSERT_EQ( s.count, 6 );
  // Residential is a domestic water-supply well: drinking water. Unknown counts (the cautious default).
  EXPECT_TRUE( hasCondition( s.byApn.value( QStringLiteral( "residential" ) ), QStringLiteral( "drinking_well" ) ) );
  EXPECT_TRUE( hasCondition( s.byApn.value( QStringLiteral( "unknown" ) ), QStringLiteral( "drinking_well" ) ) );
  for ( const char *apn : { "observation", "other", "irrigation", "residential-150ft" } )
    EXPECT_FALSE( hasCondition( s.byApn.value( QString::fromLatin1( apn ) ), QStringLiteral( "drinking_well" ) ) ) << apn;
  EXPECT_NEAR( number( s.byApn.value( QStringLiteral( "residential" ) ), "well_distance_ft" ), 50.0, 1e-6 );
  // Issue 48: no well_id field, but DWR's SITE_CODE names the well (before: the feature id, "1").
  EXPECT_EQ( text( s.byApn.value( QStringLiteral( "residential" ) ), "well_id" ), QStringLiteral( "340001N1181001W001" ) );
  EXPECT_NEAR( number( s.byApn.value( QStringLiteral( "residential-150ft" ) ), "well_distance_ft" ), 150.0, 1e-6 );

  // WELL_USE was found without being named, and the log lists every value with its count and treatment.
  const QString log = s.run.infos.join( '\n' );
  EXPECT_TRUE( log.contains( QStringLiteral( "WELLS: well uses read from field 'WELL_USE'" ) ) ) << log.toStdString();

  // The expected lines, from the layer itself (counted here with QGIS), and the treatment written by hand.
  const QMap<QString, QString> treatment{
    { QStringLiteral( "Residential" ), QStringLiteral( "drinking water (DWR groundwater stations WELL_USE: a domestic water-supply well)" ) },
    { QStringLiteral( "Unknown" ), QStringLiteral( "unknown use, counted as drinking water (UNKNOWN_USE_AS_DRINKING)" ) },
    { QStringLiteral( "Observation" ), QStringLiteral( "not counted" ) },
    { QStringLiteral( "Other" ), QStringLiteral( "not counted" ) },
    { QStringLiteral( "Irrigation" ), QStringLiteral( "not counted" ) },
  };
  std::unique_ptr<QgsVectorLayer> layer = SwTestData::openLayer( dwr.wells );
  QMap<QString, int> counts;
  QgsFeature f;
  for ( QgsFeatureIterator it = layer->getFeatures(); it.nextFeature( f ); )
    ++counts[f.attribute( QStringLiteral( "WELL_USE" ) ).toString()];
  QStringList expected;
  for ( auto it = counts.constBegin(); it != counts.constEnd(); ++it )
    expected << QStringLiteral( "WELLS: '%1': %2 well(s), %3" ).arg( it.key() ).arg( it.value() ).arg( treatment.value( it.key() ) );
  QStringList said = logLines( s, QStringLiteral( "WELLS: '" ) );
  expected.sort();
  said.sort();
  EXPECT_EQ( said, expected );
  EXPECT_EQ( counts.value( QStringLiteral( "Unknown" ) ), 3 );
  EXPECT_TRUE( log.contains( QStringLiteral( "WELLS: to count other uses as drinking water, list them in DRINKING_VALUES or in a profile's infeasibility.drinking_well_uses; UNKNOWN_USE_AS_DRINKING decides wells of unknown use" ) ) );

  // The same account in the layer's metadata.
  std::unique_ptr<QgsVectorLayer> out = SwTestData::openLayer( dwr.dir.filePath( QStringLiteral( "out.gpkg" ) ) );
  EXPECT_TRUE( out->metadata().abstract().contains( QStringLiteral( "WELLS: 'Residential': 3 well(s), drinking water (DWR groundwater stations WELL_USE: a domestic water-supply well)" ) ) ) << out->metadata().abstract().toStdString();
}

TEST( PublicDatasets, DrinkingValuesReplaceTheProfilesWords )
{
  DwrStations dwr;
  // A city that reads Residential otherwise says so: only Residential counts now, Unknown still by its own switch.
  const Screened s = screen( { { QStringLiteral( "PARCELS" ), dwr.parcels }, { QStringLiteral( "WELLS" ), dwr.wells }, { QStringLiteral( "DRINKING_VALUES" ), QStringLiteral( "Observation" ) }, { QStringLiteral( "UNKNOWN_USE_AS_DRINKING" ), false }, { QStringLiteral( "OUTPUT" ), dwr.dir.filePath( QStringLiteral( "out.gpkg" ) ) } } );
  ASSERT_TRUE( s.run.ok ) << s.run.error.toStdString();
  EXPECT_TRUE( hasCondition( s.byApn.value( QStringLiteral( "observation" ) ), QStringLiteral( "drinking_well" ) ) );
  for ( const char *apn : { "residential", "unknown", "other", "irrigation" } )
    EXPECT_FALSE( hasCondition( s.byApn.value( QString::fromLatin1( apn ) ), QStringLiteral( "drinking_well" ) ) ) << apn;
  const QStringList said = logLines( s, QStringLiteral( "WELLS: '" ) );
  EXPECT_TRUE( said.contains( QStringLiteral( "WELLS: 'Observation': 2 well(s), drinking water" ) ) ) << said.join( '\n' ).toStdString();
  EXPECT_TRUE( said.contains( QStringLiteral( "WELLS: 'Unknown': 3 well(s), unknown use, not counted (UNKNOWN_USE_AS_DRINKING is off)" ) ) ) << said.join( '\n' ).toStdString();
  EXPECT_TRUE( s.run.infos.join( '\n' ).contains( QStringLiteral( "WELLS: well uses read from field 'WELL_USE'; drinking-water uses: Observation (DRINKING_VALUES)" ) ) );
}

TEST( PublicDatasets, DwrWellCompletionReportsAsPublished )
{
  QTemporaryDir dir;
  const QString gpkg = dir.filePath( QStringLiteral( "wcr.gpkg" ) );
  const QString parcels = writeParcels( gpkg, { QStringLiteral( "domestic" ), QStringLiteral( "public" ), QStringLiteral( "agriculture" ), QStringLiteral( "monitoring" ), QStringLiteral( "domestic-and-agriculture" ) } );
  const QgsFields fields = SwTestData::fields( { QStringLiteral( "WCRNUMBER:string" ), QStringLiteral( "PLANNEDUSEFORMERUSE:string" ), QStringLiteral( "RECORDTYPE:string" ) } );
  const QString wells = SwTestData::writeLayer( gpkg, QStringLiteral( "wcr" ), QStringLiteral( "Point" ), QStringLiteral( "EPSG:2229" ), fields,
                                                { { wellNorthOf( 0, 99 ), { QStringLiteral( "WCR0001" ), QStringLiteral( "Water Supply Domestic" ), QStringLiteral( "WellCompletion/New/Production or Monitoring/NA" ) } },
                                                  { wellNorthOf( 1, 99 ), { QStringLiteral( "WCR0002" ), QStringLiteral( "Water Supply Public" ), QStringLiteral( "WellCompletion/New/Production or Monitoring/NA" ) } },
                                                  { wellNorthOf( 2, 99 ), { QStringLiteral( "WCR0003" ), QStringLiteral( "Water Supply Irrigation - Agriculture" ), QStringLiteral( "WellCompletion/New/Production or Monitoring/NA" ) } },
                                                  { wellNorthOf( 3, 99 ), { QStringLiteral( "WCR0004" ), QStringLiteral( "Monitoring" ), QStringLiteral( "WellCompletion/New/Production or Monitoring/NA" ) } },
                                                  { wellNorthOf( 4, 99 ), { QStringLiteral( "WCR0005" ), QStringLiteral( "Water Supply Domestic; Water Supply Irrigation - Agriculture" ), QStringLiteral( "WellCompletion/New/Production or Monitoring/NA" ) } } } );
  const Screened s = screen( { { QStringLiteral( "PARCELS" ), parcels }, { QStringLiteral( "WELLS" ), wells }, { QStringLiteral( "WELL_ID_FIELD" ), QStringLiteral( "WCRNUMBER" ) }, { QStringLiteral( "OUTPUT" ), dir.filePath( QStringLiteral( "out.gpkg" ) ) } } );
  ASSERT_TRUE( s.run.ok ) << s.run.error.toStdString();
  for ( const char *apn : { "domestic", "public", "domestic-and-agriculture" } )
    EXPECT_TRUE( hasCondition( s.byApn.value( QString::fromLatin1( apn ) ), QStringLiteral( "drinking_well" ) ) ) << apn;
  for ( const char *apn : { "agriculture", "monitoring" } )
    EXPECT_FALSE( hasCondition( s.byApn.value( QString::fromLatin1( apn ) ), QStringLiteral( "drinking_well" ) ) ) << apn;
  EXPECT_EQ( text( s.byApn.value( QStringLiteral( "public" ) ), "well_id" ), QStringLiteral( "WCR0002" ) );
  const QStringList said = logLines( s, QStringLiteral( "WELLS: '" ) );
  EXPECT_TRUE( said.contains( QStringLiteral( "WELLS: 'Water Supply Domestic': 1 well(s), drinking water (DWR Well Completion Reports PLANNEDUSEFORMERUSE)" ) ) ) << said.join( '\n' ).toStdString();
  EXPECT_TRUE( said.contains( QStringLiteral( "WELLS: 'Water Supply Domestic; Water Supply Irrigation - Agriculture': 1 well(s), drinking water (DWR Well Completion Reports PLANNEDUSEFORMERUSE)" ) ) ) << said.join( '\n' ).toStdString();
  EXPECT_TRUE( said.contains( QStringLiteral( "WELLS: 'Monitoring': 1 well(s), not counted" ) ) ) << said.join( '\n' ).toStdString();
  EXPECT_EQ( said.size(), 5 );
}

// ---------------------------------------------------------------------------
// Soils and groundwater: the unit of each, by default and by override.

TEST( PublicDatasets, SsurgoKsatOnBothSidesOfPointThreeInchesPerHour )
{
  // 0.3 in/hr = 0.3 x 0.0254 / 3600 m/s = 2.1167 um/s.
  QTemporaryDir dir;
  const QString gpkg = dir.filePath( QStringLiteral( "ssurgo.gpkg" ) );
  const QStringList apns{ QStringLiteral( "ksat-1.5" ), QStringLiteral( "ksat-2.116" ), QStringLiteral( "ksat-2.117" ), QStringLiteral( "ksat-2.2" ), QStringLiteral( "ksat-9" ) };
  const QString parcels = writeParcels( gpkg, apns );
  const QgsFields fields = SwTestData::fields( { QStringLiteral( "mukey:string" ), QStringLiteral( "musym:string" ), QStringLiteral( "ksat_r:double" ) } );
  std::vector<SwTestData::Row> soils;
  const double ksat[5] = { 1.5, 2.116, 2.117, 2.2, 9.0 };
  for ( int i = 0; i < 5; ++i )
    soils.push_back( { rect( 1000.0 * i - 10, -10, 1000.0 * i + 110, 110 ), { QString::number( 1000 + i ), QStringLiteral( "Ra" ), ksat[i] } } );
  const QString soilLayer = SwTestData::writeLayer( gpkg, QStringLiteral( "mapunits" ), QStringLiteral( "MultiPolygon" ), QStringLiteral( "EPSG:2229" ), fields, soils );
  const Screened s = screen( { { QStringLiteral( "PARCELS" ), parcels }, { QStringLiteral( "SOILS" ), soilLayer }, { QStringLiteral( "OUTPUT" ), dir.filePath( QStringLiteral( "out.gpkg" ) ) } } );
  ASSERT_TRUE( s.run.ok ) << s.run.error.toStdString();
  EXPECT_TRUE( hasCondition( s.byApn.value( QStringLiteral( "ksat-1.5" ) ), QStringLiteral( "slow_soil" ) ) );   // 0.2126 in/hr
  EXPECT_TRUE( hasCondition( s.byApn.value( QStringLiteral( "ksat-2.116" ) ), QStringLiteral( "slow_soil" ) ) ); // 0.29991 in/hr
  EXPECT_FALSE( hasCondition( s.byApn.value( QStringLiteral( "ksat-2.117" ) ), QStringLiteral( "slow_soil" ) ) ); // 0.30005 in/hr
  EXPECT_FALSE( hasCondition( s.byApn.value( QStringLiteral( "ksat-2.2" ) ), QStringLiteral( "slow_soil" ) ) );
  EXPECT_FALSE( hasCondition( s.byApn.value( QStringLiteral( "ksat-9" ) ), QStringLiteral( "slow_soil" ) ) );
  EXPECT_NEAR( number( s.byApn.value( QStringLiteral( "ksat-1.5" ) ), "soil_infeasible_sqft" ), 10000.0, 1e-3 );
  EXPECT_TRUE( s.run.infos.contains( QStringLiteral( "SOILS: infiltration rates: field 'ksat_r' read in %1 (micrometres per second): SSURGO publishes saturated hydraulic conductivity (ksat_r, ksat_l, ksat_h) in micrometres per second; 1 %1 = 0.141732 in/hr" ).arg( MICRO ) ) ) << s.run.infos.join( '\n' ).toStdString();
  EXPECT_TRUE( s.run.warnings.filter( QStringLiteral( "SOILS:" ) ).isEmpty() ) << s.run.warnings.join( '\n' ).toStdString();
}

struct UnitRow
{
  const char *name;
  const char *field;
  double value;
  const char *unit; // the unit parameter; empty: not given
  bool infeasible;
  const char *read; // "read in ..." as the log says it
};

class InfiltrationUnits : public ::testing::TestWithParam<UnitRow>
{
};

TEST_P( InfiltrationUnits, DefaultOrOverride )
{
  const UnitRow row = GetParam();
  QTemporaryDir dir;
  const QString gpkg = dir.filePath( QStringLiteral( "soils.gpkg" ) );
  const QString parcels = writeParcels( gpkg, { QStringLiteral( "lot" ) } );
  const QString field = QString::fromLatin1( row.field );
  const QString soils = SwTestData::writeLayer( gpkg, QStringLiteral( "soils" ), QStringLiteral( "MultiPolygon" ), QStringLiteral( "EPSG:2229" ), SwTestData::fields( { field + QStringLiteral( ":double" ) } ), { { rect( -10, -10, 110, 110 ), { row.value } } } );
  QVariantMap parameters{ { QStringLiteral( "PARCELS" ), parcels }, { QStringLiteral( "SOILS" ), soils }, { QStringLiteral( "OUTPUT" ), dir.filePath( QStringLiteral( "out.gpkg" ) ) } };
  if ( field != QLatin1String( "ksat_in_hr" ) && field != QLatin1String( "ksat_r" ) )
    parameters.insert( QStringLiteral( "INFILTRATION_FIELD" ), field );
  if ( *row.unit )
    parameters.insert( QStringLiteral( "INFILTRATION_UNIT" ), QString::fromUtf8( row.unit ) );
  const Screened s = screen( parameters );
  ASSERT_TRUE( s.run.ok ) << s.run.error.toStdString();
  EXPECT_EQ( hasCondition( s.byApn.value( QStringLiteral( "lot" ) ), QStringLiteral( "slow_soil" ) ), row.infeasible ) << row.name;
  const QString said = s.run.infos.filter( QStringLiteral( "SOILS: infiltration rates:" ) ).join( '\n' );
  EXPECT_TRUE( said.startsWith( QStringLiteral( "SOILS: infiltration rates: field '%1' read in %2" ).arg( field, QString::fromUtf8( row.read ) ) ) ) << said.toStdString();
}

INSTANTIATE_TEST_SUITE_P( Rows, InfiltrationUnits,
                          ::testing::Values(
                            // SSURGO's ksat_r by default is um/s: 2.1 um/s = 0.2976 in/hr.
                            UnitRow{ "ksat_r_default", "ksat_r", 2.1, "", true, "\u00b5m/s (micrometres per second): SSURGO publishes" },
                            UnitRow{ "ksat_r_given_in_hr", "ksat_r", 2.1, "in/hr", false, "in/hr (inches per hour): INFILTRATION_UNIT is in/hr" },
                            UnitRow{ "ksat_in_hr_default", "ksat_in_hr", 0.29, "", true, "in/hr (inches per hour): the field's name says inches per hour" },
                            UnitRow{ "plain_name_default", "rate", 0.29, "", true, "in/hr (inches per hour): the field's name names no other unit and INFILTRATION_UNIT is not given" },
                            // 7.5 mm/hr = 0.2953 in/hr.
                            UnitRow{ "mm_hr_by_name", "ksat_mm_hr", 7.5, "", true, "mm/hr (millimetres per hour): the field's name says millimetres per hour" },
                            // 0.76 cm/hr = 0.2992 in/hr; 0.77 cm/hr = 0.3031 in/hr.
                            UnitRow{ "cm_hr_given_below", "rate", 0.76, "cm/hr", true, "cm/hr (centimetres per hour): INFILTRATION_UNIT is cm/hr" },
                            UnitRow{ "cm_hr_given_above", "rate", 0.77, "cm/hr", false, "cm/hr (centimetres per hour): INFILTRATION_UNIT is cm/hr" },
                            UnitRow{ "um_s_spelled_plainly", "rate", 2.1, "um/s", true, "\u00b5m/s (micrometres per second): INFILTRATION_UNIT is \u00b5m/s" },
                            UnitRow{ "by_number", "rate", 7.5, "2", true, "mm/hr (millimetres per hour): INFILTRATION_UNIT is mm/hr" } ),
                          []( const ::testing::TestParamInfo<UnitRow> &info )
                          { return std::string( info.param.name ); } );

class DepthUnits : public ::testing::TestWithParam<UnitRow>
{
};

TEST_P( DepthUnits, DefaultOrOverride )
{
  const UnitRow row = GetParam();
  QTemporaryDir dir;
  const QString gpkg = dir.filePath( QStringLiteral( "gw.gpkg" ) );
  const QString parcels = writeParcels( gpkg, { QStringLiteral( "lot" ) } );
  const QString field = QString::fromLatin1( row.field );
  const QString groundwater = SwTestData::writeLayer( gpkg, QStringLiteral( "groundwater" ), QStringLiteral( "MultiPolygon" ), QStringLiteral( "EPSG:2229" ), SwTestData::fields( { field + QStringLiteral( ":double" ) } ), { { rect( -10, -10, 110, 110 ), { row.value } } } );
  QVariantMap parameters{ { QStringLiteral( "PARCELS" ), parcels }, { QStringLiteral( "GROUNDWATER" ), groundwater }, { QStringLiteral( "OUTPUT" ), dir.filePath( QStringLiteral( "out.gpkg" ) ) } };
  if ( field != QLatin1String( "depth_ft" ) && field != QLatin1String( "depth_m" ) )
    parameters.insert( QStringLiteral( "GROUNDWATER_DEPTH_FIELD" ), field );
  if ( *row.unit )
    parameters.insert( QStringLiteral( "GROUNDWATER_DEPTH_UNIT" ), QString::fromUtf8( row.unit ) );
  const Screened s = screen( parameters );
  ASSERT_TRUE( s.run.ok ) << s.run.error.toStdString();
  const QgsFeature lot = s.byApn.value( QStringLiteral( "lot" ) );
  EXPECT_EQ( hasCondition( lot, QStringLiteral( "groundwater" ) ), row.infeasible ) << row.name;
  const bool metres = QString::fromUtf8( row.read ).startsWith( QLatin1String( "m " ) );
  EXPECT_NEAR( number( lot, "groundwater_min_depth_ft" ), metres ? row.value * 3937.0 / 1200.0 : row.value, 1e-9 ) << row.name;
  const QString said = s.run.infos.filter( QStringLiteral( "GROUNDWATER: depths below grade:" ) ).join( '\n' );
  EXPECT_TRUE( said.startsWith( QStringLiteral( "GROUNDWATER: depths below grade: field '%1' read in %2" ).arg( field, QString::fromUtf8( row.read ) ) ) ) << said.toStdString();
}

INSTANTIATE_TEST_SUITE_P( Rows, DepthUnits,
                          ::testing::Values(
                            UnitRow{ "depth_ft_default", "depth_ft", 10, "", true, "ft (US survey feet): the field's name says feet" },
                            // 3.0 m = 9.8425 ft; 3.1 m = 10.1706 ft.
                            UnitRow{ "depth_m_default_within", "depth_m", 3.0, "", true, "m (metres): the field's name says metres; 1 m = 3.28083 ft" },
                            UnitRow{ "depth_m_default_beyond", "depth_m", 3.1, "", false, "m (metres): the field's name says metres; 1 m = 3.28083 ft" },
                            UnitRow{ "plain_name_default", "dtw", 9, "", true, "ft (US survey feet): the field's name names no other unit and GROUNDWATER_DEPTH_UNIT is not given" },
                            UnitRow{ "plain_name_given_m", "dtw", 9, "m", false, "m (metres): GROUNDWATER_DEPTH_UNIT is m; 1 m = 3.28083 ft" },
                            UnitRow{ "plain_name_given_by_number", "dtw", 3.0, "1", true, "m (metres): GROUNDWATER_DEPTH_UNIT is m; 1 m = 3.28083 ft" },
                            UnitRow{ "depth_m_given_feet", "depth_m", 9, "feet", true, "ft (US survey feet): GROUNDWATER_DEPTH_UNIT is ft" } ),
                          []( const ::testing::TestParamInfo<UnitRow> &info )
                          { return std::string( info.param.name ); } );

// ---------------------------------------------------------------------------
// Values that look like another unit.

TEST( PublicDatasets, RatesAndDepthsThatLookLikeAnotherUnitAreWarnedAbout )
{
  QTemporaryDir dir;
  const QString gpkg = dir.filePath( QStringLiteral( "odd.gpkg" ) );
  const QString parcels = writeParcels( gpkg, { QStringLiteral( "a" ), QStringLiteral( "b" ), QStringLiteral( "c" ), QStringLiteral( "d" ) } );
  // ksat in um/s under a field named as in/hr would be: three of four above 40 "in/hr".
  std::vector<SwTestData::Row> soils;
  std::vector<SwTestData::Row> depths;
  const double rates[4] = { 50, 60, 70, 0.2 };
  // Depths in metres under depth_ft: 3.048 m is 10 ft, 1.524 m is 5 ft, 6.096 m is 20 ft.
  const double metres[4] = { 3.048, 1.524, 6.096, 12 };
  for ( int i = 0; i < 4; ++i )
  {
    soils.push_back( { rect( 1000.0 * i - 10, -10, 1000.0 * i + 110, 110 ), { rates[i] } } );
    depths.push_back( { rect( 1000.0 * i - 10, -10, 1000.0 * i + 110, 110 ), { metres[i] } } );
  }
  const QString soilLayer = SwTestData::writeLayer( gpkg, QStringLiteral( "soils" ), QStringLiteral( "MultiPolygon" ), QStringLiteral( "EPSG:2229" ), SwTestData::fields( { QStringLiteral( "ksat_in_hr:double" ) } ), soils );
  const QString gwLayer = SwTestData::writeLayer( gpkg, QStringLiteral( "groundwater" ), QStringLiteral( "MultiPolygon" ), QStringLiteral( "EPSG:2229" ), SwTestData::fields( { QStringLiteral( "depth_ft:double" ) } ), depths );
  const Screened s = screen( { { QStringLiteral( "PARCELS" ), parcels }, { QStringLiteral( "SOILS" ), soilLayer }, { QStringLiteral( "GROUNDWATER" ), gwLayer }, { QStringLiteral( "OUTPUT" ), dir.filePath( QStringLiteral( "out.gpkg" ) ) } } );
  ASSERT_TRUE( s.run.ok ) << s.run.error.toStdString();
  const QString warnings = s.run.warnings.join( '\n' );
  EXPECT_TRUE( s.run.warnings.contains( QStringLiteral( "SOILS: 3 of the 4 soil areas of layer 'soils' (75%) infiltrate faster than 40 in/hr with field 'ksat_in_hr' read in in/hr, faster than soils do; the values look like micrometres per second, as SSURGO publishes ksat: set INFILTRATION_UNIT to %1" ).arg( MICRO ) ) ) << warnings.toStdString();
  EXPECT_TRUE( s.run.warnings.contains( QStringLiteral( "GROUNDWATER: 3 of the 4 depths of layer 'groundwater' (75%) in field 'depth_ft', read in feet, are whole feet once taken as metres (3.048 is 10 ft), as depths converted to metres are; if the field holds metres, set GROUNDWATER_DEPTH_UNIT to m" ) ) ) << warnings.toStdString();
}

// ---------------------------------------------------------------------------
// The report's data sources say it all.

TEST( PublicDatasets, TheReportsDataSourcesSayHowEachLayerWasRead )
{
  DwrStations dwr;
  const QString soils = SwTestData::writeLayer( dwr.gpkg, QStringLiteral( "mapunits" ), QStringLiteral( "MultiPolygon" ), QStringLiteral( "EPSG:2229" ), SwTestData::fields( { QStringLiteral( "ksat_r:double" ) } ), { { rect( -10, -10, 110, 110 ), { 1.5 } } } );
  const QString report = dwr.dir.filePath( QStringLiteral( "report.html" ) );
  const SwTestRun::Result run = SwTestRun::run( QStringLiteral( "stormwater:screenparcels" ), { { QStringLiteral( "PARCELS" ), dwr.parcels }, { QStringLiteral( "WELLS" ), dwr.wells }, { QStringLiteral( "SOILS" ), soils }, { QStringLiteral( "REPORT" ), report }, { QStringLiteral( "OUTPUT" ), dwr.dir.filePath( QStringLiteral( "all.gpkg" ) ) } } );
  ASSERT_TRUE( run.ok ) << run.error.toStdString();
  QFile file( report );
  ASSERT_TRUE( file.open( QIODevice::ReadOnly ) );
  const QString html = QString::fromUtf8( file.readAll() );
  const int table = html.indexOf( QStringLiteral( "<table id=\"data-sources\">" ) );
  ASSERT_GE( table, 0 );
  const QString sources = html.mid( table, html.indexOf( QStringLiteral( "</table>" ), table ) - table );
  EXPECT_TRUE( sources.contains( QStringLiteral( "<tr><td>WELLS</td><td>gwl_stations</td><td class=\"n\">10</td><td>EPSG:2229</td><td><ul><li>well uses read from field 'WELL_USE'" ) ) ) << sources.toStdString();
  EXPECT_TRUE( sources.contains( QStringLiteral( "<li>'Residential': 3 well(s), drinking water (DWR groundwater stations WELL_USE: a domestic water-supply well)</li>" ) ) ) << sources.toStdString();
  EXPECT_TRUE( sources.contains( QStringLiteral( "<li>'Observation': 2 well(s), not counted</li>" ) ) ) << sources.toStdString();
  EXPECT_TRUE( sources.contains( QStringLiteral( "<li>infiltration rates: field 'ksat_r' read in %1 (micrometres per second)" ).arg( MICRO ) ) ) << sources.toStdString();
}
