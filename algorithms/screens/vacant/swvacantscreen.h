/***************************************************************************
  swvacantscreen.h: the vacant parcel screen (Signal Hill 12.16, definitions
  IIII "Vacant Parcel", YYY "Contiguous Vacant Parcel", CCCC "Partially
  Vacant Parcel"; vacant parcel provisions C.1). Each parcel is vacant,
  partially_vacant or improved from structure and improvement footprints
  and/or an attribute rule; vacant parcels of one owner that touch (within a
  snapping tolerance, not across a right-of-way) form one contiguous vacant
  parcel, and a parcel or group qualifies at 1.0 acre or more.
 ***************************************************************************/
#ifndef SWVACANTSCREEN_H
#define SWVACANTSCREEN_H

#include "core/swfeatureindex.h"
#include "pipeline/swscreen.h"

#include "qgsexpression.h"
#include "qgsexpressioncontext.h"

#include <QMutex>

#include <atomic>
#include <vector>

class SwVacantScreen : public SwScreen
{
public:
  QString id() const override { return QStringLiteral( "vacant" ); }
  QString title() const override;
  void addParameters( SwParameterSink &sink, bool combined ) const override;
  QString parameterHelp() const override;
  bool isConfigured( const QVariantMap &parameters, QgsProcessingContext &context ) const override;
  void prepare( const QVariantMap &parameters, QgsProcessingContext &context, QgsProcessingFeedback *feedback, const SwScreenSetup &setup ) override;
  QgsFields fields() const override;
  void read( SwParcel &parcel ) override;
  QgsAttributes evaluate( const SwParcel &parcel ) const override;
  bool needsAllParcels() const override { return true; }
  void finish( std::vector<QgsAttributes> &rows, QgsProcessingFeedback *feedback ) override;
  bool keep( const QgsAttributes &row ) const override;
  QString flag( const QgsAttributes &row ) const override;
  QStringList summary() const override;

  //! How footprints and the expression combine, for the algorithm's help.
  static QString combinationHelp();

  static QString vacant() { return QStringLiteral( "vacant" ); }
  static QString partiallyVacant() { return QStringLiteral( "partially_vacant" ); }
  static QString improved() { return QStringLiteral( "improved" ); }
  static QString notEvaluated() { return QStringLiteral( "not_evaluated" ); }

  //! A type as the profile lists it: lower case, spaces and hyphens as single underscores.
  static QString normalisedType( const QString &type );

  //! Positions of the fields in a row of this screen.
  enum Column
  {
    Vacancy = 0,
    UnimprovedSqft,
    OwnerKey,
    GroupId,
    GroupAcres,
    GroupSize,
    Qualifies,
    Reason,
    Basis,
    Citation,
    Status,
    ColumnCount
  };

private:
  //! What finish() needs of a vacant parcel, recorded by evaluate().
  struct VacantRecord
  {
    long long index = 0;
    QString ownerKey;
    QgsGeometry geometry; //!< working CRS
    QgsRectangle bbox;
    double areaSqft = 0;
  };

  /**
   * Adds to \a pieces the parts of the parcel covered by footprints of
   * \a index that overlap it by the digitizing tolerance or more, and
   * counts them. \a preparedParcel is prepared on first need and reused.
   */
  void collectFootprints( const SwFeatureIndex &index, const SwParcel &parcel, SwGeos::PreparedPtr &preparedParcel, std::vector<geos::unique_ptr> &pieces, int &count ) const;
  //! True when the contact of two parcels lies wholly within the right-of-way.
  bool contactInRightOfWay( const QgsGeometry &a, const QgsGeometry &b ) const;
  QString acresText( double sqft ) const;

  SwWorkingCrs mWorking = SwWorkingCrs( QgsCoordinateReferenceSystem( SwWorkingCrs::defaultAuthId() ) );
  bool mUseFootprints = false;
  bool mHasStructures = false;
  bool mHasImprovements = false;
  bool mUseExpression = false;
  bool mHasRightOfWay = false;
  bool mOnlyQualifying = false;
  SwFeatureIndex mStructures;
  SwFeatureIndex mImprovements;
  SwFeatureIndex mRightOfWay;
  QgsExpression mExpression;
  QgsExpressionContext mExpressionContext;
  QString mExpressionText;
  int mOwnerIndex = -1;
  double mMinSqft = 43560;
  double mMinAcres = 1;
  double mToleranceSqft = 1;
  double mSnapFeet = 0.5;
  QString mVacantCitation;
  QString mContiguousCitation;
  QString mPartialCitation;
  QString mImprovedCitation;
  QStringList mPrepareNotes;

  mutable QMutex mStoreMutex;
  mutable std::vector<VacantRecord> mStore;
  mutable std::atomic<long long> mDisagreements{ 0 };
  mutable std::atomic<long long> mFootprintOnlyVacant{ 0 };
  mutable std::atomic<long long> mExpressionOnlyVacant{ 0 };
  mutable std::atomic<long long> mNoOwner{ 0 };
  long long mRightOfWayContacts = 0;
  long long mGroupsFormed = 0;
};

#endif // SWVACANTSCREEN_H
