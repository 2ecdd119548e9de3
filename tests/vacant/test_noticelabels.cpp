/***************************************************************************
  test_noticelabels.cpp: mailing labels on Avery 5160 sheets, checked from
  outside with poppler-utils: page count and size from pdfinfo, the text and
  where each word sits from pdftotext.
 ***************************************************************************/
#include "notices/swnoticelabels.h"
#include "swtestfiles.h"

#include "qgsexception.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>

#include <gtest/gtest.h>

#include <stdexcept>

namespace
{
  using Word = SwTestFiles::PdfWord;

  //! Label boxes in points, as the Avery 5160 sheet places them.
  struct Box
  {
    double left, top, right, bottom;
  };

  Box labelBox( int index )
  {
    const SwNoticeLabels::Sheet sheet;
    const int slot = index % sheet.perSheet();
    const double left = sheet.left + ( slot % sheet.columns ) * sheet.pitchX;
    const double top = sheet.top + ( slot / sheet.columns ) * sheet.pitchY;
    return Box{ left * 72, top * 72, ( left + sheet.width ) * 72, ( top + sheet.height ) * 72 };
  }

  bool inside( const Word &word, const Box &box )
  {
    // pdftotext rounds to hundredths of a point.
    const double slack = 0.05;
    return word.xMin >= box.left - slack && word.xMax <= box.right + slack && word.yMin >= box.top - slack && word.yMax <= box.bottom + slack;
  }

  QString run( const QString &program, const QStringList &arguments )
  {
    QProcess process;
    process.start( program, arguments );
    if ( !process.waitForFinished( 60000 ) || process.exitStatus() != QProcess::NormalExit || process.exitCode() != 0 )
      return QString();
    return QString::fromUtf8( process.readAllStandardOutput() );
  }

  int pageCount( const QString &pdf )
  {
    const QRegularExpressionMatch match = QRegularExpression( QStringLiteral( "^Pages:\\s+(\\d+)" ), QRegularExpression::MultilineOption ).match( run( QStringLiteral( "pdfinfo" ), { pdf } ) );
    return match.hasMatch() ? match.captured( 1 ).toInt() : -1;
  }

  //! The text of \a pdf (pages \a first to \a last, 0 for all) with runs of white space made single spaces.
  QString text( const QString &pdf, int first = 0, int last = 0 )
  {
    QStringList arguments{ QStringLiteral( "-layout" ), QStringLiteral( "-enc" ), QStringLiteral( "UTF-8" ) };
    if ( first > 0 )
      arguments << QStringLiteral( "-f" ) << QString::number( first ) << QStringLiteral( "-l" ) << QString::number( last );
    arguments << pdf << QStringLiteral( "-" );
    return run( QStringLiteral( "pdftotext" ), arguments ).simplified();
  }

  QList<Word> words( const QString &pdf )
  {
    return SwTestFiles::pdfWords( pdf );
  }

  QString tag( int number )
  {
    return QStringLiteral( "%1" ).arg( number, 4, 10, QLatin1Char( '0' ) );
  }

  // Label n (from 1) carries its tag in every line, so its words can be told from its neighbours'.
  SwNoticeLabels::Label sampleLabel( int number )
  {
    const QString t = tag( number );
    return SwNoticeLabels::Label{ { QStringLiteral( "OWNER %1" ).arg( t ), QStringLiteral( "%1 ELM ST" ).arg( t ), QStringLiteral( "TOWN-%1, IL 62704" ).arg( t ) }, QStringLiteral( "VP-2026-12-01-%1" ).arg( t ) };
  }

  QList<SwNoticeLabels::Label> sampleLabels( int count )
  {
    QList<SwNoticeLabels::Label> labels;
    for ( int n = 1; n <= count; ++n )
      labels << sampleLabel( n );
    return labels;
  }

  //! The words of label \a number: those that are or end with its tag.
  QList<Word> wordsOf( const QList<Word> &all, int number )
  {
    const QString t = tag( number );
    QList<Word> result;
    for ( const Word &word : all )
    {
      QString bare = word.text;
      if ( bare.endsWith( QLatin1Char( ',' ) ) )
        bare.chop( 1 );
      if ( bare == t || bare.endsWith( QLatin1Char( '-' ) + t ) )
        result << word;
    }
    return result;
  }

  class NoticeLabels : public ::testing::Test
  {
  protected:
    void SetUp() override
    {
      ASSERT_TRUE( dir.isValid() );
      ASSERT_FALSE( QStandardPaths::findExecutable( QStringLiteral( "pdfinfo" ) ).isEmpty() || QStandardPaths::findExecutable( QStringLiteral( "pdftotext" ) ).isEmpty() ) << "poppler-utils (pdfinfo, pdftotext) must be installed";
    }

