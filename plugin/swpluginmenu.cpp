/***************************************************************************
  swpluginmenu.cpp: menu and toolbar entries opening the algorithm dialogs.
 ***************************************************************************/
#include "swpluginmenu.h"
#include "swalgorithmdialog.h"

#include "qgisinterface.h"

#include <QAction>
#include <QIcon>
#include <QToolBar>

QString SwPluginMenu::title()
{
  return QObject::tr( "Stormwater screening" );
}

SwPluginMenu::SwPluginMenu( QgisInterface *iface )
  : mIface( iface )
{
  mToolBar = mIface->addToolBar( title() );
  mToolBar->setObjectName( toolBarObjectName() );
  addEntry( QStringLiteral( "stormwater:screenparcels" ), QStringLiteral( ":/stormwater/icons/stormwater.svg" ), tr( "Screen Parcels…" ), tr( "Screen every parcel of the city against the storm water ordinance: vacant parcels, hillside, ESA adjacency, infeasibility; a layer, a zones map and a report" ) );
  addEntry( QStringLiteral( "stormwater:vacantnotices" ), QStringLiteral( ":/stormwater/plugin/icons/notices.svg" ), tr( "Vacant Parcel Notices…" ), tr( "Mailing list, posting list and notice letters for the owners of qualifying vacant parcels" ) );
}

SwPluginMenu::~SwPluginMenu()
{
  for ( QAction *action : std::as_const( mActions ) )
    mIface->removePluginVectorMenu( title(), action );
  qDeleteAll( mActions );
  // The main window holds the toolbar; deleting it takes it out of the window.
  delete mToolBar;
}

void SwPluginMenu::addEntry( const QString &algorithmId, const QString &icon, const QString &text, const QString &toolTip )
{
  QAction *action = new QAction( QIcon( icon ), text, this );
  action->setObjectName( algorithmId );
  action->setToolTip( toolTip );
  action->setStatusTip( toolTip );
  connect( action, &QAction::triggered, this, [this, algorithmId]
           { SwAlgorithmDialog::open( mIface, algorithmId ); } );
  mIface->addPluginToVectorMenu( title(), action );
  mToolBar->addAction( action );
  mActions << action;
}
