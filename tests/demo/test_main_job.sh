#!/usr/bin/env bash
# The README's main job (scripts/screen-sample-city, which scripts/demo runs)
# writes the screened layer, the report and the notices: every parcel of the
# sample city once, a report naming the city, a two-page letter and a
# mailing label per mailed notice, and the notice register. Arguments: PARCELSCREEN
set -euo pipefail
export PARCELSCREEN=$1
here=$(cd "$(dirname "$0")/../.." && pwd)
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT

"$here/scripts/screen-sample-city" "$out" > "$out/log.txt" 2>&1 || { echo "FAIL: the main job failed"; cat "$out/log.txt"; exit 1; }
for f in screened-parcels.gpkg screening-report.html screening-report.pdf notices-mailing-list.csv notices-posting-list.csv notices.pdf; do
  [ -s "$out/$f" ] || { echo "FAIL: $f missing or empty"; exit 1; }
done
parcels=$(ogrinfo -so "$here/sample_data/city.gpkg" parcels | sed -n 's/^Feature Count: //p')
screened=$(ogrinfo -so "$out/screened-parcels.gpkg" screened-parcels | sed -n 's/^Feature Count: //p')
[ "$parcels" = "$screened" ] || { echo "FAIL: $parcels parcels in, $screened screened"; exit 1; }
# The layer's spatial index (packed by the run): GDAL sees it, SQLite's own
# check passes, and it holds every parcel with a geometry.
sql() { ogrinfo -q "$out/screened-parcels.gpkg" -sql "$1" | sed -n 's/^ *[^ ]* ([A-Za-z]*) = //p'; }
[ "$(sql "SELECT HasSpatialIndex('screened-parcels', 'geom')")" = 1 ] || { echo "FAIL: the screened parcels have no spatial index"; exit 1; }
[ "$(sql "SELECT rtreecheck('rtree_screened-parcels_geom')")" = ok ] || { echo "FAIL: rtreecheck: $(sql "SELECT rtreecheck('rtree_screened-parcels_geom')")"; exit 1; }
indexed=$(sql 'SELECT count(*) FROM "rtree_screened-parcels_geom"')
shaped=$(sql 'SELECT count(*) FROM "screened-parcels" WHERE geom IS NOT NULL AND NOT ST_IsEmpty(geom)')
[ "$indexed" = "$shaped" ] || { echo "FAIL: $shaped parcels with a geometry, $indexed in the spatial index"; exit 1; }
grep -q "City of Signal Hill" "$out/screening-report.html" || { echo "FAIL: report does not name the city"; exit 1; }
pdftotext "$out/screening-report.pdf" "$out/report.txt"
grep -q "Screened $parcels parcels" "$out/report.txt" || { echo "FAIL: the report's PDF does not count the $parcels parcels"; exit 1; }
letters=$(( $(wc -l < "$out/notices-mailing-list.csv") - 1 ))
pages=$(pdfinfo "$out/notices.pdf" | sed -n 's/^Pages: *//p')
# Two pages to a letter.
[ "$letters" -gt 0 ] && [ "$(( 2 * letters ))" = "$pages" ] || { echo "FAIL: $letters notices but $pages letter pages"; exit 1; }
labels=$(pdftotext "$out/notices-labels.pdf" - | grep -c '^VP-' || true)
[ "$labels" = "$letters" ] || { echo "FAIL: $letters notices but $labels mailing labels"; exit 1; }
grep -q '^run,notice_id,' "$out/notices-register.csv" || { echo "FAIL: no notice register"; exit 1; }
echo "PASS: $screened parcels screened, report written, $letters notices, $pages letter pages, $labels labels"
