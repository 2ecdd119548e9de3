/***************************************************************************
  test_lidapplicability.cpp: the LID applicability rules of the three
  cities, one proposed project per row, each expectation written by hand
  from the ordinance text (the clause beside it): every threshold just
  under, at and just over as the code words it, each exemption and opt-in,
  the 50% rule on both sides and at exactly 50%, each SIC and NAICS code of
  Beverly Hills, a Cudahy gasoline outlet at 99 and 100 trips, and missing
  inputs that leave the answer undecided with what to ask for.

  A row's inputs: use, sic, naics, disturbed, site, new (impervious sq ft
  created or added), replaced (existing impervious sq ft replaced or
  altered), existing (existing impervious sq ft), prior (the existing
  development was subject to post-construction requirements), units,
  added (dwelling units added), enlarge (home enlarged, percent), valuepct
  (improvements' value, percent of the existing), spaces, trips, habitat,
  discharges (directly to an ESA), chars (site characteristics, "+"
  between them, or none), hillside, esa, exemption ("+" between words).
 ***************************************************************************/
#include "lid/swlidapplicability.h"

#include "qgsexception.h"

#include <QFile>

#include <gtest/gtest.h>

#include <map>

namespace
{
  struct Case
  {
    const char *name;
    const char *city;
    const char *inputs;
    const char *lidRequired;
    const char *categories; //!< category ids, comma separated
    const char *plan;
    const char *scope;
    const char *status;
    const char *missing = ""; //!< text the missing inputs must contain
  };

  std::ostream &operator<<( std::ostream &os, const Case &c )
  {
    return os << c.name;
  }

  SwProjectInputs parse( const QString &inputs )
  {
    SwProjectInputs p;
    for ( const QString &pair : inputs.split( QLatin1Char( ' ' ), Qt::SkipEmptyParts ) )
    {
      const QString key = pair.section( QLatin1Char( '=' ), 0, 0 );
      const QString value = pair.section( QLatin1Char( '=' ), 1 );
      const double number = value.toDouble();
      if ( key == QLatin1String( "use" ) )
        p.use = value;
      else if ( key == QLatin1String( "sic" ) )
        p.sic = value;
      else if ( key == QLatin1String( "naics" ) )
        p.naics = value;
      else if ( key == QLatin1String( "disturbed" ) )
        p.disturbedSqft = number;
      else if ( key == QLatin1String( "site" ) )
        p.siteSqft = number;
      else if ( key == QLatin1String( "new" ) )
        p.newImperviousSqft = number;
      else if ( key == QLatin1String( "replaced" ) )
        p.replacedImperviousSqft = number;
      else if ( key == QLatin1String( "prior" ) )
        p.priorRequirements = value == QLatin1String( "yes" );
      else if ( key == QLatin1String( "discharges" ) )
        p.dischargesToEsa = value == QLatin1String( "yes" );
      else if ( key == QLatin1String( "chars" ) )
        p.siteCharacteristics = value == QLatin1String( "none" ) ? QStringList() : value.split( QLatin1Char( '+' ) );
      else if ( key == QLatin1String( "enlarge" ) )
        p.homeEnlargementPct = number;
      else if ( key == QLatin1String( "added" ) )
        p.addedUnits = number;
      else if ( key == QLatin1String( "valuepct" ) )
        p.improvementValuePct = number;
      else if ( key == QLatin1String( "existing" ) )
        p.existingImperviousSqft = number;
      else if ( key == QLatin1String( "units" ) )
        p.units = number;
      else if ( key == QLatin1String( "spaces" ) )
        p.parkingSpaces = number;
      else if ( key == QLatin1String( "trips" ) )
        p.dailyTrips = number;
      else if ( key == QLatin1String( "habitat" ) )
        p.habitatImpact = value == QLatin1String( "yes" );
      else if ( key == QLatin1String( "hillside" ) )
        p.hillside = value == QLatin1String( "yes" );
      else if ( key == QLatin1String( "esa" ) )
        p.esaRelation = value;
      else if ( key == QLatin1String( "exemption" ) )
        p.exemption = QString( value ).replace( QLatin1Char( '+' ), QLatin1Char( ' ' ) );
      else
        ADD_FAILURE() << "unknown input " << key.toStdString();
    }
    return p;
  }

  const SwLidApplicability &rules( const QString &city )
  {
    static std::map<QString, SwLidApplicability> cities;
    auto it = cities.find( city );
    if ( it == cities.end() )
      it = cities.emplace( city, SwLidApplicability( SwLidProfile::fromProfile( SwProfile::load( city ) ) ) ).first;
    return it->second;
  }

  // Shorthand for the inputs that keep the other categories out of a row:
  // an undeveloped site (new development), a small disturbed area, outside any ESA.
#define NEW_SMALL "existing=0 disturbed=4000 esa=outside discharges=no "
  // A Cudahy site already built on, whose project adds nothing that another category would catch.
#define CU_DEVELOPED "existing=20000 replaced=0 prior=no esa=outside discharges=no chars=none valuepct=10 enlarge=0 added=0 "

