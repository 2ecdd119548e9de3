/***************************************************************************
  test_owneridentity.cpp: who the owner is (issue 46). Six different
  people named "BROWN, ANA" at six addresses are six owners, six notices,
  six register rows; one name written in two Unicode forms is one owner,
  and its contiguous acre qualifies; the roll's owner id decides; a parcel
  without an address joins only the one owner of its name; a register an
  earlier version wrote (owner keys by name alone) keeps every notice it
  records; the clerk's review table joins owners it marks "same" and
  refuses a word it does not know.

  Signal Hill 12.16, vacant parcel provisions B and D: "The affected
  property owners will be notified in writing", and comply "no later than
  180 days from the date of the original mailing or posting": a notice
  mailed to one Ana Brown starts no clock for another; definition YYY:
  contiguous vacant parcels are those "of the same owner".
 ***************************************************************************/
#include "core/swowner.h"
#include "core/swowneridentity.h"
#include "notices/swnoticehistory.h"

#include "swtestdata.h"
#include "swtestfeature.h"
#include "swtestfiles.h"
#include "swtestrun.h"

#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>

#include <gtest/gtest.h>

namespace
{
  using Row = SwTestData::Row;
  using SwTestFeature::rect;
  using SwTestFiles::readCsv;

  // The six Ana Browns: each an owner-occupant at her own address (the roll spells the name three ways).
  struct Brown
  {
    const char *apn;
    const char *owner;
    QStringList mail;
    const char *key;
  };
  const std::vector<Brown> &browns()
  {
    static const std::vector<Brown> sBrowns{
      { "8800-001-001", "BROWN, ANA", { "123 MAIN ST", "MALIBU", "CA", "90265" }, "BROWN ANA @ 123 MAIN ST|MALIBU|CA|90265" },
      { "8800-001-002", "Brown, Ana", { "45 OAK AVE", "LONG BEACH", "CA", "90807" }, "BROWN ANA @ 45 OAK AVE|LONG BEACH|CA|90807" },
      { "8800-001-003", "BROWN ANA", { "9 PINE RD", "TORRANCE", "CA", "90501" }, "BROWN ANA @ 9 PINE RD|TORRANCE|CA|90501" },
      { "8800-001-004", "BROWN, ANA", { "700 ELM ST", "LAKEWOOD", "CA", "90712-3301" }, "BROWN ANA @ 700 ELM ST|LAKEWOOD|CA|90712" },
      { "8800-001-005", "BROWN, ANA", { "18 BAY BLVD", "SAN PEDRO", "CA", "90731" }, "BROWN ANA @ 18 BAY BLVD|SAN PEDRO|CA|90731" },
      { "8800-001-006", "Brown, Ana", { "2 CEDAR LN", "CARSON", "CA", "90745" }, "BROWN ANA @ 2 CEDAR LN|CARSON|CA|90745" },
    };
    return sBrowns;
  }
  // The keys in key order, the order the notices and the review table come in.
  const QStringList SORTED_KEYS{ QStringLiteral( "BROWN ANA @ 123 MAIN ST|MALIBU|CA|90265" ), QStringLiteral( "BROWN ANA @ 18 BAY BLVD|SAN PEDRO|CA|90731" ), QStringLiteral( "BROWN ANA @ 2 CEDAR LN|CARSON|CA|90745" ),
                                 QStringLiteral( "BROWN ANA @ 45 OAK AVE|LONG BEACH|CA|90807" ), QStringLiteral( "BROWN ANA @ 700 ELM ST|LAKEWOOD|CA|90712" ), QStringLiteral( "BROWN ANA @ 9 PINE RD|TORRANCE|CA|90501" ) };

  SwOwnerIdentity::Parcel party( const QString &apn, const QString &owner, const QStringList &mail = {}, const QString &id = QString() )
  {
    return { apn, owner, id, mail.value( 0 ), mail.value( 1 ), mail.value( 2 ), mail.value( 3 ) };
  }

  // The Ana Browns' qualifying lots, 132 x 198 ft (0.6 acre) each, 200 ft apart.
  QString writeBrowns( const QString &path )
  {
    const QgsFields fields = SwTestData::fields( { QStringLiteral( "apn:string" ), QStringLiteral( "qualifies:int" ), QStringLiteral( "owner:string" ), QStringLiteral( "mail_address:string" ), QStringLiteral( "mail_city:string" ), QStringLiteral( "mail_state:string" ), QStringLiteral( "mail_zip:string" ), QStringLiteral( "situs_address:string" ) } );
    std::vector<Row> rows;
    int n = 0;
    for ( const Brown &brown : browns() )
    {
      QVariantList attributes{ QString::fromLatin1( brown.apn ), 1, QString::fromLatin1( brown.owner ) };
      for ( const QString &part : brown.mail )
        attributes << part;
      attributes << QStringLiteral( "%1 E 21ST ST" ).arg( 2100 + 2 * n );
      rows.push_back( { rect( n * 200, 0, n * 200 + 132, 198 ), attributes } );
      ++n;
    }
    return SwTestData::writeLayer( path, QStringLiteral( "screened" ), QStringLiteral( "MultiPolygon" ), QStringLiteral( "EPSG:2229" ), fields, rows );
  }

  struct NoticeRun
  {
    SwTestRun::Result run;
    QList<QStringList> mailing;
  };

