/***************************************************************************
  swdesignvolumescreen.cpp: the design volume screen's parameters, its
  inputs prepared once, and each parcel's volumes.
 ***************************************************************************/
#include "lid/swdesignvolumescreen.h"
#include "lid/swdesignvolumeparameters.h"
#include "lid/swdesignvolumerow.h"
#include "core/compat.h"
#include "core/swlayername.h"
#include "core/swparameterreader.h"
#include "screens/impervious/swimperviousscreen.h"

#include "qgsexception.h"
#include "qgsprocessingfeedback.h"
#include "qgsprocessingparameters.h"
#include "qgsvectorlayer.h"

using namespace SwDesignVolumeParameters;

SwDesignVolumeScreen::SwDesignVolumeScreen()
  : SwScreen( QStringLiteral( "designvolume" ), QObject::tr( "Design volume (SWQDv)" ), SwDesignVolumeRow::columns().schema, { DESIGN_STORM, DESIGN_STORM_IN } )
{
}

SwDesignVolumeScreen::~SwDesignVolumeScreen() = default;

void SwDesignVolumeScreen::addParameters( SwParameterSink &sink, bool combined ) const
{
  // DESIGN_STORM or DESIGN_STORM_IN, which prepare() checks: either one turns the screen on in the main job.
  sink.add( new QgsProcessingParameterRasterLayer( DESIGN_STORM, QObject::tr( "85th percentile 24-hour rainfall (isohyet raster, inches)" ), QVariant(), true ),
            QObject::tr( "the 85th percentile 24-hour rainfall depth in inches, as a raster GDAL reads in any CRS: Los Angeles County Public Works publishes its 85th percentile precipitation isohyetal map with its hydrology data (the Hydrology Manual's isohyets); rasterize the isohyets, or interpolate between them, onto a grid in inches. Each parcel gets the mean of the cells under it, each cell weighted by the exact part of its area inside the parcel; the design storm is the greater of that and the profile's fixed depth (0.75 in). A parcel the raster does not cover in full is left undecided. Give this or DESIGN_STORM_IN; either turns the design volume on in the main job." ) );
  sink.add( new QgsProcessingParameterNumber( DESIGN_STORM_IN, QObject::tr( "85th percentile 24-hour rainfall for every parcel (inches, instead of the raster)" ), SW_NUMBER_DOUBLE, QVariant(), true, 0, 100 ),
            QObject::tr( "one 85th percentile 24-hour depth in inches for every parcel or project, as read off the county's isohyetal map for the site, instead of DESIGN_STORM; the design storm is still the greater of it and the profile's fixed depth." ) );
  sink.add( new QgsProcessingParameterField( IMPERVIOUS_FRACTION_FIELD, QObject::tr( "Impervious share field of the parcels (0 to 1; empty = impervious_fraction)" ), QVariant(), QStringLiteral( "PARCELS" ), SW_FIELD_NUMERIC, false, true ),
            QObject::tr( "the field of PARCELS holding each parcel's (or project's) impervious share from 0 to 1. Not given: the parcels' own impervious_fraction field, which a layer screened by stormwater:impervious or stormwater:screenparcels holds; without it, the share is measured from STRUCTURES, IMPROVEMENTS and/or LAND_COVER as stormwater:impervious measures it. A parcel whose share is empty or cannot be measured is left undecided; a share outside 0 to 1 is refused for that parcel (invalid_impervious_fraction)." ) );
  // The layers the share is measured from; the main job declares them with the impervious screen.
  if ( !combined )
    SwImperviousScreen().addParameters( sink, false );
  sink.add( new QgsProcessingParameterNumber( PERVIOUS_RUNOFF_COEFFICIENT, QObject::tr( "Runoff coefficient of the pervious share (0 to 1; empty = the profile's)" ), SW_NUMBER_DOUBLE, QVariant(), true, 0, 1 ),
            QObject::tr( "the runoff coefficient of the pervious share of every parcel: the undeveloped runoff coefficient of the site's soil for the design storm (Los Angeles County Hydrology Manual). Empty: the profile's designvolume.pervious_runoff_coefficient, which is the impervious coefficient until the city sets one, so the volume is never understated." ), true );
  sink.add( new QgsProcessingParameterField( PERVIOUS_RUNOFF_COEFFICIENT_FIELD, QObject::tr( "Runoff coefficient of the pervious share, per parcel (field)" ), QVariant(), QStringLiteral( "PARCELS" ), SW_FIELD_NUMERIC, false, true ),
            QObject::tr( "a field of PARCELS with each parcel's pervious runoff coefficient (0 to 1), instead of one for all." ), true );
  sink.add( new QgsProcessingParameterField( INFEASIBLE_FRACTION_FIELD, QObject::tr( "Technically infeasible share field of the parcels (0 to 1; empty = infeasible_fraction)" ), QVariant(), QStringLiteral( "PARCELS" ), SW_FIELD_NUMERIC, false, true ),
            QObject::tr( "the field of PARCELS holding the share of each parcel where retention is technically infeasible, from 0 to 1. Not given: the parcels' own infeasible_fraction field (a layer screened by stormwater:infeasibility or stormwater:screenparcels); without either, the whole SWQDv is to be retained, as the codes require unless infeasibility is shown. retain_cuft = SWQDv x (1 - share); biofiltration_cuft = the profile's factor (1.5) x the rest." ) );
  sink.add( new QgsProcessingParameterRasterLayer( FLOWTHROUGH_INTENSITY, QObject::tr( "Rainfall intensity for flow-through treatment (raster, in/hr)" ), QVariant(), true ),
            QObject::tr( "the mapped rainfall intensity in inches per hour flow-through treatment is sized on: Signal Hill's one year, one-hour intensity from the county's isohyetal map (12.16.114(E)(5)(b)); Beverly Hills' 85th percentile hourly intensity, which the profile multiplies by two (F.3.g(1)(B)). Coverage-weighted mean over each parcel, as DESIGN_STORM." ) );
  sink.add( new QgsProcessingParameterNumber( FLOWTHROUGH_INTENSITY_IN_HR, QObject::tr( "Rainfall intensity for flow-through treatment, every parcel (in/hr)" ), SW_NUMBER_DOUBLE, QVariant(), true, 0, 100 ),
            QObject::tr( "one mapped intensity in inches per hour for every parcel, instead of FLOWTHROUGH_INTENSITY. Without either, Signal Hill's flow-through intensity is at least 0.2 in/hr and left empty (flowthrough_basis says why, the parcel's other figures and status stand); Beverly Hills' is 0.2 in/hr, which complies on its own. An intensity of 0 or less, or one outside what the county's maps hold (0.1 to 3 in/hr as flow-through is sized on), is refused." ) );
}

