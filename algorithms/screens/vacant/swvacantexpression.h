/***************************************************************************
  swvacantexpression.h: VACANT_EXPRESSION, the attribute rule a city may
  give instead of (or besides) footprints: a QGIS expression over the
  parcels, true for a vacant parcel ("use_code" LIKE '%V'). Checked against
  the parcels' fields before the run starts; evaluated on the reading
  thread, as QGIS expressions must be.
 ***************************************************************************/
#ifndef SWVACANTEXPRESSION_H
#define SWVACANTEXPRESSION_H

#include "qgsexpression.h"
#include "qgsexpressioncontext.h"
#include "qgsfields.h"

class QgsFeature;
class QgsProcessingContext;

class SwVacantExpression
{
public:
  /**
   * Parses \a text and checks every field it uses is one of
   * \a parcelFields (layer \a parcelsName). Throws QgsProcessingException
   * quoting the expression.
   */
  void prepare( const QString &text, const QgsFields &parcelFields, const QString &parcelsName, QgsProcessingContext &context );

  //! True when the expression holds for \a feature (NULL: not vacant). Throws naming parcel \a apn on failure.
  bool isVacant( const QgsFeature &feature, const QString &apn );

private:
  QString mText;
  QgsExpression mExpression;
  QgsExpressionContext mContext;
};

#endif // SWVACANTEXPRESSION_H
