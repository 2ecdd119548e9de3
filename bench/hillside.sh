#!/usr/bin/env bash
# Benchmark: stormwater:hillside against the QGIS chain a GIS team would build
# for the same figures (gdaldem slope -p, then native:zonalstatisticsfb for the
# mean and maximum slope per parcel), on a generated city of N parcels, in one
# run on one machine. Ours also gives the steep area, the steep area on
# erodible soil and the exact cell-coverage weighting the chain lacks.
# Usage: bench/hillside.sh [N] (default 100000).
set -euo pipefail
cd "$(dirname "$0")/.."
n=${1:-100000}
source bench/common.sh
echo "city: $(count parcels) parcels; DEM $(gdalinfo "$city/dem.tif" | sed -n 's/^Size is //p') cells"

table_header
measure "parcelscreen stormwater:hillside (DEM + soils)" "$ps" run stormwater:hillside --PARCELS="$(layer parcels)" \
  --DEM="$city/dem.tif" --SOILS="$(layer soils)" --OUTPUT="$work/ours.gpkg"
measure "gdaldem slope -p + native:zonalstatisticsfb" bash -c "gdaldem slope -p -q '$city/dem.tif' '$work/slope.tif' && \
  '$ps' run native:zonalstatisticsfb --INPUT='$(layer parcels)' --INPUT_RASTER='$work/slope.tif' --RASTER_BAND=1 --STATISTICS=2 --STATISTICS=6 --OUTPUT='$work/zonal.gpkg'"
