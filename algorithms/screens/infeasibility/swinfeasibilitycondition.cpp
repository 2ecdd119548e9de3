/***************************************************************************
  swinfeasibilitycondition.cpp: loading a condition's layer, and the part
  of a parcel inside its zone.
 ***************************************************************************/
#include "screens/infeasibility/swinfeasibilitycondition.h"
#include "core/swattributes.h"
#include "core/swcancel.h"
#include "core/swparameterreader.h"

#include "qgsprocessingfeedback.h"

void SwConditionInputs::load( SwFeatureIndex &index, SwLayerInput::Layer &input, const QString &parameter, const std::function<bool( const QgsFeature & )> &accept ) const
{
  const SwFeatureIndex::LoadReport report = SwLayerInput::load( input, parameter, index, setup.working, reader.context(), feedback, summary, accept );
  // A cancelled load stops part way: no zone is built from part of a layer.
  SwCancel::check( feedback );
  if ( report.loaded == 0 && report.rejected == 0 )
    summary << QObject::tr( "%1: layer '%2' has no features" ).arg( parameter, input.name );
  feedback->pushInfo( QObject::tr( "%1: %2 feature(s) from '%3' (%4)" ).arg( parameter ).arg( report.loaded ).arg( input.name, input.source->sourceCrs().authid() ) );
}

geos::unique_ptr SwInfeasibilityCondition::cover( const SwParcel &parcel ) const
{
  std::vector<SwZoneIndex::Piece> parts = pieces( parcel );
  return unite( parts );
}

geos::unique_ptr SwInfeasibilityCondition::unite( std::vector<SwZoneIndex::Piece> &pieces )
{
  std::vector<geos::unique_ptr> geometries;
  geometries.reserve( pieces.size() );
  for ( SwZoneIndex::Piece &piece : pieces )
    geometries.push_back( std::move( piece.geometry ) );
  return SwZoneIndex::unite( std::move( geometries ) );
}

long long SwInfeasibilityCondition::eachNumber( const SwFeatureIndex &loaded, int index, const std::function<void( const SwIndexedFeature &, double )> &use )
{
  long long unknown = 0;
  for ( int i = 0; i < loaded.size(); ++i )
  {
    const SwIndexedFeature &feature = loaded.feature( i );
    if ( const std::optional<double> number = SwAttributes::finiteNumber( feature.attributes.value( index ) ) )
      use( feature, *number );
    else
      ++unknown;
  }
  return unknown;
}

SwInfeasibilityZone SwInfeasibilityCondition::describeZone( const QString &threshold, const std::function<bool( const QVariant & )> &accept ) const
{
  SwInfeasibilityZone zone;
  zone.condition = mName;
  zone.threshold = threshold;
  zone.citation = mCitation;
  zone.sources = mSources;
  zone.geometry = mZone.dissolved( accept );
  return zone;
}
