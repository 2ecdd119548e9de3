/***************************************************************************
  swscreeningchanges.cpp: a parcel's screening against the previous one
  (see header).
 ***************************************************************************/
#include "changes/swscreeningchanges.h"
#include "core/swparcelnumber.h"
#include "core/compat.h"
#include "core/swprofile.h"
#include "core/swunits.h"
#include "pipeline/swscreen.h"

#include <QLocale>
#include <QObject>

#include <algorithm>
#include <cmath>
#include <limits>

namespace
{
  const double FIGURE_NOT_GIVEN = std::numeric_limits<double>::quiet_NaN();

  double figureOf( const QVariant &value )
  {
    bool ok = false;
    const double result = value.isNull() ? FIGURE_NOT_GIVEN : value.toDouble( &ok );
    return ok ? result : FIGURE_NOT_GIVEN;
  }

  // "215.0" or "52,272": a figure as the report writes it.
  QString changeFigureText( double value, const QString &unit )
  {
    const QLocale english( QLocale::English, QLocale::UnitedStates );
    return unit == QLatin1String( "sq ft" ) ? english.toString( value, 'f', 0 ) : english.toString( value, 'f', 1 );
  }

  bool thresholdHolds( const SwScreeningChanges::Figure &figure, double value )
  {
    return figure.within ? value <= figure.threshold : value >= figure.threshold;
  }
} // namespace

SwScreeningChanges::SwScreeningChanges( const SwProfile &profile )
{
  const double acreSqft = profile.number( QStringLiteral( "vacant.min_acres" ) ) * SwUnits::SQFT_PER_ACRE;
  const double slope = profile.number( QStringLiteral( "hillside.slope_pct" ) );
  mFigures = {
    { QStringLiteral( "unimproved_sqft" ), QObject::tr( "unimproved land, vacant parcel test" ), acreSqft, QStringLiteral( "sq ft" ), false },
    { QStringLiteral( "group_acres" ), QObject::tr( "contiguous vacant acres" ), profile.number( QStringLiteral( "vacant.min_acres" ) ), QStringLiteral( "acres" ), false },
    { QStringLiteral( "slope_mean_pct" ), QObject::tr( "mean slope, hillside" ), slope, QStringLiteral( "%" ), false },
    { QStringLiteral( "slope_max_pct" ), QObject::tr( "steepest slope, hillside" ), slope, QStringLiteral( "%" ), false },
    { QStringLiteral( "esa_distance_ft" ), QObject::tr( "distance to the nearest ESA, adjacency" ), profile.number( QStringLiteral( "esa.adjacent_ft" ) ), QStringLiteral( "ft" ), true },
    { QStringLiteral( "well_distance_ft" ), QObject::tr( "distance to the nearest drinking-water well, infeasibility" ), profile.number( QStringLiteral( "infeasibility.well_ft" ) ), QStringLiteral( "ft" ), true },
    { QStringLiteral( "groundwater_min_depth_ft" ), QObject::tr( "shallowest groundwater, infeasibility" ), profile.number( QStringLiteral( "infeasibility.groundwater_ft" ) ), QStringLiteral( "ft" ), true },
  };
}

QString SwScreeningChanges::kindValue( Kind kind )
{
  switch ( kind )
  {
    case Kind::Unchanged:
      return QStringLiteral( "unchanged" );
    case Kind::NewlyFlagged:
      return QStringLiteral( "newly_flagged" );
    case Kind::Cleared:
      return QStringLiteral( "cleared" );
    case Kind::FlagsChanged:
      return QStringLiteral( "flags_changed" );
    case Kind::FigureMoved:
      return QStringLiteral( "figure_moved" );
    case Kind::Renumbered:
      return QStringLiteral( "renumbered" );
    case Kind::NewParcel:
      return QStringLiteral( "new_parcel" );
    case Kind::Gone:
      return QStringLiteral( "gone" );
    case Kind::NotCompared:
      return QStringLiteral( "not_compared" );
  }
  return QString();
}

QList<SwScreeningChanges::Kind> SwScreeningChanges::kinds()
{
  return { Kind::NewlyFlagged, Kind::Cleared, Kind::FlagsChanged, Kind::FigureMoved, Kind::Renumbered, Kind::NewParcel, Kind::Gone, Kind::NotCompared, Kind::Unchanged };
}

SwScreeningChanges::State SwScreeningChanges::stateOf( const QgsAttributes &attributes, const QgsFields &fields ) const
{
  State state;
  const int flags = fields.lookupField( QStringLiteral( "flags" ) );
  if ( flags >= 0 && !attributes.value( flags ).isNull() )
    state.flags = attributes.value( flags ).toString().split( QStringLiteral( ", " ), Qt::SkipEmptyParts );
  state.flags.sort();
  for ( const Figure &figure : mFigures )
  {
    const int field = fields.lookupField( figure.field );
    state.figures.push_back( field >= 0 ? figureOf( attributes.value( field ) ) : FIGURE_NOT_GIVEN );
  }
  return state;
}

