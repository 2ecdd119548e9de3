/***************************************************************************
  swstreetwords.h: the words of a street address as the US Postal Service
  abbreviates them (Publication 28: street suffixes and directionals), so
  that "22000 PACIFIC COAST ROAD" and "22000 PACIFIC COAST RD", or "NORTH
  MAIN STREET" and "N MAIN ST", are one address when a clerk types one and
  the roll holds the other.
 ***************************************************************************/
#ifndef SWSTREETWORDS_H
#define SWSTREETWORDS_H

#include <QString>

namespace SwStreetWords
{
  //! \a address (upper case, words separated by single spaces) with each suffix and directional word abbreviated.
  QString abbreviated( const QString &address );
} // namespace SwStreetWords

#endif // SWSTREETWORDS_H
