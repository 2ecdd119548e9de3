#!/usr/bin/env bash
# Benchmark: what the main job pays to say what changed since the previous
# screening. A generated city of N parcels is screened once, untimed, as the
# previous run; then the main job again, alone and with PREVIOUS and
# CHANGES. The peer in the same run: the step a GIS team chains by hand,
# native:joinattributestable of the new layer's flags onto the previous one
# by APN (the comparison itself still to do in the attribute table). Last,
# the same with 1% of the previous screening's APNs changed, as a roll
# renumbering parcels would: each matched again by its land (renumbered).
# Usage: bench/changes.sh N
set -euo pipefail
cd "$(dirname "$0")/.."
n=${1:?usage: bench/changes.sh N}
source bench/common.sh
inputs=(--PARCELS="$(layer parcels)" --PROFILE=signal-hill --STRUCTURES="$(layer structures)" --STRUCTURE_PERMITTED_FIELD=permitted
  --IMPROVEMENTS="$(layer improvements)" --IMPROVEMENT_APPROVED_FIELD=approved --RIGHT_OF_WAY="$(layer right_of_way)" --DEM="$city/dem.tif"
  --SOILS="$(layer soils)" --SENSITIVE_AREAS="$(layer esa)" --SENSITIVE_AREAS="$(layer sea)" --WELLS="$(layer wells)"
  --GROUNDWATER="$(layer groundwater)" --GROUNDWATER_OUTSIDE=not_present --BROWNFIELDS="$(layer brownfields)" --GEOHAZARDS="$(layer geohazards)")
"$ps" run stormwater:screenparcels "${inputs[@]}" --OUTPUT="$work/previous.gpkg" > "$work/previous.log" 2>&1 || { cat "$work/previous.log"; exit 1; }
echo "previous screening: $(ogrinfo -so "$work/previous.gpkg" previous | sed -n 's/^Feature Count: //p') parcels"
table_header
measure "ours: main job alone" "$ps" run stormwater:screenparcels "${inputs[@]}" --OUTPUT="$work/now.gpkg"
measure "ours: main job with PREVIOUS (compared, logged)" "$ps" run stormwater:screenparcels "${inputs[@]}" --PREVIOUS="$work/previous.gpkg" --OUTPUT="$work/now-compared.gpkg"
measure "ours: main job with PREVIOUS and CHANGES" "$ps" run stormwater:screenparcels "${inputs[@]}" --PREVIOUS="$work/previous.gpkg" --CHANGES="$work/changes.gpkg" --OUTPUT="$work/now-changes.gpkg"
cp "$work/previous.gpkg" "$work/previous-renumbered.gpkg"
ogrinfo -q "$work/previous-renumbered.gpkg" -sql "UPDATE previous SET apn = 'R' || apn WHERE fid % 100 = 0" > /dev/null
measure "ours: PREVIOUS and CHANGES, 1% renumbered" "$ps" run stormwater:screenparcels "${inputs[@]}" --PREVIOUS="$work/previous-renumbered.gpkg" --CHANGES="$work/changes-renumbered.gpkg" --OUTPUT="$work/now-renumbered.gpkg"
measure "peer: native:joinattributestable by APN" "$ps" run native:joinattributestable --INPUT="$work/now.gpkg" --FIELD=apn --INPUT_2="$work/previous.gpkg" --FIELD_2=apn --FIELDS_TO_COPY=flags --METHOD=1 --PREFIX=previous_ --OUTPUT="$work/joined.gpkg"
echo
echo "changes: $(ogrinfo -q "$work/changes.gpkg" -sql "SELECT change, COUNT(*) AS parcels FROM changes GROUP BY change" | sed -n 's/^ *\(change\|parcels\) ([^)]*) = //p' | paste -sd' ')"
echo "changes, 1% renumbered: $(ogrinfo -q "$work/changes-renumbered.gpkg" -sql "SELECT change, COUNT(*) AS parcels FROM \"changes-renumbered\" GROUP BY change" | sed -n 's/^ *\(change\|parcels\) ([^)]*) = //p' | paste -sd' ')"
