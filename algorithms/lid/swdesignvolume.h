/***************************************************************************
  swdesignvolume.h: the storm water quality design volume (SWQDv) of one
  parcel or project, from the profile's rules:

    design storm  = the greater of the fixed depth (0.75 in) and the 85th
                    percentile 24-hour depth of the county's isohyets
                    (Signal Hill 12.16.114(D)(3)(a); Beverly Hills F.3.b)
    C             = Cimp x IMP + Cperv x (1 - IMP)   (composite runoff
                    coefficient; the profile's designvolume.method cites
                    where it comes from and what is not confirmed)
    SWQDv (cu ft) = C x design storm (in) / 12 x area (sq ft)
    retain        = SWQDv x (1 - infeasible share)
    biofiltration = 1.5 x (SWQDv - retain)   (12.16.114(E)(3); F.3.e)
    flow-through  = the greater of 0.2 in/hr and the mapped intensity
                    (Signal Hill 12.16.114(E)(5)), or either of 0.2 in/hr
                    and twice the 85th percentile hourly intensity, so the
                    lesser (Beverly Hills F.3.g(1))

  Plain arithmetic, no layers: the tests check it against hand
  calculations, the screen (swdesignvolumescreen.h) applies it per parcel.
 ***************************************************************************/
#ifndef SWDESIGNVOLUME_H
#define SWDESIGNVOLUME_H

#include <QString>

#include <optional>

class SwProfile;

class SwDesignVolume
{
public:
  //! The rules, as numbers (the profile's designvolume.* keys).
  struct Rules
  {
    double fixedDepthIn = 0.75;
    double imperviousCoefficient = 0.9;
    double perviousCoefficient = 0.9;
    double biofiltrationFactor = 1.5;
    double flowthroughMinInHr = 0.2;
    //! True: the greater of the fixed and the mapped intensity; false: either complies, so the lesser.
    bool flowthroughGreater = true;
    double flowthroughMultiplier = 1;
  };

  //! The design storm chosen and which depth won.
  struct Storm
  {
    double depthIn = 0;
    //! True when the isohyets' depth is greater than the fixed one (a tie goes to the fixed depth).
    bool isohyetWon = false;
  };

  //! The part of the SWQDv retained on site and the biofiltration volume for the rest, in cubic feet.
  struct Retention
  {
    double retainCuft = 0;
    double biofiltrationCuft = 0;
  };

  //! The intensity flow-through treatment is sized on (empty when it cannot be decided) and why.
  struct FlowThrough
  {
    std::optional<double> inHr;
    QString basis;
  };

  explicit SwDesignVolume( const Rules &rules );
  //! The rules of \a profile's designvolume.* keys.
  static Rules rulesOf( const SwProfile &profile );

  const Rules &rules() const { return mRules; }

  //! The greater of the fixed depth and \a isohyetIn.
  Storm designStorm( double isohyetIn ) const;
  //! Cimp x \a imperviousShare + \a perviousCoefficient x (1 - \a imperviousShare).
  double runoffCoefficient( double imperviousShare, double perviousCoefficient ) const;
  //! \a coefficient x \a depthIn / 12 x \a areaSqft: inches of rain over square feet, in cubic feet.
  static double volumeCuft( double coefficient, double depthIn, double areaSqft );
  //! SWQDv x (1 - \a infeasibleShare) retained; the factor times the rest biofiltrated.
  Retention retention( double swqdvCuft, double infeasibleShare ) const;
  //! The sizing intensity from \a mappedInHr (the mapped intensity before the multiplier), or without one.
  FlowThrough flowThrough( std::optional<double> mappedInHr ) const;

  //! The equation with a parcel's numbers, for the method field.
  QString equation( double imperviousShare, double perviousCoefficient, double depthIn, double areaSqft ) const;

private:
  Rules mRules;
};

#endif // SWDESIGNVOLUME_H
