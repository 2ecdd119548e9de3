/***************************************************************************
  test_vacantparcels.cpp: stormwater:vacantparcels on synthetic blocks whose
  answers are set by construction (rectangles of known size, footprints of
  known overlap): a corner-only contact, a contact along an alley's
  centreline, a contact half in a right-of-way, an owner spelled two ways,
  an oil well and a sign, a 0.3-acre building on 1.5 acres, digitizing
  slivers around 1 sq ft, gaps around 0.5 ft, null and invalid geometries,
  the attribute rule alone and with footprints, metres and degrees, a large
  grid, bad inputs and cancellation.
 ***************************************************************************/
#include "swtestdata.h"
#include "swtestfeature.h"
#include "swtestrun.h"

#include "qgscoordinatetransform.h"
#include "qgscoordinatetransformcontext.h"

#include <QFileInfo>
#include <QSet>
#include <QTemporaryDir>

#include <gtest/gtest.h>

#include <cmath>
#include <limits>

namespace
{
  using Row = SwTestData::Row;
  using SwTestFeature::rect;
  using SwTestFeature::X0;
  using SwTestFeature::Y0;
  constexpr double NONE = std::numeric_limits<double>::quiet_NaN();
  constexpr double ACRE = 43560;

  QgsFields parcelFields()
  {
    return SwTestData::fields( { QStringLiteral( "apn:string" ), QStringLiteral( "owner:string" ), QStringLiteral( "use_code:string" ), QStringLiteral( "improvement_value:double" ) } );
  }
  QgsFields typedFields()
  {
    return SwTestData::fields( { QStringLiteral( "type:string" ), QStringLiteral( "permitted:string" ) } );
  }
  QgsFields rowFields()
  {
    return SwTestData::fields( { QStringLiteral( "kind:string" ) } );
  }

  Row parcel( const QString &wkt, const char *apn, const QString &owner, const char *useCode = "010V", double improvementValue = 0 )
  {
    return { wkt, { QString::fromLatin1( apn ), owner.isNull() ? QVariant() : QVariant( owner ), QString::fromLatin1( useCode ), improvementValue } };
  }

  Row typed( const QString &wkt, const char *type, const char *permitted = "Y" )
  {
    return { wkt, { QString::fromLatin1( type ), QString::fromLatin1( permitted ) } };
  }

  struct Screened
  {
    SwTestRun::Result run;
    QMap<QString, QgsFeature> byApn;
    long long count = 0;
  };

  Screened screen( const QVariantMap &parameters )
  {
    Screened s;
    s.run = SwTestRun::run( QStringLiteral( "stormwater:vacantparcels" ), parameters );
    if ( s.run.ok )
    {
      std::unique_ptr<QgsVectorLayer> layer = SwTestData::openLayer( parameters.value( QStringLiteral( "OUTPUT" ) ).toString() );
      s.count = layer->featureCount();
      s.byApn = SwTestData::featuresBy( layer.get(), QStringLiteral( "apn" ) );
    }
    return s;
  }

  QString describe( const QgsFeature &f )
  {
    QStringList parts;
    for ( const char *name : { "vacancy", "unimproved_sqft", "owner_key", "group_id", "group_acres", "group_size", "qualifies", "reason", "vacancy_basis", "status" } )
      parts << QStringLiteral( "%1=%2" ).arg( QString::fromLatin1( name ), f.attribute( QString::fromLatin1( name ) ).toString() );
    return parts.join( QLatin1String( "; " ) );
  }

  // The planted blocks, 2229 feet from the local origin.
  struct Block
  {
    QTemporaryDir dir;
    QString parcels;
    QString structures;
    QString improvements;
    QString rightOfWay;
    int parcelCount = 0;
  };

