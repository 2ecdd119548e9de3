/***************************************************************************
  swpluginmenu.h: the plugin's place in the QGIS window. A "Stormwater
  screening" submenu of the Vector menu (where QGIS puts vector analysis
  plugins, as our category says) and a toolbar of the same name, each with
  the things a planner or clerk starts from: screening the city's parcels,
  sending the vacant parcel notices, the clerk's follow-up of those notices,
  and a checkable map tool that opens one clicked parcel's sheet
  (SwParcelSheetTool). Removed again on
  destruction, so an unload and a reload in one session leave one menu and
  one toolbar.
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
class SwParcelSheetTool;

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
  //! Adds \a action to the submenu and the toolbar.
  void addAction( QAction *action, const QString &toolTip );
  void addEntry( const QString &algorithmId, const QString &icon, const QString &text, const QString &toolTip );
  //! The checkable entry whose check state is "the parcel sheet tool is the canvas's tool".
  void addParcelSheetTool();

  QgisInterface *mIface = nullptr;
  QPointer<QToolBar> mToolBar;
  QList<QAction *> mActions;
  //! A child of the canvas, which may delete it first when QGIS closes.
  QPointer<SwParcelSheetTool> mParcelSheetTool;
};

#endif // SWPLUGINMENU_H
