/***************************************************************************
  swalgorithm.cpp: shared parameters of the `stormwater` algorithms.
 ***************************************************************************/
#include "processing/swalgorithm.h"
#include "core/compat.h"

#include "qgsprocessingparameters.h"

#include <QIcon>

namespace
{
  QString translated( const char *text )
  {
    return text ? QCoreApplication::translate( "SwAlgorithm", text ) : QString();
  }
} // namespace

QString SwAlgorithm::name() const
{
  return QString::fromLatin1( description().id );
}

QString SwAlgorithm::displayName() const
{
  return translated( description().displayName );
}

QStringList SwAlgorithm::tags() const
{
  return translated( description().tags ).split( ',' );
}

QString SwAlgorithm::group() const
{
  switch ( description().group )
  {
    case Group::Screens:
      return QObject::tr( "Parcel screens" );
    case Group::Citywide:
      return QObject::tr( "Citywide screening" );
    case Group::Notices:
      return QObject::tr( "Notices" );
    case Group::Profiles:
      return QObject::tr( "Jurisdiction profiles" );
  }
  return QString();
}

QString SwAlgorithm::groupId() const
{
  switch ( description().group )
  {
    case Group::Screens:
      return QStringLiteral( "screens" );
    case Group::Citywide:
      return QStringLiteral( "citywide" );
    case Group::Notices:
      return QStringLiteral( "notices" );
    case Group::Profiles:
      return QStringLiteral( "profiles" );
  }
  return QString();
}

QString SwAlgorithm::shortDescription() const
{
  return translated( description().summary );
}

QIcon SwAlgorithm::icon() const
{
  return QIcon( svgIconPath() );
}

QString SwAlgorithm::svgIconPath() const
{
  return QStringLiteral( ":/stormwater/icons/stormwater.svg" );
}

void SwAlgorithm::addProfileParameter()
{
  auto profile = std::make_unique<QgsProcessingParameterString>( profileParameterName(), QObject::tr( "Jurisdiction profile (name or path)" ), SwProfile::defaultName() );
  profile->setHelp( profileHelp() );
  addParameter( profile.release() );
}

SwProfile SwAlgorithm::profileParameter( const QVariantMap &parameters, QgsProcessingContext &context ) const
{
  return SwProfile::load( parameterAsString( parameters, profileParameterName(), context ) );
}

QString SwAlgorithm::profileHelp()
{
  return QObject::tr( "the city whose ordinance sets the thresholds: %1 (default %2), or the path of a profile file copied from one of them with changed numbers." )
    .arg( SwProfile::builtInNames().join( QLatin1String( ", " ) ), SwProfile::defaultName() );
}

QString SwAlgorithm::parametersHelp() const
{
  QStringList lines;
  for ( const QgsProcessingParameterDefinition *definition : parameterDefinitions() )
  {
    if ( definition->help().isEmpty() )
      continue;
    const bool advanced = definition->flags() & SW_PARAMETER_FLAG_ADVANCED;
    lines << QStringLiteral( "%1%2: %3" ).arg( definition->name(), advanced ? QObject::tr( " (advanced)" ) : QString(), definition->help() );
  }
  return lines.join( QLatin1Char( '\n' ) );
}
