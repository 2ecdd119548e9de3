/***************************************************************************
  swcommandline.cpp: the verbs of parcelscreen.
 ***************************************************************************/
#include "swcommandline.h"
#include "core/compat.h"
#include "core/swcancel.h"
#include "core/swinputsreadonly.h"
#include "processing/swalgorithm.h"
#include "processing/swdestinationcheck.h"
#include "processing/swhelppage.h"
#include "processing/swinputcheck.h"
#include "core/swparameterreader.h"
#include "core/swplainfile.h"
#include "swconsolefeedback.h"
#include "swinterrupt.h"
#include "core/swsecrets.h"
#include "swjsonoutput.h"

#include "qgsapplication.h"
#include "qgsprocessingalgorithm.h"
#include "qgsprocessingcontext.h"
#include "qgsprocessingparameters.h"
#include "qgsprocessingparametertype.h"
#include "qgsprocessingprovider.h"
#include "qgsprocessingregistry.h"
#include "qgsprocessingutils.h"
#include "qgsproject.h"

#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTextStream>

#include <iostream>
#include <memory>

namespace
{
  // Everything printed passes through SwSecrets: no password in a URI is echoed.
  void out( const QString &text )
  {
    std::cout << SwSecrets::masked( text ).toLocal8Bit().constData();
  }

  void err( const QString &text )
  {
    std::cerr << SwSecrets::masked( text ).toLocal8Bit().constData();
  }

  QString section( const QString &title )
  {
    return QStringLiteral( "\n----------------\n%1\n----------------\n\n" ).arg( title );
  }

  QString valueText( const QVariant &value )
  {
    if ( value.type() == QVariant::List || value.type() == QVariant::StringList )
    {
      QStringList parts;
      for ( const QVariant &item : value.toList() )
        parts << valueText( item );
      return parts.join( QLatin1String( ", " ) );
    }
    if ( value.type() == QVariant::Map )
      return QString::fromUtf8( QJsonDocument( QJsonObject::fromVariantMap( value.toMap() ) ).toJson( QJsonDocument::Compact ) );
    return SwSecrets::masked( value.toString() );
  }

  //! The folders the outputs of \a algorithm are staged in: beside each output file.
  QStringList outputFolders( const QgsProcessingAlgorithm &algorithm, const QVariantMap &parameters )
  {
    QStringList folders;
    for ( const QgsProcessingParameterDefinition *definition : algorithm.parameterDefinitions() )
    {
      if ( !definition->isDestination() )
        continue;
      const QVariant value = parameters.value( definition->name() );
      const QString text = value.userType() == QMetaType::type( "QgsProcessingOutputLayerDefinition" ) ? value.value<QgsProcessingOutputLayerDefinition>().sink.staticValue().toString() : value.toString();
      // "results.gpkg|layername=screened" is staged beside results.gpkg.
      const QString path = text.section( '|', 0, 0 ).trimmed();
      if ( path.isEmpty() || path.contains( QLatin1String( "dbname=" ) ) || path.contains( QLatin1String( "://" ) ) )
        continue;
      const QString folder = QFileInfo( path ).absolutePath();
      if ( !folders.contains( folder ) )
        folders << folder;
    }
    return folders;
  }
} // namespace

int SwCommandLine::run( const QStringList &arguments )
{
  QStringList args;
  bool help = false;
  bool version = false;
  for ( const QString &argument : arguments )
  {
    if ( argument == QLatin1String( "--json" ) )
      mJson = true;
    else if ( argument.startsWith( QLatin1String( "--html=" ) ) )
      mHtmlFolder = argument.mid( 7 );
    else if ( argument == QLatin1String( "--verbose" ) )
      mVerbose = true;
    else if ( argument == QLatin1String( "--help" ) || argument == QLatin1String( "-h" ) )
      help = true;
    else if ( argument == QLatin1String( "--version" ) || argument == QLatin1String( "-v" ) )
      version = true;
    else
      args << argument;
  }
  const QString program = args.value( 0, QStringLiteral( "parcelscreen" ) );

  if ( version )
  {
    out( QStringLiteral( "parcelscreen %1\nQGIS %2\n" ).arg( QStringLiteral( STORMWATER_VERSION ), Qgis::version() ) );
    return 0;
  }
  if ( help || args.size() < 2 )
    return showUsage( program );

  const QString command = args.at( 1 );
  if ( command == QLatin1String( "list" ) )
    return listAlgorithms();
  if ( command == QLatin1String( "help" ) && !mHtmlFolder.isEmpty() )
    return writeHelpPages( args.value( 2 ) );
  if ( command == QLatin1String( "help" ) || command == QLatin1String( "run" ) )
  {
    if ( args.size() < 3 )
    {
      err( QStringLiteral( "Algorithm ID not specified\n" ) );
      return 1;
    }
    if ( command == QLatin1String( "help" ) )
      return showHelp( args.at( 2 ) );
    return execute( args.at( 2 ), args.mid( 3 ) );
  }
  err( QStringLiteral( "Command %1 not known!\n" ).arg( command ) );
  return 1;
}

