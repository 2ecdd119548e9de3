/***************************************************************************
  test_answerkey.cpp: every row of the answer key holds in the generated
  city, recomputed independently from the files; the key covers the
  planted cases the design promises.
 ***************************************************************************/
#include "samplecitytest.h"
#include "screens.h"

#include <gtest/gtest.h>

#include <cmath>
#include <cstdlib>
#include <map>
#include <set>

using namespace sctest;

namespace
{
  // The committed sample's arguments, and a bigger city: the planted cases
  // must come out the same whatever surrounds them.
  const char *kDefault = "";
  const char *kBigger = "--parcels 20000 --seed 7";

  bool numeric( const std::string &s, double &v )
  {
    char *end = nullptr;
    v = std::strtod( s.c_str(), &end );
    return !s.empty() && *end == '\0';
  }

  const KeyRow *findRow( const std::vector<KeyRow> &key, const std::string &whyPrefix, const std::string &field )
  {
    for ( const KeyRow &r : key )
    {
      if ( r.why.rfind( whyPrefix, 0 ) == 0 && r.field == field )
        return &r;
    }
    return nullptr;
  }

  class AnswerKey : public ::testing::TestWithParam<const char *>
  {
  protected:
    const City &city() const { return City::generated( GetParam() ); }
  };
} // namespace

TEST_P( AnswerKey, EveryRowHoldsInTheFiles )
{
  const Screens screens( city() );
  const std::vector<KeyRow> &key = city().answerKey();
  ASSERT_GT( key.size(), 100u );
  for ( const KeyRow &row : key )
  {
    SCOPED_TRACE( row.apn + " " + row.screen + "." + row.field + " expected " + row.expected + " (" + row.why + ")" );
    // Rows for another profile say so after the case id.
    const bool cudahy = row.why.find( "(Cudahy profile)" ) != std::string::npos;
    const std::string field = cudahy && row.field == "hillside" ? "hillside@cudahy" : row.field;
    const std::string actual = screens.figure( row.apn, row.screen, field );
    const double tolerance = Screens::tolerance( row.field );
    double e = 0, a = 0;
    if ( tolerance > 0 && numeric( row.expected, e ) && numeric( actual, a ) )
      EXPECT_NEAR( a, e, tolerance ) << screens.explain( row.apn, row.screen );
    else
      EXPECT_EQ( actual, row.expected ) << screens.explain( row.apn, row.screen );
  }
}

TEST_P( AnswerKey, CoversThePlantedCases )
{
  const std::vector<KeyRow> &key = city().answerKey();
  std::map<std::string, int> screens;
  std::set<std::string> apns;
  for ( const KeyRow &r : key )
  {
    ++screens[r.screen];
    apns.insert( r.apn );
    EXPECT_TRUE( city().layer( "parcels" ).find( "apn", r.apn ) ) << "key names a parcel the layer lacks: " << r.apn;
  }
  EXPECT_EQ( screens.size(), 4u );
  for ( const char *s : { "vacantparcels", "hillside", "esaadjacency", "infeasibility" } )
    EXPECT_GT( screens[s], 8 ) << s;
  EXPECT_EQ( apns.size(), 42u ); // 18 vacant, 6 ESA, 9 infeasibility, 5 hillside, 4 status cases

  // The boundary figures themselves.
  struct Expect
  {
    const char *why;
    const char *field;
    const char *value;
  };
  // clang-format off
  const std::vector<Expect> expectations = {
    { "V1:", "group_acres", "1.2" },
    { "V1:", "qualifies", "true" },
    { "V2:", "group_acres", "0.9" },
    { "V2:", "qualifies", "false" },
    { "V3A:", "group_acres", "1.2" },
    { "V4B:", "group_acres", "1.2" },
    { "V5A:", "qualifies", "false" },
    { "V6B:", "group_acres", "0.6" },
    { "V7B:", "qualifies", "true" },
    { "V8A:", "group_acres", "1.2" },
    { "V9:", "vacancy", "vacant" },
    { "V9:", "group_acres", "1.1" },
    { "V10:", "vacancy", "partially_vacant" },
    { "V10:", "unimproved_sqft", "52272" },
    { "V11:", "unimproved_sqft", "39204" },
    { "V11:", "vacancy", "improved" },
    { "V12:", "vacancy", "improved" },
    { "E1:", "esa_distance_ft", "199" },
    { "E1:", "esa_relation", "directly_adjacent" },
    { "E2:", "esa_distance_ft", "200" },
    { "E2:", "esa_relation", "directly_adjacent" },
    { "E3:", "esa_distance_ft", "201" },
    { "E3:", "esa_relation", "outside" },
    { "E4:", "esa_relation", "inside" },
    { "E5:", "esa_distance_ft", "0" },
    { "E5:", "esa_relation", "directly_adjacent" },
    { "E6:", "esa_relation", "directly_adjacent" },
    { "I1:", "well_distance_ft", "99" },
    { "I1:", "well_infeasible_sqft", "18.828" },
    { "I2:", "well_distance_ft", "101" },
    { "I2:", "well_infeasible_sqft", "0" },
    { "I3:", "infeasibility", "none" },
    { "I4:", "well_infeasible_sqft", "50548.156" },
    { "I5:", "infeasibility", "full" },
    { "I6:", "infeasible_fraction", "0.5" },
    { "I6:", "infeasibility", "partial" },
    { "I7:", "infeasibility", "full" },
    { "I8:", "infeasibility", "full" },
    { "I9:", "infeasibility", "none" },
    { "H1:", "slope_mean_pct", "30.0" },
    { "H1:", "hillside", "true" },
    { "H2:", "slope_mean_pct", "30.0" },
    { "H2:", "hillside", "false" },
    { "H3:", "slope_mean_pct", "0.0" },
    { "H4 (Cudahy profile)", "hillside", "false" },
    { "H5 (Cudahy profile)", "hillside", "true" },
    { "H4:", "slope_mean_pct", "14.5" },
    { "H5:", "slope_mean_pct", "15.5" },
    { "NODATA:", "status", "partial_nodata" },
    { "OUTSIDE:", "status", "outside_dem" },
    { "NULLGEOM:", "status", "null_geometry" },
    { "BOWTIE:", "status", "repaired" },
  };
  // clang-format on
  for ( const Expect &x : expectations )
  {
    const KeyRow *row = findRow( key, x.why, x.field );
    ASSERT_TRUE( row ) << "no key row " << x.why << " " << x.field;
    EXPECT_EQ( row->expected, x.value ) << x.why << " " << x.field << ": " << row->why;
  }
}

