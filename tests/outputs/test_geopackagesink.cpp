/***************************************************************************
  test_geopackagesink.cpp: rows written straight into the table read back
  by QGIS exactly as the same rows written by QGIS's own writer: text with
  accents, integers, a 64-bit number, reals, booleans, dates, nulls, a
  polygon promoted to a multipolygon, a parcel without geometry, and the
  layer's extent.
 ***************************************************************************/
#include "geopackage/swgeopackagesink.h"

#include "qgscoordinatereferencesystem.h"
#include "qgsfeatureiterator.h"
#include "qgsgeometry.h"
#include "qgsvectorfilewriter.h"
#include "qgsvectorlayer.h"

#include <QDate>
#include <QDir>
#include <QFile>
#include <QTemporaryDir>

#include <sqlite3.h>

#include <gtest/gtest.h>

#include <memory>

namespace
{
  QgsFields parcelFields()
  {
    QgsFields fields;
    fields.append( QgsField( QStringLiteral( "apn" ), SW_VARIANT_TYPE( QString ) ) );
    fields.append( QgsField( QStringLiteral( "owner" ), SW_VARIANT_TYPE( QString ), QString(), 80 ) );
    fields.append( QgsField( QStringLiteral( "units" ), SW_VARIANT_TYPE( Int ) ) );
    fields.append( QgsField( QStringLiteral( "assessed" ), SW_VARIANT_TYPE( LongLong ) ) );
    fields.append( QgsField( QStringLiteral( "area_sqft" ), SW_VARIANT_TYPE( Double ) ) );
    fields.append( QgsField( QStringLiteral( "vacant" ), SW_VARIANT_TYPE( Bool ) ) );
    fields.append( QgsField( QStringLiteral( "sold" ), SW_VARIANT_TYPE( QDate ) ) );
    return fields;
  }

  QList<QgsFeature> parcels( const QgsFields &fields )
  {
    QList<QgsFeature> list;
    const auto add = [&]( const QString &wkt, const QgsAttributes &attributes )
    {
      QgsFeature feature( fields );
      if ( !wkt.isEmpty() )
        feature.setGeometry( QgsGeometry::fromWkt( wkt ) );
      feature.setAttributes( attributes );
      list << feature;
    };
    add( QStringLiteral( "Polygon ((6500000.25 1750000.5, 6500100.25 1750000.5, 6500100.25 1750080.5, 6500000.25 1750000.5))" ),
         QgsAttributes() << QStringLiteral( "7215-012-034" ) << QStringLiteral( "Peña Family Trust" ) << 2 << QVariant( 9007199254740993LL ) << 4000.25 << true << QDate( 2019, 7, 4 ) );
    add( QStringLiteral( "MultiPolygon (((6500200 1750000, 6500300 1750000, 6500300 1750100, 6500200 1750100, 6500200 1750000)),((6500400 1750400, 6500450 1750400, 6500450 1750450, 6500400 1750400)))" ),
         QgsAttributes() << QStringLiteral( "7215-012-035" ) << QVariant() << QVariant() << QVariant() << QVariant() << false << QVariant() );
    add( QString(), QgsAttributes() << QStringLiteral( "7215-012-036" ) << QStringLiteral( "Owner \"Quoted\"; O'Brien" ) << -1 << QVariant( 0LL ) << 0.0 << QVariant() << QDate( 2000, 1, 1 ) );
    return list;
  }

  //! The layer as the run creates it: without GDAL's spatial index unless \a indexed.
  QString writeWithQgis( const QString &path, const QgsFields &fields, const QList<QgsFeature> &features, bool indexed = false )
  {
    QgsVectorFileWriter::SaveVectorOptions options;
    options.driverName = QStringLiteral( "GPKG" );
    options.layerName = QStringLiteral( "screened" );
    if ( !indexed )
      options.layerOptions << QStringLiteral( "SPATIAL_INDEX=NO" );
    std::unique_ptr<QgsVectorFileWriter> writer( QgsVectorFileWriter::create( path, fields, SW_WKB( MultiPolygon ), QgsCoordinateReferenceSystem( QStringLiteral( "EPSG:2229" ) ), QgsCoordinateTransformContext(), options ) );
    for ( QgsFeature feature : features )
      writer->addFeature( feature, QgsFeatureSink::FastInsert );
    return path;
  }

