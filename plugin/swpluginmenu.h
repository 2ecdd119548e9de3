/***************************************************************************
  swpluginmenu.h: the plugin's place in the QGIS window. A "Stormwater
  screening" submenu of the Vector menu (where QGIS puts vector analysis
  plugins, as our category says) and a toolbar of the same name, each with
  the two things a planner starts from: screening the city's parcels and
  sending the vacant parcel notices. Removed again on destruction, so an
  unload and a reload in one session leave one menu and one toolbar.
 ***************************************************************************/
#ifndef SWPLUGINMENU_H
#define SWPLUGINMENU_H

#include <QObject>
#include <QPointer>
#include <QString>
#include <QList>

class QAction;
class QToolBar;
class QgisInterface;

class SwPluginMenu : public QObject
{
  Q_OBJECT
public:
  //! Name of the submenu and of the toolbar.
  static QString title();
  //! Object name of the toolbar (QGIS saves the window layout by it).
  static QString toolBarObjectName() { return QStringLiteral( "mStormwaterScreeningToolBar" ); }

  explicit SwPluginMenu( QgisInterface *iface );
  ~SwPluginMenu() override;

private:
  void addEntry( const QString &algorithmId, const QString &icon, const QString &text, const QString &toolTip );

  QgisInterface *mIface = nullptr;
  QPointer<QToolBar> mToolBar;
  QList<QAction *> mActions;
};

#endif // SWPLUGINMENU_H
