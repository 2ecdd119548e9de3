/***************************************************************************
  swinfeasibilitycondition.h: what every technical-infeasibility condition
  (drinking-water wells, groundwater, slow soils, brownfields, geotechnical
  hazards) shares: its token, its zone (dissolved once, tiled and indexed
  by SwZoneIndex, so any thread measures a parcel against it exactly), its
  citation and the input features behind it; and what preparing one needs
  from the run.
 ***************************************************************************/
#ifndef SWINFEASIBILITYCONDITION_H
#define SWINFEASIBILITYCONDITION_H

#include "core/swlayerinput.h"
#include "geometry/swzoneindex.h"
#include "pipeline/swscreen.h"
#include "screens/infeasibility/swinfeasibilityzones.h"
#include "screens/swmappedground.h"

#include <functional>
#include <vector>

class SwParameterReader;

//! What preparing a condition needs from the run.
struct SwConditionInputs
{
  const SwParameterReader &reader;
  QgsProcessingFeedback *feedback;
  const SwScreenSetup &setup;
  //! Remarks about the inputs (repaired, empty...), given with the screen's summary.
  QStringList &summary;

  /**
   * Loads \a input (parameter \a parameter) into \a index in the working
   * CRS, keeping the features \a accept keeps, and says what it found.
   */
  void load( SwFeatureIndex &index, SwLayerInput::Layer &input, const QString &parameter, const std::function<bool( const QgsFeature & )> &accept = nullptr ) const;
};

class SwInfeasibilityCondition
{
public:
  /**
   * Less than this many square feet (a 1.2 inch square) is a shared edge's
   * round-off, not land under a condition.
   */
  static constexpr double SLIVER_SQFT = 0.01;

  //! \a name: the token in the `conditions` field and in ZONES.
  explicit SwInfeasibilityCondition( const QString &name )
    : mName( name )
  {
  }

  //! drinking_well, groundwater, slow_soil, brownfield or geohazard.
  const QString &name() const { return mName; }
  //! True once prepared from a given layer.
  bool screened() const { return mScreened; }
  const QString &citation() const { return mCitation; }
  //! Input features that make the zone.
  long long sources() const { return mSources; }

  //! The part of \a parcel inside the zone, null when none. Thread safe.
  geos::unique_ptr cover( const SwParcel &parcel ) const;

  //! True when part of \a parcel is off the layer and outside it is unknown (SwMappedGround). Thread safe.
  bool offMap( const SwParcel &parcel, const SwWorkingCrs &working ) const { return mGround.offMap( parcel, working ); }
  //! The ground the layer maps; outside unknown only for a condition that set it.
  const SwMappedGround &ground() const { return mGround; }

protected:
  //! The parts of \a parcel inside the zone, one per tile met. Thread safe.
  std::vector<SwZoneIndex::Piece> pieces( const SwParcel &parcel ) const { return mZone.pieces( parcel.geos.get(), parcel.bbox ); }
  //! Union of \a pieces (their geometries are taken over), null when none.
  static geos::unique_ptr unite( std::vector<SwZoneIndex::Piece> &pieces );
  /**
   * Calls \a use with each feature of \a loaded that holds a finite number
   * in attribute \a index; returns how many hold none (null, text, not
   * finite), for the caller to report.
   */
  static long long eachNumber( const SwFeatureIndex &loaded, int index, const std::function<void( const SwIndexedFeature &, double )> &use );
  //! True when a piece of \a mapArea (working CRS units) is a sliver.
  static bool isSliver( double mapArea, const SwWorkingCrs &working ) { return working.toSquareFeet( mapArea ) < SLIVER_SQFT; }

  //! The condition's ZONES feature: its rule \a threshold and the groups \a accept keeps, dissolved.
  SwInfeasibilityZone describeZone( const QString &threshold, const std::function<bool( const QVariant & )> &accept = nullptr ) const;

  SwZoneIndex mZone;
  //! Set by conditions whose layer maps a property everywhere it was surveyed (groundwater depths, soil rates).
  SwMappedGround mGround;
  bool mScreened = false;
  QString mCitation;
  long long mSources = 0;

private:
  QString mName;
};

#endif // SWINFEASIBILITYCONDITION_H
