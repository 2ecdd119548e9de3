/***************************************************************************
  swslopesource.h: what a slope source (a DEM, or slope polygons) says
  about one parcel: its mean and steepest slope, the area at or above the
  profile's threshold and the part of it on erodible soil. Both sources
  answer the same figures so the hillside rule reads them alike.
 ***************************************************************************/
#ifndef SWSLOPESOURCE_H
#define SWSLOPESOURCE_H

#include "pipeline/swparcel.h"

#include <QStringList>

//! Sums of clipped areas carry rounding in the last bits: areas this close are equal.
constexpr double SW_AREA_TOLERANCE_SQFT = 1e-6;

//! The profile's steep threshold in percent (hillside.slope_pct).
struct SwSlopeThreshold
{
  double percent = 25;

  //! True when \a slope reaches the threshold. DEM elevations are stored as
  //! 32-bit floats: a plane drawn at exactly 15% reads back as 14.9999x%, so
  //! a slope within 0.001 percentage points of the threshold reaches it.
  bool reached( double slope ) const { return slope >= percent - 1e-3; }
  //! The threshold as the basis writes it: "25%".
  QString text() const { return QStringLiteral( "%1%" ).arg( QString::number( percent, 'g', 6 ) ); }
};

//! What the slope source says about one parcel.
struct SwSlopeFigures
{
  bool measured = false;        //!< a slope source (DEM, slope polygons) was given
  QString status;               //!< empty, or outside_dem / nodata / partial_nodata
  double totalSqft = 0;         //!< parcel area as the source sees it
  double dataSqft = 0;          //!< area with a slope
  double meanPct = 0;           //!< coverage-weighted mean over dataSqft (NaN: see belowOnlySqft)
  double maxPct = 0;            //!< steepest cell or polygon with area in the parcel (NaN: see belowOnlySqft)
  double steepSqft = 0;         //!< area at or above the threshold
  double erodibleSteepSqft = 0; //!< of which on erodible soil
  double unmappedSteepSqft = 0; //!< of which off the SOILS map, where the soil is unknown
  //! Of dataSqft, ground known only to be under the threshold: off the slope polygons
  //! with SLOPE_POLYGONS_OUTSIDE = not_steep. Its slope is no number, so meanPct is
  //! then NaN, and maxPct too unless a steep polygon lies on the parcel.
  double belowOnlySqft = 0;
  //! The DEM's cells with part of the parcel, and the area of one (sq ft); 0 for slope polygons.
  long long cells = 0;
  double cellSqft = 0;
  //! A parcel smaller than one DEM cell on cells with a slope on both sides of the
  //! threshold: which part of it is steep is below the DEM's resolution.
  bool mixedBelowCell = false;
  //! Ground with slope data on erodible soil, and off the SOILS map; only with mixedBelowCell.
  double erodibleSqft = 0;
  double unmappedSqft = 0;
  bool hasData() const { return dataSqft > 0; }

  //! Status codes of the hillside screen, beside the pipeline's.
  static QString outsideDem() { return QStringLiteral( "outside_dem" ); }
  static QString noData() { return QStringLiteral( "nodata" ); }
  static QString partialNoData() { return QStringLiteral( "partial_nodata" ); }
};

//! The parts of a parcel the soil decides (working CRS), each null when none.
struct SwSoilParts
{
  QgsGeometry erodible; //!< on erodible soil
  QgsGeometry unmapped; //!< off the SOILS map, when outside it is unknown
};

//! A DEM or slope polygons: the slope of each parcel, thread safe.
class SwSlopeSource
{
public:
  virtual ~SwSlopeSource() = default;

  //! The source in the basis's words: "DEM" or "slope polygons".
  virtual QString name() const = 0;
  //! The figures of \a parcel, with its steep area on each of \a soil's parts.
  virtual SwSlopeFigures figures( const SwParcel &parcel, const SwSoilParts &soil ) const = 0;
  //! How the mean slope is taken, when Cudahy's rule uses it as the average slope.
  virtual QString meanMethod() const = 0;
  //! Why \a figures have no slope data, in the planner's words.
  virtual QString missing( const SwSlopeFigures &figures ) const = 0;
  //! Warnings counted while measuring, once every parcel is done.
  virtual QStringList summary() const { return QStringList(); }
};

#endif // SWSLOPESOURCE_H
