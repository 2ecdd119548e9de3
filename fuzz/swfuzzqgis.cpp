/***************************************************************************
  swfuzzqgis.cpp: QGIS for the fuzz targets.
 ***************************************************************************/
#include "swfuzzqgis.h"

#include "processing/swregistration.h"

#include "qgsapplication.h"
#include "qgsnativealgorithms.h"
#include "qgsprocessingregistry.h"

#include <cstdio>
#include <cstdlib>

void SwFuzzQgis::start( const char *program )
{
  static QgsApplication *sApplication = nullptr;
  if ( sApplication )
    return;
  qputenv( "QT_QPA_PLATFORM", "offscreen" );
  // Qt keeps references to argc and argv; libFuzzer's own stay untouched.
  static int sArgc = 1;
  static char *sArgv[] = { const_cast<char *>( program ), nullptr };
  sApplication = new QgsApplication( sArgc, sArgv, false );
  QgsApplication::setPrefixPath( QStringLiteral( "/usr" ), true );
  QgsApplication::initQgis();
  QgsApplication::processingRegistry()->addProvider( new QgsNativeAlgorithms( QgsApplication::processingRegistry() ) );
  if ( stormwater_register_provider() != 1 )
    fail( QStringLiteral( "the stormwater provider did not register" ) );
}

void SwFuzzQgis::fail( const QString &what )
{
  std::fprintf( stderr, "FUZZ FAILURE: %s\n", what.toLocal8Bit().constData() );
  std::fflush( stderr );
  std::abort();
}
