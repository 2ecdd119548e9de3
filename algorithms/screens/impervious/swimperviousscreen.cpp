/***************************************************************************
  swimperviousscreen.cpp: the screen's run: footprints and land cover read
  once, each parcel measured on all cores, the sources combined.
 ***************************************************************************/
#include "screens/impervious/swimperviousscreen.h"
#include "screens/impervious/swimperviousparameters.h"
#include "screens/impervious/swimperviousrow.h"
#include "screens/impervious/swlandcover.h"
#include "core/swcancel.h"
#include "core/swparameterreader.h"

#include "qgsexception.h"
#include "qgsprocessingfeedback.h"

#include <QMutexLocker>

#include <algorithm>
#include <cmath>

using namespace SwImperviousParameters;

namespace
{
  // An empty layer has no extent: every parcel would be undecided, and a
  // planner would not know why. Only a coverage layer can say that nothing stands there.
  void refuseEmptyLayer( const SwParameterReader &reader, const QString &parameter, const QString &coverageParameter, const QString &what )
  {
    if ( !reader.isGiven( parameter ) || reader.isGiven( coverageParameter ) )
      return;
    const SwLayerInput::Layer layer = reader.layer( parameter, SW_GEOMETRY( Polygon ) );
    if ( layer && layer.source->featureCount() == 0 )
      throw QgsProcessingException( QObject::tr( "%1: layer '%2' has no features, so it says nothing of where %3 stand; give %4 (the ground it was drawn over) when it is truly empty" ).arg( parameter, layer.name, what, coverageParameter ) );
  }
} // namespace

SwImperviousScreen::SwImperviousScreen()
  : SwScreen( QStringLiteral( "impervious" ), QObject::tr( "Impervious area" ), SwImperviousRow::columns().schema, { IMPERVIOUS, LAND_COVER } )
{
}

SwImperviousScreen::~SwImperviousScreen() = default;

bool SwImperviousScreen::inputsGiven( const QVariantMap &parameters, QgsProcessingContext &context )
{
  return SwParameterReader( parameters, context ).anyGiven( { STRUCTURES, IMPROVEMENTS, LAND_COVER } );
}

bool SwImperviousScreen::isConfigured( const QVariantMap &parameters, QgsProcessingContext &context ) const
{
  const SwParameterReader reader( parameters, context );
  return reader.yesNo( IMPERVIOUS, false ) || reader.isGiven( LAND_COVER );
}

void SwImperviousScreen::prepare( const QVariantMap &parameters, QgsProcessingContext &context, QgsProcessingFeedback *feedback, const SwScreenSetup &setup )
{
  const SwParameterReader reader( parameters, context );
  mWorking = setup.working;
  mPrepareNotes.clear();
  mLandCover.reset();
  {
    QMutexLocker locker( &mTotalsMutex );
    mMeasured = 0;
    mUndecided = 0;
    mImperviousSqft = 0;
    mParcelSqft = 0;
  }
  if ( !inputsGiven( parameters, context ) )
    throw QgsProcessingException( QObject::tr( "Impervious area needs STRUCTURES, IMPROVEMENTS or LAND_COVER (with LAND_COVER_CLASSES): none was given" ) );
  mCitation = setup.profile.citation( QStringLiteral( "impervious.improvement_types" ) );
  const double toleranceSqft = reader.number( DIGITIZING_TOLERANCE, 1.0, SwNumberRange::atLeastZero( QObject::tr( "square feet" ) ) );

  mUseFootprints = reader.anyGiven( { STRUCTURES, IMPROVEMENTS } );
  if ( mUseFootprints )
  {
    // Rooftops are impervious whatever the building is (a shed, a modular
    // building, an oil-field pad) and whether or not it was permitted; of
    // the improvements only paving is, never landscaping.
    SwFootprints::Rule rule;
    rule.improvementTypes = QStringLiteral( "impervious.improvement_types" );
    rule.improvementTypeNeeded = true;
    rule.counting = QObject::tr( "as impervious" );
    mFootprints.setRule( rule );
    mFootprints.setMeasure( mWorking, toleranceSqft );
    refuseEmptyLayer( reader, STRUCTURES, STRUCTURES_COVERAGE, QObject::tr( "structures" ) );
    refuseEmptyLayer( reader, IMPROVEMENTS, IMPROVEMENTS_COVERAGE, QObject::tr( "improvements" ) );
    mFootprints.loadStructures( reader, setup.profile, feedback, mPrepareNotes );
    SwCancel::check( feedback );
    mFootprints.loadImprovements( reader, setup.profile, feedback, mPrepareNotes );
    SwCancel::check( feedback );
    if ( reader.isGiven( STRUCTURES ) )
      setup.notes->add( STRUCTURES, QObject::tr( "impervious area: every structure counts, whatever its type or permit (%1)" ).arg( mCitation ) );
    if ( reader.isGiven( IMPROVEMENTS ) )
      setup.notes->add( IMPROVEMENTS, QObject::tr( "impervious area: only improvements of the types in impervious.improvement_types count (%1)" ).arg( setup.profile.strings( QStringLiteral( "impervious.improvement_types" ) ).join( QLatin1String( ", " ) ) ) );
  }
  if ( reader.isGiven( LAND_COVER ) )
  {
    mLandCover = std::make_unique<SwLandCover>( reader, mWorking, toleranceSqft, feedback, *setup.notes );
    SwCancel::check( feedback );
  }
  else if ( reader.isGiven( LAND_COVER_CLASSES ) )
    setup.warnings->add( QObject::tr( "LAND_COVER_CLASSES is given without LAND_COVER: no land-cover raster is read" ) );
}

