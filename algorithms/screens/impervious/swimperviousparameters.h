/***************************************************************************
  swimperviousparameters.h: the names of the impervious area screen's own
  parameters. Its footprint layers are the vacant parcel screen's
  (screens/swfootprintparameters.h): one STRUCTURES and one IMPROVEMENTS
  layer serve both in a combined run.
 ***************************************************************************/
#ifndef SWIMPERVIOUSPARAMETERS_H
#define SWIMPERVIOUSPARAMETERS_H

#include "screens/swfootprintparameters.h"

#include <QString>

namespace SwImperviousParameters
{
  // STRUCTURES, IMPROVEMENTS, IMPROVEMENT_TYPE_FIELD, their coverage, DIGITIZING_TOLERANCE.
  using namespace SwFootprintParameters;
  //! stormwater:screenparcels only: measure impervious area from the footprint layers the vacant screen reads.
  inline const QString IMPERVIOUS = QStringLiteral( "IMPERVIOUS" );
  //! A land-cover raster, its band and the values that are impervious.
  inline const QString LAND_COVER = QStringLiteral( "LAND_COVER" ), LAND_COVER_BAND = QStringLiteral( "LAND_COVER_BAND" ), LAND_COVER_CLASSES = QStringLiteral( "LAND_COVER_CLASSES" );
} // namespace SwImperviousParameters

#endif // SWIMPERVIOUSPARAMETERS_H
