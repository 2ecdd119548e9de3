/***************************************************************************
  swnoticehistory.h: what the notice register says was noticed before, and
  what a run's notices become against it. "No later than 180 days from the
  date of the original mailing or posting" (Signal Hill 12.16, vacant
  parcel provisions D): a parcel noticed to its owner keeps that notice,
  its date and its deadline, whatever run comes after. So a run's notice
  for an owner splits: the parcels never noticed to the owner make a new
  notice with the run's dates; those noticed before stay on their earlier
  notice, recorded in the register and sent again only as a reminder, when
  asked, with the earlier notice's id, date and deadline.
 ***************************************************************************/
#ifndef SWNOTICEHISTORY_H
#define SWNOTICEHISTORY_H

#include "notices/swnotices.h"

#include <QHash>
#include <QList>
#include <QSet>
#include <QStringList>

#include <functional>
#include <vector>

class SwNoticeHistory
{
public:
  //! An earlier notice as the register records it.
  struct Earlier
  {
    QString id;
    QDate noticeDate;
    QDate deadline;
    QString delivery; //!< mail or posting
  };

  //! The history in the register's rows (SwNoticeRegister::read); none for a new register.
  explicit SwNoticeHistory( const QList<QStringList> &rows = {} );

  //! The first notice that listed \a apn for the owner \a ownerKey (empty: an unnamed owner, known by the parcel), or null.
  const Earlier *noticeOf( const QString &ownerKey, const QString &apn ) const;
  //! Every notice id the register holds: new notices are numbered past them.
  QSet<QString> ids() const { return mIds; }
  //! The first notice of the owner \a ownerKey, for any parcel (empty when none).
  QString firstNoticeOf( const QString &ownerKey ) const { return mFirstOfOwner.value( ownerKey ); }

  //! What a run's notices become.
  struct Split
  {
    std::vector<SwNotice> fresh;   //!< parcels never noticed to their owner: to number and send
    std::vector<SwNotice> earlier; //!< parcels noticed before, one per earlier notice: Reminder or Recorded
  };

  /**
   * Splits \a notices (grouped per owner, not yet numbered) against the
   * history. Earlier notices are given their id and the term \a termOf
   * makes of their recorded date and deadline, as reminders when
   * \a reminders, else recorded only.
   */
  Split split( const std::vector<SwNotice> &notices, bool reminders, const std::function<SwNoticeTerm( const Earlier & )> &termOf ) const;

private:
  static QString ownerOf( const QString &ownerKey, const QString &apn );
  QHash<QString, Earlier> mFirst; //!< owner and APN -> the first notice listing it
  QHash<QString, QString> mFirstOfOwner;
  QSet<QString> mIds;
};

#endif // SWNOTICEHISTORY_H
