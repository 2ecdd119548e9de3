/***************************************************************************
  swoutputtarget.cpp: temporary name, check, move into place.
 ***************************************************************************/
#include "pipeline/swoutputtarget.h"

#include "qgsexception.h"
#include "qgsprocessingcontext.h"
#include "qgsprocessingparameters.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>

#include <gdal.h>
#include <ogr_api.h>

#include <atomic>
#include <cerrno>
#include <cstdio>
#include <cstring>

#include <limits>

#include <signal.h>
#include <unistd.h>
#include <sys/stat.h>

namespace
{
  std::atomic<int> sTemporaryCount{ 0 };

  bool isOutputDefinition( const QVariant &value )
  {
    return value.userType() == QMetaType::type( "QgsProcessingOutputLayerDefinition" );
  }

  //! Renames \a from over \a to in one step (POSIX rename replaces an existing file atomically).
  void renameOver( const QString &from, const QString &to, const QString &parameter )
  {
    if ( std::rename( QFile::encodeName( from ).constData(), QFile::encodeName( to ).constData() ) != 0 )
      throw QgsProcessingException( QObject::tr( "%1: could not move the finished output into place at %2: %3" ).arg( parameter, to, QString::fromLocal8Bit( std::strerror( errno ) ) ) );
  }

  /**
   * Removes the temporary folders an earlier run left beside \a file when it
   * was killed outright (kill -9, a power cut): only folders named as
   * SwOutputTarget names them for this very file, whose process no longer
   * exists. A folder of a run still going (here or another process) stays.
   */
  void removeAbandonedTemporaryFolders( const QFileInfo &file )
  {
    const QRegularExpression name( QStringLiteral( "^\\.%1\\.partial-(\\d+)-\\d+$" ).arg( QRegularExpression::escape( file.fileName() ) ) );
    const QDir folder = file.absoluteDir();
    for ( const QString &entry : folder.entryList( QDir::Dirs | QDir::Hidden | QDir::NoDotAndDotDot ) )
    {
      const QRegularExpressionMatch match = name.match( entry );
      if ( !match.hasMatch() )
        continue;
      bool ok = false;
      const qint64 pid = match.captured( 1 ).toLongLong( &ok );
      if ( !ok || pid <= 0 || pid == QCoreApplication::applicationPid() || pid > std::numeric_limits<pid_t>::max() )
        continue;
      if ( ::kill( static_cast<pid_t>( pid ), 0 ) == 0 || errno != ESRCH )
        continue; // alive, or not ours to judge
      QDir( folder.filePath( entry ) ).removeRecursively();
    }
  }

  struct Dataset
  {
    GDALDatasetH handle = nullptr;
    Dataset( const QString &path, bool update )
      : handle( GDALOpenEx( QFile::encodeName( path ).constData(), GDAL_OF_VECTOR | ( update ? GDAL_OF_UPDATE : GDAL_OF_READONLY ), nullptr, nullptr, nullptr ) )
    {
    }
    ~Dataset() { close(); }
    //! Closes the dataset; false when GDAL reports a failure while flushing it.
    bool close()
    {
      if ( !handle )
        return true;
      CPLErrorReset();
      GDALClose( handle );
      handle = nullptr;
      return CPLGetLastErrorType() != CE_Failure && CPLGetLastErrorType() != CE_Fatal;
    }
  };
} // namespace

