/***************************************************************************
  swprofileaccount.h: the values of a profile's rules as a screened layer's
  run account records them, and what differs from them now. A city that
  edits a threshold (the ESA adjacency from 200 to 250 ft) and keeps the
  profile's name would otherwise read the rules' change as the parcels'.
 ***************************************************************************/
#ifndef SWPROFILEACCOUNT_H
#define SWPROFILEACCOUNT_H

#include <QMap>
#include <QString>
#include <QStringList>

class SwProfile;

namespace SwProfileAccount
{
  //! "Profile rules: esa.adjacency_ft=200 ft; hillside.slope_percent=25 %; ...": every number, yes/no and choice rule.
  QString line( const SwProfile &profile );

  //! The rules a run account (a layer's metadata abstract) records, by key; empty when it records none.
  QMap<QString, QString> read( const QString &account );

  //! The rules of \a profile whose value differs from \a recorded: "esa.adjacency_ft 200 ft then, 250 ft now".
  QStringList differences( const QMap<QString, QString> &recorded, const SwProfile &profile );
} // namespace SwProfileAccount

#endif // SWPROFILEACCOUNT_H
