/***************************************************************************
  swrunoutputs.cpp: checked, then put in place together; or all removed.
 ***************************************************************************/
#include "outputs/swrunoutputs.h"
#include "core/swcancel.h"
#include "outputs/swdurablefile.h"
#include "core/swsecrets.h"
#include "geopackage/swgeopackagecommit.h"
#include "postgis/swpgoutputtable.h"

#include "qgsexception.h"
#include "qgsprocessingcontext.h"
#include "qgsprocessingparameters.h"

#include <QFile>
#include <QFileInfo>
#include <QSet>
#include <QThread>

#include <memory>
#include <vector>

QString SwRunOutputs::fileOf( const QVariant &destination )
{
  QString text = destination.toString();
  if ( destination.canConvert<QgsProcessingOutputLayerDefinition>() )
    text = destination.value<QgsProcessingOutputLayerDefinition>().sink.staticValue().toString();
  const QString path = text.section( '|', 0, 0 );
  // Memory layers, database URIs and QGIS's temporary outputs are not files of the user's.
  if ( path.isEmpty() || path.startsWith( QLatin1String( "memory:" ) ) || path.startsWith( QLatin1String( "TEMPORARY_OUTPUT" ) ) )
    return QString();
  return QFileInfo( path ).isAbsolute() || QFileInfo::exists( path ) ? path : QString();
}

SwRunOutputs::Output *SwRunOutputs::find( const QString &parameter )
{
  for ( Output &output : mOutputs )
  {
    if ( output.target.parameter() == parameter )
      return &output;
  }
  return nullptr;
}

SwOutputTarget &SwRunOutputs::addLayer( const QVariant &value, const QString &parameter )
{
  mOutputs.push_back( Output{ SwOutputTarget( value, parameter ), QString(), -1, false } );
  if ( mOutputs.back().target.isFile() )
    recoverBeside( mOutputs.back().target.file() );
  mOutputs.back().target.prepare( mOverwriteTables );
  return mOutputs.back().target;
}

void SwRunOutputs::layerWritten( const QString &parameter, const QString &destination, long long features )
{
  if ( Output *output = find( parameter ) )
  {
    output->written = destination;
    output->features = features;
    output->complete = true;
  }
}

QString SwRunOutputs::addFile( const QString &path, const QString &parameter, SwOutputTarget::Check check, bool exclusive )
{
  mOutputs.push_back( Output{ SwOutputTarget::forFile( path, parameter, check, exclusive ), path, -1, false } );
  if ( mOutputs.back().target.isFile() )
    recoverBeside( mOutputs.back().target.file() );
  mOutputs.back().target.prepare();
  return mOutputs.back().target.stagedPath();
}

void SwRunOutputs::fileWritten( const QString &parameter )
{
  if ( Output *output = find( parameter ) )
    output->complete = true;
}

QString SwRunOutputs::fileFor( const QString &parameter ) const
{
  for ( const Output &output : mOutputs )
  {
    if ( output.target.parameter() == parameter )
      return output.target.file();
  }
  return QString();
}

SwPgOutputTable *SwRunOutputs::tableFor( const QString &parameter ) const
{
  for ( const Output &output : mOutputs )
  {
    if ( output.target.parameter() == parameter )
      return output.target.table();
  }
  return nullptr;
}

QMap<QString, QString> SwRunOutputs::writtenLayers() const
{
  QMap<QString, QString> layers;
  for ( const Output &output : mOutputs )
  {
    if ( output.complete && output.target.isLayer() )
      layers.insert( output.target.parameter(), output.written );
  }
  return layers;
}

