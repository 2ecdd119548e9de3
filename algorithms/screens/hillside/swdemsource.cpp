/***************************************************************************
  swdemsource.cpp: the DEM opened from the screen's parameters, and slope
  figures per parcel weighted by exact cell coverage.
 ***************************************************************************/
#include "screens/hillside/swdemsource.h"
#include "screens/hillside/swcellcoverage.h"
#include "screens/hillside/swelevationunit.h"
#include "screens/hillside/swhillsideparameters.h"
#include "core/swlayername.h"
#include "core/swinputnotes.h"
#include "core/swparameterreader.h"
#include "core/swunits.h"
#include "core/swwarnings.h"

#include "qgsexception.h"
#include "qgsprocessingcontext.h"
#include "qgsprocessingfeedback.h"
#include "qgsprocessingparameters.h"
#include "qgsrasterlayer.h"

#include <algorithm>
#include <cmath>
#include <limits>

using namespace SwHillsideParameters;

namespace
{
  // A cell covered by less than this fraction only touches the parcel.
  constexpr double MIN_CELL_FRACTION = 1e-9;
  // Rows of DEM cells read at a time for one parcel: bounds memory on a huge parcel.
  constexpr long long ROWS_PER_BAND = 256;
} // namespace

SwDemSource::SwDemSource( const SwParameterReader &reader, const SwWorkingCrs &working, const SwSlopeThreshold &threshold, QgsProcessingFeedback *feedback, SwWarnings &warnings, SwInputNotes &notes )
  : mThreshold( threshold )
{
  const QgsProcessingParameterRasterLayer definition( DEM );
  QgsRasterLayer *layer = QgsProcessingParameters::parameterAsRasterLayer( &definition, reader.value( DEM ), reader.context() );
  if ( !layer )
    throw QgsProcessingException( QObject::tr( "DEM '%1' cannot be read as a raster layer" ).arg( reader.value( DEM ).toString() ) );
  const QString name = SwLayerName::of( layer );
  if ( layer->providerType() != QLatin1String( "gdal" ) )
    throw QgsProcessingException( QObject::tr( "DEM '%1' must be a raster GDAL reads (a file or GDAL connection), not a '%2' layer" ).arg( name, layer->providerType() ) );
  const QgsCoordinateReferenceSystem crs = layer->crs();
  if ( !SwWorkingCrs::isDefined( crs ) )
    throw QgsProcessingException( QObject::tr( "DEM '%1' has no CRS; assign its CRS first" ).arg( name ) );
  if ( crs.isGeographic() )
    throw QgsProcessingException( QObject::tr( "DEM '%1' is in a geographic CRS (%2): slope needs a projected CRS in feet or metres; warp it first (e.g. gdalwarp -t_srs EPSG:2229)" ).arg( name, crs.authid() ) );
  mFeetPerUnit = SwUnits::feetPerMapUnit( crs );
  if ( std::isnan( mFeetPerUnit ) || mFeetPerUnit <= 0 )
    throw QgsProcessingException( QObject::tr( "DEM '%1': the linear unit of its CRS (%2) is unknown" ).arg( name, crs.authid() ) );

  // Any whole number: the DEM itself says which bands exist.
  const int band = reader.integer( DEM_BAND, 1, std::numeric_limits<int>::min(), QObject::tr( "a band number" ) );
  mDem = std::make_unique<SwDemSlope>( layer->source(), name, band, crs, 1.0 );

  const SwElevationUnit unit = SwElevationUnit::choose( reader.choice( VERTICAL_UNIT, verticalUnits() ), mDem->declaredUnit(), crs, name );
  const std::optional<double> givenZ = reader.optionalNumber( Z_FACTOR, SwNumberRange::aboveZero() );
  mZFactorGiven = givenZ.has_value();
  mDem->setZFactor( givenZ.value_or( SwDemSlope::zFactorFor( crs, unit.unit() ) ) );
  mUnit = std::make_unique<SwElevationUnit>( unit );
  if ( givenZ )
    notes.add( DEM, QObject::tr( "Z factor %1 as given (Z_FACTOR): VERTICAL_UNIT and the band's unit are not used" ).arg( *givenZ, 0, 'g', 8 ) );
  else
    notes.add( DEM, QObject::tr( "%1; Z factor %2" ).arg( unit.statement() ).arg( mDem->zFactor(), 0, 'g', 8 ) );
  if ( !givenZ )
  {
    for ( const QString &warning : { unit.rangeWarning( name, mDem->highestElevation() ), unit.gridWarning( name, mDem->grid().cellWidth * mFeetPerUnit ) } )
    {
      if ( !warning.isEmpty() )
        warnings.add( warning );
    }
  }

  if ( crs != working.crs() )
  {
    mToDem = QgsCoordinateTransform( working.crs(), crs, reader.context().transformContext() );
    feedback->pushInfo( QObject::tr( "DEM '%1' is in %2; parcels are measured against it in that CRS" ).arg( name, crs.authid() ) );
  }
  feedback->pushInfo( QObject::tr( "DEM '%1': %2 x %3 cells of %4 x %5 ft, band %6" )
                        .arg( name )
                        .arg( mDem->width() )
                        .arg( mDem->height() )
                        .arg( mDem->grid().cellWidth * mFeetPerUnit, 0, 'g', 6 )
                        .arg( mDem->grid().cellHeight * mFeetPerUnit, 0, 'g', 6 )
                        .arg( band ) );
}

