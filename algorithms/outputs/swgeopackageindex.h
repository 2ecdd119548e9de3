/***************************************************************************
  swgeopackageindex.h: the spatial index of a GeoPackage layer the run
  has just written, built from the boxes gathered while it was written.
  GDAL 3.6 inserts every feature into SQLite's R*-tree one at a time when
  the writer closes: about 11 s per million parcels on one core, after all
  the screening is done. The boxes are known while the parcels are
  written, so the tree is packed at once (sort-tile-recursive) and its
  nodes stored directly in the rtree module's own tables, in the layout
  SQLite reads (sqlite.org/src/file/ext/rtree); the triggers and the
  gpkg_extensions row are those of the GeoPackage standard's RTree
  Spatial Index extension, so QGIS, GDAL and later edits see an ordinary
  index.
 ***************************************************************************/
#ifndef SWGEOPACKAGEINDEX_H
#define SWGEOPACKAGEINDEX_H

#include "qgsrectangle.h"

#include <QString>

#include <vector>

class SwGeoPackageIndex
{
public:
  //! The next feature written (feature ids 1, 2, ... in write order) has the box \a box; an empty box (no geometry) is left out of the index.
  void add( const QgsRectangle &box );
  //! How many features were added.
  long long count() const { return mWritten; }

  /**
   * Stores the index of layer \a layer of the GeoPackage \a path (closed
   * by its writer, written with SPATIAL_INDEX=NO). Returns an empty
   * string, or why the index could not be stored (the layer does not
   * hold the features added, in order); nothing is changed then.
   */
  QString write( const QString &path, const QString &layer ) const;

  struct Entry
  {
    float minX, maxX, minY, maxY;
    long long id; //!< feature id at the leaves, node number above
  };

private:
  std::vector<Entry> mEntries;
  long long mWritten = 0;
};

#endif // SWGEOPACKAGEINDEX_H
