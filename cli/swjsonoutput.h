/***************************************************************************
  swjsonoutput.h: the JSON objects parcelscreen prints with --json, in the
  shape qgis_process 3.22 prints, so scripts written for one read the other.
 ***************************************************************************/
#ifndef SWJSONOUTPUT_H
#define SWJSONOUTPUT_H

#include <QJsonObject>

class QgsProcessingAlgorithm;
class QgsProcessingProvider;
class QgsProcessingParameterDefinition;

namespace SwJsonOutput
{
  //! gdal_version, geos_version, proj_version, qgis_version, qt_version, python_version.
  void addVersions( QJsonObject &object );
  QJsonObject algorithmDetails( const QgsProcessingAlgorithm *algorithm, bool withId );
  QJsonObject providerDetails( const QgsProcessingProvider *provider );
  QJsonObject parameterDetails( const QgsProcessingParameterDefinition *parameter );
  //! Compact JSON for printing.
  QByteArray print( const QJsonObject &object );
} // namespace SwJsonOutput

#endif // SWJSONOUTPUT_H
