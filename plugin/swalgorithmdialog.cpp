/***************************************************************************
  swalgorithmdialog.cpp: Processing's algorithm dialog, opened from C++.
 ***************************************************************************/
#include "swalgorithmdialog.h"

#include "qgisinterface.h"
#include "qgsapplication.h"
#include "qgsmessagebar.h"
#include "qgsprocessingregistry.h"
#include "qgspythonrunner.h"

#include <QJsonDocument>
#include <QRegularExpression>

void SwAlgorithmDialog::open( QgisInterface *iface, const QString &algorithmId, const QVariantMap &parameters )
{
  const QString title = QObject::tr( "Stormwater screening" );
  if ( !QgsApplication::processingRegistry()->algorithmById( algorithmId ) )
  {
    iface->messageBar()->pushWarning( title, QObject::tr( "The algorithm %1 is not in the Processing registry; is the Processing plugin enabled?" ).arg( algorithmId ) );
    return;
  }
  if ( !QgsPythonRunner::isValid() )
  {
    iface->messageBar()->pushWarning( title, QObject::tr( "Opening %1 needs QGIS's Python support (the Processing plugin), which is not running" ).arg( algorithmId ) );
    return;
  }
  // In QGIS 3.22 the algorithm dialog, and the run and result loading behind
  // it, belong to the Python Processing plugin; C++ has no public way to open
  // it. So we ask Python, as Processing's own menu entries do. The id is ours
  // (a constant), never user text, but is checked before it enters code.
  if ( !QRegularExpression( QStringLiteral( "^[a-z]+:[a-z]+$" ) ).match( algorithmId ).hasMatch() )
    return;
  // The pre-filled values may be user data (a parcel's APN, a layer id): they
  // travel as base64 of JSON, which can hold no quote and so no code.
  const QString values = QString::fromLatin1( QJsonDocument::fromVariant( parameters ).toJson( QJsonDocument::Compact ).toBase64() );
  QgsPythonRunner::run( QStringLiteral( "import base64, json, processing; processing.execAlgorithmDialog('%1', json.loads(base64.b64decode('%2')))" ).arg( algorithmId, values ), QObject::tr( "Could not open the dialog of %1" ).arg( algorithmId ) );
}
