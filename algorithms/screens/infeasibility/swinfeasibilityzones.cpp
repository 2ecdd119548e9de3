/***************************************************************************
  swinfeasibilityzones.cpp: a condition's zone as a feature of the ZONES
  map.
 ***************************************************************************/
#include "screens/infeasibility/swinfeasibilityzones.h"
#include "core/swworkingcrs.h"

QgsFeature SwInfeasibilityZone::feature( const SwWorkingCrs &working ) const
{
  const SwInfeasibilityZoneRow &columns = SwInfeasibilityZoneRow::columns();
  QgsFeature feature( columns.schema.fields() );
  double areaSqft = 0;
  if ( !geometry.isNull() && !geometry.isEmpty() )
  {
    QgsGeometry multi = geometry;
    multi.convertToMultiType();
    feature.setGeometry( multi );
    areaSqft = working.toSquareFeet( geometry.area() );
  }
  QgsAttributes row = columns.schema.emptyRow();
  columns.condition.set( row, condition );
  columns.threshold.set( row, threshold );
  columns.citation.set( row, citation );
  columns.approximate.setVariant( row, approximate );
  columns.sources.set( row, sources );
  columns.areaSqft.set( row, areaSqft );
  if ( !detail.isEmpty() )
    columns.detail.set( row, detail );
  feature.setAttributes( row );
  return feature;
}
