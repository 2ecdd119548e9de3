/***************************************************************************
  swreportmap.cpp: the report's overview, insets and legend.
 ***************************************************************************/
#include "outputs/swreportmap.h"
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

static void initReportMapResources()
{
  // The engine is a static library: its styles are registered by hand (the
  // map may be drawn where no provider was made, e.g. a tool of its own).
  Q_INIT_RESOURCE( stormwater );
}

namespace
{
  // Pictures are drawn at screen resolution: the report is read on screen
  // and its PNGs are printed at this size.
  constexpr double DPI = 96.0;
  constexpr double MM_PER_PIXEL = 25.4 / DPI;
  // The white band below the map that holds the scale bar, the title and the north arrow.
  constexpr int BAND_PIXELS = 64;
  // An APN label needs this many pixels of parcel besides its own length.
  constexpr double LABEL_PADDING_PIXELS = 8;
  // A typical flagged parcel is at least this wide (its narrow side) in an inset.
  constexpr double MINIMUM_PARCEL_PIXELS = 40;
  // Below this typical width (pixels) the overview draws each class as a plain
  // fill: the styles' patterns repeat every 7.5 to 10 px and would miss a smaller parcel.
  constexpr double PLAIN_BELOW_PIXELS = 8;
  // Streets are named on the overview only when parcels are this wide (pixels): a city, not a county.
  constexpr double STREET_NAMES_FROM_PIXELS = 6;
  constexpr double APN_POINTS = 8;
  // Two scale bar segments need this many pixels each for their numbers.
  constexpr double MINIMUM_SEGMENT_PIXELS = 60;
  // An inset may share at most this part of its area with an earlier one.
  constexpr double MAXIMUM_INSET_OVERLAP = 0.25;

  const QString FONT = QStringLiteral( "DejaVu Sans" );

  // A well's marker (mm): on a city map, and where parcels are a few pixels wide.
  constexpr double WELL_MM = 2.6;
  constexpr double WELL_SMALL_MM = 1.5;

  // A parcel an inset is for: at least one flag besides "incomplete".
  // Written so that OGR and PostgreSQL run it as SQL.
  const QString FLAGGED = QStringLiteral( "\"flags\" IS NOT NULL AND \"flags\" <> '' AND \"flags\" <> 'incomplete'" );
  // A parcel whose APN an inset labels: any class but "no screen applies".
  const QString LABELLED_APN = QStringLiteral( "CASE WHEN coalesce(\"flags\", '') <> '' OR coalesce(\"status\", 'ok') NOT IN ('ok', 'repaired') THEN \"apn\" END" );

  QString number( long long value )
  {
    return QLocale( QLocale::English, QLocale::UnitedStates ).toString( value );
  }

  QString count( long long value, const QString &one, const QString &many )
  {
    return QStringLiteral( "%1 %2" ).arg( number( value ), value == 1 ? one : many );
  }

  //! The largest of 1, 2, 2.5 and 5 times a power of ten not above \a value.
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

  QgsTextFormat textFormat( double points, const QColor &colour, bool bold = false, bool italic = false, double bufferMm = 0 )
  {
    QFont font( FONT );
    font.setBold( bold );
    font.setItalic( italic );
    QgsTextFormat format;
    format.setFont( font );
    format.setSize( points );
    format.setSizeUnit( QgsUnitTypes::RenderPoints );
    format.setColor( colour );
    if ( bufferMm > 0 )
    {
      QgsTextBufferSettings buffer;
      buffer.setEnabled( true );
      buffer.setSize( bufferMm );
      buffer.setSizeUnit( QgsUnitTypes::RenderMillimeters );
      buffer.setColor( QColor( 255, 255, 255 ) );
      buffer.setOpacity( 0.85 );
      format.setBuffer( buffer );
    }
    return format;
  }

  //! A fill of \a colour; with \a sealed, a hairline of the same colour closes the antialiasing seams between neighbours.
  QgsFillSymbol *plainFill( const QColor &colour, bool sealed = false )
  {
    QgsSimpleFillSymbolLayer *fill = new QgsSimpleFillSymbolLayer( colour, Qt::SolidPattern, colour, sealed ? Qt::SolidLine : Qt::NoPen, 0 );
    return new QgsFillSymbol( QgsSymbolLayerList() << fill );
  }

