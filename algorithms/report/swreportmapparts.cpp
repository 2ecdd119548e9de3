/***************************************************************************
  swreportmapparts.cpp: the report map's symbols, formats and plain style.
 ***************************************************************************/
#include "report/swreportmapparts.h"
#include "core/compat.h"

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

namespace SwReportMapParts
{
  QString number( long long value )
  {
    return QLocale( QLocale::English, QLocale::UnitedStates ).toString( value );
  }

  QString count( long long value, const QString &one, const QString &many )
  {
    return QStringLiteral( "%1 %2" ).arg( number( value ), value == 1 ? one : many );
  }

  double roundDown( double value )
  {
    if ( !( value > 0 ) )
      return 0;
    const double power = std::pow( 10.0, std::floor( std::log10( value ) ) );
    for ( const double step : { 5.0, 2.5, 2.0, 1.0 } )
    {
      if ( step * power <= value * ( 1 + 1e-9 ) )
        return step * power;
    }
    return power;
  }

  QString feetText( double feet )
  {
    const bool whole = std::fabs( feet - std::round( feet ) ) < 1e-9;
    return whole ? number( static_cast<long long>( std::llround( feet ) ) ) : QLocale( QLocale::English, QLocale::UnitedStates ).toString( feet, 'f', 1 );
  }

  QgsTextFormat textFormat( double points, const QColor &colour, bool bold, bool italic, double bufferMm )
  {
    QFont font( FONT );
    font.setBold( bold );
    font.setItalic( italic );
    QgsTextFormat format;
    format.setFont( font );
    format.setSize( points );
    format.setSizeUnit( SW_RENDER_UNIT( Points ) );
    format.setColor( colour );
    if ( bufferMm > 0 )
    {
      QgsTextBufferSettings buffer;
      buffer.setEnabled( true );
      buffer.setSize( bufferMm );
      buffer.setSizeUnit( SW_RENDER_UNIT( Millimeters ) );
      buffer.setColor( QColor( 255, 255, 255 ) );
      buffer.setOpacity( 0.85 );
      format.setBuffer( buffer );
    }
    return format;
  }

  QgsFillSymbol *plainFill( const QColor &colour, bool sealed )
  {
    QgsSimpleFillSymbolLayer *fill = new QgsSimpleFillSymbolLayer( colour, Qt::SolidPattern, colour, sealed ? Qt::SolidLine : Qt::NoPen, 0 );
    return new QgsFillSymbol( QgsSymbolLayerList() << fill );
  }

  QgsFillSymbol *outlinedFill( const QColor &fill, const QColor &outline, double outlineMm )
  {
    QgsSimpleFillSymbolLayer *layer = new QgsSimpleFillSymbolLayer( fill, fill.alpha() == 0 ? Qt::NoBrush : Qt::SolidPattern, outline, outlineMm > 0 ? Qt::SolidLine : Qt::NoPen, outlineMm );
    layer->setStrokeWidthUnit( SW_RENDER_UNIT( Millimeters ) );
    layer->setPenJoinStyle( Qt::MiterJoin );
    return new QgsFillSymbol( QgsSymbolLayerList() << layer );
  }

  QgsFillSymbol *hatchedArea( const QColor &colour )
  {
    QgsLinePatternFillSymbolLayer *hatch = new QgsLinePatternFillSymbolLayer();
    hatch->setLineAngle( 45 );
    hatch->setDistance( 2.6 );
    hatch->setDistanceUnit( SW_RENDER_UNIT( Millimeters ) );
    QColor translucent = colour;
    translucent.setAlpha( 130 );
    QgsSimpleLineSymbolLayer *hatchLine = new QgsSimpleLineSymbolLayer( translucent, 0.35 );
    hatchLine->setWidthUnit( SW_RENDER_UNIT( Millimeters ) );
    hatch->setSubSymbol( new QgsLineSymbol( QgsSymbolLayerList() << hatchLine ) );
    hatch->setColor( translucent );
    hatch->setLocked( true );
    QgsSimpleLineSymbolLayer *outline = new QgsSimpleLineSymbolLayer( colour, 0.6 );
    outline->setWidthUnit( SW_RENDER_UNIT( Millimeters ) );
    outline->setPenStyle( Qt::SolidLine );
    return new QgsFillSymbol( QgsSymbolLayerList() << hatch << outline );
  }

