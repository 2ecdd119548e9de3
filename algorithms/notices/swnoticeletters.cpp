/***************************************************************************
  swnoticeletters.cpp: notice letters through a print layout atlas.
 ***************************************************************************/
#include "notices/swnoticeletters.h"
#include "notices/swletterflow.h"
#include "notices/swtemplatecheck.h"
#include "core/compat.h"
#include "core/swunits.h"

#include "qgsexception.h"
#include "qgsfeedback.h"
#include "qgsfillsymbol.h"
#include "qgslinesymbol.h"
#include "qgslayoutatlas.h"
#include "qgslayoutexporter.h"
#include "qgslayoutitemmap.h"
#include "qgslayoutitemregistry.h"
#include "qgslayoutpagecollection.h"
#include "qgspallabeling.h"
#include "qgsprintlayout.h"
#include "qgsproject.h"
#include "qgsreadwritecontext.h"
#include "qgsrulebasedrenderer.h"
#include "qgssinglesymbolrenderer.h"
#include "qgstextformat.h"
#include "qgsvectorlayer.h"
#include "qgsvectorlayerlabeling.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QFont>
#include <QLocale>

namespace
{
  // The owner's parcels on the current letter; the rest are neighbours.
  const QString OWN_PARCELS = QStringLiteral( "\"notice_id\" = attribute( @atlas_feature, 'notice_id' )" );

  // A memory layer in the working CRS with \a fields.
  std::unique_ptr<QgsVectorLayer> memoryLayer( const QString &name, const QgsCoordinateReferenceSystem &crs, const QgsFields &fields )
  {
    auto layer = std::make_unique<QgsVectorLayer>( QStringLiteral( "MultiPolygon?crs=%1" ).arg( crs.authid() ), name, QStringLiteral( "memory" ) );
    if ( crs.authid().isEmpty() )
      layer->setCrs( crs );
    layer->dataProvider()->addAttributes( fields.toList() );
    layer->updateFields();
    return layer;
  }

  QgsGeometry inWorkingCrs( const QgsGeometry &geometry, const QgsCoordinateTransform &transform )
  {
    QgsGeometry result = geometry;
    if ( transform.isValid() && !transform.isShortCircuited() )
      result.transform( transform );
    result.convertToMultiType();
    return result;
  }

  void styleParcels( QgsVectorLayer *layer )
  {
    auto root = std::make_unique<QgsRuleBasedRenderer::Rule>( nullptr );
    root->appendChild( new QgsRuleBasedRenderer::Rule( swRelease( QgsFillSymbol::createSimple( { { QStringLiteral( "color" ), QStringLiteral( "244,165,96,190" ) }, { QStringLiteral( "outline_color" ), QStringLiteral( "120,50,10,255" ) }, { QStringLiteral( "outline_width" ), QStringLiteral( "0.5" ) } } ) ), 0, 0, OWN_PARCELS, QObject::tr( "Your parcels" ) ) );
    root->appendChild( new QgsRuleBasedRenderer::Rule( swRelease( QgsFillSymbol::createSimple( { { QStringLiteral( "style" ), QStringLiteral( "no" ) }, { QStringLiteral( "outline_color" ), QStringLiteral( "120,120,120,255" ) }, { QStringLiteral( "outline_width" ), QStringLiteral( "0.2" ) } } ) ), 0, 0, QString(), QObject::tr( "Other parcels" ), QString(), true ) );
    layer->setRenderer( new QgsRuleBasedRenderer( root.release() ) );

    QgsPalLayerSettings labels;
    labels.fieldName = QStringLiteral( "CASE WHEN %1 THEN \"apn\" END" ).arg( OWN_PARCELS );
    labels.isExpression = true;
    QgsTextFormat format;
    format.setFont( QFont( QStringLiteral( "DejaVu Sans" ) ) );
    format.setSize( 7 );
    QgsTextBufferSettings buffer;
    buffer.setEnabled( true );
    buffer.setSize( 0.8 );
    format.setBuffer( buffer );
    labels.setFormat( format );
    layer->setLabeling( new QgsVectorLayerSimpleLabeling( labels ) );
    layer->setLabelsEnabled( true );
  }