  const Case CASES[] = {
    // ---- Signal Hill 12.16.114(C): "N square feet or more of surface area" is >= N.
    { "sh_restaurant_4999", "signal-hill", NEW_SMALL "use=restaurant site=4999 new=400", "no", "", "none", "", "ok" },                                                                                      // (C)(5) under; new 400 < 500: no small site (116(B))
    { "sh_restaurant_5000", "signal-hill", NEW_SMALL "use=restaurant site=5000 new=400", "yes", "restaurant", "lid_plan", "entire_project", "ok" },                                                         // (C)(5) at "5,000 square feet or more"
    { "sh_restaurant_5001", "signal-hill", NEW_SMALL "use=restaurant site=5001 new=400", "yes", "restaurant", "lid_plan", "entire_project", "ok" },                                                         // (C)(5) over
    { "sh_industrial_park_9999", "signal-hill", NEW_SMALL "use=industrial_park site=9999 new=400", "no", "", "none", "", "ok" },                                                                            // (C)(2) under
    { "sh_industrial_park_10000", "signal-hill", NEW_SMALL "use=industrial_park site=10000 new=400", "yes", "industrial_park", "lid_plan", "entire_project", "ok" },                                        // (C)(2) at
    { "sh_industrial_park_10001", "signal-hill", NEW_SMALL "use=industrial_park site=10001 new=400", "yes", "industrial_park", "lid_plan", "entire_project", "ok" },                                        // (C)(2) over
    { "sh_commercial_mall_9999", "signal-hill", NEW_SMALL "use=commercial_mall site=9999 new=400", "no", "", "none", "", "ok" },                                                                            // (C)(3) under
    { "sh_commercial_mall_10000", "signal-hill", NEW_SMALL "use=commercial_mall site=10000 new=400", "yes", "commercial_mall", "lid_plan", "entire_project", "ok" },                                        // (C)(3) at
    { "sh_gasoline_4999", "signal-hill", NEW_SMALL "use=retail_gasoline_outlet site=4999 new=400", "no", "", "none", "", "ok" },                                                                            // (C)(4) under
    { "sh_gasoline_5000", "signal-hill", NEW_SMALL "use=retail_gasoline_outlet site=5000 new=400", "yes", "retail_gasoline_outlet", "lid_plan", "entire_project", "ok" },                                   // (C)(4) at
    { "sh_automotive_4999", "signal-hill", NEW_SMALL "use=automotive_service site=4999 new=400", "no", "", "none", "", "ok" },                                                                              // (C)(8) under
    { "sh_automotive_5000", "signal-hill", NEW_SMALL "use=automotive_service site=5000 new=400", "yes", "automotive_service", "lid_plan", "entire_project", "ok" },                                         // (C)(8) at
    { "sh_automotive_by_sic_5511", "signal-hill", NEW_SMALL "use=other sic=5511 site=5000 new=400", "yes", "automotive_service", "lid_plan", "entire_project", "ok" },                                      // definition B names SIC 5511
    { "sh_sic_7533_is_open", "signal-hill", NEW_SMALL "use=other sic=7533 site=5000 new=400", "undecided", "", "", "", "undecided", "whether SIC 7533 is among the codes of automotive service facility" }, // definition B's list is missing: not "no"
    { "sh_garage_by_sic_only", "signal-hill", NEW_SMALL "sic=7538 site=6000 new=400", "undecided", "", "", "", "undecided", "SHMC 12.16 definition B" },                                                    // a garage known only by SIC 7538
    { "sh_declared_restaurant_with_sic", "signal-hill", NEW_SMALL "use=restaurant sic=5812 site=6000 new=400", "yes", "restaurant", "lid_plan", "entire_project", "ok" },                                   // a specific use named: the open list does not hold it up
    // (C)(6): "5,000 square feet or more of impervious surface area, or with 25 or more parking spaces"
    { "sh_parking_4999_24", "signal-hill", NEW_SMALL "use=parking_lot new=4999 spaces=24", "yes", "small_site", "small_site_plan", "entire_project", "ok" },             // not (C)(6); 116(B): 500 or more
    { "sh_parking_5000", "signal-hill", NEW_SMALL "use=parking_lot new=5000 spaces=10", "yes", "parking_lot", "lid_plan", "entire_project", "ok" },                      // (C)(6) at 5,000
    { "sh_parking_25_spaces", "signal-hill", NEW_SMALL "use=parking_lot new=1000 spaces=25", "yes", "parking_lot", "lid_plan", "entire_project", "ok" },                 // (C)(6) 25 or more spaces
    { "sh_parking_spaces_missing", "signal-hill", NEW_SMALL "use=parking_lot new=1000", "yes", "small_site", "", "", "undecided_plan", "the number of parking spaces" }, // (C)(6) open: small site at least
    // (C)(7) streets: "10,000 square feet or more of impervious surface area"; (D)(2) Green Streets
    { "sh_street_9999", "signal-hill", NEW_SMALL "use=street new=9999", "yes", "small_site", "small_site_plan", "entire_project", "ok" }, // under (C)(7): a small site, 116(B)
    { "sh_street_10000", "signal-hill", NEW_SMALL "use=street new=10000", "yes", "street", "green_streets", "", "ok" },                   // (C)(7) at; (D)(2) sets no scope
    { "sh_street_10001", "signal-hill", NEW_SMALL "use=street new=10001", "yes", "street", "green_streets", "", "ok" },                   // (C)(7) over
    // (C)(1): "equal to one acre or greater of disturbed area that adds more than 10,000 square feet"
    { "sh_one_acre_adds_10000", "signal-hill", "existing=0 esa=outside discharges=no use=other disturbed=43560 new=10000", "yes", "small_site", "small_site_plan", "entire_project", "ok" },    // 10,000 is not "more than"
    { "sh_one_acre_adds_10001", "signal-hill", "existing=0 esa=outside discharges=no use=other disturbed=43560 new=10001", "yes", "development_one_acre", "lid_plan", "entire_project", "ok" }, // (C)(1)
    { "sh_under_one_acre", "signal-hill", "existing=0 esa=outside discharges=no use=other disturbed=43559 new=20000", "yes", "small_site", "small_site_plan", "entire_project", "ok" },         // 43,559 < one acre
    // (C)(9): in or directly adjacent to an ESA, likely to impact habitat, "2,500 square feet or more"
    { "sh_esa_2499", "signal-hill", "existing=0 disturbed=3000 use=other esa=directly_adjacent habitat=yes new=2499", "yes", "small_site", "small_site_plan", "entire_project", "ok" },
    { "sh_esa_2500", "signal-hill", "existing=0 disturbed=3000 use=other esa=directly_adjacent habitat=yes new=2500", "yes", "environmentally_sensitive_area", "lid_plan", "entire_project", "ok" },
    { "sh_esa_inside_2501", "signal-hill", "existing=0 disturbed=3000 use=other esa=inside habitat=yes new=2501", "yes", "environmentally_sensitive_area", "lid_plan", "entire_project", "ok" },
    { "sh_esa_outside", "signal-hill", "existing=0 disturbed=3000 use=other esa=outside discharges=no habitat=yes new=3000", "yes", "small_site", "small_site_plan", "entire_project", "ok" },
    { "sh_esa_piped_discharge", "signal-hill", "existing=0 disturbed=3000 use=other esa=outside discharges=yes habitat=yes new=3000", "yes", "environmentally_sensitive_area", "lid_plan", "entire_project", "ok" }, // (C)(9) "or discharging directly to": 210 ft away, piped into it
    { "sh_esa_discharge_unknown", "signal-hill", "existing=0 disturbed=3000 use=other esa=outside habitat=yes new=3000", "yes", "small_site", "", "", "undecided_plan", "whether the project discharges directly to an environmentally sensitive area" },
    { "sh_esa_no_habitat_impact", "signal-hill", "existing=0 disturbed=3000 use=other esa=inside habitat=no new=3000", "yes", "small_site", "small_site_plan", "entire_project", "ok" }, // (C)(9)(a) not met
    { "sh_esa_relation_unknown", "signal-hill", "existing=0 disturbed=3000 use=other habitat=yes new=3000", "yes", "small_site", "", "", "undecided_plan", "environmentally sensitive area" },
    // (C)(10) "Single-family hillside properties": no size
    { "sh_hillside", "signal-hill", NEW_SMALL "use=single_family hillside=yes new=100", "yes", "single_family_hillside", "lid_plan", "entire_project", "ok" },
    { "sh_not_hillside", "signal-hill", NEW_SMALL "use=single_family hillside=no new=100", "no", "", "none", "", "ok" },
    { "sh_hillside_unknown", "signal-hill", NEW_SMALL "use=single_family new=100", "undecided", "", "", "", "undecided", "whether the parcel is a hillside property" },
    // (C)(11)(a) redevelopment, 5,000 or more on an already developed site; (b) more than 50%: entire; (c) less than 50%: alteration only
    { "sh_redevelopment_4999", "signal-hill", "disturbed=5000 esa=outside discharges=no use=restaurant site=4000 existing=8000 new=0 replaced=4999 prior=no", "yes", "small_site", "small_site_plan", "entire_project", "ok" },                            // 62% >= 50: 116(B)(5)
    { "sh_redevelopment_5000_over_half", "signal-hill", "disturbed=5000 esa=outside discharges=no use=restaurant site=4000 existing=8000 new=0 replaced=5000 prior=no", "yes", "redevelopment", "lid_plan", "entire_project", "ok" },                      // 62.5% > 50: (C)(11)(b)
    { "sh_redevelopment_5001_of_10000", "signal-hill", "disturbed=5000 esa=outside discharges=no use=restaurant site=4000 existing=10000 new=0 replaced=5001 prior=no", "yes", "redevelopment", "lid_plan", "entire_project", "ok" },                      // 50.01%: (b)
    { "sh_redevelopment_exactly_half", "signal-hill", "disturbed=5000 esa=outside discharges=no use=restaurant site=4000 existing=10000 new=0 replaced=5000 prior=no", "yes", "redevelopment", "lid_plan", "", "undecided_scope", "the city's decision" }, // 50%: neither (b) "more than" nor (c) "less than"
    { "sh_redevelopment_under_half", "signal-hill", "disturbed=5000 esa=outside discharges=no use=restaurant site=4000 existing=10002 new=0 replaced=5000 prior=no", "yes", "redevelopment", "lid_plan", "altered_portion_only", "ok" },                   // 49.99%: (c)
    { "sh_redevelopment_quarter", "signal-hill", "disturbed=5000 esa=outside discharges=no use=parking_lot spaces=10 existing=20000 new=0 replaced=5000 prior=no", "yes", "parking_lot,redevelopment", "lid_plan", "altered_portion_only", "ok" },         // (C)(6) and (11)(a); 25%: (c)
    // 116(B)(5) "at least fifty percent (50%) or more": entire site; (6) "less than fifty percent": the increment
    { "sh_small_site_exactly_half", "signal-hill", "disturbed=2000 esa=outside discharges=no use=other existing=2000 new=0 replaced=1000", "yes", "small_site", "small_site_plan", "entire_project", "ok" },    // 50%: (B)(5)
    { "sh_small_site_under_half", "signal-hill", "disturbed=2000 esa=outside discharges=no use=other existing=2000 new=0 replaced=999", "yes", "small_site", "small_site_plan", "altered_portion_only", "ok" }, // 49.95%: (B)(6)
    { "sh_small_site_over_half", "signal-hill", "disturbed=2000 esa=outside discharges=no use=other existing=2000 new=0 replaced=1001", "yes", "small_site", "small_site_plan", "entire_project", "ok" },       // (B)(5)
    { "sh_small_site_499", "signal-hill", NEW_SMALL "use=other new=499", "no", "", "none", "", "ok" },                                                                                                          // 116(B): "500 square feet or more"
    { "sh_small_site_500", "signal-hill", NEW_SMALL "use=other new=500", "yes", "small_site", "small_site_plan", "entire_project", "ok" },
    { "sh_multi_family_redevelopment", "signal-hill", "disturbed=6000 esa=outside discharges=no use=multi_family units=8 existing=20000 new=0 replaced=6000", "yes", "small_site", "small_site_plan", "altered_portion_only", "ok" }, // not a (C) use: 116(B), 30%: (B)(6)
    // (C)(11)(e) existing single-family: only when it creates, adds or replaces 10,000 square feet
    { "sh_single_family_9999", "signal-hill", "disturbed=10000 esa=outside discharges=no use=single_family hillside=no existing=3000 new=9999 replaced=0", "yes", "small_site", "small_site_plan", "altered_portion_only", "ok" },                                          // 116(B)(6): a pure addition alters 0%
    { "sh_single_family_10000", "signal-hill", "disturbed=10000 esa=outside discharges=no use=single_family hillside=no existing=3000 new=10000 replaced=0", "yes", "redevelopment_single_family", "lid_plan", "altered_portion_only", "ok" },                              // (C)(11)(c) or not reached: either way the addition only
    { "sh_single_family_replaced_unknown", "signal-hill", "disturbed=10000 esa=outside discharges=no use=single_family hillside=no existing=3000 new=9000", "yes", "small_site", "", "", "undecided_plan", "the existing impervious area the project replaces or alters" }, // 9,000 added: a small site at least; with what it replaces, 10,000 or more ((C)(11)(e))?
    // The 50% rule: the share is what the project replaces or alters of the existing, not what it adds ((C)(11)(b), (c))
    { "sh_pure_addition", "signal-hill", "disturbed=4000 esa=outside discharges=no use=restaurant site=6000 existing=500.3 new=3000 replaced=0", "yes", "restaurant", "lid_plan", "altered_portion_only", "ok" },                                                                                           // under 5,000: not redevelopment (definition HHH), the 50% rule does not reach it
    { "sh_redevelopment_prior_unknown", "signal-hill", "disturbed=8000 esa=outside discharges=no use=restaurant site=6000 existing=10000 new=0 replaced=6000", "yes", "restaurant,redevelopment", "lid_plan", "", "undecided_scope", "whether the existing development was subject to post-construction" }, // 60%: (b) only if not subject to earlier requirements
    { "sh_redevelopment_prior_unknown_under_half", "signal-hill", "disturbed=8000 esa=outside discharges=no use=restaurant site=6000 existing=20000 new=0 replaced=6000", "yes", "restaurant,redevelopment", "lid_plan", "altered_portion_only", "ok" },                                                    // 30%: (c) or not reached, the alteration either way
    { "sh_redevelopment_built_under_requirements", "signal-hill", "disturbed=8000 esa=outside discharges=no use=restaurant site=6000 existing=10000 new=0 replaced=8000 prior=yes", "yes", "restaurant,redevelopment", "lid_plan", "altered_portion_only", "ok" },                                          // 80%, but (b) reaches only sites not subject to earlier requirements
    // 114(F)(1)-(6), 116(D)(1)-(6) exemptions; 114(G), 116(E) opt-in
    { "sh_exempt_emergency", "signal-hill", NEW_SMALL "use=restaurant site=6000 new=400 exemption=emergency", "no", "", "none", "", "ok" },                                            // (F)(1)
    { "sh_exempt_right_of_way", "signal-hill", NEW_SMALL "use=street new=20000 exemption=public_right_of_way_infrastructure", "no", "", "none", "", "ok" },                            // (F)(2)
    { "sh_exempt_utility", "signal-hill", NEW_SMALL "use=other new=800 exemption=utility_service", "no", "", "none", "", "ok" },                                                       // (F)(3)
    { "sh_exempt_resurfacing", "signal-hill", NEW_SMALL "use=parking_lot new=8000 exemption=parking_lot_resurfacing", "no", "", "none", "", "ok" },                                    // (F)(4)
    { "sh_exempt_film_set", "signal-hill", NEW_SMALL "use=other new=800 exemption=film_set_or_facade", "no", "", "none", "", "ok" },                                                   // (F)(5)
    { "sh_exempt_no_permit", "signal-hill", NEW_SMALL "use=restaurant site=6000 new=400 exemption=no_permit", "no", "", "none", "", "ok" },                                            // (F)(6)
    { "sh_exempt_opts_in", "signal-hill", NEW_SMALL "use=restaurant site=6000 new=400 exemption=no_permit+opt_in", "yes", "restaurant", "lid_plan", "entire_project", "ok" },          // (G)
    { "sh_small_site_exempt_opts_in", "signal-hill", NEW_SMALL "use=other new=800 exemption=utility_service+opt_in", "yes", "small_site", "small_site_plan", "entire_project", "ok" }, // 116(E)
    { "sh_routine_maintenance_no_opt_in", "signal-hill", NEW_SMALL "use=restaurant site=6000 new=400 exemption=routine_maintenance+opt_in", "no", "", "none", "", "ok" },              // (C)(11)(d): not under (F), no (G)
    { "sh_unknown_exemption", "signal-hill", NEW_SMALL "use=restaurant site=6000 new=400 exemption=hardship", "undecided", "", "", "", "undecided", "a recognized exemption ('hardship' is not one of" },
    // Missing inputs: undecided, never "no"
    { "sh_restaurant_area_missing", "signal-hill", NEW_SMALL "use=restaurant new=100", "undecided", "", "", "", "undecided", "the project's surface area (sq ft)" },
    { "sh_use_missing", "signal-hill", NEW_SMALL "new=100 site=6000", "undecided", "", "", "", "undecided", "the project use (one of single_family, multi_family" },
    { "sh_existing_missing", "signal-hill", "disturbed=4000 esa=outside discharges=no use=restaurant site=6000 new=400", "yes", "restaurant", "lid_plan", "", "undecided_scope", "the existing impervious area of the site" },
    { "sh_new_impervious_missing", "signal-hill", NEW_SMALL "use=other", "undecided", "", "", "", "undecided", "the impervious area the project creates or adds (sq ft)" },

    // ---- Beverly Hills Art. 5 C.1-C.5, D.1-D.2
    { "bh_one_acre_9999", "beverly-hills", "existing=0 use=other disturbed=43560 new=9999", "no", "", "none", "", "ok" },                                                                                                // C.1.a(1) under
    { "bh_one_acre_10000", "beverly-hills", "existing=0 use=other disturbed=43560 new=10000", "yes", "new_development_one_acre", "lid_plan", "entire_project", "ok" },                                                   // "more than ten thousand (10,000) square feet or more": "or more" takes in 10,000
    { "bh_one_acre_43559", "beverly-hills", "existing=0 use=other disturbed=43559 new=20000", "no", "", "none", "", "ok" },                                                                                              // C.1.a(1): under one acre
    { "bh_industrial_park_9999", "beverly-hills", "existing=0 disturbed=5000 use=industrial_park site=9999 new=100", "no", "", "none", "", "ok" },                                                                       // C.1.a(2) under
    { "bh_industrial_park_10000", "beverly-hills", "existing=0 disturbed=5000 use=industrial_park site=10000 new=100", "yes", "new_industrial_park", "lid_plan", "entire_project", "ok" },                               // C.1.a(2)
    { "bh_commercial_mall_10000", "beverly-hills", "existing=0 disturbed=5000 use=commercial_mall site=10000 new=100", "yes", "new_commercial_mall", "lid_plan", "entire_project", "ok" },                               // C.1.a(3)
    { "bh_redevelopment_site_exactly_half", "beverly-hills", "use=other existing=10000 new=0 replaced=5000 prior=no", "yes", "redevelopment_site_10000", "lid_plan", "", "undecided_scope", "the city's decision" },     // C.2.a; 50%: neither D.1 "more than" nor D.2 "less than"
    { "bh_redevelopment_site_quarter", "beverly-hills", "use=other existing=20000 new=0 replaced=5000 prior=no", "yes", "redevelopment_site_10000", "lid_plan", "altered_portion_only", "ok" },                          // C.2.a; D.2
    { "bh_redevelopment_site_over_half", "beverly-hills", "use=other existing=12000 new=0 replaced=7000 prior=no", "yes", "redevelopment_site_10000", "lid_plan", "entire_project", "ok" },                              // C.2.a; 58%: D.1
    { "bh_redevelopment_site_4999", "beverly-hills", "use=other existing=10000 new=0 replaced=4999 prior=no", "no", "", "none", "", "ok" },                                                                              // C.2: "five thousand (5,000) square feet or more"
    { "bh_simple_bmps_site_9999", "beverly-hills", "use=other existing=9999 new=5000", "yes", "redevelopment_small_site", "simple_lid_bmps", "", "ok" },                                                                 // C.4: existing "less than ten thousand"
    { "bh_redevelopment_industrial_park", "beverly-hills", "use=industrial_park site=10000 existing=5000 new=0 replaced=5000 prior=no", "yes", "redevelopment_industrial_park", "lid_plan", "entire_project", "ok" },    // C.2.b; 100%
    { "bh_redevelopment_commercial_mall", "beverly-hills", "use=commercial_mall site=10000 existing=4000 new=1000 replaced=4000 prior=no", "yes", "redevelopment_commercial_mall", "lid_plan", "entire_project", "ok" }, // C.2.c
    { "bh_restaurant_redevelopment_small_site", "beverly-hills", "use=restaurant existing=3000 new=3000 replaced=3000 prior=no", "yes", "restaurant", "lid_plan", "entire_project", "ok" },                              // C.3.a, not C.4's two BMPs
    { "bh_restaurant_sic_4999", "beverly-hills", "existing=0 disturbed=5000 use=other sic=5812 new=4999", "no", "", "none", "", "ok" },                                                                                  // C.3.a under
    { "bh_restaurant_sic_5000", "beverly-hills", "existing=0 disturbed=5000 use=other sic=5812 new=5000", "yes", "restaurant", "lid_plan", "entire_project", "ok" },                                                     // C.3.a SIC 5812
    { "bh_parking_5000", "beverly-hills", "existing=0 disturbed=5000 use=parking_lot new=5000", "yes", "parking_lot", "lid_plan", "entire_project", "ok" },                                                              // C.3.b
    { "bh_parking_4999", "beverly-hills", "existing=0 disturbed=5000 use=parking_lot new=4999", "no", "", "none", "", "ok" },                                                                                            // C.3.b under
    // C.3.c automotive service: SIC 5013, 5014, 5511, 5541, 7532-7534, 7536-7539
    { "bh_sic_5013", "beverly-hills", "existing=0 disturbed=5000 use=other sic=5013 new=5000", "yes", "automotive_service", "lid_plan", "entire_project", "ok" },
    { "bh_sic_5014", "beverly-hills", "existing=0 disturbed=5000 use=other sic=5014 new=5000", "yes", "automotive_service", "lid_plan", "entire_project", "ok" },
    { "bh_sic_5511", "beverly-hills", "existing=0 disturbed=5000 use=other sic=5511 new=5000", "yes", "automotive_service", "lid_plan", "entire_project", "ok" },
    { "bh_sic_5541", "beverly-hills", "existing=0 disturbed=5000 use=other sic=5541 new=5000", "yes", "automotive_service,retail_gasoline_outlet", "lid_plan", "entire_project", "ok" }, // C.3.c and C.3.d
    { "bh_sic_7532", "beverly-hills", "existing=0 disturbed=5000 use=other sic=7532 new=5000", "yes", "automotive_service", "lid_plan", "entire_project", "ok" },
    { "bh_sic_7533", "beverly-hills", "existing=0 disturbed=5000 use=other sic=7533 new=5000", "yes", "automotive_service", "lid_plan", "entire_project", "ok" },
    { "bh_sic_7534", "beverly-hills", "existing=0 disturbed=5000 use=other sic=7534 new=5000", "yes", "automotive_service", "lid_plan", "entire_project", "ok" },
    { "bh_sic_7535_not_listed", "beverly-hills", "existing=0 disturbed=5000 use=other sic=7535 new=5000", "no", "", "none", "", "ok" }, // the gap in 7532-7534, 7536-7539
    { "bh_sic_7536", "beverly-hills", "existing=0 disturbed=5000 use=other sic=7536 new=5000", "yes", "automotive_service", "lid_plan", "entire_project", "ok" },
    { "bh_sic_7537", "beverly-hills", "existing=0 disturbed=5000 use=other sic=7537 new=5000", "yes", "automotive_service", "lid_plan", "entire_project", "ok" },
    { "bh_sic_7538", "beverly-hills", "existing=0 disturbed=5000 use=other sic=7538 new=5000", "yes", "automotive_service", "lid_plan", "entire_project", "ok" },
    { "bh_sic_7539", "beverly-hills", "existing=0 disturbed=5000 use=other sic=7539 new=5000", "yes", "automotive_service", "lid_plan", "entire_project", "ok" },
    { "bh_sic_7539_4999", "beverly-hills", "existing=0 disturbed=5000 use=other sic=7539 new=4999", "no", "", "none", "", "ok" }, // C.3: under 5,000
    // C.3.d retail gasoline outlets: SIC 5541 (above), NAICS 447110 and 447190
    // A gasoline station is SIC 5541, which C.3.c also lists: its NAICS numbers make it both
    { "bh_naics_447110", "beverly-hills", "existing=0 disturbed=5000 use=other naics=447110 new=5000", "yes", "automotive_service,retail_gasoline_outlet", "lid_plan", "entire_project", "ok" },
    { "bh_naics_447190", "beverly-hills", "existing=0 disturbed=5000 use=other naics=447190 new=5000", "yes", "automotive_service,retail_gasoline_outlet", "lid_plan", "entire_project", "ok" },
    { "bh_naics_2022_gas_station", "beverly-hills", "existing=0 disturbed=5000 use=other naics=457110 new=5000", "yes", "automotive_service,retail_gasoline_outlet", "lid_plan", "entire_project", "ok" }, // NAICS 2022 renumbered 447110 as 457110
    { "bh_naics_2022_other_gas_station", "beverly-hills", "existing=0 disturbed=5000 use=other naics=457120 new=5000", "yes", "automotive_service,retail_gasoline_outlet", "lid_plan", "entire_project", "ok" },
    { "bh_naics_general_repair", "beverly-hills", "existing=0 disturbed=5000 naics=811111 new=5000", "yes", "automotive_service", "lid_plan", "entire_project", "ok" },                                 // "as well as the corresponding NAICS codes": SIC 7538 is NAICS 811111
    { "bh_naics_2022_specialized_repair", "beverly-hills", "existing=0 disturbed=5000 naics=811114 new=5000", "yes", "automotive_service", "lid_plan", "entire_project", "ok" },                        // 7533, 7537, 7539 became 811114 in 2022
    { "bh_rebuild_built_under_requirements", "beverly-hills", "use=other existing=20000 new=0 replaced=15000 prior=yes", "yes", "redevelopment_site_10000", "lid_plan", "altered_portion_only", "ok" }, // 75%, but D.1 reaches only sites "not subject to" earlier requirements
    { "bh_rebuild_prior_unknown", "beverly-hills", "use=other existing=20000 new=0 replaced=15000", "yes", "redevelopment_site_10000", "lid_plan", "", "undecided_scope", "whether the existing development was subject to post-construction" },
    { "bh_naics_447120_not_listed", "beverly-hills", "existing=0 disturbed=5000 use=other naics=447120 new=5000", "no", "", "none", "", "ok" },
    { "bh_sic_without_use", "beverly-hills", "existing=0 disturbed=5000 sic=7533 new=5000", "yes", "automotive_service", "lid_plan", "entire_project", "ok" }, // the code decides, the use is not needed
    // C.5 streets: "ten thousand (10,000) square feet or more"
    { "bh_street_9999", "beverly-hills", "existing=0 disturbed=5000 use=street new=9999", "no", "", "none", "", "ok" },
    { "bh_street_10000", "beverly-hills", "existing=0 disturbed=5000 use=street new=10000", "yes", "street", "green_streets", "", "ok" },
    { "bh_routine_maintenance", "beverly-hills", "existing=0 use=parking_lot new=8000 exemption=routine_maintenance", "no", "", "none", "", "ok" },                    // definition DEVELOPMENT
    { "bh_no_opt_in", "beverly-hills", "existing=0 use=parking_lot new=8000 exemption=routine_maintenance+opt_in", "no", "", "none", "", "ok" },                       // Art. 5 has no opt-in
    { "bh_existing_missing", "beverly-hills", "use=other disturbed=5000 new=6000", "undecided", "", "", "", "undecided", "the existing impervious area of the site" }, // C.2.a, C.4 open

    // ---- Cudahy 13.08: § 11-2.11(1) every new development; § 11-2.12(6)(a)-(g) a SWMP, (7)(b)(i)-(viii) treatment controls, (7)(c), (7)(d)
    // Definition "New development": "all construction on unimproved properties", a home enlarged 50 percent or more, a unit added, improvements worth half
    { "cu_new_house_vacant_lot", "cudahy", "existing=0 disturbed=3000 esa=outside discharges=no use=single_family units=1 new=2500", "yes", "new_development", "swmp", "entire_project", "ok" },                                                                                        // § 11-2.11(1)
    { "cu_home_enlarged_60", "cudahy", CU_DEVELOPED "disturbed=1500 use=single_family units=1 new=1200 enlarge=60", "yes", "new_development", "swmp", "altered_portion_only", "ok" },                                                                                                   // "an increase of 50 percent or greater"
    { "cu_home_enlarged_49", "cudahy", CU_DEVELOPED "disturbed=1500 use=single_family units=1 new=1200 enlarge=49", "no", "", "none", "", "ok" },                                                                                                                                       // under 50 percent; (7)(c) none
    { "cu_home_enlargement_unknown", "cudahy", "existing=2000 replaced=0 prior=no esa=outside discharges=no chars=none disturbed=1500 use=single_family units=1 new=1200", "undecided", "", "", "", "undecided", "how much the project increases the size of the single-family home" }, // the data cannot say
    { "cu_unit_added", "cudahy", CU_DEVELOPED "disturbed=800 use=multi_family units=4 new=600 added=1", "yes", "new_development", "swmp", "altered_portion_only", "ok" },                                                                                                               // "an addition of one or more dwelling units"
    { "cu_improvements_half_value", "cudahy", CU_DEVELOPED "disturbed=800 use=other new=0 valuepct=50", "yes", "new_development", "swmp", "altered_portion_only", "ok" },                                                                                                               // "valued at 50 percent or more"
    // (6)(a) / (7)(b)(i) "Ten or more unit homes"
    { "cu_nine_units", "cudahy", "existing=0 disturbed=10000 use=multi_family units=9 new=2000", "yes", "new_development", "swmp", "entire_project", "ok" },
    { "cu_ten_units", "cudahy", "existing=0 disturbed=10000 use=multi_family units=10 new=2000", "yes", "new_development,ten_or_more_units", "swmp+treatment_controls", "entire_project", "ok" },
    { "cu_ten_single_family_homes", "cudahy", "existing=0 disturbed=10000 use=single_family units=10 new=2000", "yes", "new_development,ten_or_more_units", "swmp+treatment_controls", "entire_project", "ok" }, // "including single-family homes"
    { "cu_units_missing", "cudahy", "existing=0 disturbed=10000 use=multi_family new=2000", "yes", "new_development", "", "", "undecided_plan", "the number of residential units" },
    // (6)(b) / (7)(b)(ii) "disturb one acre or more"
    { "cu_commercial_43559", "cudahy", CU_DEVELOPED "use=other disturbed=43559 new=2000", "no", "", "none", "", "ok" },
    { "cu_commercial_one_acre", "cudahy", CU_DEVELOPED "use=other disturbed=43560 new=2000", "yes", "industrial_commercial_one_acre", "swmp+treatment_controls", "altered_portion_only", "ok" },
    // (6)(c) auto service of any size; (7)(b)(iii) treatment controls from [5,000 square feet or more]
    { "cu_auto_repair_4000", "cudahy", CU_DEVELOPED "disturbed=1000 sic=7538 site=4000 new=500", "yes", "automotive_service", "swmp", "altered_portion_only", "ok" }, // the 4,000 sq ft auto repair shop
    { "cu_automotive_4999", "cudahy", CU_DEVELOPED "disturbed=1000 use=other sic=7533 site=4999 new=500", "yes", "automotive_service", "swmp", "altered_portion_only", "ok" },
    { "cu_automotive_5000", "cudahy", CU_DEVELOPED "disturbed=1000 use=other sic=7533 site=5000 new=500", "yes", "automotive_service,automotive_service_treatment", "swmp+treatment_controls", "altered_portion_only", "ok" },
    { "cu_sic_5511_not_listed", "cudahy", CU_DEVELOPED "disturbed=1000 use=other sic=5511 site=6000 new=500", "no", "", "none", "", "ok" }, // (6)(c) lists no 5511
    // (6)(d) gasoline outlets of any size; (7)(b)(iv) [5,000 square feet or more of impervious surface area and ... 100 or more vehicles]
    { "cu_gasoline_99_trips", "cudahy", CU_DEVELOPED "disturbed=6000 use=retail_gasoline_outlet new=5000 trips=99", "yes", "retail_gasoline_outlet,redevelopment", "swmp+treatment_controls", "altered_portion_only", "ok" },
    { "cu_gasoline_small_99_trips", "cudahy", CU_DEVELOPED "disturbed=3000 use=retail_gasoline_outlet new=3000 trips=99", "yes", "retail_gasoline_outlet", "swmp", "altered_portion_only", "ok" },
    { "cu_gasoline_100_trips", "cudahy", "existing=0 disturbed=6000 esa=outside discharges=no use=retail_gasoline_outlet new=5000 trips=100", "yes", "new_development,retail_gasoline_outlet,retail_gasoline_outlet_treatment", "swmp+treatment_controls", "entire_project", "ok" },
    { "cu_gasoline_4999", "cudahy", "existing=0 disturbed=6000 esa=outside discharges=no use=retail_gasoline_outlet new=4999 trips=100", "yes", "new_development,retail_gasoline_outlet", "swmp", "entire_project", "ok" },
    { "cu_gasoline_trips_missing", "cudahy", "existing=0 disturbed=6000 esa=outside discharges=no use=retail_gasoline_outlet new=5000", "yes", "new_development,retail_gasoline_outlet", "", "", "undecided_plan", "the projected average daily traffic (vehicles a day)" },
    // (6)(e) restaurants of any size; (7)(b)(v) [5,000 square feet or more of surface area]
    { "cu_restaurant_4999", "cudahy", CU_DEVELOPED "disturbed=1000 use=other sic=5812 site=4999 new=500", "yes", "restaurant", "swmp", "altered_portion_only", "ok" },
    { "cu_restaurant_5000", "cudahy", CU_DEVELOPED "disturbed=1000 use=other sic=5812 site=5000 new=500", "yes", "restaurant,restaurant_treatment", "swmp+treatment_controls", "altered_portion_only", "ok" },
    // (6)(f) / (7)(b)(vi) parking lots
    { "cu_parking_4999_24", "cudahy", CU_DEVELOPED "disturbed=1000 use=parking_lot site=4999 spaces=24 new=500", "no", "", "none", "", "ok" },
    { "cu_parking_25_spaces", "cudahy", CU_DEVELOPED "disturbed=1000 use=parking_lot site=4999 spaces=25 new=500", "yes", "parking_lot", "swmp+treatment_controls", "altered_portion_only", "ok" },
    { "cu_parking_5000", "cudahy", CU_DEVELOPED "disturbed=1000 use=parking_lot site=5000 spaces=3 new=500", "yes", "parking_lot", "swmp+treatment_controls", "altered_portion_only", "ok" },
    // (6)(g) / (7)(b)(vii) in, adjacent to or discharging directly to an ESA
    { "cu_esa_2499", "cudahy", CU_DEVELOPED "disturbed=3000 use=other esa=directly_adjacent habitat=yes new=2499", "no", "", "none", "", "ok" },
    { "cu_esa_2500", "cudahy", CU_DEVELOPED "disturbed=3000 use=other esa=directly_adjacent habitat=yes new=2500", "yes", "environmentally_sensitive_area", "swmp+treatment_controls", "altered_portion_only", "ok" },
    { "cu_esa_piped", "cudahy", "existing=20000 replaced=0 prior=no esa=outside discharges=yes chars=none valuepct=10 disturbed=3000 use=other habitat=yes new=2500", "yes", "environmentally_sensitive_area", "swmp+treatment_controls", "altered_portion_only", "ok" },
    // (6)(g) / (7)(b)(viii) redevelopment in a subject category (commercial developments include office buildings); (7)(d) the 50% rule
    { "cu_office_rebuild", "cudahy", "existing=20000 new=0 replaced=12000 prior=no esa=outside discharges=no chars=none valuepct=40 disturbed=12000 use=other", "yes", "redevelopment", "swmp+treatment_controls", "entire_project", "ok" },                                           // 60%: (7)(d)
    { "cu_redevelopment_exactly_half", "cudahy", "existing=10000 new=0 replaced=5000 prior=no esa=outside discharges=no chars=none valuepct=10 disturbed=5000 use=commercial_mall", "yes", "redevelopment", "swmp+treatment_controls", "", "undecided_scope", "the city's decision" }, // "more than 50 percent" / "less than 50 percent"
    { "cu_redevelopment_4999", "cudahy", "existing=10000 new=0 replaced=4999 prior=no esa=outside discharges=no chars=none valuepct=10 disturbed=5000 use=commercial_mall", "no", "", "none", "", "ok" },
    { "cu_redevelopment_under_half", "cudahy", "existing=20000 new=0 replaced=6000 prior=no esa=outside discharges=no chars=none valuepct=10 disturbed=6000 use=commercial_mall", "yes", "redevelopment", "swmp+treatment_controls", "altered_portion_only", "ok" },
    { "cu_redevelopment_over_half", "cudahy", "existing=10000 new=0 replaced=6000 prior=no esa=outside discharges=no chars=none valuepct=10 disturbed=6000 use=commercial_mall", "yes", "redevelopment", "swmp+treatment_controls", "entire_project", "ok" },
    { "cu_single_family_redevelopment", "cudahy", CU_DEVELOPED "disturbed=8000 use=single_family units=1 new=8000", "no", "", "none", "", "ok" }, // (7)(d) existing single-family structures are exempt
    // (7)(c): a project no other category catches, with a listed characteristic, needs a site-specific plan
    { "cu_site_specific_fueling", "cudahy", "existing=20000 replaced=0 prior=no esa=outside discharges=no valuepct=10 disturbed=1000 use=other new=800 chars=fueling", "yes", "site_specific", "site_specific_plan", "", "ok" },
    { "cu_site_characteristics_unknown", "cudahy", "existing=20000 replaced=0 prior=no esa=outside discharges=no valuepct=10 disturbed=1000 use=other new=800", "undecided", "", "", "", "undecided", "the project's site characteristics" },
    { "cu_emergency", "cudahy", "existing=0 use=parking_lot site=9000 exemption=emergency", "no", "", "none", "", "ok" },
    { "cu_emergency_no_opt_in", "cudahy", "existing=0 use=parking_lot site=9000 exemption=emergency+opt_in", "no", "", "none", "", "ok" },
  };

