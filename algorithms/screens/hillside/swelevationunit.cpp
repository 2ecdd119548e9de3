/***************************************************************************
  swelevationunit.cpp: a DEM's elevation unit, chosen and checked.
 ***************************************************************************/
#include "screens/hillside/swelevationunit.h"
#include "core/swunits.h"

#include "qgsexception.h"

#include <QObject>
#include <QRegularExpression>
#include <QSet>

#include <cmath>

namespace
{
  //! Mount Whitney, California's highest point: no California elevation is above it.
  constexpr double WHITNEY_METRES = 4421;
  constexpr double WHITNEY_FEET = 14505;
  //! How much steeper a slope reads when metres are read as feet, and the reverse.
  const QString RATIO = QStringLiteral( "3.28" );

  //! The CRS's horizontal unit in words, or empty when it is neither feet nor metres.
  QString horizontalUnit( const QgsCoordinateReferenceSystem &crs, std::optional<SwElevationUnit::Unit> &unit )
  {
    const double metres = SwUnits::metresPerMapUnit( crs );
    if ( std::fabs( metres - 1 ) < 1e-6 )
    {
      unit = SwElevationUnit::Unit::Metres;
      return QObject::tr( "metres" );
    }
    if ( std::fabs( metres - SwUnits::US_FOOT_METRES ) < 1e-9 )
    {
      unit = SwElevationUnit::Unit::Feet;
      return QObject::tr( "US survey feet" );
    }
    if ( std::fabs( metres - 0.3048 ) < 1e-9 )
    {
      unit = SwElevationUnit::Unit::Feet;
      return QObject::tr( "feet" );
    }
    return QString();
  }
} // namespace

SwElevationUnit::SwElevationUnit( Unit unit, Source source, const QString &why )
  : mUnit( unit )
  , mSource( source )
  , mWhy( why )
{
}

std::optional<SwElevationUnit::Unit> SwElevationUnit::fromDeclared( const QString &declared )
{
  // "US survey foot", "ft-us", "Feet (US)", "metre", "Meters": the words, not the punctuation.
  const QStringList words = declared.toLower().split( QRegularExpression( QStringLiteral( "[^a-z]+" ) ), Qt::SkipEmptyParts );
  static const QSet<QString> sFeet{ QStringLiteral( "ft" ), QStringLiteral( "foot" ), QStringLiteral( "feet" ), QStringLiteral( "ftus" ), QStringLiteral( "usft" ) };
  static const QSet<QString> sMetres{ QStringLiteral( "m" ), QStringLiteral( "metre" ), QStringLiteral( "metres" ), QStringLiteral( "meter" ), QStringLiteral( "meters" ) };
  bool feet = false;
  bool metres = false;
  for ( const QString &word : words )
  {
    feet = feet || sFeet.contains( word );
    metres = metres || sMetres.contains( word );
  }
  if ( feet == metres )
    return std::nullopt;
  return feet ? Unit::Feet : Unit::Metres;
}

SwElevationUnit SwElevationUnit::choose( const QString &given, const QString &declared, const QgsCoordinateReferenceSystem &crs, const QString &demName )
{
  if ( !given.isEmpty() )
  {
    const Unit unit = fromDeclared( given ).value_or( Unit::Feet );
    return SwElevationUnit( unit, Source::Parameter, QObject::tr( "VERTICAL_UNIT is %1" ).arg( given ) );
  }
  if ( const std::optional<Unit> unit = fromDeclared( declared ) )
    return SwElevationUnit( *unit, Source::Band, QObject::tr( "the DEM's band declares its unit as '%1'" ).arg( declared.trimmed() ) );

  std::optional<Unit> crsUnit;
  const QString crsWords = horizontalUnit( crs, crsUnit );
  const QString band = declared.trimmed().isEmpty() ? QObject::tr( "its band declares no unit" ) : QObject::tr( "its band's unit '%1' is neither feet nor metres" ).arg( declared.trimmed() );
  if ( !crsUnit )
    throw QgsProcessingException( QObject::tr( "DEM '%1': %2 and the unit of its CRS (%3) is neither feet nor metres; set VERTICAL_UNIT (feet or metres) or Z_FACTOR" ).arg( demName, band, crs.authid() ) );
  return SwElevationUnit( *crsUnit, Source::Crs, QObject::tr( "the DEM's CRS (%1) is in %2 and %3" ).arg( crs.authid(), crsWords, band ) );
}

