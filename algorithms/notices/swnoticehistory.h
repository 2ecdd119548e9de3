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
#include <QMap>
#include <QPair>
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

  /**
   * The first notice that listed \a apn for the owner \a ownerKey (empty:
   * an unnamed owner, known by the parcel), or null. A register row of
   * another key counts when it may be the same owner
   * (SwOwnerIdentity::mayBeSameOwner): a register an earlier version wrote
   * keys owners by name alone, and a parcel noticed under that name keeps
   * its notice, date and deadline. \a nameKey, the parcel's own name key,
   * is compared with such a name too (an owner id's key carries the name
   * most of its parcels give).
   */
  const Earlier *noticeOf( const QString &ownerKey, const QString &apn, const QString &nameKey = QString() ) const;
  //! Every notice id the register holds: new notices are numbered past them.
  QSet<QString> ids() const { return mIds; }
  //! The first notice of the owner \a ownerKey, for any parcel, or of its name in a register keyed by name alone (empty when none).
  QString firstNoticeOf( const QString &ownerKey ) const;

  //! What a run's notices become.
  struct Split
  {
    std::vector<SwNotice> fresh;   //!< parcels never noticed to their owner: to number and send
    std::vector<SwNotice> earlier; //!< parcels noticed before, one per earlier notice: Reminder or Recorded
    //! Earlier notices whose parcels now belong to several owners (a name-only key of an earlier version): notice id -> those owners' keys.
    QMap<QString, QStringList> shared;
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
  //! APN -> each owner key the register lists it under, with its first notice, in register order.
  QHash<QString, QList<QPair<QString, Earlier>>> mOfParcel;
  QHash<QString, QString> mFirstOfOwner;
  QSet<QString> mIds;
};

#endif // SWNOTICEHISTORY_H
