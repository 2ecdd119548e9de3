/***************************************************************************
  swdrinkingwells.cpp: which wells count, their circles, and the nearest
  one to a parcel.
 ***************************************************************************/
#include "screens/infeasibility/swdrinkingwells.h"
#include "core/compat.h"
#include "screens/infeasibility/swinfeasibilityparameters.h"
#include "core/swinputnotes.h"
#include "core/swparameterreader.h"

#include "qgslinestring.h"
#include "qgspolygon.h"
#include "qgsprocessingfeedback.h"

#include <QMap>
#include <QSet>

#include <algorithm>

#include <cmath>

using namespace SwInfeasibilityParameters;

namespace
{
  // Coordinates carried through a CRS transformation pick up rounding in
  // the last bits; a distance this close to the limit is at the limit.
  constexpr double DISTANCE_TOLERANCE_FT = 1e-6;

  //! Which wells count, by their use, and how many wells gave each use value.
  struct WellUses
  {
    QStringList drinkingList; //!< as given, for messages
    QSet<QString> drinking;   //!< lower case
    bool unknownAsDrinking = true;
    long long drinkingWells = 0;
    long long unknownWells = 0;
    long long otherWells = 0;

    //! How wells of one value were treated.
    enum class Treatment
    {
      Drinking,
      Unknown,
      Other,
    };
    struct Tally
    {
      QString shown; //!< the first spelling seen
      long long wells = 0;
      Treatment treatment = Treatment::Other;
    };
    //! By value in lower case, in order of first appearance.
    QMap<QString, Tally> tallies;
    QStringList order;

    static bool isUnknown( const QString &text ) { return text.isEmpty() || text == QLatin1String( "unknown" ); }

    /**
     * True when a well of \a use counts as a drinking-water well. Null,
     * empty and 'unknown' are unknown; a use listing several ("Water Supply
     * Domestic; Irrigation") counts when one of them is a drinking use.
     */
    bool counts( const QVariant &use )
    {
      const QString shown = use.isNull() ? QString() : use.toString().trimmed();
      const QString text = shown.toLower();
      Treatment treatment = Treatment::Other;
      if ( isUnknown( text ) )
        treatment = Treatment::Unknown;
      else
      {
        for ( const QString &part : text.split( QLatin1Char( ';' ) ) )
        {
          if ( drinking.contains( part.trimmed() ) )
            treatment = Treatment::Drinking;
        }
      }
      Tally &tally = tallies[text];
      if ( tally.wells++ == 0 )
      {
        tally.shown = shown;
        tally.treatment = treatment;
        order << text;
      }
      switch ( treatment )
      {
        case Treatment::Unknown:
          ++unknownWells;
          return unknownAsDrinking;
        case Treatment::Drinking:
          ++drinkingWells;
          return true;
        case Treatment::Other:
          break;
      }
      ++otherWells;
      return false;
    }

    /**
     * Every value found with its count and how it was treated, most wells
     * first: "Residential: 37 wells, drinking water (DWR groundwater
     * stations WELL_USE...)".
     */
    QStringList described( const SwProfile &profile, bool fromProfile ) const
    {
      QStringList byCount = order;
      std::stable_sort( byCount.begin(), byCount.end(), [this]( const QString &a, const QString &b )
                        { return tallies.value( a ).wells > tallies.value( b ).wells; } );
      QStringList lines;
      for ( const QString &value : byCount )
      {
        const Tally &tally = tallies[value];
        QString treated;
        switch ( tally.treatment )
        {
          case Treatment::Drinking:
          {
            QStringList datasets;
            for ( const QString &part : value.split( QLatin1Char( ';' ) ) )
            {
              const QString source = fromProfile ? profile.source( QStringLiteral( "infeasibility.drinking_well_uses" ), part ) : QString();
              if ( !source.isEmpty() )
                datasets << source;
            }
            treated = datasets.isEmpty() ? QObject::tr( "drinking water" ) : QObject::tr( "drinking water (%1)" ).arg( datasets.join( QLatin1String( "; " ) ) );
            break;
          }
          case Treatment::Unknown:
            treated = unknownAsDrinking ? QObject::tr( "unknown use, counted as drinking water (UNKNOWN_USE_AS_DRINKING)" ) : QObject::tr( "unknown use, not counted (UNKNOWN_USE_AS_DRINKING is off)" );
            break;
          case Treatment::Other:
            treated = QObject::tr( "not counted" );
            break;
        }
        const QString shown = tally.shown.isEmpty() ? QObject::tr( "(empty)" ) : QStringLiteral( "'%1'" ).arg( tally.shown );
        lines << QObject::tr( "%1: %n well(s), %2", nullptr, static_cast<int>( tally.wells ) ).arg( shown, treated );
      }
      return lines;
    }
  };
} // namespace

