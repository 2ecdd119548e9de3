/***************************************************************************
  swdesignvolumeparameters.h: the names of the design volume screen's
  parameters, in one place: the screen declares them, its parts read them.
 ***************************************************************************/
#ifndef SWDESIGNVOLUMEPARAMETERS_H
#define SWDESIGNVOLUMEPARAMETERS_H

#include <QString>

namespace SwDesignVolumeParameters
{
  //! The 85th percentile 24-hour depth: the county's isohyet raster, or one depth for every parcel.
  inline const QString DESIGN_STORM = QStringLiteral( "DESIGN_STORM" ), DESIGN_STORM_IN = QStringLiteral( "DESIGN_STORM_IN" );
  //! The parcel's impervious share (0 to 1), read from a field.
  inline const QString IMPERVIOUS_FRACTION_FIELD = QStringLiteral( "IMPERVIOUS_FRACTION_FIELD" );
  //! The pervious share's runoff coefficient: one for every parcel, or per parcel from a field.
  inline const QString PERVIOUS_RUNOFF_COEFFICIENT = QStringLiteral( "PERVIOUS_RUNOFF_COEFFICIENT" ), PERVIOUS_RUNOFF_COEFFICIENT_FIELD = QStringLiteral( "PERVIOUS_RUNOFF_COEFFICIENT_FIELD" );
  //! The parcel's technically infeasible share (0 to 1), read from a field.
  inline const QString INFEASIBLE_FRACTION_FIELD = QStringLiteral( "INFEASIBLE_FRACTION_FIELD" );
  //! The mapped intensity flow-through treatment is sized on: a raster, or one intensity for every parcel.
  inline const QString FLOWTHROUGH_INTENSITY = QStringLiteral( "FLOWTHROUGH_INTENSITY" ), FLOWTHROUGH_INTENSITY_IN_HR = QStringLiteral( "FLOWTHROUGH_INTENSITY_IN_HR" );

  //! The fields a screened layer (stormwater:screenparcels, stormwater:impervious, stormwater:infeasibility) holds the shares in.
  inline const QString SCREENED_IMPERVIOUS_FIELD = QStringLiteral( "impervious_fraction" );
  inline const QString SCREENED_INFEASIBLE_FIELD = QStringLiteral( "infeasible_fraction" );
} // namespace SwDesignVolumeParameters

#endif // SWDESIGNVOLUMEPARAMETERS_H
