/***************************************************************************
  swreportgrid.h: the overview's reference grid, lettered across the top
  and numbered down the side as on a city street map, so that the map
  index can say where a flagged parcel outside every inset lies ("C4").
 ***************************************************************************/
#ifndef SWREPORTGRID_H
#define SWREPORTGRID_H

#include "qgspointxy.h"
#include "qgsrectangle.h"

#include <QRect>
#include <QString>

class QPainter;

class SwReportGrid
{
public:
  SwReportGrid() = default;
  //! A grid of about COLUMNS square cells over \a mapArea, which shows \a extent.
  SwReportGrid( const QgsRectangle &extent, const QRect &mapArea );

  //! Columns across a picture; rows follow from its shape.
  static constexpr int COLUMNS = 8;

  bool isEmpty() const { return mColumns == 0; }
  int columns() const { return mColumns; }
  int rows() const { return mRows; }
  //! The cell holding \a point ("A1" top left); empty for a point off the map or an empty grid.
  QString cell( const QgsPointXY &point ) const;
  //! The lines and the letters and numbers, over the map.
  void draw( QPainter &painter ) const;

private:
  QgsRectangle mExtent;
  QRect mMapArea;
  int mColumns = 0;
  int mRows = 0;
};

#endif // SWREPORTGRID_H