QString SwDesignVolumeScreen::fieldsHelp() const
{
  return QObject::tr( "Fields: design_storm_in (the greater of the profile's fixed depth and the 85th percentile depth over the parcel), isohyet_in (that 85th percentile depth: the coverage-weighted mean of DESIGN_STORM, or DESIGN_STORM_IN), design_storm_basis (isohyet or fixed_depth: which won), impervious_fraction and impervious_source (the field it was read from, or measured: footprints...), runoff_coefficient (C = Cimp x IMP + Cperv x (1 - IMP)), "
                      "swqdv_cuft (C x design storm / 12 x parcel area in sq ft), infeasible_fraction, retain_cuft (SWQDv x (1 - infeasible share)), biofiltration_cuft (1.5 x the part not retained), flowthrough_in_hr and flowthrough_basis, method (the equation with the parcel's numbers), citation, "
                      "status (ok, repaired; undecided_outside_design_storm or undecided_partly_outside_design_storm when the isohyet raster does not cover the parcel; undecided_impervious_fraction or invalid_impervious_fraction (a field), or the impervious screen's reason when it measures the share (undecided_outside_footprints...); undecided_pervious_coefficient or invalid_pervious_coefficient; then, with the SWQDv decided, undecided_infeasible_fraction or invalid_infeasible_fraction (retain and biofiltration empty)). A flow-through intensity that is not known leaves flowthrough_in_hr empty, not the parcel. A design storm over a parcel outside 0.3 to 3 in, text in a number field, or an intensity outside its range stops the run with the parcel, the value and what to fix." );
}

