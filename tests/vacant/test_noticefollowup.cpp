/***************************************************************************
  test_noticefollowup.cpp: one notice walked through a year and more of the
  clerk's dates, against Signal Hill 12.16's vacant parcel provisions D
  (180 days from the mailing, extensions by the Director), E.2 (annual
  inspection), E.4 (notice of corrective action) and F (violation). Every
  date is worked out by hand: mailed Monday, January 4, 2027; day 180 is
  Saturday, July 3; Sunday, July 4 is Independence Day, observed Monday,
  July 5; so by CCP 12a the deadline is Tuesday, July 6, 2027.
 ***************************************************************************/
#include "core/compat.h"
#include "notices/swcsv.h"
#include "notices/swnoticecase.h"
#include "notices/swnoticedeadline.h"
#include "notices/swnoticefollowup.h"
#include "notices/swnoticeregister.h"
#include "swtestdata.h"
#include "swtestfeature.h"
#include "swtestfiles.h"
#include "swtestrun.h"

#include "qgseditformconfig.h"
#include "qgseditorwidgetsetup.h"
#include "qgsvectorlayer.h"

#include <QFile>
#include <QTemporaryDir>

#include <gtest/gtest.h>

namespace
{
  using Kind = SwNoticeFollowUp::Kind;
  using Status = SwNoticeCase::Status;

  SwNoticeFollowUp::Rules rules()
  {
    SwNoticeFollowUp::Rules r;
    r.inspectionMonths = 12;
    r.deadlineClause = QStringLiteral( "SHMC 12.16, vacant parcel provisions D" );
    r.inspectionClause = QStringLiteral( "SHMC 12.16, vacant parcel provisions E.2" );
    r.correctiveClause = QStringLiteral( "SHMC 12.16, vacant parcel provisions E.4" );
    r.violationClause = QStringLiteral( "SHMC 12.16, vacant parcel provisions F.1, F.2; 12.16.120(B)" );
    r.noticeClause = QStringLiteral( "SHMC 12.16, vacant parcel provisions B" );
    return r;
  }

  SwNoticeCase mailed()
  {
    SwNoticeCase c;
    c.noticeId = QStringLiteral( "VP-20270104-0001" );
    c.owner = QStringLiteral( "KESTREL RIDGE PARTNERS LLC" );
    c.ownerKey = c.owner;
    c.apns = QStringList{ QStringLiteral( "7002-001-001" ) };
    c.delivery = QStringLiteral( "mail" );
    c.noticeDate = QDate( 2027, 1, 4 );
    c.deadline = QDate( 2027, 7, 6 );
    c.status = Status::Noticed;
    c.statusDate = c.noticeDate;
    return c;
  }

  // Duarte's two lots, noticed the same day.
  SwNoticeCase mailedPair()
  {
    SwNoticeCase pair = mailed();
    pair.noticeId = QStringLiteral( "VP-20270104-0002" );
    pair.owner = QStringLiteral( "DUARTE,ROSALIND M" );
    pair.apns = QStringList{ QStringLiteral( "7003-001-002" ), QStringLiteral( "7003-001-003" ) };
    return pair;
  }

  QList<SwNoticeFollowUp::Item> dueOn( const SwNoticeCase &c, const QDate &today, int daysAhead = 30 )
  {
    return SwNoticeFollowUp( rules() ).due( { c }, today, daysAhead );
  }
} // namespace

TEST( NoticeFollowUp, TheDeadlineIsTheNoticesOwn )
{
  // The case file keeps the deadline the notice gave; the rule that made it is the notices' own.
  const SwNoticeDeadline::Deadline d = SwNoticeDeadline::compute( QDate( 2027, 1, 4 ), 180, SwNoticeDeadline::Rule::NextCourtDay );
  EXPECT_EQ( d.computed, QDate( 2027, 7, 3 ) );
  EXPECT_EQ( d.extended, mailed().deadline );
  EXPECT_EQ( SwNoticeFollowUp::dayWords( mailed().deadline ), QStringLiteral( "Tuesday, July 6, 2027" ) );
}

TEST( NoticeFollowUp, OneNoticeThroughAYear )
{
  SwNoticeCase c = mailed();

  // A month after the mailing: nothing due.
  EXPECT_TRUE( dueOn( c, QDate( 2027, 2, 1 ) ).isEmpty() );

  // June 10: the deadline is 26 days away, within the 30 asked.
  QList<SwNoticeFollowUp::Item> items = dueOn( c, QDate( 2027, 6, 10 ) );
  ASSERT_EQ( items.size(), 1 );
  EXPECT_EQ( items.at( 0 ).kind, Kind::DeadlineSoon );
  EXPECT_EQ( items.at( 0 ).due, QDate( 2027, 7, 6 ) );
  EXPECT_EQ( items.at( 0 ).noticeId, QStringLiteral( "VP-20270104-0001" ) );
  EXPECT_EQ( items.at( 0 ).apns, QStringList{ QStringLiteral( "7002-001-001" ) } );
  EXPECT_TRUE( items.at( 0 ).action.contains( QStringLiteral( "in 26 days (Tuesday, July 6, 2027)" ) ) ) << items.at( 0 ).action.toStdString();
  EXPECT_EQ( items.at( 0 ).clause, rules().deadlineClause );
  // Looking only a week ahead: not yet.
  EXPECT_TRUE( dueOn( c, QDate( 2027, 6, 10 ), 7 ).isEmpty() );

  // A plan is submitted and the Director grants time to Thursday, September 30.
  c.status = Status::PlanSubmitted;
  c.statusDate = QDate( 2027, 6, 15 );
  c.status = Status::ExtensionGranted;
  c.statusDate = QDate( 2027, 6, 30 );
  c.extendedTo = QDate( 2027, 9, 30 );
  EXPECT_EQ( c.complianceDate(), QDate( 2027, 9, 30 ) );
  // July 10: past the notice's deadline, but within the extension, and its end 82 days off.
  EXPECT_TRUE( dueOn( c, QDate( 2027, 7, 10 ) ).isEmpty() );

  // September 10: the extension ends in 20 days.
  items = dueOn( c, QDate( 2027, 9, 10 ) );
  ASSERT_EQ( items.size(), 1 );
  EXPECT_EQ( items.at( 0 ).kind, Kind::ExtensionEnding );
  EXPECT_EQ( items.at( 0 ).due, QDate( 2027, 9, 30 ) );
  EXPECT_TRUE( items.at( 0 ).action.contains( QStringLiteral( "ends in 20 days (Thursday, September 30, 2027)" ) ) ) << items.at( 0 ).action.toStdString();

  // The last day itself is not overdue.
  items = dueOn( c, QDate( 2027, 9, 30 ) );
  ASSERT_EQ( items.size(), 1 );
  EXPECT_EQ( items.at( 0 ).kind, Kind::ExtensionEnding );

  // October 5: overdue, five days past the extension, a plan submitted (F.2, not F.1).
  items = dueOn( c, QDate( 2027, 10, 5 ) );
  ASSERT_EQ( items.size(), 1 );
  EXPECT_EQ( items.at( 0 ).kind, Kind::Overdue );
  EXPECT_EQ( items.at( 0 ).due, QDate( 2027, 9, 30 ) );
  EXPECT_TRUE( items.at( 0 ).action.startsWith( QStringLiteral( "The extension to Thursday, September 30, 2027 ended 5 days ago with no measures installed: the owner is in violation" ) ) ) << items.at( 0 ).action.toStdString();
  EXPECT_FALSE( items.at( 0 ).action.contains( QStringLiteral( "no compliance plan" ) ) );
  EXPECT_EQ( items.at( 0 ).clause, QStringLiteral( "SHMC 12.16, vacant parcel provisions D; SHMC 12.16, vacant parcel provisions F.1, F.2; 12.16.120(B)" ) );

  // Measures installed October 12: nothing due until the inspection comes near.
  c.status = Status::MeasuresInstalled;
  c.installedOn = QDate( 2027, 10, 12 );
  c.statusDate = c.installedOn;
  EXPECT_TRUE( dueOn( c, QDate( 2027, 10, 15 ) ).isEmpty() );
  EXPECT_TRUE( dueOn( c, QDate( 2028, 9, 11 ) ).isEmpty() ); // the inspection 31 days off

  // September 20, 2028: the annual inspection is due October 12, 2028, in 22 days.
  items = dueOn( c, QDate( 2028, 9, 20 ) );
  ASSERT_EQ( items.size(), 1 );
  EXPECT_EQ( items.at( 0 ).kind, Kind::InspectionDue );
  EXPECT_EQ( items.at( 0 ).due, QDate( 2028, 10, 12 ) );
  EXPECT_TRUE( items.at( 0 ).action.contains( QStringLiteral( "due in 22 days (Thursday, October 12, 2028; last Tuesday, October 12, 2027)" ) ) ) << items.at( 0 ).action.toStdString();
  EXPECT_EQ( items.at( 0 ).clause, rules().inspectionClause );

  // Inspected October 12, 2028, not in compliance: the corrective notice is due; the next inspection a year on.
  c.status = Status::Inspected;
  c.inspectedOn = QDate( 2028, 10, 12 );
  c.inspectionPassed = false;
  items = dueOn( c, QDate( 2028, 10, 13 ) );
  ASSERT_EQ( items.size(), 1 );
  EXPECT_EQ( items.at( 0 ).kind, Kind::CorrectiveNotice );
  EXPECT_EQ( items.at( 0 ).due, QDate( 2028, 10, 12 ) );
  EXPECT_EQ( items.at( 0 ).clause, rules().correctiveClause );

  // The corrective notice went out October 20: nothing due.
  c.status = Status::CorrectiveSent;
  c.correctiveOn = QDate( 2028, 10, 20 );
  EXPECT_TRUE( dueOn( c, QDate( 2028, 10, 21 ) ).isEmpty() );

  // November 1, 2029: the inspection of October 12, 2029 was missed, 20 days ago.
  items = dueOn( c, QDate( 2029, 11, 1 ) );
  ASSERT_EQ( items.size(), 1 );
  EXPECT_EQ( items.at( 0 ).kind, Kind::InspectionDue );
  EXPECT_EQ( items.at( 0 ).due, QDate( 2029, 10, 12 ) );
  EXPECT_TRUE( items.at( 0 ).action.startsWith( QStringLiteral( "The inspection was due 20 days ago" ) ) ) << items.at( 0 ).action.toStdString();

  // Closed, withdrawn or referred: nothing more.
  for ( const Status done : { Status::Closed, Status::Withdrawn, Status::Referred } )
  {
    c.status = done;
    EXPECT_TRUE( dueOn( c, QDate( 2029, 11, 1 ) ).isEmpty() ) << SwNoticeCase::statusValue( done ).toStdString();
  }
}

