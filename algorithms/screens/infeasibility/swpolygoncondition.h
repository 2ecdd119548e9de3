/***************************************************************************
  swpolygoncondition.h: a condition that is a mapped area, whatever holds
  it: "brownfield development sites or other locations where pollutant
  mobilization is a documented concern", "locations with potential
  geotechnical hazards". The city's code gives no number; the profile says
  whether and where it lists them. Zones are grouped by an optional type
  field, so a parcel's hazards can be named.
 ***************************************************************************/
#ifndef SWPOLYGONCONDITION_H
#define SWPOLYGONCONDITION_H

#include "screens/infeasibility/swinfeasibilitycondition.h"

class SwPolygonCondition : public SwInfeasibilityCondition
{
public:
  //! BROWNFIELDS: every brownfield site, or those BROWNFIELD_EXPRESSION keeps.
  static SwPolygonCondition brownfields();
  //! GEOHAZARDS: any mapped geotechnical hazard, named by GEOHAZARD_TYPE_FIELD.
  static SwPolygonCondition geohazards();

  //! Reads the layer, grouping its zones by type.
  void prepare( const SwConditionInputs &inputs );

  //! The zones on a parcel.
  struct Under
  {
    QStringList types; //!< named types on more than a sliver of the parcel, sorted
    geos::unique_ptr cover;
  };
  //! Thread safe.
  Under measure( const SwParcel &parcel, const SwWorkingCrs &working ) const;

  SwInfeasibilityZone mapZone() const;

private:
  struct Definition
  {
    QString name;                //!< the condition's token
    QString parameter;           //!< the layer parameter
    QString citationRule;        //!< the profile rule citing the city's code
    QString threshold;           //!< the rule, for ZONES
    QString typeParameter;       //!< the field parameter naming a zone's type; empty for none
    QString defaultTypeField;    //!< the field read when typeParameter is not given
    QString expressionParameter; //!< the expression parameter keeping the zones that count; empty for none
  };
  explicit SwPolygonCondition( const Definition &definition );

  Definition mDefinition;
};

#endif // SWPOLYGONCONDITION_H
