# debian_mirror: prints this machine's Debian mirror and its security mirror
# ("URI SECURITY-URI", the second may be empty), read from its apt sources at
# run time: the first deb822 stanza of /etc/apt/sources.list.d/debian.sources
# with deb lines whose URI is not a security archive, else the one-line
# /etc/apt/sources.list. Fails when neither names a mirror.
# Sourced by scripts/install-deps, scripts/test-debian13, tests/package/test-package.
debian_mirror() {
  local main= security=
  if [ -f /etc/apt/sources.list.d/debian.sources ]; then
    read -r main security < <(awk '
      function flush() { if (types ~ /(^| )deb( |$)/ && uri != "") { if (uri ~ /security/) { if (sec == "") sec = uri } else if (main == "") main = uri } types = ""; uri = "" }
      /^[ \t]*#/ { next }
      /^[ \t]*$/ { flush(); next }
      tolower($1) == "types:" { types = $0; sub(/^[^:]*:[ \t]*/, "", types) }
      tolower($1) == "uris:" { uri = $2 }
      END { flush(); print main, sec }' /etc/apt/sources.list.d/debian.sources)
  fi
  if [ -z "$main" ] && [ -f /etc/apt/sources.list ]; then
    main=$(awk '$1 == "deb" && $2 !~ /security/ { print $2; exit }' /etc/apt/sources.list)
    security=$(awk '$1 == "deb" && $2 ~ /security/ { print $2; exit }' /etc/apt/sources.list)
  fi
  [ -n "$main" ] || { echo "no Debian mirror in /etc/apt/sources.list.d/debian.sources or /etc/apt/sources.list" >&2; return 1; }
  echo "$main $security"
}
