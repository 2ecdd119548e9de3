/***************************************************************************
  swsecrets.cpp: masking passwords in data source URIs; a database layer's
  name for the public.
 ***************************************************************************/
#include "core/swsecrets.h"

#include "qgsdatasourceuri.h"

#include <QObject>
#include <QRegularExpression>
#include <QUrl>

namespace
{
  //! A database layer as a document for the public may name it.
  struct PublicPlace
  {
    bool isDatabase = false;
    QString kind;     //!< "PostGIS", "SQL Server"...
    QString table;    //!< "public"."parcels", quoted as the database writes it
    QString database; //!< the database's name, when no table is named
  };

  //! The kind of database QGIS's provider \a provider reads, or empty when it reads files or memory.
  QString databaseKind( const QString &provider )
  {
    const QString key = provider.toLower();
    if ( key == QLatin1String( "postgres" ) || key == QLatin1String( "postgresraster" ) )
      return QStringLiteral( "PostGIS" );
    if ( key == QLatin1String( "mssql" ) )
      return QStringLiteral( "SQL Server" );
    if ( key == QLatin1String( "oracle" ) )
      return QStringLiteral( "Oracle" );
    if ( key == QLatin1String( "hana" ) )
      return QStringLiteral( "SAP HANA" );
    if ( key == QLatin1String( "db2" ) )
      return QStringLiteral( "DB2" );
    return QString();
  }

  //! "a"."b", each part quoted as PostgreSQL quotes an identifier.
  QString quotedName( const QString &schema, const QString &table )
  {
    const auto quoted = []( QString name )
    { return QStringLiteral( "\"%1\"" ).arg( name.replace( '"', QLatin1String( "\"\"" ) ) ); };
    return schema.isEmpty() ? quoted( table ) : quoted( schema ) + '.' + quoted( table );
  }

  //! The table of OGR's "schema.table" (tables=, layername=), quoted.
  QString ogrTable( const QString &name )
  {
    const QString table = name.trimmed();
    const int dot = table.indexOf( '.' );
    return dot < 0 ? quotedName( QString(), table ) : quotedName( table.left( dot ), table.mid( dot + 1 ) );
  }

  PublicPlace placeOf( const QString &source, const QString &provider )
  {
    // The ways a PostgreSQL source is written: QGIS Processing's "postgres://" and
    // "postgis:", libpq's "postgresql://user:password@host/db", OGR's "PG:".
    static const QRegularExpression postgresPrefix( QStringLiteral( "^\\s*(?:(?:postgres|postgresql|postgis)(?::\\/\\/|:)|PG:)" ), QRegularExpression::CaseInsensitiveOption );
    static const QRegularExpression keyValue( QStringLiteral( "^\\s*[A-Za-z_]+\\s*=" ) );
    static const QRegularExpression connectionKey( QStringLiteral( "(?:^|\\s)(?:dbname|service|host|hostaddr)\\s*=" ), QRegularExpression::CaseInsensitiveOption );
    PublicPlace place;
    place.kind = databaseKind( provider );
    QString rest = source.trimmed();
    const QRegularExpressionMatch prefix = postgresPrefix.match( rest );
    if ( prefix.hasMatch() )
    {
      place.kind = QStringLiteral( "PostGIS" );
      rest = rest.mid( prefix.capturedEnd() );
    }
    if ( place.kind.isEmpty() )
    {
      // A file provider's source is a path; only a connection string of no known provider is a database's.
      if ( !provider.isEmpty() || !connectionKey.match( rest ).hasMatch() )
        return place;
      place.kind = QObject::tr( "database" );
    }
    place.isDatabase = true;
    const QString layerName = rest.section( QStringLiteral( "|layername=" ), 1 ).section( '|', 0, 0 );
    rest = rest.section( '|', 0, 0 );
    if ( !keyValue.match( rest ).hasMatch() )
    {
      // libpq's URI: user:password@host:port/database
      place.database = QUrl( QStringLiteral( "postgresql://" ) + rest ).path().mid( 1 );
    }
    else
    {
      const QgsDataSourceUri uri( rest );
      place.database = uri.database();
      if ( !uri.table().isEmpty() )
        place.table = quotedName( uri.schema(), uri.table() );
      else if ( uri.hasParam( QStringLiteral( "tables" ) ) )
        place.table = ogrTable( uri.param( QStringLiteral( "tables" ) ).section( ',', 0, 0 ) );
    }
    if ( place.table.isEmpty() && !layerName.isEmpty() )
      place.table = ogrTable( layerName );
    return place;
  }
} // namespace

QString SwSecrets::masked( const QString &text )
{
  // scheme://user:password@host
  static const QRegularExpression userInfo( QStringLiteral( "([A-Za-z][A-Za-z0-9+.-]*://[^:/@\\s]*:)([^@\\s]+)(@)" ) );
  // password='…', password="…" or password=… in key=value connection strings
  static const QRegularExpression keyValue( QStringLiteral( "(\\bpassword\\s*=\\s*)('(?:[^'\\\\]|\\\\.)*'|\"[^\"]*\"|[^\\s|&]+)" ), QRegularExpression::CaseInsensitiveOption );
  QString result = text;
  result.replace( userInfo, QStringLiteral( "\\1***\\3" ) );
  result.replace( keyValue, QStringLiteral( "\\1***" ) );
  return result;
}

bool SwSecrets::isDatabase( const QString &source, const QString &provider )
{
  return placeOf( source, provider ).isDatabase;
}

QString SwSecrets::publicName( const QString &source, const QString &provider )
{
  const PublicPlace place = placeOf( source, provider );
  if ( !place.isDatabase )
    return masked( source );
  if ( !place.table.isEmpty() )
    return QStringLiteral( "%1 (%2)" ).arg( place.table, place.kind );
  if ( !place.database.isEmpty() )
    return QObject::tr( "database \"%1\" (%2)" ).arg( place.database, place.kind );
  return QObject::tr( "a %1 database" ).arg( place.kind );
}
