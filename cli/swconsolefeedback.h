/***************************************************************************
  swconsolefeedback.h: Processing feedback on a terminal, in qgis_process's
  manner (a 0...10...100 progress line, info on stdout, errors on stderr), or
  collected for the --json log.
 ***************************************************************************/
#ifndef SWCONSOLEFEEDBACK_H
#define SWCONSOLEFEEDBACK_H

#include "qgsprocessingfeedback.h"

#include <QStringList>

class SwConsoleFeedback : public QgsProcessingFeedback
{
  Q_OBJECT
public:
  explicit SwConsoleFeedback( bool json );

  void setProgressText( const QString &text ) override;
  void reportError( const QString &error, bool fatalError = false ) override;
  void pushWarning( const QString &warning ) override;
  void pushInfo( const QString &info ) override;
  void pushCommandInfo( const QString &info ) override;
  void pushDebugInfo( const QString &info ) override;
  void pushConsoleInfo( const QString &info ) override;

  QStringList infos() const { return mInfos; }
  QStringList warnings() const { return mWarnings; }
  QStringList errors() const { return mErrors; }

private:
  void showProgress( double progress );
  void endProgressLine();

  bool mJson = false;
  int mLastTick = 0;
  bool mProgressOpen = false;
  QStringList mInfos;
  QStringList mWarnings;
  QStringList mErrors;
};

#endif // SWCONSOLEFEEDBACK_H
