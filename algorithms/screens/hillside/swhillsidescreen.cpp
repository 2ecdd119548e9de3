/***************************************************************************
  swhillsidescreen.cpp: the hillside screen's parameters, its inputs
  prepared once, and each parcel measured by its slope sources and decided
  by the profile's rule.
 ***************************************************************************/
#include "screens/hillside/swhillsidescreen.h"
#include "screens/hillside/swdemsource.h"
#include "screens/hillside/swhillsideparameters.h"
#include "screens/hillside/swhillsiderow.h"
#include "screens/hillside/swslopepolygons.h"
#include "core/swchoiceparameter.h"
#include "core/swprofile.h"
#include "core/swparameterreader.h"
#include "core/compat.h"
#include "core/swfeetparameter.h"

#include "qgsexception.h"
#include "qgsprocessingfeedback.h"
#include "qgsprocessingparameters.h"

#include <algorithm>
#include <cmath>

using namespace SwHillsideParameters;

namespace
{
  //! The profile's minimum erodible steep area, where the city's code sets one.
  const QString PROFILE_MINIMUM = QStringLiteral( "hillside.min_steep_sqft" );
} // namespace

SwHillsideScreen::SwHillsideScreen()
  : SwScreen( QStringLiteral( "hillside" ), QObject::tr( "Hillside properties" ), SwHillsideRow::columns().schema, { DEM, SLOPE_POLYGONS, CONTOURS } )
{
}

