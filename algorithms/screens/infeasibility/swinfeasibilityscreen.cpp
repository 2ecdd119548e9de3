/***************************************************************************
  swinfeasibilityscreen.cpp: the screen's parameters, the conditions it
  prepares, and each parcel's share under any of them, counted once.
 ***************************************************************************/
#include "screens/infeasibility/swinfeasibilityscreen.h"
#include "screens/infeasibility/swinfeasibilityparameters.h"
#include "screens/infeasibility/swinfeasibilityrow.h"
#include "core/swchoiceparameter.h"
#include "core/swparameterreader.h"
#include "core/compat.h"
#include "core/swfeetparameter.h"

#include "qgsexception.h"
#include "qgsprocessingparameters.h"

#include <cmath>

using namespace SwInfeasibilityParameters;

namespace
{
  // A parcel is fully infeasible when what is left outside every zone is
  // under 1 sq ft and under 0.1% of the parcel: reprojected edges leave
  // such scraps, and no retention BMP fits in one.
  constexpr double FULL_UNCOVERED_SQFT = 1.0;
  constexpr double FULL_UNCOVERED_SHARE = 0.001;

  double roundTo( double value, double unit )
  {
    return std::round( value / unit ) * unit;
  }
} // namespace

SwInfeasibilityScreen::SwInfeasibilityScreen()
  : SwScreen( QStringLiteral( "infeasibility" ), QObject::tr( "Technical infeasibility" ), SwInfeasibilityRow::columns().schema, { WELLS, GROUNDWATER, BROWNFIELDS, GEOHAZARDS } )
{
}

