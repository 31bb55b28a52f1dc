#!/usr/bin/env python3
"""Xcode's ambiguous="YES" flags on views inside table and collection view cells, against where
the cell lies in its table's saved bounds and the document's tools version, counting the flagged
and the unflagged views of the same shape (views nibtool's solver determines: `unique` in
`nibtool xml frames --dump`), per fold.

A cell whose frame starts at or below its table's saved height (or right of its width) is one a
UITableView never lays out while the table is shown at that size: the question is whether Xcode
then saves the cell's subviews flagged as ambiguous (issue #26). Also prints, per flagged view
nibtool determines, whether the saved frame is an exact solution of its constraints (saved ==
solved within 0.01 pt).

Usage: tools/analysis/offscreen-cells.py [corpus dir]   (NIBTOOL, default .build/release/nibtool)
Folds as ../shared/tools/agreement.py: sha1(repo) % 3."""
import collections, os, re, subprocess, sys
from concurrent.futures import ThreadPoolExecutor
import xml.etree.ElementTree as ET

root_dir = os.path.join(os.path.dirname(os.path.abspath(__file__)), "../..")
corpus = sys.argv[1] if len(sys.argv) > 1 else os.path.join(root_dir, "../shared/corpus")
nibtool = os.environ.get("NIBTOOL", os.path.join(root_dir, ".build/release/nibtool"))
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpusdocs import stripped_copies

CONTENT = ("tableViewCellContentView", "collectionViewCellContentView")

def dump(path):
    """view id -> (layout mode, per-coordinate states, saved, solved)."""
    out = subprocess.run([nibtool, "xml", "frames", "--dump", path], capture_output=True, text=True).stdout
    return {p[0]: (p[2], p[6].split(","), p[3], p[4]) for p in (l.split("\t") for l in out.splitlines()) if len(p) >= 7}

def rect(e):
    r = e.find("rect[@key='frame']")
    return None if r is None else [float(r.get(k, 0)) for k in ("x", "y", "width", "height")]

def numbers(s):
    return [float(x) for x in re.findall(r"-?[\d.]+(?:e-?\d+)?", s)]

docs = [d for d in stripped_copies(corpus) if b"CellContentView" in open(d[4], "rb").read()]
with ThreadPoolExecutor(2) as ex:
    dumps = list(ex.map(lambda d: dump(d[4]), docs))

views = collections.Counter()      # (era, container, place, fold, flagged) -> views
cells = collections.Counter()      # same, per cell: flagged when any of its subviews is
exact = collections.Counter()      # (place, exact) over flagged determined views
for (r, xml, flagged, fold, _), states in zip(docs, dumps):
    parent = {c: p for p in xml.iter() for c in p}
    era = "tools >= 21000" if int(float((xml.get("toolsVersion") or "0").split(".")[0])) >= 21000 else "tools < 21000"
    per_cell = {}
    for e in xml.iter():
        vid = e.get("id")
        if vid not in states or states[vid][0] != "autoLayout" or "unique" != max(states[vid][1], key=lambda s: s != "unique"):
            continue
        x = parent.get(e)
        while x is not None and x.tag not in CONTENT: x = parent.get(x)
        if x is None: continue
        cell = parent.get(x)
        container = parent.get(cell)
        while container is not None and container.tag not in ("tableView", "collectionView"): container = parent.get(container)
        c, t = rect(cell), (rect(container) if container is not None else None)
        if c is None or t is None:
            place = "cell without a table (xib)"
        else:
            place = "below/right of the table" if c[1] >= t[3] or c[0] >= t[2] else "inside the table"
        key = (era, container.tag if container is not None else "-", place, fold)
        views[key + (vid in flagged,)] += 1
        per_cell[(key, cell.get("id"))] = per_cell.get((key, cell.get("id")), False) or vid in flagged
        if vid in flagged:
            _, _, saved, solved = states[vid]
            a, b = numbers(saved), numbers(solved)
            exact[(place, len(a) == len(b) and max(abs(p - q) for p, q in zip(a, b)) < 0.01)] += 1
    for (key, _), f in per_cell.items(): cells[key + (f,)] += 1

print("Views nibtool determines inside cells: flagged / unflagged by Xcode (cells: with a flag / without)")
for key in sorted({k[:4] for k in views}):
    print(f"  {' | '.join(map(str, key[:3])):70} fold {key[3]}: views {views[key + (True,)]:4} / {views[key + (False,)]:5}"
          f"   cells {cells[key + (True,)]:3} / {cells[key + (False,)]:4}")
print("Flagged determined views whose saved frame is an exact solution (within 0.01 pt)")
for (place, ok), n in sorted(exact.items()):
    print(f"  {place:40} {'exact' if ok else 'off':6} {n}")