  NoticeRun notices( const QString &input, const QString &dir, const QVariantMap &extra = QVariantMap() )
  {
    QVariantMap parameters{ { QStringLiteral( "INPUT" ), input }, { QStringLiteral( "NOTICE_DATE" ), QStringLiteral( "2025-03-01" ) }, { QStringLiteral( "OUTPUT_CSV" ), dir + QStringLiteral( "/mailing.csv" ) }, { QStringLiteral( "POSTING_CSV" ), dir + QStringLiteral( "/posting.csv" ) } };
    for ( auto it = extra.constBegin(); it != extra.constEnd(); ++it )
      parameters.insert( it.key(), it.value() );
    NoticeRun r;
    r.run = SwTestRun::run( QStringLiteral( "stormwater:vacantnotices" ), parameters );
    if ( r.run.ok )
      r.mailing = readCsv( dir + QStringLiteral( "/mailing.csv" ) );
    return r;
  }

  QString cell( const QList<QStringList> &table, int row, const char *column )
  {
    return table.value( row ).value( table.value( 0 ).indexOf( QString::fromLatin1( column ) ) );
  }

  void writeText( const QString &path, const QByteArray &text )
  {
    QFile file( path );
    ASSERT_TRUE( file.open( QIODevice::WriteOnly ) );
    file.write( text );
  }

  QByteArray readText( const QString &path )
  {
    QFile file( path );
    return file.open( QIODevice::ReadOnly ) ? file.readAll() : QByteArray();
  }
} // namespace

// Finding 1, the rule: the same name at six addresses is six owners, each keyed by name and address.
TEST( OwnerIdentity, SixNamesakesAtSixAddressesAreSixOwners )
{
  std::vector<SwOwnerIdentity::Parcel> parcels;
  for ( const Brown &brown : browns() )
    parcels.push_back( party( QString::fromLatin1( brown.apn ), QString::fromLatin1( brown.owner ), brown.mail ) );
  const SwOwnerIdentity::Identified identified = SwOwnerIdentity::identify( parcels );
  ASSERT_EQ( identified.keys.size(), 6u );
  for ( size_t i = 0; i < 6; ++i )
    EXPECT_EQ( identified.keys[i], QString::fromLatin1( browns()[i].key ) );
  EXPECT_EQ( identified.owners.size(), 6 );
  EXPECT_EQ( identified.sameName.keys(), QStringList{ QStringLiteral( "BROWN ANA" ) } );
  EXPECT_EQ( identified.sameName.value( QStringLiteral( "BROWN ANA" ) ), SORTED_KEYS );
  EXPECT_EQ( identified.owners.value( SORTED_KEYS.at( 4 ) ).mail, QStringLiteral( "700 ELM ST, LAKEWOOD, CA 90712-3301" ) );
}

// Finding 2, the key: "DUARTÉ" with U+00C9 and "DUARTE" + U+0301 are one name (NFKC).
TEST( OwnerIdentity, OneNameInTwoUnicodeFormsIsOneOwner )
{
  const QString precomposed = QStringLiteral( "DUART\u00c9, ROSALIND M" );
  const QString combining = QStringLiteral( "DUARTE\u0301, ROSALIND M" );
  ASSERT_NE( precomposed, combining );
  EXPECT_EQ( SwOwner::key( precomposed ), QStringLiteral( "DUART\u00c9 ROSALIND M" ) );
  EXPECT_EQ( SwOwner::key( combining ), QStringLiteral( "DUART\u00c9 ROSALIND M" ) );
  // Compatibility forms read as their letters: a full-width name, a ligature.
  EXPECT_EQ( SwOwner::key( QStringLiteral( "\uff22\uff32\uff2f\uff37\uff2e, ANA" ) ), QStringLiteral( "BROWN ANA" ) );
  EXPECT_EQ( SwOwner::key( QStringLiteral( "\ufb01eld co" ) ), QStringLiteral( "FIELD" ) );
  const QStringList mail{ QStringLiteral( "3700 E WILLOW ST" ), QStringLiteral( "LONG BEACH" ), QStringLiteral( "CA" ), QStringLiteral( "90815" ) };
  const SwOwnerIdentity::Identified identified = SwOwnerIdentity::identify( { party( QStringLiteral( "7003-001-001" ), precomposed, mail ), party( QStringLiteral( "7003-001-002" ), combining, mail ) } );
  EXPECT_EQ( identified.keys[0], QStringLiteral( "DUART\u00c9 ROSALIND M @ 3700 E WILLOW ST|LONG BEACH|CA|90815" ) );
  EXPECT_EQ( identified.keys[1], identified.keys[0] );
  EXPECT_TRUE( identified.sameName.isEmpty() );
}

