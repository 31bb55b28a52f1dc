#!/usr/bin/env python3
"""Measure the layout margins Xcode used, from saved frames: for every constraint
`item.leading = V.leadingMargin + c` (and trailing/top/bottom, either orientation) whose item
is not flagged, margin = item's offset inside V - c. Groups by the kind of V (controller root,
xib top-level, cell content view, other), toolsVersion era and V's width.
Usage: tools/analysis/margins.py [corpus dir]"""
import collections, os, sys, xml.etree.ElementTree as ET

corpus = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(__file__), "../../../shared/corpus")
stats = collections.defaultdict(collections.Counter)

def frame(e):
    r = e.find("rect[@key='frame']")
    return None if r is None else tuple(float(r.get(k, 0)) for k in ("x", "y", "width", "height"))

for dirpath, _, files in os.walk(corpus):
    for name in files:
        if not name.endswith((".storyboard", ".xib")): continue
        try: root = ET.parse(os.path.join(dirpath, name)).getroot()
        except ET.ParseError: continue
        if root.tag != "document" or "CocoaTouch" not in root.get("type", ""): continue
        tv = float((root.get("toolsVersion") or "0").split(".")[0])
        era = "<13000" if tv < 13000 else "13000-20999" if tv < 21000 else ">=21000"
        parent = {c: p for p in root.iter() for c in p}
        ids = {e.get("id"): e for e in root.iter() if e.get("id")}
        for holder in root.iter():
            cons = holder.find("constraints")
            if cons is None: continue
            for c in cons.findall("constraint"):
                first = ids.get(c.get("firstItem")) if c.get("firstItem") else holder
                second = ids.get(c.get("secondItem"))
                a1, a2 = c.get("firstAttribute"), c.get("secondAttribute")
                if first is None or second is None or c.get("multiplier") or c.get("relation") or c.get("priority"): continue
                k = float(c.get("constant", 0))
                for item, ia, v, va, sign in ((first, a1, second, a2, 1), (second, a2, first, a1, -1)):
                    if not va or not va.endswith("Margin") or item.get("misplaced") or item.get("ambiguous"): continue
                    if parent.get(item) is None or parent[parent[item]] is not v: continue  # item must be a direct subview of V
                    f, vf = frame(item), frame(v)
                    if f is None or vf is None: continue
                    side = va[:-6]
                    if ia != side: continue
                    if side == "leading": m = f[0] - sign * k
                    elif side == "trailing": m = vf[2] - (f[0] + f[2]) - sign * k
                    elif side == "top": m = f[1] - sign * k
                    elif side == "bottom": m = vf[3] - (f[1] + f[3]) - sign * k
                    else: continue
                    p = parent.get(v)
                    kind = ("root" if v.get("key") == "view" else "cellContent" if v.tag.endswith("ContentView") or v.get("key") == "contentView"
                            else "xibTop" if p is not None and p.tag == "objects" else "other")
                    width = "w>=414" if vf[2] >= 414 else "w<414"
                    stats[(kind, side in ("leading", "trailing"), era, width)][round(m, 2)] += 1

for key in sorted(stats):
    kind, horizontal, era, width = key
    print(f"{kind:12} {'horizontal' if horizontal else 'vertical':10} {era:12} {width:7} {dict(stats[key].most_common(5))}")