SwOutputTarget::SwOutputTarget( const QVariant &value, const QString &parameter )
  : mParameter( parameter )
  , mValue( value )
{
  QString text = isOutputDefinition( value ) ? value.value<QgsProcessingOutputLayerDefinition>().sink.staticValue().toString() : value.toString();
  text = text.trimmed();
  QString path;
  if ( text.startsWith( QLatin1String( "ogr:" ) ) )
  {
    const QRegularExpressionMatch database = QRegularExpression( QStringLiteral( "dbname='((?:[^'\\\\]|\\\\.)*)'" ) ).match( text );
    const QRegularExpressionMatch table = QRegularExpression( QStringLiteral( "table=\"([^\"]*)\"" ) ).match( text );
    if ( !database.hasMatch() )
      return;
    path = database.captured( 1 ).replace( QLatin1String( "\\'" ), QLatin1String( "'" ) ).replace( QLatin1String( "\\\\" ), QLatin1String( "\\" ) );
    mLayer = table.captured( 1 );
    mLayerGiven = !mLayer.isEmpty();
  }
  else if ( text.contains( QLatin1String( "|layername=" ) ) )
  {
    path = text.section( '|', 0, 0 );
    mLayer = text.section( QStringLiteral( "|layername=" ), 1 ).section( '|', 0, 0 );
    mLayerGiven = !mLayer.isEmpty();
  }
  else if ( text.isEmpty() || text == QLatin1String( "TEMPORARY_OUTPUT" ) || QRegularExpression( QStringLiteral( "^[A-Za-z]{2,}:" ) ).match( text ).hasMatch() )
  {
    // Memory layers, QGIS's temporary outputs and database URIs are written directly.
    return;
  }
  else
    path = text;

  const QFileInfo info( path );
  if ( info.suffix().isEmpty() )
    return;
  mFile = info.absoluteFilePath();
  mGeoPackage = info.suffix().compare( QLatin1String( "gpkg" ), Qt::CaseInsensitive ) == 0;
  if ( mGeoPackage && mLayer.isEmpty() )
    mLayer = info.completeBaseName(); // the name QGIS gives a layer written to a plain .gpkg path
  if ( !mGeoPackage )
    mLayer.clear();
  // A hidden folder beside the destination (same disk, so the final move is
  // one rename) holding a file QGIS names as it would name the real one: a
  // GeoPackage's layer takes the file's base name.
  mTemporaryDir = info.dir().filePath( QStringLiteral( ".%1.partial-%2-%3" ).arg( info.fileName() ).arg( QCoreApplication::applicationPid() ).arg( ++sTemporaryCount ) );
  mTemporary = temporaryPath( mGeoPackage ? mLayer : info.completeBaseName() );
}

QString SwOutputTarget::temporaryPath( const QString &name ) const
{
  return QDir( mTemporaryDir ).filePath( QStringLiteral( "%1.%2" ).arg( name, QFileInfo( mFile ).suffix() ) );
}

QString SwOutputTarget::folderProblem( const QString &parameter, const QString &file )
{
  const QFileInfo folder( QFileInfo( file ).absolutePath() );
  if ( !folder.isDir() )
    return QObject::tr( "%1: the folder %2 does not exist; create it or choose another place for %3" ).arg( parameter, folder.absoluteFilePath(), QFileInfo( file ).fileName() );
  if ( ::access( QFile::encodeName( folder.absoluteFilePath() ).constData(), W_OK | X_OK ) != 0 )
    return QObject::tr( "%1: cannot write in the folder %2: %3" ).arg( parameter, folder.absoluteFilePath(), QString::fromLocal8Bit( std::strerror( errno ) ) );
  return QString();
}

void SwOutputTarget::prepare() const
{
  if ( !isFile() )
    return;
  const QFileInfo folder( QFileInfo( mFile ).absolutePath() );
  if ( !folder.isDir() )
    throw QgsProcessingException( folderProblem( mParameter, mFile ) );
  removeAbandonedTemporaryFolders( QFileInfo( mFile ) );
  if ( ::mkdir( QFile::encodeName( mTemporaryDir ).constData(), 0700 ) != 0 )
    throw QgsProcessingException( QObject::tr( "%1: cannot write in the folder %2: %3" ).arg( mParameter, folder.absoluteFilePath(), QString::fromLocal8Bit( std::strerror( errno ) ) ) );
}

QVariant SwOutputTarget::sinkValue() const
{
  if ( !isFile() )
    return mValue;
  const QString sink = mTemporary;
  if ( isOutputDefinition( mValue ) )
  {
    QgsProcessingOutputLayerDefinition definition = mValue.value<QgsProcessingOutputLayerDefinition>();
    definition.sink = QgsProperty::fromValue( sink );
    return QVariant::fromValue( definition );
  }
  return sink;
}

void SwOutputTarget::checkWritten( long long features ) const
{
  Dataset written( mTemporary, false );
  OGRLayerH layer = nullptr;
  if ( written.handle )
    layer = mGeoPackage ? GDALDatasetGetLayerByName( written.handle, mLayer.toUtf8().constData() ) : GDALDatasetGetLayer( written.handle, 0 );
  if ( !layer )
    throw QgsProcessingException( QObject::tr( "%1: the output written for %2 cannot be read back (is the disk full?); the earlier file, if any, is unchanged" ).arg( mParameter, mFile ) );
  const long long count = OGR_L_GetFeatureCount( layer, TRUE );
  if ( features >= 0 && count != features )
    throw QgsProcessingException( QObject::tr( "%1: the output written for %2 holds %3 of its %4 features (is the disk full?); the earlier file, if any, is unchanged" ).arg( mParameter, mFile ).arg( count ).arg( features ) );
}

