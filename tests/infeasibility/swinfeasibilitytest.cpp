/***************************************************************************
  swinfeasibilitytest.cpp: the parcel-by-parcel comparison with PostGIS.
 ***************************************************************************/
#include "swinfeasibilitytest.h"

#include <gtest/gtest.h>

#include <algorithm>

QString SwInfeasibilityTest::PostgisComparison::describe() const
{
  return QStringLiteral( "%1 parcels compared with PostGIS; largest differences %2 sq ft (polygon conditions), %3 sq ft (wells: 256-gon against a 4,096-vertex circle); %4 parcels near wells, %5 under several conditions, %6 full" )
    .arg( parcels )
    .arg( worstPolygonDifference, 0, 'g', 3 )
    .arg( worstWellDifference, 0, 'g', 3 )
    .arg( withWells )
    .arg( withSeveral )
    .arg( full );
}

SwInfeasibilityTest::PostgisComparison SwInfeasibilityTest::compareWithPostgis( const Screened &screened, SwTestPostgis &postgis )
{
  PostgisComparison result;
  // Drinking wells as the screen counts them by default: the profile's uses,
  // and wells of unknown use. Their true circles: 4,096-vertex buffers,
  // within 4e-7 of pi r^2. Each condition's polygons in one indexed table;
  // each parcel, repaired as the pipeline repairs it, is cut by the ones it
  // meets and the pieces unioned per condition and over all.
  const QStringList setup{
    QStringLiteral( "CREATE TABLE drinking AS SELECT geom FROM wells WHERE use IS NULL OR trim(use) = '' OR lower(trim(use)) IN ('unknown', 'drinking', 'drinking water', 'public supply', 'municipal', 'domestic', 'potable')" ),
    QStringLiteral( "CREATE TABLE zones AS "
                    "SELECT 'well' AS condition, ST_Buffer(geom, 100, 'quad_segs=1024') AS geom FROM drinking "
                    "UNION ALL SELECT 'groundwater', geom FROM groundwater WHERE depth_ft <= 10 "
                    "UNION ALL SELECT 'soil', geom FROM soils WHERE ksat_in_hr < 0.3 "
                    "UNION ALL SELECT 'brownfield', geom FROM brownfields "
                    "UNION ALL SELECT 'geohazard', geom FROM geohazards" ),
    QStringLiteral( "CREATE TABLE repaired AS SELECT apn, CASE WHEN geom IS NULL OR ST_IsEmpty(geom) THEN NULL ELSE ST_CollectionExtract(ST_MakeValid(geom), 3) END AS geom FROM parcels" ),
    QStringLiteral( "CREATE INDEX ON drinking USING gist (geom); CREATE INDEX ON zones USING gist (geom); CREATE INDEX ON repaired USING gist (geom); ANALYZE" ) };
  for ( const QString &statement : setup )
  {
    postgis.query( statement );
    if ( !postgis.error().isEmpty() )
    {
      ADD_FAILURE() << postgis.error().toStdString();
      return result;
    }
  }
  const QString sql = QStringLiteral(
    "SELECT p.apn, "
    " (SELECT min(ST_Distance(p.geom, d.geom)) FROM drinking d WHERE ST_DWithin(p.geom, d.geom, 5280)), "
    " (SELECT count(*) FROM drinking d WHERE ST_DWithin(p.geom, d.geom, 100.01)), "
    " x.well, x.groundwater, x.soil, x.brownfield, x.geohazard, x.anything, ST_Area(p.geom), "
    " (SELECT min(depth_ft) FROM groundwater g WHERE ST_Intersects(p.geom, g.geom) AND ST_Area(ST_Intersection(p.geom, g.geom)) >= 0.01) "
    "FROM repaired p LEFT JOIN LATERAL ("
    " SELECT ST_Area(ST_Union(piece) FILTER (WHERE condition = 'well')) AS well, "
    "  ST_Area(ST_Union(piece) FILTER (WHERE condition = 'groundwater')) AS groundwater, "
    "  ST_Area(ST_Union(piece) FILTER (WHERE condition = 'soil')) AS soil, "
    "  ST_Area(ST_Union(piece) FILTER (WHERE condition = 'brownfield')) AS brownfield, "
    "  ST_Area(ST_Union(piece) FILTER (WHERE condition = 'geohazard')) AS geohazard, "
    "  ST_Area(ST_Union(piece)) AS anything "
    " FROM (SELECT z.condition, ST_Intersection(p.geom, z.geom) AS piece FROM zones z WHERE ST_Intersects(p.geom, z.geom)) pieces"
    ") x ON true ORDER BY p.apn" );
  const QStringList rows = postgis.query( sql );
  if ( rows.isEmpty() )
  {
    ADD_FAILURE() << "PostGIS gave no rows: " << postgis.error().toStdString();
    return result;
  }
  // Each well's 256-gon exceeds its circle by n r^2 tan(pi/n) - pi r^2 = 1.58 sq ft.
  const double excessPerWell = CIRCLE_SIDES * 1e4 * std::tan( M_PI / CIRCLE_SIDES ) - M_PI * 1e4;
  for ( const QString &row : rows )
  {
    const QStringList c = row.split( '|' );
    if ( c.size() != 11 )
    {
      ADD_FAILURE() << "unexpected row " << row.toStdString();
      continue;
    }
    const QString apn = c[0];
    const std::string where = apn.toStdString();
    const QgsFeature f = screened.byApn.value( apn );
    if ( !f.isValid() )
    {
      ADD_FAILURE() << "parcel " << where << " is not in the output";
      continue;
    }
    ++result.parcels;
    if ( c[9].isEmpty() )
    {
      // No geometry: not evaluated.
      EXPECT_TRUE( f.attribute( QStringLiteral( "infeasibility" ) ).isNull() ) << where;
      continue;
    }
    const double wellTolerance = c[2].toInt() * excessPerWell + 0.002;
    if ( c[1].isEmpty() )
      EXPECT_TRUE( f.attribute( QStringLiteral( "well_distance_ft" ) ).isNull() ) << where;
    else
      EXPECT_NEAR( f.attribute( QStringLiteral( "well_distance_ft" ) ).toDouble(), c[1].toDouble(), 1e-6 ) << where;
    EXPECT_NEAR( f.attribute( QStringLiteral( "well_infeasible_sqft" ) ).toDouble(), c[3].toDouble(), wellTolerance ) << where;
    const char *polygonFields[] = { "groundwater_infeasible_sqft", "soil_infeasible_sqft", "brownfield_infeasible_sqft", "geohazard_infeasible_sqft" };
    for ( int i = 0; i < 4; ++i )
    {
      const double ours = f.attribute( QString::fromLatin1( polygonFields[i] ) ).toDouble();
      const double theirs = c[4 + i].toDouble();
      // Less than 0.01 sq ft is a sliver the screen reports as 0.
      EXPECT_NEAR( ours, theirs < 0.01 ? 0 : theirs, 0.002 ) << where << " " << polygonFields[i];
      result.worstPolygonDifference = std::max( result.worstPolygonDifference, theirs < 0.01 ? ours : std::abs( ours - theirs ) );
    }
    result.worstWellDifference = std::max( result.worstWellDifference, std::abs( f.attribute( QStringLiteral( "well_infeasible_sqft" ) ).toDouble() - c[3].toDouble() ) );
    const double any = c[8].toDouble();
    const double area = c[9].toDouble();
    EXPECT_NEAR( f.attribute( QStringLiteral( "infeasible_sqft" ) ).toDouble(), any < 0.01 ? 0 : any, wellTolerance ) << where;
    EXPECT_NEAR( f.attribute( QStringLiteral( "infeasible_fraction" ) ).toDouble(), any < 0.01 ? 0 : any / area, wellTolerance / area + 1e-6 ) << where;
    if ( c[10].isEmpty() )
      EXPECT_TRUE( f.attribute( QStringLiteral( "groundwater_min_depth_ft" ) ).isNull() ) << where;
    else
      EXPECT_DOUBLE_EQ( f.attribute( QStringLiteral( "groundwater_min_depth_ft" ) ).toDouble(), c[10].toDouble() ) << where;
    // The class where the figures leave no doubt.
    const QString infeasibility = f.attribute( QStringLiteral( "infeasibility" ) ).toString();
    const double share = any / area;
    if ( any == 0 )
      EXPECT_EQ( infeasibility, QStringLiteral( "none" ) ) << where;
    else if ( share > 0.01 && share < 0.99 )
      EXPECT_EQ( infeasibility, QStringLiteral( "partial" ) ) << where;
    else if ( area - any < 1e-3 )
      EXPECT_EQ( infeasibility, QStringLiteral( "full" ) ) << where;
    result.withWells += c[3].toDouble() > 0 ? 1 : 0;
    result.withSeveral += f.attribute( QStringLiteral( "conditions" ) ).toString().contains( ',' ) ? 1 : 0;
    result.full += infeasibility == QLatin1String( "full" ) ? 1 : 0;
  }
  return result;
}
