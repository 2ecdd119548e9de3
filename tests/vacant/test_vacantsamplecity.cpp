/***************************************************************************
  test_vacantsamplecity.cpp: stormwater:vacantparcels and vacantnotices on
  the sample city: every planted case of the answer key, and agreement
  parcel by parcel with an independent computation (layers read with OGR,
  footprints clipped with plain GEOS, contiguity found pairwise over every
  vacant parcel, owners compared by the generator's own spelling rule).
 ***************************************************************************/
#include "swtestdata.h"
#include "swtestfiles.h"
#include "swtestgeos.h"
#include "swtestrun.h"

#include <QDir>
#include <QElapsedTimer>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>

#include <gdal.h>
#include <geos_c.h>
#include <ogrsf_frmts.h>

#include <gtest/gtest.h>

#include <cmath>
#include <functional>
#include <map>
#include <set>
#include <vector>

namespace
{
  constexpr double ACRE = 43560;

  struct Screened
  {
    QTemporaryDir dir;
    QString output;
    QMap<QString, QgsFeature> byApn;
    long long count = 0;
    qint64 milliseconds = 0;
    SwTestRun::Result run;
  };

  const Screened &sampleRun()
  {
    static Screened s;
    if ( s.count == 0 )
    {
      s.output = s.dir.filePath( QStringLiteral( "vacant.gpkg" ) );
      QElapsedTimer timer;
      timer.start();
      s.run = SwTestRun::run( QStringLiteral( "stormwater:vacantparcels" ), { { QStringLiteral( "PARCELS" ), SwTestData::sampleLayer( QStringLiteral( "parcels" ) ) }, { QStringLiteral( "STRUCTURES" ), SwTestData::sampleLayer( QStringLiteral( "structures" ) ) }, { QStringLiteral( "STRUCTURE_PERMITTED_FIELD" ), QStringLiteral( "permitted" ) }, { QStringLiteral( "IMPROVEMENTS" ), SwTestData::sampleLayer( QStringLiteral( "improvements" ) ) }, { QStringLiteral( "IMPROVEMENT_TYPE_FIELD" ), QStringLiteral( "type" ) }, { QStringLiteral( "IMPROVEMENT_APPROVED_FIELD" ), QStringLiteral( "approved" ) }, { QStringLiteral( "RIGHT_OF_WAY" ), SwTestData::sampleLayer( QStringLiteral( "right_of_way" ) ) }, { QStringLiteral( "OUTPUT" ), s.output } } );
      s.milliseconds = timer.elapsed();
      if ( s.run.ok )
      {
        std::unique_ptr<QgsVectorLayer> layer = SwTestData::openLayer( s.output );
        s.count = layer->featureCount();
        s.byApn = SwTestData::featuresBy( layer.get(), QStringLiteral( "apn" ) );
      }
    }
    return s;
  }

  // The generator's spelling rule for one owner (sample_data/generator):
  // letters and digits upper-cased, commas and spaces one space, other
  // punctuation dropped. Independent of SwOwner.
  std::string ownerOf( const char *name )
  {
    std::string out;
    bool space = false;
    for ( const char *p = name; p && *p; ++p )
    {
      const unsigned char c = static_cast<unsigned char>( *p );
      if ( std::isalnum( c ) )
      {
        if ( space && !out.empty() )
          out.push_back( ' ' );
        space = false;
        out.push_back( static_cast<char>( std::toupper( c ) ) );
      }
      else if ( c == ',' || std::isspace( c ) )
        space = true;
    }
    return out;
  }

  using Geos = SwTestGeos;

  struct Footprint
  {
    GEOSGeometry *geometry = nullptr;
    OGREnvelope box;
  };

  std::vector<Footprint> readFootprints( Geos &geos, OGRLayer *layer, const std::function<bool( OGRFeature & )> &counts )
  {
    std::vector<Footprint> result;
    for ( auto &feature : *layer )
    {
      OGRGeometry *g = feature->GetGeometryRef();
      if ( !g || !counts( *feature ) )
        continue;
      Footprint f;
      f.geometry = geos.fromOgr( g, true );
      g->getEnvelope( &f.box );
      result.push_back( f );
    }
    return result;
  }
} // namespace

