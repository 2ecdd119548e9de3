/***************************************************************************
  swalgorithm.cpp: shared parameters of the `stormwater` algorithms.
 ***************************************************************************/
#include "processing/swalgorithm.h"
#include "core/compat.h"

#include "qgsprocessingparameters.h"

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