TEST( NoticeFollowUp, NoPlanAndPastTheDeadlineIsF1 )
{
  const QList<SwNoticeFollowUp::Item> items = dueOn( mailed(), QDate( 2027, 7, 7 ) );
  ASSERT_EQ( items.size(), 1 );
  EXPECT_EQ( items.at( 0 ).kind, Kind::Overdue );
  EXPECT_EQ( items.at( 0 ).due, QDate( 2027, 7, 6 ) );
  EXPECT_TRUE( items.at( 0 ).action.startsWith( QStringLiteral( "The compliance deadline of Tuesday, July 6, 2027 passed yesterday with no measures installed and no compliance plan submitted" ) ) ) << items.at( 0 ).action.toStdString();
}

TEST( NoticeFollowUp, TheLatestScreeningClosesAndOpensCases )
{
  const SwNoticeCase vacantLot = mailed();
  const SwNoticeCase pair = mailedPair();
  SwNoticeCase offTheMap = mailed();
  offTheMap.noticeId = QStringLiteral( "VP-20270104-0003" );
  offTheMap.apns = QStringList{ QStringLiteral( "7099-001-001" ) };
  SwNoticeCase closed = mailed();
  closed.noticeId = QStringLiteral( "VP-20260104-0009" );
  closed.apns = QStringList{ QStringLiteral( "7008-001-005" ) };
  closed.status = Status::Closed;
  // One parcel decided and not qualifying, the other in the layer but left undecided there.
  SwNoticeCase halfDecided = mailed();
  halfDecided.noticeId = QStringLiteral( "VP-20270104-0004" );
  halfDecided.apns = QStringList{ QStringLiteral( "7008-001-006" ), QStringLiteral( "7000-001-001" ) };

  const QSet<QString> screened{ QStringLiteral( "7002-001-001" ), QStringLiteral( "7003-001-002" ), QStringLiteral( "7003-001-003" ), QStringLiteral( "7008-001-004" ), QStringLiteral( "7008-001-005" ), QStringLiteral( "7008-001-006" ) };
  const QMap<QString, QString> qualifying{ { QStringLiteral( "7003-001-002" ), QStringLiteral( "DUARTE,ROSALIND M" ) },
                                           { QStringLiteral( "7008-001-004" ), QStringLiteral( "ADAMS,KEVIN" ) },
                                           { QStringLiteral( "7008-001-005" ), QStringLiteral( "ADAMS,KEVIN" ) } };
  const QMap<QString, QString> undecided{ { QStringLiteral( "7000-001-001" ), QStringLiteral( "not evaluated: null_geometry" ) } };
  const QList<SwNoticeFollowUp::Item> items = SwNoticeFollowUp( rules() ).againstScreening( { vacantLot, pair, offTheMap, closed, halfDecided }, screened, qualifying, QDate( 2027, 3, 1 ), undecided );
  // The vacant lot no longer qualifies: to close. The pair still has one qualifying parcel. The parcel off
  // the screening, and the one the screening left undecided, are not decided: neither case is closed, and
  // the list says so and why. Adams's two parcels: one notice, the closed case's parcel among them.
  ASSERT_EQ( items.size(), 4 );
  EXPECT_EQ( items.at( 0 ).kind, Kind::ToClose );
  EXPECT_EQ( items.at( 0 ).noticeId, QStringLiteral( "VP-20270104-0001" ) );
  EXPECT_EQ( items.at( 1 ).kind, Kind::NotDecided );
  EXPECT_EQ( SwNoticeFollowUp::kindValue( items.at( 1 ).kind ), QStringLiteral( "not_decided" ) );
  EXPECT_EQ( items.at( 1 ).noticeId, QStringLiteral( "VP-20270104-0003" ) );
  EXPECT_EQ( items.at( 1 ).action, QStringLiteral( "Not decided whether the case can close: none of its screened parcels qualifies, but 7099-001-001 is not in the latest screening's layer (a screening of another area, or a parcel renumbered since); screen those parcels before closing it" ) );
  EXPECT_EQ( items.at( 2 ).kind, Kind::NotDecided );
  EXPECT_EQ( items.at( 2 ).noticeId, QStringLiteral( "VP-20270104-0004" ) );
  EXPECT_EQ( items.at( 2 ).action, QStringLiteral( "Not decided whether the case can close: none of its screened parcels qualifies, but the screening left 7000-001-001 (not evaluated: null_geometry) undecided; screen those parcels before closing it" ) );
  EXPECT_EQ( items.at( 3 ).kind, Kind::ToNotice );
  EXPECT_EQ( items.at( 3 ).owner, QStringLiteral( "ADAMS,KEVIN" ) );
  EXPECT_EQ( items.at( 3 ).apns, ( QStringList{ QStringLiteral( "7008-001-004" ), QStringLiteral( "7008-001-005" ) } ) );
  EXPECT_EQ( items.at( 3 ).clause, rules().noticeClause );
}

// The county's next roll writes the APNs as 10-digit AINs, without dashes:
// the same parcels, so no owner is noticed twice and the case still closes.
TEST( NoticeFollowUp, ARollWithoutDashesMatchesTheCases )
{
  const SwNoticeCase vacantLot = mailed();
  const SwNoticeCase pair = mailedPair();
  ASSERT_EQ( vacantLot.apns, QStringList{ QStringLiteral( "7002-001-001" ) } );

  const QSet<QString> screened{ QStringLiteral( "7002001001" ), QStringLiteral( "7003001002" ), QStringLiteral( "7003001003" ), QStringLiteral( "7008001004" ) };
  const QMap<QString, QString> qualifying{ { QStringLiteral( "7003001002" ), QStringLiteral( "DUARTE,ROSALIND M" ) },
                                           { QStringLiteral( "7003001003" ), QStringLiteral( "DUARTE,ROSALIND M" ) },
                                           { QStringLiteral( "7008001004" ), QStringLiteral( "ADAMS,KEVIN" ) } };
  const QList<SwNoticeFollowUp::Item> items = SwNoticeFollowUp( rules() ).againstScreening( { vacantLot, pair }, screened, qualifying, QDate( 2027, 3, 1 ) );
  // The vacant lot (7002-001-001 = 7002001001) no longer qualifies: to close. Duarte's parcels are held by
  // the open case: no second notice. Adams's parcel, new, is listed as the roll writes it.
  ASSERT_EQ( items.size(), 2 );
  EXPECT_EQ( items.at( 0 ).kind, Kind::ToClose );
  EXPECT_EQ( items.at( 0 ).noticeId, QStringLiteral( "VP-20270104-0001" ) );
  EXPECT_EQ( items.at( 1 ).kind, Kind::ToNotice );
  EXPECT_EQ( items.at( 1 ).owner, QStringLiteral( "ADAMS,KEVIN" ) );
  EXPECT_EQ( items.at( 1 ).apns, QStringList{ QStringLiteral( "7008001004" ) } );
}

