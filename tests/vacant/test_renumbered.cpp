/***************************************************************************
  test_renumbered.cpp: a parcel the assessor renumbered (4462-065-004 is
  now 4462-065-011: the same land, the same owner) is one parcel, not one
  gone and one new. The matching engine on shapes drawn by hand (the same
  polygon; a lot line moved 5%, exactly 10% and 20%; a split; a merge; a
  repeated shape), the register read through it, the changes since the last
  screening, the notice and its deadline following the land ("no later than
  180 days from the date of the original mailing or posting", Signal Hill
  12.16, vacant parcel provisions D), and the parcel sheet asked for by the
  old APN. Every share, APN and date below is worked out by hand.
 ***************************************************************************/
#include "changes/swrenumbering.h"
#include "notices/swnoticeregister.h"
#include "swtestdata.h"
#include "swtestfeature.h"
#include "swtestfiles.h"
#include "swtestrun.h"

#include "qgsgeometry.h"
#include "qgsvectorlayer.h"

#include <QFile>
#include <QTemporaryDir>

#include <gtest/gtest.h>

namespace
{
  using Row = SwTestData::Row;
  using SwTestFeature::rect;

  QgsGeometry shape( double x1, double y1, double x2, double y2 )
  {
    return QgsGeometry::fromWkt( rect( x1, y1, x2, y2 ) );
  }

  // A lot of 200 x 220 ft: 44,000 sq ft, just over the acre (43,560 sq ft).
  const QString OLD = QStringLiteral( "4462-065-004" );
  const QString NEW = QStringLiteral( "4462-065-011" );
} // namespace

// ---------------------------------------------------------------------
// The engine, on shapes alone.
// ---------------------------------------------------------------------

// The assessor renumbers the lot: the same polygon under a new APN.
TEST( Renumbering, TheSamePolygonUnderANewApnIsRenumbered )
{
  SwRenumbering r;
  r.addPrevious( OLD, shape( 0, 0, 200, 220 ) );
  r.addCurrent( NEW, shape( 0, 0, 200, 220 ) );
  // A new parcel elsewhere on the block is no one's new number.
  r.addCurrent( QStringLiteral( "4462-065-020" ), shape( 1000, 0, 1200, 220 ) );
  r.match();
  ASSERT_EQ( r.pairs().size(), 1 );
  EXPECT_EQ( r.pairs().at( 0 ).previousApn, OLD );
  EXPECT_EQ( r.pairs().at( 0 ).apn, NEW );
  EXPECT_DOUBLE_EQ( r.pairs().at( 0 ).previousShare, 1.0 );
  EXPECT_DOUBLE_EQ( r.pairs().at( 0 ).currentShare, 1.0 );
  // However either roll writes the number.
  EXPECT_EQ( r.renumberedTo( QStringLiteral( "4462065004" ) ), NEW );
  ASSERT_NE( r.renumberedFrom( QStringLiteral( "4462 065 011" ) ), nullptr );
  EXPECT_EQ( r.renumberedFrom( NEW )->previousApn, OLD );
  EXPECT_EQ( r.renumberedTo( QStringLiteral( "4462-065-020" ) ), QString() );
  EXPECT_EQ( r.renumberedFrom( QStringLiteral( "4462-065-020" ) ), nullptr );
  EXPECT_EQ( SwRenumbering::words( r.pairs().at( 0 ) ), QStringLiteral( "4462-065-004 is now 4462-065-011 (renumbered, same land)" ) );
  EXPECT_EQ( r.note( QStringLiteral( "4462-065-020" ) ), QString() );
}

