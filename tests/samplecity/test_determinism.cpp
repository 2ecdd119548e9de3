/***************************************************************************
  test_determinism.cpp: one seed, one city, byte for byte; another seed,
  another city; the committed sample is exactly what the generator makes
  with its defaults; the size follows --parcels; bad arguments are named.
 ***************************************************************************/
#include "samplecitytest.h"

#include <gtest/gtest.h>

#include <cstdio>
#include <memory>

using namespace sctest;

namespace
{
  //! Runs samplecity, returns its exit status and what it printed.
  int runCapturing( const std::string &arguments, std::string &output )
  {
    const std::string command = std::string( SAMPLECITY_EXE ) + " " + arguments + " 2>&1";
    std::unique_ptr<FILE, int ( * )( FILE * )> pipe( popen( command.c_str(), "r" ), pclose );
    char buffer[256];
    while ( fgets( buffer, sizeof buffer, pipe.get() ) )
      output += buffer;
    const int status = pclose( pipe.release() );
    return WIFEXITED( status ) ? WEXITSTATUS( status ) : -1;
  }
} // namespace

TEST( Determinism, SameSeedSameBytes )
{
  const std::string a = runSamplecity( "--parcels 1500 --seed 3" );
  const std::string b = runSamplecity( "--parcels 1500 --seed 3" );
  const std::string da = dumpGeoPackage( a + "/city.gpkg" ), db = dumpGeoPackage( b + "/city.gpkg" );
  EXPECT_TRUE( da == db ) << firstDifference( da, db );
  EXPECT_TRUE( dumpRaster( a + "/dem.tif" ) == dumpRaster( b + "/dem.tif" ) );
  EXPECT_EQ( readFile( a + "/answer_key.csv" ), readFile( b + "/answer_key.csv" ) );
}

TEST( Determinism, OtherSeedOtherCity )
{
  const City &three = City::generated( "--parcels 1500 --seed 3" );
  const City &four = City::generated( "--parcels 1500 --seed 4" );
  EXPECT_NE( dumpGeoPackage( three.gpkg() ), dumpGeoPackage( four.gpkg() ) );
  // Owners are drawn from the seed; the planted district stays put.
  int sameOwner = 0, compared = 0;
  for ( const Feature &f : three.layer( "parcels" ).features )
  {
    if ( const Feature *g = four.layer( "parcels" ).find( "apn", f.text( "apn" ) ) )
    {
      ++compared;
      sameOwner += g->text( "owner" ) == f.text( "owner" );
    }
  }
  EXPECT_GT( compared, 300 );
  EXPECT_LT( sameOwner, compared / 2 );
  EXPECT_EQ( three.answerKey().size(), four.answerKey().size() );
}

TEST( Determinism, CommittedSampleEqualsAFreshDefaultCity )
{
  const City &fresh = City::generated( "" );
  const City &committed = City::committed();
  const std::string df = dumpGeoPackage( fresh.gpkg() ), dc = dumpGeoPackage( committed.gpkg() );
  EXPECT_TRUE( df == dc ) << "sample_data/city.gpkg is stale; regenerate with build/sample_data/samplecity --out sample_data\n"
                          << firstDifference( dc, df );
  EXPECT_TRUE( dumpRaster( fresh.dem() ) == dumpRaster( committed.dem() ) ) << "sample_data/dem.tif is stale";
  EXPECT_EQ( readFile( fresh.key() ), readFile( committed.key() ) ) << "sample_data/answer_key.csv is stale";
}

TEST( Determinism, SizeFollowsParcels )
{
  const City &big = City::generated( "--parcels 20000 --seed 7" );
  EXPECT_NEAR( static_cast<double>( big.layer( "parcels" ).features.size() ), 20000, 1000 );
  // The planted cases come once, whatever the size.
  EXPECT_EQ( big.answerKey().size(), City::generated( "" ).answerKey().size() );
}

TEST( Determinism, NoPlantedCasesOnRequest )
{
  const std::string dir = runSamplecity( "--parcels 1500 --no-planted" );
  EXPECT_TRUE( readAnswerKey( dir + "/answer_key.csv" ).empty() );
}

TEST( Determinism, BadArgumentsAreNamed )
{
  struct Case
  {
    const char *arguments;
    const char *message;
  };
  for ( const Case &c : std::vector<Case>{
          { "--parcels 1500", "samplecity: --out is required" },
          { "--out /tmp/x --parcels abc", "samplecity: invalid value for '--parcels': 'abc'" },
          { "--out /tmp/x --seed -1", "samplecity: invalid value for '--seed': '-1' (a whole number)" },
          { "--out /tmp/x --dem-cell 0", "samplecity: invalid value for '--dem-cell': '0' (feet, from 1 to 200)" },
          { "--out /tmp/x --colour red", "samplecity: unknown argument '--colour'" } } )
  {
    std::string output;
    EXPECT_EQ( runCapturing( c.arguments, output ), 2 ) << c.arguments;
    EXPECT_EQ( output.substr( 0, output.find( '\n' ) ), c.message ) << c.arguments;
  }
}
