/***************************************************************************
  test_geopackagereader.cpp: a GeoPackage layer read straight from its
  table gives, row for row, the features QGIS's OGR provider gives (ids,
  WKT, every value with its type, nulls), rows it cannot read as QGIS
  would (text in a number column, a date that is not one, a blob in a text
  column) included; the stored blobs come back as SQLite holds them and
  the output sink takes them as they are; only layers read exactly so are
  located; a finished reader stays finished.
 ***************************************************************************/
#include "geopackage/swfeaturereader.h"
#include "core/compat.h"
#include "geopackage/swgeopackageblob.h"
#include "geopackage/swgeopackagereader.h"

#include "qgscoordinatereferencesystem.h"
#include "qgsfeatureiterator.h"
#include "qgsgeometry.h"
#include "qgsmultipolygon.h"
#include "qgsprocessingparameters.h"
#include "qgsvectorfilewriter.h"
#include "qgsvectorlayer.h"

#include <QDate>
#include <QFile>
#include <QTemporaryDir>

#include <sqlite3.h>

#include <gtest/gtest.h>

#include <memory>

namespace
{
  QgsFields rollFields()
  {
    QgsFields fields;
    fields.append( QgsField( QStringLiteral( "apn" ), SW_VARIANT_TYPE( QString ) ) );
    fields.append( QgsField( QStringLiteral( "owner" ), SW_VARIANT_TYPE( QString ) ) );
    fields.append( QgsField( QStringLiteral( "units" ), SW_VARIANT_TYPE( Int ) ) );
    fields.append( QgsField( QStringLiteral( "assessed" ), SW_VARIANT_TYPE( LongLong ) ) );
    fields.append( QgsField( QStringLiteral( "lot_sqft" ), SW_VARIANT_TYPE( Double ) ) );
    fields.append( QgsField( QStringLiteral( "vacant" ), SW_VARIANT_TYPE( Bool ) ) );
    fields.append( QgsField( QStringLiteral( "sold" ), SW_VARIANT_TYPE( QDate ) ) );
    return fields;
  }

  //! A roll of five parcels written by QGIS's own writer, then three rows made odd by hand in SQLite.
  QString writeRoll( const QString &path )
  {
    const QgsFields fields = rollFields();
    QgsVectorFileWriter::SaveVectorOptions options;
    options.driverName = QStringLiteral( "GPKG" );
    options.layerName = QStringLiteral( "roll" );
    // GDAL's index triggers call functions only GDAL has: the odd rows below are made without them.
    options.layerOptions << QStringLiteral( "SPATIAL_INDEX=NO" );
    std::unique_ptr<QgsVectorFileWriter> writer( QgsVectorFileWriter::create( path, fields, SW_WKB( MultiPolygon ), QgsCoordinateReferenceSystem( QStringLiteral( "EPSG:2229" ) ), QgsCoordinateTransformContext(), options ) );
    const auto add = [&]( const QString &wkt, const QgsAttributes &attributes )
    {
      QgsFeature feature( fields );
      if ( !wkt.isEmpty() )
        feature.setGeometry( QgsGeometry::fromWkt( wkt ) );
      feature.setAttributes( attributes );
      writer->addFeature( feature, QgsFeatureSink::FastInsert );
    };
    add( QStringLiteral( "MultiPolygon (((6500000.25 1750000.5, 6500100.25 1750000.5, 6500100.25 1750080.5, 6500000.25 1750000.5)))" ),
         QgsAttributes() << QStringLiteral( "7215-012-034" ) << QStringLiteral( "Peña Family Trust" ) << 2 << QVariant( 9007199254740993LL ) << 4000.25 << true << QDate( 2019, 7, 4 ) );
    add( QStringLiteral( "MultiPolygon (((6500200 1750000, 6500300 1750000, 6500300 1750100, 6500200 1750100, 6500200 1750000),(6500210 1750010, 6500220 1750010, 6500220 1750020, 6500210 1750010)),((6500400 1750400, 6500450 1750400, 6500450 1750450, 6500400 1750400)))" ),
         QgsAttributes() << QStringLiteral( "7215-012-035" ) << QVariant() << QVariant() << QVariant() << QVariant() << false << QVariant() );
    add( QString(), QgsAttributes() << QStringLiteral( "7215-012-036" ) << QStringLiteral( "O'Brien \"Ranch\"" ) << -1 << QVariant( 0LL ) << 0.0 << QVariant() << QDate( 2000, 1, 1 ) );
    add( QStringLiteral( "MultiPolygon (((6500500 1750500, 6500600 1750500, 6500600 1750600, 6500500 1750500)))" ),
         QgsAttributes() << QStringLiteral( "7215-012-037" ) << QStringLiteral( "units written as text" ) << 3 << QVariant( 5LL ) << 1.5 << true << QDate( 2001, 2, 3 ) );
    add( QStringLiteral( "MultiPolygon (((6500700 1750700, 6500800 1750700, 6500800 1750800, 6500700 1750700)))" ),
         QgsAttributes() << QStringLiteral( "7215-012-038" ) << QStringLiteral( "a date that is none" ) << 4 << QVariant( 6LL ) << 2.5 << false << QDate( 2002, 3, 4 ) );
    writer.reset();
    // What other tools leave in a GeoPackage: text where a number belongs,
    // a date that is not one, bytes in a text column.
    sqlite3 *db = nullptr;
    sqlite3_open_v2( QFile::encodeName( path ).constData(), &db, SQLITE_OPEN_READWRITE, nullptr );
    char *error = nullptr;
    sqlite3_exec( db, "UPDATE roll SET units = 'three' WHERE apn = '7215-012-037'; UPDATE roll SET sold = '2002-13-45' WHERE apn = '7215-012-038'; UPDATE roll SET owner = CAST('bytes' AS BLOB) WHERE apn = '7215-012-036'", nullptr, nullptr, &error );
    EXPECT_EQ( error, nullptr ) << error;
    sqlite3_free( error );
    sqlite3_close( db );
    return path;
  }

