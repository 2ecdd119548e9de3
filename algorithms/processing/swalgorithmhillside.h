/***************************************************************************
  swalgorithmhillside.h: stormwater:hillside, the hillside properties of a
  city's parcels under its own definition (slope, erodible soil, use).
 ***************************************************************************/
#ifndef SWALGORITHMHILLSIDE_H
#define SWALGORITHMHILLSIDE_H

#include "processing/swparcelscreenalgorithm.h"

class SwHillsideAlgorithm : public SwParcelScreenAlgorithm
{
public:
  SwHillsideAlgorithm *createInstance() const override;

protected:
  Description description() const override;
  std::vector<std::unique_ptr<SwScreen>> createScreens() const override;
  QString helpIntroduction() const override;
  QString outputStyle() const override { return QStringLiteral( "hillside" ); }
};

#endif // SWALGORITHMHILLSIDE_H
