/***************************************************************************
  swcontourslope.cpp: contour lines loaded from the screen's parameters,
  their exact length inside each parcel and the average slope it gives.
 ***************************************************************************/
#include "screens/hillside/swcontourslope.h"
#include "core/compat.h"
#include "screens/hillside/swhillsideparameters.h"
#include "core/swparameterreader.h"
#include "core/swunits.h"

#include "qgsprocessingfeedback.h"

#include <limits>

using namespace SwHillsideParameters;

namespace
{
  // The constant as the codes print it (100 / 43,560 rounded).
  constexpr double CONTOUR_CONSTANT = 0.00229;
} // namespace

SwContourSlope::SwContourSlope( const SwWorkingCrs &working, double intervalFeet )
  : mWorking( working )
  , mIntervalFeet( intervalFeet )
{
}

std::unique_ptr<SwContourSlope> SwContourSlope::load( const SwParameterReader &reader, const SwWorkingCrs &working, QgsProcessingFeedback *feedback, QStringList &summary )
{
  SwLayerInput::Layer layer = reader.layer( CONTOURS, SW_GEOMETRY( Line ) );
  if ( !layer )
    return nullptr;
  const double interval = reader.number( CONTOUR_INTERVAL, 2, SwNumberRange::aboveZero( QObject::tr( "feet" ) ) );
  std::unique_ptr<SwContourSlope> contours( new SwContourSlope( working, interval ) );
  const SwFeatureIndex::LoadReport report = SwLayerInput::load( layer, CONTOURS, contours->mContours, working, reader.context(), feedback, summary );
  feedback->pushInfo( QObject::tr( "Contours: %1 lines from '%2' (%3), interval %4 ft" ).arg( report.loaded ).arg( layer.name, layer.source->sourceCrs().authid() ).arg( interval ) );
  return contours;
}

double SwContourSlope::averageSlope( double intervalFeet, double contourLengthFeet, double areaSqft )
{
  if ( areaSqft <= 0 )
    return std::numeric_limits<double>::quiet_NaN();
  return CONTOUR_CONSTANT * intervalFeet * contourLengthFeet / SwUnits::sqftToAcres( areaSqft );
}

SwContourSlope::Average SwContourSlope::average( const SwParcel &parcel ) const
{
  Average average;
  average.lengthFeet = lengthFeet( parcel );
  average.areaSqft = parcel.areaSqft;
  average.percent = averageSlope( mIntervalFeet, average.lengthFeet, parcel.areaSqft );
  return average;
}

QString SwContourSlope::method( const Average &average ) const
{
  return QObject::tr( "by the contour method, S = 0.00229 I L / A with I = %1 ft, L = %2 ft, A = %3 acres" ).arg( mIntervalFeet ).arg( average.lengthFeet, 0, 'f', 1 ).arg( SwUnits::sqftToAcres( average.areaSqft ), 0, 'f', 4 );
}

double SwContourSlope::lengthFeet( const SwParcel &parcel ) const
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
