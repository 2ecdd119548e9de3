/***************************************************************************
  swlayerinput.h: resolving a screen's vector inputs (slope polygons,
  contours, soils...) from parameter values, with the checks every screen
  owes the planner (readable, right geometry type, has a CRS, transformable)
  and errors that name the parameter and the layer; and QGIS expressions
  over such a layer, checked against its fields before the run starts.
 ***************************************************************************/
#ifndef SWLAYERINPUT_H
#define SWLAYERINPUT_H

#include "core/compat.h"
#include "geometry/swfeatureindex.h"
#include "geopackage/swgeopackagereader.h"

#include "qgsexpression.h"
#include "qgsexpressioncontext.h"
#include "qgsprocessingutils.h"
#include "qgswkbtypes.h"

#include <memory>

class QgsProcessingContext;
class QgsProcessingFeedback;
class SwWorkingCrs;

namespace SwLayerInput
{
  //! True when a parameter value holds something (not invalid, null or an empty string).
  bool isGiven( const QVariant &value );

  //! A resolved vector input and the name a planner knows it by.
  struct Layer
  {
    std::unique_ptr<QgsProcessingFeatureSource> source;
    //! The layer's own name: "soils" for "city.gpkg|layername=soils", not the file's.
    QString name;
    //! Its GeoPackage table, when its features can be read straight from it (SwGeoPackageReader::locate).
    SwGeoPackageReader::Location direct;
    explicit operator bool() const { return static_cast<bool>( source ); }
  };

  /**
   * Why the layer source \a source of parameter \a parameter cannot be
   * read, when it names a file the planner can fix: "PARCELS: no such file
   * /data/city.gpkg", or "PARCELS: /data/city.gpkg has no layer 'parcel';
   * its layers are: parcels, esa". Empty when the file and the layer exist,
   * or when \a source is not a file (a database, a layer of the project).
   */
  QString whyUnreadable( const QString &parameter, const QString &source, QgsProcessingContext &context );

  /**
   * When \a source names a file of several layers without saying which
   * (GDAL then opens its first), the advice to name one, listing them:
   * "city.gpkg holds 12 layers and none was named, so its first ('wells')
   * was opened; name one, e.g. city.gpkg|layername=parcels. Its layers: ...".
   * Empty otherwise.
   */
  QString unnamedLayerAdvice( const QVariant &value );

  /**
   * The layer parameter \a parameter holds, checked to hold \a geometryType
   * and to have a CRS; empty when the parameter is not given. Throws
   * QgsProcessingException naming the parameter and the layer.
   */
  Layer layer( const QVariantMap &parameters, const QString &parameter, SwGeometryType geometryType, QgsProcessingContext &context );

  /**
   * Loads \a layer (parameter \a parameter) into \a index in the working
   * CRS, keeping the features \a accept keeps. Repaired and empty features
   * are added to \a summary; untransformable ones are an error. Returns the
   * load report.
   */
  SwFeatureIndex::LoadReport load( Layer &layer, const QString &parameter, SwFeatureIndex &index, const SwWorkingCrs &working, QgsProcessingContext &context, QgsProcessingFeedback *feedback, QStringList &summary, const std::function<bool( const QgsFeature & )> &accept = nullptr );

  /**
   * A boolean QGIS expression over features with \a fields, for a
   * parameter \a name about layer \a layerName. Parsed and checked when
   * built: a syntax error, or a field the layer does not have, throws
   * QgsProcessingException quoting the expression. Not thread safe: use it
   * on one thread (prepare() or read()).
   */
  class Condition
  {
  public:
    Condition( const QString &name, const QString &expression, const QgsFields &fields, const QString &layerName );

    QString expression() const { return mText; }
    /**
     * True, false or a null QVariant when the expression gives NULL.
     * Throws QgsProcessingException naming \a what when evaluation fails.
     */
    QVariant test( const QgsFeature &feature, const QString &what );

  private:
    QString mName;
    QString mText;
    std::unique_ptr<QgsExpression> mExpression;
    QgsExpressionContext mContext;
  };
} // namespace SwLayerInput

#endif // SWLAYERINPUT_H
