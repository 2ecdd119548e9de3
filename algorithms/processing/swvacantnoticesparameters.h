/***************************************************************************
  swvacantnoticesparameters.h: the names of stormwater:vacantnotices'
  parameters and outputs, shared by the algorithm's files.
 ***************************************************************************/
#ifndef SWVACANTNOTICESPARAMETERS_H
#define SWVACANTNOTICESPARAMETERS_H

#include <QString>

namespace SwVacantNoticesParameters
{
  // Grouped by what they are: the screened layer and the roll's fields, the notice's terms, the files written, the counts reported.
  inline const QString INPUT = QStringLiteral( "INPUT" ), OWNER_FIELD = QStringLiteral( "OWNER_FIELD" ), SITUS_FIELD = QStringLiteral( "SITUS_FIELD" ), LANGUAGE_FIELD = QStringLiteral( "LANGUAGE_FIELD" );
  inline const QString MAIL_ADDRESS_FIELD = QStringLiteral( "MAIL_ADDRESS_FIELD" ), MAIL_CITY_FIELD = QStringLiteral( "MAIL_CITY_FIELD" ), MAIL_STATE_FIELD = QStringLiteral( "MAIL_STATE_FIELD" ), MAIL_ZIP_FIELD = QStringLiteral( "MAIL_ZIP_FIELD" );
  inline const QString NOTICE_DATE = QStringLiteral( "NOTICE_DATE" ), COMPLIANCE_DAYS = QStringLiteral( "COMPLIANCE_DAYS" ), TEMPLATE = QStringLiteral( "TEMPLATE" ), LANGUAGE = QStringLiteral( "LANGUAGE" ), VOLUNTARY = QStringLiteral( "VOLUNTARY" ), REMINDERS = QStringLiteral( "REMINDERS" );
  inline const QString OUTPUT_CSV = QStringLiteral( "OUTPUT_CSV" ), POSTING_CSV = QStringLiteral( "POSTING_CSV" ), OUTPUT_PDF = QStringLiteral( "OUTPUT_PDF" ), LABELS_PDF = QStringLiteral( "LABELS_PDF" ), REGISTER = QStringLiteral( "REGISTER" );
  inline const QString STREETS = QStringLiteral( "STREETS" ), STREET_NAME_FIELD = QStringLiteral( "STREET_NAME_FIELD" );
  //! Who the owner is: the roll's owner id, and the table of same-name owners the clerk reviews.
  inline const QString OWNER_ID_FIELD = QStringLiteral( "OWNER_ID_FIELD" ), OWNER_REVIEW = QStringLiteral( "OWNER_REVIEW" );
  inline const QString NOTICE_COUNT = QStringLiteral( "NOTICE_COUNT" ), POSTING_COUNT = QStringLiteral( "POSTING_COUNT" ), PAGE_COUNT = QStringLiteral( "PAGE_COUNT" );
  //! The field every screened parcel layer has (the vacantparcels output's first).
  inline const QString APN = QStringLiteral( "apn" );
} // namespace SwVacantNoticesParameters

#endif // SWVACANTNOTICESPARAMETERS_H