TEST( NoticeFollowUp, StatusesReadAsTheDropDownStoresThem )
{
  QStringList values;
  for ( const Status status : SwNoticeCase::statuses() )
  {
    values << SwNoticeCase::statusValue( status );
    Status back = Status::Noticed;
    ASSERT_TRUE( SwNoticeCase::statusFromValue( SwNoticeCase::statusWords( status ), back ) ) << SwNoticeCase::statusWords( status ).toStdString();
    EXPECT_EQ( back, status );
  }
  EXPECT_EQ( values, ( QStringList{ QStringLiteral( "noticed" ), QStringLiteral( "plan_submitted" ), QStringLiteral( "plan_approved" ), QStringLiteral( "extension_granted" ), QStringLiteral( "measures_installed" ), QStringLiteral( "inspected" ), QStringLiteral( "corrective_notice_sent" ), QStringLiteral( "referred" ), QStringLiteral( "closed" ), QStringLiteral( "withdrawn" ) } ) );
  Status status = Status::Noticed;
  EXPECT_TRUE( SwNoticeCase::statusFromValue( QStringLiteral( " Extension Granted " ), status ) );
  EXPECT_EQ( status, Status::ExtensionGranted );
  EXPECT_FALSE( SwNoticeCase::statusFromValue( QStringLiteral( "paid" ), status ) );
}

// ---------------------------------------------------------------------------
// The algorithms: the register made into a case file, edited as the clerk
// would, and the follow-up run on it.
// ---------------------------------------------------------------------------
namespace
{
  //! A register as two runs of stormwater:vacantnotices leave it: two notices, then one recorded again and a parcel of the other gone.
  QString writeRegister( const QTemporaryDir &dir )
  {
    const QString path = dir.filePath( QStringLiteral( "notices-register.csv" ) );
    QFile file( path );
    if ( !file.open( QIODevice::WriteOnly ) )
      return QString();
    file.write( "run,notice_id,owner_key,owner,apns,notice_date,compliance_deadline,delivery,status,earlier_notice\n"
                "1,VP-20270104-0001,KESTREL RIDGE PARTNERS LLC,KESTREL RIDGE PARTNERS LLC,7002-001-001,2027-01-04,2027-07-06,mail,new,\n"
                "1,VP-20270104-0002,DUARTE ROSALIND M,\"DUARTE,ROSALIND M\",7003-001-002; 7003-001-003,2027-01-04,2027-07-06,posting,new,\n"
                "2,VP-20270104-0001,KESTREL RIDGE PARTNERS LLC,KESTREL RIDGE PARTNERS LLC,7002-001-001,2027-01-04,2027-07-06,mail,already noticed,\n"
                "2,,DUARTE ROSALIND M,,7003-001-003,2027-02-01,,,no longer qualifying,VP-20270104-0002\n" );
    return path;
  }
} // namespace

TEST( NoticeCaseFile, TheRegisterBecomesAnEditableCaseFileWithNothingLost )
{
  QTemporaryDir dir;
  const QString registerPath = writeRegister( dir );
  ASSERT_FALSE( registerPath.isEmpty() );
  const QByteArray before = [&]()
  { QFile f( registerPath ); f.open( QIODevice::ReadOnly ); return f.readAll(); }();
  const QString caseFile = dir.filePath( QStringLiteral( "cases.gpkg" ) ) + QStringLiteral( "|layername=notice_cases" );
  const SwTestRun::Result r = SwTestRun::run( QStringLiteral( "stormwater:noticecasefile" ), { { QStringLiteral( "REGISTER" ), registerPath }, { QStringLiteral( "OUTPUT" ), caseFile } } );
  ASSERT_TRUE( r.ok ) << r.error.toStdString();
  EXPECT_EQ( r.outputs.value( QStringLiteral( "CASES" ) ).toInt(), 2 );
  // The register is read, never changed.
  QFile after( registerPath );
  ASSERT_TRUE( after.open( QIODevice::ReadOnly ) );
  EXPECT_EQ( after.readAll(), before );

  std::unique_ptr<QgsVectorLayer> layer = SwTestData::openLayer( caseFile );
  ASSERT_TRUE( layer && layer->isValid() );
  ASSERT_EQ( layer->featureCount(), 2 );
  const QMap<QString, QgsFeature> byId = SwTestData::featuresBy( layer.get(), QStringLiteral( "notice_id" ) );
  const QgsFeature kestrel = byId.value( QStringLiteral( "VP-20270104-0001" ) );
  EXPECT_EQ( kestrel.attribute( QStringLiteral( "owner" ) ).toString(), QStringLiteral( "KESTREL RIDGE PARTNERS LLC" ) );
  EXPECT_EQ( kestrel.attribute( QStringLiteral( "notice_date" ) ).toDate(), QDate( 2027, 1, 4 ) );
  EXPECT_EQ( kestrel.attribute( QStringLiteral( "compliance_deadline" ) ).toDate(), QDate( 2027, 7, 6 ) );
  EXPECT_EQ( kestrel.attribute( QStringLiteral( "status" ) ).toString(), QStringLiteral( "noticed" ) );
  EXPECT_EQ( kestrel.attribute( QStringLiteral( "note" ) ).toString(), QStringLiteral( "run 2: already noticed" ) );
  const QgsFeature duarte = byId.value( QStringLiteral( "VP-20270104-0002" ) );
  EXPECT_EQ( duarte.attribute( QStringLiteral( "apns" ) ).toString(), QStringLiteral( "7003-001-002; 7003-001-003" ) );
  EXPECT_EQ( duarte.attribute( QStringLiteral( "delivery" ) ).toString(), QStringLiteral( "posting" ) );
  EXPECT_EQ( duarte.attribute( QStringLiteral( "note" ) ).toString(), QStringLiteral( "run 2 (2027-02-01): 7003-001-003 no longer qualifying" ) );

  // The form came with the table: a drop-down of the ten statuses, date pickers, the notice read-only.
  const QgsEditorWidgetSetup status = layer->editorWidgetSetup( layer->fields().lookupField( QStringLiteral( "status" ) ) );
  EXPECT_EQ( status.type(), QStringLiteral( "ValueMap" ) );
  const QVariantList map = status.config().value( QStringLiteral( "map" ) ).toList();
  ASSERT_EQ( map.size(), 10 );
  EXPECT_EQ( map.at( 3 ).toMap(), ( QVariantMap{ { QStringLiteral( "extension granted" ), QStringLiteral( "extension_granted" ) } } ) );
  EXPECT_EQ( layer->editorWidgetSetup( layer->fields().lookupField( QStringLiteral( "extended_to" ) ) ).type(), QStringLiteral( "DateTime" ) );
  EXPECT_EQ( layer->editorWidgetSetup( layer->fields().lookupField( QStringLiteral( "inspection_result" ) ) ).type(), QStringLiteral( "ValueMap" ) );
  EXPECT_TRUE( layer->editFormConfig().readOnly( layer->fields().lookupField( QStringLiteral( "notice_id" ) ) ) );
  EXPECT_EQ( layer->editorWidgetSetup( layer->fields().lookupField( QStringLiteral( "fid" ) ) ).type(), QStringLiteral( "Hidden" ) );
  EXPECT_FALSE( layer->editFormConfig().readOnly( layer->fields().lookupField( QStringLiteral( "status" ) ) ) );
  EXPECT_EQ( layer->attributeDisplayName( layer->fields().lookupField( QStringLiteral( "extended_to" ) ) ), QStringLiteral( "Extension granted to" ) );
}

