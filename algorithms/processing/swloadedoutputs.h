/***************************************************************************
  swloadedoutputs.h: what the desktop does with a run's layer outputs as it
  loads them at the end of the run: each gets its style and all go into one
  layer tree group named after the run ("Stormwater screening — City of
  Signal Hill — 2026-12-01 14:05"), so two runs side by side never mix.

  QGIS 3.22's LayerDetails has no group: the only hook between "the run
  ended" and "the layer is in the project" is the layer's post-processor,
  which Processing calls after adding the layer to the project. Outside the
  desktop (qgis_process, parcelscreen) no layer is loaded and nothing here
  runs.
 ***************************************************************************/
#ifndef SWLOADEDOUTPUTS_H
#define SWLOADEDOUTPUTS_H

#include <QDateTime>
#include <QString>

#include <memory>

class QgsProcessingContext;

class SwLoadedOutputs
{
public:
  //! The group's name: what ran, for which city, when ("Stormwater screening — City of Signal Hill — 2026-12-01 14:05").
  static QString groupName( const QString &what, const QString &city, const QDateTime &started );

  //! Starts a new run whose loaded layers go into group \a groupName.
  void start( const QString &groupName );
  QString groupName() const;

  /**
   * Styles the layer QGIS loads from \a destination with the style resource
   * \a stylePath (none when empty) and puts it in this run's group. Does
   * nothing when the run does not load \a destination.
   */
  void add( QgsProcessingContext &context, const QString &destination, const QString &stylePath ) const;

  struct Run;

private:
  // Shared with the post-processors, which outlive the algorithm's run:
  // the first layer loaded creates the run's group, the others join it.
  std::shared_ptr<Run> mRun;
};

#endif // SWLOADEDOUTPUTS_H