void SwInfeasibilityScreen::addParameters( SwParameterSink &sink, bool combined ) const
{
  Q_UNUSED( combined )
  auto add = [&sink]( QgsProcessingParameterDefinition *parameter, const QString &help, bool advanced = false )
  { sink.add( parameter, help, advanced ); };
  // Every input is optional, in a single run too: the screen needs at least
  // one condition, whichever the planner has data for.
  add( new QgsProcessingParameterFeatureSource( WELLS, QObject::tr( "Groundwater wells (points)" ), QList<int>() << static_cast<int>( SW_PROCESSING_SOURCE_POINT ), QVariant(), true ),
       QObject::tr( "groundwater well points." ) );
  add( new QgsProcessingParameterField( WELL_USE_FIELD, QObject::tr( "Well use field" ), DEFAULT_WELL_USE_FIELD, WELLS, SW_FIELD_ANY, false, true ),
       QObject::tr( "the field holding the well's use (default use, else WELL_USE as in DWR's groundwater stations, else PLANNEDUSEFORMERUSE as in DWR's Well Completion Reports). Wells of other uses than DRINKING_VALUES (irrigation, observation, monitoring...) never count; the log and the report list every use value found, with its count and how it was treated." ) );
  add( new QgsProcessingParameterField( WELL_ID_FIELD, QObject::tr( "Well id field" ), DEFAULT_WELL_ID_FIELD, WELLS, SW_FIELD_ANY, false, true ),
       QObject::tr( "the field naming a well (default well_id; the feature id when the field is missing)." ), true );
  add( new QgsProcessingParameterString( DRINKING_VALUES, QObject::tr( "Use values meaning drinking water (comma separated; empty = the profile's list)" ), QVariant(), false, true ),
       QObject::tr( "the uses that mean drinking water, compared case-insensitively; a use listing several (\"Water Supply Domestic; Irrigation\") counts when any of them does (default: the profile's infeasibility.drinking_well_uses, which knows the words of DWR's groundwater stations and Well Completion Reports and of GAMA; stormwater:profilerules lists them)." ), true );
  add( new QgsProcessingParameterBoolean( UNKNOWN_USE_AS_DRINKING, QObject::tr( "Treat wells of unknown use as drinking-water wells" ), true, true ),
       QObject::tr( "wells whose use is null, empty or 'unknown' are counted and reported; this decides whether they count as drinking-water wells (default yes, the cautious reading)." ), true );
  add( new QgsProcessingParameterField( WELL_ACCURACY_FIELD, QObject::tr( "Well position accuracy field (values other than 'exact' are approximate)" ), QVariant(), WELLS, SW_FIELD_ANY, false, true ),
       QObject::tr( "optional: some public datasets displace drinking-water wells on purpose; a well whose value there is not 'exact' is approximate, reported, and flagged in well_approximate and in ZONES." ), true );
  add( SwFeetParameter::create( WELL_DISTANCE, QObject::tr( "Infeasible within this distance of a drinking-water well (empty = the profile's distance)" ), QVariant(), true ),
       QObject::tr( "infeasible within this many feet of a drinking-water well, the distance itself included (default: the profile's infeasibility.well_ft, 100 ft)." ), true );
  add( SwFeetParameter::create( WELL_SEARCH_LIMIT, QObject::tr( "Report well distances up to" ), 5280, true ),
       QObject::tr( "well_distance_ft is reported up to this many feet (default 5,280) and left empty beyond." ), true );
  add( new QgsProcessingParameterFeatureSource( GROUNDWATER, QObject::tr( "Seasonal high groundwater (polygons with a depth)" ), QList<int>() << static_cast<int>( SW_PROCESSING_SOURCE_POLYGON ), QVariant(), true ),
       QObject::tr( "polygons of seasonal high groundwater. Infeasible where the depth is at most the profile's infeasibility.groundwater_ft (10 ft); groundwater_shallow records a depth at most infeasibility.groundwater_shallow_ft (5 ft). Areas without a depth are ignored and reported." ) );
  add( new QgsProcessingParameterField( GROUNDWATER_DEPTH_FIELD, QObject::tr( "Groundwater depth field (below grade)" ), DEFAULT_GROUNDWATER_DEPTH_FIELD, GROUNDWATER, SW_FIELD_NUMERIC, false, true ),
       QObject::tr( "the depth below grade (default depth_ft, else depth_m when the layer has it)." ) );
  add( new SwChoiceParameter( GROUNDWATER_DEPTH_UNIT, QObject::tr( "Unit of the groundwater depths (not selected = from the field's name, else ft)" ), SwGroundwaterZones::depthUnits().choices(), QVariant(), true ),
       QObject::tr( "ft (US survey feet) or m (metres). Not selected: metres when the field's name ends in _m or metres (depth_m), otherwise feet. The log, the report's data sources and the layer's metadata say which unit was used and why; a warning names depths that look like metres read as feet (3.048 for 10 ft)." ) );
  SwMappedGround::addParameter( sink, GROUNDWATER_OUTSIDE, GROUNDWATER, QObject::tr( "seasonal high groundwater and its depth" ), QObject::tr( "a layer of the shallow-groundwater zones only, outside which groundwater is deeper" ) );
  add( new QgsProcessingParameterFeatureSource( SOILS, QObject::tr( "Soils (polygons)" ), QList<int>() << static_cast<int>( SW_PROCESSING_SOURCE_POLYGON ), QVariant(), true ),
       QObject::tr( "soil polygons. Infeasible where the infiltration rate is below the profile's infeasibility.infiltration_in_hr (0.3 in/hr; 0.3 itself is not below). In stormwater:screenparcels a SOILS layer without INFILTRATION_FIELD serves the other screens only." ) );
  add( new QgsProcessingParameterField( INFILTRATION_FIELD, QObject::tr( "Soil saturated infiltration rate field" ), DEFAULT_INFILTRATION_FIELD, SOILS, SW_FIELD_NUMERIC, false, true ),
       QObject::tr( "the saturated infiltration rate (default ksat_in_hr, else SSURGO's ksat_r when the layer has it)." ) );
  add( new SwChoiceParameter( INFILTRATION_UNIT, QObject::tr( "Unit of the infiltration rates (not selected = from the field's name, else in/hr)" ), SwSlowSoils::rateUnits().choices(), QVariant(), true ),
       QObject::tr( "in/hr, %1 (micrometres per second), mm/hr or cm/hr. Not selected: %1 for SSURGO's ksat_r, ksat_l and ksat_h (0.3 in/hr is 2.117 %1), the unit a field's name says (ksat_in_hr, ksat_mm_hr...), otherwise in/hr. The log, the report's data sources and the layer's metadata say which unit was used and why; a warning names rates that look like another unit (most soil areas above 40 in/hr)." ).arg( SwSlowSoils::rateUnits().units.at( 1 ).name ) );
  SwMappedGround::addSoilsParameter( sink );
  add( new QgsProcessingParameterFeatureSource( BROWNFIELDS, QObject::tr( "Brownfield sites (polygons)" ), QList<int>() << static_cast<int>( SW_PROCESSING_SOURCE_POLYGON ), QVariant(), true ),
       QObject::tr( "brownfield sites and other locations where pollutant mobilization is a documented concern." ) );
  add( new QgsProcessingParameterExpression( BROWNFIELD_EXPRESSION, QObject::tr( "Brownfields that count (expression; empty = every one)" ), QVariant(), BROWNFIELDS, true ),
       QObject::tr( "a QGIS expression over the brownfield layer's fields that is true for the sites that count, e.g. \"mobilization_risk\" = 'yes' (Beverly Hills F.3.d(4) counts brownfields only \"where infiltration poses a risk of causing pollutant mobilization\"). Empty: every polygon of the layer counts, and the log and the report say so." ), true );
  add( new QgsProcessingParameterFeatureSource( GEOHAZARDS, QObject::tr( "Geotechnical hazard zones (polygons)" ), QList<int>() << static_cast<int>( SW_PROCESSING_SOURCE_POLYGON ), QVariant(), true ),
       QObject::tr( "potential geotechnical hazard zones (landslide, liquefaction...)." ) );
  add( new QgsProcessingParameterField( GEOHAZARD_TYPE_FIELD, QObject::tr( "Geotechnical hazard type field" ), DEFAULT_GEOHAZARD_TYPE_FIELD, GEOHAZARDS, SW_FIELD_ANY, false, true ),
       QObject::tr( "the field naming the hazard (default hazard)." ), true );
}

