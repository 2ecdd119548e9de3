/***************************************************************************
  swpgoutputtable.cpp: staging, checking and committing a PostGIS output.
 ***************************************************************************/
#include "postgis/swpgoutputtable.h"
#include "postgis/swpgconnection.h"
#include "postgis/swpgcopysink.h"

#include "qgsdatasourceuri.h"
#include "qgsexception.h"
#include "qgswkbtypes.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QObject>
#include <QSysInfo>
#include <QRandomGenerator>

namespace
{
  //! Advisory lock classes of ours: a destination's name, a staging table's number ("SW" 1 and 2).
  constexpr int DESTINATION_LOCK = 0x53570001;
  constexpr int STAGING_LOCK = 0x53570002;
  const QString STAGING_PREFIX = QStringLiteral( "_stormwater_staging_" );

  //! The PostgreSQL type of a field, as the rows are written in COPY's text form.
  QString columnType( const QgsField &field )
  {
    switch ( field.type() )
    {
      case SW_VARIANT_TYPE( Bool ):
        return QStringLiteral( "boolean" );
      case SW_VARIANT_TYPE( Int ):
        return QStringLiteral( "integer" );
      case SW_VARIANT_TYPE( UInt ):
      case SW_VARIANT_TYPE( LongLong ):
        return QStringLiteral( "bigint" );
      case SW_VARIANT_TYPE( ULongLong ):
        return QStringLiteral( "numeric(20,0)" );
      case SW_VARIANT_TYPE( Double ):
        return QStringLiteral( "double precision" );
      case SW_VARIANT_TYPE( QDate ):
        return QStringLiteral( "date" );
      case SW_VARIANT_TYPE( QDateTime ):
        return QStringLiteral( "timestamp without time zone" );
      case SW_VARIANT_TYPE( QTime ):
        return QStringLiteral( "time without time zone" );
      case SW_VARIANT_TYPE( QByteArray ):
        return QStringLiteral( "bytea" );
      default:
        // Text of any length: an 80-character owner name is never cut.
        return QStringLiteral( "text" );
    }
  }

  //! "MultiPolygonZ" as PostGIS names a geometry type in a column's declaration.
  QString geometryTypeName( SwWkbType type )
  {
    return QgsWkbTypes::displayString( type );
  }
} // namespace

SwPgOutputTable::SwPgOutputTable( const QString &text, const QString &parameter )
  : mParameter( parameter )
  , mName( text, parameter )
  , mDestination( text.trimmed() )
{
}

SwPgOutputTable::~SwPgOutputTable()
{
  finish();
}

QString SwPgOutputTable::description() const
{
  return QObject::tr( "%1 in %2" ).arg( mName.qualified(), mConnection ? mConnection->place() : QObject::tr( "the database" ) );
}

QString SwPgOutputTable::layerSource() const
{
  QgsDataSourceUri uri( mName.connection() );
  uri.setDataSource( mName.schema(), mName.table(), mGeometry ? mName.geometryColumn() : QString(), QString(), mKey );
  return uri.uri( false );
}

void SwPgOutputTable::throwFailed( const QString &doing, const QString &message ) const
{
  throw QgsProcessingException( QObject::tr( "%1: %2 %3: %4; the table is as it was before the run" ).arg( mParameter, doing, description(), message ) );
}

