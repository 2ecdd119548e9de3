/***************************************************************************
  swesascreen.cpp: exact parcel-to-area distances against every sensitive
  area layer at once.
 ***************************************************************************/
#include "screens/esa/swesascreen.h"
#include "core/swparameterreader.h"
#include "screens/esa/swesarow.h"
#include "core/swlayername.h"
#include "core/compat.h"
#include "core/swfeetparameter.h"

#include "qgsexception.h"
#include "qgsprocessingfeedback.h"
#include "qgsprocessingparameters.h"
#include "qgsprocessingutils.h"
#include "qgsvectorlayer.h"

#include <cmath>

namespace
{
  const QString SENSITIVE_AREAS = QStringLiteral( "SENSITIVE_AREAS" );
  const QString NAME_FIELD = QStringLiteral( "NAME_FIELD" );
  const QString DISTANCE = QStringLiteral( "DISTANCE" );
  const QString SEARCH_LIMIT = QStringLiteral( "ESA_SEARCH_LIMIT" );
  const QString CONTIGUOUS_ZONE = QStringLiteral( "CONTIGUOUS_ZONE" );
  // Coordinates carried through a CRS transformation pick up rounding in
  // the last bits; a distance this close to the limit is at the limit.
  constexpr double DISTANCE_TOLERANCE_FT = 1e-6;
} // namespace

SwEsaScreen::SwEsaScreen()
  : SwScreen( QStringLiteral( "esa" ), QObject::tr( "ESA adjacency" ), SwEsaRow::columns().schema, { SENSITIVE_AREAS } )
{
}

void SwEsaScreen::addParameters( SwParameterSink &sink, bool combined ) const
{
  sink.add( new QgsProcessingParameterMultipleLayers( SENSITIVE_AREAS, QObject::tr( "Environmentally sensitive areas (ESA, SEA, ... one or more polygon layers)" ), SW_PROCESSING_SOURCE_POLYGON, QVariant(), combined ),
            QObject::tr( "one or more polygon layers of environmentally sensitive areas (ESAs, LA County Significant Ecological Areas, RARE-use areas, city-designated areas), each in any CRS; a parcel is measured against all of them together." ) );
  sink.add( new QgsProcessingParameterString( NAME_FIELD, QObject::tr( "Sensitive area name field" ), QStringLiteral( "name" ), false, true ),
            QObject::tr( "the field naming an area (default name; a layer without it gives no name)." ), true );
  sink.add( SwFeetParameter::create( DISTANCE, QObject::tr( "Directly adjacent within (empty = the profile's distance)" ), QVariant(), true ),
            QObject::tr( "directly adjacent within this many feet, 200.0 included (default: the profile's esa.adjacent_ft, 200 ft in Signal Hill's definition S)." ), true );
  sink.add( SwFeetParameter::create( CONTIGUOUS_ZONE, QObject::tr( "Contiguous zone around each area (empty = the profile's width)" ), QVariant(), true ),
            QObject::tr( "the width of the zone an area needs for its continued maintenance, function and structural stability: directly adjacent is then measured from the zone's outer edge, as Signal Hill's definition S says (default: the profile's esa.contiguous_zone_ft; 0 ft, the area's own edge, where the code gives the zone no width)." ), true );
  sink.add( SwFeetParameter::create( SEARCH_LIMIT, QObject::tr( "Report ESA distances up to" ), 5280, false ),
            QObject::tr( "esa_distance_ft is reported up to this many feet (default 5,280) and left empty beyond, so a county run does not measure useless long distances." ), true );
}

QString SwEsaScreen::fieldsHelp() const
{
  return QObject::tr( "Fields: esa_relation (inside = overlaps an area; directly_adjacent = within DISTANCE of the area's contiguous zone (CONTIGUOUS_ZONE wide; 0 ft by default: the area's edge), touching included; outside), esa_distance_ft (exact geometry-to-geometry distance to the area itself in US feet, 0 when inside or touching), esa_name and esa_layer of the nearest area, citation, status." );
}

