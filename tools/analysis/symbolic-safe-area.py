#!/usr/bin/env python3
"""Gap Xcode laid out for leading/trailing constraints to the safe area (symbolic or plain) minus the written constant, by toolsVersion (thousands). Corpus path is fixed to ../shared/corpus beside the checkout."""
import collections
from corpusdocs import cocoa_touch_documents, corpus_dir, frame
corpus = corpus_dir()
stats = collections.defaultdict(collections.Counter)
for root, tv, parent in cocoa_touch_documents(corpus):
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
