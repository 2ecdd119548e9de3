/***************************************************************************
  swreportmapparts.h: what the files of the report map share (its own
  vocabulary, not an interface): the sizes a picture is drawn at, the
  colours and symbols of the context layers, text formats, the plain style
  for parcels a few pixels wide, and a context layer's copies. The map is
  one class (SwReportMap) whose work lives in four files by job:
  swreportmap.cpp (the layers given and the legend), swreportinsets.cpp
  (where the insets go), swreportmapdrawing.cpp (the layers and marks drawn)
  and swreportmappictures.cpp (framing, scale bar, north arrow, band).
 ***************************************************************************/
#ifndef SWREPORTMAPPARTS_H
#define SWREPORTMAPPARTS_H

#include "report/swreportmap.h"

#include "qgspallabeling.h"
#include "qgstextformat.h"

#include <QColor>
#include <QImage>
#include <QList>
#include <QSet>
#include <QSize>
#include <QString>

#include <memory>
#include <utility>

class QgsCategorizedSymbolRenderer;
class QgsFillSymbol;
class QgsMarkerSymbol;
class QgsRuleBasedRenderer;
class QgsSymbol;

namespace SwReportMapParts
{
  // Pictures are drawn at screen resolution: the report is read on screen
  // and its PNGs are printed at this size.
  inline constexpr double DPI = 96.0;
  inline constexpr double MM_PER_PIXEL = 25.4 / DPI;
  // The white band below the map that holds the scale bar, the title and the north arrow.
  inline constexpr int BAND_PIXELS = 64;
  // An APN label needs this many pixels of parcel besides its own length.
  inline constexpr double LABEL_PADDING_PIXELS = 8;
  // A typical flagged parcel is at least this wide (its narrow side) in an inset.
  inline constexpr double MINIMUM_PARCEL_PIXELS = 40;
  // Below this typical width (pixels) the overview draws each class as a plain
  // fill: the styles' patterns repeat every 7.5 to 10 px and would miss a smaller parcel.
  inline constexpr double PLAIN_BELOW_PIXELS = 8;
  // Streets are named on the overview only when parcels are this wide (pixels): a city, not a county.
  inline constexpr double STREET_NAMES_FROM_PIXELS = 6;
  inline constexpr double APN_POINTS = 8;
  // Two scale bar segments need this many pixels each for their numbers.
  inline constexpr double MINIMUM_SEGMENT_PIXELS = 60;
  // An inset may share at most this part of its area with an earlier one.
  inline constexpr double MAXIMUM_INSET_OVERLAP = 0.25;

  inline const QString FONT = QStringLiteral( "DejaVu Sans" );

  // A well's marker (mm): on a city map, and where parcels are a few pixels wide.
  inline constexpr double WELL_MM = 2.6;
  inline constexpr double WELL_SMALL_MM = 1.5;

  // A parcel an inset is for: at least one flag besides "incomplete".
  // Written so that OGR and PostgreSQL run it as SQL.
  inline const QString FLAGGED = QStringLiteral( "\"flags\" IS NOT NULL AND \"flags\" <> '' AND \"flags\" <> 'incomplete'" );
  // A parcel whose APN an inset labels: any class but "no screen applies".
  inline const QString LABELLED_APN = QStringLiteral( "CASE WHEN coalesce(\"flags\", '') <> '' OR coalesce(\"status\", 'ok') NOT IN ('ok', 'repaired') THEN \"apn\" END" );

  //! Each condition of the infeasibility zones map: its colour and words.
  struct Condition
  {
    QString value;
    QColor colour;
    QString label;
  };

  // The zones' tint beneath everything: a hint of the area, never a colour of its own.
  inline constexpr int ZONE_TINT_ALPHA = 28;

  inline const QColor SENSITIVE_AREA( 53, 151, 143 );
  inline const QColor WELL( 8, 48, 107 );
  inline const QColor STREET( 212, 215, 219 );
  inline const QColor STREET_NAME( 90, 90, 90 );
  inline const QColor FRAME( 37, 37, 37 );
  inline const QColor SUBJECT( 200, 30, 30 );

  // The plain style's category of a parcel: its flags and whether its status says it was fully screened.
  inline const QString PLAIN_KEY = QStringLiteral( "coalesce(\"flags\", '') || '|' || CASE WHEN coalesce(\"status\", 'ok') IN ('ok', 'repaired') THEN 'ok' ELSE 'not' END" );

  using SwLabelPlacement = decltype( QgsPalLayerSettings::placement );

  QString number( long long value );

  QString count( long long value, const QString &one, const QString &many );

  //! The largest of 1, 2, 2.5 and 5 times a power of ten not above \a value.
  double roundDown( double value );

  QString feetText( double feet );

  QgsTextFormat textFormat( double points, const QColor &colour, bool bold = false, bool italic = false, double bufferMm = 0 );

  //! A fill of \a colour; with \a sealed, a hairline of the same colour closes the antialiasing seams between neighbours.
  QgsFillSymbol *plainFill( const QColor &colour, bool sealed = false );

  QgsFillSymbol *outlinedFill( const QColor &fill, const QColor &outline, double outlineMm );

  //! Opaque outline (the main colour) over a translucent hatch of the same colour.
  QgsFillSymbol *hatchedArea( const QColor &colour );

  QgsMarkerSymbol *wellMarker( const QColor &colour );

  const QList<Condition> &conditions();

  QImage swatchOf( QgsSymbol *symbol, const QSize &size );

  /**
   * The plain copy of the style, for parcels a few pixels wide: one plain
   * fill per parcel, the main colour of the first class of the style (the
   * legend's order) the parcel belongs to. Categorised on one cheap
   * expression rather than a rule per class: at county scale the style's
   * nine filters cost more than drawing. The categories are every flags
   * value of \a layer (\a flagsValues), fully screened or not, each classed
   * by the style's own filters, so the two never disagree.
   */
  QgsCategorizedSymbolRenderer *plainRenderer( QgsRuleBasedRenderer *full, const QgsVectorLayer *layer, const QSet<QString> &flagsValues );

  QgsVectorLayer *cloneOf( const QgsVectorLayer *layer );

  void setLabels( QgsVectorLayer *layer, const QString &expression, const QgsTextFormat &format, SwLabelPlacement placement, bool obstacle );

  QString quoted( const QString &field );
} // namespace SwReportMapParts

struct SwReportMap::Context
{
  Role role = Role::Street;
  std::unique_ptr<QgsVectorLayer> above; //!< drawn over the parcels (or the only copy)
  std::unique_ptr<QgsVectorLayer> below; //!< drawn beneath the parcels, when the role has two copies
  bool labelled = false;
  //! Its lines of the legend (swatch drawn when asked) with the symbol each is drawn from.
  QList<std::pair<LegendEntry, std::shared_ptr<QgsSymbol>>> legend;
};

#endif // SWREPORTMAPPARTS_H