QString SwDesignVolumeScreen::parcelsName( const QVariantMap &parameters, QgsProcessingContext &context )
{
  const QgsProcessingParameterFeatureSource definition( QStringLiteral( "PARCELS" ) );
  if ( const QgsVectorLayer *layer = QgsProcessingParameters::parameterAsVectorLayer( &definition, parameters, context ) )
    return SwLayerName::of( layer );
  return QObject::tr( "parcels" );
}

void SwDesignVolumeScreen::prepare( const QVariantMap &parameters, QgsProcessingContext &context, QgsProcessingFeedback *feedback, const SwScreenSetup &setup )
{
  const SwParameterReader reader( parameters, context );
  const SwProfile &profile = setup.profile;
  {
    QMutexLocker locker( &mTotalsMutex );
    mTotals = Totals();
  }
  if ( !profile.flag( QStringLiteral( "designvolume.required" ) ) )
    setup.warnings->add( QObject::tr( "The design volume is not set by %1's code (%2); computed on request" ).arg( profile.title(), profile.citation( QStringLiteral( "designvolume.required" ) ) ) );

  SwDesignVolume::Rules rules = SwDesignVolume::rulesOf( profile );
  SwNumberRange coefficientRange{ QObject::tr( "a runoff coefficient from 0 to 1" ) };
  coefficientRange.maximum = 1;
  rules.perviousCoefficient = reader.number( PERVIOUS_RUNOFF_COEFFICIENT, rules.perviousCoefficient, coefficientRange );
  mVolume = std::make_unique<SwDesignVolume>( rules );

  // The 85th percentile depth: the isohyets, or one depth read off the map.
  const bool raster = reader.isGiven( DESIGN_STORM );
  if ( !raster && !reader.isGiven( DESIGN_STORM_IN ) )
    throw QgsProcessingException( QObject::tr( "The design volume needs the 85th percentile 24-hour rainfall: give DESIGN_STORM (the county's isohyets as a raster in inches) or DESIGN_STORM_IN (one depth in inches)" ) );
  if ( raster && reader.isGiven( DESIGN_STORM_IN ) )
    throw QgsProcessingException( QObject::tr( "Give DESIGN_STORM or DESIGN_STORM_IN, not both: each is the 85th percentile 24-hour rainfall" ) );
  mStorm.reset();
  mStormDepthIn.reset();
  if ( raster )
    mStorm = std::make_unique<SwDesignRaster>( reader, DESIGN_STORM, QObject::tr( "inches" ), setup.working, feedback, *setup.notes );
  else
  {
    mStormDepthIn = reader.number( DESIGN_STORM_IN, 0, SwRainfallRange::designStorm().parameterRange() );
    setup.notes->add( DESIGN_STORM_IN, QObject::tr( "85th percentile 24-hour rainfall %1 in for every parcel" ).arg( *mStormDepthIn ) );
  }

  const QString parcels = parcelsName( parameters, context );
  mParcelsName = parcels;
  mParcelFieldNames = setup.parcelFields.names();
  // A field named by the user first; then this run's own screens (a rerun on
  // a screened layer must not take the last run's figures); then the layer's.
  mImperviousIndex = reader.optionalField( IMPERVIOUS_FRACTION_FIELD, setup.parcelFields, QStringLiteral( "PARCELS" ), parcels );
  mImperviousShared = mImperviousIndex < 0 && setup.sharedFigures.contains( SCREENED_IMPERVIOUS_FIELD );
  if ( mImperviousIndex < 0 && !mImperviousShared )
    mImperviousIndex = setup.parcelFields.lookupField( SCREENED_IMPERVIOUS_FIELD );
  mImpervious.reset();
  if ( mImperviousShared )
  {
    mImperviousSource = QObject::tr( "impervious area screen of this run" );
    setup.notes->add( QStringLiteral( "PARCELS" ), QObject::tr( "impervious share from this run's impervious area screen" ) );
  }
  else if ( mImperviousIndex >= 0 )
  {
    mImperviousSource = QObject::tr( "field %1" ).arg( setup.parcelFields.at( mImperviousIndex ).name() );
    setup.notes->add( QStringLiteral( "PARCELS" ), QObject::tr( "impervious share read from field '%1' of layer '%2'" ).arg( setup.parcelFields.at( mImperviousIndex ).name(), parcels ) );
  }
  else if ( SwImperviousScreen::inputsGiven( parameters, context ) )
  {
    // Measured here as the impervious screen measures it, with the same layers.
    mImpervious = std::make_unique<SwImperviousScreen>();
    mImpervious->prepare( parameters, context, feedback, setup );
    mImperviousSource = QObject::tr( "measured" );
  }
  else
    throw QgsProcessingException( QObject::tr( "The design volume needs each parcel's impervious share: give IMPERVIOUS_FRACTION_FIELD, parcels screened for impervious area, or STRUCTURES, IMPROVEMENTS or LAND_COVER to measure it (PARCELS layer '%1' has no field %2; its fields: %3)" ).arg( parcels, SCREENED_IMPERVIOUS_FIELD, setup.parcelFields.names().join( QLatin1String( ", " ) ) ) );

  mPerviousIndex = reader.optionalField( PERVIOUS_RUNOFF_COEFFICIENT_FIELD, setup.parcelFields, QStringLiteral( "PARCELS" ), parcels );
  if ( mPerviousIndex >= 0 && reader.isGiven( PERVIOUS_RUNOFF_COEFFICIENT ) )
    throw QgsProcessingException( QObject::tr( "Give PERVIOUS_RUNOFF_COEFFICIENT or PERVIOUS_RUNOFF_COEFFICIENT_FIELD, not both" ) );
  if ( mPerviousIndex < 0 && !reader.isGiven( PERVIOUS_RUNOFF_COEFFICIENT ) && rules.perviousCoefficient >= rules.imperviousCoefficient )
    setup.warnings->add( QObject::tr( "Design volume: the pervious share is counted at runoff coefficient %1, not less than the impervious %2, so impervious area does not lower any volume; set the site's soil coefficient (PERVIOUS_RUNOFF_COEFFICIENT) where it is known (%3)" ).arg( rules.perviousCoefficient ).arg( rules.imperviousCoefficient ).arg( profile.citation( QStringLiteral( "designvolume.pervious_runoff_coefficient" ) ) ) );

  mInfeasibleIndex = reader.optionalField( INFEASIBLE_FRACTION_FIELD, setup.parcelFields, QStringLiteral( "PARCELS" ), parcels );
  mInfeasibleShared = mInfeasibleIndex < 0 && setup.sharedFigures.contains( SCREENED_INFEASIBLE_FIELD );
  if ( mInfeasibleIndex < 0 && !mInfeasibleShared )
    mInfeasibleIndex = setup.parcelFields.lookupField( SCREENED_INFEASIBLE_FIELD );
  if ( mInfeasibleShared )
    setup.notes->add( QStringLiteral( "PARCELS" ), QObject::tr( "technically infeasible share from this run's infeasibility screen: retain on site the rest of the design volume, biofiltrate %1 times the infeasible part" ).arg( rules.biofiltrationFactor ) );
  else if ( mInfeasibleIndex >= 0 )
    setup.notes->add( QStringLiteral( "PARCELS" ), QObject::tr( "technically infeasible share read from field '%1' of layer '%2'" ).arg( setup.parcelFields.at( mInfeasibleIndex ).name(), parcels ) );
  else
    setup.notes->add( QStringLiteral( "PARCELS" ), QObject::tr( "no technically infeasible share is known (INFEASIBLE_FRACTION_FIELD): the whole design volume is to be retained on site, as the code requires unless infeasibility is shown" ) );

  mIntensity.reset();
  mIntensityInHr.reset();
  mIntensityRange = SwRainfallRange::intensity( rules.flowthroughMultiplier );
  if ( reader.isGiven( FLOWTHROUGH_INTENSITY ) && reader.isGiven( FLOWTHROUGH_INTENSITY_IN_HR ) )
    throw QgsProcessingException( QObject::tr( "Give FLOWTHROUGH_INTENSITY or FLOWTHROUGH_INTENSITY_IN_HR, not both" ) );
  if ( reader.isGiven( FLOWTHROUGH_INTENSITY ) )
    mIntensity = std::make_unique<SwDesignRaster>( reader, FLOWTHROUGH_INTENSITY, QObject::tr( "in/hr" ), setup.working, feedback, *setup.notes );
  else if ( reader.isGiven( FLOWTHROUGH_INTENSITY_IN_HR ) )
    mIntensityInHr = reader.number( FLOWTHROUGH_INTENSITY_IN_HR, 0, mIntensityRange.parameterRange() );
  else if ( rules.flowthroughGreater )
    setup.warnings->add( QObject::tr( "Design volume: the flow-through intensity is not known (give the county's one year, one-hour intensity as FLOWTHROUGH_INTENSITY or FLOWTHROUGH_INTENSITY_IN_HR): flowthrough_in_hr is left empty on every parcel, at least %1 in/hr; the other figures stand (%2)" ).arg( rules.flowthroughMinInHr ).arg( profile.citation( QStringLiteral( "designvolume.flowthrough_rule" ) ) ) );
  // Text in a share field (a GeoPackage's REAL column keeps it; QGIS reads it as 0): found once here, refused per parcel.
  QStringList shareFields;
  for ( const int index : { mImperviousIndex, mPerviousIndex, mInfeasibleIndex } )
  {
    if ( index >= 0 )
      shareFields << setup.parcelFields.at( index ).name();
  }
  const QgsProcessingParameterFeatureSource parcelsDefinition( QStringLiteral( "PARCELS" ) );
  mTextInNumbers = SwGeoPackageTextInNumbers::find( QgsProcessingParameters::parameterAsVectorLayer( &parcelsDefinition, parameters, context ), shareFields );

  mCitation = QStringList{ profile.citation( QStringLiteral( "designvolume.fixed_depth_in" ) ), profile.citation( QStringLiteral( "designvolume.method" ) ), profile.citation( QStringLiteral( "designvolume.flowthrough_rule" ) ) }.join( QLatin1String( "; " ) );
  mBiofiltrationCitation = profile.citation( QStringLiteral( "designvolume.biofiltration_factor" ) );
  feedback->pushInfo( QObject::tr( "Design volume: the greater of %1 in and the 85th percentile depth; C = %2 x impervious share + %3 x pervious share; biofiltration %4 x the part not retained; flow-through on %5 of %6 in/hr and the mapped intensity x %7 (%8)" )
                        .arg( rules.fixedDepthIn )
                        .arg( rules.imperviousCoefficient )
                        .arg( mPerviousIndex >= 0 ? QObject::tr( "each parcel's coefficient" ) : QString::number( rules.perviousCoefficient ) )
                        .arg( rules.biofiltrationFactor )
                        .arg( rules.flowthroughGreater ? QObject::tr( "the greater" ) : QObject::tr( "either" ) )
                        .arg( rules.flowthroughMinInHr )
                        .arg( rules.flowthroughMultiplier )
                        .arg( profile.title() ) );
}

