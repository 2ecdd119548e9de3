/***************************************************************************
  swslopepolygons.h: slope polygons (the slope bands some cities publish,
  a slope in percent per polygon) as the hillside screen's slope source,
  instead of a DEM. Each polygon counts by its exact overlap with the
  parcel.
 ***************************************************************************/
#ifndef SWSLOPEPOLYGONS_H
#define SWSLOPEPOLYGONS_H

#include "screens/hillside/swslopesource.h"
#include "geometry/swfeatureindex.h"
#include "core/swparceltally.h"
#include "core/swworkingcrs.h"

#include <atomic>

class QgsProcessingFeedback;
class SwParameterReader;

class SwSlopePolygons : public SwSlopeSource
{
public:
  /**
   * Loads the polygons SLOPE_POLYGONS names with their slope from
   * SLOPE_FIELD; polygons without a usable slope are ignored and counted in
   * \a summary. Throws QgsProcessingException naming the layer or field.
   */
  SwSlopePolygons( const SwParameterReader &reader, const SwWorkingCrs &working, const SwSlopeThreshold &threshold, QgsProcessingFeedback *feedback, QStringList &summary );

  QString name() const override;
  SwSlopeFigures figures( const SwParcel &parcel, const SwSoilParts &soil ) const override;
  QString meanMethod() const override;
  QString missing( const SwSlopeFigures &figures ) const override;
  QStringList summary() const override;

private:
  SwFeatureIndex mPolygons; //!< attribute 0: slope in percent
  SwWorkingCrs mWorking;
  SwSlopeThreshold mThreshold;
  mutable SwParcelTally mOverlapping;
};

#endif // SWSLOPEPOLYGONS_H
