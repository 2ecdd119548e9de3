#!/usr/bin/env bash
# Benchmark: the notice record on the sample city, as the clerk runs it: the
# notice run (letters, labels, both lists, the register), a second run on the
# same register (everyone already noticed: the history read and checked),
# the case file made from the register, and the follow-up on it. The peer
# in the same run: the same steps by BEFORE, an earlier parcelscreen (give
# its path), so a change to the notice record is measured against what it
# replaced. The sample city is screened once, untimed.
# Usage: bench/notices.sh [BEFORE]   (no BEFORE: ours alone)
set -euo pipefail
cd "$(dirname "$0")/.."
ps=${PARCELSCREEN:-$PWD/build/parcelscreen}
before=${1:-}
source bench/measure.sh
gpkg=$PWD/sample_data/city.gpkg
layer() { echo "$gpkg|layername=$1"; }
screened=$work/screened.gpkg
"$ps" run stormwater:screenparcels --PARCELS="$(layer parcels)" --PROFILE=signal-hill \
  --STRUCTURES="$(layer structures)" --STRUCTURE_PERMITTED_FIELD=permitted --IMPROVEMENTS="$(layer improvements)" \
  --IMPROVEMENT_APPROVED_FIELD=approved --RIGHT_OF_WAY="$(layer right_of_way)" --DEM=sample_data/dem.tif --SOILS="$(layer soils)" \
  --OUTPUT="$screened" > "$work/screen.log" 2>&1 || { cat "$work/screen.log"; exit 1; }

# steps NAME PROGRAM: the four timed steps of one program, each into its own folder.
steps() {
  local name=$1 program=$2 out=$work/$1
  mkdir -p "$out"
  local notice=("$program" run stormwater:vacantnotices --INPUT="$screened" --PROFILE=signal-hill --STREETS="$(layer right_of_way)"
    --OUTPUT_CSV="$out/mailing.csv" --POSTING_CSV="$out/posting.csv" --OUTPUT_PDF="$out/letters.pdf" --LABELS_PDF="$out/labels.pdf" --REGISTER="$out/register.csv")
  measure "$name: notices (letters, labels, lists, register)" "${notice[@]}" --NOTICE_DATE=2026-12-01
  measure "$name: notices again (all already noticed)" "${notice[@]}" --NOTICE_DATE=2027-01-04
  measure "$name: case file from the register" "$program" run stormwater:noticecasefile --REGISTER="$out/register.csv" --OUTPUT="$out/cases.gpkg"
  measure "$name: follow-up on 2027-06-10, with letters" "$program" run stormwater:noticefollowup --CASES="$out/cases.gpkg" --DATE=2027-06-10 --SCREENED="$screened" --OUTPUT="$out/due.csv" --LETTERS="$out/followup.pdf"
}
table_header
[ -n "$before" ] && steps before "$before"
steps ours "$ps"