SwDesignVolumeScreen::Share SwDesignVolumeScreen::shareOf( const SwParcel &parcel, int index, const QString &missing, const QString &invalid ) const
{
  Share share;
  const QString field = mParcelFieldNames.value( index );
  if ( const std::optional<QString> text = mTextInNumbers.text( field, parcel.feature.id() ) )
    throw QgsProcessingException( QObject::tr( "PARCELS layer '%1', field %2 holds '%3', which is not a number (QGIS would read it as 0): write the share as a number from 0 to 1, or leave it empty to leave the parcel undecided" ).arg( mParcelsName, field, *text ) );
  const QVariant value = parcel.feature.attribute( index );
  if ( value.isNull() )
  {
    share.status = missing;
    return share;
  }
  bool ok = false;
  const double number = value.toDouble( &ok );
  if ( !ok || !( number >= 0 && number <= 1 ) )
  {
    share.status = invalid;
    return share;
  }
  share.value = number;
  return share;
}

SwDesignVolumeScreen::Share SwDesignVolumeScreen::sharedShare( const SwParcel &parcel, const QString &figure, const QString &missing )
{
  Share share;
  const QVariant value = parcel.shared.value( figure );
  if ( !value.isNull() )
  {
    share.value = value.toDouble();
    return share;
  }
  // That screen's own table gives its reason; a status code of another screen would have no words here.
  share.status = missing;
  return share;
}

