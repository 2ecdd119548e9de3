/***************************************************************************
  swprovider.h: the `stormwater` Processing provider. It holds no logic:
  loadAlgorithms() lists the algorithms.
 ***************************************************************************/
#ifndef SWPROVIDER_H
#define SWPROVIDER_H

#include "qgsprocessingprovider.h"

class SwProvider : public QgsProcessingProvider
{
  Q_OBJECT
public:
  static QString providerId() { return QStringLiteral( "stormwater" ); }

  explicit SwProvider( QObject *parent = nullptr );

  QIcon icon() const override;
  QString svgIconPath() const override;
  QString id() const override;
  QString name() const override;
  QString longName() const override;
  QString versionInfo() const override;
  bool supportsNonFileBasedOutput() const override;

protected:
  void loadAlgorithms() override;
};

#endif // SWPROVIDER_H
