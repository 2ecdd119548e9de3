/***************************************************************************
  swslopepolygons.cpp: slope polygons loaded from the screen's parameters,
  and slope figures per parcel weighted by exact overlap.
 ***************************************************************************/
#include "screens/hillside/swslopepolygons.h"
#include "core/compat.h"
#include "screens/hillside/swhillsideparameters.h"
#include "core/swattributes.h"
#include "core/swchoiceparameter.h"
#include "core/swparameterreader.h"
#include "pipeline/swscreen.h"

#include "qgsexception.h"
#include "qgsprocessingfeedback.h"

#include <algorithm>
#include <cmath>
#include <limits>

using namespace SwHillsideParameters;

const SwChoices &SwSlopePolygons::outsideChoices()
{
  static const SwChoices sChoices{
    { unknown(), notSteep() },
    { { QStringLiteral( "not steep" ), notSteep() }, { QStringLiteral( "below" ), notSteep() }, { QStringLiteral( "flat" ), notSteep() } } };
  return sChoices;
}

void SwSlopePolygons::addOutsideParameter( SwParameterSink &sink )
{
  sink.add( new SwChoiceParameter( SLOPE_POLYGONS_OUTSIDE, QObject::tr( "Outside the SLOPE_POLYGONS (not selected = unknown)" ), outsideChoices(), QVariant(), true ),
            QObject::tr( "what the ground off every slope polygon means. unknown (the default): the layer says nothing there; a parcel wholly off it is nodata, one partly off it partial_nodata, and its answer stays empty unless the polygons already make it a hillside. not_steep: the layer maps only the steep classes (Mercer Island publishes its 40%-and-steeper polygons alone), so off them the slope is under the profile's threshold: a parcel wholly off them is decided \"not hillside\", one partly on a steep polygon gets that overlap as its steep area. Off the polygons the slope has no number, so slope_mean_pct stays empty (and slope_max_pct unless a steep polygon lies on the parcel)." ) );
}

SwSlopePolygons::SwSlopePolygons( const SwParameterReader &reader, const SwWorkingCrs &working, const SwSlopeThreshold &threshold, QgsProcessingFeedback *feedback, QStringList &summary )
  : mWorking( working )
  , mThreshold( threshold )
{
  SwLayerInput::Layer layer = reader.layer( SLOPE_POLYGONS, SW_GEOMETRY( Polygon ) );
  const QString layerName = layer.name;
  const QgsFields fields = layer.source->fields();
  if ( !reader.isGiven( SLOPE_FIELD ) )
    throw QgsProcessingException( QObject::tr( "SLOPE_FIELD is required with SLOPE_POLYGONS: name the field of layer '%1' that holds the slope in percent" ).arg( layerName ) );
  const int index = reader.requiredField( SLOPE_FIELD, QString(), fields, SLOPE_POLYGONS, layerName );
  const QString field = reader.text( SLOPE_FIELD );
  if ( !fields.at( index ).isNumeric() )
    throw QgsProcessingException( QObject::tr( "SLOPE_FIELD '%1' of SLOPE_POLYGONS layer '%2' must be numeric (percent slope); it is %3" ).arg( field, layerName, fields.at( index ).typeName() ) );

  long long unknown = 0;
  SwFeatureIndex loaded;
  SwLayerInput::load( layer, SLOPE_POLYGONS, loaded, mWorking, reader.context(), feedback, summary, [&]( const QgsFeature &feature )
                      {
    const std::optional<double> slope = SwAttributes::finiteNumber( feature.attribute( index ) );
    if ( !slope || *slope < 0 )
    {
      ++unknown;
      return false;
    }
    return true; } );
  // Keep only the slope, so the index holds what the screen reads.
  for ( int i = 0; i < loaded.size(); ++i )
  {
    const SwIndexedFeature &polygon = loaded.feature( i );
    mPolygons.addFeature( polygon.geometry, QgsAttributes() << polygon.attributes.value( index ).toDouble(), layerName, polygon.id );
  }
  if ( unknown > 0 )
    summary << QObject::tr( "SLOPE_POLYGONS: %1 polygon(s) of layer '%2' have no usable slope in '%3' (empty or negative) and were ignored" ).arg( unknown ).arg( layerName, field );
  mNotSteepOutside = reader.choice( SLOPE_POLYGONS_OUTSIDE, outsideChoices(), SwSlopePolygons::unknown() ) == notSteep();
  const QString outside = mNotSteepOutside ? QObject::tr( "off them the slope is under %1 (SLOPE_POLYGONS_OUTSIDE = not_steep)" ).arg( mThreshold.text() )
                                           : QObject::tr( "off them the slope is unknown (SLOPE_POLYGONS_OUTSIDE)" );
  feedback->pushInfo( QObject::tr( "Slope polygons: %1 from '%2' (%3, field %4); %5" ).arg( mPolygons.size() ).arg( layerName, layer.source->sourceCrs().authid(), field, outside ) );
}

