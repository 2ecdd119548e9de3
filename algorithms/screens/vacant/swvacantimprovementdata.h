/***************************************************************************
  swvacantimprovementdata.h: whether the run's footprints see the permanent
  improvements as well as the structures (Signal Hill 12.16, definition
  IIII: a vacant parcel is "without a permitted structure or other
  associated permanent improvements such as approved paved parking lots and
  associated landscaping"). Structure footprints alone leave driveways,
  pools, paving and landscaping unseen, and improvements only ever shrink a
  parcel's unimproved portion: from structures alone a parcel that cannot
  reach the acre is decided "does not qualify", but one that would qualify
  (no structure, or an acre or more not under a roof) is not decided.
 ***************************************************************************/
#ifndef SWVACANTIMPROVEMENTDATA_H
#define SWVACANTIMPROVEMENTDATA_H

#include "core/swparceltally.h"

#include <QString>

class SwParameterReader;
class SwInputNotes;

class SwVacantImprovementData
{
public:
  /**
   * Reads whether IMPROVEMENTS was given or the city states with
   * STRUCTURES_INCLUDE_IMPROVEMENTS that its STRUCTURES layer maps them too;
   * \a useExpression: VACANT_EXPRESSION is given (the roll's verdict on a
   * parcel with no structure sees its improvements); \a minAcres: the
   * acreage that qualifies. Says in \a notes how
   * vacancy will be decided.
   */
  void prepare( const SwParameterReader &reader, bool useExpression, double minAcres, SwInputNotes *notes );

  //! True when the footprints show structures but not improvements: a parcel that would qualify is not decided.
  bool structuresOnly() const { return mStructuresOnly; }
  //! True when a parcel with no structure that would qualify (alone or with its owner's) is not decided: structures only and no VACANT_EXPRESSION.
  bool vacantUndecided() const { return mStructuresOnly && !mUseExpression; }

  static QString status() { return QStringLiteral( "undecided_improvements_not_mapped" ); }
  //! The status in the planner's words, with the data that would decide.
  static QString statusWords();
  //! A not-decided parcel's reason: \a found (what the structures show) and what is missing.
  static QString reason( const QString &found );
  //! The vacancy_basis of a parcel judged on structures alone.
  static QString basis();

  //! Counts a parcel left not decided: one with no structure, or one partially vacant by its structures. Thread safe.
  void addNoStructure( long long index, const QString &apn ) const { mNoStructure.add( index, apn ); }
  void addPartial( long long index, const QString &apn ) const { mPartial.add( index, apn ); }
  //! The log's and the report's line on the parcels left not decided and what would decide them; empty when none.
  QString summary() const;
  //! The report's note under the vacant table; empty when the footprints see improvements.
  QString reportNote() const;

private:
  bool mStructuresOnly = false;
  bool mUseExpression = false;
  double mMinAcres = 1;
  // Counted on the worker threads while evaluating.
  mutable SwParcelTally mNoStructure;
  mutable SwParcelTally mPartial;
};

#endif // SWVACANTIMPROVEMENTDATA_H
