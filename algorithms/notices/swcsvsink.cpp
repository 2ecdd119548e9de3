/***************************************************************************
  swcsvsink.cpp: table outputs written as CSV through SwCsv.
 ***************************************************************************/
#include "notices/swcsvsink.h"
#include "notices/swcsv.h"
#include "outputs/swdurablefile.h"
#include "outputs/swoutputtarget.h"

#include "qgsexception.h"
#include "qgsproviderregistry.h"
#include "qgsvectorfilewriter.h"
#include "qgsvectorlayer.h"

#include <QFileInfo>
#include <QObject>

bool SwCsvSink::isCsvFile( const QString &path )
{
  return QgsVectorFileWriter::driverForExtension( QFileInfo( path ).suffix() ) == QLatin1String( "CSV" );
}

bool SwCsvSink::isCsvLayer( const QgsVectorLayer *layer )
{
  if ( !layer )
    return false;
  if ( layer->providerType() == QLatin1String( "delimitedtext" ) )
    return true;
  const QVariantMap parts = QgsProviderRegistry::instance()->decodeUri( layer->providerType(), layer->source() );
  return layer->providerType() == QLatin1String( "ogr" ) && isCsvFile( parts.value( QStringLiteral( "path" ) ).toString() );
}

void SwCsvSink::readBack( QgsFeature &feature )
{
  QgsAttributes attributes = feature.attributes();
  for ( QVariant &value : attributes )
  {
    if ( value.type() == QVariant::String )
      value = SwCsv::value( value.toString() );
  }
  feature.setAttributes( attributes );
}

std::unique_ptr<SwCsvSink> SwCsvSink::forTarget( const SwOutputTarget &target, const QgsFields &fields )
{
  if ( !target.isFile() || !target.isLayer() || !isCsvFile( target.file() ) )
    return nullptr;
  std::unique_ptr<SwCsvSink> sink( new SwCsvSink( target.stagedPath(), fields ) );
  if ( !sink->mError.isEmpty() )
    throw QgsProcessingException( QObject::tr( "%1: cannot write %2: %3" ).arg( target.parameter(), target.file(), sink->mError ) );
  return sink;
}

SwCsvSink::SwCsvSink( const QString &path, const QgsFields &fields )
  : mFile( path )
  , mColumns( fields.count() )
{
  if ( !mFile.open( QIODevice::WriteOnly | QIODevice::Truncate ) )
  {
    mError = mFile.errorString();
    return;
  }
  writeText( SwCsv::record( fields.names() ) );
}

bool SwCsvSink::writeText( const QString &text )
{
  const QByteArray bytes = text.toUtf8();
  if ( mFile.write( bytes ) != bytes.size() )
  {
    mError = mFile.errorString();
    return false;
  }
  return true;
}

bool SwCsvSink::addFeature( QgsFeature &feature, QgsFeatureSink::Flags )
{
  if ( !mError.isEmpty() )
    return false;
  // A row has the table's columns, whatever the feature carries.
  QVariantList values = feature.attributes().toList();
  while ( values.size() < mColumns )
    values << QVariant();
  return writeText( SwCsv::tableRecord( values.mid( 0, mColumns ) ) );
}

bool SwCsvSink::addFeatures( QgsFeatureList &features, QgsFeatureSink::Flags flags )
{
  for ( QgsFeature &feature : features )
  {
    if ( !addFeature( feature, flags ) )
      return false;
  }
  return true;
}

bool SwCsvSink::flushBuffer()
{
  if ( !mError.isEmpty() )
    return false;
  if ( !mFile.flush() )
  {
    mError = mFile.errorString();
    return false;
  }
  mError = SwDurableFile::sync( mFile.fileName() );
  return mError.isEmpty();
}
