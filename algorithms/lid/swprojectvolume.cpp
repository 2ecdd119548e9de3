/***************************************************************************
  swprojectvolume.cpp: a proposed project's design volume (see header).
 ***************************************************************************/
#include "lid/swprojectvolume.h"
#include "core/swprofile.h"

#include <QLocale>
#include <QObject>
#include <QStringList>

#include <algorithm>
#include <cmath>

namespace
{
  const QString SMALL_SITE_STORM = QStringLiteral( "designvolume.small_site_storm" );
  // A share a hair over 1 is the rounding of areas measured apart, not more impervious than site.
  constexpr double SHARE_TOLERANCE = 1e-9;

  QString sqft( double value )
  {
    return QLocale( QLocale::English ).toString( value, 'f', value == std::floor( value ) ? 0 : 1 );
  }

  //! A citation's reference without its quoted words: "SHMC 12.16.116(B)(1)".
  QString reference( const QString &citation )
  {
    return citation.section( QStringLiteral( " (" ), 0, 0 );
  }
} // namespace

SwProjectVolume::Scope SwProjectVolume::scopeOf( const QString &answerScope )
{
  if ( answerScope == QLatin1String( "entire_project" ) )
    return Scope::EntireProject;
  if ( answerScope == QLatin1String( "altered_portion_only" ) )
    return Scope::AlteredPortionOnly;
  return Scope::Unknown;
}

SwProjectVolume::SwProjectVolume( const SwDesignVolume::Rules &rules, const SmallSiteStorm &smallSite )
  : mVolume( rules )
  , mSmallSite( smallSite )
{
}

SwProjectVolume SwProjectVolume::fromProfile( const SwProfile &profile, std::optional<double> perviousCoefficient )
{
  SwDesignVolume::Rules rules = SwDesignVolume::rulesOf( profile );
  if ( perviousCoefficient )
    rules.perviousCoefficient = *perviousCoefficient;
  SmallSiteStorm smallSite;
  if ( profile.has( SMALL_SITE_STORM ) )
  {
    smallSite.depthIn = profile.number( SMALL_SITE_STORM );
    smallSite.citation = profile.citation( SMALL_SITE_STORM );
  }
  return SwProjectVolume( rules, smallSite );
}

void SwProjectVolume::designStorm( const Project &project, Volume &volume ) const
{
  const double fixed = mVolume.rules().fixedDepthIn;
  if ( project.smallSitePlan && mSmallSite.depthIn )
  {
    // Either of the small-site storms complies: the fixed one is computed, the other is the applicant's to show.
    volume.designStormIn = *mSmallSite.depthIn;
    volume.designStormBasis = QObject::tr( "small site: the %1 in, 24-hour rain event (%2); the code lets either of its small-site design storms comply, so the 85th percentile 24-hour event as the maximized capture volume with a 48 to 72-hour drawdown is an alternative the applicant may show (not computed here)" ).arg( *mSmallSite.depthIn ).arg( reference( mSmallSite.citation ) );
    return;
  }
  if ( !project.isohyetIn )
  {
    volume.designStormIn = fixed;
    volume.designStormBasis = QObject::tr( "the fixed %1 in: the 85th percentile depth over the parcel is not known (PARCELS has no isohyet_in), and the design storm is the greater of the two, so at least this" ).arg( fixed );
    return;
  }
  const SwDesignVolume::Storm storm = mVolume.designStorm( *project.isohyetIn );
  volume.designStormIn = storm.depthIn;
  volume.designStormBasis = storm.isohyetWon ? QObject::tr( "the 85th percentile depth over the parcel, %1 in, greater than the fixed %2 in" ).arg( *project.isohyetIn, 0, 'g', 6 ).arg( fixed )
                                             : QObject::tr( "the fixed %1 in, not less than the 85th percentile depth over the parcel (%2 in)" ).arg( fixed ).arg( *project.isohyetIn, 0, 'g', 6 );
}

