/***************************************************************************
  swinputcheck.h: refuses, before any work starts, a layer input the
  planner can fix by hand: a file that does not exist, or a layer name the
  file does not hold (the file's layers are listed). QGIS would say only
  that the source could not be loaded.
 ***************************************************************************/
#ifndef SWINPUTCHECK_H
#define SWINPUTCHECK_H

#include <QVariantMap>

class QgsProcessingAlgorithm;
class QgsProcessingContext;

namespace SwInputCheck
{
  //! The first reason a layer input of \a algorithm cannot be read (SwLayerInput::whyUnreadable), or empty.
  QString whyUnreadable( const QgsProcessingAlgorithm &algorithm, const QVariantMap &parameters, QgsProcessingContext &context );

  //! Throws QgsProcessingException with whyUnreadable() when there is a reason.
  void refuseUnreadable( const QgsProcessingAlgorithm &algorithm, const QVariantMap &parameters, QgsProcessingContext &context );
} // namespace SwInputCheck

#endif // SWINPUTCHECK_H
