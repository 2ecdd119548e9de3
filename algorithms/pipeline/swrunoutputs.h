/***************************************************************************
  swrunoutputs.h: the outputs one run writes. Layers are written under
  temporary names (SwOutputTarget) and moved into place together once the
  whole run has succeeded; when the run fails or is cancelled, every
  temporary file and every file it created is removed, so a stopped run
  leaves no output of any kind and the earlier results as they were.
 ***************************************************************************/
#ifndef SWRUNOUTPUTS_H
#define SWRUNOUTPUTS_H

#include "pipeline/swoutputtarget.h"

#include <QMap>
#include <QStringList>
#include <QVariant>

#include <list>

class QgsProcessingContext;

class SwRunOutputs
{
public:
  //! The file an output parameter value or destination names ("out.gpkg|layername=x": out.gpkg), or empty.
  static QString fileOf( const QVariant &destination );
  //! True when that file exists now (call before writing).
  static bool exists( const QVariant &destination );

  //! Starts the layer output \a parameter whose value is \a value; the target lives until clear().
  SwOutputTarget &addLayer( const QVariant &value, const QString &parameter );
  //! The layer of \a parameter is written (sink closed) to \a destination with \a features features (-1: unknown).
  void layerWritten( const QString &parameter, const QString &destination, long long features );
  //! The file layer output \a parameter ends up in (empty when not a file).
  QString fileFor( const QString &parameter ) const;
  //! Moves every written layer into place; returns each parameter's final destination.
  QMap<QString, QString> commit( QgsProcessingContext &context );

  //! Notes that the run wrote the file \a destination; \a existedBefore files are left alone by discard().
  void written( const QString &destination, bool existedBefore );
  //! Removes every temporary file, and every file written by the run that did not exist before it.
  void discard();
  void clear();

private:
  struct Layer
  {
    QString parameter;
    SwOutputTarget target;
    QString destination;
    long long features = -1;
    bool written = false;
  };
  std::list<Layer> mLayers;
  QStringList mCreated;
};

#endif // SWRUNOUTPUTS_H
