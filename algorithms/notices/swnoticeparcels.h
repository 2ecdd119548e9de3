/***************************************************************************
  swnoticeparcels.h: reading the qualifying parcels the notices are made
  of, from the output of stormwater:vacantparcels (or any parcel layer with
  apn, qualifies, owner and mailing address fields), with each parcel's
  area measured in a projected CRS so the notices give its acres.
 ***************************************************************************/
#ifndef SWNOTICEPARCELS_H
#define SWNOTICEPARCELS_H

#include "notices/swnotices.h"
#include "core/swparcelnumberindex.h"

#include <QSet>

#include <vector>

class QgsProcessingFeatureSource;
class QgsFeedback;

namespace SwNoticeParcels
{
  //! Where each value a notice needs is in the input's fields (-1: not there).
  struct Fields
  {
    int apn = -1;
    int qualifies = -1;
    int owner = -1;
    int ownerId = -1;
    int street = -1;
    int city = -1;
    int state = -1;
    int zip = -1;
    int situs = -1;
    int vacancy = -1;
    int unimprovedSqft = -1;
    int groupId = -1;
    int groupAcres = -1;
    int groupSize = -1;
    int language = -1;
  };

  struct Read
  {
    std::vector<SwNoticeParcel> parcels;
    //! Qualifying parcels without a usable geometry: noticed with 0 acres, left off the map.
    long long noGeometry = 0;
    //! The parcels the input decides (qualifies yes or no), by SwParcelNumber::key: the only ones a run may record as no longer qualifying.
    QSet<QString> decided;
    //! Every parcel of the input.
    long long total = 0;
    //! Parcels whose qualifies field is empty: not decided, so neither noticed nor recorded as no longer qualifying.
    long long undecided = 0;
    //! Every parcel's APN (by input position from 1): the numbers the input gives two or more parcels, said to the clerk.
    SwParcelNumberIndex numbers;
  };

  /**
   * The parcels of \a input whose qualifies field reads yes, in input
   * order. Reports progress 0..100 on \a feedback (may be null) and throws
   * the cancel exception when it cancels.
   */
  Read read( QgsProcessingFeatureSource &input, const Fields &fields, QgsFeedback *feedback );
} // namespace SwNoticeParcels

#endif // SWNOTICEPARCELS_H
