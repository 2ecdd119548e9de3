/***************************************************************************
  swhillsidescreen.cpp: slope per parcel (DEM cells weighted by exact
  coverage, slope polygons, or contours) and the profile's hillside rule.
 ***************************************************************************/
#include "screens/hillside/swhillsidescreen.h"
#include "screens/hillside/swcellcoverage.h"
#include "core/swlayername.h"
#include "core/swunits.h"
#include "core/compat.h"

#include "qgsexception.h"
#include "qgsprocessingfeedback.h"
#include "qgsprocessingparameters.h"
#include "qgsrasterlayer.h"

#include <algorithm>
#include <cmath>

namespace
{
  const QString DEM = QStringLiteral( "DEM" );
  const QString DEM_BAND = QStringLiteral( "DEM_BAND" );
  const QString Z_FACTOR = QStringLiteral( "Z_FACTOR" );
  const QString VERTICAL_UNIT = QStringLiteral( "VERTICAL_UNIT" );
  const QString SLOPE_POLYGONS = QStringLiteral( "SLOPE_POLYGONS" );
  const QString SLOPE_FIELD = QStringLiteral( "SLOPE_FIELD" );
  const QString CONTOURS = QStringLiteral( "CONTOURS" );
  const QString CONTOUR_INTERVAL = QStringLiteral( "CONTOUR_INTERVAL" );
  const QString SOILS = QStringLiteral( "SOILS" );
  const QString ERODIBLE_EXPRESSION = QStringLiteral( "ERODIBLE_EXPRESSION" );
  const QString RESIDENTIAL_EXPRESSION = QStringLiteral( "RESIDENTIAL_EXPRESSION" );
  const QString MIN_STEEP_SQFT = QStringLiteral( "MIN_STEEP_SQFT" );

  const QString FEET = QStringLiteral( "feet" );
  const QString METRES = QStringLiteral( "metres" );

  //! Key of the residential test's answer in SwParcel::values.
  const QString RESIDENTIAL_VALUE = QStringLiteral( "hillside.residential" );

  const QString ERODIBLE_STEEP = QStringLiteral( "erodible_steep" );
  const QString RESIDENTIAL_AVERAGE_SLOPE = QStringLiteral( "residential_average_slope" );

  // DEM elevations are stored as 32-bit floats: a plane drawn at exactly
  // 15% reads back as 14.9999x%. A slope this close to a threshold reaches it.
  constexpr double SLOPE_TOLERANCE_PCT = 1e-3;
  // Sums of clipped areas carry rounding in the last bits.
  constexpr double AREA_TOLERANCE_SQFT = 1e-6;
  // A cell covered by less than this fraction only touches the parcel.
  constexpr double MIN_CELL_FRACTION = 1e-9;
  // Rows of DEM cells read at a time for one parcel: bounds memory on a huge parcel.
  constexpr long long ROWS_PER_BAND = 256;
  // The floor of MIN_STEEP_SQFT's default, so a 1 ft lidar DEM does not call one steep square foot a hillside.
  constexpr double MIN_STEEP_FLOOR_SQFT = 100;
  // Cudahy-style average slope: S = 0.00229 I L / A, the constant as the codes print it (100 / 43,560 rounded).
  constexpr double CONTOUR_CONSTANT = 0.00229;

  QString percent( double value )
  {
    return QStringLiteral( "%1%" ).arg( QString::number( value, 'f', 2 ) );
  }

  QString threshold( double value )
  {
    return QStringLiteral( "%1%" ).arg( QString::number( value, 'g', 6 ) );
  }

  QString squareFeet( double value )
  {
    return QObject::tr( "%1 sq ft" ).arg( QString::number( value, 'f', 0 ) );
  }

  //! The polygonal parts of an overlay result (intersections may add lines and points).
  QgsGeometry polygonalPart( const QgsGeometry &geometry )
  {
    if ( geometry.isNull() || geometry.isEmpty() )
      return QgsGeometry();
    if ( geometry.type() == QgsWkbTypes::PolygonGeometry )
      return geometry;
    QVector<QgsGeometry> parts;
    for ( const QgsGeometry &part : geometry.asGeometryCollection() )
    {
      if ( part.type() == QgsWkbTypes::PolygonGeometry && !part.isEmpty() )
        parts << part;
    }
    return parts.isEmpty() ? QgsGeometry() : QgsGeometry::collectGeometry( parts );
  }

  double positiveNumber( const QVariantMap &parameters, const QString &name, const QString &what, bool allowZero )
  {
    const QVariant value = parameters.value( name );
    bool ok = false;
    const double number = value.toDouble( &ok );
    if ( !ok || !std::isfinite( number ) || number < 0 || ( !allowZero && number == 0 ) )
      throw QgsProcessingException( QObject::tr( "%1 must be %2; got '%3'" ).arg( name, what, value.toString() ) );
    return number;
  }
} // namespace

QString SwHillsideScreen::title() const
{
  return QObject::tr( "Hillside properties" );
}

double SwHillsideScreen::contourAverageSlope( double intervalFeet, double contourLengthFeet, double areaSqft )
{
  if ( areaSqft <= 0 )
    return std::numeric_limits<double>::quiet_NaN();
  return CONTOUR_CONSTANT * intervalFeet * contourLengthFeet / SwUnits::sqftToAcres( areaSqft );
}

