/***************************************************************************
  swfootprintcoverage.h: the ground a footprint layer covers. A parcel with
  no footprint is vacant only where the layer was drawn: a layer of another
  neighbourhood, or clipped to half a city, says nothing about the parcels
  beyond it. The ground is the layer's extent by default, or the polygons
  of a coverage layer the planner gives (STRUCTURES_COVERAGE,
  IMPROVEMENTS_COVERAGE).
 ***************************************************************************/
#ifndef SWFOOTPRINTCOVERAGE_H
#define SWFOOTPRINTCOVERAGE_H

#include "core/swlayerinput.h"
#include "core/swworkingcrs.h"
#include "geometry/swzoneindex.h"

#include "qgsrectangle.h"

#include <QString>
#include <QStringList>

class SwParameterReader;
class QgsProcessingFeedback;
struct SwParcel;

class SwFootprintCoverage
{
public:
  //! How much of a parcel lies on the ground the layer covers.
  enum class Reach
  {
    Whole,
    Part,
    None
  };

  /**
   * The ground footprint layer \a footprints (parameter \a parameter)
   * covers: the polygons of \a coverageParameter when given, else the
   * layer's extent, in \a working. What was chosen goes to \a notes.
   */
  void prepare( const SwParameterReader &reader, SwLayerInput::Layer &footprints, const QString &parameter, const QString &coverageParameter, const SwWorkingCrs &working, QgsProcessingFeedback *feedback, QStringList &notes );

  //! True once prepare() ran on a given footprint layer.
  bool isSet() const { return mSet; }

  //! How much of \a parcel the ground covers; an uncovered part under \a toleranceSqft is a digitizing sliver. Thread safe.
  Reach reach( const SwParcel &parcel, double toleranceSqft ) const;

  //! The ground in the planner's words: "the extent of STRUCTURES layer 'buildings'".
  const QString &description() const { return mDescription; }

private:
  bool mSet = false;
  bool mFromLayer = false;
  QgsRectangle mExtent;
  SwZoneIndex mZone;
  SwWorkingCrs mWorking = SwWorkingCrs( QgsCoordinateReferenceSystem( SwWorkingCrs::defaultAuthId() ) );
  QString mDescription;
};

#endif // SWFOOTPRINTCOVERAGE_H
