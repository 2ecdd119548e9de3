/***************************************************************************
  swnotices.h: vacant parcel notices, one per owner. The qualifying parcels
  of an owner (however the roll spells the name) go into one notice, mailed
  to the owner's mailing address, or posted when the roll has none (Signal
  Hill 12.16 vacant parcel provisions B and D: "the original mailing or
  posting").
 ***************************************************************************/
#ifndef SWNOTICES_H
#define SWNOTICES_H

#include "notices/swnoticedeadline.h"
#include "core/swowneridentity.h"

#include "qgsgeometry.h"

#include <QDate>
#include <QSet>
#include <QString>
#include <QStringList>

#include <vector>

//! A mailing address as the roll gives it.
struct SwNoticeAddress
{
  QString street;
  QString city;
  QString state;
  QString zip;

  //! True when street, city, state and ZIP are all given: a mail house can deliver it.
  bool isComplete() const;
  //! Why the address cannot be mailed to ("no mailing address", "incomplete mailing address (no ZIP)").
  QString whyIncomplete() const;
  //! The address reduced for comparison (case, punctuation, spacing).
  QString key() const;
  //! "4400 MACARTHUR BLVD STE 900, NEWPORT BEACH, CA 92660".
  QString oneLine() const;
};

//! A qualifying parcel as the notices need it.
struct SwNoticeParcel
{
  long long index = 0; //!< position in the input, for stable ordering
  QString apn;
  QString owner;
  //! The roll's owner id (OWNER_ID_FIELD); empty: none, the owner is told by name and mailing address.
  QString ownerId;
  SwNoticeAddress mail;
  QString situs;
  QgsGeometry geometry; //!< in the input's CRS, for the letter's map
  double areaSqft = 0;
  //! vacant or partially_vacant, as the vacant screen classed it (empty when the layer does not say).
  QString vacancy;
  //! The square feet the 1.0 acre test was made on: the unimproved portion (a partially vacant parcel) or the parcel; -1 when the layer does not say.
  double unimprovedSqft = -1;
  //! The contiguous vacant parcel the parcel belongs to (-1: none given) and its square feet.
  long long groupId = -1;
  double groupSqft = 0;
  int groupSize = 1;
  //! The language the roll asks for (LANGUAGE_FIELD), as written there.
  QString language;

  //! The square feet the notice gives as tested: the unimproved figure when known, else the whole parcel.
  double testedSqft() const { return unimprovedSqft >= 0 ? unimprovedSqft : areaSqft; }
};

//! A notice's two dates: its mailing or posting, and its compliance deadline (the days counted, and moved past what is not a court day).
struct SwNoticeTerm
{
  QDate noticeDate;
  int complianceDays = 180;
  SwNoticeDeadline::Deadline deadline;
};

struct SwNotice
{
  QString id;
  //! Its dates: this run's, or, for a reminder, those the original notice went out with.
  SwNoticeTerm term;
  //! What the run does with it.
  enum class Kind
  {
    Notice,   //!< sent now, with this run's dates
    Reminder, //!< a reminder of an earlier notice (REMINDERS), sent now with that notice's id, date and deadline
    Recorded, //!< parcels noticed before: recorded in the register under the earlier notice, not sent again
  };
  Kind kind = Kind::Notice;
  //! The owner's name as the roll spells it most often (ties: first in input order).
  QString owner;
  QString ownerKey;
  //! Where the notice is mailed; empty when it is posted.
  SwNoticeAddress mail;
  bool mailed = false;
  //! Why the notice is posted instead of mailed.
  QString postingReason;
  //! Other complete mailing addresses the roll gives for this owner's parcels.
  QStringList otherAddresses;
  //! In APN order.
  std::vector<SwNoticeParcel> parcels;

  //! The language code the letter is written in (empty: the profile's default).
  QString language;

  double totalSqft() const;
  //! The sum of the parcels' tested square feet: the figure the ordinance's 1.0 acre test uses.
  double testedSqft() const;
  QStringList apns() const;
  QStringList situsAddresses() const;
};

namespace SwNotices
{
  /**
   * One notice per owner (SwOwnerIdentity: the roll's owner id, or the
   * name and mailing address). The notice goes to the complete mailing
   * address most of the owner's parcels give (ties: the first in input
   * order), and is posted when none of them gives one. A parcel with no
   * owner name and no owner id is its own owner, reached at its mailing
   * address. Notices come in owner key order, ties in input order.
   */
  std::vector<SwNotice> group( const std::vector<SwNoticeParcel> &parcels );

  //! As group(), each parcel's owner given: \a ownerKeys[i] is the key of \a parcels[i]'s owner (empty: the parcel's own, unnamed).
  std::vector<SwNotice> group( const std::vector<SwNoticeParcel> &parcels, const std::vector<QString> &ownerKeys );

  //! What identifying the owner of \a parcel needs (SwOwnerIdentity::identify).
  SwOwnerIdentity::Parcel identityOf( const SwNoticeParcel &parcel );

  /**
   * \a notices in the order they go out: mailed ones first, then posted
   * ones, each in the order given; each given \a term and numbered in that
   * order as VP-<notice date>-0001, VP-<notice date>-0002..., past any
   * number \a taken already holds (a register's notices of the same date).
   */
  std::vector<SwNotice> numbered( std::vector<SwNotice> notices, const SwNoticeTerm &term, const QSet<QString> &taken = QSet<QString>() );
} // namespace SwNotices

#endif // SWNOTICES_H