void SwHillsideScreen::addParameters( SwParameterSink &sink, bool combined ) const
{
  Q_UNUSED( combined )
  // Every input is optional on its own: the screen needs one slope source
  // (DEM, SLOPE_POLYGONS or CONTOURS), which prepare() checks.
  sink.addScreenParameter( new QgsProcessingParameterRasterLayer( DEM, QObject::tr( "Digital elevation model (DEM)" ), QVariant(), true ) );
  sink.addScreenParameter( new QgsProcessingParameterBand( DEM_BAND, QObject::tr( "DEM band" ), 1, DEM, true ) );
  sink.addScreenParameter( new QgsProcessingParameterEnum( VERTICAL_UNIT, QObject::tr( "DEM elevation unit" ), QStringList() << FEET << METRES, false, FEET, true, true ) );
  auto zFactor = std::make_unique<QgsProcessingParameterNumber>( Z_FACTOR, QObject::tr( "Z factor (empty = from the DEM's horizontal unit and the elevation unit)" ), SW_NUMBER_DOUBLE, QVariant(), true );
  zFactor->setFlags( zFactor->flags() | SW_PARAMETER_FLAG_ADVANCED );
  sink.addScreenParameter( zFactor.release() );
  sink.addScreenParameter( new QgsProcessingParameterFeatureSource( SLOPE_POLYGONS, QObject::tr( "Slope polygons (instead of a DEM)" ), QList<int>() << SW_PROCESSING_SOURCE_POLYGON, QVariant(), true ) );
  sink.addScreenParameter( new QgsProcessingParameterField( SLOPE_FIELD, QObject::tr( "Slope field of the slope polygons (percent)" ), QVariant(), SLOPE_POLYGONS, SW_FIELD_NUMERIC, false, true ) );
  sink.addScreenParameter( new QgsProcessingParameterFeatureSource( CONTOURS, QObject::tr( "Contour lines (average slope by the contour method)" ), QList<int>() << SW_PROCESSING_SOURCE_LINE, QVariant(), true ) );
  sink.addScreenParameter( new QgsProcessingParameterNumber( CONTOUR_INTERVAL, QObject::tr( "Contour interval (ft)" ), SW_NUMBER_DOUBLE, 2, true, 0 ) );
  sink.addScreenParameter( new QgsProcessingParameterFeatureSource( SOILS, QObject::tr( "Soil polygons" ), QList<int>() << SW_PROCESSING_SOURCE_POLYGON, QVariant(), true ) );
  sink.addScreenParameter( new QgsProcessingParameterExpression( ERODIBLE_EXPRESSION, QObject::tr( "Erodible soil expression (over the soil polygons)" ), defaultErodibleExpression(), SOILS, true ) );
  sink.addScreenParameter( new QgsProcessingParameterExpression( RESIDENTIAL_EXPRESSION, QObject::tr( "Residential zoned and in residential use (expression over the parcels)" ), defaultResidentialExpression(), QStringLiteral( "PARCELS" ), true ) );
  auto minSteep = std::make_unique<QgsProcessingParameterNumber>( MIN_STEEP_SQFT, QObject::tr( "Minimum erodible steep area (sq ft; empty = one DEM cell, at least 100)" ), SW_NUMBER_DOUBLE, QVariant(), true, 0 );
  minSteep->setFlags( minSteep->flags() | SW_PARAMETER_FLAG_ADVANCED );
  sink.addScreenParameter( minSteep.release() );
}

QString SwHillsideScreen::parameterHelp() const
{
  return QObject::tr( "Slope sources (give DEM or SLOPE_POLYGONS, and/or CONTOURS):\n"
                      "DEM: an elevation raster GDAL reads, in any projected CRS. Percent slope by Horn's method, as `gdaldem slope -p` computes it; a cell whose 3x3 neighbourhood touches NoData or the raster's edge has no slope (NoData is never read as elevation 0). The raster is read a parcel window at a time, never whole. DEM_BAND: the band (default 1). "
                      "VERTICAL_UNIT: the unit of the elevations, feet (US survey) or metres (default feet). Z_FACTOR (advanced): multiplies elevations into the DEM's horizontal unit; empty = from VERTICAL_UNIT and the DEM's CRS (1 for feet on a US-feet grid, 3.2808 for metres on it, 0.3048 for feet on a metre grid).\n"
                      "SLOPE_POLYGONS + SLOPE_FIELD: polygons with a slope in percent (slope bands some cities publish), instead of a DEM.\n"
                      "CONTOURS + CONTOUR_INTERVAL: contour lines and their interval in feet (default 2) for the contour-method average slope S = 0.00229 I L / A (I interval ft, L contour length inside the parcel ft, A parcel area acres), reported as average_slope_pct and used by the residential_average_slope rule (Cudahy).\n"
                      "SOILS + ERODIBLE_EXPRESSION: soil polygons and the expression that marks erodible soil (default \"erosive\" = 'Y'; e.g. \"kfact\" >= 0.37). Without SOILS a steep parcel is reported with hillside empty and basis \"steep, soil unknown\", never silently as hillside or not.\n"
                      "RESIDENTIAL_EXPRESSION: residential zoned and in residential use, over the parcels' fields (default \"zoning\" LIKE 'R%' AND \"use_code\" LIKE '0%' AND \"use_code\" NOT LIKE '%V': an R zone, an LA County residential use code, not vacant land); only Cudahy's rule uses it.\n"
                      "MIN_STEEP_SQFT (advanced): the erodible steep area that makes a hillside property under the erodible_steep rule; default one DEM cell's area but at least 100 sq ft (a DEM cannot resolve less than a cell; the floor keeps a fine lidar cell from deciding), 100 sq ft with slope polygons.\n"
                      "Each DEM cell counts by the exact part of its area inside the parcel (the cell square clipped against the parcel), so a small lot on a coarse DEM still gets its true figures. The steep threshold is the profile's hillside.slope_pct (25% in Signal Hill and Beverly Hills, 15% in Cudahy); a slope within 0.001 percentage points of it reaches it (elevations are stored as floats).\n"
                      "Fields: slope_mean_pct (coverage-weighted mean), slope_max_pct (steepest cell with area in the parcel), steep_sqft (area at or above the threshold), steep_fraction (of the area with slope data), erodible_steep_sqft (steep area on erodible soil; empty without SOILS), average_slope_pct (contour method, when CONTOURS are given), hillside (true, false, or empty when it cannot be decided), hillside_basis (the rule and the figures that decided it), citation, status (ok, repaired, null_geometry, invalid_geometry, not_transformable; outside_dem when no part of the parcel is on the DEM; nodata when none of its cells has a slope; partial_nodata when figures come from the part with slope data)." );
}

