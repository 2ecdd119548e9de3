/***************************************************************************
  swslowsoils.cpp: the soils infiltrating too slowly for retention.
 ***************************************************************************/
#include "screens/infeasibility/swslowsoils.h"
#include "screens/infeasibility/swinfeasibilityparameters.h"
#include "core/swinputnotes.h"
#include "core/swparameterreader.h"
#include "core/compat.h"

#include "qgsprocessingfeedback.h"
#include "qgsprocessingparameters.h"

using namespace SwInfeasibilityParameters;

namespace
{
  //! Faster than any soil infiltrates: most polygons above it means the rates are in a smaller unit.
  constexpr double IMPLAUSIBLE_IN_HR = 40;
} // namespace

const SwValueUnit::Quantity &SwSlowSoils::rateUnits()
{
  const QString micro = QString::fromUtf8( "\u00b5m/s" );
  static const SwValueUnit::Quantity sRates{
    INFILTRATION_UNIT,
    { { QStringLiteral( "in/hr" ), QObject::tr( "inches per hour" ), 1.0 },
      // 1 um/s = 3600 um/h = 0.0036 m/h = 0.0036 / 0.0254 in/h.
      { micro, QObject::tr( "micrometres per second" ), 0.0036 / 0.0254 },
      { QStringLiteral( "mm/hr" ), QObject::tr( "millimetres per hour" ), 1 / 25.4 },
      { QStringLiteral( "cm/hr" ), QObject::tr( "centimetres per hour" ), 1 / 2.54 } },
    { { QStringLiteral( "in/h" ), QStringLiteral( "in/hr" ) }, { QStringLiteral( "inches per hour" ), QStringLiteral( "in/hr" ) }, { QStringLiteral( "um/s" ), micro }, { QString::fromUtf8( "\u03bcm/s" ), micro }, { QStringLiteral( "micrometres per second" ), micro }, { QStringLiteral( "micrometers per second" ), micro }, { QStringLiteral( "mm/h" ), QStringLiteral( "mm/hr" ) }, { QStringLiteral( "cm/h" ), QStringLiteral( "cm/hr" ) } },
    { { QStringLiteral( "^ksat_[rlh]$" ), micro, QObject::tr( "SSURGO publishes saturated hydraulic conductivity (ksat_r, ksat_l, ksat_h) in micrometres per second" ) },
      { QStringLiteral( "(^|_)(in_?hr?|inhr|iph)($|_)" ), QStringLiteral( "in/hr" ), QObject::tr( "the field's name says inches per hour" ) },
      { QStringLiteral( "(^|_)(um_?s|ums)($|_)" ), micro, QObject::tr( "the field's name says micrometres per second" ) },
      { QStringLiteral( "(^|_)mm_?hr?($|_)" ), QStringLiteral( "mm/hr" ), QObject::tr( "the field's name says millimetres per hour" ) },
      { QStringLiteral( "(^|_)cm_?hr?($|_)" ), QStringLiteral( "cm/hr" ), QObject::tr( "the field's name says centimetres per hour" ) } } };
  return sRates;
}

int SwSlowSoils::rateField( const SwParameterReader &reader, const QgsFields &fields, const QString &layerName )
{
  return reader.knownField( INFILTRATION_FIELD, KNOWN_INFILTRATION_FIELDS, fields, SOILS, layerName );
}

bool SwSlowSoils::hasRates( const SwParameterReader &reader )
{
  if ( !reader.isGiven( SOILS ) )
    return false;
  const QgsProcessingParameterFeatureSource definition( SOILS, SOILS, QList<int>() << static_cast<int>( SW_PROCESSING_SOURCE_POLYGON ), QVariant(), true );
  std::unique_ptr<QgsProcessingFeatureSource> soils( QgsProcessingParameters::parameterAsSource( &definition, reader.value( SOILS ), reader.context() ) );
  if ( !soils )
    return false;
  const QString field = reader.text( INFILTRATION_FIELD, DEFAULT_INFILTRATION_FIELD );
  // A field named by the planner that the layer lacks is refused when the screen prepares.
  if ( field.compare( DEFAULT_INFILTRATION_FIELD, Qt::CaseInsensitive ) != 0 )
    return soils->fields().lookupField( field ) >= 0;
  return rateField( reader, soils->fields(), soils->sourceName() ) >= 0;
}