int SwCommandLine::showUsage( const QString &program ) const
{
  out( QStringLiteral( "parcelscreen %1 - storm water parcel screening (QGIS %2)\n"
                       "Usage: %3 [--help] [--version] [--json] [--verbose] [command] [algorithm id] [parameters]\n\n"
                       "Options:\n"
                       "\t--help or -h\t\tOutput the help\n"
                       "\t--version or -v\t\tOutput the versions\n"
                       "\t--json\t\tOutput results as JSON objects\n"
                       "\t--verbose\tOutput verbose logs\n"
                       "\t--html=DIR\twith help: write the algorithm's help page (every stormwater algorithm's without an id) to DIR\n\n"
                       "Available commands:\n"
                       "\tlist\t\tlist all available processing algorithms (stormwater and QGIS native)\n"
                       "\thelp\t\tshow help for an algorithm. The algorithm id must be specified.\n"
                       "\trun\t\truns an algorithm. The algorithm id and parameter values must be specified, as --PARAMETER=VALUE "
                       "(repeat a parameter to give a list, e.g. --SENSITIVE_AREAS=esa.gpkg --SENSITIVE_AREAS=sea.gpkg), "
                       "or as - to read JSON from standard input: {\"inputs\": {\"PARAMETER\": value, ...}}.\n"
                       "\t\t\tThe ellipsoid for distance and area calculations can be given with --ELLIPSOID=name, a QGIS project with --PROJECT_PATH=path.\n" )
         .arg( QStringLiteral( STORMWATER_VERSION ), Qgis::version(), program ) );
  return 0;
}

const QgsProcessingAlgorithm *SwCommandLine::findAlgorithm( const QString &algorithmId ) const
{
  const QgsProcessingAlgorithm *algorithm = QgsApplication::processingRegistry()->algorithmById( algorithmId );
  if ( !algorithm )
    err( QStringLiteral( "Algorithm %1 not found!\n" ).arg( algorithmId ) );
  return algorithm;
}

int SwCommandLine::listAlgorithms() const
{
  const QList<QgsProcessingProvider *> providers = QgsApplication::processingRegistry()->providers();
  if ( mJson )
  {
    QJsonObject root;
    SwJsonOutput::addVersions( root );
    QJsonObject providersJson;
    for ( const QgsProcessingProvider *provider : providers )
    {
      QJsonObject providerJson = SwJsonOutput::providerDetails( provider );
      QJsonObject algorithms;
      for ( const QgsProcessingAlgorithm *algorithm : provider->algorithms() )
      {
        if ( algorithm->flags() & SW_ALGORITHM_FLAG( NotAvailableInStandaloneTool ) )
          continue;
        algorithms.insert( algorithm->id(), SwJsonOutput::algorithmDetails( algorithm, false ) );
      }
      providerJson.insert( QStringLiteral( "algorithms" ), algorithms );
      providersJson.insert( provider->id(), providerJson );
    }
    root.insert( QStringLiteral( "providers" ), providersJson );
    std::cout << SwJsonOutput::print( root ).constData();
    return 0;
  }

  out( QStringLiteral( "Available algorithms\n\n" ) );
  for ( const QgsProcessingProvider *provider : providers )
  {
    out( provider->name() + '\n' );
    for ( const QgsProcessingAlgorithm *algorithm : provider->algorithms() )
    {
      if ( algorithm->flags() & SW_ALGORITHM_FLAG( Deprecated ) || algorithm->flags() & SW_ALGORITHM_FLAG( NotAvailableInStandaloneTool ) )
        continue;
      out( QStringLiteral( "\t%1\t%2\n" ).arg( algorithm->id(), algorithm->displayName() ) );
    }
    out( QStringLiteral( "\n" ) );
  }
  return 0;
}