  Block &block()
  {
    static Block b;
    if ( !b.parcels.isEmpty() )
      return b;
    const QString data = b.dir.filePath( QStringLiteral( "block.gpkg" ) );
    const QString bowtie = QStringLiteral( "MULTIPOLYGON(((%1 %2, %3 %4, %3 %2, %1 %4, %1 %2)))" ).arg( X0 + 3000, 0, 'f', 1 ).arg( Y0 + 1200, 0, 'f', 1 ).arg( X0 + 3200, 0, 'f', 1 ).arg( Y0 + 1400, 0, 'f', 1 );
    const std::vector<Row> parcels{
      parcel( rect( 0, 0, 264, 198 ), "A1", QStringLiteral( "KESTREL RIDGE PARTNERS LLC" ) ),
      parcel( rect( 400, 0, 598, 198 ), "B1", QStringLiteral( "MARINER VIEW TRUST" ) ),
      // Corner to corner at (932, 198).
      parcel( rect( 800, 0, 932, 198 ), "C1", QStringLiteral( "OKAFOR FAMILY TRUST" ) ),
      parcel( rect( 932, 198, 1064, 396 ), "C2", QStringLiteral( "OKAFOR FAMILY TRUST" ) ),
      // Drawn to the centreline (y = 198) of a 20 ft alley.
      parcel( rect( 1200, 0, 1332, 198 ), "D1", QStringLiteral( "TRAN,MINH AND LINH" ) ),
      parcel( rect( 1200, 198, 1332, 396 ), "D2", QStringLiteral( "TRAN,MINH AND LINH" ) ),
      // Their shared line x = 1732 runs in an alley for its south half only.
      parcel( rect( 1600, 0, 1732, 198 ), "E1", QStringLiteral( "BELLWETHER LAND INC" ) ),
      parcel( rect( 1732, 0, 1864, 198 ), "E2", QStringLiteral( "BELLWETHER LAND INC" ) ),
      parcel( rect( 2000, 0, 2132, 198 ), "F1", QStringLiteral( "PACIFIC CREST HOLDINGS LLC" ) ),
      parcel( rect( 2132, 0, 2264, 198 ), "F2", QStringLiteral( "Pacific Crest Holdings, L.L.C." ) ),
      parcel( rect( 2400, 0, 2532, 198 ), "G1", QStringLiteral( "SMITH,JOHN" ) ),
      parcel( rect( 2532, 0, 2664, 198 ), "G2", QStringLiteral( "JONES,MARY" ) ),
      parcel( rect( 2800, 0, 3042, 198 ), "H1", QStringLiteral( "SUNDOWN PETROLEUM LLC" ), "300V" ),
      parcel( rect( 0, 600, 330, 798 ), "P1", QStringLiteral( "HARBOR GATE INDUSTRIAL INC" ), "1100", 2352000 ),
      parcel( rect( 400, 600, 664, 798 ), "Q1", QStringLiteral( "ZEPHYR MOTORS INC" ), "1100", 2352000 ),
      parcel( rect( 800, 600, 1086, 798 ), "R1", QStringLiteral( "CALLOWAY PARKING CO" ), "2700", 0 ),
      parcel( rect( 1200, 600, 1464, 798 ), "R2", QStringLiteral( "GRAVEL PAD LLC" ) ),
      parcel( rect( 1600, 600, 1864, 798 ), "S1", QStringLiteral( "SLIVER HALF LLC" ) ),
      parcel( rect( 2000, 600, 2264, 798 ), "S2", QStringLiteral( "SLIVER TWO LLC" ) ),
      parcel( rect( 2400, 600, 2664, 798 ), "S3", QStringLiteral( "SLIVER ONE LLC" ) ),
      parcel( rect( 2800, 600, 3064, 798 ), "S4", QStringLiteral( "SLIVER NINETY NINE LLC" ) ),
      parcel( rect( 0, 1200, 132, 1398 ), "T1", QStringLiteral( "DUARTE,ROSALIND M" ) ),
      parcel( rect( 132.3, 1200, 264.3, 1398 ), "T2", QStringLiteral( "DUARTE,ROSALIND M" ) ),
      parcel( rect( 400, 1200, 532, 1398 ), "T3", QStringLiteral( "GAP FIVE TENTHS LLC" ) ),
      parcel( rect( 532.5, 1200, 664.5, 1398 ), "T4", QStringLiteral( "GAP FIVE TENTHS LLC" ) ),
      parcel( rect( 800, 1200, 932, 1398 ), "T5", QStringLiteral( "GAP SEVEN TENTHS LLC" ) ),
      parcel( rect( 932.7, 1200, 1064.7, 1398 ), "T6", QStringLiteral( "GAP SEVEN TENTHS LLC" ) ),
      parcel( rect( 1200, 1200, 1332.3, 1398 ), "T7", QStringLiteral( "OVERLAP LLC" ) ),
      parcel( rect( 1332, 1200, 1464, 1398 ), "T8", QStringLiteral( "OVERLAP LLC" ) ),
      parcel( rect( 1600, 1200, 1732, 1332 ), "U1", QStringLiteral( "CHAIN THREE LLC" ) ),
      parcel( rect( 1732, 1200, 1864, 1332 ), "U2", QStringLiteral( "CHAIN THREE LLC" ) ),
      parcel( rect( 1864, 1200, 1996, 1332 ), "U3", QStringLiteral( "Chain Three, L.L.C." ) ),
      parcel( rect( 2200, 1200, 2266, 1398 ), "W1", QStringLiteral( "SMALL PAIR LLC" ) ),
      parcel( rect( 2266, 1200, 2332, 1398 ), "W2", QStringLiteral( "SMALL PAIR LLC" ) ),
      parcel( rect( 2400, 1200, 2730, 1398 ), "X1", QStringLiteral( "HARBOR GATE INDUSTRIAL INC" ), "1100", 2352000 ),
      parcel( rect( 2730, 1200, 2862, 1398 ), "X2", QStringLiteral( "HARBOR GATE INDUSTRIAL INC" ) ),
      parcel( bowtie, "BT", QStringLiteral( "KOWALCZYK,JANINA" ), "0100", 150000 ),
      parcel( QString(), "NG", QStringLiteral( "PHANTOM PARCEL HOLDINGS LLC" ), "0100", 180000 ),
      parcel( rect( 0, 1800, 132, 1998 ), "Y1", QString() ),
      parcel( rect( 132, 1800, 264, 1998 ), "Y2", QString() ),
    };
    b.parcelCount = static_cast<int>( parcels.size() );
    b.parcels = SwTestData::writeLayer( data, QStringLiteral( "parcels" ), QStringLiteral( "MultiPolygon" ), QStringLiteral( "EPSG:2229" ), parcelFields(), parcels );
    b.structures = SwTestData::writeLayer( data, QStringLiteral( "structures" ), QStringLiteral( "MultiPolygon" ), QStringLiteral( "EPSG:2229" ), typedFields(),
                                           { // H1: none of these is a structure; types spelled loosely.
                                             typed( rect( 2860, 108, 2868, 116 ), "oil_well" ),
                                             typed( rect( 3022, 182, 3026, 194 ), "Freeway Sign" ),
                                             typed( rect( 2810, 10, 2826, 20 ), "storage-shed", "N" ),
                                             typed( rect( 2874, 108, 2886, 136 ), "OILFIELD_EQUIPMENT" ),
                                             // 108 x 121 ft = 13,068 sq ft = 0.3 acre buildings.
                                             typed( rect( 20, 620, 128, 741 ), "building" ),
                                             typed( rect( 420, 620, 528, 741 ), "building" ),
                                             typed( rect( 2420, 1220, 2528, 1341 ), "building" ),
                                             // Neighbours' buildings crossing a lot line by 0.5, 2, 1.0 and 0.99 sq ft.
                                             typed( rect( 1500, 700, 1600.25, 702 ), "building" ),
                                             typed( rect( 1900, 700, 2001, 702 ), "garage" ),
                                             typed( rect( 2300, 700, 2401, 701 ), "building" ),
                                             typed( rect( 2700, 700, 2800.99, 701 ), "building" ) } );
    b.improvements = SwTestData::writeLayer( data, QStringLiteral( "improvements" ), QStringLiteral( "MultiPolygon" ), QStringLiteral( "EPSG:2229" ), typedFields(),
                                             { typed( rect( 800, 600, 1086, 798 ), "paved_parking" ),
                                               typed( rect( 1200, 600, 1464, 798 ), "gravel pad" ),
                                               // Landscaping over part of P1's building: counted once.
                                               typed( rect( 100, 620, 160, 741 ), "Landscaping" ) } );
    b.rightOfWay = SwTestData::writeLayer( data, QStringLiteral( "right_of_way" ), QStringLiteral( "MultiPolygon" ), QStringLiteral( "EPSG:2229" ), rowFields(),
                                           { { rect( 1100, 188, 1432, 208 ), { QStringLiteral( "alley" ) } },
                                             { rect( 1722, -60, 1742, 99 ), { QStringLiteral( "alley" ) } } } );
    return b;
  }

  QVariantMap footprintParameters( const QString &output )
  {
    Block &b = block();
    return { { QStringLiteral( "PARCELS" ), b.parcels },
             { QStringLiteral( "STRUCTURES" ), b.structures },
             { QStringLiteral( "IMPROVEMENTS" ), b.improvements },
             // The footprints were drawn over the whole block, not only the lots they stand on.
             { QStringLiteral( "STRUCTURES_COVERAGE" ), b.parcels },
             { QStringLiteral( "IMPROVEMENTS_COVERAGE" ), b.parcels },
             { QStringLiteral( "IMPROVEMENT_TYPE_FIELD" ), QStringLiteral( "type" ) },
             { QStringLiteral( "RIGHT_OF_WAY" ), b.rightOfWay },
             { QStringLiteral( "OUTPUT" ), output } };
  }

  Screened &footprintRun()
  {
    static QTemporaryDir dir;
    static Screened s;
    if ( !s.run.ok )
      s = screen( footprintParameters( dir.filePath( QStringLiteral( "vacant.gpkg" ) ) ) );
    return s;
  }
} // namespace

struct VacantCase
{
  const char *apn;
  const char *vacancy;
  double unimprovedSqft;
  double groupSqft;
  int groupSize;
  int qualifies; // 1 true, 0 false, -1 NULL
  const char *reason;
};

class VacantFootprints : public ::testing::TestWithParam<VacantCase>
{
};