bool SwHillsideScreen::isConfigured( const QVariantMap &parameters, QgsProcessingContext &context ) const
{
  Q_UNUSED( context )
  return SwLayerInput::isGiven( parameters.value( DEM ) ) || SwLayerInput::isGiven( parameters.value( SLOPE_POLYGONS ) ) || SwLayerInput::isGiven( parameters.value( CONTOURS ) );
}

void SwHillsideScreen::prepare( const QVariantMap &parameters, QgsProcessingContext &context, QgsProcessingFeedback *feedback, const SwScreenSetup &setup )
{
  mWorking = setup.working;
  mCombined = setup.combined;
  mRule = setup.profile.choice( QStringLiteral( "hillside.rule" ) );
  mThresholdPct = setup.profile.number( QStringLiteral( "hillside.slope_pct" ) );
  mCitation = setup.profile.citation( QStringLiteral( "hillside.rule" ) );
  mSummary.clear();
  mSoilUnknown = 0;
  mResidentialUnknown = 0;
  mOverlappingSlopePolygons = 0;
  if ( !setup.profile.flag( QStringLiteral( "hillside.required" ) ) )
    feedback->pushWarning( QObject::tr( "Hillside properties are not defined by %1's code (%2); screened on request" ).arg( setup.profile.title(), setup.profile.citation( QStringLiteral( "hillside.required" ) ) ) );

  const bool dem = SwLayerInput::isGiven( parameters.value( DEM ) );
  const bool polygons = SwLayerInput::isGiven( parameters.value( SLOPE_POLYGONS ) );
  if ( !dem && !polygons && !SwLayerInput::isGiven( parameters.value( CONTOURS ) ) )
    throw QgsProcessingException( QObject::tr( "The hillside screen needs a slope source: give DEM, SLOPE_POLYGONS or CONTOURS" ) );
  if ( dem && polygons )
    throw QgsProcessingException( QObject::tr( "Give DEM or SLOPE_POLYGONS, not both: each is a complete slope source" ) );

  mDem.reset();
  if ( dem )
    prepareDem( parameters, context, feedback );
  mHasSlopePolygons = false;
  if ( polygons )
    prepareSlopePolygons( parameters, context, feedback );
  prepareContours( parameters, context, feedback );
  prepareSoils( parameters, context, feedback );
  prepareResidential( parameters, setup );

  mMinSteepSqft = mDem ? std::max( MIN_STEEP_FLOOR_SQFT, mDem->cellArea() * mDemFeetPerUnit * mDemFeetPerUnit ) : MIN_STEEP_FLOOR_SQFT;
  if ( SwLayerInput::isGiven( parameters.value( MIN_STEEP_SQFT ) ) )
    mMinSteepSqft = positiveNumber( parameters, MIN_STEEP_SQFT, QObject::tr( "an area in square feet, 0 or more" ), true );

  if ( mRule == ERODIBLE_STEEP )
    feedback->pushInfo( QObject::tr( "Hillside rule (%1): steep (%2 or more) area on erodible soil of at least %3" ).arg( setup.profile.title(), threshold( mThresholdPct ), squareFeet( mMinSteepSqft ) ) );
  else
    feedback->pushInfo( QObject::tr( "Hillside rule (%1): residential lot with an average slope of %2 or more, by %3" ).arg( setup.profile.title(), threshold( mThresholdPct ), mHasContours ? QObject::tr( "the contour method" ) : QObject::tr( "the coverage-weighted mean slope" ) ) );
  if ( mRule == ERODIBLE_STEEP && !mDem && !mHasSlopePolygons )
    feedback->pushWarning( QObject::tr( "Only CONTOURS were given: they yield an average slope but no steep area, so %1's rule cannot be decided (hillside stays empty)" ).arg( setup.profile.title() ) );
}