  // Streets in pale grey, named along their length where the map has room.
  void styleStreets( QgsVectorLayer *layer, const QString &nameField )
  {
    if ( layer->geometryType() == SW_GEOMETRY( Polygon ) )
      layer->setRenderer( new QgsSingleSymbolRenderer( swRelease( QgsFillSymbol::createSimple( { { QStringLiteral( "color" ), QStringLiteral( "236,236,236,255" ) }, { QStringLiteral( "outline_style" ), QStringLiteral( "no" ) } } ) ) ) );
    else
      layer->setRenderer( new QgsSingleSymbolRenderer( swRelease( QgsLineSymbol::createSimple( { { QStringLiteral( "line_color" ), QStringLiteral( "200,200,200,255" ) }, { QStringLiteral( "line_width" ), QStringLiteral( "1.2" ) } } ) ) ) );
    if ( nameField.isEmpty() || layer->fields().lookupField( nameField ) < 0 )
    {
      layer->setLabelsEnabled( false );
      return;
    }
    QgsPalLayerSettings labels;
    labels.fieldName = nameField;
    labels.placement = layer->geometryType() == SW_GEOMETRY( Polygon ) ? SW_LABEL_PLACEMENT( Free ) : SW_LABEL_PLACEMENT( Line );
    labels.repeatDistance = 60;
    labels.repeatDistanceUnit = SW_RENDER_UNIT( Millimeters );
    QgsTextFormat format;
    format.setFont( QFont( QStringLiteral( "DejaVu Sans" ) ) );
    format.setSize( 7 );
    format.setColor( QColor( 90, 90, 90 ) );
    labels.setFormat( format );
    layer->setLabeling( new QgsVectorLayerSimpleLabeling( labels ) );
    layer->setLabelsEnabled( true );
  }

  void styleBackground( QgsVectorLayer *layer )
  {
    layer->setRenderer( new QgsSingleSymbolRenderer( swRelease( QgsFillSymbol::createSimple( { { QStringLiteral( "style" ), QStringLiteral( "no" ) }, { QStringLiteral( "outline_color" ), QStringLiteral( "170,170,170,255" ) }, { QStringLiteral( "outline_width" ), QStringLiteral( "0.15" ) } } ) ) ) );
    layer->setLabelsEnabled( false );
  }
} // namespace

QString SwNoticeLetters::defaultTemplate()
{
  return QStringLiteral( ":/stormwater/resources/vacantnotice.qpt" );
}

namespace
{
  /**
   * A picture the layout designer saved beside the file it saved
   * ("./logo.png", "../seal.png": QGIS writes a relative path so) is read
   * from the template's folder, wherever the run is started; QGIS alone
   * would look for it in the current folder.
   */
  void readPicturesBeside( QDomDocument &document, const QString &path )
  {
    const QDir folder = QFileInfo( path ).absoluteDir();
    const QDomNodeList items = document.elementsByTagName( QStringLiteral( "LayoutItem" ) );
    for ( int i = 0; i < items.size(); ++i )
    {
      QDomElement item = items.at( i ).toElement();
      const QString file = item.attribute( QStringLiteral( "file" ) );
      if ( item.attribute( QStringLiteral( "type" ) ).toInt() == QgsLayoutItemRegistry::LayoutPicture && ( file.startsWith( QLatin1String( "./" ) ) || file.startsWith( QLatin1String( "../" ) ) ) )
        item.setAttribute( QStringLiteral( "file" ), QDir::cleanPath( folder.absoluteFilePath( file ) ) );
    }
  }
} // namespace

QDomDocument SwNoticeLetters::readTemplate( const QString &path )
{
  QFile file( path );
  if ( !file.open( QIODevice::ReadOnly ) )
    throw QgsProcessingException( QObject::tr( "TEMPLATE '%1' cannot be read: %2" ).arg( path, file.errorString() ) );
  QDomDocument document;
  QString error;
  int line = 0;
  if ( !document.setContent( &file, &error, &line ) )
    throw QgsProcessingException( QObject::tr( "TEMPLATE '%1' is not a QGIS print layout template (.qpt): line %2: %3" ).arg( path ).arg( line ).arg( error ) );
  if ( document.documentElement().tagName() != QLatin1String( "Layout" ) )
    throw QgsProcessingException( QObject::tr( "TEMPLATE '%1' is not a QGIS print layout template (.qpt): its root element is <%2>, not <Layout>" ).arg( path, document.documentElement().tagName() ) );
  // Before any letter is drawn: nothing the template reads or loads may leak into them.
  const QString refusal = SwTemplateCheck::whyRefused( document, path );
  if ( !refusal.isEmpty() )
    throw QgsProcessingException( refusal );
  readPicturesBeside( document, path );
  return document;
}

