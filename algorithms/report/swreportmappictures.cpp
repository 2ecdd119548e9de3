/***************************************************************************
  swreportmappictures.cpp: each picture framed, drawn and finished: the band with the scale bar in feet, the title and the north arrow; the insets' frames on the overview.
 ***************************************************************************/
#include "report/swreportmapparts.h"
#include "core/compat.h"
#include "outputs/swstyles.h"

#include "core/compat.h"
#include "outputs/swstyles.h"

#include "qgsapplication.h"
#include "qgsbasicnumericformat.h"
#include "qgscategorizedsymbolrenderer.h"
#include "qgsexception.h"
#include "qgsfeedback.h"
#include "qgsfillsymbol.h"
#include "qgsfillsymbollayer.h"
#include "qgslabelingresults.h"
#include "qgslayout.h"
#include "qgslayoutexporter.h"
#include "qgslayoutitemmap.h"
#include "qgslayoutitempage.h"
#include "qgslayoutitempicture.h"
#include "qgslayoutitemscalebar.h"
#include "qgslayoutpagecollection.h"
#include "qgslinesymbol.h"
#include "qgslinesymbollayer.h"
#include "qgsmaprenderersequentialjob.h"
#include "qgsmarkersymbol.h"
#include "qgsmarkersymbollayer.h"
#include "qgspallabeling.h"
#include "qgsproject.h"
#include "qgsrulebasedrenderer.h"
#include "qgssinglesymbolrenderer.h"
#include "qgstextformat.h"
#include "qgsvectorlayer.h"
#include "qgsvectorlayerlabeling.h"

#include <QDomDocument>
#include <QFile>
#include <QFontMetricsF>
#include <QLocale>
#include <QPainter>
#include <QSet>

#include <algorithm>
#include <cmath>
#include <functional>

using namespace SwReportMapParts;

bool SwReportMap::frame( const QgsRectangle &wanted, const QSize &size, int number, const QString &title, Picture &picture, QgsMapSettings &settings, QgsFeedback *feedback ) const
{
  picture = Picture();
  if ( !isValid() || size.width() < 1 || size.height() <= BAND_PIXELS || ( feedback && feedback->isCanceled() ) )
    return false;
  picture.number = number;
  picture.title = title;
  const QRect mapArea( 0, 0, size.width(), size.height() - BAND_PIXELS );
  QgsRectangle fitted = wanted;
  if ( fitted.width() <= 0 || fitted.height() <= 0 )
    fitted.grow( mWorking.fromFeet( 100 ) );
  const double unitsPerPixel = std::max( fitted.width() / mapArea.width(), fitted.height() / mapArea.height() );
  const QgsPointXY centre = fitted.center();
  const QgsRectangle extent( centre.x() - unitsPerPixel * mapArea.width() / 2, centre.y() - unitsPerPixel * mapArea.height() / 2, centre.x() + unitsPerPixel * mapArea.width() / 2, centre.y() + unitsPerPixel * mapArea.height() / 2 );
  picture.extent = extent;
  picture.mapArea = mapArea;
  picture.feetPerPixel = mWorking.toFeet( unitsPerPixel );

  // How the map is drawn.
  settings = QgsMapSettings();
  settings.setDestinationCrs( mWorking.crs() );
  settings.setTransformContext( mTransformContext );
  settings.setOutputSize( mapArea.size() );
  settings.setOutputDpi( DPI );
  settings.setExtent( extent );
  settings.setBackgroundColor( Qt::white );
  settings.setFlag( Qgis::MapSettingsFlag::Antialiasing, true );
  settings.setFlag( Qgis::MapSettingsFlag::DrawLabeling, true );
  settings.setFlag( Qgis::MapSettingsFlag::UseAdvancedEffects, true );
  settings.setFlag( Qgis::MapSettingsFlag::UseRenderingOptimization, true );
  return true;
}