void SwHillsideScreen::addParameters( SwParameterSink &sink, bool combined ) const
{
  Q_UNUSED( combined )
  // Every input is optional on its own: the screen needs one slope source
  // (DEM, SLOPE_POLYGONS or CONTOURS), which prepare() checks.
  sink.add( new QgsProcessingParameterRasterLayer( DEM, QObject::tr( "Digital elevation model (DEM)" ), QVariant(), true ),
            QObject::tr( "an elevation raster GDAL reads, in any projected CRS; one of the slope sources (give DEM or SLOPE_POLYGONS, and/or CONTOURS). Percent slope by Horn's method, as `gdaldem slope -p` computes it; a cell whose 3x3 neighbourhood touches NoData or the raster's edge has no slope (NoData is never read as elevation 0). The raster is read a parcel window at a time, never whole." ) );
  sink.add( new QgsProcessingParameterBand( DEM_BAND, QObject::tr( "DEM band" ), 1, DEM, true ),
            QObject::tr( "the band of the DEM (default 1)." ), true );
  sink.add( new SwChoiceParameter( VERTICAL_UNIT, QObject::tr( "DEM elevation unit (not selected = the unit the DEM declares, else its CRS's)" ), SwDemSource::verticalUnits(), QVariant(), true ),
            QObject::tr( "the unit of the elevations, feet (US survey) or metres. Not selected: the unit the DEM's band declares (m, metre, ft, US survey foot...), otherwise the unit of the DEM's CRS, as gdaldem and QGIS's own slope assume: a USGS 3DEP DEM in UTM reads as metres, a Los Angeles County LiDAR DEM on EPSG:2229 as feet. The log and the report say which unit was used and why, and warn when the elevations or slopes look like the other unit (a DEM warped from metres to a feet CRS keeps metre elevations: set metres)." ) );
  sink.add( new QgsProcessingParameterNumber( Z_FACTOR, QObject::tr( "Z factor (empty = from the DEM's horizontal unit and the elevation unit)" ), SW_NUMBER_DOUBLE, QVariant(), true ),
            QObject::tr( "multiplies elevations into the DEM's horizontal unit; empty = from the elevation unit and the DEM's CRS (1 for feet on a US-feet grid, 3.2808 for metres on it, 0.3048 for feet on a metre grid). When given, the elevation unit is not used." ), true );
  sink.add( new QgsProcessingParameterFeatureSource( SLOPE_POLYGONS, QObject::tr( "Slope polygons (instead of a DEM)" ), QList<int>() << static_cast<int>( SW_PROCESSING_SOURCE_POLYGON ), QVariant(), true ),
            QObject::tr( "polygons with a slope in percent (slope bands some cities publish), instead of a DEM." ) );
  sink.add( new QgsProcessingParameterField( SLOPE_FIELD, QObject::tr( "Slope field of the slope polygons (percent)" ), QVariant(), SLOPE_POLYGONS, SW_FIELD_NUMERIC, false, true ),
            QObject::tr( "the numeric field of SLOPE_POLYGONS that holds the slope in percent (required with SLOPE_POLYGONS)." ) );
  SwSlopePolygons::addOutsideParameter( sink );
  sink.add( new QgsProcessingParameterFeatureSource( CONTOURS, QObject::tr( "Contour lines (average slope by the contour method)" ), QList<int>() << static_cast<int>( SW_PROCESSING_SOURCE_LINE ), QVariant(), true ),
            QObject::tr( "contour lines for the contour-method average slope S = 0.00229 I L / A (I interval ft, L contour length inside the parcel ft, A parcel area acres), reported as average_slope_pct and used by the residential_average_slope rule (Cudahy)." ) );
  sink.add( SwFeetParameter::create( CONTOUR_INTERVAL, QObject::tr( "Contour interval" ), 2, true ),
            QObject::tr( "the interval of the CONTOURS in feet (default 2)." ) );
  sink.add( new QgsProcessingParameterFeatureSource( SOILS, QObject::tr( "Soil polygons" ), QList<int>() << static_cast<int>( SW_PROCESSING_SOURCE_POLYGON ), QVariant(), true ),
            QObject::tr( "soil polygons; ERODIBLE_EXPRESSION marks the erodible ones for the hillside screen. Without SOILS a steep parcel is reported with hillside empty and basis \"steep, soil unknown\", never silently as hillside or not." ) );
  sink.add( new QgsProcessingParameterExpression( ERODIBLE_EXPRESSION, QObject::tr( "Erodible soil expression (over the soil polygons)" ), SwErodibleSoils::defaultExpression(), SOILS, true ),
            QObject::tr( "the expression over the SOILS that marks erodible soil (default \"erosive\" = 'Y'; e.g. \"kfact\" >= 0.37)." ) );
  SwMappedGround::addSoilsParameter( sink );
  sink.add( new QgsProcessingParameterExpression( RESIDENTIAL_EXPRESSION, QObject::tr( "Residential zoned and in residential use (Cudahy's rule: write it for your parcel layer's fields)" ), SwResidentialUse::defaultExpression(), QStringLiteral( "PARCELS" ), true ),
            QObject::tr( "which parcels are residential zoned and in residential use, as an expression over the parcels' own fields. Only Cudahy's rule (\"single-family hillside residence\") uses it, and it must be set for the city's own parcel layer: the default, \"zoning\" LIKE 'R%' AND \"use_code\" LIKE '0%' AND \"use_code\" NOT LIKE '%V' (an R zone, a Los Angeles County residential use code, not vacant land), fits a roll with fields named zoning and use_code; on a layer without them the run stops and names the missing field. Example for an assessor roll with UseCode and a zoning layer joined as ZONE: \"ZONE\" LIKE 'R%' AND \"UseCode\" LIKE '0%'." ) );
  sink.add( new QgsProcessingParameterNumber( MIN_STEEP_SQFT, QObject::tr( "Minimum erodible steep area, for a city whose code sets one (sq ft; empty = the profile's, else none)" ), SW_NUMBER_DOUBLE, QVariant(), true, 0 ),
            QObject::tr( "the erodible steep area that makes a hillside property under the erodible_steep rule, for a city whose code sets a minimum. Empty: the profile's hillside.min_steep_sqft if it has one, else none: any steep ground on erodible soil (Signal Hill definition EE and Beverly Hills \"HILLSIDE\" set no minimum area, and the answer never depends on the DEM's cell size)." ), true );
}

