/***************************************************************************
  swslowsoils.h: the slow soils condition: "the infiltration rate of
  saturated in-situ soils is less than 0.3 inch per hour". SOILS is shared
  with the hillside screen: a SOILS layer without infiltration rates serves
  the other screens only in stormwater:screenparcels.
 ***************************************************************************/
#ifndef SWSLOWSOILS_H
#define SWSLOWSOILS_H

#include "screens/infeasibility/swinfeasibilitycondition.h"
#include "core/swvalueunit.h"

class SwSlowSoils : public SwInfeasibilityCondition
{
public:
  SwSlowSoils()
    : SwInfeasibilityCondition( QStringLiteral( "slow_soil" ) )
  {
  }

  //! The units INFILTRATION_UNIT offers, and the field names that imply one (ksat_r: micrometres per second).
  static const SwValueUnit::Quantity &rateUnits();

  //! True when SOILS is given with an infiltration rate field (a SOILS layer given for the hillside screen alone has none).
  static bool hasRates( const SwParameterReader &reader );

  /**
   * Reads SOILS and keeps the soils below the profile's rate; soils
   * without a rate are not counted and are reported. In a combined run a
   * layer without the rate field leaves slow soils unscreened.
   */
  void prepare( const SwConditionInputs &inputs );

  SwInfeasibilityZone mapZone() const;

private:
  //! INFILTRATION_FIELD, or when left the first known rate field the layer has (ksat_in_hr, ksat_r); -1 when none.
  static int rateField( const SwParameterReader &reader, const QgsFields &fields, const QString &layerName );

  double mInfiltrationInHr = 0.3;
};

#endif // SWSLOWSOILS_H
