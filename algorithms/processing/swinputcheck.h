/***************************************************************************
  swinputcheck.h: refuses, before any work starts, a layer input the
  planner can fix by hand: a file that does not exist, or a layer name the
  file does not hold (the file's layers are listed); and a path given as
  a file (a template, a register, a profile, a layer's file) that is a
  named pipe, a device or a socket, which would wait in open() for ever
  (SwPlainFile). QGIS would say only that the source could not be loaded,
  or never return.
 ***************************************************************************/
#ifndef SWINPUTCHECK_H
#define SWINPUTCHECK_H

#include <QVariantMap>

class QgsProcessingAlgorithm;
class QgsProcessingContext;

namespace SwInputCheck
{
  /**
   * The first file input of \a algorithm that is a FIFO, a device or a
   * socket, named with its parameter (SwPlainFile::whyNotAFile), or empty.
   * Every file parameter, every file destination (a register is read before
   * it is appended to), PROFILE given as a path and every layer given as a
   * path; nothing is opened. SwAlgorithm calls it before every run.
   */
  QString whyNotAFile( const QgsProcessingAlgorithm &algorithm, const QVariantMap &parameters, QgsProcessingContext &context );

  //! Throws QgsProcessingException with whyNotAFile() when there is a reason.
  void refuseSpecialFiles( const QgsProcessingAlgorithm &algorithm, const QVariantMap &parameters, QgsProcessingContext &context );

  //! whyNotAFile(), then the first reason a layer input of \a algorithm cannot be read (SwLayerInput::whyUnreadable), or empty.
  QString whyUnreadable( const QgsProcessingAlgorithm &algorithm, const QVariantMap &parameters, QgsProcessingContext &context );

  //! Throws QgsProcessingException with whyUnreadable() when there is a reason.
  void refuseUnreadable( const QgsProcessingAlgorithm &algorithm, const QVariantMap &parameters, QgsProcessingContext &context );
} // namespace SwInputCheck

#endif // SWINPUTCHECK_H
