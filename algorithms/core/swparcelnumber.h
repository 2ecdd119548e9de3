/***************************************************************************
  swparcelnumber.h: one parcel number however a roll writes it. The same
  parcel is 7004-001-007 on one roll, 7004001007 on the county's AIN export
  and "7004 001 007" typed at the counter; matching the text as written
  would call it new on one screening and gone from the other, or notice its
  owner twice.
 ***************************************************************************/
#ifndef SWPARCELNUMBER_H
#define SWPARCELNUMBER_H

#include <QString>
#include <QStringList>

namespace SwParcelNumber
{
  //! The parcel number's letters and digits, upper case: "7004-001-007" and " 7004 001 007 " are both "7004001007".
  QString key( const QString &apn );

  /**
   * Appends \a apn to \a apns unless a parcel of the same key() is there
   * already, whose spelling is kept (the register's, the first source's):
   * a roll exported without dashes neither lists a parcel twice nor renames
   * it. True when appended.
   */
  bool appendOnce( QStringList &apns, const QString &apn );

  //! \a apns with each parcel once, in order, each as it is first written.
  QStringList once( const QStringList &apns );
} // namespace SwParcelNumber

#endif // SWPARCELNUMBER_H
