/***************************************************************************
  swtestrun.cpp: in-process algorithm runs for tests.
 ***************************************************************************/
#include "swtestrun.h"

#include "qgsapplication.h"
#include "qgsexception.h"
#include "qgsprocessingalgorithm.h"
#include "qgsprocessingregistry.h"

#include <memory>

SwTestRun::Result SwTestRun::run( const QString &algorithmId, const QVariantMap &parameters, RecordingFeedback *feedback )
{
  Result result;
  RecordingFeedback own;
  RecordingFeedback *used = feedback ? feedback : &own;
  std::unique_ptr<QgsProcessingAlgorithm> algorithm( QgsApplication::processingRegistry()->createAlgorithmById( algorithmId ) );
  if ( !algorithm )
  {
    result.error = QStringLiteral( "no algorithm %1" ).arg( algorithmId );
    return result;
  }
  QgsProcessingContext context;
  try
  {
    bool ok = false;
    result.outputs = algorithm->run( parameters, context, used, &ok, QVariantMap(), false );
    result.ok = ok;
  }
  catch ( QgsProcessingException &e )
  {
    result.error = e.what();
  }
  // QGIS reports an exception thrown while preparing through the feedback.
  if ( !result.ok && result.error.isEmpty() && !used->errors.isEmpty() )
    result.error = used->errors.last();
  result.warnings = used->warnings;
  result.infos = used->infos;
  return result;
}
