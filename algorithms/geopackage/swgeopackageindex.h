/***************************************************************************
  swgeopackageindex.h: the spatial index of a GeoPackage layer the run
  has just written. GDAL 3.6 inserts every feature into SQLite's R*-tree
  one at a time when the writer closes: about 11 s per million parcels on
  one core, after all the screening is done. Here the boxes are read back
  from the geometries' headers in one scan, the tree is packed at once
  (sort-tile-recursive) and its nodes stored directly in the rtree
  module's own tables, in the layout SQLite reads
  (sqlite.org/src/file/ext/rtree); the triggers and the gpkg_extensions
  row are those of the GeoPackage standard's RTree Spatial Index
  extension, so QGIS, GDAL and later edits see an ordinary index.
 ***************************************************************************/
#ifndef SWGEOPACKAGEINDEX_H
#define SWGEOPACKAGEINDEX_H

#include "qgsrectangle.h"

#include <QString>

#include <vector>

namespace SwGeoPackageIndex
{
  /**
   * Stores the spatial index of layer \a layer of the GeoPackage \a path
   * (closed by its writer, written with SPATIAL_INDEX=NO), from the box in
   * each geometry's header. Returns an empty string, or why the index
   * could not be stored (a geometry without a box); nothing is changed then.
   */
  QString write( const QString &path, const QString &layer );

  struct Entry;
  /**
   * The same, from the ids and boxes \a entries of every feature with a
   * geometry as they were written (SwGeoPackageSink gathers them): the
   * layer is not read again.
   */
  QString write( const QString &path, const QString &layer, std::vector<Entry> entries );

  //! The same index built by GDAL (CreateSpatialIndex): slower, for layers write() refuses. Returns an empty string or GDAL's reason.
  QString writeWithGdal( const QString &path, const QString &layer );

  //! One cell: a box (32-bit floats, rounded outwards) and a feature id or node number.
  struct Entry
  {
    float minX, maxX, minY, maxY;
    long long id;
  };

  //! The cell of feature \a id whose box is \a box: SQLite's rtree keeps 32-bit floats, so the box is rounded outwards.
  Entry entry( const QgsRectangle &box, long long id );
} // namespace SwGeoPackageIndex

#endif // SWGEOPACKAGEINDEX_H