// The roll's owner id: one id is one owner however name and address are written; an empty id falls back to name and address.
TEST( OwnerIdentity, TheRollsOwnerIdDecides )
{
  const QStringList main{ QStringLiteral( "123 MAIN ST" ), QStringLiteral( "MALIBU" ), QStringLiteral( "CA" ), QStringLiteral( "90265" ) };
  const QStringList oak{ QStringLiteral( "45 OAK AVE" ), QStringLiteral( "LONG BEACH" ), QStringLiteral( "CA" ), QStringLiteral( "90807" ) };
  const QStringList pine{ QStringLiteral( "9 PINE RD" ), QStringLiteral( "TORRANCE" ), QStringLiteral( "CA" ), QStringLiteral( "90501" ) };
  const SwOwnerIdentity::Identified identified = SwOwnerIdentity::identify( {
    party( QStringLiteral( "1" ), QStringLiteral( "BROWN, ANA" ), main, QStringLiteral( "4471" ) ),
    party( QStringLiteral( "2" ), QStringLiteral( "Brown, Ana M." ), oak, QStringLiteral( " 4471 " ) ),
    // No id, at the id owner's name and address: the roll left the id out.
    party( QStringLiteral( "3" ), QStringLiteral( "BROWN ANA" ), main ),
    // No id, another address: another owner.
    party( QStringLiteral( "4" ), QStringLiteral( "BROWN ANA" ), pine, QString() ),
    // Another id at the same name and address: the roll says another owner.
    party( QStringLiteral( "5" ), QStringLiteral( "BROWN ANA" ), main, QStringLiteral( "9001" ) ),
  } );
  EXPECT_EQ( identified.keys[0], QStringLiteral( "BROWN ANA @ ID:4471" ) );
  EXPECT_EQ( identified.keys[1], QStringLiteral( "BROWN ANA @ ID:4471" ) );
  // Two id owners at 123 MAIN ST: which one parcel 3 belongs to is not decided, so it is its own.
  EXPECT_EQ( identified.keys[2], QStringLiteral( "BROWN ANA @ 123 MAIN ST|MALIBU|CA|90265" ) );
  EXPECT_EQ( identified.keys[3], QStringLiteral( "BROWN ANA @ 9 PINE RD|TORRANCE|CA|90501" ) );
  EXPECT_EQ( identified.keys[4], QStringLiteral( "BROWN ANA @ ID:9001" ) );
  EXPECT_EQ( identified.owners.value( QStringLiteral( "BROWN ANA @ ID:4471" ) ).apns, ( QStringList{ QStringLiteral( "1" ), QStringLiteral( "2" ) } ) );

  const SwOwnerIdentity::Identified one = SwOwnerIdentity::identify( { party( QStringLiteral( "1" ), QStringLiteral( "BROWN, ANA" ), main, QStringLiteral( "4471" ) ), party( QStringLiteral( "3" ), QStringLiteral( "BROWN ANA" ), main ) } );
  EXPECT_EQ( one.keys[1], QStringLiteral( "BROWN ANA @ ID:4471" ) );
}

/*
 * A parcel without a complete mailing address has only its name: it joins
 * the owner of that name when exactly one owner of the name has an address
 * or an id (the notice then reaches that address); with none, the name's
 * parcels are one owner known by name (posted, as before); with two or
 * more, joining either is a guess that starts someone's 180 days unseen:
 * it is its own owner, keyed by its APN, and goes to the review table.
 */
TEST( OwnerIdentity, AParcelWithoutAnAddressJoinsOnlyTheOneOwnerOfItsName )
{
  const QStringList a{ QStringLiteral( "5 ELM ST" ), QStringLiteral( "LAKEWOOD" ), QStringLiteral( "CA" ), QStringLiteral( "90712" ) };
  const QStringList b{ QStringLiteral( "PO BOX 8812" ), QStringLiteral( "SCOTTSDALE" ), QStringLiteral( "AZ" ), QStringLiteral( "85251" ) };
  const QStringList noZip{ QStringLiteral( "5 ELM ST" ), QStringLiteral( "LAKEWOOD" ), QStringLiteral( "CA" ) };
  const SwOwnerIdentity::Identified identified = SwOwnerIdentity::identify( {
    party( QStringLiteral( "X1" ), QStringLiteral( "XAVIER HOLDINGS LLC" ), a ),
    party( QStringLiteral( "X2" ), QStringLiteral( "Xavier Holdings" ), noZip ),
    party( QStringLiteral( "Y1" ), QStringLiteral( "YOUNG, PAT" ), a ),
    party( QStringLiteral( "Y2" ), QStringLiteral( "YOUNG, PAT" ), b ),
    party( QStringLiteral( "Y3" ), QStringLiteral( "YOUNG, PAT" ) ),
    party( QStringLiteral( "Z1" ), QStringLiteral( "ZED TRUST" ) ),
    party( QStringLiteral( "Z2" ), QStringLiteral( "ZED" ), noZip ),
    party( QStringLiteral( "U1" ), QString(), a ),
  } );
  EXPECT_EQ( identified.keys[0], QStringLiteral( "XAVIER HOLDINGS @ 5 ELM ST|LAKEWOOD|CA|90712" ) );
  EXPECT_EQ( identified.keys[1], QStringLiteral( "XAVIER HOLDINGS @ 5 ELM ST|LAKEWOOD|CA|90712" ) );
  EXPECT_EQ( identified.keys[2], QStringLiteral( "YOUNG PAT @ 5 ELM ST|LAKEWOOD|CA|90712" ) );
  EXPECT_EQ( identified.keys[3], QStringLiteral( "YOUNG PAT @ PO BOX 8812|SCOTTSDALE|AZ|85251" ) );
  EXPECT_EQ( identified.keys[4], QStringLiteral( "YOUNG PAT @ PARCEL Y3" ) );
  EXPECT_EQ( identified.keys[5], QStringLiteral( "ZED" ) );
  EXPECT_EQ( identified.keys[6], QStringLiteral( "ZED" ) );
  EXPECT_EQ( identified.keys[7], QString() );
  EXPECT_EQ( identified.sameName.keys(), QStringList{ QStringLiteral( "YOUNG PAT" ) } );
  EXPECT_EQ( identified.sameName.value( QStringLiteral( "YOUNG PAT" ) ).size(), 3 );
}