std::optional<double> SwDesignVolumeScreen::isohyetOver( const SwParcel &parcel, QgsAttributes &row ) const
{
  if ( !mStorm )
    return mStormDepthIn; // checked against the same range in prepare()
  const SwDesignRaster::Mean mean = mStorm->mean( parcel.geometry );
  const SwRainfallRange range = SwRainfallRange::designStorm();
  const bool read = mean.coverage == SwDesignRaster::Coverage::Whole || mean.coverage == SwDesignRaster::Coverage::Partly;
  // Millimetres read as inches, or a NoData the band does not declare, would pass as rain.
  if ( read && !range.holds( mean.value ) )
    range.refuseRaster( DESIGN_STORM, mStorm->name(), mStorm->unitAccount(), mean.value );
  if ( mean.coverage == SwDesignRaster::Coverage::Whole )
    return mean.value;
  const SwDesignVolumeRow &columns = SwDesignVolumeRow::columns();
  if ( mean.coverage == SwDesignRaster::Coverage::Partly )
    columns.isohyetIn.set( row, mean.value );
  columns.status.set( row, mean.coverage == SwDesignRaster::Coverage::NotTransformable ? SwStatus::notTransformable() : ( mean.coverage == SwDesignRaster::Coverage::Partly ? partlyOutsideDesignStorm() : outsideDesignStorm() ) );
  return std::nullopt;
}

