/***************************************************************************
  swalgorithmdialog.h: opens Processing's own dialog for one of our
  algorithms, the dialog the Processing Toolbox opens (parameters, log, run
  in the background, results loaded into the project).
 ***************************************************************************/
#ifndef SWALGORITHMDIALOG_H
#define SWALGORITHMDIALOG_H

#include <QString>
#include <QVariantMap>

class QgisInterface;

namespace SwAlgorithmDialog
{
  /**
   * Shows the dialog of algorithm \a algorithmId (e.g. "stormwater:screenparcels"),
   * pre-filled with \a parameters (name to value: layer ids, strings, numbers),
   * and returns when it closes; says in the message bar why it cannot.
   */
  void open( QgisInterface *iface, const QString &algorithmId, const QVariantMap &parameters = QVariantMap() );
} // namespace SwAlgorithmDialog

#endif // SWALGORITHMDIALOG_H
