/***************************************************************************
  swpgconnection.h: one libpq connection to the database a PostGIS layer
  names, for what QGIS's provider does not do for us: staging an output
  table with COPY and committing it in one transaction, waiting for a
  table's lock no longer than STORMWATER_LOCK_WAIT_SECONDS and then naming
  the session that holds it, and telling the planner what PostgreSQL said
  (authentication failed, host unreachable, no such table) instead of
  "missing file, wrong path or unsupported format". No message ever holds
  the connection's password.
 ***************************************************************************/
#ifndef SWPGCONNECTION_H
#define SWPGCONNECTION_H

#include <QString>
#include <QStringList>

#include <memory>

class QgsDataSourceUri;
struct pg_conn;
struct pg_result;

class SwPgConnection
{
public:
  //! What PostgreSQL answered to a failed statement.
  struct Error
  {
    QString state;     //!< SQLSTATE, e.g. 55P03 (lock not available), 42P01 (no such table)
    QString message;   //!< PostgreSQL's primary message, one line
    bool lost = false; //!< the connection itself is gone (server stopped, network)
    bool isLockTimeout() const { return state == QLatin1String( "55P03" ); }
  };

  //! Rows of a query: each row's columns as text (a null is a null QString).
  using Rows = QList<QStringList>;

  /**
   * Connects to the database \a uri names (host, port, dbname, user,
   * password, service, sslmode, authcfg) for parameter \a parameter.
   * Throws QgsProcessingException saying what PostgreSQL said, naming the
   * parameter, the database and the host, never the password. The
   * session's lock waits end after lockWaitMilliseconds().
   */
  SwPgConnection( const QgsDataSourceUri &uri, const QString &parameter );
  ~SwPgConnection();
  SwPgConnection( const SwPgConnection & ) = delete;
  SwPgConnection &operator=( const SwPgConnection & ) = delete;

  //! How long a lock is waited for: 30 s, or STORMWATER_LOCK_WAIT_SECONDS.
  static int lockWaitMilliseconds();

  //! "database 'gis' on db.city.gov" (or on the local socket).
  QString place() const { return mPlace; }
  QString parameter() const { return mParameter; }

  /**
   * Runs \a sql with \a values as $1, $2... False with \a error filled
   * when PostgreSQL refused it; \a rows receives what a query returned.
   */
  bool tryExec( const QString &sql, const QStringList &values, Error &error, Rows *rows = nullptr );

  /**
   * Runs \a sql; throws QgsProcessingException "<parameter>: <doing>: <what
   * PostgreSQL said>" when it fails. A lock wait that timed out names the
   * sessions holding \a lockedTable (see lockHolders()).
   */
  Rows exec( const QString &sql, const QStringList &values = QStringList(), const QString &doing = QString() );

  //! The first column of the first row of \a sql, or a null string.
  QString value( const QString &sql, const QStringList &values = QStringList() );

  //! Starts COPY ... FROM STDIN (text format); throws like exec().
  void startCopy( const QString &sql, const QString &doing );
  //! Sends \a data to the COPY under way; false with \a error filled when the connection failed.
  bool putCopyData( const QByteArray &data, Error &error );
  //! Ends the COPY; false with \a error filled when PostgreSQL refused the rows.
  bool endCopy( Error &error );
  //! Aborts a COPY under way (a cancelled run); nothing it sent is kept.
  void abortCopy();

  /**
   * The other sessions that hold a lock on the relation \a relation (a
   * quoted, schema-qualified name), as "session 4242 (application
   * 'QGIS', user 'clerk', since 10:02:11)", joined by "; ". Empty when
   * none is seen.
   */
  QString lockHolders( const QString &relation );
  //! Likewise for the sessions holding the advisory lock (\a key1, \a key2).
  QString advisoryLockHolders( int key1, int key2 );

  //! \a name quoted as a PostgreSQL identifier ("a""b").
  static QString quoted( const QString &name );
  //! \a text quoted as a PostgreSQL string literal ('it''s').
  static QString literal( const QString &text );

  //! The message of a connection that could not be made, from libpq's text (which never holds the password).
  static QString connectionProblem( const QString &libpqMessage );

private:
  Error lastError( pg_result *result ) const;
  QString holders( const QString &where, const QStringList &values );

  pg_conn *mConnection = nullptr;
  QString mParameter;
  QString mPlace;
};

#endif // SWPGCONNECTION_H