TEST( VacantSampleCity, EveryParcelIsWrittenOnce )
{
  const Screened &s = sampleRun();
  ASSERT_TRUE( s.run.ok ) << s.run.error.toStdString();
  std::unique_ptr<QgsVectorLayer> parcels = SwTestData::openLayer( SwTestData::sampleLayer( QStringLiteral( "parcels" ) ) );
  EXPECT_EQ( s.count, parcels->featureCount() );
  EXPECT_EQ( s.byApn.size(), parcels->featureCount() );
  std::cout << "vacantparcels on " << s.count << " sample parcels: " << s.milliseconds << " ms" << std::endl;
}

TEST( VacantSampleCity, AnswerKeyCases )
{
  const Screened &s = sampleRun();
  ASSERT_TRUE( s.run.ok ) << s.run.error.toStdString();
  const QList<SwTestData::AnswerKeyRow> rows = SwTestData::answerKey( QStringLiteral( "vacantparcels" ) );
  ASSERT_GE( rows.size(), 70 );
  for ( const SwTestData::AnswerKeyRow &row : rows )
  {
    ASSERT_TRUE( s.byApn.contains( row.apn ) ) << row.apn.toStdString();
    const QgsFeature f = s.byApn.value( row.apn );
    const QVariant actual = f.attribute( row.field );
    const std::string context = ( row.apn + QStringLiteral( " " ) + row.field + QStringLiteral( ": " ) + row.why + QStringLiteral( " | reason: " ) + f.attribute( QStringLiteral( "reason" ) ).toString() ).toStdString();
    if ( row.field == QLatin1String( "unimproved_sqft" ) )
      EXPECT_NEAR( actual.toDouble(), row.expected.toDouble(), 1.0 ) << context;
    else if ( row.field == QLatin1String( "group_acres" ) )
      EXPECT_NEAR( actual.toDouble() * ACRE, row.expected.toDouble() * ACRE, 1.0 ) << context;
    else if ( row.field == QLatin1String( "qualifies" ) )
      EXPECT_EQ( actual.toBool() ? QStringLiteral( "true" ) : QStringLiteral( "false" ), row.expected ) << context;
    else
      EXPECT_EQ( actual.toString(), row.expected ) << context;
  }
}

TEST( VacantSampleCity, PlantedPairsGroupOrNot )
{
  const Screened &s = sampleRun();
  ASSERT_TRUE( s.run.ok ) << s.run.error.toStdString();
  // The planted pairs by case id, read from the answer key's "why".
  QMap<QString, QString> apnOfCase;
  for ( const SwTestData::AnswerKeyRow &row : SwTestData::answerKey( QStringLiteral( "vacantparcels" ) ) )
    apnOfCase.insert( row.why.section( ':', 0, 0 ), row.apn );
  auto group = [&]( const char *caseId )
  { return s.byApn.value( apnOfCase.value( QString::fromLatin1( caseId ) ) ).attribute( QStringLiteral( "group_id" ) ); };
  for ( const auto &pair : std::vector<std::pair<const char *, const char *>>{ { "V3A", "V3B" }, { "V4A", "V4B" }, { "V7A", "V7B" }, { "V8A", "V8B" } } )
  {
    EXPECT_FALSE( group( pair.first ).isNull() ) << pair.first;
    EXPECT_EQ( group( pair.first ).toLongLong(), group( pair.second ).toLongLong() ) << pair.first << " and " << pair.second << " form one parcel";
  }
  for ( const auto &pair : std::vector<std::pair<const char *, const char *>>{ { "V5A", "V5B" }, { "V6A", "V6B" } } )
    EXPECT_NE( group( pair.first ).toLongLong(), group( pair.second ).toLongLong() ) << pair.first << " and " << pair.second << " stay apart";
  const QgsFeature v7b = s.byApn.value( apnOfCase.value( QStringLiteral( "V7B" ) ) );
  EXPECT_EQ( v7b.attribute( QStringLiteral( "owner_key" ) ).toString(), QStringLiteral( "PACIFIC CREST HOLDINGS" ) );
  EXPECT_EQ( v7b.attribute( QStringLiteral( "reason" ) ).toString(), QStringLiteral( "contiguous with 1 parcel of the same owner, 1.20 ac together" ) );
  EXPECT_EQ( s.byApn.value( apnOfCase.value( QStringLiteral( "V10" ) ) ).attribute( QStringLiteral( "reason" ) ).toString(), QStringLiteral( "partially vacant: 1.20 ac unimproved" ) );
}

