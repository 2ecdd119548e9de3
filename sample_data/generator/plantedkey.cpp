/***************************************************************************
  plantedkey.cpp: the answer key of the planted district, computed from the
  planted numbers (sizes, distances, slopes), never measured from output.
 ***************************************************************************/
#include "planted.h"

#include <cmath>

namespace samplecity
{

  namespace
  {
    constexpr double kSqftPerAcre = 43560;
    constexpr double kPi = 3.14159265358979323846;

    //! Area of a circle of radius r beyond a chord at distance d from its centre.
    double circularSegment( double r, double d )
    {
      return r * r * std::acos( d / r ) - d * std::sqrt( r * r - d * d );
    }

    //! Area of the union of two circles of radius r whose centres are c apart (c < 2r).
    double twoCircleUnion( double r, double c )
    {
      const double lens = 2 * r * r * std::acos( c / ( 2 * r ) ) - ( c / 2 ) * std::sqrt( 4 * r * r - c * c );
      return 2 * kPi * r * r - lens;
    }
  } // namespace

  std::vector<AnswerRow> PlantedDistrict::answerKey( const Rect &demExtent, double demCell ) const
  {
    std::vector<AnswerRow> rows;
    // Every answer holds for the default Signal Hill profile, except rows whose
    // why reads "<case> (Cudahy profile): ...".
    auto add = [&]( const std::string &caseId, const char *screen, const char *field, const std::string &expected, const std::string &why )
    {
      const std::string cudahy = "Cudahy profile: ";
      const std::string text = why.rfind( cudahy, 0 ) == 0 ? caseId + " (Cudahy profile): " + why.substr( cudahy.size() ) : caseId + ": " + why;
      rows.push_back( { lot( caseId ).record.apn, screen, field, expected, text } );
    };
    auto sqft = [&]( const std::string &caseId )
    { return lot( caseId ).rect.area(); };
    auto acres = []( double s )
    { return formatNumber( s / kSqftPerAcre, 3 ); };
    auto whole = []( double s )
    { return formatNumber( s, 0 ); };

    // Vacant parcels.
    auto vacant = [&]( const std::string &id, double unimproved, double groupSqft, bool qualifies, const std::string &why )
    {
      add( id, "vacantparcels", "vacancy", "vacant", why );
      add( id, "vacantparcels", "unimproved_sqft", whole( unimproved ), why );
      add( id, "vacantparcels", "group_acres", acres( groupSqft ), why );
      add( id, "vacantparcels", "qualifies", qualifies ? "true" : "false", why );
    };
    vacant( "V1", sqft( "V1" ), sqft( "V1" ), true, "1.2-acre vacant lot (264 x 198 ft): no structures, no improvements, use code 010V, improvement value 0" );
    vacant( "V2", sqft( "V2" ), sqft( "V2" ), false, "0.9-acre vacant lot (198 x 198 ft), under 1.0 acre" );
    for ( const char *id : { "V3A", "V3B" } )
      vacant( id, sqft( id ), sqft( "V3A" ) + sqft( "V3B" ), true, "two 0.6-acre vacant lots of one owner sharing a 198 ft boundary line form one 1.2-acre contiguous vacant parcel" );
    for ( const char *id : { "V4A", "V4B" } )
      vacant( id, sqft( id ), sqft( "V4A" ) + sqft( "V4B" ), true, "two 0.6-acre vacant lots of one owner touching at a single corner point (shared boundary point) form one 1.2-acre parcel" );
    for ( const char *id : { "V5A", "V5B" } )
      vacant( id, sqft( id ), sqft( id ), false, "two 0.6-acre vacant lots of one owner drawn to the centreline of a 20 ft alley: their common line lies in the alley right-of-way, so they are not contiguous" );
    for ( const char *id : { "V6A", "V6B" } )
      vacant( id, sqft( id ), sqft( id ), false, "two 0.6-acre vacant lots of one owner facing each other across a 60 ft street: they do not touch" );
    for ( const char *id : { "V7A", "V7B" } )
      vacant( id, sqft( id ), sqft( "V7A" ) + sqft( "V7B" ), true, "two touching 0.6-acre vacant lots whose owner is spelled \"PACIFIC CREST HOLDINGS LLC\" and \"Pacific Crest Holdings, L.L.C.\": one owner, one 1.2-acre parcel" );
    for ( const char *id : { "V8A", "V8B" } )
      vacant( id, sqft( id ), sqft( "V8A" ) + sqft( "V8B" ), true, "two 0.6-acre vacant lots of one owner 0.3 ft apart (a digitizing gap): contiguous under a 0.5 ft snapping tolerance" );
    vacant( "V9", sqft( "V9" ), sqft( "V9" ), true, "1.1-acre lot whose only structures are an oil_well and a freeway_sign, which the ordinance does not count as structures" );
    {
      const double building = 108.0 * 121.0;
      const std::string why10 = "1.5-acre lot (330 x 198 ft) with one permitted 0.3-acre building (108 x 121 ft = 13,068 sq ft): the unimproved 1.2 acres qualify the whole parcel";
      add( "V10", "vacantparcels", "vacancy", "partially_vacant", why10 );
      add( "V10", "vacantparcels", "unimproved_sqft", whole( sqft( "V10" ) - building ), why10 );
      add( "V10", "vacantparcels", "qualifies", "true", why10 );
      const std::string why11 = "1.2-acre lot (264 x 198 ft) with one permitted 0.3-acre building: unimproved 0.9 acre, under 1.0 acre";
      add( "V11", "vacantparcels", "vacancy", "improved", why11 );
      add( "V11", "vacantparcels", "unimproved_sqft", whole( sqft( "V11" ) - building ), why11 );
      add( "V11", "vacantparcels", "qualifies", "false", why11 );
      const std::string why12 = "1.3-acre lot (286 x 198 ft) paved wall to wall as an approved parking lot: a permanent improvement";
      add( "V12", "vacantparcels", "vacancy", "improved", why12 );
      add( "V12", "vacantparcels", "unimproved_sqft", "0", why12 );
      add( "V12", "vacantparcels", "qualifies", "false", why12 );
    }

    // ESA adjacency: esa and sea layers together, 200 ft.
    auto esa = [&]( const std::string &id, const char *relation, double distance, const char *name, const std::string &why )
    {
      add( id, "esaadjacency", "esa_relation", relation, why );
      add( id, "esaadjacency", "esa_distance_ft", whole( distance ), why );
      if ( name )
        add( id, "esaadjacency", "esa_name", name, why );
    };
    esa( "E1", "directly_adjacent", 199, kStairEsa, "nearest ESA edge exactly 199 ft north of the lot's rear line" );
    esa( "E2", "directly_adjacent", 200, kStairEsa, "nearest ESA edge exactly 200 ft away: within 200 feet includes 200.0" );
    esa( "E3", "outside", 201, nullptr, "nearest ESA edge exactly 201 ft away" );
    esa( "E4", "inside", 0, kSea, "the lot lies wholly inside a Significant Ecological Area (sea layer); SEAs are ESAs" );
    esa( "E5", "directly_adjacent", 0, kDiamondEsa, "an ESA touches the lot at its south-east corner point only: distance 0 but no shared area" );
    esa( "E6", "directly_adjacent", 120, kHoledEsa, "an inholding in the hole of a holed ESA polygon: 120 ft to the hole's ring on every side, not inside" );

    // Technical infeasibility.
    const double i1Area = circularSegment( kWellRadius, 99 );
    auto infeasible = [&]( const std::string &id, const char *field, const std::string &expected, const std::string &why )
    {
      add( id, "infeasibility", field, expected, why );
    };
    const std::string whyI1 = "drinking well W000001 99 ft from the lot's rear line: the 100 ft circle cuts a segment r^2 acos(d/r) - d sqrt(r^2 - d^2) with r = 100, d = 99 (its 28.2 ft chord lies inside the lot edge)";
    infeasible( "I1", "well_distance_ft", "99", whyI1 );
    infeasible( "I1", "well_id", "W000001", whyI1 );
    infeasible( "I1", "well_infeasible_sqft", formatNumber( i1Area, 3 ), whyI1 );
    infeasible( "I1", "infeasible_sqft", formatNumber( i1Area, 3 ), whyI1 );
    infeasible( "I1", "infeasibility", "partial", whyI1 );
    const std::string whyI2 = "drinking well W000002 101 ft from the lot: outside 100 ft";
    infeasible( "I2", "well_distance_ft", "101", whyI2 );
    infeasible( "I2", "well_infeasible_sqft", "0", whyI2 );
    infeasible( "I2", "infeasible_sqft", "0", whyI2 );
    infeasible( "I2", "infeasibility", "none", whyI2 );
    const std::string whyI3 = "an irrigation well 50 ft away and no drinking well within 500 ft";
    infeasible( "I3", "well_infeasible_sqft", "0", whyI3 );
    infeasible( "I3", "infeasibility", "none", whyI3 );
    const double i4Area = twoCircleUnion( kWellRadius, 100 );
    const std::string whyI4 = "two drinking wells 100 ft apart inside the lot, both 100 ft circles wholly inside it: union 2 pi r^2 - (2 r^2 acos(c/2r) - (c/2) sqrt(4r^2 - c^2)), overlap counted once";
    infeasible( "I4", "well_distance_ft", "0", whyI4 );
    infeasible( "I4", "well_infeasible_sqft", formatNumber( i4Area, 3 ), whyI4 );
    infeasible( "I4", "infeasible_sqft", formatNumber( i4Area, 3 ), whyI4 );
    infeasible( "I4", "infeasible_fraction", formatNumber( i4Area / sqft( "I4" ), 6 ), whyI4 );
    infeasible( "I4", "infeasibility", "partial", whyI4 );
    const std::string whyI5 = "the lot lies wholly inside a brownfield site";
    infeasible( "I5", "infeasible_sqft", whole( sqft( "I5" ) ), whyI5 );
    infeasible( "I5", "infeasible_fraction", "1", whyI5 );
    infeasible( "I5", "infeasibility", "full", whyI5 );
    const std::string whyI6 = "the west half of the lot (90 x 200 ft) lies on Zaca clay, ksat 0.06 in/hr, under 0.3";
    infeasible( "I6", "infeasible_sqft", whole( sqft( "I6" ) / 2 ), whyI6 );
    infeasible( "I6", "infeasible_fraction", "0.5", whyI6 );
    infeasible( "I6", "infeasibility", "partial", whyI6 );
    for ( const auto &g : std::vector<std::pair<std::string, double>>{ { "I7", 4 }, { "I8", 7 }, { "I9", 12 } } )
    {
      const bool shallow = g.second <= 10;
      const std::string why = "seasonal high groundwater " + formatNumber( g.second, 1 ) + " ft below grade under the whole lot" + ( shallow ? ": within 10 ft of grade (the \"five to ten feet\" band's outer limit)" : ": deeper than 10 ft" );
      infeasible( g.first, "infeasible_sqft", shallow ? whole( sqft( g.first ) ) : "0", why );
      infeasible( g.first, "infeasibility", shallow ? "full" : "none", why );
    }

    // Hillside: exact planes under the lots, 30 ft beyond them.
    auto hill = [&]( const std::string &id, const char *field, const std::string &expected, const std::string &why )
    {
      add( id, "hillside", field, expected, why );
    };
    // Cells whose centres fall in a lot cover it exactly when its edges lie on cell edges.
    auto onCells = [&]( const std::string &id )
    {
      const Rect r = lot( id ).rect;
      auto fits = [&]( double v, double origin )
      { return std::fmod( v - origin, demCell ) == 0; };
      return fits( r.x0, demExtent.x0 ) && fits( r.x1, demExtent.x0 ) && fits( r.y0, demExtent.y0 ) && fits( r.y1, demExtent.y0 );
    };
    const std::string aligned = "; the lot's edges lie on DEM cell edges, so its cells cover it exactly";
    const std::string whyH1 = "exact 30% plane on Chino silt loam (K 0.43, erosive): Signal Hill hillside property";
    hill( "H1", "slope_mean_pct", "30.0", whyH1 );
    hill( "H1", "slope_max_pct", "30.0", whyH1 );
    if ( onCells( "H1" ) )
    {
      hill( "H1", "steep_sqft", whole( sqft( "H1" ) ), whyH1 + aligned );
      hill( "H1", "erodible_steep_sqft", whole( sqft( "H1" ) ), whyH1 + aligned );
    }
    hill( "H1", "hillside", "true", whyH1 );
    const std::string whyH2 = "exact 30% plane on Ramona sandy loam (K 0.28, not erosive): not a Signal Hill hillside property";
    hill( "H2", "slope_mean_pct", "30.0", whyH2 );
    if ( onCells( "H2" ) )
      hill( "H2", "steep_sqft", whole( sqft( "H2" ) ), whyH2 + aligned );
    hill( "H2", "erodible_steep_sqft", "0", whyH2 );
    hill( "H2", "hillside", "false", whyH2 );
    const std::string whyH3 = "exactly flat lot on Montebello loam (K 0.37, erosive at the threshold): no steep slope, not hillside";
    hill( "H3", "slope_mean_pct", "0.0", whyH3 );
    hill( "H3", "steep_sqft", "0", whyH3 );
    hill( "H3", "hillside", "false", whyH3 );
    hill( "H4", "slope_mean_pct", "14.5", "R1 lot, use 0100, on an exact 14.5% plane" );
    hill( "H4", "hillside", "false", "Cudahy profile: R1 lot in residential use (0100) averaging 14.5%, under 15%" );
    hill( "H5", "slope_mean_pct", "15.5", "R1 lot, use 0100, on an exact 15.5% plane" );
    hill( "H5", "hillside", "true", "Cudahy profile: R1 lot in residential use (0100) averaging 15.5%, 15% or more" );
    hill( "NODATA", "status", "partial_nodata", "the west 45% of the lot lies on the DEM's NoData patch (nodata -9999)" );
    hill( "OUTSIDE", "status", "outside_dem", "the lot lies east of the east street, wholly beyond the DEM's extent" );

    // Broken geometry: every screen still writes the parcel, with a status.
    for ( const char *screen : { "vacantparcels", "hillside", "esaadjacency", "infeasibility" } )
    {
      add( "NULLGEOM", screen, "status", "null_geometry", "the parcel is on the roll (apn, owner) but has no geometry" );
      add( "BOWTIE", screen, "status", "repaired", "self-intersecting bow-tie polygon (its ring crosses itself at the lot's centre): invalid, but repairable into two triangles, so evaluated from the repaired shape" );
    }
    return rows;
  }

} // namespace samplecity
