/***************************************************************************
  swprojectfields.h: what the counter is told about a proposed project, as
  parameters: stormwater:lidapplicability reads each from a field of its
  layer of projects (NAME_FIELD), the parcel sheet as a value typed at the
  counter (NAME). One list, so the two ask the same questions in the same
  words and order.
 ***************************************************************************/
#ifndef SWPROJECTFIELDS_H
#define SWPROJECTFIELDS_H

#include <QList>
#include <QString>
#include <QStringList>

struct SwProjectField
{
  const char *name;  //!< the parameter, without _FIELD: NEW_IMPERVIOUS_SQFT
  const char *input; //!< the rule input it fills (SwLidProfile::inputs(), or use, sic, naics, exemption)
  bool number;       //!< a count, an area or a percent
  const char *label; //!< the parameter's label, without "field"
  const char *help;  //!< what to give
  const char *line;  //!< the parcel sheet's line for it

  QString fieldName() const;
  QString valueName() const;
  //! The column names a layer of projects is read by when NAME_FIELD is left out, the first its default.
  QStringList knownColumns() const;
  QString translatedLabel() const;
  QString translatedHelp() const;
  QString translatedLine() const;
};

class SwProjectFields
{
public:
  //! Every project input, in the order the dialogs show them.
  static const QList<SwProjectField> &all();
};

#endif // SWPROJECTFIELDS_H