TEST( NoticeCaseFile, TheFollowUpReadsWhatTheClerkSet )
{
  QTemporaryDir dir;
  const QString caseFile = dir.filePath( QStringLiteral( "cases.gpkg" ) ) + QStringLiteral( "|layername=notice_cases" );
  ASSERT_TRUE( SwTestRun::run( QStringLiteral( "stormwater:noticecasefile" ), { { QStringLiteral( "REGISTER" ), writeRegister( dir ) }, { QStringLiteral( "OUTPUT" ), caseFile } } ).ok );
  {
    // The clerk records the Director's extension for Kestrel Ridge, and Duarte's measures and a failed inspection.
    std::unique_ptr<QgsVectorLayer> layer = SwTestData::openLayer( caseFile );
    ASSERT_TRUE( layer->startEditing() );
    const QMap<QString, QgsFeature> byId = SwTestData::featuresBy( layer.get(), QStringLiteral( "notice_id" ) );
    const auto set = [&]( const char *id, const char *field, const QVariant &value )
    { ASSERT_TRUE( layer->changeAttributeValue( byId.value( QString::fromLatin1( id ) ).id(), layer->fields().lookupField( QString::fromLatin1( field ) ), value ) ); };
    set( "VP-20270104-0001", "status", QStringLiteral( "extension_granted" ) );
    set( "VP-20270104-0001", "extended_to", QDate( 2027, 9, 30 ) );
    set( "VP-20270104-0002", "status", QStringLiteral( "inspected" ) );
    set( "VP-20270104-0002", "installed_on", QDate( 2027, 5, 3 ) );
    set( "VP-20270104-0002", "inspected_on", QDate( 2027, 9, 1 ) );
    set( "VP-20270104-0002", "inspection_result", QStringLiteral( "failed" ) );
    ASSERT_TRUE( layer->commitChanges() );
  }
  const QString list = dir.filePath( QStringLiteral( "due.csv" ) );
  const SwTestRun::Result r = SwTestRun::run( QStringLiteral( "stormwater:noticefollowup" ), { { QStringLiteral( "CASES" ), caseFile }, { QStringLiteral( "DATE" ), QStringLiteral( "2027-09-10" ) }, { QStringLiteral( "PROFILE" ), QStringLiteral( "signal-hill" ) }, { QStringLiteral( "OUTPUT" ), list } } );
  ASSERT_TRUE( r.ok ) << r.error.toStdString();
  EXPECT_EQ( r.outputs.value( QStringLiteral( "DUE" ) ).toInt(), 2 );
  std::unique_ptr<QgsVectorLayer> due = SwTestData::openLayer( list );
  ASSERT_TRUE( due && due->isValid() );
  const QMap<QString, QgsFeature> byKind = SwTestData::featuresBy( due.get(), QStringLiteral( "due" ) );
  ASSERT_EQ( byKind.size(), 2 );
  const QgsFeature extension = byKind.value( QStringLiteral( "extension_ending" ) );
  EXPECT_EQ( extension.attribute( QStringLiteral( "notice_id" ) ).toString(), QStringLiteral( "VP-20270104-0001" ) );
  EXPECT_EQ( extension.attribute( QStringLiteral( "days" ) ).toInt(), 20 );
  EXPECT_EQ( extension.attribute( QStringLiteral( "due_date" ) ).toString(), QStringLiteral( "2027-09-30" ) );
  EXPECT_TRUE( extension.attribute( QStringLiteral( "clause" ) ).toString().startsWith( QStringLiteral( "SHMC 12.16, vacant parcel provisions D" ) ) );
  const QgsFeature corrective = byKind.value( QStringLiteral( "corrective_notice" ) );
  EXPECT_EQ( corrective.attribute( QStringLiteral( "notice_id" ) ).toString(), QStringLiteral( "VP-20270104-0002" ) );
  EXPECT_EQ( corrective.attribute( QStringLiteral( "days" ) ).toInt(), -9 );
  EXPECT_TRUE( corrective.attribute( QStringLiteral( "clause" ) ).toString().startsWith( QStringLiteral( "SHMC 12.16, vacant parcel provisions E.4" ) ) );

  // A status the drop-down does not have is refused with the notice and the value.
  {
    std::unique_ptr<QgsVectorLayer> layer = SwTestData::openLayer( caseFile );
    ASSERT_TRUE( layer->startEditing() );
    const QMap<QString, QgsFeature> byId = SwTestData::featuresBy( layer.get(), QStringLiteral( "notice_id" ) );
    ASSERT_TRUE( layer->changeAttributeValue( byId.value( QStringLiteral( "VP-20270104-0001" ) ).id(), layer->fields().lookupField( QStringLiteral( "status" ) ), QStringLiteral( "paid the fine" ) ) );
    ASSERT_TRUE( layer->commitChanges() );
  }
  const SwTestRun::Result bad = SwTestRun::run( QStringLiteral( "stormwater:noticefollowup" ), { { QStringLiteral( "CASES" ), caseFile }, { QStringLiteral( "DATE" ), QStringLiteral( "2027-09-10" ) }, { QStringLiteral( "OUTPUT" ), dir.filePath( QStringLiteral( "due2.csv" ) ) } } );
  ASSERT_FALSE( bad.ok );
  EXPECT_TRUE( bad.error.contains( QStringLiteral( "notice VP-20270104-0001: status 'paid the fine' is not one of noticed, plan_submitted" ) ) ) << bad.error.toStdString();
  EXPECT_FALSE( QFile::exists( dir.filePath( QStringLiteral( "due2.csv" ) ) ) );
}

// ---------------------------------------------------------------------------
// The letters the follow-up writes, read back with pdftotext. Dates by hand:
// the Director extended Kestrel Ridge's deadline to Thursday, September 30,
// 2027, 20 days after the follow-up of September 10; Duarte's measures
// failed the inspection of September 1, 2027; on October 5 the extension
// ended 5 days before.
// ---------------------------------------------------------------------------
namespace
{
  //! The latest screening: Kestrel Ridge mailed at Newport Beach, the Duarte lots now with a mailing address and Spanish asked for.
  //! The latest screening of the three lots; \a lotOwner and \a pairOwner the owners it gives 7002-001-001 and 7003-001-002 (as noticed, unless sold since).
  //! With \a repeatLot, a fourth parcel repeats 7002-001-001 (written 7002001001): the same owner at another address, not qualifying.
  QString writeScreening( const QTemporaryDir &dir, const char *lotOwner = "KESTREL RIDGE PARTNERS LLC", const char *pairOwner = "DUARTE,ROSALIND M", bool repeatLot = false )
  {
    const QgsFields fields = SwTestData::fields( { QStringLiteral( "apn:string" ), QStringLiteral( "qualifies:int" ), QStringLiteral( "owner:string" ), QStringLiteral( "mail_address:string" ), QStringLiteral( "mail_city:string" ), QStringLiteral( "mail_state:string" ), QStringLiteral( "mail_zip:string" ), QStringLiteral( "situs_address:string" ), QStringLiteral( "language:string" ) } );
    const auto lot = [&]( int n, const char *apn, const char *owner, const char *street, const char *city, const char *zip, const char *situs, const char *language )
    {
      return SwTestData::Row{ SwTestFeature::rect( n * 300, 0, n * 300 + 264, 198 ), { QString::fromLatin1( apn ), 1, QString::fromLatin1( owner ), QString::fromLatin1( street ), QString::fromLatin1( city ), QStringLiteral( "CA" ), QString::fromLatin1( zip ), QString::fromLatin1( situs ), QString::fromUtf8( language ) } };
    };
    std::vector<SwTestData::Row> rows{ lot( 0, "7002-001-001", lotOwner, "4400 MACARTHUR BLVD STE 900", "NEWPORT BEACH", "92660", "1801 E 15TH ST", "" ),
                                       lot( 1, "7003-001-002", pairOwner, "1803 E 16TH ST", "SIGNAL HILL", "90755", "1803 E 16TH ST", "Español" ),
                                       lot( 2, "7003-001-003", "DUARTE,ROSALIND M", "1803 E 16TH ST", "SIGNAL HILL", "90755", "1805 E 16TH ST", "" ) };
    if ( repeatLot )
    {
      rows.push_back( lot( 3, "7002001001", lotOwner, "PO BOX 12", "LONG BEACH", "90801", "1811 E 15TH ST", "" ) );
      rows.back().attributes[1] = 0;
    }
    return SwTestData::writeLayer( dir.filePath( QStringLiteral( "screened-%1%2.gpkg" ) ).arg( qHash( QByteArray( lotOwner ) + pairOwner ) ).arg( repeatLot ? QStringLiteral( "-repeated" ) : QString() ), QStringLiteral( "screened" ), QStringLiteral( "MultiPolygon" ), QStringLiteral( "EPSG:2229" ), fields, rows );
  }

  //! The case file of writeRegister() with the clerk's entries of September 2027.
  QString editedCaseFile( const QTemporaryDir &dir )
  {
    const QString caseFile = dir.filePath( QStringLiteral( "cases.gpkg" ) ) + QStringLiteral( "|layername=notice_cases" );
    if ( !SwTestRun::run( QStringLiteral( "stormwater:noticecasefile" ), { { QStringLiteral( "REGISTER" ), writeRegister( dir ) }, { QStringLiteral( "OUTPUT" ), caseFile } } ).ok )
      return QString();
    std::unique_ptr<QgsVectorLayer> layer = SwTestData::openLayer( caseFile );
    layer->startEditing();
    const QMap<QString, QgsFeature> byId = SwTestData::featuresBy( layer.get(), QStringLiteral( "notice_id" ) );
    const auto set = [&]( const char *id, const char *field, const QVariant &value )
    { layer->changeAttributeValue( byId.value( QString::fromLatin1( id ) ).id(), layer->fields().lookupField( QString::fromLatin1( field ) ), value ); };
    set( "VP-20270104-0001", "status", QStringLiteral( "extension_granted" ) );
    set( "VP-20270104-0001", "extended_to", QDate( 2027, 9, 30 ) );
    set( "VP-20270104-0002", "status", QStringLiteral( "inspected" ) );
    set( "VP-20270104-0002", "installed_on", QDate( 2027, 5, 3 ) );
    set( "VP-20270104-0002", "inspected_on", QDate( 2027, 9, 1 ) );
    set( "VP-20270104-0002", "inspection_result", QStringLiteral( "failed" ) );
    return layer->commitChanges() ? caseFile : QString();
  }

