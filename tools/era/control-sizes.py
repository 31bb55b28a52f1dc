#!/usr/bin/env python3
"""Saved sizes of UIKit's fixed-size controls and bars, per Xcode era: the evidence for
Sources/NibLayout/EraMetrics.swift (issue #27).

usage: control-sizes.py [--corpus DIR] [--element switch ...] [--fold K/N] [--pin-offsets]

For every control of a kind that Xcode did not flag (misplaced/ambiguous) and that has no size
constraint of its own on an axis, the saved size on that axis is its intrinsic size as that
Xcode drew it (a pin could still stretch it, so the most common value counts, not every value).
Prints, per element, axis and era: the number of such controls and the most common sizes.

With --pin-offsets: for controls whose leading edge is pinned to their superview's leading edge,
how far the saved frame starts from the pin (its alignment inset: -2 for a slider before Xcode 26),
per element and era, with the repositories that show each offset.
"""
import argparse, collections, re
from corpus import DEFAULT_CORPUS, documents, era, frame, in_fold

ap = argparse.ArgumentParser()
ap.add_argument("--corpus", default=DEFAULT_CORPUS)
ap.add_argument("--element", action="append")
ap.add_argument("--fold")
ap.add_argument("--pin-offsets", action="store_true")
args = ap.parse_args()
elements = args.element or ["switch", "slider", "segmentedControl", "stepper", "pageControl", "activityIndicatorView",
                            "progressView", "searchBar", "navigationBar", "toolbar", "tabBar", "pickerView", "datePicker"]


def pin_offsets():
    offsets = collections.defaultdict(lambda: collections.defaultdict(set))
    for r, e, root in documents(args.corpus, fold=args.fold):
        for parent in root.iter():
            subviews = parent.find("subviews")
            constraints = parent.find("constraints")
            if subviews is None or constraints is None: continue
            children = {c.get("id"): c for c in subviews if c.tag in elements}
            for c in constraints:
                # `child.leading = parent.leading + k`, written either way round.
                if c.get("firstAttribute") != "leading" or c.get("secondAttribute") != "leading": continue
                first, second = c.get("firstItem") or parent.get("id"), c.get("secondItem") or parent.get("id")
                k = float(c.get("constant") or 0)
                if first in children and second == parent.get("id"): child = children[first]
                elif second in children and first == parent.get("id"): child, k = children[second], -k
                else: continue
                if child.get("misplaced") == "YES" or frame(child) is None: continue
                offsets[(child.tag, e)][round(frame(child)[0] - k, 2)].add(r["repo"])
                offsets[(child.tag, e)]["n"].add((r["file"], child.get("id"), round(frame(child)[0] - k, 2)))
    for (tag, e), by in sorted(offsets.items()):
        counts = collections.Counter(o for _, _, o in by.pop("n"))
        print(f"{tag}\tleading offset\t{e}\t" + ", ".join(f"{o:g} x{n} ({', '.join(sorted(by[o]))})" for o, n in counts.most_common()))

if args.pin_offsets:
    pin_offsets()
    raise SystemExit(0)

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
        # A date picker's height follows its style (no style: automatic) and a picker's the
        # screen's height class (a landscape document's freeform scenes keep the regular one).
        tag = el.tag
        if tag == "datePicker": tag += f"[{style or 'automatic'}{',countDownTimer' if el.get('datePickerMode') == 'countDownTimer' else ''}]"
        if tag.startswith(("datePicker", "pickerView")):
            device = root.find("device")
            if device is not None and device.get("orientation") == "landscape": tag += "[landscape document]"
        for axis, key in (("width", "width"), ("height", "height")):
            if axis in sized: continue
            sizes[(tag, axis, e)][rect.get(key)] += 1

for (tag, axis, e), c in sorted(sizes.items()):
    total = sum(c.values())
    print(f"{tag}\t{axis}\t{e}\t{total}\t" + ", ".join(f"{v} x{n}" for v, n in c.most_common(4)))
