/***************************************************************************
  swinfeasibilityscreen.cpp: the condition zones, built once, and the exact
  share of each parcel they cover.
 ***************************************************************************/
#include "screens/infeasibility/swinfeasibilityscreen.h"
#include "core/swlayerinput.h"
#include "core/compat.h"

#include "qgsexception.h"
#include "qgslinestring.h"
#include "qgspolygon.h"
#include "qgsprocessingfeedback.h"
#include "qgsprocessingparameters.h"
#include "qgsprocessingutils.h"

#include <QSet>

#include <cmath>
#include <limits>
#include <map>

namespace
{
  const QString WELLS = QStringLiteral( "WELLS" );
  const QString WELL_USE_FIELD = QStringLiteral( "WELL_USE_FIELD" );
  const QString WELL_ID_FIELD = QStringLiteral( "WELL_ID_FIELD" );
  const QString DRINKING_VALUES = QStringLiteral( "DRINKING_VALUES" );
  const QString UNKNOWN_USE_AS_DRINKING = QStringLiteral( "UNKNOWN_USE_AS_DRINKING" );
  const QString WELL_ACCURACY_FIELD = QStringLiteral( "WELL_ACCURACY_FIELD" );
  const QString WELL_DISTANCE = QStringLiteral( "WELL_DISTANCE" );
  const QString WELL_SEARCH_LIMIT = QStringLiteral( "WELL_SEARCH_LIMIT" );
  const QString GROUNDWATER = QStringLiteral( "GROUNDWATER" );
  const QString GROUNDWATER_DEPTH_FIELD = QStringLiteral( "GROUNDWATER_DEPTH_FIELD" );
  const QString SOILS = QStringLiteral( "SOILS" );
  const QString INFILTRATION_FIELD = QStringLiteral( "INFILTRATION_FIELD" );
  const QString BROWNFIELDS = QStringLiteral( "BROWNFIELDS" );
  const QString GEOHAZARDS = QStringLiteral( "GEOHAZARDS" );
  const QString GEOHAZARD_TYPE_FIELD = QStringLiteral( "GEOHAZARD_TYPE_FIELD" );

  // Output field positions, in the order fields() declares them.
  enum Field
  {
    WellDistance,
    WellId,
    WellApproximate,
    WellSqft,
    GroundwaterSqft,
    GroundwaterMinDepth,
    GroundwaterShallow,
    SoilSqft,
    BrownfieldSqft,
    GeohazardSqft,
    GeohazardTypes,
    InfeasibleSqft,
    InfeasibleFraction,
    Infeasibility,
    Conditions,
    Citation,
    Status,
    FieldCount
  };

  // Coordinates carried through a CRS transformation pick up rounding in
  // the last bits; a distance this close to the limit is at the limit.
  constexpr double DISTANCE_TOLERANCE_FT = 1e-6;
  // Less than this (a 1.2 inch square) is a shared edge's round-off, not
  // land under a condition.
  constexpr double SLIVER_SQFT = 0.01;
  // A parcel is fully infeasible when what is left outside every zone is
  // under 1 sq ft and under 0.1% of the parcel: reprojected edges leave
  // such scraps, and no retention BMP fits in one.
  constexpr double FULL_UNCOVERED_SQFT = 1.0;
  constexpr double FULL_UNCOVERED_SHARE = 0.001;

  bool isGiven( const QVariantMap &parameters, const QString &name )
  {
    return SwLayerInput::isGiven( parameters.value( name ) );
  }

  QString textParameter( const QVariantMap &parameters, const QString &name, const QString &fallback )
  {
    const QString text = parameters.value( name ).toString().trimmed();
    return text.isEmpty() ? fallback : text;
  }

  //! A number of feet from \a name, or \a fallback when it is not given.
  double feetParameter( const QVariantMap &parameters, const QString &name, double fallback, bool zeroAllowed )
  {
    if ( !isGiven( parameters, name ) )
      return fallback;
    bool ok = false;
    const double value = parameters.value( name ).toDouble( &ok );
    if ( !ok || !std::isfinite( value ) || value < 0 || ( !zeroAllowed && value == 0 ) )
      throw QgsProcessingException( zeroAllowed ? QObject::tr( "%1 must be a number of feet, 0 or more; got '%2'" ).arg( name, parameters.value( name ).toString() )
                                                : QObject::tr( "%1 must be a number of feet greater than 0; got '%2'" ).arg( name, parameters.value( name ).toString() ) );
    return value;
  }

  double roundTo( double value, double unit )
  {
    return std::round( value / unit ) * unit;
  }

  using Input = SwLayerInput::Layer;

  //! The index of a field that decides answers; a missing one is an error naming it.
  int requiredField( const Input &input, const QString &parameter, const QString &layerParameter, const QString &field )
  {
    const QgsFields fields = input.source->fields();
    const int index = fields.lookupField( field );
    if ( index < 0 )
      throw QgsProcessingException( QObject::tr( "%1 '%2' is not a field of %3 layer '%4' (its fields: %5)" ).arg( parameter, field, layerParameter, input.name, fields.names().join( QLatin1String( ", " ) ) ) );
    return index;
  }

