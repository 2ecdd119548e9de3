#!/usr/bin/env bash
# A command-line run stopped by SIGTERM, Ctrl-C (SIGINT) or kill -9, or
# failing on a full disk, leaves the earlier result byte for byte as it was,
# and a fresh run leaves nothing where the result is expected.
# Usage: test_interrupt.sh PARCELSCREEN SAMPLECITY
set -uo pipefail
parcelscreen=$1
samplecity=$2
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
source "$(dirname "$0")/../support/check.sh"

# A city large enough that a run lasts a few seconds.
"$samplecity" --out "$work/city" --parcels 20000 --seed 7 > /dev/null 2>&1 || { echo "cannot generate the city"; exit 1; }
city=$work/city/city.gpkg
run() { # run OUTPUT: the main job's layer, as a planner runs it (exec: the signal reaches parcelscreen itself)
  exec "$parcelscreen" run stormwater:screenparcels --PARCELS="$city|layername=parcels" --SENSITIVE_AREAS="$city|layername=esa" \
    --STRUCTURES="$city|layername=structures" --WELLS="$city|layername=wells" --OUTPUT="$1"
}
# stop SIGNAL OUTPUT: starts a run, waits until it is writing (its temporary folder exists), sends SIGNAL.
stop() {
  local signal=$1 output=$2
  ( run "$output" ) > "$work/log" 2>&1 &
  local pid=$!
  for _ in $(seq 1 600); do
    compgen -G "$(dirname "$output")/.$(basename "$output").partial-*" > /dev/null && break
    sleep 0.01
  done
  kill "-$signal" "$pid"
  wait "$pid"
  echo $?
}

mkdir "$work/out"
( run "$work/out/result.gpkg" ) > /dev/null 2>&1 || { echo "the first run failed"; exit 1; }
earlier=$(sha256sum < "$work/out/result.gpkg")

for signal in TERM INT; do
  status=$(stop "$signal" "$work/out/result.gpkg")
  check "SIG$signal: exit status 1 (got $status)" test "$status" = 1
  check "SIG$signal: the run says it was cancelled" grep -q "Canceled: no output was written" "$work/log"
  check "SIG$signal: the earlier result is unchanged" test "$(sha256sum < "$work/out/result.gpkg")" = "$earlier"
  check "SIG$signal: no temporary folder is left" test -z "$(compgen -G "$work/out/.result.gpkg.partial-*")"
done

status=$(stop KILL "$work/out/result.gpkg")
check "kill -9: the earlier result is unchanged" test "$(sha256sum < "$work/out/result.gpkg")" = "$earlier"
abandoned=$(compgen -G "$work/out/.result.gpkg.partial-*")
check "kill -9: only the hidden temporary folder is left" test -n "$abandoned"

status=$(stop TERM "$work/out/fresh.gpkg")
check "a fresh run stopped by SIGTERM leaves nothing at the output path" test ! -e "$work/out/fresh.gpkg"
status=$(stop KILL "$work/out/fresh.gpkg")
check "a fresh run killed with -9 leaves nothing at the output path" test ! -e "$work/out/fresh.gpkg"
rm -rf "$work"/out/.fresh.gpkg.partial-*

# A full disk: the file size limit makes every write past 1 MB fail, as a full disk does.
( trap '' XFSZ; ulimit -f 2000; run "$work/out/result.gpkg" ) > "$work/log" 2>&1
status=$?
check "full disk: exit status 1 (got $status)" test "$status" = 1
check "full disk: the error names the file" grep -q "OUTPUT: could not write $work/out/result.gpkg" "$work/log"
check "full disk: the earlier result is unchanged" test "$(sha256sum < "$work/out/result.gpkg")" = "$earlier"
check "full disk: no temporary folder is left" test -z "$(compgen -G "$work/out/.result.gpkg.partial-*")"

# A stop late in the main job, while the report is being made: the earlier
# layer, report and PDF stay byte for byte (a re-run with another city's
# profile never leaves its report beside the earlier layer), and the run
# says truthfully that nothing was written.
report_run() { # report_run PROFILE: the main job with its report and PDF into $work/report
  exec "$parcelscreen" run stormwater:screenparcels --PARCELS="$city|layername=parcels" --SENSITIVE_AREAS="$city|layername=esa" \
    --WELLS="$city|layername=wells" --PROFILE="$1" --OUTPUT="$work/report/result.gpkg" --REPORT="$work/report/report.html" --REPORT_PDF="$work/report/report.pdf"
}
snapshot() { (cd "$work/report" && sha256sum result.gpkg report.html report.pdf); }
# stop_late SIGNAL PATTERN: a re-run with Cudahy's profile, stopped once PATTERN exists (a staged file).
stop_late() {
  local signal=$1 pattern=$2
  ( report_run cudahy ) > "$work/log" 2>&1 &
  local pid=$!
  for _ in $(seq 1 3000); do
    compgen -G "$pattern" > /dev/null && break
    sleep 0.01
  done
  kill "-$signal" "$pid"
  wait "$pid"
  echo $?
}
mkdir "$work/report"
( report_run signal-hill ) > /dev/null 2>&1 || { echo "the first run with a report failed"; exit 1; }
reported=$(snapshot)
for signal in TERM INT; do
  status=$(stop_late "$signal" "$work/report/.report.html.partial-*/report.html")
  check "late SIG$signal (report made, PDF being made): exit status 1 (got $status)" test "$status" = 1
  check "late SIG$signal: the run says nothing was written" grep -q "Canceled: no output was written" "$work/log"
  check "late SIG$signal: the earlier layer, report and PDF are unchanged" test "$(snapshot)" = "$reported"
  check "late SIG$signal: no temporary folder is left" test -z "$(compgen -G "$work/report/.*.partial-*")"
