/***************************************************************************
  swrenumbering.cpp: gone and new parcels matched by their land (see
  header).
 ***************************************************************************/
#include "changes/swrenumbering.h"
#include "core/swparcelnumber.h"
#include "geometry/swpackedrtree.h"
#include "notices/swnoticeregister.h"

#include "qgsprocessingfeedback.h"

#include <QMap>
#include <QObject>

#include <algorithm>
#include <cmath>

namespace
{
  QString sortedApns( QStringList apns )
  {
    apns.sort();
    return apns.join( QLatin1String( ", " ) );
  }
} // namespace

QString SwRenumbering::key( const QString &apn )
{
  return SwParcelNumber::key( apn );
}

void SwRenumbering::add( std::vector<Shape> &shapes, const QString &apn, const QgsGeometry &shape )
{
  // A parcel without land to compare (no APN, no area) cannot be the same land as another.
  Shape added{ apn, SwGeos::toGeos( shape ), shape.boundingBox(), 0 };
  added.area = SwGeos::area( added.geos.get() );
  if ( key( apn ).isEmpty() || !added.geos || added.area <= 0 )
    return;
  shapes.push_back( std::move( added ) );
}

void SwRenumbering::addPrevious( const QString &apn, const QgsGeometry &shape )
{
  add( mPrevious, apn, shape );
}

void SwRenumbering::addCurrent( const QString &apn, const QgsGeometry &shape )
{
  add( mCurrent, apn, shape );
}

std::vector<SwRenumbering::Overlap> SwRenumbering::overlaps( QgsFeedback *feedback ) const
{
  SwPackedRTree tree;
  for ( size_t c = 0; c < mCurrent.size(); ++c )
    tree.add( static_cast<int>( c ), mCurrent[c].box );
  tree.build();
  std::vector<Overlap> found;
  std::vector<int> candidates;
  for ( size_t p = 0; p < mPrevious.size(); ++p )
  {
    if ( feedback && p % 1000 == 0 && feedback->isCanceled() )
      break;
    const Shape &previous = mPrevious[p];
    candidates.clear();
    tree.query( previous.box, candidates );
    std::sort( candidates.begin(), candidates.end() );
    for ( const int c : candidates )
    {
      const Shape &current = mCurrent[static_cast<size_t>( c )];
      const double smaller = std::min( previous.area, current.area );
      // Neighbours sharing a line share no box area: no intersection is computed for them.
      if ( previous.box.intersect( current.box ).area() < SAME_LAND * smaller )
        continue;
      geos::unique_ptr common( GEOSIntersection_r( SwGeos::context(), previous.geos.get(), current.geos.get() ) );
      const double shared = SwGeos::area( common.get() );
      if ( shared >= SAME_LAND * smaller )
        found.push_back( { static_cast<int>( p ), c, shared } );
    }
  }
  return found;
}

bool SwRenumbering::sameLand( const Overlap &overlap ) const
{
  return overlap.shared >= SAME_LAND * mPrevious[static_cast<size_t>( overlap.previous )].area && overlap.shared >= SAME_LAND * mCurrent[static_cast<size_t>( overlap.current )].area;
}

void SwRenumbering::match( QgsFeedback *feedback )
{
  if ( !mPrevious.empty() && !mCurrent.empty() )
  {
    const std::vector<Overlap> found = overlaps( feedback );
    pairUp( found );
    noteTheRest( found );
  }
  std::sort( mPairs.begin(), mPairs.end(), []( const Pair &a, const Pair &b )
             { return a.previousApn < b.previousApn; } );
  for ( int i = 0; i < mPairs.size(); ++i )
  {
    mByPrevious.insert( key( mPairs.at( i ).previousApn ), i );
    mByCurrent.insert( key( mPairs.at( i ).apn ), i );
  }
  mPrevious.clear();
  mCurrent.clear();
}