TEST_P( VacantFootprints, ClassGroupAndQualification )
{
  const Screened &s = footprintRun();
  ASSERT_TRUE( s.run.ok ) << s.run.error.toStdString();
  const VacantCase c = GetParam();
  ASSERT_TRUE( s.byApn.contains( QString::fromLatin1( c.apn ) ) ) << c.apn;
  const QgsFeature f = s.byApn.value( QString::fromLatin1( c.apn ) );
  SCOPED_TRACE( QStringLiteral( "%1: %2; geometry %3" ).arg( QString::fromLatin1( c.apn ), describe( f ), f.geometry().asWkt( 2 ) ).toStdString() );
  EXPECT_EQ( f.attribute( QStringLiteral( "vacancy" ) ).toString(), QString::fromLatin1( c.vacancy ) );
  if ( std::isnan( c.unimprovedSqft ) )
    EXPECT_TRUE( f.attribute( QStringLiteral( "unimproved_sqft" ) ).isNull() );
  else
    EXPECT_NEAR( f.attribute( QStringLiteral( "unimproved_sqft" ) ).toDouble(), c.unimprovedSqft, 1e-6 );
  if ( std::isnan( c.groupSqft ) )
    EXPECT_TRUE( f.attribute( QStringLiteral( "group_acres" ) ).isNull() );
  else
    EXPECT_NEAR( f.attribute( QStringLiteral( "group_acres" ) ).toDouble(), c.groupSqft / ACRE, 1e-9 );
  if ( c.groupSize == 0 )
  {
    EXPECT_TRUE( f.attribute( QStringLiteral( "group_size" ) ).isNull() );
    EXPECT_TRUE( f.attribute( QStringLiteral( "group_id" ) ).isNull() );
  }
  else
  {
    EXPECT_EQ( f.attribute( QStringLiteral( "group_size" ) ).toInt(), c.groupSize );
    EXPECT_FALSE( f.attribute( QStringLiteral( "group_id" ) ).isNull() );
  }
  if ( c.qualifies < 0 )
    EXPECT_TRUE( f.attribute( QStringLiteral( "qualifies" ) ).isNull() );
  else
    EXPECT_EQ( f.attribute( QStringLiteral( "qualifies" ) ).toBool(), c.qualifies == 1 );
  EXPECT_EQ( f.attribute( QStringLiteral( "reason" ) ).toString(), QString::fromUtf8( c.reason ) );
}

INSTANTIATE_TEST_SUITE_P( Blocks, VacantFootprints,
                          ::testing::Values(
                            VacantCase{ "A1", "vacant", 52272, 52272, 1, 1, "vacant 1.20 ac" },
                            VacantCase{ "B1", "vacant", 39204, 39204, 1, 0, "vacant 0.90 ac, under 1.0 ac" },
                            // A shared boundary point is enough (definition YYY: "line or point").
                            VacantCase{ "C1", "vacant", 26136, 52272, 2, 1, "contiguous with 1 parcel of the same owner, 1.20 ac together" },
                            VacantCase{ "C2", "vacant", 26136, 52272, 2, 1, "contiguous with 1 parcel of the same owner, 1.20 ac together" },
                            // The common line lies in the alley: not contiguous.
                            VacantCase{ "D1", "vacant", 26136, 26136, 1, 0, "vacant 0.60 ac, under 1.0 ac" },
                            VacantCase{ "D2", "vacant", 26136, 26136, 1, 0, "vacant 0.60 ac, under 1.0 ac" },
                            // Half of the common line lies outside the alley: contiguous.
                            VacantCase{ "E1", "vacant", 26136, 52272, 2, 1, "contiguous with 1 parcel of the same owner, 1.20 ac together" },
                            VacantCase{ "E2", "vacant", 26136, 52272, 2, 1, "contiguous with 1 parcel of the same owner, 1.20 ac together" },
                            VacantCase{ "F1", "vacant", 26136, 52272, 2, 1, "contiguous with 1 parcel of the same owner, 1.20 ac together" },
                            VacantCase{ "F2", "vacant", 26136, 52272, 2, 1, "contiguous with 1 parcel of the same owner, 1.20 ac together" },
                            VacantCase{ "G1", "vacant", 26136, 26136, 1, 0, "vacant 0.60 ac, under 1.0 ac" },
                            VacantCase{ "G2", "vacant", 26136, 26136, 1, 0, "vacant 0.60 ac, under 1.0 ac" },
                            // An oil well, a freeway sign, a shed and oil-field equipment are not structures.
                            VacantCase{ "H1", "vacant", 47916, 47916, 1, 1, "vacant 1.10 ac" },
                            // 330 x 198 ft less a 108 x 121 ft building; the landscaping over it counts once.
                            VacantCase{ "P1", "partially_vacant", 65340 - 13068 - 32 * 121, 65340 - 13068 - 32 * 121, 1, 1, "partially vacant: 1.11 ac unimproved" },
                            VacantCase{ "Q1", "improved", 52272 - 13068, NONE, 0, 0, "improved: 0.90 ac unimproved, under 1.0 ac" },
                            VacantCase{ "R1", "improved", 0, NONE, 0, 0, "improved: 0.00 ac unimproved, under 1.0 ac" },
                            // A gravel pad is not a permanent improvement type of the profile.
                            VacantCase{ "R2", "vacant", 52272, 52272, 1, 1, "vacant 1.20 ac" },
                            // Slivers of neighbours' buildings: under 1 sq ft ignored, 1 sq ft and more count.
                            VacantCase{ "S1", "vacant", 52272, 52272, 1, 1, "vacant 1.20 ac" },
                            VacantCase{ "S2", "partially_vacant", 52270, 52270, 1, 1, "partially vacant: 1.20 ac unimproved" },
                            VacantCase{ "S3", "partially_vacant", 52271, 52271, 1, 1, "partially vacant: 1.20 ac unimproved" },
                            VacantCase{ "S4", "vacant", 52272, 52272, 1, 1, "vacant 1.20 ac" },
                            // Fabric gaps of 0.3 and 0.5 ft close; 0.7 ft does not; a 0.3 ft overlap joins.
                            VacantCase{ "T1", "vacant", 26136, 52272, 2, 1, "contiguous with 1 parcel of the same owner, 1.20 ac together" },
                            VacantCase{ "T2", "vacant", 26136, 52272, 2, 1, "contiguous with 1 parcel of the same owner, 1.20 ac together" },
                            VacantCase{ "T3", "vacant", 26136, 52272, 2, 1, "contiguous with 1 parcel of the same owner, 1.20 ac together" },
                            VacantCase{ "T4", "vacant", 26136, 52272, 2, 1, "contiguous with 1 parcel of the same owner, 1.20 ac together" },
                            VacantCase{ "T5", "vacant", 26136, 26136, 1, 0, "vacant 0.60 ac, under 1.0 ac" },
                            VacantCase{ "T6", "vacant", 26136, 26136, 1, 0, "vacant 0.60 ac, under 1.0 ac" },
                            VacantCase{ "T7", "vacant", 132.3 * 198, 132.3 * 198 + 26136, 2, 1, "contiguous with 1 parcel of the same owner, 1.20 ac together" },
                            VacantCase{ "U1", "vacant", 17424, 52272, 3, 1, "contiguous with 2 parcels of the same owner, 1.20 ac together" },
                            VacantCase{ "U3", "vacant", 17424, 52272, 3, 1, "contiguous with 2 parcels of the same owner, 1.20 ac together" },
                            VacantCase{ "W1", "vacant", 13068, 26136, 2, 0, "contiguous with 1 parcel of the same owner, 0.60 ac together, under 1.0 ac" },
                            // A partially vacant parcel does not join its owner's vacant neighbour.
                            VacantCase{ "X1", "partially_vacant", 52272, 52272, 1, 1, "partially vacant: 1.20 ac unimproved" },
                            VacantCase{ "X2", "vacant", 26136, 26136, 1, 0, "vacant 0.60 ac, under 1.0 ac" },
                            // The bow-tie's two 10,000 sq ft triangles, repaired and evaluated.
                            VacantCase{ "BT", "vacant", 20000, 20000, 1, 0, "vacant 0.46 ac, under 1.0 ac" },
                            VacantCase{ "NG", "not_evaluated", NONE, NONE, 0, -1, "not evaluated: null_geometry" },
                            // Parcels without an owner name never group.
                            VacantCase{ "Y1", "vacant", 26136, 26136, 1, 0, "vacant 0.60 ac, under 1.0 ac" } ) );

