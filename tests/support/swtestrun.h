/***************************************************************************
  swtestrun.h: runs a Processing algorithm in-process for a test and keeps
  what it said (warnings, error) beside its results.
 ***************************************************************************/
#ifndef SWTESTRUN_H
#define SWTESTRUN_H

#include "qgsprocessingcontext.h"
#include "qgsprocessingfeedback.h"

#include <QStringList>
#include <QVariantMap>

namespace SwTestRun
{
  //! Feedback that records what the algorithm said.
  class RecordingFeedback : public QgsProcessingFeedback
  {
  public:
    QStringList warnings;
    QStringList infos;
    QStringList errors;
    void pushWarning( const QString &warning ) override { warnings << warning; }
    void pushInfo( const QString &info ) override { infos << info; }
    void reportError( const QString &error, bool ) override { errors << error; }
  };

  struct Result
  {
    bool ok = false;
    QVariantMap outputs;
    QString error;
    QStringList warnings;
    QStringList infos;
  };

  //! Runs \a algorithmId with \a parameters; an exception becomes Result::error.
  Result run( const QString &algorithmId, const QVariantMap &parameters, RecordingFeedback *feedback = nullptr );
} // namespace SwTestRun

#endif // SWTESTRUN_H