TEST_P( AnswerKey, WellSegmentAndTwoWellUnionAreAnalytic )
{
  // r^2 acos(d/r) - d sqrt(r^2 - d^2) for r = 100, d = 99, and the union of two
  // r = 100 circles 100 ft apart, computed here from the formulas, and from
  // polygons of the generated wells through GEOS in EveryRowHoldsInTheFiles.
  const double r = 100, d = 99, c = 100;
  const double segment = r * r * std::acos( d / r ) - d * std::sqrt( r * r - d * d );
  const double lens = 2 * r * r * std::acos( c / ( 2 * r ) ) - ( c / 2 ) * std::sqrt( 4 * r * r - c * c );
  const double unionArea = 2 * M_PI * r * r - lens;
  const KeyRow *i1 = findRow( city().answerKey(), "I1:", "well_infeasible_sqft" );
  const KeyRow *i4 = findRow( city().answerKey(), "I4:", "well_infeasible_sqft" );
  ASSERT_TRUE( i1 && i4 );
  EXPECT_NEAR( std::stod( i1->expected ), segment, 0.001 );
  EXPECT_NEAR( std::stod( i4->expected ), unionArea, 0.001 );
}

TEST_P( AnswerKey, PlantedOwnersAreTheirOwn )
{
  // A planted parcel's owner (however spelled) owns nothing but planted parcels
  // of its own case, so nothing unplanned groups with it.
  const std::vector<KeyRow> &key = city().answerKey();
  std::map<std::string, std::set<std::string>> plantedByOwner;
  std::set<std::string> plantedApns;
  for ( const KeyRow &r : key )
    plantedApns.insert( r.apn );
  const Layer &parcels = city().layer( "parcels" );
  for ( const std::string &apn : plantedApns )
    plantedByOwner[normalizeOwner( parcels.find( "apn", apn )->text( "owner" ) )].insert( apn );
  for ( const Feature &f : parcels.features )
  {
    const auto it = plantedByOwner.find( normalizeOwner( f.text( "owner" ) ) );
    if ( it != plantedByOwner.end() )
      EXPECT_TRUE( it->second.count( f.text( "apn" ) ) ) << "unplanned parcel " << f.text( "apn" ) << " shares owner '" << f.text( "owner" ) << "' with planted parcels";
  }
}

INSTANTIATE_TEST_SUITE_P( Cities, AnswerKey, ::testing::Values( kDefault, kBigger ), []( const ::testing::TestParamInfo<const char *> &info )
                          { return std::string( info.param ).empty() ? std::string( "Default" ) : std::string( "Parcels20000Seed7" ); } );