// A lot-line adjustment gives the neighbour a strip: 10 ft of the 200 ft
// width (5%) leaves 95% of the lot, the same land; exactly 20 ft (10%) is
// still 90% of it ("90% or more"); 40 ft (20%) leaves 80%, another lot.
TEST( Renumbering, ALotLineMoved5PercentIsRenumberedAnd20PercentIsNot )
{
  SwRenumbering r;
  r.addPrevious( QStringLiteral( "4462-065-004" ), shape( 0, 0, 200, 220 ) );
  r.addCurrent( QStringLiteral( "4462-065-011" ), shape( 0, 0, 190, 220 ) ); // 41,800 of 44,000 sq ft: 95%
  r.addPrevious( QStringLiteral( "4462-065-005" ), shape( 300, 0, 500, 220 ) );
  r.addCurrent( QStringLiteral( "4462-065-012" ), shape( 300, 0, 480, 220 ) ); // 39,600 of 44,000: 90% exactly
  r.addPrevious( QStringLiteral( "4462-065-006" ), shape( 600, 0, 800, 220 ) );
  r.addCurrent( QStringLiteral( "4462-065-013" ), shape( 600, 0, 760, 220 ) ); // 35,200 of 44,000: 80%
  r.match();
  ASSERT_EQ( r.pairs().size(), 2 );
  EXPECT_EQ( r.renumberedTo( QStringLiteral( "4462-065-004" ) ), QStringLiteral( "4462-065-011" ) );
  EXPECT_EQ( SwRenumbering::percent( r.pairs().at( 0 ).previousShare ), QStringLiteral( "95.0%" ) );
  EXPECT_EQ( SwRenumbering::percent( r.pairs().at( 0 ).currentShare ), QStringLiteral( "100.0%" ) );
  EXPECT_EQ( r.renumberedTo( QStringLiteral( "4462-065-005" ) ), QStringLiteral( "4462-065-012" ) );
  EXPECT_EQ( SwRenumbering::percent( r.pairs().at( 1 ).previousShare ), QStringLiteral( "90.0%" ) );
  // 20%: gone and new, each saying why it is not the same land.
  EXPECT_EQ( r.renumberedTo( QStringLiteral( "4462-065-006" ) ), QString() );
  EXPECT_EQ( r.renumberedFrom( QStringLiteral( "4462-065-013" ) ), nullptr );
  EXPECT_EQ( r.note( QStringLiteral( "4462-065-006" ) ), QStringLiteral( "80.0% of its land is now 4462-065-013: not the same land (a renumbering needs 90.0% of each), so no notice follows it" ) );
  EXPECT_EQ( r.note( QStringLiteral( "4462-065-013" ) ), QStringLiteral( "its land was part of 4462-065-006's (80.0% of it): not the same land (a renumbering needs 90.0% of each), so no notice follows it" ) );
}

// The same 5% the other way: the lot gains a 10 ft strip (105% of its
// area); the old lot is all within the new one, which it covers 95.2%.
TEST( Renumbering, ALotThatGainsAStripIsRenumbered )
{
  SwRenumbering r;
  r.addPrevious( OLD, shape( 0, 0, 200, 220 ) );
  r.addCurrent( NEW, shape( 0, 0, 210, 220 ) ); // 44,000 of 46,200 sq ft: 95.238%
  r.match();
  ASSERT_EQ( r.pairs().size(), 1 );
  EXPECT_EQ( SwRenumbering::percent( r.pairs().at( 0 ).previousShare ), QStringLiteral( "100.0%" ) );
  EXPECT_EQ( SwRenumbering::percent( r.pairs().at( 0 ).currentShare ), QStringLiteral( "95.2%" ) );
}

// One lot split in two: neither half is the same land (50% of the lot
// each), so no notice follows either; both rolls say it was a split.
TEST( Renumbering, ASplitIsNotARenumbering )
{
  SwRenumbering r;
  r.addPrevious( OLD, shape( 0, 0, 200, 220 ) );
  r.addCurrent( QStringLiteral( "4462-065-013" ), shape( 100, 0, 200, 220 ) );
  r.addCurrent( QStringLiteral( "4462-065-012" ), shape( 0, 0, 100, 220 ) );
  r.match();
  EXPECT_TRUE( r.pairs().isEmpty() );
  EXPECT_EQ( r.note( OLD ), QStringLiteral( "split into 4462-065-012, 4462-065-013: not a renumbering, so no notice follows it" ) );
  EXPECT_EQ( r.note( QStringLiteral( "4462-065-012" ) ), QStringLiteral( "split from 4462-065-004: not a renumbering, so no notice follows it" ) );
  EXPECT_EQ( r.note( QStringLiteral( "4462-065-013" ) ), QStringLiteral( "split from 4462-065-004: not a renumbering, so no notice follows it" ) );
}

// Two lots merged into one: the reverse, not a renumbering either.
TEST( Renumbering, AMergeIsNotARenumbering )
{
  SwRenumbering r;
  r.addPrevious( QStringLiteral( "4462-065-004" ), shape( 0, 0, 100, 220 ) );
  r.addPrevious( QStringLiteral( "4462-065-005" ), shape( 100, 0, 200, 220 ) );
  r.addCurrent( NEW, shape( 0, 0, 200, 220 ) );
  r.match();
  EXPECT_TRUE( r.pairs().isEmpty() );
  EXPECT_EQ( r.note( NEW ), QStringLiteral( "merged from 4462-065-004, 4462-065-005: not a renumbering, so no notice follows it" ) );
  EXPECT_EQ( r.note( QStringLiteral( "4462-065-005" ) ), QStringLiteral( "merged into 4462-065-011: not a renumbering, so no notice follows it" ) );
}

// A roll that draws the lot twice under two new APNs: which one is the
// land now, the data cannot say; neither takes the notice.
TEST( Renumbering, ARepeatedShapeIsNotDecided )
{
  SwRenumbering r;
  r.addPrevious( OLD, shape( 0, 0, 200, 220 ) );
  r.addCurrent( NEW, shape( 0, 0, 200, 220 ) );
  r.addCurrent( QStringLiteral( "4462-065-012" ), shape( 0, 0, 200, 220 ) );
  r.match();
  EXPECT_TRUE( r.pairs().isEmpty() );
  EXPECT_EQ( r.note( OLD ), QStringLiteral( "not decided whether renumbered: 4462-065-004's land is each of 4462-065-011, 4462-065-012 (the roll repeats the shape)" ) );
  EXPECT_EQ( r.note( NEW ), r.note( OLD ) );
}