TEST( OwnerIdentity, KeysOfEveryVersionReadTheirName )
{
  using namespace SwOwnerIdentity;
  EXPECT_EQ( nameKeyOf( QStringLiteral( "BROWN ANA @ 123 MAIN ST|MALIBU|CA|90265" ) ), QStringLiteral( "BROWN ANA" ) );
  EXPECT_EQ( nameKeyOf( QStringLiteral( "BROWN ANA @ ID:4471" ) ), QStringLiteral( "BROWN ANA" ) );
  EXPECT_EQ( nameKeyOf( QStringLiteral( "BROWN ANA" ) ), QStringLiteral( "BROWN ANA" ) );
  EXPECT_EQ( nameKeyOf( QStringLiteral( "ID:4471" ) ), QString() );
  EXPECT_EQ( idOf( QStringLiteral( "BROWN ANA @ ID:4471" ) ), QStringLiteral( "4471" ) );
  EXPECT_EQ( idOf( QStringLiteral( "BROWN ANA @ 123 MAIN ST|MALIBU|CA|90265" ) ), QString() );
  // On one parcel: a name-only key of an earlier version, an owner who moved, the same id.
  EXPECT_TRUE( mayBeSameOwner( QStringLiteral( "BROWN ANA" ), QStringLiteral( "BROWN ANA @ 123 MAIN ST|MALIBU|CA|90265" ) ) );
  EXPECT_TRUE( mayBeSameOwner( QStringLiteral( "BROWN ANA @ 45 OAK AVE|LONG BEACH|CA|90807" ), QStringLiteral( "BROWN ANA @ 123 MAIN ST|MALIBU|CA|90265" ) ) );
  EXPECT_TRUE( mayBeSameOwner( QStringLiteral( "ANA BROWN TRUST @ ID:4471" ), QStringLiteral( "BROWN ANA @ ID:4471" ) ) );
  // Two ids on one parcel are two owners, whatever the name; another name is another owner.
  EXPECT_FALSE( mayBeSameOwner( QStringLiteral( "BROWN ANA @ ID:9001" ), QStringLiteral( "BROWN ANA @ ID:4471" ) ) );
  EXPECT_FALSE( mayBeSameOwner( QStringLiteral( "BROWN ANA M" ), QStringLiteral( "BROWN ANA @ 123 MAIN ST|MALIBU|CA|90265" ) ) );
  // An earlier version read a combining accent as a space: "DUARTE ROSALIND M", the same parcel's owner.
  EXPECT_TRUE( mayBeSameOwner( QStringLiteral( "DUARTE ROSALIND M" ), QStringLiteral( "DUART\u00c9 ROSALIND M @ 3700 E WILLOW ST|LONG BEACH|CA|90815" ) ) );
}

// Backward compatibility, in the register's own terms: a row an earlier version wrote, keyed by name alone.
TEST( OwnerIdentity, TheHistoryFindsAParcelNoticedUnderANameOnlyKey )
{
  const SwNoticeHistory history( { { QStringLiteral( "1" ), QStringLiteral( "VP-20240903-0001" ), QStringLiteral( "BROWN ANA" ), QStringLiteral( "BROWN, ANA" ), QStringLiteral( "8800-001-001; 8800-001-002" ), QStringLiteral( "2024-09-03" ), QStringLiteral( "2025-03-03" ), QStringLiteral( "mail" ), QStringLiteral( "new" ), QString() },
                                   { QStringLiteral( "1" ), QStringLiteral( "VP-20240903-0002" ), QStringLiteral( "CRANE LEE @ ID:1" ), QStringLiteral( "CRANE, LEE" ), QStringLiteral( "8800-002-001" ), QStringLiteral( "2024-09-03" ), QStringLiteral( "2025-03-03" ), QStringLiteral( "mail" ), QStringLiteral( "new" ), QString() } } );
  const SwNoticeHistory::Earlier *earlier = history.noticeOf( QStringLiteral( "BROWN ANA @ 123 MAIN ST|MALIBU|CA|90265" ), QStringLiteral( "8800-001-001" ) );
  ASSERT_NE( earlier, nullptr );
  EXPECT_EQ( earlier->id, QStringLiteral( "VP-20240903-0001" ) );
  EXPECT_EQ( earlier->deadline, QDate( 2025, 3, 3 ) );
  // The roll without dashes, the same parcel.
  ASSERT_NE( history.noticeOf( QStringLiteral( "BROWN ANA @ 45 OAK AVE|LONG BEACH|CA|90807" ), QStringLiteral( "8800001002" ) ), nullptr );
  // A parcel the notice did not list, or another name, was not noticed.
  EXPECT_EQ( history.noticeOf( QStringLiteral( "BROWN ANA @ 123 MAIN ST|MALIBU|CA|90265" ), QStringLiteral( "8800-001-003" ) ), nullptr );
  EXPECT_EQ( history.noticeOf( QStringLiteral( "BROWN ANA M @ 123 MAIN ST|MALIBU|CA|90265" ), QStringLiteral( "8800-001-001" ) ), nullptr );
  EXPECT_EQ( history.firstNoticeOf( QStringLiteral( "BROWN ANA @ 9 PINE RD|TORRANCE|CA|90501" ) ), QStringLiteral( "VP-20240903-0001" ) );
  // The parcel of owner id 1 now under owner id 2: another owner, not noticed.
  EXPECT_EQ( history.noticeOf( QStringLiteral( "CRANE LEE @ ID:2" ), QStringLiteral( "8800-002-001" ) ), nullptr );
  EXPECT_NE( history.noticeOf( QStringLiteral( "CRANE LEE @ ID:1" ), QStringLiteral( "8800-002-001" ) ), nullptr );
}