QString SwHillsideScreen::fieldsHelp() const
{
  return QObject::tr( "Fields: slope_mean_pct (coverage-weighted mean), slope_max_pct (steepest cell with area in the parcel), steep_sqft (area at or above the threshold), steep_fraction (of the area with slope data), erodible_steep_sqft (steep area on erodible soil; empty without SOILS), dem_cells and dem_cell_sqft (the DEM cells with part of the parcel and one cell's area: what the answer rests on; empty for slope polygons and contours), average_slope_pct (contour method, when CONTOURS are given), hillside (true, false, or empty when it cannot be decided), hillside_basis (the rule and the figures that decided it), citation, status (ok, repaired, null_geometry, invalid_geometry, not_transformable; outside_dem when no part of the parcel is on the DEM; nodata when none of its cells has a slope; partial_nodata when figures come from the part with slope data, and hillside is then empty unless that part already makes a hillside; undecided_no_soils, undecided_outside_soils (steep ground off the SOILS polygons could make the erodible minimum; SOILS_OUTSIDE), undecided_dem_too_coarse (a lot smaller than one DEM cell across cells on both sides of the threshold, with erodible ground: which part of it is steep is below the DEM's resolution), undecided_no_steep_area, undecided_residential_use or undecided_no_slope when the rule cannot decide; ok and repaired mean decided).\n"
                      "Each DEM cell counts by the exact part of its area inside the parcel (the cell square clipped against the parcel), so a small lot on a coarse DEM still gets its true figures, and no minimum area depends on the cell size: a lot smaller than a cell wholly on steep cells is measured steep, wholly on flatter cells not. A lot with NoData on part keeps status partial_nodata: the slope classes are compared among its cells with a slope. With SLOPE_POLYGONS_OUTSIDE = not_steep, ground off the slope polygons is under the threshold: steep_sqft is the overlap with the steep polygons and slope_mean_pct stays empty where part of the parcel is off them. The steep threshold is the profile's hillside.slope_pct (25% in Signal Hill and Beverly Hills, 15% in Cudahy); a slope within 0.001 percentage points of it reaches it (elevations are stored as floats)." );
}

void SwHillsideScreen::prepare( const QVariantMap &parameters, QgsProcessingContext &context, QgsProcessingFeedback *feedback, const SwScreenSetup &setup )
{
  const SwParameterReader reader( parameters, context );
  mRule.prepare( setup.profile );
  mSummary.clear();
  if ( !setup.profile.flag( QStringLiteral( "hillside.required" ) ) )
    setup.warnings->add( QObject::tr( "Hillside properties are not defined by %1's code (%2); screened on request" ).arg( setup.profile.title(), setup.profile.citation( QStringLiteral( "hillside.required" ) ) ) );

  const bool dem = reader.isGiven( DEM );
  const bool polygons = reader.isGiven( SLOPE_POLYGONS );
  if ( !dem && !polygons && !reader.isGiven( CONTOURS ) )
    throw QgsProcessingException( QObject::tr( "The hillside screen needs a slope source: give DEM, SLOPE_POLYGONS or CONTOURS" ) );
  if ( dem && polygons )
    throw QgsProcessingException( QObject::tr( "Give DEM or SLOPE_POLYGONS, not both: each is a complete slope source" ) );

  mSlope.reset();
  if ( dem )
    mSlope = std::make_unique<SwDemSource>( reader, setup.working, mRule.threshold(), feedback, *setup.warnings, *setup.notes );
  else if ( polygons )
    mSlope = std::make_unique<SwSlopePolygons>( reader, setup.working, mRule.threshold(), feedback, mSummary );
  mContours = SwContourSlope::load( reader, setup.working, feedback, mSummary );
  mSoils.prepare( reader, setup.combined, setup.working, feedback, *setup.warnings, mSummary );
  mResidential.prepare( reader, setup.parcelFields, !mRule.isErodibleSteep(), *setup.notes );

  setMinimum( reader, setup.profile );

  feedback->pushInfo( mRule.describe( setup.profile.title(), static_cast<bool>( mContours ) ) );
  if ( mRule.isErodibleSteep() && !mSlope )
    setup.warnings->add( QObject::tr( "Only CONTOURS were given: they yield an average slope but no steep area, so %1's rule cannot be decided (hillside stays empty)" ).arg( setup.profile.title() ) );
}

