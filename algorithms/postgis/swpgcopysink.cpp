/***************************************************************************
  swpgcopysink.cpp: COPY's text format, and the blocks sent.
 ***************************************************************************/
#include "postgis/swpgcopysink.h"
#include "core/compat.h"
#include "postgis/swpgconnection.h"

#include "qgsfeature.h"
#include "qgsgeometry.h"

#include <QDate>
#include <QObject>
#include <QDateTime>
#include <QTime>

#include <cmath>

namespace
{
  //! Rows are sent in blocks of about this size: few calls, little memory.
  constexpr int BLOCK_BYTES = 1 << 20;
  //! EWKB's flag saying an SRID follows the type.
  constexpr quint32 EWKB_SRID_FLAG = 0x20000000;

  const char HEX[] = "0123456789abcdef";
} // namespace

SwPgCopy::SwPgCopy( SwPgConnection &connection, const QgsFields &fields, bool geometry, int srid, const QString &table )
  : mConnection( connection )
  , mFields( fields )
  , mGeometry( geometry )
  , mSrid( static_cast<quint32>( srid ) )
  , mTable( table )
  , mApnField( fields.lookupField( QStringLiteral( "apn" ) ) )
{
  mBuffer.reserve( BLOCK_BYTES + 65536 );
}

void SwPgCopy::appendText( const QByteArray &utf8 )
{
  // COPY's text format: a backslash, tab, newline or carriage return is escaped.
  for ( const char c : utf8 )
  {
    switch ( c )
    {
      case '\\':
        mBuffer.append( "\\\\", 2 );
        break;
      case '\t':
        mBuffer.append( "\\t", 2 );
        break;
      case '\n':
        mBuffer.append( "\\n", 2 );
        break;
      case '\r':
        mBuffer.append( "\\r", 2 );
        break;
      default:
        mBuffer.append( c );
    }
  }
}

bool SwPgCopy::appendValue( const QVariant &value, int field )
{
  if ( value.isNull() || !value.isValid() )
  {
    mBuffer.append( "\\N", 2 );
    return true;
  }
  bool ok = true;
  switch ( mFields.at( field ).type() )
  {
    case SW_VARIANT_TYPE( Bool ):
      mBuffer.append( value.toBool() ? 't' : 'f' );
      return true;
    case SW_VARIANT_TYPE( Int ):
    case SW_VARIANT_TYPE( UInt ):
    case SW_VARIANT_TYPE( LongLong ):
    {
      const qlonglong number = value.toLongLong( &ok );
      mBuffer.append( ok ? QByteArray::number( number ) : QByteArray( "\\N" ) );
      return true;
    }
    case SW_VARIANT_TYPE( Double ):
    {
      const double number = value.toDouble( &ok );
      if ( !ok )
        mBuffer.append( "\\N", 2 );
      else if ( std::isnan( number ) )
        mBuffer.append( "NaN" );
      else if ( std::isinf( number ) )
        mBuffer.append( number > 0 ? "Infinity" : "-Infinity" );
      else
        mBuffer.append( QByteArray::number( number, 'g', 17 ) );
      return true;
    }
    case SW_VARIANT_TYPE( QDate ):
      appendText( value.toDate().toString( Qt::ISODate ).toUtf8() );
      return true;
    case SW_VARIANT_TYPE( QDateTime ):
      appendText( value.toDateTime().toString( Qt::ISODateWithMs ).toUtf8() );
      return true;
    case SW_VARIANT_TYPE( QTime ):
      appendText( value.toTime().toString( Qt::ISODateWithMs ).toUtf8() );
      return true;
    case SW_VARIANT_TYPE( QByteArray ):
      // bytea's hex form, its backslash escaped for COPY.
      mBuffer.append( "\\\\x" );
      mBuffer.append( value.toByteArray().toHex() );
      return true;
    default:
      break;
  }
  const QString text = value.toString();
  if ( text.contains( QChar( 0 ) ) )
  {
    // Named by its APN when the rows have one.
    const QVariant apn = mApnField >= 0 && mCurrent ? mCurrent->value( mApnField ) : QVariant();
    const QString row = apn.isNull() ? QObject::tr( "row %1" ).arg( mRows + 1 ) : QObject::tr( "parcel %1" ).arg( apn.toString().remove( QChar( 0 ) ) );
    mError = QObject::tr( "%1, field '%2' holds a NUL character, which PostgreSQL cannot store in a text; remove it from the input" ).arg( row, mFields.at( field ).name() );
    return false;
  }
  appendText( text.toUtf8() );
  return true;
}