void SwScreeningChanges::locate( const std::vector<std::unique_ptr<SwScreen>> &screens )
{
  mPlaces.assign( mFigures.size(), { -1, -1 } );
  for ( int f = 0; f < mFigures.size(); ++f )
  {
    for ( size_t s = 0; s < screens.size() && mPlaces[f].first < 0; ++s )
    {
      const int column = screens[s]->fields().lookupField( mFigures.at( f ).field );
      if ( column >= 0 )
        mPlaces[f] = { static_cast<int>( s ), column };
    }
  }
}

SwScreeningChanges::State SwScreeningChanges::stateOf( const QStringList &flags, const std::vector<QgsAttributes> &rows ) const
{
  State state{ flags, {} };
  for ( const auto &[screen, column] : mPlaces )
    state.figures.push_back( screen >= 0 ? figureOf( rows[screen].value( column ) ) : FIGURE_NOT_GIVEN );
  return state;
}

void SwScreeningChanges::addPrevious( const QString &apn, const State &state, QgsFeatureId id )
{
  const QString key = SwParcelNumber::key( apn );
  if ( key.isEmpty() )
    return;
  mPreviousNumbers.add( apn, id );
  const auto held = mPrevious.find( key );
  if ( held == mPrevious.end() )
    mPrevious.insert( key, Previous{ apn, state, id, {} } );
  else
    held->repeatedFlags << state.flags.join( QLatin1String( ", " ) );
}

bool SwScreeningChanges::isNewToTheRoll( const QString &apn ) const
{
  const QString key = SwParcelNumber::key( apn );
  return !key.isEmpty() && !mPreviousOnlyFlagged && !mPrevious.contains( key );
}

SwScreeningChanges::Change SwScreeningChanges::compare( const QString &apn, const State &current )
{
  Change change;
  change.apn = apn;
  change.flagsAfter = current.flags.join( QLatin1String( ", " ) );
  const QString key = SwParcelNumber::key( apn );
  const auto previous = mPrevious.constFind( key );
  if ( key.isEmpty() )
    change.kind = Kind::NotCompared;
  else if ( previous == mPrevious.constEnd() && mPreviousOnlyFlagged )
  {
    // The previous run left out its unflagged parcels: one not in it was unflagged then, or not yet on the roll; which, it cannot say.
    change.kind = current.flags.isEmpty() ? Kind::Unchanged : Kind::NewlyFlagged;
    change.details = current.flags.isEmpty()
                       ? QObject::tr( "not flagged then or now (the previous screening wrote only its flagged parcels, so its figures are not known)" )
                       : QObject::tr( "newly flagged: %1 (not among the previous screening's flagged parcels, the only ones it wrote)" ).arg( change.flagsAfter );
  }
  else if ( previous == mPrevious.constEnd() )
    change.kind = Kind::NewParcel;
  else if ( !previous->repeatedFlags.isEmpty() )
  {
    mCompared.insert( key );
    change.kind = Kind::NotCompared;
    change.flagsBefore = eachParcelsFlags( *previous );
    change.details = QObject::tr( "APN %1 names %2 parcels in the previous screening (flags_before: each one's in turn): which of them this parcel was, the data cannot say, so it is compared with none" ).arg( previous->apn ).arg( previous->repeatedFlags.size() + 1 );
  }
  else
  {
    mCompared.insert( key );
    compareWith( *previous, current, change );
  }
  if ( change.kind == Kind::NewParcel )
    change.details = QObject::tr( "not in the previous screening" );
  else if ( change.kind == Kind::NotCompared && key.isEmpty() )
    change.details = QObject::tr( "no APN: it cannot be matched with the previous screening" );
  ++mCounts[change.kind];
  return change;
}

