/***************************************************************************
  swvacantscreen.h: the vacant parcel screen (Signal Hill 12.16, definitions
  IIII "Vacant Parcel", YYY "Contiguous Vacant Parcel", CCCC "Partially
  Vacant Parcel"; vacant parcel provisions C.1). Each parcel is vacant,
  partially_vacant or improved from structure and improvement footprints
  and/or an attribute rule; vacant parcels of one owner that touch (within a
  snapping tolerance, not across a right-of-way) form one contiguous vacant
  parcel, and a parcel or group qualifies at 1.0 acre or more.

  The screen's pieces: swvacantrow.h (the output row),
  swvacantparameters.h/.cpp (parameters and help), screens/swfootprints
  (the footprint layers, shared with the impervious area screen, read by
  this screen's rule, and the unimproved area they leave),
  swvacantexpression (VACANT_EXPRESSION), swvacantcontiguity (grouping
  and the right-of-way contact test). This file ties them together and
  makes the ordinance's call.
 ***************************************************************************/
#ifndef SWVACANTSCREEN_H
#define SWVACANTSCREEN_H

#include "core/swparceltally.h"
#include "pipeline/swscreen.h"
#include "screens/vacant/swvacantcontiguity.h"
#include "screens/vacant/swvacantexpression.h"
#include "screens/vacant/swvacantimprovementdata.h"
#include "screens/swfootprints.h"

#include <QMutex>

#include <array>
#include <atomic>
#include <vector>

class SwVacantScreen : public SwScreen
{
public:
  SwVacantScreen();

  // Contiguous vacant parcels join across parcel lines: every parcel is
  // evaluated first, then finish() groups them before any is written.
  bool needsAllParcels() const override { return true; }
  void finish( std::vector<QgsAttributes> &rows, QgsProcessingFeedback *feedback ) override;
  //! ONLY_QUALIFYING writes only the qualifying parcels (and those not evaluated).
  bool keep( const QgsAttributes &row ) const override;

  void addParameters( SwParameterSink &sink, bool combined ) const override;
  QString fieldsHelp() const override;
  void prepare( const QVariantMap &parameters, QgsProcessingContext &context, QgsProcessingFeedback *feedback, const SwScreenSetup &setup ) override;
  void read( SwParcel &parcel ) override;
  QgsAttributes evaluate( const SwParcel &parcel ) const override;
  QString flag( const QgsAttributes &row ) const override;
  //! Also the vacant and partially vacant parcels under the acre, so the report says why they get no notice.
  bool listedInReport( const QgsAttributes &row ) const override;
  QString reportNote() const override;
  QList<SwFlagWords> flagWords() const override;
  QList<SwReportColumn> reportColumns() const override;
  QStringList reportCells( const QgsAttributes &row ) const override;
  QStringList summary() const override;
  QString reasonWords( const QString &reason ) const override;

  static QString vacant() { return QStringLiteral( "vacant" ); }
  static QString partiallyVacant() { return QStringLiteral( "partially_vacant" ); }
  static QString improved() { return QStringLiteral( "improved" ); }
  static QString notEvaluated() { return QStringLiteral( "not_evaluated" ); }
  //! Measured, but the data cannot decide: structures only, no improvements (status undecided_improvements_not_mapped).
  static QString notDecided() { return QStringLiteral( "not_decided" ); }
  //! Statuses of a parcel the footprint layers were not drawn over (wholly, or in part with no counting footprint on the rest).
  static QString outsideFootprints() { return QStringLiteral( "outside_footprints" ); }
  static QString partlyOutsideFootprints() { return QStringLiteral( "partly_outside_footprints" ); }

private:
  //! A parcel's vacancy and what it rests on.
  struct Vacancy
  {
    QString vacancy;
    QString basis;
  };
  //! Combines the footprints' class and the expression's answer (see fieldsHelp()).
  Vacancy combine( const QString &footprintClass, const SwParcel &parcel ) const;
  QString acresText( double sqft ) const;
  //! Makes \a row not decided for want of the improvements: \a found is what the structures show.
  void setNotDecided( QgsAttributes &row, const QString &found ) const;
  //! Writes a decided vacant parcel's group: its id, acres tested, size, whether it qualifies, why and the citation.
  void setGroup( QgsAttributes &row, long long id, double sqft, int size ) const;

  SwWorkingCrs mWorking = SwWorkingCrs( QgsCoordinateReferenceSystem( SwWorkingCrs::defaultAuthId() ) );
  bool mUseFootprints = false;
  bool mUseExpression = false;
  bool mOnlyQualifying = false;
  SwFootprints mFootprints;
  SwVacantExpression mExpression;
  SwVacantContiguity mContiguity;
  //! Whether the footprints see permanent improvements; the parcels left not decided when not.
  SwVacantImprovementData mImprovementData;
  int mOwnerIndex = -1;
  //! The roll's owner id and mailing address fields, by their default names (-1: not there); parcels of one owner join.
  int mOwnerIdIndex = -1;
  std::array<int, 4> mMailIndex{ { -1, -1, -1, -1 } };
  //! What the roll says of \a parcel's owner.
  SwOwnerIdentity::Parcel ownerOf( const SwParcel &parcel ) const;
  //! Finds the owner id and mailing address fields in \a fields; says in the notes when owners are told by name only.
  void findOwnerFields( const QgsFields &fields, const QString &parcels );
  double mMinSqft = 43560;
  double mMinAcres = 1;
  QString mVacantCitation;
  QString mContiguousCitation;
  QString mPartialCitation;
  QString mImprovedCitation;
  QStringList mPrepareNotes;

  mutable QMutex mStoreMutex;
  mutable std::vector<SwVacantRecord> mStore;
  mutable SwParcelTally mFootprintOnlyVacant;
  mutable SwParcelTally mExpressionOnlyVacant;
  mutable SwParcelTally mNoOwner;
  mutable std::atomic<bool> mAnyFootprintMet{ false };
  long long mParcelsSeen = 0;
  SwWarnings *mWarnings = nullptr;
  QString mParcelsName;
  long long mRightOfWayContacts = 0;
  long long mGroupsFormed = 0;
};

#endif // SWVACANTSCREEN_H
