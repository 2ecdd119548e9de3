/***************************************************************************
  swdesignvolumescreen.h: the design volume screen. For each parcel (or
  each project polygon given as the parcels) the storm water quality
  design volume it must retain (SWQDv), from the design storm over it, its
  impervious share and the profile's method; the part to retain on site
  and the biofiltration volume for the part technically infeasible to
  retain; and the intensity flow-through treatment is sized on.

  Where each figure comes from:
    design storm     DESIGN_STORM (the isohyet raster, coverage-weighted
                     mean; swdesignraster.h) or DESIGN_STORM_IN, against
                     the profile's fixed depth
    impervious share IMPERVIOUS_FRACTION_FIELD, else the parcels' own
                     impervious_fraction (a screened layer), else measured
                     on the fly by the impervious screen from STRUCTURES,
                     IMPROVEMENTS and/or LAND_COVER (SwImperviousScreen)
    infeasible share INFEASIBLE_FRACTION_FIELD, else the parcels' own
                     infeasible_fraction; without either the whole volume
                     is retained (infeasibility is the applicant's to show)
    intensity        FLOWTHROUGH_INTENSITY (raster) or _IN_HR
  The arithmetic: swdesignvolume.h. The row: swdesignvolumerow.h.
  Parameter names: swdesignvolumeparameters.h.

  A parcel whose design storm or impervious share is unknown is undecided:
  its volumes stay empty and its status says why. The screen raises no
  flag: its figures are what a project must build, not a finding.
 ***************************************************************************/
#ifndef SWDESIGNVOLUMESCREEN_H
#define SWDESIGNVOLUMESCREEN_H

#include "geopackage/swgeopackagetextinnumbers.h"
#include "lid/swdesignraster.h"
#include "lid/swdesignvolume.h"
#include "lid/swrainfallrange.h"
#include "pipeline/swscreen.h"

#include <QMutex>

#include <memory>
#include <optional>

class SwImperviousScreen;

class SwDesignVolumeScreen : public SwScreen
{
public:
  SwDesignVolumeScreen();
  ~SwDesignVolumeScreen() override;
  void addParameters( SwParameterSink &sink, bool combined ) const override;
  QString fieldsHelp() const override;
  void prepare( const QVariantMap &parameters, QgsProcessingContext &context, QgsProcessingFeedback *feedback, const SwScreenSetup &setup ) override;
  void read( SwParcel &parcel ) override;
  QgsAttributes evaluate( const SwParcel &parcel ) const override;
  QStringList summary() const override;
  bool readsSharedFigures() const override { return mImperviousShared || mInfeasibleShared; }
  QString flag( const QgsAttributes &row ) const override;
  QList<SwFlagWords> flagWords() const override;
  QList<SwReportColumn> reportColumns() const override;
  QStringList reportCells( const QgsAttributes &row ) const override;
  QString reportNote() const override;
  QString reasonWords( const QString &reason ) const override;

  //! Statuses of a parcel the screen could not decide in full.
  static QString outsideDesignStorm() { return QStringLiteral( "undecided_outside_design_storm" ); }
  static QString partlyOutsideDesignStorm() { return QStringLiteral( "undecided_partly_outside_design_storm" ); }
  static QString noImperviousFraction() { return QStringLiteral( "undecided_impervious_fraction" ); }
  static QString invalidImperviousFraction() { return QStringLiteral( "invalid_impervious_fraction" ); }
  static QString noPerviousCoefficient() { return QStringLiteral( "undecided_pervious_coefficient" ); }
  static QString invalidPerviousCoefficient() { return QStringLiteral( "invalid_pervious_coefficient" ); }
  static QString noInfeasibleFraction() { return QStringLiteral( "undecided_infeasible_fraction" ); }
  static QString invalidInfeasibleFraction() { return QStringLiteral( "invalid_infeasible_fraction" ); }

  //! Where the design storm came from: isohyet or fixed_depth.
  static QString isohyet() { return QStringLiteral( "isohyet" ); }
  static QString fixedDepth() { return QStringLiteral( "fixed_depth" ); }

private:
  //! A share (0 to 1) read from a parcel field: its value, or the status saying why there is none.
  struct Share
  {
    std::optional<double> value;
    QString status;
  };
  /**
   * The share in field \a index of \a parcel; \a missing or \a invalid when null or outside 0 to 1.
   * Text in a number column, which QGIS reads as 0, is refused with the layer, field and value.
   */
  Share shareOf( const SwParcel &parcel, int index, const QString &missing, const QString &invalid ) const;
  /**
   * The 85th percentile depth over \a parcel, or nothing when the raster does
   * not cover it (the status and what is known are then set in \a row).
   * A depth outside what the county's isohyets hold is refused.
   */
  std::optional<double> isohyetOver( const SwParcel &parcel, QgsAttributes &row ) const;
  //! The mapped intensity over \a parcel, or nothing when not known; one outside what the county's maps hold is refused.
  std::optional<double> mappedIntensity( const SwParcel &parcel ) const;
  //! The share an earlier screen of this run gave as \a figure; \a missing when it has none.
  static Share sharedShare( const SwParcel &parcel, const QString &figure, const QString &missing );
  //! The parcels' name, for messages about their fields.
  static QString parcelsName( const QVariantMap &parameters, QgsProcessingContext &context );

  std::unique_ptr<SwDesignVolume> mVolume;
  std::unique_ptr<SwDesignRaster> mStorm;
  std::optional<double> mStormDepthIn;
  std::unique_ptr<SwDesignRaster> mIntensity;
  std::optional<double> mIntensityInHr;
  int mImperviousIndex = -1;
  bool mImperviousShared = false; //!< from this run's impervious area screen
  //! Measures the impervious share when no field holds it.
  std::unique_ptr<SwImperviousScreen> mImpervious;
  QString mImperviousSource;
  int mPerviousIndex = -1;
  int mInfeasibleIndex = -1;
  bool mInfeasibleShared = false; //!< from this run's infeasibility screen
  QString mCitation;
  QString mBiofiltrationCitation;
  //! The parcels' layer name, and the values its number fields hold as text (a GeoPackage's REAL column may).
  QString mParcelsName;
  QStringList mParcelFieldNames;
  SwGeoPackageTextInNumbers mTextInNumbers;
  SwRainfallRange mIntensityRange;

  //! The run's totals for the report: parcels decided, their volumes, which depth won.
  struct Totals
  {
    long long parcels = 0;
    long long isohyetWon = 0;
    long long retentionDecided = 0;
    double swqdvCuft = 0;
    double retainCuft = 0;
    double biofiltrationCuft = 0;
    double largestCuft = 0;
  };
  //! Adds one parcel's figures to the totals (parallel workers call it).
  void count( const QgsAttributes &row ) const;
  mutable QMutex mTotalsMutex;
  mutable Totals mTotals;
};

#endif // SWDESIGNVOLUMESCREEN_H
