# Sourced by the desktop tests: real QGIS under Xvfb with a fresh profile
# whose settings enable the C++ plugin (no clicking).
# run_qgis WORK PLUGIN_DIR SCRIPT: the profile in WORK/profiles, QGIS running
# SCRIPT at start-up (qgis --code), its output in WORK/qgis.log; returns when
# QGIS ends or after 180 s.

run_qgis() {
  local work=$1 plugin_dir=$2 script=$3
  mkdir -p "$work/profiles/profiles/default/QGIS"
  cat > "$work/profiles/profiles/default/QGIS/QGIS3.ini" <<INI
[plugins]
searchPathsForPlugins=$plugin_dir

[Plugins]
libstormwaterplugin=true

[qgis]
showTips=false
checkVersion=false
INI

  # A sanitized build's plugin (scripts/test-sanitized) needs the sanitizer
  # runtimes preloaded into the uninstrumented QGIS host; tests/CMakeLists.txt
  # then sets SW_SANITIZER_PRELOAD. The host's own leaks at exit are QGIS's and
  # Python's, not ours: leak checking is off in it.
  local host=()
  if [ -n "${SW_SANITIZER_PRELOAD:-}" ]; then
    host=(env LD_PRELOAD="$SW_SANITIZER_PRELOAD" ASAN_OPTIONS="${ASAN_OPTIONS:+$ASAN_OPTIONS:}detect_leaks=0")
  fi

  # The desktop needs a real (virtual) display: a QT_QPA_PLATFORM=offscreen
  # inherited from a headless shell makes QGIS abort.
  (
    unset QT_QPA_PLATFORM
    export XDG_RUNTIME_DIR=$work/runtime
    mkdir -m 700 -p "$XDG_RUNTIME_DIR"
    timeout 180 xvfb-run -a -s "-screen 0 1280x800x24" "${host[@]}" qgis --profiles-path "$work/profiles" --noversioncheck --nologo --code "$script" > "$work/qgis.log" 2>&1
  ) || true
}