void SwHillsideScreen::prepareDem( const QVariantMap &parameters, QgsProcessingContext &context, QgsProcessingFeedback *feedback )
{
  const QgsProcessingParameterRasterLayer definition( DEM );
  QgsRasterLayer *layer = QgsProcessingParameters::parameterAsRasterLayer( &definition, parameters.value( DEM ), context );
  if ( !layer )
    throw QgsProcessingException( QObject::tr( "DEM '%1' cannot be read as a raster layer" ).arg( parameters.value( DEM ).toString() ) );
  const QString name = SwLayerName::of( layer );
  if ( layer->providerType() != QLatin1String( "gdal" ) )
    throw QgsProcessingException( QObject::tr( "DEM '%1' must be a raster GDAL reads (a file or GDAL connection), not a '%2' layer" ).arg( name, layer->providerType() ) );
  const QgsCoordinateReferenceSystem crs = layer->crs();
  if ( !crs.isValid() )
    throw QgsProcessingException( QObject::tr( "DEM '%1' has no CRS; assign its CRS first" ).arg( name ) );
  if ( crs.isGeographic() )
    throw QgsProcessingException( QObject::tr( "DEM '%1' is in a geographic CRS (%2): slope needs a projected CRS in feet or metres; warp it first (e.g. gdalwarp -t_srs EPSG:2229)" ).arg( name, crs.authid() ) );
  mDemFeetPerUnit = SwUnits::feetPerMapUnit( crs );
  if ( std::isnan( mDemFeetPerUnit ) || mDemFeetPerUnit <= 0 )
    throw QgsProcessingException( QObject::tr( "DEM '%1': the linear unit of its CRS (%2) is unknown" ).arg( name, crs.authid() ) );

  int band = 1;
  if ( SwLayerInput::isGiven( parameters.value( DEM_BAND ) ) )
  {
    bool ok = false;
    band = parameters.value( DEM_BAND ).toInt( &ok );
    if ( !ok )
      throw QgsProcessingException( QObject::tr( "DEM_BAND must be a band number; got '%1'" ).arg( parameters.value( DEM_BAND ).toString() ) );
  }

  QString unit = FEET;
  if ( SwLayerInput::isGiven( parameters.value( VERTICAL_UNIT ) ) )
  {
    const QVariant value = parameters.value( VERTICAL_UNIT );
    // The enum's strings, or its index as QGIS dialogs may pass it.
    unit = value.toString().trimmed().toLower();
    if ( unit == QLatin1String( "0" ) )
      unit = FEET;
    else if ( unit == QLatin1String( "1" ) || unit == QLatin1String( "meters" ) )
      unit = METRES;
    if ( unit != FEET && unit != METRES )
      throw QgsProcessingException( QObject::tr( "VERTICAL_UNIT must be feet or metres; got '%1'" ).arg( value.toString() ) );
  }
  double zFactor = SwDemSlope::zFactorFor( crs, unit == METRES ? SwDemSlope::VerticalUnit::Metres : SwDemSlope::VerticalUnit::Feet );
  const bool explicitZ = SwLayerInput::isGiven( parameters.value( Z_FACTOR ) );
  if ( explicitZ )
    zFactor = positiveNumber( parameters, Z_FACTOR, QObject::tr( "a number greater than 0" ), false );

  mDem = std::make_unique<SwDemSlope>( layer->source(), name, band, crs, zFactor );
  mToDem = QgsCoordinateTransform();
  if ( crs != mWorking.crs() )
  {
    mToDem = QgsCoordinateTransform( mWorking.crs(), crs, context.transformContext() );
    feedback->pushInfo( QObject::tr( "DEM '%1' is in %2; parcels are measured against it in that CRS" ).arg( name, crs.authid() ) );
  }
  const double cellFeet = mDem->grid().cellWidth * mDemFeetPerUnit;
  feedback->pushInfo( QObject::tr( "DEM '%1': %2 x %3 cells of %4 x %5 ft, band %6, Z factor %7 (%8)" )
                        .arg( name )
                        .arg( mDem->width() )
                        .arg( mDem->height() )
                        .arg( cellFeet, 0, 'g', 6 )
                        .arg( mDem->grid().cellHeight * mDemFeetPerUnit, 0, 'g', 6 )
                        .arg( band )
                        .arg( zFactor, 0, 'g', 8 )
                        .arg( explicitZ ? QObject::tr( "given" ) : QObject::tr( "elevations in %1" ).arg( unit ) ) );
}

void SwHillsideScreen::prepareSlopePolygons( const QVariantMap &parameters, QgsProcessingContext &context, QgsProcessingFeedback *feedback )
{
  SwLayerInput::Layer layer = SwLayerInput::layer( parameters, SLOPE_POLYGONS, QgsWkbTypes::PolygonGeometry, context );
  const QgsProcessingFeatureSource *source = layer.source.get();
  const QString layerName = layer.name;
  const QString field = parameters.value( SLOPE_FIELD ).toString().trimmed();
  if ( field.isEmpty() )
    throw QgsProcessingException( QObject::tr( "SLOPE_FIELD is required with SLOPE_POLYGONS: name the field of layer '%1' that holds the slope in percent" ).arg( layerName ) );
  const int index = source->fields().lookupField( field );
  if ( index < 0 )
    throw QgsProcessingException( QObject::tr( "SLOPE_FIELD '%1' is not a field of SLOPE_POLYGONS layer '%2' (its fields: %3)" ).arg( field, layerName, source->fields().names().join( QLatin1String( ", " ) ) ) );
  if ( !source->fields().at( index ).isNumeric() )
    throw QgsProcessingException( QObject::tr( "SLOPE_FIELD '%1' of SLOPE_POLYGONS layer '%2' must be numeric (percent slope); it is %3" ).arg( field, layerName, source->fields().at( index ).typeName() ) );

  long long unknown = 0;
  SwFeatureIndex loaded;
  SwLayerInput::load( layer, SLOPE_POLYGONS, loaded, mWorking, context, feedback, mSummary, [&]( const QgsFeature &feature )
                      {
    bool ok = false;
    const double slope = feature.attribute( index ).toDouble( &ok );
    if ( !ok || feature.attribute( index ).isNull() || !std::isfinite( slope ) || slope < 0 )
    {
      ++unknown;
      return false;
    }
    return true; } );
  // Keep only the slope, so the index holds what the screen reads.
  for ( int i = 0; i < loaded.size(); ++i )
  {
    const SwIndexedFeature &polygon = loaded.feature( i );
    mSlopePolygons.addFeature( polygon.geometry, QgsAttributes() << polygon.attributes.value( index ).toDouble(), layerName, polygon.id );
  }
  if ( unknown > 0 )
    mSummary << QObject::tr( "SLOPE_POLYGONS: %1 polygon(s) of layer '%2' have no usable slope in '%3' (empty or negative) and were ignored" ).arg( unknown ).arg( layerName, field );
  mHasSlopePolygons = true;
  feedback->pushInfo( QObject::tr( "Slope polygons: %1 from '%2' (%3, field %4)" ).arg( mSlopePolygons.size() ).arg( layerName, source->sourceCrs().authid(), field ) );
}

