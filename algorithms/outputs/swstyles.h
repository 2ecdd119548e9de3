/***************************************************************************
  swstyles.h: the QML styles of the outputs (styles/*.qml, compiled in).
  A GeoPackage output carries its style as the layer's default style (the
  layer_styles table), so it opens styled in QGIS whichever tool wrote it.
  The layer the desktop loads after a run is styled by SwLoadedOutputs.
 ***************************************************************************/
#ifndef SWSTYLES_H
#define SWSTYLES_H

#include <QString>

#include <functional>

class QgsVectorLayer;

class SwWarnings;

namespace SwStyles
{
  //! Resource path of a style by name ("esaadjacency" -> :/stormwater/styles/esaadjacency.qml).
  QString path( const QString &styleName );

  /**
   * Stores style \a styleName as the default style of the GeoPackage layer
   * at \a destination (nothing for other formats), checked by reading it
   * back. A style that cannot be read is a warning; one the GeoPackage
   * refuses to store (a full disk) throws QgsProcessingException naming
   * output \a parameter, as any other write that fails.
   */
  void apply( const QString &destination, const QString &styleName, const QString &parameter, SwWarnings &warnings );

  /**
   * Stores what \a configure sets on the GeoPackage layer at \a destination
   * (its form: editor widgets, aliases, read-only fields) as its default
   * style \a styleName, checked by reading it back; nothing for other
   * formats. Throws QgsProcessingException naming \a parameter when it cannot.
   */
  void applyConfigured( const QString &destination, const std::function<void( QgsVectorLayer & )> &configure, const QString &styleName, const QString &parameter );

  /**
   * Names each feature of a layer with an `apn` field by its APN, what
   * Identify heads it with and the form's title shows (QGIS otherwise takes
   * the first field whose name holds "name": an ESA's name on a parcel 1,300 ft
   * from it). Nothing for a layer without `apn`.
   */
  void nameByApn( QgsVectorLayer &layer );
} // namespace SwStyles

#endif // SWSTYLES_H
