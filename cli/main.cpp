/***************************************************************************
  main.cpp: parcelscreen, the headless runner. Starts QGIS without a
  display, registers QGIS's native algorithms and the `stormwater` provider,
  and hands the command line to SwCommandLine.
 ***************************************************************************/
#include "swcommandline.h"
#include "swstartup.h"
#include "core/swresources.h"
#include "core/swsecrets.h"
#include "processing/swregistration.h"

#include "qgsapplication.h"
#include "qgsnativealgorithms.h"
#include "qgsprocessingregistry.h"

#include <QDir>
#include <QFile>
#include <QtGlobal>

#include <cstdio>
#include <cstdlib>
#include <unistd.h>

namespace
{
  /**
   * What QGIS and Qt print themselves (a provider's warning quoting a
   * layer's source) goes through the same masking as the program's own
   * messages: a password never reaches the terminal or a log.
   */
  void maskedMessage( QtMsgType type, const QMessageLogContext &, const QString &message )
  {
    const QByteArray text = SwSecrets::masked( message ).toLocal8Bit();
    std::fprintf( stderr, "%s\n", text.constData() );
    if ( type == QtFatalMsg )
      std::abort();
  }
} // namespace

int main( int argc, char *argv[] )
{
  qInstallMessageHandler( maskedMessage );
#ifdef STORMWATER_WITH_JEMALLOC
  // Under an address-space limit (ulimit -v) jemalloc's defaults (arenas per
  // core, freed memory kept mapped) reserve far more than a run uses: the
  // program starts again with a frugal allocator, configured as jemalloc
  // reads it at start. Unlimited runs keep the fast defaults.
  if ( SwResources::addressSpaceLimited() && !std::getenv( "MALLOC_CONF" ) )
  {
    ::setenv( "MALLOC_CONF", "narenas:1,retain:false", 1 );
    ::execv( "/proc/self/exe", argv );
  }
#endif

  // A headless machine has no display: Qt's offscreen platform instead.
  if ( qEnvironmentVariableIsEmpty( "DISPLAY" ) && qEnvironmentVariableIsEmpty( "QT_QPA_PLATFORM" ) )
    qputenv( "QT_QPA_PLATFORM", "offscreen" );

  // Qt warns on every start when no runtime folder is set (cron, CI, ssh).
  if ( qEnvironmentVariableIsEmpty( "XDG_RUNTIME_DIR" ) )
  {
    const QString runtime = QDir::tempPath() + QStringLiteral( "/parcelscreen-runtime-%1" ).arg( QString::number( getuid() ) );
    QDir().mkpath( runtime );
    QFile::setPermissions( runtime, QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner );
    qputenv( "XDG_RUNTIME_DIR", runtime.toLocal8Bit() );
  }

  QgsApplication app( argc, argv, false, QString(), QStringLiteral( "offscreen" ) );
  // A run on files alone needs none of QGIS's provider and authentication
  // plugins: half of the start (cli/swstartup.h).
  const SwStartup startup( app.arguments() );
  const bool builtInOnly = startup.builtInProvidersSuffice();
  if ( builtInOnly )
  {
    qputenv( "QGIS_PROVIDER_FILE", "^$" );
    qputenv( "QGIS_AUTHMETHOD_FILE", "^$" );
  }
  // Without a prefix path only built-in providers load and srs.db is missing.
  const QByteArray prefix = qgetenv( "QGIS_PREFIX_PATH" );
  QgsApplication::setPrefixPath( prefix.isEmpty() ? QStringLiteral( "/usr" ) : QString::fromLocal8Bit( prefix ), true );
  QgsApplication::initQgis();
  if ( builtInOnly )
  {
    qunsetenv( "QGIS_PROVIDER_FILE" );
    qunsetenv( "QGIS_AUTHMETHOD_FILE" );
  }

  if ( startup.needsNativeAlgorithms() )
    QgsApplication::processingRegistry()->addProvider( new QgsNativeAlgorithms( QgsApplication::processingRegistry() ) );
  stormwater_register_provider();

  SwCommandLine commandLine;
  const int result = commandLine.run( app.arguments() );

  QgsApplication::exitQgis();
  return result;
}
