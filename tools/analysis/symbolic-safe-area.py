#!/usr/bin/env python3
"""Gap Xcode laid out for leading/trailing constraints to the safe area (symbolic or plain) minus the written constant, by toolsVersion (thousands). Corpus path is fixed to ../shared/corpus beside the checkout."""
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
        ids = {e.get("id"): e for e in root.iter() if e.get("id")}
        for holder in root.iter():
            cons = holder.find("constraints")
            if cons is None: continue
            for c in cons.findall("constraint"):
                if c.get("secondItem") is None: continue
                first = ids.get(c.get("firstItem")) if c.get("firstItem") else holder
                second = ids.get(c.get("secondItem"))
                if first is None or second is None: continue
                a1, a2 = c.get("firstAttribute"), c.get("secondAttribute")
                if a1 != a2 or a1 not in ("leading", "trailing"): continue
                for item, guide in ((first, second), (second, first)):
                    if guide.tag != "viewLayoutGuide" or guide.get("key") != "safeArea": continue
                    owner = parent[guide]
                    if parent.get(item) is None or parent[parent[item]] is not owner: continue
                    if item.get("misplaced") or item.get("ambiguous"): continue
                    f, of = frame(item), frame(owner)
                    if not f or not of: continue
                    gap = f[0] if a1 == "leading" else of[2] - f[0] - f[2]
                    sym = "symbolic" if c.get("symbolic") == "YES" else "plain"
                    stats[(tv // 1000, sym, c.get("constant", "0"))][round(gap - float(c.get("constant", "0")), 1)] += 1
for k in sorted(stats): print(k, dict(stats[k].most_common(4)))
