/***************************************************************************
  swrainfallrange.h: the rainfall figures Los Angeles County's maps can
  hold, in one place. A design-storm raster in millimetres read as inches
  gives about 25 times the volume, and a NoData of -9999 (or -1) the band
  does not declare is averaged as rain: both give a figure, with status
  ok, that no one would notice. A depth or intensity outside what the
  county's isohyets hold is such a mistake, so it is refused with the
  value, where it came from and how to declare the unit or the NoData.
 ***************************************************************************/
#ifndef SWRAINFALLRANGE_H
#define SWRAINFALLRANGE_H

#include "core/swparameterreader.h"

#include <QString>

struct SwRainfallRange
{
  QString what; //!< "the 85th percentile 24-hour depth"
  QString unit; //!< "in", "in/hr"
  double minimum = 0;
  double maximum = 0;

  /**
   * The 85th percentile 24-hour depth, in inches. The county's 85th
   * percentile isohyetal map runs from about 0.5 in on the coastal plain to
   * under 2 in on the highest ridges; 0.3 to 3 in holds every isohyet with
   * room, while millimetres read as inches (13 to 50) and any negative
   * NoData fall outside.
   */
  static SwRainfallRange designStorm();

  /**
   * The intensity flow-through treatment is sized on, in in/hr: the mapped
   * intensity times the profile's \a multiplier (Signal Hill: the one-year,
   * one-hour intensity as mapped; Beverly Hills: twice the 85th percentile
   * hourly intensity). The county's one-year, one-hour intensities are
   * about 0.3 to 1.3 in/hr, and the codes' own fixed figure is 0.2 in/hr;
   * 0.1 to 3 in/hr holds both with room, while zero, a negative NoData or
   * millimetres per hour (8 to 30) fall outside. The range of the mapped
   * value itself is this divided by \a multiplier.
   */
  static SwRainfallRange intensity( double multiplier );

  bool holds( double value ) const { return value >= minimum && value <= maximum; }

  //! As a parameter's range: "a depth in inches from 0.3 to 3 (...)".
  SwNumberRange parameterRange() const;

  /**
   * Throws QgsProcessingException for \a value read from raster parameter
   * \a parameter ('\a rasterName', whose values were read as \a unitAccount)
   * over one parcel: the value, the range and why, and what to declare.
   * The pipeline names the parcel (APN) before the message.
   */
  [[noreturn]] void refuseRaster( const QString &parameter, const QString &rasterName, const QString &unitAccount, double value ) const;
};

#endif // SWRAINFALLRANGE_H
