# What every benchmark on a generated city shares: the programs, a city of N
# parcels (made once, kept in /tmp), a scratch folder and one measurement per
# run (bench/measure.sh), and the PostGIS helpers. Source this file from a
# benchmark after `cd` to the repository and setting n.

ps=${PARCELSCREEN:-$PWD/build/parcelscreen}
samplecity=${SAMPLECITY:-$PWD/build/sample_data/samplecity}
city=/tmp/stormwater-bench-city-$n
source bench/measure.sh
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
