/***************************************************************************
  swreportmap.h: the map pictures of the planner's screening report. One
  overview of the whole city, with a scale bar in feet, a north arrow and
  the numbered frames of the insets; up to six insets on the places with
  the most flagged parcels, close enough to read each flagged parcel's APN,
  each with its own scale bar and north arrow; and the legend the report
  prints beside them.

  The parcels are drawn with the screened parcels style
  (styles/screenparcels.qml): each flag draws its own symbol over the
  others, so a parcel with three flags shows all three. Around them, the
  layers that cause the flags: sensitive areas, wells, infeasibility zones,
  and the streets for context (the report has no basemap: it must open
  offline and print).

  Why a class of its own: the report is written headless (parcelscreen,
  qgis_process, tests under QT_QPA_PLATFORM=offscreen) as well as in the
  desktop, for a city or a county; the pictures and their legend are made
  here once, and the report only places them. The map itself is rendered
  by a map renderer job, so a canceled QgsFeedback stops it mid-drawing
  (choosing the insets checks it every 1,000 parcels); the scale bar and
  the north arrow come from a print layout linked to the same extent,
  drawn in a white band below the map, where they never hide a parcel.

  How insets are chosen (deterministic: the same layer gives the same
  insets): the scale is fixed first, so that a typical flagged parcel
  (medians of the short and the long side of its bounding box) is at least
  40 px across and long enough for a typical APN label (labels turn along
  narrow parcels, inside them); that fixes the window's size on the
  ground. The flagged parcels' centres are counted on a grid
  of half-windows; the 2 x 2 block with the most of them, not yet shown,
  wins (ties: the northern, then the western); the window moves to the
  mean of the flagged parcels it holds until it settles, and every flagged
  parcel inside is then shown. A window that would cover more than a
  quarter of an earlier inset is passed over (with its block's parcels).
  Repeat until the maximum is reached or every flagged parcel is shown or
  passed over. A parcel counts as flagged when it has a flag other than
  "incomplete" (not fully screened parcels are drawn and named everywhere,
  but an inset is for what the ordinances flag).

  Small parcels and county scale: the overview never labels parcels it
  cannot fit, and when a typical parcel is under 8 px wide it draws each
  parcel as a plain fill of the main colour of its first class in the
  legend's order (vacant, partially vacant, hillside, infeasibility, ESA,
  not fully screened): a pattern coarser than the parcel would miss it,
  and the style's nine rule filters cost more than the drawing at county
  scale, so this plain style is categorised on one expression instead.
  Then wells shrink and sensitive areas go unnamed (the insets name them),
  and streets are named only where parcels are 6 px or more. QGIS's
  rendering simplification is on. Measured on 2 cores (overview only,
  1400 x 1000 px): the sample city (3,107 parcels) 0.35 s, 100,000
  parcels 1.2 to 1.6 s, 500,000 about 5.5 s, 2.5 million about 25 s, of
  which QGIS's own reading and filling of the polygons is some 15 to 18 s;
  choosing the insets reads the flagged parcels once before (3.5 s at 2.5
  million).

  Not thread safe: one object per thread. The layers given are cloned
  (the object owns its clones; the caller's layers, styles and labels are
  never touched and may be deleted after the call).
 ***************************************************************************/
#ifndef SWREPORTMAP_H
#define SWREPORTMAP_H

#include "core/swworkingcrs.h"
#include "report/swreportgrid.h"

#include "qgscoordinatetransformcontext.h"
#include "qgsrectangle.h"

#include <QColor>
#include <QImage>
#include <QList>
#include <QRect>
#include <QSet>
#include <QSize>
#include <QString>
#include <QStringList>

#include <memory>
#include <vector>

class QgsFeedback;
class QgsMapRendererSequentialJob;
class QgsMapSettings;
class QgsMapToPixel;
class QgsVectorLayer;

class SwReportMap
{
public:
  //! What a context layer is to the planner; it decides how the layer is drawn.
  enum class Role
  {
    SensitiveArea,     //!< ESA and SEA polygons: outlined, a translucent green hatch, above the parcels
    Well,              //!< well points, above everything
    InfeasibilityZone, //!< the ZONES map (field "condition"): each condition outlined in its own colour
    Street,            //!< right-of-way polygons (or street lines), light grey, beneath the parcels
    Subject,           //!< the parcel a sheet is about: a thick outline over everything
    WellReach,         //!< the circle within which a drinking-water well makes infiltration infeasible (100 ft): a dashed outline
  };

  //! One line of the legend.
  struct LegendEntry
  {
    QString key;   //!< stable id: the style's rule key ("vacant", "no_screen"...), or "sensitive_area", "well", "street", "zone_<condition>" ("zone" for a zones layer without a condition field)
    QString label; //!< in the planner's words
    QColor colour; //!< the main colour, drawn opaque wherever the class is on the map
    QImage swatch; //!< the symbol's preview
  };