QString SwSlopePolygons::name() const
{
  return QObject::tr( "slope polygons" );
}

QString SwSlopePolygons::meanMethod() const
{
  return QObject::tr( "the area-weighted mean of the slope polygons" );
}

QString SwSlopePolygons::missing( const SwSlopeFigures &figures ) const
{
  Q_UNUSED( figures )
  return QObject::tr( "no slope polygon covers the parcel (SLOPE_POLYGONS_OUTSIDE unknown)" );
}

SwSlopeFigures SwSlopePolygons::figures( const SwParcel &parcel, const SwSoilParts &soil ) const
{
  SwSlopeFigures figures;
  figures.measured = true;
  figures.totalSqft = parcel.areaSqft;
  const geos::unique_ptr erodibleGeos = SwGeos::toGeos( soil.erodible );
  const geos::unique_ptr unmappedGeos = SwGeos::toGeos( soil.unmapped );
  GEOSContextHandle_t context = SwGeos::context();
  double weighted = 0;
  for ( const int i : mPolygons.candidates( parcel.bbox ) )
  {
    if ( !mPolygons.overlaps( i, parcel.geos.get() ) )
      continue;
    const SwIndexedFeature &polygon = mPolygons.feature( i );
    geos::unique_ptr piece( GEOSIntersection_r( context, parcel.geos.get(), polygon.geos.get() ) );
    const double sqft = mWorking.toSquareFeet( SwGeos::area( piece.get() ) );
    if ( sqft <= SW_AREA_TOLERANCE_SQFT )
      continue;
    const double slope = polygon.attributes.value( 0 ).toDouble();
    figures.dataSqft += sqft;
    weighted += sqft * slope;
    figures.maxPct = std::max( figures.maxPct, slope );
    if ( mThreshold.reached( slope ) )
    {
      figures.steepSqft += sqft;
      if ( erodibleGeos )
      {
        geos::unique_ptr erodibleSteep( GEOSIntersection_r( context, erodibleGeos.get(), polygon.geos.get() ) );
        figures.erodibleSteepSqft += mWorking.toSquareFeet( SwGeos::area( erodibleSteep.get() ) );
      }
      if ( unmappedGeos )
      {
        geos::unique_ptr unmappedSteep( GEOSIntersection_r( context, unmappedGeos.get(), polygon.geos.get() ) );
        figures.unmappedSteepSqft += mWorking.toSquareFeet( SwGeos::area( unmappedSteep.get() ) );
      }
    }
  }
  const double tolerance = std::max( SW_AREA_TOLERANCE_SQFT, figures.totalSqft * 1e-9 );
  if ( figures.dataSqft > figures.totalSqft + tolerance )
    mOverlapping.add( parcel.index, parcel.apn );
  else if ( mNotSteepOutside && figures.dataSqft < figures.totalSqft - tolerance )
  {
    readOffPolygonsAsNotSteep( figures );
    return figures;
  }
  if ( figures.dataSqft <= SW_AREA_TOLERANCE_SQFT )
  {
    figures.dataSqft = 0;
    figures.status = SwSlopeFigures::noData();
    return figures;
  }
  if ( figures.dataSqft < figures.totalSqft - tolerance )
    figures.status = SwSlopeFigures::partialNoData();
  figures.meanPct = weighted / figures.dataSqft;
  return figures;
}

void SwSlopePolygons::readOffPolygonsAsNotSteep( SwSlopeFigures &figures ) const
{
  // Off the polygons the ground is known to be under the threshold, with no
  // number: the whole parcel has a slope class, but no mean, and a maximum
  // only when a steep polygon on it is surely the steepest ground.
  figures.belowOnlySqft = figures.totalSqft - figures.dataSqft;
  figures.dataSqft = figures.totalSqft;
  figures.meanPct = std::numeric_limits<double>::quiet_NaN();
  if ( !mThreshold.reached( figures.maxPct ) )
    figures.maxPct = std::numeric_limits<double>::quiet_NaN();
}

QStringList SwSlopePolygons::summary() const
{
  QStringList lines;
  const SwParcelSample overlapping = mOverlapping.sample();
  if ( overlapping.count() > 0 )
    lines << QObject::tr( "SLOPE_POLYGONS overlap under %1 parcel(s): their slope areas add up to more than the parcel: %2" ).arg( overlapping.count() ).arg( overlapping.named() );
  return lines;
}
