/***************************************************************************
  swsecrets.cpp: masking passwords in data source URIs.
 ***************************************************************************/
#include "core/swsecrets.h"

#include <QRegularExpression>

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