TEST( VacantParcels, EveryParcelOnceWithStatusAndGroupIdentity )
{
  const Screened &s = footprintRun();
  ASSERT_TRUE( s.run.ok ) << s.run.error.toStdString();
  EXPECT_EQ( s.count, block().parcelCount );
  EXPECT_EQ( s.byApn.size(), block().parcelCount );
  EXPECT_EQ( s.byApn.value( QStringLiteral( "NG" ) ).attribute( QStringLiteral( "status" ) ).toString(), QStringLiteral( "null_geometry" ) );
  EXPECT_EQ( s.byApn.value( QStringLiteral( "BT" ) ).attribute( QStringLiteral( "status" ) ).toString(), QStringLiteral( "repaired" ) );
  EXPECT_EQ( s.byApn.value( QStringLiteral( "A1" ) ).attribute( QStringLiteral( "status" ) ).toString(), QStringLiteral( "ok" ) );

  auto group = [&]( const char *apn )
  { return s.byApn.value( QString::fromLatin1( apn ) ).attribute( QStringLiteral( "group_id" ) ).toLongLong(); };
  EXPECT_EQ( group( "C1" ), group( "C2" ) );
  EXPECT_NE( group( "D1" ), group( "D2" ) );
  EXPECT_EQ( group( "F1" ), group( "F2" ) );
  EXPECT_NE( group( "G1" ), group( "G2" ) );
  EXPECT_EQ( group( "U1" ), group( "U2" ) );
  EXPECT_EQ( group( "U2" ), group( "U3" ) );
  EXPECT_NE( group( "T5" ), group( "T6" ) );
  EXPECT_NE( group( "X1" ), group( "X2" ) );
  EXPECT_NE( group( "Y1" ), group( "Y2" ) );
  // Group ids follow the input order of each group's first parcel.
  EXPECT_EQ( group( "A1" ), 1 );
  EXPECT_EQ( group( "B1" ), 2 );
  EXPECT_EQ( group( "C1" ), 3 );
  EXPECT_EQ( group( "D1" ), 4 );
  EXPECT_EQ( group( "D2" ), 5 );

  // The normalised owner is shown; both spellings give one key.
  EXPECT_EQ( s.byApn.value( QStringLiteral( "F2" ) ).attribute( QStringLiteral( "owner_key" ) ).toString(), QStringLiteral( "PACIFIC CREST HOLDINGS" ) );
  EXPECT_TRUE( s.byApn.value( QStringLiteral( "Y1" ) ).attribute( QStringLiteral( "owner_key" ) ).isNull() );
  EXPECT_EQ( s.byApn.value( QStringLiteral( "A1" ) ).attribute( QStringLiteral( "vacancy_basis" ) ).toString(), QStringLiteral( "footprints" ) );
  // Citations name the ordinance; the parcel's own fields follow.
  EXPECT_TRUE( s.byApn.value( QStringLiteral( "C1" ) ).attribute( QStringLiteral( "citation" ) ).toString().contains( QStringLiteral( "Contiguous Vacant Parcel" ) ) );
  EXPECT_TRUE( s.byApn.value( QStringLiteral( "A1" ) ).attribute( QStringLiteral( "citation" ) ).toString().contains( QStringLiteral( "43,560 square feet" ) ) );
  EXPECT_TRUE( s.byApn.value( QStringLiteral( "P1" ) ).attribute( QStringLiteral( "citation" ) ).toString().contains( QStringLiteral( "Partially Vacant Parcel" ) ) );
  EXPECT_EQ( s.byApn.value( QStringLiteral( "A1" ) ).attribute( QStringLiteral( "owner" ) ).toString(), QStringLiteral( "KESTREL RIDGE PARTNERS LLC" ) );

  // What was set aside is said once, in the log.
  EXPECT_TRUE( s.run.warnings.contains( QStringLiteral( "Vacant parcels: 2 vacant parcel(s) have no owner name and are not grouped with any other parcel: APN Y1, Y2" ) ) ) << s.run.warnings.join( '\n' ).toStdString();
  EXPECT_TRUE( s.run.warnings.contains( QStringLiteral( "Vacant parcels: 1 contact(s) between vacant parcels of one owner lie within the right-of-way and do not join them" ) ) ) << s.run.warnings.join( '\n' ).toStdString();
  EXPECT_TRUE( s.run.warnings.contains( QStringLiteral( "IMPROVEMENTS: 1 feature(s) of layer 'improvements' are not of a type in vacant.improvement_types (paved_parking, landscaping) and do not count" ) ) ) << s.run.warnings.join( '\n' ).toStdString();
  EXPECT_TRUE( s.run.infos.contains( QStringLiteral( "Structures: 7 counting from 'structures'; not structures under the ordinance: 1 freeway_sign, 1 oil_well, 1 oilfield_equipment, 1 storage_shed" ) ) ) << s.run.infos.join( '\n' ).toStdString();
}

TEST( VacantParcels, OnlyQualifyingKeepsQualifyingAndUnevaluatedParcels )
{
  QTemporaryDir dir;
  QVariantMap parameters = footprintParameters( dir.filePath( QStringLiteral( "qualifying.gpkg" ) ) );
  parameters.insert( QStringLiteral( "ONLY_QUALIFYING" ), true );
  const Screened s = screen( parameters );
  ASSERT_TRUE( s.run.ok ) << s.run.error.toStdString();
  const QSet<QString> expected{ QStringLiteral( "A1" ), QStringLiteral( "C1" ), QStringLiteral( "C2" ), QStringLiteral( "E1" ), QStringLiteral( "E2" ), QStringLiteral( "F1" ), QStringLiteral( "F2" ), QStringLiteral( "H1" ), QStringLiteral( "P1" ), QStringLiteral( "R2" ), QStringLiteral( "S1" ), QStringLiteral( "S2" ), QStringLiteral( "S3" ), QStringLiteral( "S4" ), QStringLiteral( "T1" ), QStringLiteral( "T2" ), QStringLiteral( "T3" ), QStringLiteral( "T4" ), QStringLiteral( "T7" ), QStringLiteral( "T8" ), QStringLiteral( "U1" ), QStringLiteral( "U2" ), QStringLiteral( "U3" ), QStringLiteral( "X1" ), QStringLiteral( "NG" ) };
  const QList<QString> apns = s.byApn.keys();
  EXPECT_EQ( QSet<QString>( apns.begin(), apns.end() ), expected );
  EXPECT_EQ( s.count, expected.size() );
}

