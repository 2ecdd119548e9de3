/***************************************************************************
  swnoticecasefile.h: the notice register as a case file the clerk edits in
  QGIS: a table (notice_cases) with one row per notice, its owner, parcels,
  date and deadline, and the status the clerk sets from a drop-down with
  its dates (date pickers) and a note. The form's widgets are stored with
  the table (its default style), so it opens ready in QGIS. A case file is
  made from the CSV register every stormwater:vacantnotices run appends
  to: one case per notice, each later row of the register (a reminder, a
  notice recorded again, a parcel no longer qualifying) in the case's note;
  or a case file the clerk keeps brought up to date with a later register
  (merged()): every case as the clerk left it, the register's new rows in
  their notes, its new notices as new cases.
 ***************************************************************************/
#ifndef SWNOTICECASEFILE_H
#define SWNOTICECASEFILE_H

#include "notices/swnoticecase.h"

#include "qgsfeature.h"
#include "qgsfields.h"

#include <QList>
#include <QStringList>

class QgsVectorLayer;

namespace SwNoticeCaseFile
{
  //! The table's name in the case file's GeoPackage.
  inline QString tableName()
  {
    return QStringLiteral( "notice_cases" );
  }

  //! The case table's fields: notice_id, owner, owner_key, apns, language, delivery, notice_date, compliance_deadline, status, status_date, extended_to, installed_on, inspected_on, inspection_result, corrective_on, note.
  QgsFields fields();
  //! A case as the table's row.
  QgsAttributes attributes( const SwNoticeCase &c );

  /**
   * The case in \a feature of a case table with \a fields. Dates are read
   * as dates or as text written 2027-06-14; \a error names the field, the
   * value and the notice when one is not (the case is then not usable).
   * Each parcel is read once (SwParcelNumber::once); the case's row is
   * the feature's id.
   */
  SwNoticeCase caseOf( const QgsFeature &feature, const QgsFields &fields, QString &error );

  /**
   * One case per notice of the register's \a rows (SwNoticeRegister::read):
   * the first row of a notice gives its owner, parcels, dates and delivery;
   * every later row that names it (a reminder, the notice recorded again, a
   * parcel of it no longer qualifying) is a line of its note, with the run.
   */
  QList<SwNoticeCase> fromRegister( const QList<QStringList> &rows );

  //! A case file brought up to date (merged()).
  struct Merged
  {
    QList<SwNoticeCase> cases;
    //! For each case, the row of the earlier case file it comes from, or -1 for a notice new in the register.
    QList<int> earlierRows;
    int added = 0;        //!< notices the earlier case file did not have
    int notesUpdated = 0; //!< earlier cases whose note gained register rows
    //! Each earlier case whose compliance deadline was not the register's, with both dates: the register's is written, and the case's note says so.
    QStringList deadlinesCorrected;
    //! What the case file cannot be brought up to date with, each naming the notice: a notice id on two rows of the earlier file; a notice id the register holds for another owner. Nothing is to be written when any.
    QStringList refused;
  };

  /**
   * The \a earlier case file (as the clerk edited it) brought up to date
   * with \a register (fromRegister() of a later register): each earlier
   * case kept whole, in its order, with the lines of its register note it
   * lacks added to its note and any parcel the register adds to it (once
   * by SwParcelNumber::key, as first written); then each notice of the
   * register the earlier file does not hold, as a new case, in the
   * register's order. A case is the register's notice when both the
   * notice id and the owner are the same (SwNoticeCase::sameOwnerAs): ids
   * run VP-<date>-<n> in every register, so the same id with another
   * owner is a collision (another register's case file), refused by
   * name, as is a notice id on two earlier rows. The register's
   * compliance deadline is the notice's: an earlier case with another is
   * given the register's, and its note and deadlinesCorrected say so
   * (more time goes in extended_to).
   */
  Merged merged( const QList<SwNoticeCase> &earlier, const QList<SwNoticeCase> &registerCases );

  /**
   * Gives the case table \a layer its form: the status a drop-down of the
   * statuses' words, the inspection result passed or failed, every date a
   * date picker, the notice's own particulars read-only.
   */
  void setForm( QgsVectorLayer &layer );
} // namespace SwNoticeCaseFile

#endif // SWNOTICECASEFILE_H
