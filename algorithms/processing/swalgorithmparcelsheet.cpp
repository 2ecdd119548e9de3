/***************************************************************************
  swalgorithmparcelsheet.cpp: stormwater:parcelsheet (see header).
 ***************************************************************************/
#include "processing/swalgorithmparcelsheet.h"
#include "processing/swdestinationcheck.h"
#include "changes/swrenumberedparcels.h"
#include "sheet/swparcelsheet.h"
#include "sheet/swparcelsheetdocument.h"
#include "sheet/swparcelsheetfinder.h"
#include "report/swreportmap.h"
#include "report/swreportparcels.h"
#include "lid/swlidapplicability.h"
#include "lid/swprojectfields.h"
#include "screens/infeasibility/swinfeasibilityparameters.h"
#include "lid/swprojectparcels.h"
#include "lid/swprojectvolumeanswer.h"
#include "screens/infeasibility/swdrinkingwells.h"
#include "core/compat.h"
#include "core/swcancel.h"
#include "core/swgdaldataset.h"
#include "core/swknownfield.h"
#include "core/swparcelnumber.h"
#include "core/swparameterreader.h"
#include "core/swsecrets.h"
#include "core/swworkingcrs.h"

#include "qgsexpression.h"
#include "qgsfeaturerequest.h"
#include "qgsprocessingfeedback.h"
#include "qgsprocessingparameters.h"
#include "qgsproviderregistry.h"
#include "qgsvectorlayer.h"

#include <QDateTime>
#include <QFileInfo>

#include <gdal.h>
#include <ogr_api.h>

#include <algorithm>
#include <memory>

namespace
{
  const QString INPUT = QStringLiteral( "INPUT" );
  const QString APN = QStringLiteral( "APN" );
  const QString ADDRESS = QStringLiteral( "ADDRESS" );
  const QString ADDRESS_FIELD = QStringLiteral( "ADDRESS_FIELD" );
  const QString MAP_SENSITIVE_AREAS = QStringLiteral( "SENSITIVE_AREAS" );
  const QString WELLS = QStringLiteral( "WELLS" );
  const QString WELL_ID_FIELD = QStringLiteral( "WELL_ID_FIELD" );
  const QString ZONES = QStringLiteral( "ZONES" );
  const QString STREETS = QStringLiteral( "STREETS" );
  const QString STREET_NAME_FIELD = QStringLiteral( "STREET_NAME_FIELD" );
  const QString OUTPUT_PDF = QStringLiteral( "OUTPUT_PDF" );
  const QString OUTPUT_HTML = QStringLiteral( "OUTPUT_HTML" );
  const QString SHEETS = QStringLiteral( "SHEETS" );
  const QString APNS = QStringLiteral( "APNS" );

  //! The fields only a screened layer has: one of them says the main job (or a screen) wrote INPUT.
  const QStringList SCREENED_FIELDS{ QStringLiteral( "vacancy" ), QStringLiteral( "hillside" ), QStringLiteral( "esa_relation" ), QStringLiteral( "infeasibility" ), QStringLiteral( "impervious_sqft" ), QStringLiteral( "swqdv_cuft" ) };

  //! The file a layer is read from, or its source when it is not a file.
  QString fileOf( const QgsMapLayer *layer )
  {
    const QVariantMap parts = QgsProviderRegistry::instance()->decodeUri( layer->providerType(), layer->source() );
    const QString path = parts.value( QStringLiteral( "path" ) ).toString();
    return path.isEmpty() ? layer->source() : path;
  }

  //! The layer's name in its file: a layer loaded as "city.gpkg|layername=esa" is named "city" by QGIS.
  QString nameOf( const QgsMapLayer *layer )
  {
    const QString inFile = QgsProviderRegistry::instance()->decodeUri( layer->providerType(), layer->source() ).value( QStringLiteral( "layerName" ) ).toString();
    return inFile.isEmpty() ? layer->name() : inFile;
  }

  //! "Sensitive areas: layer 'esa' of city.gpkg, file of December 5, 2026"; a database's: "Wells (map): layer 'wells' ("public"."wells" (PostGIS))".
  QString sourceLine( const QString &what, const QgsMapLayer *layer )
  {
    const QString path = fileOf( layer );
    const QFileInfo file( path );
    const QString name = nameOf( layer );
    // The sheet is handed to the applicant: a database layer by its table, never its host, user or password.
    if ( SwSecrets::isDatabase( layer->source(), layer->providerType() ) )
      return QObject::tr( "%1: layer '%2' (%3)" ).arg( what, name, SwSecrets::publicName( layer->source(), layer->providerType() ) );
    if ( !file.isFile() )
      return QObject::tr( "%1: layer '%2' (%3)" ).arg( what, name, SwSecrets::masked( path ) );
    return QObject::tr( "%1: layer '%2' of %3, file of %4" ).arg( what, name, file.fileName(), SwParcelSheetDocument::dayText( file.lastModified().date() ) );
  }

