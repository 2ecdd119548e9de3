/***************************************************************************
  swparcelsheetdocument.h: the sheets a clerk hands over, one page per
  parcel: a heading with the city and the parcel, the parcel's particulars,
  its map (the parcel outlined among its neighbours with what flags it:
  sensitive areas, a well's reach, infeasibility zones, streets by name,
  scale bar and north arrow), every screen's answer with its figures and
  citation, what was not decided, the described project's LID answer, the
  data sources with their dates, and a line for the clerk's name. Written
  as one self-contained HTML file and one PDF (Letter, portrait).
 ***************************************************************************/
#ifndef SWPARCELSHEETDOCUMENT_H
#define SWPARCELSHEETDOCUMENT_H

#include "sheet/swparcelsheet.h"
#include "report/swreportmap.h"

#include <QDate>
#include <QImage>
#include <QList>
#include <QString>
#include <QStringList>

class SwParcelSheetDocument
{
public:
  //! One parcel's page: its words, its map and the map's legend.
  struct Page
  {
    SwParcelSheet sheet;
    SwReportMap::Picture map;
    QList<SwReportMap::LegendEntry> legend;
    //! How the question led here when not by the parcel's own APN: "Asked for 4462-065-004, now 4462-065-011 (renumbered: same land)".
    QString asked = QString();
    //! Said first when the parcel's APN names other parcels too (SwParcelSheetFinder::sharedApnNote).
    QString shared = QString();
  };

  //! \a sources: each data source with its date, in words; \a printed: the day the sheets are printed.
  SwParcelSheetDocument( const QStringList &sources, const QDate &printed );

  void add( const Page &page ) { mPages << page; }
  int pageCount() const { return mPages.size(); }

  //! The HTML file: every sheet, pictures embedded, each sheet printing on its own page.
  QString html() const;
  //! Writes html() to \a path; false with \a error in words when it cannot.
  bool writeHtml( const QString &path, QString &error ) const;
  //! Writes the PDF; false with \a error in words when it cannot.
  bool writePdf( const QString &path, QString &error ) const;

  //! The day in the words a letter uses: "December 5, 2026".
  static QString dayText( const QDate &date );

private:
  //! One sheet; \a forPrint: pictures are the PDF document's resources "sheet:<page>-map" and "sheet:<page>-legend-<k>".
  QString sheetHtml( int page, bool forPrint ) const;

  QList<Page> mPages;
  QStringList mSources;
  QDate mPrinted;
};

#endif // SWPARCELSHEETDOCUMENT_H
