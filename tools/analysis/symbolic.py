#!/usr/bin/env python3
"""What gap Xcode actually laid out for `symbolic="YES"` (Standard spacing) constraints between a
view and its superview's edge, by toolsVersion: measured from unflagged saved frames.
Usage: tools/analysis/symbolic.py [corpus dir]"""
import collections
from corpusdocs import cocoa_touch_documents, corpus_dir, frame
corpus = corpus_dir()
stats = collections.defaultdict(collections.Counter)
for root, tv, parent in cocoa_touch_documents(corpus):
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
