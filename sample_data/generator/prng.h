/***************************************************************************
  prng.h: the generator's own random numbers. std:: distributions differ
  between standard libraries, so every draw goes through splitmix64 and
  xoshiro256** and integer arithmetic that is the same everywhere.
 ***************************************************************************/
#ifndef SAMPLECITY_PRNG_H
#define SAMPLECITY_PRNG_H

#include <cmath>
#include <cstdint>
#include <vector>

namespace samplecity
{

  inline uint64_t splitmix64( uint64_t &state )
  {
    uint64_t z = ( state += 0x9E3779B97F4A7C15ULL );
    z = ( z ^ ( z >> 30 ) ) * 0xBF58476D1CE4E5B9ULL;
    z = ( z ^ ( z >> 27 ) ) * 0x94D049BB133111EBULL;
    return z ^ ( z >> 31 );
  }

  //! Mixes a key into a hash; used to give every block, cell and feature its own stream.
  inline uint64_t mixKey( uint64_t hash, uint64_t key )
  {
    uint64_t state = hash ^ ( key * 0xD1B54A32D192ED03ULL );
    return splitmix64( state );
  }

  inline uint64_t hashKeys( uint64_t seed, uint64_t a, uint64_t b = 0, uint64_t c = 0, uint64_t d = 0 )
  {
    return mixKey( mixKey( mixKey( mixKey( seed, a ), b ), c ), d );
  }

  //! Uniform number in [0, 1) from a hash, for stateless noise.
  inline double hashUnit( uint64_t hash )
  {
    return static_cast<double>( hash >> 11 ) * ( 1.0 / 9007199254740992.0 );
  }

  class Rng
  {
  public:
    explicit Rng( uint64_t seed )
    {
      uint64_t state = seed;
      for ( uint64_t &word : mState )
        word = splitmix64( state );
    }

    Rng( uint64_t seed, uint64_t a, uint64_t b = 0, uint64_t c = 0 )
      : Rng( hashKeys( seed, a, b, c ) )
    {
    }

    uint64_t next()
    {
      const uint64_t result = rotl( mState[1] * 5, 7 ) * 9;
      const uint64_t t = mState[1] << 17;
      mState[2] ^= mState[0];
      mState[3] ^= mState[1];
      mState[1] ^= mState[2];
      mState[0] ^= mState[3];
      mState[2] ^= t;
      mState[3] = rotl( mState[3], 45 );
      return result;
    }

    //! [0, 1)
    double uniform() { return hashUnit( next() ); }

    double uniform( double lo, double hi ) { return lo + ( hi - lo ) * uniform(); }

    //! Integer in [lo, hi], by multiply-shift (no modulo bias, no library dependence).
    int range( int lo, int hi )
    {
      const uint64_t span = static_cast<uint64_t>( static_cast<int64_t>( hi ) - lo + 1 );
      const unsigned __int128 product = static_cast<unsigned __int128>( next() ) * span;
      return lo + static_cast<int>( product >> 64 );
    }

    bool chance( double p ) { return uniform() < p; }

    template <class T>
    const T &pick( const std::vector<T> &values )
    {
      return values[static_cast<size_t>( range( 0, static_cast<int>( values.size() ) - 1 ) )];
    }

    //! Index drawn with the given weights.
    size_t weighted( const std::vector<double> &weights )
    {
      double total = 0;
      for ( double w : weights )
        total += w;
      double u = uniform() * total;
      for ( size_t i = 0; i < weights.size(); ++i )
      {
        if ( u < weights[i] )
          return i;
        u -= weights[i];
      }
      return weights.size() - 1;
    }

  private:
    static uint64_t rotl( uint64_t x, int k ) { return ( x << k ) | ( x >> ( 64 - k ) ); }
    uint64_t mState[4];
  };

  //! Smooth value noise in [0, 1] on a lattice of spacing 1, deterministic for a seed.
  inline double valueNoise( uint64_t seed, double x, double y )
  {
    const double fx = std::floor( x ), fy = std::floor( y );
    const int64_t ix = static_cast<int64_t>( fx ), iy = static_cast<int64_t>( fy );
    const double tx = x - fx, ty = y - fy;
    const double sx = tx * tx * ( 3 - 2 * tx ), sy = ty * ty * ( 3 - 2 * ty );
    auto at = [seed]( int64_t i, int64_t j )
    { return hashUnit( hashKeys( seed, static_cast<uint64_t>( i ), static_cast<uint64_t>( j ) ) ); };
    const double a = at( ix, iy ), b = at( ix + 1, iy ), c = at( ix, iy + 1 ), d = at( ix + 1, iy + 1 );
    return ( a + ( b - a ) * sx ) + ( ( c + ( d - c ) * sx ) - ( a + ( b - a ) * sx ) ) * sy;
  }

} // namespace samplecity

#endif // SAMPLECITY_PRNG_H
