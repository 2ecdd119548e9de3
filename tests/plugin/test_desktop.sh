#!/usr/bin/env bash
# Real QGIS desktop, under Xvfb, with a fresh profile whose settings enable
# the C++ plugin (no clicking): the provider must be in the Processing
# registry. A startup script (qgis --code) writes the registry's provider and
# algorithm ids to a file, takes a screenshot of the window, then quits.
# Then it runs stormwater:esaadjacency through Processing on the sample city
# and checks the output QGIS loads is styled with the project's style.
# Arguments: the folder holding libstormwaterplugin.so, the sample GeoPackage
set -euo pipefail
plugin_dir=$1
city=$2
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
. "$(dirname "$0")/desktop_session.sh"

cat > "$work/report.py" <<PY
from qgis.core import QgsApplication
from qgis.PyQt.QtCore import QTimer
def report():
    registry = QgsApplication.processingRegistry()
    with open("$work/registry.txt", "w") as out:
        for provider in registry.providers():
            out.write("provider " + provider.id() + "\n")
        for algorithm in registry.algorithms():
            if algorithm.provider().id() == "stormwater":
                out.write("algorithm " + algorithm.id() + "\n")
        main = registry.algorithmById("stormwater:screenparcels")
        profile = main.parameterDefinition("PROFILE")
        out.write("PROFILE %s static=%s %s\n" % (profile.type(), profile.usesStaticStrings(), ",".join(profile.options())))
        out.write("REPORT createByDefault=%s\n" % main.parameterDefinition("REPORT").createByDefault())
        import processing
        from qgis.core import QgsProject
        processing.runAndLoadResults("stormwater:esaadjacency", {
            "PARCELS": "$city|layername=parcels",
            "SENSITIVE_AREAS": ["$city|layername=esa"],
            "OUTPUT": "TEMPORARY_OUTPUT"})
        for layer in QgsProject.instance().mapLayers().values():
            renderer = layer.renderer()
            labels = [c.label() for c in renderer.categories()] if hasattr(renderer, "categories") else []
            out.write("loaded %s %d %s %s\n" % (layer.name(), layer.featureCount(), renderer.type(), "|".join(labels)))
    QgsApplication.instance().exit(0)
QTimer.singleShot(2500, report)
PY

run_qgis "$work" "$plugin_dir" "$work/report.py"

if [ ! -f "$work/registry.txt" ]; then
  echo "FAIL: QGIS desktop did not report its registry"; cat "$work/qgis.log"; exit 1
fi
grep -q '^provider stormwater$' "$work/registry.txt" || { echo "FAIL: no stormwater provider in QGIS desktop"; cat "$work/registry.txt"; exit 1; }
grep -q '^provider native$' "$work/registry.txt" || { echo "FAIL: the registry looks wrong"; cat "$work/registry.txt"; exit 1; }
grep -q '^algorithm stormwater:profilerules$' "$work/registry.txt" || { echo "FAIL: stormwater:profilerules missing in QGIS desktop"; exit 1; }
# The dialog's shape, read from the registry inside that QGIS: the city is a drop-down, the report is made by default.
grep -q '^PROFILE enum static=True beverly-hills,cudahy,signal-hill$' "$work/registry.txt" || { echo "FAIL: PROFILE is not a drop-down of the cities in QGIS desktop"; cat "$work/registry.txt"; exit 1; }
grep -q '^REPORT createByDefault=True$' "$work/registry.txt" || { echo "FAIL: REPORT is not created by default in QGIS desktop"; cat "$work/registry.txt"; exit 1; }
parcels=$(ogrinfo -so "$city" parcels | sed -n 's/^Feature Count: //p')
grep -q "^loaded .* $parcels categorizedSymbol .*Directly adjacent (within 200 ft)" "$work/registry.txt" || { echo "FAIL: the loaded output is not the styled layer of $parcels parcels"; cat "$work/registry.txt"; tail -20 "$work/qgis.log"; exit 1; }
echo "PASS: QGIS desktop loaded libstormwaterplugin and registered: $(grep -c '^algorithm ' "$work/registry.txt") stormwater algorithm(s); a Processing run's output loaded styled"
