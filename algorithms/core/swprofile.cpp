/***************************************************************************
  swprofile.cpp: the profile schema and its strict loader.
 ***************************************************************************/
#include "core/swprofile.h"

#include "qgsexception.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QObject>

#include <algorithm>
#include <cmath>

namespace
{
  const QString RESOURCE_DIR = QStringLiteral( ":/stormwater/profiles" );

  [[noreturn]] void reject( const QString &origin, const QString &message )
  {
    throw QgsProcessingException( QObject::tr( "Profile %1: %2" ).arg( origin, message ) );
  }

  QString jsonTypeName( const QJsonValue &value )
  {
    switch ( value.type() )
    {
      case QJsonValue::Null:
        return QStringLiteral( "null" );
      case QJsonValue::Bool:
        return QStringLiteral( "a boolean" );
      case QJsonValue::Double:
        return QStringLiteral( "a number" );
      case QJsonValue::String:
        return QStringLiteral( "a string" );
      case QJsonValue::Array:
        return QStringLiteral( "a list" );
      case QJsonValue::Object:
        return QStringLiteral( "an object" );
      case QJsonValue::Undefined:
        break;
    }
    return QStringLiteral( "nothing" );
  }
} // namespace

const QList<SwProfile::RuleSpec> &SwProfile::schema()
{
  static const QList<RuleSpec> sSchema{
    { QStringLiteral( "vacant.required" ), Kind::Flag, QString(), {}, QStringLiteral( "The city's code has vacant parcel provisions" ) },
    { QStringLiteral( "vacant.min_acres" ), Kind::Number, QStringLiteral( "acre" ), {}, QStringLiteral( "A vacant parcel (or contiguous group, or unimproved portion) qualifies at this size or more" ), true, 10000 },
    { QStringLiteral( "vacant.compliance_days" ), Kind::Number, QStringLiteral( "days" ), {}, QStringLiteral( "Days from the original mailing or posting of the notice to compliance" ), false, 3653 },
    { QStringLiteral( "vacant.inspection_months" ), Kind::Number, QStringLiteral( "months" ), {}, QStringLiteral( "Months from the installation of the measures, or the last inspection, to the next inspection" ), true, 120 },
    { QStringLiteral( "vacant.corrective_notice" ), Kind::Flag, QString(), {}, QStringLiteral( "An inspection that finds the measures not in compliance is followed by a written notice of corrective action" ) },
    { QStringLiteral( "vacant.enforcement" ), Kind::Flag, QString(), {}, QStringLiteral( "An owner past the compliance deadline without the measures is in violation and subject to enforcement" ) },
    { QStringLiteral( "vacant.non_structure_types" ), Kind::StringList, QString(), {}, QStringLiteral( "Structure types that are not structures for the vacant parcel rule" ) },
    { QStringLiteral( "vacant.improvement_types" ), Kind::StringList, QString(), {}, QStringLiteral( "Permanent improvement types that make a parcel improved" ) },
    { QStringLiteral( "hillside.required" ), Kind::Flag, QString(), {}, QStringLiteral( "The city's code defines hillside properties" ) },
    { QStringLiteral( "hillside.rule" ), Kind::Choice, QString(), { QStringLiteral( "erodible_steep" ), QStringLiteral( "residential_average_slope" ) }, QStringLiteral( "erodible_steep: natural slope at or above the threshold on erosive soil; residential_average_slope: a lot residential zoned and in residential use whose average slope is at or above the threshold; which lots are residential is the RESIDENTIAL_EXPRESSION parameter over the parcels' own zoning and land-use fields, to be set for the city's roll" ) },
    { QStringLiteral( "hillside.slope_pct" ), Kind::Number, QStringLiteral( "percent" ), {}, QStringLiteral( "Slope threshold of the hillside rule" ), true, 1000 },
    { QStringLiteral( "hillside.min_steep_sqft" ), Kind::Number, QStringLiteral( "sq ft" ), {}, QStringLiteral( "The steep area on erodible soil that makes a hillside property (erodible_steep), where the city's code sets one; its citation is the reason the planner reads. Absent: any steep ground on erodible soil (Signal Hill definition EE and Beverly Hills \"HILLSIDE\" set no minimum area)" ), false, 1e8, true },
    { QStringLiteral( "esa.required" ), Kind::Flag, QString(), {}, QStringLiteral( "The city's code names projects in or adjacent to environmentally sensitive areas" ) },
    { QStringLiteral( "esa.adjacent_ft" ), Kind::Number, QStringLiteral( "ft" ), {}, QStringLiteral( "Directly adjacent: within this distance of a sensitive area" ), false, 52800 },
    { QStringLiteral( "esa.contiguous_zone_ft" ), Kind::Number, QStringLiteral( "ft" ), {}, QStringLiteral( "Width of the contiguous zone a sensitive area needs for its maintenance, function and stability; directly adjacent is measured from the zone's outer edge" ), false, 52800 },
    { QStringLiteral( "esa.impervious_sqft" ), Kind::Number, QStringLiteral( "sq ft" ), {}, QStringLiteral( "Impervious surface a project in or adjacent to a sensitive area must create to need a LID plan" ), false, 1e8 },
    { QStringLiteral( "infeasibility.required" ), Kind::Flag, QString(), {}, QStringLiteral( "The city's code lists technical infeasibility conditions" ) },
    { QStringLiteral( "infeasibility.well_ft" ), Kind::Number, QStringLiteral( "ft" ), {}, QStringLiteral( "Infeasible within this distance of a groundwater well used for drinking water" ), true, 52800 },
    { QStringLiteral( "infeasibility.drinking_well_uses" ), Kind::StringList, QString(), {}, QStringLiteral( "Well use values that mean drinking water (compared case-insensitively)" ) },
    { QStringLiteral( "infeasibility.groundwater_ft" ), Kind::Number, QStringLiteral( "ft" ), {}, QStringLiteral( "Infeasible where seasonal high groundwater is within this depth of grade" ), true, 1000 },
    { QStringLiteral( "infeasibility.groundwater_shallow_ft" ), Kind::Number, QStringLiteral( "ft" ), {}, QStringLiteral( "Lower end of the groundwater band, recorded for the record" ), false, 1000 },
    { QStringLiteral( "infeasibility.infiltration_in_hr" ), Kind::Number, QStringLiteral( "in/hr" ), {}, QStringLiteral( "Infeasible where the saturated infiltration rate is below this" ), true, 1000 },
    { QStringLiteral( "infeasibility.brownfields" ), Kind::Flag, QString(), {}, QStringLiteral( "The city's code lists brownfield sites (pollutant mobilization) as infeasible" ) },
    { QStringLiteral( "infeasibility.geohazards" ), Kind::Flag, QString(), {}, QStringLiteral( "The city's code lists locations with potential geotechnical hazards as infeasible" ) },
    { QStringLiteral( "lid.required" ), Kind::Flag, QString(), {}, QStringLiteral( "The city's code names the projects that need post-construction (LID) storm water mitigation" ) },
    { QStringLiteral( "lid.uses" ), Kind::Objects, QString(), {}, QStringLiteral( "Project uses (id, text, residential; sic and naics: the codes that make a project this use whatever PROJECT_USE says)" ) },
    { QStringLiteral( "lid.plans" ), Kind::Objects, QString(), {}, QStringLiteral( "What each plan a category asks for is in this city (lid_plan, small_site_plan, simple_lid_bmps, green_streets)" ) },
    { QStringLiteral( "lid.categories" ), Kind::Objects, QString(), {}, QStringLiteral( "Project categories that need a plan: each with its plan or plans, its conditions (all must hold; a threshold as op and value in the input's unit, worded as the code words it: or more >=, more than >, less than <), only_if_no_other for a category the code applies only to projects no other category lists, and variants (which part of a plan)" ) },
    { QStringLiteral( "lid.redevelopment_scope" ), Kind::Objects, QString(), {}, QStringLiteral( "On an already developed site: the share of the existing impervious surface the project alters (the existing impervious area replaced or altered over all of it, percent) that makes the entire project or only the altered portion mitigated, per plan; a share no rule covers is left undecided. An entry with otherwise says when the percent rules reach a project at all (its conditions: Signal Hill, a redevelopment under definition HHH; all three, an existing development not subject to post-construction requirements) and the scope of a project they do not reach" ) },
    { QStringLiteral( "lid.exemptions" ), Kind::Objects, QString(), {}, QStringLiteral( "Projects the LID requirements do not apply to (EXEMPTION_FIELD values), each with the clause that lets it opt in (opt_in), if any" ) },
    { QStringLiteral( "impervious.required" ), Kind::Flag, QString(), {}, QStringLiteral( "The city's code decides redevelopment by the existing impervious surface of a site (the 50% rule, a site's impervious area)" ) },
    { QStringLiteral( "impervious.improvement_types" ), Kind::StringList, QString(), {}, QStringLiteral( "Improvement types that are impervious surface (paving, not landscaping); every structure is impervious" ) },
    { QStringLiteral( "designvolume.required" ), Kind::Flag, QString(), {}, QStringLiteral( "The city's code sets a storm water quality design volume (SWQDv) projects must retain" ) },
    { QStringLiteral( "designvolume.fixed_depth_in" ), Kind::Number, QStringLiteral( "in" ), {}, QStringLiteral( "The fixed 24-hour design storm depth; the design storm is the greater of it and the 85th percentile 24-hour depth of the county's isohyetal map" ), true, 100 },
    { QStringLiteral( "designvolume.method" ), Kind::Choice, QString(), { QStringLiteral( "composite_runoff_coefficient" ) }, QStringLiteral( "How the runoff of the design storm is computed: composite_runoff_coefficient, SWQDv (cu ft) = C x depth (in) / 12 x area (sq ft) with C = impervious coefficient x impervious share + pervious coefficient x (1 - impervious share)" ) },
    { QStringLiteral( "designvolume.impervious_runoff_coefficient" ), Kind::Number, QString(), {}, QStringLiteral( "Runoff coefficient of the impervious share of a parcel" ), true, 1 },
    { QStringLiteral( "designvolume.pervious_runoff_coefficient" ), Kind::Number, QString(), {}, QStringLiteral( "Runoff coefficient of the pervious share of a parcel (the undeveloped coefficient of the parcel's soil), unless PERVIOUS_RUNOFF_COEFFICIENT or its field gives one" ), false, 1 },
    { QStringLiteral( "designvolume.biofiltration_factor" ), Kind::Number, QString(), {}, QStringLiteral( "Where retention is technically infeasible, the part of the SWQDv not retained is biofiltrated this many times over" ), true, 10 },
    { QStringLiteral( "designvolume.flowthrough_min_in_hr" ), Kind::Number, QStringLiteral( "in/hr" ), {}, QStringLiteral( "The fixed rainfall intensity flow-through treatment is sized on" ), true, 100 },
    { QStringLiteral( "designvolume.flowthrough_rule" ), Kind::Choice, QString(), { QStringLiteral( "greater" ), QStringLiteral( "either" ) }, QStringLiteral( "greater: flow-through treatment is sized on the greater of the fixed intensity and the mapped one (times the multiplier); either: the code lets it be sized on either, so the lesser complies" ) },
    { QStringLiteral( "designvolume.flowthrough_multiplier" ), Kind::Number, QString(), {}, QStringLiteral( "The mapped intensity (FLOWTHROUGH_INTENSITY) is multiplied by this before it is compared with the fixed one" ), true, 100 },
    { QStringLiteral( "designvolume.small_site_storm" ), Kind::Number, QStringLiteral( "in" ), {}, QStringLiteral( "A small site's (small_site_plan) own 24-hour design storm, where the code lets it comply with this fixed depth instead of the greater of the fixed depth and the 85th percentile depth: a project's design volume is computed on it, the code's other small-site storm named as the applicant's alternative. Absent: small sites use the design storm of every project" ), true, 100, true },
  };
  return sSchema;
}