SwDemSource::~SwDemSource() = default;

const SwChoices &SwDemSource::verticalUnits()
{
  static const SwChoices sUnits{ { FEET, METRES }, { { QStringLiteral( "ft" ), FEET }, { QStringLiteral( "foot" ), FEET }, { QStringLiteral( "us survey feet" ), FEET }, { QStringLiteral( "m" ), METRES }, { QStringLiteral( "meters" ), METRES }, { QStringLiteral( "metre" ), METRES }, { QStringLiteral( "meter" ), METRES } } };
  return sUnits;
}

QStringList SwDemSource::summary() const
{
  const QString warning = mUnit->slopeWarning( mDem->name(), mMeasured.load(), mAbove100.load(), mZFactorGiven );
  return warning.isEmpty() ? QStringList() : QStringList{ warning };
}

QString SwDemSource::name() const
{
  return QObject::tr( "DEM" );
}

QString SwDemSource::meanMethod() const
{
  return QObject::tr( "the coverage-weighted mean of the DEM slope" );
}

QString SwDemSource::missing( const SwSlopeFigures &figures ) const
{
  if ( figures.status == SwSlopeFigures::outsideDem() )
    return QObject::tr( "the parcel lies outside the DEM" );
  if ( figures.status == SwStatus::notTransformable() )
    return QObject::tr( "the parcel cannot be transformed into the DEM's CRS" );
  return QObject::tr( "no DEM cell under the parcel has a slope (NoData, or the DEM's edge)" );
}

double SwDemSource::cellSqft() const
{
  return mDem->cellArea() * mFeetPerUnit * mFeetPerUnit;
}

namespace
{
  //! One parcel's sums over the DEM's cells, in cells: each cell weighs the fraction of it inside the parcel.
  struct CellSums
  {
    long long cells = 0; //!< cells with part of the parcel
    double onDem = 0;
    double withData = 0;
    double weighted = 0;
    double steepest = 0;
    double steep = 0;
    double erodibleSteep = 0;
    double unmappedSteep = 0;
    double erodible = 0; //!< with a slope, on erodible soil
    double unmapped = 0; //!< with a slope, off the SOILS map
    bool steepCell = false;
    bool flatCell = false;

    //! Adds one cell: \a fraction of it in the parcel, \a erodible and \a unmapped of it on those soil parts.
    void add( double fraction, double slope, double erodibleFraction, double unmappedFraction, const SwSlopeThreshold &threshold )
    {
      ++cells;
      onDem += fraction;
      if ( std::isnan( slope ) )
        return;
      erodibleFraction = std::min( fraction, std::max( 0.0, erodibleFraction ) );
      unmappedFraction = std::min( fraction, std::max( 0.0, unmappedFraction ) );
      withData += fraction;
      weighted += fraction * slope;
      steepest = std::max( steepest, slope );
      erodible += erodibleFraction;
      unmapped += unmappedFraction;
      if ( !threshold.reached( slope ) )
      {
        flatCell = true;
        return;
      }
      steepCell = true;
      steep += fraction;
      erodibleSteep += erodibleFraction;
      unmappedSteep += unmappedFraction;
    }
  };
} // namespace

