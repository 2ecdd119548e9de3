/***************************************************************************
  fuzz_geometry.cpp: any bytes as parcel geometries. The input is a series
  of records, each a 16-bit little-endian length and that many bytes of WKB;
  each record is one parcel (apn P0001, P0002, ...; a few owners, so that
  neighbours group), its WKB read the way QGIS's OGR provider reads a
  GeoPackage's parcels (OGR_G_CreateFromWkbEx, then
  QgsOgrUtils::ogrGeometryToQgsGeometry; bytes OGR refuses make a parcel
  without geometry), into a memory layer in EPSG:2229. (QgsGeometry::fromWkb
  on raw bytes is not a path parcels take: QGIS 3.22's own parser trusts the
  point count it reads and asks for 2^64 bytes.) The
  parcels go through four screens in-process, to memory outputs:
  stormwater:esaadjacency (a fixed sensitive area), stormwater:infeasibility
  (fixed wells), stormwater:vacantparcels (fixed structures) and
  stormwater:hillside (a small fixed DEM, written once at start, with a
  steep slope and a block of NoData). Every run
  must succeed and write every parcel the layer holds exactly once, the
  README's promise ("one row per input parcel, none dropped").
 ***************************************************************************/
#include "swfuzzqgis.h"

#include "qgsapplication.h"
#include "qgsexception.h"
#include "qgsfeature.h"
#include "qgsgeometry.h"
#include "qgsogrutils.h"
#include "qgsprocessingalgorithm.h"
#include "qgsprocessingcontext.h"
#include "qgsprocessingfeedback.h"
#include "qgsprocessingregistry.h"
#include "qgsprocessingutils.h"
#include "qgsrasterlayer.h"
#include "qgsvectordataprovider.h"
#include "qgsvectorlayer.h"

#include <QMap>
#include <QTemporaryDir>

#include <cpl_error.h>
#include <gdal.h>
#include <ogr_api.h>
#include <ogr_srs_api.h>

#include <cstddef>
#include <cstdint>
#include <memory>
#include <vector>

namespace
{
  constexpr int MAX_PARCELS = 32;
  const QStringList OWNERS{ QStringLiteral( "PACIFIC CREST HOLDINGS LLC" ), QStringLiteral( "Pacific Crest Holdings, L.L.C." ), QStringLiteral( "OKAFOR FAMILY TRUST" ), QString() };

  QgsVectorLayer *sEsa = nullptr;
  QgsVectorLayer *sWells = nullptr;
  QgsVectorLayer *sStructures = nullptr;
  QgsRasterLayer *sDem = nullptr;

  //! A 60 x 60 DEM of 10 ft cells over the seeds' parcels: flat, a 40% slope, NoData in one corner.
  QgsRasterLayer *fixedDem()
  {
    static QTemporaryDir sDir;
    const QString path = sDir.filePath( QStringLiteral( "dem.tif" ) );
    constexpr int SIZE = 60;
    GDALDatasetH dataset = GDALCreate( GDALGetDriverByName( "GTiff" ), path.toUtf8().constData(), SIZE, SIZE, 1, GDT_Float32, nullptr );
    if ( !dataset )
      SwFuzzQgis::fail( QStringLiteral( "cannot write the fixed DEM %1" ).arg( path ) );
    double transform[6] = { 6506000, 10, 0, 1746600, 0, -10 };
    GDALSetGeoTransform( dataset, transform );
    OGRSpatialReferenceH srs = OSRNewSpatialReference( nullptr );
    OSRImportFromEPSG( srs, 2229 );
    GDALSetSpatialRef( dataset, srs );
    OSRDestroySpatialReference( srs );
    GDALRasterBandH band = GDALGetRasterBand( dataset, 1 );
    GDALSetRasterNoDataValue( band, -9999 );
    std::vector<float> z( SIZE * SIZE );
    for ( int row = 0; row < SIZE; ++row )
    {
      for ( int col = 0; col < SIZE; ++col )
        z[row * SIZE + col] = row < 8 && col < 8 ? -9999.0f : col < 30 ? 100.0f
                                                                       : 100.0f + 4.0f * ( col - 30 );
    }
    if ( GDALRasterIO( band, GF_Write, 0, 0, SIZE, SIZE, z.data(), SIZE, SIZE, GDT_Float32, 0, 0 ) != CE_None )
      SwFuzzQgis::fail( QStringLiteral( "cannot write the fixed DEM %1" ).arg( path ) );
    GDALClose( dataset );
    auto *layer = new QgsRasterLayer( path, QStringLiteral( "dem" ), QStringLiteral( "gdal" ) );
    if ( !layer->isValid() )
      SwFuzzQgis::fail( QStringLiteral( "cannot read the fixed DEM %1" ).arg( path ) );
    return layer;
  }