void SwHillsideScreen::prepareContours( const QVariantMap &parameters, QgsProcessingContext &context, QgsProcessingFeedback *feedback )
{
  mHasContours = false;
  SwLayerInput::Layer layer = SwLayerInput::layer( parameters, CONTOURS, QgsWkbTypes::LineGeometry, context );
  if ( !layer )
    return;
  mContourIntervalFeet = 2;
  if ( SwLayerInput::isGiven( parameters.value( CONTOUR_INTERVAL ) ) )
    mContourIntervalFeet = positiveNumber( parameters, CONTOUR_INTERVAL, QObject::tr( "a number of feet greater than 0" ), false );
  const SwFeatureIndex::LoadReport report = SwLayerInput::load( layer, CONTOURS, mContours, mWorking, context, feedback, mSummary );
  mHasContours = true;
  feedback->pushInfo( QObject::tr( "Contours: %1 lines from '%2' (%3), interval %4 ft" ).arg( report.loaded ).arg( layer.name, layer.source->sourceCrs().authid() ).arg( mContourIntervalFeet ) );
}

void SwHillsideScreen::prepareSoils( const QVariantMap &parameters, QgsProcessingContext &context, QgsProcessingFeedback *feedback )
{
  mHasSoils = false;
  mSoilUnknownReason = QObject::tr( "no SOILS layer to tell erosive soil" );
  SwLayerInput::Layer layer = SwLayerInput::layer( parameters, SOILS, QgsWkbTypes::PolygonGeometry, context );
  if ( !layer )
  {
    feedback->pushInfo( QObject::tr( "No SOILS: steep parcels will read \"steep, soil unknown\"" ) );
    return;
  }
  mSoilsName = layer.name;
  mErodibleExpression = parameters.value( ERODIBLE_EXPRESSION ).toString().trimmed();
  const bool defaultExpression = mErodibleExpression.isEmpty();
  if ( defaultExpression )
    mErodibleExpression = defaultErodibleExpression();
  if ( defaultExpression && mCombined && layer.source->fields().lookupField( QStringLiteral( "erosive" ) ) < 0 )
  {
    // In stormwater:screenparcels SOILS may have been given for another
    // screen (infiltration rates) without erosion data: soil stays unknown.
    feedback->pushWarning( QObject::tr( "SOILS layer '%1' has no field 'erosive' for the default ERODIBLE_EXPRESSION; the hillside screen treats soil as unknown (give ERODIBLE_EXPRESSION, e.g. \"kfact\" >= 0.37)" ).arg( mSoilsName ) );
    mSoilUnknownReason = QObject::tr( "SOILS layer '%1' has no 'erosive' field" ).arg( mSoilsName );
    return;
  }
  // Evaluated once per soil polygon, here on one thread: QGIS expressions are not thread safe.
  SwLayerInput::Condition erodible( ERODIBLE_EXPRESSION, mErodibleExpression, layer.source->fields(), mSoilsName );
  long long unknown = 0;
  const SwFeatureIndex::LoadReport report = SwLayerInput::load( layer, SOILS, mErodibleSoils, mWorking, context, feedback, mSummary, [&]( const QgsFeature &feature )
                                                                {
    const QVariant answer = erodible.test( feature, QObject::tr( "soil polygon %1" ).arg( feature.id() ) );
    if ( answer.isNull() )
      ++unknown;
    return answer.toBool(); } );
  if ( unknown > 0 )
    mSummary << QObject::tr( "ERODIBLE_EXPRESSION gave NULL for %1 soil polygon(s) of layer '%2'; they count as not erodible" ).arg( unknown ).arg( mSoilsName );
  mHasSoils = true;
  feedback->pushInfo( QObject::tr( "Soils: %1 erodible polygon(s) of %2 in '%3' (%4)" ).arg( report.loaded ).arg( report.loaded + report.rejected ).arg( mSoilsName, mErodibleExpression ) );
}

void SwHillsideScreen::prepareResidential( const QVariantMap &parameters, const SwScreenSetup &setup )
{
  mResidential.reset();
  if ( mRule != RESIDENTIAL_AVERAGE_SLOPE )
    return;
  QString expression = parameters.value( RESIDENTIAL_EXPRESSION ).toString().trimmed();
  if ( expression.isEmpty() )
    expression = defaultResidentialExpression();
  mResidential = std::make_unique<SwLayerInput::Condition>( RESIDENTIAL_EXPRESSION, expression, setup.parcelFields, QStringLiteral( "PARCELS" ) );
}

QgsFields SwHillsideScreen::fields() const
{
  QgsFields fields;
  fields.append( QgsField( QStringLiteral( "slope_mean_pct" ), QVariant::Double ) );
  fields.append( QgsField( QStringLiteral( "slope_max_pct" ), QVariant::Double ) );
  fields.append( QgsField( QStringLiteral( "steep_sqft" ), QVariant::Double ) );
  fields.append( QgsField( QStringLiteral( "steep_fraction" ), QVariant::Double ) );
  fields.append( QgsField( QStringLiteral( "erodible_steep_sqft" ), QVariant::Double ) );
  fields.append( QgsField( QStringLiteral( "average_slope_pct" ), QVariant::Double ) );
  fields.append( QgsField( QStringLiteral( "hillside" ), QVariant::Bool ) );
  fields.append( QgsField( QStringLiteral( "hillside_basis" ), QVariant::String ) );
  fields.append( QgsField( QStringLiteral( "citation" ), QVariant::String ) );
  fields.append( QgsField( QStringLiteral( "status" ), QVariant::String ) );
  return fields;
}