void SwHillsideScreen::setMinimum( const SwParameterReader &reader, const SwProfile &profile )
{
  // EE sets no minimum area: only a city whose code sets one has it, in its profile or as MIN_STEEP_SQFT.
  const bool fromProfile = profile.has( PROFILE_MINIMUM );
  const double fallback = fromProfile ? profile.number( PROFILE_MINIMUM ) : 0.0;
  const double sqft = reader.number( MIN_STEEP_SQFT, fallback, SwNumberRange{ QObject::tr( "an area in square feet, 0 or more" ) } );
  const QString reason = reader.isGiven( MIN_STEEP_SQFT ) || !fromProfile ? MIN_STEEP_SQFT : profile.citation( PROFILE_MINIMUM );
  mRule.setMinSteepSqft( sqft, reason );
}

void SwHillsideScreen::read( SwParcel &parcel )
{
  mResidential.read( parcel );
}

QgsAttributes SwHillsideScreen::evaluate( const SwParcel &parcel ) const
{
  const SwHillsideRow &columns = SwHillsideRow::columns();
  QgsAttributes row = columns.schema.emptyRow();
  columns.status.set( row, parcel.status );
  if ( !parcel.evaluable() )
    return row;

  SwHillsideEvidence evidence;
  evidence.source = mSlope.get();
  if ( mSlope )
    evidence.figures = mSlope->figures( parcel, mRule.isErodibleSteep() ? mSoils.parts( parcel ) : SwSoilParts() );
  if ( mContours )
  {
    evidence.contours = mContours.get();
    evidence.contour = mContours->average( parcel );
    columns.averageSlopePct.set( row, evidence.contour.percent );
  }
  evidence.residential = SwResidentialUse::answer( parcel );
  evidence.parcelIndex = parcel.index;
  evidence.apn = parcel.apn;
  const SwHillsideRule::Decision decision = mRule.decide( evidence, mSoils, mResidential );

  const SwSlopeFigures &figures = evidence.figures;
  if ( figures.cellSqft > 0 )
  {
    columns.demCells.set( row, figures.cells );
    columns.demCellSqft.set( row, figures.cellSqft );
  }
  if ( figures.hasData() )
  {
    // Off the slope polygons read as not steep the slope has no number (SLOPE_POLYGONS_OUTSIDE).
    if ( std::isfinite( figures.meanPct ) )
      columns.slopeMeanPct.set( row, figures.meanPct );
    if ( std::isfinite( figures.maxPct ) )
      columns.slopeMaxPct.set( row, figures.maxPct );
    columns.steepSqft.set( row, figures.steepSqft );
    columns.steepFraction.set( row, figures.steepSqft / figures.dataSqft );
    if ( mSoils.known() )
      columns.erodibleSteepSqft.set( row, figures.erodibleSteepSqft );
  }
  columns.hillside.setVariant( row, decision.hillside );
  columns.basis.set( row, decision.basis );
  columns.citation.set( row, mRule.citation() );
  // status = 'ok' means decided: an undecided parcel's status says why.
  if ( !figures.status.isEmpty() )
    columns.status.set( row, figures.status );
  else if ( decision.hillside.isNull() && !decision.undecided.isEmpty() )
    columns.status.set( row, decision.undecided );
  return row;
}

