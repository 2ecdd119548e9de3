/***************************************************************************
  swdemsource.h: the DEM as the hillside screen's slope source. Opens the
  DEM parameter (band, elevation unit, Z factor) and measures each parcel
  cell by cell: every cell counts by the exact part of its area inside the
  parcel, so a small lot on a coarse DEM still gets its true figures.
 ***************************************************************************/
#ifndef SWDEMSOURCE_H
#define SWDEMSOURCE_H

#include "screens/hillside/swdemslope.h"
#include "screens/hillside/swslopesource.h"
#include "core/swworkingcrs.h"

#include "qgscoordinatetransform.h"

#include <memory>

class QgsProcessingFeedback;
class SwParameterReader;

class SwDemSource : public SwSlopeSource
{
public:
  /**
   * Opens the DEM that DEM names, with DEM_BAND, VERTICAL_UNIT and
   * Z_FACTOR. Throws QgsProcessingException naming the DEM or the
   * parameter at fault.
   */
  SwDemSource( const SwParameterReader &reader, const SwWorkingCrs &working, const SwSlopeThreshold &threshold, QgsProcessingFeedback *feedback );

  QString name() const override;
  SwSlopeFigures figures( const SwParcel &parcel, const QgsGeometry &erodible ) const override;
  QString meanMethod() const override;
  QString missing( const SwSlopeFigures &figures ) const override;
  double resolutionSqft() const override;

private:
  //! The elevation unit VERTICAL_UNIT names: feet or metres.
  static QString verticalUnit( const SwParameterReader &reader );

  std::unique_ptr<SwDemSlope> mDem;
  SwSlopeThreshold mThreshold;
  QgsCoordinateTransform mToDem; //!< working CRS to the DEM's, when they differ
  double mFeetPerUnit = 1;
};

#endif // SWDEMSOURCE_H
