/***************************************************************************
  swalgorithmdesignvolume.h: stormwater:designvolume, the storm water
  quality design volume (SWQDv) each parcel or project must retain, what
  to biofiltrate where retention is infeasible, and the flow-through
  treatment intensity.
 ***************************************************************************/
#ifndef SWALGORITHMDESIGNVOLUME_H
#define SWALGORITHMDESIGNVOLUME_H

#include "processing/swparcelscreenalgorithm.h"

class SwDesignVolumeAlgorithm : public SwParcelScreenAlgorithm
{
public:
  SwDesignVolumeAlgorithm *createInstance() const override;

protected:
  Description description() const override;
  std::vector<std::unique_ptr<SwScreen>> createScreens() const override;
  QString helpIntroduction() const override;
};

#endif // SWALGORITHMDESIGNVOLUME_H