namespace
{
  // The words of a notice a template reads as text, besides the figures.
  const QStringList &textFields()
  {
    static const QStringList names{ QStringLiteral( "notice_id" ), QStringLiteral( "owner" ), QStringLiteral( "owner_key" ), QStringLiteral( "delivery" ), QStringLiteral( "apns" ), QStringLiteral( "apn_list" ), QStringLiteral( "situs_addresses" ), QStringLiteral( "notice_date" ), QStringLiteral( "compliance_deadline" ), QStringLiteral( "computed_deadline" ),
                                    QStringLiteral( "language" ), QStringLiteral( "letterhead" ), QStringLiteral( "department" ), QStringLiteral( "code_title" ), QStringLiteral( "heading" ), QStringLiteral( "dates_block" ), QStringLiteral( "address_block" ), QStringLiteral( "delivery_text" ), QStringLiteral( "notice_date_text" ), QStringLiteral( "deadline_text" ), QStringLiteral( "computed_deadline_text" ),
                                    QStringLiteral( "intro" ), QStringLiteral( "parcel_lines" ), QStringLiteral( "parcel_lines_first" ), QStringLiteral( "total_line" ), QStringLiteral( "total_acres_text" ), QStringLiteral( "map_caption" ), QStringLiteral( "steps_text" ), QStringLiteral( "deadline_note" ), QStringLiteral( "page2_text" ), QStringLiteral( "quotations_text" ), QStringLiteral( "contact_block" ), QStringLiteral( "signature_block" ), QStringLiteral( "enclosure" ), QStringLiteral( "page_text" ) };
    return names;
  }
} // namespace

QgsFields SwNoticeLetters::coverageFields()
{
  QgsFields fields;
  for ( const QString &name : textFields() )
    fields.append( QgsField( name, SW_VARIANT_TYPE( QString ) ) );
  fields.append( QgsField( QStringLiteral( "parcel_count" ), SW_VARIANT_TYPE( Int ) ) );
  fields.append( QgsField( QStringLiteral( "total_acres" ), SW_VARIANT_TYPE( Double ) ) );
  fields.append( QgsField( QStringLiteral( "compliance_days" ), SW_VARIANT_TYPE( Int ) ) );
  return fields;
}

