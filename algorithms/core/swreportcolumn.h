/***************************************************************************
  swreportcolumn.h: a column of a table in the planner's report, as a
  screen declares it for its parcels and the report draws it.
 ***************************************************************************/
#ifndef SWREPORTCOLUMN_H
#define SWREPORTCOLUMN_H

#include <QString>

//! A column's heading, and whether its cells are numbers (sorted and right-aligned as such) or citations.
struct SwReportColumn
{
  QString title;
  bool number = false;
  //! A citation: long and shared by many rows, so the table gives each a number and quotes it once beneath.
  bool citation = false;
};

#endif // SWREPORTCOLUMN_H
