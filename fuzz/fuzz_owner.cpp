/***************************************************************************
  fuzz_owner.cpp: any bytes as an owner name (SwOwner::simplified and
  SwOwner::key, what the vacant parcel screen groups owners by and the
  notices go one per), read both as UTF-8 and as raw UTF-16 (unpaired
  surrogates included). The key is words of the simplified name, one space
  apart, none at either end, and empty exactly when the simplified name is.
 ***************************************************************************/
#include "swfuzzqgis.h"

#include "core/swowner.h"

#include <cstddef>
#include <cstdint>

namespace
{
  bool isWords( const QString &text )
  {
    return !text.startsWith( ' ' ) && !text.endsWith( ' ' ) && !text.contains( QLatin1String( "  " ) );
  }

  void check( const QString &owner )
  {
    const QString simplified = SwOwner::simplified( owner );
    const QString key = SwOwner::key( owner );
    SW_FUZZ_CHECK( isWords( simplified ), simplified );
    SW_FUZZ_CHECK( isWords( key ), key );
    SW_FUZZ_CHECK( key.isEmpty() == simplified.isEmpty(), key );
    SW_FUZZ_CHECK( simplified.contains( key ), key );
    // Keys are compared as they are stored: the key of a key is stable once
    // no leading THE or entity suffix is left to take.
    SW_FUZZ_CHECK( SwOwner::simplified( key ) == key, key );
  }
} // namespace

extern "C" int LLVMFuzzerTestOneInput( const uint8_t *data, size_t size )
{
  check( QString::fromUtf8( reinterpret_cast<const char *>( data ), static_cast<int>( size ) ) );
  check( QString( reinterpret_cast<const QChar *>( data ), static_cast<int>( size / 2 ) ) );
  return 0;
}