SwSlopeFigures SwDemSource::figures( const SwParcel &parcel, const SwSoilParts &soil ) const
{
  SwSlopeFigures figures;
  figures.measured = true;
  figures.cellSqft = cellSqft();
  QgsGeometry shape = parcel.geometry;
  QgsGeometry erodibleShape = soil.erodible;
  QgsGeometry unmappedShape = soil.unmapped;
  if ( mToDem.isValid() )
  {
    try
    {
      shape.transform( mToDem );
      if ( !erodibleShape.isNull() )
        erodibleShape.transform( mToDem );
      if ( !unmappedShape.isNull() )
        unmappedShape.transform( mToDem );
    }
    catch ( QgsCsException & )
    {
      figures.status = SwStatus::notTransformable();
      return figures;
    }
  }
  const SwCellCoverage coverage( shape, mDem->grid() );
  const SwCellCoverage erodibleCoverage( erodibleShape, mDem->grid() );
  const SwCellCoverage unmappedCoverage( unmappedShape, mDem->grid() );
  figures.totalSqft = coverage.areaInCells() * figures.cellSqft;

  const SwCellWindow window = coverage.window().intersected( mDem->cells() );
  CellSums sums;
  std::vector<double> fractions;
  std::vector<double> erodibleFractions;
  std::vector<double> unmappedFractions;
  std::vector<double> slopes;
  for ( const SwCellWindow &band : window.bands( ROWS_PER_BAND ) )
  {
    coverage.fractions( band, fractions );
    if ( !erodibleCoverage.isEmpty() )
      erodibleCoverage.fractions( band, erodibleFractions );
    if ( !unmappedCoverage.isEmpty() )
      unmappedCoverage.fractions( band, unmappedFractions );
    mDem->slopes( band, slopes );
    for ( size_t k = 0; k < fractions.size(); ++k )
    {
      if ( fractions[k] > MIN_CELL_FRACTION )
        sums.add( fractions[k], slopes[k], erodibleFractions.empty() ? 0.0 : erodibleFractions[k], unmappedFractions.empty() ? 0.0 : unmappedFractions[k], mThreshold );
    }
  }
  figures.cells = sums.cells;

  const double tolerance = std::max( MIN_CELL_FRACTION, coverage.areaInCells() * 1e-9 );
  if ( sums.onDem <= tolerance )
  {
    figures.status = SwSlopeFigures::outsideDem();
    return figures;
  }
  if ( sums.withData <= tolerance )
  {
    figures.status = SwSlopeFigures::noData();
    return figures;
  }
  if ( sums.withData < coverage.areaInCells() - tolerance )
    figures.status = SwSlopeFigures::partialNoData();
  figures.dataSqft = sums.withData * figures.cellSqft;
  figures.meanPct = sums.weighted / sums.withData;
  ++mMeasured;
  if ( figures.meanPct > 100 )
    ++mAbove100;
  figures.maxPct = sums.steepest;
  figures.steepSqft = sums.steep * figures.cellSqft;
  figures.erodibleSteepSqft = sums.erodibleSteep * figures.cellSqft;
  figures.unmappedSteepSqft = sums.unmappedSteep * figures.cellSqft;
  // Smaller than one cell across a steep and a flat cell: the DEM cannot say which part of the lot is steep.
  figures.mixedBelowCell = sums.steepCell && sums.flatCell && coverage.areaInCells() < 1 - tolerance;
  if ( figures.mixedBelowCell )
  {
    figures.erodibleSqft = sums.erodible * figures.cellSqft;
    figures.unmappedSqft = sums.unmapped * figures.cellSqft;
  }
  return figures;
}
