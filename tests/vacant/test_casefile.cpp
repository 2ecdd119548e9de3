/***************************************************************************
  test_casefile.cpp: a case file that cannot lie, and follow-up letters
  that follow the list (issue 46). Each test is a case file a clerk (or a
  spreadsheet, or another register) could leave, run through
  stormwater:noticecasefile and stormwater:noticefollowup, against Signal
  Hill 12.16, vacant parcel provisions D (compliance "no later than 180
  days from the date of the original mailing or posting, unless
  additional time is granted by the director"), E (inspections and
  corrections) and F (violation, enforced through 12.16.120(B)). Every
  date is worked out by hand: mailed Monday, January 4, 2027; day 180 is
  Saturday, July 3; Independence Day is observed Monday, July 5; by CCP
  12a the deadline is Tuesday, July 6, 2027. Mailed Monday, November 2,
  2026: day 180 is Saturday, May 1, 2027, so the deadline is Monday,
  May 3, 2027.
 ***************************************************************************/
#include "notices/swnoticecase.h"
#include "notices/swnoticefollowup.h"
#include "notices/swnoticeregister.h"
#include "swtestdata.h"
#include "swtestfeature.h"
#include "swtestfiles.h"
#include "swtestrun.h"

#include "qgsfeatureiterator.h"
#include "qgsvectorlayer.h"

#include <QFile>
#include <QTemporaryDir>

#include <gtest/gtest.h>

namespace
{
  const QByteArray REGISTER_HEADER = "run,notice_id,owner_key,owner,apns,notice_date,compliance_deadline,delivery,status,earlier_notice\n";

  //! Kestrel Ridge's lot and Duarte's two lots, noticed January 4, 2027, due July 6.
  const QByteArray TWO_NOTICES = "1,VP-20270104-0001,KESTREL RIDGE PARTNERS LLC,KESTREL RIDGE PARTNERS LLC,7002-001-001,2027-01-04,2027-07-06,mail,new,\n"
                                 "1,VP-20270104-0002,DUARTE ROSALIND M,\"DUARTE,ROSALIND M\",7003-001-002; 7003-001-003,2027-01-04,2027-07-06,mail,new,\n";

  QString writeRegister( const QTemporaryDir &dir, const QString &name, const QByteArray &rows )
  {
    const QString path = dir.filePath( name );
    QFile file( path );
    if ( !file.open( QIODevice::WriteOnly ) )
      return QString();
    file.write( REGISTER_HEADER + rows );
    return path;
  }

  //! The case file stormwater:noticecasefile makes of \a registerPath, as a GeoPackage table; empty when refused.
  QString makeCaseFile( const QTemporaryDir &dir, const QString &registerPath, const QString &name )
  {
    const QString caseFile = dir.filePath( name ) + QStringLiteral( "|layername=notice_cases" );
    return SwTestRun::run( QStringLiteral( "stormwater:noticecasefile" ), { { QStringLiteral( "REGISTER" ), registerPath }, { QStringLiteral( "OUTPUT" ), caseFile } } ).ok ? caseFile : QString();
  }

  //! Sets \a field of the case \a noticeId as a clerk (or a script) would.
  bool edit( const QString &caseFile, const char *noticeId, const char *field, const QVariant &value )
  {
    std::unique_ptr<QgsVectorLayer> layer = SwTestData::openLayer( caseFile );
    if ( !layer->startEditing() )
      return false;
    const QgsFeature feature = SwTestData::featuresBy( layer.get(), QStringLiteral( "notice_id" ) ).value( QString::fromLatin1( noticeId ) );
    return layer->changeAttributeValue( feature.id(), layer->fields().lookupField( QString::fromLatin1( field ) ), value ) && layer->commitChanges();
  }

  //! A parcel of the latest screening, mailed at its owner's address.
  struct Lot
  {
    const char *apn;
    int qualifies;
    const char *owner;
    const char *situs;
  };

  QString writeScreening( const QTemporaryDir &dir, const QString &name, const QList<Lot> &lots )
  {
    const QgsFields fields = SwTestData::fields( { QStringLiteral( "apn:string" ), QStringLiteral( "qualifies:int" ), QStringLiteral( "owner:string" ), QStringLiteral( "mail_address:string" ), QStringLiteral( "mail_city:string" ), QStringLiteral( "mail_state:string" ), QStringLiteral( "mail_zip:string" ), QStringLiteral( "situs_address:string" ) } );
    std::vector<SwTestData::Row> rows;
    for ( const Lot &lot : lots )
    {
      const double x = static_cast<double>( rows.size() ) * 300;
      rows.push_back( SwTestData::Row{ SwTestFeature::rect( x, 0, x + 264, 198 ), { QString::fromLatin1( lot.apn ), lot.qualifies, QString::fromLatin1( lot.owner ), QStringLiteral( "2175 CHERRY AVE" ), QStringLiteral( "SIGNAL HILL" ), QStringLiteral( "CA" ), QStringLiteral( "90755" ), QString::fromLatin1( lot.situs ) } } );
    }
    return SwTestData::writeLayer( dir.filePath( name ), QStringLiteral( "screened" ), QStringLiteral( "MultiPolygon" ), QStringLiteral( "EPSG:2229" ), fields, rows );
  }

