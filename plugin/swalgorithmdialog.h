/***************************************************************************
  swalgorithmdialog.h: opens Processing's own dialog for one of our
  algorithms, the dialog the Processing Toolbox opens (parameters, log, run
  in the background, results loaded into the project).
 ***************************************************************************/
#ifndef SWALGORITHMDIALOG_H
#define SWALGORITHMDIALOG_H

#include <QString>

class QgisInterface;

namespace SwAlgorithmDialog
{
  /**
   * Shows the dialog of algorithm \a algorithmId (e.g. "stormwater:screenparcels")
   * and returns when it closes; says in the message bar why it cannot.
   */
  void open( QgisInterface *iface, const QString &algorithmId );
} // namespace SwAlgorithmDialog

#endif // SWALGORITHMDIALOG_H
