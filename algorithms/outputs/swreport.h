/***************************************************************************
  swreport.h: the planner's one-file HTML report of a citywide screening:
  the profile with its thresholds and citations, the inputs, the counts per
  flag and per combination, the qualifying vacant parcels, a map of the
  city with the flags, and every warning. Self-contained (the map is an
  embedded PNG).
 ***************************************************************************/
#ifndef SWREPORT_H
#define SWREPORT_H

#include "core/swprofile.h"

#include <QColor>
#include <QImage>
#include <QPair>
#include <QList>
#include <QMap>
#include <QStringList>

class QgsVectorLayer;
class QgsFeedback;

class SwReport
{
public:
  struct Input
  {
    QString parameter;
    QString layer;
    long long features = 0; //!< -1 for a raster
    QString crs;
    //! How the run read it: units and why, the values of a field and what each counted as.
    QStringList notes;
  };

  struct Screen
  {
    QString id;
    QString title;
    bool ran = false;
    bool requiredByCity = true;
    QString requirementCitation;
  };

  struct VacantParcel
  {
    QString apn;
    QString owner;
    QString vacancy;
    double groupAcres = 0;
    QString reason;
  };

  explicit SwReport( const SwProfile &profile );

  void setTitle( const QString &title ) { mTitle = title; }
  void setWorkingCrs( const QString &crs ) { mWorkingCrs = crs; }
  void addInput( const Input &input ) { mInputs << input; }
  void addScreen( const Screen &screen ) { mScreens << screen; }
  void setTotals( long long parcels, const QMap<QString, long long> &flags, const QMap<QString, long long> &combinations, const QMap<QString, long long> &statuses );
  void setQualifyingVacant( const QList<VacantParcel> &parcels ) { mVacant = parcels; }
  void setWarnings( const QStringList &warnings ) { mWarnings = warnings; }
  void setMap( const QImage &image ) { mMap = image; }
  //! The map's legend: fill colour and the planner's words, in order.
  void setLegend( const QList<QPair<QColor, QString>> &legend ) { mLegend = legend; }

  //! Legend entries of a layer's categorised style.
  static QList<QPair<QColor, QString>> legendOf( QgsVectorLayer *layer );

  QString html() const;
  //! Writes html() to \a path; false with \a error on failure.
  bool write( const QString &path, QString &error ) const;

  /**
   * Renders \a layer with its current style onto a white image of
   * \a width x \a height pixels, headless.
   */
  static QImage renderMap( QgsVectorLayer *layer, int width, int height );

private:
  SwProfile mProfile;
  QString mTitle;
  QString mWorkingCrs;
  QList<Input> mInputs;
  QList<Screen> mScreens;
  long long mParcels = 0;
  QMap<QString, long long> mFlags;
  QMap<QString, long long> mCombinations;
  QMap<QString, long long> mStatuses;
  QList<VacantParcel> mVacant;
  QStringList mWarnings;
  QImage mMap;
  QList<QPair<QColor, QString>> mLegend;
};

#endif // SWREPORT_H
