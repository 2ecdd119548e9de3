/***************************************************************************
  swnoticefollowup.h: what the clerk has to do on a given day for the
  notices in the case file, each with the clause that makes it due:
  - overdue: the compliance date (the notice's deadline, or the extension
    the Director granted) passed and no measures are installed (D); the
    owner is in violation (F.1 without a plan, F.2 with one) and subject to
    enforcement through 12.16.120(B);
  - deadline soon / extension ending: the compliance date falls within the
    days asked (D);
  - inspection due: a year (the profile's vacant.inspection_months) from
    the installation or the last inspection (E.2), within the days asked
    or past;
  - corrective notice: an inspection found the measures not in compliance
    and no notice of corrective action went out since (E.4);
  - to close / to notice: against the latest screening, an open case whose
    parcels all no longer qualify, and a qualifying parcel no open case
    holds (B);
  - error: the case file says something of the case that cannot be so
    (SwNoticeCaseCheck): the case is not decided, the line says why.
  decide() gives each case ONE decision, in one place: an error line
  first; then, given the screening, to close; then not decided whether it
  can close; only then what its dates make due. To close wins over a
  reminder and a notice of violation because the provisions bind a
  "Vacant Parcel" of one acre or more (definitions IIII, YYY, CCCC; C.1),
  and D's time frame and F's violation are that parcel's: land that no
  longer qualifies owes no measures, so the notice's demand lapses for it.
  For the same reason a reminder or a notice of violation names only the
  case's parcels that still qualify.
  Pure rules over SwNoticeCase: the algorithm reads the case file and the
  profile, and writes the list and the letters.
 ***************************************************************************/
#ifndef SWNOTICEFOLLOWUP_H
#define SWNOTICEFOLLOWUP_H

#include "notices/swnoticecase.h"

#include <QDate>
#include <QList>
#include <QMap>
#include <QSet>
#include <QString>
#include <QStringList>

class SwNoticeFollowUp
{
public:
  //! What is due.
  enum class Kind
  {
    Overdue,
    DeadlineSoon,
    ExtensionEnding,
    InspectionDue,
    CorrectiveNotice,
    ToClose,
    ToNotice,
    NotDecided,
    Error, //!< the case file says something of the case that cannot be so: not decided
  };
  //! "overdue", "deadline_soon"...: the list's value.
  static QString kindValue( Kind kind );

  //! One line of the list.
  struct Item
  {
    Kind kind = Kind::Overdue;
    QString noticeId; //!< empty for a parcel to notice
    QString owner;
    QStringList apns;
    QDate due;      //!< the day it is (or was) due
    QString action; //!< what to do, in words, with the dates in words
    QString clause; //!< the code that makes it due, as the profile cites it
  };

  //! The profile's words for each clause, and the inspection interval.
  struct Rules
  {
    int inspectionMonths = 12;
    QString deadlineClause;   //!< vacant.compliance_days: D
    QString inspectionClause; //!< vacant.inspection_months: E.2
    QString correctiveClause; //!< vacant.corrective_notice: E.4
    QString violationClause;  //!< vacant.enforcement: F.1, F.2, 12.16.120(B)
    QString noticeClause;     //!< vacant.required: B (to notice)
  };

  explicit SwNoticeFollowUp( const Rules &rules );

  /**
   * What \a cases leave to do on \a today, looking \a daysAhead days on for
   * the deadlines and inspections coming. In the cases' order; a case may
   * give several lines (an inspection due and its corrective notice).
   */
  QList<Item> due( const QList<SwNoticeCase> &cases, const QDate &today, int daysAhead ) const;

  /**
   * Against the latest screening: each open case whose parcels are all
   * screened and none of them qualifies any more (to close), and each of
   * \a qualifying (APN -> owner) that no open case holds (to notice).
   * \a screened: every APN the screening decided; \a undecided: each APN
   * in its layer that it left undecided, with its reason there. An open
   * case none of whose parcels qualifies but some of whose parcels the
   * screening did not decide cannot be closed on it: a not-decided line
   * says which parcels and why (not in the layer, or the screening's
   * reason), so a screening that does not cover the cases' ground is
   * never read as "nothing to do". APNs are matched however each writes
   * them (SwParcelNumber::key: 7004-001-007 is 7004001007); a to-notice
   * line gives them as the screening does.
   */
  QList<Item> againstScreening( const QList<SwNoticeCase> &cases, const QSet<QString> &screened, const QMap<QString, QString> &qualifying, const QDate &today, const QMap<QString, QString> &undecided = QMap<QString, QString>() ) const;

  //! The latest screening, as againstScreening() reads it.
  struct Screening
  {
    QSet<QString> screened;            //!< every APN the screening decided
    QMap<QString, QString> qualifying; //!< APN -> owner, of the parcels that qualify
    QMap<QString, QString> undecided;  //!< APN -> the screening's reason, of the parcels it left undecided
  };

  /**
   * The follow-up list on \a today: for each of \a cases in order, its one
   * decision (see the file's header), then the parcels to notice. A case
   * with a problem (SwNoticeCaseCheck::problems, against \a registerCases
   * when the register is given) gets one error line per problem and
   * nothing else. Given \a screening, a case to close gets that line
   * alone, a case not decided whether it can close that line alone (with
   * the lines it holds back named), and every other line names only the
   * parcels that still qualify, saying which it leaves out and why. Each
   * parcel is named once, as first written (SwParcelNumber::once).
   */
  QList<Item> decide( const QList<SwNoticeCase> &cases, const QDate &today, int daysAhead, const Screening *screening = nullptr, const QList<SwNoticeCase> &registerCases = QList<SwNoticeCase>() ) const;

  //! "Monday, June 7, 2027": a date as the clerk and the owner read it.
  static QString dayWords( const QDate &date );

private:
  //! The clause a problem of the case file's \a field is read against.
  QString clauseOf( const QString &field ) const;

  Rules mRules;
};

#endif // SWNOTICEFOLLOWUP_H
