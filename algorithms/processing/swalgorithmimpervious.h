/***************************************************************************
  swalgorithmimpervious.h: stormwater:impervious, each parcel's existing
  impervious area in square feet and its share of the parcel, from the
  structure and improvement footprints and/or a land-cover raster.
 ***************************************************************************/
#ifndef SWALGORITHMIMPERVIOUS_H
#define SWALGORITHMIMPERVIOUS_H

#include "processing/swparcelscreenalgorithm.h"

class SwImperviousAlgorithm : public SwParcelScreenAlgorithm
{
public:
  SwImperviousAlgorithm *createInstance() const override;

protected:
  Description description() const override;
  std::vector<std::unique_ptr<SwScreen>> createScreens() const override;
  QString helpIntroduction() const override;
  QString outputStyle() const override { return QStringLiteral( "impervious" ); }
};

#endif // SWALGORITHMIMPERVIOUS_H
