/***************************************************************************
  swchoiceparameter.h: a drop-down whose values are its options' names, so
  `--VERTICAL_UNIT=metres` works on a command line and reads well in a
  script. QGIS's own help says an option's number ("e.g. '1'") is
  acceptable; QGIS 3.22 refuses a number for a drop-down of names, so this
  one takes both, and the usual other spellings (meters, ft).
 ***************************************************************************/
#ifndef SWCHOICEPARAMETER_H
#define SWCHOICEPARAMETER_H

#include "qgsprocessingparameters.h"

#include <QMap>
#include <QStringList>

//! The options of a choice and the other spellings that name them.
struct SwChoices
{
  QStringList options;
  //! Lower-case spelling -> option ("meters" -> "metres").
  QMap<QString, QString> aliases;

  /**
   * The option \a value names: an option in any case, its number (0 for
   * the first, as a number or as text), or an alias; empty when none.
   */
  QString option( const QVariant &value ) const;
  //! "feet, metres (or 0, 1)", for help and errors.
  QString described() const;
};

class SwChoiceParameter : public QgsProcessingParameterEnum
{
public:
  SwChoiceParameter( const QString &name, const QString &description, const SwChoices &choices, const QVariant &defaultValue, bool optional );

  QgsProcessingParameterDefinition *clone() const override { return new SwChoiceParameter( *this ); }
  bool checkValueIsAcceptable( const QVariant &input, QgsProcessingContext *context = nullptr ) const override;

  const SwChoices &choices() const { return mChoices; }

private:
  SwChoices mChoices;
};

#endif // SWCHOICEPARAMETER_H
