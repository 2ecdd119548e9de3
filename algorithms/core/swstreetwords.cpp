/***************************************************************************
  swstreetwords.cpp: street words abbreviated as the USPS does (see the
  header).
 ***************************************************************************/
#include "core/swstreetwords.h"

#include <QHash>
#include <QStringList>

namespace
{
  //! The spelled-out words of Publication 28's usual suffixes and the eight directionals, with their abbreviations.
  const QHash<QString, QString> &abbreviations()
  {
    static const QHash<QString, QString> sWords{
      { QStringLiteral( "ALLEY" ), QStringLiteral( "ALY" ) },
      { QStringLiteral( "AVENUE" ), QStringLiteral( "AVE" ) },
      { QStringLiteral( "AV" ), QStringLiteral( "AVE" ) },
      { QStringLiteral( "BOULEVARD" ), QStringLiteral( "BLVD" ) },
      { QStringLiteral( "CANYON" ), QStringLiteral( "CYN" ) },
      { QStringLiteral( "CIRCLE" ), QStringLiteral( "CIR" ) },
      { QStringLiteral( "COURT" ), QStringLiteral( "CT" ) },
      { QStringLiteral( "COVE" ), QStringLiteral( "CV" ) },
      { QStringLiteral( "CREEK" ), QStringLiteral( "CRK" ) },
      { QStringLiteral( "CRESCENT" ), QStringLiteral( "CRES" ) },
      { QStringLiteral( "DRIVE" ), QStringLiteral( "DR" ) },
      { QStringLiteral( "EXPRESSWAY" ), QStringLiteral( "EXPY" ) },
      { QStringLiteral( "FREEWAY" ), QStringLiteral( "FWY" ) },
      { QStringLiteral( "GROVE" ), QStringLiteral( "GRV" ) },
      { QStringLiteral( "HEIGHTS" ), QStringLiteral( "HTS" ) },
      { QStringLiteral( "HIGHWAY" ), QStringLiteral( "HWY" ) },
      { QStringLiteral( "HILL" ), QStringLiteral( "HL" ) },
      { QStringLiteral( "LANE" ), QStringLiteral( "LN" ) },
      { QStringLiteral( "MOUNT" ), QStringLiteral( "MT" ) },
      { QStringLiteral( "PARKWAY" ), QStringLiteral( "PKWY" ) },
      { QStringLiteral( "PLACE" ), QStringLiteral( "PL" ) },
      { QStringLiteral( "PLAZA" ), QStringLiteral( "PLZ" ) },
      { QStringLiteral( "POINT" ), QStringLiteral( "PT" ) },
      { QStringLiteral( "ROAD" ), QStringLiteral( "RD" ) },
      { QStringLiteral( "ROUTE" ), QStringLiteral( "RTE" ) },
      { QStringLiteral( "SQUARE" ), QStringLiteral( "SQ" ) },
      { QStringLiteral( "STREET" ), QStringLiteral( "ST" ) },
      { QStringLiteral( "TERRACE" ), QStringLiteral( "TER" ) },
      { QStringLiteral( "TRAIL" ), QStringLiteral( "TRL" ) },
      { QStringLiteral( "VIEW" ), QStringLiteral( "VW" ) },
      { QStringLiteral( "VISTA" ), QStringLiteral( "VIS" ) },
      { QStringLiteral( "NORTH" ), QStringLiteral( "N" ) },
      { QStringLiteral( "SOUTH" ), QStringLiteral( "S" ) },
      { QStringLiteral( "EAST" ), QStringLiteral( "E" ) },
      { QStringLiteral( "WEST" ), QStringLiteral( "W" ) },
      { QStringLiteral( "NORTHEAST" ), QStringLiteral( "NE" ) },
      { QStringLiteral( "NORTHWEST" ), QStringLiteral( "NW" ) },
      { QStringLiteral( "SOUTHEAST" ), QStringLiteral( "SE" ) },
      { QStringLiteral( "SOUTHWEST" ), QStringLiteral( "SW" ) },
    };
    return sWords;
  }
} // namespace

QString SwStreetWords::abbreviated( const QString &address )
{
  QStringList words = address.split( QLatin1Char( ' ' ), Qt::SkipEmptyParts );
  // Both sides of a comparison are abbreviated alike, so a word that is part of a name ("MOUNT VIEW") still matches itself.
  for ( QString &word : words )
    word = abbreviations().value( word, word );
  return words.join( QLatin1Char( ' ' ) );
}