done
status=$(stop_late KILL "$work/report/.report.pdf.partial-*/report.pdf")
check "kill -9 while the PDF is written: the earlier layer, report and PDF are unchanged" test "$(snapshot)" = "$reported"
check "kill -9 while the PDF is written: nothing visible is left beside them" test "$(ls "$work/report")" = "$(printf 'report.html\nreport.pdf\nresult.gpkg')"
( report_run signal-hill ) > /dev/null 2>&1
check "the next run succeeds and clears every folder the killed run left" test -z "$(compgen -G "$work/report/.*.partial-*")"

# The next run to the same output clears what the killed one abandoned, but
# never the folder of a run still going (this shell's own PID stands for one)
# nor another output's.
mkdir "$work/out/.result.gpkg.partial-$$-1" "$work/out/.other.gpkg.partial-999999999-1"
( run "$work/out/result.gpkg" ) > "$work/log" 2>&1
check "a run after kill -9 succeeds" test $? = 0
check "a run after kill -9 removes the folder the killed run left" test ! -e "$abandoned"
check "a run's folder still going is kept" test -d "$work/out/.result.gpkg.partial-$$-1"
check "another output's folder is kept" test -d "$work/out/.other.gpkg.partial-999999999-1"

# A run held inside the system, where no cancel check can see the signal:
# SIGTERM still ends it a few seconds later (the grace a cancel is given),
# with exit status 1, saying it was canceled, leaving nothing behind.
ended_within() { # ended_within SECONDS PID: sets status to PID's exit status, or "running" if it outlives SECONDS
  local limit=$1 pid=$2
  status=running
  for _ in $(seq 1 $((limit * 10))); do
    if ! kill -0 "$pid" 2> /dev/null; then
      wait "$pid"
      status=$?
      return
    fi
    sleep 0.1
  done
}

# A VRT whose source is a named pipe no program writes to: GDAL waits in open() while the layers are checked.
mkfifo "$work/pipe.gpkg"
printf '<OGRVRTDataSource>\n  <OGRVRTLayer name="parcels">\n    <SrcDataSource relativeToVRT="1">pipe.gpkg</SrcDataSource>\n    <SrcLayer>parcels</SrcLayer>\n  </OGRVRTLayer>\n</OGRVRTDataSource>\n' > "$work/pipe.vrt"
( exec "$parcelscreen" run stormwater:esaadjacency --PARCELS="$work/pipe.vrt" --SENSITIVE_AREAS="$city|layername=esa" --OUTPUT="$work/out/piped.gpkg" ) > "$work/log" 2>&1 &
pid=$!
sleep 4
check "a layer read through a named pipe: the run is held (still running after 4 s)" kill -0 "$pid"
kill -TERM "$pid"
ended_within 15 "$pid"
check "held in open(): SIGTERM ends the run within 15 s with exit status 1 (got $status)" test "$status" = 1
check "held in open(): the run says it was canceled" grep -q "Canceled: no output was written" "$work/log"
check "held in open(): nothing is left at the output path" test ! -e "$work/out/piped.gpkg"
[ "$status" = running ] && kill -KILL "$pid"

# A GeoPackage another program holds a write transaction on: the run, done
# with its parcels, waits inside SQLite for the lock (up to
# STORMWATER_LOCK_WAIT_SECONDS, here two minutes) where no cancel check runs.
cp "$city" "$work/held.gpkg"
printf '%s\n' 'import os, sqlite3, sys, time' 'db = sqlite3.connect(sys.argv[1], isolation_level=None)' 'db.execute("BEGIN IMMEDIATE")' \
  'db.execute("CREATE TABLE clerk_edits (edit TEXT)")' 'open(sys.argv[2], "w").close()' \
  'while not os.path.exists(sys.argv[3]): time.sleep(0.05)' 'db.execute("COMMIT")' > "$work/holder.py"
python3 "$work/holder.py" "$work/held.gpkg" "$work/ready" "$work/done" &
holder=$!
for _ in $(seq 1 200); do [ -e "$work/ready" ] && break; sleep 0.05; done
before=$(sha256sum < "$work/held.gpkg")
( export STORMWATER_LOCK_WAIT_SECONDS=120; exec "$parcelscreen" run stormwater:esaadjacency --PARCELS="$city|layername=parcels" \
  --SENSITIVE_AREAS="$city|layername=esa" --OUTPUT="$work/held.gpkg|layername=screened" ) > "$work/log" 2>&1 &
pid=$!
# The 20,000 parcels are screened in a few seconds; then the run waits for the lock.
sleep 12
check "a GeoPackage locked by another program: the run is waiting for the lock (still running after 12 s)" kill -0 "$pid"
kill -TERM "$pid"
ended_within 15 "$pid"
[ "$status" = running ] && kill -KILL "$pid"
after=$(sha256sum < "$work/held.gpkg")
touch "$work/done"
wait $holder
check "waiting in SQLite: SIGTERM ends the run within 15 s with exit status 1 (got $status)" test "$status" = 1
check "waiting in SQLite: the run says it was canceled" grep -q "Canceled: no output was written" "$work/log"
check "waiting in SQLite: the GeoPackage is as the other program left it" test "$after" = "$before"
check "waiting in SQLite: no temporary folder is left" test -z "$(compgen -G "$work/.held.gpkg.partial-*")"

finish
