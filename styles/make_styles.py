"""Writes the QML styles of the screening outputs (run with Debian's
/usr/bin/python3, which has PyQGIS): python3 styles/make_styles.py [NAME...]

Each one-screen style is a categorised renderer whose legend speaks the
planner's words. The screened parcels (every screen in one layer) are
rule-based instead: each flag draws its own symbol over the others (a fill,
a hatch, an inner outline, a pattern), so a parcel with three flags shows
all three. The QML files are committed; this script is how they were made
and how to remake them after a change. It is a development tool: no
screening logic.
"""
import os
import sys

from qgis.core import (QgsApplication, QgsCategorizedSymbolRenderer, QgsFillSymbol, QgsLinePatternFillSymbolLayer,
                       QgsLineSymbol, QgsMarkerSymbol, QgsPointPatternFillSymbolLayer, QgsRendererCategory,
                       QgsRuleBasedRenderer, QgsSimpleFillSymbolLayer, QgsSimpleLineSymbolLayer, QgsUnitTypes,
                       QgsVectorLayer)
from qgis.PyQt.QtCore import Qt
from qgis.PyQt.QtGui import QColor

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
         ("not_decided", ("255,255,255,0", "#d7191c", "0.5", "Not decided: improvements not mapped (see status)")),
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
    "impervious": (
        'CASE WHEN "impervious_fraction" IS NULL THEN NULL WHEN "impervious_fraction" >= 0.75 THEN \'most\' '
        'WHEN "impervious_fraction" >= 0.5 THEN \'half\' WHEN "impervious_fraction" >= 0.25 THEN \'quarter\' '
        'ELSE \'little\' END',
        [("most", ("#525252", "#252525", "0.3", "Impervious: 75% of the parcel or more")),
         ("half", ("#969696", "#525252", "0.25", "Impervious: 50% to 75%")),
         ("quarter", ("#cccccc", "#737373", "0.2", "Impervious: 25% to 50%")),
         ("little", ("#f7f7f7", "#9e9e9e", "0.15", "Impervious: under 25%")),
         (None, NOT_EVALUATED)]),
    "esazone": (
        '\'zone\'',
        [("zone", ("166,217,106,70", "#4d7d2a", "0.4", "Directly adjacent zone (200 ft)"))]),
}


def has_flag(token):
    """True when the parcel's "flags" (sorted tokens joined by ', ') hold
    \a token itself: 'vacant' must not match 'partially_vacant'."""
    return "array_contains(string_to_array(coalesce(\"flags\", ''), ', '), '%s')" % token


# Not fully screened: the pipeline's own flag, or a combined status that says
# the parcel's figures were not all computed (only ok and repaired are).
INCOMPLETE = "%s OR coalesce(\"status\", 'ok') NOT IN ('ok', 'repaired')" % has_flag("incomplete")
NO_FLAG = "coalesce(\"flags\", '') = '' AND coalesce(\"status\", 'ok') IN ('ok', 'repaired')"


def solid(colour, outline):
    """A solid fill of \a colour with a thin outline."""
    layer = QgsSimpleFillSymbolLayer(QColor(colour), Qt.SolidPattern, QColor(outline), Qt.SolidLine, 0.2)
    layer.setStrokeWidthUnit(QgsUnitTypes.RenderMillimeters)
    return [layer]


def hatch(colour, angles, spacing=1.8, width=0.6):
    """Parallel lines of \a colour at each angle of \a angles (degrees).
    Lines of 0.6 mm (2.3 px on a 96 dpi picture) always cover some pixels
    whole, at any angle and offset, so the colour itself shows, not a blend."""
    layers = []
    for angle in angles:
        layer = QgsLinePatternFillSymbolLayer()
        layer.setLineAngle(angle)
        layer.setDistance(spacing)
        layer.setDistanceUnit(QgsUnitTypes.RenderMillimeters)
        line = QgsLineSymbol.createSimple({"line_color": colour, "line_width": str(width), "line_width_unit": "MM",
                                           "capstyle": "flat"})
        layer.setSubSymbol(line)
        layer.setColor(QColor(colour))
        layers.append(layer)
    return layers


def dots(colour, spacing=2.4, size=1.3):
    """A grid of round dots of \a colour."""
    layer = QgsPointPatternFillSymbolLayer()
    layer.setDistanceX(spacing)
    layer.setDistanceY(spacing)
    layer.setDistanceXUnit(QgsUnitTypes.RenderMillimeters)
    layer.setDistanceYUnit(QgsUnitTypes.RenderMillimeters)
    marker = QgsMarkerSymbol.createSimple({"name": "circle", "color": colour, "size": str(size), "size_unit": "MM",
                                           "outline_style": "no"})
    layer.setSubSymbol(marker)
    layer.setColor(QColor(colour))
    return [layer]


def inner_outline(colour, width):
    """A band of \a width mm just inside the parcel's edge (the stroke is
    drawn twice as wide and clipped to the polygon), so neighbours' outlines
    never cover it."""
    layer = QgsSimpleLineSymbolLayer(QColor(colour), 2 * width)
    layer.setWidthUnit(QgsUnitTypes.RenderMillimeters)
    layer.setDrawInsidePolygon(True)
    layer.setPenJoinStyle(Qt.MiterJoin)
    return [layer]


