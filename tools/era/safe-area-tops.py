#!/usr/bin/env python3
"""The safe-area top (and bottom) Xcode simulated for each root view, read back from saved frames:
the evidence for the status bar and bar heights of Sources/NibLayout/EraMetrics.swift (issue #27).

usage: safe-area-tops.py [--corpus DIR] [--era NAME] [--fold K/N] [--detail]

For a required constraint `child.top == safeArea.top + c` (either way round, multiplier 1) on a
direct subview of the view that owns the safe area guide, Xcode's safe-area top is
child.y - c (the root's own y is 0, or subtracted). Children Xcode flagged are skipped. Each
root is reported once, as the value most of its pins agree on, grouped by era, device,
orientation, document kind and what the root is (xib top-level view; controller root with
its simulated/inherited top bar as written).
"""
import argparse, collections
from corpus import DEFAULT_CORPUS, documents, era, frame, in_fold

ap = argparse.ArgumentParser()
ap.add_argument("--corpus", default=DEFAULT_CORPUS)
ap.add_argument("--era")
ap.add_argument("--fold")
ap.add_argument("--detail", action="store_true")
args = ap.parse_args()




groups = collections.defaultdict(collections.Counter)
examples = collections.defaultdict(list)
for r, e, root in documents(args.corpus, args.era, args.fold):
    dev = root.find("device")
    device = (dev.get("id"), dev.get("orientation")) if dev is not None else ("-", "-")
    parent = {c: p for p in root.iter() for c in p}
    for guide in root.iter("viewLayoutGuide"):
        if guide.get("key") != "safeArea": continue
        owner = parent[guide]
        rf = frame(owner)
        if rf is None: continue
        children = {c.get("id"): c for s in owner.findall("subviews") for c in s}
        tops = collections.Counter()
        bottoms = collections.Counter()
        for cs in owner.findall("constraints"):
            for c in cs:
                if c.get("priority") not in (None, "1000") or c.get("multiplier") or c.get("relation"): continue
                a, b = c.get("firstItem"), c.get("secondItem")
                fa, sa = c.get("firstAttribute"), c.get("secondAttribute")
                k = float(c.get("constant") or 0)
                if b == guide.get("id") and a in children: child, sign, attr, cattr = a, 1, sa, fa
                elif a == guide.get("id") and b in children: child, sign, attr, cattr = b, -1, fa, sa
                else: continue
                ch = children[child]
                if ch.get("misplaced") == "YES" or ch.get("ambiguous") == "YES": continue
                f = frame(ch)
                if f is None: continue
                if attr == "top" and cattr == "top": tops[round(f[1] - sign * k, 2)] += 1
                if attr == "bottom" and cattr == "bottom": bottoms[round(rf[3] - (f[1] + f[3]) + sign * k, 2)] += 1
        if not tops and not bottoms: continue
        # What the root is: a controller's view (with its simulated bars) or a xib's top-level view.
        ctl = parent.get(owner)
        kind = "xib view" if ctl is not None and ctl.tag == "objects" else (ctl.tag if ctl is not None else "?")
        bars = []
        if ctl is not None:
            for s in ctl:
                if s.tag.startswith("simulated") and s.tag.endswith("Metrics"):
                    bars.append(s.tag.replace("simulated", "").replace("Metrics", "") + ("" if s.get("key") in ("topBar", "bottomBar", "statusBar") else ""))
        key = (e, device[0], device[1], kind, ",".join(sorted(bars)) or "-", "root h=%g" % rf[3])
        if tops: groups[key + ("top",)][tops.most_common(1)[0][0]] += 1
        if bottoms: groups[key + ("bottom",)][bottoms.most_common(1)[0][0]] += 1
        examples[key].append(r["file"])
for key, c in sorted(groups.items()):
    print("\t".join(key) + "\t" + ", ".join(f"{v:g} x{n}" for v, n in c.most_common(4)))
    if args.detail: print("\t\t" + " ".join(examples[key[:-1]][:3]))
