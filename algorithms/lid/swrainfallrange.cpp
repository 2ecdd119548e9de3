/***************************************************************************
  swrainfallrange.cpp: the rainfall figures the county's maps can hold.
 ***************************************************************************/
#include "lid/swrainfallrange.h"

#include "qgsexception.h"

#include <QObject>

namespace
{
  // See the header: what the county's maps hold, with room; beyond is a unit or NoData mistake.
  constexpr double DESIGN_STORM_MIN_IN = 0.3;
  constexpr double DESIGN_STORM_MAX_IN = 3.0;
  constexpr double INTENSITY_MIN_IN_HR = 0.1;
  constexpr double INTENSITY_MAX_IN_HR = 3.0;
} // namespace

SwRainfallRange SwRainfallRange::designStorm()
{
  return { QObject::tr( "the 85th percentile 24-hour depth" ), QStringLiteral( "in" ), DESIGN_STORM_MIN_IN, DESIGN_STORM_MAX_IN };
}

SwRainfallRange SwRainfallRange::intensity( double multiplier )
{
  const double m = multiplier > 0 ? multiplier : 1;
  return { QObject::tr( "the rainfall intensity" ), QStringLiteral( "in/hr" ), INTENSITY_MIN_IN_HR / m, INTENSITY_MAX_IN_HR / m };
}

SwNumberRange SwRainfallRange::parameterRange() const
{
  SwNumberRange range{ QObject::tr( "%1 from %2 to %3 %4, what Los Angeles County's rainfall maps hold (a figure outside is in another unit, or a NoData value)" ).arg( what ).arg( minimum ).arg( maximum ).arg( unit ) };
  range.minimum = minimum;
  range.maximum = maximum;
  return range;
}

void SwRainfallRange::refuseRaster( const QString &parameter, const QString &rasterName, const QString &unitAccount, double value ) const
{
  throw QgsProcessingException( QObject::tr( "%1 '%2' gives %3 of %4 %5 over it (%6), outside the %7 to %8 %5 Los Angeles County's rainfall maps hold. "
                                             "If the raster is in millimetres, declare its band's unit as mm (gdal_edit.py -units mm); "
                                             "if cells without data hold a value such as -9999 or -1, declare it as the band's NoData (gdal_edit.py -a_nodata -9999)" )
                                  .arg( parameter, rasterName, what )
                                  .arg( value, 0, 'g', 6 )
                                  .arg( unit, unitAccount )
                                  .arg( minimum )
                                  .arg( maximum ) );
}
