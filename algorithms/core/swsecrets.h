/***************************************************************************
  swsecrets.h: passwords in data source URIs ("postgres://clerk:pw@host/db",
  "dbname='gis' password='pw'") are never printed: every text the tool
  echoes (inputs, errors, logs) passes through masked().
 ***************************************************************************/
#ifndef SWSECRETS_H
#define SWSECRETS_H

#include <QString>

namespace SwSecrets
{
  //! \a text with every URI password replaced by "***".
  QString masked( const QString &text );
} // namespace SwSecrets

#endif // SWSECRETS_H
