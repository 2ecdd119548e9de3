/***************************************************************************
  swpolygoncondition.cpp: brownfield sites and geotechnical hazard zones.
 ***************************************************************************/
#include "screens/infeasibility/swpolygoncondition.h"
#include "screens/infeasibility/swinfeasibilityparameters.h"
#include "core/swparameterreader.h"

#include <QMap>

using namespace SwInfeasibilityParameters;

SwPolygonCondition::SwPolygonCondition( const Definition &definition )
  : SwInfeasibilityCondition( definition.name )
  , mDefinition( definition )
{
}

SwPolygonCondition SwPolygonCondition::brownfields()
{
  return SwPolygonCondition( { QStringLiteral( "brownfield" ), BROWNFIELDS, QStringLiteral( "infeasibility.brownfields" ), QObject::tr( "any brownfield site" ), QString(), QString() } );
}

SwPolygonCondition SwPolygonCondition::geohazards()
{
  return SwPolygonCondition( { QStringLiteral( "geohazard" ), GEOHAZARDS, QStringLiteral( "infeasibility.geohazards" ), QObject::tr( "any mapped geotechnical hazard" ), GEOHAZARD_TYPE_FIELD, DEFAULT_GEOHAZARD_TYPE_FIELD } );
}

void SwPolygonCondition::prepare( const SwConditionInputs &inputs )
{
  const QString &parameter = mDefinition.parameter;
  // Cities list these conditions without a number: the profile says
  // whether the city's code lists them and where.
  mCitation = inputs.setup.profile.citation( mDefinition.citationRule );
  SwLayerInput::Layer input = inputs.reader.layer( parameter, QgsWkbTypes::PolygonGeometry );
  const int typeIndex = mDefinition.typeParameter.isEmpty() ? -1 : inputs.reader.defaultedField( mDefinition.typeParameter, mDefinition.defaultTypeField, input.source->fields(), parameter, input.name, QObject::tr( "its zones have no type" ), inputs.summary );
  SwFeatureIndex loaded;
  inputs.load( loaded, input, parameter );
  // One group per type, so a parcel's hazards can be named.
  QMap<QString, QVector<QgsGeometry>> byType;
  for ( int i = 0; i < loaded.size(); ++i )
  {
    const QVariant type = typeIndex >= 0 ? loaded.feature( i ).attributes.value( typeIndex ) : QVariant();
    byType[type.isNull() ? QString() : type.toString().trimmed()] << loaded.feature( i ).geometry;
  }
  for ( auto it = byType.constBegin(); it != byType.constEnd(); ++it )
    mZone.addGroup( it.value(), it.key().isEmpty() ? QVariant() : QVariant( it.key() ) );
  mScreened = true;
  mSources = loaded.size();
}

SwPolygonCondition::Under SwPolygonCondition::measure( const SwParcel &parcel, const SwWorkingCrs &working ) const
{
  Under under;
  std::vector<SwZoneIndex::Piece> parts = pieces( parcel );
  for ( const SwZoneIndex::Piece &piece : parts )
  {
    const QString type = mZone.groupValue( piece.group ).toString();
    if ( !type.isEmpty() && !under.types.contains( type ) && !isSliver( piece.area, working ) )
      under.types << type;
  }
  under.types.sort();
  under.cover = unite( parts );
  return under;
}

SwInfeasibilityZone SwPolygonCondition::mapZone() const
{
  SwInfeasibilityZone zone = describeZone( mDefinition.threshold );
  QStringList types;
  for ( int g = 0; g < mZone.groupCount(); ++g )
  {
    if ( !mZone.groupValue( g ).isNull() )
      types << mZone.groupValue( g ).toString();
  }
  zone.detail = types.join( QLatin1String( ", " ) );
  return zone;
}