int SwCommandLine::showHelp( const QString &algorithmId ) const
{
  const QgsProcessingAlgorithm *algorithm = findAlgorithm( algorithmId );
  if ( !algorithm )
    return 1;

  if ( mJson )
  {
    QJsonObject root;
    SwJsonOutput::addVersions( root );
    root.insert( QStringLiteral( "algorithm_details" ), SwJsonOutput::algorithmDetails( algorithm, true ) );
    if ( algorithm->provider() )
      root.insert( QStringLiteral( "provider_details" ), SwJsonOutput::providerDetails( algorithm->provider() ) );
    QJsonObject parameters;
    for ( const QgsProcessingParameterDefinition *parameter : algorithm->parameterDefinitions() )
    {
      if ( parameter->flags() & SW_PARAMETER_FLAG( Hidden ) )
        continue;
      parameters.insert( parameter->name(), SwJsonOutput::parameterDetails( parameter ) );
    }
    root.insert( QStringLiteral( "parameters" ), parameters );
    QJsonObject outputs;
    for ( const QgsProcessingOutputDefinition *output : algorithm->outputDefinitions() )
    {
      QJsonObject outputJson;
      outputJson.insert( QStringLiteral( "description" ), output->description() );
      outputJson.insert( QStringLiteral( "type" ), output->type() );
      outputs.insert( output->name(), outputJson );
    }
    root.insert( QStringLiteral( "outputs" ), outputs );
    std::cout << SwJsonOutput::print( root ).constData();
    return 0;
  }

  QString text = QStringLiteral( "%1 (%2)\n" ).arg( algorithm->displayName(), algorithm->id() );
  text += section( QStringLiteral( "Description" ) );
  if ( !algorithm->shortDescription().isEmpty() )
    text += algorithm->shortDescription() + '\n';
  if ( !algorithm->shortHelpString().isEmpty() && algorithm->shortHelpString() != algorithm->shortDescription() )
    text += algorithm->shortHelpString() + '\n';
  if ( const SwAlgorithm *ours = dynamic_cast<const SwAlgorithm *>( algorithm ); ours && !ours->detailedHelp().isEmpty() )
    text += ours->detailedHelp() + '\n';
  text += section( QStringLiteral( "Arguments" ) );
  for ( const QgsProcessingParameterDefinition *parameter : algorithm->parameterDefinitions() )
  {
    if ( parameter->flags() & SW_PARAMETER_FLAG( Hidden ) )
      continue;
    text += QStringLiteral( "%1: %2%3\n" ).arg( parameter->name(), parameter->description(), parameter->flags() & SW_PARAMETER_FLAG( Optional ) ? QStringLiteral( " (optional)" ) : QString() );
    if ( !parameter->help().isEmpty() )
      text += QStringLiteral( "\t%1\n" ).arg( parameter->help() );
    text += QStringLiteral( "\tArgument type:\t%1\n" ).arg( parameter->type() );
    if ( parameter->defaultValue().isValid() && !parameter->isDestination() )
      text += QStringLiteral( "\tDefault value:\t%1\n" ).arg( valueText( parameter->defaultValue() ) );
    if ( const QgsProcessingParameterEnum *choices = dynamic_cast<const QgsProcessingParameterEnum *>( parameter ) )
    {
      text += QStringLiteral( "\tAvailable values:\n" );
      // Static strings are passed as written (--PROFILE=cudahy), others by number.
      for ( int i = 0; i < choices->options().size(); ++i )
        text += choices->usesStaticStrings() ? QStringLiteral( "\t\t- %1\n" ).arg( choices->options().at( i ) ) : QStringLiteral( "\t\t- %1: %2\n" ).arg( i ).arg( choices->options().at( i ) );
    }
    if ( const QgsProcessingParameterType *type = QgsApplication::processingRegistry()->parameterType( parameter->type() ) )
    {
      const QStringList values = type->acceptedStringValues();
      if ( !values.isEmpty() )
      {
        text += QStringLiteral( "\tAcceptable values:\n" );
        for ( const QString &value : values )
          text += QStringLiteral( "\t\t- %1\n" ).arg( value );
      }
    }
  }
  text += section( QStringLiteral( "Outputs" ) );
  for ( const QgsProcessingOutputDefinition *output : algorithm->outputDefinitions() )
  {
    text += QStringLiteral( "%1: <%2>\n" ).arg( output->name(), output->type() );
    if ( !output->description().isEmpty() )
      text += QStringLiteral( "\t%1\n" ).arg( output->description() );
  }
  out( text + QStringLiteral( "\n" ) );
  return 0;
}

