"""Writes the QML styles of the screening outputs (run with Debian's
/usr/bin/python3, which has PyQGIS): python3 styles/make_styles.py

Each style is a categorised renderer whose legend speaks the planner's words.
The QML files are committed; this script is how they were made and how to
remake them after a change. It is a development tool: no screening logic.
"""
import os
import sys

from qgis.core import (QgsApplication, QgsCategorizedSymbolRenderer, QgsFillSymbol,
                       QgsRendererCategory, QgsVectorLayer)

HERE = os.path.dirname(os.path.abspath(__file__))

# Fill colour, outline colour, outline width (mm), legend label.
NOT_EVALUATED = ("255,255,255,0", "#d7191c", "0.5", "Not evaluated (see status)")

STYLES = {
    "esaadjacency": (
        '"esa_relation"',
        [("inside", ("#1a9641", "#0b4f22", "0.3", "In a sensitive area (ESA/SEA)")),
         ("directly_adjacent", ("#a6d96a", "#4d7d2a", "0.3", "Directly adjacent (within 200 ft)")),
         ("outside", ("#f7f7f7", "#9e9e9e", "0.15", "Outside")),
         (None, NOT_EVALUATED)]),
    "vacantparcels": (
        'CASE WHEN "qualifies" THEN \'qualifies\' WHEN "vacancy" IN (\'vacant\', \'partially_vacant\') '
        'THEN \'vacant_small\' ELSE "vacancy" END',
        [("qualifies", ("#e66101", "#8a3a00", "0.4", "Qualifies: vacant parcel notice required")),
         ("vacant_small", ("#fdb863", "#b3752a", "0.2", "Vacant, under 1 acre: no notice")),
         ("improved", ("#f7f7f7", "#9e9e9e", "0.15", "Improved")),
         ("not_evaluated", NOT_EVALUATED),
         (None, NOT_EVALUATED)]),
    "hillside": (
        'CASE WHEN "hillside" IS NULL THEN NULL WHEN "hillside" THEN \'yes\' ELSE \'no\' END',
        [("yes", ("#8c510a", "#4d2d05", "0.4", "Hillside property")),
         ("no", ("#f7f7f7", "#9e9e9e", "0.15", "Not hillside")),
         (None, ("#dfc27d", "#d7191c", "0.3", "Steep with soil unknown, or not evaluated"))]),
    "infeasibility": (
        '"infeasibility"',
        [("full", ("#2166ac", "#0d3a66", "0.4", "Infiltration infeasible on the whole parcel")),
         ("partial", ("#92c5de", "#3a6f8a", "0.3", "Infiltration infeasible on part of the parcel")),
         ("none", ("#f7f7f7", "#9e9e9e", "0.15", "No infeasibility condition")),
         (None, NOT_EVALUATED)]),
    "infeasibilityzones": (
        '"condition"',
        [("drinking_well", ("72,145,206,110", "#1f5f99", "0.4", "Within 100 ft of a drinking water well")),
         ("groundwater", ("107,174,214,110", "#2b6f99", "0.3", "Seasonal high groundwater within 10 ft")),
         ("slow_soil", ("198,219,239,130", "#6a8fb3", "0.3", "Infiltration below 0.3 in/hr")),
         ("brownfield", ("153,112,171,120", "#5e3c73", "0.3", "Brownfield / pollutant mobilization")),
         ("geohazard", ("202,0,32,90", "#8a0016", "0.3", "Geotechnical hazard")),
         (None, ("200,200,200,90", "#666666", "0.3", "Other condition"))]),
    "screenparcels": (
        'CASE WHEN "flags" IS NULL OR "flags" = \'\' THEN \'none\' '
        'WHEN "flags" LIKE \'%,%\' THEN \'several\' ELSE "flags" END',
        [("several", ("#7b3294", "#3f1a4c", "0.4", "Several screens apply")),
         ("vacant", ("#e66101", "#8a3a00", "0.4", "Vacant parcel: notice required")),
         ("partially_vacant", ("#f1a340", "#8a3a00", "0.4", "Partially vacant parcel: notice required")),
         ("hillside", ("#8c510a", "#4d2d05", "0.4", "Hillside property")),
         ("esa_inside", ("#1a9641", "#0b4f22", "0.3", "In a sensitive area")),
         ("esa_adjacent", ("#a6d96a", "#4d7d2a", "0.3", "Directly adjacent to a sensitive area")),
         ("infeasible_full", ("#2166ac", "#0d3a66", "0.4", "Infiltration infeasible (whole parcel)")),
         ("infeasible_partial", ("#92c5de", "#3a6f8a", "0.3", "Infiltration infeasible (part)")),
         ("none", ("#f7f7f7", "#9e9e9e", "0.15", "No screen applies")),
         (None, NOT_EVALUATED)]),
    "esazone": (
        '\'zone\'',
        [("zone", ("166,217,106,70", "#4d7d2a", "0.4", "Directly adjacent zone (200 ft)"))]),
}


def fill(colour, outline, width):
    return QgsFillSymbol.createSimple({"color": colour, "outline_color": outline,
                                       "outline_width": width, "outline_width_unit": "MM"})


def main():
    app = QgsApplication([], False)
    app.initQgis()
    for name, (expression, categories) in STYLES.items():
        layer = QgsVectorLayer("MultiPolygon?crs=EPSG:2229", name, "memory")
        renderer = QgsCategorizedSymbolRenderer(expression, [
            QgsRendererCategory(value, fill(c, o, w), label) for value, (c, o, w, label) in categories])
        layer.setRenderer(renderer)
        path = os.path.join(HERE, name + ".qml")
        message, ok = layer.saveNamedStyle(path)
        if not ok:
            sys.exit("cannot write %s: %s" % (path, message))
        print("wrote", path)
    app.exitQgis()


if __name__ == "__main__":
    main()
