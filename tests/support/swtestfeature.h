/***************************************************************************
  swtestfeature.h: drawing test parcels in feet from a local origin, and
  reading an output feature's fields by name in asserts.
 ***************************************************************************/
#ifndef SWTESTFEATURE_H
#define SWTESTFEATURE_H

#include "qgsfeature.h"

namespace SwTestFeature
{
  inline QString text( const QgsFeature &f, const char *field )
  {
    return f.attribute( QString::fromLatin1( field ) ).toString();
  }

  inline double number( const QgsFeature &f, const char *field )
  {
    return f.attribute( QString::fromLatin1( field ) ).toDouble();
  }

  inline bool isNull( const QgsFeature &f, const char *field )
  {
    return f.attribute( QString::fromLatin1( field ) ).isNull();
  }

  // A local origin in Signal Hill, in EPSG:2229 feet: test cases are drawn in feet from it.
  constexpr double X0 = 6500000;
  constexpr double Y0 = 1770000;

  //! WKT of the rectangle from (x1, y1) to (x2, y2) feet from the local origin, as a multipolygon.
  inline QString rect( double x1, double y1, double x2, double y2 )
  {
    return QStringLiteral( "MULTIPOLYGON(((%1 %2, %3 %2, %3 %4, %1 %4, %1 %2)))" ).arg( X0 + x1, 0, 'f', 3 ).arg( Y0 + y1, 0, 'f', 3 ).arg( X0 + x2, 0, 'f', 3 ).arg( Y0 + y2, 0, 'f', 3 );
  }

  //! WKT of the point (x, y) feet from the local origin.
  inline QString point( double x, double y )
  {
    return QStringLiteral( "POINT(%1 %2)" ).arg( X0 + x, 0, 'f', 3 ).arg( Y0 + y, 0, 'f', 3 );
  }
} // namespace SwTestFeature

#endif // SWTESTFEATURE_H