TEST( VacantSampleCity, AgreesWithPlainGeosOnEveryParcel )
{
  const Screened &s = sampleRun();
  ASSERT_TRUE( s.run.ok ) << s.run.error.toStdString();

  GDALAllRegister();
  const QByteArray path = ( SwTestData::sampleDataDir() + QStringLiteral( "/city.gpkg" ) ).toUtf8();
  std::unique_ptr<GDALDataset> dataset( GDALDataset::Open( path.constData(), GDAL_OF_VECTOR | GDAL_OF_READONLY ) );
  ASSERT_TRUE( dataset );
  Geos geos;
  // The ordinance's lists, as the test reads definition IIII.
  const std::set<std::string> notStructures{ "oil_well", "gas_well", "freeway_sign", "storage_shed", "modular_building", "oilfield_equipment" };
  const std::set<std::string> improvementTypes{ "paved_parking", "landscaping" };
  std::vector<Footprint> footprints = readFootprints( geos, dataset->GetLayerByName( "structures" ), [&]( OGRFeature &f )
                                                      { return notStructures.count( f.GetFieldAsString( "type" ) ) == 0 && std::string( f.GetFieldAsString( "permitted" ) ) == "Y"; } );
  const std::vector<Footprint> improvements = readFootprints( geos, dataset->GetLayerByName( "improvements" ), [&]( OGRFeature &f )
                                                              { return improvementTypes.count( f.GetFieldAsString( "type" ) ) == 1 && std::string( f.GetFieldAsString( "approved" ) ) == "Y"; } );
  footprints.insert( footprints.end(), improvements.begin(), improvements.end() );
  std::vector<GEOSGeometry *> rightOfWay;
  for ( auto &feature : *dataset->GetLayerByName( "right_of_way" ) )
    rightOfWay.push_back( geos.fromOgr( feature->GetGeometryRef(), true ) );
  GEOSGeometry *rowCollection = GEOSGeom_createCollection_r( geos.handle, GEOS_GEOMETRYCOLLECTION, rightOfWay.data(), static_cast<unsigned int>( rightOfWay.size() ) );
  GEOSGeometry *rowUnion = GEOSUnaryUnion_r( geos.handle, rowCollection );

  struct Vacant
  {
    QString apn;
    std::string owner;
    GEOSGeometry *geometry;
    double sqft;
  };
  std::vector<Vacant> vacant;
  int compared = 0;
  std::map<std::string, int> classes;
  for ( auto &feature : *dataset->GetLayerByName( "parcels" ) )
  {
    const QString apn = QString::fromUtf8( feature->GetFieldAsString( "apn" ) );
    const QgsFeature out = s.byApn.value( apn );
    OGRGeometry *g = feature->GetGeometryRef();
    if ( !g )
    {
      EXPECT_EQ( out.attribute( QStringLiteral( "vacancy" ) ).toString(), QStringLiteral( "not_evaluated" ) ) << apn.toStdString();
      continue;
    }
    OGREnvelope box;
    g->getEnvelope( &box );
    GEOSGeometry *parcel = geos.fromOgr( g, true );
    const double parcelSqft = geos.area( parcel );
    std::vector<GEOSGeometry *> pieces;
    bool hasStructure = false;
    for ( size_t i = 0; i < footprints.size(); ++i )
    {
      if ( !footprints[i].box.Intersects( box ) )
        continue;
      GEOSGeometry *piece = GEOSIntersection_r( geos.handle, parcel, footprints[i].geometry );
      if ( geos.area( piece ) >= 1.0 )
      {
        pieces.push_back( piece );
        hasStructure = true;
      }
      else
        GEOSGeom_destroy_r( geos.handle, piece );
    }
    double unimproved = parcelSqft;
    if ( !pieces.empty() )
    {
      GEOSGeometry *collection = GEOSGeom_createCollection_r( geos.handle, GEOS_GEOMETRYCOLLECTION, pieces.data(), static_cast<unsigned int>( pieces.size() ) );
      GEOSGeometry *covered = GEOSUnaryUnion_r( geos.handle, collection );
      unimproved = parcelSqft - geos.area( covered );
      GEOSGeom_destroy_r( geos.handle, covered );
      GEOSGeom_destroy_r( geos.handle, collection );
    }
    const std::string expected = !hasStructure ? "vacant" : ( unimproved >= ACRE ? "partially_vacant" : "improved" );
    EXPECT_EQ( out.attribute( QStringLiteral( "vacancy" ) ).toString().toStdString(), expected ) << apn.toStdString();
    EXPECT_NEAR( out.attribute( QStringLiteral( "unimproved_sqft" ) ).toDouble(), unimproved, 1e-3 ) << apn.toStdString();
    ++classes[expected];
    ++compared;
    if ( expected == "vacant" )
      vacant.push_back( { apn, ownerOf( feature->GetFieldAsString( "owner" ) ), parcel, parcelSqft } );
    else
      GEOSGeom_destroy_r( geos.handle, parcel );
  }

  // Contiguity pairwise over every vacant parcel: same owner, within 0.5 ft,
  // and something of the contact (each grown by 0.5 ft, overlapped) outside the right-of-way.
  std::vector<int> component( vacant.size() );
  for ( size_t i = 0; i < vacant.size(); ++i )
    component[i] = static_cast<int>( i );
  std::function<int( int )> root = [&]( int i )
  { return component[i] == i ? i : component[i] = root( component[i] ); };
  for ( size_t i = 0; i < vacant.size(); ++i )
  {
    for ( size_t j = i + 1; j < vacant.size(); ++j )
    {
      if ( vacant[i].owner.empty() || vacant[i].owner != vacant[j].owner )
        continue;
      double d = 0;
      GEOSDistance_r( geos.handle, vacant[i].geometry, vacant[j].geometry, &d );
      if ( d > 0.5 )
        continue;
      GEOSGeometry *a = GEOSBuffer_r( geos.handle, vacant[i].geometry, 0.5, 8 );
      GEOSGeometry *b = GEOSBuffer_r( geos.handle, vacant[j].geometry, 0.5, 8 );
      GEOSGeometry *contact = GEOSIntersection_r( geos.handle, a, b );
      GEOSGeometry *outside = GEOSDifference_r( geos.handle, contact, rowUnion );
      if ( geos.area( outside ) >= 0.01 * 0.5 * 0.5 )
        component[root( static_cast<int>( i ) )] = root( static_cast<int>( j ) );
      for ( GEOSGeometry *g : { a, b, contact, outside } )
        GEOSGeom_destroy_r( geos.handle, g );
    }
  }
  std::map<int, int> sizes;
  std::map<int, double> areas;
  for ( size_t i = 0; i < vacant.size(); ++i )
  {
    ++sizes[root( static_cast<int>( i ) )];
    areas[root( static_cast<int>( i ) )] += vacant[i].sqft;
  }
  int grouped = 0;
  for ( size_t i = 0; i < vacant.size(); ++i )
  {
    const QgsFeature out = s.byApn.value( vacant[i].apn );
    const int r = root( static_cast<int>( i ) );
    EXPECT_EQ( out.attribute( QStringLiteral( "group_size" ) ).toInt(), sizes[r] ) << vacant[i].apn.toStdString();
    EXPECT_NEAR( out.attribute( QStringLiteral( "group_acres" ) ).toDouble() * ACRE, areas[r], 1e-3 ) << vacant[i].apn.toStdString();
    EXPECT_EQ( out.attribute( QStringLiteral( "qualifies" ) ).toBool(), areas[r] >= ACRE ) << vacant[i].apn.toStdString();
    grouped += sizes[r] > 1 ? 1 : 0;
    GEOSGeom_destroy_r( geos.handle, vacant[i].geometry );
  }
  GEOSGeom_destroy_r( geos.handle, rowUnion );
  GEOSGeom_destroy_r( geos.handle, rowCollection );
  for ( Footprint &f : footprints )
    GEOSGeom_destroy_r( geos.handle, f.geometry );

  EXPECT_GT( compared, 1000 );
  EXPECT_GT( classes["vacant"], 30 );
  EXPECT_GE( classes["partially_vacant"], 1 );
  EXPECT_GE( grouped, 8 );
  std::cout << "compared " << compared << " parcels: " << classes["vacant"] << " vacant (" << grouped << " in contiguous groups), " << classes["partially_vacant"] << " partially vacant, " << classes["improved"] << " improved" << std::endl;
}