  //! Loads \a input into \a index in the working CRS, and says what it found.
  void load( SwFeatureIndex &index, Input &input, const QString &parameter, const SwWorkingCrs &working, QgsProcessingContext &context, QgsProcessingFeedback *feedback, QStringList &summary, const std::function<bool( const QgsFeature & )> &accept = nullptr )
  {
    const SwFeatureIndex::LoadReport report = SwLayerInput::load( input, parameter, index, working, context, feedback, summary, accept );
    if ( report.loaded == 0 && report.rejected == 0 )
      summary << QObject::tr( "%1: layer '%2' has no features" ).arg( parameter, input.name );
    feedback->pushInfo( QObject::tr( "%1: %2 feature(s) from '%3' (%4)" ).arg( parameter ).arg( report.loaded ).arg( input.name, input.source->sourceCrs().authid() ) );
  }

  std::vector<geos::unique_ptr> geometriesOf( std::vector<SwZoneIndex::Piece> &pieces )
  {
    std::vector<geos::unique_ptr> geometries;
    geometries.reserve( pieces.size() );
    for ( SwZoneIndex::Piece &piece : pieces )
      geometries.push_back( std::move( piece.geometry ) );
    return geometries;
  }
} // namespace

QString SwInfeasibilityScreen::title() const
{
  return QObject::tr( "Technical infeasibility" );
}

QString SwInfeasibilityScreen::conditionName( Condition condition )
{
  switch ( condition )
  {
    case Condition::Well:
      return QStringLiteral( "drinking_well" );
    case Condition::Groundwater:
      return QStringLiteral( "groundwater" );
    case Condition::Soil:
      return QStringLiteral( "slow_soil" );
    case Condition::Brownfield:
      return QStringLiteral( "brownfield" );
    case Condition::Geohazard:
      return QStringLiteral( "geohazard" );
  }
  return QString();
}

QgsGeometry SwInfeasibilityScreen::wellCircle( const QgsPointXY &center, double radius )
{
  const int n = circleSegments();
  // Vertices at radius / cos(pi/n), half a step off the axes, put the
  // middle of every edge on the true circle.
  const double vertexRadius = radius / std::cos( M_PI / n );
  QVector<double> x;
  QVector<double> y;
  x.reserve( n + 1 );
  y.reserve( n + 1 );
  for ( int i = 0; i <= n; ++i )
  {
    const double angle = ( ( i % n ) + 0.5 ) * 2 * M_PI / n;
    x << center.x() + vertexRadius * std::cos( angle );
    y << center.y() + vertexRadius * std::sin( angle );
  }
  auto polygon = std::make_unique<QgsPolygon>();
  polygon->setExteriorRing( new QgsLineString( x, y ) );
  return QgsGeometry( std::move( polygon ) );
}

void SwInfeasibilityScreen::addParameters( SwParameterSink &sink, bool combined ) const
{
  Q_UNUSED( combined )
  // Every input is optional, in a single run too: the screen needs at least
  // one condition, whichever the planner has data for.
  sink.addScreenParameter( new QgsProcessingParameterFeatureSource( WELLS, QObject::tr( "Groundwater wells (points)" ), QList<int>() << SW_PROCESSING_SOURCE_POINT, QVariant(), true ) );
  sink.addScreenParameter( new QgsProcessingParameterField( WELL_USE_FIELD, QObject::tr( "Well use field" ), QStringLiteral( "use" ), WELLS, SW_FIELD_ANY, false, true ) );
  sink.addScreenParameter( new QgsProcessingParameterField( WELL_ID_FIELD, QObject::tr( "Well id field" ), QStringLiteral( "well_id" ), WELLS, SW_FIELD_ANY, false, true ) );
  sink.addScreenParameter( new QgsProcessingParameterString( DRINKING_VALUES, QObject::tr( "Use values meaning drinking water (comma separated; empty = the profile's list)" ), QVariant(), false, true ) );
  sink.addScreenParameter( new QgsProcessingParameterBoolean( UNKNOWN_USE_AS_DRINKING, QObject::tr( "Treat wells of unknown use as drinking-water wells" ), true, true ) );
  sink.addScreenParameter( new QgsProcessingParameterField( WELL_ACCURACY_FIELD, QObject::tr( "Well position accuracy field (values other than 'exact' are approximate)" ), QVariant(), WELLS, SW_FIELD_ANY, false, true ) );
  sink.addScreenParameter( new QgsProcessingParameterNumber( WELL_DISTANCE, QObject::tr( "Infeasible within this distance of a drinking-water well (ft; empty = the profile's distance)" ), SW_NUMBER_DOUBLE, QVariant(), true, 0 ) );
  auto limit = std::make_unique<QgsProcessingParameterNumber>( WELL_SEARCH_LIMIT, QObject::tr( "Report well distances up to (ft)" ), SW_NUMBER_DOUBLE, 5280, true, 0 );
  limit->setFlags( limit->flags() | SW_PARAMETER_FLAG_ADVANCED );
  sink.addScreenParameter( limit.release() );
  sink.addScreenParameter( new QgsProcessingParameterFeatureSource( GROUNDWATER, QObject::tr( "Seasonal high groundwater (polygons with a depth)" ), QList<int>() << SW_PROCESSING_SOURCE_POLYGON, QVariant(), true ) );
  sink.addScreenParameter( new QgsProcessingParameterField( GROUNDWATER_DEPTH_FIELD, QObject::tr( "Groundwater depth field (ft below grade)" ), QStringLiteral( "depth_ft" ), GROUNDWATER, SW_FIELD_NUMERIC, false, true ) );
  sink.addScreenParameter( new QgsProcessingParameterFeatureSource( SOILS, QObject::tr( "Soils (polygons)" ), QList<int>() << SW_PROCESSING_SOURCE_POLYGON, QVariant(), true ) );
  sink.addScreenParameter( new QgsProcessingParameterField( INFILTRATION_FIELD, QObject::tr( "Soil saturated infiltration rate field (in/hr)" ), QStringLiteral( "ksat_in_hr" ), SOILS, SW_FIELD_NUMERIC, false, true ) );
  sink.addScreenParameter( new QgsProcessingParameterFeatureSource( BROWNFIELDS, QObject::tr( "Brownfield sites (polygons)" ), QList<int>() << SW_PROCESSING_SOURCE_POLYGON, QVariant(), true ) );
  sink.addScreenParameter( new QgsProcessingParameterFeatureSource( GEOHAZARDS, QObject::tr( "Geotechnical hazard zones (polygons)" ), QList<int>() << SW_PROCESSING_SOURCE_POLYGON, QVariant(), true ) );
  sink.addScreenParameter( new QgsProcessingParameterField( GEOHAZARD_TYPE_FIELD, QObject::tr( "Geotechnical hazard type field" ), QStringLiteral( "hazard" ), GEOHAZARDS, SW_FIELD_ANY, false, true ) );
}

