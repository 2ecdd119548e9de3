/***************************************************************************
  swnoticelists.h: the two lists of a notice run as CSV files: the mailing
  list a mail house merges (one row per mailed notice) and the posting list
  for owners the roll gives no complete address for (one row per notice to
  post at the property). Both give the notice date and the compliance
  deadline, "180 days from the date of the original mailing or posting".
 ***************************************************************************/
#ifndef SWNOTICELISTS_H
#define SWNOTICELISTS_H

#include "notices/swnotices.h"
#include "notices/swnoticewording.h"

#include <vector>

namespace SwNoticeLists
{
  //! Writes the mailed notices of \a notices to \a path, each with its own dates (a reminder's are its original notice's); errors name \a parameter.
  void writeMailing( const std::vector<SwNotice> &notices, const QString &path, const QString &parameter );
  //! Writes the notices of \a notices to post to \a path; errors name \a parameter.
  void writePosting( const std::vector<SwNotice> &notices, const QString &path, const QString &parameter );
} // namespace SwNoticeLists

#endif // SWNOTICELISTS_H
