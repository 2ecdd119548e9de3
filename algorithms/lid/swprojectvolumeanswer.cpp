/***************************************************************************
  swprojectvolumeanswer.cpp: a project's design volume beside its LID answer.
 ***************************************************************************/
#include "lid/swprojectvolumeanswer.h"
#include "lid/swdesignvolumeparameters.h"
#include "core/compat.h"
#include "core/swparameterreader.h"

#include "qgsprocessingparameters.h"

#include <QObject>

#include <cmath>

const QStringList &SwProjectVolumeAnswer::fieldNames()
{
  static const QStringList sNames{ QStringLiteral( "project_impervious_pct" ), QStringLiteral( "project_runoff_coefficient" ), QStringLiteral( "project_design_storm_in" ), QStringLiteral( "project_swqdv_cuft" ), QStringLiteral( "project_retain_cuft" ), QStringLiteral( "project_biofiltration_cuft" ), QStringLiteral( "project_flowthrough_in_hr" ), QStringLiteral( "project_volume_method" ) };
  return sNames;
}

QgsProcessingParameterDefinition *SwProjectVolumeAnswer::perviousCoefficientParameter()
{
  auto *pervious = new QgsProcessingParameterNumber( SwDesignVolumeParameters::PERVIOUS_RUNOFF_COEFFICIENT, QObject::tr( "Runoff coefficient of the pervious share (0 to 1; empty = the profile's)" ), SW_NUMBER_DOUBLE, QVariant(), true, 0, 1 );
  pervious->setHelp( QObject::tr( "optional: the undeveloped runoff coefficient of the site's soil (Los Angeles County Hydrology Manual), for the project's design volume C = Cimp x impervious share + this x the pervious share. Empty: the profile's designvolume.pervious_runoff_coefficient." ) );
  pervious->setFlags( pervious->flags() | SW_PARAMETER_FLAG_ADVANCED );
  return pervious;
}

std::optional<double> SwProjectVolumeAnswer::perviousCoefficient( const SwParameterReader &reader )
{
  SwNumberRange range{ QObject::tr( "a runoff coefficient from 0 to 1" ) };
  range.maximum = 1;
  return reader.optionalNumber( SwDesignVolumeParameters::PERVIOUS_RUNOFF_COEFFICIENT, range );
}

bool SwProjectVolumeAnswer::isNumber( const QString &field )
{
  return fieldNames().contains( field ) && field != QLatin1String( "project_volume_method" );
}

std::optional<SwProjectVolume::Volume> SwProjectVolumeAnswer::volumeFor( const SwProjectVolume &rules, const SwProjectInputs &project, const SwLidAnswer &answer, const SwProjectParcels::Site &site )
{
  if ( answer.lidRequired != QLatin1String( "yes" ) )
    return std::nullopt;
  SwProjectVolume::Project built;
  built.siteSqft = project.siteSqft ? project.siteSqft : site.areaSqft;
  built.siteBasis = project.siteSqft ? QObject::tr( "site area" ) : QObject::tr( "parcel area" );
  built.existingImperviousSqft = project.existingImperviousSqft;
  built.newImperviousSqft = project.newImperviousSqft;
  built.replacedImperviousSqft = project.replacedImperviousSqft;
  built.scope = SwProjectVolume::scopeOf( answer.scope );
  if ( built.scope == SwProjectVolume::Scope::Unknown )
  {
    if ( answer.status == QLatin1String( "undecided_scope" ) )
      built.scopeWhy = QObject::tr( "whether the entire project or only the altered portion is mitigated is not decided (ask for: %1)" ).arg( answer.missing.join( QLatin1String( "; " ) ) );
    else if ( answer.status == QLatin1String( "undecided_plan" ) )
      built.scopeWhy = QObject::tr( "which plan the project needs is not decided (ask for: %1)" ).arg( answer.missing.join( QLatin1String( "; " ) ) );
    else
      built.scopeWhy = QObject::tr( "the code scopes no design volume for the plan %1" ).arg( answer.plan );
  }
  built.isohyetIn = site.isohyetIn;
  built.infeasibleShare = site.infeasibleShare;
  built.flowthroughInHr = site.flowthroughInHr;
  built.smallSitePlan = answer.plan.split( QLatin1Char( '+' ) ).contains( QStringLiteral( "small_site_plan" ) );
  return rules.compute( built );
}

QgsAttributes SwProjectVolumeAnswer::attributes( const std::optional<SwProjectVolume::Volume> &volume )
{
  QgsAttributes values;
  const auto figure = []( const std::optional<double> &value, int decimals )
  {
    if ( !value )
      return QVariant();
    const double scale = std::pow( 10.0, decimals );
    return QVariant( std::round( *value * scale ) / scale );
  };
  if ( !volume )
  {
    for ( int i = 0; i < fieldNames().size(); ++i )
      values << QVariant();
    return values;
  }
  values << figure( volume->imperviousShare ? std::optional<double>( *volume->imperviousShare * 100 ) : std::nullopt, 2 ) << figure( volume->runoffCoefficient, 4 ) << figure( volume->designStormIn, 3 ) << figure( volume->swqdvCuft, 1 ) << figure( volume->retainCuft, 1 ) << figure( volume->biofiltrationCuft, 1 ) << figure( volume->flowthroughInHr, 3 );
  values << ( volume->flowthroughInHr ? volume->method : QStringLiteral( "%1; flow-through intensity %2" ).arg( volume->method, volume->flowthroughBasis ) );
  return values;
}
