# What every benchmark shares: the programs, a generated city of N parcels
# (made once, kept in /tmp), a scratch folder, one measurement per run (wall
# seconds and peak memory), and the PostGIS helpers. Source this file from a
# benchmark after `cd` to the repository and setting n.

ps=${PARCELSCREEN:-$PWD/build/parcelscreen}
samplecity=${SAMPLECITY:-$PWD/build/sample_data/samplecity}
city=/tmp/stormwater-bench-city-$n
work=$(mktemp -d)
source bench/postgis.sh
trap 'postgis_stop; rm -rf "$work"' EXIT

if [ ! -f "$city/city.gpkg" ]; then
  echo "generating a city of $n parcels in $city"
  "$samplecity" --out "$city" --parcels "$n" --seed 7 --dem-cell 30 > /dev/null
fi
gpkg=$city/city.gpkg

# count LAYER: features of a layer of the city.
count() { ogrinfo -so "$gpkg" "$1" | sed -n 's/^Feature Count: //p'; }

# layer NAME: the city's layer as a parcelscreen input.
layer() { echo "$gpkg|layername=$1"; }

# measure NAME COMMAND...: runs one command, prints its wall seconds and peak RSS.
measure() {
  local name=$1; shift
  local log=$work/run-$RANDOM.log
  /usr/bin/time -f "%e %M" -o "$work/time" "$@" > "$log" 2>&1 || { echo "$name failed"; cat "$log"; exit 1; }
  read -r wall rss < "$work/time"
  printf '%-50s %9.2f s %9.0f MB\n' "$name" "$wall" "$(echo "$rss / 1024" | bc -l)"
}

# table_header: the heading of measure's lines.
table_header() { echo; printf '%-50s %11s %12s\n' "run" "wall" "peak memory"; }