int SwCommandLine::writeHelpPages( const QString &algorithmId ) const
{
  QList<const QgsProcessingAlgorithm *> algorithms;
  if ( !algorithmId.isEmpty() )
    algorithms << findAlgorithm( algorithmId );
  else if ( const QgsProcessingProvider *provider = QgsApplication::processingRegistry()->providerById( QStringLiteral( "stormwater" ) ) )
    algorithms = provider->algorithms();
  for ( const QgsProcessingAlgorithm *algorithm : algorithms )
  {
    const SwAlgorithm *ours = dynamic_cast<const SwAlgorithm *>( algorithm );
    if ( !ours )
    {
      err( QStringLiteral( "No help page for %1: only stormwater algorithms have one\n" ).arg( algorithmId ) );
      return 1;
    }
    QString error;
    if ( !SwHelpPage::write( *ours, mHtmlFolder, error ) )
    {
      err( QStringLiteral( "Could not write the help page of %1 to %2: %3\n" ).arg( ours->id(), mHtmlFolder, error ) );
      return 1;
    }
  }
  return 0;
}

bool SwCommandLine::parseArguments( const QStringList &arguments, QVariantMap &parameters, QString &ellipsoid, QString &projectPath, QString &error ) const
{
  for ( int i = 0; i < arguments.size(); ++i )
  {
    QString argument = arguments.at( i );
    // qgis_process 3.22 also takes "-- NAME=value": a lone "--" separator.
    if ( argument == QLatin1String( "--" ) )
      continue;
    if ( argument.startsWith( QLatin1String( "--" ) ) )
      argument = argument.mid( 2 );
    const int equals = argument.indexOf( '=' );
    if ( equals <= 0 )
    {
      error = QStringLiteral( "Invalid parameter value %1. Parameter values must be of the form \"--NAME=VALUE\"" ).arg( arguments.at( i ) );
      return false;
    }
    const QString name = argument.left( equals );
    const QString value = argument.mid( equals + 1 );
    if ( name.compare( QLatin1String( "ellipsoid" ), Qt::CaseInsensitive ) == 0 )
      ellipsoid = value;
    else if ( name.compare( QLatin1String( "project_path" ), Qt::CaseInsensitive ) == 0 )
      projectPath = value;
    else if ( parameters.contains( name ) )
    {
      QVariantList list = parameters.value( name ).type() == QVariant::List ? parameters.value( name ).toList() : QVariantList{ parameters.value( name ) };
      list << value;
      parameters.insert( name, list );
    }
    else
      parameters.insert( name, value );
  }
  return true;
}

bool SwCommandLine::parseStandardInput( QVariantMap &parameters, QString &ellipsoid, QString &projectPath, QString &error ) const
{
  QFile input;
  if ( !input.open( stdin, QIODevice::ReadOnly ) )
  {
    error = QStringLiteral( "Could not read parameters from standard input" );
    return false;
  }
  QJsonParseError parseError;
  const QJsonDocument document = QJsonDocument::fromJson( input.readAll(), &parseError );
  if ( parseError.error != QJsonParseError::NoError || !document.isObject() )
  {
    error = QStringLiteral( "Could not parse JSON parameters from standard input: %1" ).arg( parseError.error != QJsonParseError::NoError ? parseError.errorString() : QStringLiteral( "not an object" ) );
    return false;
  }
  const QVariantMap root = document.object().toVariantMap();
  if ( !root.value( QStringLiteral( "inputs" ) ).canConvert<QVariantMap>() || root.value( QStringLiteral( "inputs" ) ).type() != QVariant::Map )
  {
    error = QStringLiteral( "JSON parameters from standard input must hold an \"inputs\" object, e.g. {\"inputs\": {\"PARAMETER\": \"value\"}}" );
    return false;
  }
  parameters = root.value( QStringLiteral( "inputs" ) ).toMap();
  ellipsoid = root.value( QStringLiteral( "ellipsoid" ) ).toString();
  projectPath = root.value( QStringLiteral( "project_path" ) ).toString();
  return true;
}