    QString pdf( const QString &name = QStringLiteral( "labels.pdf" ) ) const { return dir.filePath( name ); }

    QTemporaryDir dir;
  };
} // namespace

TEST_F( NoticeLabels, NoLabelsWritesNoFile )
{
  EXPECT_EQ( SwNoticeLabels::write( {}, pdf(), QStringLiteral( "LABELS" ) ), 0 );
  EXPECT_FALSE( QFile::exists( pdf() ) );
  EXPECT_FALSE( QFile::exists( pdf() + QStringLiteral( ".part" ) ) );
}

TEST_F( NoticeLabels, ThirtyToASheetOnLetterPaper )
{
  const QList<std::pair<int, int>> cases{ { 1, 1 }, { 30, 1 }, { 31, 2 }, { 60, 2 }, { 61, 3 } };
  for ( const auto &c : cases )
  {
    const QString path = pdf( QStringLiteral( "labels-%1.pdf" ).arg( c.first ) );
    EXPECT_EQ( SwNoticeLabels::write( sampleLabels( c.first ), path, QStringLiteral( "LABELS" ) ), c.second ) << c.first;
    EXPECT_EQ( pageCount( path ), c.second ) << c.first;
  }
  const QString info = run( QStringLiteral( "pdfinfo" ), { pdf( QStringLiteral( "labels-61.pdf" ) ) } );
  EXPECT_TRUE( info.contains( QRegularExpression( QStringLiteral( "Page size:\\s+612 x 792 pts" ) ) ) ) << info.toStdString();
  EXPECT_TRUE( info.contains( QRegularExpression( QStringLiteral( "Title:\\s+Mailing labels" ) ) ) ) << info.toStdString();
  EXPECT_TRUE( info.contains( QRegularExpression( QStringLiteral( "Creator:\\s+Mailing labels" ) ) ) ) << info.toStdString();
}

TEST_F( NoticeLabels, ThirtyFirstLabelStartsPageTwo )
{
  ASSERT_EQ( SwNoticeLabels::write( sampleLabels( 31 ), pdf(), QStringLiteral( "LABELS" ) ), 2 );
  const QString page1 = text( pdf(), 1, 1 );
  const QString page2 = text( pdf(), 2, 2 );
  EXPECT_TRUE( page1.contains( QStringLiteral( "OWNER 0030" ) ) );
  EXPECT_FALSE( page1.contains( QStringLiteral( "OWNER 0031" ) ) );
  EXPECT_TRUE( page2.contains( QStringLiteral( "OWNER 0031" ) ) );
  EXPECT_FALSE( page2.contains( QStringLiteral( "OWNER 0030" ) ) );

  // First slot of page two, i.e. where label 1 sits on page one.
  const QList<Word> label31 = wordsOf( words( pdf() ), 31 );
  ASSERT_EQ( label31.size(), 4 );
  for ( const Word &word : label31 )
  {
    EXPECT_EQ( word.page, 2 ) << word.text.toStdString();
    EXPECT_TRUE( inside( word, labelBox( 0 ) ) ) << word.text.toStdString();
  }
}

TEST_F( NoticeLabels, EachLabelPrintedOnce )
{
  const int count = 61;
  ASSERT_EQ( SwNoticeLabels::write( sampleLabels( count ), pdf(), QStringLiteral( "LABELS" ) ), 3 );
  const QString all = text( pdf() );
  for ( int n = 1; n <= count; ++n )
  {
    for ( const QString &line : sampleLabel( n ).lines )
      EXPECT_EQ( all.count( line ), 1 ) << line.toStdString();
    EXPECT_EQ( all.count( sampleLabel( n ).corner ), 1 ) << n;
  }
}

