/***************************************************************************
  swvacantcontiguity.cpp: contiguous vacant parcels of one owner joined
  with union-find over a packed R-tree; contacts within the right-of-way
  do not join.
 ***************************************************************************/
#include "screens/vacant/swvacantcontiguity.h"
#include "screens/vacant/swvacantparameters.h"
#include "core/swcancel.h"
#include "core/swpackedrtree.h"
#include "core/swparameterreader.h"

#include "qgsprocessingfeedback.h"

#include <algorithm>
#include <numeric>

namespace
{
  // Union-find with path halving and union by size.
  class DisjointSets
  {
  public:
    explicit DisjointSets( size_t count )
      : mParent( count )
      , mSize( count, 1 )
    {
      std::iota( mParent.begin(), mParent.end(), 0 );
    }
    size_t find( size_t i )
    {
      while ( mParent[i] != i )
      {
        mParent[i] = mParent[mParent[i]];
        i = mParent[i];
      }
      return i;
    }
    bool join( size_t a, size_t b )
    {
      a = find( a );
      b = find( b );
      if ( a == b )
        return false;
      if ( mSize[a] < mSize[b] )
        std::swap( a, b );
      mParent[b] = a;
      mSize[a] += mSize[b];
      return true;
    }

  private:
    std::vector<size_t> mParent;
    std::vector<size_t> mSize;
  };
} // namespace

long long SwVacantContiguity::Groups::formed() const
{
  long long count = 0;
  for ( const auto &entry : size )
  {
    if ( entry.second > 1 )
      ++count;
  }
  return count;
}

void SwVacantContiguity::setMeasure( const SwWorkingCrs &working, double snapFeet )
{
  mWorking = working;
  mSnapFeet = snapFeet;
}

void SwVacantContiguity::loadRightOfWay( const SwParameterReader &reader, QgsProcessingFeedback *feedback, QStringList &notes )
{
  SwLayerInput::Layer layer = reader.layer( SwVacantParameters::RIGHT_OF_WAY, QgsWkbTypes::PolygonGeometry );
  if ( !layer )
  {
    notes << QObject::tr( "RIGHT_OF_WAY was not given: contacts between vacant parcels were not checked against streets, alleys and railroads" );
    return;
  }
  const SwFeatureIndex::LoadReport report = SwLayerInput::load( layer, SwVacantParameters::RIGHT_OF_WAY, mRightOfWay, mWorking, reader.context(), feedback, notes );
  feedback->pushInfo( QObject::tr( "Right-of-way: %1 polygon(s) from '%2'" ).arg( report.loaded ).arg( layer.name ) );
}

bool SwVacantContiguity::contactInRightOfWay( const QgsGeometry &a, const QgsGeometry &b ) const
{
  if ( mRightOfWay.isEmpty() )
    return false;
  const double snap = mWorking.fromFeet( mSnapFeet );
  // The shared line or point, with the snapping tolerance around it: a gap
  // or overlap of the fabric still leaves a contact to test.
  const QgsGeometry contact = snap > 0 ? a.buffer( snap, 8 ).intersection( b.buffer( snap, 8 ) ) : a.intersection( b );
  if ( contact.isNull() || contact.isEmpty() )
    return false;
  const bool areal = contact.type() == QgsWkbTypes::PolygonGeometry || contact.area() > 0;
  // Rounding where right-of-way polygons meet leaves crumbs of the contact uncovered.
  const double crumb = 0.01 * snap * snap;
  QgsGeometry remainder = contact;
  for ( const int i : mRightOfWay.candidates( contact.boundingBox() ) )
  {
    remainder = remainder.difference( mRightOfWay.feature( i ).geometry );
    if ( remainder.isNull() || remainder.isEmpty() )
      return true;
  }
  return areal && remainder.area() < crumb;
}

SwVacantContiguity::Groups SwVacantContiguity::group( const std::vector<SwVacantRecord> &records, QgsFeedback *feedback ) const
{
  // Each parcel meets only its neighbours, found through a spatial index.
  const double snap = mWorking.fromFeet( mSnapFeet );
  SwPackedRTree index;
  for ( size_t k = 0; k < records.size(); ++k )
  {
    QgsRectangle box = records[k].bbox;
    box.grow( snap / 2 );
    index.add( static_cast<int>( k ), box );
  }
  index.build();

  Groups groups;
  std::vector<int> neighbours;
  DisjointSets sets( records.size() );
  const double step = records.empty() ? 0 : 100.0 / static_cast<double>( records.size() );
  for ( size_t k = 0; k < records.size(); ++k )
  {
    SwCancel::check( feedback );
    if ( feedback && k % 256 == 0 )
      feedback->setProgress( step * static_cast<double>( k ) );
    const SwVacantRecord &parcel = records[k];
    // Without a name the roll cannot say two parcels share an owner.
    if ( parcel.ownerKey.isEmpty() )
      continue;
    QgsRectangle search = parcel.bbox;
    search.grow( snap );
    neighbours.clear();
    index.query( search, neighbours );
    std::sort( neighbours.begin(), neighbours.end() );
    for ( const int id : neighbours )
    {
      const size_t other = static_cast<size_t>( id );
      if ( other <= k || records[other].ownerKey != parcel.ownerKey )
        continue;
      if ( parcel.geometry.distance( records[other].geometry ) > snap * ( 1 + 1e-9 ) + 1e-9 )
        continue;
      if ( contactInRightOfWay( parcel.geometry, records[other].geometry ) )
      {
        ++groups.rightOfWayContacts;
        continue;
      }
      sets.join( k, other );
    }
  }

  groups.root.resize( records.size() );
  for ( size_t k = 0; k < records.size(); ++k )
  {
    const size_t root = sets.find( k );
    groups.root[k] = root;
    groups.sqft[root] += records[k].areaSqft;
    ++groups.size[root];
  }
  if ( feedback )
    feedback->setProgress( 100 );
  return groups;
}
