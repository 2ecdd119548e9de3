/***************************************************************************
  swfootprintcoverage.cpp: a footprint layer's ground, from its extent or a
  coverage layer, and how much of a parcel lies on it.
 ***************************************************************************/
#include "screens/swfootprintcoverage.h"
#include "core/compat.h"
#include "core/swparameterreader.h"
#include "pipeline/swparcel.h"

#include "qgscoordinatetransform.h"
#include "qgsexception.h"
#include "qgsprocessingcontext.h"
#include "qgsprocessingfeedback.h"

void SwFootprintCoverage::prepare( const SwParameterReader &reader, SwLayerInput::Layer &footprints, const QString &parameter, const QString &coverageParameter, const SwWorkingCrs &working, QgsProcessingFeedback *feedback, QStringList &notes )
{
  mSet = true;
  mWorking = working;
  SwLayerInput::Layer coverage = reader.layer( coverageParameter, SW_GEOMETRY( Polygon ) );
  mFromLayer = static_cast<bool>( coverage );
  if ( mFromLayer )
  {
    SwFeatureIndex loaded;
    SwLayerInput::load( coverage, coverageParameter, loaded, working, reader.context(), feedback, notes );
    QVector<QgsGeometry> polygons;
    for ( int i = 0; i < loaded.size(); ++i )
      polygons << loaded.feature( i ).geometry;
    mZone.addGroup( polygons, QVariant() );
    mDescription = QObject::tr( "the polygons of %1 layer '%2'" ).arg( coverageParameter, coverage.name );
    notes << QObject::tr( "%1: layer '%2' counts where %3 layer '%4' (%5 polygon(s)) says it was drawn; parcels outside it are not evaluated" ).arg( parameter, footprints.name, coverageParameter, coverage.name ).arg( loaded.size() );
    return;
  }
  // The layer's own extent, every feature's (counting or not): where it was drawn, at the least.
  const QgsRectangle sourceExtent = footprints.source->sourceExtent();
  if ( sourceExtent.isNull() || sourceExtent.isEmpty() )
    mExtent = QgsRectangle();
  else
  {
    try
    {
      const QgsCoordinateTransform transform = working.transformFrom( footprints.source->sourceCrs(), reader.context().transformContext() );
      mExtent = transform.isShortCircuited() ? sourceExtent : transform.transformBoundingBox( sourceExtent );
    }
    catch ( QgsCsException & )
    {
      throw QgsProcessingException( QObject::tr( "%1: the extent of layer '%2' cannot be moved into the working CRS %3; give %4" ).arg( parameter, footprints.name, working.crs().authid(), coverageParameter ) );
    }
  }
  mDescription = QObject::tr( "the extent of %1 layer '%2'" ).arg( parameter, footprints.name );
}

SwFootprintCoverage::Reach SwFootprintCoverage::reach( const SwParcel &parcel, double toleranceSqft ) const
{
  if ( !mFromLayer )
  {
    // An extent only bounds where the layer was drawn: a parcel across its
    // edge (a city's outermost lots) is taken as covered; one wholly beyond
    // it was not drawn over at all.
    if ( mExtent.isNull() || !mExtent.intersects( parcel.bbox ) )
      return Reach::None;
    return Reach::Whole;
  }
  double inside = 0;
  for ( const SwZoneIndex::Piece &piece : mZone.pieces( parcel.geos.get(), parcel.bbox ) )
    inside += piece.area;
  const double insideSqft = mWorking.toSquareFeet( inside );
  if ( insideSqft <= 0 )
    return Reach::None;
  return parcel.areaSqft - insideSqft <= std::max( toleranceSqft, 1e-6 ) ? Reach::Whole : Reach::Part;
}