QgsGeometry SwDrinkingWells::wellCircle( const QgsPointXY &center, double radius )
{
  const int n = circleSegments();
  // Vertices at radius / cos(pi/n), half a step off the axes, put the
  // middle of every edge on the true circle.
  const double vertexRadius = radius / std::cos( M_PI / n );
  QVector<double> x;
  QVector<double> y;
  x.reserve( n + 1 );
  y.reserve( n + 1 );
  for ( int i = 0; i <= n; ++i )
  {
    const double angle = ( ( i % n ) + 0.5 ) * 2 * M_PI / n;
    x << center.x() + vertexRadius * std::cos( angle );
    y << center.y() + vertexRadius * std::sin( angle );
  }
  auto polygon = std::make_unique<QgsPolygon>();
  polygon->setExteriorRing( new QgsLineString( x, y ) );
  return QgsGeometry( std::move( polygon ) );
}

void SwDrinkingWells::prepare( const SwConditionInputs &inputs )
{
  const SwParameterReader &reader = inputs.reader;
  const SwProfile &profile = inputs.setup.profile;
  SwLayerInput::Layer wells = reader.layer( WELLS, SW_GEOMETRY( Point ) );
  const QgsFields wellFields = wells.source->fields();
  const bool unknownAsDrinking = reader.yesNo( UNKNOWN_USE_AS_DRINKING, true );
  const int useIndex = reader.defaultedField( WELL_USE_FIELD, KNOWN_WELL_USE_FIELDS, wellFields, WELLS, wells.name, unknownAsDrinking ? QObject::tr( "no well's use is known, so every well counts as a drinking-water well (UNKNOWN_USE_AS_DRINKING)" ) : QObject::tr( "no well's use is known, so no well counts (UNKNOWN_USE_AS_DRINKING is off)" ), inputs.summary );
  const int idIndex = reader.defaultedField( WELL_ID_FIELD, KNOWN_WELL_ID_FIELDS, wellFields, WELLS, wells.name, QObject::tr( "wells are named by their feature id" ), inputs.summary );
  const int accuracyIndex = reader.optionalField( WELL_ACCURACY_FIELD, wellFields, WELLS, wells.name );
  mAccuracyGiven = accuracyIndex >= 0;

  WellUses uses;
  uses.drinkingList = reader.list( DRINKING_VALUES );
  const bool fromProfile = uses.drinkingList.isEmpty();
  if ( fromProfile )
    uses.drinkingList = profile.strings( QStringLiteral( "infeasibility.drinking_well_uses" ) );
  for ( const QString &value : std::as_const( uses.drinkingList ) )
    uses.drinking.insert( value.trimmed().toLower() );
  uses.unknownAsDrinking = unknownAsDrinking;

  mWellFeet = reader.number( WELL_DISTANCE, profile.number( QStringLiteral( "infeasibility.well_ft" ) ), SwNumberRange::aboveZero( QObject::tr( "feet" ) ) );
  mSearchFeet = std::max( reader.number( WELL_SEARCH_LIMIT, 5280, SwNumberRange::atLeastZero( QObject::tr( "feet" ) ) ), mWellFeet );
  mCitation = profile.citation( QStringLiteral( "infeasibility.well_ft" ) );

  SwFeatureIndex loaded;
  inputs.load( loaded, wells, WELLS, [&]( const QgsFeature &feature )
               { return uses.counts( feature.attribute( useIndex ) ); } );

  QVector<QgsGeometry> circles;
  const double radius = inputs.setup.working.fromFeet( mWellFeet );
  mApproximateWells = 0;
  for ( int i = 0; i < loaded.size(); ++i )
  {
    const SwIndexedFeature &well = loaded.feature( i );
    const QVariant id = idIndex >= 0 ? well.attributes.value( idIndex ) : QVariant( QString::number( well.id ) );
    bool approximate = false;
    if ( mAccuracyGiven )
    {
      const QVariant accuracy = well.attributes.value( accuracyIndex );
      approximate = accuracy.isNull() || accuracy.toString().trimmed().compare( QLatin1String( "exact" ), Qt::CaseInsensitive ) != 0;
    }
    if ( approximate )
      ++mApproximateWells;
    mWells.addFeature( well.geometry, QgsAttributes() << ( id.isNull() ? QVariant() : QVariant( id.toString() ) ) << approximate, wells.name, well.id );
    // A multipoint is several wells of one record: one circle each.
    for ( auto vertex = well.geometry.vertices_begin(); vertex != well.geometry.vertices_end(); ++vertex )
      circles << wellCircle( QgsPointXY( ( *vertex ).x(), ( *vertex ).y() ), radius );
  }
  mZone.addGroup( circles, QVariant() );
  mScreened = true;
  mSources = mWells.size();

  SwWarnings &warnings = *inputs.setup.warnings;
  const QString useField = useIndex >= 0 ? wellFields.at( useIndex ).name() : QString();
  const QString drinkingUses = uses.drinkingList.join( QLatin1String( ", " ) );
  // Without a use field the one line above says it all.
  if ( uses.unknownWells > 0 && useIndex >= 0 )
  {
    if ( uses.unknownAsDrinking )
      warnings.add( QObject::tr( "WELLS: %1 well(s) of layer '%2' have no known use (null, empty or 'unknown' in %3); they count as drinking-water wells (UNKNOWN_USE_AS_DRINKING)" ).arg( uses.unknownWells ).arg( wells.name, useField ) );
    else
      warnings.add( QObject::tr( "WELLS: %1 well(s) of layer '%2' have no known use (null, empty or 'unknown' in %3); they are not counted (UNKNOWN_USE_AS_DRINKING is off)" ).arg( uses.unknownWells ).arg( wells.name, useField ) );
  }
  if ( mWells.isEmpty() )
    warnings.add( QObject::tr( "WELLS: layer '%1' has no drinking-water well (uses counted: %2); no parcel is within reach of one" ).arg( wells.name, drinkingUses ) );
  if ( mApproximateWells > 0 )
    warnings.add( QObject::tr( "WELLS: %1 counted well(s) of layer '%2' are located only approximately (%3 is not 'exact'); their zones are flagged approximate" ).arg( mApproximateWells ).arg( wells.name, reader.text( WELL_ACCURACY_FIELD ) ) );
  if ( useIndex >= 0 )
  {
    SwInputNotes &notes = *inputs.setup.notes;
    notes.add( WELLS, QObject::tr( "well uses read from field '%1'; drinking-water uses: %2 (%3)" ).arg( useField, drinkingUses, fromProfile ? QObject::tr( "the profile's infeasibility.drinking_well_uses" ) : QObject::tr( "DRINKING_VALUES" ) ) );
    for ( const QString &line : uses.described( profile, fromProfile ) )
      notes.add( WELLS, line );
    notes.add( WELLS, QObject::tr( "to count other uses as drinking water, list them in DRINKING_VALUES or in a profile's infeasibility.drinking_well_uses; UNKNOWN_USE_AS_DRINKING decides wells of unknown use" ) );
  }
  inputs.feedback->pushInfo( QObject::tr( "WELLS: %1 drinking-water, %2 of unknown use, %3 of other uses (not counted) in '%4'; zones within %5 ft of %6 well(s)" ).arg( uses.drinkingWells ).arg( uses.unknownWells ).arg( uses.otherWells ).arg( wells.name ).arg( mWellFeet ).arg( mWells.size() ) );
  mDetail = QObject::tr( "drinking-water uses: %1; wells of unknown use %2; %3 of %4 well(s) approximate" ).arg( drinkingUses, uses.unknownAsDrinking ? QObject::tr( "counted" ) : QObject::tr( "not counted" ) ).arg( mApproximateWells ).arg( mWells.size() );
}

