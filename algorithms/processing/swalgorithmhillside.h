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
  QString name() const override;
  QString displayName() const override;
  QStringList tags() const override;
  QString group() const override;
  QString groupId() const override;
  QString shortDescription() const override;
  SwHillsideAlgorithm *createInstance() const override;

protected:
  std::vector<std::unique_ptr<SwScreen>> createScreens() const override;
  QString helpIntroduction() const override;
  QString outputStyle() const override { return QStringLiteral( "hillside" ); }
};

#endif // SWALGORITHMHILLSIDE_H
