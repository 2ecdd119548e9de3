/***************************************************************************
  swvalueunit.cpp: a numeric field's unit, chosen and said.
 ***************************************************************************/
#include "core/swvalueunit.h"
#include "core/swparameterreader.h"

#include <QRegularExpression>

SwChoices SwValueUnit::Quantity::choices() const
{
  SwChoices choices;
  for ( const Unit &unit : units )
    choices.options << unit.name;
  choices.aliases = aliases;
  return choices;
}

SwValueUnit::SwValueUnit( const Quantity &quantity, const Unit &unit, const QString &field, const QString &why )
  : mUnit( unit )
  , mScreenUnit( quantity.units.constFirst() )
  , mField( field )
  , mWhy( why )
{
}

SwValueUnit SwValueUnit::choose( const Quantity &quantity, const SwParameterReader &reader, const QString &field )
{
  auto unitNamed = [&quantity]( const QString &name )
  {
    for ( const Unit &unit : quantity.units )
    {
      if ( unit.name == name )
        return unit;
    }
    return quantity.units.constFirst();
  };
  const QString given = reader.choice( quantity.parameter, quantity.choices() );
  if ( !given.isEmpty() )
    return SwValueUnit( quantity, unitNamed( given ), field, QObject::tr( "%1 is %2" ).arg( quantity.parameter, given ) );
  const QString name = field.toLower();
  for ( const Hint &hint : quantity.hints )
  {
    if ( QRegularExpression( hint.pattern ).match( name ).hasMatch() )
      return SwValueUnit( quantity, unitNamed( hint.unit ), field, hint.why );
  }
  return SwValueUnit( quantity, quantity.units.constFirst(), field, QObject::tr( "the field's name names no other unit and %1 is not given" ).arg( quantity.parameter ) );
}

QString SwValueUnit::statement() const
{
  QString text = QObject::tr( "field '%1' read in %2 (%3): %4" ).arg( mField, mUnit.name, mUnit.words, mWhy );
  if ( !isScreenUnit() )
    text += QObject::tr( "; 1 %1 = %2 %3" ).arg( mUnit.name ).arg( mUnit.factor, 0, 'g', 6 ).arg( mScreenUnit.name );
  return text;
}
