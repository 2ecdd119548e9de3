/***************************************************************************
  swgroundwaterzones.cpp: groundwater areas grouped by depth, and the
  shallowest groundwater under a parcel.
 ***************************************************************************/
#include "screens/infeasibility/swgroundwaterzones.h"
#include "screens/infeasibility/swinfeasibilityparameters.h"
#include "core/swparameterreader.h"

#include <map>

using namespace SwInfeasibilityParameters;

void SwGroundwaterZones::prepare( const SwConditionInputs &inputs )
{
  const SwParameterReader &reader = inputs.reader;
  const SwProfile &profile = inputs.setup.profile;
  SwLayerInput::Layer groundwater = reader.layer( GROUNDWATER, QgsWkbTypes::PolygonGeometry );
  const int depthIndex = reader.requiredField( GROUNDWATER_DEPTH_FIELD, DEFAULT_GROUNDWATER_DEPTH_FIELD, groundwater.source->fields(), GROUNDWATER, groundwater.name );
  mInfeasibleFeet = profile.number( QStringLiteral( "infeasibility.groundwater_ft" ) );
  mShallowFeet = profile.number( QStringLiteral( "infeasibility.groundwater_shallow_ft" ) );
  mCitation = profile.citation( QStringLiteral( "infeasibility.groundwater_ft" ) );

  SwFeatureIndex loaded;
  inputs.load( loaded, groundwater, GROUNDWATER );
  // One group per depth: a parcel's shallowest groundwater is its group's value.
  std::map<double, QVector<QgsGeometry>> byDepth;
  auto group = [&]( const SwIndexedFeature &area, double depth )
  {
    byDepth[depth] << area.geometry;
    if ( depth <= mInfeasibleFeet )
      ++mSources;
  };
  const long long unknown = eachNumber( loaded, depthIndex, group );
  for ( const auto &depth : byDepth )
    mZone.addGroup( depth.second, depth.first );
  mScreened = true;
  if ( unknown > 0 )
    inputs.setup.warnings->add( QObject::tr( "GROUNDWATER: %1 area(s) of layer '%2' have no depth in %3; they are ignored" ).arg( unknown ).arg( groundwater.name, groundwater.source->fields().at( depthIndex ).name() ) );
}

SwGroundwaterZones::Under SwGroundwaterZones::measure( const SwParcel &parcel, const SwWorkingCrs &working ) const
{
  Under under;
  std::vector<SwZoneIndex::Piece> parts = pieces( parcel );
  std::vector<SwZoneIndex::Piece> infeasible;
  for ( SwZoneIndex::Piece &piece : parts )
  {
    const double depth = mZone.groupValue( piece.group ).toDouble();
    if ( !isSliver( piece.area, working ) && ( !under.shallowestFt || depth < *under.shallowestFt ) )
      under.shallowestFt = depth;
    if ( depth <= mInfeasibleFeet )
      infeasible.push_back( std::move( piece ) );
  }
  under.shallow = under.shallowestFt && *under.shallowestFt <= mShallowFeet;
  under.cover = unite( infeasible );
  return under;
}

SwInfeasibilityZone SwGroundwaterZones::mapZone() const
{
  const double limit = mInfeasibleFeet;
  SwInfeasibilityZone zone = describeZone( QObject::tr( "seasonal high groundwater within %1 ft of grade" ).arg( limit ), [limit]( const QVariant &depth )
                                           { return depth.toDouble() <= limit; } );
  zone.detail = QObject::tr( "shallow: within %1 ft" ).arg( mShallowFeet );
  return zone;
}
