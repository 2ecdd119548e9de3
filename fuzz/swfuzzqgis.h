/***************************************************************************
  swfuzzqgis.h: what the fuzz targets share: QGIS started once, headless,
  with the `stormwater` provider registered; and a stop that libFuzzer
  reports as a crash, saying which property of the engine failed.
 ***************************************************************************/
#ifndef SWFUZZQGIS_H
#define SWFUZZQGIS_H

#include <QString>

namespace SwFuzzQgis
{
  /**
   * Starts QGIS once for the whole process (offscreen, prefix /usr,
   * initQgis, the native and `stormwater` providers registered). Call from
   * LLVMFuzzerInitialize; QGIS lives until the process exits.
   */
  void start( const char *program );

  //! Prints \a what and aborts: libFuzzer saves the input that did it.
  [[noreturn]] void fail( const QString &what );
} // namespace SwFuzzQgis

//! Aborts with the failed condition when \a condition does not hold.
#define SW_FUZZ_CHECK( condition, what )                                                        \
  do                                                                                            \
  {                                                                                             \
    if ( !( condition ) )                                                                       \
      SwFuzzQgis::fail( QStringLiteral( "%1: %2" ).arg( QStringLiteral( #condition ), what ) ); \
  } while ( false )

#endif // SWFUZZQGIS_H