  class LidCase : public ::testing::TestWithParam<Case>
  {
  };
} // namespace

TEST_P( LidCase, AnswersAsTheCodeWordsIt )
{
  const Case &c = GetParam();
  const SwLidAnswer answer = rules( QString::fromLatin1( c.city ) ).evaluate( parse( QString::fromLatin1( c.inputs ) ) );
  const QString context = QStringLiteral( "%1 [%2]\n  categories: %3\n  reason: %4\n  missing: %5" ).arg( QString::fromLatin1( c.name ), QString::fromLatin1( c.inputs ), answer.categories, answer.reason, answer.missing.join( QLatin1String( " | " ) ) );
  EXPECT_EQ( answer.lidRequired.toStdString(), c.lidRequired ) << context.toStdString();
  EXPECT_EQ( answer.categoryIds.join( QLatin1Char( ',' ) ).toStdString(), c.categories ) << context.toStdString();
  EXPECT_EQ( answer.plan.toStdString(), c.plan ) << context.toStdString();
  EXPECT_EQ( answer.scope.toStdString(), c.scope ) << context.toStdString();
  EXPECT_EQ( answer.status.toStdString(), c.status ) << context.toStdString();
  if ( *c.missing )
  {
    EXPECT_TRUE( answer.missing.join( QLatin1String( "; " ) ).contains( QString::fromUtf8( c.missing ) ) ) << context.toStdString();
  }
  else if ( answer.status == QLatin1String( "ok" ) )
  {
    EXPECT_TRUE( answer.missing.isEmpty() ) << context.toStdString();
  }
  // Undecided is never "no": it always says what to ask for.
  if ( answer.lidRequired == QLatin1String( "undecided" ) )
  {
    EXPECT_FALSE( answer.missing.isEmpty() ) << context.toStdString();
  }
  EXPECT_FALSE( answer.reason.isEmpty() ) << context.toStdString();
}