TEST( VacantSampleCity, NoticesForTheQualifyingOwners )
{
  const Screened &s = sampleRun();
  ASSERT_TRUE( s.run.ok ) << s.run.error.toStdString();
  QTemporaryDir dir;
  const QString mailing = dir.filePath( QStringLiteral( "mailing.csv" ) );
  const QString posting = dir.filePath( QStringLiteral( "posting.csv" ) );
  const QString pdf = dir.filePath( QStringLiteral( "letters.pdf" ) );
  QElapsedTimer timer;
  timer.start();
  const SwTestRun::Result run = SwTestRun::run( QStringLiteral( "stormwater:vacantnotices" ), { { QStringLiteral( "INPUT" ), s.output }, { QStringLiteral( "NOTICE_DATE" ), QStringLiteral( "2025-03-01" ) }, { QStringLiteral( "OUTPUT_CSV" ), mailing }, { QStringLiteral( "POSTING_CSV" ), posting }, { QStringLiteral( "OUTPUT_PDF" ), pdf } } );
  const qint64 ms = timer.elapsed();
  ASSERT_TRUE( run.ok ) << run.error.toStdString();

  // Owners of qualifying parcels, counted independently of the notices code.
  std::set<std::string> owners;
  for ( const QgsFeature &f : s.byApn )
  {
    if ( f.attribute( QStringLiteral( "qualifies" ) ).toBool() )
      owners.insert( f.attribute( QStringLiteral( "owner_key" ) ).toString().toStdString() );
  }
  const int notices = run.outputs.value( QStringLiteral( "NOTICE_COUNT" ) ).toInt();
  EXPECT_EQ( notices, static_cast<int>( owners.size() ) );

  QFile file( mailing );
  ASSERT_TRUE( file.open( QIODevice::ReadOnly ) );
  const QString text = QString::fromUtf8( file.readAll() );
  // V7's two spellings: one notice with both lots; V1 to its Newport Beach office.
  const QRegularExpression crest( QStringLiteral( "\r\n[^\r\n]*,PACIFIC CREST HOLDINGS @ 1 WORLD TRADE CTR STE 800\\|LONG BEACH\\|CA\\|90831,1 WORLD TRADE CTR STE 800,LONG BEACH,CA,90831,7002-002-004; 7002-002-005,2,1.20,1.20,2025-03-01,2025-08-28,2025-08-28,180,en," ) );
  EXPECT_TRUE( crest.match( text ).hasMatch() ) << text.toStdString();
  EXPECT_TRUE( text.contains( QStringLiteral( ",KESTREL RIDGE PARTNERS @ 4400 MACARTHUR BLVD STE 900|NEWPORT BEACH|CA|92660,4400 MACARTHUR BLVD STE 900,NEWPORT BEACH,CA,92660,7002-001-001,1,1.20,1.20," ) ) ) << text.toStdString();
  // Partially vacant: tested on its 1.20 unimproved acres of 1.50, as the layer's group_acres gives them.
  EXPECT_TRUE( text.contains( QStringLiteral( ",7003-002-001,1,1.20,1.50," ) ) ) << text.toStdString();

  // Every notice's acres are the layer's (and so the report's) group_acres, each contiguous group once, to the hundredth.
  const QList<QStringList> rows = SwTestFiles::readCsv( mailing );
  ASSERT_FALSE( rows.isEmpty() );
  const int apnsColumn = rows.first().indexOf( QStringLiteral( "apns" ) );
  const int acresColumn = rows.first().indexOf( QStringLiteral( "total_acres" ) );
  for ( const QStringList &row : rows.mid( 1 ) )
  {
    QMap<qlonglong, double> groups;
    for ( const QString &apn : row.at( apnsColumn ).split( QStringLiteral( "; " ) ) )
    {
      const QgsFeature f = s.byApn.value( apn );
      groups.insert( f.attribute( QStringLiteral( "group_id" ) ).toLongLong(), f.attribute( QStringLiteral( "group_acres" ) ).toDouble() );
    }
    double total = 0;
    for ( double acres : std::as_const( groups ) )
      total += acres;
    EXPECT_EQ( row.at( acresColumn ), QString::number( total, 'f', 2 ) ) << row.join( ',' ).toStdString();
  }

  QProcess info;
  info.start( QStringLiteral( "pdfinfo" ), { pdf } );
  info.waitForFinished( 60000 );
  const QRegularExpressionMatch pages = QRegularExpression( QStringLiteral( "^Pages:\\s+(\\d+)" ), QRegularExpression::MultilineOption ).match( QString::fromUtf8( info.readAllStandardOutput() ) );
  ASSERT_TRUE( pages.hasMatch() );
  EXPECT_EQ( pages.captured( 1 ).toInt(), 2 * notices );
  std::cout << "vacantnotices: " << notices << " notices (" << run.outputs.value( QStringLiteral( "POSTING_COUNT" ) ).toInt() << " to post), " << pages.captured( 1 ).toInt() << " PDF pages in " << ms << " ms" << std::endl;
}