QString SwInfeasibilityScreen::fieldsHelp() const
{
  return QObject::tr( "Technical infeasibility: give at least one of WELLS, GROUNDWATER, SOILS, BROWNFIELDS, GEOHAZARDS, each in any CRS.\n"
                      "Wells' zones are regular polygons of 256 sides (64 per quarter circle) whose edges touch the true circle: they hold every point within the distance and overstate a circle's area by 0.005%. Whether a parcel is within the distance is decided by its exact distance to the well point.\n"
                      "Fields: well_distance_ft and well_id of the nearest drinking-water well (exact, parcel edge to well point, US feet; empty beyond WELL_SEARCH_LIMIT), well_approximate (empty without WELL_ACCURACY_FIELD), well_infeasible_sqft, groundwater_infeasible_sqft, groundwater_min_depth_ft (shallowest groundwater under the parcel), groundwater_shallow, soil_infeasible_sqft, brownfield_infeasible_sqft, geohazard_infeasible_sqft, geohazard_types (area of the parcel under each condition, sq ft to 0.001; empty when the condition was not screened, and groundwater's or soil's when none of the parcel is under it but part of the parcel is off that layer's polygons and GROUNDWATER_OUTSIDE or SOILS_OUTSIDE says outside is unknown), "
                      "infeasible_sqft (area under any condition, counted once), infeasible_fraction (of the parcel's area, to 0.000001), infeasibility (none; partial; full when less than 1 sq ft and less than 0.1% of the parcel is left outside every zone), conditions (those covering at least 0.01 sq ft of the parcel: drinking_well, groundwater, slow_soil, brownfield, geohazard), citation (of each condition present), status (ok or repaired: decided; undecided_outside_groundwater, undecided_outside_soils or undecided_outside_groundwater_and_soils: part of the parcel is off that map and the rest does not decide it, infeasibility then empty, or partial when the mapped part already shows some, as it may be more)." );
}

bool SwInfeasibilityScreen::isConfigured( const QVariantMap &parameters, QgsProcessingContext &context ) const
{
  // SOILS alone counts only when it holds infiltration rates (the hillside screen reads soils too).
  return SwScreen::isConfigured( parameters, context ) || SwSlowSoils::hasRates( SwParameterReader( parameters, context ) );
}