INSTANTIATE_TEST_SUITE_P( ThreeCities, LidCase, ::testing::ValuesIn( CASES ), []( const ::testing::TestParamInfo<Case> &info )
                          { return std::string( info.param.name ); } );

TEST( LidApplicability, TableHasAtLeastSixtyProjects )
{
  EXPECT_GE( std::size( CASES ), 60u );
}

TEST( LidApplicability, CategoryQuotesItsClause )
{
  const SwLidAnswer answer = rules( QStringLiteral( "signal-hill" ) ).evaluate( parse( QStringLiteral( NEW_SMALL "use=restaurant site=5000 new=400" ) ) );
  EXPECT_EQ( answer.categories, QStringLiteral( "restaurant with 5,000 sq ft or more of surface area (SHMC 12.16.114(C)(5))" ) );
  EXPECT_EQ( answer.citation, QStringLiteral( "SHMC 12.16.114(C)(5)" ) );
}

TEST( LidApplicability, ExactlyHalfSaysTheCodeIsSilent )
{
  const SwLidAnswer answer = rules( QStringLiteral( "signal-hill" ) ).evaluate( parse( QStringLiteral( "disturbed=5000 esa=outside discharges=no use=restaurant site=4000 existing=10000 new=0 replaced=5000 prior=no" ) ) );
  ASSERT_TRUE( answer.alteredPct.has_value() );
  EXPECT_DOUBLE_EQ( *answer.alteredPct, 50.0 );
  EXPECT_TRUE( answer.reason.contains( QStringLiteral( "alters 5,000 of 10,000 sq ft of existing impervious surface (50%): none of the code's clauses covers this share" ) ) ) << answer.reason.toStdString();
  EXPECT_TRUE( answer.reason.contains( QStringLiteral( "SHMC 12.16.114(C)(11)(b)" ) ) && answer.reason.contains( QStringLiteral( "SHMC 12.16.114(C)(11)(c)" ) ) ) << answer.reason.toStdString();
}

