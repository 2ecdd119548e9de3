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

void SwRunOutputs::written( const QString &destination, bool existedBefore )
{
  const QString file = fileOf( destination );
  if ( !file.isEmpty() && !existedBefore && !mCreated.contains( file ) )
    mCreated << file;
}

void SwRunOutputs::discard()
{
  for ( const QString &file : qAsConst( mCreated ) )
  {
    if ( QFile::exists( file ) )
      QFile::remove( file );
  }
  mCreated.clear();
}
