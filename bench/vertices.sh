#!/usr/bin/env bash
# Benchmark: one parcel drawn with very many vertices. The sample city with
# one block replanned (bench/vertexcity.py): a vacant 1.43-acre lot of
# VERTICES vertices, its neighbour of the same owner carrying their common
# line vertex for vertex, a house whose outline slivers over the lot line,
# two drinking-water wells and a habitat within 200 ft. In the same run the
# same lot simplified to 1,000 vertices (every 300th vertex of 300,000: the
# same outline, the same answers): the difference between the two is what
# the vertices cost. stormwater:vacantparcels and stormwater:screenparcels
# (structures, improvements, right-of-way, sensitive areas, wells, DEM).
# Usage: bench/vertices.sh [VERTICES ...] (default 300000; multiples of 4).
# Prints wall seconds and peak memory of each run, then the lot's answers.
set -euo pipefail
cd "$(dirname "$0")/.."
source bench/measure.sh
ps=${PARCELSCREEN:-$PWD/build/parcelscreen}
counts=("${@:-300000}" 1000)

# city V: the folder of the city whose lot has V vertices (made once, kept in /tmp).
city() {
  local dir=/tmp/stormwater-bench-vertices-$1
  [ -f "$dir/city.gpkg" ] || /usr/bin/python3 bench/vertexcity.py --out "$dir" --vertices "$1" > /dev/null
  echo "$dir"
}

for v in "${counts[@]}"; do city "$v" > /dev/null; done
echo "city: $(ogrinfo -so "$(city 1000)/city.gpkg" parcels | sed -n 's/^Feature Count: //p') parcels; lot 7099-001-001 drawn with ${counts[*]} vertices in turn"
"$ps" list > /dev/null # libraries into the page cache before the first timing

table_header
for v in "${counts[@]}"; do
  gpkg=$(city "$v")/city.gpkg
  layer() { echo "$gpkg|layername=$1"; }
  parcels=--PARCELS="$(layer parcels)"
  vacant=(--STRUCTURES="$(layer structures)" --STRUCTURE_PERMITTED_FIELD=permitted --IMPROVEMENTS="$(layer improvements)"
    --IMPROVEMENT_APPROVED_FIELD=approved --RIGHT_OF_WAY="$(layer right_of_way)")
  others=(--SENSITIVE_AREAS="$(layer esa)" --SENSITIVE_AREAS="$(layer sea)" --WELLS="$(layer wells)" --DEM="$(dirname "$gpkg")/dem.tif")
  measure "stormwater:vacantparcels, lot of $v vertices" "$ps" run stormwater:vacantparcels "$parcels" "${vacant[@]}" --OUTPUT="$work/vacant-$v.gpkg"
  measure "stormwater:screenparcels, lot of $v vertices" "$ps" run stormwater:screenparcels "$parcels" "${vacant[@]}" "${others[@]}" \
    --OUTPUT="$work/screened-$v.gpkg"
done

echo
echo "the lot and its neighbour as screened, at each vertex count:"
for v in "${counts[@]}"; do
  ogr2ogr -f CSV /vsistdout/ "$work/screened-$v.gpkg" -dialect sqlite -sql \
    "SELECT printf('%s %7d vertices: %s, %.2f sq ft unimproved, group of %d, %.4f ac; ESA %s; infeasibility %s',
       apn, ST_NPoints(geom) - 1, vacancy, unimproved_sqft, group_size, group_acres, esa_relation, infeasibility) AS answer
     FROM \"screened-$v\" WHERE apn IN ('7099-001-001', '7099-001-002')" | tail -n +2 | sed 's/^"\(.*\)"$/  \1/'
done
