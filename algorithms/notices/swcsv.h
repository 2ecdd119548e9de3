/***************************************************************************
  swcsv.h: CSV files a mail house or a spreadsheet reads safely: UTF-8,
  RFC 4180 quoting, CRLF line ends, a header row, and cells that would start
  a spreadsheet formula neutralised.
 ***************************************************************************/
#ifndef SWCSV_H
#define SWCSV_H

#include <QList>
#include <QString>
#include <QStringList>
#include <QVariant>

namespace SwCsv
{
  /**
   * \a value with a leading apostrophe when it starts with =, +, -, @, a tab
   * or a carriage return, so a spreadsheet shows it as text instead of
   * running it (CSV formula injection); and when it starts with an
   * apostrophe itself, so that value() gives back every value exactly,
   * "'=x" as much as "=x".
   */
  QString neutralised( const QString &value );

  //! The value a cell neutralised() wrote holds: one leading apostrophe removed when a guarded character or another apostrophe follows it.
  QString value( const QString &cell );

  /**
   * The text of one typed cell of a table: empty for NULL, a date or time
   * as ISO 8601 (2027-06-14), a boolean 1 or 0, a number as written in C
   * (a number is never a formula, a negative one included, so it is not
   * neutralised), any other value as its text, neutralised. See tableRecord().
   */
  QString typedCell( const QVariant &value );

  //! One record of typed cells (typedCell()), quoted as needed, joined by commas, ended by CRLF.
  QString tableRecord( const QVariantList &values );

  //! One RFC 4180 field: quoted when it holds a comma, a double quote, CR or LF; quotes doubled.
  QString field( const QString &value );

  //! One record: each value neutralised and quoted as needed, joined by commas, ended by CRLF.
  QString record( const QStringList &values );

  /**
   * Writes \a header and \a records to \a path, UTF-8, every byte checked
   * and flushed to the disk (the run puts the file in place, SwRunOutputs).
   * Throws QgsProcessingException naming \a parameter and the file.
   */
  void write( const QString &path, const QString &parameter, const QStringList &header, const QList<QStringList> &records );

  /**
   * Reads a file write() wrote back into its records, the header first,
   * each cell's value() (so every value comes back as it was written); \a lines, when
   * given, receives the line each record begins on (from 1). Throws
   * QgsProcessingException naming \a parameter and the file when it cannot
   * be read or a quoted field is not closed.
   */
  QList<QStringList> read( const QString &path, const QString &parameter, QList<int> *lines = nullptr );
} // namespace SwCsv

#endif // SWCSV_H