int SwCommandLine::execute( const QString &algorithmId, const QStringList &parameterArguments )
{
  const QgsProcessingAlgorithm *found = findAlgorithm( algorithmId );
  if ( !found )
    return 1;
  if ( found->flags() & SW_ALGORITHM_FLAG( NotAvailableInStandaloneTool ) )
  {
    err( QStringLiteral( "The \"%1\" algorithm is not available for use outside of the QGIS desktop application\n" ).arg( algorithmId ) );
    return 1;
  }

  QVariantMap parameters;
  QString ellipsoid;
  QString projectPath;
  QString error;
  const bool fromStdin = parameterArguments.size() == 1 && parameterArguments.at( 0 ) == QLatin1String( "-" );
  const bool parsed = fromStdin ? parseStandardInput( parameters, ellipsoid, projectPath, error ) : parseArguments( parameterArguments, parameters, ellipsoid, projectPath, error );
  if ( !parsed )
  {
    err( error + '\n' );
    return 1;
  }

  QgsProject *project = QgsProject::instance();
  // A project file that is a named pipe would hold the read below for ever.
  const QString projectNotAFile = SwPlainFile::whyNotAFile( QStringLiteral( "project_path" ), projectPath );
  if ( !projectNotAFile.isEmpty() )
  {
    err( QStringLiteral( "ERROR: %1\n" ).arg( projectNotAFile ) );
    return 1;
  }
  if ( !projectPath.isEmpty() && !project->read( projectPath ) )
  {
    err( QStringLiteral( "Could not load the QGIS project \"%1\"\n" ).arg( projectPath ) );
    return 1;
  }

  std::unique_ptr<QgsProcessingAlgorithm> algorithm( found->create() );
  if ( !mJson )
  {
    QString text = section( QStringLiteral( "Inputs" ) );
    for ( auto it = parameters.constBegin(); it != parameters.constEnd(); ++it )
      text += QStringLiteral( "%1:\t%2\n" ).arg( it.key(), valueText( it.value() ) );
    out( text + '\n' );
  }

  // Every mandatory parameter must be given: a default counts, an output does not.
  QStringList missing;
  for ( const QgsProcessingParameterDefinition *definition : algorithm->parameterDefinitions() )
  {
    if ( definition->flags() & SW_PARAMETER_FLAG( Optional ) )
      continue;
    const QVariant value = parameters.value( definition->name() );
    const bool given = value.type() == QVariant::List ? !value.toList().isEmpty() : !value.toString().isEmpty();
    if ( !given && ( definition->isDestination() || !definition->defaultValue().isValid() ) )
      missing << QStringLiteral( "\t%1:\t%2" ).arg( definition->name(), definition->description() );
  }
  if ( !missing.isEmpty() )
  {
    err( QStringLiteral( "ERROR: The following mandatory parameters were not specified\n\n%1\n" ).arg( missing.join( '\n' ) ) );
    return 1;
  }
  for ( auto it = parameters.constBegin(); it != parameters.constEnd(); ++it )
  {
    if ( !algorithm->parameterDefinition( it.key() ) )
    {
      err( QStringLiteral( "ERROR: %1 has no parameter %2\n" ).arg( algorithmId, it.key() ) );
      return 1;
    }
  }

  // As the Processing dialog does: a parameter left out takes its default.
  for ( const QgsProcessingParameterDefinition *definition : algorithm->parameterDefinitions() )
  {
    if ( !parameters.contains( definition->name() ) && !definition->isDestination() && definition->defaultValue().isValid() )
      parameters.insert( definition->name(), definition->defaultValue() );
  }

  // Before any input is opened: a layer that fails to open for want of a file descriptor reads as empty.
  try
  {
    SwAlgorithm::refuseScarceResources( 0 );
  }
  catch ( QgsProcessingException &e )
  {
    err( QStringLiteral( "ERROR: %1\n" ).arg( e.what() ) );
    return 1;
  }
  // Inputs are only read: no statistics sidecar is left beside a DEM opened here.
  const SwInputsReadOnly readOnly;
  QgsProcessingContext context;
  context.setProject( project );
  if ( !ellipsoid.isEmpty() )
    context.setEllipsoid( ellipsoid );
  SwConsoleFeedback feedback( mJson );
  // Ctrl-C or SIGTERM cancels as the dialog's Cancel does, from here on: a
  // check below held by a file that never answers is ended too.
  auto interrupt = std::make_unique<SwInterrupt>( &feedback, outputFolders( *algorithm, parameters ) );

  // Open every layer argument up front, so a wrong path or layer name is named as such.
  const QString unreadable = SwInputCheck::whyUnreadable( *algorithm, parameters, context );
  if ( !unreadable.isEmpty() )
  {
    err( QStringLiteral( "ERROR: %1\n" ).arg( SwSecrets::masked( unreadable ) ) );
    return 1;
  }
  for ( const QgsProcessingParameterDefinition *definition : algorithm->parameterDefinitions() )
  {
    if ( !SwDestinationCheck::isLayerInput( definition ) || !parameters.contains( definition->name() ) )
      continue;
    for ( const QVariant &item : SwParameterReader::layerValues( parameters.value( definition->name() ) ) )
    {
      const QString text = item.toString();
      if ( text.isEmpty() || item.type() != QVariant::String )
        continue;
      if ( !QgsProcessingUtils::mapLayerFromString( text, context ) )
      {
        err( QStringLiteral( "ERROR: Could not load layer for %1: \"%2\" is not a readable layer (missing file, wrong path or unsupported format)\n" ).arg( definition->name(), text ) );
        return 1;
      }
    }
  }

  QString message;
  if ( !algorithm->checkParameterValues( parameters, context, &message ) )
  {
    err( QStringLiteral( "ERROR:\tAn error was encountered while checking parameter values\n\t%1\n" ).arg( message ) );
    return 1;
  }

  bool ok = false;
  QVariantMap results;
  try
  {
    results = algorithm->run( parameters, context, &feedback, &ok );
  }
  catch ( QgsProcessingException &e )
  {
    feedback.reportError( e.what(), true );
    ok = false;
  }
  catch ( std::bad_alloc & )
  {
    feedback.reportError( SwCancel::outOfMemory(), true );
    ok = false;
  }
  // The run is over: a signal now ends the program as it did before any run.
  interrupt.reset();
  if ( !ok )
    return 1;
  if ( SwInterrupt::signalReceived() != 0 )
    feedback.pushInfo( QObject::tr( "The stop came when every output was complete: all of them were written" ) );

  if ( mJson )
  {
    QJsonObject root;
    SwJsonOutput::addVersions( root );
    root.insert( QStringLiteral( "algorithm_details" ), SwJsonOutput::algorithmDetails( algorithm.get(), true ) );
    if ( found->provider() )
      root.insert( QStringLiteral( "provider_details" ), SwJsonOutput::providerDetails( found->provider() ) );
    QVariantMap shownInputs;
    for ( auto it = parameters.constBegin(); it != parameters.constEnd(); ++it )
      shownInputs.insert( it.key(), it.value().type() == QVariant::String ? QVariant( SwSecrets::masked( it.value().toString() ) ) : it.value() );
    root.insert( QStringLiteral( "inputs" ), QJsonObject::fromVariantMap( shownInputs ) );
    QJsonObject log;
    if ( !feedback.infos().isEmpty() )
      log.insert( QStringLiteral( "info" ), QJsonArray::fromStringList( feedback.infos() ) );
    if ( !feedback.warnings().isEmpty() )
      log.insert( QStringLiteral( "warning" ), QJsonArray::fromStringList( feedback.warnings() ) );
    if ( !feedback.errors().isEmpty() )
      log.insert( QStringLiteral( "error" ), QJsonArray::fromStringList( feedback.errors() ) );
    root.insert( QStringLiteral( "log" ), log );
    root.insert( QStringLiteral( "results" ), QJsonObject::fromVariantMap( results ) );
    std::cout << SwJsonOutput::print( root ).constData();
    return 0;
  }

  QString text = section( QStringLiteral( "Results" ) );
  for ( auto it = results.constBegin(); it != results.constEnd(); ++it )
    text += QStringLiteral( "%1:\t%2\n" ).arg( it.key(), valueText( it.value() ) );
  out( text );
  return 0;
}