void SwEsaScreen::prepare( const QVariantMap &parameters, QgsProcessingContext &context, QgsProcessingFeedback *feedback, const SwScreenSetup &setup )
{
  const SwParameterReader reader( parameters, context );
  mWorking = setup.working;
  mDistanceFeet = reader.number( DISTANCE, setup.profile.number( QStringLiteral( "esa.adjacent_ft" ) ), SwNumberRange::atLeastZero( QObject::tr( "feet" ) ) );
  mZoneFeet = reader.number( CONTIGUOUS_ZONE, setup.profile.number( QStringLiteral( "esa.contiguous_zone_ft" ) ), SwNumberRange::atLeastZero( QObject::tr( "feet" ) ) );
  mSearchFeet = std::max( reader.number( SEARCH_LIMIT, 5280, SwNumberRange::atLeastZero( QObject::tr( "feet" ) ) ), distanceFeet() );
  // The distance of a point to an area grown by w is its distance to the area less w: exact for the zone.
  if ( mZoneFeet > 0 )
    setup.notes->add( SENSITIVE_AREAS, QObject::tr( "directly adjacent measured from a contiguous zone %1 ft wide around each area (CONTIGUOUS_ZONE; %2): within %3 ft of an area's edge" ).arg( mZoneFeet ).arg( setup.profile.citation( QStringLiteral( "esa.contiguous_zone_ft" ) ) ).arg( distanceFeet() ) );
  else
    setup.notes->add( SENSITIVE_AREAS, QObject::tr( "directly adjacent measured from each area's own edge: no contiguous zone width is given (%1)" ).arg( setup.profile.citation( QStringLiteral( "esa.contiguous_zone_ft" ) ) ) );
  mInsideCitation = setup.profile.citation( QStringLiteral( "esa.required" ) );
  mAdjacentCitation = QStringLiteral( "%1; %2" ).arg( setup.profile.citation( QStringLiteral( "esa.adjacent_ft" ) ), setup.profile.citation( QStringLiteral( "esa.required" ) ) );
  if ( !setup.profile.flag( QStringLiteral( "esa.required" ) ) )
    setup.warnings->add( QObject::tr( "ESA adjacency is not required by %1's code (%2); screened on request" ).arg( setup.profile.title(), setup.profile.citation( QStringLiteral( "esa.required" ) ) ) );

  // Left empty (the dialog's blank box) or out: the areas' 'name', where a layer has it.
  const QString nameField = reader.text( NAME_FIELD, QStringLiteral( "name" ) );
  const QgsProcessingParameterMultipleLayers definition( SENSITIVE_AREAS, QString(), SW_PROCESSING_SOURCE_POLYGON );
  const QVariantList values = reader.layerValues( SENSITIVE_AREAS );
  const QList<QgsMapLayer *> layers = QgsProcessingParameters::parameterAsLayerList( &definition, values, context );
  if ( layers.isEmpty() )
    throw QgsProcessingException( QObject::tr( "SENSITIVE_AREAS: no readable polygon layer was given (%1)" ).arg( QVariant( values ).toStringList().join( QLatin1String( ", " ) ) ) );
  for ( QgsMapLayer *mapLayer : layers )
  {
    QgsVectorLayer *layer = qobject_cast<QgsVectorLayer *>( mapLayer );
    if ( !layer )
      throw QgsProcessingException( QObject::tr( "SENSITIVE_AREAS: '%1' is not a vector layer" ).arg( mapLayer->name() ) );
    layer->setName( SwLayerName::of( layer ) );
    if ( layer->geometryType() != SW_GEOMETRY( Polygon ) )
      throw QgsProcessingException( QObject::tr( "SENSITIVE_AREAS: layer '%1' must hold polygons; it holds %2" ).arg( layer->name(), QgsWkbTypes::displayString( layer->wkbType() ) ) );
    if ( !SwWorkingCrs::isDefined( layer->crs() ) )
      throw QgsProcessingException( QObject::tr( "SENSITIVE_AREAS: layer '%1' has no CRS; assign its CRS first" ).arg( layer->name() ) );
    const int nameIndex = nameField.isEmpty() ? -1 : layer->fields().lookupField( nameField );
    // A layer without the default 'name' is ordinary data: said, not warned; a named field that is missing is warned.
    if ( nameIndex < 0 && reader.isGiven( NAME_FIELD ) )
      setup.warnings->add( QObject::tr( "NAME_FIELD: SENSITIVE_AREAS layer '%1' has no field '%2'; its areas have no name" ).arg( layer->name(), nameField ) );
    else if ( nameIndex < 0 )
      feedback->pushInfo( QObject::tr( "SENSITIVE_AREAS: layer '%1' has no field 'name'; its areas have no name, only esa_layer" ).arg( layer->name() ) );
    QgsFeatureSource &source = *layer->dataProvider();
    // Keep only the name, so the index holds what the screen reports.
    SwFeatureIndex loaded;
    const SwFeatureIndex::LoadReport report = loaded.addSource( source, layer->name(), mWorking, context.transformContext(), feedback );
    for ( int i = 0; i < loaded.size(); ++i )
    {
      const SwIndexedFeature &area = loaded.feature( i );
      mAreas.addFeature( area.geometry, QgsAttributes() << ( nameIndex >= 0 ? area.attributes.value( nameIndex ) : QVariant() ), layer->name(), area.id );
    }
    if ( report.loaded == 0 )
      setup.warnings->add( QObject::tr( "SENSITIVE_AREAS: layer '%1' has no areas" ).arg( layer->name() ) );
    if ( report.repaired > 0 )
      setup.warnings->add( QObject::tr( "SENSITIVE_AREAS: %1 invalid area(s) of layer '%2' were repaired" ).arg( report.repaired ).arg( layer->name() ) );
    if ( report.skippedEmpty > 0 )
      setup.warnings->add( QObject::tr( "SENSITIVE_AREAS: %1 area(s) of layer '%2' have no geometry and were ignored" ).arg( report.skippedEmpty ).arg( layer->name() ) );
    if ( report.untransformable > 0 )
      throw QgsProcessingException( QObject::tr( "SENSITIVE_AREAS: %1 area(s) of layer '%2' cannot be transformed from %3 to %4" ).arg( report.untransformable ).arg( layer->name(), layer->crs().authid(), mWorking.crs().authid() ) );
    feedback->pushInfo( QObject::tr( "Sensitive areas: %1 from '%2' (%3)" ).arg( report.loaded ).arg( layer->name(), layer->crs().authid() ) );
  }
  if ( mAreas.isEmpty() )
    setup.warnings->add( QObject::tr( "SENSITIVE_AREAS hold no areas: every parcel is outside" ) );
}

