/***************************************************************************
  test_owner.cpp: owner keys. Every spelling the sample roll uses for one
  owner gives one key; different owners keep different keys.
 ***************************************************************************/
#include "core/swowner.h"

#include "swtestprint.h"

#include <gtest/gtest.h>

struct OwnerCase
{
  const char *owner;
  const char *key;
};

class OwnerKey : public ::testing::TestWithParam<OwnerCase>
{
};

TEST_P( OwnerKey, NormalisesCasePunctuationSpacingAndSuffixes )
{
  const OwnerCase c = GetParam();
  EXPECT_EQ( SwOwner::key( QString::fromUtf8( c.owner ) ), QString::fromUtf8( c.key ) ) << c.owner;
}

INSTANTIATE_TEST_SUITE_P( SampleSpellings, OwnerKey,
                          ::testing::Values(
                            // The sample city's two spellings of V7's owner.
                            OwnerCase{ "PACIFIC CREST HOLDINGS LLC", "PACIFIC CREST HOLDINGS" },
                            OwnerCase{ "Pacific Crest Holdings, L.L.C.", "PACIFIC CREST HOLDINGS" },
                            // The roll's recurring owners, every spelling.
                            OwnerCase{ "SIGNAL HILL PETROLEUM INC", "SIGNAL HILL PETROLEUM" },
                            OwnerCase{ "Signal Hill Petroleum, Inc.", "SIGNAL HILL PETROLEUM" },
                            OwnerCase{ "SIGNAL HILL PETROLEUM, INC.", "SIGNAL HILL PETROLEUM" },
                            OwnerCase{ "SIGNAL  HILL PETROLEUM INC", "SIGNAL HILL PETROLEUM" },
                            OwnerCase{ "signal hill petroleum inc", "SIGNAL HILL PETROLEUM" },
                            OwnerCase{ "CHERRY AVENUE PARTNERS LLC", "CHERRY AVENUE PARTNERS" },
                            OwnerCase{ "Cherry Avenue Partners, L.L.C.", "CHERRY AVENUE PARTNERS" },
                            OwnerCase{ "CHERRY AVENUE PARTNERS L.L.C.", "CHERRY AVENUE PARTNERS" },
                            OwnerCase{ "CHERRY AVENUE PARTNERS, LLC", "CHERRY AVENUE PARTNERS" },
                            OwnerCase{ "Cherry  Avenue Partners LLC", "CHERRY AVENUE PARTNERS" },
                            OwnerCase{ "CHERRY AVENUE PARTNERS L. L. C.", "CHERRY AVENUE PARTNERS" },
                            // Persons as the roll writes them: the comma separates surname and given names.
                            OwnerCase{ "HOLLOWAY,DENISE R", "HOLLOWAY DENISE R" },
                            OwnerCase{ "Holloway, Denise R.", "HOLLOWAY DENISE R" },
                            OwnerCase{ "TRAN,MINH AND LINH", "TRAN MINH AND LINH" },
                            OwnerCase{ "Tran, Minh & Linh", "TRAN MINH AND LINH" },
                            OwnerCase{ "FITZGERALD-ROWE,MAEVE", "FITZGERALD ROWE MAEVE" },
                            OwnerCase{ "O'Neil, Sean", "ONEIL SEAN" },
                            // Entity suffixes, stacked suffixes, a leading THE.
                            OwnerCase{ "OKAFOR FAMILY TRUST", "OKAFOR FAMILY" },
                            OwnerCase{ "The Okafor Family Trust", "OKAFOR FAMILY" },
                            OwnerCase{ "CALLOWAY PARKING CO", "CALLOWAY PARKING" },
                            OwnerCase{ "Calloway Parking Co.", "CALLOWAY PARKING" },
                            OwnerCase{ "HARBOR GATE INDUSTRIAL INC", "HARBOR GATE INDUSTRIAL" },
                            OwnerCase{ "Harbor Gate Industrial, Incorporated", "HARBOR GATE INDUSTRIAL" },
                            OwnerCase{ "ACME HOLDINGS CO LLC", "ACME HOLDINGS" },
                            OwnerCase{ "BLUE MESA CORP", "BLUE MESA" },
                            OwnerCase{ "Blue Mesa Corporation", "BLUE MESA" },
                            OwnerCase{ "SEASIDE LP", "SEASIDE" },
                            OwnerCase{ "Seaside, L.P.", "SEASIDE" },
                            OwnerCase{ "HARBOR VIEW LTD", "HARBOR VIEW" },
                            // Accented letters are kept, in upper case.
                            OwnerCase{ "Peña, José", "PEÑA JOSÉ" },
                            // A name that is only a suffix keeps its word; nothing at all is no owner.
                            OwnerCase{ "TRUST", "TRUST" },
                            OwnerCase{ "The Company", "COMPANY" },
                            OwnerCase{ "", "" },
                            OwnerCase{ " , . ", "" } ) );