  QgsFillSymbol *outlinedFill( const QColor &fill, const QColor &outline, double outlineMm )
  {
    QgsSimpleFillSymbolLayer *layer = new QgsSimpleFillSymbolLayer( fill, fill.alpha() == 0 ? Qt::NoBrush : Qt::SolidPattern, outline, outlineMm > 0 ? Qt::SolidLine : Qt::NoPen, outlineMm );
    layer->setStrokeWidthUnit( QgsUnitTypes::RenderMillimeters );
    layer->setPenJoinStyle( Qt::MiterJoin );
    return new QgsFillSymbol( QgsSymbolLayerList() << layer );
  }

  //! Opaque outline (the main colour) over a translucent hatch of the same colour.
  QgsFillSymbol *hatchedArea( const QColor &colour )
  {
    QgsLinePatternFillSymbolLayer *hatch = new QgsLinePatternFillSymbolLayer();
    hatch->setLineAngle( 45 );
    hatch->setDistance( 2.6 );
    hatch->setDistanceUnit( QgsUnitTypes::RenderMillimeters );
    QColor translucent = colour;
    translucent.setAlpha( 130 );
    QgsSimpleLineSymbolLayer *hatchLine = new QgsSimpleLineSymbolLayer( translucent, 0.35 );
    hatchLine->setWidthUnit( QgsUnitTypes::RenderMillimeters );
    hatch->setSubSymbol( new QgsLineSymbol( QgsSymbolLayerList() << hatchLine ) );
    hatch->setColor( translucent );
    hatch->setLocked( true );
    QgsSimpleLineSymbolLayer *outline = new QgsSimpleLineSymbolLayer( colour, 0.6 );
    outline->setWidthUnit( QgsUnitTypes::RenderMillimeters );
    outline->setPenStyle( Qt::SolidLine );
    return new QgsFillSymbol( QgsSymbolLayerList() << hatch << outline );
  }

  QgsMarkerSymbol *wellMarker( const QColor &colour )
  {
    QgsSimpleMarkerSymbolLayer *marker = new QgsSimpleMarkerSymbolLayer();
    marker->setSize( WELL_MM );
    marker->setColor( colour );
    marker->setStrokeColor( QColor( 255, 255, 255 ) );
    marker->setSizeUnit( QgsUnitTypes::RenderMillimeters );
    marker->setStrokeWidth( 0.4 );
    marker->setStrokeWidthUnit( QgsUnitTypes::RenderMillimeters );
    return new QgsMarkerSymbol( QgsSymbolLayerList() << marker );
  }

  //! Each condition of the infeasibility zones map: its colour and words.
  struct Condition
  {
    QString value;
    QColor colour;
    QString label;
  };

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

  // The zones' tint beneath everything: a hint of the area, never a colour of its own.
  constexpr int ZONE_TINT_ALPHA = 28;

  const QColor SENSITIVE_AREA( 53, 151, 143 );
  const QColor WELL( 8, 48, 107 );
  const QColor STREET( 212, 215, 219 );
  const QColor STREET_NAME( 90, 90, 90 );
  const QColor FRAME( 37, 37, 37 );

  QImage swatchOf( QgsSymbol *symbol, const QSize &size )
  {
    return symbol && size.isValid() && !size.isEmpty() ? symbol->asImage( size ) : QImage();
  }

  // The plain style's category of a parcel: its flags and whether its status says it was fully screened.
  const QString PLAIN_KEY = QStringLiteral( "coalesce(\"flags\", '') || '|' || CASE WHEN coalesce(\"status\", 'ok') IN ('ok', 'repaired') THEN 'ok' ELSE 'not' END" );

  /**
   * The plain copy of the style, for parcels a few pixels wide: one plain
   * fill per parcel, the main colour of the first class of the style (the
   * legend's order) the parcel belongs to. Categorised on one cheap
   * expression rather than a rule per class: at county scale the style's
   * nine filters cost more than drawing. The categories are every flags
   * value of \a layer (\a flagsValues), fully screened or not, each classed
   * by the style's own filters, so the two never disagree.
   */
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

