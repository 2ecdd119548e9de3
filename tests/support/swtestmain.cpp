/***************************************************************************
  swtestmain.cpp: GoogleTest main for every suite: starts QGIS headless
  once, with the native algorithms and (unless the suite tests the plugin
  library itself) the `stormwater` provider registered.
 ***************************************************************************/
#include "qgsapplication.h"
#include "qgsnativealgorithms.h"
#include "qgsprocessingregistry.h"

#ifndef SW_NO_ENGINE
#include "processing/swregistration.h"
#endif

#include <gtest/gtest.h>

int main( int argc, char **argv )
{
  ::testing::InitGoogleTest( &argc, argv );
  qputenv( "QT_QPA_PLATFORM", "offscreen" );
  QgsApplication app( argc, argv, false );
  QgsApplication::setPrefixPath( QStringLiteral( "/usr" ), true );
  QgsApplication::initQgis();
  QgsApplication::processingRegistry()->addProvider( new QgsNativeAlgorithms( QgsApplication::processingRegistry() ) );
#ifndef SW_NO_ENGINE
  stormwater_register_provider();
#endif
  const int result = RUN_ALL_TESTS();
  QgsApplication::exitQgis();
  return result;
}
