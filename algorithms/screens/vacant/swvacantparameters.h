/***************************************************************************
  swvacantparameters.h: the names of the vacant parcel screen's
  parameters, shared by the screen, its footprint layers and its
  contiguity test, which each read their own.
 ***************************************************************************/
#ifndef SWVACANTPARAMETERS_H
#define SWVACANTPARAMETERS_H

#include <QString>

namespace SwVacantParameters
{
  // Grouped by input: a layer and the fields read from it.
  inline const QString OWNER_FIELD = QStringLiteral( "OWNER_FIELD" );
  inline const QString STRUCTURES = QStringLiteral( "STRUCTURES" ), STRUCTURE_TYPE_FIELD = QStringLiteral( "STRUCTURE_TYPE_FIELD" ), STRUCTURE_PERMITTED_FIELD = QStringLiteral( "STRUCTURE_PERMITTED_FIELD" );
  inline const QString IMPROVEMENTS = QStringLiteral( "IMPROVEMENTS" ), IMPROVEMENT_TYPE_FIELD = QStringLiteral( "IMPROVEMENT_TYPE_FIELD" ), IMPROVEMENT_APPROVED_FIELD = QStringLiteral( "IMPROVEMENT_APPROVED_FIELD" );
  //! Where each footprint layer was drawn (default: its extent); outside it a parcel is not evaluated.
  inline const QString STRUCTURES_COVERAGE = QStringLiteral( "STRUCTURES_COVERAGE" ), IMPROVEMENTS_COVERAGE = QStringLiteral( "IMPROVEMENTS_COVERAGE" );
  inline const QString VACANT_EXPRESSION = QStringLiteral( "VACANT_EXPRESSION" );
  inline const QString RIGHT_OF_WAY = QStringLiteral( "RIGHT_OF_WAY" );
  inline const QString DIGITIZING_TOLERANCE = QStringLiteral( "DIGITIZING_TOLERANCE" );
  inline const QString SNAP_TOLERANCE = QStringLiteral( "SNAP_TOLERANCE" );
  inline const QString ONLY_QUALIFYING = QStringLiteral( "ONLY_QUALIFYING" );
} // namespace SwVacantParameters

#endif // SWVACANTPARAMETERS_H
