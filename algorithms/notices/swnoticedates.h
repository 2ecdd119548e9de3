/***************************************************************************
  swnoticedates.h: the two dates of a notice run as the planner gives them:
  NOTICE_DATE (the date of the original mailing or posting) and
  COMPLIANCE_DAYS (days from it to the compliance deadline), each read from
  its parameter value with the error that names it.
 ***************************************************************************/
#ifndef SWNOTICEDATES_H
#define SWNOTICEDATES_H

#include <QDate>
#include <QVariant>

class QgsProcessingContext;
class QgsProcessingParameterDefinition;
class SwParameterReader;

namespace SwNoticeDates
{
  /**
   * The NOTICE_DATE parameter: a date, whose checks accept every text so
   * that the US form the help documents (12/15/2026) reaches noticeDate(),
   * which reads it or refuses it by name (QGIS's own check refuses it
   * with a message that names nothing).
   */
  QgsProcessingParameterDefinition *parameter( const QString &name, const QString &description );

  //! The years a notice date may fall in: a later one would give deadlines past any sane record (9999-12-31 ends June 28, 10000).
  constexpr int EARLIEST_YEAR = 1950;
  constexpr int LATEST_YEAR = 2100;

  /**
   * NOTICE_DATE: \a today when \a value is not given (invalid, null or empty
   * text); else the date QGIS reads from it for the date parameter
   * \a definition (a date, a date-time, a property, or text such as
   * 2025-03-01, or 3/1/2025). Throws QgsProcessingException quoting the
   * value when it is not a date, or not one from EARLIEST_YEAR to LATEST_YEAR.
   */
  QDate noticeDate( const QgsProcessingParameterDefinition *definition, const QVariant &value, const QgsProcessingContext &context, const QDate &today );

  //! The most days a notice may give: ten years bounds any lawful notice period and keeps the date arithmetic exact.
  constexpr int MAXIMUM_COMPLIANCE_DAYS = 3653;

  /**
   * The parameter \a name (COMPLIANCE_DAYS) as \a parameters reads it:
   * \a profileDays (the profile's vacant.compliance_days) when not given;
   * either way a whole number of days from 0 to MAXIMUM_COMPLIANCE_DAYS.
   * Throws QgsProcessingException quoting the value otherwise.
   */
  int complianceDays( const SwParameterReader &parameters, const QString &name, double profileDays );
} // namespace SwNoticeDates

#endif // SWNOTICEDATES_H
