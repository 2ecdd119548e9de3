/***************************************************************************
  swinfeasibilityzones.h: the ZONES map of stormwater:infeasibility: one
  feature per screened condition, its zone dissolved in the working CRS,
  with the rule, its citation and what the zone rests on, for mapping and
  for sharing with applicants. The map's row is declared once, by name.
 ***************************************************************************/
#ifndef SWINFEASIBILITYZONES_H
#define SWINFEASIBILITYZONES_H

#include "core/swrowschema.h"

#include "qgsgeometry.h"

class SwWorkingCrs;

//! One condition's zone, for the ZONES map.
struct SwInfeasibilityZone
{
  QString condition;     //!< drinking_well, groundwater, slow_soil, brownfield, geohazard
  QString threshold;     //!< the rule with its unit ("within 100 ft of a drinking-water well")
  QString citation;      //!< where the city's code sets the rule
  QVariant approximate;  //!< wells: true when any well's position is approximate; null for other conditions
  long long sources = 0; //!< input features that make the zone
  QString detail;
  QgsGeometry geometry; //!< dissolved, working CRS

  /**
   * The zone as a ZONES feature, with its area in square feet. A screened
   * condition with nothing on the map still gets its feature (without a
   * geometry), so the map says it was looked at.
   */
  QgsFeature feature( const SwWorkingCrs &working ) const;
};

//! The ZONES map's row.
struct SwInfeasibilityZoneRow : SwRow<SwInfeasibilityZoneRow>
{
  //! Which condition, its rule with its unit, and where the rule comes from.
  SwColumn<QString> condition{ schema, QStringLiteral( "condition" ) }, threshold{ schema, QStringLiteral( "threshold" ) }, citation{ schema, QStringLiteral( "citation" ) };
  SwColumn<bool> approximate{ schema, QStringLiteral( "approximate" ) };
  SwColumn<long long> sources{ schema, QStringLiteral( "sources" ) };
  SwColumn<double> areaSqft{ schema, QStringLiteral( "area_sqft" ) };
  SwColumn<QString> detail{ schema, QStringLiteral( "detail" ) };
};

#endif // SWINFEASIBILITYZONES_H
