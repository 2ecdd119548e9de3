/***************************************************************************
  swunits.h: feet, square feet and acres, the units of every figure the
  screens report. The US survey foot (1200/3937 m) is the unit of EPSG:2229
  and of the Los Angeles County ordinances' maps.
 ***************************************************************************/
#ifndef SWUNITS_H
#define SWUNITS_H

#include "qgscoordinatereferencesystem.h"

namespace SwUnits
{
  //! One US survey foot in metres, exactly.
  constexpr double US_FOOT_METRES = 1200.0 / 3937.0;
  //! One acre in square feet (the ordinances' 1.0 acre threshold).
  constexpr double SQFT_PER_ACRE = 43560.0;

  inline double metresToFeet( double metres )
  {
    return metres * 3937.0 / 1200.0;
  }
  inline double feetToMetres( double feet )
  {
    return feet * US_FOOT_METRES;
  }
  inline double sqftToAcres( double sqft )
  {
    return sqft / SQFT_PER_ACRE;
  }
  inline double acresToSqft( double acres )
  {
    return acres * SQFT_PER_ACRE;
  }

  /**
   * Length in metres of one map unit of a projected \a crs, read from the CRS
   * definition itself (QGIS 3.22 has no US survey foot unit and reports
   * EPSG:2229 as international feet). Returns NaN for a geographic or
   * invalid CRS.
   */
  double metresPerMapUnit( const QgsCoordinateReferenceSystem &crs );

  //! US survey feet per map unit of a projected \a crs (1 for EPSG:2229).
  double feetPerMapUnit( const QgsCoordinateReferenceSystem &crs );
} // namespace SwUnits

#endif // SWUNITS_H