void SwHillsideScreen::read( SwParcel &parcel )
{
  if ( !mResidential )
    return;
  parcel.values.insert( RESIDENTIAL_VALUE, mResidential->test( parcel.feature, QObject::tr( "parcel %1" ).arg( parcel.apn ) ) );
}

bool SwHillsideScreen::isSteep( double percent ) const
{
  return percent >= mThresholdPct - SLOPE_TOLERANCE_PCT;
}

bool SwHillsideScreen::reachesMinimum( double sqft ) const
{
  // Some ground is needed even when MIN_STEEP_SQFT is 0.
  return sqft > AREA_TOLERANCE_SQFT && sqft >= mMinSteepSqft - AREA_TOLERANCE_SQFT;
}

QgsGeometry SwHillsideScreen::erodiblePart( const SwParcel &parcel ) const
{
  if ( !mHasSoils )
    return QgsGeometry();
  QVector<QgsGeometry> pieces;
  for ( const int i : mErodibleSoils.candidates( parcel.bbox ) )
  {
    if ( !mErodibleSoils.intersects( i, parcel.geos.get() ) )
      continue;
    geos::unique_ptr piece( GEOSIntersection_r( SwGeos::context(), parcel.geos.get(), mErodibleSoils.feature( i ).geos.get() ) );
    const QgsGeometry polygons = polygonalPart( SwGeos::fromGeos( piece.get() ) );
    if ( !polygons.isNull() )
      pieces << polygons;
  }
  if ( pieces.isEmpty() )
    return QgsGeometry();
  // Overlapping soil polygons must not count the same ground twice.
  return pieces.size() == 1 ? pieces.front() : polygonalPart( QgsGeometry::unaryUnion( pieces ) );
}

SwHillsideScreen::SlopeFigures SwHillsideScreen::demFigures( const SwParcel &parcel, const QgsGeometry &erodible ) const
{
  SlopeFigures figures;
  figures.measured = true;
  QgsGeometry shape = parcel.geometry;
  QgsGeometry erodibleShape = erodible;
  if ( mToDem.isValid() )
  {
    try
    {
      shape.transform( mToDem );
      if ( !erodibleShape.isNull() )
        erodibleShape.transform( mToDem );
    }
    catch ( QgsCsException & )
    {
      figures.status = SwStatus::notTransformable();
      return figures;
    }
  }
  const SwCellCoverage coverage( shape, mDem->grid() );
  const SwCellCoverage erodibleCoverage( erodibleShape, mDem->grid() );
  const double sqftPerCell = mDem->cellArea() * mDemFeetPerUnit * mDemFeetPerUnit;
  figures.totalSqft = coverage.areaInCells() * sqftPerCell;

  const SwCellWindow window = coverage.window().intersected( mDem->cells() );
  double onDem = 0;
  double withData = 0;
  double weighted = 0;
  double steep = 0;
  double erodibleSteep = 0;
  double steepest = 0;
  std::vector<double> fractions;
  std::vector<double> erodibleFractions;
  std::vector<double> slopes;
  for ( long long row = window.row0; row < window.row0 + window.rows; row += ROWS_PER_BAND )
  {
    SwCellWindow band = window;
    band.row0 = row;
    band.rows = std::min( ROWS_PER_BAND, window.row0 + window.rows - row );
    coverage.fractions( band, fractions );
    if ( !erodibleCoverage.isEmpty() )
      erodibleCoverage.fractions( band, erodibleFractions );
    mDem->slopes( band, slopes );
    for ( size_t k = 0; k < fractions.size(); ++k )
    {
      const double fraction = fractions[k];
      if ( fraction <= MIN_CELL_FRACTION )
        continue;
      onDem += fraction;
      const double slope = slopes[k];
      if ( std::isnan( slope ) )
        continue;
      withData += fraction;
      weighted += fraction * slope;
      steepest = std::max( steepest, slope );
      if ( isSteep( slope ) )
      {
        steep += fraction;
        if ( !erodibleFractions.empty() )
          erodibleSteep += std::min( fraction, std::max( 0.0, erodibleFractions[k] ) );
      }
    }
  }

  const double tolerance = std::max( MIN_CELL_FRACTION, coverage.areaInCells() * 1e-9 );
  if ( onDem <= tolerance )
  {
    figures.status = outsideDem();
    return figures;
  }
  if ( withData <= tolerance )
  {
    figures.status = noData();
    return figures;
  }
  if ( withData < coverage.areaInCells() - tolerance )
    figures.status = partialNoData();
  figures.dataSqft = withData * sqftPerCell;
  figures.meanPct = weighted / withData;
  figures.maxPct = steepest;
  figures.steepSqft = steep * sqftPerCell;
  figures.erodibleSteepSqft = erodibleSteep * sqftPerCell;
  return figures;
}