bool SwProjectVolume::area( const Project &project, double &areaSqft, double &share, QString &how, QString &why ) const
{
  QStringList missing;
  if ( project.scope == Scope::Unknown )
  {
    why = QObject::tr( "not decided: %1" ).arg( project.scopeWhy.isEmpty() ? QObject::tr( "whether the entire project or only the altered portion is mitigated is not decided" ) : project.scopeWhy );
    return false;
  }
  if ( project.scope == Scope::AlteredPortionOnly )
  {
    // Only the new and replaced impervious surface is mitigated, and all of it is impervious.
    if ( !project.newImperviousSqft )
      missing << QObject::tr( "the impervious area the project creates or adds (NEW_IMPERVIOUS_SQFT_FIELD)" );
    if ( !project.replacedImperviousSqft )
      missing << QObject::tr( "the existing impervious area it replaces or alters (REPLACED_IMPERVIOUS_SQFT_FIELD)" );
    if ( !missing.isEmpty() )
    {
      why = QObject::tr( "not decided: only the altered portion is mitigated, and its area needs %1; ask the applicant" ).arg( missing.join( QObject::tr( " and " ) ) );
      return false;
    }
    areaSqft = *project.newImperviousSqft + *project.replacedImperviousSqft;
    share = 1;
    how = QObject::tr( "the altered portion only: %1 new + %2 replaced = %3 sq ft, all impervious" ).arg( sqft( *project.newImperviousSqft ), sqft( *project.replacedImperviousSqft ), sqft( areaSqft ) );
    if ( areaSqft > 0 )
      return true;
    why = QObject::tr( "not decided: the altered portion has no area (0 sq ft new and replaced)" );
    return false;
  }
  if ( !project.siteSqft || *project.siteSqft <= 0 )
    missing << QObject::tr( "the project's site area (SITE_SQFT_FIELD; the parcel's area is not known either)" );
  if ( !project.existingImperviousSqft )
    missing << QObject::tr( "the site's existing impervious area (EXISTING_IMPERVIOUS_SQFT_FIELD)" );
  if ( !project.newImperviousSqft )
    missing << QObject::tr( "the impervious area the project creates or adds (NEW_IMPERVIOUS_SQFT_FIELD)" );
  if ( !missing.isEmpty() )
  {
    why = QObject::tr( "not decided: the impervious share after construction needs %1; ask the applicant" ).arg( missing.join( QObject::tr( " and " ) ) );
    return false;
  }
  areaSqft = *project.siteSqft;
  const double impervious = *project.existingImperviousSqft + *project.newImperviousSqft;
  share = impervious / areaSqft;
  if ( share > 1 + SHARE_TOLERANCE || share < 0 )
  {
    why = QObject::tr( "not decided: %1 existing + %2 new impervious sq ft is more than the %3 of %4 sq ft; check the figures with the applicant" ).arg( sqft( *project.existingImperviousSqft ), sqft( *project.newImperviousSqft ), project.siteBasis, sqft( areaSqft ) );
    return false;
  }
  share = std::min( share, 1.0 );
  how = QObject::tr( "impervious after construction (%1 existing + %2 new) / %3 of %4 sq ft = %5%" ).arg( sqft( *project.existingImperviousSqft ), sqft( *project.newImperviousSqft ), project.siteBasis, sqft( areaSqft ) ).arg( share * 100, 0, 'f', 2 );
  return true;
}

SwProjectVolume::Volume SwProjectVolume::compute( const Project &project ) const
{
  Volume volume;
  designStorm( project, volume );
  const SwDesignVolume::FlowThrough flow = project.flowthroughInHr ? SwDesignVolume::FlowThrough{ project.flowthroughInHr, QObject::tr( "the parcel's, as screened (flowthrough_in_hr)" ) } : mVolume.flowThrough( std::nullopt );
  volume.flowthroughInHr = flow.inHr;
  volume.flowthroughBasis = flow.basis;

  double areaSqft = 0;
  double share = 0;
  QString how;
  if ( !area( project, areaSqft, share, how, volume.method ) )
    return volume;
  const double depth = *volume.designStormIn;
  const double perviousCoefficient = mVolume.rules().perviousCoefficient;
  volume.imperviousShare = share;
  volume.runoffCoefficient = mVolume.runoffCoefficient( share, perviousCoefficient );
  volume.swqdvCuft = SwDesignVolume::volumeCuft( *volume.runoffCoefficient, depth, areaSqft );
  QStringList method{ mVolume.equation( share, perviousCoefficient, depth, areaSqft ), how, QObject::tr( "design storm: %1" ).arg( volume.designStormBasis ) };

  // Infeasibility is the applicant's to show: without a known share the whole volume is retained.
  const SwDesignVolume::Retention retention = mVolume.retention( *volume.swqdvCuft, project.infeasibleShare.value_or( 0 ) );
  volume.retainCuft = retention.retainCuft;
  volume.biofiltrationCuft = retention.biofiltrationCuft;
  method << ( project.infeasibleShare ? QObject::tr( "retain %1 cu ft, biofiltrate %2 x the rest = %3 cu ft (technically infeasible share %4 of the parcel)" ).arg( retention.retainCuft, 0, 'f', 1 ).arg( mVolume.rules().biofiltrationFactor ).arg( retention.biofiltrationCuft, 0, 'f', 1 ).arg( *project.infeasibleShare, 0, 'g', 4 )
                                      : QObject::tr( "all retained: no technically infeasible share is known (PARCELS infeasible_fraction)" ) );
  volume.method = method.join( QLatin1String( "; " ) );
  return volume;
}
