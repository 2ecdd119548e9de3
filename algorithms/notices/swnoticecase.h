/***************************************************************************
  swnoticecase.h: one notice as the code-enforcement clerk follows it after
  mailing: its owner, parcels, date and deadline (as the register recorded
  them), the status the clerk sets as the case goes on, and the dates that
  status carries (the extension's new date, the day the measures were
  installed, the last inspection and its result, the corrective notice).
  Signal Hill 12.16, vacant parcel provisions D (180 days, extensions by the
  Director in writing), E.2 (annual inspections), E.4 (notice of corrective
  action) and F (penalties through 12.16.120(B)) decide what each status
  leaves to do (SwNoticeFollowUp).
 ***************************************************************************/
#ifndef SWNOTICECASE_H
#define SWNOTICECASE_H

#include <QDate>
#include <QString>
#include <QStringList>

struct SwNoticeCase
{
  //! Where the case stands, as the clerk sets it from the form's drop-down.
  enum class Status
  {
    Noticed,           //!< the notice went out; nothing back yet
    PlanSubmitted,     //!< a compliance plan was submitted (C.1)
    PlanApproved,      //!< the plan was approved (C.3)
    ExtensionGranted,  //!< the Director granted more time in writing (D): extendedTo
    MeasuresInstalled, //!< the devices are installed (D): installedOn
    Inspected,         //!< inspected (E.2): inspectedOn, inspectionPassed
    CorrectiveSent,    //!< a notice of corrective action went out (E.4): correctiveOn
    Referred,          //!< referred for enforcement (F, 12.16.120(B))
    Closed,            //!< nothing more to follow: the parcel no longer qualifies, or the city closed it
    Withdrawn,         //!< the notice was withdrawn (sent in error)
  };

  //! The value the case file stores ("extension_granted") and the words its drop-down shows ("extension granted").
  static QString statusValue( Status status );
  static QString statusWords( Status status );
  //! Every status, in the order a case goes.
  static QList<Status> statuses();
  //! The status stored as \a value; false when it is none.
  static bool statusFromValue( const QString &value, Status &status );

  QString noticeId;
  QString owner;
  QString ownerKey;
  QStringList apns;
  QString language; //!< the letter's language code (empty: the profile's default)
  QString delivery; //!< mail or posting
  QDate noticeDate;
  QDate deadline; //!< as the notice gave it (CCP 12a applied)

  Status status = Status::Noticed;
  QDate statusDate;  //!< when the clerk set the status
  QDate extendedTo;  //!< the new date the Director granted (D)
  QDate installedOn; //!< the measures were installed (D)
  QDate inspectedOn; //!< the last inspection (E.2)
  bool inspectionPassed = true;
  QDate correctiveOn; //!< the last notice of corrective action (E.4)
  QString note;
  //! The case file's row (its feature id) the case was read from, for messages; -1 when not read from one.
  qint64 row = -1;

  //! No more follow-up: closed, withdrawn or referred.
  bool isOpen() const;
  //! The measures are in (installed, inspected or corrected since).
  bool hasComplied() const;
  //! The date the owner must comply by: the extension's, when granted, else the notice's.
  QDate complianceDate() const;
  /**
   * The same owner as \a other's: the same stored owner key, or the same
   * SwOwner::key of the names (a stored key may be an older version's).
   * A notice id is only a case's together with its owner: ids run
   * VP-<date>-<n> in every register, so another register's case file
   * holds the same ids for other owners.
   */
  bool sameOwnerAs( const SwNoticeCase &other ) const;
};

#endif // SWNOTICECASE_H