QStringList SwProfile::builtInNames()
{
  QStringList names;
  const QStringList files = QDir( RESOURCE_DIR ).entryList( { QStringLiteral( "*.json" ) }, QDir::Files, QDir::Name );
  for ( const QString &file : files )
    names << QFileInfo( file ).completeBaseName();
  return names;
}

SwProfile SwProfile::load( const QString &nameOrPath )
{
  const QString wanted = nameOrPath.trimmed().isEmpty() ? defaultName() : nameOrPath.trimmed();
  QString path;
  if ( builtInNames().contains( wanted, Qt::CaseInsensitive ) )
    path = QStringLiteral( "%1/%2.json" ).arg( RESOURCE_DIR, wanted.toLower() );
  else if ( QFileInfo( wanted ).isFile() )
    path = wanted;
  else
    throw QgsProcessingException( QObject::tr( "Unknown profile '%1': give one of %2, or the path of a profile file as PROFILE_FILE" ).arg( wanted, builtInNames().join( QLatin1String( ", " ) ) ) );

  QFile file( path );
  if ( !file.open( QIODevice::ReadOnly ) )
    throw QgsProcessingException( QObject::tr( "Profile %1: cannot read the file (%2)" ).arg( wanted, file.errorString() ) );
  return fromJson( file.readAll(), wanted );
}