  //! One line of the follow-up list, as the clerk reads it.
  struct Line
  {
    QString due, noticeId, apns, action;
  };

  QList<Line> readList( const QString &path )
  {
    QList<Line> lines;
    std::unique_ptr<QgsVectorLayer> layer = SwTestData::openLayer( path );
    QgsFeatureIterator it = layer->getFeatures();
    QgsFeature f;
    while ( it.nextFeature( f ) )
      lines << Line{ f.attribute( QStringLiteral( "due" ) ).toString(), f.attribute( QStringLiteral( "notice_id" ) ).toString(), f.attribute( QStringLiteral( "apns" ) ).toString(), f.attribute( QStringLiteral( "action" ) ).toString() };
    return lines;
  }

  QString dump( const QList<Line> &lines )
  {
    QString text;
    for ( const Line &line : lines )
      text += QStringLiteral( "%1 | %2 | %3 | %4\n" ).arg( line.due, line.noticeId, line.apns, line.action );
    return text;
  }

  SwTestRun::Result followUp( const QString &caseFile, const char *date, const QString &list, const QVariantMap &more = QVariantMap() )
  {
    QVariantMap parameters{ { QStringLiteral( "CASES" ), caseFile }, { QStringLiteral( "DATE" ), QString::fromLatin1( date ) }, { QStringLiteral( "PROFILE" ), QStringLiteral( "signal-hill" ) }, { QStringLiteral( "OUTPUT" ), list } };
    for ( auto it = more.cbegin(); it != more.cend(); ++it )
      parameters.insert( it.key(), it.value() );
    return SwTestRun::run( QStringLiteral( "stormwater:noticefollowup" ), parameters );
  }

  QString pageText( const QString &pdf, int page )
  {
    return SwTestFiles::pdfText( pdf, page ).simplified();
  }

  bool anyContains( const QStringList &messages, const QString &wanted )
  {
    return std::any_of( messages.cbegin(), messages.cend(), [&wanted]( const QString &message )
                        { return message.contains( wanted ); } );
  }
} // namespace

// D: the Director grants "additional time"; an extended_to of Friday, May 28, 2027 before the notice's own
// deadline of Tuesday, July 6 is no extension. Taken at its word, the follow-up of Sunday, May 30 (37 days
// before the legal deadline) called the owner in violation (F) and wrote a notice of violation. The case is
// not decided: one error line naming the notice and extended_to, a warning, no letter.
TEST( CaseFile, AnExtensionBeforeTheDeadlineIsAnErrorNotAViolation )
{
  QTemporaryDir dir;
  const QString caseFile = makeCaseFile( dir, writeRegister( dir, QStringLiteral( "register.csv" ), TWO_NOTICES ), QStringLiteral( "cases.gpkg" ) );
  ASSERT_FALSE( caseFile.isEmpty() );
  ASSERT_TRUE( edit( caseFile, "VP-20270104-0001", "status", QStringLiteral( "extension_granted" ) ) );
  ASSERT_TRUE( edit( caseFile, "VP-20270104-0001", "extended_to", QDate( 2027, 5, 28 ) ) );
  const QString list = dir.filePath( QStringLiteral( "due.csv" ) );
  const QString pdf = dir.filePath( QStringLiteral( "letters.pdf" ) );
  const QString screening = writeScreening( dir, QStringLiteral( "screened.gpkg" ), { { "7002-001-001", 1, "KESTREL RIDGE PARTNERS LLC", "1801 E 15TH ST" }, { "7003-001-002", 1, "DUARTE,ROSALIND M", "1803 E 16TH ST" }, { "7003-001-003", 1, "DUARTE,ROSALIND M", "1805 E 16TH ST" } } );
  const SwTestRun::Result r = followUp( caseFile, "2027-05-30", list, { { QStringLiteral( "SCREENED" ), screening }, { QStringLiteral( "LETTERS" ), pdf } } );
  ASSERT_TRUE( r.ok ) << r.error.toStdString();
  const QList<Line> lines = readList( list );
  // Duarte's deadline is 37 days off, past the 30 asked: nothing due for her.
  ASSERT_EQ( lines.size(), 1 ) << dump( lines ).toStdString();
  EXPECT_EQ( lines.at( 0 ).due, QStringLiteral( "error" ) );
  EXPECT_EQ( lines.at( 0 ).noticeId, QStringLiteral( "VP-20270104-0001" ) );
  const QString expected = QStringLiteral( "Not decided: notice VP-20270104-0001: extended_to 2027-05-28 is before its compliance_deadline 2027-07-06: an extension by the Director gives more time, never less; correct extended_to (or clear it)" );
  EXPECT_EQ( lines.at( 0 ).action, expected );
  EXPECT_TRUE( r.warnings.contains( expected ) ) << r.warnings.join( '\n' ).toStdString();
  EXPECT_EQ( r.outputs.value( QStringLiteral( "LETTERS_WRITTEN" ) ).toInt(), 0 );
  EXPECT_FALSE( QFile::exists( pdf ) );
}

