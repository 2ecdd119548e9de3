/***************************************************************************
  swprojectvolume.h: a proposed project's design volume, as built. The
  existing lot's SWQDv (stormwater:designvolume) is the lot as it stands;
  a project that adds 28,000 sq ft of impervious surface to a 54,811 sq ft
  lot must size for the lot after construction:

    impervious share = (existing + new impervious) / site area
    C                = Cimp x share + Cperv x (1 - share)
    SWQDv            = C x design storm / 12 x site area

  Where the code mitigates only the altered portion, the volume is over the
  new and replaced impervious area alone, all impervious (C = Cimp). The
  design storm is the greater of the fixed depth and the 85th percentile
  depth over the parcel, unless the project's plan is a small site's and
  the profile gives the small-site storm (designvolume.small_site_storm:
  Signal Hill 12.16.116(B)(1), where either storm complies, so the fixed
  one is given and the other named as the applicant's alternative).

  Plain arithmetic over SwDesignVolume (C, the volume, retention,
  flow-through); a figure the inputs cannot decide is empty, and the
  method says why and what to ask.
 ***************************************************************************/
#ifndef SWPROJECTVOLUME_H
#define SWPROJECTVOLUME_H

#include "lid/swdesignvolume.h"

#include <QString>

#include <optional>

class SwProfile;

class SwProjectVolume
{
public:
  //! How much of the project is mitigated, as stormwater:lidapplicability answers it.
  enum class Scope
  {
    EntireProject,
    AlteredPortionOnly,
    Unknown,
  };
  //! The scope of an answer's mitigation_scope (entire_project, altered_portion_only; anything else unknown).
  static Scope scopeOf( const QString &answerScope );

  //! The small-site design storm of the profile (designvolume.small_site_storm), when the code has one.
  struct SmallSiteStorm
  {
    std::optional<double> depthIn;
    QString citation;
  };

  //! What is known of the project and its parcel; every figure may be unknown.
  struct Project
  {
    std::optional<double> siteSqft; //!< the project's site area, else the parcel's
    QString siteBasis;              //!< "site area", "parcel area": where siteSqft came from
    std::optional<double> existingImperviousSqft;
    std::optional<double> newImperviousSqft;      //!< created or added
    std::optional<double> replacedImperviousSqft; //!< existing impervious replaced or altered
    Scope scope = Scope::Unknown;
    QString scopeWhy;                      //!< why the scope is unknown
    std::optional<double> isohyetIn;       //!< the 85th percentile depth over the parcel
    std::optional<double> infeasibleShare; //!< technically infeasible share of the parcel (0 to 1)
    std::optional<double> flowthroughInHr; //!< the parcel's flow-through intensity as screened
    bool smallSitePlan = false;            //!< the project's plan is a small site's
  };

  //! The project's figures; an empty one is not decided and method says why.
  struct Volume
  {
    std::optional<double> imperviousShare;
    std::optional<double> runoffCoefficient;
    std::optional<double> designStormIn;
    QString designStormBasis;
    std::optional<double> swqdvCuft;
    std::optional<double> retainCuft;
    std::optional<double> biofiltrationCuft;
    std::optional<double> flowthroughInHr;
    QString flowthroughBasis;
    QString method; //!< the equation with the project's numbers, or why the volume is not decided
  };

  SwProjectVolume( const SwDesignVolume::Rules &rules, const SmallSiteStorm &smallSite );
  //! The rules of \a profile's designvolume.* keys, the pervious coefficient \a perviousCoefficient when given.
  static SwProjectVolume fromProfile( const SwProfile &profile, std::optional<double> perviousCoefficient = std::nullopt );

  Volume compute( const Project &project ) const;

private:
  //! The design storm over the project, and its basis, into \a volume.
  void designStorm( const Project &project, Volume &volume ) const;
  //! The area the volume is over and its impervious share, or why not known (into \a why).
  bool area( const Project &project, double &areaSqft, double &share, QString &how, QString &why ) const;

  SwDesignVolume mVolume;
  SmallSiteStorm mSmallSite;
};

#endif // SWPROJECTVOLUME_H
