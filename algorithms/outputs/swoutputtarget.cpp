/***************************************************************************
  swoutputtarget.cpp: staged name, check, lock, link or move into place.
 ***************************************************************************/
#include "outputs/swoutputtarget.h"
#include "core/swgdaldataset.h"
#include "outputs/swcommitjournal.h"
#include "outputs/swdurablefile.h"
#include "postgis/swpgoutputtable.h"

#include "qgsexception.h"
#include "qgsprocessingcontext.h"
#include "qgsprocessingparameters.h"
#include "qgsvectorfilewriter.h"
#include "qgsvectorlayer.h"
#include "qgsmaplayerstore.h"

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

#include <fcntl.h>
#include <signal.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

struct SwOutputTarget::Lock
{
  int fd = -1;
  ino_t inode = 0;
  dev_t device = 0;
  bool existed = false; //!< the destination existed when it was locked
  ~Lock()
  {
    if ( fd >= 0 )
      ::close( fd );
  }
};

namespace
{
  std::atomic<int> sTemporaryCount{ 0 };

  bool isOutputDefinition( const QVariant &value )
  {
    return value.userType() == QMetaType::type( "QgsProcessingOutputLayerDefinition" );
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

  /**
   * The file \a path names once symbolic links are followed: a register
   * or a list kept on the city's shared drive through a link is written
   * where the link points, and the link stays a link.
   */
  QString followLinks( const QString &path )
  {
    QFileInfo info( path );
    // A chain of links, to a depth the kernel itself allows.
    for ( int hops = 0; hops < 40 && info.isSymLink(); ++hops )
      info = QFileInfo( info.symLinkTarget() );
    return info.absoluteFilePath();
  }

  /**
   * Gives \a staged the permissions, owner and group of the file \a existing
   * it replaces: a register the city keeps read-only or private stays so.
   * An owner this process may not give is left to the process; the
   * permissions are always kept.
   */
  void keepModeAndOwner( const QString &existing, const QString &staged, const QString &parameter )
  {
    struct stat before;
    if ( ::stat( QFile::encodeName( existing ).constData(), &before ) != 0 )
      return; // a new file: the process's own permissions
    const QByteArray path = QFile::encodeName( staged );
    if ( ::chmod( path.constData(), before.st_mode & 07777 ) != 0 )
      throw QgsProcessingException( QObject::tr( "%1: could not give the new %2 the permissions of the old one: %3; the earlier file is unchanged" ).arg( parameter, existing, SwDurableFile::systemError() ) );
    if ( ::chown( path.constData(), before.st_uid, before.st_gid ) != 0 )
      ( void ) !::chown( path.constData(), static_cast<uid_t>( -1 ), before.st_gid );
  }
} // namespace

QString SwOutputTarget::vectorFileName( const QString &path )
{
  // As QGIS's Processing reads a destination: the text after the last dot
  // is the extension; one that names no vector format gets ".gpkg" added.
  const int dot = path.lastIndexOf( '.' );
  const QString extension = dot >= 0 ? path.mid( dot + 1 ) : QString();
  if ( extension.isEmpty() || QgsVectorFileWriter::driverForExtension( extension ).isEmpty() )
    return path + QStringLiteral( ".gpkg" );
  return path;
}

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
  else if ( SwPgTableName::isPostgisDestination( text ) )
  {
    // Staged in the database and committed with the run's other outputs.
    mTable = std::make_shared<SwPgOutputTable>( text, parameter );
    return;
  }
  else if ( text.isEmpty() || text == QLatin1String( "TEMPORARY_OUTPUT" ) || QRegularExpression( QStringLiteral( "^[A-Za-z]{2,}:" ) ).match( text ).hasMatch() )
  {
    // Memory layers, QGIS's temporary outputs and database URIs are written directly.
    return;
  }
  else
    path = vectorFileName( text );

  const QFileInfo info( followLinks( path ) );
  mFile = info.absoluteFilePath();
  mGeoPackage = QgsVectorFileWriter::driverForExtension( info.suffix() ) == QLatin1String( "GPKG" );
  if ( mGeoPackage && mLayer.isEmpty() )
    mLayer = info.completeBaseName(); // the name QGIS gives a layer written to a plain .gpkg path
  if ( !mGeoPackage )
    mLayer.clear();
  // A file QGIS names as it would name the real one: a GeoPackage's layer takes the file's base name.
  stageBeside( QStringLiteral( "%1.%2" ).arg( mGeoPackage ? mLayer : info.completeBaseName(), info.suffix() ) );
}