// D and F: the owner is in violation when the deadline passed with no devices installed. An installed_on of
// Sunday, August 15, 2027 on the follow-up of Tuesday, July 20 (the deadline passed 14 days before) is a date
// to come, not a fact: the case was dropped as complied. It is not decided: an error line naming installed_on.
TEST( CaseFile, AnInstallationDateToComeIsAnErrorNotCompliance )
{
  QTemporaryDir dir;
  const QString caseFile = makeCaseFile( dir, writeRegister( dir, QStringLiteral( "register.csv" ), TWO_NOTICES ), QStringLiteral( "cases.gpkg" ) );
  ASSERT_FALSE( caseFile.isEmpty() );
  ASSERT_TRUE( edit( caseFile, "VP-20270104-0001", "status", QStringLiteral( "measures_installed" ) ) );
  ASSERT_TRUE( edit( caseFile, "VP-20270104-0001", "installed_on", QDate( 2027, 8, 15 ) ) );
  const QString list = dir.filePath( QStringLiteral( "due.csv" ) );
  const SwTestRun::Result r = followUp( caseFile, "2027-07-20", list );
  ASSERT_TRUE( r.ok ) << r.error.toStdString();
  const QList<Line> lines = readList( list );
  // Duarte's deadline passed 14 days ago with nothing installed: overdue, as before.
  ASSERT_EQ( lines.size(), 2 ) << dump( lines ).toStdString();
  EXPECT_EQ( lines.at( 0 ).due, QStringLiteral( "error" ) );
  EXPECT_EQ( lines.at( 0 ).noticeId, QStringLiteral( "VP-20270104-0001" ) );
  EXPECT_EQ( lines.at( 0 ).action, QStringLiteral( "Not decided: notice VP-20270104-0001: installed_on 2027-08-15 is after the date of the follow-up (2027-07-20): a date to come cannot be a fact; correct installed_on" ) );
  EXPECT_EQ( lines.at( 1 ).due, QStringLiteral( "overdue" ) );
  EXPECT_EQ( lines.at( 1 ).noticeId, QStringLiteral( "VP-20270104-0002" ) );
  EXPECT_TRUE( anyContains( r.warnings, QStringLiteral( "installed_on 2027-08-15" ) ) ) << r.warnings.join( '\n' ).toStdString();
}

// One notice is one case (B: the owner is notified; D and F follow that notice). A copy of Kestrel Ridge's row,
// set to closed, left the original listed overdue, "refer the case for enforcement", and nobody told of the
// copy. Both rows are named, neither is decided; bringing the case file up to date is refused by name.
TEST( CaseFile, ANoticeOnTwoRowsIsNamedNotAnswered )
{
  QTemporaryDir dir;
  const QString registerPath = writeRegister( dir, QStringLiteral( "register.csv" ), TWO_NOTICES );
  const QString caseFile = makeCaseFile( dir, registerPath, QStringLiteral( "cases.gpkg" ) );
  ASSERT_FALSE( caseFile.isEmpty() );
  {
    std::unique_ptr<QgsVectorLayer> layer = SwTestData::openLayer( caseFile );
    QgsFeature copy = SwTestData::featuresBy( layer.get(), QStringLiteral( "notice_id" ) ).value( QStringLiteral( "VP-20270104-0001" ) );
    ASSERT_EQ( copy.id(), 1 );
    ASSERT_TRUE( layer->startEditing() );
    copy.setAttribute( QStringLiteral( "status" ), QStringLiteral( "closed" ) );
    copy.setAttribute( QStringLiteral( "fid" ), QVariant() );
    ASSERT_TRUE( layer->addFeature( copy ) );
    ASSERT_TRUE( layer->commitChanges() );
    ASSERT_EQ( layer->featureCount(), 3 );
  }
  const QString list = dir.filePath( QStringLiteral( "due.csv" ) );
  const SwTestRun::Result r = followUp( caseFile, "2027-07-20", list );
  ASSERT_TRUE( r.ok ) << r.error.toStdString();
  const QList<Line> lines = readList( list );
  // Rows 1 (noticed) and 3 (the closed copy): an error line each; Duarte's (row 2) overdue.
  ASSERT_EQ( lines.size(), 3 ) << dump( lines ).toStdString();
  const QString expected = QStringLiteral( "Not decided: notice VP-20270104-0001: notice_id is on 2 rows of the case file (row 1: noticed; row 3: closed): one notice is one case, and which row is its record the data cannot say; keep one row" );
  EXPECT_EQ( lines.at( 0 ).due, QStringLiteral( "error" ) );
  EXPECT_EQ( lines.at( 0 ).action, expected );
  EXPECT_EQ( lines.at( 1 ).due, QStringLiteral( "overdue" ) );
  EXPECT_EQ( lines.at( 1 ).noticeId, QStringLiteral( "VP-20270104-0002" ) );
  EXPECT_EQ( lines.at( 2 ).due, QStringLiteral( "error" ) );
  EXPECT_EQ( lines.at( 2 ).action, expected );
  for ( const Line &line : lines )
    EXPECT_FALSE( line.noticeId == QStringLiteral( "VP-20270104-0001" ) && line.action.contains( QStringLiteral( "enforcement" ) ) ) << line.action.toStdString();

  const QString updated = dir.filePath( QStringLiteral( "cases-updated.gpkg" ) ) + QStringLiteral( "|layername=notice_cases" );
  const SwTestRun::Result merge = SwTestRun::run( QStringLiteral( "stormwater:noticecasefile" ), { { QStringLiteral( "REGISTER" ), registerPath }, { QStringLiteral( "EARLIER" ), caseFile }, { QStringLiteral( "OUTPUT" ), updated } } );
  ASSERT_FALSE( merge.ok );
  EXPECT_TRUE( merge.error.contains( QStringLiteral( "notice VP-20270104-0001 is on 2 rows of the case file kept so far (row 1, row 3): one notice is one case; keep one row" ) ) ) << merge.error.toStdString();
  EXPECT_FALSE( QFile::exists( dir.filePath( QStringLiteral( "cases-updated.gpkg" ) ) ) );
}

