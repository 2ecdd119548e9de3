/***************************************************************************
  swinfeasibilityparameters.h: the names of the technical-infeasibility
  screen's parameters, shared by the screen that declares them and the
  conditions that read them.
 ***************************************************************************/
#ifndef SWINFEASIBILITYPARAMETERS_H
#define SWINFEASIBILITYPARAMETERS_H

#include <QString>

namespace SwInfeasibilityParameters
{
  // Grouped by input: a layer and the fields read from it.
  inline const QString WELLS = QStringLiteral( "WELLS" ), WELL_USE_FIELD = QStringLiteral( "WELL_USE_FIELD" ), WELL_ID_FIELD = QStringLiteral( "WELL_ID_FIELD" );
  inline const QString DRINKING_VALUES = QStringLiteral( "DRINKING_VALUES" );
  inline const QString UNKNOWN_USE_AS_DRINKING = QStringLiteral( "UNKNOWN_USE_AS_DRINKING" );
  inline const QString WELL_ACCURACY_FIELD = QStringLiteral( "WELL_ACCURACY_FIELD" ), WELL_DISTANCE = QStringLiteral( "WELL_DISTANCE" ), WELL_SEARCH_LIMIT = QStringLiteral( "WELL_SEARCH_LIMIT" );
  inline const QString GROUNDWATER = QStringLiteral( "GROUNDWATER" ), GROUNDWATER_DEPTH_FIELD = QStringLiteral( "GROUNDWATER_DEPTH_FIELD" );
  inline const QString SOILS = QStringLiteral( "SOILS" );
  inline const QString INFILTRATION_FIELD = QStringLiteral( "INFILTRATION_FIELD" );
  inline const QString BROWNFIELDS = QStringLiteral( "BROWNFIELDS" );
  inline const QString GEOHAZARDS = QStringLiteral( "GEOHAZARDS" ), GEOHAZARD_TYPE_FIELD = QStringLiteral( "GEOHAZARD_TYPE_FIELD" );

  //! The fields read when their parameter is not given.
  inline const QString DEFAULT_WELL_USE_FIELD = QStringLiteral( "use" ), DEFAULT_WELL_ID_FIELD = QStringLiteral( "well_id" );
  inline const QString DEFAULT_GROUNDWATER_DEPTH_FIELD = QStringLiteral( "depth_ft" );
  inline const QString DEFAULT_INFILTRATION_FIELD = QStringLiteral( "ksat_in_hr" );
  inline const QString DEFAULT_GEOHAZARD_TYPE_FIELD = QStringLiteral( "hazard" );
} // namespace SwInfeasibilityParameters

#endif // SWINFEASIBILITYPARAMETERS_H