void SwRunOutputs::putRefusable( std::list<Output *> &outputs, QStringList &done )
{
  // Grouped by file: one transaction puts every layer bound for one GeoPackage.
  QStringList files;
  QMap<QString, std::vector<Output *>> byFile;
  for ( Output *output : outputs )
  {
    if ( !output->target.isFile() || !output->target.isLayer() || !output->target.isGeoPackage() )
      continue;
    if ( !byFile.contains( output->target.file() ) )
      files << output->target.file();
    byFile[output->target.file()].push_back( output );
  }
  std::vector<std::unique_ptr<SwGeoPackageCommit>> commits;
  std::vector<SwPgOutputTable *> tables;
  QStringList linked;
  try
  {
    // PostGIS tables: each in its own transaction, everything done but COMMIT.
    for ( Output *output : outputs )
    {
      if ( SwPgOutputTable *table = output->target.table() )
      {
        tables.push_back( table );
        table->prepareCommit();
      }
    }
    for ( const QString &file : files )
    {
      const std::vector<Output *> &group = byFile.value( file );
      size_t next = 0;
      // A new file is linked into place whole; should another run have made it meanwhile, the layer is added to it instead.
      if ( !QFileInfo::exists( file ) && group.front()->target.linkNew() )
      {
        linked << file;
        next = 1;
      }
      if ( next == group.size() )
        continue;
      auto commit = std::make_unique<SwGeoPackageCommit>( file, group.at( next )->target.parameter() );
      for ( size_t i = next; i < group.size(); ++i )
        commit->addLayer( group.at( i )->target.stagedPath(), group.at( i )->target.layer(), group.at( i )->target.parameter() );
      commit->prepare();
      commits.push_back( std::move( commit ) );
    }
    // The register: over the very file it locked, or new, never over one another run made meanwhile.
    for ( Output *output : outputs )
    {
      SwOutputTarget &target = output->target;
      if ( !target.isExclusive() || !target.isFile() )
        continue;
      target.checkStillLocked();
      if ( !target.wasThere() && QFileInfo::exists( target.file() ) )
        throw QgsProcessingException( QObject::tr( "%1: another run wrote %2 while this one ran; nothing was written: run again" ).arg( target.parameter(), target.file() ) );
    }
    for ( std::unique_ptr<SwGeoPackageCommit> &commit : commits )
    {
      commit->commit();
      done << commit->description();
    }
    commitTables( tables, done );
  }
  catch ( QgsProcessingException &e )
  {
    for ( std::unique_ptr<SwGeoPackageCommit> &commit : commits )
      commit->rollback();
    for ( SwPgOutputTable *table : tables )
      table->rollback();
    for ( const QString &file : linked )
      QFile::remove( file );
    // Only a commit refused after another succeeded leaves something written: the message says what.
    if ( !done.isEmpty() )
      throw QgsProcessingException( QObject::tr( "%1; already written: %2" ).arg( e.what(), done.join( QLatin1String( ", " ) ) ) );
    throw;
  }
  done.clear();
  for ( SwPgOutputTable *table : tables )
    done << table->description();
  for ( const QString &file : files )
  {
    for ( Output *output : byFile.value( file ) )
      done << QStringLiteral( "%1 (%2)" ).arg( output->target.parameter(), file );
  }
}

void SwRunOutputs::commitTables( const std::vector<SwPgOutputTable *> &tables, QStringList &done )
{
  for ( SwPgOutputTable *table : tables )
  {
    table->commit();
    done << table->description();
    mNotes << table->notes();
  }
}

QMap<QString, QString> SwRunOutputs::commit( QgsProcessingContext &context )
{
  std::list<Output *> ready;
  for ( Output &output : mOutputs )
  {
    if ( output.complete )
      ready.push_back( &output );
  }
  // Every output whole and on the disk before any is put in place.
  for ( Output *output : ready )
    output->target.verify( output->features );

  QStringList done;
  putRefusable( ready, done );
  placeFiles( ready, done );

  QSet<QString> folders;
  QMap<QString, QString> destinations;
  // A committed table is opened as QGIS's own writer leaves one: a layer of the run's context.
  QMap<QString, QString> tables;
  for ( Output *output : ready )
  {
    if ( output->target.isDatabaseTable() )
      tables.insert( output->target.parameter(), output->target.loadDatabaseLayer( context ) );
  }
  QMap<QString, QgsProcessingContext::LayerDetails> toLoad = context.layersToLoadOnCompletion();
  for ( Output *output : ready )
  {
    const SwOutputTarget &target = output->target;
    const QString destination = target.isDatabaseTable() ? tables.value( target.parameter() ) : target.isFile() ? target.destination()
                                                                                                                : output->written;
    destinations.insert( target.parameter(), destination );
    if ( target.isFile() )
      folders.insert( QFileInfo( target.file() ).absolutePath() );
    if ( toLoad.contains( output->written ) && output->written != destination )
      toLoad.insert( destination, toLoad.take( output->written ) );
  }
  context.setLayersToLoadOnCompletion( toLoad );
  for ( const QString &folder : folders )
    SwDurableFile::syncFolder( folder );
  discard();
  return destinations;
}

