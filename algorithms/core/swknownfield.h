/***************************************************************************
  swknownfield.h: the first of several usual names a layer's field goes by
  (an assessor roll's parcel number, its street address), ignoring case:
  defaults that fit ordinary data instead of failing on it.
 ***************************************************************************/
#ifndef SWKNOWNFIELD_H
#define SWKNOWNFIELD_H

#include <QStringList>

class QgsFields;

namespace SwKnownField
{
  //! The index of the first of \a names (in their order, ignoring case) that \a fields has, or -1.
  int find( const QgsFields &fields, const QStringList &names );
} // namespace SwKnownField

#endif // SWKNOWNFIELD_H
