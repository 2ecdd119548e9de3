/***************************************************************************
  swowner.cpp: owner name keys.
 ***************************************************************************/
#include "core/swowner.h"

#include <QVector>

namespace
{
  // Multi-word suffixes as the roll spells them once periods are gone and
  // spaced letters remain ("L. L. C." simplifies to "L L C").
  const QVector<QStringList> &spacedSuffixes()
  {
    static const QVector<QStringList> sSpaced{
      { QStringLiteral( "L" ), QStringLiteral( "L" ), QStringLiteral( "C" ) },
      { QStringLiteral( "L" ), QStringLiteral( "L" ), QStringLiteral( "P" ) },
      { QStringLiteral( "L" ), QStringLiteral( "P" ) },
      { QStringLiteral( "P" ), QStringLiteral( "C" ) },
    };
    return sSpaced;
  }

  bool endsWith( const QStringList &words, const QStringList &tail )
  {
    if ( words.size() <= tail.size() )
      return false;
    for ( int i = 0; i < tail.size(); ++i )
    {
      if ( words.at( words.size() - tail.size() + i ) != tail.at( i ) )
        return false;
    }
    return true;
  }
} // namespace

const QStringList &SwOwner::entitySuffixes()
{
  static const QStringList sSuffixes{
    QStringLiteral( "LLC" ),
    QStringLiteral( "INC" ),
    QStringLiteral( "INCORPORATED" ),
    QStringLiteral( "CORP" ),
    QStringLiteral( "CORPORATION" ),
    QStringLiteral( "CO" ),
    QStringLiteral( "COMPANY" ),
    QStringLiteral( "LP" ),
    QStringLiteral( "LLP" ),
    QStringLiteral( "LTD" ),
    QStringLiteral( "LIMITED" ),
    QStringLiteral( "PC" ),
    QStringLiteral( "TRUST" ),
    QStringLiteral( "TR" ),
    QStringLiteral( "TRS" ),
    QStringLiteral( "TRUSTEE" ),
    QStringLiteral( "TRUSTEES" ),
  };
  return sSuffixes;
}

namespace
{
  void appendCodePoint( QString &out, char32_t codePoint )
  {
    if ( QChar::requiresSurrogates( codePoint ) )
    {
      out.append( QChar( QChar::highSurrogate( codePoint ) ) );
      out.append( QChar( QChar::lowSurrogate( codePoint ) ) );
    }
    else
      out.append( QChar( static_cast<ushort>( codePoint ) ) );
  }

  // One pass: NFKC, then word by word in code points (a letter outside the
  // Basic Multilingual Plane is one letter, not two separators).
  QString simplifiedOnce( const QString &text )
  {
    // NFKC first: the roll writes one letter precomposed (U+00C9) or as a
    // letter and a combining accent (E, U+0301), and compatibility forms
    // (full-width letters, ligatures) as their plain letters; one owner is
    // one key whichever the roll used.
    const QString normal = text.normalized( QString::NormalizationForm_KC );
    QString out;
    out.reserve( normal.size() );
    bool space = false;
    // An accent stays only on the letter it followed: one left behind by a
    // dropped period would join another letter and change it.
    bool kept = false;
    for ( int i = 0; i < normal.size(); ++i )
    {
      char32_t c = normal.at( i ).unicode();
      if ( QChar::isHighSurrogate( c ) && i + 1 < normal.size() && normal.at( i + 1 ).isLowSurrogate() )
      {
        c = QChar::surrogateToUcs4( normal.at( i ), normal.at( i + 1 ) );
        ++i;
      }
      if ( QChar::isMark( c ) )
      {
        if ( kept )
          appendCodePoint( out, c );
        continue;
      }
      kept = false;
      if ( QChar::isLetterOrNumber( c ) )
      {
        if ( space && !out.isEmpty() )
          out.append( ' ' );
        space = false;
        appendCodePoint( out, QChar::toUpper( c ) );
        kept = true;
      }
      else if ( c == '&' )
      {
        if ( !out.isEmpty() )
          out.append( ' ' );
        out.append( QLatin1String( "AND" ) );
        space = true;
      }
      // A period or apostrophe joins what it separates (L.L.C., O'NEIL);
      // anything else separates words.
      else if ( c != '.' && c != '\'' && c != 0x2019 )
        space = true;
    }
    return out;
  }

  bool isAscii( const QString &text )
  {
    for ( const QChar c : text )
    {
      if ( c.unicode() >= 0x80 )
        return false;
    }
    return true;
  }
} // namespace

QString SwOwner::simplified( const QString &text )
{
  // Upper case can undo NFKC (an upper-case letter with an accent that has a
  // precomposed form) and NFKC can give lower case (U+00AA reads "a"): the
  // pass repeats until nothing changes, so that a key read back as stored
  // is the same key. Plain ASCII is settled by one pass.
  QString current = simplifiedOnce( text );
  for ( int round = 0; round < 4 && !isAscii( current ); ++round )
  {
    const QString next = simplifiedOnce( current );
    if ( next == current )
      break;
    current = next;
  }
  return current;
}

QString SwOwner::key( const QString &owner )
{
  QStringList words = simplified( owner ).split( ' ', Qt::SkipEmptyParts );
  if ( words.size() > 1 && words.first() == QLatin1String( "THE" ) )
    words.removeFirst();
  bool stripped = true;
  while ( stripped && words.size() > 1 )
  {
    stripped = false;
    if ( entitySuffixes().contains( words.last() ) )
    {
      words.removeLast();
      stripped = true;
      continue;
    }
    for ( const QStringList &spaced : spacedSuffixes() )
    {
      if ( endsWith( words, spaced ) )
      {
        words.erase( words.end() - spaced.size(), words.end() );
        stripped = true;
        break;
      }
    }
  }
  return words.join( ' ' );
}
