/***************************************************************************
  swparcel.h: one parcel as every screen sees it: its APN, its attributes
  as read, its geometry in the working CRS (valid, or null when it cannot be
  evaluated) and its status code.
 ***************************************************************************/
#ifndef SWPARCEL_H
#define SWPARCEL_H

#include "geometry/swgeos.h"

#include "qgsfeature.h"
#include "qgsgeometry.h"

#include <QObject>
#include <QVariantMap>

//! Parcel status codes: why a parcel was or was not evaluated.
namespace SwStatus
{
  //! Evaluated as given.
  inline QString ok()
  {
    return QStringLiteral( "ok" );
  }
  //! The geometry was invalid (e.g. self-intersecting) and was repaired; figures come from the repaired shape.
  inline QString repaired()
  {
    return QStringLiteral( "repaired" );
  }
  //! Null or empty geometry: not evaluated.
  inline QString noGeometry()
  {
    return QStringLiteral( "null_geometry" );
  }
  //! Invalid geometry that could not be repaired into a polygon: not evaluated.
  inline QString invalidGeometry()
  {
    return QStringLiteral( "invalid_geometry" );
  }
  //! The geometry could not be transformed into the working CRS: not evaluated.
  inline QString notTransformable()
  {
    return QStringLiteral( "not_transformable" );
  }
  //! GEOS could not compute with the (valid or repaired) geometry, e.g. a TopologyException on near-degenerate rings: not evaluated.
  inline QString geometryError()
  {
    return QStringLiteral( "geometry_error" );
  }
  //! A parcel status code in the planner's words ("no geometry"); the code itself when unknown.
  inline QString words( const QString &status )
  {
    if ( status == ok() )
      return QObject::tr( "screened" );
    if ( status == repaired() )
      return QObject::tr( "screened on its repaired geometry" );
    if ( status == noGeometry() )
      return QObject::tr( "no geometry" );
    if ( status == invalidGeometry() )
      return QObject::tr( "invalid geometry that could not be repaired, or not a polygon" );
    if ( status == notTransformable() )
      return QObject::tr( "could not be moved into the working CRS" );
    if ( status == geometryError() )
      return QObject::tr( "its geometry could not be measured" );
    return status;
  }
  //! True when a status code means the parcel's figures were computed.
  inline bool evaluated( const QString &status )
  {
    return status == ok() || status == repaired();
  }
} // namespace SwStatus

struct SwParcel
{
  long long index = 0; //!< position in the input, from 0
  QgsFeature feature;  //!< as read, in the parcels' own CRS
  QByteArray storedBlob; //!< feature's geometry as its GeoPackage stores it, when read straight from one (the output can take it as is)
  QString apn;
  QgsGeometry geometry;  //!< working CRS, valid polygon(s); null when not evaluable
  geos::unique_ptr geos; //!< GEOS copy of geometry, for the screens' hot loops
  QgsRectangle bbox;     //!< of geometry
  double areaSqft = 0;   //!< of geometry
  QString status;        //!< an SwStatus code
  QVariantMap values;    //!< per-screen values computed on the reading thread (expressions)
  QVariantMap shared;    //!< this parcel's figures that earlier screens of the run gave later ones (SwScreen::share)

  bool evaluable() const { return SwStatus::evaluated( status ); }
};

#endif // SWPARCEL_H
