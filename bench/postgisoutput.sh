#!/usr/bin/env bash
# Benchmark: the main job writing its screened parcels to a PostGIS table
# (staged with COPY, indexed, committed in one transaction) against the same
# job writing a GeoPackage, and the peer a GIS team would use to put that
# GeoPackage into PostGIS: ogr2ogr -f PostgreSQL with COPY and a GiST index.
# The write's cost is ours to PostGIS minus ours to a GeoPackage; the issue's
# bar is that cost within 1.5x of ogr2ogr's load. The table's rows are
# counted against the GeoPackage's.
# Usage: bench/postgisoutput.sh N
set -euo pipefail
cd "$(dirname "$0")/.."
n=${1:?usage: bench/postgisoutput.sh N}
source bench/common.sh
postgis_start
inputs=(--PARCELS="$(layer parcels)" --PROFILE=signal-hill --STRUCTURES="$(layer structures)" --STRUCTURE_PERMITTED_FIELD=permitted
  --IMPROVEMENTS="$(layer improvements)" --IMPROVEMENT_APPROVED_FIELD=approved --RIGHT_OF_WAY="$(layer right_of_way)" --DEM="$city/dem.tif"
  --SOILS="$(layer soils)" --SENSITIVE_AREAS="$(layer esa)" --SENSITIVE_AREAS="$(layer sea)" --WELLS="$(layer wells)"
  --GROUNDWATER="$(layer groundwater)" --GROUNDWATER_OUTSIDE=not_present --BROWNFIELDS="$(layer brownfields)" --GEOHAZARDS="$(layer geohazards)")
destination="postgis:dbname='postgres' host=$PGHOST port=$PGPORT user='postgres' table=\"public\".\"screened\" (geom)"
table_header
measure "ours: main job to a GeoPackage" "$ps" run stormwater:screenparcels "${inputs[@]}" --OUTPUT="$work/screened.gpkg"
measure "ours: main job to a PostGIS table" "$ps" run stormwater:screenparcels "${inputs[@]}" --OUTPUT="$destination"
measure "peer: ogr2ogr -f PostgreSQL of that GeoPackage (COPY, GiST)" ogr2ogr -f PostgreSQL "PG:host=$PGHOST port=$PGPORT user=postgres dbname=postgres" "$work/screened.gpkg" screened -nln screened_ogr \
  -lco GEOMETRY_NAME=geom -lco SPATIAL_INDEX=GIST -nlt PROMOTE_TO_MULTI --config PG_USE_COPY YES
echo
echo "rows: GeoPackage $(ogrinfo -so "$work/screened.gpkg" screened | sed -n 's/^Feature Count: //p'), table $(psql -Atqc 'SELECT count(*) FROM screened'), ogr2ogr's $(psql -Atqc 'SELECT count(*) FROM screened_ogr')"
