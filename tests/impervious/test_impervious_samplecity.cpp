/***************************************************************************
  test_impervious_samplecity.cpp: stormwater:impervious on the sample city,
  every parcel once, each parcel's figure against an independent
  computation (the layers read with OGR, the footprints on each parcel
  united and clipped by GEOS directly); and the main job with impervious
  area asked for writes the same figures, and its report has the section,
  while the main job not asked for it does not measure it.
 ***************************************************************************/
#include "swtestdata.h"
#include "swtestgeos.h"
#include "swtestrun.h"

#include <QFile>
#include <QTemporaryDir>

#include <gdal.h>
#include <geos_c.h>
#include <ogrsf_frmts.h>

#include <gtest/gtest.h>

#include <cmath>
#include <vector>

namespace
{
  struct Screened
  {
    SwTestRun::Result run;
    QMap<QString, QgsFeature> byApn;
    long long count = 0;
    QgsFields fields;
  };

  Screened screen( const QString &algorithm, QVariantMap parameters, const QString &output )
  {
    parameters.insert( QStringLiteral( "OUTPUT" ), output );
    Screened s;
    s.run = SwTestRun::run( algorithm, parameters );
    if ( s.run.ok )
    {
      std::unique_ptr<QgsVectorLayer> layer = SwTestData::openLayer( output );
      s.count = layer->featureCount();
      s.fields = layer->fields();
      s.byApn = SwTestData::featuresBy( layer.get(), QStringLiteral( "apn" ) );
    }
    return s;
  }

  QVariantMap footprints()
  {
    return { { QStringLiteral( "PARCELS" ), SwTestData::sampleLayer( QStringLiteral( "parcels" ) ) },
             { QStringLiteral( "STRUCTURES" ), SwTestData::sampleLayer( QStringLiteral( "structures" ) ) },
             { QStringLiteral( "IMPROVEMENTS" ), SwTestData::sampleLayer( QStringLiteral( "improvements" ) ) } };
  }

  struct SingleRun
  {
    QTemporaryDir dir;
    Screened screened;
  };

  const SingleRun &single()
  {
    static SingleRun r;
    if ( r.screened.count == 0 )
      r.screened = screen( QStringLiteral( "stormwater:impervious" ), footprints(), r.dir.filePath( QStringLiteral( "impervious.gpkg" ) ) );
    return r;
  }

  //! A footprint read with OGR: its GEOS copy and its box.
  struct Footprint
  {
    GEOSGeometry *geometry = nullptr;
    OGREnvelope box;
  };

  std::vector<Footprint> readFootprints( SwTestGeos &geos, GDALDataset *dataset, const char *layerName, const char *onlyType )
  {
    std::vector<Footprint> read;
    OGRLayer *layer = dataset->GetLayerByName( layerName );
    for ( auto &feature : *layer )
    {
      if ( onlyType && QString::fromUtf8( feature->GetFieldAsString( "type" ) ) != QLatin1String( onlyType ) )
        continue;
      if ( OGRGeometry *g = feature->GetGeometryRef() )
      {
        Footprint f;
        f.geometry = geos.fromOgr( g, true );
        g->getEnvelope( &f.box );
        read.push_back( f );
      }
    }
    return read;
  }
} // namespace