// The register's rows, read as the land is numbered now: the history then
// finds the earlier notice under the new APN.
TEST( Renumbering, RegisterRowsAreReadUnderTheNewApn )
{
  SwRenumbering r;
  r.addPrevious( OLD, shape( 0, 0, 200, 220 ) );
  r.addCurrent( NEW, shape( 0, 0, 200, 220 ) );
  r.match();
  const QList<QStringList> rows{
    { QStringLiteral( "1" ), QStringLiteral( "VP-20260601-0001" ), QStringLiteral( "HARBOR HILLS LAND" ), QStringLiteral( "HARBOR HILLS LAND CO" ), QStringLiteral( "4462-065-004; 4462-065-005" ), QStringLiteral( "2026-06-01" ), QStringLiteral( "2026-11-30" ), QStringLiteral( "mail" ), QStringLiteral( "new" ), QString() },
    { QStringLiteral( "1" ), QStringLiteral( "VP-20260601-0002" ), QStringLiteral( "MESA VERDE LLC" ), QStringLiteral( "MESA VERDE LLC" ), QStringLiteral( "4462-065-009" ), QStringLiteral( "2026-06-01" ), QStringLiteral( "2026-11-30" ), QStringLiteral( "mail" ), QStringLiteral( "new" ), QString() },
  };
  SwTestRun::RecordingFeedback feedback;
  const QList<QStringList> read = r.translated( rows, &feedback );
  ASSERT_EQ( read.size(), 2 );
  EXPECT_EQ( read.at( 0 ).at( SwNoticeRegister::Apns ), QStringLiteral( "4462-065-011; 4462-065-005" ) );
  // Everything else as the register has it.
  QStringList rest = read.at( 0 );
  rest[SwNoticeRegister::Apns] = rows.at( 0 ).at( SwNoticeRegister::Apns );
  EXPECT_EQ( rest, rows.at( 0 ) );
  EXPECT_EQ( read.at( 1 ), rows.at( 1 ) );
  EXPECT_EQ( feedback.infos, QStringList{ QStringLiteral( "4462-065-004 is now 4462-065-011 (renumbered, same land): notice VP-20260601-0001 and its deadline follow it" ) } );
  // Nothing renumbered: the rows as they are.
  EXPECT_EQ( SwRenumbering().translated( rows ), rows );
}

// ---------------------------------------------------------------------
// The block screened twice, before and after the assessor's new roll.
// ---------------------------------------------------------------------
namespace
{
  QgsFields rollFields()
  {
    return SwTestData::fields( { QStringLiteral( "apn:string" ), QStringLiteral( "owner:string" ), QStringLiteral( "use_code:string" ), QStringLiteral( "improvement_value:double" ) } );
  }
  Row lot( const QString &wkt, const char *apn, const char *owner )
  {
    return { wkt, { QString::fromLatin1( apn ), QString::fromLatin1( owner ), QStringLiteral( "010V" ), 0.0 } };
  }

  /**
   * One block of lots 220 ft deep, each owner its own (no contiguous
   * groups). Before: 004 (200 ft wide, 44,000 sq ft, vacant), 005 (a
   * building), 006 (200 ft), 007 (220 ft, 48,400 sq ft), 008, 009
   * (200 ft), 010. After: 004 renumbered 011 (the same polygon); 006 split
   * into 012 and 013; 007 renumbered 014 after 11 ft of it went to 008
   * (95% left); 009 renumbered 015 after 40 ft went to 010 (80% left:
   * another lot, gone and new).
   */
  struct Block
  {
    QTemporaryDir dir;
    QString before;
    QString after;
    SwTestRun::Result previousRun;
    QString previous; //!< the screening before the new roll
    SwTestRun::Result changesRun;
    QString now; //!< the screening after it
    QString changes;
  };

