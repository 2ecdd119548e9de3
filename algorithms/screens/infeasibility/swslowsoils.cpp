/***************************************************************************
  swslowsoils.cpp: the soils infiltrating too slowly for retention.
 ***************************************************************************/
#include "screens/infeasibility/swslowsoils.h"
#include "screens/infeasibility/swinfeasibilityparameters.h"
#include "core/swparameterreader.h"
#include "core/compat.h"

#include "qgsprocessingfeedback.h"
#include "qgsprocessingparameters.h"

using namespace SwInfeasibilityParameters;

bool SwSlowSoils::hasRates( const SwParameterReader &reader )
{
  if ( !reader.isGiven( SOILS ) )
    return false;
  const QgsProcessingParameterFeatureSource definition( SOILS, SOILS, QList<int>() << SW_PROCESSING_SOURCE_POLYGON, QVariant(), true );
  std::unique_ptr<QgsProcessingFeatureSource> soils( QgsProcessingParameters::parameterAsSource( &definition, reader.value( SOILS ), reader.context() ) );
  return soils && soils->fields().lookupField( reader.text( INFILTRATION_FIELD, DEFAULT_INFILTRATION_FIELD ) ) >= 0;
}

void SwSlowSoils::prepare( const SwConditionInputs &inputs )
{
  const SwParameterReader &reader = inputs.reader;
  SwLayerInput::Layer soils = reader.layer( SOILS, QgsWkbTypes::PolygonGeometry );
  const QString rateField = reader.text( INFILTRATION_FIELD, DEFAULT_INFILTRATION_FIELD );
  if ( inputs.setup.combined && soils.source->fields().lookupField( rateField ) < 0 )
  {
    inputs.feedback->pushInfo( QObject::tr( "SOILS layer '%1' has no field '%2': slow soils are not screened for technical infeasibility" ).arg( soils.name, rateField ) );
    return;
  }
  const int rateIndex = reader.requiredField( INFILTRATION_FIELD, DEFAULT_INFILTRATION_FIELD, soils.source->fields(), SOILS, soils.name );
  mInfiltrationInHr = inputs.setup.profile.number( QStringLiteral( "infeasibility.infiltration_in_hr" ) );
  mCitation = inputs.setup.profile.citation( QStringLiteral( "infeasibility.infiltration_in_hr" ) );

  SwFeatureIndex loaded;
  inputs.load( loaded, soils, SOILS );
  QVector<QgsGeometry> slow;
  auto keepSlow = [&]( const SwIndexedFeature &soil, double rate )
  {
    // "less than 0.3 inch per hour": 0.3 itself infiltrates enough.
    if ( rate < mInfiltrationInHr )
      slow << soil.geometry;
  };
  const long long unknown = eachNumber( loaded, rateIndex, keepSlow );
  mZone.addGroup( slow, QVariant() );
  mScreened = true;
  mSources = slow.size();
  if ( unknown > 0 )
    inputs.setup.warnings->add( QObject::tr( "SOILS: %1 soil area(s) of layer '%2' have no infiltration rate in %3; they are not counted as slow" ).arg( unknown ).arg( soils.name, soils.source->fields().at( rateIndex ).name() ) );
}

SwInfeasibilityZone SwSlowSoils::mapZone() const
{
  return describeZone( QObject::tr( "saturated infiltration below %1 in/hr" ).arg( mInfiltrationInHr ) );
}
