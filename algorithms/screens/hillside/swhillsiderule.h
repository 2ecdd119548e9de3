/***************************************************************************
  swhillsiderule.h: the profile's hillside rule, decided from what the
  slope sources and the conditions say about one parcel, with its basis in
  plain words.
    erodible_steep (Signal Hill definition EE "Hillside Property", Beverly
      Hills "HILLSIDE"): known erosive soil and a natural slope of 25% or
      more, read as some steep ground on erodible soil (EE sets no minimum
      area; a city whose code sets one gives it in its profile,
      hillside.min_steep_sqft, or as MIN_STEEP_SQFT). A lot smaller than one
      DEM cell across cells on both sides of the threshold is not decided
      (undecided_dem_too_coarse) unless it has no erodible ground at all.
    residential_average_slope (Cudahy "single-family hillside residence"):
      a lot residential zoned and in residential use with an average slope
      of 15% or more (contour method when CONTOURS are given, else the
      mean slope).
  Hillside stays empty when the inputs cannot decide it.
 ***************************************************************************/
#ifndef SWHILLSIDERULE_H
#define SWHILLSIDERULE_H

#include "core/swparceltally.h"
#include "screens/hillside/swcontourslope.h"
#include "screens/hillside/swslopesource.h"

#include <atomic>

class SwErodibleSoils;
class SwProfile;
class SwResidentialUse;

//! What is known about one parcel when the rule decides it.
struct SwHillsideEvidence
{
  SwSlopeFigures figures;                   //!< not measured when there is no DEM or slope polygons
  const SwSlopeSource *source = nullptr;    //!< the DEM or the slope polygons, or null
  const SwContourSlope *contours = nullptr; //!< or null
  SwContourSlope::Average contour;          //!< with contours
  QVariant residential;                     //!< residential zoned and in use: true, false or null (Cudahy)
  long long parcelIndex = 0;                //!< the parcel's input position and APN, for the warnings that name it
  QString apn;
};

class SwHillsideRule
{
public:
  //! The rule's answer for one parcel.
  //! Statuses of a parcel the rule cannot decide, beside the slope sources' own (nodata, partial_nodata...).
  static QString undecidedNoSoils() { return QStringLiteral( "undecided_no_soils" ); }
  static QString undecidedOutsideSoils() { return QStringLiteral( "undecided_outside_soils" ); }
  static QString undecidedNoSteepArea() { return QStringLiteral( "undecided_no_steep_area" ); }
  static QString undecidedResidentialUse() { return QStringLiteral( "undecided_residential_use" ); }
  static QString undecidedNoSlope() { return QStringLiteral( "undecided_no_slope" ); }
  static QString undecidedDemTooCoarse() { return QStringLiteral( "undecided_dem_too_coarse" ); }

  struct Decision
  {
    QVariant hillside; //!< true, false, or null when undecided
    QString basis;
    //! Why it is undecided, as the screen's status (undecided_no_soils...); empty when decided or when the slope figures' status says why.
    QString undecided;
  };

  //! Reads the rule, threshold and citation of \a profile; clears the counts.
  void prepare( const SwProfile &profile );
  /**
   * The steep area on erodible soil that makes a hillside (erodible_steep)
   * and where it comes from (MIN_STEEP_SQFT, or the profile's citation);
   * 0 for none: some steep erodible ground.
   */
  void setMinSteepSqft( double sqft, const QString &reason );
  double minSteepSqft() const { return mMinSteepSqft; }

  //! True for Signal Hill's and Beverly Hills' rule, false for Cudahy's.
  bool isErodibleSteep() const { return mErodibleSteep; }
  const SwSlopeThreshold &threshold() const { return mThreshold; }
  QString citation() const { return mCitation; }
  //! The rule in force, for the log.
  QString describe( const QString &profileTitle, bool contours ) const;

  //! Decides one parcel. Thread safe.
  Decision decide( const SwHillsideEvidence &evidence, const SwErodibleSoils &soils, const SwResidentialUse &residential ) const;

  //! Parcels left undecided for want of soil or use, once every parcel is decided.
  QStringList summary( const SwErodibleSoils &soils ) const;

private:
  Decision erodibleSteep( const SwHillsideEvidence &evidence, const SwErodibleSoils &soils ) const;
  Decision residentialAverageSlope( const SwHillsideEvidence &evidence, const SwResidentialUse &residential ) const;
  //! A lot smaller than one DEM cell across steep and flat cells: \a decision stands only as a "no" no part of the lot could change.
  void belowResolution( Decision &decision, const SwHillsideEvidence &evidence, const SwErodibleSoils &soils ) const;
  //! True when a steep area (sq ft) is some ground and at least the minimum, if any.
  bool reachesMinimum( double sqft ) const;
  //! "the 5000 sq ft minimum (MIN_STEEP_SQFT)", or empty without a minimum.
  QString minimumWords() const;

  bool mErodibleSteep = true;
  SwSlopeThreshold mThreshold;
  double mMinSteepSqft = 0;
  QString mMinSteepReason;
  QString mCitation;
  mutable SwParcelTally mSoilUnknown;
  mutable SwParcelTally mSoilOffMap;
  mutable SwParcelTally mResidentialUnknown;
};

#endif // SWHILLSIDERULE_H
