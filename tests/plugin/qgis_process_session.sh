# Sourced by the tests that run qgis_process: a fresh QGIS configuration in
# $work/config with the Python shim's folder ($plugins) on the plugin path,
# and $qgis_process and the ${host[@]} prefix to call it with.
export QT_QPA_PLATFORM=offscreen
export QGIS_CUSTOM_CONFIG_PATH=$work/config
export QGIS_PLUGINPATH=$plugins
mkdir -p "$QGIS_CUSTOM_CONFIG_PATH"
# Debian's qgis_process wrapper passes options 3.22 does not know; call the binary.
qgis_process=/usr/bin/qgis_process.bin
# A sanitized build's plugin (scripts/test-sanitized) needs the sanitizer
# runtimes preloaded into the uninstrumented QGIS host; tests/CMakeLists.txt
# then sets SW_SANITIZER_PRELOAD. The host's own leaks at exit are QGIS's and
# Python's, not ours: leak checking is off in it.
host=()
if [ -n "${SW_SANITIZER_PRELOAD:-}" ]; then
  host=(env LD_PRELOAD="$SW_SANITIZER_PRELOAD" ASAN_OPTIONS="${ASAN_OPTIONS:+$ASAN_OPTIONS:}detect_leaks=0")
fi
