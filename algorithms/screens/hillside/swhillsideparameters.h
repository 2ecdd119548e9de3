/***************************************************************************
  swhillsideparameters.h: the names of the hillside screen's parameters, in
  one place: the screen declares them, each slope source and condition
  reads its own.
 ***************************************************************************/
#ifndef SWHILLSIDEPARAMETERS_H
#define SWHILLSIDEPARAMETERS_H

#include <QString>

namespace SwHillsideParameters
{
  // Grouped by input: a layer and the fields read from it.
  inline const QString DEM = QStringLiteral( "DEM" ), DEM_BAND = QStringLiteral( "DEM_BAND" );
  inline const QString Z_FACTOR = QStringLiteral( "Z_FACTOR" );
  inline const QString VERTICAL_UNIT = QStringLiteral( "VERTICAL_UNIT" );
  inline const QString SLOPE_POLYGONS = QStringLiteral( "SLOPE_POLYGONS" ), SLOPE_FIELD = QStringLiteral( "SLOPE_FIELD" );
  inline const QString SLOPE_POLYGONS_OUTSIDE = QStringLiteral( "SLOPE_POLYGONS_OUTSIDE" );
  inline const QString CONTOURS = QStringLiteral( "CONTOURS" ), CONTOUR_INTERVAL = QStringLiteral( "CONTOUR_INTERVAL" );
  inline const QString SOILS = QStringLiteral( "SOILS" );
  inline const QString ERODIBLE_EXPRESSION = QStringLiteral( "ERODIBLE_EXPRESSION" );
  inline const QString RESIDENTIAL_EXPRESSION = QStringLiteral( "RESIDENTIAL_EXPRESSION" );
  inline const QString MIN_STEEP_SQFT = QStringLiteral( "MIN_STEEP_SQFT" );

  //! The choices of VERTICAL_UNIT.
  inline const QString FEET = QStringLiteral( "feet" );
  inline const QString METRES = QStringLiteral( "metres" );
} // namespace SwHillsideParameters

#endif // SWHILLSIDEPARAMETERS_H
