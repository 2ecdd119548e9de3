/***************************************************************************
  swworkingcrs.cpp: choosing the projected working CRS.
 ***************************************************************************/
#include "core/swworkingcrs.h"
#include "core/swunits.h"

#include "qgscoordinatetransformcontext.h"
#include "qgsexception.h"

#include <QObject>

#include <cmath>

bool SwWorkingCrs::isDefined( const QgsCoordinateReferenceSystem &crs )
{
  if ( !crs.isValid() )
    return false;
  if ( crs.description().startsWith( QLatin1String( "Undefined" ), Qt::CaseInsensitive ) )
    return false;
  // An engineering CRS without an authority is a local grid with no place on Earth.
  return !( crs.authid().isEmpty() && crs.toWkt( QgsCoordinateReferenceSystem::WKT2_2019 ).startsWith( QLatin1String( "ENGCRS" ) ) );
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

SwWorkingCrs SwWorkingCrs::choose( const QgsCoordinateReferenceSystem &parcelsCrs, const QgsCoordinateReferenceSystem &requested )
{
  if ( requested.isValid() )
  {
    QString why;
    if ( !isSuitable( requested, &why ) )
      throw QgsProcessingException( QObject::tr( "The working CRS %1 cannot measure feet: %2. Choose a projected CRS such as %3." ).arg( requested.authid(), why, defaultAuthId() ) );
    return SwWorkingCrs( requested );
  }
  if ( isSuitable( parcelsCrs ) )
    return SwWorkingCrs( parcelsCrs );
  return SwWorkingCrs( QgsCoordinateReferenceSystem( defaultAuthId() ) );
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
