/***************************************************************************
  swgdaldataset.h: a dataset opened read-only for a look, closed on leaving.
 ***************************************************************************/
#ifndef SWGDALDATASET_H
#define SWGDALDATASET_H

#include <QString>
#include <QStringList>

#include <gdal.h>

/**
 * A GDAL dataset opened read-only (vector, or vector and raster), closed when
 * it goes out of scope. handle() is null when the path does not open.
 */
class SwGdalDataset
{
public:
  explicit SwGdalDataset( const QString &path, unsigned int kinds = GDAL_OF_VECTOR );
  ~SwGdalDataset();
  SwGdalDataset( const SwGdalDataset & ) = delete;
  SwGdalDataset &operator=( const SwGdalDataset & ) = delete;

  GDALDatasetH handle() const { return mHandle; }

  //! Every file the dataset is read from (a shapefile's parts, a raster's sidecars).
  QStringList files() const;

  //! The name of layer \a index, empty when there is none.
  QString layerName( int index ) const;

private:
  GDALDatasetH mHandle = nullptr;
};

#endif // SWGDALDATASET_H
