#!/usr/bin/env python3
"""Saved sizes of UIKit's fixed-size controls and bars, per Xcode era: the evidence for
Sources/NibLayout/EraMetrics.swift (issue #27).

usage: control-sizes.py [--corpus DIR] [--element switch ...] [--fold K/N]

For every control of a kind that Xcode did not flag (misplaced/ambiguous) and that has no size
constraint of its own on an axis, the saved size on that axis is its intrinsic size as that
Xcode drew it (a pin could still stretch it, so the most common value counts, not every value).
Prints, per element, axis and era: the number of such controls and the most common sizes.
"""
import argparse, collections, re
from corpus import DEFAULT_CORPUS, documents, era, frame, in_fold

ap = argparse.ArgumentParser()
ap.add_argument("--corpus", default=DEFAULT_CORPUS)
ap.add_argument("--element", action="append")
ap.add_argument("--fold")
args = ap.parse_args()
elements = args.element or ["switch", "slider", "segmentedControl", "stepper", "pageControl", "activityIndicatorView",
                            "progressView", "searchBar", "navigationBar", "toolbar", "tabBar"]



sizes = collections.defaultdict(collections.Counter)
for r, e, root in documents(args.corpus, fold=args.fold):
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
