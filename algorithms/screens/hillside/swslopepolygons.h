/***************************************************************************
  swslopepolygons.h: slope polygons (the slope bands some cities publish,
  a slope in percent per polygon) as the hillside screen's slope source,
  instead of a DEM. Each polygon counts by its exact overlap with the
  parcel. Off every polygon the layer says nothing, unless the city maps
  only its steep classes (Mercer Island publishes its 40%-and-steeper
  polygons alone): SLOPE_POLYGONS_OUTSIDE = not_steep reads that ground as
  under the threshold, a known slope class with no number.
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
class SwParameterSink;
struct SwChoices;

class SwSlopePolygons : public SwSlopeSource
{
public:
  //! The SLOPE_POLYGONS_OUTSIDE options: unknown (the default), not_steep.
  static const SwChoices &outsideChoices();
  static QString unknown() { return QStringLiteral( "unknown" ); }
  static QString notSteep() { return QStringLiteral( "not_steep" ); }
  //! Adds SLOPE_POLYGONS_OUTSIDE to \a sink.
  static void addOutsideParameter( SwParameterSink &sink );

  /**
   * Loads the polygons SLOPE_POLYGONS names with their slope from
   * SLOPE_FIELD; polygons without a usable slope are ignored and counted in
   * \a summary; SLOPE_POLYGONS_OUTSIDE says what the ground off them is.
   * Throws QgsProcessingException naming the layer, field or value.
   */
  SwSlopePolygons( const SwParameterReader &reader, const SwWorkingCrs &working, const SwSlopeThreshold &threshold, QgsProcessingFeedback *feedback, QStringList &summary );

  QString name() const override;
  SwSlopeFigures figures( const SwParcel &parcel, const SwSoilParts &soil ) const override;
  QString meanMethod() const override;
  QString missing( const SwSlopeFigures &figures ) const override;
  QStringList summary() const override;

private:
  //! A parcel partly or wholly off the polygons with SLOPE_POLYGONS_OUTSIDE = not_steep: its rest is under the threshold.
  void readOffPolygonsAsNotSteep( SwSlopeFigures &figures ) const;

  SwFeatureIndex mPolygons; //!< attribute 0: slope in percent
  SwWorkingCrs mWorking;
  SwSlopeThreshold mThreshold;
  //! SLOPE_POLYGONS_OUTSIDE = not_steep: off the polygons the ground is under the threshold.
  bool mNotSteepOutside = false;
  mutable SwParcelTally mOverlapping;
};

#endif // SWSLOPEPOLYGONS_H