void SwPgOutputTable::prepare( bool overwrite )
{
  mConnection = std::make_unique<SwPgConnection>( QgsDataSourceUri( mName.connection() ), mParameter );
  if ( mName.schema().isEmpty() )
    mName.setSchema( mConnection->value( QStringLiteral( "SELECT current_schema()" ) ) );
  if ( mName.schema().isEmpty() || mConnection->value( QStringLiteral( "SELECT count(*) FROM pg_namespace WHERE nspname = $1" ), { mName.schema() } ) == QLatin1String( "0" ) )
    throw QgsProcessingException( QObject::tr( "%1: the schema %2 does not exist in %3; create it or name another; nothing was written" ).arg( mParameter, SwPgConnection::quoted( mName.schema() ), mConnection->place() ) );
  if ( mConnection->value( QStringLiteral( "SELECT to_regtype('geometry') IS NOT NULL" ) ) != QLatin1String( "t" ) )
    throw QgsProcessingException( QObject::tr( "%1: PostGIS is not installed in %2 (CREATE EXTENSION postgis); nothing was written" ).arg( mParameter, mConnection->place() ) );
  lockDestination();
  removeAbandonedStaging();
  const QString kind = mConnection->value( QStringLiteral( "SELECT c.relkind FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname = $1 AND c.relname = $2" ), { mName.schema(), mName.table() } );
  mExists = !kind.isNull();
  if ( mExists && kind != QLatin1String( "r" ) && kind != QLatin1String( "p" ) )
    throw QgsProcessingException( QObject::tr( "%1: %2 is a view or another kind of relation, not a table; name a table; nothing was written" ).arg( mParameter, description() ) );
  mOverwrite = overwrite;
  if ( mExists && !overwrite )
    throw QgsProcessingException( QObject::tr( "%1: the table %2 already exists in %3; set OVERWRITE to replace it, or name another table; nothing was written" ).arg( mParameter, mName.qualified(), mConnection->place() ) );
}

void SwPgOutputTable::lockDestination()
{
  const QString key = mConnection->value( QStringLiteral( "SELECT hashtext($1) & 2147483647" ), { mName.qualified() } );
  SwPgConnection::Error error;
  if ( mConnection->tryExec( QStringLiteral( "SELECT pg_advisory_lock(%1, %2)" ).arg( DESTINATION_LOCK ).arg( key ), {}, error ) )
    return;
  if ( !error.isLockTimeout() )
    throwFailed( QObject::tr( "waiting for" ), error.message );
  const QString holders = mConnection->advisoryLockHolders( DESTINATION_LOCK, key.toInt() );
  throw QgsProcessingException( QObject::tr( "%1: another run is writing %2 at this moment (%3); waited %4 s; nothing was written; run again when it has finished" )
                                  .arg( mParameter, description(), holders.isEmpty() ? QObject::tr( "its session has ended since" ) : holders )
                                  .arg( SwPgConnection::lockWaitMilliseconds() / 1000.0 ) );
}

void SwPgOutputTable::removeAbandonedStaging()
{
  // A staging table whose run still holds its lock is that run's; one whose lock is free was left by a run killed outright.
  const SwPgConnection::Rows rows = mConnection->exec( QStringLiteral( "SELECT c.relname FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname = $1 AND c.relkind = 'r' AND c.relname ~ '^_stormwater_staging_[0-9]+$'" ), { mName.schema() } );
  for ( const QStringList &row : rows )
  {
    bool ok = false;
    const int id = row.value( 0 ).mid( STAGING_PREFIX.size() ).toInt( &ok );
    if ( !ok )
      continue;
    if ( mConnection->value( QStringLiteral( "SELECT pg_try_advisory_lock(%1, %2)" ).arg( STAGING_LOCK ).arg( id ) ) != QLatin1String( "t" ) )
      continue;
    SwPgConnection::Error error;
    mConnection->tryExec( QStringLiteral( "DROP TABLE IF EXISTS %1.%2" ).arg( SwPgConnection::quoted( mName.schema() ), SwPgConnection::quoted( row.value( 0 ) ) ), {}, error );
    mConnection->tryExec( QStringLiteral( "SELECT pg_advisory_unlock(%1, %2)" ).arg( STAGING_LOCK ).arg( id ), {}, error );
  }
}