QString SwInfeasibilityScreen::parameterHelp() const
{
  return QObject::tr( "Technical infeasibility: give at least one of WELLS, GROUNDWATER, SOILS, BROWNFIELDS, GEOHAZARDS, each in any CRS.\n"
                      "WELLS: groundwater well points. WELL_USE_FIELD (default use) holds the well's use; DRINKING_VALUES lists the uses that mean drinking water, compared case-insensitively (default: the profile's infeasibility.drinking_well_uses: drinking, drinking water, public supply, municipal, domestic, potable). "
                      "Wells of other uses (irrigation, monitoring, oil...) never count. Wells whose use is null, empty or 'unknown' are counted and reported; UNKNOWN_USE_AS_DRINKING (default yes, the cautious reading) decides whether they count as drinking-water wells. "
                      "WELL_ID_FIELD (default well_id) names a well (the feature id when the field is missing). WELL_ACCURACY_FIELD (optional): some public datasets displace drinking-water wells on purpose; a well whose value there is not 'exact' is approximate, reported, and flagged in well_approximate and in ZONES. "
                      "WELL_DISTANCE: infeasible within this many feet of a drinking-water well, the distance itself included (default: the profile's infeasibility.well_ft, 100 ft). "
                      "WELL_SEARCH_LIMIT (advanced): well_distance_ft is reported up to this many feet (default 5,280) and left empty beyond.\n"
                      "GROUNDWATER: polygons of seasonal high groundwater; GROUNDWATER_DEPTH_FIELD (default depth_ft) is the depth below grade in feet. Infeasible where the depth is at most the profile's infeasibility.groundwater_ft (10 ft); groundwater_shallow records a depth at most infeasibility.groundwater_shallow_ft (5 ft). Areas without a depth are ignored and reported.\n"
                      "SOILS: soil polygons; INFILTRATION_FIELD (default ksat_in_hr) is the saturated infiltration rate in inches per hour. Infeasible where it is below the profile's infeasibility.infiltration_in_hr (0.3 in/hr; 0.3 itself is not below). In stormwater:screenparcels a SOILS layer without that field serves the other screens only.\n"
                      "BROWNFIELDS: brownfield sites and other locations where pollutant mobilization is a documented concern. GEOHAZARDS: potential geotechnical hazard zones (landslide, liquefaction...); GEOHAZARD_TYPE_FIELD (default hazard) names the hazard.\n"
                      "Wells' zones are regular polygons of 256 sides (64 per quarter circle) whose edges touch the true circle: they hold every point within the distance and overstate a circle's area by 0.005%. Whether a parcel is within the distance is decided by its exact distance to the well point.\n"
                      "Fields: well_distance_ft and well_id of the nearest drinking-water well (exact, parcel edge to well point, US feet; empty beyond WELL_SEARCH_LIMIT), well_approximate (empty without WELL_ACCURACY_FIELD), well_infeasible_sqft, groundwater_infeasible_sqft, groundwater_min_depth_ft (shallowest groundwater under the parcel), groundwater_shallow, soil_infeasible_sqft, brownfield_infeasible_sqft, geohazard_infeasible_sqft, geohazard_types (area of the parcel under each condition, sq ft to 0.001; empty when the condition was not screened), "
                      "infeasible_sqft (area under any condition, counted once), infeasible_fraction (of the parcel's area, to 0.000001), infeasibility (none; partial; full when less than 1 sq ft and less than 0.1% of the parcel is left outside every zone), conditions (those covering at least 0.01 sq ft of the parcel: drinking_well, groundwater, slow_soil, brownfield, geohazard), citation (of each condition present), status.\n"
                      "ZONES (optional): one feature per screened condition (drinking_well, groundwater, slow_soil, brownfield, geohazard), dissolved, in the working CRS, with the condition, its threshold, its citation, whether it rests on approximate well positions, and its area; for mapping and for sharing with applicants." );
}

