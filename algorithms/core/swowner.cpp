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

QString SwOwner::simplified( const QString &text )
{
  // NFKC first: the roll writes one letter precomposed (U+00C9) or as a
  // letter and a combining accent (E, U+0301), and compatibility forms
  // (full-width letters, ligatures) as their plain letters; one owner is
  // one key whichever the roll used.
  const QString normal = text.normalized( QString::NormalizationForm_KC );
  QString out;
  out.reserve( normal.size() );
  bool space = false;
  for ( const QChar c : normal )
  {
    // An accent NFKC has no precomposed letter for stays on its letter.
    if ( c.isMark() && !space && !out.isEmpty() )
      out.append( c );
    else if ( c.isLetterOrNumber() )
    {
      if ( space && !out.isEmpty() )
        out.append( ' ' );
      space = false;
      out.append( c.toUpper() );
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
    else if ( c != '.' && c != '\'' && c != QChar( 0x2019 ) )
      space = true;
  }
  return out;
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