/*
 * Finding 1, the run. Before: one notice to "BROWN, ANA" at one address,
 * all six APNs on it, all six recorded as noticed: 180 days running for
 * five owners who received nothing. After: six notices, each to its owner's
 * own address, six register rows; the same-name group in the review table.
 */
TEST( OwnerNotices, SixNamesakesGetSixNoticesAtTheirOwnAddresses )
{
  QTemporaryDir dir;
  const QString roll = writeBrowns( dir.filePath( QStringLiteral( "roll.gpkg" ) ) );
  const QString registerPath = dir.filePath( QStringLiteral( "register.csv" ) );
  const QString review = dir.filePath( QStringLiteral( "owners-review.csv" ) );
  const NoticeRun r = notices( roll, dir.path(), { { QStringLiteral( "REGISTER" ), registerPath }, { QStringLiteral( "OWNER_REVIEW" ), review } } );
  ASSERT_TRUE( r.run.ok ) << r.run.error.toStdString();
  EXPECT_EQ( r.run.outputs.value( QStringLiteral( "NOTICE_COUNT" ) ).toInt(), 6 );
  ASSERT_EQ( r.mailing.size(), 1 + 6 );
  // In owner key order: 123 MAIN (001), 18 BAY (005), 2 CEDAR (006), 45 OAK (002), 700 ELM (004), 9 PINE (003).
  const QStringList apns{ QStringLiteral( "8800-001-001" ), QStringLiteral( "8800-001-005" ), QStringLiteral( "8800-001-006" ), QStringLiteral( "8800-001-002" ), QStringLiteral( "8800-001-004" ), QStringLiteral( "8800-001-003" ) };
  const QStringList streets{ QStringLiteral( "123 MAIN ST" ), QStringLiteral( "18 BAY BLVD" ), QStringLiteral( "2 CEDAR LN" ), QStringLiteral( "45 OAK AVE" ), QStringLiteral( "700 ELM ST" ), QStringLiteral( "9 PINE RD" ) };
  for ( int i = 1; i <= 6; ++i )
  {
    EXPECT_EQ( cell( r.mailing, i, "owner_key" ), SORTED_KEYS.at( i - 1 ) );
    EXPECT_EQ( cell( r.mailing, i, "apns" ), apns.at( i - 1 ) );
    EXPECT_EQ( cell( r.mailing, i, "mail_address" ), streets.at( i - 1 ) );
    EXPECT_EQ( cell( r.mailing, i, "other_addresses" ), QString() );
    EXPECT_EQ( cell( r.mailing, i, "notice_id" ), QStringLiteral( "VP-20250301-000%1" ).arg( i ) );
  }
  // The register: six notices, one parcel each, each with its owner.
  const QList<QStringList> reg = readCsv( registerPath );
  ASSERT_EQ( reg.size(), 1 + 6 );
  for ( int i = 1; i <= 6; ++i )
  {
    EXPECT_EQ( cell( reg, i, "owner_key" ), SORTED_KEYS.at( i - 1 ) );
    EXPECT_EQ( cell( reg, i, "apns" ), apns.at( i - 1 ) );
    EXPECT_EQ( cell( reg, i, "status" ), QStringLiteral( "new" ) );
  }
  // The review table: one row per owner of the shared name, not reviewed.
  const QList<QStringList> table = readCsv( review );
  ASSERT_EQ( table.size(), 1 + 6 );
  EXPECT_EQ( table.first(), ( QStringList{ QStringLiteral( "name_key" ), QStringLiteral( "owner" ), QStringLiteral( "owner_key" ), QStringLiteral( "mail_address" ), QStringLiteral( "apns" ), QStringLiteral( "decision" ), QStringLiteral( "reviewed_by" ), QStringLiteral( "note" ) } ) );
  EXPECT_EQ( table.at( 1 ), ( QStringList{ QStringLiteral( "BROWN ANA" ), QStringLiteral( "BROWN, ANA" ), SORTED_KEYS.at( 0 ), QStringLiteral( "123 MAIN ST, MALIBU, CA 90265" ), QStringLiteral( "8800-001-001" ), QString(), QString(), QString() } ) );
  EXPECT_EQ( table.at( 4 ), ( QStringList{ QStringLiteral( "BROWN ANA" ), QStringLiteral( "Brown, Ana" ), SORTED_KEYS.at( 3 ), QStringLiteral( "45 OAK AVE, LONG BEACH, CA 90807" ), QStringLiteral( "8800-001-002" ), QString(), QString(), QString() } ) );
  EXPECT_TRUE( r.run.warnings.contains( QStringLiteral( "Owners: 1 name(s) shared by owners at different mailing addresses or with different owner ids, kept apart, one notice each: BROWN ANA (6 owners); the clerk confirms or joins them in OWNER_REVIEW '%1' (6 owner(s) not yet reviewed, 6 row(s) added)" ).arg( review ) ) ) << r.run.warnings.join( '\n' ).toStdString();
  EXPECT_TRUE( r.run.infos.contains( QStringLiteral( "Owners: one owner per name and mailing address (INPUT layer 'screened' has no owner id field)" ) ) ) << r.run.infos.join( '\n' ).toStdString();

  // Run again on the register this version wrote: every owner already noticed, none twice.
  QTemporaryDir again;
  const NoticeRun second = notices( roll, again.path(), { { QStringLiteral( "REGISTER" ), registerPath }, { QStringLiteral( "OWNER_REVIEW" ), review } } );
  ASSERT_TRUE( second.run.ok ) << second.run.error.toStdString();
  EXPECT_EQ( second.run.outputs.value( QStringLiteral( "NOTICE_COUNT" ) ).toInt(), 0 );
  EXPECT_EQ( readCsv( review ).size(), 1 + 6 );
}

