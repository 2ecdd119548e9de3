# One measurement per run, wall seconds and peak memory, and a scratch folder
# removed on exit. Sourced by bench/common.sh and by benchmarks that make
# their own data (bench/vertices.sh).

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

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
