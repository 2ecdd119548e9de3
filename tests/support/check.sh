# Sourced by the shell tests: check NAME CONDITION... counts a passed or a
# failed check (naming it); finish prints the tally and fails when any failed.
failures=0
passed=0
check() {
  local name=$1
  shift
  if "$@"; then passed=$((passed + 1)); else
    echo "FAILED: $name"
    failures=$((failures + 1))
  fi
}
finish() {
  echo "$passed passed, $failures failed"
  [ "$failures" -eq 0 ]
}