  using SwLabelPlacement = decltype( QgsPalLayerSettings::placement );

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
} // namespace

struct SwReportMap::Context
{
  Role role = Role::Street;
  std::unique_ptr<QgsVectorLayer> above; //!< drawn over the parcels (or the only copy)
  std::unique_ptr<QgsVectorLayer> below; //!< drawn beneath the parcels, when the role has two copies
  bool labelled = false;
  //! Its lines of the legend (swatch drawn when asked) with the symbol each is drawn from.
  QList<std::pair<LegendEntry, std::shared_ptr<QgsSymbol>>> legend;
};

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
  const bool polygons = layer->geometryType() == QgsWkbTypes::PolygonGeometry;
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
      request.setFlags( QgsFeatureRequest::NoFlags );
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
        line->setWidthUnit( QgsUnitTypes::RenderMillimeters );
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
        labels.repeatDistanceUnit = QgsUnitTypes::RenderMillimeters;
        labels.obstacleSettings().setIsObstacle( false );
        above->setLabeling( new QgsVectorLayerSimpleLabeling( labels ) );
        context->labelled = true;
      }
      break;
    }
  }
  mContext.push_back( std::move( context ) );
}

QList<SwReportMap::LegendEntry> SwReportMap::legend( const QSize &swatchSize ) const
{
  QList<LegendEntry> entries;
  if ( !isValid() )
    return entries;
  if ( QgsRuleBasedRenderer *style = dynamic_cast<QgsRuleBasedRenderer *>( mParcels->renderer() ) )
  {
    for ( QgsRuleBasedRenderer::Rule *rule : style->rootRule()->children() )
    {
      if ( rule->symbol() )
        entries << LegendEntry{ rule->ruleKey(), rule->label(), rule->symbol()->color(), swatchOf( rule->symbol(), swatchSize ) };
    }
  }
  // What causes the flags, then the streets; one line per kind (ESA and SEA layers share theirs).
  for ( const Role role : { Role::SensitiveArea, Role::InfeasibilityZone, Role::Well, Role::Street } )
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
        entries << entry;
        entries.last().swatch = swatchOf( line.second.get(), swatchSize );
      }
    }
  }
  return entries;
}

QList<QgsRectangle> SwReportMap::insetExtents( QgsFeedback *feedback )
{
  chooseInsets( feedback );
  return mInsetExtents;
}