bool SwInfeasibilityScreen::isConfigured( const QVariantMap &parameters, QgsProcessingContext &context ) const
{
  for ( const QString &name : { WELLS, GROUNDWATER, BROWNFIELDS, GEOHAZARDS } )
  {
    if ( isGiven( parameters, name ) )
      return true;
  }
  if ( !isGiven( parameters, SOILS ) )
    return false;
  // A SOILS layer given for the hillside screen alone has no infiltration rates.
  const QgsProcessingParameterFeatureSource definition( SOILS, SOILS, QList<int>() << SW_PROCESSING_SOURCE_POLYGON, QVariant(), true );
  std::unique_ptr<QgsProcessingFeatureSource> soils( QgsProcessingParameters::parameterAsSource( &definition, parameters.value( SOILS ), context ) );
  return soils && soils->fields().lookupField( textParameter( parameters, INFILTRATION_FIELD, QStringLiteral( "ksat_in_hr" ) ) ) >= 0;
}

void SwInfeasibilityScreen::prepare( const QVariantMap &parameters, QgsProcessingContext &context, QgsProcessingFeedback *feedback, const SwScreenSetup &setup )
{
  mWorking = setup.working;
  mSummary.clear();
  const SwProfile &profile = setup.profile;
  if ( !isGiven( parameters, WELLS ) && !isGiven( parameters, GROUNDWATER ) && !isGiven( parameters, SOILS ) && !isGiven( parameters, BROWNFIELDS ) && !isGiven( parameters, GEOHAZARDS ) )
    throw QgsProcessingException( QObject::tr( "Give at least one of WELLS, GROUNDWATER, SOILS, BROWNFIELDS or GEOHAZARDS: technical infeasibility needs a condition to screen" ) );
  if ( !profile.flag( QStringLiteral( "infeasibility.required" ) ) )
    feedback->pushWarning( QObject::tr( "Technical infeasibility conditions are not listed in %1's code (%2); screened on request" ).arg( profile.title(), profile.citation( QStringLiteral( "infeasibility.required" ) ) ) );

  zoneOf( Condition::Well ).citation = profile.citation( QStringLiteral( "infeasibility.well_ft" ) );
  zoneOf( Condition::Groundwater ).citation = profile.citation( QStringLiteral( "infeasibility.groundwater_ft" ) );
  zoneOf( Condition::Soil ).citation = profile.citation( QStringLiteral( "infeasibility.infiltration_in_hr" ) );
  // Cities list these two conditions without a number: the profile says
  // whether the city's code lists them and where.
  zoneOf( Condition::Brownfield ).citation = profile.citation( QStringLiteral( "infeasibility.brownfields" ) );
  zoneOf( Condition::Geohazard ).citation = profile.citation( QStringLiteral( "infeasibility.geohazards" ) );

  if ( isGiven( parameters, WELLS ) )
    prepareWells( parameters, context, feedback, profile );
  if ( isGiven( parameters, GROUNDWATER ) )
    prepareGroundwater( parameters, context, feedback, profile );
  if ( isGiven( parameters, SOILS ) )
    prepareSoils( parameters, context, feedback, profile, setup.combined );
  if ( isGiven( parameters, BROWNFIELDS ) )
    preparePolygons( Condition::Brownfield, BROWNFIELDS, parameters, context, feedback, QString() );
  if ( isGiven( parameters, GEOHAZARDS ) )
    preparePolygons( Condition::Geohazard, GEOHAZARDS, parameters, context, feedback, textParameter( parameters, GEOHAZARD_TYPE_FIELD, QStringLiteral( "hazard" ) ) );
}

