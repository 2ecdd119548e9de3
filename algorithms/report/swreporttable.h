/***************************************************************************
  swreporttable.h: one table of parcels in the planner's report (a screen's
  flagged parcels, the parcels not fully screened): its columns, its rows
  with the flags and status the page's filters read, drawn as HTML for the
  browser (sortable, filterable, downloadable by the page's script) or for
  print. At county scale a table lists its first MOST_ROWS parcels and
  says how many more the screened layer holds.
 ***************************************************************************/
#ifndef SWREPORTTABLE_H
#define SWREPORTTABLE_H

#include "core/swreportcolumn.h"

#include <QList>
#include <QStringList>

#include <vector>

class SwReportTable
{
public:
  //! Rows drawn per table: a report a browser opens in a second at county scale.
  static constexpr int MOST_ROWS = 10000;

  SwReportTable( const QString &id, const QString &title, const QList<SwReportColumn> &columns );

  const QString &id() const { return mId; }
  const QString &title() const { return mTitle; }
  //! Words under the title: what the table lists and why.
  void setIntroduction( const QString &text ) { mIntroduction = text; }
  const QList<SwReportColumn> &columns() const { return mColumns; }

  /**
   * Adds a parcel's \a cells (one per column) with its flags and status,
   * which the page's filters read. Rows are listed by \a rank (what the
   * table is about first), then in the order added.
   */
  void addRow( const QStringList &cells, const QStringList &flags, const QString &status, int rank = 0 );
  //! Every row offered, listed or not.
  long long total() const { return mTotal; }
  //! The rows listed (at most MOST_ROWS).
  int listed() const { return static_cast<int>( mRows.size() ); }
  //! The cells of listed row \a row.
  const QStringList &cells( int row ) const { return mRows.at( static_cast<size_t>( row ) ).cells; }

  //! The table's section as HTML: for the browser (with the script's hooks) or for print (plain, borders as attributes).
  QString html( bool forPrint ) const;
  //! A column's share of the printed width: a sentence wide, a figure narrow.
  static double printWeight( const SwReportColumn &column, int index );

  //! Puts the rows in rank order (stable); done before any is read.
  void sortByRank();

private:
  struct Row
  {
    QStringList cells;
    QString flags; //!< space separated
    QString status;
    int rank = 0;
  };
  QString mId;
  QString mTitle;
  QString mIntroduction;
  QList<SwReportColumn> mColumns;
  std::vector<Row> mRows;
  long long mTotal = 0;
  bool mSorted = true;
};

#endif // SWREPORTTABLE_H
