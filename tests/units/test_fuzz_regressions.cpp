/***************************************************************************
  test_fuzz_regressions.cpp: what the fuzz targets (fuzz/) found, kept
  found. Each test names the target and the input it saved.

  fuzz_readers, input 0x02 + the double +infinity (base64 AgAAAAAAAPB/;
  fuzz/corpus/fuzz_readers/value-12, and the text "1e10" and "inf"):
  COMPLIANCE_DAYS passed "a whole number of days, 0 or more" and was
  converted to int, undefined behaviour for anything beyond an int (the
  deadline came out at INT_MIN days, in the past). Now refused beyond ten
  years, as is a profile's vacant.compliance_days.
 ***************************************************************************/
#include "swtestdata.h"
#include "swtestfeature.h"
#include "swtestrun.h"

#include "core/compat.h"
#include "core/swparameterreader.h"
#include "notices/swnoticedates.h"

#include "qgsapplication.h"
#include "qgsogrutils.h"
#include "qgsvectordataprovider.h"
#include "qgsvectorlayer.h"
#include "qgsexception.h"
#include "qgsprocessingalgorithm.h"
#include "qgsprocessingcontext.h"
#include "qgsprocessingregistry.h"

#include <QFileInfo>
#include <QTemporaryDir>

#include <geos_c.h>
#include <gtest/gtest.h>
#include <ogr_api.h>

#include <cmath>
#include <limits>

namespace
{
  //! The message SwNoticeDates throws for COMPLIANCE_DAYS = \a value, or "no error" with the days.
  QString complianceDaysError( const QVariant &value, double profileDays = 180 )
  {
    const QVariantMap parameters{ { QStringLiteral( "COMPLIANCE_DAYS" ), value } };
    QgsProcessingContext context;
    try
    {
      return QStringLiteral( "no error: %1" ).arg( SwNoticeDates::complianceDays( SwParameterReader( parameters, context ), QStringLiteral( "COMPLIANCE_DAYS" ), profileDays ) );
    }
    catch ( const QgsProcessingException &e )
    {
      return e.what();
    }
  }
} // namespace

TEST( FuzzRegressions, ComplianceDaysBeyondTenYearsAreRefused )
{
  const double infinity = std::numeric_limits<double>::infinity();
  const QString refused = QStringLiteral( "COMPLIANCE_DAYS must be a whole number of days from 0 to 3653 (ten years); got '%1'" );
  EXPECT_EQ( complianceDaysError( infinity ), refused.arg( QStringLiteral( "inf" ) ) );
  EXPECT_EQ( complianceDaysError( QStringLiteral( "inf" ) ), refused.arg( QStringLiteral( "inf" ) ) );
  EXPECT_EQ( complianceDaysError( QStringLiteral( "1e10" ) ), refused.arg( QStringLiteral( "1e10" ) ) );
  EXPECT_EQ( complianceDaysError( 2147483648.0 ), refused.arg( QStringLiteral( "2147483648" ) ) );
  EXPECT_EQ( complianceDaysError( 3654 ), refused.arg( QStringLiteral( "3654" ) ) );
  EXPECT_EQ( complianceDaysError( -infinity ), refused.arg( QStringLiteral( "-inf" ) ) );
  EXPECT_EQ( complianceDaysError( std::nan( "" ) ), refused.arg( QStringLiteral( "nan" ) ) );
  EXPECT_EQ( complianceDaysError( 30.5 ), refused.arg( QStringLiteral( "30.5" ) ) );
  // What is lawful is read as given.
  EXPECT_EQ( complianceDaysError( 3653 ), QStringLiteral( "no error: 3653" ) );
  EXPECT_EQ( complianceDaysError( QStringLiteral( "30" ) ), QStringLiteral( "no error: 30" ) );
  EXPECT_EQ( complianceDaysError( 0 ), QStringLiteral( "no error: 0" ) );
  EXPECT_EQ( complianceDaysError( QVariant(), 180 ), QStringLiteral( "no error: 180" ) );
  EXPECT_EQ( complianceDaysError( QString(), 90 ), QStringLiteral( "no error: 90" ) );
  // The profile's days when none are given: the same limit.
  EXPECT_EQ( complianceDaysError( QVariant(), 1e300 ), QStringLiteral( "The profile's vacant.compliance_days must be a whole number of days from 0 to 3653 (ten years); got 1e+300" ) );
}