int SwNoticeLetters::write( const std::vector<SwNotice> &notices, const Letterhead &letterhead, const QDomDocument &layoutTemplate, const QgsCoordinateReferenceSystem &parcelCrs, const SwWorkingCrs &working, const QgsVectorLayer *background, const QString &path, QgsFeedback *feedback, QStringList *unfit )
{
  // The layout, its layers and its project live only for this export.
  QgsProject project;
  project.setCrs( working.crs() );
  const QgsCoordinateTransform toWorking( parcelCrs, working.crs(), project.transformContext() );

  std::unique_ptr<QgsVectorLayer> coverage = memoryLayer( QStringLiteral( "notices" ), working.crs(), coverageFields() );
  QgsFields parcelFields;
  parcelFields.append( QgsField( QStringLiteral( "apn" ), SW_VARIANT_TYPE( QString ) ) );
  parcelFields.append( QgsField( QStringLiteral( "notice_id" ), SW_VARIANT_TYPE( QString ) ) );
  parcelFields.append( QgsField( QStringLiteral( "acres" ), SW_VARIANT_TYPE( Double ) ) );
  std::unique_ptr<QgsVectorLayer> parcels = memoryLayer( QObject::tr( "Notice parcels" ), working.crs(), parcelFields );

  QgsFeatureList coverageFeatures;
  QgsFeatureList parcelFeatures;
  for ( const SwNotice &notice : notices )
  {
    QVector<QgsGeometry> parts;
    QStringList apnList;
    for ( const SwNoticeParcel &parcel : notice.parcels )
    {
      const QgsGeometry geometry = inWorkingCrs( parcel.geometry, toWorking );
      apnList << QStringLiteral( "%1 (%2 ac)" ).arg( parcel.apn, SwNoticeWording::acres( parcel.testedSqft() ) );
      if ( geometry.isNull() )
        continue;
      parts << geometry;
      QgsFeature feature( parcels->fields() );
      feature.setGeometry( geometry );
      feature.setAttributes( QgsAttributes() << parcel.apn << notice.id << SwUnits::sqftToAcres( parcel.areaSqft ) );
      parcelFeatures << feature;
    }
    QMap<QString, QString> words = SwNoticeWording::words( notice, *letterhead.text );
    words.insert( QStringLiteral( "notice_id" ), notice.id );
    words.insert( QStringLiteral( "owner" ), notice.owner );
    words.insert( QStringLiteral( "owner_key" ), notice.ownerKey );
    words.insert( QStringLiteral( "delivery" ), notice.mailed ? QStringLiteral( "mail" ) : QStringLiteral( "posting" ) );
    words.insert( QStringLiteral( "apns" ), notice.apns().join( QLatin1String( ", " ) ) );
    words.insert( QStringLiteral( "apn_list" ), apnList.join( QLatin1String( ", " ) ) );
    words.insert( QStringLiteral( "situs_addresses" ), notice.situsAddresses().join( QLatin1String( "; " ) ) );
    words.insert( QStringLiteral( "notice_date" ), notice.term.noticeDate.toString( Qt::ISODate ) );
    words.insert( QStringLiteral( "compliance_deadline" ), notice.term.deadline.extended.toString( Qt::ISODate ) );
    words.insert( QStringLiteral( "computed_deadline" ), notice.term.deadline.computed.toString( Qt::ISODate ) );
    QgsAttributes attributes;
    for ( const QString &name : textFields() )
      attributes << words.value( name );
    attributes << static_cast<int>( notice.parcels.size() ) << SwUnits::sqftToAcres( notice.testedSqft() ) << notice.term.complianceDays;
    QgsFeature feature( coverage->fields() );
    if ( !parts.isEmpty() )
      feature.setGeometry( QgsGeometry::collectGeometry( parts ) );
    feature.setAttributes( attributes );
    coverageFeatures << feature;
  }
  coverage->dataProvider()->addFeatures( coverageFeatures );
  parcels->dataProvider()->addFeatures( parcelFeatures );
  styleParcels( parcels.get() );

  // Layers join the project bottom first: streets, neighbours, then the owner's parcels.
  if ( letterhead.streets && letterhead.streets->isValid() )
  {
    QgsVectorLayer *copy = letterhead.streets->clone();
    styleStreets( copy, letterhead.streetNameField );
    project.addMapLayer( copy );
  }
  if ( background && background->isValid() )
  {
    QgsVectorLayer *copy = background->clone();
    styleBackground( copy );
    project.addMapLayer( copy );
  }
  project.addMapLayer( parcels.release() );
  // The coverage drives the atlas but is not drawn.
  QgsVectorLayer *coverageLayer = coverage.release();
  project.addMapLayer( coverageLayer, false );

  QgsPrintLayout layout( &project );
  bool loaded = false;
  layout.loadFromTemplate( layoutTemplate, QgsReadWriteContext(), true, &loaded );
  if ( !loaded || layout.pageCollection()->pageCount() == 0 )
    throw QgsProcessingException( QObject::tr( "The notice template could not be loaded as a print layout" ) );

  QList<QgsLayoutItemMap *> maps;
  layout.layoutItems( maps );
  for ( QgsLayoutItemMap *map : maps )
  {
    map->setCrs( working.crs() );
    // A map saved without an extent follows the atlas badly (its frame
    // grows to the first owner's shape); give it one of its own proportions.
    const QgsRectangle extent = map->extent();
    if ( !extent.isFinite() || extent.isEmpty() )
      map->setExtent( QgsRectangle( 0, 0, map->rect().width(), map->rect().height() ) );
    // A template whose map does not follow the atlas would show every letter the same place.
    if ( !map->atlasDriven() )
    {
      map->setAtlasDriven( true );
      map->setAtlasScalingMode( QgsLayoutItemMap::Auto );
      map->setAtlasMargin( 0.35 );
    }
  }

  QgsLayoutAtlas *atlas = layout.atlas();
  atlas->setCoverageLayer( coverageLayer );
  atlas->setEnabled( true );
  atlas->setHideCoverage( false );
  atlas->setSortFeatures( false );
  atlas->setFilterFeatures( false );

  // Each letter's blocks at the heights its words need; what still does not fit is said.
  SwLetterFlow flow( layout );
  QStringList overflowing;
  const int noticeField = coverageLayer->fields().lookupField( QStringLiteral( "notice_id" ) );
  QObject::connect( atlas, &QgsLayoutAtlas::featureChanged, atlas, [&]( const QgsFeature &feature )
                    {
    const QString overflow = flow.arrange( feature );
    if ( !overflow.isEmpty() )
      overflowing << QStringLiteral( "%1 (%2)" ).arg( feature.attribute( noticeField ).toString(), overflow ); } );

  QgsLayoutExporter::PdfExportSettings settings;
  // Text stays text, so the letters can be searched, read aloud and checked.
  settings.textRenderFormat = Qgis::TextRenderFormat::AlwaysText;
  settings.forceVectorOutput = true;
  settings.appendGeoreference = false;
  settings.simplifyGeometries = true;
  QString error;
  const QgsLayoutExporter::ExportResult result = QgsLayoutExporter::exportToPdf( atlas, path, settings, error, feedback );
  switch ( result )
  {
    case QgsLayoutExporter::Success:
      break;
    case QgsLayoutExporter::Canceled:
      return 0;
    case QgsLayoutExporter::FileError:
      throw QgsProcessingException( QObject::tr( "OUTPUT_PDF: cannot write '%1'%2" ).arg( QDir::toNativeSeparators( path ), error.isEmpty() ? QString() : QStringLiteral( ": %1" ).arg( error ) ) );
    default:
      throw QgsProcessingException( QObject::tr( "OUTPUT_PDF: the letters could not be rendered%1" ).arg( error.isEmpty() ? QString() : QStringLiteral( ": %1" ).arg( error ) ) );
  }
  if ( unfit )
    *unfit = overflowing;
  return atlas->count() * layout.pageCollection()->pageCount();
}
