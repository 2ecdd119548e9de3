/***************************************************************************
  swnoticescope.h: what a notice run saw, in words for the log and the
  register: the input layer, any filter on it (a subset, the selected
  parcels, a feature limit), and how many parcels it decided. A run on one
  district records that it saw one district.
 ***************************************************************************/
#ifndef SWNOTICESCOPE_H
#define SWNOTICESCOPE_H

#include <QString>
#include <QVariant>

class QgsVectorLayer;

namespace SwNoticeScope
{
  //! What the run saw: \a input (INPUT's parameter value), its layer (may be null) named \a inputName, \a decided parcels it decided of \a read read.
  QString describe( const QVariant &input, const QgsVectorLayer *layer, const QString &inputName, long long read, long long decided );
  //! Whether \a input or its \a layer is filtered (a subset, the selected parcels, a feature limit).
  bool isFiltered( const QVariant &input, const QgsVectorLayer *layer );
} // namespace SwNoticeScope

#endif // SWNOTICESCOPE_H