SwReportMap::Picture SwReportMap::render( const QgsRectangle &wanted, const QSize &size, int number, const QString &title, QgsFeedback *feedback )
{
  Picture picture;
  QgsMapSettings settings;
  if ( !frame( wanted, size, number, title, picture, settings, feedback ) )
    return Picture();
  const bool overview = number == 0;
  const double unitsPerPixel = mWorking.fromFeet( picture.feetPerPixel );
  const Layers layers = layersToDraw( overview, picture.feetPerPixel );
  QImage map;
  if ( layers.parcels )
  {
    if ( !drawLayers( settings, layers.above + QList<QgsVectorLayer *>{ layers.parcels } + layers.beneath, Qt::white, map, &picture.labelledApns, feedback ) )
      return Picture();
  }
  else
  {
    // The parcels from their marks, between what lies beneath them and what is drawn over them.
    QImage over;
    if ( !drawLayers( settings, layers.beneath, Qt::white, map, nullptr, feedback ) || !drawLayers( settings, layers.above, Qt::transparent, over, nullptr, feedback ) )
      return Picture();
    drawMarks( settings.mapToPixel(), unitsPerPixel, map );
    QPainter overPainter( &map );
    overPainter.drawImage( 0, 0, over );
  }
  return finish( picture, settings, size, map ) ? picture : Picture();
}