SwHillsideScreen::SlopeFigures SwHillsideScreen::polygonFigures( const SwParcel &parcel, const QgsGeometry &erodible ) const
{
  SlopeFigures figures;
  figures.measured = true;
  figures.totalSqft = parcel.areaSqft;
  const geos::unique_ptr erodibleGeos = SwGeos::toGeos( erodible );
  GEOSContextHandle_t context = SwGeos::context();
  double weighted = 0;
  for ( const int i : mSlopePolygons.candidates( parcel.bbox ) )
  {
    if ( !mSlopePolygons.overlaps( i, parcel.geos.get() ) )
      continue;
    const SwIndexedFeature &polygon = mSlopePolygons.feature( i );
    geos::unique_ptr piece( GEOSIntersection_r( context, parcel.geos.get(), polygon.geos.get() ) );
    const double sqft = mWorking.toSquareFeet( SwGeos::area( piece.get() ) );
    if ( sqft <= AREA_TOLERANCE_SQFT )
      continue;
    const double slope = polygon.attributes.value( 0 ).toDouble();
    figures.dataSqft += sqft;
    weighted += sqft * slope;
    figures.maxPct = std::max( figures.maxPct, slope );
    if ( isSteep( slope ) )
    {
      figures.steepSqft += sqft;
      if ( erodibleGeos )
      {
        geos::unique_ptr erodibleSteep( GEOSIntersection_r( context, erodibleGeos.get(), polygon.geos.get() ) );
        figures.erodibleSteepSqft += mWorking.toSquareFeet( SwGeos::area( erodibleSteep.get() ) );
      }
    }
  }
  if ( figures.dataSqft <= AREA_TOLERANCE_SQFT )
  {
    figures.dataSqft = 0;
    figures.status = noData();
    return figures;
  }
  const double tolerance = std::max( AREA_TOLERANCE_SQFT, figures.totalSqft * 1e-9 );
  if ( figures.dataSqft > figures.totalSqft + tolerance )
    ++mOverlappingSlopePolygons;
  else if ( figures.dataSqft < figures.totalSqft - tolerance )
    figures.status = partialNoData();
  figures.meanPct = weighted / figures.dataSqft;
  return figures;
}

double SwHillsideScreen::contourLengthFeet( const SwParcel &parcel ) const
{
  GEOSContextHandle_t context = SwGeos::context();
  double length = 0;
  for ( const int i : mContours.candidates( parcel.bbox ) )
  {
    if ( !mContours.intersects( i, parcel.geos.get() ) )
      continue;
    // A contour may wind across the whole city: cut it to the parcel's box
    // first (a cheap linear clip) so the exact overlay sees a few segments.
    geos::unique_ptr near( GEOSClipByRect_r( context, mContours.feature( i ).geos.get(), parcel.bbox.xMinimum(), parcel.bbox.yMinimum(), parcel.bbox.xMaximum(), parcel.bbox.yMaximum() ) );
    if ( !near )
      continue;
    geos::unique_ptr inside( GEOSIntersection_r( context, parcel.geos.get(), near.get() ) );
    double piece = 0;
    if ( inside && GEOSLength_r( context, inside.get(), &piece ) )
      length += piece;
  }
  return mWorking.toFeet( length );
}

