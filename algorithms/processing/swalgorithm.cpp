/***************************************************************************
  swalgorithm.cpp: shared parameters of the `stormwater` algorithms.
 ***************************************************************************/
#include "processing/swalgorithm.h"

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
  return QObject::tr( "PROFILE: the city whose ordinance sets the thresholds: %1 (default %2), or the path of a profile file copied from one of them with changed numbers." )
    .arg( SwProfile::builtInNames().join( QLatin1String( ", " ) ), SwProfile::defaultName() );
}
