/***************************************************************************
  swparameterreader.h: reading a screen's parameters, each check declared
  once: a number with its unit and range, text with a fallback, an optional
  field that the layer may lack, a required field, a layer through
  SwLayerInput, a list, a yes/no. Errors name the parameter and quote the
  value: "DISTANCE must be a number of feet, 0 or more; got 'nan'".
 ***************************************************************************/
#ifndef SWPARAMETERREADER_H
#define SWPARAMETERREADER_H

#include "core/swchoiceparameter.h"
#include "core/swlayerinput.h"

#include <QVariantMap>

#include <limits>
#include <optional>

class QgsProcessingContext;

//! What a number parameter may hold, and how the error says it.
struct SwNumberRange
{
  //! Plain words for the error: "a number of feet, 0 or more".
  QString description;
  double minimum = 0;
  bool minimumExcluded = false;
  double maximum = std::numeric_limits<double>::max();

  //! 0 or more, in \a unit ("feet", "square feet").
  static SwNumberRange atLeastZero( const QString &unit );
  //! Greater than 0, in \a unit; a unit-less number when \a unit is empty.
  static SwNumberRange aboveZero( const QString &unit = QString() );
  //! True when \a value is finite and in range.
  bool holds( double value ) const;
};

class SwParameterReader
{
public:
  SwParameterReader( const QVariantMap &parameters, QgsProcessingContext &context );

  //! True when a parameter value holds something (not invalid, null, a blank string or an empty list).
  static bool isGiven( const QVariant &value );

  const QVariantMap &parameters() const { return mParameters; }
  QgsProcessingContext &context() const { return mContext; }
  QVariant value( const QString &name ) const { return mParameters.value( name ); }
  bool isGiven( const QString &name ) const { return isGiven( mParameters.value( name ) ); }
  //! True when any of \a names is given.
  bool anyGiven( const QStringList &names ) const;

  /**
   * The values of a multiple-layer parameter: a list as it is, one value
   * (a path as text, a JSON string, a layer) as a list of one, nothing when
   * not given. Every reader of such a parameter (the screens, the
   * destination check, the report, the command line) goes through this, so
   * one layer is never mistaken for none.
   */
  static QVariantList layerValues( const QVariant &value );
  QVariantList layerValues( const QString &name ) const { return layerValues( mParameters.value( name ) ); }

  //! The text, trimmed; \a fallback when not given.
  QString text( const QString &name, const QString &fallback = QString() ) const;
  //! A number in \a range; \a fallback when not given. NaN, infinity and text are refused.
  double number( const QString &name, double fallback, const SwNumberRange &range ) const;
  //! A number in \a range, or nothing when not given.
  std::optional<double> optionalNumber( const QString &name, const SwNumberRange &range ) const;
  //! A whole number of at least \a minimum; \a fallback when not given.
  int integer( const QString &name, int fallback, int minimum, const QString &description ) const;
  /**
   * The option a choice parameter names (SwChoices::option(): the option,
   * its number or another spelling); \a fallback when not given. Anything
   * else is refused with the options listed.
   */
  QString choice( const QString &name, const SwChoices &choices, const QString &fallback = QString() ) const;
  //! Yes or no (true/false, yes/no, 1/0); \a fallback when not given.
  bool yesNo( const QString &name, bool fallback ) const;
  //! The values of a list parameter (a list, or one comma-separated text), trimmed, blanks dropped.
  QStringList list( const QString &name ) const;

  //! The layer \a name holds, checked for \a geometryType and a CRS; empty when not given.
  SwLayerInput::Layer layer( const QString &name, SwGeometryType geometryType ) const;

  /**
   * The index in \a fields of the field parameter \a name names (or
   * \a fallbackField when not given), which must exist: else an error
   * naming the parameter, the field, the layer and the layer's fields.
   */
  int requiredField( const QString &name, const QString &fallbackField, const QgsFields &fields, const QString &layerParameter, const QString &layerName ) const;
  /**
   * Like requiredField(), but a parameter that is not given means "no
   * such field" (-1). A field that is named and missing is still an error.
   */
  int optionalField( const QString &name, const QgsFields &fields, const QString &layerParameter, const QString &layerName ) const;

  /**
   * An optional field parameter whose default name \a defaultField real
   * layers may lack (county footprints have no 'type'). Left out, or naming
   * the default: the default field when the layer has it, else -1 and one
   * line in \a notes: "NAME: LAYER layer 'x' has no field 'type'; \a without".
   * Left empty (`--NAME=`, or the dialog's blank box, which is what the
   * dialog sends for an optional field nobody chose) is left out: every
   * route into an algorithm means the same by it. Any other name must exist
   * (requiredField()).
   */
  int defaultedField( const QString &name, const QString &defaultField, const QgsFields &fields, const QString &layerParameter, const QString &layerName, const QString &without, QStringList &notes ) const;
  //! defaultedField() over knownField(): the first of \a knownFields the layer has.
  int defaultedField( const QString &name, const QStringList &knownFields, const QgsFields &fields, const QString &layerParameter, const QString &layerName, const QString &without, QStringList &notes ) const;

  /**
   * The field parameter \a name names, which must exist (requiredField());
   * when it is not given, or names the first of \a knownFields (its
   * default, which QGIS hands back when left), the first of \a knownFields
   * the layer has, ignoring case: public datasets name the same thing
   * their own way (a DWR station's WELL_USE, SSURGO's ksat_r). -1 when the
   * layer has none of them.
   */
  int knownField( const QString &name, const QStringList &knownFields, const QgsFields &fields, const QString &layerParameter, const QString &layerName ) const;

private:
  [[noreturn]] void refuse( const QString &name, const QString &description ) const;

  const QVariantMap &mParameters;
  QgsProcessingContext &mContext;
};

#endif // SWPARAMETERREADER_H