  QString describe( const QgsFeature &feature )
  {
    QStringList cells{ QString::number( feature.id() ), feature.hasGeometry() ? feature.geometry().asWkt( 3 ) : QStringLiteral( "no geometry" ) };
    for ( const QVariant &value : feature.attributes() )
      cells << ( value.isNull() ? QStringLiteral( "NULL:%1" ).arg( value.typeName() ) : QStringLiteral( "%1:%2" ).arg( value.typeName(), value.toString() ) );
    return cells.join( QLatin1String( " | " ) );
  }

  QStringList throughQgis( const QgsVectorLayer &layer )
  {
    QStringList rows;
    QgsFeature feature;
    QgsFeatureIterator it = layer.getFeatures();
    while ( it.nextFeature( feature ) )
      rows << describe( feature );
    return rows;
  }

  //! The geometry blobs as SQLite holds them, by id.
  QMap<qint64, QByteArray> storedBlobs( const QString &path )
  {
    QMap<qint64, QByteArray> blobs;
    sqlite3 *db = nullptr;
    sqlite3_open_v2( QFile::encodeName( path ).constData(), &db, SQLITE_OPEN_READONLY, nullptr );
    sqlite3_stmt *rows = nullptr;
    sqlite3_prepare_v2( db, "SELECT fid, geom FROM roll", -1, &rows, nullptr );
    while ( sqlite3_step( rows ) == SQLITE_ROW )
      blobs.insert( sqlite3_column_int64( rows, 0 ), QByteArray( static_cast<const char *>( sqlite3_column_blob( rows, 1 ) ), sqlite3_column_bytes( rows, 1 ) ) );
    sqlite3_finalize( rows );
    sqlite3_close( db );
    return blobs;
  }
} // namespace

