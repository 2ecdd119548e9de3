/***************************************************************************
  swfootprintparameters.h: the names of the footprint parameters that the
  vacant parcel and impervious area screens share (one STRUCTURES and one
  IMPROVEMENTS layer in a combined run, read by both), and that SwFootprints
  reads.
 ***************************************************************************/
#ifndef SWFOOTPRINTPARAMETERS_H
#define SWFOOTPRINTPARAMETERS_H

#include <QString>

namespace SwFootprintParameters
{
  // Grouped by input: a layer and the fields read from it.
  inline const QString STRUCTURES = QStringLiteral( "STRUCTURES" ), STRUCTURE_TYPE_FIELD = QStringLiteral( "STRUCTURE_TYPE_FIELD" ), STRUCTURE_PERMITTED_FIELD = QStringLiteral( "STRUCTURE_PERMITTED_FIELD" );
  inline const QString IMPROVEMENTS = QStringLiteral( "IMPROVEMENTS" ), IMPROVEMENT_TYPE_FIELD = QStringLiteral( "IMPROVEMENT_TYPE_FIELD" ), IMPROVEMENT_APPROVED_FIELD = QStringLiteral( "IMPROVEMENT_APPROVED_FIELD" );
  //! Where each footprint layer was drawn (default: its extent); outside it a parcel is not evaluated.
  inline const QString STRUCTURES_COVERAGE = QStringLiteral( "STRUCTURES_COVERAGE" ), IMPROVEMENTS_COVERAGE = QStringLiteral( "IMPROVEMENTS_COVERAGE" );
  //! A footprint overlapping a parcel by less than this (sq ft) is a digitizing sliver of a neighbour's.
  inline const QString DIGITIZING_TOLERANCE = QStringLiteral( "DIGITIZING_TOLERANCE" );
} // namespace SwFootprintParameters

#endif // SWFOOTPRINTPARAMETERS_H
