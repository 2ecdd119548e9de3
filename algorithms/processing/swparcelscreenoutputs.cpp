/***************************************************************************
  swparcelscreenoutputs.cpp: the screens' output layers and files: each
  staged (SwRunOutputs), written straight into its GeoPackage table when it
  can be (SwGeoPackageSink) with its spatial index packed once the rows are
  in, and named in every error by its parameter and file.
 ***************************************************************************/
#include "processing/swparcelscreenalgorithm.h"
#include "core/compat.h"
#include "core/swcancel.h"
#include "core/swparameterreader.h"
#include "geopackage/swgeopackagesink.h"
#include "notices/swcsvsink.h"
#include "postgis/swpgoutputtable.h"

#include "qgsexception.h"
#include "qgsprocessingfeedback.h"
#include "qgsprocessingparameters.h"
#include "qgsproviderregistry.h"

#include <QFileInfo>

std::unique_ptr<QgsFeatureSink> SwParcelScreenAlgorithm::createOutputSink( const QVariantMap &parameters, const QString &name, QgsProcessingContext &context, QString &destination, const QgsFields &fields, SwWkbType geometryType, const QgsCoordinateReferenceSystem &crs, bool *packedIndex )
{
  const SwOutputTarget &target = mOutputs.addLayer( parameters.value( name ), name );
  if ( target.isDatabaseTable() )
  {
    if ( packedIndex )
      *packedIndex = false;
    destination = target.destination();
    return target.table()->createSink( fields, geometryType, crs );
  }
  // A CSV file through the project's writer: no owner's name reaches a spreadsheet as a formula.
  if ( std::unique_ptr<SwCsvSink> csv = SwCsvSink::forTarget( target, fields ) )
  {
    if ( packedIndex )
      *packedIndex = false;
    destination = csv->path();
    return csv;
  }
  QVariantMap temporary = parameters;
  temporary.insert( name, target.sinkValue() );
  const bool packed = packedIndex && target.isFile() && target.isGeoPackage();
  if ( packedIndex )
    *packedIndex = packed;
  const QStringList layerOptions = packed ? QStringList{ QStringLiteral( "SPATIAL_INDEX=NO" ) } : QStringList();
  std::unique_ptr<QgsFeatureSink> sink( parameterAsSink( temporary, name, context, destination, fields, geometryType, crs, QgsFeatureSink::SinkFlags(), QVariantMap(), QStringList(), layerOptions ) );
  if ( !sink )
    throw QgsProcessingException( invalidSinkError( parameters, name ) );
  if ( packed && SwGeoPackageSink::canWrite( fields, geometryType ) )
  {
    // QGIS's writer makes the empty layer (fields, CRS, type); the rows go
    // straight into its table.
    sink.reset();
    auto direct = std::make_unique<SwGeoPackageSink>( SwRunOutputs::fileOf( destination ), layerNameOf( destination ), fields, geometryType );
    if ( direct->isValid() )
      return direct;
    sink.reset( parameterAsSink( temporary, name, context, destination, fields, geometryType, crs, QgsFeatureSink::SinkFlags(), QVariantMap(), QStringList(), layerOptions ) );
    if ( !sink )
      throw QgsProcessingException( invalidSinkError( parameters, name ) );
  }
  return sink;
}

void SwParcelScreenAlgorithm::writeExtraLayer( const QVariantMap &parameters, const QString &name, QgsProcessingContext &context, QgsProcessingFeedback *feedback, const QgsFields &fields, const QgsCoordinateReferenceSystem &crs, const QList<QgsFeature> &features, const QString &style, QVariantMap &results )
{
  QString destination;
  std::unique_ptr<QgsFeatureSink> sink = createOutputSink( parameters, name, context, destination, fields, SW_WKB( MultiPolygon ), crs );
  for ( QgsFeature feature : features )
  {
    SwCancel::check( feedback );
    if ( !sink->addFeature( feature, QgsFeatureSink::FastInsert ) )
      throw writeFailed( sink.get(), name );
  }
  sink.reset();
  outputWritten( name, destination, features.size(), style );
  results.insert( name, destination );
}