SwProfile SwProfile::fromJson( const QByteArray &json, const QString &origin )
{
  QJsonParseError error;
  const QJsonDocument document = QJsonDocument::fromJson( json, &error );
  if ( error.error != QJsonParseError::NoError )
    reject( origin, QObject::tr( "not valid JSON at offset %1: %2" ).arg( error.offset ).arg( error.errorString() ) );
  if ( !document.isObject() )
    reject( origin, QObject::tr( "the top level must be an object" ) );
  const QJsonObject root = document.object();

  static const QStringList topKeys{ QStringLiteral( "name" ), QStringLiteral( "title" ), QStringLiteral( "code" ), QStringLiteral( "rules" ), QStringLiteral( "notice" ) };
  for ( auto it = root.begin(); it != root.end(); ++it )
  {
    if ( !topKeys.contains( it.key() ) )
      reject( origin, QObject::tr( "unknown key '%1' (expected %2)" ).arg( it.key(), topKeys.join( QLatin1String( ", " ) ) ) );
  }
  SwProfile profile;
  profile.mOrigin = origin;
  for ( const QString &key : { QStringLiteral( "name" ), QStringLiteral( "title" ), QStringLiteral( "code" ) } )
  {
    if ( !root.value( key ).isString() || root.value( key ).toString().trimmed().isEmpty() )
      reject( origin, QObject::tr( "'%1' must be a non-empty string" ).arg( key ) );
  }
  profile.mName = root.value( QStringLiteral( "name" ) ).toString();
  profile.mTitle = root.value( QStringLiteral( "title" ) ).toString();
  profile.mCode = root.value( QStringLiteral( "code" ) ).toString();

  if ( root.contains( QStringLiteral( "notice" ) ) )
  {
    if ( !root.value( QStringLiteral( "notice" ) ).isObject() )
      reject( origin, QObject::tr( "'notice' must be an object" ) );
    profile.mNotice = SwNoticeText::fromJson( root.value( QStringLiteral( "notice" ) ).toObject(), origin );
  }

  if ( !root.value( QStringLiteral( "rules" ) ).isObject() )
    reject( origin, QObject::tr( "'rules' must be an object" ) );
  const QJsonObject rules = root.value( QStringLiteral( "rules" ) ).toObject();

  QStringList known;
  for ( const RuleSpec &spec : schema() )
    known << spec.key;
  for ( auto it = rules.begin(); it != rules.end(); ++it )
  {
    if ( !known.contains( it.key() ) )
      reject( origin, QObject::tr( "unknown rule '%1'" ).arg( it.key() ) );
  }

  for ( const RuleSpec &spec : schema() )
  {
    if ( !rules.contains( spec.key ) && spec.optional )
      continue;
    if ( !rules.contains( spec.key ) )
      reject( origin, QObject::tr( "missing rule '%1' (%2)" ).arg( spec.key, spec.description ) );
    if ( !rules.value( spec.key ).isObject() )
      reject( origin, QObject::tr( "rule '%1' must be an object with value, unit and citation" ).arg( spec.key ) );
    const QJsonObject entry = rules.value( spec.key ).toObject();
    for ( auto it = entry.begin(); it != entry.end(); ++it )
    {
      const bool sources = it.key() == QLatin1String( "sources" ) && spec.kind == Kind::StringList;
      if ( it.key() != QLatin1String( "value" ) && it.key() != QLatin1String( "unit" ) && it.key() != QLatin1String( "citation" ) && !sources )
        reject( origin, QObject::tr( "rule '%1' has an unknown key '%2'" ).arg( spec.key, it.key() ) );
    }

    Rule rule;
    rule.key = spec.key;
    rule.citation = entry.value( QStringLiteral( "citation" ) ).toString().trimmed();
    if ( rule.citation.isEmpty() )
      reject( origin, QObject::tr( "rule '%1' has no citation" ).arg( spec.key ) );
    rule.unit = entry.value( QStringLiteral( "unit" ) ).toString();
    if ( rule.unit != spec.unit )
      reject( origin, QObject::tr( "rule '%1' must be in '%2', not '%3'" ).arg( spec.key, spec.unit, rule.unit ) );

    const QJsonValue value = entry.value( QStringLiteral( "value" ) );
    switch ( spec.kind )
    {
      case Kind::Number:
        if ( !value.isDouble() )
          reject( origin, QObject::tr( "rule '%1' must be a number, not %2" ).arg( spec.key, jsonTypeName( value ) ) );
        if ( value.toDouble() < 0 || !std::isfinite( value.toDouble() ) )
          reject( origin, QObject::tr( "rule '%1' must not be negative (%2)" ).arg( spec.key ).arg( value.toDouble() ) );
        // The bounds its parameter keeps (WELL_DISTANCE=0 is refused, so is a well_ft of 0).
        if ( ( spec.aboveZero && value.toDouble() == 0 ) || value.toDouble() > spec.most )
          reject( origin, QObject::tr( "rule '%1' must be %2 and at most %3 %4; got %5" ).arg( spec.key, spec.aboveZero ? QObject::tr( "greater than 0" ) : QObject::tr( "0 or more" ) ).arg( spec.most, 0, 'g', 12 ).arg( spec.unit ).arg( value.toDouble(), 0, 'g', 12 ) );
        rule.value = value.toDouble();
        break;
      case Kind::Flag:
        if ( !value.isBool() )
          reject( origin, QObject::tr( "rule '%1' must be true or false, not %2" ).arg( spec.key, jsonTypeName( value ) ) );
        rule.value = value.toBool();
        break;
      case Kind::Choice:
        if ( !value.isString() || !spec.choices.contains( value.toString() ) )
          reject( origin, QObject::tr( "rule '%1' must be one of %2" ).arg( spec.key, spec.choices.join( QLatin1String( ", " ) ) ) );
        rule.value = value.toString();
        break;
      case Kind::StringList:
      {
        if ( !value.isArray() )
          reject( origin, QObject::tr( "rule '%1' must be a list of strings, not %2" ).arg( spec.key, jsonTypeName( value ) ) );
        QStringList items;
        for ( const QJsonValue &item : value.toArray() )
        {
          if ( !item.isString() )
            reject( origin, QObject::tr( "rule '%1' must be a list of strings, and holds %2" ).arg( spec.key, jsonTypeName( item ) ) );
          items << item.toString();
        }
        rule.value = items;
        // Which dataset uses each value: an object from values of the list to non-empty text.
        const QJsonValue sources = entry.value( QStringLiteral( "sources" ) );
        if ( !sources.isUndefined() && !sources.isObject() )
          reject( origin, QObject::tr( "rule '%1': 'sources' must be an object naming the dataset of each value" ).arg( spec.key ) );
        const QJsonObject byValue = sources.toObject();
        for ( auto it = byValue.begin(); it != byValue.end(); ++it )
        {
          if ( !items.contains( it.key(), Qt::CaseInsensitive ) )
            reject( origin, QObject::tr( "rule '%1': 'sources' names '%2', which is not one of its values" ).arg( spec.key, it.key() ) );
          if ( !it.value().isString() || it.value().toString().trimmed().isEmpty() )
            reject( origin, QObject::tr( "rule '%1': the source of '%2' must be non-empty text" ).arg( spec.key, it.key() ) );
          rule.sources.insert( it.key().trimmed().toLower(), it.value().toString().trimmed() );
        }
        break;
      }
      case Kind::Objects:
      {
        // The shape every object shares; what else each holds is checked by the room that reads it (lid/swlidprofile).
        if ( !value.isArray() || value.toArray().isEmpty() )
          reject( origin, QObject::tr( "rule '%1' must be a non-empty list of objects, not %2" ).arg( spec.key, jsonTypeName( value ) ) );
        QStringList ids;
        for ( const QJsonValue &item : value.toArray() )
        {
          if ( !item.isObject() )
            reject( origin, QObject::tr( "rule '%1' must be a list of objects, and holds %2" ).arg( spec.key, jsonTypeName( item ) ) );
          const QJsonObject object = item.toObject();
          const QString id = object.value( QStringLiteral( "id" ) ).toString().trimmed();
          if ( id.isEmpty() )
            reject( origin, QObject::tr( "rule '%1': every object needs a non-empty 'id'" ).arg( spec.key ) );
          if ( ids.contains( id ) )
            reject( origin, QObject::tr( "rule '%1': the id '%2' is given twice" ).arg( spec.key, id ) );
          ids << id;
          if ( object.value( QStringLiteral( "citation" ) ).toString().trimmed().isEmpty() )
            reject( origin, QObject::tr( "rule '%1': '%2' has no citation" ).arg( spec.key, id ) );
        }
        rule.value = value.toArray().toVariantList();
        break;
      }
    }
    profile.mRules << rule;
  }
  return profile;
}

