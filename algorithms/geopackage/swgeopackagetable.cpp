/***************************************************************************
  swgeopackagetable.cpp: a layer's table, geometry column and columns.
 ***************************************************************************/
#include "geopackage/swgeopackagetable.h"

#include <QObject>

#include <sqlite3.h>

namespace
{
  QString text( sqlite3_stmt *statement, int column )
  {
    const unsigned char *value = sqlite3_column_text( statement, column );
    return value ? QString::fromUtf8( reinterpret_cast<const char *>( value ) ) : QString();
  }
} // namespace

bool SwGeoPackageTable::isPlainType( SwVariantType type )
{
  switch ( type )
  {
    case SW_VARIANT_TYPE( QString ):
    case SW_VARIANT_TYPE( Int ):
    case SW_VARIANT_TYPE( LongLong ):
    case SW_VARIANT_TYPE( UInt ):
    case SW_VARIANT_TYPE( ULongLong ):
    case SW_VARIANT_TYPE( Double ):
    case SW_VARIANT_TYPE( Bool ):
    case SW_VARIANT_TYPE( QDate ):
      return true;
    default:
      return false;
  }
}

QString SwGeoPackageTable::quoted( const QString &name )
{
  return QStringLiteral( "\"%1\"" ).arg( QString( name ).replace( '"', QLatin1String( "\"\"" ) ) );
}

QString SwGeoPackageTable::literal( const QString &text )
{
  return QStringLiteral( "'%1'" ).arg( QString( text ).replace( '\'', QLatin1String( "''" ) ) );
}

QString SwGeoPackageTable::read( sqlite3 *db, const QString &layer )
{
  *this = SwGeoPackageTable();
  sqlite3_stmt *statement = nullptr;
  if ( sqlite3_prepare_v2( db, "SELECT table_name, column_name, srs_id FROM gpkg_geometry_columns", -1, &statement, nullptr ) != SQLITE_OK )
    return QString::fromUtf8( sqlite3_errmsg( db ) );
  int tables = 0;
  bool named = false;
  while ( sqlite3_step( statement ) == SQLITE_ROW )
  {
    ++tables;
    const QString name = text( statement, 0 );
    if ( !named && ( tables == 1 || name.compare( layer, Qt::CaseInsensitive ) == 0 ) )
    {
      named = name.compare( layer, Qt::CaseInsensitive ) == 0;
      table = name;
      geometry = text( statement, 1 );
      srsId = sqlite3_column_int( statement, 2 );
    }
  }
  sqlite3_finalize( statement );
  if ( table.isEmpty() || ( tables > 1 && !named ) )
    return QObject::tr( "no geometry column for layer '%1'" ).arg( layer );

  const QByteArray info = QStringLiteral( "PRAGMA table_info(%1)" ).arg( quoted( table ) ).toUtf8();
  if ( sqlite3_prepare_v2( db, info.constData(), -1, &statement, nullptr ) != SQLITE_OK )
    return QString::fromUtf8( sqlite3_errmsg( db ) );
  while ( sqlite3_step( statement ) == SQLITE_ROW )
  {
    columns << text( statement, 1 );
    if ( sqlite3_column_int( statement, 5 ) == 1 )
      fid = columns.last();
  }
  sqlite3_finalize( statement );
  if ( fid.isEmpty() )
    return QObject::tr( "layer '%1' has no integer primary key" ).arg( layer );
  return QString();
}
