/***************************************************************************
  swdestinationcheck.h: refuses, before any work starts, a run whose
  outputs would overwrite one of its inputs or each other: the same file,
  the same GeoPackage layer. Writing a new layer into the GeoPackage that
  holds the inputs is allowed (SwOutputTarget keeps the other layers).
 ***************************************************************************/
#ifndef SWDESTINATIONCHECK_H
#define SWDESTINATIONCHECK_H

#include <QVariantMap>

class QgsProcessingAlgorithm;
class QgsProcessingContext;
class QgsProcessingParameterDefinition;

namespace SwDestinationCheck
{
  //! True for parameters that take layers (a source, a vector or raster layer, a list of layers).
  bool isLayerInput( const QgsProcessingParameterDefinition *definition );

  //! Throws QgsProcessingException naming both parameters and the file or layer when two would collide.
  void refuseCollisions( const QgsProcessingAlgorithm &algorithm, const QVariantMap &parameters, QgsProcessingContext &context );

  /**
   * Throws naming every file output (layers, the report, lists, letters)
   * whose folder does not exist or cannot be written in, each with its
   * parameter and folder, so a run never fails at its end over a folder.
   * Nothing is created: a missing folder is refused, never made.
   */
  void refuseUnwritableFolders( const QgsProcessingAlgorithm &algorithm, const QVariantMap &parameters );

  /**
   * Throws naming the output when an output names a PostGIS table that
   * cannot be written: a name PostgreSQL would cut or read otherwise, a
   * database that refuses the connection, another run writing the same
   * table (after the lock wait), or, unless \a overwrite, a table that
   * exists: a county's own `parcels` table is never replaced without
   * being asked.
   */
  void refuseExistingTables( const QgsProcessingAlgorithm &algorithm, const QVariantMap &parameters, bool overwrite );
} // namespace SwDestinationCheck

#endif // SWDESTINATIONCHECK_H