bool SwProfile::has( const QString &key ) const
{
  return std::any_of( mRules.cbegin(), mRules.cend(), [&key]( const Rule &rule )
                      { return rule.key == key; } );
}

const SwProfile::Rule &SwProfile::rule( const QString &key ) const
{
  for ( const Rule &rule : mRules )
  {
    if ( rule.key == key )
      return rule;
  }
  // Keys come from the schema, which the loader enforces; reaching here is a
  // programming error, reported as clearly as any other.
  throw QgsProcessingException( QObject::tr( "Profile %1 has no rule '%2'" ).arg( mName, key ) );
}

QString SwProfile::displayValue( const Rule &rule )
{
  if ( rule.value.type() == QVariant::Bool )
    return rule.value.toBool() ? QObject::tr( "yes" ) : QObject::tr( "no" );
  if ( rule.value.type() == QVariant::StringList )
  {
    // Each value with its dataset beside it, when the profile names one.
    QStringList shown;
    for ( const QString &item : rule.value.toStringList() )
    {
      const QString source = rule.sources.value( item.trimmed().toLower() );
      shown << ( source.isEmpty() ? item : QStringLiteral( "%1 (%2)" ).arg( item, source ) );
    }
    return shown.join( QLatin1String( ", " ) );
  }
  if ( rule.value.type() == QVariant::List )
  {
    // Each object by its id (or its place) and its text.
    QStringList shown;
    for ( const QVariant &item : rule.value.toList() )
    {
      const QVariantMap object = item.toMap();
      const QString id = object.value( QStringLiteral( "id" ) ).toString();
      const QString text = object.value( QStringLiteral( "text" ), object.value( QStringLiteral( "words" ) ) ).toString();
      shown << ( id.isEmpty() ? text : text.isEmpty() ? id
                                                      : QStringLiteral( "%1: %2" ).arg( id, text ) );
    }
    return shown.join( QLatin1String( "; " ) );
  }
  if ( rule.value.type() == QVariant::Double )
  {
    const QString number = QString::number( rule.value.toDouble(), 'g', 12 );
    return rule.unit.isEmpty() ? number : QStringLiteral( "%1 %2" ).arg( number, rule.unit );
  }
  return rule.value.toString();
}