TEST( FuzzRegressions, NoticeDateReadsAsBefore )
{
  const QgsProcessingAlgorithm *notices = QgsApplication::processingRegistry()->algorithmById( QStringLiteral( "stormwater:vacantnotices" ) );
  ASSERT_NE( notices, nullptr );
  const QgsProcessingParameterDefinition *definition = notices->parameterDefinition( QStringLiteral( "NOTICE_DATE" ) );
  QgsProcessingContext context;
  const QDate today( 2025, 3, 1 );
  EXPECT_EQ( SwNoticeDates::noticeDate( definition, QVariant(), context, today ), today );
  EXPECT_EQ( SwNoticeDates::noticeDate( definition, QString(), context, today ), today );
  EXPECT_EQ( SwNoticeDates::noticeDate( definition, QStringLiteral( "2024-12-31" ), context, today ), QDate( 2024, 12, 31 ) );
  EXPECT_EQ( SwNoticeDates::noticeDate( definition, QDate( 2026, 1, 2 ), context, today ), QDate( 2026, 1, 2 ) );
  EXPECT_EQ( SwNoticeDates::noticeDate( definition, QDateTime( QDate( 2026, 1, 2 ), QTime( 23, 59 ) ), context, today ), QDate( 2026, 1, 2 ) );
  try
  {
    SwNoticeDates::noticeDate( definition, QStringLiteral( "2025-02-30" ), context, today );
    FAIL() << "2025-02-30 was read as a date";
  }
  catch ( const QgsProcessingException &e )
  {
    EXPECT_EQ( e.what(), QStringLiteral( "NOTICE_DATE must be a date written 2026-12-15 or 12/15/2026 (month/day/year, the year in four digits); got '2025-02-30'" ) );
  }
}

TEST( NoticeDate, ReadsIsoAndUsFormsAndNamesThemOtherwise )
{
  const QgsProcessingAlgorithm *notices = QgsApplication::processingRegistry()->algorithmById( QStringLiteral( "stormwater:vacantnotices" ) );
  ASSERT_NE( notices, nullptr );
  const QgsProcessingParameterDefinition *definition = notices->parameterDefinition( QStringLiteral( "NOTICE_DATE" ) );
  QgsProcessingContext context;
  const QDate today( 2025, 3, 1 );
  const std::vector<std::pair<const char *, QDate>> read{
    { "2026-12-15", QDate( 2026, 12, 15 ) },
    { "12/15/2026", QDate( 2026, 12, 15 ) },
    { " 12/15/2026 ", QDate( 2026, 12, 15 ) },
    { "1/5/2026", QDate( 2026, 1, 5 ) },
    { "01/05/2026", QDate( 2026, 1, 5 ) }, // month first, as US forms are written
    { "2/29/2028", QDate( 2028, 2, 29 ) },
    { "2026-12-15T09:30:00", QDate( 2026, 12, 15 ) },
  };
  for ( const auto &row : read )
    EXPECT_EQ( SwNoticeDates::noticeDate( definition, QString::fromLatin1( row.first ), context, today ), row.second ) << row.first;
  // A two-digit year would be a guessed century; day-first and impossible dates are not dates here.
  for ( const char *text : { "12/15/26", "15/12/2026", "2/29/2027", "2026/12/15", "Dec 15, 2026", "tomorrow", "12-15-2026" } )
  {
    try
    {
      SwNoticeDates::noticeDate( definition, QString::fromLatin1( text ), context, today );
      ADD_FAILURE() << text << " was read as a date";
    }
    catch ( const QgsProcessingException &e )
    {
      EXPECT_EQ( e.what(), QStringLiteral( "NOTICE_DATE must be a date written 2026-12-15 or 12/15/2026 (month/day/year, the year in four digits); got '%1'" ).arg( QString::fromLatin1( text ) ) );
    }
  }
}

