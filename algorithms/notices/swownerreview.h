/***************************************************************************
  swownerreview.h: the owners a name alone cannot tell apart, for the clerk
  to confirm or join (OWNER_REVIEW). Owners of one name at different
  mailing addresses, or with different owner ids, get one notice each
  (SwOwnerIdentity); a table of them, one row per owner, is kept beside
  the register, and each run reads the clerk's decisions in it first, then
  writes it back with a row for every owner of a shared name it lacks,
  every row and decision kept.

  Columns: name_key, owner (as spelled), owner_key (the identity),
  mail_address (one line), apns, decision, reviewed_by, note; columns the
  clerk adds are kept after them. decision:
    empty      not reviewed: the owners stay apart, one notice each
    same       the owners of this name marked "same" are one owner: one notice
    different  confirmed apart
  Any other word is refused, naming the file, the line and the value: a
  typo must not decide who is noticed.
 ***************************************************************************/
#ifndef SWOWNERREVIEW_H
#define SWOWNERREVIEW_H

#include "notices/swnotices.h"
#include "core/swowneridentity.h"

#include <QList>
#include <QMap>
#include <QStringList>

#include <vector>

class SwOwnerReview
{
public:
  enum class Decision
  {
    NotReviewed,
    Same,
    Different,
  };

  //! The table's own columns, in order.
  static QStringList header();

  /**
   * Reads the table at \a path; none yet when \a path is empty or the file
   * does not exist. Throws QgsProcessingException naming \a parameter, the
   * file and the line when it is not a review table or a decision is not
   * a known word.
   */
  void read( const QString &path, const QString &parameter );

  //! What the decisions did to one run's owners.
  struct Outcome
  {
    int sharedNames = 0; //!< names several owners share in this run, before the decisions
    int keptApart = 0;   //!< names whose owners stay apart after them
    int notReviewed = 0; //!< owners of those names without a decision
    QStringList apart;   //!< "BROWN ANA (6 owners)", per name kept apart
    QStringList joined;  //!< what each "same" joined, to say in the log
    int added = 0;       //!< rows added to the table
  };

  /**
   * Applies the decisions to \a identified: the owners of one name marked
   * "same" become one owner. Adds a row, not reviewed, for each owner of a
   * shared name the table lacks.
   */
  Outcome apply( SwOwnerIdentity::Identified &identified );

  /**
   * The notices of \a parcels, one per owner as identified with the
   * decisions applied; \a lines receives what the log says (\a table,
   * the table's path, empty when OWNER_REVIEW is not given).
   */
  std::vector<SwNotice> owners( const std::vector<SwNoticeParcel> &parcels, const QString &table, QStringList &lines );

  //! Writes the table to \a path, every row read and added, UTF-8 CSV (SwCsv). Throws naming \a parameter.
  void write( const QString &path, const QString &parameter ) const;

  //! The rows, in the table's order (own columns first); for tests and the log.
  const QList<QStringList> &rows() const { return mRows; }

private:
  enum Column
  {
    NameKey,
    Owner,
    OwnerKey,
    MailAddress,
    Apns,
    DecisionColumn,
    ReviewedBy,
    Note,
    ColumnCount
  };
  //! Decision per owner key, and the line it was read from.
  QMap<QString, QPair<Decision, int>> mDecisions;
  QStringList mExtraColumns;
  QList<QStringList> mRows;
};

#endif // SWOWNERREVIEW_H
