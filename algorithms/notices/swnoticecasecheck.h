/***************************************************************************
  swnoticecasecheck.h: what a case file says that cannot be so, found before
  the follow-up decides anything on it. A case file is edited by hand, and
  a follow-up that took such a case at its word would write a notice of
  violation before the legal deadline, drop a case whose deadline passed
  with nothing installed, or answer twice for one notice. Signal Hill
  12.16, vacant parcel provisions D (the deadline is 180 days from the
  mailing or posting, "unless additional time is granted by the
  director": an extension gives more time, never less) and F (the
  violation follows from that date) make each check:
  - extended_to before the notice's compliance deadline;
  - installed_on, inspected_on or corrective_on after the day of the
    follow-up (a date to come cannot be a fact);
  - a notice id on two rows of the case file (each row named);
  - given the register: a case whose owner is not the register's for its
    id, or whose compliance deadline is not the register's (the notice's
    deadline is the record; extensions belong in extended_to).
  A case with a problem is not decided: the follow-up lists the problem
  instead (SwNoticeFollowUp::decide).
 ***************************************************************************/
#ifndef SWNOTICECASECHECK_H
#define SWNOTICECASECHECK_H

#include "notices/swnoticecase.h"

#include <QDate>
#include <QList>
#include <QString>

namespace SwNoticeCaseCheck
{
  //! One thing a case says that cannot be so.
  struct Problem
  {
    int caseIndex = -1; //!< the case's index in the list checked
    QString noticeId;
    QString field; //!< the case file's field: extended_to, installed_on, notice_id, owner, compliance_deadline...
    QString text;  //!< what is wrong, naming the notice, the field and the values
  };

  /**
   * The problems of \a cases on \a today, in the cases' order. Each
   * notice id held by more than one case is a problem of every one of
   * them, closed or not. The other checks are of the open cases (a closed
   * case is not followed up). With \a registerCases (fromRegister() of
   * the register, empty when not given), a case whose notice id the
   * register holds for another owner, or with another deadline.
   */
  QList<Problem> problems( const QList<SwNoticeCase> &cases, const QDate &today, const QList<SwNoticeCase> &registerCases = QList<SwNoticeCase>() );

  //! "row 7", or "a row" when the case was not read from a case file.
  QString rowName( const SwNoticeCase &c );
} // namespace SwNoticeCaseCheck

#endif // SWNOTICECASECHECK_H