void SwReportMap::chooseInsets( QgsFeedback *feedback )
{
  if ( mInsetsChosen || !isValid() )
    return;
  mInsetExtents.clear();
  mInsetFlagged.clear();
  mFlaggedCentres.clear();

  // The flagged parcels' centres and sizes, in the working CRS.
  QgsFeatureRequest request;
  request.setFilterExpression( FLAGGED );
  request.setSubsetOfAttributes( QStringList{ QStringLiteral( "apn" ), QStringLiteral( "flags" ) }, mParcels->fields() );
  request.setDestinationCrs( mWorking.crs(), mTransformContext );
  std::vector<double> narrowSides;
  std::vector<double> longSides;
  QStringList apns;
  const int apnField = mParcels->fields().lookupField( QStringLiteral( "apn" ) );
  const int flagsField = mParcels->fields().lookupField( QStringLiteral( "flags" ) );
  if ( mHasMarks )
  {
    // From the marks gathered while the layer was written: no second read.
    const QStringList keys = classKeys();
    for ( const ParcelMark &mark : mMarks )
    {
      if ( mark.kind == 0 || keys.at( mark.kind - 1 ) == QLatin1String( "incomplete" ) )
        continue;
      mFlaggedCentres << QgsPointXY( mark.x, mark.y );
      narrowSides.push_back( std::min( mark.width, mark.height ) );
      longSides.push_back( std::max( mark.width, mark.height ) );
    }
    apns = mMarkedApns.mid( 0, 1000 );
  }
  // Every flags value there is (for the plain overview), read on the way: the
  // filter leaves out only these two.
  mFlagsValues = { QString(), QStringLiteral( "incomplete" ) };
  QgsFeatureIterator it = mHasMarks ? QgsFeatureIterator() : mParcels->getFeatures( request );
  QgsFeature feature;
  long long read = 0;
  while ( !mHasMarks && it.nextFeature( feature ) )
  {
    if ( ++read % 1000 == 0 && feedback && feedback->isCanceled() )
      return;
    mFlagsValues.insert( feature.attribute( flagsField ).toString() );
    if ( !feature.hasGeometry() || feature.geometry().isEmpty() )
      continue;
    const QgsRectangle box = feature.geometry().boundingBox();
    mFlaggedCentres << box.center();
    narrowSides.push_back( std::min( box.width(), box.height() ) );
    longSides.push_back( std::max( box.width(), box.height() ) );
    if ( apns.size() < 1000 )
      apns << feature.attribute( apnField ).toString();
  }
  if ( feedback && feedback->isCanceled() )
    return;
  mInsetsChosen = true;
  if ( mFlaggedCentres.isEmpty() )
    return;

  const auto median = []( std::vector<double> &values )
  {
    std::nth_element( values.begin(), values.begin() + values.size() / 2, values.end() );
    return values[values.size() / 2];
  };
  const double typicalNarrow = median( narrowSides );
  const double typicalLong = median( longSides );
  mTypicalFeet = mWorking.toFeet( typicalNarrow );

  // The scale: a typical flagged parcel is 40 px across and holds a typical
  // APN along its length (labels turn along a narrow parcel).
  QImage device( 1, 1, QImage::Format_ARGB32 );
  device.setDotsPerMeterX( static_cast<int>( std::round( DPI / 0.0254 ) ) );
  device.setDotsPerMeterY( static_cast<int>( std::round( DPI / 0.0254 ) ) );
  QFont font( FONT );
  font.setPointSizeF( APN_POINTS );
  const QFontMetricsF metrics( font, &device );
  std::vector<double> widths;
  for ( const QString &apn : std::as_const( apns ) )
    widths.push_back( metrics.horizontalAdvance( apn ) );
  const double labelPixels = widths.empty() ? 0 : median( widths );
  const double pixelsPerUnit = std::max( typicalNarrow > 0 ? MINIMUM_PARCEL_PIXELS / typicalNarrow : 0, typicalLong > 0 ? ( labelPixels + LABEL_PADDING_PIXELS ) / typicalLong : 0 );
  const double unitsPerPixel = pixelsPerUnit > 0 ? 1 / pixelsPerUnit : std::max( mParcelsExtent.width(), mParcelsExtent.height() ) / mInsetSize.width();
  mInsetFeetPerPixel = mWorking.toFeet( unitsPerPixel );
  const double windowWidth = mInsetSize.width() * unitsPerPixel;
  const double windowHeight = std::max( 1, mInsetSize.height() - BAND_PIXELS ) * unitsPerPixel;
  if ( !( windowWidth > 0 ) || !( windowHeight > 0 ) )
    return;

  // A grid of half windows from the north-west corner.
  const double cellWidth = windowWidth / 2;
  const double cellHeight = windowHeight / 2;
  const double west = mParcelsExtent.xMinimum();
  const double north = mParcelsExtent.yMaximum();
  const int columns = std::max( 1, static_cast<int>( std::ceil( mParcelsExtent.width() / cellWidth ) ) );
  const int rows = std::max( 1, static_cast<int>( std::ceil( mParcelsExtent.height() / cellHeight ) ) );
  const auto cellOf = [&]( const QgsPointXY &point )
  {
    const int column = std::clamp( static_cast<int>( std::floor( ( point.x() - west ) / cellWidth ) ), 0, columns - 1 );
    const int row = std::clamp( static_cast<int>( std::floor( ( north - point.y() ) / cellHeight ) ), 0, rows - 1 );
    return std::make_pair( row, column );
  };
  const auto windowAt = [&]( const QgsPointXY &centre )
  {
    return QgsRectangle( centre.x() - windowWidth / 2, centre.y() - windowHeight / 2, centre.x() + windowWidth / 2, centre.y() + windowHeight / 2 );
  };

  std::vector<char> shown( mFlaggedCentres.size(), 0 );
  std::vector<long long> counts( static_cast<size_t>( rows ) * columns );
  while ( mInsetExtents.size() < mMaximumInsets )
  {
    if ( feedback && feedback->isCanceled() )
    {
      mInsetsChosen = false;
      return;
    }
    std::fill( counts.begin(), counts.end(), 0 );
    for ( int i = 0; i < mFlaggedCentres.size(); ++i )
    {
      if ( shown[i] )
        continue;
      const auto cell = cellOf( mFlaggedCentres.at( i ) );
      ++counts[static_cast<size_t>( cell.first ) * columns + cell.second];
    }
    // The 2 x 2 block with the most flagged parcels not yet shown; the first (north, then west) wins a tie.
    long long best = 0;
    int bestRow = 0;
    int bestColumn = 0;
    for ( int row = 0; row < std::max( 1, rows - 1 ); ++row )
    {
      for ( int column = 0; column < std::max( 1, columns - 1 ); ++column )
      {
        long long score = 0;
        for ( int r = row; r <= std::min( row + 1, rows - 1 ); ++r )
          for ( int c = column; c <= std::min( column + 1, columns - 1 ); ++c )
            score += counts[static_cast<size_t>( r ) * columns + c];
        if ( score > best )
        {
          best = score;
          bestRow = row;
          bestColumn = column;
        }
      }
    }
    if ( best == 0 )
      break;

    const auto inBlock = [&]( int i )
    {
      const auto cell = cellOf( mFlaggedCentres.at( i ) );
      return cell.first >= bestRow && cell.first <= bestRow + 1 && cell.second >= bestColumn && cell.second <= bestColumn + 1;
    };
    const auto meanOf = [&]( const std::function<bool( int )> &take, QgsPointXY &mean )
    {
      double x = 0;
      double y = 0;
      long long n = 0;
      for ( int i = 0; i < mFlaggedCentres.size(); ++i )
      {
        if ( shown[i] || !take( i ) )
          continue;
        x += mFlaggedCentres.at( i ).x();
        y += mFlaggedCentres.at( i ).y();
        ++n;
      }
      if ( n > 0 )
        mean = QgsPointXY( x / n, y / n );
      return n;
    };
    QgsPointXY centre;
    meanOf( inBlock, centre );
    // Settle on the parcels the window holds (a few steps; the mean stops moving).
    for ( int step = 0; step < 20; ++step )
    {
      const QgsRectangle window = windowAt( centre );
      QgsPointXY next = centre;
      if ( meanOf( [&]( int i )
                   { return window.contains( mFlaggedCentres.at( i ) ); },
                   next ) == 0 )
        break;
      const bool settled = std::fabs( next.x() - centre.x() ) < windowWidth * 1e-9 && std::fabs( next.y() - centre.y() ) < windowHeight * 1e-9;
      centre = next;
      if ( settled )
        break;
    }
    const QgsRectangle window = windowAt( centre );
    // A window mostly over an earlier inset would show the same place twice:
    // its parcels are passed over (the earlier inset shows most of them).
    const bool repeats = std::any_of( mInsetExtents.cbegin(), mInsetExtents.cend(), [&window]( const QgsRectangle &earlier )
                                      { return earlier.intersect( window ).area() > MAXIMUM_INSET_OVERLAP * window.area(); } );
    long long newlyShown = 0;
    long long flagged = 0;
    for ( int i = 0; i < mFlaggedCentres.size(); ++i )
    {
      if ( !window.contains( mFlaggedCentres.at( i ) ) )
        continue;
      ++flagged;
      if ( !shown[i] )
      {
        shown[i] = 1;
        ++newlyShown;
      }
    }
    if ( newlyShown == 0 || repeats )
    {
      // Passed over (or the window drifted off its block): the block's parcels
      // are done with too, so the search moves on.
      for ( int i = 0; i < mFlaggedCentres.size(); ++i )
      {
        if ( inBlock( i ) )
          shown[i] = 1;
      }
      continue;
    }
    mInsetExtents << window;
    mInsetFlagged << flagged;
  }
}

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
  for ( const Role role : { Role::Well, Role::SensitiveArea, Role::InfeasibilityZone, Role::Street } )
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
  scaleBar->setUnits( QgsUnitTypes::DistanceFeet );
  scaleBar->setUnitLabel( QStringLiteral( "ft" ) );
  scaleBar->setSegmentSizeMode( QgsScaleBarSettings::SegmentSizeFixed );
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