void SwInfeasibilityScreen::prepare( const QVariantMap &parameters, QgsProcessingContext &context, QgsProcessingFeedback *feedback, const SwScreenSetup &setup )
{
  const SwParameterReader reader( parameters, context );
  mWorking = setup.working;
  mSummary.clear();
  const SwProfile &profile = setup.profile;
  if ( !reader.anyGiven( { WELLS, GROUNDWATER, SOILS, BROWNFIELDS, GEOHAZARDS } ) )
    throw QgsProcessingException( QObject::tr( "Give at least one of WELLS, GROUNDWATER, SOILS, BROWNFIELDS or GEOHAZARDS: technical infeasibility needs a condition to screen" ) );
  if ( !profile.flag( QStringLiteral( "infeasibility.required" ) ) )
    setup.warnings->add( QObject::tr( "Technical infeasibility conditions are not listed in %1's code (%2); screened on request" ).arg( profile.title(), profile.citation( QStringLiteral( "infeasibility.required" ) ) ) );

  const SwConditionInputs inputs{ reader, feedback, setup, mSummary };
  if ( reader.isGiven( WELLS ) )
    mWells.prepare( inputs );
  if ( reader.isGiven( GROUNDWATER ) )
    mGroundwater.prepare( inputs );
  if ( reader.isGiven( SOILS ) )
    mSoils.prepare( inputs );
  if ( reader.isGiven( BROWNFIELDS ) )
    mBrownfields.prepare( inputs );
  if ( reader.isGiven( GEOHAZARDS ) )
    mGeohazards.prepare( inputs );
}

QgsAttributes SwInfeasibilityScreen::evaluate( const SwParcel &parcel ) const
{
  const SwInfeasibilityRow &columns = SwInfeasibilityRow::columns();
  QgsAttributes row = columns.schema.emptyRow();
  columns.status.set( row, parcel.status );
  if ( !parcel.evaluable() )
    return row;

  std::vector<geos::unique_ptr> covers;
  double coverSqft = 0;
  QStringList conditions;
  QStringList citations;
  QStringList unmapped;
  // Records a condition's cover of the parcel in \a column, and the
  // condition when it covers more than a sliver. Where part of the parcel
  // is off the condition's map, no cover is not "none": the column stays empty.
  auto account = [&]( const SwInfeasibilityCondition &condition, geos::unique_ptr cover, const SwColumn<double> &column )
  {
    const double sqft = mWorking.toSquareFeet( SwGeos::area( cover.get() ) );
    const bool offMap = condition.offMap( parcel, mWorking );
    if ( offMap )
      unmapped << condition.name();
    if ( sqft < SwInfeasibilityCondition::SLIVER_SQFT )
    {
      if ( !offMap )
        column.set( row, 0.0 );
      return;
    }
    column.set( row, roundTo( sqft, 0.001 ) );
    conditions << condition.name();
    citations << condition.citation();
    coverSqft = sqft;
    covers.push_back( std::move( cover ) );
  };

  if ( mWells.screened() )
  {
    SwDrinkingWells::Reach reach = mWells.measure( parcel, mWorking );
    if ( reach.found )
    {
      columns.wellDistanceFt.set( row, reach.distanceFt );
      columns.wellId.setVariant( row, reach.id );
    }
    if ( reach.approximate )
      columns.wellApproximate.set( row, *reach.approximate );
    account( mWells, std::move( reach.cover ), columns.wellSqft );
  }
  if ( mGroundwater.screened() )
  {
    SwGroundwaterZones::Under under = mGroundwater.measure( parcel, mWorking );
    if ( under.shallowestFt )
      columns.groundwaterMinDepthFt.set( row, *under.shallowestFt );
    columns.groundwaterShallow.set( row, under.shallow );
    account( mGroundwater, std::move( under.cover ), columns.groundwaterSqft );
  }
  if ( mSoils.screened() )
    account( mSoils, mSoils.cover( parcel ), columns.soilSqft );
  if ( mBrownfields.screened() )
    account( mBrownfields, mBrownfields.cover( parcel ), columns.brownfieldSqft );
  if ( mGeohazards.screened() )
  {
    SwPolygonCondition::Under under = mGeohazards.measure( parcel, mWorking );
    if ( !under.types.isEmpty() )
      columns.geohazardTypes.set( row, under.types.join( QLatin1String( ", " ) ) );
    account( mGeohazards, std::move( under.cover ), columns.geohazardSqft );
  }

  // Land under several conditions counts once.
  double infeasibleSqft = 0;
  if ( covers.size() == 1 )
    infeasibleSqft = coverSqft;
  else if ( covers.size() > 1 )
    infeasibleSqft = mWorking.toSquareFeet( SwGeos::area( SwZoneIndex::unite( std::move( covers ) ).get() ) );
  infeasibleSqft = std::min( infeasibleSqft, parcel.areaSqft );
  const double fraction = parcel.areaSqft > 0 ? infeasibleSqft / parcel.areaSqft : 0;
  const double uncovered = parcel.areaSqft - infeasibleSqft;
  columns.infeasibleSqft.set( row, roundTo( infeasibleSqft, 0.001 ) );
  columns.infeasibleFraction.set( row, roundTo( fraction, 1e-6 ) );
  const bool whole = !conditions.isEmpty() && uncovered < std::min( FULL_UNCOVERED_SQFT, FULL_UNCOVERED_SHARE * parcel.areaSqft );
  if ( whole )
    columns.infeasibility.set( row, full() );
  else if ( !unmapped.isEmpty() )
  {
    // Off a layer's map the condition may hold: "none" is not known, and
    // "partial" may be "full"; what the mapped part already shows stands.
    columns.status.set( row, undecidedOutside( unmapped ) );
    if ( !conditions.isEmpty() )
      columns.infeasibility.set( row, partial() );
  }
  else if ( conditions.isEmpty() )
    columns.infeasibility.set( row, none() );
  else
    columns.infeasibility.set( row, partial() );
  if ( !conditions.isEmpty() )
  {
    columns.conditions.set( row, conditions.join( QLatin1String( ", " ) ) );
    columns.citation.set( row, citations.join( QLatin1String( "; " ) ) );
  }
  return row;
}

