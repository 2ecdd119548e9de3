#!/usr/bin/env bash
# Benchmark: stormwater:lidapplicability, a city's year of permit applications
# answered in one run. The sample city is screened once, untimed; the 33
# projects of sample_data/projects.csv are repeated to N rows (default
# 10,000), each joined to the screened parcels by APN and answered clause by
# clause. The peer in the same run: native:joinattributestable joining the
# same rows to the same parcels by APN, the first step a hand-made chain
# would take before deciding anything.
# Usage: bench/lidapplicability.sh [N]
set -euo pipefail
cd "$(dirname "$0")/.."
n=${1:-10000}
ps=${PARCELSCREEN:-$PWD/build/parcelscreen}
source bench/measure.sh
gpkg=$PWD/sample_data/city.gpkg
layer() { echo "$gpkg|layername=$1"; }
screened=$work/screened.gpkg
"$ps" run stormwater:screenparcels --PARCELS="$(layer parcels)" --PROFILE=signal-hill \
  --STRUCTURES="$(layer structures)" --STRUCTURE_PERMITTED_FIELD=permitted --IMPROVEMENTS="$(layer improvements)" \
  --IMPROVEMENT_APPROVED_FIELD=approved --RIGHT_OF_WAY="$(layer right_of_way)" --DEM=sample_data/dem.tif --SOILS="$(layer soils)" \
  --SENSITIVE_AREAS="$(layer esa)" --SENSITIVE_AREAS="$(layer sea)" --IMPERVIOUS=true --OUTPUT="$screened" > "$work/screen.log" 2>&1 \
  || { cat "$work/screen.log"; exit 1; }
projects=$work/projects.csv
python3 - "$n" "$projects" <<'PY'
import csv, sys
n, out = int(sys.argv[1]), sys.argv[2]
rows = list(csv.reader(open('sample_data/projects.csv')))
with open(out, 'w', newline='') as f:
    w = csv.writer(f)
    w.writerow(rows[0])
    for i in range(n):
        r = list(rows[1 + i % (len(rows) - 1)])
        r[0] = 'Q%06d' % i
        w.writerow(r)
PY
echo "screened sample city; $n projects"
fields=(--APN_FIELD=apn --PROJECT_USE_FIELD=use --SIC_FIELD=sic --NAICS_FIELD=naics --DISTURBED_SQFT_FIELD=disturbed_sqft --SITE_SQFT_FIELD=site_sqft
  --NEW_IMPERVIOUS_SQFT_FIELD=new_impervious_sqft --REPLACED_IMPERVIOUS_SQFT_FIELD=replaced_impervious_sqft --EXISTING_IMPERVIOUS_SQFT_FIELD=existing_impervious_sqft
  --PRIOR_REQUIREMENTS_FIELD=prior_requirements --UNITS_FIELD=units --PARKING_SPACES_FIELD=parking_spaces --DAILY_TRIPS_FIELD=daily_trips
  --HABITAT_IMPACT_FIELD=habitat_impact --DISCHARGES_TO_ESA_FIELD=discharges_to_esa --HOME_ENLARGEMENT_PCT_FIELD=home_enlargement_pct
  --ADDED_UNITS_FIELD=added_units --IMPROVEMENT_VALUE_PCT_FIELD=improvement_value_pct --SITE_CHARACTERISTICS_FIELD=site_characteristics
  --EXEMPTION_FIELD=claimed_exemption)
table_header
measure "peer: native:joinattributestable by APN" "$ps" run native:joinattributestable --INPUT="$projects" --FIELD=apn --INPUT_2="$screened" --FIELD_2=apn --METHOD=1 --OUTPUT="$work/joined.gpkg"
for city in signal-hill beverly-hills cudahy; do
  measure "ours: lidapplicability, $city" "$ps" run stormwater:lidapplicability --PROFILE=$city --INPUT="$projects" "${fields[@]}" --PARCELS="$screened" --OUTPUT="$work/lid-$city.gpkg"
done
echo
echo "answered rows: $(ogrinfo -so "$work/lid-cudahy.gpkg" | sed -n 's/^1: \([^ ]*\).*/\1/p' | xargs -I{} ogrinfo -so "$work/lid-cudahy.gpkg" {} | sed -n 's/^Feature Count: //p') of $n"
