/***************************************************************************
  swvacantcontiguity.cpp: contiguous vacant parcels of one owner joined
  with union-find over a packed R-tree; contacts within the right-of-way
  do not join.
 ***************************************************************************/
#include "screens/vacant/swvacantcontiguity.h"
#include "core/compat.h"
#include "screens/vacant/swvacantparameters.h"
#include "core/swcancel.h"
#include "geometry/swpackedrtree.h"
#include "core/swparameterreader.h"

#include "qgsexception.h"
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

  //! An axis-aligned box in the working CRS.
  struct Box
  {
    double xMin, yMin, xMax, yMax;
  };

  /**
   * The part of \a parcel (bounding box \a box) inside \a window: the
   * parcel itself when it lies wholly inside, else its clip, kept in \a clip.
   */
  const GEOSGeometry *partNear( const GEOSGeometry *parcel, const QgsRectangle &box, const Box &window, geos::unique_ptr &clip )
  {
    if ( box.xMinimum() >= window.xMin && box.xMaximum() <= window.xMax && box.yMinimum() >= window.yMin && box.yMaximum() <= window.yMax )
      return parcel;
    GEOSContextHandle_t context = SwGeos::context();
    const geos::unique_ptr frame( GEOSGeom_createRectangle_r( context, window.xMin, window.yMin, window.xMax, window.yMax ) );
    clip.reset( frame ? GEOSIntersection_r( context, parcel, frame.get() ) : nullptr );
    if ( !clip )
      throw QgsProcessingException( QObject::tr( "GEOS could not cut a parcel to the window around their contact" ) );
    return clip.get();
  }

  geos::unique_ptr grown( const GEOSGeometry *parcel, double snap )
  {
    geos::unique_ptr result( GEOSBuffer_r( SwGeos::context(), parcel, snap, 8 ) );
    if ( !result )
      throw QgsProcessingException( QObject::tr( "GEOS could not grow them by the snapping tolerance" ) );
    return result;
  }
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
  SwLayerInput::Layer layer = reader.layer( SwVacantParameters::RIGHT_OF_WAY, SW_GEOMETRY( Polygon ) );
  if ( !layer )
  {
    notes << QObject::tr( "RIGHT_OF_WAY was not given: contacts between vacant parcels were not checked against streets, alleys and railroads" );
    return;
  }
  const SwFeatureIndex::LoadReport report = SwLayerInput::load( layer, SwVacantParameters::RIGHT_OF_WAY, mRightOfWay, mWorking, reader.context(), feedback, notes );
  feedback->pushInfo( QObject::tr( "Right-of-way: %1 polygon(s) from '%2'" ).arg( report.loaded ).arg( layer.name ) );
}

bool SwVacantContiguity::contactInRightOfWay( const GEOSGeometry *a, const QgsRectangle &boxA, const GEOSGeometry *b, const QgsRectangle &boxB ) const
{
  if ( mRightOfWay.isEmpty() )
    return false;
  const double snap = mWorking.fromFeet( mSnapFeet );
  // The contact lies where the two parcels' bounding boxes, grown by the
  // snapping tolerance, overlap; none when they do not.
  const Box zone{ std::max( boxA.xMinimum(), boxB.xMinimum() ) - snap, std::max( boxA.yMinimum(), boxB.yMinimum() ) - snap,
                  std::min( boxA.xMaximum(), boxB.xMaximum() ) + snap, std::min( boxA.yMaximum(), boxB.yMaximum() ) + snap };
  if ( zone.xMin > zone.xMax || zone.yMin > zone.yMax )
    return false;
  // Only each parcel's part near the zone shapes the contact: a point of the
  // zone within the tolerance of a parcel is within it of the parcel's part
  // in the zone grown by the tolerance; a second tolerance keeps the cut
  // lines' own growth out of the zone, and a foot more keeps the window a
  // rectangle when the tolerance is 0. A parcel of 300,000 vertices then
  // costs what its few hundred near the contact cost, not a whole buffer.
  const double margin = 2 * snap + mWorking.fromFeet( 1 );
  const Box window{ zone.xMin - margin, zone.yMin - margin, zone.xMax + margin, zone.yMax + margin };
  geos::unique_ptr clipA;
  geos::unique_ptr clipB;
  const GEOSGeometry *nearA = partNear( a, boxA, window, clipA );
  const GEOSGeometry *nearB = partNear( b, boxB, window, clipB );

  // The shared line or point, with the snapping tolerance around it: a gap
  // or overlap of the fabric still leaves a contact to test.
  GEOSContextHandle_t context = SwGeos::context();
  geos::unique_ptr shared( snap > 0 ? GEOSIntersection_r( context, grown( nearA, snap ).get(), grown( nearB, snap ).get() ) : GEOSIntersection_r( context, nearA, nearB ) );
  if ( !shared )
    throw QgsProcessingException( QObject::tr( "GEOS could not find their contact" ) );
  const QgsGeometry contact = SwGeos::fromGeos( shared.get() );
  if ( contact.isNull() || contact.isEmpty() )
    return false;
  const bool areal = contact.type() == SW_GEOMETRY( Polygon ) || contact.area() > 0;
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
  // GEOS copies of the parcels that have a neighbour of their owner, made on
  // first need; a parcel only looks ahead in input order, so its copy goes
  // once its own neighbours are tested.
  std::vector<geos::unique_ptr> shapes( records.size() );
  const auto shape = [&]( size_t i )
  {
    if ( !shapes[i] )
      shapes[i] = SwGeos::toGeos( records[i].geometry );
    return shapes[i].get();
  };
  GEOSContextHandle_t context = SwGeos::context();
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
    // The parcel's segments indexed once (a prepared geometry) for all its
    // neighbours. GEOSDistance compares every segment of one parcel with
    // every segment of the other: 40 s for a lot of 300,000 vertices and the
    // neighbour sharing its densified line. The index finds the same nearest
    // pair of segments, so the same distance.
    SwGeos::PreparedPtr prepared;
    for ( const int id : neighbours )
    {
      const size_t other = static_cast<size_t>( id );
      if ( other <= k || records[other].ownerKey != parcel.ownerKey )
        continue;
      if ( !prepared )
        prepared = SwGeos::prepare( shape( k ) );
      bool inRightOfWay = false;
      try
      {
        double distance = 0;
        if ( !prepared || GEOSPreparedDistance_r( context, prepared.get(), shape( other ), &distance ) != 1 )
          throw QgsProcessingException( QObject::tr( "GEOS could not measure the gap between them" ) );
        if ( distance > snap * ( 1 + 1e-9 ) + 1e-9 )
          continue;
        inRightOfWay = contactInRightOfWay( shape( k ), parcel.bbox, shape( other ), records[other].bbox );
      }
      catch ( QgsProcessingException &e )
      {
        throw QgsProcessingException( QObject::tr( "Parcels %1 and %2: %3" ).arg( parcel.apn, records[other].apn, e.what() ) );
      }
      if ( inRightOfWay )
      {
        ++groups.rightOfWayContacts;
        continue;
      }
      sets.join( k, other );
    }
    prepared.reset();
    shapes[k].reset();
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
