/***************************************************************************
  swcontourslope.h: the contour method of Cudahy's code: a lot's average
  slope from the length of the contour lines inside it,
  S = 0.00229 I L / A (I the contour interval in feet, L the contour length
  in feet, A the lot's area in acres). It gives an average slope only, no
  steep area.
 ***************************************************************************/
#ifndef SWCONTOURSLOPE_H
#define SWCONTOURSLOPE_H

#include "pipeline/swparcel.h"
#include "geometry/swfeatureindex.h"
#include "core/swworkingcrs.h"

#include <memory>

class QgsProcessingFeedback;
class SwParameterReader;

class SwContourSlope
{
public:
  //! One parcel's average slope by the contour method.
  struct Average
  {
    double percent = 0;    //!< NaN when the parcel has no area
    double lengthFeet = 0; //!< contour length inside the parcel
    double areaSqft = 0;
  };

  /**
   * The contours CONTOURS names at CONTOUR_INTERVAL, or null when CONTOURS
   * is not given. Throws QgsProcessingException naming the layer or value.
   */
  static std::unique_ptr<SwContourSlope> load( const SwParameterReader &reader, const SwWorkingCrs &working, QgsProcessingFeedback *feedback, QStringList &summary );

  //! S = 0.00229 I L / A in percent (I ft, L ft, A acres); NaN when \a areaSqft is not positive.
  static double averageSlope( double intervalFeet, double contourLengthFeet, double areaSqft );

  Average average( const SwParcel &parcel ) const;
  //! How \a average was found, for the basis: the formula with its figures.
  QString method( const Average &average ) const;

private:
  SwContourSlope( const SwWorkingCrs &working, double intervalFeet );
  //! Length (ft) of contour lines inside the parcel.
  double lengthFeet( const SwParcel &parcel ) const;

  SwFeatureIndex mContours;
  SwWorkingCrs mWorking;
  double mIntervalFeet = 2;
};

#endif // SWCONTOURSLOPE_H