  QStringList rows( const QString &path )
  {
    QgsVectorLayer layer( path + QStringLiteral( "|layername=screened" ), QStringLiteral( "screened" ), QStringLiteral( "ogr" ) );
    QStringList lines;
    QgsFeature feature;
    QgsFeatureIterator it = layer.getFeatures();
    while ( it.nextFeature( feature ) )
    {
      QStringList cells{ QString::number( feature.id() ), feature.geometry().asWkt( 3 ) };
      for ( const QVariant &value : feature.attributes() )
        cells << ( value.isNull() ? QStringLiteral( "NULL" ) : QStringLiteral( "%1:%2" ).arg( value.typeName(), value.toString() ) );
      lines << cells.join( QLatin1String( " | " ) );
    }
    lines << layer.extent().toString( 3 ) << QgsWkbTypes::displayString( layer.wkbType() ) << QString::number( layer.featureCount() );
    return lines;
  }
} // namespace

TEST( GeoPackageSink, RowsReadBackAsQgissOwnWriterWritesThem )
{
  QTemporaryDir dir;
  const QgsFields fields = parcelFields();
  const QList<QgsFeature> features = parcels( fields );
  const QString expected = writeWithQgis( QDir( dir.path() ).filePath( QStringLiteral( "qgis.gpkg" ) ), fields, features );

  const QString direct = writeWithQgis( QDir( dir.path() ).filePath( QStringLiteral( "direct.gpkg" ) ), fields, {} );
  {
    SwGeoPackageSink sink( direct, QStringLiteral( "screened" ), fields, SW_WKB( MultiPolygon ) );
    ASSERT_TRUE( sink.isValid() ) << sink.lastError().toStdString();
    for ( QgsFeature feature : features )
      ASSERT_TRUE( sink.addFeature( feature ) ) << sink.lastError().toStdString();
    ASSERT_TRUE( sink.flushBuffer() ) << sink.lastError().toStdString();
  }
  const QStringList got = rows( direct );
  EXPECT_EQ( got.join( '\n' ).toStdString(), rows( expected ).join( '\n' ).toStdString() );
  // By hand: the first parcel promoted to a multipolygon, its values as
  // given; the parcel without geometry written empty, as QGIS's writer does.
  ASSERT_EQ( got.size(), 6 );
  EXPECT_EQ( got.at( 0 ).toStdString(), std::string( "1 | MultiPolygon (((6500000.25 1750000.5, 6500100.25 1750000.5, 6500100.25 1750080.5, 6500000.25 1750000.5))) | qlonglong:1 | QString:7215-012-034 | QString:Peña Family Trust | int:2 | qlonglong:9007199254740993 | double:4000.25 | bool:true | QDate:2019-07-04" ) );
  EXPECT_TRUE( got.at( 2 ).startsWith( QStringLiteral( "3 | MultiPolygon EMPTY | " ) ) );
  EXPECT_EQ( got.at( 3 ), QStringLiteral( "6500000.250,1750000.000 : 6500450.000,1750450.000" ) );
  EXPECT_EQ( got.at( 5 ), QStringLiteral( "3" ) );
  // GDAL's stored count, which QGIS reads instead of counting.
  sqlite3 *db = nullptr;
  sqlite3_open_v2( QFile::encodeName( direct ).constData(), &db, SQLITE_OPEN_READONLY, nullptr );
  sqlite3_stmt *count = nullptr;
  sqlite3_prepare_v2( db, "SELECT feature_count FROM gpkg_ogr_contents WHERE table_name = 'screened'", -1, &count, nullptr );
  ASSERT_EQ( sqlite3_step( count ), SQLITE_ROW );
  EXPECT_EQ( sqlite3_column_type( count, 0 ), SQLITE_INTEGER );
  EXPECT_EQ( sqlite3_column_int( count, 0 ), 3 );
  sqlite3_finalize( count );
  sqlite3_close( db );
}

TEST( GeoPackageSink, AStoppedRunKeepsNoRows )
{
  QTemporaryDir dir;
  const QgsFields fields = parcelFields();
  const QString path = writeWithQgis( QDir( dir.path() ).filePath( QStringLiteral( "stopped.gpkg" ) ), fields, {} );
  {
    SwGeoPackageSink sink( path, QStringLiteral( "screened" ), fields, SW_WKB( MultiPolygon ) );
    for ( QgsFeature feature : parcels( fields ) )
      ASSERT_TRUE( sink.addFeature( feature ) );
  } // never flushed
  EXPECT_EQ( rows( path ).last(), QStringLiteral( "0" ) );
}