void SwRenumbering::pairUp( const std::vector<Overlap> &overlaps )
{
  QMap<int, QList<int>> sameOfPrevious; // previous -> current parcels that are its land
  QMap<int, QList<int>> sameOfCurrent;
  QMap<std::pair<int, int>, double> shared;
  for ( const Overlap &overlap : overlaps )
  {
    if ( !sameLand( overlap ) )
      continue;
    sameOfPrevious[overlap.previous] << overlap.current;
    sameOfCurrent[overlap.current] << overlap.previous;
    shared.insert( { overlap.previous, overlap.current }, overlap.shared );
  }
  for ( auto it = sameOfPrevious.constBegin(); it != sameOfPrevious.constEnd(); ++it )
  {
    const Shape &previous = mPrevious[static_cast<size_t>( it.key() )];
    const int c = it.value().constFirst();
    if ( it.value().size() == 1 && sameOfCurrent.value( c ).size() == 1 )
    {
      const Shape &current = mCurrent[static_cast<size_t>( c )];
      const double common = shared.value( { it.key(), c } );
      mPairs << Pair{ previous.apn, current.apn, common / previous.area, common / current.area };
    }
    else if ( it.value().size() > 1 )
    {
      // A roll that repeats a shape: which parcel the land is now, the data cannot say.
      QStringList others;
      for ( const int other : it.value() )
        others << mCurrent[static_cast<size_t>( other )].apn;
      const QString note = QObject::tr( "not decided whether renumbered: %1's land is each of %2 (the roll repeats the shape)" ).arg( previous.apn, sortedApns( others ) );
      addNote( previous.apn, note );
      for ( const QString &other : std::as_const( others ) )
        addNote( other, note );
    }
  }
  for ( auto it = sameOfCurrent.constBegin(); it != sameOfCurrent.constEnd(); ++it )
  {
    if ( it.value().size() < 2 )
      continue;
    const QString apn = mCurrent[static_cast<size_t>( it.key() )].apn;
    QStringList others;
    for ( const int other : it.value() )
      others << mPrevious[static_cast<size_t>( other )].apn;
    const QString note = QObject::tr( "not decided whether renumbered: %1's land was each of %2 (the previous roll repeats the shape)" ).arg( apn, sortedApns( others ) );
    addNote( apn, note );
    for ( const QString &other : std::as_const( others ) )
      addNote( other, note );
  }
}

void SwRenumbering::noteTheRest( const std::vector<Overlap> &overlaps )
{
  // What lies within each parcel not the same land as another: two or more parts make a split (or a merge); one is a part only.
  QMap<int, QList<Overlap>> withinPrevious; // previous -> the current parcels lying within it
  QMap<int, QList<Overlap>> withinCurrent;  // current -> the previous parcels lying within it
  for ( const Overlap &overlap : overlaps )
  {
    if ( sameLand( overlap ) )
      continue;
    if ( overlap.shared >= SAME_LAND * mCurrent[static_cast<size_t>( overlap.current )].area )
      withinPrevious[overlap.previous] << overlap;
    else
      withinCurrent[overlap.current] << overlap;
  }
  const QString notSame = QObject::tr( "not the same land (a renumbering needs %1 of each), so no notice follows it" ).arg( percent( SAME_LAND ) );
  const QString notRenumbered = QObject::tr( "not a renumbering, so no notice follows it" );
  for ( auto it = withinPrevious.constBegin(); it != withinPrevious.constEnd(); ++it )
  {
    const Shape &previous = mPrevious[static_cast<size_t>( it.key() )];
    QStringList parts;
    for ( const Overlap &overlap : it.value() )
      parts << mCurrent[static_cast<size_t>( overlap.current )].apn;
    if ( parts.size() >= 2 )
    {
      addNote( previous.apn, QObject::tr( "split into %1: %2" ).arg( sortedApns( parts ), notRenumbered ) );
      for ( const QString &part : std::as_const( parts ) )
        addNote( part, QObject::tr( "split from %1: %2" ).arg( previous.apn, notRenumbered ) );
      continue;
    }
    const QString share = percent( it.value().constFirst().shared / previous.area );
    addNote( previous.apn, QObject::tr( "%1 of its land is now %2: %3" ).arg( share, parts.constFirst(), notSame ) );
    addNote( parts.constFirst(), QObject::tr( "its land was part of %1's (%2 of it): %3" ).arg( previous.apn, share, notSame ) );
  }
  for ( auto it = withinCurrent.constBegin(); it != withinCurrent.constEnd(); ++it )
  {
    const Shape &current = mCurrent[static_cast<size_t>( it.key() )];
    QStringList parts;
    for ( const Overlap &overlap : it.value() )
      parts << mPrevious[static_cast<size_t>( overlap.previous )].apn;
    if ( parts.size() >= 2 )
    {
      addNote( current.apn, QObject::tr( "merged from %1: %2" ).arg( sortedApns( parts ), notRenumbered ) );
      for ( const QString &part : std::as_const( parts ) )
        addNote( part, QObject::tr( "merged into %1: %2" ).arg( current.apn, notRenumbered ) );
      continue;
    }
    const QString share = percent( it.value().constFirst().shared / current.area );
    addNote( current.apn, QObject::tr( "%1 of its land was %2: %3" ).arg( share, parts.constFirst(), notSame ) );
    addNote( parts.constFirst(), QObject::tr( "its land is now part of %1's (%2 of it): %3" ).arg( current.apn, share, notSame ) );
  }
}