QString SwHillsideScreen::flag( const QgsAttributes &row ) const
{
  const SwColumn<bool> &hillside = SwHillsideRow::columns().hillside;
  return !hillside.isNull( row ) && hillside.value( row ) ? QStringLiteral( "hillside" ) : QString();
}

QList<SwFlagWords> SwHillsideScreen::flagWords() const
{
  return { { QStringLiteral( "hillside" ), QObject::tr( "Hillside property" ) } };
}

QList<SwReportColumn> SwHillsideScreen::reportColumns() const
{
  return { { QObject::tr( "Hillside" ) }, { QObject::tr( "Mean slope (%)" ), true }, { QObject::tr( "Steepest slope (%)" ), true }, { QObject::tr( "Steep area (sq ft)" ), true }, { QObject::tr( "Steep on erodible soil (sq ft)" ), true }, { QObject::tr( "Average slope, contours (%)" ), true }, { QObject::tr( "Why" ) }, { QObject::tr( "Citation" ), false, true } };
}

QStringList SwHillsideScreen::reportCells( const QgsAttributes &row ) const
{
  const SwHillsideRow &columns = SwHillsideRow::columns();
  return { yesNoCell( columns.hillside.variant( row ), QObject::tr( "not decided" ) ),
           numberCell( columns.slopeMeanPct.variant( row ), 1 ),
           numberCell( columns.slopeMaxPct.variant( row ), 1 ),
           numberCell( columns.steepSqft.variant( row ), 0 ),
           numberCell( columns.erodibleSteepSqft.variant( row ), 0 ),
           numberCell( columns.averageSlopePct.variant( row ), 1 ),
           columns.basis.value( row ),
           columns.citation.value( row ) };
}

QString SwHillsideScreen::incompleteReason( const QgsAttributes &row ) const
{
  const QString reason = SwScreen::incompleteReason( row );
  if ( !reason.isEmpty() )
    return reason;
  return SwHillsideRow::columns().hillside.isNull( row ) ? QStringLiteral( "undecided" ) : QString();
}

QString SwHillsideScreen::reasonWords( const QString &reason ) const
{
  if ( reason == SwSlopeFigures::outsideDem() )
    return QObject::tr( "no part of it lies on the DEM" );
  if ( reason == SwSlopeFigures::noData() )
    return QObject::tr( "no slope data on it (NoData)" );
  if ( reason == SwSlopeFigures::partialNoData() )
    return QObject::tr( "slope data on only part of it" );
  if ( reason == QLatin1String( "undecided" ) )
    return QObject::tr( "the inputs cannot decide it (see hillside_basis)" );
  if ( reason == SwHillsideRule::undecidedNoSoils() )
    return QObject::tr( "steep, but no soil layer says whether the steep ground is erodible" );
  if ( reason == SwHillsideRule::undecidedOutsideSoils() )
    return QObject::tr( "steep, and part of the steep ground is off the SOILS map, where the soil is unknown" );
  if ( reason == SwHillsideRule::undecidedDemTooCoarse() )
    return QObject::tr( "the DEM is too coarse for it: smaller than one DEM cell and across steep and flatter cells, so which part of it is steep is not known" );
  if ( reason == SwHillsideRule::undecidedNoSteepArea() )
    return QObject::tr( "no DEM or slope polygons to measure the steep area" );
  if ( reason == SwHillsideRule::undecidedResidentialUse() )
    return QObject::tr( "its residential use is unknown (RESIDENTIAL_EXPRESSION gave NULL)" );
  if ( reason == SwHillsideRule::undecidedNoSlope() )
    return QObject::tr( "no slope source gives its average slope" );
  return SwScreen::reasonWords( reason );
}

QStringList SwHillsideScreen::summary() const
{
  QStringList lines = mSummary + mRule.summary( mSoils );
  if ( mSlope )
    lines << mSlope->summary();
  return lines;
}
