/***************************************************************************
  swpgtablename.cpp: reading a destination's schema and table exactly.
 ***************************************************************************/
#include "postgis/swpgtablename.h"
#include "postgis/swpgconnection.h"

#include "qgsdatasourceuri.h"
#include "qgsexception.h"

#include <QObject>

bool SwPgTableName::isPostgisDestination( const QString &text )
{
  const QString trimmed = text.trimmed();
  return trimmed.startsWith( QLatin1String( "postgis:" ) ) || trimmed.startsWith( QLatin1String( "postgres:" ) );
}

QString SwPgTableName::lengthProblem( const QString &name, const QString &what )
{
  const QByteArray bytes = name.toUtf8();
  if ( bytes.size() <= MAX_NAME_BYTES )
    return QString();
  // What PostgreSQL would keep: the first 63 bytes, never half a character.
  int keep = MAX_NAME_BYTES;
  while ( keep > 0 && ( static_cast<unsigned char>( bytes.at( keep ) ) & 0xC0 ) == 0x80 )
    --keep;
  return QObject::tr( "the %1 name %2 is %3 bytes long; PostgreSQL keeps only the first %4 bytes of a name, so it would write %5, which may be another %1; give a name of at most %4 bytes" )
    .arg( what, SwPgConnection::quoted( name ) )
    .arg( bytes.size() )
    .arg( MAX_NAME_BYTES )
    .arg( SwPgConnection::quoted( QString::fromUtf8( bytes.left( keep ) ) ) );
}

bool SwPgTableName::readIdentifier( const QString &text, int &i, QString &name )
{
  name.clear();
  if ( i < text.size() && text.at( i ) == '"' )
  {
    for ( ++i; i < text.size(); ++i )
    {
      const QChar c = text.at( i );
      if ( c == '\\' && i + 1 < text.size() && ( text.at( i + 1 ) == '"' || text.at( i + 1 ) == '\\' ) )
        name += text.at( ++i ); // QGIS's escape
      else if ( c == '"' && i + 1 < text.size() && text.at( i + 1 ) == '"' )
        name += text.at( ++i ); // SQL's doubled quote
      else if ( c == '"' )
      {
        ++i;
        return true;
      }
      else
        name += c;
    }
    return false;
  }
  while ( i < text.size() && !text.at( i ).isSpace() && text.at( i ) != '.' && text.at( i ) != '(' )
    name += text.at( i++ );
  return true;
}

void SwPgTableName::readTable( const QString &text, int &i )
{
  QString first;
  if ( !readIdentifier( text, i, first ) )
    throw QgsProcessingException( QObject::tr( "%1: the table name in %2 has a quote that is not closed; nothing was written" ).arg( mParameter, text.mid( text.indexOf( QLatin1String( "table=" ) ) ) ) );
  if ( i < text.size() && text.at( i ) == '.' )
  {
    ++i;
    mSchema = first;
    if ( !readIdentifier( text, i, mTable ) )
      throw QgsProcessingException( QObject::tr( "%1: the table name in %2 has a quote that is not closed; nothing was written" ).arg( mParameter, text.mid( text.indexOf( QLatin1String( "table=" ) ) ) ) );
    if ( i < text.size() && text.at( i ) == '.' )
      throw QgsProcessingException( QObject::tr( "%1: %2 names a table in three parts; give \"schema\".\"table\"; nothing was written" ).arg( mParameter, text.mid( text.indexOf( QLatin1String( "table=" ) ) ).section( ' ', 0, 0 ) ) );
  }
  else
    mTable = first;
  // Anything glued to the name ("no""schema" read the QGIS way) is not guessed at.
  if ( i < text.size() && !text.at( i ).isSpace() && text.at( i ) != '(' )
    throw QgsProcessingException( QObject::tr( "%1: cannot read the table name in %2: write it \"schema\".\"table\", a quote inside a name doubled; nothing was written" ).arg( mParameter, text.mid( text.indexOf( QLatin1String( "table=" ) ) ) ) );
  while ( i < text.size() && text.at( i ).isSpace() )
    ++i;
  if ( i < text.size() && text.at( i ) == '(' )
  {
    const int close = text.indexOf( ')', i );
    mGeometryColumn = text.mid( i + 1, close < 0 ? -1 : close - i - 1 );
    i = close < 0 ? text.size() : close + 1;
  }
}

SwPgTableName::SwPgTableName( const QString &text, const QString &parameter )
  : mParameter( parameter )
{
  const QString trimmed = text.trimmed();
  mConnection = trimmed.mid( trimmed.indexOf( ':' ) + 1 );
  // Walk the key=value pairs as QGIS does, so "table=" inside a quoted value is not taken for the table.
  int i = 0;
  bool found = false;
  int tableStart = -1;
  int tableEnd = -1;
  while ( i < mConnection.size() )
  {
    while ( i < mConnection.size() && mConnection.at( i ).isSpace() )
      ++i;
    const int keyStart = i;
    const int equals = mConnection.indexOf( '=', i );
    if ( equals < 0 )
      break;
    const QString key = mConnection.mid( i, equals - i ).trimmed();
    i = equals + 1;
    if ( key == QLatin1String( "sql" ) )
      break;
    if ( key == QLatin1String( "table" ) )
    {
      readTable( mConnection, i );
      found = true;
      tableStart = keyStart;
      tableEnd = i;
      continue;
    }
    QString value;
    if ( i < mConnection.size() && ( mConnection.at( i ) == '\'' || mConnection.at( i ) == '"' ) )
    {
      const QChar quote = mConnection.at( i++ );
      while ( i < mConnection.size() && mConnection.at( i ) != quote )
      {
        if ( mConnection.at( i ) == '\\' )
          ++i;
        if ( i < mConnection.size() )
          value += mConnection.at( i++ );
      }
      ++i;
    }
    else
    {
      while ( i < mConnection.size() && !mConnection.at( i ).isSpace() )
        value += mConnection.at( i++ );
    }
    if ( key == QLatin1String( "key" ) )
      mKeyColumn = value;
  }
  // The connection without the table: QGIS would read a name it cannot parse into the keys after it.
  if ( found )
    mConnection.remove( tableStart, tableEnd - tableStart );
  if ( !found || mTable.isEmpty() )
    throw QgsProcessingException( QObject::tr( "%1: the PostGIS destination names no table (table=\"schema\".\"name\"); nothing was written" ).arg( parameter ) );
  if ( mGeometryColumn.isEmpty() )
    mGeometryColumn = QStringLiteral( "geom" );
  for ( const auto &[name, what] : { std::make_pair( mSchema, QObject::tr( "schema" ) ), std::make_pair( mTable, QObject::tr( "table" ) ), std::make_pair( mGeometryColumn, QObject::tr( "column" ) ) } )
  {
    const QString problem = lengthProblem( name, what );
    if ( !problem.isEmpty() )
      throw QgsProcessingException( QObject::tr( "%1: %2; nothing was written" ).arg( parameter, problem ) );
  }
}

QString SwPgTableName::qualified() const
{
  return mSchema.isEmpty() ? SwPgConnection::quoted( mTable ) : QStringLiteral( "%1.%2" ).arg( SwPgConnection::quoted( mSchema ), SwPgConnection::quoted( mTable ) );
}