TEST( VacantParcels, PermittedFieldDropsUnpermittedStructures )
{
  QTemporaryDir dir;
  const QString data = dir.filePath( QStringLiteral( "permit.gpkg" ) );
  const QString parcels = SwTestData::writeLayer( data, QStringLiteral( "parcels" ), QStringLiteral( "MultiPolygon" ), QStringLiteral( "EPSG:2229" ), parcelFields(),
                                                  { parcel( rect( 0, 0, 264, 198 ), "K1", QStringLiteral( "A" ) ), parcel( rect( 400, 0, 664, 198 ), "K2", QStringLiteral( "B" ) ) } );
  const QString structures = SwTestData::writeLayer( data, QStringLiteral( "structures" ), QStringLiteral( "MultiPolygon" ), QStringLiteral( "EPSG:2229" ), typedFields(),
                                                     { typed( rect( 20, 20, 128, 141 ), "building", "N" ), typed( rect( 420, 20, 528, 141 ), "building", "Y" ) } );
  // About the structure fields, not the improvements: the city states its structures layer maps its improvements too.
  QVariantMap parameters{ { QStringLiteral( "PARCELS" ), parcels }, { QStringLiteral( "STRUCTURES" ), structures }, { QStringLiteral( "STRUCTURES_INCLUDE_IMPROVEMENTS" ), true }, { QStringLiteral( "STRUCTURES_COVERAGE" ), parcels }, { QStringLiteral( "OUTPUT" ), dir.filePath( QStringLiteral( "o.gpkg" ) ) } };
  Screened all = screen( parameters );
  ASSERT_TRUE( all.run.ok ) << all.run.error.toStdString();
  EXPECT_EQ( all.byApn.value( QStringLiteral( "K1" ) ).attribute( QStringLiteral( "vacancy" ) ).toString(), QStringLiteral( "improved" ) );

  parameters.insert( QStringLiteral( "STRUCTURE_PERMITTED_FIELD" ), QStringLiteral( "permitted" ) );
  parameters.insert( QStringLiteral( "OUTPUT" ), dir.filePath( QStringLiteral( "p.gpkg" ) ) );
  Screened permitted = screen( parameters );
  ASSERT_TRUE( permitted.run.ok ) << permitted.run.error.toStdString();
  // "without a permitted structure": an unpermitted building leaves the lot vacant.
  EXPECT_EQ( permitted.byApn.value( QStringLiteral( "K1" ) ).attribute( QStringLiteral( "vacancy" ) ).toString(), QStringLiteral( "vacant" ) );
  EXPECT_EQ( permitted.byApn.value( QStringLiteral( "K2" ) ).attribute( QStringLiteral( "vacancy" ) ).toString(), QStringLiteral( "improved" ) );
  EXPECT_TRUE( permitted.run.warnings.contains( QStringLiteral( "STRUCTURES: 1 structure(s) of layer 'structures' are not marked permitted in 'permitted' and do not count" ) ) ) << permitted.run.warnings.join( '\n' ).toStdString();
}

TEST( VacantParcels, ExpressionAloneDecidesWithoutFootprints )
{
  QTemporaryDir dir;
  QVariantMap parameters{ { QStringLiteral( "PARCELS" ), block().parcels },
                          { QStringLiteral( "VACANT_EXPRESSION" ), QStringLiteral( "\"use_code\" LIKE '%V'" ) },
                          { QStringLiteral( "RIGHT_OF_WAY" ), block().rightOfWay },
                          { QStringLiteral( "OUTPUT" ), dir.filePath( QStringLiteral( "expr.gpkg" ) ) } };
  const Screened s = screen( parameters );
  ASSERT_TRUE( s.run.ok ) << s.run.error.toStdString();
  const QgsFeature a1 = s.byApn.value( QStringLiteral( "A1" ) );
  EXPECT_EQ( a1.attribute( QStringLiteral( "vacancy" ) ).toString(), QStringLiteral( "vacant" ) ) << describe( a1 ).toStdString();
  EXPECT_NEAR( a1.attribute( QStringLiteral( "unimproved_sqft" ) ).toDouble(), 52272, 1e-6 );
  EXPECT_EQ( a1.attribute( QStringLiteral( "vacancy_basis" ) ).toString(), QStringLiteral( "expression" ) );
  // P1's use code 1100 says improved; without footprints its unimproved area is unknown.
  const QgsFeature p1 = s.byApn.value( QStringLiteral( "P1" ) );
  EXPECT_EQ( p1.attribute( QStringLiteral( "vacancy" ) ).toString(), QStringLiteral( "improved" ) );
  EXPECT_TRUE( p1.attribute( QStringLiteral( "unimproved_sqft" ) ).isNull() );
  EXPECT_EQ( p1.attribute( QStringLiteral( "reason" ) ).toString(), QStringLiteral( "improved according to VACANT_EXPRESSION" ) );
  EXPECT_FALSE( p1.attribute( QStringLiteral( "qualifies" ) ).toBool() );
  // Grouping is the same as with footprints: the contact rules do not depend on the evidence.
  const QgsFeature c1 = s.byApn.value( QStringLiteral( "C1" ) );
  EXPECT_EQ( c1.attribute( QStringLiteral( "group_size" ) ).toInt(), 2 );
  EXPECT_TRUE( c1.attribute( QStringLiteral( "qualifies" ) ).toBool() );
  EXPECT_EQ( s.byApn.value( QStringLiteral( "D1" ) ).attribute( QStringLiteral( "group_size" ) ).toInt(), 1 );
  // X1 (1100) is improved, X2 (010V) vacant 0.6 ac: no footprints, no partial vacancy.
  EXPECT_EQ( s.byApn.value( QStringLiteral( "X1" ) ).attribute( QStringLiteral( "vacancy" ) ).toString(), QStringLiteral( "improved" ) );
}

TEST( VacantParcels, FootprintsAndExpressionMustBothSayVacant )
{
  QTemporaryDir dir;
  QVariantMap parameters = footprintParameters( dir.filePath( QStringLiteral( "both.gpkg" ) ) );
  // Improvement value 0 is vacant to the assessor: P1, Q1, X1 (with buildings) and BT say improved; R1 (paved) and S2, S3 (a neighbour's sliver over 1 sq ft) say vacant.
  parameters.insert( QStringLiteral( "VACANT_EXPRESSION" ), QStringLiteral( "\"improvement_value\" = 0" ) );
  const Screened s = screen( parameters );
  ASSERT_TRUE( s.run.ok ) << s.run.error.toStdString();
  auto field = [&]( const char *apn, const char *name )
  { return s.byApn.value( QString::fromLatin1( apn ) ).attribute( QString::fromLatin1( name ) ); };
  // Agreement.
  EXPECT_EQ( field( "A1", "vacancy" ).toString(), QStringLiteral( "vacant" ) );
  EXPECT_EQ( field( "A1", "vacancy_basis" ).toString(), QStringLiteral( "footprints and expression" ) );
  EXPECT_EQ( field( "P1", "vacancy" ).toString(), QStringLiteral( "partially_vacant" ) );
  EXPECT_EQ( field( "P1", "vacancy_basis" ).toString(), QStringLiteral( "footprints and expression" ) );
  // Footprints show nothing on the bow-tie lot, but the assessor values an improvement: improved.
  EXPECT_EQ( field( "BT", "vacancy" ).toString(), QStringLiteral( "improved" ) );
  EXPECT_EQ( field( "BT", "vacancy_basis" ).toString(), QStringLiteral( "expression (says improved; no footprint on the parcel)" ) );
  EXPECT_EQ( field( "BT", "reason" ).toString(), QStringLiteral( "improved according to VACANT_EXPRESSION" ) );
  EXPECT_TRUE( field( "BT", "group_id" ).isNull() );
  // The parking lot has no assessed improvement, but its paving is a permanent improvement: footprints decide.
  EXPECT_EQ( field( "R1", "vacancy" ).toString(), QStringLiteral( "improved" ) );
  EXPECT_EQ( field( "R1", "vacancy_basis" ).toString(), QStringLiteral( "footprints (the expression says vacant)" ) );
  EXPECT_TRUE( s.run.warnings.contains( QStringLiteral( "Vacant parcels: footprints and VACANT_EXPRESSION disagree on 4 parcel(s): 1 without footprints that the expression calls improved (classed improved) [APN BT], 3 with footprints that the expression calls vacant (classed by their footprints) [APN R1, S2, S3]" ) ) ) << s.run.warnings.join( '\n' ).toStdString();
}

