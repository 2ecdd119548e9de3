#!/usr/bin/env bash
# Benchmark: the planner's main job, stormwater:screenparcels (every screen in
# one pass over the parcels), against the same four screens run one after the
# other (stormwater:vacantparcels, hillside, esaadjacency, infeasibility), on
# a generated city of N parcels, in one run on one machine.
# Usage: bench/screenparcels.sh [N] (default 100000); 2400000 is Los Angeles
# County's size. Prints wall seconds and peak memory of each run.
set -euo pipefail
cd "$(dirname "$0")/.."
n=${1:-100000}
source bench/common.sh
echo "city: $(count parcels) parcels, $(count structures) structures, $(count improvements) improvements"

vacant=(--STRUCTURES="$(layer structures)" --STRUCTURE_PERMITTED_FIELD=permitted --IMPROVEMENTS="$(layer improvements)"
  --IMPROVEMENT_APPROVED_FIELD=approved --RIGHT_OF_WAY="$(layer right_of_way)")
hillside=(--DEM="$city/dem.tif" --SOILS="$(layer soils)")
esa=(--SENSITIVE_AREAS="$(layer esa)" --SENSITIVE_AREAS="$(layer sea)")
infeasibility=(--WELLS="$(layer wells)" --GROUNDWATER="$(layer groundwater)" --GROUNDWATER_OUTSIDE=not_present --BROWNFIELDS="$(layer brownfields)" --GEOHAZARDS="$(layer geohazards)")
parcels=--PARCELS="$(layer parcels)"

table_header
measure "stormwater:screenparcels (one pass, + report)" "$ps" run stormwater:screenparcels "$parcels" "${vacant[@]}" "${hillside[@]}" "${esa[@]}" "${infeasibility[@]}" \
  --OUTPUT="$work/screened.gpkg" --REPORT="$work/report.html"
measure "  stormwater:vacantparcels" "$ps" run stormwater:vacantparcels "$parcels" "${vacant[@]}" --OUTPUT="$work/vacant.gpkg"
measure "  stormwater:hillside" "$ps" run stormwater:hillside "$parcels" "${hillside[@]}" --OUTPUT="$work/hillside.gpkg"
measure "  stormwater:esaadjacency" "$ps" run stormwater:esaadjacency "$parcels" "${esa[@]}" --OUTPUT="$work/esa.gpkg"
measure "  stormwater:infeasibility" "$ps" run stormwater:infeasibility "$parcels" "${infeasibility[@]}" --OUTPUT="$work/infeasibility.gpkg"
