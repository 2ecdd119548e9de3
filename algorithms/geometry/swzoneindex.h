/***************************************************************************
  swzoneindex.h: a map zone (land under a condition: shallow groundwater,
  slow soil, a brownfield, a hazard, a well's circle) dissolved once, cut
  into small tiles and indexed, so that the part of a parcel inside it is
  measured exactly from any thread. Polygons are grouped by a value (a
  groundwater depth, a hazard type); polygons of one group are dissolved,
  groups may overlap one another.
 ***************************************************************************/
#ifndef SWZONEINDEX_H
#define SWZONEINDEX_H

#include "geometry/swfeatureindex.h"
#include "geometry/swgeos.h"

#include "qgsgeometry.h"

#include <functional>
#include <vector>

class SwZoneIndex
{
public:
  //! The part of a parcel inside one tile of one group.
  struct Piece
  {
    geos::unique_ptr geometry;
    int group = -1;
    double area = 0; //!< map units squared
  };

  /**
   * Dissolves \a polygons (working CRS) into one group carrying \a value,
   * cuts it into tiles of at most maxTileVertices() vertices and indexes
   * them. Non-polygonal parts are dropped. Returns the group's number.
   */
  int addGroup( const QVector<QgsGeometry> &polygons, const QVariant &value );

  int groupCount() const { return static_cast<int>( mGroups.size() ); }
  QVariant groupValue( int group ) const { return mGroups[static_cast<size_t>( group )].value; }
  //! The dissolved polygons of \a group.
  QgsGeometry groupGeometry( int group ) const { return mGroups[static_cast<size_t>( group )].geometry; }
  bool isEmpty() const { return mTiles.isEmpty(); }
  int tileCount() const { return mTiles.size(); }

  //! The groups \a accept keeps (all when empty), dissolved into one geometry, for maps.
  QgsGeometry dissolved( const std::function<bool( const QVariant & )> &accept = nullptr ) const;

  /**
   * The parts of \a parcel (bounding box \a box) inside the zone, one per
   * tile met, with their group and area; touching without shared area
   * gives no piece. Thread safe.
   */
  std::vector<Piece> pieces( const GEOSGeometry *parcel, const QgsRectangle &box ) const;

  //! True when one tile covers \a parcel (bounding box \a box) whole: the cheap answer most parcels get. Thread safe.
  bool coversWhole( const GEOSGeometry *parcel, const QgsRectangle &box ) const;

  //! Union of \a geometries (taken over), null when there are none. Any thread.
  static geos::unique_ptr unite( std::vector<geos::unique_ptr> geometries );

  //! Polygonal part of \a geometry (lines and points of an intersection dropped), null when none.
  static geos::unique_ptr polygonal( geos::unique_ptr geometry );

  /**
   * Tiles larger than this are cut in half along their longer side, so a
   * city-wide hazard zone costs each parcel a small intersection, not one
   * against thousands of vertices.
   */
  static int maxTileVertices() { return 256; }

private:
  struct Group
  {
    QVariant value;
    QgsGeometry geometry;
  };
  void addTiles( const QgsGeometry &polygon, int group, int depth );

  std::vector<Group> mGroups;
  SwFeatureIndex mTiles;
};

#endif // SWZONEINDEX_H