TEST( VacantParcels, AreasAreSquareFeetInMetresAndDegrees )
{
  QTemporaryDir dir;
  const QString data = dir.filePath( QStringLiteral( "crs.gpkg" ) );
  // 100 m x 100 m in UTM zone 11N: 10,000 m2 = 107,638.67 US survey sq ft.
  const QString metres = SwTestData::writeLayer( data, QStringLiteral( "utm" ), QStringLiteral( "MultiPolygon" ), QStringLiteral( "EPSG:26911" ), parcelFields(),
                                                 { parcel( QStringLiteral( "MULTIPOLYGON(((395000 3740000, 395100 3740000, 395100 3740100, 395000 3740100, 395000 3740000)))" ), "M1", QStringLiteral( "UTM OWNER" ) ) } );
  QVariantMap parameters{ { QStringLiteral( "PARCELS" ), metres }, { QStringLiteral( "VACANT_EXPRESSION" ), QStringLiteral( "true" ) }, { QStringLiteral( "OUTPUT" ), dir.filePath( QStringLiteral( "m.gpkg" ) ) } };
  const Screened m = screen( parameters );
  ASSERT_TRUE( m.run.ok ) << m.run.error.toStdString();
  const double sqft = 10000.0 * ( 3937.0 / 1200.0 ) * ( 3937.0 / 1200.0 );
  EXPECT_NEAR( m.byApn.value( QStringLiteral( "M1" ) ).attribute( QStringLiteral( "unimproved_sqft" ) ).toDouble(), sqft, 1e-6 );
  EXPECT_NEAR( m.byApn.value( QStringLiteral( "M1" ) ).attribute( QStringLiteral( "group_acres" ) ).toDouble(), sqft / ACRE, 1e-9 );

  // Two touching 0.6-acre lots drawn in degrees: measured in EPSG:2229 and still one group.
  auto degrees = [&]( const QString &wkt )
  {
    QgsGeometry g = QgsGeometry::fromWkt( wkt );
    g.densifyByCount( 20 );
    g.transform( QgsCoordinateTransform( QgsCoordinateReferenceSystem( QStringLiteral( "EPSG:2229" ) ), QgsCoordinateReferenceSystem( QStringLiteral( "EPSG:4326" ) ), QgsCoordinateTransformContext() ) );
    return g.asWkt( 12 );
  };
  const QString geographic = SwTestData::writeLayer( data, QStringLiteral( "wgs84" ), QStringLiteral( "MultiPolygon" ), QStringLiteral( "EPSG:4326" ), parcelFields(),
                                                     { parcel( degrees( rect( 0, 0, 132, 198 ) ), "G1", QStringLiteral( "DEGREES LLC" ) ), parcel( degrees( rect( 132, 0, 264, 198 ) ), "G2", QStringLiteral( "DEGREES LLC" ) ) } );
  parameters.insert( QStringLiteral( "PARCELS" ), geographic );
  parameters.insert( QStringLiteral( "OUTPUT" ), dir.filePath( QStringLiteral( "g.gpkg" ) ) );
  const Screened g = screen( parameters );
  ASSERT_TRUE( g.run.ok ) << g.run.error.toStdString();
  EXPECT_NEAR( g.byApn.value( QStringLiteral( "G1" ) ).attribute( QStringLiteral( "unimproved_sqft" ) ).toDouble(), 26136, 0.5 );
  EXPECT_NEAR( g.byApn.value( QStringLiteral( "G2" ) ).attribute( QStringLiteral( "group_acres" ) ).toDouble(), 1.2, 1.0 / ACRE );
  EXPECT_EQ( g.byApn.value( QStringLiteral( "G2" ) ).attribute( QStringLiteral( "group_size" ) ).toInt(), 2 );
}

TEST( VacantParcels, LargeGridGroupsColumnByColumn )
{
  // 40 x 40 lots of 30 x 30 ft touching on every side; owners alternate by
  // column, so each column is one contiguous group of 40 and columns of the
  // same owner (two columns apart) never touch.
  QTemporaryDir dir;
  const QString data = dir.filePath( QStringLiteral( "grid.gpkg" ) );
  std::vector<Row> rows;
  for ( int col = 0; col < 40; ++col )
  {
    for ( int r = 0; r < 40; ++r )
    {
      const QString apn = QStringLiteral( "%1-%2" ).arg( col, 2, 10, QLatin1Char( '0' ) ).arg( r, 2, 10, QLatin1Char( '0' ) );
      rows.push_back( { rect( col * 30, r * 30, col * 30 + 30, r * 30 + 30 ), { apn, col % 2 ? QStringLiteral( "EVEN LLC" ) : QStringLiteral( "Odd, Inc." ), QStringLiteral( "010V" ), 0.0 } } );
    }
  }
  const QString parcels = SwTestData::writeLayer( data, QStringLiteral( "grid" ), QStringLiteral( "MultiPolygon" ), QStringLiteral( "EPSG:2229" ), parcelFields(), rows );
  const QVariantMap parameters{ { QStringLiteral( "PARCELS" ), parcels }, { QStringLiteral( "VACANT_EXPRESSION" ), QStringLiteral( "\"use_code\" LIKE '%V'" ) }, { QStringLiteral( "OUTPUT" ), dir.filePath( QStringLiteral( "grid-out.gpkg" ) ) } };
  const Screened s = screen( parameters );
  ASSERT_TRUE( s.run.ok ) << s.run.error.toStdString();
  ASSERT_EQ( s.count, 1600 );
  QMap<long long, QSet<int>> columnsOfGroup;
  for ( auto it = s.byApn.constBegin(); it != s.byApn.constEnd(); ++it )
  {
    const QgsFeature &f = it.value();
    EXPECT_EQ( f.attribute( QStringLiteral( "group_size" ) ).toInt(), 40 ) << it.key().toStdString();
    EXPECT_NEAR( f.attribute( QStringLiteral( "group_acres" ) ).toDouble(), 36000.0 / ACRE, 1e-9 );
    columnsOfGroup[f.attribute( QStringLiteral( "group_id" ) ).toLongLong()].insert( it.key().left( 2 ).toInt() );
  }
  EXPECT_EQ( columnsOfGroup.size(), 40 );
  for ( const QSet<int> &columns : columnsOfGroup )
    EXPECT_EQ( columns.size(), 1 );
}