void SwInfeasibilityScreen::prepareWells( const QVariantMap &parameters, QgsProcessingContext &context, QgsProcessingFeedback *feedback, const SwProfile &profile )
{
  Input wells = SwLayerInput::layer( parameters, WELLS, QgsWkbTypes::PointGeometry, context );
  const QgsFields wellFields = wells.source->fields();
  const int useIndex = requiredField( wells, WELL_USE_FIELD, WELLS, textParameter( parameters, WELL_USE_FIELD, QStringLiteral( "use" ) ) );
  const QString idField = textParameter( parameters, WELL_ID_FIELD, QStringLiteral( "well_id" ) );
  const int idIndex = wellFields.lookupField( idField );
  if ( idIndex < 0 )
    mSummary << QObject::tr( "WELLS: layer '%1' has no field '%2'; wells are named by their feature id" ).arg( wells.name, idField );
  const QString accuracyField = textParameter( parameters, WELL_ACCURACY_FIELD, QString() );
  mAccuracyGiven = !accuracyField.isEmpty();
  const int accuracyIndex = mAccuracyGiven ? requiredField( wells, WELL_ACCURACY_FIELD, WELLS, accuracyField ) : -1;

  QSet<QString> drinking;
  QStringList drinkingList;
  const QVariant given = parameters.value( DRINKING_VALUES );
  const QStringList values = given.type() == QVariant::StringList || given.type() == QVariant::List ? given.toStringList() : given.toString().split( ',' );
  for ( const QString &value : values )
  {
    if ( !value.trimmed().isEmpty() )
      drinkingList << value.trimmed();
  }
  if ( drinkingList.isEmpty() )
    drinkingList = profile.strings( QStringLiteral( "infeasibility.drinking_well_uses" ) );
  for ( const QString &value : std::as_const( drinkingList ) )
    drinking.insert( value.trimmed().toLower() );
  const bool unknownAsDrinking = !parameters.value( UNKNOWN_USE_AS_DRINKING ).isValid() || parameters.value( UNKNOWN_USE_AS_DRINKING ).isNull() || parameters.value( UNKNOWN_USE_AS_DRINKING ).toBool();

  mWellFeet = feetParameter( parameters, WELL_DISTANCE, profile.number( QStringLiteral( "infeasibility.well_ft" ) ), false );
  mWellSearchFeet = std::max( feetParameter( parameters, WELL_SEARCH_LIMIT, 5280, true ), mWellFeet );

  long long drinkingWells = 0;
  long long unknownWells = 0;
  long long otherWells = 0;
  auto counted = [&]( const QgsFeature &feature )
  {
    const QVariant use = feature.attribute( useIndex );
    const QString text = use.isNull() ? QString() : use.toString().trimmed().toLower();
    if ( text.isEmpty() || text == QLatin1String( "unknown" ) )
    {
      ++unknownWells;
      return unknownAsDrinking;
    }
    if ( drinking.contains( text ) )
    {
      ++drinkingWells;
      return true;
    }
    ++otherWells;
    return false;
  };
  SwFeatureIndex loaded;
  load( loaded, wells, WELLS, mWorking, context, feedback, mSummary, counted );

  QVector<QgsGeometry> circles;
  const double radius = mWorking.fromFeet( mWellFeet );
  mApproximateWells = 0;
  for ( int i = 0; i < loaded.size(); ++i )
  {
    const SwIndexedFeature &well = loaded.feature( i );
    const QVariant id = idIndex >= 0 ? well.attributes.value( idIndex ) : QVariant( QString::number( well.id ) );
    bool approximate = false;
    if ( mAccuracyGiven )
    {
      const QVariant accuracy = well.attributes.value( accuracyIndex );
      approximate = accuracy.isNull() || accuracy.toString().trimmed().compare( QLatin1String( "exact" ), Qt::CaseInsensitive ) != 0;
    }
    if ( approximate )
      ++mApproximateWells;
    mWells.addFeature( well.geometry, QgsAttributes() << ( id.isNull() ? QVariant() : QVariant( id.toString() ) ) << approximate, wells.name, well.id );
    // A multipoint is several wells of one record: one circle each.
    for ( auto vertex = well.geometry.vertices_begin(); vertex != well.geometry.vertices_end(); ++vertex )
      circles << wellCircle( QgsPointXY( ( *vertex ).x(), ( *vertex ).y() ), radius );
  }
  ConditionZone &zone = zoneOf( Condition::Well );
  zone.zone.addGroup( circles, QVariant() );
  zone.screened = true;
  zone.sources = mWells.size();

  if ( unknownWells > 0 )
  {
    if ( unknownAsDrinking )
      feedback->pushWarning( QObject::tr( "WELLS: %1 well(s) of layer '%2' have no known use (null, empty or 'unknown' in %3); they count as drinking-water wells (UNKNOWN_USE_AS_DRINKING)" ).arg( unknownWells ).arg( wells.name, wellFields.at( useIndex ).name() ) );
    else
      feedback->pushWarning( QObject::tr( "WELLS: %1 well(s) of layer '%2' have no known use (null, empty or 'unknown' in %3); they are not counted (UNKNOWN_USE_AS_DRINKING is off)" ).arg( unknownWells ).arg( wells.name, wellFields.at( useIndex ).name() ) );
  }
  if ( mWells.isEmpty() )
    feedback->pushWarning( QObject::tr( "WELLS: layer '%1' has no drinking-water well (uses counted: %2); no parcel is within reach of one" ).arg( wells.name, drinkingList.join( QLatin1String( ", " ) ) ) );
  if ( mApproximateWells > 0 )
    feedback->pushWarning( QObject::tr( "WELLS: %1 counted well(s) of layer '%2' are located only approximately (%3 is not 'exact'); their zones are flagged approximate" ).arg( mApproximateWells ).arg( wells.name, accuracyField ) );
  feedback->pushInfo( QObject::tr( "WELLS: %1 drinking-water, %2 of unknown use, %3 of other uses (not counted) in '%4'; zones within %5 ft of %6 well(s)" ).arg( drinkingWells ).arg( unknownWells ).arg( otherWells ).arg( wells.name ).arg( mWellFeet ).arg( mWells.size() ) );
  mWellDetail = QObject::tr( "drinking-water uses: %1; wells of unknown use %2; %3 of %4 well(s) approximate" ).arg( drinkingList.join( QLatin1String( ", " ) ), unknownAsDrinking ? QObject::tr( "counted" ) : QObject::tr( "not counted" ) ).arg( mApproximateWells ).arg( mWells.size() );
}

