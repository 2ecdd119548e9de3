/***************************************************************************
  swgroundwaterzones.cpp: groundwater areas grouped by depth, and the
  shallowest groundwater under a parcel.
 ***************************************************************************/
#include "screens/infeasibility/swgroundwaterzones.h"
#include "core/compat.h"
#include "screens/infeasibility/swinfeasibilityparameters.h"
#include "core/swinputnotes.h"
#include "core/swparameterreader.h"
#include "core/swunits.h"

#include <cmath>
#include <map>

using namespace SwInfeasibilityParameters;

namespace
{
  //! A depth read in feet that is a whole number of feet once taken as metres (3.048 = 10 ft) looks like metres.
  bool looksLikeMetres( double feet )
  {
    const double asFeet = SwUnits::metresToFeet( feet );
    return std::fabs( feet - std::round( feet ) ) > 1e-6 && std::fabs( asFeet - std::round( asFeet ) ) < 0.01;
  }
} // namespace

const SwValueUnit::Quantity &SwGroundwaterZones::depthUnits()
{
  static const SwValueUnit::Quantity sDepths{
    GROUNDWATER_DEPTH_UNIT,
    { { QStringLiteral( "ft" ), QObject::tr( "US survey feet" ), 1.0 },
      { QStringLiteral( "m" ), QObject::tr( "metres" ), SwUnits::metresToFeet( 1.0 ) } },
    { { QStringLiteral( "feet" ), QStringLiteral( "ft" ) }, { QStringLiteral( "foot" ), QStringLiteral( "ft" ) }, { QStringLiteral( "metres" ), QStringLiteral( "m" ) }, { QStringLiteral( "meters" ), QStringLiteral( "m" ) }, { QStringLiteral( "metre" ), QStringLiteral( "m" ) }, { QStringLiteral( "meter" ), QStringLiteral( "m" ) } },
    { { QStringLiteral( "(^|_)(m|metres?|meters?)$" ), QStringLiteral( "m" ), QObject::tr( "the field's name says metres" ) },
      { QStringLiteral( "(^|_)(ft|feet|foot)($|_)" ), QStringLiteral( "ft" ), QObject::tr( "the field's name says feet" ) } } };
  return sDepths;
}

void SwGroundwaterZones::prepare( const SwConditionInputs &inputs )
{
  const SwParameterReader &reader = inputs.reader;
  const SwProfile &profile = inputs.setup.profile;
  SwLayerInput::Layer groundwater = reader.layer( GROUNDWATER, SW_GEOMETRY( Polygon ) );
  int depthIndex = reader.knownField( GROUNDWATER_DEPTH_FIELD, KNOWN_GROUNDWATER_DEPTH_FIELDS, groundwater.source->fields(), GROUNDWATER, groundwater.name );
  if ( depthIndex < 0 )
    depthIndex = reader.requiredField( GROUNDWATER_DEPTH_FIELD, DEFAULT_GROUNDWATER_DEPTH_FIELD, groundwater.source->fields(), GROUNDWATER, groundwater.name );
  const QString depthName = groundwater.source->fields().at( depthIndex ).name();
  const SwValueUnit unit = SwValueUnit::choose( depthUnits(), reader, depthName );
  inputs.setup.notes->add( GROUNDWATER, QObject::tr( "depths below grade: %1" ).arg( unit.statement() ) );
  mInfeasibleFeet = profile.number( QStringLiteral( "infeasibility.groundwater_ft" ) );
  mShallowFeet = profile.number( QStringLiteral( "infeasibility.groundwater_shallow_ft" ) );
  mCitation = profile.citation( QStringLiteral( "infeasibility.groundwater_ft" ) );

  SwFeatureIndex loaded;
  inputs.load( loaded, groundwater, GROUNDWATER );
  // One group per depth: a parcel's shallowest groundwater is its group's value.
  std::map<double, QVector<QgsGeometry>> byDepth;
  QVector<QgsGeometry> mapped;
  long long depths = 0;
  long long metricLooking = 0;
  auto group = [&]( const SwIndexedFeature &area, double value )
  {
    const double depth = unit.toScreenUnit( value );
    ++depths;
    metricLooking += unit.isScreenUnit() && looksLikeMetres( value );
    byDepth[depth] << area.geometry;
    mapped << area.geometry;
    if ( depth <= mInfeasibleFeet )
      ++mSources;
  };
  const long long unknown = eachNumber( loaded, depthIndex, group );
  for ( const auto &depth : byDepth )
    mZone.addGroup( depth.second, depth.first );
  mGround.prepare( reader, GROUNDWATER_OUTSIDE, GROUNDWATER, groundwater.name, mapped );
  inputs.setup.notes->add( GROUNDWATER, mGround.statement() );
  mScreened = true;
  if ( unknown > 0 )
    inputs.setup.warnings->add( QObject::tr( "GROUNDWATER: %1 area(s) of layer '%2' have no depth in %3; they are ignored" ).arg( unknown ).arg( groundwater.name, depthName ) );
  if ( metricLooking * 2 > depths )
    inputs.setup.warnings->add( QObject::tr( "GROUNDWATER: %1 of the %2 depths of layer '%3' (%4%) in field '%5', read in feet, are whole feet once taken as metres (3.048 is 10 ft), as depths converted to metres are; if the field holds metres, set GROUNDWATER_DEPTH_UNIT to m" )
                                  .arg( metricLooking )
                                  .arg( depths )
                                  .arg( groundwater.name )
                                  .arg( 100.0 * static_cast<double>( metricLooking ) / static_cast<double>( depths ), 0, 'f', 0 )
                                  .arg( depthName ) );
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
