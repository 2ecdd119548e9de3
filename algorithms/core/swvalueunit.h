/***************************************************************************
  swvalueunit.h: the unit a numeric field is read in, and why. Public
  datasets publish the same quantity in different units: SSURGO's ksat_r is
  in micrometres per second, where the ordinances' 0.3 inch per hour is
  2.117 µm/s; groundwater depths come in feet or metres. A field read in
  the wrong unit passes or fails every polygon silently, so the unit comes
  from its parameter when given, else from what the field's name says
  (ksat_r, depth_m), else the screen's own unit; and the choice is said.
 ***************************************************************************/
#ifndef SWVALUEUNIT_H
#define SWVALUEUNIT_H

#include "core/swchoiceparameter.h"

#include <QList>
#include <QString>

class SwParameterReader;

class SwValueUnit
{
public:
  struct Unit
  {
    QString name;  //!< as the parameter takes it: "µm/s"
    QString words; //!< "micrometres per second"
    double factor; //!< multiplies a value into the screen's unit
  };

  //! A field name that says its unit: \a pattern over the lower-case name.
  struct Hint
  {
    QString pattern;
    QString unit;
    QString why; //!< "SSURGO publishes ksat_r in micrometres per second"
  };

  //! One quantity: its parameter, its units (the first is the screen's own), the field names that imply one.
  struct Quantity
  {
    QString parameter;
    QList<Unit> units;
    QMap<QString, QString> aliases;
    QList<Hint> hints;
    //! The parameter's choices: the units' names and their aliases.
    SwChoices choices() const;
  };

  /**
   * The unit of field \a field: the parameter of \a quantity when given
   * (else refused, naming it), else the first hint its name matches, else
   * the screen's own unit.
   */
  static SwValueUnit choose( const Quantity &quantity, const SwParameterReader &reader, const QString &field );

  //! \a value in the screen's unit.
  double toScreenUnit( double value ) const { return value * mUnit.factor; }
  const Unit &unit() const { return mUnit; }
  //! True when the unit is the screen's own (nothing converted).
  bool isScreenUnit() const { return mUnit.factor == 1.0; }
  /**
   * "field 'ksat_r' read in µm/s (micrometres per second): SSURGO publishes
   * ksat_r in micrometres per second; 1 µm/s = 0.14173 in/hr".
   */
  QString statement() const;

private:
  SwValueUnit( const Quantity &quantity, const Unit &unit, const QString &field, const QString &why );

  Unit mUnit;
  Unit mScreenUnit;
  QString mField;
  QString mWhy;
};

#endif // SWVALUEUNIT_H