  QVariantMap screenInputs( const QString &parcels, const QString &data )
  {
    const QgsFields typed = SwTestData::fields( { QStringLiteral( "type:string" ), QStringLiteral( "permitted:string" ) } );
    const QString structures = SwTestData::writeLayer( data, QStringLiteral( "structures" ), QStringLiteral( "MultiPolygon" ), QStringLiteral( "EPSG:2229" ), typed, { { rect( 220, 20, 280, 120 ), { QStringLiteral( "building" ), QStringLiteral( "Y" ) } } } );
    const QString improvements = SwTestData::writeLayer( data, QStringLiteral( "improvements" ), QStringLiteral( "MultiPolygon" ), QStringLiteral( "EPSG:2229" ), typed, { { rect( 220, 130, 280, 200 ), { QStringLiteral( "paved_parking" ), QStringLiteral( "Y" ) } } } );
    // The footprints were drawn over the whole block.
    const QString covered = SwTestData::writeLayer( data, QStringLiteral( "covered" ), QStringLiteral( "MultiPolygon" ), QStringLiteral( "EPSG:2229" ), SwTestData::fields( { QStringLiteral( "name:string" ) } ), { { rect( -50, -50, 1200, 300 ), { QStringLiteral( "block" ) } } } );
    return { { QStringLiteral( "PARCELS" ), parcels },
             { QStringLiteral( "PROFILE" ), QStringLiteral( "signal-hill" ) },
             { QStringLiteral( "STRUCTURES" ), structures },
             { QStringLiteral( "IMPROVEMENTS" ), improvements },
             { QStringLiteral( "STRUCTURES_COVERAGE" ), covered },
             { QStringLiteral( "IMPROVEMENTS_COVERAGE" ), covered },
             { QStringLiteral( "IMPROVEMENT_TYPE_FIELD" ), QStringLiteral( "type" ) } };
  }

  Block &block()
  {
    static Block b;
    if ( !b.before.isEmpty() )
      return b;
    b.before = SwTestData::writeLayer( b.dir.filePath( QStringLiteral( "before.gpkg" ) ), QStringLiteral( "parcels" ), QStringLiteral( "MultiPolygon" ), QStringLiteral( "EPSG:2229" ), rollFields(),
                                       { lot( rect( 0, 0, 200, 220 ), "4462-065-004", "HARBOR HILLS LAND CO" ),
                                         lot( rect( 200, 0, 300, 220 ), "4462-065-005", "ORTEGA, LUIS" ),
                                         lot( rect( 300, 0, 500, 220 ), "4462-065-006", "SEAVIEW PARTNERS" ),
                                         lot( rect( 500, 0, 720, 220 ), "4462-065-007", "CRESTLINE TRUST" ),
                                         lot( rect( 720, 0, 820, 220 ), "4462-065-008", "NAKAMURA, KEN" ),
                                         lot( rect( 820, 0, 1020, 220 ), "4462-065-009", "MESA VERDE LLC" ),
                                         lot( rect( 1020, 0, 1120, 220 ), "4462-065-010", "OKAFOR, ADA" ) } );
    b.after = SwTestData::writeLayer( b.dir.filePath( QStringLiteral( "after.gpkg" ) ), QStringLiteral( "parcels" ), QStringLiteral( "MultiPolygon" ), QStringLiteral( "EPSG:2229" ), rollFields(),
                                      { lot( rect( 0, 0, 200, 220 ), "4462-065-011", "HARBOR HILLS LAND CO" ),
                                        lot( rect( 200, 0, 300, 220 ), "4462-065-005", "ORTEGA, LUIS" ),
                                        lot( rect( 300, 0, 400, 220 ), "4462-065-012", "SEAVIEW PARTNERS" ),
                                        lot( rect( 400, 0, 500, 220 ), "4462-065-013", "SEAVIEW PARTNERS WEST" ),
                                        lot( rect( 500, 0, 709, 220 ), "4462-065-014", "CRESTLINE TRUST" ),
                                        lot( rect( 709, 0, 820, 220 ), "4462-065-008", "NAKAMURA, KEN" ),
                                        lot( rect( 820, 0, 980, 220 ), "4462-065-015", "MESA VERDE LLC" ),
                                        lot( rect( 980, 0, 1120, 220 ), "4462-065-010", "OKAFOR, ADA" ) } );
    QVariantMap first = screenInputs( b.before, b.dir.filePath( QStringLiteral( "footprints.gpkg" ) ) );
    b.previous = b.dir.filePath( QStringLiteral( "previous.gpkg" ) );
    first.insert( QStringLiteral( "OUTPUT" ), b.previous );
    b.previousRun = SwTestRun::run( QStringLiteral( "stormwater:screenparcels" ), first );
    QVariantMap second = screenInputs( b.after, b.dir.filePath( QStringLiteral( "footprints2.gpkg" ) ) );
    b.now = b.dir.filePath( QStringLiteral( "now.gpkg" ) );
    b.changes = b.dir.filePath( QStringLiteral( "changes.gpkg" ) );
    second.insert( QStringLiteral( "OUTPUT" ), b.now );
    second.insert( QStringLiteral( "PREVIOUS" ), b.previous );
    second.insert( QStringLiteral( "CHANGES" ), b.changes );
    b.changesRun = SwTestRun::run( QStringLiteral( "stormwater:screenparcels" ), second );
    return b;
  }
} // namespace

