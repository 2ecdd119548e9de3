/***************************************************************************
  swinfeasibilityparameters.h: the names of the technical-infeasibility
  screen's parameters, shared by the screen that declares them and the
  conditions that read them.
 ***************************************************************************/
#ifndef SWINFEASIBILITYPARAMETERS_H
#define SWINFEASIBILITYPARAMETERS_H

#include <QString>
#include <QStringList>

namespace SwInfeasibilityParameters
{
  // Grouped by input: a layer and the fields read from it.
  inline const QString WELLS = QStringLiteral( "WELLS" ), WELL_USE_FIELD = QStringLiteral( "WELL_USE_FIELD" ), WELL_ID_FIELD = QStringLiteral( "WELL_ID_FIELD" );
  inline const QString DRINKING_VALUES = QStringLiteral( "DRINKING_VALUES" );
  inline const QString UNKNOWN_USE_AS_DRINKING = QStringLiteral( "UNKNOWN_USE_AS_DRINKING" );
  inline const QString WELL_ACCURACY_FIELD = QStringLiteral( "WELL_ACCURACY_FIELD" ), WELL_DISTANCE = QStringLiteral( "WELL_DISTANCE" ), WELL_SEARCH_LIMIT = QStringLiteral( "WELL_SEARCH_LIMIT" );
  inline const QString GROUNDWATER = QStringLiteral( "GROUNDWATER" ), GROUNDWATER_DEPTH_FIELD = QStringLiteral( "GROUNDWATER_DEPTH_FIELD" );
  inline const QString GROUNDWATER_DEPTH_UNIT = QStringLiteral( "GROUNDWATER_DEPTH_UNIT" ), GROUNDWATER_OUTSIDE = QStringLiteral( "GROUNDWATER_OUTSIDE" );
  inline const QString SOILS = QStringLiteral( "SOILS" );
  inline const QString INFILTRATION_FIELD = QStringLiteral( "INFILTRATION_FIELD" ), INFILTRATION_UNIT = QStringLiteral( "INFILTRATION_UNIT" );
  inline const QString BROWNFIELDS = QStringLiteral( "BROWNFIELDS" ), BROWNFIELD_EXPRESSION = QStringLiteral( "BROWNFIELD_EXPRESSION" );
  inline const QString GEOHAZARDS = QStringLiteral( "GEOHAZARDS" ), GEOHAZARD_TYPE_FIELD = QStringLiteral( "GEOHAZARD_TYPE_FIELD" );

  //! The fields read when their parameter is not given.
  inline const QString DEFAULT_WELL_USE_FIELD = QStringLiteral( "use" ), DEFAULT_WELL_ID_FIELD = QStringLiteral( "well_id" );
  //! The wells' id field when WELL_ID_FIELD is left at its default: ours, then the names DWR publishes (groundwater
  //! stations' STN_ID and SITE_CODE, the state well number SWN, WELL_NAME, the well completion reports' WCRNUMBER).
  inline const QStringList KNOWN_WELL_ID_FIELDS{ DEFAULT_WELL_ID_FIELD, QStringLiteral( "stn_id" ), QStringLiteral( "site_code" ), QStringLiteral( "swn" ), QStringLiteral( "well_name" ), QStringLiteral( "wcrnumber" ) };
  inline const QString DEFAULT_GROUNDWATER_DEPTH_FIELD = QStringLiteral( "depth_ft" );
  inline const QString DEFAULT_INFILTRATION_FIELD = QStringLiteral( "ksat_in_hr" );
  inline const QString DEFAULT_GEOHAZARD_TYPE_FIELD = QStringLiteral( "hazard" );

  /**
   * When the field parameter is left: the default, then the names public
   * datasets give the same thing, in order. Wells: WELL_USE of DWR's
   * groundwater stations, PLANNEDUSEFORMERUSE of DWR's Well Completion
   * Reports. Soils: SSURGO's representative saturated hydraulic
   * conductivity, ksat_r (micrometres per second).
   */
  inline const QStringList KNOWN_WELL_USE_FIELDS{ DEFAULT_WELL_USE_FIELD, QStringLiteral( "well_use" ), QStringLiteral( "planneduseformeruse" ) };
  inline const QStringList KNOWN_INFILTRATION_FIELDS{ DEFAULT_INFILTRATION_FIELD, QStringLiteral( "ksat_r" ) };
  inline const QStringList KNOWN_GROUNDWATER_DEPTH_FIELDS{ DEFAULT_GROUNDWATER_DEPTH_FIELD, QStringLiteral( "depth_m" ) };
} // namespace SwInfeasibilityParameters

#endif // SWINFEASIBILITYPARAMETERS_H
