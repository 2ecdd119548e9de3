/***************************************************************************
  swgdaldataset.cpp: a dataset opened read-only for a look, closed on leaving.
 ***************************************************************************/
#include "core/swgdaldataset.h"

#include <QFile>

#include <cpl_string.h>
#include <ogr_api.h>

SwGdalDataset::SwGdalDataset( const QString &path, unsigned int kinds )
  : mHandle( GDALOpenEx( QFile::encodeName( path ).constData(), kinds | GDAL_OF_READONLY, nullptr, nullptr, nullptr ) )
{
}

SwGdalDataset::~SwGdalDataset()
{
  if ( mHandle )
    GDALClose( mHandle );
}

QStringList SwGdalDataset::files() const
{
  QStringList list;
  if ( !mHandle )
    return list;
  char **names = GDALGetFileList( mHandle );
  for ( char **name = names; name && *name; ++name )
    list << QString::fromUtf8( *name );
  CSLDestroy( names );
  return list;
}

QString SwGdalDataset::layerName( int index ) const
{
  if ( !mHandle || index < 0 || index >= GDALDatasetGetLayerCount( mHandle ) )
    return QString();
  return QString::fromUtf8( OGR_L_GetName( GDALDatasetGetLayer( mHandle, index ) ) );
}