// Before: 4462-065-011 was new_parcel and 4462-065-004 gone, unlinked.
TEST( RenumberedChanges, ARenumberedParcelIsOneRowNamingBothApns )
{
  Block &b = block();
  ASSERT_TRUE( b.previousRun.ok ) << b.previousRun.error.toStdString();
  ASSERT_TRUE( b.changesRun.ok ) << b.changesRun.error.toStdString();
  std::unique_ptr<QgsVectorLayer> table = SwTestData::openLayer( b.changes );
  ASSERT_TRUE( table && table->isValid() );
  // Every parcel of the new roll once (8), and the two gone from it (006 split, 009 cut by 20%).
  EXPECT_EQ( table->featureCount(), 8 + 2 );
  const QMap<QString, QgsFeature> byApn = SwTestData::featuresBy( table.get(), QStringLiteral( "apn" ) );
  EXPECT_FALSE( byApn.contains( QStringLiteral( "4462-065-004" ) ) );
  EXPECT_FALSE( byApn.contains( QStringLiteral( "4462-065-007" ) ) );
  const auto text = [&]( const char *apn, const char *field )
  { return SwTestFeature::text( byApn.value( QString::fromLatin1( apn ) ), field ); };

  // The same polygon: renumbered, compared with 004's screening (a vacant acre then and now).
  EXPECT_EQ( text( "4462-065-011", "change" ), QStringLiteral( "renumbered" ) );
  EXPECT_EQ( text( "4462-065-011", "previous_apn" ), QStringLiteral( "4462-065-004" ) );
  EXPECT_EQ( text( "4462-065-011", "details" ), QStringLiteral( "renumbered: was 4462-065-004 (the same land: 100.0% of it, 100.0% of this parcel)" ) );
  EXPECT_TRUE( text( "4462-065-011", "flags_before" ).contains( QStringLiteral( "vacant" ) ) ) << text( "4462-065-011", "flags_before" ).toStdString();
  EXPECT_EQ( text( "4462-065-011", "flags_after" ), text( "4462-065-011", "flags_before" ) );
  EXPECT_FALSE( byApn.value( QStringLiteral( "4462-065-011" ) ).geometry().isNull() );
  // 11 ft of 220 moved to the neighbour: 45,980 of 48,400 sq ft, 95%, still over the acre.
  EXPECT_EQ( text( "4462-065-014", "change" ), QStringLiteral( "renumbered" ) );
  EXPECT_EQ( text( "4462-065-014", "previous_apn" ), QStringLiteral( "4462-065-007" ) );
  EXPECT_EQ( text( "4462-065-014", "details" ), QStringLiteral( "renumbered: was 4462-065-007 (the same land: 95.0% of it, 100.0% of this parcel)" ) );
  // 40 ft of 200 moved: 80%, another lot.
  EXPECT_EQ( text( "4462-065-015", "change" ), QStringLiteral( "new_parcel" ) );
  EXPECT_TRUE( SwTestFeature::isNull( byApn.value( QStringLiteral( "4462-065-015" ) ), "previous_apn" ) );
  EXPECT_EQ( text( "4462-065-015", "details" ), QStringLiteral( "not in the previous screening; its land was part of 4462-065-009's (80.0% of it): not the same land (a renumbering needs 90.0% of each), so no notice follows it" ) );
  EXPECT_EQ( text( "4462-065-009", "change" ), QStringLiteral( "gone" ) );
  EXPECT_EQ( text( "4462-065-009", "details" ), QStringLiteral( "in the previous screening, not in this one; 80.0% of its land is now 4462-065-015: not the same land (a renumbering needs 90.0% of each), so no notice follows it" ) );
  // The split: gone and two new, each saying so.
  EXPECT_EQ( text( "4462-065-006", "change" ), QStringLiteral( "gone" ) );
  EXPECT_EQ( text( "4462-065-006", "details" ), QStringLiteral( "in the previous screening, not in this one; split into 4462-065-012, 4462-065-013: not a renumbering, so no notice follows it" ) );
  for ( const char *part : { "4462-065-012", "4462-065-013" } )
  {
    EXPECT_EQ( text( part, "change" ), QStringLiteral( "new_parcel" ) ) << part;
    EXPECT_EQ( text( part, "details" ), QStringLiteral( "not in the previous screening; split from 4462-065-006: not a renumbering, so no notice follows it" ) ) << part;
  }
  // The neighbours keep their APNs: compared as ever (their land moved, not past a threshold).
  for ( const char *kept : { "4462-065-005", "4462-065-008", "4462-065-010" } )
    EXPECT_EQ( text( kept, "change" ), QStringLiteral( "unchanged" ) ) << kept;
  EXPECT_TRUE( b.changesRun.infos.join( '\n' ).contains( QStringLiteral( "2 renumbered, 3 new_parcel, 2 gone" ) ) ) << b.changesRun.infos.join( '\n' ).toStdString();
}