QgsAttributes SwEsaScreen::evaluate( const SwParcel &parcel ) const
{
  const SwEsaRow &columns = SwEsaRow::columns();
  QgsAttributes row = columns.schema.emptyRow();
  columns.status.set( row, parcel.status );
  if ( !parcel.evaluable() )
    return row;

  const SwFeatureIndex::Nearest nearest = mAreas.nearest( parcel.geos.get(), parcel.bbox, mWorking.fromFeet( mSearchFeet ) );
  if ( !nearest.found() )
  {
    columns.relation.set( row, outside() );
    return row;
  }

  int area = nearest.index;
  QString relation;
  if ( nearest.distance == 0 )
  {
    // Distance 0 is either overlap (inside) or a shared edge or point
    // (directly adjacent). Any overlapped area makes the parcel inside.
    relation = directlyAdjacent();
    for ( const int i : mAreas.candidates( parcel.bbox ) )
    {
      if ( mAreas.overlaps( i, parcel.geos.get() ) )
      {
        relation = inside();
        area = i;
        break;
      }
    }
  }
  const double feet = mWorking.toFeet( nearest.distance );
  if ( relation.isEmpty() )
    relation = feet <= distanceFeet() + DISTANCE_TOLERANCE_FT ? directlyAdjacent() : outside();
  const SwIndexedFeature &hit = mAreas.feature( area );
  columns.relation.set( row, relation );
  columns.distanceFt.set( row, feet );
  columns.name.setVariant( row, hit.attributes.value( 0 ) );
  columns.layer.set( row, hit.layer );
  if ( relation == inside() )
    columns.citation.set( row, mInsideCitation );
  else if ( relation == directlyAdjacent() )
    columns.citation.set( row, mAdjacentCitation );
  return row;
}

QString SwEsaScreen::flag( const QgsAttributes &row ) const
{
  const QString relation = SwEsaRow::columns().relation.value( row );
  if ( relation == inside() )
    return QStringLiteral( "esa_inside" );
  if ( relation == directlyAdjacent() )
    return QStringLiteral( "esa_adjacent" );
  return QString();
}

QList<SwFlagWords> SwEsaScreen::flagWords() const
{
  return { { QStringLiteral( "esa_inside" ), QObject::tr( "In a sensitive area (ESA/SEA)" ) },
           { QStringLiteral( "esa_adjacent" ), adjacentWords( QObject::tr( "Directly adjacent to a sensitive area" ) ) } };
}

QString SwEsaScreen::adjacentWords( const QString &relation ) const
{
  if ( mZoneFeet > 0 )
    return QObject::tr( "%1 (within %2 ft of its %3 ft contiguous zone)" ).arg( relation ).arg( mDistanceFeet ).arg( mZoneFeet );
  return QObject::tr( "%1 (within %2 ft)" ).arg( relation ).arg( mDistanceFeet );
}

QList<SwReportColumn> SwEsaScreen::reportColumns() const
{
  return { { QObject::tr( "Relation" ) }, { QObject::tr( "Distance to the area (ft)" ), true }, { QObject::tr( "Nearest area" ) }, { QObject::tr( "Layer" ) }, { QObject::tr( "Citation" ), false, true } };
}

QStringList SwEsaScreen::reportCells( const QgsAttributes &row ) const
{
  const SwEsaRow &columns = SwEsaRow::columns();
  const QString relation = columns.relation.value( row );
  QString words = QObject::tr( "not evaluated: %1" ).arg( SwStatus::words( columns.status.value( row ) ) );
  if ( relation == inside() )
    words = QObject::tr( "in the area" );
  else if ( relation == directlyAdjacent() )
    words = adjacentWords( QObject::tr( "directly adjacent" ) );
  else if ( relation == outside() )
    words = QObject::tr( "outside" );
  return { words, numberCell( columns.distanceFt.variant( row ), 1 ), columns.name.value( row ), columns.layer.value( row ), columns.citation.value( row ) };
}

QgsGeometry SwEsaScreen::adjacencyZone() const
{
  QVector<QgsGeometry> grown;
  grown.reserve( mAreas.size() );
  for ( int i = 0; i < mAreas.size(); ++i )
    grown << mAreas.feature( i ).geometry.buffer( mWorking.fromFeet( distanceFeet() ), 32 );
  return QgsGeometry::unaryUnion( grown );
}
