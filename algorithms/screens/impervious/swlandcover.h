/***************************************************************************
  swlandcover.h: a land-cover raster as a source of impervious area. The
  cells of the classes a planner names (LAND_COVER_CLASSES) are impervious;
  each counts by the exact part of its area inside the parcel
  (SwCellCoverage), so a 5,000 sq ft lot on 30 m cells gets its true
  figure, not one cell or none. A parcel not wholly on cells with data is
  not measured: the raster says nothing about the ground it does not cover.
 ***************************************************************************/
#ifndef SWLANDCOVER_H
#define SWLANDCOVER_H

#include "core/swworkingcrs.h"

#include "qgscoordinatetransform.h"
#include "qgsgeometry.h"

#include <memory>
#include <vector>

class QgsProcessingFeedback;
class SwInputNotes;
class SwParameterReader;
class SwRasterBand;
struct SwParcel;

class SwLandCover
{
public:
  //! How much of a parcel the raster knows.
  enum class Reach
  {
    Whole,           //!< every part of the parcel is on a cell with data
    Outside,         //!< a part of the parcel (or all of it) lies off the raster
    NoData,          //!< on the raster, but a part lies on NoData cells
    NotTransformable //!< the parcel cannot be moved into the raster's CRS
  };

  //! What the raster says of one parcel.
  struct Measure
  {
    Reach reach = Reach::Whole;
    //! Impervious cells inside the parcel, square feet (when Whole).
    double imperviousSqft = 0;
    //! Of those, the part under the footprints given to measure().
    double underFootprintsSqft = 0;
  };

  /**
   * Opens LAND_COVER (band LAND_COVER_BAND) and reads LAND_COVER_CLASSES.
   * A part of a parcel off the raster or on NoData smaller than
   * \a toleranceSqft is a sliver. Throws QgsProcessingException naming the
   * parameter and the raster.
   */
  SwLandCover( const SwParameterReader &reader, const SwWorkingCrs &working, double toleranceSqft, QgsProcessingFeedback *feedback, SwInputNotes &notes );
  ~SwLandCover();
  SwLandCover( const SwLandCover & ) = delete;
  SwLandCover &operator=( const SwLandCover & ) = delete;

  /**
   * The impervious cells of \a parcel, and the part of them under
   * \a footprints (polygons inside the parcel, in the working CRS; null for
   * none). Thread safe.
   */
  Measure measure( const SwParcel &parcel, const QgsGeometry &footprints ) const;

  //! "LAND_COVER raster 'nlcd', classes 22, 23, 24".
  QString description() const;

private:
  //! True when \a value is one of the impervious classes.
  bool impervious( double value ) const;

  std::unique_ptr<SwRasterBand> mRaster;
  std::vector<double> mClasses;
  QString mClassesText;
  QgsCoordinateTransform mToRaster; //!< working CRS to the raster's, when they differ
  double mSqftPerCell = 1;
  double mToleranceSqft = 1;
};

#endif // SWLANDCOVER_H
