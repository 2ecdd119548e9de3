/***************************************************************************
  swplugin.h: the QGIS desktop plugin. Glue only: initGui() puts the
  `stormwater` provider into the Processing registry, unload() takes it out.
 ***************************************************************************/
#ifndef SWPLUGIN_H
#define SWPLUGIN_H

#include "qgisplugin.h"

#include <QObject>

class QgisInterface;

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

  void initGui() override;
  void unload() override;

private:
  QgisInterface *mIface = nullptr;
  bool mRegistered = false;
};

#endif // SWPLUGIN_H