// The same input through the algorithm, as parcelscreen passes it
// (--COMPLIANCE_DAYS=inf): refused before anything is written.
TEST( FuzzRegressions, TheNoticesAlgorithmRefusesInfiniteComplianceDays )
{
  QTemporaryDir dir;
  const QgsFields fields = SwTestData::fields( { QStringLiteral( "apn:string" ), QStringLiteral( "qualifies:int" ), QStringLiteral( "owner:string" ), QStringLiteral( "mail_address:string" ), QStringLiteral( "mail_city:string" ), QStringLiteral( "mail_state:string" ), QStringLiteral( "mail_zip:string" ), QStringLiteral( "situs_address:string" ) } );
  const QString roll = SwTestData::writeLayer( dir.filePath( QStringLiteral( "roll.gpkg" ) ), QStringLiteral( "screened" ), QStringLiteral( "MultiPolygon" ), QStringLiteral( "EPSG:2229" ), fields,
                                               { { SwTestFeature::rect( 0, 0, 300, 300 ), { QStringLiteral( "9100-001-001" ), 1, QStringLiteral( "PACIFIC CREST HOLDINGS LLC" ), QStringLiteral( "1 WORLD TRADE CTR" ), QStringLiteral( "LONG BEACH" ), QStringLiteral( "CA" ), QStringLiteral( "90831" ), QStringLiteral( "2101 E 21ST ST" ) } } } );
  const QString mailing = dir.filePath( QStringLiteral( "mailing.csv" ) );
  const QString posting = dir.filePath( QStringLiteral( "posting.csv" ) );
  for ( const QString &days : { QStringLiteral( "inf" ), QStringLiteral( "1e10" ) } )
  {
    const SwTestRun::Result run = SwTestRun::run( QStringLiteral( "stormwater:vacantnotices" ), { { QStringLiteral( "INPUT" ), roll }, { QStringLiteral( "NOTICE_DATE" ), QStringLiteral( "2025-03-01" ) }, { QStringLiteral( "COMPLIANCE_DAYS" ), days }, { QStringLiteral( "OUTPUT_CSV" ), mailing }, { QStringLiteral( "POSTING_CSV" ), posting } } );
    EXPECT_FALSE( run.ok );
    EXPECT_EQ( run.error, QStringLiteral( "COMPLIANCE_DAYS must be a whole number of days from 0 to 3653 (ten years); got '%1'" ).arg( days ) );
    EXPECT_FALSE( QFileInfo::exists( mailing ) );
    EXPECT_FALSE( QFileInfo::exists( posting ) );
  }
}