TEST( OwnerNotices, WithoutAReviewTableTheLogSaysHowToReview )
{
  QTemporaryDir dir;
  const NoticeRun r = notices( writeBrowns( dir.filePath( QStringLiteral( "roll.gpkg" ) ) ), dir.path() );
  ASSERT_TRUE( r.run.ok ) << r.run.error.toStdString();
  EXPECT_EQ( r.mailing.size(), 1 + 6 );
  EXPECT_TRUE( r.run.warnings.contains( QStringLiteral( "Owners: 1 name(s) shared by owners at different mailing addresses or with different owner ids, kept apart, one notice each: BROWN ANA (6 owners); give OWNER_REVIEW (a CSV file) to have the clerk confirm them or mark them the same owner" ) ) ) << r.run.warnings.join( '\n' ).toStdString();
}

// The clerk confirms that the Ana Brown of 123 MAIN ST and of 45 OAK AVE are one person: one notice to her, both parcels on it.
TEST( OwnerNotices, TheClerksSameJoinsTwoOwnersIntoOneNotice )
{
  QTemporaryDir dir;
  const QString roll = writeBrowns( dir.filePath( QStringLiteral( "roll.gpkg" ) ) );
  const QString review = dir.filePath( QStringLiteral( "owners-review.csv" ) );
  ASSERT_TRUE( notices( roll, dir.path(), { { QStringLiteral( "OWNER_REVIEW" ), review } } ).run.ok );
  // Lines 2 (123 MAIN ST) and 5 (45 OAK AVE) marked same, as a spreadsheet saves them (a note added with a comma).
  QList<QByteArray> lines = readText( review ).split( '\n' );
  ASSERT_GE( lines.size(), 7 );
  for ( const int line : { 2, 5 } )
  {
    ASSERT_TRUE( lines[line - 1].endsWith( ",,,\r" ) ) << lines[line - 1].toStdString();
    lines[line - 1].chop( 4 );
    lines[line - 1] += ",Same,J. Moreno,\"grant deeds, one signature\"\r";
  }
  writeText( review, lines.join( '\n' ) );

  QTemporaryDir out;
  const NoticeRun r = notices( roll, out.path(), { { QStringLiteral( "OWNER_REVIEW" ), review } } );
  ASSERT_TRUE( r.run.ok ) << r.run.error.toStdString();
  ASSERT_EQ( r.mailing.size(), 1 + 5 );
  EXPECT_EQ( cell( r.mailing, 1, "owner_key" ), SORTED_KEYS.at( 0 ) );
  EXPECT_EQ( cell( r.mailing, 1, "apns" ), QStringLiteral( "8800-001-001; 8800-001-002" ) );
  // Each address once: the first parcel's wins the tie; the letter says the other.
  EXPECT_EQ( cell( r.mailing, 1, "mail_address" ), QStringLiteral( "123 MAIN ST" ) );
  EXPECT_EQ( cell( r.mailing, 1, "other_addresses" ), QStringLiteral( "45 OAK AVE, LONG BEACH, CA 90807" ) );
  EXPECT_TRUE( r.run.warnings.contains( QStringLiteral( "Owners: OWNER_REVIEW '%1' marks %2 and %3 the same owner (lines 2, 5): one notice" ).arg( review, SORTED_KEYS.at( 0 ), SORTED_KEYS.at( 3 ) ) ) ) << r.run.warnings.join( '\n' ).toStdString();
  EXPECT_TRUE( r.run.warnings.contains( QStringLiteral( "Owners: 1 name(s) shared by owners at different mailing addresses or with different owner ids, kept apart, one notice each: BROWN ANA (5 owners); the clerk confirms or joins them in OWNER_REVIEW '%1' (4 owner(s) not yet reviewed, 0 row(s) added)" ).arg( review ) ) ) << r.run.warnings.join( '\n' ).toStdString();
  // Written back whole: every row, the decisions and the note kept.
  const QList<QStringList> table = readCsv( review );
  ASSERT_EQ( table.size(), 1 + 6 );
  EXPECT_EQ( table.at( 1 ).mid( 5 ), ( QStringList{ QStringLiteral( "Same" ), QStringLiteral( "J. Moreno" ), QStringLiteral( "grant deeds, one signature" ) } ) );
  EXPECT_EQ( table.at( 4 ).value( 5 ), QStringLiteral( "Same" ) );
  EXPECT_EQ( table.at( 2 ).value( 5 ), QString() );
}

