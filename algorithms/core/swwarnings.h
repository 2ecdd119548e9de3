/***************************************************************************
  swwarnings.h: the one place a run's warnings go. Each warning is written
  to the Processing log as it is given and kept for the run's report, so
  every warning a planner sees in the log is also in the report.
 ***************************************************************************/
#ifndef SWWARNINGS_H
#define SWWARNINGS_H

#include <QMutex>
#include <QStringList>

class QgsProcessingFeedback;

class SwWarnings
{
public:
  explicit SwWarnings( QgsProcessingFeedback *feedback = nullptr )
    : mFeedback( feedback )
  {
  }

  //! Sends warnings to \a feedback's log from now on (null: keep them only).
  void setFeedback( QgsProcessingFeedback *feedback );
  //! Logs and keeps \a warning. Thread safe; an identical warning is kept once.
  void add( const QString &warning );
  //! Every warning given since the last clear(), in order.
  QStringList all() const;
  void clear();

private:
  QgsProcessingFeedback *mFeedback = nullptr;
  mutable QMutex mMutex;
  QStringList mWarnings;
};

#endif // SWWARNINGS_H
