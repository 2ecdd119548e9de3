/***************************************************************************
  swvacantparameters.h: the names of the vacant parcel screen's
  parameters, shared by the screen, its footprint layers and its
  contiguity test, which each read their own. The footprint layers' names
  are shared with the impervious area screen (screens/swfootprintparameters.h).
 ***************************************************************************/
#ifndef SWVACANTPARAMETERS_H
#define SWVACANTPARAMETERS_H

#include "screens/swfootprintparameters.h"

#include <QString>

namespace SwVacantParameters
{
  // STRUCTURES, IMPROVEMENTS, their fields and coverage, DIGITIZING_TOLERANCE.
  using namespace SwFootprintParameters;
  inline const QString OWNER_FIELD = QStringLiteral( "OWNER_FIELD" );
  inline const QString VACANT_EXPRESSION = QStringLiteral( "VACANT_EXPRESSION" );
  inline const QString RIGHT_OF_WAY = QStringLiteral( "RIGHT_OF_WAY" );
  inline const QString SNAP_TOLERANCE = QStringLiteral( "SNAP_TOLERANCE" );
  inline const QString ONLY_QUALIFYING = QStringLiteral( "ONLY_QUALIFYING" );
  //! The city states that its STRUCTURES layer maps permanent improvements (paving, pools, landscaping) too.
  inline const QString STRUCTURES_INCLUDE_IMPROVEMENTS = QStringLiteral( "STRUCTURES_INCLUDE_IMPROVEMENTS" );
} // namespace SwVacantParameters

#endif // SWVACANTPARAMETERS_H