// The comparison reads as the code words it: "50% or more", not "or more 50%".
TEST( LidApplicability, SmallSiteShareReadsAsTheCodeWordsIt )
{
  const SwLidAnswer answer = rules( QStringLiteral( "signal-hill" ) ).evaluate( parse( QStringLiteral( "disturbed=2000 esa=outside discharges=no use=other existing=2000 new=0 replaced=1000" ) ) );
  EXPECT_TRUE( answer.reason.contains( QStringLiteral( "alters 1,000 of 2,000 sq ft of existing impervious surface (50%): 50% or more, so the entire project is mitigated (SHMC 12.16.116(B)(5)" ) ) ) << answer.reason.toStdString();
  EXPECT_FALSE( answer.reason.contains( QStringLiteral( "or more 50%" ) ) ) << answer.reason.toStdString();
}

// A pure addition alters none of the existing surface: before, 3,000 sq ft added to 500.3 read "599.63%" and retrofitted the site.
TEST( LidApplicability, PureAdditionIsNotAnAlterationOfTheExisting )
{
  const SwLidAnswer answer = rules( QStringLiteral( "signal-hill" ) ).evaluate( parse( QStringLiteral( "disturbed=4000 esa=outside discharges=no use=restaurant site=6000 existing=500.3 new=3000 replaced=0" ) ) );
  EXPECT_EQ( answer.scope, QStringLiteral( "altered_portion_only" ) );
  ASSERT_TRUE( answer.alteredPct.has_value() );
  EXPECT_DOUBLE_EQ( *answer.alteredPct, 0.0 );
  EXPECT_TRUE( answer.reason.contains( QStringLiteral( "The code's 50% clauses do not reach this project (SHMC 12.16.114(C)(11)(b), (c); definition HHH" ) ) ) << answer.reason.toStdString();
  EXPECT_FALSE( answer.reason.contains( QStringLiteral( "599" ) ) ) << answer.reason.toStdString();
}

