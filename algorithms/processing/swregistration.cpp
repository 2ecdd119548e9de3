/***************************************************************************
  swregistration.cpp: reference-counted registration of the provider.
 ***************************************************************************/
#include "processing/swregistration.h"
#include "processing/swprovider.h"

#include "qgsapplication.h"
#include "qgsprocessingregistry.h"

#include <QMutex>
#include <QMutexLocker>

namespace
{
  QMutex sRegistrationMutex;
  int sRegistrations = 0;
} // namespace

int stormwater_register_provider()
{
  QMutexLocker locker( &sRegistrationMutex );
  QgsProcessingRegistry *registry = QgsApplication::processingRegistry();
  if ( !registry )
    return 0;
  if ( !registry->providerById( SwProvider::providerId() ) )
  {
    if ( !registry->addProvider( new SwProvider( registry ) ) )
      return 0;
  }
  ++sRegistrations;
  return 1;
}

int stormwater_unregister_provider()
{
  QMutexLocker locker( &sRegistrationMutex );
  if ( sRegistrations == 0 )
    return 0;
  if ( --sRegistrations > 0 )
    return 0;
  QgsProcessingRegistry *registry = QgsApplication::processingRegistry();
  return registry && registry->removeProvider( SwProvider::providerId() ) ? 1 : 0;
}

int stormwater_registration_count()
{
  QMutexLocker locker( &sRegistrationMutex );
  return sRegistrations;
}
