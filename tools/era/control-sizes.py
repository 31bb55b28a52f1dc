#!/usr/bin/env python3
"""Saved sizes of UIKit's fixed-size controls and bars, per Xcode era: the evidence for
Sources/NibLayout/EraMetrics.swift (issue #27).

usage: control-sizes.py [--corpus DIR] [--element switch ...] [--fold K/N]

For every control of a kind that Xcode did not flag (misplaced/ambiguous) and that has no size
constraint of its own on an axis, the saved size on that axis is its intrinsic size as that
Xcode drew it (a pin could still stretch it, so the most common value counts, not every value).
Prints, per element, axis and era: the number of such controls and the most common sizes.
"""
import argparse, collections, csv, hashlib, os, re
import xml.etree.ElementTree as ET

ap = argparse.ArgumentParser()
ap.add_argument("--corpus", default="/work/shared/corpus")
ap.add_argument("--element", action="append")
ap.add_argument("--fold")
args = ap.parse_args()
elements = args.element or ["switch", "slider", "segmentedControl", "stepper", "pageControl", "activityIndicatorView",
                            "progressView", "searchBar", "navigationBar", "toolbar", "tabBar"]

def era(tv):
    if tv.startswith("32700"): return "Xcode 14-15"
    v = float(tv.split(".")[0] or 0)
    for lim, name in ((11000, "Xcode <= 8"), (14000, "Xcode 9-10"), (17000, "Xcode 11-12"),
                      (21000, "Xcode 13"), (23000, "Xcode 14-15"), (24000, "Xcode 16"), (1e9, "Xcode 26")):
        if v < lim: return name

def in_fold(repo):
    if not args.fold: return True
    k, n = map(int, args.fold.split("/"))
    return int(hashlib.sha1(repo.encode()).hexdigest(), 16) % n == k

sizes = collections.defaultdict(collections.Counter)
for r in csv.DictReader(open(os.path.join(args.corpus, "MANIFEST.tsv")), delimiter="\t"):
    if r["runtime"] != "CocoaTouch" or not in_fold(r["repo"]): continue
    try: root = ET.parse(os.path.join(args.corpus, r["file"])).getroot()
    except ET.ParseError: continue
    e = era(r["toolsVersion"])
    for el in root.iter():
        if el.tag not in elements or el.get("misplaced") == "YES" or el.get("ambiguous") == "YES": continue
        rect = next((c for c in el if c.tag == "rect" and c.get("key") == "frame"), None)
        if rect is None: continue
        own = el.find("constraints")
        sized = set()
        for c in (own if own is not None else []):
            if c.get("secondItem") is None and (c.get("firstItem") in (None, el.get("id"))):
                sized.add(c.get("firstAttribute"))
        style = el.get("style") or el.get("searchBarStyle") or ""
        for axis, key in (("width", "width"), ("height", "height")):
            if axis in sized: continue
            sizes[(el.tag, axis, e)][rect.get(key)] += 1

for (tag, axis, e), c in sorted(sizes.items()):
    total = sum(c.values())
    print(f"{tag}\t{axis}\t{e}\t{total}\t" + ", ".join(f"{v} x{n}" for v, n in c.most_common(4)))
