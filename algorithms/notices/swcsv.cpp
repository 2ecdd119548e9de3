/***************************************************************************
  swcsv.cpp: RFC 4180 records, written checked to the last byte.
 ***************************************************************************/
#include "notices/swcsv.h"

#include "outputs/swdurablefile.h"

#include "qgsexception.h"

#include <QObject>
#include <QFile>
#include <QDate>
#include <QDateTime>
#include <QRegularExpression>

QString SwCsv::neutralised( const QString &value )
{
  if ( value.isEmpty() )
    return value;
  const QChar first = value.at( 0 );
  // The apostrophe itself is guarded too: else "'=x" would read back as "=x".
  if ( first == '=' || first == '+' || first == '-' || first == '@' || first == '\t' || first == '\r' || first == '\'' )
    return QLatin1Char( '\'' ) + value;
  return value;
}

QString SwCsv::value( const QString &cell )
{
  static const QRegularExpression guarded( QStringLiteral( "^'[=+\\-@\\t\\r']" ) );
  return guarded.match( cell ).hasMatch() ? cell.mid( 1 ) : cell;
}

QString SwCsv::typedCell( const QVariant &value )
{
  if ( value.isNull() )
    return QString();
  switch ( static_cast<QMetaType::Type>( value.userType() ) )
  {
    case QMetaType::Int:
    case QMetaType::UInt:
    case QMetaType::LongLong:
    case QMetaType::ULongLong:
    case QMetaType::Double:
    case QMetaType::Float:
      // QVariant's text of a double is its shortest exact form, always with '.'.
      return value.toString();
    case QMetaType::QDate:
      return value.toDate().toString( Qt::ISODate );
    case QMetaType::QTime:
      return value.toTime().toString( Qt::ISODate );
    case QMetaType::QDateTime:
      return value.toDateTime().toString( Qt::ISODate );
    case QMetaType::Bool:
      // As GDAL writes a boolean field to a CSV file.
      return value.toBool() ? QStringLiteral( "1" ) : QStringLiteral( "0" );
    default:
      break;
  }
  return neutralised( value.toString() );
}

QString SwCsv::tableRecord( const QVariantList &values )
{
  QStringList fields;
  fields.reserve( values.size() );
  for ( const QVariant &value : values )
    fields << field( typedCell( value ) );
  return fields.join( ',' ) + QLatin1String( "\r\n" );
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
  QString text = record( header );
  for ( const QStringList &values : records )
    text += record( values );
  const QString problem = SwDurableFile::write( path, text.toUtf8() );
  if ( !problem.isEmpty() )
    throw QgsProcessingException( QObject::tr( "%1: cannot write '%2': %3" ).arg( parameter, path, problem ) );
}

namespace
{
  //! The line (from 1) of the first byte sequence that is not UTF-8 in \a bytes, or 0 when all of it is.
  int firstNonUtf8Line( const QByteArray &bytes )
  {
    int line = 1;
    const int size = bytes.size();
    for ( int i = 0; i < size; )
    {
      const unsigned char lead = static_cast<unsigned char>( bytes.at( i ) );
      if ( lead == '\n' )
        ++line;
      // Sequence length and the smallest code point it may hold (overlong forms are not UTF-8).
      struct Form
      {
        int length;
        unsigned int code;
        unsigned int least;
      };
      Form form{ 1, lead, 0 };
      if ( lead >= 0xF0 && lead <= 0xF4 )
        form = { 4, lead & 0x07u, 0x10000 };
      else if ( lead >= 0xE0 && lead <= 0xEF )
        form = { 3, lead & 0x0Fu, 0x800 };
      else if ( lead >= 0xC2 && lead <= 0xDF )
        form = { 2, lead & 0x1Fu, 0x80 };
      else if ( lead >= 0x80 )
        return line;
      const int length = form.length;
      unsigned int code = form.code;
      const unsigned int least = form.least;
      if ( i + length > size )
        return line;
      for ( int k = 1; k < length; ++k )
      {
        const unsigned char next = static_cast<unsigned char>( bytes.at( i + k ) );
        if ( ( next & 0xC0 ) != 0x80 )
          return line;
        code = ( code << 6 ) | ( next & 0x3F );
      }
      if ( code < least || code > 0x10FFFF || ( code >= 0xD800 && code <= 0xDFFF ) )
        return line;
      i += length;
    }
    return 0;
  }
} // namespace

QList<QStringList> SwCsv::read( const QString &path, const QString &parameter, QList<int> *lines )
{
  QFile file( path );
  if ( !file.open( QIODevice::ReadOnly ) )
    throw QgsProcessingException( QObject::tr( "%1: cannot read '%2': %3" ).arg( parameter, path, file.errorString() ) );
  QByteArray bytes = file.readAll();
  // A file saved by a Latin-1 editor decodes into replacement characters: refused, never read as something else.
  const int badLine = firstNonUtf8Line( bytes );
  if ( badLine > 0 )
    throw QgsProcessingException( QObject::tr( "%1: '%2' line %3 is not UTF-8 text (an editor saved it in another character set, such as Latin-1 or Windows-1252); save it as UTF-8 (LibreOffice: Save As, Text CSV, character set Unicode (UTF-8)) and run again; nothing was written" ).arg( parameter, path ).arg( badLine ) );
  // A spreadsheet's "CSV UTF-8" starts with a byte order mark: not part of the first cell.
  if ( bytes.startsWith( "\xEF\xBB\xBF" ) )
    bytes.remove( 0, 3 );
  const QString text = QString::fromUtf8( bytes );
  QList<QStringList> records;
  QStringList record;
  QString cell;
  bool quoted = false;
  int line = 1;       // the line being read
  int recordLine = 1; // the line the record being read began on
  auto endCell = [&]()
  {
    record << value( cell );
    cell.clear();
  };
  for ( int i = 0; i < text.size(); ++i )
  {
    const QChar c = text.at( i );
    if ( c == '\n' )
      ++line;
    if ( quoted )
    {
      if ( c == '"' && i + 1 < text.size() && text.at( i + 1 ) == '"' )
        cell += text.at( ++i );
      else if ( c == '"' )
        quoted = false;
      else
        cell += c;
    }
    else if ( c == '"' )
      quoted = true;
    else if ( c == ',' )
      endCell();
    else if ( c == '\r' || c == '\n' )
    {
      if ( c == '\r' && i + 1 < text.size() && text.at( i + 1 ) == '\n' )
      {
        ++i;
        ++line;
      }
      endCell();
      records << record;
      if ( lines )
        *lines << recordLine;
      recordLine = line;
      record.clear();
    }
    else
      cell += c;
  }
  if ( quoted )
    throw QgsProcessingException( QObject::tr( "%1: '%2' is not a CSV file this tool wrote: a quoted field is not closed" ).arg( parameter, path ) );
  if ( !cell.isEmpty() || !record.isEmpty() )
  {
    endCell();
    records << record;
    if ( lines )
      *lines << recordLine;
  }
  return records;
}
