/***************************************************************************
  swworkingcrs.h: the projected CRS every measurement is made in, and the
  transforms into it. Distances and areas are never taken in degrees nor in a
  Mercator projection (200 ft drawn in EPSG:3857 at Los Angeles is ~166 true
  feet).
 ***************************************************************************/
#ifndef SWWORKINGCRS_H
#define SWWORKINGCRS_H

#include "qgscoordinatereferencesystem.h"
#include "qgscoordinatetransform.h"
#include "qgsgeometry.h"
#include "qgsrectangle.h"

class QgsCoordinateTransformContext;

class SwWorkingCrs
{
public:
  //! NAD83 / California zone 5 (ftUS), the default for Los Angeles County.
  static QString defaultAuthId() { return QStringLiteral( "EPSG:2229" ); }

  /**
   * Chooses the working CRS for a run: \a requested when valid (it must be
   * suitable, else an exception names it), otherwise \a parcelsCrs when it
   * is suitable, otherwise EPSG:2229 when the parcels (\a parcelsExtent, in
   * \a parcelsCrs; not known when empty) lie in its area of use, otherwise
   * the UTM zone (WGS 84) of their centre: data from Utah measured in
   * California's zone 5 would come out some 5% too large. reason() says
   * which and why.
   */
  static SwWorkingCrs choose( const QgsCoordinateReferenceSystem &parcelsCrs, const QgsCoordinateReferenceSystem &requested = QgsCoordinateReferenceSystem(), const QgsRectangle &parcelsExtent = QgsRectangle() );

  //! Why this CRS was chosen, for the log and the report: "the parcels' own CRS", "the default for Los Angeles County"...
  QString reason() const { return mReason; }
  //! "EPSG:26913 (NAD83 / UTM zone 13N, in meters)": the CRS and its map unit, so it never reads as if it measured in feet when it does not.
  QString description() const;

  /**
   * True when \a crs says where a layer is: valid, and not one of the
   * stand-ins GDAL reads from a GeoPackage layer without a CRS (srs_id 0,
   * "Undefined geographic SRS"; srs_id -1, "Undefined Cartesian SRS").
   */
  static bool isDefined( const QgsCoordinateReferenceSystem &crs );

  /**
   * True when \a crs can measure feet faithfully: valid, projected, not a
   * Mercator family projection, and with a known map-unit length.
   */
  static bool isSuitable( const QgsCoordinateReferenceSystem &crs, QString *why = nullptr );

  explicit SwWorkingCrs( const QgsCoordinateReferenceSystem &crs );

  const QgsCoordinateReferenceSystem &crs() const { return mCrs; }
  //! US survey feet per working-CRS map unit.
  double feetPerUnit() const { return mFeetPerUnit; }
  double toFeet( double mapDistance ) const { return mapDistance * mFeetPerUnit; }
  double toSquareFeet( double mapArea ) const { return mapArea * mFeetPerUnit * mFeetPerUnit; }
  double fromFeet( double feet ) const { return feet / mFeetPerUnit; }

  //! Transform from \a source into the working CRS (identity when equal).
  QgsCoordinateTransform transformFrom( const QgsCoordinateReferenceSystem &source, const QgsCoordinateTransformContext &context ) const;

private:
  QgsCoordinateReferenceSystem mCrs;
  double mFeetPerUnit = 1.0;
  QString mReason;
};

#endif // SWWORKINGCRS_H
