# Shell functions for benchmarks that compare with PostGIS: a throwaway
# PostgreSQL 15 + PostGIS server in a temporary folder on a free port,
# started as the postgres user when run as root. Source this file.

pg_bin=/usr/lib/postgresql/15/bin

# postgis_start: initialises and starts a server in a new temporary folder;
# sets PGHOST, PGPORT, PGUSER, PGDATABASE.
postgis_start() {
  local dir
  dir=$(mktemp -d /tmp/stormwater-postgis.XXXXXX)
  chmod 755 "$dir"
  local as=()
  if [ "$(id -u)" -eq 0 ]; then
    chown postgres "$dir"
    as=(runuser -u postgres --)
  fi
  PGPORT=$(( 20000 + RANDOM % 20000 ))
  "${as[@]}" "$pg_bin/initdb" -D "$dir/data" -A trust -U postgres > "$dir/initdb.log" 2>&1
  "${as[@]}" "$pg_bin/pg_ctl" -D "$dir/data" -o "-p $PGPORT -k $dir -c listen_addresses='' -c fsync=off -c shared_buffers=512MB -c work_mem=256MB -c max_parallel_workers_per_gather=2" -l "$dir/server.log" -w start > /dev/null
  export PGHOST=$dir PGPORT PGUSER=postgres PGDATABASE=postgres
  psql -q -c "CREATE EXTENSION postgis;"
  POSTGIS_DIR=$dir
  POSTGIS_AS=("${as[@]}")
}

postgis_stop() {
  [ -n "${POSTGIS_DIR:-}" ] || return 0
  "${POSTGIS_AS[@]}" "$pg_bin/pg_ctl" -D "$POSTGIS_DIR/data" -m fast stop > /dev/null 2>&1 || true
  rm -rf "$POSTGIS_DIR"
  POSTGIS_DIR=
}

# postgis_load GPKG LAYER TABLE: copies a GeoPackage layer into a table with a GiST index.
postgis_load() {
  ogr2ogr -f PostgreSQL "PG:host=$PGHOST port=$PGPORT user=postgres dbname=postgres" "$1" "$2" -nln "$3" \
    -lco GEOMETRY_NAME=geom -lco SPATIAL_INDEX=GIST -lco FID=fid -nlt PROMOTE_TO_MULTI --config PG_USE_COPY YES
  psql -q -c "ANALYZE $3;"
}
