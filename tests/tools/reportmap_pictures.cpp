/***************************************************************************
  reportmap_pictures.cpp: a development tool, not a test. Draws the
  report's overview and insets of a screened parcels layer to PNG files,
  with the sample city's context layers, and says how long each took, so a
  person can look at them and a change can be timed at city and county
  scale:

    build/tests/reportmap_pictures --parcels out/screened-parcels.gpkg \
      --city sample_data/city.gpkg [--zones out/zones.gpkg] \
      [--insets 6] --out build/tests/artifacts/reportmap
 ***************************************************************************/
#include "core/swworkingcrs.h"
#include "report/swreportmap.h"

#include "qgsapplication.h"
#include "qgsvectorlayer.h"

#include <QCommandLineParser>
#include <QDir>
#include <QElapsedTimer>

#include <cstdio>
#include <memory>

namespace
{
  std::unique_ptr<QgsVectorLayer> open( const QString &source )
  {
    auto layer = std::make_unique<QgsVectorLayer>( source, source.section( '=', -1 ), QStringLiteral( "ogr" ) );
    if ( !layer->isValid() )
    {
      std::fprintf( stderr, "cannot open %s\n", qPrintable( source ) );
      return nullptr;
    }
    return layer;
  }

  int run( QgsApplication &app )
  {
    QCommandLineParser parser;
    parser.addHelpOption();
    parser.addOption( { QStringLiteral( "parcels" ), QStringLiteral( "The screened parcels layer." ), QStringLiteral( "source" ) } );
    parser.addOption( { QStringLiteral( "city" ), QStringLiteral( "The sample city GeoPackage (esa, sea, wells, right_of_way)." ), QStringLiteral( "gpkg" ) } );
    parser.addOption( { QStringLiteral( "zones" ), QStringLiteral( "The infeasibility zones map (ZONES)." ), QStringLiteral( "source" ) } );
    parser.addOption( { QStringLiteral( "insets" ), QStringLiteral( "At most this many insets." ), QStringLiteral( "n" ), QStringLiteral( "6" ) } );
    parser.addOption( { QStringLiteral( "out" ), QStringLiteral( "Folder for the PNG files." ), QStringLiteral( "dir" ) } );
    parser.process( app );
    if ( !parser.isSet( QStringLiteral( "parcels" ) ) || !parser.isSet( QStringLiteral( "out" ) ) )
    {
      std::fprintf( stderr, "%s\n", qPrintable( parser.helpText() ) );
      return 2;
    }

    QElapsedTimer clock;
    clock.start();
    std::unique_ptr<QgsVectorLayer> parcels = open( parser.value( QStringLiteral( "parcels" ) ) );
    if ( !parcels )
      return 1;
    SwReportMap map( parcels.get(), SwWorkingCrs( parcels->crs() ) );
    if ( !map.isValid() )
    {
      std::fprintf( stderr, "%s\n", qPrintable( map.error() ) );
      return 1;
    }
    std::vector<std::unique_ptr<QgsVectorLayer>> context;
    const QString city = parser.value( QStringLiteral( "city" ) );
    const auto add = [&]( SwReportMap::Role role, const QString &source, const QString &labelField )
    {
      if ( std::unique_ptr<QgsVectorLayer> layer = open( source ) )
      {
        map.addContext( role, layer.get(), labelField );
        context.push_back( std::move( layer ) );
      }
    };
    if ( !city.isEmpty() )
    {
      add( SwReportMap::Role::Street, city + QStringLiteral( "|layername=right_of_way" ), QStringLiteral( "name" ) );
      add( SwReportMap::Role::SensitiveArea, city + QStringLiteral( "|layername=esa" ), QStringLiteral( "name" ) );
      add( SwReportMap::Role::SensitiveArea, city + QStringLiteral( "|layername=sea" ), QStringLiteral( "name" ) );
      add( SwReportMap::Role::Well, city + QStringLiteral( "|layername=wells" ), QStringLiteral( "well_id" ) );
    }
    if ( parser.isSet( QStringLiteral( "zones" ) ) )
      add( SwReportMap::Role::InfeasibilityZone, parser.value( QStringLiteral( "zones" ) ), QString() );
    map.setMaximumInsets( parser.value( QStringLiteral( "insets" ) ).toInt() );
    const double opened = clock.restart() / 1000.0;

    const QList<QgsRectangle> windows = map.insetExtents();
    const double chosen = clock.restart() / 1000.0;
    const SwReportMap::Picture overview = map.overview();
    const double overviewSeconds = clock.restart() / 1000.0;
    const QList<SwReportMap::Picture> insets = map.insets();
    const double insetSeconds = clock.restart() / 1000.0;

    const QString out = parser.value( QStringLiteral( "out" ) );
    QDir().mkpath( out );
    overview.image.save( out + QStringLiteral( "/overview.png" ) );
    for ( const SwReportMap::Picture &inset : insets )
      inset.image.save( out + QStringLiteral( "/inset-%1.png" ).arg( inset.number ) );
    const QList<SwReportMap::LegendEntry> legend = map.legend();
    for ( const SwReportMap::LegendEntry &entry : legend )
      entry.swatch.save( out + QStringLiteral( "/legend-%1.png" ).arg( entry.key ) );

    std::printf( "%lld parcels; typical flagged parcel %.0f ft wide\n", static_cast<long long>( parcels->featureCount() ), map.typicalParcelFeet() );
    std::printf( "open and style: %.2f s; choose %d insets: %.2f s; overview: %.2f s; insets: %.2f s\n", opened, static_cast<int>( windows.size() ), chosen, overviewSeconds, insetSeconds );
    std::printf( "%s (%.1f ft/px, scale bar %s)\n", qPrintable( overview.title ), overview.feetPerPixel, qPrintable( overview.scaleBar.text ) );
    for ( const SwReportMap::Picture &inset : insets )
      std::printf( "%s (%.2f ft/px, scale bar %s, %d APNs labelled)\n", qPrintable( inset.title ), inset.feetPerPixel, qPrintable( inset.scaleBar.text ), static_cast<int>( inset.labelledApns.size() ) );
    for ( const SwReportMap::LegendEntry &entry : legend )
      std::printf( "legend %s %s: %s\n", qPrintable( entry.key ), qPrintable( entry.colour.name() ), qPrintable( entry.label ) );
    return 0;
  }
} // namespace

int main( int argc, char **argv )
{
  if ( qEnvironmentVariableIsEmpty( "DISPLAY" ) )
    qputenv( "QT_QPA_PLATFORM", "offscreen" );
  QgsApplication app( argc, argv, false );
  QgsApplication::setPrefixPath( QStringLiteral( "/usr" ), true );
  QgsApplication::initQgis();
  // Every layer is gone before QGIS stops (run's locals).
  const int result = run( app );
  QgsApplication::exitQgis();
  return result;
}
