/***************************************************************************
  swattributes.h: reading attribute values as public data writes them: a
  yes/no column, a number that may be empty or unreadable.
 ***************************************************************************/
#ifndef SWATTRIBUTES_H
#define SWATTRIBUTES_H

#include <QVariant>

#include <optional>

namespace SwAttributes
{
  //! Yes/no as rolls write it: Y/N, yes/no, true/false, t/f, non-zero/0. Null and anything else: no.
  bool readsYes( const QVariant &value );

  //! A finite number, or nothing when the value is null, text or not finite (the caller counts it unknown).
  std::optional<double> finiteNumber( const QVariant &value );
} // namespace SwAttributes

#endif // SWATTRIBUTES_H
