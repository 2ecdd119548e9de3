/***************************************************************************
  swpolygoncondition.cpp: brownfield sites and geotechnical hazard zones.
 ***************************************************************************/
#include "screens/infeasibility/swpolygoncondition.h"
#include "core/compat.h"
#include "screens/infeasibility/swinfeasibilityparameters.h"
#include "core/swparameterreader.h"
#include "pipeline/swscreen.h"

#include <QMap>

using namespace SwInfeasibilityParameters;

SwPolygonCondition::SwPolygonCondition( const Definition &definition )
  : SwInfeasibilityCondition( definition.name )
  , mDefinition( definition )
{
}

SwPolygonCondition SwPolygonCondition::brownfields()
{
  return SwPolygonCondition( { QStringLiteral( "brownfield" ), BROWNFIELDS, QStringLiteral( "infeasibility.brownfields" ), QObject::tr( "a brownfield site" ), QString(), QString(), BROWNFIELD_EXPRESSION } );
}

SwPolygonCondition SwPolygonCondition::geohazards()
{
  return SwPolygonCondition( { QStringLiteral( "geohazard" ), GEOHAZARDS, QStringLiteral( "infeasibility.geohazards" ), QObject::tr( "any mapped geotechnical hazard" ), GEOHAZARD_TYPE_FIELD, DEFAULT_GEOHAZARD_TYPE_FIELD, QString() } );
}

void SwPolygonCondition::prepare( const SwConditionInputs &inputs )
{
  const QString &parameter = mDefinition.parameter;
  // Cities list these conditions without a number: the profile says
  // whether the city's code lists them and where.
  mCitation = inputs.setup.profile.citation( mDefinition.citationRule );
  SwLayerInput::Layer input = inputs.reader.layer( parameter, SW_GEOMETRY( Polygon ) );
  const int typeIndex = mDefinition.typeParameter.isEmpty() ? -1 : inputs.reader.defaultedField( mDefinition.typeParameter, mDefinition.defaultTypeField, input.source->fields(), parameter, input.name, QObject::tr( "its zones have no type" ), inputs.summary );
  SwFeatureIndex loaded;
  const QString expression = mDefinition.expressionParameter.isEmpty() ? QString() : inputs.reader.text( mDefinition.expressionParameter, QString() );
  if ( expression.isEmpty() )
  {
    inputs.load( loaded, input, parameter );
    // The city's words may count only some sites (Beverly Hills: where infiltration risks pollutant mobilization): say that all were counted.
    if ( !mDefinition.expressionParameter.isEmpty() )
      inputs.setup.notes->add( parameter, QObject::tr( "every one of the %1 polygon(s) of layer '%2' counts as %3 (%4); to count only some, give %5" ).arg( loaded.size() ).arg( input.name, mDefinition.threshold, mCitation, mDefinition.expressionParameter ) );
  }
  else
  {
    SwLayerInput::Condition counts( mDefinition.expressionParameter, expression, input.source->fields(), input.name );
    long long kept = 0;
    long long passedOver = 0;
    inputs.load( loaded, input, parameter, [&]( const QgsFeature &feature )
                 {
      const bool yes = counts.test( feature, QObject::tr( "%1 feature %2" ).arg( parameter ).arg( feature.id() ) ).toBool();
      yes ? ++kept : ++passedOver;
      return yes; } );
    inputs.setup.notes->add( parameter, QObject::tr( "%1 polygon(s) of layer '%2' count as %3, where %4 is true (%5); %6 do not" ).arg( kept ).arg( input.name, mDefinition.threshold, expression, mCitation ).arg( passedOver ) );
  }
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