  //! pdftotext's text with its line breaks and runs of spaces made single spaces, and the font's fi and fl ligatures as letters.
  QString pageText( const QString &pdf, int page )
  {
    return SwTestFiles::pdfText( pdf, page ).simplified().replace( QChar( 0xFB01 ), QLatin1String( "fi" ) ).replace( QChar( 0xFB02 ), QLatin1String( "fl" ) );
  }
} // namespace

TEST( NoticeFollowUpLetters, AReminderAndACorrectiveNoticeInTheOwnersLanguage )
{
  QTemporaryDir dir;
  const QString caseFile = editedCaseFile( dir );
  ASSERT_FALSE( caseFile.isEmpty() );
  const QString pdf = dir.filePath( QStringLiteral( "letters.pdf" ) );
  const SwTestRun::Result r = SwTestRun::run( QStringLiteral( "stormwater:noticefollowup" ), { { QStringLiteral( "CASES" ), caseFile }, { QStringLiteral( "DATE" ), QStringLiteral( "2027-09-10" ) }, { QStringLiteral( "SCREENED" ), writeScreening( dir ) }, { QStringLiteral( "PROFILE" ), QStringLiteral( "signal-hill" ) }, { QStringLiteral( "OUTPUT" ), dir.filePath( QStringLiteral( "due.csv" ) ) }, { QStringLiteral( "LETTERS" ), pdf } } );
  ASSERT_TRUE( r.ok ) << r.error.toStdString();
  EXPECT_EQ( r.outputs.value( QStringLiteral( "LETTERS_WRITTEN" ) ).toInt(), 2 );
  ASSERT_EQ( SwTestFiles::pdfPages( pdf ), 2 );

  // Page 1: the reminder of the Director's extension, in English (the roll asks for none), mailed to Newport Beach.
  const QString reminder = pageText( pdf, 1 );
  for ( const char *expected : { "City of Signal Hill", "Date of this letter: September 10, 2027", "Regarding notice VP-20270104-0001 of January 4, 2027",
                                 "KESTREL RIDGE PARTNERS LLC 4400 MACARTHUR BLVD STE 900 NEWPORT BEACH, CA 92660", "REMINDER: YOUR COMPLIANCE DEADLINE IS September 30, 2027",
                                 "The Director granted additional time in writing", "no later than September 30, 2027, 20 days from the date of this letter", "APN 7002-001-001, 1801 E 15TH ST",
                                 "D. Time Frame for Compliance. Regardless of whether the compliance plan is approved or disapproved by the Director", "Director of Community Development" } )
    EXPECT_TRUE( reminder.contains( QString::fromUtf8( expected ) ) ) << expected << "\n"
                                                                      << reminder.toStdString();
  // A reminder quotes D alone; Qt's page numbers are not printed on letters to different owners.
  EXPECT_FALSE( reminder.contains( QStringLiteral( "E.4." ) ) );
  EXPECT_FALSE( reminder.endsWith( QStringLiteral( " 1" ) ) );

  // Page 2: the notice of corrective action, in Spanish as the roll asks, mailed now that the roll gives an address; the law quoted in English as enacted.
  const QString corrective = pageText( pdf, 2 );
  for ( const char *expected : { "Ciudad de Signal Hill", "Fecha de esta carta: 10 de septiembre de 2027", "AVISO DE ACCIÓN CORRECTIVA", "DUARTE,ROSALIND M 1803 E 16TH ST SIGNAL HILL, CA 90755",
                                 "el 1 de septiembre de 2027", "Reparar o reemplazar las medidas existentes", "APN 7003-001-002, 1803 E 16TH ST", "APN 7003-001-003, 1805 E 16TH ST",
                                 "E.4. If the vacant parcel is not in compliance, property owners will be notified in writing that corrective actions are required.",
                                 "E.4.a. Fixing or replacing the existing soil erosion and sediment control measures on the approved compliance plan; and" } )
    EXPECT_TRUE( corrective.contains( QString::fromUtf8( expected ) ) ) << expected << "\n"
                                                                        << corrective.toStdString();

  // October 5: the extension ended Thursday, September 30, five days before: a notice of violation citing F.1 and F.2.
  const QString later = dir.filePath( QStringLiteral( "october.pdf" ) );
  const SwTestRun::Result october = SwTestRun::run( QStringLiteral( "stormwater:noticefollowup" ), { { QStringLiteral( "CASES" ), caseFile }, { QStringLiteral( "DATE" ), QStringLiteral( "2027-10-05" ) }, { QStringLiteral( "SCREENED" ), writeScreening( dir ) }, { QStringLiteral( "OUTPUT" ), dir.filePath( QStringLiteral( "due-october.csv" ) ) }, { QStringLiteral( "LETTERS" ), later } } );
  ASSERT_TRUE( october.ok ) << october.error.toStdString();
  const QString violation = pageText( later, 1 );
  for ( const char *expected : { "NOTICE OF VIOLATION: THE COMPLIANCE DEADLINE HAS PASSED", "no later than September 30, 2027. That date passed 5 days ago", "F.2. Any property owner failing to construct the improvements", "Date of this letter: October 5, 2027" } )
    EXPECT_TRUE( violation.contains( QString::fromUtf8( expected ) ) ) << expected << "\n"
                                                                       << violation.toStdString();
}

