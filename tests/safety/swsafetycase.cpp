/***************************************************************************
  swsafetycase.cpp: one safety case run and checked; the helpers cases use.
 ***************************************************************************/
#include "swsafetycase.h"
#include "swtestdata.h"
#include "core/compat.h"

#include "qgsvectorlayer.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QTemporaryDir>

#include <gdal.h>
#include <sys/stat.h>
#include <ogr_api.h>

#include <gtest/gtest.h>

namespace SwSafety
{
  QString checksum( const QString &path )
  {
    QFile file( path );
    if ( !file.open( QIODevice::ReadOnly ) )
      return QString();
    QCryptographicHash hash( QCryptographicHash::Sha256 );
    hash.addData( &file );
    return QString::fromLatin1( hash.result().toHex() );
  }

  QMap<QString, QString> snapshot( const QString &dir )
  {
    QMap<QString, QString> files;
    for ( const QString &name : QDir( dir ).entryList( QDir::Files | QDir::Dirs | QDir::Hidden | QDir::NoDotAndDotDot | QDir::System ) )
    {
      // A named pipe, a socket or a device is named, not read: reading a pipe would wait for a writer.
      struct stat status = {};
      const QString path = QDir( dir ).filePath( name );
      const bool regular = ::stat( QFile::encodeName( path ).constData(), &status ) == 0 && ( S_ISREG( status.st_mode ) || S_ISDIR( status.st_mode ) );
      files.insert( name, regular ? checksum( path ) : QStringLiteral( "(not a file)" ) );
    }
    return files;
  }

  void execute( const QString &gpkg, const QString &sql )
  {
    GDALDatasetH dataset = GDALOpenEx( gpkg.toUtf8().constData(), GDAL_OF_VECTOR | GDAL_OF_UPDATE, nullptr, nullptr, nullptr );
    ASSERT_NE( dataset, nullptr ) << gpkg.toStdString();
    OGRLayerH result = GDALDatasetExecuteSQL( dataset, sql.toUtf8().constData(), nullptr, nullptr );
    if ( result )
      GDALDatasetReleaseResultSet( dataset, result );
    GDALClose( dataset );
  }

  QStringList layersOf( const QString &gpkg )
  {
    QStringList names;
    GDALDatasetH dataset = GDALOpenEx( gpkg.toUtf8().constData(), GDAL_OF_VECTOR | GDAL_OF_READONLY, nullptr, nullptr, nullptr );
    if ( !dataset )
      return names;
    for ( int i = 0; i < GDALDatasetGetLayerCount( dataset ); ++i )
      names << QString::fromUtf8( OGR_L_GetName( GDALDatasetGetLayer( dataset, i ) ) );
    GDALClose( dataset );
    return names;
  }

  long long featureCount( const QString &source )
  {
    std::unique_ptr<QgsVectorLayer> layer = SwTestData::openLayer( source );
    return layer->isValid() ? layer->featureCount() : -1;
  }

  QMap<QString, long long> statusCounts( const QString &source )
  {
    QMap<QString, long long> counts;
    std::unique_ptr<QgsVectorLayer> layer = SwTestData::openLayer( source );
    QgsFeatureIterator it = layer->getFeatures();
    QgsFeature feature;
    while ( it.nextFeature( feature ) )
      ++counts[feature.attribute( QStringLiteral( "status" ) ).toString()];
    return counts;
  }

  QVariant parameterValue( const QString &value, const QString &dir )
  {
    const QString text = QString( value ).replace( QLatin1String( "{DIR}" ), dir );
    if ( text.contains( QLatin1String( ";;" ) ) )
    {
      QVariantList list;
      for ( const QString &item : text.split( QStringLiteral( ";;" ) ) )
        list << item;
      return list;
    }
    return text;
  }

  void writeEarlierResult( const QString &dir )
  {
    const SwTestRun::Result run = SwTestRun::run( QStringLiteral( "stormwater:esaadjacency" ), { { QStringLiteral( "PARCELS" ), parameterValue( PARCELS, dir ) }, { QStringLiteral( "SENSITIVE_AREAS" ), parameterValue( ESA, dir ) }, { QStringLiteral( "OUTPUT" ), dir + QStringLiteral( "/earlier.gpkg" ) } } );
    ASSERT_TRUE( run.ok ) << run.error.toStdString();
  }

  void writeVacantParcels( const QString &dir )
  {
    // Structures and improvements: from structures alone the lots that would qualify are not decided.
    const SwTestRun::Result run = SwTestRun::run( QStringLiteral( "stormwater:vacantparcels" ), { { QStringLiteral( "PARCELS" ), parameterValue( PARCELS, dir ) }, { QStringLiteral( "STRUCTURES" ), dir + QStringLiteral( "/city.gpkg|layername=structures" ) }, { QStringLiteral( "IMPROVEMENTS" ), dir + QStringLiteral( "/city.gpkg|layername=improvements" ) }, { QStringLiteral( "OUTPUT" ), dir + QStringLiteral( "/vacant.gpkg" ) } } );
    ASSERT_TRUE( run.ok ) << run.error.toStdString();
  }

  void expectEveryParcelOnce( const QString &source )
  {
    EXPECT_EQ( featureCount( source ), SAMPLE_PARCELS ) << source.toStdString();
  }

  void PrintTo( const SafetyCase &c, std::ostream *os )
  {
    *os << c.name;
  }

  void runCase( const SafetyCase &c )
  {
    QTemporaryDir folder;
    const QString dir = folder.path();
    ASSERT_TRUE( QFile::copy( SwTestData::sampleDataDir() + QStringLiteral( "/city.gpkg" ), dir + QStringLiteral( "/city.gpkg" ) ) );
    QFile::setPermissions( dir + QStringLiteral( "/city.gpkg" ), QFileDevice::ReadOwner | QFileDevice::WriteOwner );
    if ( c.prepare )
      c.prepare( dir );
    const QMap<QString, QString> before = snapshot( dir );

    QVariantMap parameters;
    for ( const auto &parameter : c.parameters )
      parameters.insert( QString::fromLatin1( parameter.first ), parameterValue( QString::fromUtf8( parameter.second ), dir ) );
    const SwTestRun::Result run = SwTestRun::run( QStringLiteral( "stormwater:%1" ).arg( c.algorithm ), parameters );

    if ( c.error )
    {
      EXPECT_FALSE( run.ok );
      // {GDAL_DIR}: the folder as GDAL's own message names it (core/compat.h).
      EXPECT_EQ( run.error, QString::fromUtf8( c.error ).replace( QLatin1String( "{GDAL_DIR}" ), SW_GDAL_READ_ERRORS_NAME_FILE_ALONE ? QString() : dir + '/' ).replace( QLatin1String( "{DIR}" ), dir ) );
    }
    else
      EXPECT_TRUE( run.ok ) << run.error.toStdString();

    // Inputs and earlier results byte for byte as before; nothing else left behind on failure.
    const QMap<QString, QString> after = snapshot( dir );
    for ( auto it = before.constBegin(); it != before.constEnd(); ++it )
    {
      if ( !c.changes.contains( it.key() ) )
        EXPECT_EQ( after.value( it.key() ), it.value() ) << it.key().toStdString() << " changed";
    }
    if ( c.error )
      EXPECT_EQ( after.keys(), before.keys() ) << "a failed run left files behind";
    for ( const QString &name : after.keys() )
      EXPECT_FALSE( name.contains( QLatin1String( ".partial-" ) ) ) << name.toStdString() << " left behind";
    if ( c.check )
      c.check( dir, run );
  }
} // namespace SwSafety
