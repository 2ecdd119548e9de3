/***************************************************************************
  swhelppage.cpp: an algorithm's help page, from the dialog's own texts.
 ***************************************************************************/
#include "processing/swhelppage.h"
#include "core/swchoiceparameter.h"
#include "processing/swalgorithm.h"
#include "core/compat.h"

#include "qgsprocessingparameters.h"
#include "qgsunittypes.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>
#include <QStandardPaths>
#include <QUrl>

#include <dlfcn.h>

namespace
{
  QString escaped( const QString &text )
  {
    return text.toHtmlEscaped();
  }

  QString paragraphs( const QString &text )
  {
    QString html;
    for ( const QString &paragraph : text.split( QLatin1Char( '\n' ), Qt::SkipEmptyParts ) )
      html += QStringLiteral( "<p>%1</p>\n" ).arg( escaped( paragraph ) );
    return html;
  }

  //! What the dialog shows beside the value: the unit of a length, the choices of a list.
  QString unitOf( const QgsProcessingParameterDefinition *definition )
  {
    if ( const QgsProcessingParameterDistance *distance = dynamic_cast<const QgsProcessingParameterDistance *>( definition ) )
      return QgsUnitTypes::toString( distance->defaultUnit() );
    if ( const SwChoiceParameter *choice = dynamic_cast<const SwChoiceParameter *>( definition ) )
      return QObject::tr( "one of: %1" ).arg( choice->choices().described() );
    if ( const QgsProcessingParameterEnum *choices = dynamic_cast<const QgsProcessingParameterEnum *>( definition ) )
      return QObject::tr( "one of: %1" ).arg( choices->options().join( QLatin1String( ", " ) ) );
    return QString();
  }

  QString row( const QgsProcessingParameterDefinition *definition )
  {
    const QVariant value = definition->defaultValue();
    const QString shown = definition->isDestination() || !value.isValid() ? QString() : value.toString();
    const bool optional = definition->flags() & SW_PARAMETER_FLAG_OPTIONAL;
    return QStringLiteral( "<tr><td><b>%1</b>%2</td><td><code>%3</code></td><td>%4</td><td>%5</td><td>%6</td></tr>\n" )
      .arg( escaped( definition->description() ), optional ? QObject::tr( " [optional]" ) : QString(), definition->name(), escaped( unitOf( definition ) ), escaped( shown ), escaped( definition->help() ) );
  }

  QString table( const QString &title, const QStringList &rows )
  {
    if ( rows.isEmpty() )
      return QString();
    return QStringLiteral( "<h2>%1</h2>\n<table>\n<tr><th>%2</th><th>%3</th><th>%4</th><th>%5</th><th>%6</th></tr>\n%7</table>\n" )
      .arg( title, QObject::tr( "In the dialog" ), QObject::tr( "Name in scripts" ), QObject::tr( "Unit or choices" ), QObject::tr( "Default" ), QObject::tr( "What it is" ), rows.join( QString() ) );
  }

  //! The folder of the module (plugin .so or program) this code is linked into.
  QString moduleFolder()
  {
    Dl_info info;
    if ( dladdr( reinterpret_cast<void *>( &moduleFolder ), &info ) == 0 || !info.dli_fname )
      return QString();
    return QFileInfo( QString::fromLocal8Bit( info.dli_fname ) ).absolutePath();
  }
} // namespace

QString SwHelpPage::folderName()
{
  return QStringLiteral( "stormwater-help" );
}

QString SwHelpPage::fileName( const SwAlgorithm &algorithm )
{
  return algorithm.name() + QStringLiteral( ".html" );
}

QString SwHelpPage::html( const SwAlgorithm &algorithm )
{
  QStringList inputs;
  QStringList advanced;
  QStringList outputs;
  for ( const QgsProcessingParameterDefinition *definition : algorithm.parameterDefinitions() )
  {
    if ( definition->isDestination() )
      outputs << row( definition );
    else if ( definition->flags() & SW_PARAMETER_FLAG_ADVANCED )
      advanced << row( definition );
    else
      inputs << row( definition );
  }
  QString summary = algorithm.shortHelpString();
  summary.remove( SwAlgorithm::helpPointer() );
  return QStringLiteral( "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"><title>%1</title>\n"
                         "<style>body{font-family:sans-serif;max-width:60em;margin:2em auto;line-height:1.4}table{border-collapse:collapse}"
                         "td,th{border:1px solid #ccc;padding:.3em .5em;vertical-align:top;text-align:left}th{background:#eef}</style></head>\n"
                         "<body>\n<h1>%1</h1>\n<p><code>%2</code></p>\n%3%4%5%6%7</body></html>\n" )
    .arg( escaped( algorithm.displayName() ), algorithm.id(), paragraphs( summary ), table( QObject::tr( "Inputs" ), inputs ), table( QObject::tr( "Advanced parameters" ), advanced ), table( QObject::tr( "Outputs" ), outputs ),
          algorithm.detailedHelp().isEmpty() ? QString() : QStringLiteral( "<h2>%1</h2>\n%2" ).arg( QObject::tr( "Output fields and method" ), paragraphs( algorithm.detailedHelp() ) ) );
}

bool SwHelpPage::write( const SwAlgorithm &algorithm, const QString &folder, QString &error )
{
  if ( !QDir().mkpath( folder ) )
  {
    error = QObject::tr( "cannot create the folder %1" ).arg( folder );
    return false;
  }
  QSaveFile file( QDir( folder ).filePath( fileName( algorithm ) ) );
  if ( !file.open( QIODevice::WriteOnly ) || file.write( html( algorithm ).toUtf8() ) < 0 || !file.commit() )
  {
    error = file.errorString();
    return false;
  }
  return true;
}

QString SwHelpPage::url( const SwAlgorithm &algorithm )
{
  const QStringList folders{ QDir( moduleFolder() ).filePath( folderName() ), QStringLiteral( STORMWATER_INSTALLED_HELP ), QStringLiteral( STORMWATER_BUILD_HELP ) };
  for ( const QString &folder : folders )
  {
    const QString page = QDir( folder ).filePath( fileName( algorithm ) );
    if ( QFileInfo( page ).isFile() )
      return QUrl::fromLocalFile( page ).toString();
  }
  // A plugin copied without its pages: write the page where the user may.
  const QString cache = QDir( QStandardPaths::writableLocation( QStandardPaths::CacheLocation ) ).filePath( folderName() );
  QString error;
  if ( !write( algorithm, cache, error ) )
    return QString();
  return QUrl::fromLocalFile( QDir( cache ).filePath( fileName( algorithm ) ) ).toString();
}
