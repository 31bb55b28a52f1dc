#!/usr/bin/env python3
"""Readings of Xcode's misplaced="YES" flags that nibtool's frames cannot separate (docs/conformance.md,
"Why misplaced-view recall stays at 0.05"): whether the flag follows a half-point difference
between the frame nibtool computes and the saved one, and whether a navigation controller's bar
is flagged by where it was saved.

Like ../shared/tools/agreement.py it removes Xcode's flags from a copy of every iOS document of
the corpus before nibtool lays it out (`nibtool xml frames --dump`), then uses them as the answer.

Usage: tools/analysis/misplaced-flag-readings.py [corpus dir]   (NIBTOOL, default .build/release/nibtool)
About a minute on two cores."""
import collections, os, re, subprocess, sys
import xml.etree.ElementTree as ET
from concurrent.futures import ThreadPoolExecutor

root = os.path.join(os.path.dirname(os.path.abspath(__file__)), "../..")
corpus = sys.argv[1] if len(sys.argv) > 1 else os.path.join(root, "../shared/corpus")
nibtool = os.environ.get("NIBTOOL", os.path.join(root, ".build/release/nibtool"))
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpusdocs import stripped_copies

def rect(text):
    m = re.search(r"\(([-\d.e]+), ([-\d.e]+), ([-\d.e]+), ([-\d.e]+)\)", text)
    return tuple(map(float, m.groups())) if m else None

def views(item):
    """(tag, layout mode, saved frame, solved frame, flagged misplaced) per laid-out view."""
    r, xml, _, _, copy = item
    misplaced = {e.get("id") for e in xml.iter() if e.get("misplaced") == "YES" and e.tag != "variation"}
    dump = subprocess.run([nibtool, "xml", "frames", "--dump", copy], capture_output=True, text=True).stdout
    out = []
    for line in dump.splitlines():
        p = line.split("\t")
        if len(p) >= 7:
            out.append((p[1], p[2], rect(p[3]), rect(p[4]), p[0] in misplaced))
    return out

with ThreadPoolExecutor(os.cpu_count() or 2) as ex:
    rows = [v for vs in ex.map(views, stripped_copies(corpus)) for v in vs]

half = collections.Counter()
bars = collections.Counter()
for tag, mode, saved, solved, flagged in rows:
    if saved and solved:
        off = max(abs(a - b) for a, b in zip(saved, solved))
        if 0.01 < off <= 0.5 + 1e-6:
            half[flagged] += 1
    if tag == "navigationBar" and mode == "root":
        bars[(saved[1] if saved else None, flagged)] += 1

print(f"views laid out within 0.5 pt of their saved frame but not on it: flagged {half[True]}, not flagged {half[False]}")
print("navigation controllers' bars by saved y:")
for y in sorted({y for y, _ in bars if y is not None}):
    print(f"  y {y:g}: flagged {bars[(y, True)]}, not flagged {bars[(y, False)]}")
print(f"  no saved frame: flagged {bars[(None, True)]}, not flagged {bars[(None, False)]}")
