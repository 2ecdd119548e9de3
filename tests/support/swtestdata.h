/***************************************************************************
  swtestdata.h: small helpers to write test layers from WKT into a
  temporary GeoPackage, and to read an output layer back.
 ***************************************************************************/
#ifndef SWTESTDATA_H
#define SWTESTDATA_H

#include "swtestprint.h"

#include "qgsfeature.h"
#include "qgsfields.h"
#include "qgsvectorlayer.h"

#include <QString>
#include <QTemporaryDir>
#include <QVariantList>

#include <memory>
#include <vector>

namespace SwTestData
{
  //! A feature to write: WKT (empty for a null geometry) and attributes in field order.
  struct Row
  {
    QString wkt;
    QVariantList attributes;
  };

  /**
   * Writes \a rows as layer \a layerName of the GeoPackage \a path (created or
   * added to), with \a fields, geometry type \a geometryType ("MultiPolygon",
   * "Point", "None"...) and CRS \a authid. Returns the layer's source string
   * ("path|layername=name").
   */
  QString writeLayer( const QString &path, const QString &layerName, const QString &geometryType, const QString &authid, const QgsFields &fields, const std::vector<Row> &rows );

  //! Fields from "name:type" pairs, type one of string, int, double.
  QgsFields fields( const QStringList &definitions );

  //! Opens an output layer (a path or a "path|layername=" source) with OGR.
  std::unique_ptr<QgsVectorLayer> openLayer( const QString &source );

  //! Features of \a layer keyed by the string value of \a keyField.
  QMap<QString, QgsFeature> featuresBy( QgsVectorLayer *layer, const QString &keyField );

  //! Path of the sample city folder in the source tree.
  QString sampleDataDir();

  //! One row of sample_data/answer_key.csv.
  struct AnswerKeyRow
  {
    QString apn;
    QString screen;
    QString field;
    QString expected;
    QString why;
  };

  //! The answer key's rows for \a screen (all rows when empty).
  QList<AnswerKeyRow> answerKey( const QString &screen = QString() );

  //! "path|layername=name" of a layer of the sample city.
  QString sampleLayer( const QString &name );

  /**
   * The rows stormwater:profilerules writes for the committed profile \a name,
   * counted from its JSON file, not by the engine: one per rule, and one per
   * object of a rule whose value is a list of objects (lid.categories...).
   */
  int profileRuleRows( const QString &name );
} // namespace SwTestData

#endif // SWTESTDATA_H
