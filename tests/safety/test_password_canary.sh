#!/usr/bin/env bash
# No password in anything a run hands out. Every algorithm that reads
# layers is run on the command line with PostGIS layers (and a PostGIS
# output) whose connection carries a canary password; the canary must be in
# none of the files the runs wrote (PDFs read as text), none of their stdout
# and stderr, and nothing the runs stored in the database (table comments,
# styles).
# Usage: test_password_canary.sh PARCELSCREEN SAMPLE_DATA
set -uo pipefail
parcelscreen=$1
data=$2
work=$(mktemp -d)
source "$(dirname "$0")/../support/check.sh"
canary=CANARY-7f3a9c

# A throw-away server that trusts local users, so any password is accepted and carried along.
bin=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1)
as=()
chmod 755 "$work"
if [ "$(id -u)" -eq 0 ]; then chown postgres "$work"; as=(runuser -u postgres --); fi
export PGHOST=$work PGPORT=$((20000 + RANDOM % 20000)) PGUSER=postgres PGDATABASE=postgres
trap '"${as[@]}" "$bin/pg_ctl" -D "$work/data" -m immediate -w stop > /dev/null 2>&1; rm -rf "$work"' EXIT
"${as[@]}" "$bin/initdb" -D "$work/data" -A trust -U postgres > /dev/null 2>&1 || { echo "initdb failed"; exit 1; }
"${as[@]}" "$bin/pg_ctl" -D "$work/data" -o "-p $PGPORT -k $work -c listen_addresses='' -c fsync=off" -l "$work/server.log" -w start > /dev/null || exit 1
psql -Xqc "CREATE EXTENSION postgis" || exit 1
ogr2ogr -f PostgreSQL "PG:host=$work port=$PGPORT user=postgres dbname=postgres" "$data/city.gpkg" -lco GEOMETRY_NAME=geom > /dev/null 2>&1 || { echo "cannot load the city"; exit 1; }

connection="dbname='postgres' host=$work port=$PGPORT user='postgres' password='$canary'"
layer() { echo "postgres://$connection key='ogc_fid' table=\"public\".\"$1\" (geom)"; }
table() { echo "postgis:$connection table=\"public\".\"$1\" (geom)"; }
out=$work/out
mkdir "$out"
run() { # run NAME ALGORITHM ARGUMENTS...: one run, its stdout and stderr kept
  local name=$1
  shift
  "$parcelscreen" run "$@" > "$out/$name.stdout" 2> "$out/$name.stderr"
  local status=$?
  check "$name: the run succeeds (exit $status)" test $status = 0
  [ $status = 0 ] || tail -n 3 "$out/$name.stderr" | sed "s/$canary/(the canary)/g"
}

run screen stormwater:screenparcels --PARCELS="$(layer parcels)" --STRUCTURES="$(layer structures)" --STRUCTURE_PERMITTED_FIELD=permitted \
  --IMPROVEMENTS="$(layer improvements)" --IMPROVEMENT_APPROVED_FIELD=approved --RIGHT_OF_WAY="$(layer right_of_way)" --DEM="$data/dem.tif" \
  --SOILS="$(layer soils)" --SENSITIVE_AREAS="$(layer esa)" --WELLS="$(layer wells)" --GROUNDWATER="$(layer groundwater)" --GROUNDWATER_OUTSIDE=not_present \
  --OUTPUT="$(table screened)" --REPORT="$out/report.html" --REPORT_PDF="$out/report.pdf"
run screen-file stormwater:screenparcels --PARCELS="$(layer parcels)" --SENSITIVE_AREAS="$(layer esa)" --WELLS="$(layer wells)" --OUTPUT="$out/screened.gpkg"
run esa stormwater:esaadjacency --PARCELS="$(layer parcels)" --SENSITIVE_AREAS="$(layer esa)" --OUTPUT="$(table esa_screened)"
run vacant stormwater:vacantparcels --PARCELS="$(layer parcels)" --STRUCTURES="$(layer structures)" --IMPROVEMENTS="$(layer improvements)" --OUTPUT="$out/vacant.gpkg"
run hillside stormwater:hillside --PARCELS="$(layer parcels)" --DEM="$data/dem.tif" --SOILS="$(layer soils)" --OUTPUT="$out/hillside.gpkg"
run infeasibility stormwater:infeasibility --PARCELS="$(layer parcels)" --WELLS="$(layer wells)" --OUTPUT="$out/infeasibility.gpkg" --ZONES="$out/zones.gpkg"
run impervious stormwater:impervious --PARCELS="$(layer parcels)" --STRUCTURES="$(layer structures)" --IMPROVEMENTS="$(layer improvements)" --OUTPUT="$out/impervious.gpkg"
run notices stormwater:vacantnotices --INPUT="$(layer screened | sed "s/key='ogc_fid'/key='id'/")" --OUTPUT_CSV="$out/mailing.csv" --POSTING_CSV="$out/posting.csv" \
  --OUTPUT_PDF="$out/notices.pdf" --LABELS_PDF="$out/labels.pdf" --REGISTER="$out/register.csv" --STREETS="$(layer right_of_way)"
run sheet stormwater:parcelsheet --INPUT="$(layer screened | sed "s/key='ogc_fid'/key='id'/")" --APN=7002-001-001 --SENSITIVE_AREAS="$(layer esa)" --WELLS="$(layer wells)" \
  --STREETS="$(layer right_of_way)" --OUTPUT_PDF="$out/sheet.pdf" --OUTPUT_HTML="$out/sheet.html"
run lid stormwater:lidapplicability --INPUT="$data/projects.csv" --APN_FIELD=apn --PROJECT_USE_FIELD=use --DISTURBED_SQFT_FIELD=disturbed_sqft --SITE_SQFT_FIELD=site_sqft --NEW_IMPERVIOUS_SQFT_FIELD=new_impervious_sqft --PARCELS="$(layer screened | sed "s/key='ogc_fid'/key='id'/")" --OUTPUT="$out/lid.csv"

# PDFs are compressed: read as text.
for pdf in "$out"/*.pdf; do pdftotext "$pdf" "$pdf.txt" 2> /dev/null; done
found=$(grep -rl -- "$canary" "$out" 2> /dev/null)
check "the canary is in no file the runs wrote, nor their stdout and stderr (found in: ${found:-nothing})" test -z "$found"
[ -z "$found" ] || grep -rh -- "$canary" $found | head -n 3 | sed "s/$canary/(the canary)/g" | cut -c1-400
check "the runs wrote what was asked (report, letters, sheet, lists)" test -s "$out/report.html" -a -s "$out/notices.pdf" -a -s "$out/sheet.html" -a -s "$out/mailing.csv" -a -s "$out/lid.csv"
stored=$(psql -XAtqc "SELECT count(*) FROM pg_description WHERE description LIKE '%$canary%'")
check "the canary is in no comment stored in the database" test "$stored" = 0
styles=$(psql -XAtqc "SELECT count(*) FROM information_schema.tables WHERE table_name = 'layer_styles'")
if [ "$styles" = 1 ]; then
  check "the canary is in no style stored in the database" test "$(psql -XAtqc "SELECT count(*) FROM layer_styles WHERE styleqml LIKE '%$canary%' OR f_table_catalog LIKE '%$canary%'")" = 0
fi
finish