TEST( OwnerNotices, AnUnknownDecisionIsRefusedNamingTheLine )
{
  QTemporaryDir dir;
  const QString roll = writeBrowns( dir.filePath( QStringLiteral( "roll.gpkg" ) ) );
  const QString review = dir.filePath( QStringLiteral( "owners-review.csv" ) );
  writeText( review, "name_key,owner,owner_key,mail_address,apns,decision,reviewed_by,note\r\n"
                     "BROWN ANA,\"BROWN, ANA\",BROWN ANA @ 123 MAIN ST|MALIBU|CA|90265,\"123 MAIN ST, MALIBU, CA 90265\",8800-001-001,,,\r\n"
                     "BROWN ANA,\"Brown, Ana\",BROWN ANA @ 45 OAK AVE|LONG BEACH|CA|90807,\"45 OAK AVE, LONG BEACH, CA 90807\",8800-001-002,maybe,J. Moreno,\r\n" );
  const QByteArray before = readText( review );
  QTemporaryDir out;
  const NoticeRun r = notices( roll, out.path(), { { QStringLiteral( "OWNER_REVIEW" ), review } } );
  EXPECT_EQ( r.run.error, QStringLiteral( "OWNER_REVIEW: '%1' line 3: decision 'maybe' is not one of same, different (or empty: not reviewed); correct that line; nothing was written" ).arg( review ) );
  EXPECT_FALSE( QFileInfo::exists( out.filePath( QStringLiteral( "mailing.csv" ) ) ) );
  EXPECT_EQ( readText( review ), before );

  writeText( review, "owner,apns\r\nBROWN ANA,8800-001-001\r\n" );
  EXPECT_EQ( notices( roll, out.path(), { { QStringLiteral( "OWNER_REVIEW" ), review } } ).run.error, QStringLiteral( "OWNER_REVIEW: '%1' is not a table of same-name owners to review: its first row has no column name_key (it has owner,apns); give a new file or the table an earlier run wrote; nothing was written" ).arg( review ) );
}

/*
 * Backward compatibility: a register an earlier version wrote sent one
 * notice, VP-20240903-0001, to "BROWN ANA" for all six parcels (deadline
 * 2025-03-03: day 180, Sunday March 2, moved to Monday). This version tells
 * the six apart, but every parcel keeps that notice, its date and its
 * deadline: nobody gets a new notice and a new deadline. The log asks the
 * clerk to check that each of the six received it.
 */
TEST( OwnerNotices, ARegisterOfAnEarlierVersionKeepsItsNotices )
{
  QTemporaryDir dir;
  const QString roll = writeBrowns( dir.filePath( QStringLiteral( "roll.gpkg" ) ) );
  const QString registerPath = dir.filePath( QStringLiteral( "register.csv" ) );
  writeText( registerPath, "run,notice_id,owner_key,owner,apns,notice_date,compliance_deadline,delivery,status,earlier_notice\r\n"
                           "1,VP-20240903-0001,BROWN ANA,\"BROWN, ANA\",8800-001-001; 8800-001-002; 8800-001-003; 8800-001-004; 8800-001-005; 8800-001-006,2024-09-03,2025-03-03,mail,new,\r\n" );
  const NoticeRun r = notices( roll, dir.path(), { { QStringLiteral( "REGISTER" ), registerPath } } );
  ASSERT_TRUE( r.run.ok ) << r.run.error.toStdString();
  EXPECT_EQ( r.run.outputs.value( QStringLiteral( "NOTICE_COUNT" ) ).toInt(), 0 );
  EXPECT_EQ( r.mailing.size(), 1 );
  const QList<QStringList> reg = readCsv( registerPath );
  ASSERT_EQ( reg.size(), 1 + 1 + 6 );
  for ( int i = 2; i <= 7; ++i )
  {
    EXPECT_EQ( cell( reg, i, "run" ), QStringLiteral( "2" ) );
    EXPECT_EQ( cell( reg, i, "notice_id" ), QStringLiteral( "VP-20240903-0001" ) );
    EXPECT_EQ( cell( reg, i, "owner_key" ), SORTED_KEYS.at( i - 2 ) );
    EXPECT_EQ( cell( reg, i, "notice_date" ), QStringLiteral( "2024-09-03" ) );
    EXPECT_EQ( cell( reg, i, "compliance_deadline" ), QStringLiteral( "2025-03-03" ) );
    EXPECT_EQ( cell( reg, i, "status" ), QStringLiteral( "already noticed" ) );
  }
  EXPECT_TRUE( r.run.warnings.contains( QStringLiteral( "Notice VP-20240903-0001 listed parcels of 6 owners now told apart (%1): each keeps its date and deadline, but the register records one delivery; check that each of them received it" ).arg( SORTED_KEYS.join( QLatin1String( "; " ) ) ) ) ) << r.run.warnings.join( '\n' ).toStdString();
}

namespace
{
  // Two pairs of adjoining 0.6 acre lots (132 x 198 ft), vacant by the roll's use code.
  QString writeLots( const QString &path, bool mail )
  {
    QStringList definitions{ QStringLiteral( "apn:string" ), QStringLiteral( "owner:string" ) };
    if ( mail )
      definitions << QStringLiteral( "mail_address:string" ) << QStringLiteral( "mail_city:string" ) << QStringLiteral( "mail_state:string" ) << QStringLiteral( "mail_zip:string" );
    const QVariantList willow{ QStringLiteral( "3700 E WILLOW ST" ), QStringLiteral( "LONG BEACH" ), QStringLiteral( "CA" ), QStringLiteral( "90815" ) };
    const QVariantList main{ QStringLiteral( "123 MAIN ST" ), QStringLiteral( "MALIBU" ), QStringLiteral( "CA" ), QStringLiteral( "90265" ) };
    const QVariantList oak{ QStringLiteral( "45 OAK AVE" ), QStringLiteral( "LONG BEACH" ), QStringLiteral( "CA" ), QStringLiteral( "90807" ) };
    auto lot = [mail]( double x, const char *apn, const QString &owner, const QVariantList &address )
    {
      QVariantList attributes{ QString::fromLatin1( apn ), owner };
      if ( mail )
        attributes << address;
      return Row{ rect( x, 0, x + 132, 198 ), attributes };
    };
    return SwTestData::writeLayer( path, QStringLiteral( "lots" ), QStringLiteral( "MultiPolygon" ), QStringLiteral( "EPSG:2229" ), SwTestData::fields( definitions ),
                                   { lot( 0, "D1", QStringLiteral( "DUART\u00c9, ROSALIND M" ), willow ), lot( 132, "D2", QStringLiteral( "DUARTE\u0301, ROSALIND M" ), willow ),
                                     lot( 400, "B1", QStringLiteral( "BROWN, ANA" ), main ), lot( 532, "B2", QStringLiteral( "Brown, Ana" ), oak ) } );
  }

