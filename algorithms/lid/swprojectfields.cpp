/***************************************************************************
  swprojectfields.cpp: the project inputs of the counter's questions (see
  the header).
 ***************************************************************************/
#include "lid/swprojectfields.h"

#include <QCoreApplication>
#include <QMap>

QString SwProjectField::fieldName() const
{
  return QString::fromLatin1( name ) + QLatin1String( "_FIELD" );
}

QString SwProjectField::valueName() const
{
  return QString::fromLatin1( name );
}

QStringList SwProjectField::knownColumns() const
{
  // The rule input's own name first (the sample's and the README's column),
  // then the names a city's permit table is likely to use for it.
  static const QMap<QString, QStringList> sOthers{
    { QStringLiteral( "use" ), { QStringLiteral( "project_use" ), QStringLiteral( "land_use" ) } },
    { QStringLiteral( "exemption" ), { QStringLiteral( "claimed_exemption" ) } },
    { QStringLiteral( "units" ), { QStringLiteral( "dwelling_units" ) } },
  };
  const QString own = QString::fromLatin1( input );
  return QStringList{ own } + sOthers.value( own );
}

QString SwProjectField::translatedLabel() const
{
  return QCoreApplication::translate( "SwProjectFields", label );
}

QString SwProjectField::translatedHelp() const
{
  return QCoreApplication::translate( "SwProjectFields", help );
}

QString SwProjectField::translatedLine() const
{
  return QCoreApplication::translate( "SwProjectFields", line );
}

