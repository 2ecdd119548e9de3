#!/usr/bin/env bash
# The limits of the machine: a full disk, too little memory, too few file
# descriptors. A run that hits one fails with a message that names it
# (exit 1), leaves every earlier output (layer, report, PDF, lists,
# letters, the notice register) byte for byte as it was, and leaves nothing
# new; it never crashes and never reports success.
# The full disk is a real one (a 6-20 MB tmpfs) when this user may mount
# one; otherwise it is a file size limit (ulimit -f), which makes writes fail
# the same way past the limit.
# Usage: test_limits.sh PARCELSCREEN SAMPLE_DATA_DIR
set -uo pipefail
parcelscreen=$1
sample=$2
work=$(mktemp -d)
disk=$work/disk
mkdir "$disk"
mounted=no
cleanup() {
  [ "$mounted" = yes ] && umount "$disk" 2> /dev/null
  rm -rf "$work"
}
trap cleanup EXIT
source "$(dirname "$0")/../support/check.sh"
city=$sample/city.gpkg
main_job() { # main_job FOLDER [PROFILE]: the main job with its report and PDF into FOLDER
  "$parcelscreen" run stormwater:screenparcels --PARCELS="$city|layername=parcels" --STRUCTURES="$city|layername=structures" \
    --DEM="$sample/dem.tif" --SENSITIVE_AREAS="$city|layername=esa" --WELLS="$city|layername=wells" --PROFILE="${2:-signal-hill}" \
    --OUTPUT="$1/screened.gpkg" --REPORT="$1/report.html" --REPORT_PDF="$1/report.pdf"
}
notices() { # notices FOLDER [DATE [ARGUMENT...]]: the notices of $work/vacant.gpkg into FOLDER, with the register
  "$parcelscreen" run stormwater:vacantnotices --INPUT="$work/vacant.gpkg" --NOTICE_DATE="${2:-2026-12-15}" "${@:3}" \
    --OUTPUT_CSV="$1/mailing.csv" --POSTING_CSV="$1/posting.csv" --OUTPUT_PDF="$1/letters.pdf" \
    --LABELS_PDF="$1/labels.pdf" --REGISTER="$1/register.csv"
}
sums() { (cd "$1" && sha256sum -- * 2> /dev/null); }
"$parcelscreen" run stormwater:vacantparcels --PARCELS="$city|layername=parcels" --STRUCTURES="$city|layername=structures" --IMPROVEMENTS="$city|layername=improvements" --OUTPUT="$work/vacant.gpkg" > /dev/null 2>&1 \
  || { echo "cannot make the vacant parcels"; exit 1; }

# --- A full disk ---
if mount -t tmpfs -o size=6m tmpfs "$disk" 2> /dev/null; then
  mounted=yes
  resize() { mount -o "remount,size=$1" "$disk"; }
  # fill: leaves about 200 KB free.
  fill() { rm -f "$disk/fill"; fallocate -l $(($(df --output=avail -B1 "$disk" | tail -1) - 200000)) "$disk/fill"; }
  unfill() { rm -f "$disk/fill"; }
  limited() { "$@"; }
else
  echo "tmpfs cannot be mounted here: the full disk is a file size limit (ulimit -f) instead"
  resize() { :; }
  fill() { :; }
  unfill() { :; }
  limited() { ( trap '' XFSZ; ulimit -f 2000; "$@" ); }
fi

mkdir "$disk/fresh"
limited main_job "$disk/fresh" > "$work/log" 2>&1
status=$?
check "full disk, fresh main job: exit status 1 (got $status)" test "$status" = 1
check "full disk, fresh main job: the message says the disk may be full" grep -q "is the disk full?" "$work/log"
check "full disk, fresh main job: it never says a report was written" test -z "$(grep -i "written to" "$work/log")"
check "full disk, fresh main job: nothing is left" test -z "$(ls -A "$disk/fresh")"
rm -rf "$disk/fresh"