std::optional<double> SwDesignVolumeScreen::mappedIntensity( const SwParcel &parcel ) const
{
  if ( !mIntensity )
    return mIntensityInHr; // checked against the same range in prepare()
  const SwDesignRaster::Mean mean = mIntensity->mean( parcel.geometry );
  if ( mean.coverage != SwDesignRaster::Coverage::Whole && mean.coverage != SwDesignRaster::Coverage::Partly )
    return std::nullopt;
  if ( !mIntensityRange.holds( mean.value ) )
    mIntensityRange.refuseRaster( FLOWTHROUGH_INTENSITY, mIntensity->name(), mIntensity->unitAccount(), mean.value );
  if ( mean.coverage == SwDesignRaster::Coverage::Partly )
    return std::nullopt;
  return mean.value;
}

QgsAttributes SwDesignVolumeScreen::evaluate( const SwParcel &parcel ) const
{
  const SwDesignVolumeRow &columns = SwDesignVolumeRow::columns();
  QgsAttributes row = columns.schema.emptyRow();
  columns.status.set( row, parcel.status );
  if ( !parcel.evaluable() )
    return row;

  const std::optional<double> over = isohyetOver( parcel, row );
  if ( !over )
    return row;
  const double isohyetIn = *over;
  const SwDesignVolume::Storm storm = mVolume->designStorm( isohyetIn );
  columns.isohyetIn.set( row, isohyetIn );
  columns.designStormIn.set( row, storm.depthIn );
  columns.designStormBasis.set( row, storm.isohyetWon ? isohyet() : fixedDepth() );

  Share impervious;
  QString imperviousSource = mImperviousSource;
  if ( mImpervious )
  {
    const SwImperviousScreen::Figures figures = mImpervious->measure( parcel );
    if ( figures.decided() )
      impervious.value = figures.fraction;
    impervious.status = figures.status;
    imperviousSource = QObject::tr( "measured: %1" ).arg( figures.basis );
  }
  else if ( mImperviousShared )
    impervious = sharedShare( parcel, SCREENED_IMPERVIOUS_FIELD, noImperviousFraction() );
  else
    impervious = shareOf( parcel, mImperviousIndex, noImperviousFraction(), invalidImperviousFraction() );
  if ( !impervious.value )
  {
    columns.status.set( row, impervious.status );
    return row;
  }
  columns.imperviousFraction.set( row, *impervious.value );
  columns.imperviousSource.set( row, imperviousSource );
  double perviousCoefficient = mVolume->rules().perviousCoefficient;
  if ( mPerviousIndex >= 0 )
  {
    const Share pervious = shareOf( parcel, mPerviousIndex, noPerviousCoefficient(), invalidPerviousCoefficient() );
    if ( !pervious.value )
    {
      columns.status.set( row, pervious.status );
      return row;
    }
    perviousCoefficient = *pervious.value;
  }
  const double coefficient = mVolume->runoffCoefficient( *impervious.value, perviousCoefficient );
  const double swqdv = SwDesignVolume::volumeCuft( coefficient, storm.depthIn, parcel.areaSqft );
  columns.runoffCoefficient.set( row, coefficient );
  columns.swqdvCuft.set( row, swqdv );
  columns.method.set( row, mVolume->equation( *impervious.value, perviousCoefficient, storm.depthIn, parcel.areaSqft ) );

  // Past here the SWQDv stands; what cannot be decided empties only its own figures.
  QString status = parcel.status;
  QString citation = mCitation;
  Share infeasible{ 0.0, QString() };
  if ( mInfeasibleShared )
    infeasible = sharedShare( parcel, SCREENED_INFEASIBLE_FIELD, noInfeasibleFraction() );
  else if ( mInfeasibleIndex >= 0 )
    infeasible = shareOf( parcel, mInfeasibleIndex, noInfeasibleFraction(), invalidInfeasibleFraction() );
  if ( infeasible.value )
  {
    const SwDesignVolume::Retention retention = mVolume->retention( swqdv, *infeasible.value );
    columns.infeasibleFraction.set( row, *infeasible.value );
    columns.retainCuft.set( row, retention.retainCuft );
    columns.biofiltrationCuft.set( row, retention.biofiltrationCuft );
    if ( retention.biofiltrationCuft > 0 )
      citation += QStringLiteral( "; " ) + mBiofiltrationCitation;
  }
  else
    status = infeasible.status;

  // An intensity not known empties flowthrough_in_hr alone (its basis says why): the volumes stand.
  const SwDesignVolume::FlowThrough flow = mVolume->flowThrough( mappedIntensity( parcel ) );
  columns.flowthroughBasis.set( row, flow.basis );
  if ( flow.inHr )
    columns.flowthroughInHr.set( row, *flow.inHr );
  columns.citation.set( row, citation );
  columns.status.set( row, status );
  count( row );
  return row;
}

