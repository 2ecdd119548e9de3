/***************************************************************************
  swnoticeregister.h: the notice register, a CSV file a city keeps and every
  run appends to: which owner was noticed when, for which parcels, with
  which deadline and how delivered. Against it a re-run says which owners
  are new, which were already noticed (and by which notice), and which
  parcels of the last run no longer qualify.
 ***************************************************************************/
#ifndef SWNOTICEREGISTER_H
#define SWNOTICEREGISTER_H

#include "notices/swnotices.h"
#include "notices/swnoticewording.h"

#include <QStringList>

#include <vector>

namespace SwNoticeRegister
{
  //! The register's columns, in order.
  QStringList header();

  /**
   * The rows of the register at \a path, without its header; none when the
   * file does not exist yet. Throws QgsProcessingException naming
   * \a parameter when the file is not a register.
   */
  QList<QStringList> read( const QString &path, const QString &parameter );

  //! What a run added to the register.
  struct Summary
  {
    int run = 0;                    //!< this run's number in the register, from 1
    int newOwners = 0;              //!< notices to owners the register has not seen
    int alreadyNoticed = 0;         //!< notices to owners an earlier run noticed
    QStringList noLongerQualifying; //!< APNs the last run listed and this one does not
  };

  /**
   * The register at \a path (none yet when it does not exist) with
   * \a notices appended, written whole to \a written: one row per notice
   * with its status (new, already noticed) and one row per parcel of the
   * last run that this run no longer lists. The file written is read back
   * and must hold every row; the run then puts it in place of the old one
   * (SwRunOutputs), so the register is never truncated or half-written.
   * Throws QgsProcessingException naming \a parameter when the file is
   * not a register or cannot be written.
   */
  Summary append( const QString &path, const QString &written, const QString &parameter, const std::vector<SwNotice> &notices, const SwNoticeWording::Dates &dates );
} // namespace SwNoticeRegister

#endif // SWNOTICEREGISTER_H