  //! The first line of the account the main job stores with its layer ("Written by ... on ... under ...'s profile"), or empty.
  QString writtenBy( const QgsVectorLayer *layer )
  {
    const QString path = fileOf( layer );
    if ( !QFileInfo( path ).isFile() )
      return QString();
    const SwGdalDataset dataset( path );
    if ( !dataset.handle() )
      return QString();
    const QVariantMap parts = QgsProviderRegistry::instance()->decodeUri( layer->providerType(), layer->source() );
    const QString name = parts.value( QStringLiteral( "layerName" ) ).toString();
    OGRLayerH handle = name.isEmpty() ? GDALDatasetGetLayer( dataset.handle(), 0 ) : GDALDatasetGetLayerByName( dataset.handle(), name.toUtf8().constData() );
    if ( !handle )
      return QString();
    const char *description = GDALGetMetadataItem( handle, "DESCRIPTION", nullptr );
    return description ? QString::fromUtf8( description ).section( QLatin1Char( '\n' ), 0, 0 ).trimmed() : QString();
  }

  //! A memory layer of polygons in \a crs, for the map (the subject parcel, a well's reach).
  std::unique_ptr<QgsVectorLayer> polygonLayer( const QString &name, const QgsCoordinateReferenceSystem &crs, const QList<QgsGeometry> &geometries )
  {
    auto layer = std::make_unique<QgsVectorLayer>( QStringLiteral( "MultiPolygon?crs=%1&field=apn:string" ).arg( crs.authid().isEmpty() ? QStringLiteral( "wkt:" ) + crs.toWkt() : crs.authid() ), name, QStringLiteral( "memory" ) );
    QgsFeatureList features;
    for ( const QgsGeometry &geometry : geometries )
    {
      QgsFeature feature( layer->fields() );
      feature.setGeometry( geometry );
      features << feature;
    }
    layer->dataProvider()->addFeatures( features );
    layer->updateExtents();
    return layer;
  }

  /**
   * What the map of a parcel with bounding box \a box shows: the parcel and at
   * least \a least around it (more for a large parcel), in the picture's
   * shape, and moved inside the \a city's extent when the parcel is at its
   * edge, so that the map is filled with neighbours rather than blank ground.
   */
  QgsRectangle mapExtent( const QgsRectangle &box, const QgsRectangle &city, const QSize &picture, double least )
  {
    QgsRectangle wanted = box;
    wanted.grow( std::max( least, 0.6 * std::max( box.width(), box.height() ) ) );
    const double aspect = static_cast<double>( picture.width() ) / picture.height();
    const QgsPointXY centre = wanted.center();
    const double width = std::max( wanted.width(), wanted.height() * aspect );
    const double height = width / aspect;
    wanted = QgsRectangle( centre.x() - width / 2, centre.y() - height / 2, centre.x() + width / 2, centre.y() + height / 2 );
    if ( city.isNull() || city.isEmpty() )
      return wanted;
    // Each way, as far as the city reaches and never so far that the parcel leaves the map.
    double dx = 0;
    if ( wanted.xMinimum() < city.xMinimum() && wanted.xMaximum() < city.xMaximum() )
      dx = std::min( { city.xMinimum() - wanted.xMinimum(), city.xMaximum() - wanted.xMaximum(), box.xMinimum() - wanted.xMinimum() } );
    else if ( wanted.xMaximum() > city.xMaximum() && wanted.xMinimum() > city.xMinimum() )
      dx = -std::min( { wanted.xMaximum() - city.xMaximum(), wanted.xMinimum() - city.xMinimum(), wanted.xMaximum() - box.xMaximum() } );
    double dy = 0;
    if ( wanted.yMinimum() < city.yMinimum() && wanted.yMaximum() < city.yMaximum() )
      dy = std::min( { city.yMinimum() - wanted.yMinimum(), city.yMaximum() - wanted.yMaximum(), box.yMinimum() - wanted.yMinimum() } );
    else if ( wanted.yMaximum() > city.yMaximum() && wanted.yMinimum() > city.yMinimum() )
      dy = -std::min( { wanted.yMaximum() - city.yMaximum(), wanted.yMinimum() - city.yMinimum(), wanted.yMaximum() - box.yMaximum() } );
    return QgsRectangle( wanted.xMinimum() + dx, wanted.yMinimum() + dy, wanted.xMaximum() + dx, wanted.yMaximum() + dy );
  }
} // namespace

SwAlgorithm::Description SwParcelSheetAlgorithm::description() const
{
  return { "parcelsheet", QT_TRANSLATE_NOOP( "SwAlgorithm", "Parcel sheet (one property, at the counter)" ), Group::Counter, QT_TRANSLATE_NOOP( "SwAlgorithm", "parcel,sheet,counter,APN,address,property,print,PDF,applicant,owner,LID" ), QT_TRANSLATE_NOOP( "SwAlgorithm", "Prints one sheet per parcel asked for, by APN or street address, from the screened layer: every screen's answer with its figures and citation, what was not decided and why, a map, and the LID answer for a project the applicant describes." ) };
}

SwParcelSheetAlgorithm *SwParcelSheetAlgorithm::createInstance() const
{
  return new SwParcelSheetAlgorithm();
}