// The lot was sold after the notice: its new owner (80 characters, as the
// county's roll allows) never received notice VP-20270104-0001, so no reminder
// goes out on it; the list says so, naming both owners, and what to do.
TEST( NoticeFollowUpLetters, AParcelSoldSinceTheNoticeGetsNoLetterAndTheListSaysWhy )
{
  QTemporaryDir dir;
  const QString caseFile = editedCaseFile( dir );
  ASSERT_FALSE( caseFile.isEmpty() );
  const char *buyer = "SAN GABRIEL VALLEY MUNICIPAL WATER AND LAND CONSERVATION TRUST OF LOS ANGELES CO";
  ASSERT_EQ( strlen( buyer ), 80u );
  const QString pdf = dir.filePath( QStringLiteral( "letters.pdf" ) );
  const QString list = dir.filePath( QStringLiteral( "due.csv" ) );
  const SwTestRun::Result r = SwTestRun::run( QStringLiteral( "stormwater:noticefollowup" ), { { QStringLiteral( "CASES" ), caseFile }, { QStringLiteral( "DATE" ), QStringLiteral( "2027-09-10" ) }, { QStringLiteral( "SCREENED" ), writeScreening( dir, buyer ) }, { QStringLiteral( "OUTPUT" ), list }, { QStringLiteral( "LETTERS" ), pdf } } );
  ASSERT_TRUE( r.ok ) << r.error.toStdString();
  // Only Duarte's notice of corrective action is written.
  EXPECT_EQ( r.outputs.value( QStringLiteral( "LETTERS_WRITTEN" ) ).toInt(), 1 );
  ASSERT_EQ( SwTestFiles::pdfPages( pdf ), 1 );
  EXPECT_TRUE( pageText( pdf, 1 ).contains( QStringLiteral( "DUARTE,ROSALIND M" ) ) );
  EXPECT_FALSE( pageText( pdf, 1 ).contains( QStringLiteral( "SAN GABRIEL" ) ) );

  std::unique_ptr<QgsVectorLayer> due = SwTestData::openLayer( list );
  ASSERT_TRUE( due && due->isValid() );
  const QMap<QString, QgsFeature> byId = SwTestData::featuresBy( due.get(), QStringLiteral( "notice_id" ) );
  ASSERT_TRUE( byId.contains( QStringLiteral( "VP-20270104-0001" ) ) );
  const QgsFeature line = byId.value( QStringLiteral( "VP-20270104-0001" ) );
  EXPECT_EQ( line.attribute( QStringLiteral( "due" ) ).toString(), QStringLiteral( "extension_ending" ) );
  EXPECT_TRUE( line.attribute( QStringLiteral( "action" ) ).toString().endsWith( QStringLiteral( " [VP-20270104-0001 (reminder): not decided, no letter written: the latest screening gives the owner of 7002-001-001 as SAN GABRIEL VALLEY MUNICIPAL WATER AND LAND CONSERVATION TRUST OF LOS ANGELES CO, not KESTREL RIDGE PARTNERS LLC as noticed; whether the new owner is bound by that notice is for the City to decide: notice the new owner (stormwater:vacantnotices) or record the decision in the case]" ) ) )
    << line.attribute( QStringLiteral( "action" ) ).toString().toStdString();

  // One of Duarte's two lots sold: her notice of corrective action is not written either, though she still owns the other.
  const QString pairList = dir.filePath( QStringLiteral( "due-pair.csv" ) );
  const SwTestRun::Result pair = SwTestRun::run( QStringLiteral( "stormwater:noticefollowup" ), { { QStringLiteral( "CASES" ), caseFile }, { QStringLiteral( "DATE" ), QStringLiteral( "2027-09-10" ) }, { QStringLiteral( "SCREENED" ), writeScreening( dir, "KESTREL RIDGE PARTNERS LLC", "ALVAREZ,MARCO" ) }, { QStringLiteral( "OUTPUT" ), pairList }, { QStringLiteral( "LETTERS" ), dir.filePath( QStringLiteral( "letters-pair.pdf" ) ) } } );
  ASSERT_TRUE( pair.ok ) << pair.error.toStdString();
  EXPECT_EQ( pair.outputs.value( QStringLiteral( "LETTERS_WRITTEN" ) ).toInt(), 1 );
  std::unique_ptr<QgsVectorLayer> pairDue = SwTestData::openLayer( pairList );
  ASSERT_TRUE( pairDue && pairDue->isValid() );
  const QString corrective = SwTestData::featuresBy( pairDue.get(), QStringLiteral( "notice_id" ) ).value( QStringLiteral( "VP-20270104-0002" ) ).attribute( QStringLiteral( "action" ) ).toString();
  EXPECT_TRUE( corrective.endsWith( QStringLiteral( " [VP-20270104-0002 (notice of corrective action): not decided, no letter written: the latest screening gives the owner of 7003-001-002 as ALVAREZ,MARCO, not DUARTE,ROSALIND M as noticed; whether the new owner is bound by that notice is for the City to decide: notice the new owner (stormwater:vacantnotices) or record the decision in the case]" ) ) )
    << corrective.toStdString();

  // Without LETTERS the list says it all the same: a clerk who runs the list alone is not told to enforce against a buyer.
  const QString listOnly = dir.filePath( QStringLiteral( "due-list-only.csv" ) );
  const SwTestRun::Result alone = SwTestRun::run( QStringLiteral( "stormwater:noticefollowup" ), { { QStringLiteral( "CASES" ), caseFile }, { QStringLiteral( "DATE" ), QStringLiteral( "2027-09-10" ) }, { QStringLiteral( "SCREENED" ), writeScreening( dir, buyer ) }, { QStringLiteral( "OUTPUT" ), listOnly } } );
  ASSERT_TRUE( alone.ok ) << alone.error.toStdString();
  std::unique_ptr<QgsVectorLayer> aloneDue = SwTestData::openLayer( listOnly );
  ASSERT_TRUE( aloneDue && aloneDue->isValid() );
  const QMap<QString, QgsFeature> aloneById = SwTestData::featuresBy( aloneDue.get(), QStringLiteral( "notice_id" ) );
  const QString kestrel = aloneById.value( QStringLiteral( "VP-20270104-0001" ) ).attribute( QStringLiteral( "action" ) ).toString();
  EXPECT_TRUE( kestrel.endsWith( QStringLiteral( " [VP-20270104-0001: not decided: the latest screening gives the owner of 7002-001-001 as SAN GABRIEL VALLEY MUNICIPAL WATER AND LAND CONSERVATION TRUST OF LOS ANGELES CO, not KESTREL RIDGE PARTNERS LLC as noticed; whether the new owner is bound by that notice is for the City to decide: notice the new owner (stormwater:vacantnotices) or record the decision in the case]" ) ) )
    << kestrel.toStdString();
  // Duarte still owns both her lots here: her line carries no note.
  EXPECT_FALSE( aloneById.value( QStringLiteral( "VP-20270104-0002" ) ).attribute( QStringLiteral( "action" ) ).toString().contains( QStringLiteral( "not decided" ) ) );
}

// Issue 47: the latest screening gives 7002-001-001 to two parcels (the
// second written 7002001001): one qualifies, mailed to Newport Beach; the
// other does not, mailed to a post office box in Long Beach. Before, the
// case stayed open on the first parcel's "qualifies" and its reminder was
// addressed from the last parcel read (PO BOX 12, LONG BEACH), with no word.
// Now the case is not decided, saying why, no letter goes out on it, and
// the log names the repeated APN.
TEST( NoticeFollowUpLetters, AnApnTheScreeningRepeatsLeavesItsCaseNotDecided )
{
  QTemporaryDir dir;
  const QString caseFile = editedCaseFile( dir );
  ASSERT_FALSE( caseFile.isEmpty() );
  const QString pdf = dir.filePath( QStringLiteral( "letters.pdf" ) );
  const QString list = dir.filePath( QStringLiteral( "due.csv" ) );
  const SwTestRun::Result r = SwTestRun::run( QStringLiteral( "stormwater:noticefollowup" ), { { QStringLiteral( "CASES" ), caseFile }, { QStringLiteral( "DATE" ), QStringLiteral( "2027-09-10" ) }, { QStringLiteral( "SCREENED" ), writeScreening( dir, "KESTREL RIDGE PARTNERS LLC", "DUARTE,ROSALIND M", true ) }, { QStringLiteral( "OUTPUT" ), list }, { QStringLiteral( "LETTERS" ), pdf } } );
  ASSERT_TRUE( r.ok ) << r.error.toStdString();
  EXPECT_TRUE( r.warnings.contains( QStringLiteral( "SCREENED: 1 APN(s) of layer 'screened' (field apn) name two or more parcels each: 7002-001-001 (2 parcels). Not decided for any case that holds them, and no letter is addressed from them; give each parcel its own APN" ) ) ) << r.warnings.join( '\n' ).toStdString();
  // Only Duarte's notice of corrective action is written; nothing goes to either address of 7002-001-001.
  EXPECT_EQ( r.outputs.value( QStringLiteral( "LETTERS_WRITTEN" ) ).toInt(), 1 );
  ASSERT_EQ( SwTestFiles::pdfPages( pdf ), 1 );
  EXPECT_TRUE( pageText( pdf, 1 ).contains( QStringLiteral( "DUARTE,ROSALIND M" ) ) );
  EXPECT_FALSE( pageText( pdf, 1 ).contains( QStringLiteral( "PO BOX 12" ) ) );
  EXPECT_FALSE( pageText( pdf, 1 ).contains( QStringLiteral( "NEWPORT BEACH" ) ) );

  std::unique_ptr<QgsVectorLayer> due = SwTestData::openLayer( list );
  ASSERT_TRUE( due && due->isValid() );
  const QgsFeature line = SwTestData::featuresBy( due.get(), QStringLiteral( "notice_id" ) ).value( QStringLiteral( "VP-20270104-0001" ) );
  EXPECT_EQ( line.attribute( QStringLiteral( "due" ) ).toString(), QStringLiteral( "not_decided" ) );
  EXPECT_EQ( line.attribute( QStringLiteral( "action" ) ).toString(), QStringLiteral( "Not decided whether the case can close: none of its screened parcels qualifies, but the screening left 7002-001-001 (APN 7002-001-001 names 2 parcels of SCREENED 'screened' (field apn, features 1, 4): which the case means, the data cannot say) undecided; screen those parcels before closing it. Its extension_ending line waits until then: no letter goes out on a case not decided" ) );
}

TEST( NoticeFollowUpLetters, RefusedWithoutAddressesOrWords )
{
  QTemporaryDir dir;
  const QString caseFile = editedCaseFile( dir );
  ASSERT_FALSE( caseFile.isEmpty() );
  const QVariantMap base{ { QStringLiteral( "CASES" ), caseFile }, { QStringLiteral( "DATE" ), QStringLiteral( "2027-09-10" ) }, { QStringLiteral( "OUTPUT" ), dir.filePath( QStringLiteral( "due.csv" ) ) }, { QStringLiteral( "LETTERS" ), dir.filePath( QStringLiteral( "letters.pdf" ) ) } };
  const SwTestRun::Result noScreening = SwTestRun::run( QStringLiteral( "stormwater:noticefollowup" ), base );
  ASSERT_FALSE( noScreening.ok );
  EXPECT_TRUE( noScreening.error.contains( QStringLiteral( "LETTERS: give the latest screening (SCREENED)" ) ) ) << noScreening.error.toStdString();
  QVariantMap cudahy = base;
  cudahy.insert( QStringLiteral( "SCREENED" ), writeScreening( dir ) );
  cudahy.insert( QStringLiteral( "PROFILE" ), QStringLiteral( "cudahy" ) );
  const SwTestRun::Result noWords = SwTestRun::run( QStringLiteral( "stormwater:noticefollowup" ), cudahy );
  ASSERT_FALSE( noWords.ok );
  EXPECT_TRUE( noWords.error.contains( QStringLiteral( "LETTERS: profile 'cudahy' has no notice text" ) ) ) << noWords.error.toStdString();
  // The roll itself (no screening's qualifies field) is refused by name, pointing to the main job's layer.
  QVariantMap roll = base;
  roll.insert( QStringLiteral( "SCREENED" ), SwTestData::sampleLayer( QStringLiteral( "parcels" ) ) );
  const SwTestRun::Result unscreened = SwTestRun::run( QStringLiteral( "stormwater:noticefollowup" ), roll );
  ASSERT_FALSE( unscreened.ok );
  EXPECT_TRUE( unscreened.error.contains( QStringLiteral( "SCREENED: layer 'parcels' has no field 'qualifies': give the main job's layer (stormwater:screenparcels OUTPUT)" ) ) ) << unscreened.error.toStdString();
  // Nothing is written by a refused run.
  EXPECT_FALSE( QFile::exists( dir.filePath( QStringLiteral( "letters.pdf" ) ) ) );
  EXPECT_FALSE( QFile::exists( dir.filePath( QStringLiteral( "due.csv" ) ) ) );
}