resize 20m
mkdir "$disk/city"
main_job "$disk/city" > "$work/log" 2>&1 || { echo "the main job failed on a 20 MB disk:"; tail -5 "$work/log"; exit 1; }
earlier=$(sums "$disk/city")
fill
limited main_job "$disk/city" cudahy > "$work/log" 2>&1
status=$?
check "full disk, re-run: exit status 1 (got $status)" test "$status" = 1
check "full disk, re-run: the earlier layer, report and PDF are unchanged" test "$(sums "$disk/city")" = "$earlier"
check "full disk, re-run: nothing is left" test "$(ls -A "$disk/city" | tr '\n' ' ')" = "report.html report.pdf screened.gpkg "
unfill
rm -rf "$disk/city"

mkdir "$disk/notices"
notices "$disk/notices" > "$work/log" 2>&1 || { echo "the notices failed on a 20 MB disk:"; tail -5 "$work/log"; exit 1; }
noticed=$(sums "$disk/notices")
register_rows=$(wc -l < "$disk/notices/register.csv")
cp "$disk/notices/register.csv" "$work/register.before"
fill
# A month later every owner is already noticed: the run sends each a reminder (letters to write).
limited notices "$disk/notices" 2027-01-15 --REMINDERS=true > "$work/log" 2>&1
status=$?
check "full disk, notices: exit status 1 (got $status)" test "$status" = 1
check "full disk, notices: the register, lists, letters and labels are unchanged" test "$(sums "$disk/notices")" = "$noticed"
check "full disk, notices: nothing is left" test "$(ls -A "$disk/notices" | tr '\n' ' ')" = "labels.pdf letters.pdf mailing.csv posting.csv register.csv "
unfill
notices "$disk/notices" 2027-01-15 --REMINDERS=true > "$work/log" 2>&1
check "room again: the next run appends to the register whole" test "$(wc -l < "$disk/notices/register.csv")" -gt "$register_rows"
check "room again: the register still begins with every earlier row" cmp -s -n "$(wc -c < "$work/register.before")" "$work/register.before" "$disk/notices/register.csv"

# --- Too few file descriptors ---
mkdir "$work/files"
(
  ulimit -n 40
  main_job "$work/files"
) > "$work/log" 2>&1
status=$?
check "ulimit -n 40: exit status 1 (got $status)" test "$status" = 1
check "ulimit -n 40: the message names the limit" grep -q "This process may open only 40 files at once (ulimit -n 40)" "$work/log"
check "ulimit -n 40: nothing is written" test -z "$(ls -A "$work/files")"
(
  ulimit -n 256
  main_job "$work/files"
) > "$work/log" 2>&1
check "ulimit -n 256: the main job runs (got $?)" test -s "$work/files/report.pdf"
rm -rf "$work/files"

# --- Too little memory ---
# AddressSanitizer reserves terabytes of address space for its shadow memory,
# so an address-space limit cannot be tried on a sanitized build.
if [ -n "${ASAN_OPTIONS:-}" ]; then
  echo "built with AddressSanitizer: the address-space limit (ulimit -v) is not tried"
else
  mkdir "$work/memory"
  for limit in 400000 500000 550000; do
    (
      ulimit -v $limit
      main_job "$work/memory"
    ) > "$work/log" 2>&1
    status=$?
    check "ulimit -v $limit: exit status 1, no crash (got $status)" test "$status" = 1
    check "ulimit -v $limit: the message names the limit" grep -q "(ulimit -v $limit)" "$work/log"
    check "ulimit -v $limit: nothing is written" test -z "$(ls -A "$work/memory")"
  done
  (
    ulimit -v 614400
    main_job "$work/memory"
  ) > "$work/log" 2>&1
  status=$?
  check "ulimit -v 614400 (600 MB): the sample city's main job runs (got $status)" test "$status" = 0
fi

finish