QgsProcessingException SwParcelScreenAlgorithm::writeFailed( const QgsFeatureSink *sink, const QString &name ) const
{
  if ( const SwPgOutputTable *table = mOutputs.tableFor( name ) )
    return QgsProcessingException( QObject::tr( "%1: could not write %2: %3; the table is as it was before the run" ).arg( name, table->description(), sink->lastError() ) );
  const QString file = mOutputs.fileFor( name );
  if ( file.isEmpty() )
    return QgsProcessingException( QObject::tr( "%1: could not write a feature: %2" ).arg( name, sink->lastError() ) );
  return QgsProcessingException( QObject::tr( "%1: could not write %2: %3 (is the disk full?); the earlier file, if any, is unchanged" ).arg( name, file, sink->lastError().isEmpty() ? QObject::tr( "write error" ) : sink->lastError() ) );
}

bool SwParcelScreenAlgorithm::isOutputWanted( const QVariantMap &parameters, const QString &name )
{
  QVariant value = parameters.value( name );
  // The dialog hands a layer definition, whose text form is empty.
  if ( value.userType() == QMetaType::type( "QgsProcessingOutputLayerDefinition" ) )
    value = value.value<QgsProcessingOutputLayerDefinition>().sink.staticValue();
  return SwParameterReader::isGiven( value );
}

void SwParcelScreenAlgorithm::outputWritten( const QString &name, const QString &destination, long long features, const QString &style )
{
  mOutputs.layerWritten( name, destination, features );
  mOutputStyles.insert( name, style );
}

QString SwParcelScreenAlgorithm::stageFile( const QString &path, const QString &parameter, SwOutputTarget::Check check )
{
  return mOutputs.addFile( path, parameter, check );
}

void SwParcelScreenAlgorithm::fileWritten( const QString &parameter )
{
  mOutputs.fileWritten( parameter );
}

SwWkbType SwParcelScreenAlgorithm::outputType() const
{
  // Multipolygons, with the parcels' Z or M; a layer typed GEOMETRY gives plain multipolygons.
  const SwWkbType type = QgsWkbTypes::multiType( mParcels->wkbType() );
  return QgsWkbTypes::geometryType( type ) == SW_GEOMETRY( Polygon ) ? type : SW_WKB( MultiPolygon );
}

QString SwParcelScreenAlgorithm::layerNameOf( const QString &destination )
{
  const QString layer = QgsProviderRegistry::instance()->decodeUri( QStringLiteral( "ogr" ), destination ).value( QStringLiteral( "layerName" ) ).toString();
  return layer.isEmpty() ? QFileInfo( SwRunOutputs::fileOf( destination ) ).completeBaseName() : layer;
}

void SwParcelScreenAlgorithm::storeSpatialIndex( const QString &destination, QgsProcessingFeedback *feedback, std::vector<SwGeoPackageIndex::Entry> *boxes )
{
  const QString file = SwRunOutputs::fileOf( destination );
  const QString packing = boxes ? SwGeoPackageIndex::write( file, layerNameOf( destination ), std::move( *boxes ) ) : SwGeoPackageIndex::write( file, layerNameOf( destination ) );
  if ( packing.isEmpty() )
    return;
  // Never an output without its index: GDAL builds it the usual way.
  feedback->pushInfo( QObject::tr( "OUTPUT: spatial index built by GDAL (%1)" ).arg( packing ) );
  const QString problem = SwGeoPackageIndex::writeWithGdal( file, layerNameOf( destination ) );
  if ( !problem.isEmpty() )
    throw QgsProcessingException( QObject::tr( "OUTPUT: could not build the spatial index of %1: %2" ).arg( file, problem ) );
}
