#!/usr/bin/env python3
"""Writes the fuzz targets' seed corpora into corpus/<target>/ (committed;
run again only to change them). Small hand-made inputs: the valid shapes
each target's parser expects, and a few near misses."""
import json
import os
import struct

here = os.path.dirname(os.path.abspath(__file__))
root = os.path.dirname(here)


def write(target, name, data):
    folder = os.path.join(here, "corpus", target)
    os.makedirs(folder, exist_ok=True)
    if isinstance(data, str):
        data = data.encode("utf-8")
    with open(os.path.join(folder, name), "wb") as out:
        out.write(data)


# fuzz_profile: the built-in profiles, a profile cut to a single rule, and
# broken ones of each kind the loader names.
for name in ("signal-hill", "cudahy"):
    with open(os.path.join(root, "profiles", name + ".json"), "rb") as profile:
        write("fuzz_profile", name + ".json", profile.read())
signal_hill = json.load(open(os.path.join(root, "profiles", "signal-hill.json")))
one_rule = dict(signal_hill, rules={"esa.adjacent_ft": signal_hill["rules"]["esa.adjacent_ft"]})
write("fuzz_profile", "one-rule.json", json.dumps(one_rule))
negative = json.loads(json.dumps(signal_hill))
negative["rules"]["esa.adjacent_ft"]["value"] = -1e308
write("fuzz_profile", "negative.json", json.dumps(negative))
write("fuzz_profile", "empty-object.json", "{}")
write("fuzz_profile", "not-json.json", '{"name": "x", "rules": [1, 2')
write("fuzz_profile", "list.json", "[null, true, 1.5e3, \"a\", {}]")
# Found by fuzz_profile: a key twice, the first an object (Qt's parser leaks it).
write("fuzz_profile", "duplicate-key.json", '{"name": "x", "rules": {"esa.adjacent_ft": {"value": 200}, "esa.adjacent_ft": 1}}')

# fuzz_owner: names as the roll spells them.
owners = [
    "PACIFIC CREST HOLDINGS LLC", "Pacific Crest Holdings, L.L.C.", "The Okafor Family Trust",
    "O'Neil & Sons Co.", "L. L. C.", "HERNANDEZ,JULIE TR", "SIGNAL HILL PETROLEUM, INC.",
    "Ñúñez Corporación Ltd", "  --  ", "THE THE LLC INC", "株式会社 Trust", "Ǆemal Ltd",
]
for i, owner in enumerate(owners):
    write("fuzz_owner", "owner-%02d" % i, owner)

# fuzz_readers: a kind byte (0 text, 1 lines, 2 double, 3 integer, 4 Julian
# day), then the value.
readers = [
    b"\x00180", b"\x002025-03-01", b"\x00 yes ", b"\x00No", b"\x00-1", b"\x00nan", b"\x000.5",
    b"\x00a, b,,c", b"\x002025-02-30", b"\x00Sat Mar 1 2025", b"\x01a\nb\n\n c ",
    b"\x02" + struct.pack("<d", 200.0), b"\x02" + struct.pack("<d", float("inf")),
    b"\x03" + struct.pack("<q", 180), b"\x04" + struct.pack("<q", 2460736),
    # Found by fuzz_readers: COMPLIANCE_DAYS beyond an int (tests/units/test_fuzz_regressions.cpp).
    b"\x001e10", b"\x00inf",
]
for i, value in enumerate(readers):
    write("fuzz_readers", "value-%02d" % i, value)


# fuzz_geometry: records of a 16-bit length and WKB, parcels in EPSG:2229
# feet around the fuzz target's fixed sensitive area, wells, structures and DEM.
def ring(points, dims=2):
    data = struct.pack("<I", len(points))
    for p in points:
        data += struct.pack("<" + "d" * dims, *(list(p) + [12.5] * (dims - len(p)))[:dims])
    return data


def polygon(rings, wkb_type=3, dims=2):
    return struct.pack("<BI", 1, wkb_type) + struct.pack("<I", len(rings)) + b"".join(ring(r, dims) for r in rings)


def multipolygon(polygons):
    return struct.pack("<BII", 1, 6, len(polygons)) + b"".join(polygon(p) for p in polygons)


def box(x, y, w, h):
    return [(x, y), (x + w, y), (x + w, y + h), (x, y + h), (x, y)]


def record(wkb):
    return struct.pack("<H", len(wkb)) + wkb


x0, y0 = 6506000, 1746000
grid = b"".join(record(multipolygon([[box(x0 + 100 * i, y0 + 200 * j, 100, 200)]])) for j in range(4) for i in range(8))
write("fuzz_geometry", "grid", grid)
write("fuzz_geometry", "one-parcel", record(polygon([box(x0, y0, 100, 200)])))
write("fuzz_geometry", "hole-and-parts", record(multipolygon([[box(x0 + 300, y0 + 300, 400, 400), box(x0 + 400, y0 + 400, 100, 100)], [box(x0 + 800, y0, 50, 50)]])))
write("fuzz_geometry", "polygon-z", record(polygon([box(x0 + 450, y0 + 450, 300, 20)], wkb_type=1003, dims=3)))
write("fuzz_geometry", "bowtie", record(polygon([[(x0, y0), (x0 + 200, y0 + 200), (x0 + 200, y0), (x0, y0 + 200), (x0, y0)]])))
write("fuzz_geometry", "empty-and-nan", record(polygon([])) + record(polygon([box(x0, y0, float("nan"), 10)])))
write("fuzz_geometry", "point-and-short", record(struct.pack("<BIdd", 1, 1, x0, y0)) + record(polygon([box(x0, y0, 10, 10)])[:20]))
# Found by fuzz_geometry: a ring claiming 2^31 points (QGIS's own WKB parser
# asks for that much memory; OGR refuses it, and the parcel has no geometry).
write("fuzz_geometry", "huge-point-count", record(struct.pack("<BIII", 1, 3, 1, 0x7FFFFFFF) + struct.pack("<dd", x0, y0)) + record(polygon([box(x0, y0, 100, 200)])))
# Found by the sanitized build: a part 1e25 ft off the DEM (hillside's cell
# window; tests/hillside/test_hillside_units.cpp).
write("fuzz_geometry", "far-off", record(multipolygon([[box(x0, y0, 100, 200)], [box(1e25, y0, 1e18, 200)]])) + record(polygon([box(x0, 1e19, 100, 1e15)])))
write("fuzz_geometry", "touching-within-200ft", record(multipolygon([[box(x0 + 200, y0 + 200, 200, 200)]])) + record(multipolygon([[box(x0 + 600, y0 + 400, 10, 10)]])))