void SwRenumbering::addNote( const QString &apn, const QString &note )
{
  QString &notes = mNotes[key( apn )];
  if ( !notes.split( QLatin1String( "; " ) ).contains( note ) )
    notes = notes.isEmpty() ? note : QStringLiteral( "%1; %2" ).arg( notes, note );
}

void SwRenumbering::notDecided( const QString &apn, const QString &why )
{
  addNote( apn, QObject::tr( "not decided whether renumbered: %1" ).arg( why ) );
}

QString SwRenumbering::renumberedTo( const QString &previousApn ) const
{
  const auto it = mByPrevious.constFind( key( previousApn ) );
  return it == mByPrevious.constEnd() ? QString() : mPairs.at( it.value() ).apn;
}

const SwRenumbering::Pair *SwRenumbering::renumberedFrom( const QString &apn ) const
{
  const auto it = mByCurrent.constFind( key( apn ) );
  return it == mByCurrent.constEnd() ? nullptr : &mPairs.at( it.value() );
}

QString SwRenumbering::words( const Pair &pair )
{
  return QObject::tr( "%1 is now %2 (renumbered, same land)" ).arg( pair.previousApn, pair.apn );
}

QString SwRenumbering::percent( double share )
{
  // Floored: 89.96% is written 89.9%, never 90.0%, so the words agree with the threshold.
  return QStringLiteral( "%1%" ).arg( std::floor( share * 1000 + 1e-9 ) / 10, 0, 'f', 1 );
}

QList<QStringList> SwRenumbering::translated( const QList<QStringList> &rows, QgsProcessingFeedback *feedback ) const
{
  using namespace SwNoticeRegister;
  if ( mPairs.isEmpty() )
    return rows;
  QList<QStringList> result = rows;
  QMap<QString, QString> followed; // previous APN -> the first notice of it, in the register's order
  QMap<QString, const Pair *> pairOf;
  for ( QStringList &row : result )
  {
    if ( row.size() <= EarlierNotice ) // the columns every register has
      continue;
    QStringList apns = row.at( Apns ).split( separator(), Qt::SkipEmptyParts );
    bool renamed = false;
    for ( QString &apn : apns )
    {
      const auto it = mByPrevious.constFind( key( apn ) );
      if ( it == mByPrevious.constEnd() )
        continue;
      const Pair &pair = mPairs.at( it.value() );
      if ( row.at( Status ) != STATUS_GONE && !row.at( NoticeId ).isEmpty() && !followed.contains( pair.previousApn ) )
      {
        followed.insert( pair.previousApn, row.at( NoticeId ) );
        pairOf.insert( pair.previousApn, &pair );
      }
      apn = pair.apn;
      renamed = true;
    }
    if ( renamed )
      row[Apns] = apns.join( separator() );
  }
  for ( auto it = followed.constBegin(); feedback && it != followed.constEnd(); ++it )
    feedback->pushInfo( QObject::tr( "%1: notice %2 and its deadline follow it" ).arg( words( *pairOf.value( it.key() ) ), it.value() ) );
  return result;
}
