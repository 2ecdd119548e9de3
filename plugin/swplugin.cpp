/***************************************************************************
  swplugin.cpp: desktop plugin glue and QGIS's C++ plugin entry points.
 ***************************************************************************/
#include "swplugin.h"
#include "swpluginmenu.h"
#include "processing/swregistration.h"

#include "qgis.h"

const QString SwPlugin::sName = QObject::tr( "Stormwater Parcel Screening" );
const QString SwPlugin::sDescription = QObject::tr( "Screens every parcel of a city against the storm water ordinances of Los Angeles County cities (Processing provider 'stormwater')" );
const QString SwPlugin::sCategory = QObject::tr( "Vector" );
const QString SwPlugin::sVersion = QStringLiteral( STORMWATER_VERSION );
const QString SwPlugin::sIcon = QStringLiteral( ":/stormwater/icons/stormwater.svg" );

SwPlugin::SwPlugin( QgisInterface *iface )
  : QgisPlugin( sName, sDescription, sCategory, sVersion, QgisPlugin::UI )
  , mIface( iface )
{
}

SwPlugin::~SwPlugin() = default;

void SwPlugin::initGui()
{
  if ( !mRegistered )
    mRegistered = stormwater_register_provider() == 1;
  // No interface when loaded outside the desktop (the tests' dlopen).
  if ( mIface && !mMenu )
    mMenu = std::make_unique<SwPluginMenu>( mIface );
}

void SwPlugin::unload()
{
  mMenu.reset();
  if ( mRegistered )
    stormwater_unregister_provider();
  mRegistered = false;
}

// QGIS C++ plugin entry points (the 3.22 form: metadata as const QString *).
QGISEXTERN QgisPlugin *classFactory( QgisInterface *iface )
{
  return new SwPlugin( iface );
}

QGISEXTERN const QString *name()
{
  return &SwPlugin::sName;
}

QGISEXTERN const QString *description()
{
  return &SwPlugin::sDescription;
}

QGISEXTERN const QString *category()
{
  return &SwPlugin::sCategory;
}

QGISEXTERN int type()
{
  return QgisPlugin::UI;
}

QGISEXTERN const QString *version()
{
  return &SwPlugin::sVersion;
}

QGISEXTERN const QString *icon()
{
  return &SwPlugin::sIcon;
}

QGISEXTERN void unload( QgisPlugin *plugin )
{
  delete plugin;
}