TEST( VacantParcels, BadInputsAreNamed )
{
  QTemporaryDir dir;
  const QString out = dir.filePath( QStringLiteral( "o.gpkg" ) );
  const QString data = dir.filePath( QStringLiteral( "bad.gpkg" ) );
  const QString points = SwTestData::writeLayer( data, QStringLiteral( "wells" ), QStringLiteral( "Point" ), QStringLiteral( "EPSG:2229" ), typedFields(), { { QStringLiteral( "POINT(6500000 1770000)" ), { QStringLiteral( "oil_well" ), QStringLiteral( "Y" ) } } } );
  const QString untyped = SwTestData::writeLayer( data, QStringLiteral( "footprints" ), QStringLiteral( "MultiPolygon" ), QStringLiteral( "EPSG:2229" ), rowFields(), { { rect( 0, 0, 10, 10 ), { QStringLiteral( "x" ) } } } );
  auto error = [&]( const QVariantMap &extra )
  {
    QVariantMap parameters{ { QStringLiteral( "PARCELS" ), block().parcels }, { QStringLiteral( "OUTPUT" ), out } };
    for ( auto it = extra.constBegin(); it != extra.constEnd(); ++it )
      parameters.insert( it.key(), it.value() );
    return screen( parameters ).run.error;
  };
  EXPECT_EQ( error( {} ), QStringLiteral( "Vacant parcels need evidence of improvement: give STRUCTURES, IMPROVEMENTS or VACANT_EXPRESSION" ) );
  EXPECT_EQ( error( { { QStringLiteral( "STRUCTURES" ), points } } ), QStringLiteral( "STRUCTURES layer 'wells' must hold polygons; it holds Point" ) );
  // A file of several layers named without one opens its first: the layers are listed, not the wells blamed.
  EXPECT_EQ( error( { { QStringLiteral( "PARCELS" ), data }, { QStringLiteral( "STRUCTURES" ), untyped } } ), QStringLiteral( "PARCELS: %1 holds 2 layers and none was named, so its first ('wells') was opened; name one, e.g. %1|layername=footprints. Its layers: wells, footprints" ).arg( data ) );
  EXPECT_EQ( error( { { QStringLiteral( "STRUCTURES" ), data } } ), QStringLiteral( "STRUCTURES: %1 holds 2 layers and none was named, so its first ('wells') was opened; name one, e.g. %1|layername=footprints. Its layers: wells, footprints" ).arg( data ) );
  // Only a field the user names is refused when missing; a missing default adapts (DefaultsAdaptToTheLayer).
  EXPECT_EQ( error( { { QStringLiteral( "STRUCTURES" ), untyped }, { QStringLiteral( "STRUCTURE_TYPE_FIELD" ), QStringLiteral( "type_code" ) } } ), QStringLiteral( "STRUCTURE_TYPE_FIELD 'type_code' is not a field of STRUCTURES layer 'footprints' (its fields: fid, kind)" ) );
  EXPECT_EQ( error( { { QStringLiteral( "IMPROVEMENTS" ), untyped }, { QStringLiteral( "IMPROVEMENT_TYPE_FIELD" ), QStringLiteral( "use" ) } } ), QStringLiteral( "IMPROVEMENT_TYPE_FIELD 'use' is not a field of IMPROVEMENTS layer 'footprints' (its fields: fid, kind)" ) );
  EXPECT_EQ( error( { { QStringLiteral( "VACANT_EXPRESSION" ), QStringLiteral( "true" ) }, { QStringLiteral( "OWNER_FIELD" ), QStringLiteral( "owner_name" ) } } ), QStringLiteral( "OWNER_FIELD 'owner_name' is not a field of PARCELS layer 'parcels' (its fields: fid, apn, owner, use_code, improvement_value)" ) );
  EXPECT_EQ( error( { { QStringLiteral( "VACANT_EXPRESSION" ), QStringLiteral( "\"use_code\" LIKE" ) } } ).section( ':', 0, 0 ), QStringLiteral( "VACANT_EXPRESSION '\"use_code\" LIKE' is not a valid expression" ) );
  EXPECT_EQ( error( { { QStringLiteral( "VACANT_EXPRESSION" ), QStringLiteral( "\"landuse\" = 'V'" ) } } ), QStringLiteral( "VACANT_EXPRESSION '\"landuse\" = 'V'' uses 'landuse', which is not a field of PARCELS layer 'parcels' (its fields: fid, apn, owner, use_code, improvement_value)" ) );
  EXPECT_EQ( error( { { QStringLiteral( "VACANT_EXPRESSION" ), QStringLiteral( "to_int('x') = 1" ) } } ).section( ':', 0, 0 ), QStringLiteral( "VACANT_EXPRESSION 'to_int('x') = 1' failed on parcel A1" ) );
  EXPECT_EQ( error( { { QStringLiteral( "VACANT_EXPRESSION" ), QStringLiteral( "true" ) }, { QStringLiteral( "SNAP_TOLERANCE" ), QStringLiteral( "half a foot" ) } } ), QStringLiteral( "SNAP_TOLERANCE must be a number of feet, 0 or more; got 'half a foot'" ) );
}

TEST( VacantParcels, ProfileWithoutVacantProvisionsWarns )
{
  QTemporaryDir dir;
  const QVariantMap parameters{ { QStringLiteral( "PARCELS" ), block().parcels }, { QStringLiteral( "VACANT_EXPRESSION" ), QStringLiteral( "true" ) }, { QStringLiteral( "PROFILE" ), QStringLiteral( "cudahy" ) }, { QStringLiteral( "OUTPUT" ), dir.filePath( QStringLiteral( "c.gpkg" ) ) } };
  const Screened s = screen( parameters );
  ASSERT_TRUE( s.run.ok ) << s.run.error.toStdString();
  EXPECT_TRUE( s.run.warnings.contains( QStringLiteral( "Vacant parcels are not required by City of Cudahy's code (Cudahy Ch. 13.08 has no vacant parcel provisions; the screen is not required by this city's code); screened on request" ) ) ) << s.run.warnings.join( '\n' ).toStdString();
}

TEST( VacantParcels, ACancelledRunLeavesNoOutput )
{
  QTemporaryDir dir;
  const QString out = dir.filePath( QStringLiteral( "cancelled.gpkg" ) );
  SwTestRun::RecordingFeedback feedback;
  feedback.cancel();
  const SwTestRun::Result result = SwTestRun::run( QStringLiteral( "stormwater:vacantparcels" ), footprintParameters( out ), &feedback );
  EXPECT_FALSE( result.ok );
  EXPECT_EQ( result.error, QStringLiteral( "Canceled: no output was written" ) );
  EXPECT_FALSE( QFileInfo::exists( out ) );
}

TEST( VacantParcels, WithoutRightOfWayTheAlleyPairJoins )
{
  QTemporaryDir dir;
  QVariantMap parameters = footprintParameters( dir.filePath( QStringLiteral( "norow.gpkg" ) ) );
  parameters.remove( QStringLiteral( "RIGHT_OF_WAY" ) );
  const Screened s = screen( parameters );
  ASSERT_TRUE( s.run.ok ) << s.run.error.toStdString();
  const QgsFeature d1 = s.byApn.value( QStringLiteral( "D1" ) );
  EXPECT_EQ( d1.attribute( QStringLiteral( "group_size" ) ).toInt(), 2 ) << describe( d1 ).toStdString();
  EXPECT_TRUE( d1.attribute( QStringLiteral( "qualifies" ) ).toBool() );
  EXPECT_TRUE( s.run.warnings.contains( QStringLiteral( "RIGHT_OF_WAY was not given: contacts between vacant parcels were not checked against streets, alleys and railroads" ) ) ) << s.run.warnings.join( '\n' ).toStdString();
}

struct ToleranceCase
{
  double snapFeet;
  double slivers;
  const char *apn;
  int groupSize;
  const char *vacancy;
};

class VacantTolerances : public ::testing::TestWithParam<ToleranceCase>
{
};

TEST_P( VacantTolerances, SnapAndDigitizingTolerancesAreParameters )
{
  const ToleranceCase c = GetParam();
  QTemporaryDir dir;
  QVariantMap parameters = footprintParameters( dir.filePath( QStringLiteral( "tol.gpkg" ) ) );
  parameters.insert( QStringLiteral( "SNAP_TOLERANCE" ), c.snapFeet );
  parameters.insert( QStringLiteral( "DIGITIZING_TOLERANCE" ), c.slivers );
  const Screened s = screen( parameters );
  ASSERT_TRUE( s.run.ok ) << s.run.error.toStdString();
  const QgsFeature f = s.byApn.value( QString::fromLatin1( c.apn ) );
  EXPECT_EQ( f.attribute( QStringLiteral( "group_size" ) ).toInt(), c.groupSize ) << c.apn << " " << describe( f ).toStdString();
  EXPECT_EQ( f.attribute( QStringLiteral( "vacancy" ) ).toString(), QString::fromLatin1( c.vacancy ) ) << c.apn;
}