SwImperviousScreen::Figures SwImperviousScreen::measure( const SwParcel &parcel ) const
{
  Figures figures;
  figures.status = parcel.status;
  if ( !parcel.evaluable() )
    return figures;

  // The footprints' union is wanted only to take it out of the raster's count once.
  QgsGeometry covered;
  QString undecided;
  if ( mUseFootprints )
  {
    const SwFootprints::Cover cover = mFootprints.cover( parcel, mLandCover ? &covered : nullptr );
    if ( cover.reach == SwFootprintCoverage::Reach::None )
      undecided = outsideFootprints();
    else if ( cover.reach == SwFootprintCoverage::Reach::Part )
      undecided = partlyOutsideFootprints();
    else
      figures.footprintSqft = cover.coveredSqft;
  }
  double sharedSqft = 0;
  if ( mLandCover && undecided.isEmpty() )
  {
    const SwLandCover::Measure cells = mLandCover->measure( parcel, covered );
    if ( cells.reach == SwLandCover::Reach::Outside )
      undecided = outsideLandCover();
    else if ( cells.reach == SwLandCover::Reach::NoData )
      undecided = landCoverNoData();
    else if ( cells.reach == SwLandCover::Reach::NotTransformable )
      undecided = SwStatus::notTransformable();
    else
    {
      figures.landCoverSqft = cells.imperviousSqft;
      sharedSqft = cells.underFootprintsSqft;
    }
  }
  if ( !undecided.isEmpty() )
  {
    // Undecided is not zero: no figure at all.
    Figures none;
    none.status = undecided;
    QMutexLocker locker( &mTotalsMutex );
    ++mUndecided;
    return none;
  }

  const bool byFootprints = !std::isnan( figures.footprintSqft );
  const bool byLandCover = !std::isnan( figures.landCoverSqft );
  if ( byFootprints && byLandCover )
  {
    // Either source may see what the other misses (a driveway no one drew,
    // a roof under tree canopy): the union, each square foot once.
    figures.sqft = figures.footprintSqft + figures.landCoverSqft - sharedSqft;
    figures.basis = footprintsUnionLandCover();
  }
  else if ( byFootprints )
  {
    figures.sqft = figures.footprintSqft;
    figures.basis = footprints();
  }
  else
  {
    figures.sqft = figures.landCoverSqft;
    figures.basis = landCover();
  }
  // Rounding in the overlay may leave a hair above the parcel or below zero.
  figures.sqft = std::clamp( figures.sqft, 0.0, parcel.areaSqft );
  figures.fraction = parcel.areaSqft > 0 ? figures.sqft / parcel.areaSqft : 0;
  QMutexLocker locker( &mTotalsMutex );
  ++mMeasured;
  mImperviousSqft += figures.sqft;
  mParcelSqft += parcel.areaSqft;
  return figures;
}

QgsAttributes SwImperviousScreen::evaluate( const SwParcel &parcel ) const
{
  const SwImperviousRow &columns = SwImperviousRow::columns();
  QgsAttributes row = columns.schema.emptyRow();
  const Figures figures = measure( parcel );
  columns.status.set( row, figures.status );
  if ( !figures.decided() )
    return row;
  columns.sqft.set( row, figures.sqft );
  columns.fraction.set( row, figures.fraction );
  columns.basis.set( row, figures.basis );
  if ( !std::isnan( figures.footprintSqft ) )
    columns.footprintSqft.set( row, figures.footprintSqft );
  if ( !std::isnan( figures.landCoverSqft ) )
    columns.landCoverSqft.set( row, figures.landCoverSqft );
  columns.citation.set( row, mCitation );
  return row;
}

