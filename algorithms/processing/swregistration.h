/***************************************************************************
  swregistration.h: the one C entry point pair that puts the provider into
  QGIS's Processing registry. The desktop plugin and the Python shim that
  makes the provider visible to qgis_process both call it, so it counts its
  callers and registers the provider once.
 ***************************************************************************/
#ifndef SWREGISTRATION_H
#define SWREGISTRATION_H

#if defined( _WIN32 )
#define SW_C_EXPORT extern "C" __declspec( dllexport )
#else
#define SW_C_EXPORT extern "C" __attribute__( ( visibility( "default" ) ) )
#endif

/**
 * Adds the `stormwater` provider to QgsApplication::processingRegistry()
 * unless it is already there. Returns 1 when the provider is registered after
 * the call, 0 when QGIS is not initialised.
 */
SW_C_EXPORT int stormwater_register_provider();

/**
 * Drops one registration; the provider leaves the registry when the last
 * caller has unregistered. Returns 1 if it was removed.
 */
SW_C_EXPORT int stormwater_unregister_provider();

//! How many callers hold the provider registered (for tests).
SW_C_EXPORT int stormwater_registration_count();

#endif // SWREGISTRATION_H