// fuzz_geometry, fuzz/corpus/fuzz_geometry/topology-exception: a parcel
// whose WKB ring is not closed and reaches 1e151 ft, read as the OGR
// provider reads a GeoPackage, made GEOS throw a TopologyException ("side
// location conflict") in ESA adjacency, and the whole run failed. Now that
// parcel alone is written, not screened, with status geometry_error and a
// warning naming it; its neighbour is screened as before.
TEST( FuzzRegressions, AParcelGeosCannotMeasureIsWrittenNotScreened )
{
  // The first record of the saved input: a 102-byte WKB multipolygon.
  const QByteArray wkb = QByteArray::fromHex( "0106000000010000000103000000010000000500000000000000b6d100004100005818a53a4100000000e8d158410000000018a53a4196000000e8d1584100000000e0a53a4100000000b6d1584100000000e0a53a41000000455352495f584d4c5f50455352" );
  ASSERT_EQ( wkb.size(), 102 );
  OGRGeometryH ogr = nullptr;
  ASSERT_EQ( OGR_G_CreateFromWkbEx( wkb.constData(), nullptr, &ogr, wkb.size() ), OGRERR_NONE );
  const QgsGeometry broken = QgsOgrUtils::ogrGeometryToQgsGeometry( ogr );
  OGR_G_DestroyGeometry( ogr );

  QgsVectorLayer parcels( QStringLiteral( "MultiPolygon?crs=EPSG:2229&field=apn:string" ), QStringLiteral( "parcels" ), QStringLiteral( "memory" ) );
  QgsFeature first( parcels.fields() ), second( parcels.fields() );
  first.setGeometry( broken );
  first.setAttributes( QgsAttributes() << QStringLiteral( "P0001" ) );
  second.setGeometry( QgsGeometry::fromWkt( QStringLiteral( "MultiPolygon(((6506000 1746000, 6506100 1746000, 6506100 1746100, 6506000 1746100, 6506000 1746000)))" ) ) );
  second.setAttributes( QgsAttributes() << QStringLiteral( "P0002" ) );
  QgsFeatureList features{ first, second };
  ASSERT_TRUE( parcels.dataProvider()->addFeatures( features ) );
  QgsVectorLayer esa( QStringLiteral( "MultiPolygon?crs=EPSG:2229&field=name:string" ), QStringLiteral( "esa" ), QStringLiteral( "memory" ) );
  QgsFeature area( esa.fields() );
  area.setGeometry( QgsGeometry::fromWkt( QStringLiteral( "MultiPolygon(((6506400 1746400, 6506600 1746400, 6506600 1746600, 6506400 1746600, 6506400 1746400)))" ) ) );
  area.setAttributes( QgsAttributes() << QStringLiteral( "Hilltop habitat" ) );
  QgsFeatureList areas{ area };
  ASSERT_TRUE( esa.dataProvider()->addFeatures( areas ) );

  QTemporaryDir dir;
  const QString output = dir.filePath( QStringLiteral( "screened.gpkg" ) );
  const SwTestRun::Result run = SwTestRun::run( QStringLiteral( "stormwater:esaadjacency" ), { { QStringLiteral( "PARCELS" ), QVariant::fromValue( static_cast<QObject *>( &parcels ) ) }, { QStringLiteral( "SENSITIVE_AREAS" ), QVariantList{ QVariant::fromValue( static_cast<QObject *>( &esa ) ) } }, { QStringLiteral( "OUTPUT" ), output } } );
  ASSERT_TRUE( run.ok ) << run.error.toStdString();
  QgsVectorLayer screened( output, QStringLiteral( "screened" ), QStringLiteral( "ogr" ) );
  ASSERT_EQ( screened.featureCount(), 2 );
  QMap<QString, QPair<QString, QString>> rows;
  QgsFeatureIterator it = screened.getFeatures();
  QgsFeature feature;
  while ( it.nextFeature( feature ) )
    rows.insert( feature.attribute( QStringLiteral( "apn" ) ).toString(), { feature.attribute( QStringLiteral( "status" ) ).toString(), feature.attribute( QStringLiteral( "esa_relation" ) ).toString() } );
  ASSERT_EQ( rows.size(), 2 );
  // GEOS 3.13 (Debian 13) repairs and measures this parcel, GEOS 3.11
  // (Debian 12) throws on it: either way the run goes on and P0002 is screened.
  const bool geosThrows = SW_GEOS_VERSION_INT < 313;
  EXPECT_EQ( rows.value( QStringLiteral( "P0001" ) ).first, geosThrows ? QStringLiteral( "geometry_error" ) : QStringLiteral( "repaired" ) );
  // P0002's nearest corner (6506100, 1746100) is 300 ft east and north of the
  // area's (6506400, 1746400): sqrt(2) x 300 = 424.26 ft, beyond 200 ft.
  EXPECT_EQ( rows.value( QStringLiteral( "P0002" ) ), qMakePair( QStringLiteral( "ok" ), QStringLiteral( "outside" ) ) );
  EXPECT_EQ( run.warnings.filter( QStringLiteral( "Parcel P0001 could not be measured (TopologyException: side location conflict" ) ).size(), geosThrows ? 1 : 0 ) << run.warnings.join( '\n' ).toStdString();
}
