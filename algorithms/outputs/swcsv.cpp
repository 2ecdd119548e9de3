/***************************************************************************
  swcsv.cpp: RFC 4180 records.
 ***************************************************************************/
#include "outputs/swcsv.h"

QString SwCsv::neutralised( const QString &value )
{
  if ( value.isEmpty() )
    return value;
  const QChar first = value.at( 0 );
  if ( first == '=' || first == '+' || first == '-' || first == '@' || first == '\t' || first == '\r' )
    return QLatin1Char( '\'' ) + value;
  return value;
}

QString SwCsv::field( const QString &value )
{
  if ( !value.contains( ',' ) && !value.contains( '"' ) && !value.contains( '\r' ) && !value.contains( '\n' ) )
    return value;
  QString quoted = value;
  quoted.replace( QLatin1String( "\"" ), QLatin1String( "\"\"" ) );
  return QStringLiteral( "\"%1\"" ).arg( quoted );
}

QString SwCsv::record( const QStringList &values )
{
  QStringList fields;
  fields.reserve( values.size() );
  for ( const QString &value : values )
    fields << field( neutralised( value ) );
  return fields.join( ',' ) + QLatin1String( "\r\n" );
}