void SwDesignVolumeScreen::count( const QgsAttributes &row ) const
{
  const SwDesignVolumeRow &columns = SwDesignVolumeRow::columns();
  const double swqdv = columns.swqdvCuft.value( row );
  QMutexLocker locker( &mTotalsMutex );
  ++mTotals.parcels;
  if ( columns.designStormBasis.value( row ) == isohyet() )
    ++mTotals.isohyetWon;
  mTotals.swqdvCuft += swqdv;
  mTotals.largestCuft = std::max( mTotals.largestCuft, swqdv );
  if ( !columns.retainCuft.variant( row ).isNull() )
  {
    ++mTotals.retentionDecided;
    mTotals.retainCuft += columns.retainCuft.value( row );
    mTotals.biofiltrationCuft += columns.biofiltrationCuft.value( row );
  }
}

void SwDesignVolumeScreen::read( SwParcel &parcel )
{
  if ( mImpervious )
    mImpervious->read( parcel );
}

QStringList SwDesignVolumeScreen::summary() const
{
  return mImpervious ? mImpervious->summary() : QStringList();
}

QString SwDesignVolumeScreen::flag( const QgsAttributes &row ) const
{
  Q_UNUSED( row )
  return QString();
}

QList<SwFlagWords> SwDesignVolumeScreen::flagWords() const
{
  return {};
}

