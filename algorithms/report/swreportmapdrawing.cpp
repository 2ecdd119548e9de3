/***************************************************************************
  swreportmapdrawing.cpp: the layers of a picture chosen and drawn by a map renderer job; parcels a few pixels wide painted from their marks.
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

SwReportMap::Layers SwReportMap::layersToDraw( bool overview, double feetPerPixel )
{
  // A typical parcel's width on this picture: the whole area over the count.
  const double averageFeet = mParcelCount > 0 ? std::sqrt( mWorking.toSquareFeet( mParcelsExtent.area() ) / mParcelCount ) : 0;
  const double averagePixels = feetPerPixel > 0 ? averageFeet / feetPerPixel : 0;
  const bool plain = overview && averagePixels < PLAIN_BELOW_PIXELS;
  // With the parcels' marks, parcels a few pixels wide are painted from them.
  const bool marks = plain && mHasMarks;
  if ( plain && !marks && !mParcelsPlain )
  {
    mParcelsPlain.reset( cloneOf( mParcels.get() ) );
    mParcelsPlain->setRenderer( plainRenderer( dynamic_cast<QgsRuleBasedRenderer *>( mParcels->renderer() ), mParcels.get(), mFlagsValues ) );
    mParcelsPlain->setLabelsEnabled( false );
  }
  const bool apns = !overview || ( mInsetFeetPerPixel > 0 && feetPerPixel <= mInsetFeetPerPixel );
  mParcels->setLabelsEnabled( apns );

  // Top first: wells, sensitive areas, zones' outlines, the parcels, the
  // streets, and last the zones' tint (it shows through parcels drawn
  // without a fill, never over a street or a class's colour).
  QList<QgsVectorLayer *> above;
  QList<QgsVectorLayer *> below;
  QList<QgsVectorLayer *> bottom;
  // Wells shrink where parcels are a few pixels: at county scale full-size markers would cover the map.
  const double wellMm = plain ? WELL_SMALL_MM : WELL_MM;
  for ( const Role role : { Role::Subject, Role::Well, Role::WellReach, Role::SensitiveArea, Role::InfeasibilityZone, Role::Street } )
  {
    for ( const std::unique_ptr<Context> &context : mContext )
    {
      if ( context->role != role )
        continue;
      if ( context->labelled )
      {
        bool labels = true;
        if ( overview && role == Role::Well )
          labels = false;
        if ( overview && role == Role::Street )
          labels = averagePixels >= STREET_NAMES_FROM_PIXELS;
        // At county scale the names of hundreds of areas would hide the map; the insets name them.
        if ( overview && role == Role::SensitiveArea )
          labels = !plain;
        context->above->setLabelsEnabled( labels );
      }
      if ( role == Role::Well )
      {
        if ( QgsSingleSymbolRenderer *renderer = dynamic_cast<QgsSingleSymbolRenderer *>( context->above->renderer() ) )
        {
          if ( QgsMarkerSymbol *marker = dynamic_cast<QgsMarkerSymbol *>( renderer->symbol() ) )
            marker->setSize( wellMm );
        }
      }
      if ( role == Role::Street )
        below << context->above.get();
      else
        above << context->above.get();
      if ( context->below )
        bottom << context->below.get();
    }
  }
  Layers layers;
  layers.above = above;
  layers.parcels = marks ? nullptr : ( plain ? mParcelsPlain.get() : mParcels.get() );
  layers.beneath = below + bottom;
  return layers;
}

std::unique_ptr<QgsMapRendererSequentialJob> SwReportMap::startDrawing( QgsMapSettings settings, const QList<QgsVectorLayer *> &layers, const QColor &background, QgsFeedback *feedback ) const
{
  QList<QgsMapLayer *> mapLayers;
  for ( QgsVectorLayer *layer : layers )
    mapLayers << layer;
  settings.setLayers( mapLayers );
  settings.setBackgroundColor( background );
  auto job = std::make_unique<QgsMapRendererSequentialJob>( settings );
  // The connection ends with the job.
  if ( feedback )
    QObject::connect( feedback, &QgsFeedback::canceled, job.get(), &QgsMapRendererSequentialJob::cancelWithoutBlocking, Qt::DirectConnection );
  job->start();
  return job;
}

bool SwReportMap::finishDrawing( QgsMapRendererSequentialJob &job, QImage &image, QStringList *labelledApns, QgsFeedback *feedback ) const
{
  job.waitForFinished();
  if ( feedback && feedback->isCanceled() )
    return false;
  image = job.renderedImage();
  std::unique_ptr<QgsLabelingResults> results( job.takeLabelingResults() );
  if ( results && labelledApns )
  {
    for ( const QgsLabelPosition &label : results->allLabels() )
    {
      if ( label.layerID == mParcels->id() && !label.isUnplaced )
        *labelledApns << label.labelText;
    }
  }
  return true;
}

bool SwReportMap::drawLayers( const QgsMapSettings &settings, const QList<QgsVectorLayer *> &layers, const QColor &background, QImage &image, QStringList *labelledApns, QgsFeedback *feedback ) const
{
  const std::unique_ptr<QgsMapRendererSequentialJob> job = startDrawing( settings, layers, background, feedback );
  return finishDrawing( *job, image, labelledApns, feedback );
}

void SwReportMap::drawMarks( const QgsMapToPixel &toPixel, double unitsPerPixel, QImage &image ) const
{
  // Each kind's main colour, as the style draws it, and no screen's.
  const QStringList keys = classKeys();
  std::vector<QRgb> colours( keys.size() + 1, qRgb( 236, 236, 236 ) );
  if ( QgsRuleBasedRenderer *style = dynamic_cast<QgsRuleBasedRenderer *>( mParcels->renderer() ) )
  {
    for ( QgsRuleBasedRenderer::Rule *rule : style->rootRule()->children() )
    {
      if ( !rule->symbol() )
        continue;
      const int k = keys.indexOf( rule->ruleKey() );
      if ( k >= 0 )
        colours[static_cast<size_t>( k ) + 1] = rule->symbol()->color().rgb();
      else if ( rule->ruleKey() == QLatin1String( "no_screen" ) )
        colours[0] = rule->symbol()->color().rgb();
    }
  }
  // A pixel shows the most important class of the parcels on it: the
  // legend's first (vacant) over the later ones, any class over none.
  const int width = image.width();
  const int height = image.height();
  std::vector<quint8> rank( static_cast<size_t>( width ) * height, 0 );
  const auto rankOf = [&keys]( quint8 kind )
  { return kind == 0 ? 1 : static_cast<int>( keys.size() ) + 2 - kind; };
  image = image.convertToFormat( QImage::Format_ARGB32 );
  for ( const ParcelMark &mark : mMarks )
  {
    const QgsPointXY centre = toPixel.transform( mark.x, mark.y );
    const double halfWidth = mark.width / unitsPerPixel / 2;
    const double halfHeight = mark.height / unitsPerPixel / 2;
    // A parcel smaller than a pixel still colours the pixel of its centre.
    const int left = std::clamp( static_cast<int>( std::floor( centre.x() - std::max( 0.0, halfWidth - 0.5 ) ) ), 0, width );
    const int right = std::clamp( static_cast<int>( std::floor( centre.x() + std::max( 0.0, halfWidth - 0.5 ) ) ) + 1, 0, width );
    const int top = std::clamp( static_cast<int>( std::floor( centre.y() - std::max( 0.0, halfHeight - 0.5 ) ) ), 0, height );
    const int bottom = std::clamp( static_cast<int>( std::floor( centre.y() + std::max( 0.0, halfHeight - 0.5 ) ) ) + 1, 0, height );
    const int markRank = rankOf( mark.kind );
    const QRgb colour = colours[mark.kind];
    for ( int y = top; y < bottom; ++y )
    {
      QRgb *line = reinterpret_cast<QRgb *>( image.scanLine( y ) );
      quint8 *ranks = rank.data() + static_cast<size_t>( y ) * width;
      for ( int x = left; x < right; ++x )
      {
        if ( ranks[x] >= markRank )
          continue;
        ranks[x] = static_cast<quint8>( markRank );
        line[x] = colour;
      }
    }
  }
}
