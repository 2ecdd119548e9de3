#!/usr/bin/env bash
# The model designer and batch mode: a two-step Processing model
# (stormwater:screenparcels, then stormwater:vacantnotices on its OUTPUT),
# built by make_model.py and run by qgis_process, once per profile as a
# batch would. Each run's notice lists must equal, byte for byte, what
# parcelscreen writes running the two algorithms itself, and the two
# profiles' runs differ where the profiles do (screened_profile, the
# hillside rule). Cudahy's code has no vacant parcel provisions: its notices
# are refused, in the model as on the command line, naming the city.
# Arguments: PARCELSCREEN PYTHON_PLUGIN_DIR SAMPLE_DATA_DIR
set -euo pipefail
parcelscreen=$1
plugins=$2
data=$3
here=$(cd "$(dirname "$0")" && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

source "$here/qgis_process_session.sh"
fail() { echo "FAIL: $*"; exit 1; }

city=$data/city.gpkg
"${host[@]}" "$qgis_process" plugins enable stormwater_processing > "$work/enable.log" 2>&1
/usr/bin/python3 "$here/make_model.py" "$work/screen_and_notice.model3" > "$work/model.log" 2>&1 || { cat "$work/model.log"; fail "could not write the model"; }

# The model's output parameters: CHILD:OUTPUT on QGIS 3.22, the output's own name on 3.44.
"${host[@]}" "$qgis_process" help "$work/screen_and_notice.model3" > "$work/help.txt" 2>&1 || true
if grep -q '^screened: ' "$work/help.txt"; then
  screened=screened mailing=mailing posting=posting
else
  screened=screen:screened mailing=notices:mailing posting=notices:posting
fi
rows() { tail -n +2 "$1" | grep -c . || true; }
field_values() { ogrinfo -ro -q -sql "SELECT DISTINCT $2 FROM \"$(ogrinfo -ro -q "$1" | sed -n 's/^1: \([^ ]*\).*/\1/p')\"" "$1" | sed -n "s/^  $2 (String) = //p"; }

declare -A hillside
# Cudahy: the model stops at the notices, with the city's name in the message; the screen alone runs.
out=$work/cudahy
mkdir -p "$out/model" "$out/direct"
if "${host[@]}" "$qgis_process" run "$work/screen_and_notice.model3" -- parcels="$city|layername=parcels" structures="$city|layername=structures" improvements="$city|layername=improvements" \
  dem="$data/dem.tif" soils="$city|layername=soils" profile=cudahy "$screened=$out/model/screened.gpkg" "$mailing=$out/model/mailing.csv" "$posting=$out/model/posting.csv" \
  > "$out/model.log" 2>&1; then
  cat "$out/model.log"; fail "cudahy: the model sent notices under a code without vacant parcel provisions"
fi
grep -q "City of Cudahy's code has no vacant parcel provisions" "$out/model.log" || { cat "$out/model.log"; fail "cudahy: the refusal does not name the city"; }
test ! -e "$out/model/mailing.csv" || fail "cudahy: a refused run left a mailing list"
"$parcelscreen" run stormwater:screenparcels --PARCELS="$city|layername=parcels" --STRUCTURES="$city|layername=structures" --IMPROVEMENTS="$city|layername=improvements" --DEM="$data/dem.tif" \
  --SOILS="$city|layername=soils" --PROFILE=cudahy --OUTPUT="$out/direct/screened.gpkg" > "$out/screen.log" 2>&1 || { cat "$out/screen.log"; fail "cudahy: parcelscreen screenparcels"; }
hillside[cudahy]=$(ogrinfo -ro -q -sql "SELECT COUNT(*) AS n FROM screened WHERE hillside = 1" "$out/direct/screened.gpkg" | sed -n 's/^  n (Integer.*) = //p')

for profile in signal-hill; do
  out=$work/$profile
  mkdir -p "$out/model" "$out/direct"
  # The batch row: the model through qgis_process.
  "${host[@]}" "$qgis_process" run "$work/screen_and_notice.model3" -- parcels="$city|layername=parcels" structures="$city|layername=structures" improvements="$city|layername=improvements" \
    dem="$data/dem.tif" soils="$city|layername=soils" profile="$profile" "$screened=$out/model/screened.gpkg" "$mailing=$out/model/mailing.csv" "$posting=$out/model/posting.csv" \
    > "$out/model.log" 2>&1 || { cat "$out/model.log"; fail "$profile: the model run failed"; }
  # The same two steps, run directly by parcelscreen.
  "$parcelscreen" run stormwater:screenparcels --PARCELS="$city|layername=parcels" --STRUCTURES="$city|layername=structures" --IMPROVEMENTS="$city|layername=improvements" --DEM="$data/dem.tif" \
    --SOILS="$city|layername=soils" --PROFILE="$profile" --OUTPUT="$out/direct/screened.gpkg" > "$out/screen.log" 2>&1 || { cat "$out/screen.log"; fail "$profile: parcelscreen screenparcels"; }
  "$parcelscreen" run stormwater:vacantnotices --INPUT="$out/direct/screened.gpkg" --PROFILE="$profile" --NOTICE_DATE=2026-12-15 \
    --OUTPUT_CSV="$out/direct/mailing.csv" --POSTING_CSV="$out/direct/posting.csv" > "$out/notices.log" 2>&1 || { cat "$out/notices.log"; fail "$profile: parcelscreen vacantnotices"; }

  for list in mailing posting; do
    test -s "$out/model/$list.csv" || fail "$profile: the model wrote no $list list"
    cmp "$out/model/$list.csv" "$out/direct/$list.csv" || { diff "$out/model/$list.csv" "$out/direct/$list.csv" || true; fail "$profile: the model's $list list differs from parcelscreen's"; }
  done
  test "$(rows "$out/model/mailing.csv")" -gt 0 || fail "$profile: no notice mailed"
  # Every parcel once, under the run's profile.
  test "$(ogrinfo -ro -so "$out/model/screened.gpkg" screened | sed -n 's/^Feature Count: //p')" -eq 3107 || fail "$profile: the screened layer does not hold the 3,107 parcels"
  test "$(field_values "$out/model/screened.gpkg" screened_profile)" = "$profile" || fail "$profile: screened_profile is not $profile"
  hillside[$profile]=$(ogrinfo -ro -q -sql "SELECT COUNT(*) AS n FROM screened WHERE hillside = 1" "$out/model/screened.gpkg" | sed -n 's/^  n (Integer.*) = //p')
  direct=$(ogrinfo -ro -q -sql "SELECT COUNT(*) AS n FROM screened WHERE hillside = 1" "$out/direct/screened.gpkg" | sed -n 's/^  n (Integer.*) = //p')
  test "${hillside[$profile]}" = "$direct" || fail "$profile: the model flags ${hillside[$profile]} hillside parcels, parcelscreen $direct"
done

# The two cities' rules differ (erosive soil and 25% against residential and 15%): so do their hillside parcels;
test "${hillside[signal-hill]}" -gt 0 || fail "signal-hill flags no hillside parcel"
test "${hillside[signal-hill]}" != "${hillside[cudahy]}" || fail "signal-hill and cudahy flag the same ${hillside[cudahy]} hillside parcels"
echo "PASS: the model equals parcelscreen's two steps for signal-hill (${hillside[signal-hill]} hillside parcels, $(rows "$work/signal-hill/model/mailing.csv") notices mailed); cudahy's notices refused by name, its screen flags ${hillside[cudahy]}"