  //! A memory layer in EPSG:2229 holding \a rows (WKT, then attributes in field order).
  QgsVectorLayer *fixedLayer( const QString &geometry, const QString &fields, const QString &name, const QList<QPair<QString, QVariantList>> &rows )
  {
    auto *layer = new QgsVectorLayer( QStringLiteral( "%1?crs=EPSG:2229&%2" ).arg( geometry, fields ), name, QStringLiteral( "memory" ) );
    QgsFeatureList features;
    for ( const auto &row : rows )
    {
      QgsFeature feature( layer->fields() );
      feature.setGeometry( QgsGeometry::fromWkt( row.first ) );
      feature.setAttributes( QgsAttributes( row.second.toVector() ) );
      features << feature;
    }
    if ( !layer->isValid() || !layer->dataProvider()->addFeatures( features ) )
      SwFuzzQgis::fail( QStringLiteral( "cannot make the fixed layer %1" ).arg( name ) );
    return layer;
  }

  //! Runs \a algorithmId and checks its OUTPUT holds each of \a apns once.
  void screen( const QString &algorithmId, QVariantMap parameters, QgsVectorLayer *parcels, const QStringList &apns )
  {
    std::unique_ptr<QgsProcessingAlgorithm> algorithm( QgsApplication::processingRegistry()->createAlgorithmById( algorithmId ) );
    SW_FUZZ_CHECK( algorithm, algorithmId );
    parameters.insert( QStringLiteral( "PARCELS" ), QVariant::fromValue( static_cast<QObject *>( parcels ) ) );
    parameters.insert( QStringLiteral( "OUTPUT" ), QStringLiteral( "memory:" ) );
    QgsProcessingContext context;
    QgsProcessingFeedback feedback( false );
    bool ok = false;
    QVariantMap results;
    QString error;
    try
    {
      results = algorithm->run( parameters, context, &feedback, &ok, QVariantMap(), false );
    }
    catch ( const QgsProcessingException &e )
    {
      error = e.what();
    }
    SW_FUZZ_CHECK( ok, QStringLiteral( "%1 failed on %2 parcel(s): %3" ).arg( algorithmId ).arg( apns.size() ).arg( error ) );

    QgsVectorLayer *output = qobject_cast<QgsVectorLayer *>( QgsProcessingUtils::mapLayerFromString( results.value( QStringLiteral( "OUTPUT" ) ).toString(), context ) );
    SW_FUZZ_CHECK( output, algorithmId );
    QMap<QString, int> seen;
    QgsFeatureIterator it = output->getFeatures();
    QgsFeature feature;
    while ( it.nextFeature( feature ) )
      ++seen[feature.attribute( QStringLiteral( "apn" ) ).toString()];
    for ( const QString &apn : apns )
      SW_FUZZ_CHECK( seen.value( apn ) == 1, QStringLiteral( "%1 wrote parcel %2 %3 time(s)" ).arg( algorithmId, apn ).arg( seen.value( apn ) ) );
    SW_FUZZ_CHECK( output->featureCount() == apns.size(), QStringLiteral( "%1 wrote %2 rows for %3 parcels" ).arg( algorithmId ).arg( output->featureCount() ).arg( apns.size() ) );
  }
} // namespace

