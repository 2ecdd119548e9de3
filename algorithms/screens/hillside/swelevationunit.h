/***************************************************************************
  swelevationunit.h: the unit of a DEM's elevations, and why. Free DEMs
  (USGS 3DEP) are in metres, Los Angeles County's LiDAR DEMs in feet; a
  metre DEM read as feet is 3.28 times flatter with no other sign. So the
  unit comes, in order, from VERTICAL_UNIT when given, from the unit the
  band declares (GDAL's unit type: "m", "metre", "US survey foot"...), and
  otherwise from the DEM CRS's horizontal unit, as gdaldem and QGIS's own
  slope assume. What was chosen is said in words, and checked against what
  the DEM shows: elevations a unit cannot hold, a grid warped from metres,
  slopes mostly above 100%.
 ***************************************************************************/
#ifndef SWELEVATIONUNIT_H
#define SWELEVATIONUNIT_H

#include "screens/hillside/swdemslope.h"

#include <QString>

#include <optional>

class SwElevationUnit
{
public:
  using Unit = SwDemSlope::VerticalUnit;

  //! Where the unit came from.
  enum class Source
  {
    Parameter, //!< VERTICAL_UNIT
    Band,      //!< the band's declared unit
    Crs,       //!< the DEM CRS's horizontal unit (nothing declared)
  };

  /**
   * Chooses the unit: \a given (VERTICAL_UNIT, "feet" or "metres", empty
   * when not given), else \a declared (the band's unit type) when it names
   * feet or metres, else the horizontal unit of \a crs. Throws
   * QgsProcessingException naming \a demName when none of them says.
   */
  static SwElevationUnit choose( const QString &given, const QString &declared, const QgsCoordinateReferenceSystem &crs, const QString &demName );

  //! The unit a band's declared unit type names ("m", "Meters", "US survey foot", "ft-us"...), if any.
  static std::optional<Unit> fromDeclared( const QString &declared );

  Unit unit() const { return mUnit; }
  Source source() const { return mSource; }
  //! "feet" or "metres".
  QString name() const;
  //! "elevations taken as metres: the DEM's CRS is in metres and its band declares no unit".
  QString statement() const;

  /**
   * A warning when the DEM's \a highest elevation (in its own numbers)
   * cannot be in this unit in California; empty otherwise.
   */
  QString rangeWarning( const QString &demName, double highest ) const;
  /**
   * A warning when the unit was taken from a CRS in feet but the cells,
   * \a cellFeet across, are not a round number of feet, as in a DEM warped
   * from a metre grid whose elevations may still be metres; empty otherwise.
   */
  QString gridWarning( const QString &demName, double cellFeet ) const;
  /**
   * A warning when more than half of the \a measured parcels have a mean
   * slope above 100% (\a steeper of them): elevations read in too small a
   * unit. \a zFactorGiven: the Z factor came from Z_FACTOR, not the unit.
   */
  QString slopeWarning( const QString &demName, long long measured, long long steeper, bool zFactorGiven ) const;

private:
  SwElevationUnit( Unit unit, Source source, const QString &why );

  //! The other unit's name, and how much steeper or flatter slopes would be in it.
  QString otherName() const;

  Unit mUnit;
  Source mSource;
  QString mWhy;
};

#endif // SWELEVATIONUNIT_H
