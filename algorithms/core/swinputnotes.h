/***************************************************************************
  swinputnotes.h: how the run read each input: the unit of a band or a
  field and why it was taken ("elevations taken as metres: the DEM's CRS is
  in metres and its band declares no unit"), the values of a field and what
  each was counted as. A planner checks these before trusting a flag, so
  each note goes to the log as it is given, and is kept for the report's
  data sources and the output layer's metadata.
 ***************************************************************************/
#ifndef SWINPUTNOTES_H
#define SWINPUTNOTES_H

#include <QMap>
#include <QMutex>
#include <QStringList>

class QgsProcessingFeedback;

class SwInputNotes
{
public:
  //! Sends notes to \a feedback's log from now on (null: keep them only).
  void setFeedback( QgsProcessingFeedback *feedback );
  //! Logs "PARAMETER: note" and keeps \a note under \a parameter. Thread safe; a repeated note is kept once.
  void add( const QString &parameter, const QString &note );
  //! The notes about input \a parameter, in order.
  QStringList of( const QString &parameter ) const;
  //! Every note as "PARAMETER: note", in the order the inputs were first noted.
  QStringList all() const;
  void clear();

private:
  QgsProcessingFeedback *mFeedback = nullptr;
  mutable QMutex mMutex;
  QStringList mParameters;
  QMap<QString, QStringList> mNotes;
};

#endif // SWINPUTNOTES_H