bool SwReportMap::finish( Picture &picture, const QgsMapSettings &settings, const QSize &size, const QImage &map ) const
{
  const QRect &mapArea = picture.mapArea;
  const QgsRectangle &extent = picture.extent;
  const QString &title = picture.title;
  picture.labelledApns.removeDuplicates();
  picture.labelledApns.sort();

  // The band: scale bar, title and north arrow, from a print layout whose
  // map item (drawing nothing itself) holds the same extent.
  QgsProject project;
  project.setCrs( mWorking.crs() );
  project.setEllipsoid( QStringLiteral( "NONE" ) ); // planar feet in the working CRS, as every figure of the run
  QgsLayout layout( &project );
  layout.initializeDefaults();
  layout.pageCollection()->page( 0 )->setPageSize( QgsLayoutSize( size.width() * MM_PER_PIXEL, size.height() * MM_PER_PIXEL ) );
  const double mapHeightMm = mapArea.height() * MM_PER_PIXEL;
  const double widthMm = size.width() * MM_PER_PIXEL;
  const double bandMm = BAND_PIXELS * MM_PER_PIXEL;

  QgsLayoutItemMap *mapItem = new QgsLayoutItemMap( &layout );
  layout.addLayoutItem( mapItem );
  mapItem->attemptSetSceneRect( QRectF( 0, 0, widthMm, mapHeightMm ) );
  mapItem->setCrs( mWorking.crs() );
  mapItem->setKeepLayerSet( true );
  mapItem->setLayers( QList<QgsMapLayer *>() );
  mapItem->setBackgroundEnabled( false );
  mapItem->setFrameEnabled( false );
  mapItem->zoomToExtent( extent );

  // Two segments of a round number of feet, together about a fifth of the
  // map's width; one longer segment when two would crowd their numbers.
  const double mapFeet = mapArea.width() * picture.feetPerPixel;
  int segments = 2;
  double segmentFeet = roundDown( mapFeet * 0.22 / 2 );
  if ( segmentFeet / picture.feetPerPixel < MINIMUM_SEGMENT_PIXELS )
  {
    segments = 1;
    segmentFeet = roundDown( mapFeet * 0.3 );
  }
  picture.scaleBar.segmentFeet = segmentFeet;
  picture.scaleBar.segments = segments;
  picture.scaleBar.text = segments == 2 ? QStringLiteral( "0 %1 %2 ft" ).arg( feetText( segmentFeet ), feetText( 2 * segmentFeet ) ) : QStringLiteral( "0 %1 ft" ).arg( feetText( segmentFeet ) );
  QgsLayoutItemScaleBar *scaleBar = new QgsLayoutItemScaleBar( &layout );
  scaleBar->setStyle( QStringLiteral( "Single Box" ) );
  layout.addLayoutItem( scaleBar );
  scaleBar->setLinkedMap( mapItem );
  scaleBar->setUnits( SW_DISTANCE_UNIT( Feet ) );
  scaleBar->setUnitLabel( QStringLiteral( "ft" ) );
  scaleBar->setSegmentSizeMode( SW_SCALEBAR_SEGMENT_SIZE_FIXED );
  scaleBar->setUnitsPerSegment( segmentFeet );
  scaleBar->setNumberOfSegments( segments );
  scaleBar->setNumberOfSegmentsLeft( 0 );
  scaleBar->setHeight( 2 );
  scaleBar->setTextFormat( textFormat( 8, QColor( 0, 0, 0 ) ) );
  QgsBasicNumericFormat *numbers = new QgsBasicNumericFormat();
  numbers->setShowThousandsSeparator( true );
  numbers->setThousandsSeparator( QChar( ',' ) );
  numbers->setNumberDecimalPlaces( segmentFeet < 1 ? 1 : 0 );
  numbers->setShowTrailingZeros( false );
  scaleBar->setNumericFormat( numbers );
  scaleBar->setBackgroundEnabled( false );
  scaleBar->setFrameEnabled( false );
  scaleBar->attemptMove( QgsLayoutPoint( 4, mapHeightMm + 2.5 ) );
  scaleBar->update();

  const double arrowHeightMm = bandMm - 4;
  const double arrowWidthMm = arrowHeightMm * 0.7;
  QgsLayoutItemPicture *arrow = new QgsLayoutItemPicture( &layout );
  layout.addLayoutItem( arrow );
  arrow->setPicturePath( QgsApplication::pkgDataPath() + QStringLiteral( "/svg/arrows/NorthArrow_02.svg" ) );
  arrow->setLinkedMap( mapItem );
  arrow->setNorthMode( QgsLayoutItemPicture::GridNorth );
  arrow->attemptSetSceneRect( QRectF( widthMm - arrowWidthMm - 3, mapHeightMm + 2, arrowWidthMm, arrowHeightMm ) );

  QImage image = QgsLayoutExporter( &layout ).renderPageToImage( 0, size, DPI );
  if ( image.isNull() )
    return false;
  QPainter painter( &image );
  painter.drawImage( mapArea.topLeft(), map );
  painter.setRenderHint( QPainter::Antialiasing, true );
  if ( picture.number == 0 )
  {
    picture.grid = SwReportGrid( extent, mapArea );
    picture.grid.draw( painter );
    // Each inset's frame and number, over the map (and never over the band).
    painter.save();
    painter.setClipRect( mapArea );
    const QgsMapToPixel &toPixel = settings.mapToPixel();
    QFont badgeFont( FONT );
    badgeFont.setBold( true );
    badgeFont.setPixelSize( 13 );
    painter.setFont( badgeFont );
    for ( int i = 0; i < mInsetExtents.size(); ++i )
    {
      const QgsRectangle &inset = mInsetExtents.at( i );
      const QgsPointXY topLeft = toPixel.transform( inset.xMinimum(), inset.yMaximum() );
      const QgsPointXY bottomRight = toPixel.transform( inset.xMaximum(), inset.yMinimum() );
      const QRectF frame( QPointF( topLeft.x(), topLeft.y() ), QPointF( bottomRight.x(), bottomRight.y() ) );
      painter.setBrush( Qt::NoBrush );
      painter.setPen( QPen( QColor( 255, 255, 255, 220 ), 4.5 ) );
      painter.drawRect( frame );
      painter.setPen( QPen( FRAME, 2 ) );
      painter.drawRect( frame );
      const QString label = QString::number( i + 1 );
      // The number in the frame's corner that is on the map.
      const QRectF shown = frame.intersected( QRectF( mapArea ) );
      if ( shown.isEmpty() )
        continue;
      // Inside the corner of a frame big enough, else beside it (a small
      // frame stays visible); always on the map.
      constexpr double BADGE = 20;
      QRectF badge( shown.topLeft(), QSizeF( BADGE, BADGE ) );
      if ( shown.width() < 3 * BADGE || shown.height() < 3 * BADGE )
        badge.moveBottomRight( shown.topLeft() - QPointF( 2, 2 ) );
      badge.moveLeft( std::clamp( badge.left(), 0.0, mapArea.width() - BADGE ) );
      badge.moveTop( std::clamp( badge.top(), 0.0, mapArea.height() - BADGE ) );
      painter.setPen( QPen( FRAME, 1.5 ) );
      painter.setBrush( QColor( 255, 255, 255 ) );
      painter.drawRect( badge );
      painter.setPen( FRAME );
      painter.drawText( badge, Qt::AlignCenter, label );
    }
    painter.restore();
  }
  // The title, right-aligned before the north arrow (QGIS's layout label
  // would pull in its HTML engine, which a headless build does not have).
  QFont captionFont( FONT );
  captionFont.setBold( true );
  captionFont.setPixelSize( 14 );
  painter.setFont( captionFont );
  painter.setPen( QColor( 30, 30, 30 ) );
  const int arrowPixels = static_cast<int>( std::ceil( ( arrowWidthMm + 3 ) / MM_PER_PIXEL ) );
  const QRect captionArea( size.width() / 2, mapArea.height(), size.width() / 2 - arrowPixels - 16, BAND_PIXELS );
  painter.drawText( captionArea, Qt::AlignRight | Qt::AlignVCenter, painter.fontMetrics().elidedText( title, Qt::ElideRight, captionArea.width() ) );
  painter.setRenderHint( QPainter::Antialiasing, false );
  painter.setBrush( Qt::NoBrush );
  painter.setPen( QPen( QColor( 120, 120, 120 ), 1 ) );
  painter.drawRect( QRect( mapArea.topLeft(), mapArea.size() - QSize( 1, 1 ) ) );
  painter.end();
  picture.image = image;
  return true;
}

