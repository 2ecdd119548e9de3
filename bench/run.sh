#!/usr/bin/env bash
# The performance harness: for each city size, the main job and its parts
# against their peers, in one run on one machine, with the answers checked
# parcel by parcel, one table and bench/RESULTS.md.
#
# For each size N (a generated city, seed 7, 30 ft DEM, kept in /tmp):
#   ours, main job     stormwater:screenparcels, all four screens and the
#                      HTML report (reads and writes the GeoPackage)
#   ours, ESA          stormwater:esaadjacency (ESA + SEA)
#   ours, wells        stormwater:infeasibility with the drinking wells only
#   ours, ESA + wells  stormwater:screenparcels with both inputs only
#   PostGIS            the same three jobs as SQL a city GIS team would write,
#                      GiST indexes, timed without the load
#   QGIS chain         native:mergevectorlayers + joinbynearest (ESA), and
#                      extract + buffer + intersection + dissolve +
#                      joinbynearest (wells), run through parcelscreen; only
#                      up to CHAIN_MAX parcels (default 100,000)
#   floor              ogr2ogr copying the parcels with their fields into a
#                      new GeoPackage, plus reading every other input the
#                      main job uses (each vector layer copied with ogr2ogr
#                      into a scratch GeoPackage, the DEM read whole by
#                      gdalinfo -checksum): what moving the data costs
# Then: the answers of ours (ESA + wells) and PostGIS (both) agree parcel by
# parcel (ESA relation and distance, nearest drinking well, area within
# 100 ft of one); wall and CPU seconds and peak memory per run; the ratios
# ours/chain, ours/PostGIS, ours/floor; the growth exponent (the log-log
# slope of the main job's time over the sizes).
#
# Usage: bench/run.sh [N...]   (default: 10000 100000 1000000 2400000)
# Environment: PARCELSCREEN, SAMPLECITY (programs), CHAIN_MAX, RESULTS
# (default bench/RESULTS.md; RESULTS=- prints only). Needs the build
# (scripts/build) and the apt packages of scripts/install-deps. 2.4 million
# parcels take about an hour in all on 2 cores, most of it PostGIS's load.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
sizes=("$@")
[ ${#sizes[@]} -gt 0 ] || sizes=(10000 100000 1000000 2400000)
ps=${PARCELSCREEN:-$root/build/parcelscreen}
samplecity=${SAMPLECITY:-$root/build/sample_data/samplecity}
chain_max=${CHAIN_MAX:-100000}
results=${RESULTS:-$root/bench/RESULTS.md}
source bench/postgis.sh
work=$(mktemp -d)
trap 'postgis_stop; rm -rf "$work"' EXIT
table=$work/table.tsv
: > "$table"

drinking_sql="use IS NULL OR trim(use) = '' OR lower(trim(use)) IN ('unknown', 'drinking', 'drinking water', 'public supply', 'municipal', 'domestic', 'potable', 'residential', 'water supply domestic', 'water supply public')"

# timed SIZE NAME COMMAND...: runs one command; records wall, CPU (user +
# system) and peak memory, and prints them.
timed() {
  local size=$1 name=$2
  shift 2
  local log=$work/run.log
  /usr/bin/time -f "%e %U %S %M" -o "$work/time" "$@" > "$log" 2>&1 || { echo "$name failed at $size parcels:"; tail -20 "$log"; exit 1; }
  read -r wall user sys rss < "$work/time"
  local cpu
  cpu=$(echo "$user + $sys" | bc -l)
  printf '%s\t%s\t%s\t%s\t%s\n' "$size" "$name" "$wall" "$cpu" "$((rss / 1024))" >> "$table"
  printf '  %-34s %8.2f s wall %8.2f s CPU %7d MB\n' "$name" "$wall" "$cpu" "$((rss / 1024))"
}

# sql_timed SIZE NAME FILE: a PostGIS job; psql's own start is a few ms.
# The server's memory is not the client's: peak memory is not recorded.
sql_timed() {
  local size=$1 name=$2 file=$3
  local start end
  start=$(date +%s.%N)
  psql -q -v ON_ERROR_STOP=1 -f "$file" > "$work/sql.log" 2>&1 || { echo "$name failed:"; cat "$work/sql.log"; exit 1; }
  end=$(date +%s.%N)
  local wall
  wall=$(echo "$end - $start" | bc -l)
  printf '%s\t%s\t%s\t%s\t%s\n' "$size" "$name" "$wall" "" "" >> "$table"
  printf '  %-34s %8.2f s wall\n' "$name" "$wall"
}

value() { awk -F'\t' -v s="$1" -v n="$2" '$1 == s && $2 == n { print $3 }' "$table"; }

for n in "${sizes[@]}"; do
  city=/tmp/stormwater-bench-city-$n
  if [ ! -f "$city/city.gpkg" ]; then
    echo "generating a city of $n parcels in $city"
    "$samplecity" --out "$city" --parcels "$n" --seed 7 --dem-cell 30 > /dev/null
  fi
  gpkg=$city/city.gpkg
  layer() { echo "$gpkg|layername=$1"; }
  parcels=$(ogrinfo -so "$gpkg" parcels | sed -n 's/^Feature Count: //p')
  echo
  echo "city of $parcels parcels ($n asked), $(ogrinfo -so "$gpkg" structures | sed -n 's/^Feature Count: //p') structures"
  out=$work/$n
  mkdir -p "$out"

  timed "$n" "ours, main job" "$ps" run stormwater:screenparcels --PARCELS="$(layer parcels)" \
    --STRUCTURES="$(layer structures)" --STRUCTURE_PERMITTED_FIELD=permitted --IMPROVEMENTS="$(layer improvements)" \
    --IMPROVEMENT_APPROVED_FIELD=approved --RIGHT_OF_WAY="$(layer right_of_way)" --DEM="$city/dem.tif" --SOILS="$(layer soils)" \
    --SENSITIVE_AREAS="$(layer esa)" --SENSITIVE_AREAS="$(layer sea)" --WELLS="$(layer wells)" --GROUNDWATER="$(layer groundwater)" --GROUNDWATER_OUTSIDE=not_present \
    --BROWNFIELDS="$(layer brownfields)" --GEOHAZARDS="$(layer geohazards)" --OUTPUT="$out/main.gpkg" --REPORT="$out/report.html"
  rm -f "$out/main.gpkg" "$out/report.html"
  timed "$n" "ours, ESA" "$ps" run stormwater:esaadjacency --PARCELS="$(layer parcels)" \
    --SENSITIVE_AREAS="$(layer esa)" --SENSITIVE_AREAS="$(layer sea)" --OUTPUT="$out/esa.gpkg"
  rm -f "$out/esa.gpkg"
  timed "$n" "ours, wells" "$ps" run stormwater:infeasibility --PARCELS="$(layer parcels)" --WELLS="$(layer wells)" --OUTPUT="$out/wells.gpkg"
  rm -f "$out/wells.gpkg"
  timed "$n" "ours, ESA + wells" "$ps" run stormwater:screenparcels --PARCELS="$(layer parcels)" \
    --SENSITIVE_AREAS="$(layer esa)" --SENSITIVE_AREAS="$(layer sea)" --WELLS="$(layer wells)" --OUTPUT="$out/both.gpkg"

  # The floor: the data moved, nothing computed.
  timed "$n" "floor (ogr2ogr)" bash -c "set -e
    ogr2ogr -f GPKG '$out/floor.gpkg' '$gpkg' parcels
    ogr2ogr -f GPKG '$out/others.gpkg' '$gpkg' structures improvements right_of_way soils esa sea wells groundwater brownfields geohazards
    gdalinfo -checksum '$city/dem.tif' > /dev/null"
  rm -f "$out/floor.gpkg" "$out/others.gpkg"

  if [ "$n" -le "$chain_max" ]; then
    timed "$n" "QGIS chain, ESA + wells" bash -c "set -e
      '$ps' run native:mergevectorlayers --LAYERS='$(layer esa)' --LAYERS='$(layer sea)' --OUTPUT='$out/areas.gpkg'
      '$ps' run native:joinbynearest --INPUT='$(layer parcels)' --INPUT_2='$out/areas.gpkg' --NEIGHBORS=1 --MAX_DISTANCE=5280 --OUTPUT='$out/esa-chain.gpkg'
      '$ps' run native:extractbyexpression --INPUT='$(layer wells)' --EXPRESSION=\"$drinking_sql\" --OUTPUT='$out/drinking.gpkg'
      '$ps' run native:buffer --INPUT='$out/drinking.gpkg' --DISTANCE=100 --SEGMENTS=64 --DISSOLVE=true --OUTPUT='$out/circles.gpkg'
      '$ps' run native:intersection --INPUT='$(layer parcels)' --OVERLAY='$out/circles.gpkg' --INPUT_FIELDS=apn --OUTPUT='$out/pieces.gpkg'
      '$ps' run native:joinbynearest --INPUT='$(layer parcels)' --INPUT_2='$out/drinking.gpkg' --NEIGHBORS=1 --MAX_DISTANCE=5280 --OUTPUT='$out/wells-chain.gpkg'"
    rm -f "$out"/areas.gpkg "$out"/esa-chain.gpkg "$out"/drinking.gpkg "$out"/circles.gpkg "$out"/pieces.gpkg "$out"/wells-chain.gpkg
  fi

  # PostGIS: a fresh server per size, the load untimed.
  postgis_start
  for t in parcels esa sea wells; do
    postgis_load "$gpkg" "$t" "$t" > /dev/null
  done
  psql -q -c "CREATE TABLE areas AS SELECT name, geom FROM esa UNION ALL SELECT name, geom FROM sea; CREATE INDEX ON areas USING gist (geom); ANALYZE areas;
    CREATE TABLE drinking AS SELECT well_id, geom FROM wells WHERE $drinking_sql; CREATE INDEX ON drinking USING gist (geom); ANALYZE drinking;"
  cat > "$work/esa.sql" <<'SQL'
CREATE TABLE esa_result AS
SELECT p.apn, n.distance AS esa_distance_ft,
       CASE WHEN n.distance IS NULL THEN 'outside'
            WHEN EXISTS (SELECT 1 FROM areas a WHERE ST_Intersects(a.geom, p.geom) AND NOT ST_Touches(a.geom, p.geom)) THEN 'inside'
            WHEN n.distance <= 200 THEN 'directly_adjacent' ELSE 'outside' END AS esa_relation
FROM parcels p
LEFT JOIN LATERAL (SELECT ST_Distance(a.geom, p.geom) AS distance FROM areas a WHERE ST_DWithin(a.geom, p.geom, 5280) ORDER BY 1 LIMIT 1) n ON true;
SQL
  cat > "$work/wells.sql" <<'SQL'
CREATE TABLE wells_result AS
SELECT p.apn, w.distance AS well_distance_ft,
       coalesce((SELECT ST_Area(ST_Intersection(p.geom, ST_Union(ST_Buffer(d.geom, 100, 'quad_segs=64'))))
                 FROM drinking d WHERE ST_DWithin(d.geom, p.geom, 100)), 0) AS well_infeasible_sqft
FROM parcels p
LEFT JOIN LATERAL (SELECT ST_Distance(d.geom, p.geom) AS distance FROM drinking d WHERE ST_DWithin(d.geom, p.geom, 5280) ORDER BY 1 LIMIT 1) w ON true;
SQL
  { sed 's/esa_result/both_esa/' "$work/esa.sql"; sed 's/wells_result/both_wells/' "$work/wells.sql"; } > "$work/both.sql"
  sql_timed "$n" "PostGIS, ESA" "$work/esa.sql"
  sql_timed "$n" "PostGIS, wells" "$work/wells.sql"
  sql_timed "$n" "PostGIS, ESA + wells" "$work/both.sql"

  # The same answers, parcel by parcel. Well circles: PostGIS's 256-gon lies
  # inside the circle, ours around it (at most 4.8 sq ft apart per well).
  ogr2ogr -f PostgreSQL "PG:host=$PGHOST port=$PGPORT user=postgres dbname=postgres" "$out/both.gpkg" both -nln ours -lco GEOMETRY_NAME=geom -nlt PROMOTE_TO_MULTI --config PG_USE_COPY YES > /dev/null
  rm -f "$out/both.gpkg"
  compared=$(psql -At -c "SELECT count(*) FROM ours o JOIN esa_result e USING (apn) JOIN wells_result w USING (apn)")
  esa_off=$(psql -At -c "SELECT count(*) FROM ours o JOIN esa_result e USING (apn) WHERE o.esa_relation <> e.esa_relation OR abs(coalesce(o.esa_distance_ft, -1) - coalesce(e.esa_distance_ft, -1)) > 1e-6")
  wells_off=$(psql -At -c "SELECT count(*) FROM ours o JOIN wells_result w USING (apn) WHERE abs(coalesce(o.well_distance_ft, -1) - coalesce(w.well_distance_ft, -1)) > 1e-6 OR abs(coalesce(o.well_infeasible_sqft, 0) - CASE WHEN w.well_infeasible_sqft < 0.01 THEN 0 ELSE w.well_infeasible_sqft END) > 0.002 + 4.8 * (SELECT count(*) FROM drinking d WHERE ST_DWithin(d.geom, o.geom, 100.01))")
  postgis_stop
  printf '%s\tagreement\t%s\t%s\t%s\n' "$n" "$compared" "$esa_off" "$wells_off" >> "$table"
  echo "  agreement: $compared parcels compared; ESA disagree $esa_off; wells disagree $wells_off"
  [ "$esa_off" = 0 ] && [ "$wells_off" = 0 ] || { echo "FAIL: ours and PostGIS disagree"; exit 1; }
  rm -rf "$out"
done

# The table, the ratios and the growth exponent.
report() {
  echo "| parcels | run | wall s | CPU s | peak MB |"
  echo "|---:|---|---:|---:|---:|"
  awk -F'\t' '$2 != "agreement" { printf "| %s | %s | %.2f | %s | %s |\n", $1, $2, $3, ($4 == "" ? "" : sprintf("%.2f", $4)), $5 }' "$table"
  echo
  echo "| parcels | ours/PostGIS ESA | ours/PostGIS wells | ours/PostGIS both | ours/chain (ESA + wells) | main job/floor | agreement (compared; ESA, wells disagree) |"
  echo "|---:|---:|---:|---:|---:|---:|---|"
  for n in "${sizes[@]}"; do
    ratio() { [ -n "$1" ] && [ -n "$2" ] && echo "$1 / $2" | bc -l | xargs printf '%.2f' || echo "-"; }
    agreement=$(awk -F'\t' -v s="$n" '$1 == s && $2 == "agreement" { printf "%s; %s, %s", $3, $4, $5 }' "$table")
    echo "| $n | $(ratio "$(value "$n" "ours, ESA")" "$(value "$n" "PostGIS, ESA")") | $(ratio "$(value "$n" "ours, wells")" "$(value "$n" "PostGIS, wells")") | $(ratio "$(value "$n" "ours, ESA + wells")" "$(value "$n" "PostGIS, ESA + wells")") | $(ratio "$(value "$n" "ours, ESA + wells")" "$(value "$n" "QGIS chain, ESA + wells")") | $(ratio "$(value "$n" "ours, main job")" "$(value "$n" "floor (ogr2ogr)")") | $agreement |"
  done
  if [ ${#sizes[@]} -ge 2 ]; then
    # Least squares slope of log(time) on log(size).
    slope=$(awk -F'\t' '$2 == "ours, main job" { x = log($1); y = log($3); n++; sx += x; sy += y; sxx += x * x; sxy += x * y } END { if (n > 1) printf "%.3f", (n * sxy - sx * sy) / (n * sxx - sx * sx) }' "$table")
    echo
    echo "Growth exponent of the main job (log-log slope of wall time over ${sizes[*]} parcels): $slope"
  fi
}

echo
report | tee "$work/report.md"
if [ "$results" != "-" ]; then
  {
    echo "# Benchmark results"
    echo
    echo "Made by \`bench/run.sh ${sizes[*]}\` on $(date -u +%Y-%m-%d): $(nproc) cores ($(grep -m1 'model name' /proc/cpuinfo | sed 's/.*: //')), $(free -g | awk '/Mem:/ { print $2 }') GB, $(lsb_release -ds 2>/dev/null || echo Debian), QGIS $(dpkg-query -W -f='${Version}' qgis 2>/dev/null), PostgreSQL 15 + PostGIS 3."
    echo "Ratios below 1 mean ours is faster; \"ours\" includes reading and writing the GeoPackage, PostGIS excludes its load."
    echo
    cat "$work/report.md"
  } > "$results.new"
  mv "$results.new" "$results"
  echo "written to $results"
fi
