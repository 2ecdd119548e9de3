/***************************************************************************
  swnoticeregister.h: the notice register, a CSV file a city keeps and every
  run appends to: which owner was noticed when, for which parcels, with
  which deadline and how delivered. It is the record: a parcel noticed once
  keeps that notice's date and deadline in every later run
  (SwNoticeHistory); a re-run records those parcels as already noticed, or
  as reminded, and says which parcels of the last run no longer qualify.
  Each run's rows are appended to a copy written whole beside the file,
  read back, and put in its place (SwRunOutputs): never truncated. A
  register edited by hand into something else is refused with the line.
 ***************************************************************************/
#ifndef SWNOTICEREGISTER_H
#define SWNOTICEREGISTER_H

#include "notices/swnotices.h"

#include <QStringList>

#include <vector>

namespace SwNoticeRegister
{
  //! The register's columns, in order.
  enum Column
  {
    Run,
    NoticeId,
    OwnerKey,
    Owner,
    Apns,
    NoticeDate,
    Deadline,
    Delivery,
    Status,
    EarlierNotice,
    ColumnCount
  };
  QStringList header();

  //! The statuses a row may have: a notice sent now, a reminder of an earlier one, parcels noticed before and not sent again, parcels the last run listed that no longer qualify.
  inline const QString STATUS_NEW = QStringLiteral( "new" ), STATUS_REMINDER = QStringLiteral( "reminder sent" ), STATUS_ALREADY = QStringLiteral( "already noticed" ), STATUS_GONE = QStringLiteral( "no longer qualifying" );
  //! Between APNs in a cell.
  inline QString separator()
  {
    return QStringLiteral( "; " );
  }

  /**
   * The rows of the register at \a path, without its header; none when the
   * file does not exist yet. Throws QgsProcessingException naming
   * \a parameter, the file and the line when the file is not a register or
   * a row is not one (cells, run number, dates, status).
   */
  QList<QStringList> read( const QString &path, const QString &parameter );

  //! What a run added to the register.
  struct Summary
  {
    int run = 0;                    //!< this run's number in the register, from 1
    int newNotices = 0;             //!< notices sent with this run's dates
    int reminders = 0;              //!< reminders of earlier notices sent
    int alreadyNoticed = 0;         //!< earlier notices whose parcels still qualify, not sent again
    QStringList noLongerQualifying; //!< APNs the last run listed and this one does not
  };

  /**
   * The register at \a path (none yet when it does not exist) with this
   * run's rows appended, written whole to \a written: one row per notice
   * of \a notices with its status (a new notice, a reminder, an earlier
   * notice recorded again), each with its own id, date and deadline, and
   * one row per parcel of the last run that this run no longer lists,
   * dated \a runDate. The file written is read back and must hold every
   * row. Throws QgsProcessingException naming \a parameter when the file
   * is not a register or cannot be written.
   */
  Summary append( const QString &path, const QString &written, const QString &parameter, const std::vector<SwNotice> &notices, const QDate &runDate );
} // namespace SwNoticeRegister

#endif // SWNOTICEREGISTER_H
