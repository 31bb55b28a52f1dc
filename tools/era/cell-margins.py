#!/usr/bin/env python3
"""The side and top layout margins Xcode gave table cells' content views, read back from saved
frames, with what may decide them: the evidence for the cell margins of
Sources/NibLayout/Configuration/EraMetrics.swift (issue #27).

usage: cell-margins.py [--corpus DIR] [--era NAME] [--fold K/N] [--by KEY,KEY...] [--side leading|trailing|top]

For a required constraint `child.leading == contentView.leadingMargin + c` (or trailing, top),
either way round, on a child Xcode did not flag, the margin is child.x - c (for trailing, the
content view's width - child.maxX - c). Keys to group by: era, device, screen (the device's
portrait width), toplevel (a xib's top-level cell or a cell in a table), cellw (the cell's saved
width), tablew (the table's saved width), tstyle (plain/grouped/insetGrouped), cstyle (the cell's
style), preserves (the content view's and cell's preservesSuperviewLayoutMargins), safe
(insetsLayoutMarginsFromSafeArea), explicit (an <edgeInsets key="layoutMargins"> on the cell or
content view), owner (table's owner: controller root, subview of a root, ...), tpreserves (the
table's preservesSuperviewLayoutMargins), readable (the content view's layoutMarginsFollowReadableWidth), repo, fold, freeform (the width of the
controller's freeform size), tv (toolsVersion), file.
"""
import argparse, collections, hashlib
from corpus import DEFAULT_CORPUS, documents, frame

SCREENS = {"retina3_5": 320, "retina4_0": 320, "retina4_7": 375, "retina5_5": 414, "retina5_9": 375,
           "retina6_1": 414, "retina6_5": 414, "retina6_0": 390, "retina6_7": 428, "retina6_12": 393,
           "retina6_72": 430, "retina6_3": 402, "retina6_9": 440, "retina5_4": 375}

ap = argparse.ArgumentParser()
ap.add_argument("--corpus", default=DEFAULT_CORPUS)
ap.add_argument("--era")
ap.add_argument("--fold")
ap.add_argument("--by", default="era,toplevel,screen")
ap.add_argument("--side", default="leading")
ap.add_argument("--min", type=int, default=1)
args = ap.parse_args()
keys = args.by.split(",")

groups = collections.defaultdict(collections.Counter)
repos = collections.defaultdict(set)
for r, e, root in documents(args.corpus, args.era, args.fold):
    dev = root.find("device")
    device = dev.get("id") if dev is not None else "-"
    parent = {c: p for p in root.iter() for c in p}
    for cv in root.iter("tableViewCellContentView"):
        cell = parent.get(cv)
        cs, subs = cv.find("constraints"), cv.find("subviews")
        if cell is None or cs is None or subs is None or frame(cv) is None: continue
        holder = parent.get(cell)
        toplevel = holder is not None and holder.tag == "objects"
        table = None
        p = holder
        while p is not None and table is None:
            if p.tag == "tableView": table = p
            p = parent.get(p)
        controller = holder
        while controller is not None and controller.get("sceneMemberID") != "viewController":
            controller = parent.get(controller)
        ff = controller.find("size[@key='freeformSize']") if controller is not None else None
        freeform = "-" if ff is None else "freeform %s" % ff.get("width")
        owner = "-"
        if table is not None:
            tp = parent.get(table)
            if table.get("key") == "view": owner = "controller root"
            elif tp is not None and tp.tag == "subviews":
                sv = parent.get(tp)
                owner = "in root" if sv is not None and sv.get("key") == "view" else "in subview"
            elif tp is not None and tp.tag == "objects": owner = "xib top-level"
        def insets(el):
            e = next((c for c in el if c.tag in ("edgeInsets", "directionalEdgeInsets") and c.get("key") in ("layoutMargins", "directionalLayoutMargins")), None)
            return "-" if e is None else "%s/%s" % (e.get("left", e.get("leading")), e.get("right", e.get("trailing")))
        explicit = "cell %s cv %s" % (insets(cell), insets(cv))
        info = {"era": e, "device": device, "screen": str(SCREENS.get(device, device)),
                "toplevel": "top-level" if toplevel else "in table",
                "cellw": "%g" % frame(cell)[2] if frame(cell) else "-",
                "tablew": "%g" % frame(table)[2] if table is not None and frame(table) else "-",
                "tstyle": table.get("style", "plain") if table is not None else "-",
                "cstyle": cell.get("style", "custom"),
                "preserves": "cv=%s cell=%s" % (cv.get("preservesSuperviewLayoutMargins", "NO"), cell.get("preservesSuperviewLayoutMargins", "NO")),
                "safe": cv.get("insetsLayoutMarginsFromSafeArea", "YES"),
                "explicit": explicit,
                "owner": owner,
                "readable": "readable" if cv.get("layoutMarginsFollowReadableWidth") == "YES" else "-",
                "tpreserves": "table preserves=%s" % (table.get("preservesSuperviewLayoutMargins", "NO") if table is not None else "-"), "repo": r["repo"], "tv": r["toolsVersion"], "freeform": freeform, "file": r["file"].split("/")[-1],
                "fold": str(int(hashlib.sha1(r["repo"].encode()).hexdigest(), 16) % 3),
                "accessory": "narrow cv" if frame(cv)[2] < frame(cell)[2] - 0.5 else "-"}
        children = {c.get("id"): c for c in subs}
        cvid = cv.get("id")
        seen = set()
        for c in cs:
            if c.get("priority") not in (None, "1000") or c.get("multiplier") or c.get("relation"): continue
            a, b, fa, sa = c.get("firstItem") or cvid, c.get("secondItem"), c.get("firstAttribute"), c.get("secondAttribute")
            fa = {"left": "leading", "leftMargin": "leadingMargin", "right": "trailing", "rightMargin": "trailingMargin"}.get(fa, fa)
            sa = {"left": "leading", "leftMargin": "leadingMargin", "right": "trailing", "rightMargin": "trailingMargin"}.get(sa, sa)
            k = float(c.get("constant") or 0)
            attr = args.side
            if fa == attr and sa == attr + "Margin" and b == cvid and a in children: ch, sign = a, 1
            elif sa == attr and fa == attr + "Margin" and a == cvid and b in children: ch, sign = b, -1
            else: continue
            child = children[ch]
            if child.get("misplaced") == "YES" or child.get("ambiguous") == "YES": continue
            f = frame(child)
            if f is None: continue
            if attr == "leading": v = f[0] - sign * k
            elif attr == "top": v = f[1] - sign * k
            else: v = frame(cv)[2] - (f[0] + f[2]) + sign * k
            if (ch, attr) in seen: continue
            seen.add((ch, attr))
            key = tuple(info[k] for k in keys)
            groups[key][round(v, 2)] += 1
            repos[key].add(r["repo"].split("/")[1])
for key, c in sorted(groups.items()):
    if sum(c.values()) < args.min: continue
    print("\t".join(key) + f"\t{sum(c.values())}\t" + ", ".join(f"{v:g} x{n}" for v, n in c.most_common(5)) + "\t" + ",".join(sorted(repos[key]))[:80])
