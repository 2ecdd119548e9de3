/***************************************************************************
  swmappedground.h: the ground a reference layer maps (soils, seasonal high
  groundwater). Outside every polygon of such a layer the layer says
  nothing: a soil survey with a hole, a groundwater map of part of a city.
  There the condition is unknown, never "no", unless the planner says the
  layer lists every place the condition occurs (a layer of shallow-
  groundwater zones: outside them groundwater is deeper), by the layer's
  _OUTSIDE parameter. Shared by the hillside and infeasibility screens.
 ***************************************************************************/
#ifndef SWMAPPEDGROUND_H
#define SWMAPPEDGROUND_H

#include "core/swchoiceparameter.h"
#include "core/swparceltally.h"
#include "core/swworkingcrs.h"
#include "geometry/swzoneindex.h"

#include <QString>
#include <QVector>

class SwParameterReader;
class SwParameterSink;
struct SwParcel;

class SwMappedGround
{
public:
  //! The _OUTSIDE options: unknown (the default), not_present.
  static const SwChoices &outsideChoices();
  static QString unknown() { return QStringLiteral( "unknown" ); }
  static QString notPresent() { return QStringLiteral( "not_present" ); }

  /**
   * Adds the _OUTSIDE parameter \a name of layer parameter
   * \a layerParameter to \a sink; \a presence names what the layer maps
   * ("seasonal high groundwater"), \a inventory a layer for which outside
   * means not present ("a layer of the shallow-groundwater zones only").
   */
  static void addParameter( SwParameterSink &sink, const QString &name, const QString &layerParameter, const QString &presence, const QString &inventory );

  //! SOILS_OUTSIDE: the hillside and infeasibility screens read the same SOILS, so they share it.
  static QString soilsOutside() { return QStringLiteral( "SOILS_OUTSIDE" ); }
  static void addSoilsParameter( SwParameterSink &sink );

  /**
   * Reads \a outsideParameter; when outside is unknown, the ground is the
   * union of \a polygons (working CRS), the layer's polygons that hold a
   * value. \a layerParameter and \a layerName name the layer in the log.
   * Called once per run.
   */
  void prepare( const SwParameterReader &reader, const QString &outsideParameter, const QString &layerParameter, const QString &layerName, const QVector<QgsGeometry> &polygons );

  //! True when ground outside the layer's polygons is unknown.
  bool outsideUnknown() const { return mUnknown; }

  /**
   * The part of \a parcel on no polygon of the layer (working CRS), null
   * when there is none, when it is a sliver, or when outside means not
   * present. A parcel with such a part is counted for summary(). Thread safe.
   */
  geos::unique_ptr unmapped( const SwParcel &parcel, const SwWorkingCrs &working ) const;

  /**
   * True when more than a sliver of \a parcel is off the layer and outside
   * is unknown, without the shape (counted as unmapped() counts);
   * \a mappedParts, when given, receives the parcel's parts on the layer.
   */
  bool offMap( const SwParcel &parcel, const SwWorkingCrs &working, std::vector<geos::unique_ptr> *mappedParts = nullptr ) const;

  //! Less than this many square feet off the layer is a shared edge's round-off.
  static constexpr double SLIVER_SQFT = 0.01;

  //! How many parcels lie wholly or partly off the layer, and which, for the log and the report; empty when none.
  QString summary() const;
  //! "the polygons of SOILS layer 'soils'" or "not present outside SOILS layer 'soils'", for the data sources.
  QString statement() const;

private:
  bool mUnknown = false;
  QString mParameter;
  QString mLayerParameter;
  QString mLayerName;
  SwZoneIndex mGround;
  mutable SwParcelTally mOutside;
};

#endif // SWMAPPEDGROUND_H