TEST( OwnerKey, DifferentOwnersStayApart )
{
  EXPECT_NE( SwOwner::key( QStringLiteral( "PACIFIC CREST HOLDINGS LLC" ) ), SwOwner::key( QStringLiteral( "PACIFIC CREST PARTNERS LLC" ) ) );
  EXPECT_NE( SwOwner::key( QStringLiteral( "HOLLOWAY,DENISE R" ) ), SwOwner::key( QStringLiteral( "HOLLOWAY,DENISE" ) ) );
  // A suffix word inside a name is part of the name.
  EXPECT_EQ( SwOwner::key( QStringLiteral( "INC ROAD PARTNERS LLC" ) ), QStringLiteral( "INC ROAD PARTNERS" ) );
}

TEST( OwnerKey, SimplifiedKeepsSuffixes )
{
  EXPECT_EQ( SwOwner::simplified( QStringLiteral( "Pacific Crest Holdings, L.L.C." ) ), QStringLiteral( "PACIFIC CREST HOLDINGS LLC" ) );
  EXPECT_EQ( SwOwner::simplified( QStringLiteral( "  4400 MacArthur Blvd., Ste. 900 " ) ), QStringLiteral( "4400 MACARTHUR BLVD STE 900" ) );
}

// A key is compared as stored: simplifying it again must give it back. Upper
// case can undo NFKC and NFKC can give lower case, and an accent left behind
// by a dropped period must not join another letter.
TEST( OwnerKey, SimplifiedIsSettled )
{
  const QString found = QString::fromUtf16(
    u"AND \u1eb4\u032d\u0303 \u03fe\u0303\u0303\u0303\u0303\u0303\u0303\u0303\u0303\u0303\u0303\u0303"
    u"\u0303\u0303\u0303\u0303\u0303\u0303\u0303\u0303\u0303\u0303\u0303\u0303\u0303\u0303\u0303\u0303"
    u"\u0303\u0303\u0303\u0303\u0303\u0303\u0303\u0303\u0302\u0303\u0303\u0626\u064a\u81fc\u0303\u0403"
    u"\u0303\u0303\u0303\u0303\u0303\u0303\u0303\u0303\u0303\u0302\u0303\u0303\u0303\u0303\u0303\u0303"
    u"\u0303\u0303\u0303\u3b03\u0303\u0303\u0303\u0303\u0303\u0303\u03a6\u0303\u0303\u0303\ufe03\u0303"
    u"\u0303\u4300 \u0178\u4e00C \u4c20 \u4cff\u5300 L LC \u03fe\u0303\u0303\u0303\u0303\u0303\u0303"
    u"\u0303\u0320\u0303\u0303\u0303\u0303\u0303\u0303\u0303\u0303\u0303\u0303\u0303\u0303\u0303\u0303"
    u"\u0303\u0303\u0303\u0303\u0303\u0303\u0303\u0303\u0303\u0303\u0303\u0303\u0303\u0202\u0303\u0303"
    u"\u0403\u0633\u064a \u5003\u0303\u0303\u0303\u0303\u0303\u0303\u0303\u0303\u0303\u0303\u0303"
    u"\u0303\u0303\u0303\u0303\u03a6\u0303\u0303\u0303\ufe03\u0303\u0303\u0303\u0303\u0303\u0303\u4cff"
    u"\u4300 \u4cff\u4300\u4920\u434e L \u0178 L \u1900\u3920\u1900\u1920\u4920\u434e\u0303\u0303"
    u"\u0303\u0303\u0303\u0302\u0303\u0303\u062e\u064a \u0633\u064a\u81fc\u0303\u0403\u0303\u0303"
    u"\u0303\u0303\u0303 LC L \u4e49C \u4cff\u4300\u4920\u434e\u0303\u0303\u0303\u0303\u0303\u0302"
    u"\u0303\u0303\u062e\u064a \u0633\u064a\u81fc\u0303\u0403\u3903\u0303\u0303\u0303\u0303\u0303"
    u"\u0303\u0303" );
  const QStringList names{
    found,
    QStringLiteral( "\u00aa" ),                // feminine ordinal: NFKC reads "a"
    QStringLiteral( "A.\u0303B" ),             // accent after a period: dropped, not put on A
    QStringLiteral( "\u0103.\u032d\u0303 x" ), // A with breve, accents after a period
    QStringLiteral( "\u01c5" ),                // title-case DZ with caron
    QStringLiteral( "\u00df" ),                // sharp s
    QStringLiteral( "\u1e9e" ),                // capital sharp s
  };
  for ( const QString &name : names )
  {
    const QString once = SwOwner::simplified( name );
    EXPECT_EQ( SwOwner::simplified( once ), once ) << name.toStdString();
    const QString key = SwOwner::key( name );
    EXPECT_EQ( SwOwner::simplified( key ), key ) << name.toStdString();
  }
  EXPECT_EQ( SwOwner::simplified( QStringLiteral( "A.\u0303B" ) ), QStringLiteral( "AB" ) );
  EXPECT_EQ( SwOwner::simplified( QStringLiteral( "\u00aa" ) ), QStringLiteral( "A" ) );
}

// A letter outside the Basic Multilingual Plane (CJK Extension B, found in
// some family names) is one letter of the name, not two separators.
TEST( OwnerKey, LettersBeyondTheBasicPlaneStay )
{
  const QString name = QStringLiteral( "\U00020BB7 \u5bb6 trust" );
  EXPECT_EQ( SwOwner::key( name ), QStringLiteral( "\U00020BB7 \u5bb6" ) );
}