const QList<SwProjectField> &SwProjectFields::all()
{
  static const QList<SwProjectField> sFields{
    { "DISTURBED_SQFT", "disturbed_sqft", true, QT_TRANSLATE_NOOP( "SwProjectFields", "Disturbed area (sq ft)" ), QT_TRANSLATE_NOOP( "SwProjectFields", "the area cleared, graded or excavated, in square feet (one acre is 43,560 sq ft)." ), QT_TRANSLATE_NOOP( "SwProjectFields", "Disturbed area" ) },
    { "SITE_SQFT", "site_sqft", true, QT_TRANSLATE_NOOP( "SwProjectFields", "Surface area of the project (sq ft)" ), QT_TRANSLATE_NOOP( "SwProjectFields", "the project's surface area in square feet (the size the codes give industrial parks, malls, restaurants, gasoline outlets, automotive service facilities)." ), QT_TRANSLATE_NOOP( "SwProjectFields", "Surface area of the site" ) },
    { "NEW_IMPERVIOUS_SQFT", "new_impervious_sqft", true, QT_TRANSLATE_NOOP( "SwProjectFields", "New impervious area (sq ft)" ), QT_TRANSLATE_NOOP( "SwProjectFields", "the impervious surface the project creates or adds, in square feet (not what it replaces: that is REPLACED_IMPERVIOUS_SQFT). The codes' \"create, add or replace\" thresholds use the two together." ), QT_TRANSLATE_NOOP( "SwProjectFields", "New impervious area (created or added)" ) },
    { "REPLACED_IMPERVIOUS_SQFT", "replaced_impervious_sqft", true, QT_TRANSLATE_NOOP( "SwProjectFields", "Replaced impervious area (sq ft)" ), QT_TRANSLATE_NOOP( "SwProjectFields", "the existing impervious surface the project replaces or alters, in square feet (0: it replaces none). The 50% rule is this share of the existing impervious area; without it the share is undecided unless the site had none." ), QT_TRANSLATE_NOOP( "SwProjectFields", "Existing impervious area replaced or altered" ) },
    { "EXISTING_IMPERVIOUS_SQFT", "existing_impervious_sqft", true, QT_TRANSLATE_NOOP( "SwProjectFields", "Existing impervious area (sq ft)" ), QT_TRANSLATE_NOOP( "SwProjectFields", "the site's impervious surface before the project, in square feet (0: an undeveloped site, new development; more: redevelopment). Left empty, the parcel's impervious_sqft in PARCELS is used." ), QT_TRANSLATE_NOOP( "SwProjectFields", "Existing impervious area" ) },
    { "PRIOR_REQUIREMENTS", "prior_requirements", false, QT_TRANSLATE_NOOP( "SwProjectFields", "Existing development subject to post-construction requirements (yes/no)" ), QT_TRANSLATE_NOOP( "SwProjectFields", "yes when the existing development was built under post-construction storm water quality control requirements (a SUSMP or LID plan), no when it was not, empty or unknown when the records do not say: the codes' 50% rule reaches only a development that was not." ), QT_TRANSLATE_NOOP( "SwProjectFields", "Existing development subject to post-construction requirements" ) },
    { "PROJECT_USE", "use", false, QT_TRANSLATE_NOOP( "SwProjectFields", "Project use" ), QT_TRANSLATE_NOOP( "SwProjectFields", "one of the profile's uses: single_family, multi_family, industrial_park, commercial_mall, restaurant, retail_gasoline_outlet, automotive_service, parking_lot, street, other." ), QT_TRANSLATE_NOOP( "SwProjectFields", "Use" ) },
    { "SIC", "sic", false, QT_TRANSLATE_NOOP( "SwProjectFields", "SIC code" ), QT_TRANSLATE_NOOP( "SwProjectFields", "the Standard Industrial Classification code; a code the profile lists for a use makes the project that use (5812 restaurant, 5541 gasoline outlet, 7538 auto repair...)." ), QT_TRANSLATE_NOOP( "SwProjectFields", "SIC code" ) },
    { "NAICS", "naics", false, QT_TRANSLATE_NOOP( "SwProjectFields", "NAICS code" ), QT_TRANSLATE_NOOP( "SwProjectFields", "the North American Industry Classification System code, 2017 or 2022 numbering, read like SIC (Beverly Hills: 447110 or 457110 gasoline stations, 811111 auto repair)." ), QT_TRANSLATE_NOOP( "SwProjectFields", "NAICS code" ) },
    { "UNITS", "units", true, QT_TRANSLATE_NOOP( "SwProjectFields", "Residential units" ), QT_TRANSLATE_NOOP( "SwProjectFields", "the number of residential units (Cudahy: ten or more unit homes; Signal Hill small sites: four or fewer, five or more)." ), QT_TRANSLATE_NOOP( "SwProjectFields", "Residential units" ) },
    { "ADDED_UNITS", "added_units", true, QT_TRANSLATE_NOOP( "SwProjectFields", "Dwelling units added to a multifamily structure" ), QT_TRANSLATE_NOOP( "SwProjectFields", "the dwelling units the project adds to a multifamily structure (Cudahy, definition \"New development\": one or more)." ), QT_TRANSLATE_NOOP( "SwProjectFields", "Dwelling units added" ) },
    { "HOME_ENLARGEMENT_PCT", "home_enlargement_pct", true, QT_TRANSLATE_NOOP( "SwProjectFields", "Single-family home enlarged by (percent)" ), QT_TRANSLATE_NOOP( "SwProjectFields", "how much the project increases the size of a single-family home, in percent of its existing size (Cudahy, definition \"New development\": 50 percent or greater)." ), QT_TRANSLATE_NOOP( "SwProjectFields", "Home enlarged by (percent)" ) },
    { "IMPROVEMENT_VALUE_PCT", "improvement_value_pct", true, QT_TRANSLATE_NOOP( "SwProjectFields", "Improvements' value, percent of the existing improvements" ), QT_TRANSLATE_NOOP( "SwProjectFields", "on nonresidential property, the value of the improvements as a percent of the value of the existing improvements (Cudahy, definition \"New development\": 50 percent or more)." ), QT_TRANSLATE_NOOP( "SwProjectFields", "Improvements' value (percent of existing)" ) },
    { "PARKING_SPACES", "parking_spaces", true, QT_TRANSLATE_NOOP( "SwProjectFields", "Parking spaces" ), QT_TRANSLATE_NOOP( "SwProjectFields", "the number of parking spaces of a parking lot (25 or more)." ), QT_TRANSLATE_NOOP( "SwProjectFields", "Parking spaces" ) },
    { "DAILY_TRIPS", "daily_trips", true, QT_TRANSLATE_NOOP( "SwProjectFields", "Average daily traffic (vehicles a day)" ), QT_TRANSLATE_NOOP( "SwProjectFields", "the projected average daily traffic of a gasoline outlet (Cudahy: 100 or more vehicles)." ), QT_TRANSLATE_NOOP( "SwProjectFields", "Average daily traffic" ) },
    { "HABITAT_IMPACT", "habitat_impact", false, QT_TRANSLATE_NOOP( "SwProjectFields", "Runoff likely to impact a sensitive habitat (yes/no)" ), QT_TRANSLATE_NOOP( "SwProjectFields", "yes when the project's runoff is likely to impact a sensitive biological species or habitat (the environmentally sensitive area category)." ), QT_TRANSLATE_NOOP( "SwProjectFields", "Runoff likely to impact a sensitive habitat" ) },
    { "DISCHARGES_TO_ESA", "discharges_to_esa", false, QT_TRANSLATE_NOOP( "SwProjectFields", "Discharges directly to an environmentally sensitive area (yes/no)" ), QT_TRANSLATE_NOOP( "SwProjectFields", "yes when the project's runoff is piped or flows directly into an environmentally sensitive area, wherever the site is (Signal Hill 12.16.114(C)(9), Cudahy (6)(g): \"or discharging directly to\")." ), QT_TRANSLATE_NOOP( "SwProjectFields", "Discharges directly to an environmentally sensitive area" ) },
    { "SITE_CHARACTERISTICS", "site_characteristics", false, QT_TRANSLATE_NOOP( "SwProjectFields", "Site characteristics" ), QT_TRANSLATE_NOOP( "SwProjectFields", "the project's characteristics that call for a site-specific plan (Cudahy (7)(c)), separated by commas: fueling, maintenance, waste_storage, hazardous_materials, outdoor_manufacturing, outdoor_food, animal_care, horticulture; or none." ), QT_TRANSLATE_NOOP( "SwProjectFields", "Site characteristics" ) },
    { "EXEMPTION", "exemption", false, QT_TRANSLATE_NOOP( "SwProjectFields", "Exemption claimed" ), QT_TRANSLATE_NOOP( "SwProjectFields", "the exemption the applicant claims, one of the profile's lid.exemptions ids (Signal Hill: emergency, public_right_of_way_infrastructure, utility_service, parking_lot_resurfacing, film_set_or_facade, no_permit, routine_maintenance), with opt_in added (\"no_permit opt_in\") when the applicant opts in where the code allows it. Empty: none claimed." ), QT_TRANSLATE_NOOP( "SwProjectFields", "Exemption claimed" ) },
  };
  return sFields;
}
