/***************************************************************************
  swplugin.h: the QGIS desktop plugin. Glue only: initGui() puts the
  `stormwater` provider into the Processing registry and, in the desktop,
  adds the menu and toolbar (SwPluginMenu); unload() takes them out.
 ***************************************************************************/
#ifndef SWPLUGIN_H
#define SWPLUGIN_H

#include "qgisplugin.h"

#include <QObject>

#include <memory>

class QgisInterface;
class SwPluginMenu;

class SwPlugin : public QObject, public QgisPlugin
{
  Q_OBJECT
public:
  static const QString sName;
  static const QString sDescription;
  static const QString sCategory;
  static const QString sVersion;
  static const QString sIcon;

  explicit SwPlugin( QgisInterface *iface );
  ~SwPlugin() override;

  void initGui() override;
  void unload() override;

private:
  QgisInterface *mIface = nullptr;
  bool mRegistered = false;
  std::unique_ptr<SwPluginMenu> mMenu;
};

#endif // SWPLUGIN_H