void SwSlowSoils::prepare( const SwConditionInputs &inputs )
{
  const SwParameterReader &reader = inputs.reader;
  SwLayerInput::Layer soils = reader.layer( SOILS, SW_GEOMETRY( Polygon ) );
  const int found = rateField( reader, soils.source->fields(), soils.name );
  if ( found < 0 && inputs.setup.combined )
  {
    inputs.feedback->pushInfo( QObject::tr( "SOILS layer '%1' has none of the fields %2: slow soils are not screened for technical infeasibility" ).arg( soils.name, KNOWN_INFILTRATION_FIELDS.join( QLatin1String( ", " ) ) ) );
    return;
  }
  const int rateIndex = found >= 0 ? found : reader.requiredField( INFILTRATION_FIELD, DEFAULT_INFILTRATION_FIELD, soils.source->fields(), SOILS, soils.name );
  const QString rateName = soils.source->fields().at( rateIndex ).name();
  const SwValueUnit unit = SwValueUnit::choose( rateUnits(), reader, rateName );
  inputs.setup.notes->add( SOILS, QObject::tr( "infiltration rates: %1" ).arg( unit.statement() ) );
  mInfiltrationInHr = inputs.setup.profile.number( QStringLiteral( "infeasibility.infiltration_in_hr" ) );
  mCitation = inputs.setup.profile.citation( QStringLiteral( "infeasibility.infiltration_in_hr" ) );

  SwFeatureIndex loaded;
  inputs.load( loaded, soils, SOILS );
  QVector<QgsGeometry> slow;
  QVector<QgsGeometry> rated;
  long long implausible = 0;
  auto keepSlow = [&]( const SwIndexedFeature &soil, double value )
  {
    const double rate = unit.toScreenUnit( value );
    rated << soil.geometry;
    implausible += rate > IMPLAUSIBLE_IN_HR;
    // "less than 0.3 inch per hour": 0.3 itself infiltrates enough.
    if ( rate < mInfiltrationInHr )
      slow << soil.geometry;
  };
  const long long unknown = eachNumber( loaded, rateIndex, keepSlow );
  mZone.addGroup( slow, QVariant() );
  mGround.prepare( reader, SwMappedGround::soilsOutside(), SOILS, soils.name, rated );
  inputs.setup.notes->add( SOILS, mGround.statement() );
  mScreened = true;
  mSources = slow.size();
  if ( unknown > 0 )
    inputs.setup.warnings->add( QObject::tr( "SOILS: %1 soil area(s) of layer '%2' have no infiltration rate in %3; they are not counted as slow" ).arg( unknown ).arg( soils.name, rateName ) );
  if ( implausible * 2 > rated.size() )
  {
    const QString advice = unit.unit().name == QLatin1String( "in/hr" )
                             ? QObject::tr( "the values look like micrometres per second, as SSURGO publishes ksat: set INFILTRATION_UNIT to %1" ).arg( rateUnits().units.at( 1 ).name )
                             : QObject::tr( "check INFILTRATION_UNIT" );
    inputs.setup.warnings->add( QObject::tr( "SOILS: %1 of the %2 soil areas of layer '%3' (%4%) infiltrate faster than %5 in/hr with field '%6' read in %7, faster than soils do; %8" )
                                  .arg( implausible )
                                  .arg( rated.size() )
                                  .arg( soils.name )
                                  .arg( 100.0 * static_cast<double>( implausible ) / static_cast<double>( rated.size() ), 0, 'f', 0 )
                                  .arg( IMPLAUSIBLE_IN_HR )
                                  .arg( rateName, unit.unit().name, advice ) );
  }
}

SwInfeasibilityZone SwSlowSoils::mapZone() const
{
  return describeZone( QObject::tr( "saturated infiltration below %1 in/hr" ).arg( mInfiltrationInHr ) );
}
