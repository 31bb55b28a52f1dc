#!/usr/bin/env python3
"""The leading and top layout margins Xcode gave each superview, read back from saved frames:
the evidence for the margins of Sources/NibLayout/EraMetrics.swift (issue #27).

usage: layout-margins.py [--corpus DIR] [--era NAME] [--fold K/N]

For a required constraint `child.leading == superview.leadingMargin + c` (or top/topMargin),
either way round, on a child Xcode did not flag, the margin is child.x - c (child.y - c).
Superviews whose margins the document sets (`<edgeInsets key="layoutMargins">`) are skipped;
those that preserve their superview's margins are counted apart. Grouped by era, the superview's kind
(cell content view, controller root, xib top-level view, other) and its width class.
"""
import argparse, collections
from corpus import DEFAULT_CORPUS, documents, era, frame, in_fold

ap = argparse.ArgumentParser()
ap.add_argument("--corpus", default=DEFAULT_CORPUS)
ap.add_argument("--era")
ap.add_argument("--fold")
args = ap.parse_args()




groups = collections.defaultdict(collections.Counter)
for r, e, root in documents(args.corpus, args.era, args.fold):
    dev = root.find("device")
    device = dev.get("id") if dev is not None else "-"
    parent = {c: p for p in root.iter() for c in p}
    for sv in root.iter():
        cs = sv.find("constraints")
        subs = sv.find("subviews")
        if cs is None or subs is None or frame(sv) is None: continue
        if any(c.tag == "edgeInsets" and c.get("key") == "layoutMargins" for c in sv): continue
        children = {c.get("id"): c for c in subs}
        p = parent.get(sv)
        if sv.get("key") == "contentView": kind = p.tag + " content"
        elif p is not None and p.tag == "objects": kind = "xib top-level " + sv.tag
        elif sv.get("key") == "view": kind = "controller root"
        else: kind = "other " + sv.tag
        if sv.get("preservesSuperviewLayoutMargins") == "YES": kind += " (preserves)"
        found = collections.Counter()
        for c in cs:
            if c.get("priority") not in (None, "1000") or c.get("multiplier") or c.get("relation"): continue
            # A constraint without firstItem is about the view that holds it.
            a, b, fa, sa = c.get("firstItem") or sv.get("id"), c.get("secondItem"), c.get("firstAttribute"), c.get("secondAttribute")
            fa = {"left": "leading", "leftMargin": "leadingMargin"}.get(fa, fa)
            sa = {"left": "leading", "leftMargin": "leadingMargin"}.get(sa, sa)
            k = float(c.get("constant") or 0)
            for attr in ("leading", "top"):
                if fa == attr and sa == attr + "Margin" and b == sv.get("id") and a in children: ch, sign = a, 1
                elif sa == attr and fa == attr + "Margin" and a == sv.get("id") and b in children: ch, sign = b, -1
                else: continue
                child = children[ch]
                if child.get("misplaced") == "YES" or child.get("ambiguous") == "YES": continue
                f = frame(child)
                if f is None: continue
                found[(attr, round((f[0] if attr == "leading" else f[1]) - sign * k, 2))] += 1
        for (attr, v), n in found.items():
            groups[(e, kind, attr, "w>=414" if frame(sv)[2] >= 414 else "w<414")][v] += 1
for key, c in sorted(groups.items()):
    if sum(c.values()) < 3: continue
    print("\t".join(key) + f"\t{sum(c.values())}\t" + ", ".join(f"{v:g} x{n}" for v, n in c.most_common(4)))