QString SwInfeasibilityScreen::undecidedOutside( const QStringList &conditions )
{
  return conditions.size() > 1 ? undecidedOutsideGroundwaterAndSoils() : conditions.front() == QLatin1String( "groundwater" ) ? undecidedOutsideGroundwater()
                                                                                                                              : undecidedOutsideSoils();
}

QString SwInfeasibilityScreen::reasonWords( const QString &reason ) const
{
  if ( reason == undecidedOutsideGroundwater() )
    return QObject::tr( "part of it is off the GROUNDWATER map, where groundwater is unknown" );
  if ( reason == undecidedOutsideSoils() )
    return QObject::tr( "part of it is off the SOILS map, where the soil is unknown" );
  if ( reason == undecidedOutsideGroundwaterAndSoils() )
    return QObject::tr( "part of it is off the GROUNDWATER and SOILS maps, where groundwater and soil are unknown" );
  return SwScreen::reasonWords( reason );
}

QStringList SwInfeasibilityScreen::summary() const
{
  QStringList lines = mSummary;
  for ( const SwInfeasibilityCondition *condition : { static_cast<const SwInfeasibilityCondition *>( &mGroundwater ), static_cast<const SwInfeasibilityCondition *>( &mSoils ) } )
  {
    const QString outside = condition->ground().summary();
    if ( !outside.isEmpty() )
      lines << outside;
  }
  return lines;
}

QString SwInfeasibilityScreen::flag( const QgsAttributes &row ) const
{
  const QString infeasibility = SwInfeasibilityRow::columns().infeasibility.value( row );
  if ( infeasibility == full() )
    return QStringLiteral( "infeasible_full" );
  if ( infeasibility == partial() )
    return QStringLiteral( "infeasible_partial" );
  return QString();
}

