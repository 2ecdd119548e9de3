/***************************************************************************
  swpluginmenu.cpp: menu and toolbar entries opening the algorithm dialogs,
  and the one switching on the parcel sheet map tool.
 ***************************************************************************/
#include "swpluginmenu.h"
#include "swalgorithmdialog.h"
#include "swparcelsheettool.h"

#include "qgisinterface.h"
#include "qgsmapcanvas.h"

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
  addEntry( QStringLiteral( "stormwater:noticefollowup" ), QStringLiteral( ":/stormwater/plugin/icons/followup.svg" ), tr( "Notice Follow-up…" ), tr( "What the notice case file leaves to do on a date: overdue notices, deadlines and extensions ending, annual inspections and corrective notices due, cases to close or open; reminder and corrective letters" ) );
  addParcelSheetTool();
}

SwPluginMenu::~SwPluginMenu()
{
  // Hand the canvas back to the pan tool rather than leave it with no tool.
  if ( mParcelSheetTool && mIface->mapCanvas()->mapTool() == mParcelSheetTool )
    mIface->actionPan()->trigger();
  delete mParcelSheetTool;
  for ( QAction *action : std::as_const( mActions ) )
    mIface->removePluginVectorMenu( title(), action );
  qDeleteAll( mActions );
  // The main window holds the toolbar; deleting it takes it out of the window.
  delete mToolBar;
}

void SwPluginMenu::addAction( QAction *action, const QString &toolTip )
{
  action->setToolTip( toolTip );
  action->setStatusTip( toolTip );
  mIface->addPluginToVectorMenu( title(), action );
  mToolBar->addAction( action );
  mActions << action;
}

void SwPluginMenu::addEntry( const QString &algorithmId, const QString &icon, const QString &text, const QString &toolTip )
{
  QAction *action = new QAction( QIcon( icon ), text, this );
  action->setObjectName( algorithmId );
  connect( action, &QAction::triggered, this, [this, algorithmId]
           { SwAlgorithmDialog::open( mIface, algorithmId ); } );
  addAction( action, toolTip );
}

void SwPluginMenu::addParcelSheetTool()
{
  QAction *action = new QAction( QIcon( QStringLiteral( ":/stormwater/plugin/icons/parcelsheet.svg" ) ), tr( "Parcel Sheet (click a parcel)…" ), this );
  action->setObjectName( SwParcelSheetTool::algorithmId() );
  action->setCheckable( true );
  mParcelSheetTool = new SwParcelSheetTool( mIface );
  // The canvas checks the action when the tool becomes its tool and
  // unchecks it when another tool takes over.
  mParcelSheetTool->setAction( action );
  connect( action, &QAction::triggered, this, [this]( bool checked )
           {
    QgsMapCanvas *canvas = mIface->mapCanvas();
    if ( checked )
      canvas->setMapTool( mParcelSheetTool );
    else if ( canvas->mapTool() == mParcelSheetTool )
      mIface->actionPan()->trigger(); } );
  addAction( action, tr( "Click a parcel on the map to open its parcel sheet (screens, duties, a map; PDF and HTML) with the parcel's APN filled in" ) );
}