std::unique_ptr<QgsFeatureSink> SwPgOutputTable::createSink( const QgsFields &fields, SwWkbType type, const QgsCoordinateReferenceSystem &crs )
{
  const bool geometry = type != SW_WKB( NoGeometry ) && type != SW_WKB( Unknown );
  int srid = 0;
  if ( geometry )
  {
    srid = static_cast<int>( crs.postgisSrid() );
    if ( srid <= 0 || mConnection->value( QStringLiteral( "SELECT count(*) FROM spatial_ref_sys WHERE srid = $1" ), { QString::number( srid ) } ) == QLatin1String( "0" ) )
      throw QgsProcessingException( QObject::tr( "%1: %2 has no spatial reference system %3 in spatial_ref_sys; write in a CRS with an EPSG code; nothing was written" ).arg( mParameter, mConnection->place(), crs.authid() ) );
  }
  QStringList taken;
  for ( const QgsField &field : fields )
    taken << field.name().toLower();
  QString key = mName.keyColumn().isEmpty() ? QStringLiteral( "id" ) : mName.keyColumn();
  for ( int n = 1; taken.contains( key.toLower() ) || key == mName.geometryColumn(); ++n )
    key = QStringLiteral( "id_%1" ).arg( n );
  mKey = key;

  QStringList columns{ QStringLiteral( "%1 integer NOT NULL" ).arg( SwPgConnection::quoted( key ) ) };
  QStringList names{ SwPgConnection::quoted( key ) };
  if ( geometry )
  {
    columns << QStringLiteral( "%1 geometry(%2,%3)" ).arg( SwPgConnection::quoted( mName.geometryColumn() ), geometryTypeName( type ) ).arg( srid );
    names << SwPgConnection::quoted( mName.geometryColumn() );
  }
  for ( const QgsField &field : fields )
  {
    const QString problem = SwPgTableName::lengthProblem( field.name(), QObject::tr( "column" ) );
    if ( !problem.isEmpty() )
      throw QgsProcessingException( QObject::tr( "%1: %2; nothing was written" ).arg( mParameter, problem ) );
    columns << QStringLiteral( "%1 %2" ).arg( SwPgConnection::quoted( field.name() ), columnType( field ) );
    names << SwPgConnection::quoted( field.name() );
  }
  mColumns = names;
  mGeometry = geometry;

  // A number no staging table has, locked for as long as this run lives.
  do
    mStagingId = static_cast<int>( QRandomGenerator::global()->bounded( 1, 2147483647 ) );
  while ( mConnection->value( QStringLiteral( "SELECT pg_try_advisory_lock(%1, %2)" ).arg( STAGING_LOCK ).arg( mStagingId ) ) != QLatin1String( "t" ) || mConnection->value( QStringLiteral( "SELECT to_regclass($1) IS NOT NULL" ), { staging() } ) == QLatin1String( "t" ) );
  mStaging = STAGING_PREFIX + QString::number( mStagingId );
  mConnection->exec( QStringLiteral( "CREATE TABLE %1 (%2)" ).arg( staging(), columns.join( QLatin1String( ", " ) ) ), {}, QObject::tr( "creating the staging table for %1" ).arg( mName.qualified() ) );
  mConnection->exec( QStringLiteral( "COMMENT ON TABLE %1 IS %2" ).arg( staging(), SwPgConnection::literal( QObject::tr( "Stormwater screening: rows being written for %1 by process %2 on %3, started %4. Removed when that run ends; a later run removes it if that run was killed." ).arg( mName.qualified() ).arg( QCoreApplication::applicationPid() ).arg( QSysInfo::machineHostName(), QDateTime::currentDateTime().toString( Qt::ISODate ) ) ) ) );

  // Replacing a table whose columns differ would drop it: refused now, before any row, when something depends on it.
  if ( mExists && existingColumns() != stagingColumns() )
  {
    const QStringList blocking = dependents();
    if ( !blocking.isEmpty() )
      throw QgsProcessingException( QObject::tr( "%1: %2 cannot be replaced: its columns differ from the output's and %3 depend(s) on it; drop or change them, or name another table; nothing was written" ).arg( mParameter, description(), blocking.join( QLatin1String( ", " ) ) ) );
  }
  mConnection->startCopy( QStringLiteral( "COPY %1 (%2) FROM STDIN" ).arg( staging(), names.join( QLatin1String( ", " ) ) ), QObject::tr( "writing the rows for %1" ).arg( mName.qualified() ) );
  mCopy = std::make_shared<SwPgCopy>( *mConnection, fields, geometry, srid, mName.qualified() );
  return std::make_unique<SwPgCopySink>( mCopy );
}

QString SwPgOutputTable::staging() const
{
  return QStringLiteral( "%1.%2" ).arg( SwPgConnection::quoted( mName.schema() ), SwPgConnection::quoted( STAGING_PREFIX + QString::number( mStagingId ) ) );
}