void SwInfeasibilityScreen::prepareGroundwater( const QVariantMap &parameters, QgsProcessingContext &context, QgsProcessingFeedback *feedback, const SwProfile &profile )
{
  Input groundwater = SwLayerInput::layer( parameters, GROUNDWATER, QgsWkbTypes::PolygonGeometry, context );
  const int depthIndex = requiredField( groundwater, GROUNDWATER_DEPTH_FIELD, GROUNDWATER, textParameter( parameters, GROUNDWATER_DEPTH_FIELD, QStringLiteral( "depth_ft" ) ) );
  mGroundwaterFeet = profile.number( QStringLiteral( "infeasibility.groundwater_ft" ) );
  mShallowFeet = profile.number( QStringLiteral( "infeasibility.groundwater_shallow_ft" ) );

  SwFeatureIndex loaded;
  load( loaded, groundwater, GROUNDWATER, mWorking, context, feedback, mSummary );
  // One group per depth: a parcel's shallowest groundwater is its group's value.
  std::map<double, QVector<QgsGeometry>> byDepth;
  long long unknown = 0;
  ConditionZone &zone = zoneOf( Condition::Groundwater );
  for ( int i = 0; i < loaded.size(); ++i )
  {
    const QVariant value = loaded.feature( i ).attributes.value( depthIndex );
    bool ok = false;
    const double depth = value.toDouble( &ok );
    if ( value.isNull() || !ok || !std::isfinite( depth ) )
    {
      ++unknown;
      continue;
    }
    byDepth[depth] << loaded.feature( i ).geometry;
    if ( depth <= mGroundwaterFeet )
      ++zone.sources;
  }
  for ( const auto &depth : byDepth )
    zone.zone.addGroup( depth.second, depth.first );
  zone.screened = true;
  if ( unknown > 0 )
    feedback->pushWarning( QObject::tr( "GROUNDWATER: %1 area(s) of layer '%2' have no depth in %3; they are ignored" ).arg( unknown ).arg( groundwater.name, groundwater.source->fields().at( depthIndex ).name() ) );
}

void SwInfeasibilityScreen::prepareSoils( const QVariantMap &parameters, QgsProcessingContext &context, QgsProcessingFeedback *feedback, const SwProfile &profile, bool combined )
{
  Input soils = SwLayerInput::layer( parameters, SOILS, QgsWkbTypes::PolygonGeometry, context );
  const QString rateField = textParameter( parameters, INFILTRATION_FIELD, QStringLiteral( "ksat_in_hr" ) );
  if ( combined && soils.source->fields().lookupField( rateField ) < 0 )
  {
    feedback->pushInfo( QObject::tr( "SOILS layer '%1' has no field '%2': slow soils are not screened for technical infeasibility" ).arg( soils.name, rateField ) );
    return;
  }
  const int rateIndex = requiredField( soils, INFILTRATION_FIELD, SOILS, rateField );
  mInfiltrationInHr = profile.number( QStringLiteral( "infeasibility.infiltration_in_hr" ) );

  SwFeatureIndex loaded;
  load( loaded, soils, SOILS, mWorking, context, feedback, mSummary );
  QVector<QgsGeometry> slow;
  long long unknown = 0;
  for ( int i = 0; i < loaded.size(); ++i )
  {
    const QVariant value = loaded.feature( i ).attributes.value( rateIndex );
    bool ok = false;
    const double rate = value.toDouble( &ok );
    if ( value.isNull() || !ok || !std::isfinite( rate ) )
    {
      ++unknown;
      continue;
    }
    // "less than 0.3 inch per hour": 0.3 itself infiltrates enough.
    if ( rate < mInfiltrationInHr )
      slow << loaded.feature( i ).geometry;
  }
  ConditionZone &zone = zoneOf( Condition::Soil );
  zone.zone.addGroup( slow, QVariant() );
  zone.screened = true;
  zone.sources = slow.size();
  if ( unknown > 0 )
    feedback->pushWarning( QObject::tr( "SOILS: %1 soil area(s) of layer '%2' have no infiltration rate in %3; they are not counted as slow" ).arg( unknown ).arg( soils.name, soils.source->fields().at( rateIndex ).name() ) );
}

void SwInfeasibilityScreen::preparePolygons( Condition condition, const QString &parameter, const QVariantMap &parameters, QgsProcessingContext &context, QgsProcessingFeedback *feedback, const QString &typeField )
{
  Input input = SwLayerInput::layer( parameters, parameter, QgsWkbTypes::PolygonGeometry, context );
  const int typeIndex = typeField.isEmpty() ? -1 : input.source->fields().lookupField( typeField );
  if ( !typeField.isEmpty() && typeIndex < 0 )
    mSummary << QObject::tr( "%1: layer '%2' has no field '%3'; its zones have no type" ).arg( parameter, input.name, typeField );
  SwFeatureIndex loaded;
  load( loaded, input, parameter, mWorking, context, feedback, mSummary );
  // One group per type, so a parcel's hazards can be named.
  QMap<QString, QVector<QgsGeometry>> byType;
  for ( int i = 0; i < loaded.size(); ++i )
  {
    const QVariant type = typeIndex >= 0 ? loaded.feature( i ).attributes.value( typeIndex ) : QVariant();
    byType[type.isNull() ? QString() : type.toString().trimmed()] << loaded.feature( i ).geometry;
  }
  ConditionZone &zone = zoneOf( condition );
  for ( auto it = byType.constBegin(); it != byType.constEnd(); ++it )
    zone.zone.addGroup( it.value(), it.key().isEmpty() ? QVariant() : QVariant( it.key() ) );
  zone.screened = true;
  zone.sources = loaded.size();
}

