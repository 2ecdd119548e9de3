/***************************************************************************
  swworkingcrs.cpp: choosing the projected working CRS.
 ***************************************************************************/
#include "core/swworkingcrs.h"
#include "core/compat.h"
#include "core/swunits.h"

#include "qgscoordinatetransformcontext.h"
#include "qgsexception.h"

#include <QObject>

#include "qgsunittypes.h"

#include <algorithm>
#include <cmath>

bool SwWorkingCrs::isDefined( const QgsCoordinateReferenceSystem &crs )
{
  if ( !crs.isValid() )
    return false;
  if ( crs.description().startsWith( QLatin1String( "Undefined" ), Qt::CaseInsensitive ) )
    return false;
  // An engineering CRS without an authority is a local grid with no place on Earth.
  return !( crs.authid().isEmpty() && crs.toWkt( SW_CRS_WKT2_2019 ).startsWith( QLatin1String( "ENGCRS" ) ) );
}

bool SwWorkingCrs::isSuitable( const QgsCoordinateReferenceSystem &crs, QString *why )
{
  auto fail = [why]( const QString &reason )
  {
    if ( why )
      *why = reason;
    return false;
  };
  if ( !isDefined( crs ) )
    return fail( QObject::tr( "the CRS is not defined" ) );
  if ( crs.isGeographic() )
    return fail( QObject::tr( "%1 is geographic (degrees)" ).arg( crs.authid() ) );
  // Mercator scale grows as 1/cos(latitude): 21% at Los Angeles.
  if ( crs.toProj().contains( QLatin1String( "+proj=merc" ) ) )
    return fail( QObject::tr( "%1 is a Mercator projection, whose scale at Los Angeles is off by about 20%" ).arg( crs.authid() ) );
  if ( std::isnan( SwUnits::feetPerMapUnit( crs ) ) )
    return fail( QObject::tr( "the length unit of %1 is unknown" ).arg( crs.authid() ) );
  return true;
}

SwWorkingCrs SwWorkingCrs::choose( const QgsCoordinateReferenceSystem &parcelsCrs, const QgsCoordinateReferenceSystem &requested, const QgsRectangle &parcelsExtent )
{
  if ( requested.isValid() )
  {
    QString why;
    if ( !isSuitable( requested, &why ) )
      throw QgsProcessingException( QObject::tr( "The working CRS %1 cannot measure feet: %2. Choose a projected CRS such as %3." ).arg( requested.authid(), why, defaultAuthId() ) );
    SwWorkingCrs chosen( requested );
    chosen.mReason = QObject::tr( "as given (WORKING_CRS)" );
    return chosen;
  }
  if ( isSuitable( parcelsCrs ) )
  {
    SwWorkingCrs chosen( parcelsCrs );
    chosen.mReason = QObject::tr( "the parcels' own CRS" );
    return chosen;
  }
  SwWorkingCrs fallback( ( QgsCoordinateReferenceSystem( defaultAuthId() ) ) );
  fallback.mReason = QObject::tr( "the default for Los Angeles County: the parcels' CRS %1 cannot measure feet" ).arg( parcelsCrs.authid() );
  if ( parcelsExtent.isEmpty() || !isDefined( parcelsCrs ) )
    return fallback;
  // Where the parcels are, in degrees: inside zone 5's area of use, or the UTM zone of their centre.
  QgsPointXY centre = parcelsExtent.center();
  const QgsCoordinateReferenceSystem wgs84( QStringLiteral( "EPSG:4326" ) );
  try
  {
    const QgsCoordinateTransform toDegrees( parcelsCrs, wgs84, QgsCoordinateTransformContext() );
    centre = toDegrees.transform( centre );
  }
  catch ( QgsCsException & )
  {
    return fallback;
  }
  if ( !std::isfinite( centre.x() ) || !std::isfinite( centre.y() ) || fallback.crs().bounds().contains( centre ) )
    return fallback;
  const int zone = std::clamp( static_cast<int>( std::floor( ( centre.x() + 180.0 ) / 6.0 ) ) + 1, 1, 60 );
  const QgsCoordinateReferenceSystem utm( QStringLiteral( "EPSG:%1" ).arg( ( centre.y() >= 0 ? 32600 : 32700 ) + zone ) );
  SwWorkingCrs chosen( utm );
  chosen.mReason = QObject::tr( "the UTM zone of the parcels' centre (%1, %2): they lie outside the area of use of %3 (%4), whose measurements there would be distorted" )
                     .arg( centre.y(), 0, 'f', 3 )
                     .arg( centre.x(), 0, 'f', 3 )
                     .arg( defaultAuthId(), fallback.crs().description() );
  return chosen;
}

QString SwWorkingCrs::description() const
{
  // The unit read from the definition itself (QGIS 3.22 calls US survey feet plain "feet").
  const double metres = SwUnits::metresPerMapUnit( mCrs );
  QString unit = QgsUnitTypes::toString( mCrs.mapUnits() );
  if ( std::fabs( metres - 1.0 ) < 1e-12 )
    unit = QObject::tr( "metres" );
  else if ( std::fabs( metres - SwUnits::US_FOOT_METRES ) < 1e-12 )
    unit = QObject::tr( "US survey feet" );
  else if ( std::fabs( metres - 0.3048 ) < 1e-12 )
    unit = QObject::tr( "international feet" );
  return QObject::tr( "%1 (%2, in %3)" ).arg( mCrs.authid(), mCrs.description(), unit );
}

SwWorkingCrs::SwWorkingCrs( const QgsCoordinateReferenceSystem &crs )
  : mCrs( crs )
  , mFeetPerUnit( SwUnits::feetPerMapUnit( crs ) )
{
}

QgsCoordinateTransform SwWorkingCrs::transformFrom( const QgsCoordinateReferenceSystem &source, const QgsCoordinateTransformContext &context ) const
{
  if ( !source.isValid() )
    return QgsCoordinateTransform();
  return QgsCoordinateTransform( source, mCrs, context );
}