TEST( ImperviousSampleCity, EveryParcelOnceAndEachFigureAsGeosMeasuresIt )
{
  const SingleRun &r = single();
  ASSERT_TRUE( r.screened.run.ok ) << r.screened.run.error.toStdString();

  GDALAllRegister();
  std::unique_ptr<GDALDataset> city( GDALDataset::Open( ( SwTestData::sampleDataDir() + QStringLiteral( "/city.gpkg" ) ).toUtf8().constData(), GDAL_OF_VECTOR | GDAL_OF_READONLY ) );
  ASSERT_TRUE( city );
  SwTestGeos geos;
  // Every structure is impervious; of the sample city's improvements, paved parking is and landscaping is not.
  std::vector<Footprint> all = readFootprints( geos, city.get(), "structures", nullptr );
  const std::vector<Footprint> paved = readFootprints( geos, city.get(), "improvements", "paved_parking" );
  all.insert( all.end(), paved.begin(), paved.end() );

  OGRLayer *parcels = city->GetLayerByName( "parcels" );
  EXPECT_EQ( r.screened.count, parcels->GetFeatureCount() );
  EXPECT_EQ( r.screened.byApn.size(), parcels->GetFeatureCount() );
  long long compared = 0;
  for ( auto &feature : *parcels )
  {
    const QString apn = QString::fromUtf8( feature->GetFieldAsString( "apn" ) );
    ASSERT_TRUE( r.screened.byApn.contains( apn ) ) << apn.toStdString();
    const QgsFeature out = r.screened.byApn.value( apn );
    const QString status = out.attribute( QStringLiteral( "status" ) ).toString();
    // Only parcels measured as drawn: a repaired one's shape is the engine's repair.
    if ( status != QLatin1String( "ok" ) )
    {
      EXPECT_TRUE( out.attribute( QStringLiteral( "impervious_sqft" ) ).isNull() || status == QLatin1String( "repaired" ) ) << apn.toStdString();
      continue;
    }
    OGRGeometry *g = feature->GetGeometryRef();
    GEOSGeometry *parcel = geos.fromOgr( g );
    OGREnvelope box;
    g->getEnvelope( &box );
    std::vector<GEOSGeometry *> on;
    for ( const Footprint &f : all )
    {
      if ( f.box.Intersects( box ) && GEOSIntersects_r( geos.handle, f.geometry, parcel ) == 1 )
        on.push_back( GEOSGeom_clone_r( geos.handle, f.geometry ) );
    }
    double expected = 0;
    if ( !on.empty() )
    {
      GEOSGeometry *collection = GEOSGeom_createCollection_r( geos.handle, GEOS_GEOMETRYCOLLECTION, on.data(), static_cast<unsigned int>( on.size() ) );
      GEOSGeometry *united = GEOSUnaryUnion_r( geos.handle, collection );
      GEOSGeometry *clipped = GEOSIntersection_r( geos.handle, united, parcel );
      expected = geos.area( clipped );
      for ( GEOSGeometry *x : { collection, united, clipped } )
        GEOSGeom_destroy_r( geos.handle, x );
    }
    const double lot = geos.area( parcel );
    GEOSGeom_destroy_r( geos.handle, parcel );
    const double sqft = out.attribute( QStringLiteral( "impervious_sqft" ) ).toDouble();
    // The engine leaves out a neighbour's footprint over the lot line by under 1 sq ft (DIGITIZING_TOLERANCE).
    EXPECT_NEAR( sqft, expected, 1.0 * static_cast<double>( std::max<size_t>( 1, on.size() ) ) ) << apn.toStdString();
    EXPECT_NEAR( out.attribute( QStringLiteral( "impervious_fraction" ) ).toDouble(), expected / lot, static_cast<double>( std::max<size_t>( 1, on.size() ) ) / lot ) << apn.toStdString();
    EXPECT_EQ( out.attribute( QStringLiteral( "impervious_basis" ) ).toString(), QStringLiteral( "footprints" ) );
    ++compared;
  }
  for ( const Footprint &f : all )
    GEOSGeom_destroy_r( geos.handle, f.geometry );
  EXPECT_GT( compared, r.screened.count * 9 / 10 );
}

TEST( ImperviousSampleCity, TheMainJobAskedForItWritesTheSameFigures )
{
  const SingleRun &r = single();
  ASSERT_TRUE( r.screened.run.ok ) << r.screened.run.error.toStdString();
  QTemporaryDir dir;
  const QString report = dir.filePath( QStringLiteral( "report.html" ) );
  QVariantMap parameters = footprints();
  parameters.insert( QStringLiteral( "IMPERVIOUS" ), true );
  parameters.insert( QStringLiteral( "REPORT" ), report );
  const Screened combined = screen( QStringLiteral( "stormwater:screenparcels" ), parameters, dir.filePath( QStringLiteral( "screened.gpkg" ) ) );
  ASSERT_TRUE( combined.run.ok ) << combined.run.error.toStdString();
  EXPECT_EQ( combined.count, r.screened.count );
  for ( const char *field : { "impervious_sqft", "impervious_fraction", "impervious_basis", "impervious_citation", "impervious_status" } )
    EXPECT_GE( combined.fields.lookupField( QString::fromLatin1( field ) ), 0 ) << field;
  for ( auto it = r.screened.byApn.constBegin(); it != r.screened.byApn.constEnd(); ++it )
  {
    const QgsFeature c = combined.byApn.value( it.key() );
    EXPECT_EQ( c.attribute( QStringLiteral( "impervious_sqft" ) ), it.value().attribute( QStringLiteral( "impervious_sqft" ) ) ) << it.key().toStdString();
    EXPECT_EQ( c.attribute( QStringLiteral( "impervious_status" ) ).toString(), it.value().attribute( QStringLiteral( "status" ) ).toString() ) << it.key().toStdString();
  }
  QFile file( report );
  ASSERT_TRUE( file.open( QIODevice::ReadOnly ) );
  const QString html = QString::fromUtf8( file.readAll() );
  EXPECT_TRUE( html.contains( QStringLiteral( "Impervious area" ) ) );
  EXPECT_TRUE( html.contains( QStringLiteral( "Impervious area is a figure, not a flag" ) ) );

  // The vacant screen's footprints alone do not make the main job measure impervious area.
  parameters.remove( QStringLiteral( "IMPERVIOUS" ) );
  parameters.remove( QStringLiteral( "REPORT" ) );
  const Screened vacantOnly = screen( QStringLiteral( "stormwater:screenparcels" ), parameters, dir.filePath( QStringLiteral( "vacant.gpkg" ) ) );
  ASSERT_TRUE( vacantOnly.run.ok ) << vacantOnly.run.error.toStdString();
  EXPECT_LT( vacantOnly.fields.lookupField( QStringLiteral( "impervious_sqft" ) ), 0 );
  EXPECT_TRUE( vacantOnly.run.infos.join( '\n' ).contains( QStringLiteral( "Impervious area: not screened, its inputs were not given (to screen it, tick IMPERVIOUS or give LAND_COVER)" ) ) );
}