TEST_F( NoticeLabels, LabelsAcrossThenDownInsideTheirBoxes )
{
  ASSERT_EQ( SwNoticeLabels::write( sampleLabels( 30 ), pdf(), QStringLiteral( "LABELS" ) ), 1 );
  const QList<Word> all = words( pdf() );

  // The brief's boxes, spelled out: label 1 top left, label 2 in column 2, label 4 starts row 2.
  const Box first{ 0.1875 * 72, 0.5 * 72, 2.8125 * 72, 1.5 * 72 };
  const Box second{ 2.9375 * 72, 0.5 * 72, 5.5625 * 72, 1.5 * 72 };
  const Box fourth{ 0.1875 * 72, 1.5 * 72, 2.8125 * 72, 2.5 * 72 };
  const QList<std::pair<int, Box>> expected{ { 1, first }, { 2, second }, { 4, fourth } };
  for ( const auto &e : expected )
  {
    const QList<Word> label = wordsOf( all, e.first );
    ASSERT_EQ( label.size(), 4 ) << "label " << e.first;
    for ( const Word &word : label )
      EXPECT_TRUE( inside( word, e.second ) ) << "label " << e.first << ": " << word.text.toStdString() << " at " << word.xMin << "," << word.yMin << " - " << word.xMax << "," << word.yMax;
  }

  // Every label's words, in its own slot, with the padding kept.
  for ( int n = 1; n <= 30; ++n )
  {
    const Box box = labelBox( n - 1 );
    const Box padded{ box.left + 7.2, box.top + 7.2, box.right - 7.2, box.bottom - 7.2 };
    for ( const Word &word : wordsOf( all, n ) )
      EXPECT_TRUE( inside( word, padded ) ) << "label " << n << ": " << word.text.toStdString();
  }

  // And nothing anywhere outside a label.
  for ( const Word &word : all )
  {
    bool inSomeLabel = false;
    for ( int slot = 0; slot < 30 && !inSomeLabel; ++slot )
      inSomeLabel = inside( word, labelBox( slot ) );
    EXPECT_TRUE( inSomeLabel ) << word.text.toStdString();
  }
}

// A long name wraps onto the rows the label holds, whole: never cut to "LOS ANGELES COUNTY METROPOLITAN TRANSPORTATI…".
TEST_F( NoticeLabels, ALongOwnerWrapsWholeInsideItsLabel )
{
  const QString longOwner = QStringLiteral( "THE EXTRAORDINARILY LONG NAMED FAMILY REVOCABLE TRUST OF 1987 DATED MARCH 3" );
  QList<SwNoticeLabels::Label> labels{ SwNoticeLabels::Label{ { longOwner, QStringLiteral( "123 MAIN AVE" ), QStringLiteral( "SPRINGFIELD, MO 65801" ) }, QStringLiteral( "VP-2026-12-01-0001" ) }, sampleLabel( 2 ) };
  QStringList shortened;
  ASSERT_EQ( SwNoticeLabels::write( labels, pdf(), QStringLiteral( "LABELS" ), SwNoticeLabels::Sheet(), &shortened ), 1 );
  EXPECT_TRUE( shortened.isEmpty() );

  const QString all = text( pdf() );
  for ( const QString &word : longOwner.split( ' ' ) )
    EXPECT_TRUE( all.contains( word ) ) << word.toStdString() << " in " << all.toStdString();
  EXPECT_FALSE( all.contains( QStringLiteral( "…" ) ) ) << all.toStdString();
  EXPECT_TRUE( all.contains( QStringLiteral( "123 MAIN AVE" ) ) );
  EXPECT_TRUE( all.contains( QStringLiteral( "OWNER 0002" ) ) );

  // Label 2's words, told apart by text: a long owner spilling to the right would also sit at label 2's x.
  QStringList neighbour = sampleLabel( 2 ).lines.join( QLatin1Char( ' ' ) ).split( QLatin1Char( ' ' ) );
  neighbour << sampleLabel( 2 ).corner;
  const Box first = labelBox( 0 );
  const Box second = labelBox( 1 );
  bool sawOwner = false;
  for ( const Word &word : words( pdf() ) )
  {
    if ( word.text == QLatin1String( "EXTRAORDINARILY" ) )
    {
      sawOwner = true;
      // At 9 pt at most (DejaVu Sans word boxes about 10.5 pt tall), at 7 pt at least (about 8.2 pt).
      EXPECT_LE( word.yMax - word.yMin, 10.6 );
      EXPECT_GE( word.yMax - word.yMin, 8.1 );
    }
    if ( neighbour.contains( word.text ) )
    {
      EXPECT_TRUE( inside( word, second ) ) << word.text.toStdString();
      continue;
    }
    // Inside label 1, and clear of its right edge by the padding.
    EXPECT_TRUE( inside( word, first ) ) << word.text.toStdString();
    EXPECT_LE( word.xMax, first.right - 7.2 + 0.05 ) << word.text.toStdString();
  }
  EXPECT_TRUE( sawOwner );
}