// Ids run VP-<date>-<n> in every register: another register's case file holds VP-20270104-0001 and -0002 for
// Okafor and Adams. Merged by id alone, Kestrel Ridge's and Duarte's notices got no case of their own and their
// parcels went to Okafor's and Adams's cases. A case is the register's notice only with the same owner; the
// collision is refused, both owners named, nothing written.
TEST( CaseFile, AnotherRegistersCaseFileIsRefusedNotMerged )
{
  QTemporaryDir dir;
  const QString other = makeCaseFile( dir, writeRegister( dir, QStringLiteral( "other-register.csv" ), "1,VP-20270104-0001,OKAFOR FAMILY TRUST,OKAFOR FAMILY TRUST,7005-002-004,2027-01-04,2027-07-06,mail,new,\n"
                                                                                                       "1,VP-20270104-0002,ADAMS KEVIN,\"ADAMS,KEVIN\",7008-001-004,2027-01-04,2027-07-06,mail,new,\n" ),
                                      QStringLiteral( "other-cases.gpkg" ) );
  ASSERT_FALSE( other.isEmpty() );
  const QString registerPath = writeRegister( dir, QStringLiteral( "register.csv" ), TWO_NOTICES );
  const QString updated = dir.filePath( QStringLiteral( "cases.gpkg" ) ) + QStringLiteral( "|layername=notice_cases" );
  const SwTestRun::Result r = SwTestRun::run( QStringLiteral( "stormwater:noticecasefile" ), { { QStringLiteral( "REGISTER" ), registerPath }, { QStringLiteral( "EARLIER" ), other }, { QStringLiteral( "OUTPUT" ), updated } } );
  ASSERT_FALSE( r.ok );
  EXPECT_TRUE( r.error.contains( QStringLiteral( "notice VP-20270104-0001 is to 'OKAFOR FAMILY TRUST' in the case file kept so far (row 1) but to 'KESTREL RIDGE PARTNERS LLC' in the register: the same id for another owner (is it another register's case file?)" ) ) ) << r.error.toStdString();
  EXPECT_TRUE( r.error.contains( QStringLiteral( "notice VP-20270104-0002 is to 'ADAMS,KEVIN' in the case file kept so far (row 2) but to 'DUARTE,ROSALIND M' in the register" ) ) ) << r.error.toStdString();
  EXPECT_TRUE( r.error.endsWith( QStringLiteral( "; nothing written" ) ) ) << r.error.toStdString();
  EXPECT_FALSE( QFile::exists( dir.filePath( QStringLiteral( "cases.gpkg" ) ) ) );

  // The register's own case file, kept so far, is brought up to date as before: the same ids, the same owners.
  const QString kept = makeCaseFile( dir, registerPath, QStringLiteral( "kept.gpkg" ) );
  ASSERT_FALSE( kept.isEmpty() );
  const SwTestRun::Result same = SwTestRun::run( QStringLiteral( "stormwater:noticecasefile" ), { { QStringLiteral( "REGISTER" ), registerPath }, { QStringLiteral( "EARLIER" ), kept }, { QStringLiteral( "OUTPUT" ), updated } } );
  ASSERT_TRUE( same.ok ) << same.error.toStdString();
  EXPECT_EQ( same.outputs.value( QStringLiteral( "CASES" ) ).toInt(), 2 );
  EXPECT_EQ( same.outputs.value( QStringLiteral( "ADDED" ) ).toInt(), 0 );
}

