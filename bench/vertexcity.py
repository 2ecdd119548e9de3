"""Writes the sample city with one very detailed parcel, for bench/vertices.sh
(run with Debian's /usr/bin/python3, which has GDAL's osgeo):

    python3 bench/vertexcity.py --out DIR --vertices 300000 [--no-city]

A block of the sample city (east of the Hilltop Bluff habitat, around the two
drinking-water wells W000004 and W000005) is cleared and replanned as three
lots:

- 7099-001-001, "CREEKSIDE LAND TRUST": 250 x 250 ft drawn with --vertices
  vertices, a quarter on each side. Its south and east lines are densified
  straight lines, its north and west lines wave along a creek (1.5 ft, 20
  periods a side). The waves sum to nothing over whole periods, so the lot is
  62,500 sq ft at any vertex count, and the lot of 1,000 vertices is the lot
  of 300,000 with every 300th vertex kept. A storage shed and an oil well,
  not structures under the ordinance, stand on it.
- 7099-001-002, the same owner, 100 x 250 ft east of it (25,000 sq ft),
  holding both wells. It carries the lot's east line vertex for vertex (a
  quarter of --vertices), as lots of a fabric share exact boundaries. The two
  are vacant and contiguous: 87,500 sq ft, 2.0087 acres together.
- 7099-001-003, another owner, 250 x 100 ft south of the lot, with a house
  whose outline overlaps the lot by a 0.08 sq ft digitizing sliver.

Every other layer is the sample city's (structures and improvements in the
block removed); dem.tif is sample_data/dem.tif. With --no-city the parcels
layer holds only the three lots (for a profiler).
"""
import argparse
import math
import os
import shutil

from osgeo import ogr

HERE = os.path.dirname(os.path.abspath(__file__))
SAMPLE = os.path.join(HERE, "..", "sample_data", "city.gpkg")

BLOCK = (6506930, 1747788, 6507630, 1748184)
X0, Y0, X1, Y1 = 6506950.0, 1747900.0, 6507200.0, 1748150.0
WAVE_FT = 1.5
WAVES = 20
OWNER = "CREEKSIDE LAND TRUST"


def box(x0, y0, x1, y1):
    return ogr.CreateGeometryFromWkt(f"POLYGON(({x0} {y0},{x1} {y0},{x1} {y1},{x0} {y1},{x0} {y0}))")


def polygon(points):
    """A multipolygon of one ring through points (closed here)."""
    ring = ogr.Geometry(ogr.wkbLinearRing)
    for x, y in points + points[:1]:
        ring.AddPoint_2D(x, y)
    part = ogr.Geometry(ogr.wkbPolygon)
    part.AddGeometry(ring)
    result = ogr.Geometry(ogr.wkbMultiPolygon)
    result.AddGeometry(part)
    return result


def detailed_lots(vertices):
    """The lot's outline, counter-clockwise from its south-west corner, and its
    east neighbour's, which carries the lot's east line vertex for vertex and
    starts at its own north-east corner."""
    if vertices % 4 or vertices < 8:
        raise SystemExit("--vertices must be a multiple of 4, at least 8")
    m = vertices // 4
    w, h = X1 - X0, Y1 - Y0
    south = [(X0 + w * j / m, Y0) for j in range(m)]
    east = [(X1, Y0 + h * j / m) for j in range(m)]
    north = [(X1 - w * j / m, Y1 + WAVE_FT * math.sin(2 * math.pi * WAVES * j / m)) for j in range(m)]
    west = [(X0 - WAVE_FT * math.sin(2 * math.pi * WAVES * j / m), Y1 - h * j / m) for j in range(m)]
    v1 = polygon(south + east + north + west)
    v2 = polygon([(X1 + 100, Y1), (X1, Y1)] + east[::-1] + [(X1 + 100, Y0)])
    return v1, v2


def multi(geometry):
    return ogr.ForceToMultiPolygon(geometry)


def copy_filtered(source, target, name, keep, extra=()):
    """Copies layer name, dropping features keep() refuses, then adds extra (geometry, {field: value})."""
    layer = source.GetLayerByName(name)
    out = target.CreateLayer(name, layer.GetSpatialRef(), layer.GetGeomType(), ["FID=fid"])
    definition = layer.GetLayerDefn()
    for i in range(definition.GetFieldCount()):
        out.CreateField(definition.GetFieldDefn(i))
    out.StartTransaction()
    for feature in layer:
        if keep(feature):
            copy = ogr.Feature(out.GetLayerDefn())
            copy.SetFrom(feature)
            out.CreateFeature(copy)
    for geometry, values in extra:
        feature = ogr.Feature(out.GetLayerDefn())
        for key, value in values.items():
            feature.SetField(key, value)
        feature.SetGeometry(geometry)
        out.CreateFeature(feature)
    out.CommitTransaction()


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", required=True)
    parser.add_argument("--vertices", type=int, default=300000)
    parser.add_argument("--no-city", action="store_true")
    args = parser.parse_args()
    os.makedirs(args.out, exist_ok=True)
    path = os.path.join(args.out, "city.gpkg")
    if os.path.exists(path):
        os.remove(path)
    source = ogr.Open(SAMPLE)
    target = ogr.GetDriverByName("GPKG").CreateDataSource(path)
    block = box(*BLOCK)

    def outside_block(feature):
        geometry = feature.GetGeometryRef()
        return geometry is None or not geometry.Intersects(block)

    lot = {"use_code": "010V", "zoning": "R1", "improvement_value": 0, "land_value": 1500000,
           "mail_address": "400 CREEK RD", "mail_city": "SIGNAL HILL", "mail_state": "CA", "mail_zip": "90755"}
    v1, v2 = detailed_lots(args.vertices)
    parcels = [
        (v1, dict(lot, apn="7099-001-001", owner=OWNER, situs_address="400 CREEK RD", lot_sqft=62500.0)),
        (v2, dict(lot, apn="7099-001-002", owner=OWNER, situs_address="402 CREEK RD", lot_sqft=25000.0)),
        (multi(box(X0, Y0 - 100, X1, Y0)), dict(lot, apn="7099-001-003", owner="RIVERA,ANA", situs_address="398 CREEK RD",
                                                use_code="0100", improvement_value=550000, lot_sqft=25000.0)),
    ]
    keep_parcel = (lambda f: False) if args.no_city else outside_block
    copy_filtered(source, target, "parcels", keep_parcel, parcels)
    structures = [
        (multi(box(X0 + 40, Y0 - 60, X0 + 80, Y0 + 0.002)), {"struct_id": "S9000001", "apn": "7099-001-003", "type": "building", "permitted": "Y"}),
        (multi(box(X0 + 100, Y0 + 100, X0 + 112, Y0 + 110)), {"struct_id": "S9000002", "apn": "7099-001-001", "type": "storage_shed", "permitted": "N"}),
        (multi(box(X0 + 180, Y0 + 40, X0 + 185, Y0 + 45)), {"struct_id": "S9000003", "apn": "7099-001-001", "type": "oil_well", "permitted": "Y"}),
    ]
    copy_filtered(source, target, "structures", outside_block, structures)
    copy_filtered(source, target, "improvements", outside_block)
    for name in ("wells", "esa", "sea", "groundwater", "brownfields", "right_of_way", "geohazards", "soils"):
        target.CopyLayer(source.GetLayerByName(name), name)
    target = None
    shutil.copyfile(os.path.join(HERE, "..", "sample_data", "dem.tif"), os.path.join(args.out, "dem.tif"))
    print(f"{path}: lot 7099-001-001 with {args.vertices} vertices")


if __name__ == "__main__":
    main()