// The clerk at the counter asks for the parcel by the APN on the owner's
// old tax bill.
TEST( RenumberedSheet, AnOldApnFindsTheParcelUnderItsNewOne )
{
  Block &b = block();
  ASSERT_TRUE( b.changesRun.ok ) << b.changesRun.error.toStdString();
  QTemporaryDir out;
  const QString html = out.filePath( QStringLiteral( "sheet.html" ) );
  QVariantMap parameters{ { QStringLiteral( "INPUT" ), b.now }, { QStringLiteral( "APN" ), QStringLiteral( "4462-065-004" ) }, { QStringLiteral( "OUTPUT_PDF" ), out.filePath( QStringLiteral( "sheet.pdf" ) ) }, { QStringLiteral( "OUTPUT_HTML" ), html } };

  // Without the earlier screening: refused, naming the APN and what would find it.
  const SwTestRun::Result alone = SwTestRun::run( QStringLiteral( "stormwater:parcelsheet" ), parameters );
  ASSERT_FALSE( alone.ok );
  EXPECT_TRUE( alone.error.startsWith( QStringLiteral( "APN: no parcel of layer 'now' (8 parcels) has the APN '4462-065-004'" ) ) ) << alone.error.toStdString();
  EXPECT_TRUE( alone.error.endsWith( QStringLiteral( ". If the parcel was renumbered since, give an earlier screening in PREVIOUS: the sheet then finds it by its land" ) ) ) << alone.error.toStdString();

  parameters.insert( QStringLiteral( "PREVIOUS" ), b.previous );
  const SwTestRun::Result found = SwTestRun::run( QStringLiteral( "stormwater:parcelsheet" ), parameters );
  ASSERT_TRUE( found.ok ) << found.error.toStdString();
  EXPECT_EQ( found.outputs.value( QStringLiteral( "APNS" ) ).toString(), QStringLiteral( "4462-065-011" ) );
  EXPECT_TRUE( found.infos.contains( QStringLiteral( "Asked for 4462-065-004, now 4462-065-011 (renumbered: same land)" ) ) ) << found.infos.join( '\n' ).toStdString();
  QFile file( html );
  ASSERT_TRUE( file.open( QIODevice::ReadOnly ) );
  const QString sheet = QString::fromUtf8( file.readAll() );
  EXPECT_TRUE( sheet.contains( QStringLiteral( "<p class=\"lead\">Asked for 4462-065-004, now 4462-065-011 (renumbered: same land)</p>" ) ) );
  EXPECT_TRUE( sheet.contains( QStringLiteral( "APN 4462-065-011" ) ) );

  // A split lot is not found under either half: the error says what became of it.
  parameters.insert( QStringLiteral( "APN" ), QStringLiteral( "4462-065-006" ) );
  const SwTestRun::Result split = SwTestRun::run( QStringLiteral( "stormwater:parcelsheet" ), parameters );
  ASSERT_FALSE( split.ok );
  EXPECT_TRUE( split.error.contains( QStringLiteral( "'4462-065-006' (in PREVIOUS: split into 4462-065-012, 4462-065-013: not a renumbering, so no notice follows it)" ) ) ) << split.error.toStdString();
}

// ---------------------------------------------------------------------
// The notice follows the land.
// ---------------------------------------------------------------------
namespace
{
  // The qualifying parcels as Vacant parcels writes them, with the owner's mailing address.
  QString noticeRoll( const QString &path, const char *vacantApn )
  {
    const QgsFields fields = SwTestData::fields( { QStringLiteral( "apn:string" ), QStringLiteral( "qualifies:int" ), QStringLiteral( "owner:string" ), QStringLiteral( "mail_address:string" ), QStringLiteral( "mail_city:string" ), QStringLiteral( "mail_state:string" ), QStringLiteral( "mail_zip:string" ), QStringLiteral( "situs_address:string" ) } );
    const auto row = [&]( const QString &wkt, const char *apn, int qualifies, const char *owner, const char *situs )
    { return Row{ wkt, { QString::fromLatin1( apn ), qualifies, QString::fromLatin1( owner ), QStringLiteral( "2750 E SPRING ST STE 200" ), QStringLiteral( "LONG BEACH" ), QStringLiteral( "CA" ), QStringLiteral( "90806" ), QString::fromLatin1( situs ) } }; };
    return SwTestData::writeLayer( path, QStringLiteral( "vacant" ), QStringLiteral( "MultiPolygon" ), QStringLiteral( "EPSG:2229" ), fields,
                                   { row( rect( 0, 0, 200, 220 ), vacantApn, 1, "HARBOR HILLS LAND CO", "2200 E HILL ST" ),
                                     row( rect( 200, 0, 300, 220 ), "4462-065-005", 0, "ORTEGA, LUIS", "2220 E HILL ST" ) } );
  }

  SwTestRun::Result notices( const QString &input, const QString &dir, const QString &registerPath, const char *date, const QString &previous = QString() )
  {
    QVariantMap parameters{ { QStringLiteral( "INPUT" ), input }, { QStringLiteral( "NOTICE_DATE" ), QString::fromLatin1( date ) }, { QStringLiteral( "REGISTER" ), registerPath }, { QStringLiteral( "OUTPUT_CSV" ), dir + QStringLiteral( "/mailing.csv" ) }, { QStringLiteral( "POSTING_CSV" ), dir + QStringLiteral( "/posting.csv" ) } };
    if ( !previous.isEmpty() )
      parameters.insert( QStringLiteral( "PREVIOUS" ), previous );
    return SwTestRun::run( QStringLiteral( "stormwater:vacantnotices" ), parameters );
  }