TEST( NoticeCaseFile, ALaterRegisterBringsTheClerksCaseFileUpToDate )
{
  QTemporaryDir dir;
  const QString kept = editedCaseFile( dir );
  ASSERT_FALSE( kept.isEmpty() );
  {
    // The city added a field of its own, and the clerk wrote a note.
    std::unique_ptr<QgsVectorLayer> layer = SwTestData::openLayer( kept );
    ASSERT_TRUE( layer->startEditing() );
    ASSERT_TRUE( layer->addAttribute( QgsField( QStringLiteral( "inspector" ), SW_VARIANT_TYPE( QString ) ) ) );
    const QMap<QString, QgsFeature> byId = SwTestData::featuresBy( layer.get(), QStringLiteral( "notice_id" ) );
    ASSERT_TRUE( layer->changeAttributeValue( byId.value( QStringLiteral( "VP-20270104-0002" ) ).id(), layer->fields().lookupField( QStringLiteral( "inspector" ) ), QStringLiteral( "R. OYELARAN" ) ) );
    ASSERT_TRUE( layer->changeAttributeValue( byId.value( QStringLiteral( "VP-20270104-0001" ) ).id(), layer->fields().lookupField( QStringLiteral( "note" ) ), QStringLiteral( "run 2: already noticed\nphoned the owner's engineer, March 3" ) ) );
    ASSERT_TRUE( layer->commitChanges() );
  }
  // Run 3 of March 1, 2027: a reminder to Kestrel Ridge and a notice to a new owner.
  {
    QFile file( dir.filePath( QStringLiteral( "notices-register.csv" ) ) );
    ASSERT_TRUE( file.open( QIODevice::Append ) );
    file.write( "3,VP-20270104-0001,KESTREL RIDGE PARTNERS LLC,KESTREL RIDGE PARTNERS LLC,7002-001-001,2027-01-04,2027-07-06,mail,reminder sent,\n"
                "3,VP-20270301-0001,OKAFOR FAMILY TRUST,OKAFOR FAMILY TRUST,7005-002-004,2027-03-01,2027-08-30,mail,new,\n" );
  }
  const QString updated = dir.filePath( QStringLiteral( "cases-march.gpkg" ) ) + QStringLiteral( "|layername=notice_cases" );
  const SwTestRun::Result r = SwTestRun::run( QStringLiteral( "stormwater:noticecasefile" ), { { QStringLiteral( "REGISTER" ), dir.filePath( QStringLiteral( "notices-register.csv" ) ) }, { QStringLiteral( "EARLIER" ), kept }, { QStringLiteral( "OUTPUT" ), updated } } );
  ASSERT_TRUE( r.ok ) << r.error.toStdString();
  EXPECT_EQ( r.outputs.value( QStringLiteral( "CASES" ) ).toInt(), 3 );
  EXPECT_EQ( r.outputs.value( QStringLiteral( "ADDED" ) ).toInt(), 1 );

  std::unique_ptr<QgsVectorLayer> layer = SwTestData::openLayer( updated );
  ASSERT_TRUE( layer && layer->isValid() );
  const QMap<QString, QgsFeature> byId = SwTestData::featuresBy( layer.get(), QStringLiteral( "notice_id" ) );
  ASSERT_EQ( byId.size(), 3 );
  // The clerk's entries, whole; the register's new row after the clerk's note.
  const QgsFeature kestrel = byId.value( QStringLiteral( "VP-20270104-0001" ) );
  EXPECT_EQ( kestrel.attribute( QStringLiteral( "status" ) ).toString(), QStringLiteral( "extension_granted" ) );
  EXPECT_EQ( kestrel.attribute( QStringLiteral( "extended_to" ) ).toDate(), QDate( 2027, 9, 30 ) );
  EXPECT_EQ( kestrel.attribute( QStringLiteral( "note" ) ).toString(), QStringLiteral( "run 2: already noticed\nphoned the owner's engineer, March 3\nrun 3: reminder sent" ) );
  const QgsFeature duarte = byId.value( QStringLiteral( "VP-20270104-0002" ) );
  EXPECT_EQ( duarte.attribute( QStringLiteral( "inspection_result" ) ).toString(), QStringLiteral( "failed" ) );
  EXPECT_EQ( duarte.attribute( QStringLiteral( "inspected_on" ) ).toDate(), QDate( 2027, 9, 1 ) );
  EXPECT_EQ( duarte.attribute( QStringLiteral( "inspector" ) ).toString(), QStringLiteral( "R. OYELARAN" ) );
  // The new notice, as the register gives it.
  const QgsFeature okafor = byId.value( QStringLiteral( "VP-20270301-0001" ) );
  EXPECT_EQ( okafor.attribute( QStringLiteral( "status" ) ).toString(), QStringLiteral( "noticed" ) );
  EXPECT_EQ( okafor.attribute( QStringLiteral( "compliance_deadline" ) ).toDate(), QDate( 2027, 8, 30 ) );
  EXPECT_TRUE( okafor.attribute( QStringLiteral( "inspector" ) ).isNull() );
  // The form came with the new table too.
  EXPECT_EQ( layer->editorWidgetSetup( layer->fields().lookupField( QStringLiteral( "status" ) ) ).type(), QStringLiteral( "ValueMap" ) );

  // The case file kept so far is read, never changed; writing over it is refused.
  std::unique_ptr<QgsVectorLayer> before = SwTestData::openLayer( kept );
  EXPECT_EQ( before->featureCount(), 2 );
  const SwTestRun::Result over = SwTestRun::run( QStringLiteral( "stormwater:noticecasefile" ), { { QStringLiteral( "REGISTER" ), dir.filePath( QStringLiteral( "notices-register.csv" ) ) }, { QStringLiteral( "EARLIER" ), kept }, { QStringLiteral( "OUTPUT" ), kept } } );
  EXPECT_FALSE( over.ok );
  before = SwTestData::openLayer( kept );
  EXPECT_EQ( before->featureCount(), 2 );
  EXPECT_EQ( SwTestData::featuresBy( before.get(), QStringLiteral( "notice_id" ) ).value( QStringLiteral( "VP-20270104-0001" ) ).attribute( QStringLiteral( "status" ) ).toString(), QStringLiteral( "extension_granted" ) );
}

// ---------------------------------------------------------------------------
// Owners a spreadsheet would run as formulas, and owners whose names truly
// begin with an apostrophe, taken from the register through the case file
// (a GeoPackage, and a CSV file) to the follow-up list as CSV. Each cell
// below is written by hand as the rule says: a leading =, +, -, @ or
// apostrophe gets one more apostrophe in front; RFC 4180 quotes a cell
// with a comma or a double quote and doubles its quotes.
// ---------------------------------------------------------------------------
namespace
{
  struct Hostile
  {
    const char *noticeId;
    const char *owner; //!< the owner's name as the roll gives it
    const char *cell;  //!< the cell as a CSV file must hold it (after RFC 4180 unquoting)
  };

  const Hostile HOSTILE[] = {
    { "VP-20270104-0001", "=HYPERLINK(\"http://x\",\"y\")", "'=HYPERLINK(\"http://x\",\"y\")" },
    { "VP-20270104-0002", "=cmd|' /C calc'!A0", "'=cmd|' /C calc'!A0" },
    { "VP-20270104-0003", "+1", "'+1" },
    { "VP-20270104-0004", "@SUM(1)", "'@SUM(1)" },
    { "VP-20270104-0005", "-2+3+cmd|' /C calc'!A0", "'-2+3+cmd|' /C calc'!A0" },
    { "VP-20270104-0006", "'=not a formula", "''=not a formula" },
    { "VP-20270104-0007", "''=x", "'''=x" },
    { "VP-20270104-0008", "'plain", "''plain" },
  };