// D: the deadline is 180 days from the mailing, as the notice gave it and the register records it; more time
// comes from the Director, in extended_to. A compliance_deadline typed over (Monday, August 30 for Tuesday,
// July 6) hid the case on the follow-up of July 20 (14 days past the real deadline, 41 before the typed one)
// and survived bringing the case file up to date. Given the register, it is an error line naming both dates;
// bringing the case file up to date writes the register's deadline and says so.
TEST( CaseFile, ADeadlineEditedOutsideTheFormIsNotTheRegisters )
{
  QTemporaryDir dir;
  const QString registerPath = writeRegister( dir, QStringLiteral( "register.csv" ), TWO_NOTICES );
  const QString caseFile = makeCaseFile( dir, registerPath, QStringLiteral( "cases.gpkg" ) );
  ASSERT_FALSE( caseFile.isEmpty() );
  ASSERT_TRUE( edit( caseFile, "VP-20270104-0001", "compliance_deadline", QDate( 2027, 8, 30 ) ) );
  const QString list = dir.filePath( QStringLiteral( "due.csv" ) );
  const SwTestRun::Result r = followUp( caseFile, "2027-07-20", list, { { QStringLiteral( "REGISTER" ), registerPath } } );
  ASSERT_TRUE( r.ok ) << r.error.toStdString();
  QList<Line> lines = readList( list );
  ASSERT_EQ( lines.size(), 2 ) << dump( lines ).toStdString();
  EXPECT_EQ( lines.at( 0 ).due, QStringLiteral( "error" ) );
  EXPECT_EQ( lines.at( 0 ).noticeId, QStringLiteral( "VP-20270104-0001" ) );
  EXPECT_EQ( lines.at( 0 ).action, QStringLiteral( "Not decided: notice VP-20270104-0001: compliance_deadline 2027-08-30 in the case file, 2027-07-06 in the register: the notice's deadline is the register's (more time goes in extended_to); bring the case file up to date (stormwater:noticecasefile)" ) );
  EXPECT_EQ( lines.at( 1 ).due, QStringLiteral( "overdue" ) );
  EXPECT_EQ( lines.at( 1 ).noticeId, QStringLiteral( "VP-20270104-0002" ) );

  const QString updated = dir.filePath( QStringLiteral( "cases-updated.gpkg" ) ) + QStringLiteral( "|layername=notice_cases" );
  const SwTestRun::Result merge = SwTestRun::run( QStringLiteral( "stormwater:noticecasefile" ), { { QStringLiteral( "REGISTER" ), registerPath }, { QStringLiteral( "EARLIER" ), caseFile }, { QStringLiteral( "OUTPUT" ), updated } } );
  ASSERT_TRUE( merge.ok ) << merge.error.toStdString();
  const QString said = QStringLiteral( "compliance_deadline 2027-08-30 of the case file replaced by the register's 2027-07-06: the notice's deadline is the register's; more time goes in extended_to" );
  EXPECT_TRUE( merge.warnings.contains( QStringLiteral( "EARLIER: notice VP-20270104-0001: %1" ).arg( said ) ) ) << merge.warnings.join( '\n' ).toStdString();
  std::unique_ptr<QgsVectorLayer> layer = SwTestData::openLayer( updated );
  const QgsFeature kestrel = SwTestData::featuresBy( layer.get(), QStringLiteral( "notice_id" ) ).value( QStringLiteral( "VP-20270104-0001" ) );
  EXPECT_EQ( kestrel.attribute( QStringLiteral( "compliance_deadline" ) ).toDate(), QDate( 2027, 7, 6 ) );
  EXPECT_EQ( kestrel.attribute( QStringLiteral( "note" ) ).toString(), said );

  // The case file brought up to date: Kestrel Ridge is overdue on July 20, 14 days past Tuesday, July 6.
  const SwTestRun::Result again = followUp( updated, "2027-07-20", dir.filePath( QStringLiteral( "due-updated.csv" ) ), { { QStringLiteral( "REGISTER" ), registerPath } } );
  ASSERT_TRUE( again.ok ) << again.error.toStdString();
  lines = readList( dir.filePath( QStringLiteral( "due-updated.csv" ) ) );
  ASSERT_EQ( lines.size(), 2 ) << dump( lines ).toStdString();
  EXPECT_EQ( lines.at( 0 ).due, QStringLiteral( "overdue" ) );
  EXPECT_EQ( lines.at( 0 ).noticeId, QStringLiteral( "VP-20270104-0001" ) );
  EXPECT_TRUE( lines.at( 0 ).action.startsWith( QStringLiteral( "The compliance deadline of Tuesday, July 6, 2027 passed 14 days ago" ) ) ) << lines.at( 0 ).action.toStdString();
}

