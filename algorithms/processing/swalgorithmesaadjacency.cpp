/***************************************************************************
  swalgorithmesaadjacency.cpp: the ESA adjacency algorithm and its optional
  map of the adjacency zone.
 ***************************************************************************/
#include "processing/swalgorithmesaadjacency.h"
#include "screens/esa/swesascreen.h"
#include "outputs/swstyles.h"
#include "core/compat.h"

#include "qgsexception.h"
#include "qgsprocessingfeedback.h"
#include "qgsprocessingparameters.h"

namespace
{
  const QString ADJACENCY_ZONE = QStringLiteral( "ADJACENCY_ZONE" );
}

SwAlgorithm::Description SwEsaAdjacencyAlgorithm::description() const
{
  return { "esaadjacency", QT_TRANSLATE_NOOP( "SwAlgorithm", "ESA and SEA adjacency" ), Group::Screens, QT_TRANSLATE_NOOP( "SwAlgorithm", "ESA,SEA,environmentally sensitive area,significant ecological area,directly adjacent,200 feet,LID,parcel" ), QT_TRANSLATE_NOOP( "SwAlgorithm", "Finds parcels in or directly adjacent to (within 200 ft of) an environmentally sensitive area, with the exact distance in feet." ) };
}

QString SwEsaAdjacencyAlgorithm::helpIntroduction() const
{
  return QObject::tr( "Projects located in or directly adjacent to, or discharging directly to an environmentally sensitive area need a LID plan when they create 2,500 sq ft or more of impervious surface (Signal Hill 12.16.114(C)(9); Cudahy 13.08 (6)(g), (7)(b)(vii)). "
                      "\"Directly adjacent\" means within 200 feet (Signal Hill definition S); Significant Ecological Areas are ESAs (definition X). "
                      "Each parcel is measured exactly, geometry to geometry, in feet in a projected working CRS: never a buffer in degrees, never a bounding box." );
}

SwEsaAdjacencyAlgorithm *SwEsaAdjacencyAlgorithm::createInstance() const
{
  return new SwEsaAdjacencyAlgorithm();
}

std::vector<std::unique_ptr<SwScreen>> SwEsaAdjacencyAlgorithm::createScreens() const
{
  std::vector<std::unique_ptr<SwScreen>> screens;
  screens.push_back( std::make_unique<SwEsaScreen>() );
  return screens;
}

void SwEsaAdjacencyAlgorithm::addExtraParameters()
{
  auto zone = std::make_unique<QgsProcessingParameterFeatureSink>( ADJACENCY_ZONE, QObject::tr( "Adjacency zone (areas grown by the distance, dissolved)" ), SW_PROCESSING_SOURCE_POLYGON, QVariant(), true, false );
  zone->setHelp( QObject::tr( "optional: the sensitive areas grown by the directly adjacent distance and dissolved, in the working CRS, for a map of where the adjacency rule applies." ) );
  addParameter( zone.release() );
}

void SwEsaAdjacencyAlgorithm::addExtraResults( const QVariantMap &parameters, QgsProcessingContext &context, QgsProcessingFeedback *feedback, QVariantMap &results )
{
  if ( !isOutputWanted( parameters, ADJACENCY_ZONE ) )
    return;
  const SwEsaScreen *esa = dynamic_cast<const SwEsaScreen *>( activeScreens().front().get() );
  QgsFields fields;
  fields.append( QgsField( QStringLiteral( "distance_ft" ), SW_VARIANT_TYPE( Double ) ) );
  fields.append( QgsField( QStringLiteral( "citation" ), SW_VARIANT_TYPE( QString ) ) );
  QList<QgsFeature> features;
  const QgsGeometry zone = esa->adjacencyZone();
  if ( !zone.isNull() )
  {
    QgsFeature feature( fields );
    QgsGeometry multi = zone;
    multi.convertToMultiType();
    feature.setGeometry( multi );
    feature.setAttributes( QgsAttributes() << esa->distanceFeet() << setup().profile.citation( QStringLiteral( "esa.adjacent_ft" ) ) );
    features << feature;
  }
  writeExtraLayer( parameters, ADJACENCY_ZONE, context, feedback, fields, setup().working.crs(), features, QStringLiteral( "esazone" ), results );
  feedback->pushInfo( QObject::tr( "Adjacency zone: sensitive areas grown by %1 ft (32 segments per quarter circle), in %2" ).arg( esa->distanceFeet() ).arg( setup().working.crs().authid() ) );
}
