/***************************************************************************
  swprojectvolumeanswer.h: a proposed project's design volume beside its
  LID answer, for stormwater:lidapplicability and the parcel sheet alike:
  what the project, its parcels (the screened layer) and the answer say
  gathered into SwProjectVolume's inputs, and the output fields, declared
  once. Computed only for a project that needs LID.
 ***************************************************************************/
#ifndef SWPROJECTVOLUMEANSWER_H
#define SWPROJECTVOLUMEANSWER_H

#include "lid/swlidapplicability.h"
#include "lid/swprojectparcels.h"
#include "lid/swprojectvolume.h"

#include "qgsfeature.h"

#include <QStringList>

#include <optional>

class QgsProcessingParameterDefinition;
class SwParameterReader;

namespace SwProjectVolumeAnswer
{
  //! The optional PERVIOUS_RUNOFF_COEFFICIENT parameter of an algorithm answering projects (advanced).
  QgsProcessingParameterDefinition *perviousCoefficientParameter();
  //! Its value, checked (0 to 1), or nothing for the profile's.
  std::optional<double> perviousCoefficient( const SwParameterReader &reader );

  //! The output fields, in order: project_impervious_pct ... project_volume_method.
  const QStringList &fieldNames();
  //! True for the fields holding a number (all but project_volume_method).
  bool isNumber( const QString &field );

  /**
   * The design volume of \a project as built, under \a answer (its plan and
   * mitigation scope), on the parcels' figures \a site. Nothing when \a
   * answer does not require LID.
   */
  std::optional<SwProjectVolume::Volume> volumeFor( const SwProjectVolume &rules, const SwProjectInputs &project, const SwLidAnswer &answer, const SwProjectParcels::Site &site );

  //! The fields' values for \a volume (every one null without it), in fieldNames()' order.
  QgsAttributes attributes( const std::optional<SwProjectVolume::Volume> &volume );
} // namespace SwProjectVolumeAnswer

#endif // SWPROJECTVOLUMEANSWER_H
