/***************************************************************************
  swparcelnumberfield.h: which field of a parcel layer holds the parcel
  number when the planner did not say. Assessor rolls name it their own way
  (Los Angeles County's is AIN, the Assessor Identification Number); a run
  that stops over the default `apn` on such a roll is a default that fails on
  ordinary data.
 ***************************************************************************/
#ifndef SWPARCELNUMBERFIELD_H
#define SWPARCELNUMBERFIELD_H

#include <QStringList>

class QgsFields;

namespace SwParcelNumberField
{
  //! The names tried, in order (matched ignoring case): apn first.
  QStringList knownNames();

  //! The index of the first of knownNames() that \a fields has, or -1.
  int find( const QgsFields &fields );
} // namespace SwParcelNumberField

#endif // SWPARCELNUMBERFIELD_H
