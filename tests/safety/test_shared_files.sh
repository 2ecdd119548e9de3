#!/usr/bin/env bash
# A GeoPackage the run writes into is a file other programs use at the same
# time: QGIS keeps it open in WAL mode with edits not yet checkpointed,
# another program holds a write transaction, two runs write it at once.
# None of them may lose data or corrupt the file, and a run that cannot
# write says who holds the lock and changes nothing.
# Usage: test_shared_files.sh PARCELSCREEN SAMPLE_DATA_DIR
set -uo pipefail
parcelscreen=$1
sample=$2
python=/usr/bin/python3
work=$(mktemp -d)
trap 'kill $(jobs -p) 2>/dev/null; rm -rf "$work"' EXIT
source "$(dirname "$0")/../support/check.sh"
cp "$sample/city.gpkg" "$work/city.gpkg"
city=$work/city.gpkg
esa() { # esa OUTPUT: the ESA screen of the sample city into OUTPUT
  "$parcelscreen" run stormwater:esaadjacency --PARCELS="$city|layername=parcels" --SENSITIVE_AREAS="$city|layername=esa" --OUTPUT="$1"
}
sql() { # sql FILE QUERY: the first column of the first row, with SQLite itself
  "$python" -c 'import sqlite3, sys; r = sqlite3.connect(sys.argv[1]).execute(sys.argv[2]).fetchone(); print(r[0] if r else "")' "$1" "$2"
}

# A program holding the file in WAL mode (as QGIS does) with a committed edit
# the WAL holds and no checkpoint: it keeps reading and writing while the run
# adds its layer, and the edit is never lost.
cat > "$work/holder.py" << 'EOF'
import sqlite3, sys, time
db = sqlite3.connect(sys.argv[1], isolation_level=None, timeout=60)
db.execute("PRAGMA journal_mode=WAL")
db.execute("PRAGMA wal_autocheckpoint=0")
db.execute("CREATE TABLE IF NOT EXISTS clerk_edits (id INTEGER PRIMARY KEY, edit TEXT)")
db.execute("INSERT INTO clerk_edits (edit) VALUES ('before the run')")
if sys.argv[2] == "transaction":
    db.execute("BEGIN IMMEDIATE")
    db.execute("INSERT INTO clerk_edits (edit) VALUES ('in an open transaction')")
open(sys.argv[3], "w").close()
while not __import__("os").path.exists(sys.argv[4]):
    time.sleep(0.05)
if sys.argv[2] == "transaction":
    db.execute("COMMIT")
db.execute("INSERT INTO clerk_edits (edit) VALUES ('after the run')")
print(db.execute("SELECT count(*) FROM clerk_edits").fetchone()[0], db.execute("PRAGMA integrity_check").fetchone()[0])
EOF
cp "$sample/city.gpkg" "$work/shared.gpkg"
"$python" "$work/holder.py" "$work/shared.gpkg" wal "$work/ready" "$work/done" > "$work/holder.out" 2>&1 &
holder=$!
for _ in $(seq 1 200); do [ -e "$work/ready" ] && break; sleep 0.05; done
check "WAL: the -wal file holds the clerk's edit" test -s "$work/shared.gpkg-wal"
esa "$work/shared.gpkg|layername=screened" > "$work/log" 2>&1
check "WAL: the run succeeds beside the open file (got $?)" grep -q "OUTPUT:.*shared.gpkg|layername=screened" "$work/log"
touch "$work/done"; wait $holder
check "WAL: the clerk's connection keeps working and the file is sound ($(cat "$work/holder.out"))" test "$(cat "$work/holder.out")" = "2 ok"
check "WAL: every edit is there after the run" test "$(sql "$work/shared.gpkg" "SELECT count(*) FROM clerk_edits")" = 2
check "WAL: the run's layer is there" test "$(sql "$work/shared.gpkg" "SELECT count(*) FROM screened")" = 3107
check "WAL: the file is sound" test "$(sql "$work/shared.gpkg" "PRAGMA integrity_check")" = ok

# A program holding a write transaction: the run waits, then stops naming it,
# and changes nothing; the program's commit then succeeds.
rm -f "$work/ready" "$work/done"
"$python" "$work/holder.py" "$work/shared.gpkg" transaction "$work/ready" "$work/done" > "$work/holder.out" 2>&1 &
holder=$!
for _ in $(seq 1 200); do [ -e "$work/ready" ] && break; sleep 0.05; done
STORMWATER_LOCK_WAIT_SECONDS=1 esa "$work/shared.gpkg|layername=second" > "$work/log" 2>&1
status=$?
touch "$work/done"; wait $holder
check "locked: exit status 1 (got $status)" test "$status" = 1
check "locked: the message names the program holding the lock" grep -q "OUTPUT: $work/shared.gpkg is locked by process $holder (python3), which is writing to it; after waiting 1 s nothing was changed" "$work/log"
check "locked: the program's own transaction commits ($(cat "$work/holder.out"))" test "$(cat "$work/holder.out")" = "5 ok"
check "locked: the run added nothing" test "$(sql "$work/shared.gpkg" "SELECT count(*) FROM gpkg_contents WHERE table_name = 'second'")" = 0
check "locked: no temporary folder is left" test -z "$(compgen -G "$work/.shared.gpkg.partial-*")"

