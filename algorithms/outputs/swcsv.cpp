/***************************************************************************
  swcsv.cpp: RFC 4180 records, and files written all or nothing.
 ***************************************************************************/
#include "outputs/swcsv.h"

#include "qgsexception.h"

#include <QObject>
#include <QSaveFile>
#include <QTextStream>

namespace
{
  [[noreturn]] void cannotWrite( const QSaveFile &file, const QString &parameter )
  {
    throw QgsProcessingException( QObject::tr( "%1: cannot write '%2': %3" ).arg( parameter, file.fileName(), file.errorString() ) );
  }
} // namespace

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

void SwCsv::write( const QString &path, const QString &parameter, const QStringList &header, const QList<QStringList> &records )
{
  QSaveFile file( path );
  if ( !file.open( QIODevice::WriteOnly ) )
    cannotWrite( file, parameter );
  QTextStream out( &file );
  out.setCodec( "UTF-8" );
  out << record( header );
  for ( const QStringList &values : records )
    out << record( values );
  out.flush();
  if ( !file.commit() )
    cannotWrite( file, parameter );
}
