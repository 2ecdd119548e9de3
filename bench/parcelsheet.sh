#!/usr/bin/env bash
# Benchmark: stormwater:parcelsheet at the counter. The sample city (or a
# generated city of N parcels) is screened once, untimed; then one sheet with
# every map layer, one from the layer alone, and a batch of 20 sheets in one
# PDF, each a whole parcelscreen run (start, find, draw, print) as the clerk
# waits for it. The peer in the same run: parcelscreen pulling the same one
# parcel out of the layer with native:extractbyattribute into a GeoPackage,
# what starting the program and finding a parcel cost with nothing drawn.
# The issue's target: one sheet from the main job's layer under 2 s on the
# sample city.
# Usage: bench/parcelsheet.sh [N]   (no N: the sample city, sample_data/)
set -euo pipefail
cd "$(dirname "$0")/.."
if [ $# -gt 0 ]; then
  n=$1
  source bench/common.sh
  dem=$city/dem.tif
  extra=()
else
  ps=${PARCELSCREEN:-$PWD/build/parcelscreen}
  source bench/measure.sh
  gpkg=$PWD/sample_data/city.gpkg
  dem=$PWD/sample_data/dem.tif
  layer() { echo "$gpkg|layername=$1"; }
  extra=(--IMPERVIOUS=true --DESIGN_STORM=sample_data/design_storm_85th.tif --FLOWTHROUGH_INTENSITY=sample_data/intensity_1yr_1hr.tif)
fi
screened=$work/screened.gpkg
"$ps" run stormwater:screenparcels --PARCELS="$(layer parcels)" --PROFILE=signal-hill \
  --STRUCTURES="$(layer structures)" --STRUCTURE_PERMITTED_FIELD=permitted --IMPROVEMENTS="$(layer improvements)" \
  --IMPROVEMENT_APPROVED_FIELD=approved --RIGHT_OF_WAY="$(layer right_of_way)" --DEM="$dem" --SOILS="$(layer soils)" \
  --SENSITIVE_AREAS="$(layer esa)" --SENSITIVE_AREAS="$(layer sea)" --WELLS="$(layer wells)" --GROUNDWATER="$(layer groundwater)" --GROUNDWATER_OUTSIDE=not_present \
  --BROWNFIELDS="$(layer brownfields)" --GEOHAZARDS="$(layer geohazards)" "${extra[@]}" --OUTPUT="$screened" > "$work/screen.log" 2>&1 \
  || { cat "$work/screen.log"; exit 1; }
parcels=$(ogrinfo -so "$screened" | sed -n 's/^1: \([^ ]*\).*/\1/p')
parcels=${parcels:-screened}
count=$(ogrinfo -so "$screened" "$parcels" | sed -n 's/^Feature Count: //p')
# The parcels asked for: the middle one, and 20 spread over the city.
mapfile -t apns < <(ogrinfo -q "$screened" -sql "SELECT apn FROM \"$parcels\" WHERE fid % $((count / 20 + 1)) = 0 LIMIT 20" | sed -n 's/^ *apn (String) = //p')
one=$(ogrinfo -q "$screened" -sql "SELECT apn FROM \"$parcels\" WHERE fid = $((count / 2))" | sed -n 's/^ *apn (String) = //p')
batch=$(IFS=,; echo "${apns[*]}")
echo "screened layer: $count parcels; one sheet for APN $one; a batch of ${#apns[@]}"

map=(--SENSITIVE_AREAS="$(layer esa)" --SENSITIVE_AREAS="$(layer sea)" --WELLS="$(layer wells)" --ZONES="$(layer brownfields)" --ZONES="$(layer geohazards)" --STREETS="$(layer right_of_way)")
table_header
measure "peer: native:extractbyattribute (one parcel)" "$ps" run native:extractbyattribute --INPUT="$screened" --FIELD=apn --OPERATOR=0 --VALUE="$one" --OUTPUT="$work/one.gpkg"
measure "ours: one sheet, layer only" "$ps" run stormwater:parcelsheet --INPUT="$screened" --APN="$one" --OUTPUT_PDF="$work/bare.pdf"
measure "ours: one sheet, every map layer" "$ps" run stormwater:parcelsheet --INPUT="$screened" --APN="$one" "${map[@]}" --OUTPUT_PDF="$work/one.pdf" --OUTPUT_HTML="$work/one.html"
measure "ours: ${#apns[@]} sheets in one PDF, every map layer" "$ps" run stormwater:parcelsheet --INPUT="$screened" --APN="$batch" "${map[@]}" --OUTPUT_PDF="$work/batch.pdf"
echo
echo "pages: one $(pdfinfo "$work/one.pdf" | sed -n 's/^Pages: *//p'), batch $(pdfinfo "$work/batch.pdf" | sed -n 's/^Pages: *//p')"