QgsFields SwInfeasibilityScreen::fields() const
{
  QgsFields fields;
  fields.append( QgsField( QStringLiteral( "well_distance_ft" ), QVariant::Double ) );
  fields.append( QgsField( QStringLiteral( "well_id" ), QVariant::String ) );
  fields.append( QgsField( QStringLiteral( "well_approximate" ), QVariant::Bool ) );
  fields.append( QgsField( QStringLiteral( "well_infeasible_sqft" ), QVariant::Double ) );
  fields.append( QgsField( QStringLiteral( "groundwater_infeasible_sqft" ), QVariant::Double ) );
  fields.append( QgsField( QStringLiteral( "groundwater_min_depth_ft" ), QVariant::Double ) );
  fields.append( QgsField( QStringLiteral( "groundwater_shallow" ), QVariant::Bool ) );
  fields.append( QgsField( QStringLiteral( "soil_infeasible_sqft" ), QVariant::Double ) );
  fields.append( QgsField( QStringLiteral( "brownfield_infeasible_sqft" ), QVariant::Double ) );
  fields.append( QgsField( QStringLiteral( "geohazard_infeasible_sqft" ), QVariant::Double ) );
  fields.append( QgsField( QStringLiteral( "geohazard_types" ), QVariant::String ) );
  fields.append( QgsField( QStringLiteral( "infeasible_sqft" ), QVariant::Double ) );
  fields.append( QgsField( QStringLiteral( "infeasible_fraction" ), QVariant::Double ) );
  fields.append( QgsField( QStringLiteral( "infeasibility" ), QVariant::String ) );
  fields.append( QgsField( QStringLiteral( "conditions" ), QVariant::String ) );
  fields.append( QgsField( QStringLiteral( "citation" ), QVariant::String ) );
  fields.append( QgsField( QStringLiteral( "status" ), QVariant::String ) );
  Q_ASSERT( fields.count() == FieldCount );
  return fields;
}

