/***************************************************************************
  swgeopackagetextinnumbers.h: the rows of a GeoPackage layer whose number
  column holds text. SQLite keeps whatever it is given, so a REAL column
  may hold 'abc' or '1,215'; QGIS (through GDAL) reads such a value as 0,
  and a figure computed from it looks decided. Read once from the table's
  own storage classes, so a screen can refuse the parcel by name and value
  instead of computing from 0.
 ***************************************************************************/
#ifndef SWGEOPACKAGETEXTINNUMBERS_H
#define SWGEOPACKAGETEXTINNUMBERS_H

#include "qgsfeatureid.h"

#include <QHash>
#include <QString>
#include <QStringList>

#include <optional>

class QgsVectorLayer;

class SwGeoPackageTextInNumbers
{
public:
  /**
   * The values of the fields named \a fields stored as
   * text that is not a number, or as bytes. Nothing is found (and nothing
   * checked) when \a layer is not a GeoPackage table read through OGR:
   * other formats do not keep text in a number column.
   */
  static SwGeoPackageTextInNumbers find( const QgsVectorLayer *layer, const QStringList &fields );

  //! The text field \a field holds for feature \a id, when it is text and not a number.
  std::optional<QString> text( const QString &field, QgsFeatureId id ) const;

  bool isEmpty() const { return mTexts.isEmpty(); }

private:
  QHash<QString, QHash<QgsFeatureId, QString>> mTexts;
};

#endif // SWGEOPACKAGETEXTINNUMBERS_H
