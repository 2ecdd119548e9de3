/***************************************************************************
  swparameterreader.cpp: one reader for every screen's parameters.
 ***************************************************************************/
#include "core/swparameterreader.h"
#include "core/compat.h"

#include "qgsexception.h"

#include <cmath>

SwNumberRange SwNumberRange::atLeastZero( const QString &unit )
{
  SwNumberRange range;
  range.description = QObject::tr( "a number of %1, 0 or more" ).arg( unit );
  return range;
}

SwNumberRange SwNumberRange::aboveZero( const QString &unit )
{
  SwNumberRange range;
  range.description = unit.isEmpty() ? QObject::tr( "a number greater than 0" ) : QObject::tr( "a number of %1 greater than 0" ).arg( unit );
  range.minimumExcluded = true;
  return range;
}

bool SwNumberRange::holds( double value ) const
{
  if ( !std::isfinite( value ) || value < minimum || value > maximum )
    return false;
  return !( minimumExcluded && value == minimum );
}

SwParameterReader::SwParameterReader( const QVariantMap &parameters, QgsProcessingContext &context )
  : mParameters( parameters )
  , mContext( context )
{
}

bool SwParameterReader::isGiven( const QVariant &value )
{
  return SwLayerInput::isGiven( value );
}

bool SwParameterReader::anyGiven( const QStringList &names ) const
{
  for ( const QString &name : names )
  {
    if ( isGiven( name ) )
      return true;
  }
  return false;
}

QVariantList SwParameterReader::layerValues( const QVariant &value )
{
  if ( !isGiven( value ) )
    return QVariantList();
  if ( value.type() == QVariant::List || value.type() == QVariant::StringList )
    return value.toList();
  return QVariantList{ value };
}

QString SwParameterReader::text( const QString &name, const QString &fallback ) const
{
  const QString value = mParameters.value( name ).toString().trimmed();
  return value.isEmpty() ? fallback : value;
}

void SwParameterReader::refuse( const QString &name, const QString &description ) const
{
  const QVariant value = mParameters.value( name );
  const QString shown = value.type() == QVariant::List || value.type() == QVariant::StringList ? value.toStringList().join( QLatin1String( ", " ) ) : value.toString();
  throw QgsProcessingException( QObject::tr( "%1 must be %2; got '%3'" ).arg( name, description, shown ) );
}

double SwParameterReader::number( const QString &name, double fallback, const SwNumberRange &range ) const
{
  return optionalNumber( name, range ).value_or( fallback );
}

std::optional<double> SwParameterReader::optionalNumber( const QString &name, const SwNumberRange &range ) const
{
  if ( !isGiven( name ) )
    return std::nullopt;
  bool ok = false;
  const double number = mParameters.value( name ).toDouble( &ok );
  if ( !ok || !range.holds( number ) )
    refuse( name, range.description );
  return number;
}

int SwParameterReader::integer( const QString &name, int fallback, int minimum, const QString &description ) const
{
  if ( !isGiven( name ) )
    return fallback;
  bool ok = false;
  const int number = mParameters.value( name ).toInt( &ok );
  if ( !ok || number < minimum )
    refuse( name, description );
  return number;
}

QString SwParameterReader::choice( const QString &name, const SwChoices &choices, const QString &fallback ) const
{
  if ( !isGiven( name ) )
    return fallback;
  const QString option = choices.option( mParameters.value( name ) );
  if ( option.isEmpty() )
    refuse( name, QObject::tr( "one of %1" ).arg( choices.described() ) );
  return option;
}

bool SwParameterReader::yesNo( const QString &name, bool fallback ) const
{
  if ( !isGiven( name ) )
    return fallback;
  const QVariant value = mParameters.value( name );
  if ( value.type() == QVariant::Bool )
    return value.toBool();
  const QString text = value.toString().trimmed().toLower();
  if ( text == QLatin1String( "true" ) || text == QLatin1String( "yes" ) || text == QLatin1String( "1" ) )
    return true;
  if ( text == QLatin1String( "false" ) || text == QLatin1String( "no" ) || text == QLatin1String( "0" ) )
    return false;
  refuse( name, QObject::tr( "true or false" ) );
}

QStringList SwParameterReader::list( const QString &name ) const
{
  const QVariant value = mParameters.value( name );
  QStringList items;
  if ( !isGiven( value ) )
    return items;
  const QStringList raw = value.type() == QVariant::List || value.type() == QVariant::StringList ? value.toStringList() : value.toString().split( ',' );
  for ( const QString &item : raw )
  {
    if ( !item.trimmed().isEmpty() )
      items << item.trimmed();
  }
  return items;
}

SwLayerInput::Layer SwParameterReader::layer( const QString &name, SwGeometryType geometryType ) const
{
  return SwLayerInput::layer( mParameters, name, geometryType, mContext );
}

int SwParameterReader::requiredField( const QString &name, const QString &fallbackField, const QgsFields &fields, const QString &layerParameter, const QString &layerName ) const
{
  const QString field = text( name, fallbackField );
  const int index = fields.lookupField( field );
  if ( index < 0 )
    throw QgsProcessingException( QObject::tr( "%1 '%2' is not a field of %3 layer '%4' (its fields: %5)" ).arg( name, field, layerParameter, layerName, fields.names().join( QLatin1String( ", " ) ) ) );
  return index;
}

int SwParameterReader::optionalField( const QString &name, const QgsFields &fields, const QString &layerParameter, const QString &layerName ) const
{
  if ( !isGiven( name ) )
    return -1;
  return requiredField( name, QString(), fields, layerParameter, layerName );
}

int SwParameterReader::defaultedField( const QString &name, const QString &defaultField, const QgsFields &fields, const QString &layerParameter, const QString &layerName, const QString &without, QStringList &notes ) const
{
  return defaultedField( name, QStringList{ defaultField }, fields, layerParameter, layerName, without, notes );
}

int SwParameterReader::defaultedField( const QString &name, const QStringList &knownFields, const QgsFields &fields, const QString &layerParameter, const QString &layerName, const QString &without, QStringList &notes ) const
{
  const int index = knownField( name, knownFields, fields, layerParameter, layerName );
  if ( index < 0 )
  {
    const QString missing = knownFields.size() == 1 ? QObject::tr( "no field '%1'" ).arg( knownFields.constFirst() ) : QObject::tr( "none of the fields %1" ).arg( knownFields.join( QLatin1String( ", " ) ) );
    notes << QObject::tr( "%1: %2 layer '%3' has %4; %5" ).arg( name, layerParameter, layerName, missing, without );
  }
  return index;
}

int SwParameterReader::knownField( const QString &name, const QStringList &knownFields, const QgsFields &fields, const QString &layerParameter, const QString &layerName ) const
{
  const QString field = text( name, knownFields.constFirst() );
  // The dialog and the command line hand the default itself when the user left it.
  if ( field.compare( knownFields.constFirst(), Qt::CaseInsensitive ) != 0 )
    return requiredField( name, QString(), fields, layerParameter, layerName );
  for ( const QString &known : knownFields )
  {
    const int index = fields.lookupField( known );
    if ( index >= 0 )
      return index;
  }
  return -1;
}
