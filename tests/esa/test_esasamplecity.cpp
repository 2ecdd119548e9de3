/***************************************************************************
  test_esasamplecity.cpp: stormwater:esaadjacency on the sample city: every
  planted case of the answer key, and agreement parcel by parcel with an
  independent computation (the layers read with OGR directly, brute-force
  unprepared GEOS distances to every ESA and SEA polygon).
 ***************************************************************************/
#include "swtestdata.h"
#include "swtestgeos.h"
#include "swtestrun.h"

#include <QTemporaryDir>

#include <gdal.h>
#include <geos_c.h>
#include <ogrsf_frmts.h>

#include <gtest/gtest.h>

#include <cmath>
#include <limits>
#include <vector>

namespace
{
  struct Screened
  {
    QTemporaryDir dir;
    QMap<QString, QgsFeature> byApn;
    long long count = 0;
    SwTestRun::Result run;
  };

  const Screened &sampleRun()
  {
    static Screened s;
    if ( s.count == 0 )
    {
      const QString out = s.dir.filePath( QStringLiteral( "esa.gpkg" ) );
      s.run = SwTestRun::run( QStringLiteral( "stormwater:esaadjacency" ), { { QStringLiteral( "PARCELS" ), SwTestData::sampleLayer( QStringLiteral( "parcels" ) ) }, { QStringLiteral( "SENSITIVE_AREAS" ), QVariantList{ SwTestData::sampleLayer( QStringLiteral( "esa" ) ), SwTestData::sampleLayer( QStringLiteral( "sea" ) ) } }, { QStringLiteral( "OUTPUT" ), out } } );
      if ( s.run.ok )
      {
        std::unique_ptr<QgsVectorLayer> layer = SwTestData::openLayer( out );
        s.count = layer->featureCount();
        s.byApn = SwTestData::featuresBy( layer.get(), QStringLiteral( "apn" ) );
      }
    }
    return s;
  }

  using Geos = SwTestGeos;

  std::vector<GEOSGeometry *> readAreas( Geos &geos, GDALDataset *dataset, const char *layerName )
  {
    std::vector<GEOSGeometry *> areas;
    OGRLayer *layer = dataset->GetLayerByName( layerName );
    for ( auto &feature : *layer )
    {
      if ( OGRGeometry *g = feature->GetGeometryRef() )
        areas.push_back( geos.fromOgr( g ) );
    }
    return areas;
  }
} // namespace

TEST( EsaSampleCity, EveryParcelIsWrittenOnce )
{
  const Screened &s = sampleRun();
  ASSERT_TRUE( s.run.ok ) << s.run.error.toStdString();
  std::unique_ptr<QgsVectorLayer> parcels = SwTestData::openLayer( SwTestData::sampleLayer( QStringLiteral( "parcels" ) ) );
  EXPECT_EQ( s.count, parcels->featureCount() );
  EXPECT_EQ( s.byApn.size(), parcels->featureCount() ); // APNs are unique in the sample
}

TEST( EsaSampleCity, AnswerKeyCases )
{
  const Screened &s = sampleRun();
  ASSERT_TRUE( s.run.ok ) << s.run.error.toStdString();
  const QList<SwTestData::AnswerKeyRow> rows = SwTestData::answerKey( QStringLiteral( "esaadjacency" ) );
  ASSERT_GE( rows.size(), 15 );
  for ( const SwTestData::AnswerKeyRow &row : rows )
  {
    ASSERT_TRUE( s.byApn.contains( row.apn ) ) << row.apn.toStdString();
    const QVariant actual = s.byApn.value( row.apn ).attribute( row.field );
    if ( row.field == QLatin1String( "esa_distance_ft" ) )
      EXPECT_NEAR( actual.toDouble(), row.expected.toDouble(), 1e-6 ) << row.apn.toStdString() << " " << row.why.toStdString();
    else
      EXPECT_EQ( actual.toString(), row.expected ) << row.apn.toStdString() << " " << row.field.toStdString() << ": " << row.why.toStdString();
  }
}

TEST( EsaSampleCity, AgreesWithBruteForceGeosOnEveryParcel )
{
  const Screened &s = sampleRun();
  ASSERT_TRUE( s.run.ok ) << s.run.error.toStdString();

  GDALAllRegister();
  const QByteArray path = ( SwTestData::sampleDataDir() + QStringLiteral( "/city.gpkg" ) ).toUtf8();
  std::unique_ptr<GDALDataset> dataset( GDALDataset::Open( path.constData(), GDAL_OF_VECTOR | GDAL_OF_READONLY ) );
  ASSERT_TRUE( dataset );
  Geos geos;
  std::vector<GEOSGeometry *> areas = readAreas( geos, dataset.get(), "esa" );
  const std::vector<GEOSGeometry *> seas = readAreas( geos, dataset.get(), "sea" );
  areas.insert( areas.end(), seas.begin(), seas.end() );
  ASSERT_FALSE( areas.empty() );

  int compared = 0;
  int adjacent = 0;
  int inside = 0;
  OGRLayer *parcels = dataset->GetLayerByName( "parcels" );
  for ( auto &feature : *parcels )
  {
    const QString apn = QString::fromUtf8( feature->GetFieldAsString( "apn" ) );
    const QgsFeature out = s.byApn.value( apn );
    OGRGeometry *g = feature->GetGeometryRef();
    if ( !g || out.attribute( QStringLiteral( "status" ) ).toString() != QLatin1String( "ok" ) )
      continue;
    GEOSGeometry *parcel = geos.fromOgr( g );
    double nearest = std::numeric_limits<double>::infinity();
    bool overlaps = false;
    for ( GEOSGeometry *area : areas )
    {
      double d = 0;
      GEOSDistance_r( geos.handle, parcel, area, &d );
      nearest = std::min( nearest, d );
      if ( d == 0 && GEOSIntersects_r( geos.handle, parcel, area ) == 1 && GEOSTouches_r( geos.handle, parcel, area ) == 0 )
        overlaps = true;
    }
    GEOSGeom_destroy_r( geos.handle, parcel );

    const QString expected = overlaps ? QStringLiteral( "inside" ) : ( nearest <= 200.0 ? QStringLiteral( "directly_adjacent" ) : QStringLiteral( "outside" ) );
    EXPECT_EQ( out.attribute( QStringLiteral( "esa_relation" ) ).toString(), expected ) << apn.toStdString() << " nearest " << nearest;
    if ( nearest <= 5280.0 )
      EXPECT_NEAR( out.attribute( QStringLiteral( "esa_distance_ft" ) ).toDouble(), nearest, 1e-6 ) << apn.toStdString();
    else
      EXPECT_TRUE( out.attribute( QStringLiteral( "esa_distance_ft" ) ).isNull() ) << apn.toStdString();
    ++compared;
    adjacent += expected == QLatin1String( "directly_adjacent" ) ? 1 : 0;
    inside += expected == QLatin1String( "inside" ) ? 1 : 0;
  }
  for ( GEOSGeometry *area : areas )
    GEOSGeom_destroy_r( geos.handle, area );
  // The comparison covered the city, and the city has every relation.
  EXPECT_GT( compared, 1000 );
  EXPECT_GT( adjacent, 5 );
  EXPECT_GT( inside, 1 );
  std::cout << "compared " << compared << " parcels: " << inside << " inside, " << adjacent << " directly adjacent" << std::endl;
}
