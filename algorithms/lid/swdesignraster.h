/***************************************************************************
  swdesignraster.h: a rainfall raster of the design volume (the county's
  85th percentile 24-hour isohyets in inches, or a rainfall intensity in
  in/hr) and its value over a parcel: the mean of the cells weighted by
  the exact part of each cell inside the parcel (SwCellCoverage), so a lot
  across two isohyet cells gets the area-weighted depth, not the value at
  its centre. A parcel the raster does not cover in full is not decided
  by it: the depth over the uncovered part is unknown.
 ***************************************************************************/
#ifndef SWDESIGNRASTER_H
#define SWDESIGNRASTER_H

#include "screens/hillside/swrasterband.h"

#include "qgscoordinatetransform.h"

#include <memory>

class QgsProcessingFeedback;
class SwInputNotes;
class SwParameterReader;
class SwWorkingCrs;

class SwDesignRaster
{
public:
  //! How much of a parcel the raster's cells with data cover.
  enum class Coverage
  {
    Whole,            //!< every part: the mean is the parcel's
    Partly,           //!< some parts have no data (off the raster, NoData): the mean is of the rest
    None,             //!< no part
    NotTransformable, //!< the parcel cannot be moved into the raster's CRS
  };

  struct Mean
  {
    double value = 0;
    Coverage coverage = Coverage::None;
  };

  /**
   * Opens the raster parameter \a parameter names (band 1), whose values
   * are in \a unitWord ("in", "in/hr"): millimetres (declared as mm) are
   * turned into inches. Throws QgsProcessingException naming the
   * parameter and the raster when it cannot be read or its unit is neither.
   */
  SwDesignRaster( const SwParameterReader &reader, const QString &parameter, const QString &unitWord, const SwWorkingCrs &working, QgsProcessingFeedback *feedback, SwInputNotes &notes );
  ~SwDesignRaster();

  //! The coverage-weighted mean over \a parcelGeometry (in the working CRS). Thread safe.
  Mean mean( const QgsGeometry &parcelGeometry ) const;

  //! The raster's name, for messages.
  QString name() const { return mBand->name(); }
  //! How its values were read, for messages: "the band declares 'mm': divided by 25.4".
  QString unitAccount() const { return mUnitAccount; }

private:
  std::unique_ptr<SwRasterBand> mBand;
  QgsCoordinateTransform mToRaster; //!< working CRS to the raster's, when they differ
  //! Inches (or in/hr) per unit of the raster's values.
  double mScale = 1;
  QString mUnitAccount;
};

#endif // SWDESIGNRASTER_H
