/***************************************************************************
  swprojectinputs.cpp: a project's inputs as the applicant wrote them
  (a layer's fields for stormwater:lidapplicability, a parcel sheet's
  parameters): one reading for both.
 ***************************************************************************/
#include "lid/swprojectinputs.h"
#include "lid/swlidprofile.h"
#include "lid/swprojectparcels.h"

#include <QObject>

#include <cmath>

namespace
{
  //! A number a field holds; unknown (with why) when it holds none.
  std::optional<double> numberValue( const QVariant &value, const QString &input, SwProjectInputs &project )
  {
    if ( value.isNull() || !value.isValid() || value.toString().trimmed().isEmpty() )
      return std::nullopt;
    bool ok = false;
    const double number = value.toString().trimmed().remove( QLatin1Char( ',' ) ).toDouble( &ok );
    if ( !ok || !std::isfinite( number ) )
    {
      project.unknownBecause.insert( input, QObject::tr( "'%1' is not a number" ).arg( value.toString() ) );
      return std::nullopt;
    }
    return number;
  }

  QString codeValue( const QVariant &value )
  {
    if ( value.isNull() || !value.isValid() )
      return QString();
    bool ok = false;
    const double number = value.toDouble( &ok );
    if ( ok && value.type() != QVariant::String && std::fabs( number - std::round( number ) ) < 1e-9 )
      return QString::number( static_cast<qlonglong>( std::llround( number ) ) );
    return value.toString().trimmed();
  }
} // namespace

SwProjectInputs SwProjectInputs::described( const std::function<QVariant( const QString &input )> &value )
{
  SwProjectInputs project;
  for ( const SwLidInput &input : SwLidProfile::inputs() )
  {
    if ( input.kind != SwLidCondition::Kind::Threshold )
      continue;
    const std::optional<double> number = numberValue( value( input.id ), input.id, project );
    if ( input.id == QLatin1String( "disturbed_sqft" ) )
      project.disturbedSqft = number;
    else if ( input.id == QLatin1String( "site_sqft" ) )
      project.siteSqft = number;
    else if ( input.id == QLatin1String( "new_impervious_sqft" ) )
      project.newImperviousSqft = number;
    else if ( input.id == QLatin1String( "existing_impervious_sqft" ) )
      project.existingImperviousSqft = number;
    else if ( input.id == QLatin1String( "units" ) )
      project.units = number;
    else if ( input.id == QLatin1String( "parking_spaces" ) )
      project.parkingSpaces = number;
    else if ( input.id == QLatin1String( "daily_trips" ) )
      project.dailyTrips = number;
  }
  const QVariant use = value( QStringLiteral( "use" ) );
  if ( !use.isNull() && !use.toString().trimmed().isEmpty() )
    project.use = use.toString().trimmed();
  project.sic = codeValue( value( QStringLiteral( "sic" ) ) );
  project.naics = codeValue( value( QStringLiteral( "naics" ) ) );
  project.exemption = value( QStringLiteral( "exemption" ) ).toString();
  const QVariant habitat = value( QStringLiteral( "habitat_impact" ) );
  project.habitatImpact = SwProjectParcels::yesNo( habitat );
  if ( !project.habitatImpact && !habitat.toString().trimmed().isEmpty() )
    project.unknownBecause.insert( QStringLiteral( "habitat_impact" ), QObject::tr( "'%1' is not yes or no" ).arg( habitat.toString() ) );
  return project;
}
