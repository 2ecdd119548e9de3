/***************************************************************************
  swslowsoils.h: the slow soils condition: "the infiltration rate of
  saturated in-situ soils is less than 0.3 inch per hour". SOILS is shared
  with the hillside screen: a SOILS layer without infiltration rates serves
  the other screens only in stormwater:screenparcels.
 ***************************************************************************/
#ifndef SWSLOWSOILS_H
#define SWSLOWSOILS_H

#include "screens/infeasibility/swinfeasibilitycondition.h"

class SwSlowSoils : public SwInfeasibilityCondition
{
public:
  SwSlowSoils()
    : SwInfeasibilityCondition( QStringLiteral( "slow_soil" ) )
  {
  }

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
  double mInfiltrationInHr = 0.3;
};

#endif // SWSLOWSOILS_H
