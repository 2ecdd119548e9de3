/***************************************************************************
  swrunoutputs.cpp: removing what a stopped run created.
 ***************************************************************************/
#include "pipeline/swrunoutputs.h"

#include "qgsprocessingparameters.h"

#include <QFile>
#include <QFileInfo>

QString SwRunOutputs::fileOf( const QVariant &destination )
{
  QString text = destination.toString();
  if ( destination.canConvert<QgsProcessingOutputLayerDefinition>() )
    text = destination.value<QgsProcessingOutputLayerDefinition>().sink.staticValue().toString();
  const QString path = text.section( '|', 0, 0 );
  // Memory layers, database URIs and QGIS's temporary outputs are not files of the user's.
  if ( path.isEmpty() || path.startsWith( QLatin1String( "memory:" ) ) || path.startsWith( QLatin1String( "TEMPORARY_OUTPUT" ) ) )
    return QString();
  return QFileInfo( path ).isAbsolute() || QFileInfo::exists( path ) ? path : QString();
}

bool SwRunOutputs::exists( const QVariant &destination )
{
  const QString file = fileOf( destination );
  return !file.isEmpty() && QFileInfo::exists( file );
}

SwOutputTarget &SwRunOutputs::addLayer( const QVariant &value, const QString &parameter )
{
  mLayers.push_back( Layer{ parameter, SwOutputTarget( value, parameter ), QString(), -1, false } );
  return mLayers.back().target;
}

void SwRunOutputs::layerWritten( const QString &parameter, const QString &destination, long long features )
{
  for ( Layer &layer : mLayers )
  {
    if ( layer.parameter == parameter )
    {
      layer.destination = destination;
      layer.features = features;
      layer.written = true;
    }
  }
}

QString SwRunOutputs::fileFor( const QString &parameter ) const
{
  for ( const Layer &layer : mLayers )
  {
    if ( layer.parameter == parameter )
      return layer.target.file();
  }
  return QString();
}

QMap<QString, QString> SwRunOutputs::commit( QgsProcessingContext &context )
{
  QMap<QString, QString> destinations;
  for ( Layer &layer : mLayers )
  {
    if ( layer.written )
      destinations.insert( layer.parameter, layer.target.commit( layer.destination, layer.features, context ) );
  }
  mLayers.clear();
  return destinations;
}

void SwRunOutputs::written( const QString &destination, bool existedBefore )
{
  const QString file = fileOf( destination );
  if ( !file.isEmpty() && !existedBefore && !mCreated.contains( file ) )
    mCreated << file;
}

void SwRunOutputs::clear()
{
  mLayers.clear();
  mCreated.clear();
}

void SwRunOutputs::discard()
{
  for ( Layer &layer : mLayers )
    layer.target.discard();
  mLayers.clear();
  for ( const QString &file : qAsConst( mCreated ) )
  {
    if ( QFile::exists( file ) )
      QFile::remove( file );
  }
  mCreated.clear();
}
