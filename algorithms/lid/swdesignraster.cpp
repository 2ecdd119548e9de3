/***************************************************************************
  swdesignraster.cpp: a rainfall raster's coverage-weighted mean per parcel.
 ***************************************************************************/
#include "lid/swdesignraster.h"
#include "core/swinputnotes.h"
#include "core/swlayername.h"
#include "core/swparameterreader.h"
#include "core/swworkingcrs.h"

#include "qgsexception.h"
#include "qgsprocessingfeedback.h"
#include "qgsprocessingparameters.h"
#include "qgsrasterlayer.h"

#include <algorithm>
#include <cmath>

namespace
{
  // A cell covered by less than this fraction only touches the parcel.
  constexpr double MIN_RAIN_CELL_FRACTION = 1e-9;
  // Rows of cells read at a time for one parcel: bounds memory on a huge parcel.
  constexpr long long RAIN_ROWS_PER_BAND = 256;
} // namespace

SwDesignRaster::SwDesignRaster( const SwParameterReader &reader, const QString &parameter, const QString &unitWord, const SwWorkingCrs &working, QgsProcessingFeedback *feedback, SwInputNotes &notes )
{
  const QgsProcessingParameterRasterLayer definition( parameter );
  QgsRasterLayer *layer = QgsProcessingParameters::parameterAsRasterLayer( &definition, reader.value( parameter ), reader.context() );
  if ( !layer )
    throw QgsProcessingException( QObject::tr( "%1 '%2' cannot be read as a raster layer" ).arg( parameter, reader.value( parameter ).toString() ) );
  const QString name = SwLayerName::of( layer );
  if ( layer->providerType() != QLatin1String( "gdal" ) )
    throw QgsProcessingException( QObject::tr( "%1 '%2' must be a raster GDAL reads (a file or GDAL connection), not a '%3' layer" ).arg( parameter, name, layer->providerType() ) );
  if ( !SwWorkingCrs::isDefined( layer->crs() ) )
    throw QgsProcessingException( QObject::tr( "%1 '%2' has no CRS; assign its CRS first" ).arg( parameter, name ) );
  mBand = std::make_unique<SwRasterBand>( layer->source(), name, 1, layer->crs(), parameter, QObject::tr( "band" ) );

  // The county's maps are in inches; a raster that says millimetres is converted, anything else refused.
  const QString unit = mBand->declaredUnit().toLower();
  static const QStringList inches{ QString(), QStringLiteral( "in" ), QStringLiteral( "inch" ), QStringLiteral( "inches" ), QStringLiteral( "in/hr" ), QStringLiteral( "in/h" ), QStringLiteral( "inch/hour" ), QStringLiteral( "inches/hour" ) };
  static const QStringList millimetres{ QStringLiteral( "mm" ), QStringLiteral( "millimetre" ), QStringLiteral( "millimeter" ), QStringLiteral( "millimetres" ), QStringLiteral( "millimeters" ), QStringLiteral( "mm/hr" ), QStringLiteral( "mm/h" ) };
  if ( millimetres.contains( unit ) )
  {
    mScale = 1 / 25.4;
    mUnitAccount = QObject::tr( "the band declares '%1': divided by 25.4 into %2" ).arg( mBand->declaredUnit(), unitWord );
  }
  else if ( inches.contains( unit ) )
    mUnitAccount = unit.isEmpty() ? QObject::tr( "the band declares no unit: read as %1" ).arg( unitWord ) : QObject::tr( "the band declares '%1': read as %2" ).arg( mBand->declaredUnit(), unitWord );
  else
    throw QgsProcessingException( QObject::tr( "%1 '%2' declares its values in '%3'; give a raster in %4 (or millimetres, declared as mm)" ).arg( parameter, name, mBand->declaredUnit(), unitWord ) );
  notes.add( parameter, QStringLiteral( "'%1': %2" ).arg( name, mUnitAccount ) );

  if ( layer->crs() != working.crs() )
    mToRaster = QgsCoordinateTransform( working.crs(), layer->crs(), reader.context().transformContext() );
  notes.add( parameter, QObject::tr( "each parcel gets the mean of the cells under it, each cell weighted by the exact part of its area inside the parcel" ) );
  feedback->pushInfo( QObject::tr( "%1 '%2': %3 x %4 cells, %5" ).arg( parameter, name ).arg( mBand->width() ).arg( mBand->height() ).arg( layer->crs().authid() ) );
}

SwDesignRaster::~SwDesignRaster() = default;

SwDesignRaster::Mean SwDesignRaster::mean( const QgsGeometry &parcelGeometry ) const
{
  Mean result;
  QgsGeometry shape = parcelGeometry;
  if ( mToRaster.isValid() )
  {
    try
    {
      shape.transform( mToRaster );
    }
    catch ( QgsCsException & )
    {
      result.coverage = Coverage::NotTransformable;
      return result;
    }
  }
  const SwCellCoverage coverage( shape, mBand->grid() );
  const SwCellWindow window = coverage.window().intersected( mBand->cells() );
  // Sums in cells: each cell weighs the fraction of it inside the parcel.
  double withData = 0;
  double weighted = 0;
  std::vector<double> fractions;
  std::vector<double> values;
  for ( long long row = window.row0; row < window.row0 + window.rows; row += RAIN_ROWS_PER_BAND )
  {
    SwCellWindow rows = window;
    rows.row0 = row;
    rows.rows = std::min( RAIN_ROWS_PER_BAND, window.row0 + window.rows - row );
    coverage.fractions( rows, fractions );
    mBand->values( rows, values );
    for ( size_t k = 0; k < fractions.size(); ++k )
    {
      if ( fractions[k] <= MIN_RAIN_CELL_FRACTION || std::isnan( values[k] ) )
        continue;
      withData += fractions[k];
      weighted += fractions[k] * values[k];
    }
  }
  const double tolerance = std::max( MIN_RAIN_CELL_FRACTION, coverage.areaInCells() * 1e-9 );
  if ( withData <= tolerance )
    return result;
  result.value = weighted / withData * mScale;
  result.coverage = withData < coverage.areaInCells() - tolerance ? Coverage::Partly : Coverage::Whole;
  return result;
}
