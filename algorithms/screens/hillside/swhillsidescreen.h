/***************************************************************************
  swhillsidescreen.h: the hillside screen. Measures each parcel's slope
  (from a DEM by Horn's method, from slope polygons, or Cudahy's average by
  the contour method), the steep area and the steep area on erodible soil,
  and applies the profile's rule: Signal Hill definition EE and Beverly
  Hills "HILLSIDE" (known erosive soil, natural slope of 25% or more), or
  Cudahy's "single-family hillside residence" (residential, average slope of
  15% or more).
 ***************************************************************************/
#ifndef SWHILLSIDESCREEN_H
#define SWHILLSIDESCREEN_H

#include "screens/hillside/swdemslope.h"
#include "core/swfeatureindex.h"
#include "core/swlayerinput.h"
#include "pipeline/swscreen.h"

#include "qgscoordinatetransform.h"

#include <atomic>
#include <memory>

class SwHillsideScreen : public SwScreen
{
public:
  QString id() const override { return QStringLiteral( "hillside" ); }
  QString title() const override;
  void addParameters( SwParameterSink &sink, bool combined ) const override;
  QString parameterHelp() const override;
  bool isConfigured( const QVariantMap &parameters, QgsProcessingContext &context ) const override;
  void prepare( const QVariantMap &parameters, QgsProcessingContext &context, QgsProcessingFeedback *feedback, const SwScreenSetup &setup ) override;
  QgsFields fields() const override;
  void read( SwParcel &parcel ) override;
  QgsAttributes evaluate( const SwParcel &parcel ) const override;
  QString flag( const QgsAttributes &row ) const override;
  QStringList summary() const override;

  //! Status codes of this screen, beside the pipeline's.
  static QString outsideDem() { return QStringLiteral( "outside_dem" ); }
  static QString noData() { return QStringLiteral( "nodata" ); }
  static QString partialNoData() { return QStringLiteral( "partial_nodata" ); }

  //! The defaults of the expression parameters.
  static QString defaultErodibleExpression() { return QStringLiteral( "\"erosive\" = 'Y'" ); }
  static QString defaultResidentialExpression() { return QStringLiteral( "\"zoning\" LIKE 'R%' AND \"use_code\" LIKE '0%' AND \"use_code\" NOT LIKE '%V'" ); }

  //! Cudahy-style average slope in percent: S = 0.00229 I L / A (I ft, L ft, A acres).
  static double contourAverageSlope( double intervalFeet, double contourLengthFeet, double areaSqft );

  //! The minimum erodible steep area in force (sq ft), after prepare().
  double minSteepSqft() const { return mMinSteepSqft; }

private:
  //! What the slope source says about one parcel.
  struct SlopeFigures
  {
    bool measured = false;        //!< a slope source (DEM, slope polygons) was given
    QString status;               //!< empty, or outside_dem / nodata / partial_nodata
    double totalSqft = 0;         //!< parcel area as the source sees it
    double dataSqft = 0;          //!< area with a slope
    double meanPct = 0;           //!< coverage-weighted mean over dataSqft
    double maxPct = 0;            //!< steepest cell or polygon with area in the parcel
    double steepSqft = 0;         //!< area at or above the threshold
    double erodibleSteepSqft = 0; //!< of which on erodible soil
    bool hasData() const { return dataSqft > 0; }
  };

  //! The parcel's part on erodible soil (working CRS), null when none.
  QgsGeometry erodiblePart( const SwParcel &parcel ) const;
  SlopeFigures demFigures( const SwParcel &parcel, const QgsGeometry &erodible ) const;
  SlopeFigures polygonFigures( const SwParcel &parcel, const QgsGeometry &erodible ) const;
  //! Length (ft) of contour lines inside the parcel.
  double contourLengthFeet( const SwParcel &parcel ) const;
  bool isSteep( double percent ) const;
  //! True when a steep area (sq ft) is some ground and at least MIN_STEEP_SQFT.
  bool reachesMinimum( double sqft ) const;

  void prepareDem( const QVariantMap &parameters, QgsProcessingContext &context, QgsProcessingFeedback *feedback );
  void prepareSlopePolygons( const QVariantMap &parameters, QgsProcessingContext &context, QgsProcessingFeedback *feedback );
  void prepareContours( const QVariantMap &parameters, QgsProcessingContext &context, QgsProcessingFeedback *feedback );
  void prepareSoils( const QVariantMap &parameters, QgsProcessingContext &context, QgsProcessingFeedback *feedback );
  void prepareResidential( const QVariantMap &parameters, const SwScreenSetup &setup );

  SwWorkingCrs mWorking = SwWorkingCrs( QgsCoordinateReferenceSystem( SwWorkingCrs::defaultAuthId() ) );
  bool mCombined = false;
  QString mRule;
  double mThresholdPct = 25;
  double mMinSteepSqft = 100;
  QString mCitation;

  std::unique_ptr<SwDemSlope> mDem;
  QgsCoordinateTransform mToDem; //!< working CRS to the DEM's, when they differ
  double mDemFeetPerUnit = 1;

  bool mHasSlopePolygons = false;
  SwFeatureIndex mSlopePolygons; //!< attribute 0: slope in percent

  bool mHasContours = false;
  SwFeatureIndex mContours;
  double mContourIntervalFeet = 2;

  bool mHasSoils = false;
  SwFeatureIndex mErodibleSoils;
  QString mErodibleExpression;
  QString mSoilsName;
  //! Why erodible soil is unknown, for the basis of steep parcels.
  QString mSoilUnknownReason;

  //! Only Cudahy's rule asks whether a lot is residential.
  std::unique_ptr<SwLayerInput::Condition> mResidential;

  QStringList mSummary;
  mutable std::atomic<long long> mSoilUnknown{ 0 };
  mutable std::atomic<long long> mResidentialUnknown{ 0 };
  mutable std::atomic<long long> mOverlappingSlopePolygons{ 0 };
};

#endif // SWHILLSIDESCREEN_H
