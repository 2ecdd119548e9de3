/***************************************************************************
  swrenumberedparcels.h: the parcels renumbered between an earlier
  screening and a layer of this roll, read from the two layers for
  SwRenumbering: the APNs of both first (no geometry), then the shapes of
  only the parcels one roll has and the other lacks, moved into the working
  CRS. The notices (so a notice and its deadline follow the land) and the
  parcel sheet (so an old APN finds the parcel) take the earlier screening
  as their optional PREVIOUS input; the main job, whose PREVIOUS is its
  changes' input, adds its shapes the same way.
 ***************************************************************************/
#ifndef SWRENUMBEREDPARCELS_H
#define SWRENUMBEREDPARCELS_H

#include "changes/swrenumbering.h"

#include "qgsfeatureid.h"

#include <limits> // FID_NULL needs it, and qgsfeatureid.h does not include it

class QgsCoordinateTransformContext;
class QgsFeatureSource;
class QgsFeedback;
class QgsProcessingFeedback;
class QgsProcessingParameterDefinition;
class QgsVectorLayer;
class SwWorkingCrs;

namespace SwRenumberedParcels
{
  //! "PREVIOUS".
  inline QString inputName()
  {
    return QStringLiteral( "PREVIOUS" );
  }
  //! The optional PREVIOUS input, "Earlier screened parcels, to follow renumbered parcels", with \a help.
  QgsProcessingParameterDefinition *input( const QString &help );

  //! Which roll a parcel is of.
  enum class Side
  {
    Previous,
    Current,
  };

  /**
   * Adds to \a renumbering, on \a side, the parcels \a ids of \a source
   * (APN field \a apnField), moved into \a working. Returns how many could
   * not be moved there (their land cannot be compared).
   */
  long long addShapes( SwRenumbering &renumbering, Side side, QgsFeatureSource &source, int apnField, const QgsFeatureIds &ids, const SwWorkingCrs &working, const QgsCoordinateTransformContext &context, QgsFeedback *feedback );

  /**
   * The parcels renumbered between the earlier screening \a previous and
   * \a current (its APNs in field \a currentApnField), matched. Throws
   * QgsProcessingException naming PREVIOUS when \a previous has no apn
   * field; says what it found to \a feedback.
   */
  SwRenumbering between( QgsVectorLayer &previous, QgsFeatureSource &current, int currentApnField, const SwWorkingCrs &working, const QgsCoordinateTransformContext &context, QgsProcessingFeedback *feedback );
} // namespace SwRenumberedParcels

#endif // SWRENUMBEREDPARCELS_H
