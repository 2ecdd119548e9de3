/***************************************************************************
  swvacantnoticesparameters.h: the names of stormwater:vacantnotices'
  parameters and outputs, shared by the algorithm's files.
 ***************************************************************************/
#ifndef SWVACANTNOTICESPARAMETERS_H
#define SWVACANTNOTICESPARAMETERS_H

#include <QString>

namespace SwVacantNoticesParameters
{
  inline const QString INPUT = QStringLiteral( "INPUT" );
  inline const QString OWNER_FIELD = QStringLiteral( "OWNER_FIELD" );
  inline const QString MAIL_ADDRESS_FIELD = QStringLiteral( "MAIL_ADDRESS_FIELD" );
  inline const QString MAIL_CITY_FIELD = QStringLiteral( "MAIL_CITY_FIELD" );
  inline const QString MAIL_STATE_FIELD = QStringLiteral( "MAIL_STATE_FIELD" );
  inline const QString MAIL_ZIP_FIELD = QStringLiteral( "MAIL_ZIP_FIELD" );
  inline const QString SITUS_FIELD = QStringLiteral( "SITUS_FIELD" );
  inline const QString NOTICE_DATE = QStringLiteral( "NOTICE_DATE" );
  inline const QString COMPLIANCE_DAYS = QStringLiteral( "COMPLIANCE_DAYS" );
  inline const QString TEMPLATE = QStringLiteral( "TEMPLATE" );
  inline const QString LANGUAGE_FIELD = QStringLiteral( "LANGUAGE_FIELD" );
  inline const QString LANGUAGE = QStringLiteral( "LANGUAGE" );
  inline const QString VOLUNTARY = QStringLiteral( "VOLUNTARY" );
  inline const QString OUTPUT_CSV = QStringLiteral( "OUTPUT_CSV" );
  inline const QString POSTING_CSV = QStringLiteral( "POSTING_CSV" );
  inline const QString OUTPUT_PDF = QStringLiteral( "OUTPUT_PDF" );
  inline const QString REGISTER = QStringLiteral( "REGISTER" );
  inline const QString LABELS_PDF = QStringLiteral( "LABELS_PDF" );
  inline const QString STREETS = QStringLiteral( "STREETS" );
  inline const QString STREET_NAME_FIELD = QStringLiteral( "STREET_NAME_FIELD" );
  inline const QString NOTICE_COUNT = QStringLiteral( "NOTICE_COUNT" );
  inline const QString POSTING_COUNT = QStringLiteral( "POSTING_COUNT" );
  inline const QString PAGE_COUNT = QStringLiteral( "PAGE_COUNT" );
  //! The field every screened parcel layer has (the vacantparcels output's first).
  inline const QString APN = QStringLiteral( "apn" );
  inline const QString REMINDERS = QStringLiteral( "REMINDERS" );
} // namespace SwVacantNoticesParameters

#endif // SWVACANTNOTICESPARAMETERS_H