  QgsMarkerSymbol *wellMarker( const QColor &colour )
  {
    QgsSimpleMarkerSymbolLayer *marker = new QgsSimpleMarkerSymbolLayer();
    marker->setSize( WELL_MM );
    marker->setColor( colour );
    marker->setStrokeColor( QColor( 255, 255, 255 ) );
    marker->setSizeUnit( SW_RENDER_UNIT( Millimeters ) );
    marker->setStrokeWidth( 0.4 );
    marker->setStrokeWidthUnit( SW_RENDER_UNIT( Millimeters ) );
    return new QgsMarkerSymbol( QgsSymbolLayerList() << marker );
  }

  const QList<Condition> &conditions()
  {
    static const QList<Condition> list{
      { QStringLiteral( "drinking_well" ), QColor( 118, 42, 131 ), QObject::tr( "Near a drinking water well: infiltration infeasible" ) },
      { QStringLiteral( "groundwater" ), QColor( 0, 172, 193 ), QObject::tr( "Shallow seasonal high groundwater" ) },
      { QStringLiteral( "slow_soil" ), QColor( 197, 27, 125 ), QObject::tr( "Soil too slow to infiltrate" ) },
      { QStringLiteral( "brownfield" ), QColor( 128, 115, 172 ), QObject::tr( "Brownfield site" ) },
      { QStringLiteral( "geohazard" ), QColor( 230, 200, 0 ), QObject::tr( "Geotechnical hazard" ) },
    };
    return list;
  }

  QImage swatchOf( QgsSymbol *symbol, const QSize &size )
  {
    return symbol && size.isValid() && !size.isEmpty() ? symbol->asImage( size ) : QImage();
  }

  QgsCategorizedSymbolRenderer *plainRenderer( QgsRuleBasedRenderer *full, const QgsVectorLayer *layer, const QSet<QString> &flagsValues )
  {
    const int flagsField = layer->fields().lookupField( QStringLiteral( "flags" ) );
    const int statusField = layer->fields().lookupField( QStringLiteral( "status" ) );
    QStringList values( flagsValues.cbegin(), flagsValues.cend() );
    values.sort();
    QgsExpressionContext context;
    context.setFields( layer->fields() );
    std::vector<std::pair<std::unique_ptr<QgsExpression>, QColor>> classes;
    for ( QgsRuleBasedRenderer::Rule *rule : full->rootRule()->children() )
    {
      auto expression = std::make_unique<QgsExpression>( rule->filterExpression().isEmpty() ? QStringLiteral( "TRUE" ) : rule->filterExpression() );
      expression->prepare( &context );
      classes.push_back( { std::move( expression ), rule->symbol() ? rule->symbol()->color() : QColor( Qt::black ) } );
    }
    QgsCategoryList categories;
    for ( const QString &flags : std::as_const( values ) )
    {
      for ( const bool screened : { true, false } )
      {
        QgsFeature parcel( layer->fields() );
        parcel.setAttribute( flagsField, flags );
        parcel.setAttribute( statusField, screened ? QStringLiteral( "ok" ) : QStringLiteral( "incomplete" ) );
        context.setFeature( parcel );
        for ( const auto &candidate : classes )
        {
          if ( candidate.first->evaluate( &context ).toBool() )
          {
            categories << QgsRendererCategory( QStringLiteral( "%1|%2" ).arg( flags, screened ? QStringLiteral( "ok" ) : QStringLiteral( "not" ) ), plainFill( candidate.second, true ), flags );
            break;
          }
        }
      }
    }
    return new QgsCategorizedSymbolRenderer( PLAIN_KEY, categories );
  }

  QgsVectorLayer *cloneOf( const QgsVectorLayer *layer )
  {
    QgsVectorLayer *copy = layer->clone();
    copy->setLabelsEnabled( false );
    copy->setLabeling( nullptr );
    copy->setOpacity( 1.0 );
    copy->setBlendMode( QPainter::CompositionMode_SourceOver );
    return copy;
  }

  void setLabels( QgsVectorLayer *layer, const QString &expression, const QgsTextFormat &format, SwLabelPlacement placement, bool obstacle )
  {
    QgsPalLayerSettings labels;
    labels.fieldName = expression;
    labels.isExpression = true;
    labels.setFormat( format );
    labels.placement = placement;
    labels.centroidInside = true;
    labels.obstacleSettings().setIsObstacle( obstacle );
    layer->setLabeling( new QgsVectorLayerSimpleLabeling( labels ) );
    layer->setLabelsEnabled( true );
  }

  QString quoted( const QString &field )
  {
    return QgsExpression::quotedColumnRef( field );
  }
} // namespace SwReportMapParts