QList<SwPgOutputTable::Column> SwPgOutputTable::columnsOf( const QString &table )
{
  QList<Column> columns;
  const SwPgConnection::Rows rows = mConnection->exec( QStringLiteral( "SELECT a.attname, format_type(a.atttypid, a.atttypmod) FROM pg_attribute a WHERE a.attrelid = to_regclass($1) AND a.attnum > 0 AND NOT a.attisdropped ORDER BY a.attnum" ), { table } );
  for ( const QStringList &row : rows )
    columns << Column{ row.value( 0 ), row.value( 1 ) };
  return columns;
}

QList<SwPgOutputTable::Column> SwPgOutputTable::existingColumns()
{
  return columnsOf( mName.qualified() );
}

QList<SwPgOutputTable::Column> SwPgOutputTable::stagingColumns()
{
  return columnsOf( staging() );
}

QStringList SwPgOutputTable::dependents()
{
  QStringList found;
  const SwPgConnection::Rows views = mConnection->exec( QStringLiteral( "SELECT DISTINCT v.oid::regclass::text FROM pg_depend d JOIN pg_rewrite r ON r.oid = d.objid JOIN pg_class v ON v.oid = r.ev_class "
                                                                        "WHERE d.classid = 'pg_rewrite'::regclass AND d.refobjid = to_regclass($1) AND v.oid <> to_regclass($1) ORDER BY 1" ),
                                                        { mName.qualified() } );
  for ( const QStringList &row : views )
    found << QObject::tr( "the view %1" ).arg( row.value( 0 ) );
  const SwPgConnection::Rows keys = mConnection->exec( QStringLiteral( "SELECT conname, conrelid::regclass::text FROM pg_constraint WHERE contype = 'f' AND confrelid = to_regclass($1) AND conrelid <> to_regclass($1) ORDER BY 1" ), { mName.qualified() } );
  for ( const QStringList &row : keys )
    found << QObject::tr( "the foreign key %1 of %2" ).arg( SwPgConnection::quoted( row.value( 0 ) ), row.value( 1 ) );
  return found;
}

QStringList SwPgOutputTable::whatGoesWith()
{
  QStringList lost;
  const SwPgConnection::Rows triggers = mConnection->exec( QStringLiteral( "SELECT tgname FROM pg_trigger WHERE tgrelid = to_regclass($1) AND NOT tgisinternal ORDER BY 1" ), { mName.qualified() } );
  for ( const QStringList &row : triggers )
    lost << QObject::tr( "the trigger %1" ).arg( SwPgConnection::quoted( row.value( 0 ) ) );
  const QString grants = mConnection->value( QStringLiteral( "SELECT array_to_string(relacl, ', ') FROM pg_class WHERE oid = to_regclass($1)" ), { mName.qualified() } );
  if ( !grants.isEmpty() )
    lost << QObject::tr( "its grants (%1)" ).arg( grants );
  const SwPgConnection::Rows owners = mConnection->exec( QStringLiteral( "SELECT pg_get_userbyid(relowner), current_user FROM pg_class WHERE oid = to_regclass($1)" ), { mName.qualified() } );
  if ( !owners.isEmpty() && owners.first().value( 0 ) != owners.first().value( 1 ) )
    lost << QObject::tr( "its owner '%1' (the new table is owned by '%2')" ).arg( owners.first().value( 0 ), owners.first().value( 1 ) );
  return lost;
}

void SwPgOutputTable::verify( long long features )
{
  if ( !mCopy )
    throw QgsProcessingException( QObject::tr( "%1: no rows were written for %2; the table is as it was before the run" ).arg( mParameter, description() ) );
  if ( !mCopy->finish() )
    throwFailed( QObject::tr( "could not write" ), mCopy->error() );
  const long long rows = mConnection->value( QStringLiteral( "SELECT count(*) FROM %1" ).arg( staging() ) ).toLongLong();
  if ( features >= 0 && rows != features )
    throwFailed( QObject::tr( "could not write" ), QObject::tr( "%1 of its %2 rows arrived" ).arg( rows ).arg( features ) );
  mRows = rows;
  // Indexed before the commit, so the commit itself is only renames.
  mConnection->exec( QStringLiteral( "ALTER TABLE %1 ADD CONSTRAINT %2 PRIMARY KEY (%3)" ).arg( staging(), SwPgConnection::quoted( mStaging + QStringLiteral( "_pkey" ) ), SwPgConnection::quoted( mKey ) ), {}, QObject::tr( "indexing the rows for %1" ).arg( mName.qualified() ) );
  if ( mGeometry )
    mConnection->exec( QStringLiteral( "CREATE INDEX %1 ON %2 USING gist (%3)" ).arg( SwPgConnection::quoted( mStaging + QStringLiteral( "_geom_idx" ) ), staging(), SwPgConnection::quoted( mName.geometryColumn() ) ), {}, QObject::tr( "indexing the rows for %1" ).arg( mName.qualified() ) );
  mConnection->exec( QStringLiteral( "ANALYZE %1" ).arg( staging() ) );
}

