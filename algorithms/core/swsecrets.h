/***************************************************************************
  swsecrets.h: passwords in data source URIs ("postgres://clerk:pw@host/db",
  "dbname='gis' password='pw'") are never printed: every text the tool
  echoes (inputs, errors, logs) passes through masked(). What is handed to
  the public (the parcel sheet, the report, letters, labels) names a
  database layer by its table alone (publicName()): host, port and user
  tell an outsider where the city's database is and who may enter it.
 ***************************************************************************/
#ifndef SWSECRETS_H
#define SWSECRETS_H

#include <QString>

namespace SwSecrets
{
  //! \a text with every URI password replaced by "***".
  QString masked( const QString &text );

  /**
   * True when \a source (of a layer of data provider \a provider, when
   * known) names a table of a database server: a PostgreSQL connection
   * ("dbname=... table=...", "postgres://...", "PG:..."), or any source of
   * the postgres, mssql, oracle, hana or db2 providers.
   */
  bool isDatabase( const QString &source, const QString &provider = QString() );

  /**
   * What a document for the public may say of the layer read from
   * \a source: a database table as its quoted schema and table and the
   * kind of database ("public"."parcels" (PostGIS)), or the database alone
   * when no table is named; never its host, port, user or password. Any
   * other source (a file path) as given, passwords masked.
   */
  QString publicName( const QString &source, const QString &provider = QString() );
} // namespace SwSecrets

#endif // SWSECRETS_H