// What no label can hold is said, by notice number; the lines that deliver the letter stay whole.
TEST_F( NoticeLabels, AnAddressNoLabelHoldsKeepsStreetAndCityAndIsNamed )
{
  const QString trust = QStringLiteral( "THE JONATHAN ALEXANDER MONTGOMERY-WORTHINGTON AND ELIZABETH MARGARET MONTGOMERY-WORTHINGTON REVOCABLE LIVING TRUST DATED 2004" );
  QList<SwNoticeLabels::Label> labels{ SwNoticeLabels::Label{ { trust, QStringLiteral( "1 WORLD TRADE CENTER SUITE 2400 ATTN PROPERTY TAX DEPARTMENT" ), QStringLiteral( "LONG BEACH, CA 90831" ) }, QStringLiteral( "VP-20261215-0001" ) } };
  QStringList shortened;
  ASSERT_EQ( SwNoticeLabels::write( labels, pdf(), QStringLiteral( "LABELS" ), SwNoticeLabels::Sheet(), &shortened ), 1 );
  EXPECT_EQ( shortened, QStringList{ QStringLiteral( "VP-20261215-0001" ) } );
  const QString all = text( pdf() );
  EXPECT_TRUE( all.contains( QStringLiteral( "1 WORLD TRADE CENTER SUITE 2400 ATTN PROPERTY TAX DEPARTMENT LONG BEACH, CA 90831" ) ) ) << all.toStdString();
  EXPECT_TRUE( all.contains( QStringLiteral( "THE JONATHAN ALEXANDER" ) ) ) << all.toStdString();
  EXPECT_TRUE( all.contains( QStringLiteral( "…" ) ) ) << all.toStdString();
  const Box first = labelBox( 0 );
  const QList<Word> placed = words( pdf() );
  for ( const Word &word : placed )
    EXPECT_TRUE( inside( word, first ) ) << word.text.toStdString();
  // No two words overlap.
  for ( int a = 0; a < placed.size(); ++a )
    for ( int b = a + 1; b < placed.size(); ++b )
    {
      const Word &p = placed.at( a );
      const Word &q = placed.at( b );
      const bool overlap = p.xMin < q.xMax - 0.1 && q.xMin < p.xMax - 0.1 && p.yMin < q.yMax - 0.1 && q.yMin < p.yMax - 0.1;
      EXPECT_FALSE( overlap ) << p.text.toStdString() << " / " << q.text.toStdString();
    }
}

TEST_F( NoticeLabels, UnwritablePathThrowsNamingTheParameter )
{
  const QString path = dir.filePath( QStringLiteral( "no/such/folder/labels.pdf" ) );
  try
  {
    SwNoticeLabels::write( sampleLabels( 3 ), path, QStringLiteral( "OUTPUT_LABELS" ) );
    FAIL() << "no exception";
  }
  catch ( const QgsProcessingException &error )
  {
    const QString message = error.what();
    EXPECT_TRUE( message.contains( QStringLiteral( "OUTPUT_LABELS" ) ) ) << message.toStdString();
    EXPECT_TRUE( message.contains( path ) ) << message.toStdString();
  }
  EXPECT_FALSE( QFile::exists( path ) );
}

TEST_F( NoticeLabels, OverwritesAnEarlierFileAndLeavesNoPart )
{
  {
    QFile old( pdf() );
    ASSERT_TRUE( old.open( QIODevice::WriteOnly ) );
    old.write( "an earlier run's labels" );
  }
  ASSERT_EQ( SwNoticeLabels::write( sampleLabels( 2 ), pdf(), QStringLiteral( "LABELS" ) ), 1 );
  QFile written( pdf() );
  ASSERT_TRUE( written.open( QIODevice::ReadOnly ) );
  EXPECT_TRUE( written.read( 5 ).startsWith( "%PDF-" ) );
  EXPECT_EQ( pageCount( pdf() ), 1 );
  EXPECT_TRUE( text( pdf() ).contains( QStringLiteral( "OWNER 0002" ) ) );
  EXPECT_FALSE( QFile::exists( pdf() + QStringLiteral( ".part" ) ) );
  EXPECT_EQ( QDir( dir.path() ).entryList( QDir::Files ), QStringList{ QStringLiteral( "labels.pdf" ) } );
}

#ifdef SW_STANDALONE_TEST_MAIN
// ---- Standalone runner only: the project's test main already creates a QgsApplication. ----
#include <QGuiApplication>

int main( int argc, char **argv )
{
  // Fonts need a GUI application; run with QT_QPA_PLATFORM=offscreen on a headless machine.
  QGuiApplication app( argc, argv );
  ::testing::InitGoogleTest( &argc, argv );
  return RUN_ALL_TESTS();
}
#endif // SW_STANDALONE_TEST_MAIN