TEST( LidApplicability, ExemptionQuotesItsClauseAndOptIn )
{
  const SwLidAnswer exempt = rules( QStringLiteral( "signal-hill" ) ).evaluate( parse( QStringLiteral( NEW_SMALL "use=restaurant site=6000 new=400 exemption=no_permit" ) ) );
  EXPECT_EQ( exempt.exemption, QStringLiteral( "a project not requiring a City building, grading, demolition or other permit for construction activity (SHMC 12.16.114(F)(6), 12.16.116(D)(6))" ) );
  const SwLidAnswer optedIn = rules( QStringLiteral( "signal-hill" ) ).evaluate( parse( QStringLiteral( NEW_SMALL "use=restaurant site=6000 new=400 exemption=no_permit+opt_in" ) ) );
  EXPECT_TRUE( optedIn.exemption.endsWith( QStringLiteral( "; opted in (SHMC 12.16.114(G), 12.16.116(E))" ) ) ) << optedIn.exemption.toStdString();
}

TEST( LidApplicability, SmallSiteNamesItsManualCategory )
{
  const SwLidAnswer home = rules( QStringLiteral( "signal-hill" ) ).evaluate( parse( QStringLiteral( NEW_SMALL "use=single_family hillside=no units=1 new=800" ) ) );
  EXPECT_TRUE( home.categories.contains( QStringLiteral( "(SHMC 12.16.116(B)(3))" ) ) ) << home.categories.toStdString();
  const SwLidAnswer shop = rules( QStringLiteral( "signal-hill" ) ).evaluate( parse( QStringLiteral( NEW_SMALL "use=other new=800" ) ) );
  EXPECT_TRUE( shop.categories.contains( QStringLiteral( "(SHMC 12.16.116(B)(4))" ) ) ) << shop.categories.toStdString();
}

TEST( LidApplicability, ProfileMistakesNameTheRule )
{
  QByteArray json;
  {
    QFile file( QStringLiteral( SW_SOURCE_DIR "/profiles/signal-hill.json" ) );
    ASSERT_TRUE( file.open( QIODevice::ReadOnly ) );
    json = file.readAll();
  }
  json.replace( "{ \"uses\": [\"restaurant\"] }", "{ \"uses\": [\"diner\"] }" );
  try
  {
    SwLidProfile::fromProfile( SwProfile::fromJson( json, QStringLiteral( "my-city.json" ) ) );
    FAIL() << "a use that is not in lid.uses was accepted";
  }
  catch ( const QgsProcessingException &e )
  {
    EXPECT_EQ( e.what(), QStringLiteral( "Profile my-city.json: rule 'lid.categories' 'restaurant': the use 'diner' is not one of lid.uses (single_family, multi_family, industrial_park, commercial_mall, restaurant, retail_gasoline_outlet, automotive_service, parking_lot, street, other)" ) );
  }
}
