/***************************************************************************
  swparcelsheettool.cpp: a click finds the parcel, the sheet's dialog opens
  pre-filled with it.
 ***************************************************************************/
#include "swparcelsheettool.h"
#include "swalgorithmdialog.h"
#include "core/compat.h"

#include "qgisinterface.h"
#include "qgsapplication.h"
#include "qgsfeatureiterator.h"
#include "qgshighlight.h"
#include "qgsmapcanvas.h"
#include "qgsmapmouseevent.h"
#include "qgsmessagebar.h"
#include "qgsprocessingregistry.h"
#include "qgsvectorlayer.h"

#include <QTimer>

#include <limits>

namespace
{
  //! The APN field of \a layer, found as the algorithm finds it (any case), or -1.
  int apnIndex( const QgsVectorLayer *layer )
  {
    return layer->fields().lookupField( SwParcelSheetTool::apnField() );
  }

  //! \a layer as a parcel layer (polygons with an APN field), or nullptr.
  QgsVectorLayer *asParcelLayer( QgsMapLayer *layer )
  {
    QgsVectorLayer *vectorLayer = qobject_cast<QgsVectorLayer *>( layer );
    if ( !vectorLayer || vectorLayer->geometryType() != SW_GEOMETRY( Polygon ) )
      return nullptr;
    return apnIndex( vectorLayer ) >= 0 ? vectorLayer : nullptr;
  }
} // namespace

SwParcelSheetTool::SwParcelSheetTool( QgisInterface *iface )
  : QgsMapTool( iface->mapCanvas() )
  , mIface( iface )
{
  setObjectName( toolObjectName() );
  setCursor( QgsApplication::getThemeCursor( QgsApplication::Cursor::Identify ) );
}

SwParcelSheetTool::~SwParcelSheetTool()
{
  delete mHighlight;
}

void SwParcelSheetTool::deactivate()
{
  delete mHighlight;
  QgsMapTool::deactivate();
}

void SwParcelSheetTool::canvasReleaseEvent( QgsMapMouseEvent *e )
{
  if ( e->button() != Qt::LeftButton )
    return;
  delete mHighlight;

  const QList<QgsVectorLayer *> layers = parcelLayers();
  QStringList searched;
  for ( QgsVectorLayer *layer : layers )
  {
    const QgsFeature parcel = parcelAt( layer, e->mapPoint() );
    if ( parcel.isValid() )
    {
      mHighlight = new QgsHighlight( mCanvas, parcel.geometry(), layer );
      mHighlight->setColor( QColor( 230, 120, 0 ) );
      mHighlight->setFillColor( QColor( 230, 120, 0, 70 ) );
      mHighlight->setWidth( 3 );
      mHighlight->show();
      // The dialog is modal: open it once the canvas has finished with this
      // click, not from inside the canvas's mouse handler.
      const QPointer<QgsVectorLayer> parcelLayer( layer );
      QTimer::singleShot( 0, this, [this, parcelLayer, parcel]
                          {
        if ( parcelLayer )
          openSheet( parcelLayer, parcel ); } );
      return;
    }
    searched << layer->name();
  }
  const QString what = searched.isEmpty()
                         ? tr( "no visible polygon layer has a field \"%1\"" ).arg( apnField() )
                         : tr( "layers searched: %1" ).arg( searched.join( QLatin1String( ", " ) ) );
  mIface->messageBar()->pushInfo( tr( "Parcel sheet" ), tr( "No parcel with an APN here: %1" ).arg( what ) );
}

QList<QgsVectorLayer *> SwParcelSheetTool::parcelLayers() const
{
  if ( QgsVectorLayer *active = asParcelLayer( mIface->activeLayer() ) )
    return { active };
  // The canvas lists its visible layers top first.
  QList<QgsVectorLayer *> layers;
  for ( QgsMapLayer *layer : mCanvas->layers() )
  {
    QgsVectorLayer *parcels = asParcelLayer( layer );
    if ( parcels && ( !parcels->hasScaleBasedVisibility() || parcels->isInScaleRange( mCanvas->scale() ) ) )
      layers << parcels;
  }
  return layers;
}

QgsFeature SwParcelSheetTool::parcelAt( QgsVectorLayer *layer, const QgsPointXY &mapPoint ) const
{
  const double radius = searchRadiusMU( mCanvas );
  const QgsRectangle mapRect( mapPoint.x() - radius, mapPoint.y() - radius, mapPoint.x() + radius, mapPoint.y() + radius );
  const QgsMapSettings &settings = mCanvas->mapSettings();
  const QgsGeometry click = QgsGeometry::fromPointXY( settings.mapToLayerCoordinates( layer, mapPoint ) );
  const int apn = apnIndex( layer );

  QgsFeatureRequest request( settings.mapToLayerCoordinates( layer, mapRect ) );
  request.setFlags( SW_FEATURE_REQUEST_FLAG( ExactIntersect ) );
  QgsFeatureIterator parcels = layer->getFeatures( request );
  QgsFeature parcel;
  QgsFeature nearest;
  double nearestDistance = std::numeric_limits<double>::max();
  while ( parcels.nextFeature( parcel ) )
  {
    if ( !parcel.hasGeometry() || parcel.attribute( apn ).toString().trimmed().isEmpty() )
      continue;
    // 0 for the parcel the click is in; else a click just outside an edge
    // still finds the parcel it nearly hit.
    const double distance = parcel.geometry().distance( click );
    if ( distance < nearestDistance )
    {
      nearest = parcel;
      nearestDistance = distance;
    }
  }
  return nearest;
}

void SwParcelSheetTool::openSheet( QgsVectorLayer *layer, const QgsFeature &parcel )
{
  const QString apn = parcel.attribute( apnIndex( layer ) ).toString().trimmed();
  if ( !QgsApplication::processingRegistry()->algorithmById( algorithmId() ) )
  {
    mIface->messageBar()->pushWarning( tr( "Parcel sheet" ), tr( "Parcel %1 on layer %2: the algorithm %3 is not in the Processing registry (not in this build of the stormwater provider), so no sheet can be made" ).arg( apn, layer->name(), algorithmId() ) );
    return;
  }
  QVariantMap parameters;
  parameters.insert( QStringLiteral( "INPUT" ), layer->id() );
  parameters.insert( QStringLiteral( "APN" ), apn );
  SwAlgorithmDialog::open( mIface, algorithmId(), parameters ); // returns when the dialog closes
  delete mHighlight;
}
