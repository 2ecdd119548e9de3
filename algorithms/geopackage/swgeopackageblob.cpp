/***************************************************************************
  swgeopackageblob.cpp: GeoPackage geometry blobs, read and written.
 ***************************************************************************/
#include "geopackage/swgeopackageblob.h"

#include "qgsabstractgeometry.h"
#include "qgsgeometryfactory.h"
#include "qgswkbptr.h"

#include <QtEndian>

#include <algorithm>
#include <cstring>

namespace
{
  // Bytes of the envelope for each contents code of the flags (bits 1-3);
  // codes 5 to 7 are invalid.
  constexpr int ENVELOPE_BYTES[8] = { 0, 32, 48, 48, 64, -1, -1, -1 };

  double getDouble( const unsigned char *at, bool little )
  {
    unsigned char raw[8];
    std::memcpy( raw, at, 8 );
    if ( little != ( Q_BYTE_ORDER == Q_LITTLE_ENDIAN ) )
      std::reverse( raw, raw + 8 );
    double value = 0;
    std::memcpy( &value, raw, 8 );
    return value;
  }

  void putDouble( char *at, double value )
  {
    quint64 bits = 0;
    std::memcpy( &bits, &value, sizeof bits );
    qToLittleEndian( bits, at );
  }

  // The header encode() writes: magic, version 0, flags (little-endian, an
  // xy box, or the empty bit and no box), the srs id.
  void putHeader( char *bytes, bool empty, qint32 srsId )
  {
    bytes[0] = 'G';
    bytes[1] = 'P';
    bytes[2] = 0;
    bytes[3] = static_cast<char>( empty ? 0x11 : 0x03 );
    qToLittleEndian( srsId, bytes + 4 );
  }
} // namespace

SwGeoPackageBlob::Header SwGeoPackageBlob::header( const void *data, int size )
{
  Header h;
  const unsigned char *bytes = static_cast<const unsigned char *>( data );
  if ( !bytes || size < 8 || bytes[0] != 'G' || bytes[1] != 'P' || bytes[2] != 0 )
    return h;
  const int flags = bytes[3];
  const int envelope = ENVELOPE_BYTES[( flags >> 1 ) & 7];
  if ( envelope < 0 || size < 8 + envelope )
    return h;
  h.little = flags & 1;
  h.empty = flags & 0x10;
  h.extended = flags & 0x20;
  h.srsId = h.little ? qFromLittleEndian<qint32>( bytes + 4 ) : qFromBigEndian<qint32>( bytes + 4 );
  h.wkbOffset = 8 + envelope;
  h.hasBox = envelope > 0;
  if ( h.hasBox )
  {
    h.minX = getDouble( bytes + 8, h.little );
    h.maxX = getDouble( bytes + 16, h.little );
    h.minY = getDouble( bytes + 24, h.little );
    h.maxY = getDouble( bytes + 32, h.little );
  }
  h.valid = true;
  return h;
}

quint32 SwGeoPackageBlob::wkbType( const void *data, int size, const Header &header )
{
  if ( !header.valid || size < header.wkbOffset + 5 )
    return 0;
  const unsigned char *wkb = static_cast<const unsigned char *>( data ) + header.wkbOffset;
  return wkb[0] == 1 ? qFromLittleEndian<quint32>( wkb + 1 ) : qFromBigEndian<quint32>( wkb + 1 );
}

QgsGeometry SwGeoPackageBlob::geometry( const void *data, int size, bool &understood )
{
  understood = true;
  if ( !data )
    return QgsGeometry();
  const Header h = header( data, size );
  understood = h.valid && !h.extended && size > h.wkbOffset;
  if ( !understood )
    return QgsGeometry();
  QgsConstWkbPtr wkb( static_cast<const unsigned char *>( data ) + h.wkbOffset, size - h.wkbOffset );
  std::unique_ptr<QgsAbstractGeometry> shape = QgsGeometryFactory::geomFromWkb( wkb );
  understood = static_cast<bool>( shape );
  return QgsGeometry( std::move( shape ) );
}

QByteArray SwGeoPackageBlob::encode( const QgsGeometry &geometry, SwWkbType type, qint32 srsId, QgsRectangle &box )
{
  QgsGeometry shape = geometry;
  if ( QgsWkbTypes::isMultiType( type ) && !shape.isMultipart() )
    shape.convertToMultiType();
  const QByteArray wkb = shape.asWkb();
  const bool empty = shape.isEmpty();
  QByteArray data( 8 + ( empty ? 0 : 32 ), '\0' );
  char *bytes = data.data();
  putHeader( bytes, empty, srsId );
  box = QgsRectangle();
  if ( !empty )
  {
    box = shape.boundingBox();
    putDouble( bytes + 8, box.xMinimum() );
    putDouble( bytes + 16, box.xMaximum() );
    putDouble( bytes + 24, box.yMinimum() );
    putDouble( bytes + 32, box.yMaximum() );
  }
  return data + wkb;
}

QByteArray SwGeoPackageBlob::reuse( const QByteArray &blob, SwWkbType type, qint32 srsId, QgsRectangle &box )
{
  const Header h = header( blob.constData(), blob.size() );
  // Exactly what encode() writes: little-endian, an xy box (code 1), not
  // empty, standard type, little-endian ISO WKB of the layer's type.
  if ( !h.valid || !h.little || h.empty || h.extended || h.wkbOffset != 8 + 32 || blob.size() < h.wkbOffset + 5 || blob.at( h.wkbOffset ) != 1 )
    return QByteArray();
  if ( wkbType( blob.constData(), blob.size(), h ) != static_cast<quint32>( type ) )
    return QByteArray();
  box = QgsRectangle( h.minX, h.minY, h.maxX, h.maxY, false );
  if ( h.srsId == srsId )
    return blob;
  QByteArray copy = blob;
  qToLittleEndian( srsId, copy.data() + 4 );
  return copy;
}
