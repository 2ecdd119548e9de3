/***************************************************************************
  test_postgis_output.cpp: an output naming an existing PostGIS table (a
  county's own `parcels`) is refused unless OVERWRITE is set, and the table
  is left as it was; with OVERWRITE, or under a new name, it is written.
 ***************************************************************************/
#include "swtestdata.h"
#include "../infeasibility/swtestpostgis.h"
#include "swtestrun.h"

#include <gtest/gtest.h>

TEST( PostgisOutput, AnExistingTableIsReplacedOnlyWhenAsked )
{
  // scripts/install-deps installs PostgreSQL and PostGIS: their absence is a failure, not a skip.
  ASSERT_TRUE( SwTestPostgis::available() ) << "PostgreSQL is not installed";
  SwTestPostgis postgis;
  ASSERT_TRUE( postgis.ok() ) << postgis.error().toStdString();
  ASSERT_TRUE( postgis.load( SwTestData::sampleDataDir() + QStringLiteral( "/city.gpkg" ), { QStringLiteral( "parcels" ) } ) ) << postgis.error().toStdString();
  const QStringList before = postgis.query( QStringLiteral( "SELECT count(*), sum(lot_sqft) FROM parcels" ) );
  ASSERT_EQ( before.value( 0 ).section( '|', 0, 0 ), QStringLiteral( "3107" ) );

  const QVariantMap inputs{ { QStringLiteral( "PARCELS" ), SwTestData::sampleLayer( QStringLiteral( "parcels" ) ) }, { QStringLiteral( "SENSITIVE_AREAS" ), SwTestData::sampleLayer( QStringLiteral( "esa" ) ) } };
  QVariantMap parameters = inputs;
  parameters.insert( QStringLiteral( "OUTPUT" ), postgis.processingDestination( QStringLiteral( "parcels" ) ) );
  const SwTestRun::Result refused = SwTestRun::run( QStringLiteral( "stormwater:esaadjacency" ), parameters );
  EXPECT_FALSE( refused.ok );
  EXPECT_EQ( refused.error, QStringLiteral( "OUTPUT: the table \"public\".\"parcels\" already exists in database 'postgres'; set OVERWRITE to replace it, or name another table; nothing was written" ) );
  EXPECT_EQ( postgis.query( QStringLiteral( "SELECT count(*), sum(lot_sqft) FROM parcels" ) ), before );
  EXPECT_TRUE( postgis.query( QStringLiteral( "SELECT column_name FROM information_schema.columns WHERE table_name = 'parcels' AND column_name = 'esa_relation'" ) ).isEmpty() );

  // A new table needs no permission.
  parameters.insert( QStringLiteral( "OUTPUT" ), postgis.processingDestination( QStringLiteral( "parcels_screened" ) ) );
  const SwTestRun::Result fresh = SwTestRun::run( QStringLiteral( "stormwater:esaadjacency" ), parameters );
  ASSERT_TRUE( fresh.ok ) << fresh.error.toStdString();
  EXPECT_EQ( postgis.query( QStringLiteral( "SELECT count(*), count(DISTINCT apn) FROM parcels_screened" ) ), QStringList( { QStringLiteral( "3107|3107" ) } ) );

  // Asked for: the table is replaced by the screened parcels.
  parameters.insert( QStringLiteral( "OUTPUT" ), postgis.processingDestination( QStringLiteral( "parcels" ) ) );
  parameters.insert( QStringLiteral( "OVERWRITE" ), true );
  const SwTestRun::Result replaced = SwTestRun::run( QStringLiteral( "stormwater:esaadjacency" ), parameters );
  ASSERT_TRUE( replaced.ok ) << replaced.error.toStdString();
  // Every parcel once; the sample city's one parcel without a geometry has no relation.
  EXPECT_EQ( postgis.query( QStringLiteral( "SELECT count(*), count(esa_relation) FROM parcels" ) ), QStringList( { QStringLiteral( "3107|3106" ) } ) );
}