// The provisions bind a "Vacant Parcel" of one acre or more (definitions IIII, YYY, CCCC; C.1); D's devices and
// F's violation are that land's. On Thursday, June 10, 2027: Duarte's contiguous pair lost a lot to a house and
// 0.6 acre is left, so neither lot qualifies; Kestrel Ridge's lot, noticed November 2, 2026 (deadline Monday,
// May 3, 38 days past), no longer qualifies either; of Adams's two lots 7008-001-005 was built on and
// 7008-001-004 qualifies alone. Before, Duarte got a reminder for both lots beside "to close", Kestrel Ridge
// a notice of violation, Adams a reminder for both lots. Each case gets one decision: to close wins (no letter),
// and Adams's reminder names 7008-001-004 alone.
TEST( CaseFile, EachCaseGetsOneDecisionAndItsLetterFollowsIt )
{
  QTemporaryDir dir;
  const QString registerPath = writeRegister( dir, QStringLiteral( "register.csv" ), "1,VP-20261102-0001,KESTREL RIDGE PARTNERS LLC,KESTREL RIDGE PARTNERS LLC,7002-001-001,2026-11-02,2027-05-03,mail,new,\n"
                                                                                     "2,VP-20270104-0002,DUARTE ROSALIND M,\"DUARTE,ROSALIND M\",7003-001-002; 7003-001-003,2027-01-04,2027-07-06,mail,new,\n"
                                                                                     "2,VP-20270104-0003,ADAMS KEVIN,\"ADAMS,KEVIN\",7008-001-004; 7008-001-005,2027-01-04,2027-07-06,mail,new,\n" );
  const QString caseFile = makeCaseFile( dir, registerPath, QStringLiteral( "cases.gpkg" ) );
  ASSERT_FALSE( caseFile.isEmpty() );
  const QString screening = writeScreening( dir, QStringLiteral( "screened.gpkg" ), { { "7002-001-001", 0, "KESTREL RIDGE PARTNERS LLC", "1801 E 15TH ST" }, { "7003-001-002", 0, "DUARTE,ROSALIND M", "1803 E 16TH ST" }, { "7003-001-003", 0, "DUARTE,ROSALIND M", "1805 E 16TH ST" }, { "7008-001-004", 1, "ADAMS,KEVIN", "2101 E 20TH ST" }, { "7008-001-005", 0, "ADAMS,KEVIN", "2103 E 20TH ST" } } );
  const QString list = dir.filePath( QStringLiteral( "due.csv" ) );
  const QString pdf = dir.filePath( QStringLiteral( "letters.pdf" ) );
  const SwTestRun::Result r = followUp( caseFile, "2027-06-10", list, { { QStringLiteral( "SCREENED" ), screening }, { QStringLiteral( "LETTERS" ), pdf } } );
  ASSERT_TRUE( r.ok ) << r.error.toStdString();
  const QList<Line> lines = readList( list );
  ASSERT_EQ( lines.size(), 3 ) << dump( lines ).toStdString();
  EXPECT_EQ( lines.at( 0 ).due, QStringLiteral( "to_close" ) );
  EXPECT_EQ( lines.at( 0 ).noticeId, QStringLiteral( "VP-20261102-0001" ) );
  EXPECT_EQ( lines.at( 1 ).due, QStringLiteral( "to_close" ) );
  EXPECT_EQ( lines.at( 1 ).noticeId, QStringLiteral( "VP-20270104-0002" ) );
  EXPECT_EQ( lines.at( 2 ).due, QStringLiteral( "deadline_soon" ) );
  EXPECT_EQ( lines.at( 2 ).noticeId, QStringLiteral( "VP-20270104-0003" ) );
  EXPECT_EQ( lines.at( 2 ).apns, QStringLiteral( "7008-001-004" ) );
  EXPECT_EQ( lines.at( 2 ).action, QStringLiteral( "The compliance deadline is in 26 days (Tuesday, July 6, 2027) and no measures are installed yet: remind the owner (only 7008-001-004 named; 7008-001-005 no longer qualifies on the latest screening: the notice's demand lapses for that land)" ) );
  for ( const Line &line : lines )
    EXPECT_FALSE( line.action.contains( QStringLiteral( "enforcement" ) ) ) << line.action.toStdString();

  // One letter: Adams's reminder, naming the lot that still qualifies.
  EXPECT_EQ( r.outputs.value( QStringLiteral( "LETTERS_WRITTEN" ) ).toInt(), 1 );
  ASSERT_EQ( SwTestFiles::pdfPages( pdf ), 1 );
  const QString letter = pageText( pdf, 1 );
  EXPECT_TRUE( letter.contains( QStringLiteral( "REMINDER: YOUR COMPLIANCE DEADLINE IS July 6, 2027" ) ) ) << letter.toStdString();
  EXPECT_TRUE( letter.contains( QStringLiteral( "APN 7008-001-004, 2101 E 20TH ST" ) ) ) << letter.toStdString();
  EXPECT_FALSE( letter.contains( QStringLiteral( "7008-001-005" ) ) ) << letter.toStdString();
}