QString SwParcelSheetAlgorithm::shortHelpString() const
{
  return QObject::tr( "The sheet a clerk hands over at the counter: for each parcel asked for (one or more APNs, or a street address), its particulars, every screen's answer in plain words with its figures and the code's words, what the data could not decide and why, a map of the parcel among its neighbours with the sensitive areas, wells, infeasibility zones and named streets, the data sources with their dates, and a line for the clerk's name. "
                      "APNs match with or without dashes; addresses ignoring case, spacing and punctuation. An address several parcels share is answered with their APNs to choose from; nothing is guessed.\n"
                      "Screened parcels: the main job's layer (stormwater:screenparcels). A project described in the Project parameters also gets its LID answer (as stormwater:lidapplicability).\n" ) +
         helpPointer();
}

QString SwParcelSheetAlgorithm::detailedHelp() const
{
  return QObject::tr( "<h3>What a sheet says</h3><p>Every figure printed is a field of the screened layer: vacancy and the unimproved area (and the touching parcels of the same owner), the hillside answer with its slope figures, the ESA relation with the distance to the named area, each infeasibility condition with the part of the parcel it covers and the nearest drinking-water well, the impervious area, and the design volume (SWQDv) with the part to retain and to biofiltrate. "
                      "A screen that could not decide the parcel says so, and why, in the screen's own words; it is never printed as a \"no\". The thresholds named (200 ft, 25%, 100 ft...) are the profile's.</p>"
                      "<h3>Map</h3><p>The parcel outlined in red and named, its neighbours in the main job's style, the layers given: sensitive areas named, wells, the reach of the parcel's nearest drinking-water well (a dashed circle of the profile's well distance), infeasibility zones, streets named; scale bar in feet and north arrow.</p>"
                      "<h3>Renumbered parcels</h3><p>With PREVIOUS (an earlier screening), an APN the layer no longer has is looked for there: when the assessor renumbered the parcel (a parcel gone and a new one each covering at least 90% of the other's area), the sheet is made for the parcel under its new APN and says which APN was asked for. A split or a merge is not a renumbering: the APN is refused, and the error says what became of it.</p>"
                      "<h3>An APN several parcels share</h3><p>A roll that gives one APN to several parcels gets one sheet per parcel, each saying at its top that the APN is shared, which of them it is (its feature id) and where the others' sheets are; the log names them too. A described project's LID answer on each sheet is that parcel's.</p>"
                      "<h3>Outputs</h3><p>OUTPUT_PDF: one Letter page per sheet (a long sheet runs on). OUTPUT_HTML: the same sheets in one self-contained file. SHEETS: how many; APNS: the parcels, in order.</p>" );
}