  //! The scale bar as drawn.
  struct ScaleBar
  {
    double segmentFeet = 0; //!< one segment, a round number
    int segments = 0;
    QString text; //!< its labels as read left to right, e.g. "0 500 1,000 ft"
  };

  //! One finished picture.
  struct Picture
  {
    QImage image;                 //!< map above, scale bar and north arrow in the band below
    int number = 0;               //!< 0 for the overview, 1..N for the insets
    QString title;                //!< "Overview: 3,107 parcels, 841 flagged", "Inset 1: 37 flagged parcels" (also drawn in the band)
    QgsRectangle extent;          //!< what the map shows, working CRS
    QRect mapArea;                //!< where the map is in the image, pixels
    double feetPerPixel = 0;      //!< on the ground
    long long flaggedParcels = 0; //!< flagged parcels whose centre is in the extent
    ScaleBar scaleBar;
    QStringList labelledApns; //!< the APNs the labelling engine placed, sorted
    SwReportGrid grid;        //!< the overview's reference grid; empty on an inset
  };

  /**
   * One parcel as the overview draws it where parcels are a few pixels
   * wide, and as the insets are chosen: gathered while the screened layer
   * is written, so that a county's parcels are not read back twice.
   */
  struct ParcelMark
  {
    double x = 0; //!< the centre of its box, working CRS
    double y = 0;
    float width = 0; //!< its box, working CRS units
    float height = 0;
    quint8 kind = 0; //!< 0: no screen applies; k: classKeys()[k - 1], its first class in the legend's order
  };

  //! The style's parcel classes in the legend's order ("vacant" ... "incomplete"), as ParcelMark::kind counts them.
  static QStringList classKeys();
  //! The kind of a parcel with \a flags that was, or was not, \a screened (status ok or repaired).
  static quint8 kindOf( const QStringList &flags, bool screened );

  /**
   * Gives every parcel's mark, and the APNs of the first flagged parcels
   * (they size the insets' labels). The insets are then chosen from the
   * marks, and where parcels are a few pixels wide the overview draws them
   * from the marks: neither reads the layer.
   */
  void setParcelMarks( std::vector<ParcelMark> marks, const QStringList &flaggedApns );

  /**
   * The map of \a parcels (the screened parcels layer, with fields "apn",
   * "flags" and "status"), drawn in \a working. The layer is cloned and given
   * the screened parcels style; \a context transforms layers in other CRSs.
   */
  SwReportMap( const QgsVectorLayer *parcels, const SwWorkingCrs &working, const QgsCoordinateTransformContext &context = QgsCoordinateTransformContext() );
  ~SwReportMap();
  SwReportMap( const SwReportMap & ) = delete;
  SwReportMap &operator=( const SwReportMap & ) = delete;

  //! False when the parcels layer was missing or unreadable, or lacks a field the style needs (see error()).
  bool isValid() const { return mError.isEmpty(); }
  QString error() const { return mError; }

  /**
   * Draws \a layer (cloned) as \a role, naming its features by \a labelField
   * when given (sensitive areas' and streets' names; ignored when the field
   * is not there). \a legendLabel replaces the role's own words in the
   * legend. Of two layers of one role, the first given is drawn on top.
   */
  void addContext( Role role, const QgsVectorLayer *layer, const QString &labelField = QString(), const QString &legendLabel = QString() );

  //! The overview's whole picture, band included (default 1400 x 1000 px).
  void setOverviewSize( const QSize &size ) { mOverviewSize = size; }
  //! Each inset's whole picture, band included (default 900 x 700 px).
  void setInsetSize( const QSize &size ) { mInsetSize = size; }
  //! At most this many insets (default 6; 0 for none).
  void setMaximumInsets( int count ) { mMaximumInsets = count; }

  /**
   * The windows of the insets, in order, working CRS (chosen once, on the
   * first call of this, overview() or insets()). Empty when no parcel is
   * flagged; returns early, with what was found, when \a feedback is canceled.
   */
  QList<QgsRectangle> insetExtents( QgsFeedback *feedback = nullptr );

  /**
   * The overview with the insets' numbered frames. A null image when the
   * layer is not valid or \a feedback was canceled.
   */
  Picture overview( QgsFeedback *feedback = nullptr );

  /**
   * One picture of \a wanted (working CRS, widened to the picture's shape),
   * drawn as an inset is: APNs labelled, full style. A parcel sheet's map.
   * A null image when the layer is not valid or \a feedback was canceled.
   */
  Picture picture( const QgsRectangle &wanted, const QSize &size, const QString &title, QgsFeedback *feedback = nullptr );