// The next roll is exported without dashes (4462065004 for 4462-065-004): the register's run 2 records the
// same six parcels so written. Each parcel is listed once however the roll writes it, as the register first
// did: three per case in the case file, the case file brought up to date, the list and the letters (six
// parcel lines in all, not twelve). Reminders of Thursday, June 10, 2027: 26 days before Tuesday, July 6.
TEST( CaseFile, ARollWithoutDashesListsEachParcelOnce )
{
  QTemporaryDir dir;
  const QByteArray runOne = "1,VP-20270104-0001,HARBOR VIEW HOLDINGS,HARBOR VIEW HOLDINGS LLC,4462-065-004; 4462-065-005; 4462-065-006,2027-01-04,2027-07-06,mail,new,\n"
                            "1,VP-20270104-0002,PACIFIC CREST,PACIFIC CREST LP,4462-066-001; 4462-066-002; 4462-066-003,2027-01-04,2027-07-06,mail,new,\n";
  const QByteArray runTwo = "2,VP-20270104-0001,HARBOR VIEW HOLDINGS,HARBOR VIEW HOLDINGS LLC,4462065004; 4462065005; 4462065006,2027-01-04,2027-07-06,mail,already noticed,\n"
                            "2,VP-20270104-0002,PACIFIC CREST,PACIFIC CREST LP,4462066001; 4462066002; 4462066003,2027-01-04,2027-07-06,mail,already noticed,\n";
  const QString kept = makeCaseFile( dir, writeRegister( dir, QStringLiteral( "register-1.csv" ), runOne ), QStringLiteral( "kept.gpkg" ) );
  const QString registerPath = writeRegister( dir, QStringLiteral( "register.csv" ), runOne + runTwo );
  const QString fresh = makeCaseFile( dir, registerPath, QStringLiteral( "cases.gpkg" ) );
  ASSERT_FALSE( kept.isEmpty() );
  ASSERT_FALSE( fresh.isEmpty() );
  const QString updated = dir.filePath( QStringLiteral( "cases-updated.gpkg" ) ) + QStringLiteral( "|layername=notice_cases" );
  ASSERT_TRUE( SwTestRun::run( QStringLiteral( "stormwater:noticecasefile" ), { { QStringLiteral( "REGISTER" ), registerPath }, { QStringLiteral( "EARLIER" ), kept }, { QStringLiteral( "OUTPUT" ), updated } } ).ok );
  for ( const QString &caseFile : { fresh, updated } )
  {
    std::unique_ptr<QgsVectorLayer> layer = SwTestData::openLayer( caseFile );
    const QMap<QString, QgsFeature> byId = SwTestData::featuresBy( layer.get(), QStringLiteral( "notice_id" ) );
    EXPECT_EQ( byId.value( QStringLiteral( "VP-20270104-0001" ) ).attribute( QStringLiteral( "apns" ) ).toString(), QStringLiteral( "4462-065-004; 4462-065-005; 4462-065-006" ) ) << caseFile.toStdString();
    EXPECT_EQ( byId.value( QStringLiteral( "VP-20270104-0002" ) ).attribute( QStringLiteral( "apns" ) ).toString(), QStringLiteral( "4462-066-001; 4462-066-002; 4462-066-003" ) ) << caseFile.toStdString();
  }

  const QString screening = writeScreening( dir, QStringLiteral( "screened.gpkg" ), { { "4462065004", 1, "HARBOR VIEW HOLDINGS LLC", "100 E WILLOW ST" }, { "4462065005", 1, "HARBOR VIEW HOLDINGS LLC", "104 E WILLOW ST" }, { "4462065006", 1, "HARBOR VIEW HOLDINGS LLC", "108 E WILLOW ST" }, { "4462066001", 1, "PACIFIC CREST LP", "200 E WILLOW ST" }, { "4462066002", 1, "PACIFIC CREST LP", "204 E WILLOW ST" }, { "4462066003", 1, "PACIFIC CREST LP", "208 E WILLOW ST" } } );
  const QString list = dir.filePath( QStringLiteral( "due.csv" ) );
  const QString pdf = dir.filePath( QStringLiteral( "letters.pdf" ) );
  const SwTestRun::Result r = followUp( fresh, "2027-06-10", list, { { QStringLiteral( "SCREENED" ), screening }, { QStringLiteral( "LETTERS" ), pdf } } );
  ASSERT_TRUE( r.ok ) << r.error.toStdString();
  const QList<Line> lines = readList( list );
  ASSERT_EQ( lines.size(), 2 ) << dump( lines ).toStdString();
  EXPECT_EQ( lines.at( 0 ).due, QStringLiteral( "deadline_soon" ) );
  EXPECT_EQ( lines.at( 0 ).apns, QStringLiteral( "4462-065-004; 4462-065-005; 4462-065-006" ) );
  EXPECT_EQ( lines.at( 1 ).apns, QStringLiteral( "4462-066-001; 4462-066-002; 4462-066-003" ) );
  ASSERT_EQ( SwTestFiles::pdfPages( pdf ), 2 );
  const QString first = pageText( pdf, 1 ), second = pageText( pdf, 2 );
  EXPECT_EQ( first.count( QStringLiteral( "APN 4462-" ) ), 3 ) << first.toStdString();
  EXPECT_EQ( second.count( QStringLiteral( "APN 4462-" ) ), 3 ) << second.toStdString();
  EXPECT_TRUE( first.contains( QStringLiteral( "APN 4462-065-004, 100 E WILLOW ST" ) ) ) << first.toStdString();
  EXPECT_FALSE( first.contains( QStringLiteral( "4462065004" ) ) ) << first.toStdString();
}

