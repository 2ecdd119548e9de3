/***************************************************************************
  swtestprint.h: lets GoogleTest print QString values as text in failures.
 ***************************************************************************/
#ifndef SWTESTPRINT_H
#define SWTESTPRINT_H

#include <QString>

#include <ostream>

inline void PrintTo( const QString &text, std::ostream *os )
{
  *os << '"' << text.toStdString() << '"';
}

#endif // SWTESTPRINT_H
