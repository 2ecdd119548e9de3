/***************************************************************************
  swpgtablename.h: the schema and table a PostGIS destination names, read
  as PostgreSQL will store them. QGIS reads `table="no""schema"."t1"` as
  a table "no" in the default schema and PostgreSQL cuts a name past 63
  bytes, so a run could write a table other than the one the planner
  named: here every name is read exactly (SQL's doubled quotes and QGIS's
  backslash escapes both), and one PostgreSQL would change is refused.
 ***************************************************************************/
#ifndef SWPGTABLENAME_H
#define SWPGTABLENAME_H

#include <QString>

class SwPgTableName
{
public:
  //! PostgreSQL keeps this many bytes of a name (NAMEDATALEN - 1).
  static constexpr int MAX_NAME_BYTES = 63;

  //! True when the destination text names a PostGIS table ("postgis:..." or "postgres:...").
  static bool isPostgisDestination( const QString &text );

  /**
   * Reads the table of the destination \a text ("postgis:dbname=... table=\"s\".\"t\" (geom)")
   * for parameter \a parameter. Throws QgsProcessingException naming the
   * parameter when no table is named, a quote is not closed, a name has
   * three parts, or a name is longer than PostgreSQL keeps.
   */
  SwPgTableName( const QString &text, const QString &parameter );

  //! The connection part of the destination (for QgsDataSourceUri), without the "postgis:" prefix.
  QString connection() const { return mConnection; }
  //! The schema as given; empty when the destination names none (PostgreSQL's current schema then).
  QString schema() const { return mSchema; }
  QString table() const { return mTable; }
  //! The geometry column asked for, or "geom".
  QString geometryColumn() const { return mGeometryColumn; }
  //! The key column asked for (key='...'), or empty.
  QString keyColumn() const { return mKeyColumn; }

  //! Sets the schema a destination that named none is written in (PostgreSQL's current schema).
  void setSchema( const QString &schema ) { mSchema = schema; }

  //! "schema"."table", quoted for SQL (and as a planner reads it in a message).
  QString qualified() const;

  //! Why \a name (a \a what: "table", "schema") cannot be used as PostgreSQL would keep it, or empty.
  static QString lengthProblem( const QString &name, const QString &what );

private:
  //! Reads one identifier at \a i: "quoted" (with "" or \" inside) or bare; false when a quote is not closed.
  static bool readIdentifier( const QString &text, int &i, QString &name );
  void readTable( const QString &text, int &i );

  QString mParameter;
  QString mConnection;
  QString mSchema;
  QString mTable;
  QString mGeometryColumn;
  QString mKeyColumn;
};

#endif // SWPGTABLENAME_H