# Two runs writing different layers of one GeoPackage at once, and two runs
# making the same new GeoPackage at once: both succeed, both layers are
# there, the file is sound.
for trial in 1 2 3; do
  esa "$work/shared.gpkg|layername=a$trial" > "$work/a.log" 2>&1 &
  first=$!
  esa "$work/shared.gpkg|layername=b$trial" > "$work/b.log" 2>&1 &
  second=$!
  wait $first; a=$?; wait $second; b=$?
  check "two runs, one file, trial $trial: both succeed ($a $b)" test "$a$b" = 00
  check "two runs, one file, trial $trial: both layers there" test "$(sql "$work/shared.gpkg" "SELECT count(*) FROM gpkg_contents WHERE table_name IN ('a$trial', 'b$trial')")" = 2
  rm -f "$work/new.gpkg"
  esa "$work/new.gpkg|layername=x" > "$work/a.log" 2>&1 &
  first=$!
  esa "$work/new.gpkg|layername=y" > "$work/b.log" 2>&1 &
  second=$!
  wait $first; a=$?; wait $second; b=$?
  check "two runs, one new file, trial $trial: both succeed ($a $b)" test "$a$b" = 00
  check "two runs, one new file, trial $trial: both layers there" test "$(sql "$work/new.gpkg" "SELECT group_concat(table_name) FROM (SELECT table_name FROM gpkg_contents WHERE table_name IN ('x', 'y') ORDER BY table_name)")" = "x,y"
  check "two runs, one new file, trial $trial: the file is sound" test "$(sql "$work/new.gpkg" "PRAGMA integrity_check")" = ok
done
check "two runs: the shared file is sound" test "$(sql "$work/shared.gpkg" "PRAGMA integrity_check")" = ok
check "two runs: the city's layers are all there" test "$(sql "$work/shared.gpkg" "SELECT count(*) FROM gpkg_contents WHERE table_name IN ('parcels', 'esa', 'wells', 'soils')")" = 4
check "two runs: no temporary folder is left" test -z "$(compgen -G "$work/.*.partial-*")"

# Two notice runs appending to one register at once: the register is a
# ledger; each run records its notices whole or is refused naming the other
# run, and no row is ever lost or cut.
"$parcelscreen" run stormwater:vacantparcels --PARCELS="$city|layername=parcels" --STRUCTURES="$city|layername=structures" --IMPROVEMENTS="$city|layername=improvements" --OUTPUT="$work/vacant.gpkg" > /dev/null 2>&1
notices() { # notices FOLDER DATE: notices into FOLDER, recorded in $work/register.csv
  mkdir -p "$1"
  "$parcelscreen" run stormwater:vacantnotices --INPUT="$work/vacant.gpkg" --NOTICE_DATE="$2" --OUTPUT_CSV="$1/mailing.csv" \
    --POSTING_CSV="$1/posting.csv" --OUTPUT_PDF="$1/letters.pdf" --REGISTER="$work/register.csv"
}
notices "$work/first" 2026-12-15 > /dev/null 2>&1 || { echo "the first notices failed"; exit 1; }
rows=$(wc -l < "$work/register.csv")
cp "$work/register.csv" "$work/register.before"
notices "$work/second" 2027-01-04 > "$work/a.log" 2>&1 &
first=$!
notices "$work/third" 2027-01-05 > "$work/b.log" 2>&1 &
second=$!
wait $first; a=$?; wait $second; b=$?
refused=0
for log in "$work/a.log" "$work/b.log"; do
  grep -q "REGISTER: $work/register.csv is being written by another run at this moment; nothing was written; run again when it has finished" "$log" && refused=$((refused + 1))
done
check "two notice runs, one register: each succeeds or is refused naming the other ($a $b, $refused refused)" test $((a + b)) -eq "$refused"
succeeded=$((2 - refused))
check "two notice runs, one register: every earlier row is there, first" cmp -s -n "$(wc -c < "$work/register.before")" "$work/register.before" "$work/register.csv"
runs=$("$python" -c 'import csv, sys; print(len({r["run"] for r in csv.DictReader(open(sys.argv[1], newline=""))}))' "$work/register.csv")
check "two notice runs, one register: one run recorded per run that succeeded ($runs runs)" test "$runs" = $((1 + succeeded))
check "two notice runs, one register: every row is whole" "$python" -c 'import csv, sys; rows = list(csv.reader(open(sys.argv[1], newline=""))); sys.exit(0 if all(len(r) == len(rows[0]) for r in rows) else 1)' "$work/register.csv"
check "two notice runs, one register: no temporary folder is left" test -z "$(compgen -G "$work/.register.csv.partial-*")"

finish
