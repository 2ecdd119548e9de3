/***************************************************************************
  test_plugin.cpp: the plugin library loads with dlopen as QGIS loads it,
  exposes QGIS's C++ plugin entry points with the right values, registers
  the provider from initGui() and removes it on unload(); the registration
  entry point the Python shim calls shares the same count.
 ***************************************************************************/
#include "qgisplugin.h"
#include "qgsapplication.h"
#include "qgsprocessingregistry.h"

#include <dlfcn.h>

#include "swtestprint.h"

#include <gtest/gtest.h>

namespace
{
  void *library()
  {
    static void *handle = dlopen( PLUGIN_LIBRARY, RTLD_NOW | RTLD_GLOBAL );
    return handle;
  }

  template <typename F>
  F entry( const char *symbol )
  {
    return reinterpret_cast<F>( dlsym( library(), symbol ) );
  }

  bool providerRegistered()
  {
    return QgsApplication::processingRegistry()->providerById( QStringLiteral( "stormwater" ) ) != nullptr;
  }
} // namespace

TEST( Plugin, LoadsWithDlopen )
{
  ASSERT_NE( library(), nullptr ) << dlerror();
}

TEST( Plugin, ExposesTheQgisEntryPoints )
{
  using Text = const QString *(*)();
  for ( const char *symbol : { "classFactory", "name", "description", "category", "type", "version", "icon", "unload" } )
    EXPECT_NE( dlsym( library(), symbol ), nullptr ) << symbol;
  EXPECT_EQ( *entry<Text>( "name" )(), QStringLiteral( "Stormwater Parcel Screening" ) );
  EXPECT_TRUE( entry<Text>( "description" )()->contains( QStringLiteral( "storm water ordinances" ) ) );
  EXPECT_EQ( *entry<Text>( "category" )(), QStringLiteral( "Vector" ) );
  EXPECT_EQ( *entry<Text>( "version" )(), QStringLiteral( "0.1.0" ) );
  EXPECT_EQ( *entry<Text>( "icon" )(), QStringLiteral( ":/stormwater/icons/stormwater.svg" ) );
  EXPECT_EQ( entry<int ( * )()>( "type" )(), QgisPlugin::UI );
}

TEST( Plugin, InitGuiRegistersTheProviderAndUnloadRemovesIt )
{
  using Factory = QgisPlugin *(*)( QgisInterface * );
  using Unload = void ( * )( QgisPlugin * );
  ASSERT_FALSE( providerRegistered() );
  QgisPlugin *plugin = entry<Factory>( "classFactory" )( nullptr );
  ASSERT_NE( plugin, nullptr );
  plugin->initGui();
  ASSERT_TRUE( providerRegistered() );
  EXPECT_TRUE( QgsApplication::processingRegistry()->algorithmById( QStringLiteral( "stormwater:profilerules" ) ) );
  plugin->unload();
  EXPECT_FALSE( providerRegistered() );
  entry<Unload>( "unload" )( plugin );
}

// The desktop plugin and the Python shim both enabled: one provider, removed
// only when both have let go.
TEST( Plugin, ShimAndPluginTogetherRegisterOnce )
{
  using Factory = QgisPlugin *(*)( QgisInterface * );
  using Count = int ( * )();
  QgisPlugin *plugin = entry<Factory>( "classFactory" )( nullptr );
  plugin->initGui();
  ASSERT_EQ( entry<Count>( "stormwater_register_provider" )(), 1 ); // the shim
  EXPECT_EQ( entry<Count>( "stormwater_registration_count" )(), 2 );
  int stormwaterProviders = 0;
  for ( QgsProcessingProvider *provider : QgsApplication::processingRegistry()->providers() )
    stormwaterProviders += provider->id() == QLatin1String( "stormwater" ) ? 1 : 0;
  EXPECT_EQ( stormwaterProviders, 1 );
  plugin->unload();
  EXPECT_TRUE( providerRegistered() ); // the shim still holds it
  EXPECT_EQ( entry<Count>( "stormwater_unregister_provider" )(), 1 );
  EXPECT_FALSE( providerRegistered() );
  delete plugin;
}
