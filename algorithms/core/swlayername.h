/***************************************************************************
  swlayername.h: the name a planner knows a layer by in messages and
  outputs: the GeoPackage layer name ("city.gpkg|layername=sea" is "sea"),
  not the file's base name QGIS gives a layer loaded from a path.
 ***************************************************************************/
#ifndef SWLAYERNAME_H
#define SWLAYERNAME_H

#include <QString>

class QgsMapLayer;

namespace SwLayerName
{
  QString of( const QgsMapLayer *layer );

  /**
   * The name a document handed to the public (the report, the parcel
   * sheet) gives \a layer: a database table as "public"."parcels"
   * (PostGIS), never its host, user or password (SwSecrets::publicName());
   * any other layer as of() names it.
   */
  QString forPublic( const QgsMapLayer *layer );
} // namespace SwLayerName

#endif // SWLAYERNAME_H
