#!/usr/bin/env bash
# A command-line run writing a PostGIS table, stopped by SIGTERM, Ctrl-C or
# kill -9 while its rows are written, or cut off by the server stopping,
# leaves the earlier table exactly as it was and nothing under a name the
# planner gave; what a killed run left (its staging table) is removed by
# the next run.
# Usage: test_interrupt_postgis.sh PARCELSCREEN SAMPLECITY
set -uo pipefail
parcelscreen=$1
samplecity=$2
work=$(mktemp -d)
source "$(dirname "$0")/../support/check.sh"

# A throw-away server on a Unix socket in $work, run as postgres when root.
bin=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1)
as=()
chmod 755 "$work"
if [ "$(id -u)" -eq 0 ]; then chown postgres "$work"; as=(runuser -u postgres --); fi
export PGHOST=$work PGPORT=$((20000 + RANDOM % 20000)) PGUSER=postgres PGDATABASE=postgres
server() { "${as[@]}" "$bin/pg_ctl" -D "$work/data" -o "-p $PGPORT -k $work -c listen_addresses='' -c fsync=off" -l "$work/server.log" -w "$@" > /dev/null; }
trap 'server stop -m immediate 2> /dev/null; rm -rf "$work"' EXIT
"${as[@]}" "$bin/initdb" -D "$work/data" -A trust -U postgres > /dev/null 2>&1 || { echo "initdb failed"; exit 1; }
server start || { echo "the server did not start"; exit 1; }
psql -Xqc "CREATE EXTENSION postgis" || exit 1
sql() { psql -XAtqc "$1"; }

"$samplecity" --out "$work/city" --parcels 10000 --seed 7 > /dev/null 2>&1 || { echo "cannot generate the city"; exit 1; }
city=$work/city/city.gpkg
parcels=$(ogrinfo -so "$city" parcels | sed -n 's/^Feature Count: //p')
table() { echo "postgis:dbname='postgres' host=$work port=$PGPORT user='postgres' table=\"public\".\"$1\" (geom)"; }
run() { # run TABLE [OVERWRITE]: the main job into a table (exec: the signal reaches parcelscreen itself)
  exec "$parcelscreen" run stormwater:screenparcels --PARCELS="$city|layername=parcels" --SENSITIVE_AREAS="$city|layername=esa" \
    --STRUCTURES="$city|layername=structures" --WELLS="$city|layername=wells" --OVERWRITE="${2:-false}" --OUTPUT="$(table "$1")"
}
snapshot() { sql "SELECT count(*), md5(string_agg(s::text, '|' ORDER BY s.id)) FROM screened s"; }
staging() { sql "SELECT count(*) FROM pg_class WHERE relname LIKE '\\_stormwater\\_staging\\_%'"; }
# stop SIGNAL TABLE: a run replacing TABLE, stopped with SIGNAL once its rows are being written (its staging table exists).
stop() {
  ( run "$2" true ) > "$work/log" 2>&1 &
  local pid=$!
  for _ in $(seq 1 1500); do
    [ "$(staging)" -gt 0 ] && break
    sleep 0.02
  done
  kill "-$1" "$pid"
  wait "$pid" 2> /dev/null
  echo $?
}

( run screened ) > "$work/log" 2>&1 || { cat "$work/log"; echo "the first run failed"; exit 1; }
earlier=$(snapshot)
check "the first run wrote every parcel ($parcels)" test "${earlier%%|*}" = "$parcels"

for signal in TERM INT; do
  status=$(stop "$signal" screened)
  check "SIG$signal: exit status 1 (got $status)" test "$status" = 1
  check "SIG$signal: the run says it was cancelled" grep -q "Canceled: no output was written" "$work/log"
  check "SIG$signal: the earlier table is unchanged" test "$(snapshot)" = "$earlier"
  check "SIG$signal: no staging table is left" test "$(staging)" = 0
done

stop KILL screened > /dev/null
check "kill -9: the earlier table is unchanged" test "$(snapshot)" = "$earlier"
check "kill -9: only the staging table is left" test "$(staging)" = 1
stop KILL fresh > /dev/null
check "kill -9 of a run writing a new table: nothing under its name" test "$(sql "SELECT to_regclass('public.fresh') IS NULL")" = t
( run fresh ) > "$work/log" 2>&1
check "the next run to that name is not refused (exit $?)" test "$(sql "SELECT count(*) FROM fresh")" = "$parcels"
check "the next run removed what the killed runs left" test "$(staging)" = 0

# The server stops while the rows are written: a failure naming the table, never success.
( run screened true ) > "$work/log" 2>&1 &
pid=$!
for _ in $(seq 1 1500); do
  [ "$(staging)" -gt 0 ] && break
  sleep 0.02
done
server stop -m fast
wait "$pid"
status=$?
check "server stopped: exit status 1 (got $status)" test "$status" = 1
check "server stopped: the error names the table" grep -q "OUTPUT: .*\"public\".\"screened\" in database 'postgres' on this machine" "$work/log"
check "server stopped: no success is claimed" bash -c "! grep -q 'rows committed' '$work/log'"
server start
check "server stopped: the earlier table is unchanged" test "$(snapshot)" = "$earlier"

finish
