#!/usr/bin/env bash
# Benchmark: stormwater:esaadjacency against its peers on a generated city of
# N parcels, in one run on one machine:
#   - PostGIS: ST_DWithin/ST_Distance with GiST indexes (the SQL a city GIS
#     team would write), timed without the load;
#   - QGIS native chain: native:mergevectorlayers + native:joinbynearest
#     (run through parcelscreen, so without qgis_process start-up).
# Usage: bench/esaadjacency.sh [N] (default 100000). Prints a table: wall
# seconds and peak memory. Needs the build (scripts/build) and the apt
# packages of scripts/install-deps.
set -euo pipefail
cd "$(dirname "$0")/.."
n=${1:-100000}
source bench/common.sh
echo "city: $(count parcels) parcels, $(count esa) ESA + $(count sea) SEA polygons"

table_header
measure "parcelscreen stormwater:esaadjacency" "$ps" run stormwater:esaadjacency --PARCELS="$gpkg|layername=parcels" \
  --SENSITIVE_AREAS="$gpkg|layername=esa" --SENSITIVE_AREAS="$gpkg|layername=sea" --OUTPUT="$work/ours.gpkg"
measure "QGIS native merge + joinbynearest" bash -c "'$ps' run native:mergevectorlayers --LAYERS='$gpkg|layername=esa' --LAYERS='$gpkg|layername=sea' --OUTPUT='$work/areas.gpkg' && '$ps' run native:joinbynearest --INPUT='$gpkg|layername=parcels' --INPUT_2='$work/areas.gpkg' --NEIGHBORS=1 --MAX_DISTANCE=5280 --OUTPUT='$work/native.gpkg'"

postgis_start
postgis_load "$gpkg" parcels parcels > /dev/null
postgis_load "$gpkg" esa esa > /dev/null
postgis_load "$gpkg" sea sea > /dev/null
cat > "$work/esa.sql" <<'SQL'
CREATE TABLE areas AS SELECT name, geom FROM esa UNION ALL SELECT name, geom FROM sea;
CREATE INDEX ON areas USING gist (geom);
ANALYZE areas;
\timing on
CREATE TABLE result AS
SELECT p.apn,
       n.distance AS esa_distance_ft,
       CASE WHEN n.distance IS NULL THEN 'outside'
            WHEN EXISTS (SELECT 1 FROM areas a WHERE ST_Intersects(a.geom, p.geom) AND NOT ST_Touches(a.geom, p.geom)) THEN 'inside'
            WHEN n.distance <= 200 THEN 'directly_adjacent' ELSE 'outside' END AS esa_relation
FROM parcels p
LEFT JOIN LATERAL (SELECT ST_Distance(a.geom, p.geom) AS distance FROM areas a
                   WHERE ST_DWithin(a.geom, p.geom, 5280) ORDER BY 1 LIMIT 1) n ON true;
SQL
measure "PostGIS LATERAL ST_DWithin/ST_Distance (SQL)" psql -q -f "$work/esa.sql"

# The same answers: relations agree parcel by parcel.
ogr2ogr -f PostgreSQL "PG:host=$PGHOST port=$PGPORT user=postgres dbname=postgres" "$work/ours.gpkg" -nln ours -nlt PROMOTE_TO_MULTI --config PG_USE_COPY YES > /dev/null
disagree=$(psql -At -c "SELECT count(*) FROM result r JOIN ours o USING (apn) WHERE r.esa_relation <> o.esa_relation OR abs(coalesce(r.esa_distance_ft, -1) - coalesce(o.esa_distance_ft, -1)) > 1e-6")
echo
echo "parcels where PostGIS and stormwater:esaadjacency disagree: $disagree"
