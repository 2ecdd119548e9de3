/***************************************************************************
  swdemsource.h: the DEM as the hillside screen's slope source. Opens the
  DEM parameter (band, elevation unit and why, Z factor) and measures each parcel
  cell by cell: every cell counts by the exact part of its area inside the
  parcel, so a small lot on a coarse DEM still gets its true figures.
 ***************************************************************************/
#ifndef SWDEMSOURCE_H
#define SWDEMSOURCE_H

#include "screens/hillside/swdemslope.h"
#include "screens/hillside/swslopesource.h"
#include "core/swworkingcrs.h"

#include "qgscoordinatetransform.h"

#include <atomic>
#include <memory>

class QgsProcessingFeedback;
struct SwChoices;
class SwElevationUnit;
class SwInputNotes;
class SwParameterReader;
class SwWarnings;

class SwDemSource : public SwSlopeSource
{
public:
  /**
   * Opens the DEM that DEM names, with DEM_BAND, VERTICAL_UNIT and
   * Z_FACTOR. Throws QgsProcessingException naming the DEM or the
   * parameter at fault.
   */
  SwDemSource( const SwParameterReader &reader, const SwWorkingCrs &working, const SwSlopeThreshold &threshold, QgsProcessingFeedback *feedback, SwWarnings &warnings, SwInputNotes &notes );
  ~SwDemSource() override;

  //! The choices of VERTICAL_UNIT, with their other spellings (m, meters, ft).
  static const SwChoices &verticalUnits();

  QString name() const override;
  SwSlopeFigures figures( const SwParcel &parcel, const SwSoilParts &soil ) const override;
  QString meanMethod() const override;
  QString missing( const SwSlopeFigures &figures ) const override;
  //! A warning when most parcels read steeper than 100%, once every parcel is measured.
  QStringList summary() const override;

private:
  //! The area of one cell in sq ft.
  double cellSqft() const;

  std::unique_ptr<SwDemSlope> mDem;
  std::unique_ptr<SwElevationUnit> mUnit;
  bool mZFactorGiven = false;
  //! Parcels with a mean slope, and those above 100%: counted on the worker threads.
  mutable std::atomic<long long> mMeasured{ 0 };
  mutable std::atomic<long long> mAbove100{ 0 };
  SwSlopeThreshold mThreshold;
  QgsCoordinateTransform mToDem; //!< working CRS to the DEM's, when they differ
  double mFeetPerUnit = 1;
};

#endif // SWDEMSOURCE_H