extern "C" int LLVMFuzzerInitialize( int *, char ***argv )
{
  SwFuzzQgis::start( ( *argv )[0] );
  // Around the seeds' parcels (x 6506000-6507000, y 1746000-1747000 ft).
  sEsa = fixedLayer( QStringLiteral( "MultiPolygon" ), QStringLiteral( "field=name:string" ), QStringLiteral( "esa" ), { { QStringLiteral( "MultiPolygon(((6506400 1746400, 6506600 1746400, 6506600 1746600, 6506400 1746600, 6506400 1746400)))" ), { QStringLiteral( "Hilltop habitat" ) } } } );
  sWells = fixedLayer( QStringLiteral( "Point" ), QStringLiteral( "field=well_id:string&field=use:string" ), QStringLiteral( "wells" ), { { QStringLiteral( "Point(6506150 1746150)" ), { QStringLiteral( "W-1" ), QStringLiteral( "drinking" ) } }, { QStringLiteral( "Point(6506800 1746200)" ), { QStringLiteral( "W-2" ), QString() } } } );
  sStructures = fixedLayer( QStringLiteral( "MultiPolygon" ), QStringLiteral( "field=type:string" ), QStringLiteral( "structures" ), { { QStringLiteral( "MultiPolygon(((6506020 1746020, 6506060 1746020, 6506060 1746060, 6506020 1746060, 6506020 1746020)))" ), { QStringLiteral( "house" ) } }, { QStringLiteral( "MultiPolygon(((6506700 1746700, 6506710 1746700, 6506710 1746710, 6506700 1746710, 6506700 1746700)))" ), { QStringLiteral( "shed" ) } } } );
  sDem = fixedDem();
  return 0;
}

extern "C" int LLVMFuzzerTestOneInput( const uint8_t *data, size_t size )
{
  QgsVectorLayer parcels( QStringLiteral( "MultiPolygon?crs=EPSG:2229&field=apn:string&field=owner:string" ), QStringLiteral( "parcels" ), QStringLiteral( "memory" ) );
  QgsFeatureList features;
  size_t at = 0;
  while ( at + 2 <= size && features.size() < MAX_PARCELS )
  {
    const size_t length = std::min<size_t>( data[at] | ( data[at + 1] << 8 ), size - at - 2 );
    OGRGeometryH ogr = nullptr;
    QgsFeature feature( parcels.fields() );
    CPLPushErrorHandler( CPLQuietErrorHandler ); // "Length of input WKB is too small" is the answer, not news
    const OGRErr read = OGR_G_CreateFromWkbEx( data + at + 2, nullptr, &ogr, length );
    CPLPopErrorHandler();
    if ( read == OGRERR_NONE && ogr )
      feature.setGeometry( QgsOgrUtils::ogrGeometryToQgsGeometry( ogr ) );
    OGR_G_DestroyGeometry( ogr );
    at += 2 + length;
    const int number = features.size() + 1;
    feature.setAttributes( QgsAttributes( QVector<QVariant>{ QStringLiteral( "P%1" ).arg( number, 4, 10, QChar( '0' ) ), OWNERS.at( number % OWNERS.size() ) } ) );
    features << feature;
  }
  // The memory provider refuses a geometry of another type (a point in a
  // polygon layer), as any polygon layer would: the parcels are what it holds.
  parcels.dataProvider()->addFeatures( features );
  QStringList apns;
  QgsFeatureIterator it = parcels.getFeatures();
  QgsFeature feature;
  while ( it.nextFeature( feature ) )
    apns << feature.attribute( QStringLiteral( "apn" ) ).toString();
  if ( apns.isEmpty() )
    return 0; // "PARCELS layer 'parcels' has no parcels", rightly

  screen( QStringLiteral( "stormwater:esaadjacency" ), { { QStringLiteral( "SENSITIVE_AREAS" ), QVariantList{ QVariant::fromValue( static_cast<QObject *>( sEsa ) ) } } }, &parcels, apns );
  screen( QStringLiteral( "stormwater:infeasibility" ), { { QStringLiteral( "WELLS" ), QVariant::fromValue( static_cast<QObject *>( sWells ) ) } }, &parcels, apns );
  screen( QStringLiteral( "stormwater:vacantparcels" ), { { QStringLiteral( "STRUCTURES" ), QVariant::fromValue( static_cast<QObject *>( sStructures ) ) } }, &parcels, apns );
  screen( QStringLiteral( "stormwater:hillside" ), { { QStringLiteral( "DEM" ), QVariant::fromValue( static_cast<QObject *>( sDem ) ) } }, &parcels, apns );
  return 0;
}
