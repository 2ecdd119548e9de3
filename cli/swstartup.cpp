/***************************************************************************
  swstartup.cpp: which plugins a command line needs at start.
 ***************************************************************************/
#include "swstartup.h"

#include <QFileInfo>
#include <QRegularExpression>
#include <QSet>

namespace
{
  // Files QGIS's built-in providers open (OGR, GDAL) and files the
  // algorithms write themselves (the report, the letters, the lists).
  const QSet<QString> &fileKinds()
  {
    static const QSet<QString> kinds{ QStringLiteral( "gpkg" ), QStringLiteral( "shp" ), QStringLiteral( "geojson" ), QStringLiteral( "json" ), QStringLiteral( "fgb" ), QStringLiteral( "gml" ), QStringLiteral( "kml" ), QStringLiteral( "csv" ), QStringLiteral( "tif" ), QStringLiteral( "tiff" ), QStringLiteral( "vrt" ), QStringLiteral( "asc" ), QStringLiteral( "img" ), QStringLiteral( "html" ), QStringLiteral( "htm" ), QStringLiteral( "pdf" ), QStringLiteral( "qpt" ) };
    return kinds;
  }
} // namespace

SwStartup::SwStartup( const QStringList &arguments )
{
  QStringList words;
  for ( int i = 1; i < arguments.size(); ++i )
  {
    const QString &argument = arguments.at( i );
    if ( argument == QLatin1String( "--json" ) || argument == QLatin1String( "--verbose" ) || argument.startsWith( QLatin1String( "--html=" ) ) )
      continue;
    words << argument;
  }
  mCommand = words.value( 0 );
  mAlgorithm = words.value( 1 );
  mParameters = words.mid( 2 );
}

bool SwStartup::needsNativeAlgorithms() const
{
  const bool aboutOne = mCommand == QLatin1String( "run" ) || mCommand == QLatin1String( "help" );
  return !( aboutOne && mAlgorithm.startsWith( QLatin1String( "stormwater:" ) ) );
}

bool SwStartup::builtInProvidersSuffice() const
{
  if ( mCommand != QLatin1String( "run" ) || mAlgorithm.isEmpty() )
    return false;
  if ( !qEnvironmentVariableIsEmpty( "QGIS_PROVIDER_FILE" ) || !qEnvironmentVariableIsEmpty( "QGIS_AUTHMETHOD_FILE" ) )
    return false;
  for ( QString parameter : mParameters )
  {
    if ( parameter == QLatin1String( "--" ) )
      continue;
    // JSON on standard input: not read here.
    if ( parameter == QLatin1String( "-" ) )
      return false;
    if ( parameter.startsWith( QLatin1String( "--" ) ) )
      parameter = parameter.mid( 2 );
    const int equals = parameter.indexOf( '=' );
    if ( equals <= 0 )
      return false;
    // A project may hold layers of any provider.
    if ( parameter.left( equals ).compare( QLatin1String( "project_path" ), Qt::CaseInsensitive ) == 0 )
      return false;
    if ( !isPlainValue( parameter.mid( equals + 1 ) ) )
      return false;
  }
  return true;
}

bool SwStartup::isPlainValue( const QString &value )
{
  if ( value.contains( QLatin1String( "authcfg" ), Qt::CaseInsensitive ) )
    return false;
  // A file of a kind OGR or GDAL opens, with its options (|layername=...).
  const QString file = value.section( '|', 0, 0 );
  if ( fileKinds().contains( QFileInfo( file ).suffix().toLower() ) && !file.contains( ':' ) )
    return true;
  // A CRS by its authority (EPSG:2229) names no data.
  static const QRegularExpression authority( QStringLiteral( "^[A-Za-z]+:[0-9]+$" ) );
  if ( authority.match( value ).hasMatch() )
    return true;
  // Anything else that could be a connection, a URL or a path (a folder, a
  // GRASS map, a date written 12/15/2026 too: harmlessly) loads everything.
  if ( value.contains( '=' ) || value.contains( ':' ) || value.contains( '/' ) || value.contains( '\\' ) )
    return false;
  return !QFileInfo::exists( value );
}
