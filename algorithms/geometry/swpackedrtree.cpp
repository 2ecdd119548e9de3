/***************************************************************************
  swpackedrtree.cpp: sort-tile-recursive packing and queries.
 ***************************************************************************/
#include "geometry/swpackedrtree.h"

#include <algorithm>
#include <cmath>

namespace
{
  constexpr int NODE_CAPACITY = 16;

  // Groups boxes (given by index into a list with a box() accessor) into
  // nodes of NODE_CAPACITY: slices by x centre, runs by y centre.
  template <typename Box, typename Node, typename GetBox>
  std::vector<Node> pack( std::vector<int> &order, const GetBox &boxOf )
  {
    const size_t n = order.size();
    const size_t leaves = ( n + NODE_CAPACITY - 1 ) / NODE_CAPACITY;
    const size_t slices = static_cast<size_t>( std::ceil( std::sqrt( static_cast<double>( leaves ) ) ) );
    const size_t perSlice = slices > 0 ? slices * NODE_CAPACITY : n;
    auto centreX = [&]( int i )
    { const Box &b = boxOf( i ); return b.xMin + b.xMax; };
    auto centreY = [&]( int i )
    { const Box &b = boxOf( i ); return b.yMin + b.yMax; };
    std::sort( order.begin(), order.end(), [&]( int a, int b )
               { return centreX( a ) < centreX( b ); } );
    for ( size_t start = 0; start < n; start += perSlice )
    {
      const auto end = order.begin() + static_cast<long>( std::min( n, start + perSlice ) );
      std::sort( order.begin() + static_cast<long>( start ), end, [&]( int a, int b )
                 { return centreY( a ) < centreY( b ); } );
    }
    std::vector<Node> nodes;
    nodes.reserve( leaves );
    for ( size_t start = 0; start < n; start += NODE_CAPACITY )
    {
      Node node;
      node.first = static_cast<int>( start );
      node.count = static_cast<int>( std::min<size_t>( NODE_CAPACITY, n - start ) );
      node.box = boxOf( order[start] );
      for ( int k = 1; k < node.count; ++k )
      {
        const Box &b = boxOf( order[start + static_cast<size_t>( k )] );
        node.box.xMin = std::min( node.box.xMin, b.xMin );
        node.box.yMin = std::min( node.box.yMin, b.yMin );
        node.box.xMax = std::max( node.box.xMax, b.xMax );
        node.box.yMax = std::max( node.box.yMax, b.yMax );
      }
      nodes.push_back( node );
    }
    return nodes;
  }
} // namespace

void SwPackedRTree::add( int id, const QgsRectangle &box )
{
  mItems.push_back( { { box.xMinimum(), box.yMinimum(), box.xMaximum(), box.yMaximum() }, id } );
  mBuilt = false;
}

void SwPackedRTree::build()
{
  mLevels.clear();
  mBuilt = true;
  if ( mItems.empty() )
    return;

  // Level 0: items reordered so each leaf's items are contiguous.
  std::vector<int> order( mItems.size() );
  for ( size_t i = 0; i < order.size(); ++i )
    order[i] = static_cast<int>( i );
  std::vector<Node> leaves = pack<Box, Node>( order, [this]( int i ) -> const Box &
                                              { return mItems[static_cast<size_t>( i )].box; } );
  std::vector<Item> reordered;
  reordered.reserve( mItems.size() );
  for ( const int i : order )
    reordered.push_back( mItems[static_cast<size_t>( i )] );
  mItems.swap( reordered );
  mLevels.push_back( std::move( leaves ) );

  // Upper levels: nodes of the level below reordered the same way.
  while ( mLevels.back().size() > 1 )
  {
    std::vector<Node> &below = mLevels.back();
    std::vector<int> nodeOrder( below.size() );
    for ( size_t i = 0; i < nodeOrder.size(); ++i )
      nodeOrder[i] = static_cast<int>( i );
    std::vector<Node> parents = pack<Box, Node>( nodeOrder, [&below]( int i ) -> const Box &
                                                 { return below[static_cast<size_t>( i )].box; } );
    std::vector<Node> reorderedBelow;
    reorderedBelow.reserve( below.size() );
    for ( const int i : nodeOrder )
      reorderedBelow.push_back( below[static_cast<size_t>( i )] );
    below.swap( reorderedBelow );
    mLevels.push_back( std::move( parents ) );
  }
}

void SwPackedRTree::query( const QgsRectangle &rect, std::vector<int> &ids ) const
{
  if ( mLevels.empty() )
    return;
  const Box wanted{ rect.xMinimum(), rect.yMinimum(), rect.xMaximum(), rect.yMaximum() };
  // Depth-first over (level, node) pairs; the root level has one node.
  std::vector<std::pair<size_t, int>> stack;
  const size_t top = mLevels.size() - 1;
  for ( int i = 0; i < static_cast<int>( mLevels[top].size() ); ++i )
    stack.emplace_back( top, i );
  while ( !stack.empty() )
  {
    const auto [level, index] = stack.back();
    stack.pop_back();
    const Node &node = mLevels[level][static_cast<size_t>( index )];
    if ( !node.box.meets( wanted ) )
      continue;
    for ( int k = 0; k < node.count; ++k )
    {
      const int child = node.first + k;
      if ( level == 0 )
      {
        const Item &item = mItems[static_cast<size_t>( child )];
        if ( item.box.meets( wanted ) )
          ids.push_back( item.id );
      }
      else
        stack.emplace_back( level - 1, child );
    }
  }
}