SwOutputTarget SwOutputTarget::forFile( const QString &path, const QString &parameter, Check check, bool exclusive )
{
  SwOutputTarget target;
  target.mParameter = parameter;
  target.mValue = path;
  target.mIsLayer = false;
  target.mCheck = check;
  target.mExclusive = exclusive;
  if ( path.isEmpty() )
    return target;
  target.mFile = followLinks( path );
  target.stageBeside( QFileInfo( target.mFile ).fileName() );
  return target;
}

void SwOutputTarget::stageBeside( const QString &name )
{
  // A hidden folder beside the destination: the same disk, so the final move is one rename.
  const QFileInfo info( mFile );
  mTemporaryDir = info.dir().filePath( QStringLiteral( ".%1.partial-%2-%3" ).arg( info.fileName() ).arg( QCoreApplication::applicationPid() ).arg( ++sTemporaryCount ) );
  mTemporary = QDir( mTemporaryDir ).filePath( name );
}

QString SwOutputTarget::folderProblem( const QString &parameter, const QString &file )
{
  const QFileInfo info( file );
  const QFileInfo folder( info.absolutePath() );
  if ( !folder.isDir() )
    return QObject::tr( "%1: the folder %2 does not exist; create it or choose another place for %3" ).arg( parameter, folder.absoluteFilePath(), info.fileName() );
  if ( ::access( QFile::encodeName( folder.absoluteFilePath() ).constData(), W_OK | X_OK ) != 0 )
    return QObject::tr( "%1: cannot write in the folder %2: %3" ).arg( parameter, folder.absoluteFilePath(), SwDurableFile::systemError() );
  if ( info.isDir() )
    return QObject::tr( "%1: %2 is a folder; give the name of a file in it" ).arg( parameter, info.absoluteFilePath() );
  return QString();
}

void SwOutputTarget::prepare( bool overwriteTables )
{
  if ( mTable )
    mTable->prepare( overwriteTables );
  if ( !isFile() )
    return;
  const QFileInfo folder( QFileInfo( mFile ).absolutePath() );
  if ( !folder.isDir() )
    throw QgsProcessingException( folderProblem( mParameter, mFile ) );
  removeAbandonedTemporaryFolders( QFileInfo( mFile ) );
  if ( mExclusive )
  {
    mLock = std::make_shared<Lock>();
    mLock->fd = ::open( QFile::encodeName( mFile ).constData(), O_RDONLY | O_CLOEXEC );
    if ( mLock->fd < 0 && errno != ENOENT )
      throw QgsProcessingException( QObject::tr( "%1: cannot read %2: %3" ).arg( mParameter, mFile, SwDurableFile::systemError() ) );
    if ( mLock->fd >= 0 )
    {
      mLock->existed = true;
      struct stat locked;
      struct stat named;
      if ( ::flock( mLock->fd, LOCK_EX | LOCK_NB ) != 0 )
      {
        mLock.reset();
        throw QgsProcessingException( QObject::tr( "%1: %2 is being written by another run at this moment; nothing was written; run again when it has finished" ).arg( mParameter, mFile ) );
      }
      if ( ::fstat( mLock->fd, &locked ) != 0 || ::stat( QFile::encodeName( mFile ).constData(), &named ) != 0 || locked.st_ino != named.st_ino || locked.st_dev != named.st_dev )
      {
        mLock.reset();
        throw QgsProcessingException( QObject::tr( "%1: %2 was replaced by another run at this moment; nothing was written; run again" ).arg( mParameter, mFile ) );
      }
      mLock->inode = locked.st_ino;
      mLock->device = locked.st_dev;
    }
  }
  if ( ::mkdir( QFile::encodeName( mTemporaryDir ).constData(), 0700 ) != 0 )
    throw QgsProcessingException( QObject::tr( "%1: cannot write in the folder %2: %3" ).arg( mParameter, folder.absoluteFilePath(), SwDurableFile::systemError() ) );
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
  const SwGdalDataset written( mTemporary );
  OGRLayerH layer = nullptr;
  if ( written.handle() )
    layer = mGeoPackage ? GDALDatasetGetLayerByName( written.handle(), mLayer.toUtf8().constData() ) : GDALDatasetGetLayer( written.handle(), 0 );
  if ( !layer )
    throw QgsProcessingException( QObject::tr( "%1: the output written for %2 cannot be read back (is the disk full?); the earlier file, if any, is unchanged" ).arg( mParameter, mFile ) );
  const long long count = OGR_L_GetFeatureCount( layer, TRUE );
  if ( features >= 0 && count != features )
    throw QgsProcessingException( QObject::tr( "%1: the output written for %2 holds %3 of its %4 features (is the disk full?); the earlier file, if any, is unchanged" ).arg( mParameter, mFile ).arg( count ).arg( features ) );
}