void SwPgCopy::appendGeometry( const QgsGeometry &geometry )
{
  if ( geometry.isNull() )
  {
    mBuffer.append( "\\N", 2 );
    return;
  }
  // ISO WKB with the SRID put in (EWKB): PostGIS reads the ISO type numbers and the flag together.
  const QByteArray wkb = geometry.asWkb();
  if ( wkb.size() < 5 )
  {
    mBuffer.append( "\\N", 2 );
    return;
  }
  const bool little = wkb.at( 0 ) == 1;
  auto readUInt = [&]( int at )
  {
    quint32 v = 0;
    for ( int b = 0; b < 4; ++b )
      v |= static_cast<quint32>( static_cast<unsigned char>( wkb.at( at + b ) ) ) << ( little ? 8 * b : 8 * ( 3 - b ) );
    return v;
  };
  auto appendUInt = [&]( quint32 v )
  {
    for ( int b = 0; b < 4; ++b )
    {
      const unsigned char byte = static_cast<unsigned char>( v >> ( little ? 8 * b : 8 * ( 3 - b ) ) );
      mBuffer.append( HEX[byte >> 4] );
      mBuffer.append( HEX[byte & 15] );
    }
  };
  mBuffer.append( HEX[static_cast<unsigned char>( wkb.at( 0 ) ) >> 4] );
  mBuffer.append( HEX[static_cast<unsigned char>( wkb.at( 0 ) ) & 15] );
  appendUInt( readUInt( 1 ) | EWKB_SRID_FLAG );
  appendUInt( mSrid );
  const int start = mBuffer.size();
  mBuffer.resize( start + 2 * ( wkb.size() - 5 ) );
  char *out = mBuffer.data() + start;
  for ( int i = 5; i < wkb.size(); ++i )
  {
    const unsigned char byte = static_cast<unsigned char>( wkb.at( i ) );
    *out++ = HEX[byte >> 4];
    *out++ = HEX[byte & 15];
  }
}

bool SwPgCopy::addRow( const QgsFeature &feature )
{
  if ( !mOpen )
    return false;
  const int rowStart = mBuffer.size();
  mBuffer.append( QByteArray::number( mRows + 1 ) );
  if ( mGeometry )
  {
    mBuffer.append( '\t' );
    appendGeometry( feature.geometry() );
  }
  const QgsAttributes attributes = feature.attributes();
  mCurrent = &attributes;
  for ( int i = 0; i < mFields.count(); ++i )
  {
    mBuffer.append( '\t' );
    if ( !appendValue( attributes.value( i ), i ) )
    {
      mBuffer.truncate( rowStart );
      return false;
    }
  }
  mBuffer.append( '\n' );
  ++mRows;
  return mBuffer.size() < BLOCK_BYTES || send();
}

bool SwPgCopy::send()
{
  SwPgConnection::Error error;
  if ( !mConnection.putCopyData( mBuffer, error ) )
  {
    mError = error.message;
    mOpen = false;
    return false;
  }
  mBuffer.clear();
  return true;
}

bool SwPgCopy::finish()
{
  if ( !mOpen )
    return false;
  if ( !mBuffer.isEmpty() && !send() )
    return false;
  mOpen = false;
  SwPgConnection::Error error;
  if ( !mConnection.endCopy( error ) )
  {
    mError = error.message;
    return false;
  }
  return true;
}

void SwPgCopy::abort()
{
  if ( !mOpen )
    return;
  mOpen = false;
  mBuffer.clear();
  mConnection.abortCopy();
}

SwPgCopySink::SwPgCopySink( std::shared_ptr<SwPgCopy> copy )
  : mCopy( std::move( copy ) )
{
}

bool SwPgCopySink::addFeature( QgsFeature &feature, QgsFeatureSink::Flags )
{
  return mCopy->addRow( feature );
}

bool SwPgCopySink::addFeatures( QgsFeatureList &features, QgsFeatureSink::Flags flags )
{
  for ( QgsFeature &feature : features )
  {
    if ( !addFeature( feature, flags ) )
      return false;
  }
  return true;
}

QString SwPgCopySink::lastError() const
{
  return mCopy->error();
}