QString SwPgOutputTable::freeName( const QString &base )
{
  for ( int n = 0;; ++n )
  {
    const QString suffix = n == 0 ? QString() : QString::number( n );
    QByteArray bytes = base.toUtf8().left( SwPgTableName::MAX_NAME_BYTES - suffix.size() );
    while ( !bytes.isEmpty() && QString::fromUtf8( bytes ).toUtf8() != bytes )
      bytes.chop( 1 ); // never half a character
    const QString name = QString::fromUtf8( bytes ) + suffix;
    if ( mConnection->value( QStringLiteral( "SELECT count(*) FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname = $1 AND c.relname = $2" ), { mName.schema(), name } ) == QLatin1String( "0" ) )
      return name;
  }
}

void SwPgOutputTable::prepareCommit()
{
  mConnection->exec( QStringLiteral( "BEGIN" ) );
  mInTransaction = true;
  const bool exists = mConnection->value( QStringLiteral( "SELECT to_regclass($1) IS NOT NULL" ), { mName.qualified() } ) == QLatin1String( "t" );
  if ( !exists )
  {
    createTable();
    mNotes << QObject::tr( "%1: the new table %2" ).arg( mParameter, description() );
    return;
  }
  if ( !mOverwrite )
    throw QgsProcessingException( QObject::tr( "%1: the table %2 was created by another program while this run ran; set OVERWRITE to replace it, or name another table; nothing was written" ).arg( mParameter, description() ) );
  SwPgConnection::Error error;
  if ( !mConnection->tryExec( QStringLiteral( "LOCK TABLE %1 IN ACCESS EXCLUSIVE MODE" ).arg( mName.qualified() ), {}, error ) )
  {
    rollback();
    if ( !error.isLockTimeout() )
      throwFailed( QObject::tr( "could not lock" ), error.message );
    const QString holders = mConnection->lockHolders( mName.qualified() );
    throw QgsProcessingException( QObject::tr( "%1: %2 is in use by %3; waited %4 s; nothing was written; run again when it is free" ).arg( mParameter, description(), holders.isEmpty() ? QObject::tr( "another session" ) : holders ).arg( SwPgConnection::lockWaitMilliseconds() / 1000.0 ) );
  }
  if ( existingColumns() == stagingColumns() )
    replaceRows();
  else
    replaceTable();
}

void SwPgOutputTable::createTable()
{
  mConnection->exec( QStringLiteral( "ALTER TABLE %1 RENAME TO %2" ).arg( staging(), SwPgConnection::quoted( mName.table() ) ), {}, QObject::tr( "naming the table" ) );
  mConnection->exec( QStringLiteral( "ALTER TABLE %1 RENAME CONSTRAINT %2 TO %3" ).arg( mName.qualified(), SwPgConnection::quoted( mStaging + QStringLiteral( "_pkey" ) ), SwPgConnection::quoted( freeName( mName.table() + QStringLiteral( "_pkey" ) ) ) ) );
  if ( mGeometry )
    mConnection->exec( QStringLiteral( "ALTER INDEX %1.%2 RENAME TO %3" ).arg( SwPgConnection::quoted( mName.schema() ), SwPgConnection::quoted( mStaging + QStringLiteral( "_geom_idx" ) ), SwPgConnection::quoted( freeName( mName.table() + '_' + mName.geometryColumn() + QStringLiteral( "_idx" ) ) ) ) );
  // New rows added later (an edit in QGIS) are numbered after the run's.
  mConnection->exec( QStringLiteral( "ALTER TABLE %1 ALTER COLUMN %2 ADD GENERATED BY DEFAULT AS IDENTITY (START WITH %3)" ).arg( mName.qualified(), SwPgConnection::quoted( mKey ) ).arg( mRows + 1 ) );
  mConnection->exec( QStringLiteral( "COMMENT ON TABLE %1 IS NULL" ).arg( mName.qualified() ) );
}