QgsAttributes SwInfeasibilityScreen::evaluate( const SwParcel &parcel ) const
{
  QgsAttributes row( FieldCount );
  row[Status] = parcel.status;
  if ( !parcel.evaluable() )
    return row;

  std::vector<geos::unique_ptr> covers;
  double coverSqft = 0;
  QStringList conditions;
  QStringList citations;
  // Records a condition's cover of the parcel: its area, and the condition
  // when it covers more than a sliver.
  auto account = [&]( Condition condition, geos::unique_ptr cover, int field )
  {
    const double sqft = mWorking.toSquareFeet( SwGeos::area( cover.get() ) );
    if ( sqft < SLIVER_SQFT )
    {
      row[field] = 0.0;
      return;
    }
    row[field] = roundTo( sqft, 0.001 );
    conditions << conditionName( condition );
    citations << zoneOf( condition ).citation;
    coverSqft = sqft;
    covers.push_back( std::move( cover ) );
  };
  auto piecesOf = [&]( Condition condition )
  { return zoneOf( condition ).zone.pieces( parcel.geos.get(), parcel.bbox ); };

  if ( zoneOf( Condition::Well ).screened )
  {
    const SwFeatureIndex::Nearest nearest = mWells.nearest( parcel.geos.get(), parcel.bbox, mWorking.fromFeet( mWellSearchFeet ) );
    geos::unique_ptr cover;
    bool approximate = false;
    if ( nearest.found() )
    {
      const double feet = mWorking.toFeet( nearest.distance );
      const SwIndexedFeature &well = mWells.feature( nearest.index );
      row[WellDistance] = feet;
      row[WellId] = well.attributes.value( 0 );
      approximate = well.attributes.value( 1 ).toBool();
      // The exact distance decides whether the parcel is within reach; the
      // circles then measure how much of it is.
      if ( feet <= mWellFeet + DISTANCE_TOLERANCE_FT )
      {
        std::vector<SwZoneIndex::Piece> pieces = piecesOf( Condition::Well );
        cover = SwZoneIndex::unite( geometriesOf( pieces ) );
        if ( mAccuracyGiven && !approximate )
        {
          const double reach = mWorking.fromFeet( mWellFeet + DISTANCE_TOLERANCE_FT );
          QgsRectangle box = parcel.bbox;
          box.grow( reach );
          for ( const int i : mWells.candidates( box ) )
          {
            if ( mWells.feature( i ).attributes.value( 1 ).toBool() && mWells.distance( i, parcel.geos.get() ) <= reach )
            {
              approximate = true;
              break;
            }
          }
        }
      }
    }
    if ( mAccuracyGiven )
      row[WellApproximate] = approximate;
    account( Condition::Well, std::move( cover ), WellSqft );
  }

  if ( zoneOf( Condition::Groundwater ).screened )
  {
    const SwZoneIndex &zone = zoneOf( Condition::Groundwater ).zone;
    std::vector<SwZoneIndex::Piece> pieces = piecesOf( Condition::Groundwater );
    double shallowest = std::numeric_limits<double>::quiet_NaN();
    std::vector<geos::unique_ptr> infeasible;
    for ( SwZoneIndex::Piece &piece : pieces )
    {
      const double depth = zone.groupValue( piece.group ).toDouble();
      if ( mWorking.toSquareFeet( piece.area ) >= SLIVER_SQFT && ( std::isnan( shallowest ) || depth < shallowest ) )
        shallowest = depth;
      if ( depth <= mGroundwaterFeet )
        infeasible.push_back( std::move( piece.geometry ) );
    }
    if ( !std::isnan( shallowest ) )
      row[GroundwaterMinDepth] = shallowest;
    row[GroundwaterShallow] = !std::isnan( shallowest ) && shallowest <= mShallowFeet;
    account( Condition::Groundwater, SwZoneIndex::unite( std::move( infeasible ) ), GroundwaterSqft );
  }

  if ( zoneOf( Condition::Soil ).screened )
  {
    std::vector<SwZoneIndex::Piece> pieces = piecesOf( Condition::Soil );
    account( Condition::Soil, SwZoneIndex::unite( geometriesOf( pieces ) ), SoilSqft );
  }

  if ( zoneOf( Condition::Brownfield ).screened )
  {
    std::vector<SwZoneIndex::Piece> pieces = piecesOf( Condition::Brownfield );
    account( Condition::Brownfield, SwZoneIndex::unite( geometriesOf( pieces ) ), BrownfieldSqft );
  }

  if ( zoneOf( Condition::Geohazard ).screened )
  {
    const SwZoneIndex &zone = zoneOf( Condition::Geohazard ).zone;
    std::vector<SwZoneIndex::Piece> pieces = piecesOf( Condition::Geohazard );
    QStringList types;
    for ( const SwZoneIndex::Piece &piece : pieces )
    {
      const QString type = zone.groupValue( piece.group ).toString();
      if ( !type.isEmpty() && !types.contains( type ) && mWorking.toSquareFeet( piece.area ) >= SLIVER_SQFT )
        types << type;
    }
    types.sort();
    if ( !types.isEmpty() )
      row[GeohazardTypes] = types.join( QLatin1String( ", " ) );
    account( Condition::Geohazard, SwZoneIndex::unite( geometriesOf( pieces ) ), GeohazardSqft );
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
  row[InfeasibleSqft] = roundTo( infeasibleSqft, 0.001 );
  row[InfeasibleFraction] = roundTo( fraction, 1e-6 );
  if ( conditions.isEmpty() )
    row[Infeasibility] = none();
  else if ( uncovered < std::min( FULL_UNCOVERED_SQFT, FULL_UNCOVERED_SHARE * parcel.areaSqft ) )
    row[Infeasibility] = full();
  else
    row[Infeasibility] = partial();
  if ( !conditions.isEmpty() )
  {
    row[Conditions] = conditions.join( QLatin1String( ", " ) );
    row[Citation] = citations.join( QLatin1String( "; " ) );
  }
  return row;
}

QString SwInfeasibilityScreen::flag( const QgsAttributes &row ) const
{
  const QString infeasibility = row.value( Infeasibility ).toString();
  if ( infeasibility == full() )
    return QStringLiteral( "infeasible_full" );
  if ( infeasibility == partial() )
    return QStringLiteral( "infeasible_partial" );
  return QString();
}

QList<SwInfeasibilityScreen::Zone> SwInfeasibilityScreen::zones() const
{
  QList<Zone> result;
  for ( int c = 0; c < CONDITION_COUNT; ++c )
  {
    const Condition condition = static_cast<Condition>( c );
    const ConditionZone &conditionZone = zoneOf( condition );
    if ( !conditionZone.screened )
      continue;
    Zone zone;
    zone.condition = conditionName( condition );
    zone.citation = conditionZone.citation;
    zone.sources = conditionZone.sources;
    switch ( condition )
    {
      case Condition::Well:
        zone.threshold = QObject::tr( "within %1 ft of a drinking-water well" ).arg( mWellFeet );
        zone.approximate = mApproximateWells > 0;
        zone.detail = mWellDetail;
        zone.geometry = conditionZone.zone.dissolved();
        break;
      case Condition::Groundwater:
      {
        const double limit = mGroundwaterFeet;
        zone.threshold = QObject::tr( "seasonal high groundwater within %1 ft of grade" ).arg( limit );
        zone.detail = QObject::tr( "shallow: within %1 ft" ).arg( mShallowFeet );
        zone.geometry = conditionZone.zone.dissolved( [limit]( const QVariant &depth )
                                                      { return depth.toDouble() <= limit; } );
        break;
      }
      case Condition::Soil:
        zone.threshold = QObject::tr( "saturated infiltration below %1 in/hr" ).arg( mInfiltrationInHr );
        zone.geometry = conditionZone.zone.dissolved();
        break;
      case Condition::Brownfield:
        zone.threshold = QObject::tr( "any brownfield site" );
        zone.geometry = conditionZone.zone.dissolved();
        break;
      case Condition::Geohazard:
      {
        zone.threshold = QObject::tr( "any mapped geotechnical hazard" );
        QStringList types;
        for ( int g = 0; g < conditionZone.zone.groupCount(); ++g )
        {
          if ( !conditionZone.zone.groupValue( g ).isNull() )
            types << conditionZone.zone.groupValue( g ).toString();
        }
        zone.detail = types.join( QLatin1String( ", " ) );
        zone.geometry = conditionZone.zone.dissolved();
        break;
      }
    }
    result << zone;
  }
  return result;
}
