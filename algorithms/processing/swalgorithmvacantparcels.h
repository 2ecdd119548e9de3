/***************************************************************************
  swalgorithmvacantparcels.h: stormwater:vacantparcels, the parcels that
  qualify under Signal Hill's vacant parcel provisions: vacant, partially
  vacant, or contiguous with vacant parcels of the same owner, 1.0 acre or
  more.
 ***************************************************************************/
#ifndef SWALGORITHMVACANTPARCELS_H
#define SWALGORITHMVACANTPARCELS_H

#include "processing/swparcelscreenalgorithm.h"

class SwVacantParcelsAlgorithm : public SwParcelScreenAlgorithm
{
public:
  SwVacantParcelsAlgorithm *createInstance() const override;

protected:
  Description description() const override;
  std::vector<std::unique_ptr<SwScreen>> createScreens() const override;
  QString helpIntroduction() const override;
};

#endif // SWALGORITHMVACANTPARCELS_H
