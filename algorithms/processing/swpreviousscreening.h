/***************************************************************************
  swpreviousscreening.h: the main job's PREVIOUS input and CHANGES output:
  the previous run's screened parcels read into SwScreeningChanges, the
  day that screening was made (its layer's run account, else its file's
  date), and the changes table (every parcel once, its geometry with it,
  so the planner maps what changed).
 ***************************************************************************/
#ifndef SWPREVIOUSSCREENING_H
#define SWPREVIOUSSCREENING_H

#include "changes/swscreeningchanges.h"

#include <QDate>
#include <QMap>
#include <QStringList>
#include <QString>

class QgsFeedback;
class QgsProcessingParameterDefinition;
class QgsVectorLayer;
class SwProfile;

namespace SwPreviousScreening
{
  //! "PREVIOUS" and "CHANGES".
  inline QString inputName()
  {
    return QStringLiteral( "PREVIOUS" );
  }
  inline QString outputName()
  {
    return QStringLiteral( "CHANGES" );
  }
  //! The optional PREVIOUS layer input and the optional CHANGES layer output, with their help.
  QgsProcessingParameterDefinition *input();
  QgsProcessingParameterDefinition *output();

  //! What was read of the previous screening.
  struct Read
  {
    QString layerName;
    long long parcels = 0;
    long long unflagged = 0;      //!< its parcels screened (status ok or repaired, or no status) with no flag
    QDate date;                   //!< the day it was screened (invalid: not known)
    QString dateBasis;            //!< where the date comes from, in words
    bool onlyFlagged = false;     //!< its account says it holds only the flagged parcels
    QStringList profiles;         //!< the profiles its parcels were screened under (screened_profile), in the order met
    QMap<QString, QString> rules; //!< the profile's rules its run account records (SwProfileAccount), by key
  };

  /**
   * A warning when the previous screening was screened under another
   * profile than \a profileName (another city's, or a renamed copy): its
   * changes would come from the rules, not the parcels; empty otherwise.
   */
  QString otherProfileWarning( const Read &read, const QString &profileName );

  /**
   * A warning when the previous screening's run account records other
   * values of \a profile's rules (a threshold the city has edited since);
   * empty otherwise, or when it records none.
   */
  QString otherRulesWarning( const Read &read, const SwProfile &profile );

  //! The run account's line of a layer written with ONLY_QUALIFYING, which read() recognizes.
  QString onlyFlaggedAccount( long long written, long long read );

  /**
   * A warning when the previous screening holds no unflagged parcel, as
   * one written with ONLY_QUALIFYING does, without an account saying so
   * (an export, a copy, an earlier version's layer), and this run called
   * \a newParcels parcels new to the roll; empty otherwise.
   */
  QString onlyFlaggedSuspicion( const Read &read, long long newParcels );

  /**
   * Reads \a layer (an earlier stormwater:screenparcels OUTPUT) into
   * \a changes. Throws QgsProcessingException naming PREVIOUS when it has
   * no apn or flags field.
   */
  Read read( QgsVectorLayer &layer, SwScreeningChanges &changes, QgsFeedback *feedback );

  //! "December 1, 2026", or "the previous screening" when the day is not known.
  QString sinceWords( const Read &read );
} // namespace SwPreviousScreening

#endif // SWPREVIOUSSCREENING_H