TEST( GeoPackageReader, EveryRowComesBackAsQgisReadsIt )
{
  QTemporaryDir dir;
  const QString path = writeRoll( dir.filePath( QStringLiteral( "roll.gpkg" ) ) );
  const QgsVectorLayer layer( path + QStringLiteral( "|layername=roll" ), QStringLiteral( "roll" ), QStringLiteral( "ogr" ) );
  ASSERT_TRUE( layer.isValid() );

  const SwGeoPackageReader::Location location = SwGeoPackageReader::locate( path + QStringLiteral( "|layername=roll" ), &layer, SW_GEOMETRY_CHECK( NoCheck ) );
  ASSERT_TRUE( location.isValid() );
  EXPECT_EQ( location.path, path );
  EXPECT_EQ( location.layer, QStringLiteral( "roll" ) );
  SwGeoPackageReader reader( location, layer.fields() );
  ASSERT_TRUE( reader.isValid() ) << reader.error().toStdString();
  QStringList direct;
  QList<QByteArray> blobs;
  QgsFeature feature;
  QByteArray blob;
  while ( reader.next( feature, &blob ) )
  {
    direct << describe( feature );
    blobs << blob;
  }
  const QStringList expected = throughQgis( layer );
  EXPECT_EQ( direct.join( '\n' ).toStdString(), expected.join( '\n' ).toStdString() );

  // By hand: the id read as QGIS's first field; the accents, the 64-bit
  // number and the date as written.
  ASSERT_EQ( direct.size(), 5 );
  EXPECT_EQ( direct.at( 0 ).toStdString(), std::string( "1 | MultiPolygon (((6500000.25 1750000.5, 6500100.25 1750000.5, 6500100.25 1750080.5, 6500000.25 1750000.5))) | qlonglong:1 | QString:7215-012-034 | QString:Peña Family Trust | int:2 | qlonglong:9007199254740993 | double:4000.25 | bool:true | QDate:2019-07-04" ) );
  EXPECT_TRUE( direct.at( 1 ).contains( QStringLiteral( "NULL:QString | NULL:int | NULL:qlonglong | NULL:double | bool:false | NULL:QDate" ) ) ) << direct.at( 1 ).toStdString();
  // QGIS's writer stores a feature without geometry as an empty one.
  EXPECT_TRUE( direct.at( 2 ).startsWith( QStringLiteral( "3 | MultiPolygon EMPTY | " ) ) ) << direct.at( 2 ).toStdString();
  // The odd values as QGIS reads them: the text in the number column as 0, the date that is none as null.
  EXPECT_TRUE( direct.at( 3 ).contains( QStringLiteral( "QString:units written as text | int:0 |" ) ) ) << direct.at( 3 ).toStdString();
  EXPECT_TRUE( direct.at( 4 ).contains( QStringLiteral( "NULL:QDate" ) ) ) << direct.at( 4 ).toStdString();

  // The blobs as stored, but for the rows read through GDAL (the bytes in
  // the text column, the text in the number column, the date that is none).
  const QMap<qint64, QByteArray> stored = storedBlobs( path );
  EXPECT_EQ( blobs.at( 0 ), stored.value( 1 ) );
  EXPECT_EQ( blobs.at( 1 ), stored.value( 2 ) );
  EXPECT_TRUE( blobs.at( 2 ).isEmpty() );
  EXPECT_TRUE( blobs.at( 3 ).isEmpty() );
  EXPECT_TRUE( blobs.at( 4 ).isEmpty() );
}

TEST( GeoPackageReader, AFinishedReaderStaysFinished )
{
  // SQLite starts a statement over when stepped past its end: the pipeline's
  // reader asks once more after the last batch, and must not get the first parcel again.
  QTemporaryDir dir;
  const QString path = writeRoll( dir.filePath( QStringLiteral( "roll.gpkg" ) ) );
  const QgsVectorLayer layer( path + QStringLiteral( "|layername=roll" ), QStringLiteral( "roll" ), QStringLiteral( "ogr" ) );
  SwGeoPackageReader reader( { path, QStringLiteral( "roll" ) }, layer.fields() );
  QgsFeature feature;
  int read = 0;
  while ( reader.next( feature ) )
    ++read;
  EXPECT_EQ( read, 5 );
  EXPECT_FALSE( reader.next( feature ) );
  EXPECT_FALSE( reader.next( feature ) );
}

