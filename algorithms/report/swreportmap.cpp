/***************************************************************************
  swreportmap.cpp: the report map's layers, as given, and its legend.
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
#include "qgsexpression.h"
#include "qgscoordinatetransform.h"
#include "qgsfeaturerequest.h"
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

static void initReportMapResources()
{
  // The engine is a static library: its styles are registered by hand (the
  // map may be drawn where no provider was made, e.g. a tool of its own).
  Q_INIT_RESOURCE( stormwater );
}

SwReportMap::SwReportMap( const QgsVectorLayer *parcels, const SwWorkingCrs &working, const QgsCoordinateTransformContext &context )
  : mWorking( working )
  , mTransformContext( context )
{
  if ( !parcels || !parcels->isValid() )
  {
    mError = QObject::tr( "The screened parcels layer could not be read" );
    return;
  }
  QStringList missing;
  for ( const QString &field : { QStringLiteral( "apn" ), QStringLiteral( "flags" ), QStringLiteral( "status" ) } )
  {
    if ( parcels->fields().lookupField( field ) < 0 )
      missing << field;
  }
  if ( !missing.isEmpty() )
  {
    mError = QObject::tr( "The screened parcels layer %1 has no field %2 (the map needs apn, flags and status); its fields are: %3" ).arg( parcels->name(), missing.join( QLatin1String( ", " ) ), parcels->fields().names().join( QLatin1String( ", " ) ) );
    return;
  }

  initReportMapResources();
  mParcels.reset( cloneOf( parcels ) );
  // Always the style compiled in: loadNamedStyle() would prefer a default
  // style stored in the GeoPackage, which an earlier version (or a planner's
  // edit) may have written, and the legend reads the style's own rule keys.
  QString message;
  bool styled = false;
  QFile file( SwStyles::path( QStringLiteral( "screenparcels" ) ) );
  QDomDocument document;
  if ( file.open( QIODevice::ReadOnly ) && document.setContent( &file, &message ) )
    styled = mParcels->importNamedStyle( document, message );
  QgsRuleBasedRenderer *style = dynamic_cast<QgsRuleBasedRenderer *>( mParcels->renderer() );
  if ( !styled || !style )
  {
    mError = QObject::tr( "The screened parcels style %1 could not be read: %2" ).arg( file.fileName(), message.isEmpty() ? file.errorString() : message );
    return;
  }
  // The style file keeps labels off; the insets turn APNs on.
  mParcels->setLabelsEnabled( false );
  // Free: a label turns along a narrow parcel and stays inside it when it can.
  setLabels( mParcels.get(), LABELLED_APN, textFormat( APN_POINTS, QColor( 0, 0, 0 ), false, false, 0.8 ), SW_LABEL_PLACEMENT( Free ), false );
  mParcels->setLabelsEnabled( false );

  mParcelCount = parcels->featureCount();
  QgsRectangle extent = parcels->extent();
  if ( parcels->crs() != mWorking.crs() )
  {
    try
    {
      extent = mWorking.transformFrom( parcels->crs(), mTransformContext ).transformBoundingBox( extent );
    }
    catch ( const QgsCsException &e )
    {
      mError = QObject::tr( "The screened parcels layer %1 cannot be drawn in %2: %3" ).arg( parcels->name(), mWorking.crs().authid(), e.what() );
      return;
    }
  }
  mParcelsExtent = extent;
}

SwReportMap::~SwReportMap() = default;

void SwReportMap::addContext( Role role, const QgsVectorLayer *layer, const QString &labelField, const QString &legendLabel )
{
  if ( !layer || !layer->isValid() )
    return;
  auto context = std::make_unique<Context>();
  context->role = role;
  context->above.reset( cloneOf( layer ) );
  QgsVectorLayer *above = context->above.get();
  const bool hasLabelField = !labelField.isEmpty() && layer->fields().lookupField( labelField ) >= 0;
  const bool polygons = layer->geometryType() == SW_GEOMETRY( Polygon );
  const auto entry = [&]( const QString &key, const QString &words, QgsSymbol *symbol )
  {
    context->legend.append( { LegendEntry{ key, legendLabel.isEmpty() ? words : legendLabel, symbol->color(), QImage() }, std::shared_ptr<QgsSymbol>( symbol->clone() ) } );
  };

  switch ( role )
  {
    case Role::SensitiveArea:
    {
      QgsFillSymbol *area = hatchedArea( SENSITIVE_AREA );
      entry( QStringLiteral( "sensitive_area" ), QObject::tr( "Environmentally sensitive area (ESA, SEA)" ), area );
      above->setRenderer( new QgsSingleSymbolRenderer( area ) );
      if ( hasLabelField )
      {
        setLabels( above, quoted( labelField ), textFormat( 8.5, SENSITIVE_AREA.darker( 180 ), true, true, 0.8 ), SW_LABEL_PLACEMENT( Horizontal ), false );
        context->labelled = true;
      }
      break;
    }
    case Role::Well:
    {
      QgsMarkerSymbol *marker = wellMarker( WELL );
      entry( QStringLiteral( "well" ), QObject::tr( "Well" ), marker );
      above->setRenderer( new QgsSingleSymbolRenderer( marker ) );
      if ( hasLabelField )
      {
        QgsPalLayerSettings labels;
        labels.fieldName = quoted( labelField );
        labels.isExpression = true;
        labels.setFormat( textFormat( 6.5, WELL, false, false, 0.6 ) );
        labels.placement = SW_LABEL_PLACEMENT( AroundPoint );
        labels.dist = 1;
        above->setLabeling( new QgsVectorLayerSimpleLabeling( labels ) );
        context->labelled = true;
      }
      break;
    }
    case Role::InfeasibilityZone:
    {
      // Outlines over the parcels, a light tint beneath everything.
      context->below.reset( cloneOf( layer ) );
      const int conditionField = layer->fields().lookupField( QStringLiteral( "condition" ) );
      const int thresholdField = layer->fields().lookupField( QStringLiteral( "threshold" ) );
      if ( conditionField < 0 )
      {
        // Not a ZONES map: one kind of zone, in the colour of the first condition.
        const Condition &zone = conditions().constFirst();
        QColor tint = zone.colour;
        tint.setAlpha( ZONE_TINT_ALPHA );
        QgsFillSymbol *outline = outlinedFill( QColor( 0, 0, 0, 0 ), zone.colour, 0.6 );
        entry( QStringLiteral( "zone" ), QObject::tr( "Infiltration infeasible" ), outline );
        above->setRenderer( new QgsSingleSymbolRenderer( outline ) );
        context->below->setRenderer( new QgsSingleSymbolRenderer( plainFill( tint ) ) );
        break;
      }
      QMap<QString, QString> drawn; // condition -> the zone's own rule, as the run wrote it
      QgsFeatureRequest request;
      request.setFlags( SW_FEATURE_REQUEST_FLAG( NoFlags ) );
      QgsFeatureIterator it = layer->getFeatures( request );
      QgsFeature feature;
      while ( it.nextFeature( feature ) )
      {
        if ( feature.hasGeometry() && !feature.geometry().isEmpty() )
          drawn.insert( feature.attribute( conditionField ).toString(), thresholdField >= 0 ? feature.attribute( thresholdField ).toString() : QString() );
      }
      QgsCategoryList outlines;
      QgsCategoryList tints;
      for ( const Condition &condition : conditions() )
      {
        QColor tint = condition.colour;
        tint.setAlpha( ZONE_TINT_ALPHA );
        outlines << QgsRendererCategory( condition.value, outlinedFill( QColor( 0, 0, 0, 0 ), condition.colour, 0.6 ), condition.label );
        tints << QgsRendererCategory( condition.value, plainFill( tint ), condition.label );
        if ( drawn.contains( condition.value ) )
        {
          const QString threshold = drawn.value( condition.value );
          context->legend.append( { LegendEntry{ QStringLiteral( "zone_%1" ).arg( condition.value ), threshold.isEmpty() ? condition.label : QObject::tr( "Infiltration infeasible: %1" ).arg( threshold ), condition.colour, QImage() }, std::shared_ptr<QgsSymbol>( outlinedFill( tint, condition.colour, 0.6 ) ) } );
        }
      }
      above->setRenderer( new QgsCategorizedSymbolRenderer( QStringLiteral( "condition" ), outlines ) );
      context->below->setRenderer( new QgsCategorizedSymbolRenderer( QStringLiteral( "condition" ), tints ) );
      break;
    }
    case Role::Street:
    {
      std::unique_ptr<QgsSymbol> symbol;
      if ( polygons )
        symbol.reset( outlinedFill( STREET, STREET, 0 ) );
      else
      {
        QgsSimpleLineSymbolLayer *line = new QgsSimpleLineSymbolLayer( STREET, 1.6 );
        line->setWidthUnit( SW_RENDER_UNIT( Millimeters ) );
        symbol.reset( new QgsLineSymbol( QgsSymbolLayerList() << line ) );
      }
      entry( QStringLiteral( "street" ), QObject::tr( "Street" ), symbol.get() );
      above->setRenderer( new QgsSingleSymbolRenderer( symbol.release() ) );
      if ( hasLabelField )
      {
        QgsPalLayerSettings labels;
        labels.fieldName = quoted( labelField );
        labels.isExpression = true;
        labels.setFormat( textFormat( 7, STREET_NAME, false, true, 0.5 ) );
        labels.placement = polygons ? SW_LABEL_PLACEMENT( Free ) : SW_LABEL_PLACEMENT( Line );
        labels.repeatDistance = 90;
        labels.repeatDistanceUnit = SW_RENDER_UNIT( Millimeters );
        labels.obstacleSettings().setIsObstacle( false );
        above->setLabeling( new QgsVectorLayerSimpleLabeling( labels ) );
        context->labelled = true;
      }
      break;
    }
    case Role::Subject:
    {
      QgsFillSymbol *outline = outlinedFill( QColor( 0, 0, 0, 0 ), SUBJECT, 1.2 );
      entry( QStringLiteral( "subject" ), QObject::tr( "This parcel" ), outline );
      above->setRenderer( new QgsSingleSymbolRenderer( outline ) );
      if ( hasLabelField )
      {
        setLabels( above, quoted( labelField ), textFormat( 9.5, SUBJECT.darker( 130 ), true, false, 1.0 ), SW_LABEL_PLACEMENT( Horizontal ), false );
        context->labelled = true;
      }
      break;
    }
    case Role::WellReach:
    {
      QgsSimpleLineSymbolLayer *dashed = new QgsSimpleLineSymbolLayer( WELL, 0.5 );
      dashed->setPenStyle( Qt::DashLine );
      QgsFillSymbol *circle = new QgsFillSymbol( QgsSymbolLayerList() << dashed );
      entry( QStringLiteral( "well_reach" ), QObject::tr( "Within reach of a drinking-water well" ), circle );
      above->setRenderer( new QgsSingleSymbolRenderer( circle ) );
      break;
    }
  }
  mContext.push_back( std::move( context ) );
}

bool SwReportMap::anyWithin( const QgsVectorLayer *layer, const QgsRectangle &within, const QString &expression ) const
{
  if ( within.isNull() )
    return true;
  QgsRectangle box;
  try
  {
    box = QgsCoordinateTransform( mWorking.crs(), layer->crs(), mTransformContext ).transformBoundingBox( within );
  }
  catch ( const QgsCsException & )
  {
    return true; // cannot tell: keep the line
  }
  QgsFeatureRequest request( box );
  if ( !expression.isEmpty() )
    request.setFilterExpression( expression );
  request.setLimit( 1 );
  QgsFeature feature;
  return layer->getFeatures( request ).nextFeature( feature );
}

QList<SwReportMap::LegendEntry> SwReportMap::legend( const QSize &swatchSize, const QgsRectangle &within ) const
{
  QList<LegendEntry> entries;
  if ( !isValid() )
    return entries;
  if ( QgsRuleBasedRenderer *style = dynamic_cast<QgsRuleBasedRenderer *>( mParcels->renderer() ) )
  {
    for ( QgsRuleBasedRenderer::Rule *rule : style->rootRule()->children() )
    {
      if ( rule->symbol() && anyWithin( mParcels.get(), within, rule->isElse() ? QString() : rule->filterExpression() ) )
        entries << LegendEntry{ rule->ruleKey(), rule->label(), rule->symbol()->color(), swatchOf( rule->symbol(), swatchSize ) };
    }
  }
  // What causes the flags, then the streets; one line per kind (ESA and SEA layers share theirs).
  for ( const Role role : { Role::Subject, Role::SensitiveArea, Role::InfeasibilityZone, Role::Well, Role::WellReach, Role::Street } )
  {
    for ( const std::unique_ptr<Context> &context : mContext )
    {
      if ( context->role != role )
        continue;
      for ( const auto &line : context->legend )
      {
        const LegendEntry &entry = line.first;
        const bool known = std::any_of( entries.cbegin(), entries.cend(), [&entry]( const LegendEntry &other )
                                        { return other.key == entry.key && other.label == entry.label; } );
        if ( known )
          continue;
        // A condition's line of a zones map: its own zones, not the map's others.
        const QString condition = entry.key.startsWith( QLatin1String( "zone_" ) ) ? QgsExpression::createFieldEqualityExpression( QStringLiteral( "condition" ), entry.key.mid( 5 ) ) : QString();
        if ( !anyWithin( context->above.get(), within, condition ) )
          continue;
        entries << entry;
        entries.last().swatch = swatchOf( line.second.get(), swatchSize );
      }
    }
  }
  return entries;
}

QStringList SwReportMap::classKeys()
{
  return { QStringLiteral( "vacant" ), QStringLiteral( "partially_vacant" ), QStringLiteral( "hillside" ), QStringLiteral( "infeasible_full" ), QStringLiteral( "infeasible_partial" ), QStringLiteral( "esa_inside" ), QStringLiteral( "esa_adjacent" ), QStringLiteral( "incomplete" ) };
}

quint8 SwReportMap::kindOf( const QStringList &flags, bool screened )
{
  // As the style classes a parcel: its first class in the legend's order.
  const QStringList keys = classKeys();
  for ( int k = 0; k < keys.size(); ++k )
  {
    if ( flags.contains( keys.at( k ) ) || ( !screened && keys.at( k ) == QLatin1String( "incomplete" ) ) )
      return static_cast<quint8>( k + 1 );
  }
  return 0;
}

void SwReportMap::setParcelMarks( std::vector<ParcelMark> marks, const QStringList &flaggedApns )
{
  mMarks = std::move( marks );
  mMarkedApns = flaggedApns;
  mHasMarks = true;
  mInsetsChosen = false;
}
