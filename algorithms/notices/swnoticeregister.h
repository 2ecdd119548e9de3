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

#include <QSet>
#include <QStringList>

#include <functional>

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
    Profile,        //!< the profile the run screened under: a register is one city's
    Scope,          //!< what the run saw: the input layer, its filter, the parcels it decided
    ComplianceDays, //!< the days a new notice's deadline was counted with (empty on other rows)
    ColumnCount
  };
  QStringList header();
  //! The columns of a register written before profile, scope and compliance_days were recorded; such a register is read with those cells empty, and written back with them.
  QStringList legacyHeader();

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

  //! The register's rows with the line each begins on, for checks that name the line.
  struct Contents
  {
    QList<QStringList> rows;
    QList<int> lines;
  };
  //! As read(), with the lines.
  Contents readContents( const QString &path, const QString &parameter );

  //! The deadline a notice dated \a noticeDate gets with \a days days under the city's rule (moved past what is not a court day).
  using DeadlineRule = std::function<QDate( const QDate &noticeDate, int days )>;

  /**
   * Refuses, naming \a parameter, the file and the line, a register that is
   * not this city's or whose deadlines are not the record: a row written
   * under a profile other than \a profile; a new notice whose deadline is
   * not what \a rule gives for its date and days (for a row written before
   * the days were recorded: for any days); a reminder or a notice recorded
   * again whose deadline differs from its notice's.
   */
  void checkRecord( const Contents &contents, const QString &path, const QString &parameter, const QString &profile, const DeadlineRule &rule );

  //! What a run is: the city's profile, what it saw and decided, and its date.
  struct RunRecord
  {
    QString profile;
    QString scope;          //!< in words, written on every row of the run
    QSet<QString> decided;  //!< the parcels the run decided (SwParcelNumber::key): only those may be recorded as no longer qualifying
    QDate runDate;
    //! The register's rows as the run reads them (a renumbered parcel under its new APN); the rows written stay as they are. None: as written.
    std::function<QList<QStringList>( const QList<QStringList> & )> readAs;
  };

  //! What a run added to the register.
  struct Summary
  {
    int run = 0;                    //!< this run's number in the register, from 1
    int newNotices = 0;             //!< notices sent with this run's dates
    int reminders = 0;              //!< reminders of earlier notices sent
    int alreadyNoticed = 0;         //!< earlier notices whose parcels still qualify, not sent again
    QStringList noLongerQualifying; //!< APNs listed before that this run decided do not qualify
    int notSeen = 0;                //!< parcels listed before that this run did not decide (not in its input, or not decided): their record stands
  };

  /**
   * The register at \a path (none yet when it does not exist) with this
   * run's rows appended, written whole to \a written: one row per notice
   * of \a notices with its status (a new notice, a reminder, an earlier
   * notice recorded again), each with its own id, date and deadline, and
   * one row, dated the run's, per parcel whose last row lists it and that
   * this run decided does not qualify (\a run's decided parcels not among
   * \a notices'); a parcel the run did not decide keeps its record. Every
   * row carries the run's profile and scope. The file written is read back
   * and must hold every row. Throws QgsProcessingException naming
   * \a parameter when the file is not a register or cannot be written.
   */
  Summary append( const QString &path, const QString &written, const QString &parameter, const std::vector<SwNotice> &notices, const RunRecord &run );
} // namespace SwNoticeRegister

#endif // SWNOTICEREGISTER_H