  //! The register's rows of run \a run, without the header.
  QList<QStringList> runRows( const QString &registerPath, int run )
  {
    QList<QStringList> rows;
    for ( const QStringList &row : SwTestFiles::readCsv( registerPath ) )
    {
      if ( row.value( SwNoticeRegister::Run ) == QString::number( run ) )
        rows << row;
    }
    return rows;
  }
} // namespace

// June 1, 2026: HARBOR HILLS LAND CO is noticed for 4462-065-004; day 180
// is Saturday November 28 (after Thanksgiving and the day after, court
// holidays), so the deadline is Monday November 30, 2026. In the fall the
// assessor renumbers the lot 4462-065-011: same land, same owner. The
// December 1 run must not give the owner a new notice and a new 180 days.
TEST( RenumberedNotices, TheNoticeAndItsDeadlineFollowTheLand )
{
  QTemporaryDir dir;
  const QString before = noticeRoll( dir.filePath( QStringLiteral( "june.gpkg" ) ), "4462-065-004" );
  const QString after = noticeRoll( dir.filePath( QStringLiteral( "december.gpkg" ) ), "4462-065-011" );
  const QString registerPath = dir.filePath( QStringLiteral( "register.csv" ) );
  const SwTestRun::Result june = notices( before, dir.path(), registerPath, "2026-06-01" );
  ASSERT_TRUE( june.ok ) << june.error.toStdString();
  const QList<QStringList> first = runRows( registerPath, 1 );
  ASSERT_EQ( first.size(), 1 );
  EXPECT_EQ( first.at( 0 ).at( SwNoticeRegister::NoticeId ), QStringLiteral( "VP-20260601-0001" ) );
  EXPECT_EQ( first.at( 0 ).at( SwNoticeRegister::Apns ), QStringLiteral( "4462-065-004" ) );
  EXPECT_EQ( first.at( 0 ).at( SwNoticeRegister::Deadline ), QStringLiteral( "2026-11-30" ) );
  const QString ownerKey = first.at( 0 ).at( SwNoticeRegister::OwnerKey );

  // Without the earlier screening (as before this change): a second notice, a new deadline.
  QTemporaryDir blind;
  const QString blindRegister = blind.filePath( QStringLiteral( "register.csv" ) );
  ASSERT_TRUE( QFile::copy( registerPath, blindRegister ) );
  const SwTestRun::Result unlinked = notices( after, blind.path(), blindRegister, "2026-12-01" );
  ASSERT_TRUE( unlinked.ok ) << unlinked.error.toStdString();
  EXPECT_EQ( unlinked.outputs.value( QStringLiteral( "NOTICE_COUNT" ) ).toLongLong(), 1 );
  EXPECT_EQ( runRows( blindRegister, 2 ).value( 0 ).value( SwNoticeRegister::Status ), QStringLiteral( "new" ) );

  // With it: already noticed, under the June notice and its November 30 deadline.
  const SwTestRun::Result december = notices( after, dir.path(), registerPath, "2026-12-01", before );
  ASSERT_TRUE( december.ok ) << december.error.toStdString();
  EXPECT_EQ( december.outputs.value( QStringLiteral( "NOTICE_COUNT" ) ).toLongLong(), 0 );
  const QString said = december.infos.join( '\n' );
  EXPECT_TRUE( said.contains( QStringLiteral( "4462-065-004 is now 4462-065-011 (renumbered, same land): notice VP-20260601-0001 and its deadline follow it" ) ) ) << said.toStdString();
  EXPECT_TRUE( said.contains( QStringLiteral( "parcel(s) 4462-065-011 already noticed by VP-20260601-0001 on 2026-06-01, deadline 2026-11-30" ) ) ) << said.toStdString();
  QList<QStringList> noticed;
  for ( const QStringList &row : runRows( registerPath, 2 ) )
  {
    if ( row.at( SwNoticeRegister::Status ) == SwNoticeRegister::STATUS_ALREADY )
      noticed << row;
  }
  ASSERT_EQ( noticed.size(), 1 );
  // And nothing else: 4462-065-004 is not "no longer qualifying", it is 4462-065-011, still noticed.
  EXPECT_EQ( runRows( registerPath, 2 ).size(), 1 );
  EXPECT_EQ( noticed.at( 0 ).mid( 0, 10 ), ( QStringList{ QStringLiteral( "2" ), QStringLiteral( "VP-20260601-0001" ), ownerKey, QStringLiteral( "HARBOR HILLS LAND CO" ), QStringLiteral( "4462-065-011" ), QStringLiteral( "2026-06-01" ), QStringLiteral( "2026-11-30" ), QStringLiteral( "mail" ), QStringLiteral( "already noticed" ), QStringLiteral( "VP-20260601-0001" ) } ) );
  // The mailing list holds no one: nothing is mailed again.
  EXPECT_EQ( SwTestFiles::readCsv( dir.filePath( QStringLiteral( "mailing.csv" ) ) ).size(), 1 );
}

