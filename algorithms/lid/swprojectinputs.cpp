/***************************************************************************
  swprojectinputs.cpp: a project's inputs as the applicant wrote them
  (a layer's fields for stormwater:lidapplicability, a parcel sheet's
  parameters): one reading for both.
 ***************************************************************************/
#include "lid/swprojectinputs.h"
#include "lid/swlidprofile.h"
#include "lid/swprojectparcels.h"

#include <QHash>
#include <QObject>
#include <QRegularExpression>

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

  //! Site characteristics as listed: "fueling, maintenance", or "none"; unknown when not given.
  std::optional<QStringList> characteristicsValue( const QVariant &value, SwProjectInputs &project )
  {
    static const QRegularExpression separators( QStringLiteral( "[,;+|\\s]+" ) );
    QStringList words = value.toString().toLower().split( separators, Qt::SkipEmptyParts );
    if ( words.isEmpty() )
      return std::nullopt;
    if ( words.contains( QStringLiteral( "unknown" ) ) )
      return std::nullopt;
    const bool none = words.removeAll( QStringLiteral( "none" ) ) > 0;
    if ( none && !words.isEmpty() )
    {
      project.unknownBecause.insert( QStringLiteral( "site_characteristics" ), QObject::tr( "'%1' says none and names some" ).arg( value.toString() ) );
      return std::nullopt;
    }
    // The characteristics a code may name (Cudahy 13.08 (7)(c)(i)-(viii)); a word outside them is a typing mistake, not "none".
    static const QStringList known{ QStringLiteral( "fueling" ), QStringLiteral( "maintenance" ), QStringLiteral( "waste_storage" ), QStringLiteral( "hazardous_materials" ), QStringLiteral( "outdoor_manufacturing" ), QStringLiteral( "outdoor_food" ), QStringLiteral( "animal_care" ), QStringLiteral( "horticulture" ) };
    for ( const QString &word : std::as_const( words ) )
    {
      if ( !known.contains( word ) )
      {
        project.unknownBecause.insert( QStringLiteral( "site_characteristics" ), QObject::tr( "'%1' is not one of %2 or none" ).arg( word, known.join( QLatin1String( ", " ) ) ) );
        return std::nullopt;
      }
    }
    return words;
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

std::optional<double> SwProjectInputs::*SwProjectInputs::numberOf( const QString &id )
{
  static const QHash<QString, std::optional<double> SwProjectInputs::*> members{
    { QStringLiteral( "disturbed_sqft" ), &SwProjectInputs::disturbedSqft },
    { QStringLiteral( "site_sqft" ), &SwProjectInputs::siteSqft },
    { QStringLiteral( "new_impervious_sqft" ), &SwProjectInputs::newImperviousSqft },
    { QStringLiteral( "replaced_impervious_sqft" ), &SwProjectInputs::replacedImperviousSqft },
    { QStringLiteral( "existing_impervious_sqft" ), &SwProjectInputs::existingImperviousSqft },
    { QStringLiteral( "units" ), &SwProjectInputs::units },
    { QStringLiteral( "added_units" ), &SwProjectInputs::addedUnits },
    { QStringLiteral( "home_enlargement_pct" ), &SwProjectInputs::homeEnlargementPct },
    { QStringLiteral( "improvement_value_pct" ), &SwProjectInputs::improvementValuePct },
    { QStringLiteral( "parking_spaces" ), &SwProjectInputs::parkingSpaces },
    { QStringLiteral( "daily_trips" ), &SwProjectInputs::dailyTrips },
  };
  return members.value( id, nullptr );
}

std::optional<bool> SwProjectInputs::*SwProjectInputs::flagOf( const QString &id )
{
  static const QHash<QString, std::optional<bool> SwProjectInputs::*> members{
    { QStringLiteral( "habitat_impact" ), &SwProjectInputs::habitatImpact },
    { QStringLiteral( "discharges_to_esa" ), &SwProjectInputs::dischargesToEsa },
    { QStringLiteral( "prior_requirements" ), &SwProjectInputs::priorRequirements },
    { QStringLiteral( "hillside" ), &SwProjectInputs::hillside },
  };
  return members.value( id, nullptr );
}

SwProjectInputs SwProjectInputs::described( const std::function<QVariant( const QString &input )> &value )
{
  SwProjectInputs project;
  for ( const SwLidInput &input : SwLidProfile::inputs() )
  {
    if ( std::optional<double> SwProjectInputs::*member = numberOf( input.id ) )
      project.*member = numberValue( value( input.id ), input.id, project );
  }
  const QVariant use = value( QStringLiteral( "use" ) );
  if ( !use.isNull() && !use.toString().trimmed().isEmpty() )
    project.use = use.toString().trimmed();
  project.sic = codeValue( value( QStringLiteral( "sic" ) ) );
  project.naics = codeValue( value( QStringLiteral( "naics" ) ) );
  project.exemption = value( QStringLiteral( "exemption" ) ).toString();
  // The hillside is the parcel's (PARCELS), not the applicant's.
  for ( const QString &id : { QStringLiteral( "habitat_impact" ), QStringLiteral( "discharges_to_esa" ), QStringLiteral( "prior_requirements" ) } )
  {
    const QVariant given = value( id );
    project.*flagOf( id ) = SwProjectParcels::yesNo( given );
    const QString word = given.toString().trimmed();
    if ( !( project.*flagOf( id ) ) && !word.isEmpty() && word.compare( QLatin1String( "unknown" ), Qt::CaseInsensitive ) != 0 )
      project.unknownBecause.insert( id, QObject::tr( "'%1' is not yes or no" ).arg( word ) );
  }
  project.siteCharacteristics = characteristicsValue( value( QStringLiteral( "site_characteristics" ) ), project );
  return project;
}