SwDrinkingWells::Reach SwDrinkingWells::measure( const SwParcel &parcel, const SwWorkingCrs &working ) const
{
  Reach reach;
  const SwFeatureIndex::Nearest nearest = mWells.nearest( parcel.geos.get(), parcel.bbox, working.fromFeet( mSearchFeet ) );
  bool approximate = false;
  if ( nearest.found() )
  {
    const SwIndexedFeature &well = mWells.feature( nearest.index );
    reach.found = true;
    reach.distanceFt = working.toFeet( nearest.distance );
    reach.id = well.attributes.value( 0 );
    approximate = well.attributes.value( 1 ).toBool();
    // The exact distance decides whether the parcel is within reach; the
    // circles then measure how much of it is.
    if ( reach.distanceFt <= mWellFeet + DISTANCE_TOLERANCE_FT )
    {
      reach.cover = cover( parcel );
      if ( mAccuracyGiven && !approximate )
        approximate = approximateWellWithin( parcel, working.fromFeet( mWellFeet + DISTANCE_TOLERANCE_FT ) );
    }
  }
  if ( mAccuracyGiven )
    reach.approximate = approximate;
  return reach;
}

bool SwDrinkingWells::approximateWellWithin( const SwParcel &parcel, double reach ) const
{
  QgsRectangle box = parcel.bbox;
  box.grow( reach );
  for ( const int i : mWells.candidates( box ) )
  {
    if ( mWells.feature( i ).attributes.value( 1 ).toBool() && mWells.distance( i, parcel.geos.get() ) <= reach )
      return true;
  }
  return false;
}

SwInfeasibilityZone SwDrinkingWells::mapZone() const
{
  SwInfeasibilityZone zone = describeZone( QObject::tr( "within %1 ft of a drinking-water well" ).arg( mWellFeet ) );
  zone.approximate = mApproximateWells > 0;
  zone.detail = mDetail;
  return zone;
}