QgsAttributes SwHillsideScreen::evaluate( const SwParcel &parcel ) const
{
  if ( !parcel.evaluable() )
    return QgsAttributes() << QVariant() << QVariant() << QVariant() << QVariant() << QVariant() << QVariant() << QVariant() << QVariant() << QVariant() << parcel.status;

  const QgsGeometry erodible = erodiblePart( parcel );
  SlopeFigures figures;
  QString sourceName;
  if ( mDem )
  {
    figures = demFigures( parcel, erodible );
    sourceName = QObject::tr( "DEM" );
  }
  else if ( mHasSlopePolygons )
  {
    figures = polygonFigures( parcel, erodible );
    sourceName = QObject::tr( "slope polygons" );
  }

  double contourLength = 0;
  QVariant average;
  if ( mHasContours )
  {
    contourLength = contourLengthFeet( parcel );
    average = contourAverageSlope( mContourIntervalFeet, contourLength, parcel.areaSqft );
  }

  // Why the slope source has no figures, in the planner's words.
  QString missing;
  if ( figures.measured && !figures.hasData() )
  {
    if ( figures.status == outsideDem() )
      missing = QObject::tr( "the parcel lies outside the DEM" );
    else if ( figures.status == SwStatus::notTransformable() )
      missing = QObject::tr( "the parcel cannot be transformed into the DEM's CRS" );
    else if ( mDem )
      missing = QObject::tr( "no DEM cell under the parcel has a slope (NoData, or the DEM's edge)" );
    else
      missing = QObject::tr( "no slope polygon covers the parcel" );
  }
  const QString partial = figures.status == partialNoData()
                            ? QObject::tr( "; %1 slope known on %2 of %3 (the rest is NoData or off the source)" ).arg( sourceName, squareFeet( figures.dataSqft ), squareFeet( figures.totalSqft ) )
                            : QString();
  const QString slopeFigures = figures.hasData() ? QObject::tr( "mean %1, max %2 from the %3" ).arg( percent( figures.meanPct ), percent( figures.maxPct ), sourceName ) : QString();

  QVariant hillside;
  QString basis;
  if ( mRule == ERODIBLE_STEEP )
  {
    const QString steepWords = QObject::tr( "slope %1 or more" ).arg( threshold( mThresholdPct ) );
    if ( !figures.measured )
      basis = QObject::tr( "steep area unknown: no DEM or SLOPE_POLYGONS given (CONTOURS give only an average slope)" );
    else if ( !figures.hasData() )
      basis = QObject::tr( "slope unknown: %1" ).arg( missing );
    else if ( !reachesMinimum( figures.steepSqft ) )
    {
      hillside = false;
      basis = figures.steepSqft <= AREA_TOLERANCE_SQFT
                ? QObject::tr( "not hillside: no natural %1 (%2)" ).arg( steepWords, slopeFigures )
                : QObject::tr( "not hillside: only %1 of %2, under the %3 minimum (%4)" ).arg( squareFeet( figures.steepSqft ), steepWords, squareFeet( mMinSteepSqft ), slopeFigures );
    }
    else if ( !mHasSoils )
    {
      ++mSoilUnknown;
      basis = QObject::tr( "steep, soil unknown: %1 of %2 (%3) and %4" ).arg( squareFeet( figures.steepSqft ), steepWords, slopeFigures, mSoilUnknownReason );
    }
    else if ( reachesMinimum( figures.erodibleSteepSqft ) )
    {
      hillside = true;
      basis = QObject::tr( "hillside (erodible steep): %1 of %2 on erodible soil (%3), at least the %4 minimum; %5" ).arg( squareFeet( figures.erodibleSteepSqft ), steepWords, mErodibleExpression, squareFeet( mMinSteepSqft ), slopeFigures );
    }
    else
    {
      hillside = false;
      basis = QObject::tr( "not hillside: %1 of %2 but only %3 of it on erodible soil (%4), under the %5 minimum; %6" ).arg( squareFeet( figures.steepSqft ), steepWords, squareFeet( figures.erodibleSteepSqft ), mErodibleExpression, squareFeet( mMinSteepSqft ), slopeFigures );
    }
  }
  else
  {
    double averagePct = std::numeric_limits<double>::quiet_NaN();
    QString method;
    if ( mHasContours && average.isValid() && std::isfinite( average.toDouble() ) )
    {
      averagePct = average.toDouble();
      method = QObject::tr( "by the contour method, S = 0.00229 I L / A with I = %1 ft, L = %2 ft, A = %3 acres" ).arg( mContourIntervalFeet ).arg( contourLength, 0, 'f', 1 ).arg( SwUnits::sqftToAcres( parcel.areaSqft ), 0, 'f', 4 );
    }
    else if ( figures.hasData() )
    {
      averagePct = figures.meanPct;
      method = mDem ? QObject::tr( "the coverage-weighted mean of the DEM slope" ) : QObject::tr( "the area-weighted mean of the slope polygons" );
    }
    const QVariant residential = parcel.values.value( RESIDENTIAL_VALUE );
    const QString averageWords = std::isnan( averagePct ) ? QString() : QObject::tr( "average slope %1 (%2)" ).arg( percent( averagePct ), method );
    if ( !residential.isValid() || residential.isNull() )
    {
      ++mResidentialUnknown;
      basis = QObject::tr( "residential use unknown: RESIDENTIAL_EXPRESSION gave NULL" );
      if ( !averageWords.isEmpty() )
        basis += QStringLiteral( "; " ) + averageWords;
    }
    else if ( !residential.toBool() )
    {
      hillside = false;
      basis = QObject::tr( "not hillside: not residential zoned and in residential use (RESIDENTIAL_EXPRESSION %1 is false)" ).arg( mResidential->expression() );
      if ( !averageWords.isEmpty() )
        basis += QStringLiteral( "; " ) + averageWords;
    }
    else if ( std::isnan( averagePct ) )
      basis = QObject::tr( "average slope unknown: %1" ).arg( missing.isEmpty() ? QObject::tr( "no slope source covers the parcel" ) : missing );
    else if ( averagePct >= mThresholdPct - SLOPE_TOLERANCE_PCT )
    {
      hillside = true;
      basis = QObject::tr( "hillside (residential average slope): residential zoned and in residential use, %1, is %2 or more" ).arg( averageWords, threshold( mThresholdPct ) );
    }
    else
    {
      hillside = false;
      basis = QObject::tr( "not hillside: residential zoned and in residential use, but %1 is under %2" ).arg( averageWords, threshold( mThresholdPct ) );
    }
  }
  if ( !partial.isEmpty() && figures.hasData() )
    basis += partial;

  const QString status = figures.status.isEmpty() ? parcel.status : figures.status;
  QgsAttributes row;
  if ( figures.hasData() )
  {
    row << figures.meanPct << figures.maxPct << figures.steepSqft << figures.steepSqft / figures.dataSqft;
    row << ( mHasSoils ? QVariant( figures.erodibleSteepSqft ) : QVariant() );
  }
  else
    row << QVariant() << QVariant() << QVariant() << QVariant() << QVariant();
  row << average << hillside << basis << mCitation << status;
  return row;
}

QString SwHillsideScreen::flag( const QgsAttributes &row ) const
{
  const QVariant hillside = row.value( 6 );
  return !hillside.isNull() && hillside.toBool() ? QStringLiteral( "hillside" ) : QString();
}

QStringList SwHillsideScreen::summary() const
{
  QStringList lines = mSummary;
  if ( mSoilUnknown > 0 )
    lines << ( mSoilsName.isEmpty() ? QObject::tr( "No SOILS given: %1 steep parcel(s) read \"steep, soil unknown\" with hillside empty" ) : QObject::tr( "Soil erodibility unknown: %1 steep parcel(s) read \"steep, soil unknown\" with hillside empty" ) ).arg( mSoilUnknown.load() );
  if ( mResidentialUnknown > 0 )
    lines << QObject::tr( "RESIDENTIAL_EXPRESSION gave NULL for %1 parcel(s); their hillside is empty" ).arg( mResidentialUnknown.load() );
  if ( mOverlappingSlopePolygons > 0 )
    lines << QObject::tr( "SLOPE_POLYGONS overlap under %1 parcel(s): their slope areas add up to more than the parcel" ).arg( mOverlappingSlopePolygons.load() );
  return lines;
}