QString SwElevationUnit::name() const
{
  return mUnit == Unit::Metres ? QObject::tr( "metres" ) : QObject::tr( "feet" );
}

QString SwElevationUnit::otherName() const
{
  return mUnit == Unit::Metres ? QObject::tr( "feet" ) : QObject::tr( "metres" );
}

QString SwElevationUnit::statement() const
{
  return QObject::tr( "elevations taken as %1: %2" ).arg( name(), mWhy );
}

QString SwElevationUnit::rangeWarning( const QString &demName, double highest ) const
{
  if ( !std::isfinite( highest ) )
    return QString();
  if ( mUnit == Unit::Metres && highest > WHITNEY_METRES )
    return QObject::tr( "DEM '%1' reaches %2, which cannot be metres in California (Mount Whitney, its highest point, is %3 m): if the elevations are feet, set VERTICAL_UNIT to feet (slopes would read %4 times flatter)" )
      .arg( demName )
      .arg( highest, 0, 'f', 0 )
      .arg( WHITNEY_METRES, 0, 'f', 0 )
      .arg( RATIO );
  if ( mUnit == Unit::Feet && highest > WHITNEY_FEET )
    return QObject::tr( "DEM '%1' reaches %2, which cannot be feet in California (Mount Whitney, its highest point, is %3 ft): the elevations are in a smaller unit; set Z_FACTOR to turn them into the DEM's horizontal unit" )
      .arg( demName )
      .arg( highest, 0, 'f', 0 )
      .arg( WHITNEY_FEET, 0, 'f', 0 );
  return QString();
}

QString SwElevationUnit::gridWarning( const QString &demName, double cellFeet ) const
{
  if ( mSource != Source::Crs || mUnit != Unit::Feet || !std::isfinite( cellFeet ) || cellFeet <= 0 )
    return QString();
  // County LiDAR grids are whole, half or quarter feet; a grid warped from metres is not.
  const double quarters = cellFeet * 4;
  if ( std::fabs( quarters - std::round( quarters ) ) < 1e-3 )
    return QString();
  return QObject::tr( "DEM '%1': elevations were taken as feet because its CRS is in feet and its band declares no unit, but its cells are %2 ft (%3 m) across, not a round number of feet, as in a DEM warped from a metre grid. A USGS 3DEP DEM warped to feet keeps its elevations in metres: if this one did, set VERTICAL_UNIT to metres (slopes would read %4 times steeper)" )
    .arg( demName )
    .arg( cellFeet, 0, 'f', 2 )
    .arg( SwUnits::feetToMetres( cellFeet ), 0, 'f', 2 )
    .arg( RATIO );
}

QString SwElevationUnit::slopeWarning( const QString &demName, long long measured, long long steeper, bool zFactorGiven ) const
{
  if ( measured <= 0 || steeper * 2 <= measured )
    return QString();
  const QString share = QObject::tr( "DEM '%1': %2 of the %3 parcels measured (%4%) have a mean slope above 100% (45 degrees), which few parcels in any city have" )
                          .arg( demName )
                          .arg( steeper )
                          .arg( measured )
                          .arg( 100.0 * static_cast<double>( steeper ) / static_cast<double>( measured ), 0, 'f', 0 );
  if ( zFactorGiven )
    return QObject::tr( "%1: check Z_FACTOR" ).arg( share );
  if ( mUnit == Unit::Metres )
    return QObject::tr( "%1: the elevations are probably %2, not metres; set VERTICAL_UNIT to %2 (slopes would read %3 times flatter)" ).arg( share, otherName(), RATIO );
  return QObject::tr( "%1: the elevations may be in a unit smaller than feet; check VERTICAL_UNIT or set Z_FACTOR" ).arg( share );
}
