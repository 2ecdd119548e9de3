#!/usr/bin/env bash
# One commit for a notice run (issue: "a kill at that moment leaves 17
# notices recorded with deadlines and no letter at all"). A run is killed
# with SIGKILL at every step of putting its files in place (the letters,
# labels, mailing and posting lists, the register last), found by pausing
# between the moves (STORMWATER_TEST_COMMIT_PAUSE_MS). After any kill,
# once anything reads the register (here: the next run), either the whole
# run is there or none of it: the register lists the run's notices exactly
# when the letters and both lists are in place, and a notice the register
# holds always has its letter and its row in the mailing list.
# Usage: test_commit_kill.sh PARCELSCREEN
set -uo pipefail
parcelscreen=$1
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
source "$(dirname "$0")/../support/check.sh"

# Three qualifying lots of three owners (0.6 acre each; qualifies as the vacant screen decided).
cat > "$work/roll.csv" <<'CSV'
wkt,apn,qualifies,owner,mail_address,mail_city,mail_state,mail_zip,situs_address
"POLYGON((6500000 1800000,6500264 1800000,6500264 1800198,6500000 1800198,6500000 1800000))",9300-001-001,1,"GARCIA, MARIA",410 PINE AVE,LONG BEACH,CA,90802,2301 E 23RD ST
"POLYGON((6500300 1800000,6500564 1800000,6500564 1800198,6500300 1800198,6500300 1800000))",9300-001-002,1,OAK HOLDINGS LLC,12 OCEAN BLVD,LONG BEACH,CA,90802,2303 E 23RD ST
"POLYGON((6500600 1800000,6500864 1800000,6500864 1800198,6500600 1800198,6500600 1800000))",9300-001-003,1,PINE LLC,77 ELM ST,LONG BEACH,CA,90802,2305 E 23RD ST
CSV
ogr2ogr -q -f GPKG "$work/roll.gpkg" "$work/roll.csv" -oo GEOM_POSSIBLE_NAMES=wkt -oo KEEP_GEOM_COLUMNS=NO -a_srs EPSG:2229 -nln screened -nlt MULTIPOLYGON || { echo "cannot write the roll"; exit 1; }

notices() { # notices DIR: a notice run with every file output, the register in DIR
  exec "$parcelscreen" run stormwater:vacantnotices --INPUT="$work/roll.gpkg" --PROFILE=signal-hill --NOTICE_DATE=2026-12-01 \
    --OUTPUT_CSV="$1/mailing.csv" --POSTING_CSV="$1/posting.csv" --OUTPUT_PDF="$1/letters.pdf" \
    --LABELS_PDF="$1/labels.pdf" --REGISTER="$1/register.csv"
}
registered() { grep -c 'VP-20261201-' "$1/register.csv" 2> /dev/null || echo 0; }

pause=700
# Five files move: a kill before the first, between each two, and after the last.
for step in 0 1 2 3 4 5; do
  dir=$work/kill-$step
  mkdir -p "$dir"
  ( STORMWATER_TEST_COMMIT_PAUSE_MS=$pause notices "$dir" ) > "$dir.log" 2>&1 &
  pid=$!
  # Wait for the journal (the commit has begun), then for the step'th pause to be under way.
  for _ in $(seq 1 3000); do
    compgen -G "$dir/.stormwater-commit-*.journal" > /dev/null && break
    kill -0 "$pid" 2> /dev/null || break
    sleep 0.01
  done
  sleep "$(awk -v s="$step" -v p="$pause" 'BEGIN { printf "%.2f", (s * p + p / 2) / 1000 }')"
  kill -KILL "$pid" 2> /dev/null
  wait "$pid" 2> /dev/null
  # The next run reads the register: it finishes the killed run's commit first.
  ( notices "$dir" ) > "$dir.next.log" 2>&1
  check "step $step: the next run succeeds" grep -q "Notice register" "$dir.next.log"
  # Run 1's notices: three, each with its letter and its mailing row (the next run adds only 'already noticed' rows).
  check "step $step: the killed run's notices are in the register once" [ "$(grep -c ',new,' "$dir/register.csv")" -eq 3 ]
  check "step $step: no journal is left" bash -c "! compgen -G '$dir/.stormwater-commit-*' > /dev/null"
  check "step $step: no staged folder is left" bash -c "! compgen -G '$dir/.*.partial-*' > /dev/null"
  for id in VP-20261201-0001 VP-20261201-0002 VP-20261201-0003; do
    check "step $step: $id is recorded with a deadline" grep -q "$id,.*2027-06-01" "$dir/register.csv"
  done
  # The next run sends nothing (every owner already noticed) and writes no letters: those standing are the killed run's.
  check "step $step: the letters are in place" [ -s "$dir/letters.pdf" ]
done

# A kill among the moves, then a reader that is not a notice run (the case file): it also sees the whole run.
dir=$work/reader
mkdir -p "$dir"
( STORMWATER_TEST_COMMIT_PAUSE_MS=$pause notices "$dir" ) > "$dir.log" 2>&1 &
pid=$!
for _ in $(seq 1 3000); do
  compgen -G "$dir/.stormwater-commit-*.journal" > /dev/null && break
  sleep 0.01
done
sleep "$(awk -v p="$pause" 'BEGIN { printf "%.2f", (2 * p + p / 2) / 1000 }')"
kill -KILL "$pid" 2> /dev/null
wait "$pid" 2> /dev/null
check "reader: killed mid-commit, the register is not there yet" [ ! -e "$dir/register.csv" ]
"$parcelscreen" run stormwater:noticecasefile --REGISTER="$dir/register.csv" --OUTPUT="$dir/cases.gpkg" > "$dir.case.log" 2>&1
check "reader: the case file holds the killed run's three notices" grep -Eq "CASES:\s+3" "$dir.case.log"
check "reader: the register is whole" [ "$(grep -c ',new,' "$dir/register.csv")" -eq 3 ]
check "reader: the letters are in place" [ -s "$dir/letters.pdf" ]
check "reader: the mailing list names all three" [ "$(grep -c 'VP-20261201-' "$dir/mailing.csv")" -eq 3 ]
finish
