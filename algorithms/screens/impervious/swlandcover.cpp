/***************************************************************************
  swlandcover.cpp: the land-cover raster opened from the screen's
  parameters, and each parcel's impervious cells by exact coverage.
 ***************************************************************************/
#include "screens/impervious/swlandcover.h"
#include "screens/impervious/swimperviousparameters.h"
#include "screens/hillside/swcellcoverage.h"
#include "screens/hillside/swrasterband.h"
#include "core/swinputnotes.h"
#include "core/swlayername.h"
#include "core/swparameterreader.h"
#include "core/swunits.h"
#include "pipeline/swparcel.h"

#include "qgsexception.h"
#include "qgsprocessingcontext.h"
#include "qgsprocessingfeedback.h"
#include "qgsprocessingparameters.h"
#include "qgsrasterlayer.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace
{
  // Rows of cells read at a time for one parcel: bounds memory on a huge parcel.
  constexpr long long ROWS_PER_BAND = 256;
} // namespace

SwLandCover::SwLandCover( const SwParameterReader &reader, const SwWorkingCrs &working, double toleranceSqft, QgsProcessingFeedback *feedback, SwInputNotes &notes )
  : mToleranceSqft( toleranceSqft )
{
  using namespace SwImperviousParameters;
  const QgsProcessingParameterRasterLayer definition( LAND_COVER );
  QgsRasterLayer *layer = QgsProcessingParameters::parameterAsRasterLayer( &definition, reader.value( LAND_COVER ), reader.context() );
  if ( !layer )
    throw QgsProcessingException( QObject::tr( "LAND_COVER '%1' cannot be read as a raster layer" ).arg( reader.value( LAND_COVER ).toString() ) );
  const QString name = SwLayerName::of( layer );
  if ( layer->providerType() != QLatin1String( "gdal" ) )
    throw QgsProcessingException( QObject::tr( "LAND_COVER '%1' must be a raster GDAL reads (a file or GDAL connection), not a '%2' layer" ).arg( name, layer->providerType() ) );
  const QgsCoordinateReferenceSystem crs = layer->crs();
  if ( !SwWorkingCrs::isDefined( crs ) )
    throw QgsProcessingException( QObject::tr( "LAND_COVER '%1' has no CRS; assign its CRS first" ).arg( name ) );
  // A cell's area must be a fixed number of square feet.
  if ( crs.isGeographic() )
    throw QgsProcessingException( QObject::tr( "LAND_COVER '%1' is in a geographic CRS (%2): cell areas need a projected CRS in feet or metres; warp it first (e.g. gdalwarp -t_srs EPSG:2229 -r near)" ).arg( name, crs.authid() ) );
  const double feetPerUnit = SwUnits::feetPerMapUnit( crs );
  if ( std::isnan( feetPerUnit ) || feetPerUnit <= 0 )
    throw QgsProcessingException( QObject::tr( "LAND_COVER '%1': the linear unit of its CRS (%2) is unknown" ).arg( name, crs.authid() ) );

  QStringList classes;
  for ( const QString &text : reader.list( LAND_COVER_CLASSES ) )
  {
    bool ok = false;
    const double value = text.toDouble( &ok );
    if ( !ok || !std::isfinite( value ) )
      throw QgsProcessingException( QObject::tr( "LAND_COVER_CLASSES: '%1' is not a value of LAND_COVER '%2' (a number); give the values that are impervious, e.g. 1, or 22, 23, 24" ).arg( text, name ) );
    mClasses.push_back( value );
    classes << text;
  }
  if ( mClasses.empty() )
    throw QgsProcessingException( QObject::tr( "LAND_COVER_CLASSES: give the values of LAND_COVER '%1' that are impervious surface (e.g. 1, or 22, 23, 24)" ).arg( name ) );
  mClassesText = classes.join( QLatin1String( ", " ) );

  const int band = reader.integer( LAND_COVER_BAND, 1, std::numeric_limits<int>::min(), QObject::tr( "a band number" ) );
  mRaster = std::make_unique<SwRasterBand>( layer->source(), name, band, crs, LAND_COVER, LAND_COVER_BAND );
  mSqftPerCell = mRaster->cellArea() * feetPerUnit * feetPerUnit;
  if ( crs != working.crs() )
  {
    mToRaster = QgsCoordinateTransform( working.crs(), crs, reader.context().transformContext() );
    feedback->pushInfo( QObject::tr( "LAND_COVER '%1' is in %2; parcels are measured against it in that CRS" ).arg( name, crs.authid() ) );
  }
  notes.add( LAND_COVER, QObject::tr( "impervious: the cells of band %1 valued %2, each counted by the exact part of it inside the parcel" ).arg( band ).arg( mClassesText ) );
  feedback->pushInfo( QObject::tr( "Land cover '%1': %2 x %3 cells of %4 sq ft, band %5; impervious classes %6" ).arg( name ).arg( mRaster->width() ).arg( mRaster->height() ).arg( mSqftPerCell, 0, 'g', 6 ).arg( band ).arg( mClassesText ) );
}