INSTANTIATE_TEST_SUITE_P( Rows, VacantTolerances,
                          ::testing::Values(
                            // No snapping: touching lots (corner or line) still join, a 0.3 ft gap does not, the alley still separates.
                            ToleranceCase{ 0, 1, "C1", 2, "vacant" },
                            ToleranceCase{ 0, 1, "F1", 2, "vacant" },
                            ToleranceCase{ 0, 1, "T1", 1, "vacant" },
                            ToleranceCase{ 0, 1, "T7", 2, "vacant" },
                            ToleranceCase{ 0, 1, "D1", 1, "vacant" },
                            ToleranceCase{ 0, 1, "E1", 2, "vacant" },
                            // A 0.7 ft snap closes the 0.7 ft gap.
                            ToleranceCase{ 0.7, 1, "T5", 2, "vacant" },
                            // No sliver allowance: the 0.5 sq ft sliver counts as a structure on S1.
                            ToleranceCase{ 0.5, 0, "S1", 1, "partially_vacant" },
                            // A 3 sq ft allowance ignores S2's 2 sq ft sliver.
                            ToleranceCase{ 0.5, 3, "S2", 1, "vacant" } ) );

TEST( VacantParcels, DefaultsAdaptToTheLayer )
{
  // A 2-acre lot (87,120 sq ft) with one 100 sq ft footprint typed "oil_well",
  // which is not a structure when its type is read and is one when it is not.
  QTemporaryDir dir;
  const QString data = dir.filePath( QStringLiteral( "county.gpkg" ) );
  const QString lots = SwTestData::writeLayer( data, QStringLiteral( "lots" ), QStringLiteral( "MultiPolygon" ), QStringLiteral( "EPSG:2229" ), parcelFields(), { parcel( rect( 0, 0, 290.4, 300 ), "L1", QStringLiteral( "ACME LLC" ) ) } );
  // County footprints: no 'type' field, the type under another name.
  const QString county = SwTestData::writeLayer( data, QStringLiteral( "footprints" ), QStringLiteral( "MultiPolygon" ), QStringLiteral( "EPSG:2229" ), rowFields(), { { rect( 10, 10, 20, 20 ), { QStringLiteral( "oil_well" ) } } } );
  const QString typedLayer = SwTestData::writeLayer( data, QStringLiteral( "structures" ), QStringLiteral( "MultiPolygon" ), QStringLiteral( "EPSG:2229" ), typedFields(), { typed( rect( 10, 10, 20, 20 ), "oil_well" ) } );
  const QString adapted = QStringLiteral( "STRUCTURE_TYPE_FIELD: STRUCTURES layer 'footprints' has no field 'type'; every structure counts" );
  auto run = [&]( const QString &structures, const QVariantMap &extra, const QString &name )
  {
    // About the structure fields, not the improvements: the city states its structures layer maps its improvements too.
    QVariantMap parameters{ { QStringLiteral( "PARCELS" ), lots }, { QStringLiteral( "STRUCTURES" ), structures }, { QStringLiteral( "STRUCTURES_INCLUDE_IMPROVEMENTS" ), true }, { QStringLiteral( "STRUCTURES_COVERAGE" ), lots }, { QStringLiteral( "OUTPUT" ), dir.filePath( name ) } };
    for ( auto it = extra.constBegin(); it != extra.constEnd(); ++it )
      parameters.insert( it.key(), it.value() );
    return screen( parameters );
  };

  // The default 'type' is absent: every structure counts, said once.
  Screened s = run( county, {}, QStringLiteral( "default.gpkg" ) );
  ASSERT_TRUE( s.run.ok ) << s.run.error.toStdString();
  EXPECT_EQ( s.run.warnings.count( adapted ), 1 ) << s.run.warnings.join( '\n' ).toStdString();
  EXPECT_EQ( s.run.warnings.filter( QStringLiteral( "have no type" ) ).size(), 0 ) << s.run.warnings.join( '\n' ).toStdString();
  EXPECT_EQ( s.byApn.value( QStringLiteral( "L1" ) ).attribute( QStringLiteral( "vacancy" ) ).toString(), QStringLiteral( "partially_vacant" ) );
  EXPECT_NEAR( s.byApn.value( QStringLiteral( "L1" ) ).attribute( QStringLiteral( "unimproved_sqft" ) ).toDouble(), 87120 - 100, 1e-3 );

  // The type field named: the oil well is not a structure, the lot is vacant.
  s = run( county, { { QStringLiteral( "STRUCTURE_TYPE_FIELD" ), QStringLiteral( "kind" ) } }, QStringLiteral( "named.gpkg" ) );
  ASSERT_TRUE( s.run.ok ) << s.run.error.toStdString();
  EXPECT_EQ( s.byApn.value( QStringLiteral( "L1" ) ).attribute( QStringLiteral( "vacancy" ) ).toString(), QStringLiteral( "vacant" ) );
  EXPECT_NEAR( s.byApn.value( QStringLiteral( "L1" ) ).attribute( QStringLiteral( "unimproved_sqft" ) ).toDouble(), 87120, 1e-3 );
  EXPECT_EQ( s.run.warnings.filter( QStringLiteral( "STRUCTURE_TYPE_FIELD" ) ).size(), 0 );

  // An empty value, what the dialog sends for a field box left blank, is not
  // given: the default 'type' is read, the oil well is not a structure (issue 49).
  s = run( typedLayer, { { QStringLiteral( "STRUCTURE_TYPE_FIELD" ), QString() } }, QStringLiteral( "blank.gpkg" ) );
  ASSERT_TRUE( s.run.ok ) << s.run.error.toStdString();
  EXPECT_EQ( s.byApn.value( QStringLiteral( "L1" ) ).attribute( QStringLiteral( "vacancy" ) ).toString(), QStringLiteral( "vacant" ) );
  EXPECT_EQ( s.run.warnings.filter( QStringLiteral( "STRUCTURE_TYPE_FIELD" ) ).size(), 0 ) << s.run.warnings.join( '\n' ).toStdString();
  // Left out on a layer that has it: the default is read.
  s = run( typedLayer, {}, QStringLiteral( "typed.gpkg" ) );
  ASSERT_TRUE( s.run.ok ) << s.run.error.toStdString();
  EXPECT_EQ( s.byApn.value( QStringLiteral( "L1" ) ).attribute( QStringLiteral( "vacancy" ) ).toString(), QStringLiteral( "vacant" ) );
}

TEST( VacantParcels, AnAbsentOwnerFieldMeansNoOwnerIsKnown )
{
  // Two adjoining 0.6-acre vacant lots (26,136 sq ft each): one owner's would join into 1.2 acres.
  QTemporaryDir dir;
  const QString lots = SwTestData::writeLayer( dir.filePath( QStringLiteral( "roll.gpkg" ) ), QStringLiteral( "lots" ), QStringLiteral( "MultiPolygon" ), QStringLiteral( "EPSG:2229" ), SwTestData::fields( { QStringLiteral( "apn:string" ) } ),
                                               { { rect( 0, 0, 130.68, 200 ), { QStringLiteral( "A" ) } }, { rect( 130.68, 0, 261.36, 200 ), { QStringLiteral( "B" ) } } } );
  const Screened s = screen( { { QStringLiteral( "PARCELS" ), lots }, { QStringLiteral( "VACANT_EXPRESSION" ), QStringLiteral( "true" ) }, { QStringLiteral( "OUTPUT" ), dir.filePath( QStringLiteral( "o.gpkg" ) ) } } );
  ASSERT_TRUE( s.run.ok ) << s.run.error.toStdString();
  EXPECT_EQ( s.run.warnings.count( QStringLiteral( "OWNER_FIELD: PARCELS layer 'lots' has no field 'owner'; no owner is known, so no parcels join as one owner's contiguous vacant parcel" ) ), 1 ) << s.run.warnings.join( '\n' ).toStdString();
  for ( const char *apn : { "A", "B" } )
  {
    EXPECT_EQ( s.byApn.value( apn ).attribute( QStringLiteral( "group_size" ) ).toInt(), 1 ) << apn;
    EXPECT_FALSE( s.byApn.value( apn ).attribute( QStringLiteral( "qualifies" ) ).toBool() ) << apn;
  }
}