// The same one decision, read from the rules alone (no files), for the parcels the screening does not decide.
// On Wednesday, July 14, 2027, Kestrel Ridge's deadline of Tuesday, July 6 passed 8 days before; its lot
// 7002-001-001 no longer qualifies and 7002-001-002 is not in the screening's layer: whether the case closes
// is not decided, and no notice of violation waits beside it. Duarte's 7003-001-002 qualifies and her
// 7003-001-003 was left undecided (null geometry): her reminder (deadline Friday, July 30, 16 days off, an
// extension the Director granted) names 7003-001-002 alone and says why.
TEST( CaseFile, ACaseNotDecidedHoldsItsLettersBack )
{
  SwNoticeFollowUp::Rules rules;
  rules.deadlineClause = QStringLiteral( "SHMC 12.16, vacant parcel provisions D" );
  rules.violationClause = QStringLiteral( "SHMC 12.16, vacant parcel provisions F.1, F.2; 12.16.120(B)" );
  rules.noticeClause = QStringLiteral( "SHMC 12.16, vacant parcel provisions B" );
  SwNoticeCase kestrel;
  kestrel.noticeId = QStringLiteral( "VP-20270104-0001" );
  kestrel.owner = kestrel.ownerKey = QStringLiteral( "KESTREL RIDGE PARTNERS LLC" );
  kestrel.apns = QStringList{ QStringLiteral( "7002-001-001" ), QStringLiteral( "7002-001-002" ) };
  kestrel.noticeDate = QDate( 2027, 1, 4 );
  kestrel.deadline = QDate( 2027, 7, 6 );
  SwNoticeCase duarte = kestrel;
  duarte.noticeId = QStringLiteral( "VP-20270104-0002" );
  duarte.owner = QStringLiteral( "DUARTE,ROSALIND M" );
  duarte.ownerKey = QStringLiteral( "DUARTE ROSALIND M" );
  duarte.apns = QStringList{ QStringLiteral( "7003-001-002" ), QStringLiteral( "7003001002" ), QStringLiteral( "7003-001-003" ) };
  duarte.status = SwNoticeCase::Status::ExtensionGranted;
  duarte.extendedTo = QDate( 2027, 7, 30 );

  SwNoticeFollowUp::Screening screening;
  screening.screened = { QStringLiteral( "7002001001" ), QStringLiteral( "7003001002" ) };
  screening.qualifying = { { QStringLiteral( "7003001002" ), QStringLiteral( "DUARTE,ROSALIND M" ) } };
  screening.undecided = { { QStringLiteral( "7003001003" ), QStringLiteral( "not evaluated: null_geometry" ) } };
  const QList<SwNoticeFollowUp::Item> items = SwNoticeFollowUp( rules ).decide( { kestrel, duarte }, QDate( 2027, 7, 14 ), 30, &screening );
  ASSERT_EQ( items.size(), 2 );
  EXPECT_EQ( items.at( 0 ).kind, SwNoticeFollowUp::Kind::NotDecided );
  EXPECT_EQ( items.at( 0 ).action, QStringLiteral( "Not decided whether the case can close: none of its screened parcels qualifies, but 7002-001-002 is not in the latest screening's layer (a screening of another area, or a parcel renumbered since); screen those parcels before closing it. Its overdue line waits until then: no letter goes out on a case not decided" ) );
  EXPECT_EQ( items.at( 1 ).kind, SwNoticeFollowUp::Kind::ExtensionEnding );
  EXPECT_EQ( items.at( 1 ).apns, QStringList{ QStringLiteral( "7003-001-002" ) } );
  EXPECT_EQ( items.at( 1 ).action, QStringLiteral( "The extension the Director granted ends in 16 days (Friday, July 30, 2027) and no measures are installed yet: remind the owner (only 7003-001-002 named; the latest screening does not decide 7003-001-003: not demanded until it is screened)" ) );
}
