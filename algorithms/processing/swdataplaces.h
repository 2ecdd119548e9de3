/***************************************************************************
  swdataplaces.h: the files a run will really read and write, so that "the
  same file" means one thing whatever a parameter's form. An input is
  opened to every file it is made of (a shapefile's parts, a DEM's
  sidecars, the files a VRT reads, a GeoPackage layer named by number);
  an output is named as QGIS will name it (".gpkg" added to a name with no
  format's extension, a shapefile's parts); profile and template files
  count as inputs. Each place is a file, compared by its device and inode
  when it exists (hard links, symbolic links), with the GeoPackage layer
  when only one layer of the file is meant.
 ***************************************************************************/
#ifndef SWDATAPLACES_H
#define SWDATAPLACES_H

#include <QList>
#include <QString>
#include <QVariant>

class QgsProcessingContext;
class QgsProcessingParameterDefinition;

struct SwDataPlace
{
  QString parameter;
  QString file;    //!< absolute, symbolic links resolved
  QString layer;   //!< the GeoPackage layer meant; empty when the whole file is
  QString through; //!< the file the input was given as, when another (a VRT)
  bool geoPackage = false;
  QString identity; //!< device and inode when the file exists, else the path

  //! True when writing \a output here would change what \a other holds.
  bool overlaps( const SwDataPlace &other ) const;
  //! "layer 'parcels' of /data/city.gpkg", "/data/city.gpkg".
  QString describe() const;
};

namespace SwDataPlaces
{
  //! Every file input parameter \a parameter's \a value reads (one layer of a list of layers).
  QList<SwDataPlace> ofInput( const QString &parameter, const QVariant &value, QgsProcessingContext &context );

  //! The profile or template file \a path that parameter \a parameter reads (none when it does not exist).
  QList<SwDataPlace> ofFile( const QString &parameter, const QString &path );

  //! Every file output \a definition's \a value writes (none for memory layers and databases).
  QList<SwDataPlace> ofOutput( const QgsProcessingParameterDefinition *definition, const QVariant &value );
} // namespace SwDataPlaces

#endif // SWDATAPLACES_H