  //! A register as stormwater:vacantnotices writes it for the eight owners: one notice each, mailed January 4, 2027, due July 6.
  QString writeHostileRegister( const QTemporaryDir &dir )
  {
    const QString path = dir.filePath( QStringLiteral( "hostile-register.csv" ) );
    QFile file( path );
    if ( !file.open( QIODevice::WriteOnly ) )
      return QString();
    file.write( "run,notice_id,owner_key,owner,apns,notice_date,compliance_deadline,delivery,status,earlier_notice\r\n"
                "1,VP-20270104-0001,HYPERLINK HTTP X Y,\"'=HYPERLINK(\"\"http://x\"\",\"\"y\"\")\",7002-001-001,2027-01-04,2027-07-06,mail,new,\r\n"
                "1,VP-20270104-0002,CMD C CALC A0,'=cmd|' /C calc'!A0,7002-001-002,2027-01-04,2027-07-06,mail,new,\r\n"
                "1,VP-20270104-0003,1,'+1,7002-001-003,2027-01-04,2027-07-06,mail,new,\r\n"
                "1,VP-20270104-0004,SUM 1,'@SUM(1),7002-001-004,2027-01-04,2027-07-06,mail,new,\r\n"
                "1,VP-20270104-0005,2 3 CMD C CALC A0,'-2+3+cmd|' /C calc'!A0,7002-001-005,2027-01-04,2027-07-06,mail,new,\r\n"
                "1,VP-20270104-0006,NOT A FORMULA,''=not a formula,7002-001-006,2027-01-04,2027-07-06,mail,new,\r\n"
                "1,VP-20270104-0007,X,'''=x,7002-001-007,2027-01-04,2027-07-06,mail,new,\r\n"
                "1,VP-20270104-0008,PLAIN,''plain,7002-001-008,2027-01-04,2027-07-06,mail,new,\r\n" );
    return path;
  }

  //! The cells of column \a name of a CSV file read by Python's csv module, by the notice_id on their row.
  QMap<QString, QString> rawColumn( const QString &path, const QString &name )
  {
    const QList<QStringList> rows = SwTestFiles::readCsv( path );
    QMap<QString, QString> cells;
    if ( rows.isEmpty() )
      return cells;
    const int id = rows.first().indexOf( QStringLiteral( "notice_id" ) );
    const int column = rows.first().indexOf( name );
    for ( int i = 1; i < rows.size(); ++i )
      cells.insert( rows.at( i ).value( id ), rows.at( i ).value( column ) );
    return cells;
  }

  //! The same column as the project's reader gives it back.
  QMap<QString, QString> readColumn( const QString &path, const QString &name )
  {
    const QList<QStringList> rows = SwCsv::read( path, QStringLiteral( "TEST" ) );
    QMap<QString, QString> values;
    if ( rows.isEmpty() )
      return values;
    const int id = rows.first().indexOf( QStringLiteral( "notice_id" ) );
    const int column = rows.first().indexOf( name );
    for ( int i = 1; i < rows.size(); ++i )
      values.insert( rows.at( i ).value( id ), rows.at( i ).value( column ) );
    return values;
  }

  //! Every owner of HOSTILE is in \a path's owner column, neutralised in the file and read back exactly.
  void expectEveryOwnerGuarded( const QString &path )
  {
    const QMap<QString, QString> raw = rawColumn( path, QStringLiteral( "owner" ) );
    const QMap<QString, QString> read = readColumn( path, QStringLiteral( "owner" ) );
    ASSERT_EQ( raw.size(), 8 ) << path.toStdString();
    for ( const Hostile &h : HOSTILE )
    {
      const QString id = QString::fromLatin1( h.noticeId );
      EXPECT_EQ( raw.value( id ), QString::fromLatin1( h.cell ) ) << h.noticeId << " in " << path.toStdString();
      EXPECT_TRUE( raw.value( id ).startsWith( '\'' ) ) << h.noticeId;
      EXPECT_EQ( read.value( id ), QString::fromLatin1( h.owner ) ) << h.noticeId << " in " << path.toStdString();
    }
  }
} // namespace

TEST( NoticeFollowUp, NoOwnerReachesTheClerksSpreadsheetAsAFormulaAndEachComesBackAsWritten )
{
  QTemporaryDir dir;
  const QString registerPath = writeHostileRegister( dir );
  ASSERT_FALSE( registerPath.isEmpty() );
  // The register itself reads back as written: "'=not a formula" is that owner's name, not a guarded "=not a formula".
  {
    const QList<QStringList> rows = SwNoticeRegister::read( registerPath, QStringLiteral( "REGISTER" ) );
    ASSERT_EQ( rows.size(), 8 );
    for ( int i = 0; i < 8; ++i )
      EXPECT_EQ( rows.at( i ).at( SwNoticeRegister::Owner ), QString::fromLatin1( HOSTILE[i].owner ) ) << HOSTILE[i].noticeId;
  }

  // The case file as a GeoPackage (the form's home) and as a CSV file.
  const QString caseGpkg = dir.filePath( QStringLiteral( "cases.gpkg" ) ) + QStringLiteral( "|layername=notice_cases" );
  const QString caseCsv = dir.filePath( QStringLiteral( "cases.csv" ) );
  for ( const QString &caseFile : { caseGpkg, caseCsv } )
  {
    const SwTestRun::Result made = SwTestRun::run( QStringLiteral( "stormwater:noticecasefile" ), { { QStringLiteral( "REGISTER" ), registerPath }, { QStringLiteral( "OUTPUT" ), caseFile } } );
    ASSERT_TRUE( made.ok ) << made.error.toStdString();
    EXPECT_EQ( made.outputs.value( QStringLiteral( "CASES" ) ).toInt(), 8 );
  }
  // The GeoPackage holds the names as they are (no spreadsheet opens it); the CSV file guards them.
  {
    std::unique_ptr<QgsVectorLayer> layer = SwTestData::openLayer( caseGpkg );
    const QMap<QString, QgsFeature> byId = SwTestData::featuresBy( layer.get(), QStringLiteral( "notice_id" ) );
    for ( const Hostile &h : HOSTILE )
      EXPECT_EQ( byId.value( QString::fromLatin1( h.noticeId ) ).attribute( QStringLiteral( "owner" ) ).toString(), QString::fromLatin1( h.owner ) ) << h.noticeId;
  }
  expectEveryOwnerGuarded( caseCsv );

  // June 10, 2027: every deadline is 26 days away; one line each, whichever case file.
  int n = 0;
  for ( const QString &caseFile : { caseGpkg, caseCsv } )
  {
    const QString list = dir.filePath( QStringLiteral( "due-%1.csv" ).arg( ++n ) );
    const SwTestRun::Result r = SwTestRun::run( QStringLiteral( "stormwater:noticefollowup" ), { { QStringLiteral( "CASES" ), caseFile }, { QStringLiteral( "DATE" ), QStringLiteral( "2027-06-10" ) }, { QStringLiteral( "OUTPUT" ), list } } );
    ASSERT_TRUE( r.ok ) << r.error.toStdString();
    EXPECT_EQ( r.outputs.value( QStringLiteral( "DUE" ) ).toInt(), 8 );
    expectEveryOwnerGuarded( list );
    // A number is a number: the days are not guarded.
    const QMap<QString, QString> days = rawColumn( list, QStringLiteral( "days" ) );
    EXPECT_EQ( days.value( QStringLiteral( "VP-20270104-0003" ) ), QStringLiteral( "26" ) );
    // The file's own bytes: the quoted formula is text behind its apostrophe.
    QFile file( list );
    ASSERT_TRUE( file.open( QIODevice::ReadOnly ) );
    EXPECT_TRUE( file.readAll().contains( "\"'=HYPERLINK(\"\"http://x\"\",\"\"y\"\")\"" ) );
  }
}

TEST( NoticeFollowUp, EveryValueReadsBackFromTheCsvWriterExactly )
{
  QTemporaryDir dir;
  const QString path = dir.filePath( QStringLiteral( "values.csv" ) );
  const QStringList values{ QStringLiteral( "=x" ), QStringLiteral( "'=x" ), QStringLiteral( "''=x" ), QStringLiteral( "'plain" ), QStringLiteral( "plain" ), QStringLiteral( "'" ), QString(), QStringLiteral( "-" ), QStringLiteral( "\t=x" ), QStringLiteral( "it's" ) };
  SwCsv::write( path, QStringLiteral( "TEST" ), { QStringLiteral( "value" ) }, [&]()
                {
    QList<QStringList> records;
    for ( const QString &value : values )
      records << QStringList{ value };
    return records; }() );
  QFile file( path );
  ASSERT_TRUE( file.open( QIODevice::ReadOnly ) );
  EXPECT_EQ( file.readAll(), QByteArray( "value\r\n'=x\r\n''=x\r\n'''=x\r\n''plain\r\nplain\r\n''\r\n\r\n'-\r\n'\t=x\r\nit's\r\n" ) );
  const QList<QStringList> read = SwCsv::read( path, QStringLiteral( "TEST" ) );
  ASSERT_EQ( read.size(), values.size() + 1 );
  for ( int i = 0; i < values.size(); ++i )
    EXPECT_EQ( read.at( i + 1 ), QStringList{ values.at( i ) } ) << i << ": " << values.at( i ).toStdString();
}
