#!/usr/bin/env bash
# qgis_process sees the `stormwater` provider once the Python shim is
# enabled, and its run of one of our algorithms writes exactly what
# parcelscreen's run writes. Arguments: PARCELSCREEN PYTHON_PLUGIN_DIR SAMPLE_DATA_DIR
set -euo pipefail
parcelscreen=$1
plugins=$2
samples=$3
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

source "$(dirname "$0")/qgis_process_session.sh"

"${host[@]}" "$qgis_process" plugins enable stormwater_processing > "$work/enable.log" 2>&1
"${host[@]}" "$qgis_process" plugins 2> /dev/null | grep -q '^\* stormwater_processing$' || { echo "FAIL: stormwater_processing is not loaded"; "${host[@]}" "$qgis_process" plugins; exit 1; }

"${host[@]}" "$qgis_process" list 2> /dev/null > "$work/list.txt"
grep -q '^Stormwater parcel screening$' "$work/list.txt" || { echo "FAIL: provider missing from qgis_process list"; cat "$work/list.txt"; exit 1; }
grep -q $'\tstormwater:profilerules\tJurisdiction profile rules' "$work/list.txt" || { echo "FAIL: stormwater:profilerules missing"; exit 1; }

"${host[@]}" "$qgis_process" run stormwater:profilerules --PROFILE=cudahy --OUTPUT="$work/qgis_process.csv" > "$work/run1.log" 2>&1 || { echo "FAIL: qgis_process run"; cat "$work/run1.log"; exit 1; }
"$parcelscreen" run stormwater:profilerules --PROFILE=cudahy --OUTPUT="$work/parcelscreen.csv" > "$work/run2.log" 2>&1 || { echo "FAIL: parcelscreen run"; cat "$work/run2.log"; exit 1; }
cmp "$work/qgis_process.csv" "$work/parcelscreen.csv" || { echo "FAIL: outputs differ"; diff "$work/qgis_process.csv" "$work/parcelscreen.csv"; exit 1; }
# One row per rule and per object of a rule holding a list of them, counted from the profile's JSON.
rules=$(python3 -c 'import json, sys
r = json.load(open(sys.argv[1]))["rules"]
print(len(r) + sum(len(v["value"]) for v in r.values() if isinstance(v["value"], list) and v["value"] and isinstance(v["value"][0], dict)))' "$(dirname "$0")/../../profiles/cudahy.json")
test "$(wc -l < "$work/qgis_process.csv")" -eq $((rules + 1)) || { echo "FAIL: expected $rules rules and a header"; exit 1; }
# A city's own profile file (PROFILE_FILE) overrides the drop-down's city; a
# path given to PROFILE, as older scripts do, still works.
cp "$(dirname "$0")/../../profiles/beverly-hills.json" "$work/my-city.json"
"${host[@]}" "$qgis_process" run stormwater:profilerules --PROFILE=cudahy --PROFILE_FILE="$work/my-city.json" --OUTPUT="$work/file.csv" > "$work/run3.log" 2>&1 || { echo "FAIL: qgis_process run with PROFILE_FILE"; cat "$work/run3.log"; exit 1; }
"${host[@]}" "$qgis_process" run stormwater:profilerules --PROFILE="$work/my-city.json" --OUTPUT="$work/path.csv" > "$work/run4.log" 2>&1 || { echo "FAIL: qgis_process run with a path in PROFILE"; cat "$work/run4.log"; exit 1; }
"$parcelscreen" run stormwater:profilerules --PROFILE=beverly-hills --OUTPUT="$work/named.csv" > "$work/run5.log" 2>&1 || { echo "FAIL: parcelscreen run beverly-hills"; cat "$work/run5.log"; exit 1; }
cmp "$work/file.csv" "$work/named.csv" || { echo "FAIL: PROFILE_FILE did not replace PROFILE"; diff "$work/file.csv" "$work/named.csv"; exit 1; }
cmp "$work/path.csv" "$work/named.csv" || { echo "FAIL: a path in PROFILE was not read"; exit 1; }
# A drop-down takes its option's number too, as qgis_process's help offers ("e.g. '1'").
"${host[@]}" "$qgis_process" run stormwater:profilerules --PROFILE=0 --OUTPUT="$work/number.csv" > "$work/run6.log" 2>&1 || { echo "FAIL: qgis_process run with --PROFILE=0"; cat "$work/run6.log"; exit 1; }
cmp "$work/number.csv" "$work/named.csv" || { echo "FAIL: --PROFILE=0 is not beverly-hills"; exit 1; }
for unit in 1 metres; do
  "${host[@]}" "$qgis_process" run stormwater:hillside --PARCELS="$samples/city.gpkg|layername=parcels" --DEM="$samples/dem.tif" --VERTICAL_UNIT=$unit --OUTPUT="$work/hillside-$unit.gpkg" > "$work/hillside-$unit.log" 2>&1 || { echo "FAIL: qgis_process hillside --VERTICAL_UNIT=$unit"; cat "$work/hillside-$unit.log"; exit 1; }
  grep -q "DEM: elevations taken as metres: VERTICAL_UNIT is metres; Z factor 3.2808333" "$work/hillside-$unit.log" || { echo "FAIL: --VERTICAL_UNIT=$unit not read as metres"; cat "$work/hillside-$unit.log"; exit 1; }
done
echo "PASS: qgis_process lists and runs stormwater:profilerules, same output as parcelscreen; PROFILE_FILE, a path in PROFILE and --PROFILE=0 read; --VERTICAL_UNIT=1 is metres"
