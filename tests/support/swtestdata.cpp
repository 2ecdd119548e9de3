/***************************************************************************
  swtestdata.cpp: test layer helpers.
 ***************************************************************************/
#include "swtestdata.h"
#include "core/compat.h"

#include "qgscoordinatereferencesystem.h"
#include "qgscoordinatetransformcontext.h"
#include "qgsvectorfilewriter.h"

#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

QgsFields SwTestData::fields( const QStringList &definitions )
{
  QgsFields result;
  for ( const QString &definition : definitions )
  {
    const QString name = definition.section( ':', 0, 0 );
    const QString type = definition.section( ':', 1, 1 );
    SwVariantType variantType = SW_VARIANT_TYPE( QString );
    if ( type == QLatin1String( "int" ) )
      variantType = SW_VARIANT_TYPE( LongLong );
    else if ( type == QLatin1String( "double" ) )
      variantType = SW_VARIANT_TYPE( Double );
    result.append( QgsField( name, variantType ) );
  }
  return result;
}

QString SwTestData::writeLayer( const QString &path, const QString &layerName, const QString &geometryType, const QString &authid, const QgsFields &fields, const std::vector<Row> &rows )
{
  QgsVectorLayer memory( QStringLiteral( "%1?crs=%2" ).arg( geometryType, authid ), layerName, QStringLiteral( "memory" ) );
  memory.dataProvider()->addAttributes( fields.toList() );
  memory.updateFields();
  QgsFeatureList features;
  for ( const Row &row : rows )
  {
    QgsFeature feature( memory.fields() );
    if ( !row.wkt.isEmpty() )
      feature.setGeometry( QgsGeometry::fromWkt( row.wkt ) );
    feature.setAttributes( QgsAttributes( row.attributes.toVector() ) );
    features << feature;
  }
  memory.dataProvider()->addFeatures( features );

  QgsVectorFileWriter::SaveVectorOptions options;
  options.driverName = QStringLiteral( "GPKG" );
  options.layerName = layerName;
  options.actionOnExistingFile = QFileInfo::exists( path ) ? QgsVectorFileWriter::CreateOrOverwriteLayer : QgsVectorFileWriter::CreateOrOverwriteFile;
  QString error;
  const auto result = QgsVectorFileWriter::writeAsVectorFormatV3( &memory, path, QgsCoordinateTransformContext(), options, &error );
  if ( result != QgsVectorFileWriter::NoError )
    return QString();
  return QStringLiteral( "%1|layername=%2" ).arg( path, layerName );
}

std::unique_ptr<QgsVectorLayer> SwTestData::openLayer( const QString &source )
{
  return std::make_unique<QgsVectorLayer>( source, QStringLiteral( "output" ), QStringLiteral( "ogr" ) );
}

QMap<QString, QgsFeature> SwTestData::featuresBy( QgsVectorLayer *layer, const QString &keyField )
{
  QMap<QString, QgsFeature> result;
  QgsFeatureIterator it = layer->getFeatures();
  QgsFeature feature;
  while ( it.nextFeature( feature ) )
    result.insert( feature.attribute( keyField ).toString(), feature );
  return result;
}

QString SwTestData::sampleDataDir()
{
  return QStringLiteral( SW_SOURCE_DIR "/sample_data" );
}

QList<SwTestData::AnswerKeyRow> SwTestData::answerKey( const QString &screen )
{
  // Read with OGR's CSV driver through QGIS: it parses RFC 4180 quoting.
  QgsVectorLayer key( sampleDataDir() + QStringLiteral( "/answer_key.csv" ), QStringLiteral( "key" ), QStringLiteral( "ogr" ) );
  QList<AnswerKeyRow> rows;
  QgsFeatureIterator it = key.getFeatures();
  QgsFeature feature;
  while ( it.nextFeature( feature ) )
  {
    AnswerKeyRow row{ feature.attribute( QStringLiteral( "apn" ) ).toString(), feature.attribute( QStringLiteral( "screen" ) ).toString(), feature.attribute( QStringLiteral( "field" ) ).toString(), feature.attribute( QStringLiteral( "expected" ) ).toString(), feature.attribute( QStringLiteral( "why" ) ).toString() };
    if ( screen.isEmpty() || row.screen == screen )
      rows << row;
  }
  return rows;
}

QString SwTestData::sampleLayer( const QString &name )
{
  return QStringLiteral( "%1/city.gpkg|layername=%2" ).arg( sampleDataDir(), name );
}

int SwTestData::profileRuleRows( const QString &name )
{
  QFile file( QStringLiteral( SW_SOURCE_DIR "/profiles/%1.json" ).arg( name ) );
  if ( !file.open( QIODevice::ReadOnly ) )
    return -1;
  const QJsonObject rules = QJsonDocument::fromJson( file.readAll() ).object().value( QStringLiteral( "rules" ) ).toObject();
  int rows = rules.size();
  for ( auto it = rules.begin(); it != rules.end(); ++it )
  {
    const QJsonArray values = it.value().toObject().value( QStringLiteral( "value" ) ).toArray();
    if ( !values.isEmpty() && values.first().isObject() )
      rows += values.size();
  }
  return rows;
}