  //! The insets, numbered from 1; stops (returning those done) when \a feedback is canceled.
  QList<Picture> insets( QgsFeedback *feedback = nullptr );

  /**
   * Every parcel class of the style (in the style's order: vacant, partially
   * vacant, hillside, infeasibility, ESA, not fully screened, no screen),
   * then what the context layers draw: sensitive areas, each infeasibility
   * condition on the map, wells, streets. Swatches of \a swatchSize pixels.
   * With \a within (working CRS), only the lines with something in it: a
   * one-parcel map does not send its reader looking for classes it lacks.
   */
  QList<LegendEntry> legend( const QSize &swatchSize = QSize( 36, 24 ), const QgsRectangle &within = QgsRectangle() ) const;

  //! The typical width of a flagged parcel (the narrow side of its bounding box, median), in feet; 0 before insetExtents().
  double typicalParcelFeet() const { return mTypicalFeet; }

private:
  struct Context;

  //! The layers of a picture: drawn over the parcels, the parcels (null when drawn from the marks), beneath them.
  struct Layers
  {
    QList<QgsVectorLayer *> above;
    QgsVectorLayer *parcels = nullptr;
    QList<QgsVectorLayer *> beneath;
  };

  //! Whether \a layer has a feature (matching \a expression when given) in \a within (working CRS; null: anywhere).
  bool anyWithin( const QgsVectorLayer *layer, const QgsRectangle &within, const QString &expression = QString() ) const;
  Picture render( const QgsRectangle &wanted, const QSize &size, int number, const QString &title, QgsFeedback *feedback );
  //! The picture's extent, scale and map settings for \a wanted; false when it cannot be drawn.
  bool frame( const QgsRectangle &wanted, const QSize &size, int number, const QString &title, Picture &picture, QgsMapSettings &settings, QgsFeedback *feedback ) const;
  //! The finished picture: \a map above the band (scale bar, title, north arrow; the insets' frames on the overview); false when the band cannot be drawn.
  bool finish( Picture &picture, const QgsMapSettings &settings, const QSize &size, const QImage &map ) const;
  Layers layersToDraw( bool overview, double feetPerPixel );
  //! Starts drawing \a layers (over \a background) by a job a cancel of \a feedback stops; the layers are read now, on this thread.
  std::unique_ptr<QgsMapRendererSequentialJob> startDrawing( QgsMapSettings settings, const QList<QgsVectorLayer *> &layers, const QColor &background, QgsFeedback *feedback ) const;
  //! Waits for \a job and takes its image and the APNs it labelled; false when canceled.
  bool finishDrawing( QgsMapRendererSequentialJob &job, QImage &image, QStringList *labelledApns, QgsFeedback *feedback ) const;
  //! Draws \a layers on \a image (filled with \a background first) by a job a cancel can stop; false when canceled.
  bool drawLayers( const QgsMapSettings &settings, const QList<QgsVectorLayer *> &layers, const QColor &background, QImage &image, QStringList *labelledApns, QgsFeedback *feedback ) const;
  //! Paints the parcel marks on \a image, each in its kind's main colour, a class before those after it in the legend.
  void drawMarks( const QgsMapToPixel &toPixel, double unitsPerPixel, QImage &image ) const;
  void chooseInsets( QgsFeedback *feedback );

  SwWorkingCrs mWorking;
  QgsCoordinateTransformContext mTransformContext;
  std::unique_ptr<QgsVectorLayer> mParcels;      //!< full style, APN labels
  std::unique_ptr<QgsVectorLayer> mParcelsPlain; //!< main colours only, for parcels a few pixels wide (made when first needed)
  std::vector<std::unique_ptr<Context>> mContext;
  QString mError;
  QgsRectangle mParcelsExtent; //!< working CRS
  long long mParcelCount = 0;

  QSize mOverviewSize{ 1400, 1000 };
  QSize mInsetSize{ 900, 700 };
  int mMaximumInsets = 6;

  bool mInsetsChosen = false;
  QList<QgsRectangle> mInsetExtents;
  QList<long long> mInsetFlagged;
  QList<QgsPointXY> mFlaggedCentres; //!< working CRS
  QSet<QString> mFlagsValues;        //!< every value of "flags" in the layer
  std::vector<ParcelMark> mMarks;    //!< every parcel, when given (setParcelMarks)
  QStringList mMarkedApns;           //!< the first flagged parcels' APNs, with the marks
  bool mHasMarks = false;
  double mTypicalFeet = 0;
  double mInsetFeetPerPixel = 0; //!< the insets' scale; the overview labels APNs only at this scale or closer
};

#endif // SWREPORTMAP_H
