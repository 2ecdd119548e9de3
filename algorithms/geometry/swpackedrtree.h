/***************************************************************************
  swpackedrtree.h: a static R-tree of bounding boxes, packed once by
  sort-tile-recursive. Built in O(n log n) after all boxes are added (a
  county's 4.8 million footprints in seconds, where inserting them one by one
  into QgsSpatialIndex takes minutes), then queried from any number of
  threads without locks.
 ***************************************************************************/
#ifndef SWPACKEDRTREE_H
#define SWPACKEDRTREE_H

#include "qgsrectangle.h"

#include <vector>

class SwPackedRTree
{
public:
  //! Adds a box for item \a id (ids are the caller's, e.g. positions).
  void add( int id, const QgsRectangle &box );
  //! Packs the tree; add() after build() needs another build().
  void build();
  bool isBuilt() const { return mBuilt; }
  int size() const { return static_cast<int>( mItems.size() ); }

  //! Appends to \a ids every item whose box meets \a rect (unordered). Thread safe once built.
  void query( const QgsRectangle &rect, std::vector<int> &ids ) const;

private:
  struct Box
  {
    double xMin, yMin, xMax, yMax;
    bool meets( const Box &other ) const { return xMin <= other.xMax && other.xMin <= xMax && yMin <= other.yMax && other.yMin <= yMax; }
  };
  struct Item
  {
    Box box;
    int id;
  };
  struct Node
  {
    Box box;
    int first; //!< first child: an item (level 0) or a node of the level below
    int count;
  };

  std::vector<Item> mItems;
  //! mLevels[0] groups items; each next level groups the nodes of the one below; the last holds the root.
  std::vector<std::vector<Node>> mLevels;
  bool mBuilt = false;
};

#endif // SWPACKEDRTREE_H