TEST( GeoPackageReader, OnlyLayersReadExactlySoAreLocated )
{
  QTemporaryDir dir;
  const QString path = writeRoll( dir.filePath( QStringLiteral( "roll.gpkg" ) ) );
  const QString source = path + QStringLiteral( "|layername=roll" );
  const auto why = [&]( const QVariant &value, const QgsVectorLayer *layer, SwInvalidGeometryCheck check = SW_GEOMETRY_CHECK( NoCheck ) )
  {
    QString reason;
    const SwGeoPackageReader::Location location = SwGeoPackageReader::locate( value, layer, check, &reason );
    return location.isValid() ? QStringLiteral( "located" ) : reason;
  };
  QgsVectorLayer plain( source, QStringLiteral( "roll" ), QStringLiteral( "ogr" ) );
  EXPECT_EQ( why( source, &plain ), QStringLiteral( "located" ) );
  EXPECT_EQ( why( source, nullptr ), QStringLiteral( "not a vector layer" ) );
  // The run's check would drop invalid parcels, or stop at one.
  EXPECT_EQ( why( source, &plain, SW_GEOMETRY_CHECK( SkipInvalid ) ), QStringLiteral( "invalid geometries are to be skipped or stop the run" ) );
  // Selected features only, or a number of them.
  EXPECT_EQ( why( QVariant::fromValue( QgsProcessingFeatureSourceDefinition( source, true ) ), &plain ), QStringLiteral( "only some of the layer's features are asked for" ) );
  EXPECT_EQ( why( QVariant::fromValue( QgsProcessingFeatureSourceDefinition( source, false, 2 ) ), &plain ), QStringLiteral( "only some of the layer's features are asked for" ) );
  // A definition that asks for no check is read straight.
  EXPECT_EQ( why( QVariant::fromValue( QgsProcessingFeatureSourceDefinition( source, false, -1, SW_SOURCE_DEFINITION_OVERRIDE_GEOMETRY_CHECK, SW_GEOMETRY_CHECK( NoCheck ) ) ), &plain, SW_GEOMETRY_CHECK( SkipInvalid ) ), QStringLiteral( "located" ) );

  QgsVectorLayer filtered( source + QStringLiteral( "|subset=units > 1" ), QStringLiteral( "roll" ), QStringLiteral( "ogr" ) );
  EXPECT_EQ( why( source, &filtered ), QStringLiteral( "the layer has a filter" ) );
  QgsVectorLayer computed( source, QStringLiteral( "roll" ), QStringLiteral( "ogr" ) );
  computed.addExpressionField( QStringLiteral( "units * 2" ), QgsField( QStringLiteral( "double_units" ), SW_VARIANT_TYPE( Int ) ) );
  EXPECT_EQ( why( source, &computed ), QStringLiteral( "the layer has joined or expression fields" ) );
  QgsVectorLayer edited( source, QStringLiteral( "roll" ), QStringLiteral( "ogr" ) );
  ASSERT_TRUE( edited.startEditing() );
  EXPECT_EQ( why( source, &edited ), QStringLiteral( "the layer is being edited" ) );
  edited.rollBack();

  // A shapefile is read by QGIS.
  const QString shapefile = dir.filePath( QStringLiteral( "roll.shp" ) );
  QgsVectorFileWriter::SaveVectorOptions options;
  options.driverName = QStringLiteral( "ESRI Shapefile" );
  QString error;
  ASSERT_EQ( QgsVectorFileWriter::writeAsVectorFormatV3( &plain, shapefile, QgsCoordinateTransformContext(), options, &error ), QgsVectorFileWriter::NoError ) << error.toStdString();
  QgsVectorLayer shp( shapefile, QStringLiteral( "roll" ), QStringLiteral( "ogr" ) );
  EXPECT_EQ( why( shapefile, &shp ), QStringLiteral( "not a GeoPackage layer" ) );
}

TEST( GeoPackageReader, ALayerItCannotReadIsReadThroughQgis )
{
  // Fields the table does not hold (a layer QGIS reads through a view of
  // its own): the reader refuses, and the feature reader falls back.
  QTemporaryDir dir;
  const QString path = writeRoll( dir.filePath( QStringLiteral( "roll.gpkg" ) ) );
  QgsVectorLayer layer( path + QStringLiteral( "|layername=roll" ), QStringLiteral( "roll" ), QStringLiteral( "ogr" ) );
  QgsFields other = layer.fields();
  other.append( QgsField( QStringLiteral( "not_there" ), SW_VARIANT_TYPE( QString ) ) );
  SwGeoPackageReader reader( { path, QStringLiteral( "roll" ) }, other );
  EXPECT_FALSE( reader.isValid() );
  EXPECT_EQ( reader.error(), QStringLiteral( "field 'not_there' is not a column of table 'roll'" ) );

  SwFeatureReader fallback( { path, QStringLiteral( "roll" ) }, other, [&]
                            { return layer.getFeatures(); } );
  EXPECT_FALSE( fallback.isDirect() );
  SwFeatureReader direct( { path, QStringLiteral( "roll" ) }, layer.fields(), [&]
                          { return layer.getFeatures(); } );
  EXPECT_TRUE( direct.isDirect() );
  QStringList a;
  QStringList b;
  QgsFeature feature;
  while ( fallback.next( feature ) )
    a << describe( feature );
  while ( direct.next( feature ) )
    b << describe( feature );
  EXPECT_EQ( a, b );
}

