/***************************************************************************
  swreport.h: the planner's one-file HTML report of a citywide screening:
  what was screened and how many parcels each flag holds (a parcel a
  screen could not evaluate in full is counted apart, never under "no
  screen applies"), the map with its legend and insets, a table of parcels
  per screen (sortable, filterable by flag and status, searchable by APN,
  downloadable as CSV by a small script in the page), the profile's
  thresholds with their citations, the data sources and every warning.
  Self-contained: the pictures are embedded, nothing is fetched. The same
  content prints cleanly from the browser and is written as a PDF with
  Qt's PDF writer, headless.
 ***************************************************************************/
#ifndef SWREPORT_H
#define SWREPORT_H

#include "core/swprofile.h"
#include "report/swreporttable.h"

#include <QColor>
#include <QImage>
#include <QList>
#include <QMap>
#include <QStringList>

#include <functional>
#include <optional>
#include <utility>

class SwReport
{
public:
  struct Input
  {
    QString parameter;
    QString layer;          //!< as a document for the public may name it: a database layer by its table (SwLayerName::forPublic())
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
    QString inputsToRun; //!< what would include the screen, said where it did not run
  };

  //! An entry of the map's legend: the planner's words, the colour that marks it, its symbol.
  struct LegendEntry
  {
    QString label;
    QColor colour;
    QImage swatch;
  };

  //! A picture of the map: the overview or an inset, with its title.
  struct Picture
  {
    QString title;
    QImage image;
    QString url; //!< the image as a data URL (setMap() makes it)
  };

  explicit SwReport( const SwProfile &profile );

  void setTitle( const QString &title ) { mTitle = title; }
  void setWorkingCrs( const QString &crs ) { mWorkingCrs = crs; }
  void addInput( const Input &input ) { mInputs << input; }
  void addScreen( const Screen &screen ) { mScreens << screen; }
  void setTotals( long long parcels, const QMap<QString, long long> &flags, const QMap<QString, long long> &combinations, const QMap<QString, long long> &statuses );
  //! The words of each flag token and of each status code, as the legend and the tables say them.
  void setWords( const QMap<QString, QString> &flags, const QMap<QString, QString> &statuses );
  //! A table of parcels, in the order given.
  void addTable( const SwReportTable &table ) { mTables << table; }
  void setWarnings( const QStringList &warnings ) { mWarnings = warnings; }
  //! Lines added to the summary at the top (each screen's figures).
  void setScreenSummary( const QStringList &lines ) { mScreenSummary = lines; }
  void setMap( const Picture &overview, const QList<Picture> &insets, const QList<LegendEntry> &legend );
  //! Where the flagged parcels are on the maps: a heading ("Named on inset 3") and the APNs under it.
  struct MapIndexEntry
  {
    QString heading;
    QStringList apns;
  };
  void setMapIndex( const QList<MapIndexEntry> &index ) { mMapIndex = index; }

  //! What changed since the previous screening (the main job's PREVIOUS).
  struct Changes
  {
    QString since;                               //!< "December 1, 2026"
    QString source;                              //!< the previous layer, and where its date came from
    QList<std::pair<QString, long long>> counts; //!< the planner's words of each kind of change, with its parcels
    QList<QStringList> parcels;                  //!< the parcels that changed: apn, change, flags before, flags after, details
    long long notListed = 0;                     //!< changed parcels beyond those listed (in the CHANGES table)
  };
  void setChanges( const Changes &changes ) { mChanges = changes; }

  //! The page for the browser: styles and the table script inline.
  QString html() const;
  //! Writes html() to \a path; false with \a error on failure.
  bool write( const QString &path, QString &error ) const;
  //! Writes the same content as a PDF (US letter, page numbers) to \a path; false with \a error on failure.
  bool writePdf( const QString &path, QString &error ) const;

private:
  //! The body's sections; pictures as data URLs, or by resource name for the PDF.
  QString body( bool forPrint ) const;
  QString summaryHtml() const;
  //! The summary's line on the screens that did not run, or that every screen ran.
  QString notScreenedHtml() const;
  QString countsHtml( bool forPrint ) const;
  //! A table of \a counts, rows keyed by attribute \a key, each named by \a words (and its code when \a withCode).
  QString countTable( const QString &id, const QString &key, const QString &heading, const QMap<QString, long long> &counts, const std::function<QString( const QString & )> &words, bool withCode, bool forPrint ) const;
  QString mapHtml( bool forPrint ) const;
  //! A picture of the map: a figure with its caption, or for print a paragraph the page's width.
  static QString picture( const Picture &picture, const QString &id, const QString &classes, bool forPrint );
  QString profileHtml( bool forPrint ) const;
  QString inputsHtml( bool forPrint ) const;
  QString warningsHtml() const;
  QString changesHtml( bool forPrint ) const;
  QString flagWords( const QString &flag ) const;
  QString combinationWords( const QString &combination ) const;

  SwProfile mProfile;
  QString mTitle;
  QString mWorkingCrs;
  QList<Input> mInputs;
  QList<Screen> mScreens;
  long long mParcels = 0;
  QMap<QString, long long> mFlags;
  QMap<QString, long long> mCombinations;
  QMap<QString, long long> mStatuses;
  QMap<QString, QString> mFlagWords;
  QMap<QString, QString> mStatusWords;
  QList<SwReportTable> mTables;
  QStringList mWarnings;
  QStringList mScreenSummary;
  Picture mOverview;
  QList<Picture> mInsets;
  QList<LegendEntry> mLegend;
  QList<MapIndexEntry> mMapIndex;
  std::optional<Changes> mChanges;
};

#endif // SWREPORT_H