void SwScreeningChanges::compareWith( const Previous &previous, const State &current, Change &change ) const
{
  change.flagsBefore = previous.state.flags.join( QLatin1String( ", " ) );
  QStringList raised;
  QStringList cleared;
  for ( const QString &flag : current.flags )
  {
    if ( !previous.state.flags.contains( flag ) )
      raised << flag;
  }
  for ( const QString &flag : previous.state.flags )
  {
    if ( !current.flags.contains( flag ) )
      cleared << flag;
  }
  QStringList details;
  if ( !raised.isEmpty() )
    details << QObject::tr( "newly flagged: %1" ).arg( raised.join( QLatin1String( ", " ) ) );
  if ( !cleared.isEmpty() )
    details << QObject::tr( "cleared: %1" ).arg( cleared.join( QLatin1String( ", " ) ) );
  // A figure past its threshold, either way; a figure one run could not give is not a move.
  bool moved = false;
  for ( int f = 0; f < mFigures.size() && f < static_cast<int>( current.figures.size() ) && f < static_cast<int>( previous.state.figures.size() ); ++f )
  {
    const double before = previous.state.figures[f];
    const double after = current.figures[f];
    const Figure &figure = mFigures.at( f );
    if ( std::isnan( before ) || std::isnan( after ) || thresholdHolds( figure, before ) == thresholdHolds( figure, after ) )
      continue;
    moved = true;
    details << QObject::tr( "%1 %2 %4 -> %3 %4 (threshold %5 %4: %6)" ).arg( figure.field, changeFigureText( before, figure.unit ), changeFigureText( after, figure.unit ), figure.unit, changeFigureText( figure.threshold, figure.unit ), figure.words );
  }
  change.details = details.join( QLatin1String( "; " ) );
  // The label says what the flags were before and after: newly flagged only when none was, cleared only when none is.
  if ( raised.isEmpty() && cleared.isEmpty() )
    change.kind = moved ? Kind::FigureMoved : Kind::Unchanged;
  else if ( previous.state.flags.isEmpty() )
    change.kind = Kind::NewlyFlagged;
  else if ( current.flags.isEmpty() )
    change.kind = Kind::Cleared;
  else
    change.kind = Kind::FlagsChanged;
}

SwScreeningChanges::Change SwScreeningChanges::renumbered( const QString &previousApn, const QString &apn, const State &current, const QString &how )
{
  Change change;
  change.apn = apn;
  change.flagsAfter = current.flags.join( QLatin1String( ", " ) );
  const QString key = SwParcelNumber::key( previousApn );
  const auto previous = mPrevious.constFind( key );
  if ( previous == mPrevious.constEnd() || !previous->repeatedFlags.isEmpty() )
    return compare( apn, current ); // not one parcel of the previous screening: nothing to follow
  mCompared.insert( key );
  compareWith( *previous, current, change );
  change.previousApn = previous->apn;
  change.kind = Kind::Renumbered;
  change.details = change.details.isEmpty() ? how : QStringLiteral( "%1; %2" ).arg( how, change.details );
  ++mCounts[change.kind];
  return change;
}

QString SwScreeningChanges::eachParcelsFlags( const Previous &previous )
{
  // "vacant | (none)": a parcel without flags said, so the parcels stay apart.
  QStringList each{ previous.state.flags.join( QLatin1String( ", " ) ) };
  each << previous.repeatedFlags;
  for ( QString &flags : each )
    flags = flags.isEmpty() ? QObject::tr( "(none)" ) : flags;
  return each.join( QLatin1String( " | " ) );
}

QgsFeatureIds SwScreeningChanges::notYetCompared() const
{
  QgsFeatureIds ids;
  for ( auto it = mPrevious.cbegin(); it != mPrevious.cend(); ++it )
  {
    // An APN of several parcels is not one parcel's land: not looked for as renumbered.
    if ( !mCompared.contains( it.key() ) && it->id != FID_NULL && it->repeatedFlags.isEmpty() )
      ids.insert( it->id );
  }
  return ids;
}

QList<SwScreeningChanges::Change> SwScreeningChanges::gone()
{
  QList<const Previous *> left;
  for ( auto it = mPrevious.cbegin(); it != mPrevious.cend(); ++it )
  {
    if ( !mCompared.contains( it.key() ) )
      left << &it.value();
  }
  std::sort( left.begin(), left.end(), []( const Previous *a, const Previous *b )
             { return a->apn < b->apn; } );
  QList<Change> result;
  for ( const Previous *previous : std::as_const( left ) )
  {
    if ( previous->repeatedFlags.isEmpty() )
      result << Change{ previous->apn, QString(), Kind::Gone, previous->state.flags.join( QLatin1String( ", " ) ), QString(), QObject::tr( "in the previous screening, not in this one" ) };
    else
      result << Change{ previous->apn, QString(), Kind::Gone, eachParcelsFlags( *previous ), QString(), QObject::tr( "in the previous screening as %1 parcels (flags_before: each one's in turn), not in this one; not looked for as renumbered" ).arg( previous->repeatedFlags.size() + 1 ) };
    ++mCounts[Kind::Gone];
  }
  for ( auto it = mPrevious.cbegin(); it != mPrevious.cend(); ++it )
    mCompared.insert( it.key() );
  return result;
}

QgsFields SwScreeningChanges::tableFields()
{
  QgsFields fields;
  for ( const char *name : { "apn", "change", "flags_before", "flags_after", "details", "previous_apn" } )
    fields.append( QgsField( QString::fromLatin1( name ), SW_VARIANT_TYPE( QString ) ) );
  return fields;
}

QgsAttributes SwScreeningChanges::row( const Change &change )
{
  return QgsAttributes() << ( change.apn.isEmpty() ? QVariant() : QVariant( change.apn ) ) << kindValue( change.kind ) << change.flagsBefore << change.flagsAfter << change.details << ( change.previousApn.isEmpty() ? QVariant() : QVariant( change.previousApn ) );
}