void SwOutputTarget::verify( long long features ) const
{
  if ( mTable )
    mTable->verify( features );
  if ( !isFile() )
    return;
  if ( mIsLayer )
    checkWritten( features );
  else
  {
    const QFileInfo written( mTemporary );
    if ( !written.isFile() || written.size() == 0 )
      throw QgsProcessingException( QObject::tr( "%1: nothing was written for %2 (is the disk full?); the earlier file, if any, is unchanged" ).arg( mParameter, mFile ) );
    if ( mCheck == Check::Pdf && !SwDurableFile::isCompletePdf( mTemporary ) )
      throw QgsProcessingException( QObject::tr( "%1: the PDF written for %2 is incomplete (is the disk full?); the earlier file, if any, is unchanged" ).arg( mParameter, mFile ) );
  }
  // The permissions and owner of the file it replaces, before the commit's journal names it.
  if ( !mGeoPackage )
    keepModeAndOwner( mFile, mTemporary, mParameter );
  // On the disk before anything is moved: a power cut never leaves a name on an empty file.
  for ( const QString &part : QDir( mTemporaryDir ).entryList( QDir::Files | QDir::Hidden ) )
  {
    const QString problem = SwDurableFile::sync( QDir( mTemporaryDir ).filePath( part ) );
    if ( !problem.isEmpty() )
      throw QgsProcessingException( QObject::tr( "%1: could not write %2: %3 (is the disk full?); the earlier file, if any, is unchanged" ).arg( mParameter, mFile, problem ) );
  }
}

bool SwOutputTarget::linkNew() const
{
  return SwCommitJournal::perform( SwCommitJournal::Move{ mTemporary, mFile, true }, mParameter );
}

bool SwOutputTarget::wasThere() const
{
  return mLock && mLock->existed;
}

void SwOutputTarget::checkStillLocked() const
{
  if ( !mLock || !mLock->existed )
    return;
  struct stat named;
  if ( ::stat( QFile::encodeName( mFile ).constData(), &named ) != 0 || named.st_ino != mLock->inode || named.st_dev != mLock->device )
    throw QgsProcessingException( QObject::tr( "%1: %2 was replaced or removed by another program while this run ran; nothing was written; run again" ).arg( mParameter, mFile ) );
}

QList<SwCommitJournal::Move> SwOutputTarget::moves() const
{
  if ( !isFile() )
    return {};
  if ( !mIsLayer || mGeoPackage )
    return { SwCommitJournal::Move{ mTemporary, mFile, mExclusive && !wasThere() } };
  // A shapefile is several files: each moves (.shp, .shx, .dbf, .prj, .cpg).
  QList<SwCommitJournal::Move> parts;
  const QFileInfo temporary( mTemporary );
  const QFileInfo final( mFile );
  const QString prefix = temporary.completeBaseName() + '.';
  for ( const QString &part : temporary.dir().entryList( { prefix + '*' }, QDir::Files | QDir::Hidden ) )
    parts << SwCommitJournal::Move{ temporary.dir().filePath( part ), final.dir().filePath( final.completeBaseName() + '.' + part.mid( prefix.size() ) ), false };
  return parts;
}

void SwOutputTarget::place() const
{
  for ( const SwCommitJournal::Move &move : moves() )
  {
    if ( !SwCommitJournal::perform( move, mParameter ) )
      throw QgsProcessingException( QObject::tr( "%1: another run wrote %2 while this one ran; this run's rows were not added to it: run again" ).arg( mParameter, move.to ) );
  }
}

QString SwOutputTarget::destination() const
{
  if ( mTable )
    return mTable->destination();
  return mIsLayer && mGeoPackage && mLayerGiven ? QStringLiteral( "%1|layername=%2" ).arg( mFile, mLayer ) : mFile;
}

QString SwOutputTarget::loadDatabaseLayer( QgsProcessingContext &context ) const
{
  auto layer = std::make_unique<QgsVectorLayer>( mTable->layerSource(), mTable->tableName(), QStringLiteral( "postgres" ) );
  if ( !layer->isValid() )
    return destination();
  const QString id = layer->id();
  context.temporaryLayerStore()->addMapLayer( layer.release() );
  if ( isOutputDefinition( mValue ) )
  {
    const QgsProcessingOutputLayerDefinition definition = mValue.value<QgsProcessingOutputLayerDefinition>();
    if ( definition.destinationProject )
      context.addLayerToLoadOnCompletion( id, QgsProcessingContext::LayerDetails( definition.destinationName.isEmpty() ? mTable->tableName() : definition.destinationName, definition.destinationProject, mParameter ) );
  }
  return id;
}

void SwOutputTarget::finish()
{
  if ( mTable )
    mTable->finish();
  if ( isFile() )
    QDir( mTemporaryDir ).removeRecursively();
  mLock.reset();
}