SwLandCover::~SwLandCover() = default;

QString SwLandCover::description() const
{
  return QObject::tr( "LAND_COVER raster '%1', classes %2" ).arg( mRaster->name(), mClassesText );
}

bool SwLandCover::impervious( double value ) const
{
  return std::any_of( mClasses.cbegin(), mClasses.cend(), [value]( double impervious )
                      { return std::fabs( value - impervious ) <= 1e-9 * std::max( 1.0, std::fabs( impervious ) ); } );
}

SwLandCover::Measure SwLandCover::measure( const SwParcel &parcel, const QgsGeometry &footprints ) const
{
  Measure measure;
  QgsGeometry shape = parcel.geometry;
  QgsGeometry under = footprints;
  if ( mToRaster.isValid() )
  {
    try
    {
      shape.transform( mToRaster );
      if ( !under.isNull() )
        under.transform( mToRaster );
    }
    catch ( QgsCsException & )
    {
      measure.reach = Reach::NotTransformable;
      return measure;
    }
  }
  const SwCellCoverage coverage( shape, mRaster->grid() );
  const SwCellCoverage underCoverage( under, mRaster->grid() );

  // Sums in cells: each cell weighs the part of it inside the parcel.
  const SwCellWindow window = coverage.window().intersected( mRaster->cells() );
  double onRaster = 0;
  double withData = 0;
  double imperviousCells = 0;
  double underCells = 0;
  std::vector<double> fractions;
  std::vector<double> underFractions;
  std::vector<double> values;
  for ( const SwCellWindow &band : window.bands( ROWS_PER_BAND ) )
  {
    coverage.fractions( band, fractions );
    if ( !underCoverage.isEmpty() )
      underCoverage.fractions( band, underFractions );
    mRaster->values( band, values );
    for ( size_t k = 0; k < fractions.size(); ++k )
    {
      const double fraction = fractions[k];
      if ( fraction <= 0 )
        continue;
      onRaster += fraction;
      if ( std::isnan( values[k] ) )
        continue;
      withData += fraction;
      if ( !impervious( values[k] ) )
        continue;
      imperviousCells += fraction;
      if ( !underFractions.empty() )
        underCells += std::min( fraction, std::max( 0.0, underFractions[k] ) );
    }
  }

  // What the raster does not see of the parcel, less than a sliver, is seen.
  const double tolerance = std::max( mToleranceSqft / mSqftPerCell, coverage.areaInCells() * 1e-9 );
  if ( coverage.areaInCells() - onRaster > tolerance )
  {
    measure.reach = Reach::Outside;
    return measure;
  }
  if ( onRaster - withData > tolerance )
  {
    measure.reach = Reach::NoData;
    return measure;
  }
  measure.imperviousSqft = imperviousCells * mSqftPerCell;
  measure.underFootprintsSqft = underCells * mSqftPerCell;
  return measure;
}
