#!/usr/bin/env python3
"""Where Xcode saved the hidden arranged views of stack views, against their shown neighbours:
the evidence for StackLayout's design-time placement of hidden arranged views
(`HiddenArrangedViewTests`).

One line per hidden arranged subview with a saved frame: fold, repository, tools version, the
stack's axis, the view's place among the arranged views (first: before every shown view, last:
after every shown view, mid: between two, only: no shown view), how many views the stack shows,
and where the view was saved along the axis:
  top        at the stack's leading (top) edge
  end        where the last shown view before it ends
  ends-next  ending where the first shown view after it starts
  half       half a spacing after the shown view before it
  other      none of these (the offsets are printed)
Then a count per axis, place, shown views (one / several) and saved position.

Usage: tools/analysis/hidden-arranged-views.py [corpus dir]
Folds as ../shared/tools/agreement.py: sha1(repo) % 3."""
import collections, csv, hashlib, os, sys
import xml.etree.ElementTree as ET

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpusdocs import corpus_dir, frame

corpus = corpus_dir()
counts = collections.Counter()
for r in csv.DictReader(open(os.path.join(corpus, "MANIFEST.tsv")), delimiter="\t"):
    if r["runtime"] != "CocoaTouch": continue
    try: root = ET.parse(os.path.join(corpus, r["file"])).getroot()
    except ET.ParseError: continue
    fold = int(hashlib.sha1(r["repo"].encode()).hexdigest(), 16) % 3
    for stack in root.iter("stackView"):
        subviews = stack.find("subviews")
        arranged = [v for v in (subviews if subviews is not None else []) if frame(v) is not None]
        horizontal = stack.get("axis") != "vertical"
        lead = (lambda f: f[0]) if horizontal else (lambda f: f[1])
        size = (lambda f: f[2]) if horizontal else (lambda f: f[3])
        shown = [v for v in arranged if v.get("hidden") != "YES"]
        spacing = float(stack.get("spacing") or 0)
        for i, v in enumerate(arranged):
            if v.get("hidden") != "YES": continue
            f = frame(v)
            before = [a for a in arranged[:i] if a.get("hidden") != "YES"]
            after = [a for a in arranged[i + 1:] if a.get("hidden") != "YES"]
            place = "mid" if before and after else "first" if after else "last" if before else "only"
            end = lead(frame(before[-1])) + size(frame(before[-1])) if before else None
            start = lead(frame(after[0])) if after else None
            if end is not None and abs(lead(f) - end - spacing / 2) < 0.01 and after: saved = "half"
            elif end is not None and abs(lead(f) - end) < 0.01: saved = "end"
            elif start is not None and abs(lead(f) + size(f) - start) < 0.01: saved = "ends-next"
            elif abs(lead(f)) < 0.01: saved = "top"
            else: saved = f"other (at {lead(f):g}, size {size(f):g}; shown before ends {end}, after starts {start})"
            many = "one shown" if len(shown) == 1 else f"{len(shown)} shown"
            print(fold, r["repo"], r["toolsVersion"], "H" if horizontal else "V", place, many, saved, v.tag, v.get("id"), r["file"].split("/")[-1], sep="\t")
            counts[("H" if horizontal else "V", place, "one shown" if len(shown) == 1 else "several shown", saved.split(" ")[0])] += 1
print()
for key, n in sorted(counts.items()):
    print(*key, n, sep="\t")
