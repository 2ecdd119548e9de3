/***************************************************************************
  swparcelsheettool.h: the "click a parcel: print its sheet" map tool. The
  counter clerk answers one applicant about one parcel; rather than typing
  an APN into the sheet's dialog, the clerk clicks the parcel on the map and
  gets the Processing dialog of stormwater:parcelsheet with the layer and the
  APN already filled in, the parcel highlighted while the dialog is open.
 ***************************************************************************/
#ifndef SWPARCELSHEETTOOL_H
#define SWPARCELSHEETTOOL_H

#include "qgsfeature.h"
#include "qgsmaptool.h"

#include <QPointer>

class QgisInterface;
class QgsHighlight;
class QgsVectorLayer;

class SwParcelSheetTool : public QgsMapTool
{
  Q_OBJECT
public:
  //! The algorithm whose dialog a click opens.
  static QString algorithmId() { return QStringLiteral( "stormwater:parcelsheet" ); }
  //! The field that names a parcel, on the layer clicked and in the algorithm's INPUT.
  static QString apnField() { return QStringLiteral( "apn" ); }
  //! Object name of the tool, how tests and scripts recognise it as the canvas's tool.
  static QString toolObjectName() { return QStringLiteral( "mStormwaterParcelSheetTool" ); }

  explicit SwParcelSheetTool( QgisInterface *iface );
  ~SwParcelSheetTool() override;

  void canvasReleaseEvent( QgsMapMouseEvent *e ) override;
  void deactivate() override;

private:
  /**
   * The layers a click searches, top first: the active layer alone when it is
   * a parcel layer (polygons with an APN), else every visible parcel layer.
   */
  QList<QgsVectorLayer *> parcelLayers() const;
  //! The parcel with an APN under \a mapPoint (canvas CRS) on \a layer: the one containing it, else the nearest within the search radius.
  QgsFeature parcelAt( QgsVectorLayer *layer, const QgsPointXY &mapPoint ) const;
  //! Opens the sheet's dialog for \a parcel of \a layer, or says why it cannot.
  void openSheet( QgsVectorLayer *layer, const QgsFeature &parcel );

  QgisInterface *mIface = nullptr;
  //! A canvas item: QPointer, as the canvas's scene may delete it first when QGIS closes.
  QPointer<QgsHighlight> mHighlight;
};

#endif // SWPARCELSHEETTOOL_H