def outline(colour, width=0.2):
    layer = QgsSimpleLineSymbolLayer(QColor(colour), width)
    layer.setWidthUnit(QgsUnitTypes.RenderMillimeters)
    return [layer]


def symbol(layers, main=0):
    """A fill symbol of \a layers, drawn first to last. Every layer but
    layers[main] is locked, so QgsSymbol.color() (and the legend swatch's
    colour) reads the class's main colour, and a planner recolouring the
    class in QGIS recolours what matters."""
    result = QgsFillSymbol()
    result.deleteSymbolLayer(0)
    for i, layer in enumerate(layers):
        layer.setLocked(i != main)
        result.appendSymbolLayer(layer)
    return result


def not_fully_screened():
    """A grey diagonal crosshatch under a red band inside the edge (the main
    colour): unlike any flag and unlike "no screen applies"."""
    grey = QgsSimpleFillSymbolLayer(QColor("#8c8c8c"), Qt.DiagCrossPattern, QColor("#8c8c8c"), Qt.NoPen, 0)
    return symbol([grey] + inner_outline("#d7191c", 0.5), main=1)


# A pattern drawn without a fill would hide where one parcel ends and the
# next begins: such classes draw the parcel's edge too, in a neutral grey.
PARCEL_EDGE = "#3c3c3c"

# The screened parcels: one rule per class; a parcel is drawn by every rule
# it matches, in this order, each symbol over the earlier ones: fills, then
# hatches and dots, then the ESA band inside the edge, and last the red band
# of a parcel not fully screened (narrower than the ESA band, so both show).
# Rule key, filter, symbol, legend label in the planner's words.
SCREENPARCELS = [
    ("vacant", has_flag("vacant"), lambda: symbol(solid("#e66101", "#8a3a00")), "Vacant parcel: notice required"),
    ("partially_vacant", has_flag("partially_vacant"), lambda: symbol(solid("#fdb863", "#b3752a")),
     "Partially vacant parcel: notice required"),
    ("hillside", has_flag("hillside"), lambda: symbol(hatch("#8c510a", [45], spacing=2.0) + outline("#8c510a")),
     "Hillside property"),
    ("infeasible_full", has_flag("infeasible_full"),
     lambda: symbol(hatch("#2166ac", [0, 90], spacing=3.2) + outline(PARCEL_EDGE, 0.4)),
     "Infiltration infeasible (whole parcel)"),
    ("infeasible_partial", has_flag("infeasible_partial"), lambda: symbol(dots("#67a9cf") + outline(PARCEL_EDGE, 0.4)),
     "Infiltration infeasible (part of the parcel)"),
    ("esa_inside", has_flag("esa_inside"), lambda: symbol(inner_outline("#1b7837", 0.9)),
     "In a sensitive area (ESA/SEA)"),
    ("esa_adjacent", has_flag("esa_adjacent"), lambda: symbol(inner_outline("#7fbc41", 0.9)),
     "Directly adjacent to a sensitive area (within 200 ft)"),
    ("incomplete", INCOMPLETE, not_fully_screened, "Not fully screened (see status)"),
    ("no_screen", NO_FLAG, lambda: symbol(solid("#ececec", "#a8a8a8")), "No screen applies"),
]


def screenparcels_renderer():
    root = QgsRuleBasedRenderer.Rule(None)
    root.setRuleKey("screenparcels")
    for key, expression, make, label in SCREENPARCELS:
        rule = QgsRuleBasedRenderer.Rule(make(), 0, 0, expression, label)
        rule.setRuleKey(key)
        root.appendChild(rule)
    return QgsRuleBasedRenderer(root)


def fill(colour, outline, width):
    return QgsFillSymbol.createSimple({"color": colour, "outline_color": outline,
                                       "outline_width": width, "outline_width_unit": "MM"})


def write(name, renderer):
    layer = QgsVectorLayer("MultiPolygon?crs=EPSG:2229", name, "memory")
    layer.setRenderer(renderer)
    path = os.path.join(HERE, name + ".qml")
    message, ok = layer.saveNamedStyle(path)
    if not ok:
        sys.exit("cannot write %s: %s" % (path, message))
    print("wrote", path)


def main():
    """Writes the styles named on the command line, or all of them. Qt
    orders XML attributes by a random hash, so remaking a style that did not
    change still changes its file: name the ones you changed."""
    known = list(STYLES) + ["screenparcels"]
    wanted = sys.argv[1:] or known
    unknown = [name for name in wanted if name not in known]
    if unknown:
        sys.exit("no style named %s; the styles are: %s" % (", ".join(unknown), ", ".join(known)))
    app = QgsApplication([], False)
    app.initQgis()
    for name in wanted:
        if name == "screenparcels":
            write(name, screenparcels_renderer())
            continue
        expression, categories = STYLES[name]
        write(name, QgsCategorizedSymbolRenderer(expression, [
            QgsRendererCategory(value, fill(c, o, w), label) for value, (c, o, w, label) in categories]))
    app.exitQgis()


if __name__ == "__main__":
    main()
