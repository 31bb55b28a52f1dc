#!/usr/bin/env python3
"""What gap Xcode actually laid out for `symbolic="YES"` (Standard spacing) constraints between a
view and its superview's edge, by toolsVersion: measured from unflagged saved frames.
Usage: tools/analysis/symbolic.py [corpus dir]"""
import collections, os, sys, xml.etree.ElementTree as ET
corpus = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(__file__), "../../../shared/corpus")
stats = collections.defaultdict(collections.Counter)
def frame(e):
    r = e.find("rect[@key='frame']")
    return None if r is None else [float(r.get(k, 0)) for k in ("x", "y", "width", "height")]
for d, _, fs in os.walk(corpus):
    for name in fs:
        if not name.endswith((".storyboard", ".xib")): continue
        try: root = ET.parse(os.path.join(d, name)).getroot()
        except ET.ParseError: continue
        if "CocoaTouch" not in root.get("type", ""): continue
        tv = int(float((root.get("toolsVersion") or "0").split(".")[0]))
        parent = {c: p for p in root.iter() for c in p}
        for holder in root.iter():
            cons = holder.find("constraints")
            if cons is None: continue
            for c in cons.findall("constraint"):
                if c.get("symbolic") != "YES" or c.get("secondItem") is None: continue
                first = root.find(f".//*[@id='{c.get('firstItem')}']") if c.get("firstItem") else holder
                second = root.find(f".//*[@id='{c.get('secondItem')}']")
                if first is None or second is None: continue
                a1, a2 = c.get("firstAttribute"), c.get("secondAttribute")
                for item, sup, attr, sattr in ((first, second, a1, a2), (second, first, a2, a1)):
                    if parent.get(item) is None or parent[parent[item]] is not sup or attr != sattr: continue
                    if item.get("misplaced") or item.get("ambiguous"): continue
                    f, sf = frame(item), frame(sup)
                    if not f or not sf: continue
                    gap = {"leading": f[0], "top": f[1], "trailing": sf[2] - f[0] - f[2], "bottom": sf[3] - f[1] - f[3]}.get(attr)
                    if gap is None: continue
                    era = f"{tv // 1000}xxx"
                    stats[(era, "constant=" + c.get("constant", "0"))][round(gap, 1)] += 1
for k in sorted(stats): print(k, dict(stats[k].most_common(4)))
