/***************************************************************************
  swhillsidescreen.h: the hillside screen. Measures each parcel's slope
  (from a DEM by Horn's method, from slope polygons, or Cudahy's average by
  the contour method), the steep area and the steep area on erodible soil,
  and applies the profile's rule: Signal Hill definition EE and Beverly
  Hills "HILLSIDE" (known erosive soil, natural slope of 25% or more), or
  Cudahy's "single-family hillside residence" (residential, average slope of
  15% or more).

  Where things are:
    swhillsidescreen.*     parameters, prepare and evaluate (this class)
    swhillsideparameters.h the parameter names
    swslopesource.h        the figures a slope source gives, the threshold
    swdemsource.*          the DEM: band, elevation unit, Z factor, cell coverage
      swdemslope.*         Horn's slope read a window at a time
      swcellcoverage.*     exact part of each cell inside a parcel
    swslopepolygons.*      slope polygons instead of a DEM
    swcontourslope.*       the contour method, S = 0.00229 I L / A
    swhillsideconditions.* erodible soil and residential use
    swhillsiderule.*       the ordinance rules and the basis in plain words
    swhillsiderow.h        the output row
 ***************************************************************************/
#ifndef SWHILLSIDESCREEN_H
#define SWHILLSIDESCREEN_H

#include "screens/hillside/swcontourslope.h"
#include "screens/hillside/swhillsideconditions.h"
#include "screens/hillside/swhillsiderule.h"
#include "screens/hillside/swslopesource.h"
#include "pipeline/swscreen.h"

#include <memory>

class SwParameterReader;
class SwProfile;

class SwHillsideScreen : public SwScreen
{
public:
  SwHillsideScreen();
  void addParameters( SwParameterSink &sink, bool combined ) const override;
  QString fieldsHelp() const override;
  void prepare( const QVariantMap &parameters, QgsProcessingContext &context, QgsProcessingFeedback *feedback, const SwScreenSetup &setup ) override;
  void read( SwParcel &parcel ) override;
  QgsAttributes evaluate( const SwParcel &parcel ) const override;
  QString flag( const QgsAttributes &row ) const override;
  QList<SwFlagWords> flagWords() const override;
  QList<SwReportColumn> reportColumns() const override;
  QStringList reportCells( const QgsAttributes &row ) const override;
  //! Also "undecided" when the inputs cannot tell hillside or not (steep, soil unknown; residential use unknown).
  QString incompleteReason( const QgsAttributes &row ) const override;
  QString reasonWords( const QString &reason ) const override;
  QStringList summary() const override;

  //! The minimum erodible steep area in force (sq ft), after prepare().
  double minSteepSqft() const { return mRule.minSteepSqft(); }

private:
  //! MIN_STEEP_SQFT, else the profile's hillside.min_steep_sqft, else none.
  void setMinimum( const SwParameterReader &reader, const SwProfile &profile );

  SwHillsideRule mRule;
  //! The DEM or the slope polygons; null when only CONTOURS are given.
  std::unique_ptr<SwSlopeSource> mSlope;
  //! Null when CONTOURS are not given.
  std::unique_ptr<SwContourSlope> mContours;
  SwErodibleSoils mSoils;
  SwResidentialUse mResidential;
  QStringList mSummary;
};

#endif // SWHILLSIDESCREEN_H