void SwPgOutputTable::replaceRows()
{
  const bool referenced = mConnection->value( QStringLiteral( "SELECT count(*) FROM pg_constraint WHERE contype = 'f' AND confrelid = to_regclass($1)" ), { mName.qualified() } ) != QLatin1String( "0" );
  // TRUNCATE is quick but refused on a table other tables' foreign keys point at; DELETE checks each of them.
  mConnection->exec( referenced ? QStringLiteral( "DELETE FROM %1" ).arg( mName.qualified() ) : QStringLiteral( "TRUNCATE %1" ).arg( mName.qualified() ), {}, QObject::tr( "removing the earlier rows of %1" ).arg( mName.qualified() ) );
  const QString columns = mColumns.join( QLatin1String( ", " ) );
  mConnection->exec( QStringLiteral( "INSERT INTO %1 (%2) OVERRIDING SYSTEM VALUE SELECT %2 FROM %3 ORDER BY %4" ).arg( mName.qualified(), columns, staging(), SwPgConnection::quoted( mKey ) ), {}, QObject::tr( "writing the rows of %1" ).arg( mName.qualified() ) );
  mConnection->exec( QStringLiteral( "SELECT setval(s, %1) FROM pg_get_serial_sequence($1::text, $2::text) s WHERE s IS NOT NULL" ).arg( std::max<long long>( mRows, 1 ) ), { mName.qualified(), mKey } );
  mNotes << QObject::tr( "%1: the rows of %2 replaced; the table keeps its owner, grants, triggers, and the views and foreign keys on it" ).arg( mParameter, description() );
}

void SwPgOutputTable::replaceTable()
{
  const QStringList blocking = dependents();
  if ( !blocking.isEmpty() )
  {
    rollback();
    throw QgsProcessingException( QObject::tr( "%1: %2 cannot be replaced: its columns differ from the output's and %3 depend(s) on it; drop or change them, or name another table; nothing was written" ).arg( mParameter, description(), blocking.join( QLatin1String( ", " ) ) ) );
  }
  const QStringList lost = whatGoesWith();
  mConnection->exec( QStringLiteral( "DROP TABLE %1" ).arg( mName.qualified() ), {}, QObject::tr( "replacing" ) );
  createTable();
  mNotes << ( lost.isEmpty() ? QObject::tr( "%1: %2 replaced whole (its columns differed from the output's)" ).arg( mParameter, description() )
                             : QObject::tr( "%1: %2 replaced whole (its columns differed from the output's); what went with it: %3" ).arg( mParameter, description(), lost.join( QLatin1String( ", " ) ) ) );
}

void SwPgOutputTable::commit()
{
  SwPgConnection::Error error;
  if ( !mConnection->tryExec( QStringLiteral( "COMMIT" ), {}, error ) )
  {
    mInTransaction = false;
    throwFailed( QObject::tr( "could not commit" ), error.message );
  }
  mInTransaction = false;
  const QString rows = mConnection->value( QStringLiteral( "SELECT count(*) FROM %1" ).arg( mName.qualified() ) );
  mNotes << QObject::tr( "%1: %2 rows committed to %3" ).arg( mParameter, rows, description() );
}

void SwPgOutputTable::rollback()
{
  if ( !mInTransaction || !mConnection )
    return;
  SwPgConnection::Error error;
  mConnection->tryExec( QStringLiteral( "ROLLBACK" ), {}, error );
  mInTransaction = false;
}

void SwPgOutputTable::finish()
{
  if ( !mConnection )
    return;
  rollback();
  if ( mCopy )
    mCopy->abort();
  mCopy.reset();
  if ( mStagingId != 0 )
  {
    SwPgConnection::Error error;
    mConnection->tryExec( QStringLiteral( "DROP TABLE IF EXISTS %1" ).arg( staging() ), {}, error );
  }
  mStagingId = 0;
  // Ending the session releases its advisory locks.
  mConnection.reset();
}
