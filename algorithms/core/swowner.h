/***************************************************************************
  swowner.h: owner names and mailing addresses as keys. The assessor's roll
  spells one owner many ways ("PACIFIC CREST HOLDINGS LLC", "Pacific Crest
  Holdings, L.L.C."); the vacant parcel screen groups contiguous parcels of
  the same owner and the notices go one per owner, so both compare names
  through the same key.
 ***************************************************************************/
#ifndef SWOWNER_H
#define SWOWNER_H

#include <QString>
#include <QStringList>

namespace SwOwner
{
  /**
   * Text reduced for comparison: Unicode NFKC (a precomposed accent and a
   * letter followed by a combining accent read alike), upper case, accents kept, periods and
   * apostrophes dropped ("L.L.C." reads LLC, "O'Neil" reads ONEIL), "&" read
   * as AND, every other punctuation mark a space, runs of spaces one space.
   */
  QString simplified( const QString &text );

  /**
   * The owner key: simplified() without a leading "THE" and without trailing
   * entity suffixes (LLC, INC, CORP, CO, LP, LLP, LTD, TRUST, ... and their
   * spelled-out forms), so that "Okafor Family Trust" and "OKAFOR FAMILY"
   * match. A name made only of suffixes keeps its last word. Empty for an
   * empty or punctuation-only name: such parcels have no known owner.
   */
  QString key( const QString &owner );

  //! The entity suffixes key() removes, as simplified words.
  const QStringList &entitySuffixes();
} // namespace SwOwner

#endif // SWOWNER_H
