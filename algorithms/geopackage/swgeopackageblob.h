/***************************************************************************
  swgeopackageblob.h: the GeoPackage geometry blob (OGC 12-128r18, 2.1.3):
  a header (magic "GP", version, flags, srs id, an optional envelope), then
  the geometry as WKB. Read by the parcels' direct reader, written by the
  direct sink, and its box read by the packed spatial index: one reading of
  the format for all three.
 ***************************************************************************/
#ifndef SWGEOPACKAGEBLOB_H
#define SWGEOPACKAGEBLOB_H

#include "core/compat.h"

#include "qgsgeometry.h"
#include "qgsrectangle.h"
#include "qgswkbtypes.h"

#include <QByteArray>

namespace SwGeoPackageBlob
{
  //! What a blob's header says, and where its WKB starts.
  struct Header
  {
    bool valid = false;    //!< magic, version and envelope code understood
    bool little = true;    //!< the header's numbers are little-endian
    bool empty = false;    //!< the empty-geometry bit
    bool extended = false; //!< an extended (non-standard) geometry type follows
    bool hasBox = false;   //!< an envelope is present; box() holds its x and y
    qint32 srsId = 0;
    int wkbOffset = 0; //!< 8 + the envelope's size
    double minX = 0, maxX = 0, minY = 0, maxY = 0;
  };

  //! Reads the header of \a size bytes at \a data; Header::valid says whether it could.
  Header header( const void *data, int size );

  //! The ISO WKB geometry type of the blob's WKB, or 0 when unreadable.
  quint32 wkbType( const void *data, int size, const Header &header );

  /**
   * The geometry of a blob as QGIS reads it, or a null geometry when the
   * blob is not a plain one (\a understood false: extended types, a bad
   * header or WKB); null with \a understood true is a null geometry.
   */
  QgsGeometry geometry( const void *data, int size, bool &understood );

  /**
   * \a geometry (promoted to multi when \a type is) as a little-endian blob
   * with an xy envelope and srs \a srsId, ISO WKB; \a box receives the
   * envelope (null for an empty geometry).
   */
  QByteArray encode( const QgsGeometry &geometry, SwWkbType type, qint32 srsId, QgsRectangle &box );

  /**
   * A blob read from a GeoPackage, rewritten for a layer of \a type in srs
   * \a srsId, when it already is what encode() would make of its geometry
   * (little-endian, xy envelope, not empty, ISO WKB of that type): only the
   * srs id may change. Empty when it is not: then encode its geometry.
   */
  QByteArray reuse( const QByteArray &blob, SwWkbType type, qint32 srsId, QgsRectangle &box );
} // namespace SwGeoPackageBlob

#endif // SWGEOPACKAGEBLOB_H
