/***************************************************************************
  swchoiceparameter.cpp: a drop-down of names that also takes numbers.
 ***************************************************************************/
#include "core/swchoiceparameter.h"
#include "core/compat.h"
#include "core/swparameterreader.h"

QString SwChoices::option( const QVariant &value ) const
{
  const QString text = value.toString().trimmed();
  bool isNumber = false;
  const int index = text.toInt( &isNumber );
  if ( isNumber )
    return index >= 0 && index < options.size() ? options.at( index ) : QString();
  for ( const QString &candidate : options )
  {
    if ( candidate.compare( text, Qt::CaseInsensitive ) == 0 )
      return candidate;
  }
  return aliases.value( text.toLower() );
}

QString SwChoices::described() const
{
  if ( options.isEmpty() )
    return QString();
  return QObject::tr( "%1 (or their numbers, 0 to %2)" ).arg( options.join( QLatin1String( ", " ) ) ).arg( options.size() - 1 );
}

SwChoiceParameter::SwChoiceParameter( const QString &name, const QString &description, const SwChoices &choices, const QVariant &defaultValue, bool optional )
  : QgsProcessingParameterEnum( name, description, choices.options, false, defaultValue, optional, true )
  , mChoices( choices )
{
}

bool SwChoiceParameter::checkValueIsAcceptable( const QVariant &input, QgsProcessingContext *context ) const
{
  if ( QgsProcessingParameterEnum::checkValueIsAcceptable( input, context ) )
    return true;
  if ( !SwParameterReader::isGiven( input ) )
    return flags() & SW_PARAMETER_FLAG_OPTIONAL;
  return !mChoices.option( input ).isEmpty();
}
