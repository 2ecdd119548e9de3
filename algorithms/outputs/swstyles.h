/***************************************************************************
  swstyles.h: the QML styles of the outputs (styles/*.qml, compiled in).
  A GeoPackage output carries its style as the layer's default style (the
  layer_styles table), so it opens styled in QGIS whichever tool wrote it;
  in the desktop, an output loaded after the run is styled as it loads.
 ***************************************************************************/
#ifndef SWSTYLES_H
#define SWSTYLES_H

#include <QString>

class QgsProcessingContext;
class QgsProcessingFeedback;

class SwWarnings;
class QgsProcessingContext;

namespace SwStyles
{
  //! Resource path of a style by name ("esaadjacency" -> :/stormwater/styles/esaadjacency.qml).
  QString path( const QString &styleName );

  /**
   * Styles the output at \a destination: stores the style as the default
   * style of a GeoPackage layer, and styles the layer QGIS loads when the run
   * ends. Problems are reported as warnings: a style never fails a run.
   */
  void apply( const QString &destination, const QString &styleName, QgsProcessingContext &context, SwWarnings &warnings );
} // namespace SwStyles

#endif // SWSTYLES_H