QList<SwFlagWords> SwInfeasibilityScreen::flagWords() const
{
  return { { QStringLiteral( "infeasible_full" ), QObject::tr( "Infiltration infeasible (whole parcel)" ) },
           { QStringLiteral( "infeasible_partial" ), QObject::tr( "Infiltration infeasible (part of the parcel)" ) } };
}

QList<SwReportColumn> SwInfeasibilityScreen::reportColumns() const
{
  return { { QObject::tr( "Infeasible" ) }, { QObject::tr( "Infeasible area (sq ft)" ), true }, { QObject::tr( "Share of the parcel (%)" ), true }, { QObject::tr( "Nearest drinking-water well (ft)" ), true }, { QObject::tr( "Well" ) }, { QObject::tr( "Conditions" ) }, { QObject::tr( "Citation" ), false, true } };
}

QStringList SwInfeasibilityScreen::reportCells( const QgsAttributes &row ) const
{
  static const QMap<QString, QString> sConditions{
    { QStringLiteral( "drinking_well" ), QObject::tr( "near a drinking-water well" ) },
    { QStringLiteral( "groundwater" ), QObject::tr( "shallow groundwater" ) },
    { QStringLiteral( "slow_soil" ), QObject::tr( "slow-infiltrating soil" ) },
    { QStringLiteral( "brownfield" ), QObject::tr( "brownfield" ) },
    { QStringLiteral( "geohazard" ), QObject::tr( "geotechnical hazard" ) },
  };
  const SwInfeasibilityRow &columns = SwInfeasibilityRow::columns();
  const QString infeasibility = columns.infeasibility.value( row );
  const QString status = columns.status.value( row );
  QString verdict = SwStatus::evaluated( status ) ? QString() : QObject::tr( "not evaluated: %1" ).arg( reasonWords( status ) );
  if ( status.startsWith( QLatin1String( "undecided_" ) ) )
    verdict = infeasibility == partial() ? QObject::tr( "part of the parcel, maybe more: %1" ).arg( reasonWords( status ) ) : QObject::tr( "not decided: %1" ).arg( reasonWords( status ) );
  else if ( infeasibility == full() )
    verdict = QObject::tr( "whole parcel" );
  else if ( infeasibility == partial() )
    verdict = QObject::tr( "part of the parcel" );
  else if ( infeasibility == none() )
    verdict = QObject::tr( "no" );
  QStringList conditions;
  for ( const QString &condition : columns.conditions.value( row ).split( QStringLiteral( ", " ), Qt::SkipEmptyParts ) )
    conditions << sConditions.value( condition, condition );
  if ( !columns.geohazardTypes.isNull( row ) )
    conditions << QObject::tr( "hazard types: %1" ).arg( columns.geohazardTypes.value( row ) );
  const QVariant fraction = columns.infeasibleFraction.variant( row );
  return { verdict,
           numberCell( columns.infeasibleSqft.variant( row ), 0 ),
           fraction.isNull() ? QString() : numberCell( 100.0 * fraction.toDouble(), 1 ),
           numberCell( columns.wellDistanceFt.variant( row ), 1 ),
           columns.wellId.value( row ),
           conditions.join( QLatin1String( "; " ) ),
           columns.citation.value( row ) };
}

QList<SwInfeasibilityZone> SwInfeasibilityScreen::zones() const
{
  QList<SwInfeasibilityZone> result;
  if ( mWells.screened() )
    result << mWells.mapZone();
  if ( mGroundwater.screened() )
    result << mGroundwater.mapZone();
  if ( mSoils.screened() )
    result << mSoils.mapZone();
  if ( mBrownfields.screened() )
    result << mBrownfields.mapZone();
  if ( mGeohazards.screened() )
    result << mGeohazards.mapZone();
  return result;
}

QStringList SwInfeasibilityScreen::sharedFigures() const
{
  return { SwInfeasibilityRow::columns().infeasibleFraction.name() };
}

void SwInfeasibilityScreen::share( const QgsAttributes &row, SwParcel &parcel ) const
{
  const SwInfeasibilityRow &columns = SwInfeasibilityRow::columns();
  parcel.shared.insert( columns.infeasibleFraction.name(), columns.infeasibleFraction.variant( row ) );
}