QList<SwReportColumn> SwDesignVolumeScreen::reportColumns() const
{
  // Only undecided parcels are listed: the figures they have, and why the rest is missing.
  return { { QObject::tr( "Design storm (in)" ), true }, { QObject::tr( "Impervious share" ), true }, { QObject::tr( "SWQDv (cu ft)" ), true }, { QObject::tr( "Retain on site (cu ft)" ), true }, { QObject::tr( "Biofiltrate (cu ft)" ), true }, { QObject::tr( "Why not decided" ) }, { QObject::tr( "Citation" ), false, true } };
}

QStringList SwDesignVolumeScreen::reportCells( const QgsAttributes &row ) const
{
  const SwDesignVolumeRow &columns = SwDesignVolumeRow::columns();
  const QString status = columns.status.value( row );
  return { numberCell( columns.designStormIn.variant( row ), 3 ), numberCell( columns.imperviousFraction.variant( row ), 3 ), numberCell( columns.swqdvCuft.variant( row ), 0 ), numberCell( columns.retainCuft.variant( row ), 0 ), numberCell( columns.biofiltrationCuft.variant( row ), 0 ), SwStatus::evaluated( status ) ? QString() : reasonWords( status ), columns.citation.value( row ) };
}

QString SwDesignVolumeScreen::reportNote() const
{
  QMutexLocker locker( &mTotalsMutex );
  const Totals &t = mTotals;
  // A figure, not a flag: thousands of rows would bury the few the planner must act on.
  QString note = QObject::tr( "The design volume is a figure, not a flag: every parcel's is in the screened layer (design_storm_in, swqdv_cuft, retain_cuft, biofiltration_cuft, flowthrough_in_hr, method). "
                              "%1 parcel(s) decided: SWQDv %2 cu ft in all, the largest %3 cu ft; the design storm is the isohyets' depth on %4 of them and the %5 in floor on %6." )
                   .arg( t.parcels )
                   .arg( QLocale( QLocale::English ).toString( t.swqdvCuft, 'f', 0 ) )
                   .arg( QLocale( QLocale::English ).toString( t.largestCuft, 'f', 0 ) )
                   .arg( t.isohyetWon )
                   .arg( mVolume ? mVolume->rules().fixedDepthIn : 0.0 )
                   .arg( t.parcels - t.isohyetWon );
  if ( t.retentionDecided > 0 )
    note += QObject::tr( " With the infeasible share known on %1 parcel(s): retain %2 cu ft on site, biofiltrate %3 cu ft." )
              .arg( t.retentionDecided )
              .arg( QLocale( QLocale::English ).toString( t.retainCuft, 'f', 0 ) )
              .arg( QLocale( QLocale::English ).toString( t.biofiltrationCuft, 'f', 0 ) );
  return note + QObject::tr( " Listed here: the parcels whose design volume could not be decided, and why." );
}

QString SwDesignVolumeScreen::reasonWords( const QString &reason ) const
{
  static const QMap<QString, QString> sWords{
    { outsideDesignStorm(), QObject::tr( "not on the design storm raster" ) },
    { partlyOutsideDesignStorm(), QObject::tr( "only partly on the design storm raster" ) },
    { noImperviousFraction(), QObject::tr( "no impervious share (an empty field, or not measured: the impervious area table says why)" ) },
    { invalidImperviousFraction(), QObject::tr( "impervious share outside 0 to 1" ) },
    { noPerviousCoefficient(), QObject::tr( "no pervious runoff coefficient" ) },
    { invalidPerviousCoefficient(), QObject::tr( "pervious runoff coefficient outside 0 to 1" ) },
    { noInfeasibleFraction(), QObject::tr( "no infeasible share (an empty field, or not decided: the infeasibility table says why): retention and biofiltration not decided" ) },
    { invalidInfeasibleFraction(), QObject::tr( "infeasible share outside 0 to 1: retention and biofiltration not decided" ) },
  };
  if ( sWords.contains( reason ) )
    return sWords.value( reason );
  // Why the impervious screen could not measure the share (outside the footprints' ground...).
  return mImpervious ? mImpervious->reasonWords( reason ) : SwStatus::words( reason );
}