void SwOutputTarget::replaceLayerInGeoPackage() const
{
  int otherLayers = 0;
  {
    Dataset existing( mFile, false );
    if ( !existing.handle || QString::fromLatin1( GDALGetDriverShortName( GDALGetDatasetDriver( existing.handle ) ) ) != QLatin1String( "GPKG" ) )
      throw QgsProcessingException( QObject::tr( "%1: %2 exists and is not a GeoPackage; it is left as it is (choose another file name)" ).arg( mParameter, mFile ) );
    for ( int i = 0; i < GDALDatasetGetLayerCount( existing.handle ); ++i )
    {
      const QString name = QString::fromUtf8( OGR_L_GetName( GDALDatasetGetLayer( existing.handle, i ) ) );
      if ( name.compare( mLayer, Qt::CaseInsensitive ) != 0 && name != QLatin1String( "layer_styles" ) )
        ++otherLayers;
    }
  }
  if ( otherLayers == 0 )
  {
    // Only an earlier result of ours is there: the new file replaces it whole.
    renameOver( mTemporary, mFile, mParameter );
    return;
  }
  // The user's other layers stay: copy the GeoPackage, replace our layer in
  // the copy, then move the copy over the original in one step.
  const QString work = temporaryPath( QStringLiteral( "commit" ) );
  if ( !QFile::copy( mFile, work ) )
    throw QgsProcessingException( QObject::tr( "%1: could not copy %2 to add the layer '%3' (is the disk full or the folder read-only?)" ).arg( mParameter, mFile, mLayer ) );
  bool ok = false;
  {
    Dataset target( work, true );
    Dataset source( mTemporary, false );
    OGRLayerH written = source.handle ? GDALDatasetGetLayerByName( source.handle, mLayer.toUtf8().constData() ) : nullptr;
    if ( target.handle && written )
    {
      for ( int i = 0; i < GDALDatasetGetLayerCount( target.handle ); ++i )
      {
        if ( QString::fromUtf8( OGR_L_GetName( GDALDatasetGetLayer( target.handle, i ) ) ).compare( mLayer, Qt::CaseInsensitive ) == 0 )
        {
          GDALDatasetDeleteLayer( target.handle, i );
          break;
        }
      }
      CPLErrorReset();
      ok = GDALDatasetCopyLayer( target.handle, written, mLayer.toUtf8().constData(), nullptr ) && CPLGetLastErrorType() != CE_Failure;
      ok = target.close() && ok;
    }
  }
  if ( !ok )
  {
    QFile::remove( work );
    throw QgsProcessingException( QObject::tr( "%1: could not add the layer '%2' to %3 (is the disk full?); the GeoPackage is unchanged" ).arg( mParameter, mLayer, mFile ) );
  }
  renameOver( work, mFile, mParameter );
  QFile::remove( mTemporary );
}

void SwOutputTarget::moveFilesIntoPlace() const
{
  // A shapefile is several files: move each (.shp, .shx, .dbf, .prj, .cpg).
  const QFileInfo temporary( mTemporary );
  const QFileInfo final( mFile );
  const QString prefix = temporary.completeBaseName() + '.';
  const QStringList parts = temporary.dir().entryList( { prefix + '*' }, QDir::Files | QDir::Hidden );
  for ( const QString &part : parts )
    renameOver( temporary.dir().filePath( part ), final.dir().filePath( final.completeBaseName() + '.' + part.mid( prefix.size() ) ), mParameter );
}

QString SwOutputTarget::commit( const QString &writtenDestination, long long features, QgsProcessingContext &context )
{
  if ( !isFile() )
    return writtenDestination;
  checkWritten( features );
  if ( mGeoPackage && QFileInfo::exists( mFile ) )
    replaceLayerInGeoPackage();
  else if ( mGeoPackage )
    renameOver( mTemporary, mFile, mParameter );
  else
    moveFilesIntoPlace();
  QDir( mTemporaryDir ).removeRecursively();

  const QString destination = mGeoPackage && mLayerGiven ? QStringLiteral( "%1|layername=%2" ).arg( mFile, mLayer ) : mFile;
  QMap<QString, QgsProcessingContext::LayerDetails> toLoad = context.layersToLoadOnCompletion();
  if ( toLoad.contains( writtenDestination ) )
  {
    const QgsProcessingContext::LayerDetails details = toLoad.take( writtenDestination );
    toLoad.insert( destination, details );
    context.setLayersToLoadOnCompletion( toLoad );
  }
  return destination;
}

void SwOutputTarget::discard()
{
  if ( isFile() )
    QDir( mTemporaryDir ).removeRecursively();
}