SwReportMap::Picture SwReportMap::overview( QgsFeedback *feedback )
{
  chooseInsets( feedback );
  if ( !isValid() || ( feedback && feedback->isCanceled() ) )
    return Picture();
  // The city with a margin: the frame never touches a parcel.
  QgsRectangle extent = mParcelsExtent;
  const double margin = 0.03 * std::max( extent.width(), extent.height() );
  extent.grow( margin );
  const QString title = QObject::tr( "Overview: %1, %2 flagged" ).arg( count( mParcelCount, QObject::tr( "parcel" ), QObject::tr( "parcels" ) ), number( mFlaggedCentres.size() ) );
  Picture picture = render( extent, mOverviewSize, 0, title, feedback );
  picture.flaggedParcels = mFlaggedCentres.size();
  return picture;
}

SwReportMap::Picture SwReportMap::picture( const QgsRectangle &wanted, const QSize &size, const QString &title, QgsFeedback *feedback )
{
  // Numbered as an inset: full style and APN labels whatever the scale.
  return render( wanted, size, 1, title, feedback );
}

QList<SwReportMap::Picture> SwReportMap::insets( QgsFeedback *feedback )
{
  chooseInsets( feedback );
  // Every inset's job starts at once, each drawing on QGIS's rendering
  // threads (the labels are most of the time: two cores draw two insets);
  // the layers are read, and the pictures finished, on this thread. The
  // insets share one scale, so one set of layers serves them all.
  struct Pending
  {
    Picture picture;
    QgsMapSettings settings;
    std::unique_ptr<QgsMapRendererSequentialJob> job;
  };
  std::vector<Pending> pending;
  for ( int i = 0; i < mInsetExtents.size(); ++i )
  {
    const QString title = QObject::tr( "Inset %1: %2" ).arg( i + 1 ).arg( count( mInsetFlagged.at( i ), QObject::tr( "flagged parcel" ), QObject::tr( "flagged parcels" ) ) );
    Pending inset;
    if ( !frame( mInsetExtents.at( i ), mInsetSize, i + 1, title, inset.picture, inset.settings, feedback ) )
      break;
    inset.picture.flaggedParcels = mInsetFlagged.at( i );
    pending.push_back( std::move( inset ) );
  }
  if ( !pending.empty() )
  {
    const Layers layers = layersToDraw( false, pending.front().picture.feetPerPixel );
    for ( Pending &inset : pending )
      inset.job = startDrawing( inset.settings, layers.above + QList<QgsVectorLayer *>{ layers.parcels } + layers.beneath, Qt::white, feedback );
  }
  QList<Picture> pictures;
  bool stopped = false;
  for ( Pending &inset : pending )
  {
    QImage map;
    // Every job is waited for, even after a cancel: none outlives its layers.
    stopped = !finishDrawing( *inset.job, map, &inset.picture.labelledApns, feedback ) || stopped;
    if ( stopped || !finish( inset.picture, inset.settings, mInsetSize, map ) )
    {
      stopped = true;
      continue;
    }
    pictures << inset.picture;
  }
  return pictures;
}
