/***************************************************************************
  swlayermetadata.h: the run's own account stored with each layer it
  writes: what screened it, under which city's profile, how every input was
  read (units and why, vocabularies) and the run's warnings. It travels
  with the GeoPackage, so a planner who opens the layer a year later sees
  in Layer Properties > Metadata what the figures were computed from.
 ***************************************************************************/
#ifndef SWLAYERMETADATA_H
#define SWLAYERMETADATA_H

#include <QString>
#include <QStringList>

namespace SwLayerMetadata
{
  /**
   * Stores \a title and \a abstract (paragraphs) as the native metadata of
   * the GeoPackage layer \a destination. Layers in other stores are left
   * as they are; a GeoPackage that refuses (a full disk) throws
   * QgsProcessingException naming output \a parameter.
   */
  void write( const QString &destination, const QString &title, const QStringList &abstract, const QString &parameter );
} // namespace SwLayerMetadata

#endif // SWLAYERMETADATA_H