void SwParcelSheetAlgorithm::initAlgorithm( const QVariantMap & )
{
  auto input = std::make_unique<QgsProcessingParameterVectorLayer>( INPUT, QObject::tr( "Screened parcels (output of Screen all parcels)" ), QList<int>() << static_cast<int>( SW_PROCESSING_SOURCE_POLYGON ) );
  input->setHelp( QObject::tr( "the main job's layer (stormwater:screenparcels OUTPUT), with apn and the screens' fields." ) );
  addParameter( input.release() );
  auto apn = std::make_unique<QgsProcessingParameterString>( APN, QObject::tr( "Parcel number(s) (APN)" ), QVariant(), true, true );
  apn->setHelp( QObject::tr( "one APN, or several separated by commas or on their own lines (one sheet each, in that order); dashes and spaces do not matter." ) );
  addParameter( apn.release() );
  auto address = std::make_unique<QgsProcessingParameterString>( ADDRESS, QObject::tr( "Street address" ), QVariant(), false, true );
  address->setHelp( QObject::tr( "the property (situs) address, for example 2607 E 14th St; case, spacing and punctuation do not matter. Several parcels at one address are listed to choose from by APN." ) );
  addParameter( address.release() );
  auto addressField = std::make_unique<QgsProcessingParameterField>( ADDRESS_FIELD, QObject::tr( "Address field" ), QVariant(), INPUT, SW_FIELD_ANY, false, true );
  addressField->setHelp( QObject::tr( "optional: the field of street addresses; by default the first of %1." ).arg( SwReportParcels::addressFieldNames().join( QLatin1String( ", " ) ) ) );
  addressField->setFlags( addressField->flags() | SW_PARAMETER_FLAG_ADVANCED );
  addParameter( addressField.release() );

  auto sensitive = std::make_unique<QgsProcessingParameterMultipleLayers>( MAP_SENSITIVE_AREAS, QObject::tr( "Map: environmentally sensitive areas (ESA, SEA)" ), SW_PROCESSING_SOURCE_POLYGON, QVariant(), true );
  sensitive->setHelp( QObject::tr( "optional: drawn and named (field name) on the map." ) );
  addParameter( sensitive.release() );
  auto wells = std::make_unique<QgsProcessingParameterVectorLayer>( WELLS, QObject::tr( "Map: wells" ), QList<int>() << static_cast<int>( SW_PROCESSING_SOURCE_POINT ), QVariant(), true );
  wells->setHelp( QObject::tr( "optional: drawn on the map; the parcel's nearest drinking-water well (well_id of the screened layer) gets the dashed circle of the profile's well distance." ) );
  addParameter( wells.release() );
  auto wellId = std::make_unique<QgsProcessingParameterField>( WELL_ID_FIELD, QObject::tr( "Well id field" ), QStringLiteral( "well_id" ), WELLS, SW_FIELD_ANY, false, true );
  wellId->setHelp( QObject::tr( "the wells' id field, as the infeasibility screen read it (default well_id)." ) );
  wellId->setFlags( wellId->flags() | SW_PARAMETER_FLAG_ADVANCED );
  addParameter( wellId.release() );
  auto zones = std::make_unique<QgsProcessingParameterMultipleLayers>( ZONES, QObject::tr( "Map: infeasibility zones" ), SW_PROCESSING_SOURCE_POLYGON, QVariant(), true );
  zones->setHelp( QObject::tr( "optional: the main job's ZONES map (each condition in its colour), or any zone polygons (brownfields, geohazards, shallow groundwater)." ) );
  addParameter( zones.release() );
  auto streets = std::make_unique<QgsProcessingParameterVectorLayer>( STREETS, QObject::tr( "Map: streets" ), QList<int>() << static_cast<int>( SW_PROCESSING_SOURCE_ANY ), QVariant(), true );
  streets->setHelp( QObject::tr( "optional: streets or the right-of-way, drawn under the parcels and named, so the applicant can find the property." ) );
  addParameter( streets.release() );
  auto streetName = std::make_unique<QgsProcessingParameterField>( STREET_NAME_FIELD, QObject::tr( "Street name field" ), QStringLiteral( "name" ), STREETS, SW_FIELD_ANY, false, true );
  streetName->setHelp( QObject::tr( "the field that names each street (default name)." ) );
  streetName->setFlags( streetName->flags() | SW_PARAMETER_FLAG_ADVANCED );
  addParameter( streetName.release() );

  for ( const SwProjectField &value : SwProjectFields::all() )
  {
    std::unique_ptr<QgsProcessingParameterDefinition> parameter;
    // "Project: disturbed area (sq ft)", but "Project: SIC code".
    QString words = value.translatedLabel();
    if ( words.size() > 1 && words.at( 1 ).isLower() )
      words[0] = words.at( 0 ).toLower();
    const QString label = QObject::tr( "Project: %1" ).arg( words );
    if ( value.number )
      parameter = std::make_unique<QgsProcessingParameterNumber>( value.valueName(), label, SW_NUMBER_DOUBLE, QVariant(), true, 0 );
    else
      parameter = std::make_unique<QgsProcessingParameterString>( value.valueName(), label, QVariant(), false, true );
    parameter->setHelp( QObject::tr( "optional, for a project the applicant describes: %1 Any project value given adds the project's LID answer to the sheet." ).arg( value.translatedHelp() ) );
    parameter->setFlags( parameter->flags() | SW_PARAMETER_FLAG_ADVANCED );
    addParameter( parameter.release() );
  }
  addParameter( SwProjectVolumeAnswer::perviousCoefficientParameter() );
  addProfileParameter();
  auto previous = SwRenumberedParcels::input( QObject::tr( "optional: an earlier screening of the parcels (the main job's OUTPUT of an earlier run). An APN asked for that the layer no longer has, because the assessor renumbered the parcel, then finds the parcel by its land, and the sheet says \"Asked for <old APN>, now <new APN> (renumbered: same land)\"." ) );
  previous->setFlags( previous->flags() | SW_PARAMETER_FLAG_ADVANCED );
  addParameter( previous );

  auto pdf = std::make_unique<QgsProcessingParameterFileDestination>( OUTPUT_PDF, QObject::tr( "Parcel sheets (PDF)" ), QObject::tr( "PDF files (*.pdf)" ) );
  pdf->setHelp( QObject::tr( "one Letter page per parcel, in the order asked." ) );
  addParameter( pdf.release() );
  auto html = std::make_unique<QgsProcessingParameterFileDestination>( OUTPUT_HTML, QObject::tr( "Parcel sheets (HTML)" ), QObject::tr( "HTML files (*.html)" ), QVariant(), true, false );
  html->setHelp( QObject::tr( "optional: the same sheets as one self-contained HTML file." ) );
  addParameter( html.release() );
  addOutput( new QgsProcessingOutputNumber( SHEETS, QObject::tr( "Sheets written" ) ) );
  addOutput( new QgsProcessingOutputString( APNS, QObject::tr( "Parcels (APNs), in order" ) ) );
}