SwImperviousScreen::Figures SwImperviousScreen::figures( const QgsAttributes &row )
{
  const SwImperviousRow &columns = SwImperviousRow::columns();
  Figures figures;
  figures.status = columns.status.value( row );
  if ( !figures.decided() || columns.sqft.isNull( row ) )
  {
    // A row that holds no figure is undecided, whatever its status says.
    if ( figures.decided() )
      figures.status.clear();
    return figures;
  }
  figures.sqft = columns.sqft.value( row );
  figures.fraction = columns.fraction.value( row );
  figures.basis = columns.basis.value( row );
  if ( !columns.footprintSqft.isNull( row ) )
    figures.footprintSqft = columns.footprintSqft.value( row );
  if ( !columns.landCoverSqft.isNull( row ) )
    figures.landCoverSqft = columns.landCoverSqft.value( row );
  return figures;
}

QString SwImperviousScreen::flag( const QgsAttributes &row ) const
{
  Q_UNUSED( row )
  return QString();
}

QList<SwFlagWords> SwImperviousScreen::flagWords() const
{
  return {};
}

QString SwImperviousScreen::reasonWords( const QString &reason ) const
{
  const QString grounds = mFootprints.coverage().join( QObject::tr( " and " ) );
  if ( reason == outsideFootprints() )
    return QObject::tr( "outside the ground the footprint layers cover (%1)" ).arg( grounds );
  if ( reason == partlyOutsideFootprints() )
    return QObject::tr( "partly outside the ground the footprint layers cover (%1)" ).arg( grounds );
  if ( reason == outsideLandCover() )
    return QObject::tr( "wholly or partly outside the land-cover raster (%1)" ).arg( mLandCover ? mLandCover->description() : QString() );
  if ( reason == landCoverNoData() )
    return QObject::tr( "partly on NoData cells of the land-cover raster (%1)" ).arg( mLandCover ? mLandCover->description() : QString() );
  return SwScreen::reasonWords( reason );
}

QList<SwReportColumn> SwImperviousScreen::reportColumns() const
{
  return { { QObject::tr( "Impervious area (sq ft)" ), true }, { QObject::tr( "Share of the parcel (%)" ), true }, { QObject::tr( "Measured from" ) }, { QObject::tr( "Why not measured" ) }, { QObject::tr( "Citation" ), false, true } };
}

QStringList SwImperviousScreen::reportCells( const QgsAttributes &row ) const
{
  const SwImperviousRow &columns = SwImperviousRow::columns();
  const Figures figures = SwImperviousScreen::figures( row );
  QString basis;
  if ( figures.basis == footprints() )
    basis = QObject::tr( "footprints" );
  else if ( figures.basis == landCover() )
    basis = QObject::tr( "land-cover raster" );
  else if ( figures.basis == footprintsUnionLandCover() )
    basis = QObject::tr( "footprints and land-cover raster together (union)" );
  const QString status = columns.status.value( row );
  return { figures.decided() ? QString::number( figures.sqft, 'f', 0 ) : QString(),
           figures.decided() ? QString::number( 100 * figures.fraction, 'f', 1 ) : QString(),
           basis,
           figures.decided() ? QString() : reasonWords( status ),
           columns.citation.value( row ) };
}

QString SwImperviousScreen::reportNote() const
{
  QMutexLocker locker( &mTotalsMutex );
  const double share = mParcelSqft > 0 ? 100 * mImperviousSqft / mParcelSqft : 0;
  return QObject::tr( "Impervious area is a figure, not a flag: every parcel's is in the screened layer (impervious_sqft, impervious_fraction). %1 parcel(s) measured: %2 sq ft impervious, %3% of their area. Listed here: the parcels whose impervious area could not be measured (left empty, never counted as 0)." )
    .arg( mMeasured )
    .arg( QLocale( QLocale::English ).toString( mImperviousSqft, 'f', 0 ) )
    .arg( share, 0, 'f', 1 );
}

QStringList SwImperviousScreen::summary() const
{
  QStringList lines = mPrepareNotes;
  QMutexLocker locker( &mTotalsMutex );
  if ( mUndecided > 0 )
    lines << QObject::tr( "Impervious area: %1 parcel(s) could not be measured (outside the ground the footprint layers cover, or the land-cover raster): their figures are empty, never 0" ).arg( mUndecided );
  return lines;
}

QStringList SwImperviousScreen::sharedFigures() const
{
  return { SwImperviousRow::columns().fraction.name() };
}

void SwImperviousScreen::share( const QgsAttributes &row, SwParcel &parcel ) const
{
  const SwImperviousRow &columns = SwImperviousRow::columns();
  parcel.shared.insert( columns.fraction.name(), columns.fraction.variant( row ) );
}