void SwRunOutputs::placeFiles( const std::list<Output *> &ready, QStringList &done )
{
  // The register last: a notice it records always has its letters and lists in place.
  QList<SwCommitJournal::Move> moves;
  std::vector<const SwOutputTarget *> targets;
  for ( const bool exclusive : { false, true } )
  {
    for ( const Output *output : ready )
    {
      const SwOutputTarget &target = output->target;
      if ( !target.isFile() || ( target.isLayer() && target.isGeoPackage() ) || target.isExclusive() != exclusive )
        continue; // put in place already
      moves << target.moves();
      targets.push_back( &target );
    }
  }
  // Several files: journaled, so a run killed among the moves is finished by the next (SwCommitJournal).
  SwCommitJournal journal;
  if ( targets.size() > 1 )
    journal.write( moves, targets.front()->parameter() );
  try
  {
    // A test stops a run between the moves at a known moment (tests/safety/test_commit_kill.sh); never set in use.
    const int pause = qEnvironmentVariableIntValue( "STORMWATER_TEST_COMMIT_PAUSE_MS" );
    for ( const SwOutputTarget *target : targets )
    {
      if ( pause > 0 )
        QThread::msleep( static_cast<unsigned long>( pause ) );
      target->place();
      done << QStringLiteral( "%1 (%2)" ).arg( target->parameter(), target->file() );
    }
  }
  catch ( QgsProcessingException &e )
  {
    journal.remove();
    throw QgsProcessingException( done.isEmpty() ? QString( e.what() ) : QObject::tr( "%1; already written: %2" ).arg( e.what(), done.join( QLatin1String( ", " ) ) ) );
  }
  journal.remove();
}

void SwRunOutputs::recoverBeside( const QString &file )
{
  // A run killed among its moves is finished before anything else reads or writes beside it.
  for ( const QString &finished : SwCommitJournal::recover( QFileInfo( file ).absolutePath() ) )
    mNotes << QObject::tr( "A run stopped while putting its outputs in place; its %1 is now in place too" ).arg( finished );
}

QVariantMap SwRunOutputs::run( QgsProcessingContext &context, QgsProcessingFeedback *feedback, const std::function<QVariantMap()> &write )
{
  discard();
  mNotes.clear();
  try
  {
    QVariantMap results = write();
    // The last moment a stop is heard: once the commit starts, it finishes.
    SwCancel::check( feedback );
    const QMap<QString, QString> destinations = commit( context );
    for ( const QString &note : std::as_const( mNotes ) )
    {
      if ( feedback )
        feedback->pushInfo( SwSecrets::masked( note ) );
    }
    for ( auto it = destinations.constBegin(); it != destinations.constEnd(); ++it )
      results.insert( it.key(), it.value() );
    return results;
  }
  catch ( QgsProcessingException &e )
  {
    // One rule for every failure and every cancel: nothing this run started is left behind.
    const QString message = inDestinationTerms( SwSecrets::masked( e.what() ) );
    discard();
    throw QgsProcessingException( message );
  }
  catch ( std::bad_alloc & )
  {
    discard();
    throw QgsProcessingException( SwCancel::outOfMemory() );
  }
  catch ( ... )
  {
    discard();
    throw;
  }
}

QString SwRunOutputs::inDestinationTerms( QString message ) const
{
  // A writer names the file it was given: the staged one, which the planner never sees.
  for ( const Output &output : mOutputs )
  {
    if ( output.target.isFile() )
      message.replace( output.target.stagedPath(), output.target.file() );
  }
  return message;
}

void SwRunOutputs::clear()
{
  discard();
}

void SwRunOutputs::discard()
{
  for ( Output &output : mOutputs )
    output.target.finish();
  mOutputs.clear();
}