QVariantMap SwParcelSheetAlgorithm::processAlgorithm( const QVariantMap &parameters, QgsProcessingContext &context, QgsProcessingFeedback *feedback )
{
  refuseScarceResources( 0 );
  SwDestinationCheck::refuseCollisions( *this, parameters, context );
  SwDestinationCheck::refuseUnwritableFolders( *this, parameters );

  QgsVectorLayer *layer = parameterAsVectorLayer( parameters, INPUT, context );
  if ( !layer )
    throw QgsProcessingException( invalidSourceError( parameters, INPUT ) );
  const QgsFields fields = layer->fields();
  const int apnIndex = fields.lookupField( QStringLiteral( "apn" ) );
  if ( apnIndex < 0 )
    throw QgsProcessingException( QObject::tr( "INPUT: layer '%1' has no field 'apn' (fields: %2); give the screened parcels of stormwater:screenparcels" ).arg( nameOf( layer ), fields.names().join( QLatin1String( ", " ) ) ) );
  const bool screened = std::any_of( SCREENED_FIELDS.cbegin(), SCREENED_FIELDS.cend(), [&fields]( const QString &name )
                                     { return fields.lookupField( name ) >= 0; } );
  if ( !screened )
    throw QgsProcessingException( QObject::tr( "INPUT: layer '%1' has none of the screens' fields (%2): it is not a screened layer. Run stormwater:screenparcels on the parcels and give its OUTPUT" ).arg( nameOf( layer ), SCREENED_FIELDS.join( QLatin1String( ", " ) ) ) );

  const SwParameterReader reader( parameters, context );
  int addressIndex = reader.optionalField( ADDRESS_FIELD, fields, INPUT, nameOf( layer ) );
  if ( addressIndex < 0 )
    addressIndex = SwKnownField::find( fields, SwReportParcels::addressFieldNames() );

  const QStringList apns = SwParcelSheetFinder::apnList( parameterAsString( parameters, APN, context ) );
  const QString address = parameterAsString( parameters, ADDRESS, context ).trimmed();
  if ( apns.isEmpty() && address.isEmpty() )
    throw QgsProcessingException( QObject::tr( "APN or ADDRESS: give the parcel's number or its street address" ) );
  if ( !address.isEmpty() && addressIndex < 0 )
    throw QgsProcessingException( QObject::tr( "ADDRESS: layer '%1' has no address field (looked for %2; fields: %3); name it in ADDRESS_FIELD, or ask by APN" ).arg( nameOf( layer ), SwReportParcels::addressFieldNames().join( QLatin1String( ", " ) ), fields.names().join( QLatin1String( ", " ) ) ) );

  // Every question answered before anything is drawn: one that matches nothing, or several parcels, stops the run with the choices.
  feedback->pushInfo( QObject::tr( "Finding the parcels in '%1'" ).arg( nameOf( layer ) ) );
  const SwParcelSheetFinder finder( *layer->dataProvider(), apnIndex, addressIndex, feedback );
  SwCancel::check( feedback );
  QList<SwParcelSheetFinder::Parcel> chosen;
  QStringList unknown;
  // An APN the roll no longer has may be the same land renumbered: PREVIOUS, read once when needed, says which.
  QgsVectorLayer *previous = parameterAsVectorLayer( parameters, SwRenumberedParcels::inputName(), context );
  std::unique_ptr<SwRenumbering> renumbering;
  QMap<QgsFeatureId, QString> askedAs;
  for ( const QString &asked : apns )
  {
    QList<SwParcelSheetFinder::Parcel> found = finder.byApn( asked );
    if ( found.isEmpty() && previous )
    {
      if ( !renumbering )
        renumbering = std::make_unique<SwRenumbering>( SwRenumberedParcels::between( *previous, *layer->dataProvider(), apnIndex, SwWorkingCrs::choose( layer->crs() ), context.transformContext(), feedback ) );
      const QString now = renumbering->renumberedTo( asked );
      found = now.isEmpty() ? found : finder.byApn( now );
      for ( const SwParcelSheetFinder::Parcel &parcel : std::as_const( found ) )
        askedAs.insert( parcel.id, QObject::tr( "Asked for %1, now %2 (renumbered: same land)" ).arg( asked, parcel.apn ) );
    }
    if ( found.isEmpty() )
    {
      const QList<SwParcelSheetFinder::Parcel> near = finder.nearApn( asked );
      const QString note = renumbering ? renumbering->note( asked ) : QString();
      unknown << QObject::tr( "'%1'" ).arg( asked ) + ( note.isEmpty() ? QString() : QObject::tr( " (in PREVIOUS: %1)" ).arg( note ) ) + ( near.isEmpty() ? QString() : QObject::tr( " (near it: %1)" ).arg( SwParcelSheetFinder::describe( near ) ) );
    }
    chosen << found;
  }
  if ( !unknown.isEmpty() )
    throw QgsProcessingException( QObject::tr( "APN: no parcel of layer '%1' (%2 parcels) has the APN %3%4" ).arg( nameOf( layer ) ).arg( finder.parcelCount() ).arg( unknown.join( QLatin1String( "; " ) ), previous ? QString() : QObject::tr( ". If the parcel was renumbered since, give an earlier screening in PREVIOUS: the sheet then finds it by its land" ) ) );
  for ( const QString &said : std::as_const( askedAs ) )
    feedback->pushInfo( said );
  if ( !address.isEmpty() )
  {
    const QList<SwParcelSheetFinder::Parcel> found = finder.byAddress( address );
    if ( found.isEmpty() )
    {
      const QList<SwParcelSheetFinder::Parcel> near = finder.nearAddress( address );
      throw QgsProcessingException( QObject::tr( "ADDRESS: no parcel of layer '%1' is at '%2'%3" ).arg( nameOf( layer ), address, near.isEmpty() ? QString() : QObject::tr( "; addresses like it: %1" ).arg( SwParcelSheetFinder::describe( near ) ) ) );
    }
    if ( found.size() > 1 )
      throw QgsProcessingException( QObject::tr( "ADDRESS: %1 parcels are at '%2': %3. Give the one meant in APN (or all of them, separated by commas)" ).arg( found.size() ).arg( address, SwParcelSheetFinder::describe( found ) ) );
    chosen << found;
  }
  // One sheet per parcel, in the order asked.
  QList<SwParcelSheetFinder::Parcel> parcels;
  QSet<QgsFeatureId> seen;
  for ( const SwParcelSheetFinder::Parcel &parcel : std::as_const( chosen ) )
  {
    if ( !seen.contains( parcel.id ) )
      parcels << parcel;
    seen.insert( parcel.id );
  }
  // A number the roll repeats: every sheet of it says so, and the log names them.
  QStringList sharedSaid;
  for ( const SwParcelSheetFinder::Parcel &parcel : std::as_const( parcels ) )
  {
    QStringList ids;
    for ( const SwParcelSheetFinder::Parcel &other : finder.byApn( parcel.apn ) )
      ids << QString::number( other.id );
    if ( ids.size() > 1 && SwParcelNumber::appendOnce( sharedSaid, parcel.apn ) )
      feedback->pushWarning( QObject::tr( "APN %1 is shared by %2 parcels in layer '%3' (feature ids %4): one sheet per parcel printed, each saying so; which the applicant means, ask" ).arg( parcel.apn ).arg( ids.size() ).arg( nameOf( layer ), ids.join( QLatin1String( ", " ) ) ) );
  }

  // The profile the parcels were screened under, unless the city gives its own file.
  QgsFeature first;
  layer->getFeatures( QgsFeatureRequest( parcels.constFirst().id ).setFlags( SW_FEATURE_REQUEST_FLAG( NoGeometry ) ) ).nextFeature( first );
  const int profileIndex = fields.lookupField( QStringLiteral( "screened_profile" ) );
  const QString screenedUnder = profileIndex >= 0 ? first.attribute( profileIndex ).toString() : QString();
  SwProfile profile = profileParameter( parameters, context );
  if ( parameterAsString( parameters, profileFileParameterName(), context ).trimmed().isEmpty() && !screenedUnder.isEmpty() && screenedUnder != profile.name() )
  {
    if ( SwProfile::builtInNames().contains( screenedUnder ) )
    {
      feedback->pushWarning( QObject::tr( "PROFILE: the parcels were screened under '%1', not '%2': the sheet quotes '%1'" ).arg( screenedUnder, profile.name() ) );
      profile = SwProfile::load( screenedUnder );
    }
    else
      feedback->pushWarning( QObject::tr( "PROFILE: the parcels were screened under '%1', which is not a built-in profile; the sheet quotes '%2' (give the city's file in PROFILE_FILE)" ).arg( screenedUnder, profile.name() ) );
  }

  // The project the applicant describes, if any value of it is given.
  const SwLidProfile lidProfile = SwLidProfile::fromProfile( profile );
  QList<SwParcelSheet::Line> described;
  QMap<QString, QVariant> projectValues;
  for ( const SwProjectField &value : SwProjectFields::all() )
  {
    const QString name = value.valueName();
    const QVariant given = parameters.value( name );
    if ( !given.isValid() || given.isNull() || given.toString().trimmed().isEmpty() )
      continue;
    const QString text = value.number ? SwParcelSheet::number( parameterAsDouble( parameters, name, context ), 2 ) : parameterAsString( parameters, name, context ).trimmed();
    projectValues.insert( QString::fromLatin1( value.input ), value.number ? QVariant( parameterAsDouble( parameters, name, context ) ) : QVariant( text ) );
    QString words = name.endsWith( QLatin1String( "_SQFT" ) ) ? QObject::tr( "%1 sq ft" ).arg( text ) : name.endsWith( QLatin1String( "_PCT" ) ) ? QObject::tr( "%1%" ).arg( text )
                                                                                                                                                 : text;
    if ( const SwLidUse *use = name == QLatin1String( "PROJECT_USE" ) ? lidProfile.use( text ) : nullptr )
      words = QStringLiteral( "%1 (%2)" ).arg( use->text, text );
    described << SwParcelSheet::Line{ value.translatedLine(), words };
  }
  std::unique_ptr<SwProjectParcels> projectParcels;
  std::unique_ptr<SwLidApplicability> lidRules;
  const SwProjectVolume projectVolume = SwProjectVolume::fromProfile( profile, SwProjectVolumeAnswer::perviousCoefficient( SwParameterReader( parameters, context ) ) );
  if ( !projectValues.isEmpty() )
  {
    lidRules = std::make_unique<SwLidApplicability>( lidProfile );
    projectParcels = std::make_unique<SwProjectParcels>( *layer->dataProvider(), apnIndex, false, layer->crs(), context.transformContext(), feedback );
  }

  // The map's layers, the same for every sheet.
  const SwWorkingCrs working = SwWorkingCrs::choose( layer->crs() );
  const QList<QgsMapLayer *> sensitiveAreas = parameterAsLayerList( parameters, MAP_SENSITIVE_AREAS, context );
  const QList<QgsMapLayer *> zoneLayers = parameterAsLayerList( parameters, ZONES, context );
  QgsVectorLayer *wells = parameterAsVectorLayer( parameters, WELLS, context );
  QgsVectorLayer *streets = parameterAsVectorLayer( parameters, STREETS, context );
  QString wellIdField = parameterAsString( parameters, WELL_ID_FIELD, context );
  // Left at its default, the id field is found as the infeasibility screen finds it (DWR's STN_ID, SITE_CODE...).
  if ( wells && wellIdField.compare( SwInfeasibilityParameters::DEFAULT_WELL_ID_FIELD, Qt::CaseInsensitive ) == 0 )
  {
    const int known = SwKnownField::find( wells->fields(), SwInfeasibilityParameters::KNOWN_WELL_ID_FIELDS );
    if ( known >= 0 )
      wellIdField = wells->fields().at( known ).name();
  }
  const QString streetNameField = parameterAsString( parameters, STREET_NAME_FIELD, context );
  if ( wells && !wellIdField.isEmpty() && wells->fields().lookupField( wellIdField ) < 0 )
    feedback->pushWarning( QObject::tr( "WELL_ID_FIELD: layer '%1' has no field '%2': the well's circle is not drawn" ).arg( nameOf( wells ), wellIdField ) );

  QStringList sources;
  const QString account = writtenBy( layer );
  sources << sourceLine( QObject::tr( "Screened parcels" ), layer ) + ( account.isEmpty() ? QString() : QStringLiteral( ". %1" ).arg( account ) );
  for ( QgsMapLayer *area : sensitiveAreas )
    sources << sourceLine( QObject::tr( "Sensitive areas (map)" ), area );
  if ( wells )
    sources << sourceLine( QObject::tr( "Wells (map)" ), wells );
  for ( QgsMapLayer *zone : zoneLayers )
    sources << sourceLine( QObject::tr( "Infeasibility zones (map)" ), zone );
  if ( streets )
    sources << sourceLine( QObject::tr( "Streets (map)" ), streets );
  sources << QObject::tr( "Profile: %1 (%2)" ).arg( profile.title(), profile.origin() );

  SwParcelSheetDocument document( sources, QDate::currentDate() );
  const double wellFeet = profile.number( QStringLiteral( "infeasibility.well_ft" ) );
  const int wellIdIndex = fields.lookupField( QStringLiteral( "well_id" ) );
  QgsRectangle city;
  try
  {
    city = working.transformFrom( layer->crs(), context.transformContext() ).transformBoundingBox( layer->extent() );
  }
  catch ( const QgsCsException & )
  {
    city = QgsRectangle(); // the map is then centred on the parcel
  }
  QStringList written;
  for ( int i = 0; i < parcels.size(); ++i )
  {
    SwCancel::check( feedback );
    QgsFeature feature;
    layer->getFeatures( QgsFeatureRequest( parcels.at( i ).id ) ).nextFeature( feature );
    // Measured in the working CRS, in feet, as the screens measured it.
    QgsGeometry shape = feature.geometry();
    std::optional<double> area;
    if ( !shape.isNull() && !shape.isEmpty() )
    {
      try
      {
        shape.transform( working.transformFrom( layer->crs(), context.transformContext() ) );
        area = working.toSquareFeet( shape.area() );
      }
      catch ( const QgsCsException &e )
      {
        feedback->pushWarning( QObject::tr( "APN %1: its shape cannot be moved into %2 for the map: %3" ).arg( parcels.at( i ).apn, working.crs().authid(), e.what() ) );
        shape = QgsGeometry();
      }
    }
    SwParcelSheet sheet( feature, fields, profile, area );
    if ( lidRules )
    {
      SwProjectInputs project = SwProjectInputs::described( [&]( const QString &input )
                                                            { return projectValues.value( input ); } );
      SwProjectParcels::Site site;
      projectParcels->fill( project, parcels.at( i ).apn, QgsGeometry(), parcels.at( i ).id, &site );
      SwLidAnswer answer = lidRules->evaluate( project );
      // Before the plans are put in words: a small site's plan decides its design storm.
      const std::optional<SwProjectVolume::Volume> volume = SwProjectVolumeAnswer::volumeFor( projectVolume, project, answer, site );
      // The plans in the profile's words ("LID plan"), not their ids.
      QStringList plans;
      for ( const QString &id : answer.plan.split( QLatin1Char( '+' ), Qt::SkipEmptyParts ) )
      {
        const auto known = std::find_if( lidProfile.plans.cbegin(), lidProfile.plans.cend(), [&id]( const SwLidPlan &plan )
                                         { return plan.id == id; } );
        plans << ( known == lidProfile.plans.cend() ? QString( id ).replace( QLatin1Char( '_' ), QLatin1Char( ' ' ) ) : known->text );
      }
      if ( !plans.isEmpty() )
        answer.plan = plans.join( QLatin1String( "; " ) );
      sheet.setProject( described, answer );
      sheet.setProjectVolume( volume );
    }

    SwParcelSheetDocument::Page page{ sheet, SwReportMap::Picture(), {}, askedAs.value( parcels.at( i ).id ), finder.sharedApnNote( parcels.at( i ), parcels, nameOf( layer ) ) };
    if ( !shape.isNull() )
    {
      SwReportMap map( layer, working, context.transformContext() );
      for ( QgsMapLayer *zone : zoneLayers )
        map.addContext( SwReportMap::Role::InfeasibilityZone, qobject_cast<QgsVectorLayer *>( zone ) );
      for ( QgsMapLayer *sensitive : sensitiveAreas )
        map.addContext( SwReportMap::Role::SensitiveArea, qobject_cast<QgsVectorLayer *>( sensitive ), QStringLiteral( "name" ) );
      std::unique_ptr<QgsVectorLayer> reach;
      if ( wells )
      {
        map.addContext( SwReportMap::Role::Well, wells, wellIdField );
        const QString wellId = wellIdIndex >= 0 ? feature.attribute( wellIdIndex ).toString() : QString();
        const int wellField = wells->fields().lookupField( wellIdField );
        if ( !wellId.isEmpty() && wellField >= 0 )
        {
          QgsFeatureRequest request;
          request.setFilterExpression( QgsExpression::createFieldEqualityExpression( wells->fields().at( wellField ).name(), wellId ) );
          QgsFeature well;
          if ( wells->getFeatures( request ).nextFeature( well ) && well.hasGeometry() )
          {
            QgsGeometry point = well.geometry();
            point.transform( working.transformFrom( wells->crs(), context.transformContext() ) );
            reach = polygonLayer( QStringLiteral( "reach" ), working.crs(), { SwDrinkingWells::wellCircle( point.asPoint(), working.fromFeet( wellFeet ) ) } );
            map.addContext( SwReportMap::Role::WellReach, reach.get(), QString(), QObject::tr( "Within %1 ft of drinking-water well %2" ).arg( SwParcelSheet::number( wellFeet, 1 ), wellId ) );
          }
        }
      }
      if ( streets )
        map.addContext( SwReportMap::Role::Street, streets, streetNameField );
      std::unique_ptr<QgsVectorLayer> subject = polygonLayer( QStringLiteral( "subject" ), working.crs(), { shape } );
      subject->dataProvider()->changeAttributeValues( { { subject->allFeatureIds().values().constFirst(), { { 0, parcels.at( i ).apn } } } } );
      // Outlined only: the parcels' own labels already name it.
      map.addContext( SwReportMap::Role::Subject, subject.get() );

      const QSize pictureSize( 760, 470 );
      page.map = map.picture( mapExtent( shape.boundingBox(), city, pictureSize, working.fromFeet( 250 ) ), pictureSize, QObject::tr( "APN %1 and its neighbours" ).arg( parcels.at( i ).apn ), feedback );
      if ( page.map.image.isNull() && !feedback->isCanceled() )
        feedback->pushWarning( QObject::tr( "APN %1: the map could not be drawn (%2)" ).arg( parcels.at( i ).apn, map.error() ) );
      page.legend = map.legend( QSize( 36, 24 ), page.map.extent );
    }
    document.add( page );
    written << parcels.at( i ).apn;
    feedback->setProgress( 80.0 * ( i + 1 ) / parcels.size() );
  }

  const QString pdfPath = parameterAsFileOutput( parameters, OUTPUT_PDF, context );
  const QString htmlPath = parameterAsFileOutput( parameters, OUTPUT_HTML, context );
  QVariantMap results = mOutputs.run( context, feedback, [&]()
                                      {
    QString error;
    if ( !document.writePdf( mOutputs.addFile( pdfPath, OUTPUT_PDF, SwOutputTarget::Check::Pdf ), error ) )
      throw QgsProcessingException( QObject::tr( "OUTPUT_PDF '%1': %2" ).arg( pdfPath, error ) );
    mOutputs.fileWritten( OUTPUT_PDF );
    if ( !htmlPath.isEmpty() )
    {
      if ( !document.writeHtml( mOutputs.addFile( htmlPath, OUTPUT_HTML, SwOutputTarget::Check::Written ), error ) )
        throw QgsProcessingException( QObject::tr( "OUTPUT_HTML '%1': %2" ).arg( htmlPath, error ) );
      mOutputs.fileWritten( OUTPUT_HTML );
    }
    return QVariantMap(); } );
  feedback->setProgress( 100 );
  feedback->pushInfo( QObject::tr( "%1 sheet(s): %2" ).arg( written.size() ).arg( written.join( QLatin1String( ", " ) ) ) );
  results.insert( SHEETS, written.size() );
  results.insert( APNS, written.join( QLatin1String( ", " ) ) );
  return results;
}
