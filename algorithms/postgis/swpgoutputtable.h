/***************************************************************************
  swpgoutputtable.h: a layer output bound for a PostGIS table, committed
  as a GeoPackage layer is: all or nothing, last.

  The rows go to a staging table in the destination schema,
  `_stormwater_staging_<n>` (its comment names the run and the table it is
  for), written with COPY in its own transaction, counted and indexed.
  Only when every output of the run is ready does one transaction put it
  under the planner's name: a new table is the staging table renamed; an
  existing one with the same columns keeps its owner, grants, triggers,
  views and foreign keys and has its rows replaced; any other existing
  table is replaced whole, the log naming what went with it, unless views
  or foreign keys depend on it (refused before any row is written). A
  cancel, kill -9, a lost connection or a stopped server leaves the
  earlier table exactly as it was and nothing under the planner's name.

  While it runs the output holds two session locks: an advisory lock on
  the destination's name (a second run onto the same table waits for it at
  most STORMWATER_LOCK_WAIT_SECONDS, then is refused naming the session),
  and one on its staging table's number, by which a later run knows a
  staging table whose run was killed (its lock is gone) and removes it.
 ***************************************************************************/
#ifndef SWPGOUTPUTTABLE_H
#define SWPGOUTPUTTABLE_H

#include "core/compat.h"
#include "postgis/swpgtablename.h"

#include "qgscoordinatereferencesystem.h"
#include "qgsfields.h"

#include <QStringList>

#include <memory>

class QgsFeatureSink;
class SwPgConnection;
class SwPgCopy;

class SwPgOutputTable
{
public:
  //! The destination \a text of output \a parameter; throws naming it when the table name cannot be used.
  SwPgOutputTable( const QString &text, const QString &parameter );
  ~SwPgOutputTable();

  /**
   * Connects, takes the destination's lock (waiting at most the lock
   * wait), removes staging tables of killed runs, and refuses an existing
   * table unless \a overwrite. Throws naming the parameter and the table.
   */
  void prepare( bool overwrite );

  /**
   * Creates the staging table for \a fields, \a type and \a crs and
   * returns the sink that COPYs rows into it. An existing table that
   * would be replaced whole while views or foreign keys depend on it is
   * refused here, naming them, before any row is written.
   */
  std::unique_ptr<QgsFeatureSink> createSink( const QgsFields &fields, SwWkbType type, const QgsCoordinateReferenceSystem &crs );

  //! Ends the COPY, checks the staging table holds \a features rows (-1: any) and indexes it. Throws naming the table.
  void verify( long long features );

  //! Opens the transaction that puts the rows under the planner's name, and does everything but COMMIT.
  void prepareCommit();
  //! Commits it; afterwards counts the rows in the committed table. Throws when the commit failed.
  void commit();
  //! Undoes a prepared commit (another output was refused).
  void rollback();
  //! Drops the staging table and ends the session (its locks with it).
  void finish();

  //! "\"public\".\"parcels\" in database 'gis' on db.city.gov": how messages name the output.
  QString description() const;
  //! The destination to report and load: the connection as given, the table written.
  QString destination() const { return mDestination; }
  //! The committed table as a QGIS "postgres" layer source (connection, key, table, geometry column).
  QString layerSource() const;
  //! The table's name, as a layer loaded from it is named.
  QString tableName() const { return mName.table(); }
  //! What the run should log about the commit (rows committed, what went with a replaced table).
  QStringList notes() const { return mNotes; }

private:
  struct Column
  {
    QString name;
    QString type;
    bool operator==( const Column &other ) const { return name == other.name && type == other.type; }
  };
  //! The staging table, schema-qualified and quoted.
  QString staging() const;
  QList<Column> columnsOf( const QString &table );
  QList<Column> existingColumns();
  QList<Column> stagingColumns();
  //! Views and foreign keys of other tables that depend on the existing table, named; empty when none.
  QStringList dependents();
  //! Triggers, grants and an owner other than ours: what replacing the table whole would lose.
  QStringList whatGoesWith();
  void removeAbandonedStaging();
  void lockDestination();
  QString freeName( const QString &base );
  void createTable();
  void replaceRows();
  void replaceTable();
  [[noreturn]] void throwFailed( const QString &doing, const QString &message ) const;

  QString mParameter;
  SwPgTableName mName;
  QString mDestination;
  std::unique_ptr<SwPgConnection> mConnection;
  std::shared_ptr<SwPgCopy> mCopy;
  QString mStaging; //!< the staging table's name (in the destination schema)
  int mStagingId = 0;
  bool mExists = false;
  bool mOverwrite = false;
  bool mGeometry = false;
  QString mKey;         //!< the key column
  QStringList mColumns; //!< every column, quoted, in order
  bool mInTransaction = false;
  long long mRows = 0;
  QStringList mNotes;
};

#endif // SWPGOUTPUTTABLE_H