  QMap<QString, QgsFeature> screen( const QString &parcels, const QString &output, SwTestRun::Result &run )
  {
    run = SwTestRun::run( QStringLiteral( "stormwater:vacantparcels" ), { { QStringLiteral( "PARCELS" ), parcels }, { QStringLiteral( "VACANT_EXPRESSION" ), QStringLiteral( "true" ) }, { QStringLiteral( "OUTPUT" ), output } } );
    if ( !run.ok )
      return {};
    std::unique_ptr<QgsVectorLayer> layer = SwTestData::openLayer( output );
    return SwTestData::featuresBy( layer.get(), QStringLiteral( "apn" ) );
  }
} // namespace

/*
 * Finding 2: DUARTE, ROSALIND M owns two adjoining 0.6 acre lots, the roll
 * writing the É precomposed on one and as E + U+0301 on the other. Before:
 * two owner keys, two 0.6 acre holdings, neither qualifies (vacant parcel
 * provisions C.1, 1.0 acre; definition YYY), no notice. After: one owner,
 * one contiguous vacant parcel of 52,272 sq ft = 1.20 acres, both qualify.
 * Beside them, BROWN, ANA of 123 MAIN ST and of 45 OAK AVE: two owners,
 * whose lots do not join (0.60 acre each, neither qualifies).
 */
TEST( OwnerContiguity, OneNameInTwoUnicodeFormsJoinsItsAcre )
{
  QTemporaryDir dir;
  SwTestRun::Result run;
  const QMap<QString, QgsFeature> byApn = screen( writeLots( dir.filePath( QStringLiteral( "lots.gpkg" ) ), true ), dir.filePath( QStringLiteral( "out.gpkg" ) ), run );
  ASSERT_TRUE( run.ok ) << run.error.toStdString();
  for ( const char *apn : { "D1", "D2" } )
  {
    const QgsFeature parcel = byApn.value( QString::fromLatin1( apn ) );
    EXPECT_EQ( parcel.attribute( QStringLiteral( "group_size" ) ).toInt(), 2 ) << apn;
    EXPECT_NEAR( parcel.attribute( QStringLiteral( "group_acres" ) ).toDouble(), 1.2, 1e-9 ) << apn;
    EXPECT_TRUE( parcel.attribute( QStringLiteral( "qualifies" ) ).toBool() ) << apn;
    EXPECT_EQ( parcel.attribute( QStringLiteral( "owner_key" ) ).toString(), QStringLiteral( "DUART\u00c9 ROSALIND M" ) ) << apn;
  }
  for ( const char *apn : { "B1", "B2" } )
  {
    const QgsFeature parcel = byApn.value( QString::fromLatin1( apn ) );
    EXPECT_EQ( parcel.attribute( QStringLiteral( "group_size" ) ).toInt(), 1 ) << apn;
    EXPECT_NEAR( parcel.attribute( QStringLiteral( "group_acres" ) ).toDouble(), 0.6, 1e-9 ) << apn;
    EXPECT_FALSE( parcel.attribute( QStringLiteral( "qualifies" ) ).toBool() ) << apn;
  }
  EXPECT_TRUE( run.warnings.filter( QStringLiteral( "told by the owner's name only" ) ).isEmpty() ) << run.warnings.join( '\n' ).toStdString();
}

// A roll with names only cannot tell namesakes apart: their adjoining lots join, and the log says why.
TEST( OwnerContiguity, ANamesOnlyRollJoinsByNameAndSaysSo )
{
  QTemporaryDir dir;
  SwTestRun::Result run;
  const QMap<QString, QgsFeature> byApn = screen( writeLots( dir.filePath( QStringLiteral( "lots.gpkg" ) ), false ), dir.filePath( QStringLiteral( "out.gpkg" ) ), run );
  ASSERT_TRUE( run.ok ) << run.error.toStdString();
  for ( const char *apn : { "D1", "D2", "B1", "B2" } )
  {
    EXPECT_EQ( byApn.value( QString::fromLatin1( apn ) ).attribute( QStringLiteral( "group_size" ) ).toInt(), 2 ) << apn;
    EXPECT_TRUE( byApn.value( QString::fromLatin1( apn ) ).attribute( QStringLiteral( "qualifies" ) ).toBool() ) << apn;
  }
  EXPECT_EQ( run.warnings.count( QStringLiteral( "Vacant parcels: layer 'lots' has no field owner_id and not all of mail_address, mail_city, mail_state, mail_zip: vacant parcels of one owner are told by the owner's name only, so namesakes' adjoining parcels join" ) ), 1 ) << run.warnings.join( '\n' ).toStdString();
}