TEST( GeoPackageBlob, AStoredBlobIsReusedOnlyWhenItIsWhatTheSinkWouldWrite )
{
  QTemporaryDir dir;
  const QString path = writeRoll( dir.filePath( QStringLiteral( "roll.gpkg" ) ) );
  const QByteArray stored = storedBlobs( path ).value( 1 );
  const SwGeoPackageBlob::Header header = SwGeoPackageBlob::header( stored.constData(), stored.size() );
  ASSERT_TRUE( header.valid );
  EXPECT_TRUE( header.little );
  EXPECT_TRUE( header.hasBox );
  EXPECT_EQ( header.wkbOffset, 40 );
  EXPECT_EQ( header.minX, 6500000.25 );
  EXPECT_EQ( header.maxY, 1750080.5 );
  EXPECT_EQ( SwGeoPackageBlob::wkbType( stored.constData(), stored.size(), header ), 6u );

  // What encode() makes of its geometry is the stored blob itself.
  bool understood = false;
  const QgsGeometry geometry = SwGeoPackageBlob::geometry( stored.constData(), stored.size(), understood );
  ASSERT_TRUE( understood );
  QgsRectangle box;
  const qint32 srs = header.srsId;
  EXPECT_EQ( SwGeoPackageBlob::encode( geometry, SW_WKB( MultiPolygon ), srs, box ), stored );
  EXPECT_EQ( SwGeoPackageBlob::reuse( stored, SW_WKB( MultiPolygon ), srs, box ), stored );
  EXPECT_EQ( box, QgsRectangle( 6500000.25, 1750000.5, 6500100.25, 1750080.5 ) );
  // Another srs id: only the four bytes of the id change.
  QByteArray moved = SwGeoPackageBlob::reuse( stored, SW_WKB( MultiPolygon ), 3310, box );
  ASSERT_EQ( moved.size(), stored.size() );
  EXPECT_EQ( SwGeoPackageBlob::header( moved.constData(), moved.size() ).srsId, 3310 );
  EXPECT_EQ( moved.mid( 8 ), stored.mid( 8 ) );
  // Another type, an empty geometry, a header without a box, a big-endian header: encoded again.
  EXPECT_TRUE( SwGeoPackageBlob::reuse( stored, SW_WKB( MultiPolygonZ ), srs, box ).isEmpty() );
  const QByteArray empty = SwGeoPackageBlob::encode( QgsGeometry( new QgsMultiPolygon() ), SW_WKB( MultiPolygon ), srs, box );
  EXPECT_TRUE( box.isNull() );
  EXPECT_TRUE( SwGeoPackageBlob::header( empty.constData(), empty.size() ).empty );
  EXPECT_TRUE( SwGeoPackageBlob::reuse( empty, SW_WKB( MultiPolygon ), srs, box ).isEmpty() );
  QByteArray noBox = stored.left( 8 ) + stored.mid( 40 );
  noBox[3] = 0x01;
  EXPECT_TRUE( SwGeoPackageBlob::header( noBox.constData(), noBox.size() ).valid );
  EXPECT_TRUE( SwGeoPackageBlob::reuse( noBox, SW_WKB( MultiPolygon ), srs, box ).isEmpty() );
  QByteArray bigEndian = stored;
  bigEndian[3] = 0x02;
  EXPECT_TRUE( SwGeoPackageBlob::reuse( bigEndian, SW_WKB( MultiPolygon ), srs, box ).isEmpty() );
  // Not a blob at all.
  EXPECT_FALSE( SwGeoPackageBlob::header( "GX", 2 ).valid );
  SwGeoPackageBlob::geometry( "not a blob", 10, understood );
  EXPECT_FALSE( understood );
}