// An earlier screening without APNs is refused by name before anything is written.
TEST( RenumberedNotices, AnEarlierLayerWithoutApnsIsRefused )
{
  QTemporaryDir dir;
  const QString after = noticeRoll( dir.filePath( QStringLiteral( "december.gpkg" ) ), "4462-065-011" );
  const QString other = SwTestData::writeLayer( dir.filePath( QStringLiteral( "other.gpkg" ) ), QStringLiteral( "lots" ), QStringLiteral( "MultiPolygon" ), QStringLiteral( "EPSG:2229" ), SwTestData::fields( { QStringLiteral( "parcel_no:string" ) } ), { { rect( 0, 0, 200, 220 ), { QStringLiteral( "4462-065-004" ) } } } );
  const QString registerPath = dir.filePath( QStringLiteral( "register.csv" ) );
  const SwTestRun::Result refused = notices( after, dir.path(), registerPath, "2026-12-01", other );
  ASSERT_FALSE( refused.ok );
  EXPECT_EQ( refused.error, QStringLiteral( "PREVIOUS: layer 'lots' has no field 'apn' (fields: fid, parcel_no): give an earlier screening of the parcels (the OUTPUT of stormwater:screenparcels or stormwater:vacantparcels)" ) );
  EXPECT_FALSE( QFile::exists( registerPath ) );
  EXPECT_FALSE( QFile::exists( dir.filePath( QStringLiteral( "mailing.csv" ) ) ) );
}

// Issue 47: the earlier screening gives 4462-065-004 to two parcels (a
// roll that repeats an APN), one the land of today's 4462-065-011, the
// other of today's 4462-065-016. Before, the first parcel alone was taken
// for 004's land, and the sheet asked for 004 printed 011 as "renumbered:
// same land" with no word of the other. Now whether 004 was renumbered is
// not decided: the sheet refuses it, saying why, and the log names it.
TEST( RenumberedSheet, AnOldApnOfTwoParcelsIsNotFollowed )
{
  QTemporaryDir dir;
  const QString gpkg = dir.filePath( QStringLiteral( "rolls.gpkg" ) );
  const QString before = SwTestData::writeLayer( gpkg, QStringLiteral( "before" ), QStringLiteral( "MultiPolygon" ), QStringLiteral( "EPSG:2229" ), SwTestData::fields( { QStringLiteral( "apn:string" ), QStringLiteral( "hillside:int" ) } ),
                                                 { Row{ rect( 0, 0, 200, 220 ), { OLD, 0 } },
                                                   Row{ rect( 200, 0, 400, 220 ), { QStringLiteral( "4462065004" ), 0 } } } );
  const QString now = SwTestData::writeLayer( gpkg, QStringLiteral( "now" ), QStringLiteral( "MultiPolygon" ), QStringLiteral( "EPSG:2229" ), SwTestData::fields( { QStringLiteral( "apn:string" ), QStringLiteral( "hillside:int" ) } ),
                                              { Row{ rect( 0, 0, 200, 220 ), { NEW, 0 } },
                                                Row{ rect( 200, 0, 400, 220 ), { QStringLiteral( "4462-065-016" ), 0 } } } );
  ASSERT_FALSE( before.isEmpty() || now.isEmpty() );
  const SwTestRun::Result r = SwTestRun::run( QStringLiteral( "stormwater:parcelsheet" ), { { QStringLiteral( "INPUT" ), now }, { QStringLiteral( "APN" ), OLD }, { QStringLiteral( "PREVIOUS" ), before }, { QStringLiteral( "OUTPUT_PDF" ), dir.filePath( QStringLiteral( "sheet.pdf" ) ) } } );
  ASSERT_FALSE( r.ok );
  EXPECT_TRUE( r.error.startsWith( QStringLiteral( "APN: no parcel of layer 'now' (2 parcels) has the APN '4462-065-004' (in PREVIOUS: not decided whether renumbered: 4462-065-004 names 2 parcels in PREVIOUS 'before' (features 1, 2), so its land is not one parcel's)" ) ) ) << r.error.toStdString();
  EXPECT_TRUE( r.warnings.contains( QStringLiteral( "PREVIOUS 'before': 1 APN(s) the other layer lacks name two or more parcels each (field apn): 4462-065-004 (2 parcels); whether they were renumbered is not decided" ) ) ) << r.warnings.join( '\n' ).toStdString();
  EXPECT_FALSE( QFile::exists( dir.filePath( QStringLiteral( "sheet.pdf" ) ) ) );
}