TEST( GeoPackageSink, OnlyPlainFieldsAndLinearGeometriesAreWrittenThisWay )
{
  EXPECT_TRUE( SwGeoPackageSink::canWrite( parcelFields(), SW_WKB( MultiPolygon ) ) );
  QgsFields withTime = parcelFields();
  withTime.append( QgsField( QStringLiteral( "recorded" ), SW_VARIANT_TYPE( QDateTime ) ) );
  EXPECT_FALSE( SwGeoPackageSink::canWrite( withTime, SW_WKB( MultiPolygon ) ) );
  EXPECT_FALSE( SwGeoPackageSink::canWrite( parcelFields(), SW_WKB( MultiSurface ) ) );

  // A table whose columns are not the fields given is refused, not written.
  QTemporaryDir dir;
  const QString path = writeWithQgis( QDir( dir.path() ).filePath( QStringLiteral( "other.gpkg" ) ), parcelFields(), {} );
  QgsFields other = parcelFields();
  other.append( QgsField( QStringLiteral( "extra" ), SW_VARIANT_TYPE( QString ) ) );
  SwGeoPackageSink sink( path, QStringLiteral( "screened" ), other, SW_WKB( MultiPolygon ) );
  EXPECT_FALSE( sink.isValid() );
  EXPECT_EQ( sink.lastError(), QStringLiteral( "layer 'screened' does not have the columns written (column 9 is not 'extra')" ) );

  // GDAL's index triggers call functions only GDAL provides: such a table
  // is left to QGIS's writer.
  const QString indexed = writeWithQgis( QDir( dir.path() ).filePath( QStringLiteral( "indexed.gpkg" ) ), parcelFields(), {}, true );
  SwGeoPackageSink refused( indexed, QStringLiteral( "screened" ), parcelFields(), SW_WKB( MultiPolygon ) );
  EXPECT_FALSE( refused.isValid() );
  EXPECT_EQ( refused.lastError(), QStringLiteral( "cannot prepare the insert: no such function: ST_IsEmpty" ) );
}

TEST( GeoPackageSink, GdalsRowCountIsRightAndItsTriggerBackAfterWriting )
{
  // The trigger counting each row is set aside while the rows go in and
  // restored before the commit: the count is the rows written, and a row
  // added later by another tool is counted again by the trigger.
  QTemporaryDir dir;
  const QgsFields fields = parcelFields();
  const QString path = writeWithQgis( QDir( dir.path() ).filePath( QStringLiteral( "counted.gpkg" ) ), fields, {} );
  std::vector<SwGeoPackageIndex::Entry> boxes;
  {
    SwGeoPackageSink sink( path, QStringLiteral( "screened" ), fields, SW_WKB( MultiPolygon ) );
    for ( QgsFeature feature : parcels( fields ) )
      ASSERT_TRUE( sink.addFeature( feature ) );
    ASSERT_TRUE( sink.flushBuffer() ) << sink.lastError().toStdString();
    boxes = sink.takeIndexEntries();
  }
  const auto number = [&]( const char *sql )
  {
    sqlite3 *db = nullptr;
    sqlite3_open_v2( QFile::encodeName( path ).constData(), &db, SQLITE_OPEN_READWRITE, nullptr );
    sqlite3_stmt *statement = nullptr;
    long long value = -1;
    if ( sqlite3_prepare_v2( db, sql, -1, &statement, nullptr ) == SQLITE_OK && sqlite3_step( statement ) == SQLITE_ROW )
      value = sqlite3_column_int64( statement, 0 );
    sqlite3_finalize( statement );
    sqlite3_close( db );
    return value;
  };
  EXPECT_EQ( number( "SELECT feature_count FROM gpkg_ogr_contents WHERE table_name = 'screened'" ), 3 );
  EXPECT_EQ( number( "SELECT count(*) FROM sqlite_master WHERE type = 'trigger' AND name = 'trigger_insert_feature_count_screened'" ), 1 );
  EXPECT_EQ( number( "INSERT INTO screened (apn) VALUES ('7215-012-099') RETURNING fid" ), 4 );
  EXPECT_EQ( number( "SELECT feature_count FROM gpkg_ogr_contents WHERE table_name = 'screened'" ), 4 );
  // The boxes for the index: the two parcels with a geometry, by their ids,
  // rounded outwards to SQLite's 32-bit floats.
  ASSERT_EQ( boxes.size(), 2u );
  EXPECT_EQ( boxes[0].id, 1 );
  EXPECT_EQ( boxes[1].id, 2 );
  EXPECT_LE( boxes[0].minX, 6500000.25 );
  EXPECT_GE( boxes[0].maxY, 1750080.5 );
  EXPECT_EQ( boxes[1].minX, 6500200.0f );
  EXPECT_EQ( boxes[1].maxX, 6500450.0f );
}
